"""Stand-ins for the table's DOM edge (page.py) and its browser services, for the unit tests.

Only the table's own narrow interfaces are faked here: the Page the controller writes to, the
storage, the tabs, the Expert search's slices and the menu's form. Nothing fakes the browser's DOM
itself: the modules under test never see it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from domino import Move
from domino.ai import Search
from domino.core.variant import Observation
from table.flow import ports
from table.flow.ports import Host
from table.flow.thinker import Slices, expert_search

from table.flow import frames
from table.storage.coins import Coins
from table.flow.controller import Controller
from table.flow.parts import Parts
from table.browser.viewports import viewport_for
from table.flow.endings import Results
from table.render.markup import Markup
from table.flow.menu import SETTINGS
from table.storage.settings import NAME_KEYS
from table.flow.settings_panel import Preferences
from table.flow.review import HandReview
from table.storage.saves import Saves
from table.flow.session import Session
from table.browser.sound import Sound
from table.flow.menu_starts import Starts
from table.storage.store import Store
from table.flow.coin_tools import Hints, ToolBar
from table.flow.tutorial import Tutorial
from table.flow.gameplay import Gameplay, NoHost

TODAY = "2026-03-10"


class FakeStorage:
    """localStorage's surface; can refuse everything, be full, or hold anything."""

    def __init__(self, items: Mapping[str, object] | None = None, *, throw: bool = False,
                 quota: int | None = None) -> None:
        self.items: dict[str, object] = dict(items or {})
        self.throw = throw
        self.quota = quota  # max total characters
        self.writes = 0

    def getItem(self, key: str) -> object:
        if self.throw:
            raise PermissionError("SecurityError: access denied")
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        if self.throw:
            raise PermissionError("SecurityError: access denied")
        used = sum(len(str(v)) for k, v in self.items.items() if k != key)
        if self.quota is not None and used + len(value) > self.quota:
            raise OSError("QuotaExceededError")
        self.items[key] = value
        self.writes += 1

    def removeItem(self, key: str) -> None:
        if self.throw:
            raise PermissionError("SecurityError: access denied")
        self.items.pop(key, None)

    @property
    def length(self) -> int:
        if self.throw:
            raise PermissionError("SecurityError: access denied")
        return len(self.items)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None


Storage = FakeStorage  # the storage the tabs of one browser share


def kept(items: Mapping[str, object], name: str) -> list[object]:
    """The copies of document `name` set aside in a storage's items, oldest first."""
    base = f"domino.backup.{name}."
    keys = [k for k in items if k.startswith(base) or k == base[:-1]]
    return [items[k] for k in sorted(keys, key=lambda k: [int(p) if p.isdigit() else p for p in k.split(".")])]


class Tabs:
    def __init__(self, tab: str = "t1", others: Iterable[str] = ()) -> None:
        self.id = tab
        self.others = set(others)

    def is_open(self, tab: object) -> bool:
        return isinstance(tab, str) and tab in self.others


class Node:
    """An element the controller only flips flags on."""

    def __init__(self) -> None:
        self.hidden = False
        self.open = False
        self.textContent = ""


class Doc:
    """What the viewports ask of the document: nothing is there."""

    def querySelector(self, _: str) -> None:
        return None

    def querySelectorAll(self, _: str) -> SimpleNamespace:
        return SimpleNamespace(length=0, item=lambda i: None)

    def getElementById(self, _: str) -> None:
        return None


class Page:
    """page.Page's interface, recording what the table writes."""

    def __init__(self, seed: str | None = None) -> None:
        self.doc: Any = Doc()     # the tests add what their part reads
        self.el: dict[str, Any] = {"lesson-bar": Node(), "panel": Node()}
        self.params = {"delay": None, "seed": seed, "date": None, "hooks": None, "howto": "0"}
        self.html: dict[str, Markup] = {}                   # container -> the Markup last written
        self.attrs: dict[tuple[str, str], str | None] = {}  # (container, attribute) -> value
        self.said: list[str] = []
        self.phase_now: str | None = None
        self.panel: str | None = None   # the kind of panel open, or None
        self.round_open = False
        self.aside = False        # the round's summary put aside to see the board
        self.timers: list[tuple[int, int, Callable[[], object]]] = []  # (handle, ms, callback) waiting
        self.told: list[str] = []
        self.reduced_motion = False
        self.buttons: dict[str, str | None] = {}  # container id -> the action its button offers (None: disabled)
        self.focused: str | None = None
        self.spoken: list[str] = []       # the languages the page was asked to speak

    # writing
    def put(self, key: str, markup: Markup) -> None:
        assert isinstance(markup, Markup), key
        self.html[key] = markup

    write = put

    def forget(self) -> None:
        pass

    def mark(self, key: str, attr: str, value: str | None) -> None:
        self.attrs[(key, attr)] = value

    def body_attr(self, attr: str, value: str | None) -> None:
        self.mark("body", attr, value)

    def flash(self, attr: str, ms: int) -> None:
        self.mark("body", attr, "")   # and it stays: what was flashed is what a test reads

    def phase(self, phase: str) -> None:
        self.phase_now = phase

    def draw(self, frame: frames.Frame) -> None:
        frames.draw(self, frame)

    def text(self, key: str, text: str) -> None:
        self.attrs[(key, "text")] = text

    def say(self, text: str) -> None:
        self.said.append(text)

    def tell(self, messages: list[str]) -> None:
        self.told += messages

    def table_note(self, text: str) -> None:
        self.attrs[("table-note", "text")] = text
        self.said.append(text)

    def action(self, key: str, name: str, on: bool) -> None:
        self.buttons[key] = name if on else None

    def unlight(self) -> None:
        self.attrs = {k: v for k, v in self.attrs.items() if k[1] != "data-hint"}

    def light(self, selector: str) -> None:
        self.attrs[(selector, "data-hint")] = "true"

    def reward(self, markup: Markup) -> None:
        self.html["reward"] = markup

    # dialogs
    def open_round(self, markup: Markup | None = None) -> None:
        if markup is not None:
            self.write("round-body", markup)
        self.round_open = True

    def close_round(self) -> None:
        self.round_open = False
        self.aside = False

    def round_aside(self, on: bool, reopen: bool = True) -> None:
        self.aside = on
        self.round_open = not on and (reopen or self.round_open)

    @property
    def panel_open(self) -> bool:
        return self.panel is not None

    languages: tuple[str, ...] = ()

    def speak(self, code: str) -> None:
        self.spoken.append(code)

    def open_panel(self, markup: Markup, kind: str, then: str | None = None) -> None:
        self.panel = kind
        self.html["panel-body"] = markup
        self.attrs[("panel", "data-then")] = then

    def close_panel(self) -> None:
        self.panel = None

    def close_dialog(self, dialog_id: str | None) -> None:
        pass

    def refocus(self, selectors: Iterable[str]) -> None:
        pass

    def focus(self, selector: str) -> None:
        self.focused = selector

    # time
    def later(self, ms: int, callback: Callable[[], object]) -> int:
        handle = len(self.timers) + 1000
        self.timers.append((handle, ms, callback))
        return handle

    def cancel(self, handle: int) -> None:
        self.timers = [t for t in self.timers if t[0] != handle]

    def run_timer(self) -> bool:
        """Fire the first timer waiting, as the event loop would; True when there was one."""
        if not self.timers:
            return False
        _, _, callback = self.timers.pop(0)
        callback()
        return True

    def run_timers(self) -> bool:
        """Fire what is due, one timer after another, until none waits; True when anything ran."""
        ran = False
        while self.run_timer():
            ran = True
        return ran

    @staticmethod
    def random() -> float:
        return 0.25


class Clock:
    """thinker.Slices' clock on the fake page: each reading is 5 ms later; the next slice is a timer."""

    def __init__(self, page: ports.Page) -> None:
        self.page, self.t = page, 0.0

    def now(self) -> float:
        self.t += 5.0
        return self.t

    def soon(self, callback: Callable[[], object]) -> None:
        self.page.later(0, callback)


class Thinker:
    """thinker.search with a fixed seed, in slices on the fake page's timers."""

    def __init__(self, page: ports.Page) -> None:
        self.clock = Clock(page)
        self.partners: list[str | None] = []  # the partner's level each search was given

    def search(self, obs: Observation, seed: int | None, done: Callable[[Move, Search], object],
               alive: Callable[[], bool], partner: str | None = None) -> Slices:
        self.partners.append(partner)
        found, samples = expert_search(obs, 1 if seed is None else seed, partner)
        return Slices(found, min(samples, 40), done, alive, clock=self.clock)


class Menu:
    """menu.Menu's interface: the form's choices held as a dict."""

    def __init__(self, today: str = TODAY, **chosen: str) -> None:
        self.chosen = {"mode": "computer", "players": "2", "variant": "draw", "teams": "solo", "level": "easy",
                       "partner": "easy", "target": "0", "rounds": "1", "scoring": "standard", "fives": "150", "set": "9",
                       "blocked": "difference", **chosen}
        self.daily_day = today
        self.errors: list[str] = []
        self.shown = False

    def sync(self) -> None:
        pass

    def settings(self) -> dict[str, str]:
        names = {key: self.chosen[key] for key in NAME_KEYS if key in self.chosen}
        return {**{name: self.chosen[name] for name in SETTINGS}, **names}

    def setting(self, name: str) -> str:
        return self.chosen[name]

    def choose(self, chosen: Mapping[str, str]) -> None:
        self.chosen.update({k: v for k, v in chosen.items() if k in SETTINGS or k in NAME_KEYS})

    def error(self, text: str) -> None:
        self.errors.append(text)

    def show(self) -> None:
        self.shown = True

    def offer_continue(self) -> None:
        pass


class Chrome:
    """display_tools.Chrome's interface: nothing paused; the cards asked for are listed in `opened`."""

    theater = False
    paused = False

    def __init__(self) -> None:
        self.opened: list[str] = []

    def on_phase(self) -> None:
        pass

    def pause(self, reason: str = "player") -> bool:
        return False

    def resume(self) -> bool:
        return False

    def open_help(self, hold: bool = False) -> None:
        pass

    def open_moves(self) -> None:
        pass

    def open_lacks(self) -> None:
        self.opened.append("lacks")

    def set_theater(self, on: bool) -> None:
        self.theater = on

    def toggle_fullscreen(self) -> None:
        pass

    def on_fullscreen_change(self) -> None:
        pass

    def on_dialog_close(self, key: str) -> None:
        pass


class Keyboard:
    """keyboard.Keyboard's interface: no key moves the focus."""

    def on_key(self, event: object) -> None:
        pass

    def refocus(self) -> None:
        pass


def table(storage: FakeStorage | None = None, tab: str = "t1", others: Iterable[str] = (), seed: str | None = "7",
          today: str = TODAY, host: Host | None = None, **menu: str) -> Controller:
    """A controller with every part but the platform layer, on fakes of the page and the browser
    (`today`: the clock's day, local and UTC alike; `host`: the games portal, none by default)."""
    page = Page(seed)
    storage = storage if storage is not None else Storage()
    store = Store(storage, today=today)   # conftest.py reads back what it writes (readback.CheckedStore)
    ctl = Controller(page, Session(seed=seed, base_delay=0, delay=0), viewport_for)

    def tell() -> None:
        page.tell(store.take_messages())

    thinker = Thinker(page)
    coins = Coins(store, today, tell)
    saves = Saves(store, Tabs(tab, others), tell, settle=coins.settle)
    prefs = Preferences(store, page, ctl.pace)
    sound = Sound(SimpleNamespace(), prefs, lambda: ctl.session.muted)
    review = HandReview(ctl, clock=thinker.clock)
    gameplay = Gameplay(ctl, host or NoHost(), thinker.clock)
    p = Parts(
        store=store, tell=tell, thinker=thinker, coins=coins, saves=saves, prefs=prefs, sound=sound,
        menu=Menu(today, **menu), tools=ToolBar(page, coins, prefs), hints=Hints(ctl), starts=Starts(ctl),
        results=Results(page, saves, coins, sound, prefs), tutorial=Tutorial(ctl, store, page), review=review,
        chrome=Chrome(), keyboard=Keyboard(), gameplay=gameplay,
        listeners=(review, gameplay),
    )
    ctl.attach(p)
    p.coins.start()
    p.prefs.load()
    p.prefs.apply()
    p.tutorial.reload()
    ctl.set_phase("menu")
    return ctl



def finish_hand(ctl: Controller) -> None:
    """Every seat takes its first legal move (the computers' turns run on the fake clock, a shared
    device's hand-off screen is passed) until the hand is over."""
    page = ctl.page
    assert isinstance(page, Page)   # the fake page: its timers run on demand
    for _ in range(400):
        if page.run_timers():
            continue
        s = ctl.session
        if s.phase in ("round-over", "match-over"):
            return
        if s.phase == "handoff":
            ctl.act("ready")
        else:
            ctl.play(s.legal()[0])
    raise AssertionError("the hand did not end")

if TYPE_CHECKING:
    # Each stand-in is the flow side's port it stands for, and so is the real part (flow/ports.py):
    # mypy says which one drifted (tests/engine/test_types.py checks this file).
    from table.browser import clock as real_clock, display_tools as real_chrome, keyboard as real_keyboard
    from table.browser import page as real_page, sound as real_sound, tabs as real_tabs
    from table.browser import portal as real_portal, viewports as real_viewports
    from table.browser import hosts as real_hosts
    from table.flow import gameplay as real_gameplay, thinker as real_thinker

    _page: type[ports.Page] = Page
    _real_page: type[ports.Page] = real_page.Page
    _clock: type[ports.Clock] = Clock
    _real_clock: type[ports.Clock] = real_clock.BrowserClock
    _thinker: type[ports.Thinker] = Thinker
    _real_thinker: type[ports.Thinker] = real_thinker.Thinker
    _tabs: type[ports.Tabs] = Tabs
    _real_tabs: type[ports.Tabs] = real_tabs.Tabs
    _chrome: type[ports.Chrome] = Chrome
    _real_chrome: type[ports.Chrome] = real_chrome.Chrome
    _keyboard: type[ports.Keyboard] = Keyboard
    _real_keyboard: type[ports.Keyboard] = real_keyboard.Keyboard
    _real_sound: type[ports.Sound] = real_sound.Sound
    _real_viewports: ports.ViewportFor = real_viewports.viewport_for
    # and the controller is what the browser parts read of it
    _chrome_table: type[real_chrome.Table] = Controller
    _keyboard_table: type[real_keyboard.Table] = Controller
    _portal_table: type[real_portal.Table] = Controller
    # the hosts a games portal is seen through, and what hears it
    _no_host: type[ports.Host] = NoHost
    _browser_host: type[ports.Host] = real_hosts.BrowserHost
    _portal_host: type[ports.Host] = real_portal.Portal
    _hears: type[ports.HostHears] = Gameplay
    _breaks: type[ports.Breaks] = Gameplay
    _gameplay_table: type[real_gameplay.Table] = Controller
