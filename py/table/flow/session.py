"""The table's state: one immutable value that only the controller replaces.

Everything the table shows and decides from is here: the match, the settings it was started with,
the names at the table, whose hand is on screen, the tile chosen, the last move in words, the note,
the phase, the computer move waiting to be played. Other modules read a Session (the controller's
`session`) and ask the controller to act; a Session cannot be assigned to (a frozen dataclass, its
settings a read-only mapping), so the controller's `_set` is the one place it changes.

Pure Python: no DOM and no engine import.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol

from table.language.catalogue import _

if TYPE_CHECKING:
    from domino import Game, Move, Outcome, Rules
    from domino.core.tiles import Tile
    from domino.core.variant import Observation
    from domino.variants.triangles.trigrid import Cell
    from table.flow.review_state import ReviewState

Cfg = Mapping[str, object]   # the settings a game started with: the menu's strings, its seed and id...
NO_CFG: Cfg = MappingProxyType({})
ENDED = ("round-over", "match-over")  # the phases of a hand over: its card up, or put away


class TableMatch(Protocol):
    """The match the table shows: a domino.Match, a lesson's one hand (tutorial.LessonMatch) or a
    hand under review as it was (review_view.PastMatch)."""

    @property
    def game(self) -> Game: ...         # the hand on the table

    @property
    def rules(self) -> Rules: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def hand_number(self) -> int: ...

    @property
    def results(self) -> list[Outcome]: ...   # each finished hand's

    @property
    def games(self) -> Sequence[Game]: ...    # every hand so far

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None: ...

    def next_hand(self) -> Game: ...

    def undo(self) -> Move: ...

    def to_json(self) -> Mapping[str, object]: ...   # what a game save holds (a real match only)


# The table's own game while a lesson is played: match, cfg, names, last words, fresh tile.
Aside = tuple["TableMatch | None", Cfg, tuple[str, ...], str, "Tile | None"]


@dataclass(frozen=True)
class TurnView:
    """The viewer's view of the turn, read from the engine once per position: their observation
    (seat 0's when nobody's hand is on screen), whether they may move now, and their legal moves."""
    obs: Observation
    mine: bool
    legal: tuple[Move, ...]


@dataclass(frozen=True)
class Session:
    match: TableMatch | None = None  # the match on the table, None on the menu
    cfg: Cfg = field(default_factory=lambda: NO_CFG)  # the settings it started with (the menu's strings)
    names: tuple[str, ...] = ()    # a name per seat
    viewer: int | None = None      # the seat whose hand is on screen (None: nobody's, e.g. hand-off)
    selected: Tile | None = None   # the viewer's chosen tile
    spot: Cell | None = None       # where the chosen tile goes, on a board that asks (a Triangles cell)
    turn: int = 0                  # which way round it goes there
    fresh: Tile | None = None      # the tile the viewer just drew, highlighted
    placed: tuple[int, int] | None = None  # (gen, moves) of a tile just placed: the next render shows it arriving
    last: str = ""                 # the last move in words
    note: str = ""                 # a one-off message, cleared by the next move
    phase: str = "menu"
    pending: tuple[int, int, Move | None] | None = None  # (gen, seat, move) of a computer move waiting (move None: thinking)
    gen: int = 0                   # moves on when the table's game changes under a waiting callback
    games: int = 0                 # games started in this page (seeded runs number them)
    held: frozenset[str] = frozenset()  # why the computer's clock stands still: "pause", "help"
    muted: bool = False            # by a portal host
    keyboard: bool = False         # the last click came from a key (Enter/Space on a button)
    hint: tuple[int, int, Move] | None = None  # (gen, moves so far, move) of the hint on show
    review: ReviewState | None = None  # the hand review on screen, or None
    lesson: str | None = None      # the tutorial lesson being played
    aside: Aside | None = None     # the table's own game while a lesson is played
    seed: str | None = None        # ?seed= (None: random deals)
    base_delay: int = 700          # ?delay=: ms per computer move
    delay: int = 700               # the same, at the animation's pace
    felt: tuple[int, int] | None = None  # (width, height) in px of the board's room on the felt, as last measured
    click_changed: bool = False    # the last click changed the table (table_mark): a quick second one may miss

    # ---- reading ----------------------------------------------------------------------------------

    def table_mark(self) -> tuple[object, ...]:
        """What a click can change under the pointer: the game's moves, the screen, whose hand, a hint."""
        moves = len(self.match.game.history) if self.match is not None else 0
        return (self.gen, moves, self.phase, self.viewer, self.hint, self.review is None)

    @property
    def table(self) -> TableMatch:
        """The match on the table, for what only runs while there is one."""
        if self.match is None:
            raise LookupError("no game is on the table")
        return self.match

    @property
    def game(self) -> Game:
        return self.table.game

    @property
    def mode(self) -> str | None:
        mode = self.cfg.get("mode")
        return mode if isinstance(mode, str) else None

    @property
    def paid(self) -> bool:
        """Tools cost coins against the computer (on a shared device they are free)."""
        return self.cfg.get("mode") == "computer"

    @property
    def person(self) -> int | None:
        """The seat of the person at the screen in a game against the computer (seat 0); None at a
        shared device, where every seat is a named player. Who is "you" is this seat, never a name."""
        return 0 if self.paid else None

    def is_computer(self, seat: int) -> bool:
        return self.cfg.get("mode") == "computer" and seat != 0

    def my_turn(self) -> bool:
        """True when the person at the screen may move now."""
        if self.match is None or self.phase != "playing" or self.pending is not None:
            return False
        g = self.match.game
        return not g.is_over and g.current_player == self.viewer and not self.is_computer(g.current_player)

    def turn_view(self) -> TurnView:
        """The view of the turn. The engine's observation is read once per position and kept while
        it stands: sessions made from this one share it until a move, a new viewer or game."""
        g = self.game
        viewer = self.viewer if self.viewer is not None else 0
        key = (self.gen, id(g), len(g.history), g.is_over, viewer)
        kept: tuple[object, Observation] | None = self.__dict__.get("_obs")
        if kept is None or kept[0] != key:
            kept = (key, g.observation(viewer))
            self.__dict__["_obs"] = kept  # a cache, not state: the dataclass's fields are unchanged
        obs = kept[1]
        mine = self.my_turn()
        return TurnView(obs, mine, tuple(obs.legal_moves) if mine else ())

    def observed(self) -> Observation:
        """The viewer's observation (seat 0's when nobody's hand is on screen), read once per position."""
        return self.turn_view().obs

    def legal(self) -> list[Move]:
        """The viewer's legal moves when they may move now, else none."""
        return list(self.turn_view().legal) if self.match is not None else []

    def whose_turn_note(self) -> str:
        if self.match is None or self.match.game.is_over:
            return ""
        cur = self.match.game.current_player
        return _("Wait: it's {name}'s turn.", name=self.names[cur]) if cur != self.viewer else ""

    def hint_now(self) -> Move | None:
        """The hinted move, while it is for this very position."""
        if self.hint is None or not self.my_turn():
            return None
        gen, n, move = self.hint
        return move if gen == self.gen and n == len(self.game.history) else None

    def label(self) -> str:
        """The hand's name on screen: 'Your hand', or the player's on a shared device."""
        if self.viewer is None or self.viewer == self.person:
            return _("Your hand")
        return _("{name}'s hand", name=self.names[self.viewer])


def settings(cfg: Cfg | None) -> Cfg:
    """A read-only copy of `cfg`, as a Session holds it."""
    return MappingProxyType(dict(cfg or {}))
