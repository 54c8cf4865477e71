"""A board: the part of the table that differs per variant, as a protocol with the defaults that
suit a board of pairs of numbers.

A board knows no rules and writes nothing. It renders from what it is given (the session, read
only; the viewer's observation; their legal moves) and turns a tap or a key on it into an intent
(intents.py: Play, Select, Zoom, Pan) that the controller carries out.

Pure Python: it runs on CPython for the unit tests.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from table.boards.intents import Intent, Play, Select, note
from table.boards.table_view import TableView
from table.boards.targets import Target
from table.boards.words import (CHOOSE_FIRST, DRAW_FROM, DREW_FROM, DREW_UNSEEN, EXPERT, NO_FIT_DRAW, PASSED, PILES,
                                Mover, mover)
from table.language.catalogue import N_, _
from table.render import pieces as view
from table.render import partners, screens
from table.render.markup import Markup, html, raw
from table.render.tiles import face

if TYPE_CHECKING:
    from domino import Move, Outcome
    from domino.core.tiles import Tile
    from domino.core.variant import History, Observation

# The variant's observation a board draws from (each board its own: LineObservation...).
O = TypeVar("O", bound="Observation")
Choice = Mapping[str, object]    # changes to the choice on screen: selected, spot, turn, note
Containers = Mapping[str, object]  # container -> Markup, and "view" -> what the viewport reads
Attrs = Mapping[tuple[str, str], "str | None"]  # (container, attribute) -> value, None removes it

CONTAINERS = ("chain", "ends", "board")  # the table's board containers (ids in index.html)
PLACED = raw(' data-placed="true"')  # the attribute of the tile last_play put down
CLEAR: dict[str, object] = {"selected": None, "spot": None, "turn": 0}  # no choice on screen


def last_play(history: History) -> Move | None:
    """The hand's latest move that put a tile down, or None: its tile is marked [data-placed]."""
    return next((move for _, move in reversed(history) if move.kind == "play"), None)


@lru_cache(maxsize=4096)
def tile_html(cls: str, a: int, b: int, mark: Markup, across: bool = True) -> Markup:
    """A placed domino of a chain or a train: a on the left, a double across (or in line, not
    `across`). Cached, as the board is redrawn after every move and mostly holds the same tiles."""
    lo, hi = (a, b) if a <= b else (b, a)
    return html('<div class="{cls}" role="listitem" data-tile="{lo}-{hi}" aria-label="{a}-{b}"{mark}>{face}</div>',
                cls=cls, lo=lo, hi=hi, a=a, b=b, mark=mark, face=face(a, b, across and a == b))


def plays_of(legal: Iterable[Move], tile: Tile) -> list[Move]:
    """The legal plays of `tile`."""
    return [m for m in legal if m.kind == "play" and m.tile is not None and tuple(m.tile) == tuple(tile)]



def seen_as(s: TableView, kind: type[O], board: str) -> O:
    """The viewer's observation as a board of one kind of variant reads it (`board` names the board
    in the error: a board is only ever shown its own kind of game)."""
    if s.viewer is None:
        raise ValueError("nobody's hand is on screen")
    obs = s.observed()
    if not isinstance(obs, kind):
        raise TypeError(f"{board} cannot show a {obs.variant} game")
    return obs

# After the board's own targets: the chosen tile, a playable one, Draw or Pass, else any tile.
HAND_FOCUS = ('[data-hand] [aria-pressed="true"]', '[data-hand] [data-playable="true"]', '[data-action="draw"]',
              '[data-action="pass"]', "[data-hand] [data-tile]")


class Board(Generic[O]):
    kind = "board"              # body[data-board]: picks the layout in app.css
    title = ""
    pile = "stock"              # what the face-down tiles are called: "stock" or "boneyard" (PILES)
    totals = N_("Pips")         # the round-over column of what is left in hand
    targets = ""                # CSS selector of the board's clickable elements
    drop_targets = ""           # those a dragged tile may be let go on, when not all of them
    focus_targets: tuple[str, ...] = ()  # where the keyboard focus goes for the next move, before the hand

    def __init__(self, variant: str) -> None:
        self.variant = variant

    @property
    def total_word(self) -> str:
        """The round-over column's heading of what is left in hand, in the player's language."""
        return _(self.totals)

    def focus_order(self) -> tuple[str, ...]:
        """Where the keyboard focus goes during a game when it has nowhere to be: the first shown."""
        return (*self.focus_targets, *HAND_FOCUS)

    # -- tiles ------------------------------------------------------------------------------

    def parse_tile(self, text: str | None) -> Tile | None:
        """The tile named by a hand button's data-tile ("a-b" / "a-b-c"), or None."""
        if text is None:
            return None
        try:
            return tuple(int(x) for x in text.split("-"))
        except ValueError:
            return None

    @staticmethod
    def tile_text(tile: Iterable[int]) -> str:
        return "-".join(str(n) for n in tile)

    def playable(self, legal: Iterable[Move]) -> set[Tile]:
        return {tuple(m.tile) for m in legal if m.kind == "play" and m.tile is not None}

    def choices(self, s: TableView, legal: Collection[Move]) -> int:
        """How many different moves there are to choose from (a hint for one is free)."""
        return len(legal)

    def names_the_move(self, s: TableView, legal: Collection[Move]) -> bool:
        """The turn's prompt already names the one move to make (a forced opening): a hint for it
        tells the player nothing the table has not said."""
        return False

    def settle(self, s: TableView, legal: Collection[Move], playable: Collection[Tile]) -> dict[str, object]:
        """What the choice on screen becomes for these legal moves: a chosen tile that no longer
        plays is dropped (the changes, or {} when it stands)."""
        if s.selected is not None and s.selected not in playable:
            return dict(CLEAR)
        return {}

    # -- HTML ---------------------------------------------------------------------------------

    def containers(self, s: TableView, obs: O, legal: Collection[Move]) -> Containers:
        """Markup for each board container it uses (CONTAINERS); the others are emptied. The key
        "view", when present, is handed to the board's viewport (viewports.py)."""
        return {}

    def marks(self, s: TableView, legal: Collection[Move]) -> Attrs:
        """Attributes of the board's containers: {(container, attribute): value}."""
        return {}

    def handoff_containers(self, obs: O) -> Containers:
        """What the board shows while the hand-off screen is up (nothing of any hand)."""
        return {}

    def stock_html(self, obs: O) -> Markup:
        return html('<span class="stock-k">{word}</span><span class="stock-n" data-count="{n}">{n}</span>',
                    word=_(PILES[self.pile]), n=obs.stock_count)

    def hand_html(self, hand: Iterable[Tile], playable: Collection[Tile], selected: Tile | None,
                  fresh: Tile | None, mine: bool) -> Markup:
        return view.hand_html(hand, playable, selected, fresh, mine)

    def actions_html(self, s: TableView, obs: O, kinds: Collection[str]) -> Markup:
        """Draw (from the board's `pile`, with its count) and Pass, as `kinds` allows."""
        return view.actions_html(kinds, obs.stock_count, self.pile)

    def mini_html(self, tile: Tile) -> Markup:
        """A tile in the round-over summary."""
        return view.mini_html(tile)

    # -- words ------------------------------------------------------------------------------

    def describe(self, s: TableView, seat: int, move: Move, drawn: Tile | None = None, expert: bool = False) -> str:
        """A move of `seat` just made, in words (the game in `s` is after it); `expert`: the move
        Expert would have made there instead, in a hand's review."""
        who = mover(s, seat, expert)
        if move.kind != "play":
            return self.said(who, move, drawn)
        return self.play_said(s, who, move)

    def play_said(self, s: TableView, who: Mover, move: Move) -> str:
        """A play just made, in words (describe)."""
        raise NotImplementedError

    def prompt(self, s: TableView, obs: O, legal: Collection[Move], playable: Collection[Tile],
               kinds: Collection[str]) -> str:
        """The status line's prompt when the person at the screen is on turn."""
        return self.fallback_prompt(playable, kinds, _(NO_FIT_DRAW[self.pile]), _("No tile fits: pass."))

    @staticmethod
    def fallback_prompt(playable: Collection[Tile], kinds: Collection[str], draw: str, pass_: str) -> str:
        """The prompt with no choice under way: play, else draw, else pass."""
        if playable:
            return _("Your turn: tap a tile that fits.")
        if "draw" in kinds:
            return draw
        if "pass" in kinds:
            return pass_
        return _("Your turn.")

    def said(self, who: Mover, move: Move, drawn: Tile | None = None) -> str:
        """A move that put no tile down, in words: 'Ann drew 3-4 from the stock.', 'Ann passed.'"""
        if move.kind == "draw":
            if drawn is not None and who.case != EXPERT:
                return who.say(DREW_FROM[self.pile], tile=self.tile_text(drawn))
            return who.say(DREW_UNSEEN)
        if move.kind == "pass":
            return who.say(PASSED)
        return _("{name}: {move}.", name=who.name, move=str(move))

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return _("Nobody can move and the lowest hands tie.")
        return _("Nobody can move: the lowest total wins.")

    def score_why(self, outcome: Outcome, names: Sequence[str], blocked_scoring: str, person: int | None) -> str:
        """Why the hand's winner scored what they scored, under the round's title (`person`: the
        seat of the person at the screen, None on a shared device)."""
        return screens.score_why(outcome, names, blocked_scoring, person)

    def team_why(self, outcome: Outcome, names: Sequence[str], mode: str | None, blocked_scoring: str) -> str:
        """The same for two against two: why the winning team scored what it scored."""
        return partners.score_why(outcome, names, mode, blocked_scoring)

    # -- hints ------------------------------------------------------------------------------

    def hint(self, s: TableView, move: Move, legal: Collection[Move]) -> tuple[Choice, str]:
        """The choice that shows the hinted play `move`, and the note to show."""
        return {**CLEAR, "selected": play_tile(move)}, _("Hint: play {tile}.", tile=self.tile_text(play_tile(move)))

    def hint_targets(self, move: Move) -> tuple[str, ...]:
        """Selectors of the board elements to light for the hinted play `move`."""
        return ()

    # -- input ------------------------------------------------------------------------------

    def misfit(self, legal: Collection[Move], fits: str, stuck: str | None = None) -> Intent:
        """A tap on a tile that fits nowhere: the note says so (`fits`: "6-6 doesn't fit either
        end."), then what to do instead: draw, a sentence of its own; or pass, said by `stuck`
        ("6-6 doesn't fit either end: pass.")."""
        kinds = {m.kind for m in legal}
        if "draw" in kinds:
            draw = _(DRAW_FROM[self.pile])
            words = f"{fits} {draw}"   # two sentences
        elif "pass" in kinds:
            words = stuck or fits
        else:
            words = fits
        return Select({**CLEAR, "note": words})

    def tile_intent(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent:
        """The person tapped one of their tiles (it is their turn)."""
        raise NotImplementedError

    def click(self, s: TableView, target: Target) -> Intent | None:
        """A tap on one of `targets` (target: the element's data attributes, actions.Target)."""
        return None

    def lift(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent | None:
        """A tile of the hand picked up to be dragged, on the person's turn: an intent, or None."""
        return None

    @staticmethod
    def place_chosen(s: TableView, here: Callable[[Move], bool], nowhere: Callable[[Tile], str]) -> Intent:
        """A tap on a place for the chosen tile: the play of it there (`here(move)` says whether a
        legal move goes there), or a note saying why not (`nowhere(chosen tile)`)."""
        if not s.my_turn():
            return note(s.whose_turn_note())
        if s.selected is None:
            return note(_(CHOOSE_FIRST))
        move = next((m for m in s.legal() if m.kind == "play" and m.tile == s.selected and here(m)), None)
        return Play(move) if move is not None else note(nowhere(s.selected))

    def key(self, s: TableView, key: str, active: Target | None, mods: bool = False) -> Intent | None:
        """A key pressed while playing (`active`: the focused element's Target, or None)."""
        return None


# A board of whichever variant is on the table: which observation it reads is known at run time
# only (board_for(variant)), so the table holds it with its observation type open.
AnyBoard = Board[Any]


def play_tile(move: Move) -> Tile:
    """The tile of a play (every play has one)."""
    if move.tile is None:
        raise ValueError(f"{move} lays no tile")
    return tuple(move.tile)
