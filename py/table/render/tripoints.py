"""Tri-Ominos points in words (docs/rules.md §2's option, a Triangles match to 400): the menu's note,
what a move scored, why the end of a round scored what it did, and each player's account of a
hand. The points and their items are the engine's (domino.variants.triangles.triominos); this
module only says them. Pure Python and no DOM; the engine is imported inside the functions that
need it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from domino import Game, Outcome

# The engine's item labels (domino.triominos), as a player reads them; "tile" is counted apart.
LABELS = {"hexagon": "hexagon", "bridge": "bridge", "draw": "draw", "pass": "pass",
          "going out": "going out", "others' hands": "the others' corners", "blocked": "lowest hand"}
COUNTED = ("hexagon", "bridge", "draw", "pass")  # items a hand can hold several of: "2 draws −10"


def signed(n: int) -> str:
    """+9, −15 (a true minus sign), 0."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def menu_note() -> str:
    """The menu's words under "Tri-Ominos to 400"."""
    from domino.variants.triangles import triominos as T

    return (f"Tri-Ominos points: each tile scores its corners, a hexagon {T.HEXAGON} more, a bridge "
            f"{T.BRIDGE}; a draw costs {T.DRAW_PENALTY}, a pass {T.PASS_PENALTY}. Going out scores "
            f"{T.GOING_OUT} plus the corners left in the other hands. The first to {T.TARGET} wins.")


def _label(label: str, count: int = 1) -> str:
    word = LABELS.get(label, label)  # the openings' labels read as they are
    if count == 1:
        return word
    return f"{count} {'passes' if word == 'pass' else word + 's'}"


def move_words(items: Sequence[tuple[str, int]]) -> str:
    """What one move scored, e.g. "+62: hexagon +50", "−5", "+25: opening with a triple +10"."""
    total = sum(p for _, p in items)
    bonuses = [f"{_label(label)} {signed(p)}" for label, p in items if label != "tile" and p > 0]
    return signed(total) + (f": {', '.join(bonuses)}" if bonuses else "")


def account(items: Iterable[tuple[str, int]]) -> str:
    """One player's points in a hand, summed by kind in the order first scored, e.g.
    "8 tiles +87 · hexagon +50 · 3 draws −15 · going out +25 · the others' corners +31"."""
    order: list[str] = []
    points: dict[str, int] = {}
    counts: dict[str, int] = {}
    for label, p in items:
        if label not in points:
            order.append(label)
            points[label], counts[label] = 0, 0
        points[label] += p
        counts[label] += 1
    parts = []
    for label in order:
        n = counts[label]
        if label == "tile":
            parts.append(f"{n} tile{'' if n == 1 else 's'} {signed(points[label])}")
        else:
            parts.append(f"{_label(label, n if label in COUNTED else 1)} {signed(points[label])}")
    return " · ".join(parts) or "nothing"


def accounts(game: Game) -> list[tuple[str, int]]:
    """Each seat's (account words, points) for the hand `game` (a domino.Game of Triangles under
    Tri-Ominos scoring): its moves' items, then the end's once the hand is over."""
    from domino.variants.triangles import triominos as T
    from domino.variants.triangles.state import TrianglesState

    state = game.state
    if not isinstance(state, TrianglesState):
        raise ValueError("Tri-Ominos points are a Triangles hand's")
    seats: list[T.Items] = [[] for _ in range(game.rules.players)]
    for (seat, _), items in zip(game.history, T.move_items(game.history, state.board)):
        seats[seat] += items
    out = game.outcome
    if out is not None:
        for seat, items in enumerate(T.end_items(out.pips, out.reason, out.winner)):
            seats[seat] += items
    return [(account(items), sum(p for _, p in items)) for items in seats]


def end_why(outcome: Outcome, names: Sequence[str]) -> str:
    """Why the end of the round scored what it did, e.g. "You score 25 for going out and 31 for
    the corners left in the other hands."."""
    from domino.variants.triangles import triominos as T

    w = outcome.winner
    if w is None:
        return "A tie for the lowest hand: nobody scores the block."
    who = "You score" if names[w] == "You" else f"{names[w]} scores"
    items = dict(T.end_items(outcome.pips, outcome.reason, w)[w])
    if outcome.reason == "out":
        others = items["others' hands"]
        return f"{who} {items['going out']} for going out and {others} for the corners left in the other hands."
    own = "your" if names[w] == "You" else "their"
    others = sum(outcome.pips) - outcome.pips[w]
    return f"{who} {items['blocked']}: the other hands' {others} corners less {own} own {outcome.pips[w]}."
