"""Stand-ins for the table's DOM edge (page.py) and its browser services, for the unit tests.

Only the table's own narrow interfaces are faked here: the Page the controller writes to, the
storage, the tabs, the Expert search's slices and the menu's form. Nothing fakes the browser's DOM
itself: the modules under test never see it.
"""

from __future__ import annotations

from types import SimpleNamespace

from table.flow import frames
from table.storage.coins import Coins
from table.flow.controller import Controller
from table.flow.endings import Results
from table.render.markup import Markup
from table.flow.menu import SETTINGS
from table.flow.settings_panel import Preferences
from table.flow.review import HandReview
from table.storage.saves import Saves
from table.flow.session import Session
from table.browser.sound import Sound
from table.flow.menu_starts import Starts
from table.storage.store import Store
from table.flow.coin_tools import Hints, ToolBar
from table.flow.tutorial import Tutorial

TODAY = "2026-03-10"


class FakeStorage:
    """localStorage's surface; can refuse everything, be full, or hold anything."""

    def __init__(self, items=None, *, throw=False, quota=None):
        self.items = dict(items or {})
        self.throw = throw
        self.quota = quota  # max total characters
        self.writes = 0

    def getItem(self, key):
        if self.throw:
            raise PermissionError("SecurityError: access denied")
        return self.items.get(key)

    def setItem(self, key, value):
        if self.throw:
            raise PermissionError("SecurityError: access denied")
        used = sum(len(v) for k, v in self.items.items() if k != key)
        if self.quota is not None and used + len(value) > self.quota:
            raise OSError("QuotaExceededError")
        self.items[key] = value
        self.writes += 1

    def removeItem(self, key):
        if self.throw:
            raise PermissionError("SecurityError: access denied")
        self.items.pop(key, None)

    @property
    def length(self):
        if self.throw:
            raise PermissionError("SecurityError: access denied")
        return len(self.items)

    def key(self, index):
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None


Storage = FakeStorage  # the storage the tabs of one browser share


def kept(items, name):
    """The copies of document `name` set aside in a storage's items, oldest first."""
    base = f"domino.backup.{name}."
    keys = [k for k in items if k.startswith(base) or k == base[:-1]]
    return [items[k] for k in sorted(keys, key=lambda k: [int(p) if p.isdigit() else p for p in k.split(".")])]


class Tabs:
    def __init__(self, tab="t1", others=()):
        self.id = tab
        self.others = set(others)

    def is_open(self, tab):
        return isinstance(tab, str) and tab in self.others


class Node:
    """An element the controller only flips flags on."""

    def __init__(self):
        self.hidden = False
        self.open = False
        self.textContent = ""


class Doc:
    """What the viewports ask of the document: nothing is there."""

    def querySelector(self, _):
        return None

    def querySelectorAll(self, _):
        return SimpleNamespace(length=0, item=lambda i: None)

    def getElementById(self, _):
        return None


class Page:
    """page.Page's interface, recording what the table writes."""

    def __init__(self, seed=None):
        self.doc = Doc()
        self.el = {"lesson-bar": Node(), "panel": Node()}
        self.params = {"delay": None, "seed": seed, "date": None, "hooks": None, "howto": "0"}
        self.html = {}            # container -> the Markup last written
        self.attrs = {}           # (container, attribute) -> value
        self.said = []
        self.phase_now = None
        self.panel = None         # the kind of panel open, or None
        self.round_open = False
        self.aside = False        # the round's summary put aside to see the board
        self.timers = []          # [handle, ms, callback] waiting
        self.told = []
        self.reduced_motion = False
        self.buttons = {}         # container id -> the action its button offers (None: disabled)

    # writing
    def put(self, key, markup):
        assert isinstance(markup, Markup), key
        self.html[key] = markup

    write = put

    def forget(self):
        pass

    def mark(self, key, attr, value):
        self.attrs[(key, attr)] = value

    def body_attr(self, attr, value):
        self.mark("body", attr, value)

    def phase(self, phase):
        self.phase_now = phase

    def draw(self, frame):
        frames.draw(self, frame)

    def text(self, key, text):
        self.attrs[(key, "text")] = text

    def say(self, text):
        self.said.append(text)

    def tell(self, messages):
        self.told += messages

    def action(self, key, name, on):
        self.buttons[key] = name if on else None

    def unlight(self):
        self.attrs = {k: v for k, v in self.attrs.items() if k[1] != "data-hint"}

    def light(self, selector):
        self.attrs[(selector, "data-hint")] = "true"

    def reward(self, markup):
        self.html["reward"] = markup

    # dialogs
    def open_round(self, markup=None):
        if markup is not None:
            self.write("round-body", markup)
        self.round_open = True

    def close_round(self):
        self.round_open = False
        self.aside = False

    def round_aside(self, on, reopen=True):
        self.aside = on
        self.round_open = not on and (reopen or self.round_open)

    @property
    def panel_open(self):
        return self.panel is not None

    def open_panel(self, markup, kind, then=None):
        self.panel = kind
        self.html["panel-body"] = markup
        self.attrs[("panel", "data-then")] = then

    def close_panel(self):
        self.panel = None

    def close_dialog(self, dialog_id):
        pass

    def refocus(self, selectors):
        pass

    def focus(self, selector):
        self.focused = selector

    # time
    def later(self, ms, callback):
        handle = len(self.timers) + 1000
        self.timers.append([handle, ms, callback])
        return handle

    def cancel(self, handle):
        self.timers = [t for t in self.timers if t[0] != handle]

    def run_timers(self):
        """Fire what is due, as the event loop would; True when anything ran."""
        ran = False
        while self.timers:
            _, _, callback = self.timers.pop(0)
            callback()
            ran = True
        return ran

    @staticmethod
    def random():
        return 0.25


class Clock:
    """thinker.Slices' clock on the fake page: each reading is 5 ms later; the next slice is a timer."""

    def __init__(self, page):
        self.page, self.t = page, 0.0

    def now(self):
        self.t += 5.0
        return self.t

    def soon(self, callback):
        self.page.later(0, callback)


class Thinker:
    """thinker.search with a fixed seed, in slices on the fake page's timers."""

    def __init__(self, page):
        self.clock = Clock(page)

    def search(self, obs, seed, done, alive):
        from table.flow.thinker import Slices, expert_search

        found, samples = expert_search(obs, 1 if seed is None else seed)
        return Slices(found, min(samples, 40), done, alive, clock=self.clock)


class Menu:
    """menu.Menu's interface: the form's choices held as a dict."""

    def __init__(self, **chosen):
        self.chosen = {"mode": "computer", "players": "2", "variant": "draw", "level": "easy", "target": "0",
                       "rounds": "1", "scoring": "standard", **chosen}
        self.daily_day = TODAY
        self.errors = []

    def sync(self):
        pass

    def settings(self):
        return {name: self.chosen[name] for name in SETTINGS}

    def setting(self, name):
        return self.chosen[name]

    def choose(self, chosen):
        self.chosen.update({k: v for k, v in chosen.items() if k in SETTINGS})

    def error(self, text):
        self.errors.append(text)

    def show(self):
        self.shown = True

    def offer_continue(self):
        pass


class Chrome:
    theater = False
    paused = False

    def on_phase(self):
        pass


def table(storage=None, tab="t1", others=(), seed="7", **menu):
    """A controller with every part but the platform layer, on fakes of the page and the browser."""
    page = Page(seed)
    storage = storage if storage is not None else Storage()
    store = Store(storage, today=TODAY)
    ctl = Controller(page, SimpleNamespace(), Session(seed=seed, base_delay=0, delay=0))
    p = ctl.parts
    tell = lambda: page.tell(store.take_messages())  # noqa: E731
    p.store, p.tell, p.thinker = store, tell, Thinker(page)
    p.coins = Coins(store, TODAY, tell)
    p.saves = Saves(store, Tabs(tab, others), tell, settle=p.coins.settle)
    p.prefs = Preferences(store, page, ctl.pace)
    p.sound = Sound(SimpleNamespace(), p.prefs, lambda: ctl.session.muted)
    p.menu = Menu(**menu)
    p.tools = ToolBar(page, p.coins, p.prefs)
    p.hints = Hints(ctl)
    p.starts = Starts(ctl)
    p.results = Results(page, p.saves, p.coins, p.sound)
    p.tutorial = Tutorial(ctl, store, page)
    p.chrome = Chrome()
    p.keyboard = SimpleNamespace(on_key=lambda event: None, refocus=lambda: None)
    p.review = HandReview(ctl, clock=p.thinker.clock)
    p.listeners = (p.review,)
    p.coins.start()
    p.prefs.load()
    p.prefs.apply()
    p.tutorial.reload()
    ctl.set_phase("menu")
    return ctl
