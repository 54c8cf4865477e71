"""Boards: the part of the table that differs per variant, registered by variant name.

The controller (app.py) is the generic turn loop: whose turn, computer pacing, hand-off, dialogs.
It asks the game's board for everything that depends on the variant's layout: the HTML of the
board's containers, the hand's tile buttons, the Draw/Pass bar, the words for a move, what a
click or a key on the board means. A board knows no rules: it is handed the observation and
the legal moves, and plays one of those moves through `app.play(move)`.

Register a board with `@register("variant", ...)`; `board_for(app, variant)` makes one.
"""

from __future__ import annotations

from functools import lru_cache

from . import view
from .markup import Markup, html, raw
from .tiles import face

_BOARDS: dict = {}
CONTAINERS = ("chain", "ends", "board")  # the table's board containers (ids in index.html)
PLACED = raw(' data-placed="true"')  # the attribute of the tile last_play put down


def register(*variants):
    def deco(cls):
        for name in variants:
            _BOARDS[name] = cls
        return cls

    return deco


def last_play(history):
    """The hand's latest move that put a tile down, or None: its tile is marked [data-placed]."""
    return next((move for _, move in reversed(history) if move.kind == "play"), None)


@lru_cache(maxsize=4096)
def tile_html(cls: str, a: int, b: int, mark: Markup) -> Markup:
    """A placed domino of a chain or a train: a on the left, a double across. Cached, as the
    board is redrawn after every move and mostly holds the same tiles."""
    lo, hi = (a, b) if a <= b else (b, a)
    return html('<div class="{cls}" role="listitem" data-tile="{lo}-{hi}" aria-label="{a}-{b}"{mark}>{face}</div>',
                cls=cls, lo=lo, hi=hi, a=a, b=b, mark=mark, face=face(a, b, a == b))


def board_for(app, variant: str) -> "Board":
    if not _BOARDS:
        from . import line_board, train_board, tri_board  # noqa: F401  (they register themselves)
    try:
        cls = _BOARDS[variant]
    except KeyError:
        raise ValueError(f"no table for the variant {variant!r}") from None
    return cls(app, variant)


class Board:
    """The protocol, with the defaults that suit a board of pairs of numbers."""

    kind = "board"              # body[data-board]: picks the layout in app.css
    title = ""
    stock_word = "Stock"        # what the face-down tiles are called
    total_word = "Pips"         # the round-over column of what is left in hand
    targets = ""                # CSS selector of the board's clickable elements
    focus_targets = ()          # where the keyboard focus goes for the next move

    def __init__(self, app, variant: str):
        self.app = app
        self.variant = variant

    # -- state ------------------------------------------------------------------------------

    def reset(self):
        """A new hand or a new viewer: forget any half-made choice."""

    def parse_tile(self, text):
        """The tile named by a hand button's data-tile ("a-b" / "a-b-c"), or None."""
        try:
            return tuple(int(x) for x in text.split("-"))
        except ValueError:
            return None

    @staticmethod
    def tile_text(tile) -> str:
        return "-".join(str(n) for n in tile)

    def playable(self, legal) -> set:
        return {tuple(m.tile) for m in legal if m.kind == "play"}

    # -- HTML ---------------------------------------------------------------------------------

    def containers(self, obs, legal, selected) -> dict:
        """Markup for each board container it uses (CONTAINERS); the others are emptied."""
        return {}

    def handoff_containers(self, obs) -> dict:
        """What the board shows while the hand-off screen is up (nothing of any hand)."""
        return {}

    def stock_html(self, obs) -> Markup:
        return html('<span class="stock-k">{word}</span><span class="stock-n" data-count="{n}">{n}</span>',
                    word=self.stock_word, n=obs.stock_count)

    def hand_html(self, hand, playable, selected, fresh, mine) -> Markup:
        return view.hand_html(hand, playable, selected, fresh, mine)

    def actions_html(self, obs, kinds) -> Markup:
        """Draw (from the pile `stock_word` names, with its count) and Pass, as `kinds` allows."""
        return view.actions_html(kinds, obs.stock_count, self.stock_word.lower())

    def mini_html(self, tile) -> Markup:
        """A tile in the round-over summary."""
        return view.mini_html(tile)

    # -- words ------------------------------------------------------------------------------

    def describe(self, name, move, drawn=None) -> str:
        raise NotImplementedError

    def prompt(self, obs, legal, playable, kinds) -> str:
        """The status line's prompt when the person at the screen is on turn."""
        if playable:
            return "Your turn: tap a tile that fits."
        if "draw" in kinds:
            return f"No tile fits: draw from the {self.stock_word.lower()}."
        if "pass" in kinds:
            return "No tile fits: pass."
        return "Your turn."

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return "Nobody can move and the lowest hands tie."
        return "Nobody can move: the lowest total wins."

    # -- hints ------------------------------------------------------------------------------

    def hint(self, move) -> str:
        """Show the hinted play `move` (select what it needs); returns the note to show."""
        self.app.selected = tuple(move.tile)
        return f"Hint: play {self.tile_text(move.tile)}."

    def hint_targets(self, move) -> tuple:
        """Selectors of the board elements to light for the hinted play `move`."""
        return ()

    # -- input ------------------------------------------------------------------------------

    def click_tile(self, tile, legal):
        """The person tapped one of their tiles (it is their turn)."""
        raise NotImplementedError

    def click(self, el) -> bool:
        """A click on one of `targets`; True when handled."""
        return False

    def key(self, event) -> bool:
        """A key press while playing; True when handled (the event is then consumed)."""
        return False

    def after_render(self):
        """DOM touch-ups after the containers are written (scroll positions, ...)."""

    def arrive(self):
        """Animate the tile just placed into its place (CSS, body[data-anim] sets the speed).

        Called once, on the render right after the move: the class is set on that render's
        element only, so a later render that rewrites the board draws the tile at rest, and one
        that leaves the board as it was does not restart the animation."""
        from pyodide.ffi import jsnull

        node = self.app.doc.querySelector("#chain [data-placed], #board [data-placed]")
        if node is not None and node is not jsnull:
            node.classList.add("arriving")

    def pointer(self, event):
        """pointerdown/move/up/cancel on the board container."""
