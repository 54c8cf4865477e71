"""The page's table: builds the controller and its parts, and wires them to the page.

The controller (controller.py) owns the session. Its parts are what it works with: the stored
documents (the game save, the coins and records, the settings, the lessons done), the sound, the
menu, the tools bar, the tutorial, and the platform layer (pause and help, keyboard, the portal
host and what it hears of the game: gameplay.py).
The page (page.py) is the DOM edge; every event reaches the controller's action table through it.
"""

from __future__ import annotations

from collections.abc import Callable

import js
from pyodide.ffi import create_once_callable, create_proxy

from table.browser import early, rest_of_stdlib
from table.flow import params as url
from table.language.catalogue import use
from table.browser.words import take_words
from table.language import pseudo
from table.language.catalogue import ENGLISH
from table.language import formats
from table.browser.formats import IntlFormats
from table.language.languages import catalogue_for, from_mo
from table.flow.thinker import Thinker
from table.flow.clicks import clickable
from table.flow.parts import Parts
from table.browser.clock import BrowserClock
from table.browser.display_tools import Chrome
from table.storage import days
from table.storage.coins import Coins
from table.flow.controller import Controller
from table.flow.endings import Results
from table.browser.keyboard import Keyboard
from table.flow.menu import Menu
from table.browser.page import Page
from table.browser.hosts import BrowserHost, host_data, portal_host, send_when_hidden
from table.browser.portal import Portal, is_embedded
from table.flow.gameplay import Gameplay, NoHost
from table.flow.ports import Host
from table.flow.settings_panel import Preferences
from table.flow.review import HandReview
from table.storage.saves import Saves
from table.flow.session import Session
from table.browser.sound import Sound
from table.browser.startup import startup
from table.flow.menu_starts import Starts
from table.storage.browser_storage import open_browser_storage
from table.storage.hosted import Hosted
from table.browser.tabs import Tabs
from table.browser.viewports import viewport_for
from table.flow.coin_tools import Hints, ToolBar
from table.flow.tutorial import Tutorial

def local_today() -> str:
    """The local calendar day (coins' gift, backups' dates); a clock past 9999 reads as its last day."""
    d = js.Date.new()
    return days.calendar_day(int(d.getFullYear()), int(d.getMonth()) + 1, int(d.getDate()))


def daily_today() -> str:
    """The UTC day: the Daily that counts today; a clock past 9999 reads as its last day."""
    return days.utc_day(str(js.Date.new().toISOString()))


def warm_up(*_: object) -> None:
    """Import the engine and the search while the menu waits, not in the first move's task."""
    import domino.ai.levels  # noqa: F401
    import domino.ai.search  # noqa: F401


def bench_search(samples: float = 200) -> float:  # called from JS with a number
    """Time Search(...).run(samples) on the fixed benchmark position, in ms (?hooks=1)."""
    import time

    from table.flow.probe import bench_search as run

    t0 = time.perf_counter()
    run(int(samples))
    return (time.perf_counter() - t0) * 1000


def import_file(name: str) -> str:
    """Import a module by name and say which file it came from (?hooks=1: the rest of the standard
    library's test)."""
    import importlib

    return str(importlib.import_module(name).__file__)


def keep_with_host(ctl: Controller, hosted: Hosted, tell: Callable[[], None]) -> None:
    """The host's copy of the saves, asked for now the menu is up: the documents it brings are
    followed as another tab's would be; a page being hidden sends its batch at once."""
    def heard(keys: list[str]) -> None:
        for key in keys:
            ctl.storage(key)
        tell()

    hosted.heard = heard
    send_when_hidden(js.document, hosted.flush)
    hosted.start()


def build() -> Controller:
    rest_of_stdlib.install()
    page = Page()
    formats.give(IntlFormats())  # numbers, days, waits and lists by the browser, in the language spoken
    params, notes = url.parse(page.params, daily_today())
    tables: list[Controller] = []

    def arrived(code: str, data: bytes) -> None:
        """A language's catalogue is here (at start-up, or after a choice in Settings): the table
        speaks it (English: no catalogue)."""
        use(ENGLISH if code == "en" else from_mo(code, data))   # static/language.js set <html lang>
        for table in tables:
            table.spoken()

    if params.lang == pseudo.CODE:  # only the address asks for it: static/language.js does not know it
        use(catalogue_for(params.lang))
        js.document.documentElement.lang = params.lang
    else:
        take_words(js.window, arrived)
    params, notes = url.parse(page.params, daily_today())  # the notes in the language spoken
    delay = params.delay
    ctl = Controller(page, Session(seed=params.seed, base_delay=delay, delay=delay), viewport_for)
    tables.append(ctl)
    sdk = portal_host(js.window)
    store = open_browser_storage(js.window, framed=is_embedded(), today=local_today(), host=host_data(sdk),
                                 later=lambda ms, call: js.setTimeout(create_once_callable(call), ms),
                                 now=lambda: float(js.Date.now()))
    startup.found(store)

    def tell() -> None:
        for detail in store.take_details():
            js.console.info(detail)
        page.tell(store.take_messages())

    coins = Coins(store, local_today(), tell, daily_today=daily_today())
    saves = Saves(store, Tabs(), tell, settle=coins.settle)
    prefs = Preferences(store, page, ctl.pace)
    chrome = Chrome(ctl, page, auto_help=params.auto_help, storage=store.storage)
    keyboard = Keyboard(ctl, page)
    review = HandReview(ctl)
    sound = Sound(js.window, prefs, lambda: ctl.session.muted)
    menu = Menu(page, params.date, coins, saves, tell)
    # The host: a portal build's SDK, else the postMessage protocol when framed, else none.
    portal = Portal(ctl, params.host_origin) if sdk is None else None
    host: Host = BrowserHost(sdk) if sdk is not None else portal if portal is not None and portal.embedded \
        else NoHost()
    gameplay = Gameplay(ctl, host, BrowserClock())
    p = Parts(
        store=store, tell=tell, thinker=Thinker(BrowserClock()), coins=coins, saves=saves, prefs=prefs,
        sound=sound,
        menu=menu,
        tools=ToolBar(page, coins, prefs), hints=Hints(ctl), starts=Starts(ctl),
        results=Results(page, saves, coins, sound, prefs),
        tutorial=Tutorial(ctl, store, page), review=review, chrome=chrome, keyboard=keyboard, gameplay=gameplay,
        # told of the table's events; gameplay last, once the others have had their say (a how-to card)
        listeners=(chrome, keyboard, *((portal,) if portal is not None else ()), review, gameplay),
    )
    ctl.attach(p)

    with startup.reading_saved():
        p.coins.start()
        p.prefs.load()
        for note in notes:  # a parameter ignored: the menu says which
            store._tell(note)
        p.prefs.apply()
    page.listen(ctl, lambda: clickable(ctl.board), lambda: ctl.board.drop_targets or ctl.board.targets)
    with startup.reading_saved():
        saved = p.saves.load()  # a save that cannot be used is set aside now, and the menu says so
        menu.restore(p.prefs.prefs.get("menu"), saved)
        p.tutorial.reload()
    if params.hooks:
        js.window.dominoBench = create_proxy(bench_search)
        js.window.dominoImport = create_proxy(import_file)
    js.setTimeout(create_once_callable(warm_up), 0)
    ctl.set_phase("menu")
    page.ready()
    for part in p.listeners:
        part.on_ready()
    if isinstance(store.storage, Hosted):
        keep_with_host(ctl, store.storage, tell)
    queued = early.take_queued(js.window)  # what was done on the menu before Python was up
    if queued.changed:
        ctl.menu_change()
    if queued.press is not None:
        ctl.click(*queued.press)
    return ctl
