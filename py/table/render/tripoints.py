"""Tri-Ominos points in words (docs/rules.md §2's option, a Triangles match to 400): the menu's note,
what a move scored, why the end of a round scored what it did, and each player's account of a
hand. The points and their items are the engine's (domino.variants.triangles.triominos); this
module only says them. Pure Python and no DOM; the engine is imported inside the functions that
need it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from table.language.catalogue import N_, N_n, _, _n

if TYPE_CHECKING:
    from domino import Game, Outcome

# The engine's item labels (domino.triominos), as a player reads them with their points; "tile" is
# counted apart.
LABELS = {"hexagon": N_("hexagon {points}"), "bridge": N_("bridge {points}"), "draw": N_("draw {points}"),
          "pass": N_("pass {points}"), "going out": N_("going out {points}"),
          "others' hands": N_("the others' corners {points}"), "blocked": N_("lowest hand {points}"),
          "opening with 0-0-0": N_("opening with 0-0-0 {points}"),
          "opening with a triple": N_("opening with a triple {points}")}
# Items a hand can hold several of ("2 draws −10"), and the tiles, said with their number
COUNTED = {"hexagon": N_n("{count} hexagon {points}", "{count} hexagons {points}"),
           "bridge": N_n("{count} bridge {points}", "{count} bridges {points}"),
           "draw": N_n("{count} draw {points}", "{count} draws {points}"),
           "pass": N_n("{count} pass {points}", "{count} passes {points}"),
           "tile": N_n("{count} tile {points}", "{count} tiles {points}")}


def signed(n: int) -> str:
    """+9, −15 (a true minus sign), 0."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def menu_note() -> str:
    """The menu's words under "Tri-Ominos to 400"."""
    from domino.variants.triangles import triominos as T

    return _("Tri-Ominos points: each tile scores its corners, a hexagon {hexagon} more, a bridge {bridge}; a "
             "draw costs {draw}, a pass {passing}. Going out scores {out} plus the corners left in the other "
             "hands. The first to {target} wins.", hexagon=T.HEXAGON, bridge=T.BRIDGE, draw=T.DRAW_PENALTY,
             passing=T.PASS_PENALTY, out=T.GOING_OUT, target=T.TARGET)


def _item(label: str, points: int, count: int = 1) -> str:
    """An item and its points: "hexagon +50", "3 draws −15", "8 tiles +87" (a tile is always counted)."""
    if label in COUNTED and (count > 1 or label == "tile"):
        singular, plural = COUNTED[label]
        return _n(singular, plural, count, points=signed(points))
    if label in LABELS:
        return _(LABELS[label], points=signed(points))
    return _("{label} {points}", label=label, points=signed(points))  # a label the engine added since


def move_words(items: Sequence[tuple[str, int]]) -> str:
    """What one move scored, e.g. "+62: hexagon +50", "−5", "+25: opening with a triple +10"."""
    total = sum(p for _label, p in items)
    bonuses = [_item(label, p) for label, p in items if label != "tile" and p > 0]
    if not bonuses:
        return signed(total)
    return _("{total}: {items}", total=signed(total), items=", ".join(bonuses))


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
    return " · ".join(_item(label, points[label], counts[label]) for label in order) or _("nothing")
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


def end_why(outcome: Outcome, names: Sequence[str], person: int | None) -> str:
    """Why the end of the round scored what it did, e.g. "You score 25 for going out and 31 for
    the corners left in the other hands." (`person`: the person's seat, None at a shared device)."""
    from domino.variants.triangles import triominos as T

    w = outcome.winner
    if w is None:
        return _("A tie for the lowest hand: nobody scores the block.")
    items = dict(T.end_items(outcome.pips, outcome.reason, w)[w])
    if outcome.reason == "out":
        out, others = items["going out"], items["others' hands"]
        if w == person:
            return _("You score {out} for going out and {others} for the corners left in the other hands.",
                     out=out, others=others)
        return _("{name} scores {out} for going out and {others} for the corners left in the other hands.",
                 name=names[w], out=out, others=others)
    points, others, own = items["blocked"], sum(outcome.pips) - outcome.pips[w], outcome.pips[w]
    if w == person:
        return _("You score {points}: the other hands' {others} corners less your own {own}.",
                 points=points, others=others, own=own)
    return _("{name} scores {points}: the other hands' {others} corners less their own {own}.",
             name=names[w], points=points, others=others, own=own)
