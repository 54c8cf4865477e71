"""What the flow side asks of the browser edge, as Protocols: the page, the sound, the keyboard, the
tools bar's chrome, the board's viewport (and the tiles that travel), the clock, the tabs, the games
portal the game may run in (its host), and how the language writes numbers, days, waits and lists
(Formats: the language package's, since every package that words a sentence asks it;
browser/formats.py's Intl is given to it at start-up).

The flow side never imports browser/, so the real parts (browser/) and the unit tests' stand-ins
(tests/unit/fakes.py) meet here: each must conform, and mypy says so when one drifts. A JS value
(an element, an event, the document) is Any: the edge reads it into Python values itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from table.language.formats import Formats as Formats

if TYPE_CHECKING:
    from domino import Move
    from domino.ai import Search
    from domino.core.variant import Observation
    from table.flow.frames import Frame
    from table.render.markup import Markup


class Marks(Protocol):
    """What a frame is written with (frames.draw)."""

    def mark(self, key: str, attr: str, value: str | None) -> None: ...

    def put(self, key: str, markup: Markup) -> None: ...


class Page(Marks, Protocol):
    """The page (browser/page.py): its containers, dialogs, focus and timers."""

    @property
    def doc(self) -> Any: ...

    @property
    def el(self) -> Mapping[str, Any]: ...

    @property
    def reduced_motion(self) -> bool: ...

    @property
    def panel_open(self) -> bool: ...

    @property
    def languages(self) -> tuple[str, ...]: ...     # the browser's preferred languages, first first

    def speak(self, code: str) -> None: ...          # the page's words in language `code`, its catalogue fetched

    # writing
    def write(self, key: str, markup: Markup) -> None: ...

    def forget(self) -> None: ...

    def body_attr(self, attr: str, value: str | None) -> None: ...

    def flash(self, attr: str, ms: int) -> None: ...

    def phase(self, phase: str) -> None: ...

    def draw(self, frame: Frame) -> None: ...

    def text(self, key: str, text: str) -> None: ...

    def say(self, text: str) -> None: ...

    def tell(self, messages: list[str]) -> None: ...

    def table_note(self, text: str) -> None: ...

    def action(self, key: str, name: str, on: bool) -> None: ...

    def unlight(self) -> None: ...

    def light(self, selector: str) -> None: ...

    def reward(self, markup: Markup) -> None: ...

    # dialogs
    def open_round(self, markup: Markup | None = None) -> None: ...

    def close_round(self) -> None: ...

    def round_aside(self, on: bool, reopen: bool = True) -> None: ...

    def open_panel(self, markup: Markup, kind: str, then: str | None = None) -> None: ...

    def close_panel(self) -> None: ...

    def close_dialog(self, dialog_id: str | None) -> None: ...

    # focus
    def refocus(self, selectors: Iterable[str]) -> None: ...

    def focus(self, selector: str) -> None: ...

    # time
    def later(self, ms: int, callback: Callable[[], object]) -> int: ...

    def cancel(self, handle: int) -> None: ...

    def random(self) -> float: ...


class Sound(Protocol):
    """browser/sound.py: `kind` one of "laid" (the person's tile), "laid-rival", "deal", "draw",
    "pass", "win", "loss", "streak" (moments.py chooses; browser/tile_sounds.py makes each)."""

    def wake(self) -> None: ...

    def play(self, kind: str) -> None: ...


class Keyboard(Protocol):
    """browser/keyboard.py: the arrow keys inside an area, and the focus when it fell."""

    def on_key(self, event: Any) -> None: ...

    def refocus(self) -> None: ...


class Chrome(Protocol):
    """browser/display_tools.py: Pause, the how-to card, the move log, theater and full screen."""

    @property
    def theater(self) -> bool: ...

    @property
    def paused(self) -> bool: ...

    def pause(self, reason: str = "player") -> bool: ...

    def resume(self) -> bool: ...

    def open_help(self, hold: bool = False) -> None: ...

    def open_moves(self) -> None: ...

    def open_lacks(self) -> None: ...

    def set_theater(self, on: bool) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def on_fullscreen_change(self) -> None: ...

    def on_dialog_close(self, key: str) -> None: ...


class Travel(Protocol):
    """browser/travel.py, by way of the viewport: a tile seen going where a move put it. Told right
    after the engine changed and before the table is drawn again (where the tile was still shows);
    cosmetic: nothing waits for it."""

    # `seat` put `tile` (its text) down where the board marks [data-placed]; from the hand on
    # screen (`from_hand`), else from the seat's plaque
    def played(self, seat: int, tile: str, from_hand: bool) -> None: ...

    # `seat` drew a tile: `tile` when it joins the hand on screen, else None (it is not shown)
    def drew(self, seat: int, tile: str | None) -> None: ...


class Viewport(Travel, Protocol):
    """browser/viewports.py: the board's view on the page (scrolls, pan and zoom), and tiles that travel."""

    def reset(self) -> None: ...

    def arrive(self) -> None: ...

    def after_render(self, view: object = None) -> None: ...

    def felt(self) -> tuple[int, int] | None: ...

    def pointer(self, event: Any) -> None: ...

    def ends_drag(self, keyboard: bool) -> bool: ...

    def zoom(self, how: str) -> bool: ...

    def pan(self, dx: float, dy: float) -> bool: ...


# A fresh viewport for a board of a kind (Board.kind), on the page's document.
ViewportFor = Callable[[str, Any], Viewport]


class Clock(Protocol):
    """Milliseconds, and the next turn of the event loop (browser/clock.py, or the tests' own)."""

    def now(self) -> float: ...

    def soon(self, callback: Callable[[], object]) -> None: ...


class Job(Protocol):
    """A search under way (thinker.Slices)."""

    def start(self) -> Job: ...

    def stop(self) -> None: ...

    @property
    def alive(self) -> Callable[[], bool]: ...   # whether its game still wants the result

    @property
    def elapsed(self) -> float: ...


class Thinker(Protocol):
    """Expert's search in slices (thinker.Thinker): `done(move, search)` at the end, unless
    `alive()` said no first."""

    @property
    def clock(self) -> Clock: ...

    def search(self, obs: Observation, seed: int | None, done: Callable[[Move, Search], object],
               alive: Callable[[], bool], partner: str | None = None) -> Job: ...


class Tabs(Protocol):
    """browser/tabs.py: this page among the game's other open tabs."""

    @property
    def id(self) -> str: ...

    def is_open(self, tab: object) -> bool: ...


class Breaks(Protocol):
    """gameplay.Gameplay, as the table asks it: the next game or hand, after a portal's break."""

    @property
    def breaking(self) -> bool: ...   # a break is running: every input is held

    def between(self, go: Callable[[], object]) -> None: ...

    @property
    def rewards(self) -> bool: ...    # a rewarded ad can be asked for now

    def rewarded(self, settled: Callable[[bool], object]) -> None: ...   # one the player asked for


class HostHears(Protocol):
    """What a games portal says to the game (gameplay.Gameplay hears it): each at once, any time."""

    def host_pause(self) -> None: ...

    def host_resume(self) -> None: ...

    def host_mute(self, muted: bool) -> None: ...

    def host_language(self, code: str) -> None: ...   # a language tag (BCP 47), e.g. "es-MX"


class Host(Protocol):
    """The games portal the page runs in: no host (gameplay.NoHost), the postMessage protocol
    (browser/portal.py) or a portal's SDK (browser/hosts.py). The game tells it its moments; none
    of them waits for the host, but a break, which ends by calling `done` (at once when the host has
    none to show), and a rewarded ad, whose `done` says whether it was watched to the end."""

    @property
    def breaks(self) -> bool: ...          # whether it may show ads in breaks at all

    def listen(self, hears: HostHears) -> None: ...   # from now on the host's word reaches `hears`

    def loaded(self) -> None: ...          # loading is over: the menu is up and answers

    def first_frame(self) -> None: ...     # the first frame is on screen

    def gameplay(self, on: bool) -> None: ...   # a hand is being played (True), or not any more

    def commercial_break(self, done: Callable[[], object]) -> None: ...   # an ad may run now

    @property
    def rewards(self) -> bool: ...         # whether it can show a rewarded ad now

    def rewarded_break(self, done: Callable[[bool], object]) -> None: ...   # True: watched to the end

    def happy(self) -> None: ...           # a happy moment: a match won

    def score(self, value: int) -> None: ...   # the player's progress: games won against the computer
