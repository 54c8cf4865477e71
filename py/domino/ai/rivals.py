"""What the rivals' own choices suggest about their hands: how likely a guess of the hidden tiles
makes the plays each rival was seen to make, if it plays like most players do, doubles first and
then the heaviest tile (Medium's rule, docs/rules.md §4), with some choices of its own.

A rival who laid 3-1 while the ends took 6-6 from a guessed hand is unlikely under that model, so
the guess counts for little. Proofs (inference.py) rule guesses out; this only weighs them, so a
rival who plays otherwise costs Expert some accuracy, never a wrong certainty.

Line games: each play a rival made since its last draw is weighed with the hand it held then, its
guessed hand now plus the tiles it laid since (before a draw the hand held unknown tiles). All
Fives reads its rivals the same way, by its own Medium's rule: the best score now, then the
heaviest tile.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ..core.moves import MoveKind
from ..core.tiles import Tile
from ..variants.allfives import FivesObservation, Layout, play
from ..variants.allfives.scoring import play_score
from ..variants.line import LineObservation, LineState
from .inference import fives_knowledge, layouts_before, line_knowledge

OTHER = 0.25       # the share of a rival's choices that follow no rule (any legal tile alike)

Choice = tuple[tuple[int, ...], Tile, tuple[Tile, ...]]   # the ends, the tile laid, the tiles laid after it
T = TypeVar("T")


def _weight(tile: Tile) -> tuple[bool, int]:
    return (tile[0] == tile[1], tile[0] + tile[1])


def line_choices(obs: LineObservation) -> dict[int, list[Choice]]:
    """Per rival, the plays worth weighing: each with the ends it was laid on and the tiles that
    rival laid afterwards (back in its hand at the time)."""
    return _choices(obs, line_knowledge(obs).ends_history)


def _choices(obs: Any, before: Sequence[T | None]) -> dict[int, list[tuple[T, Tile, tuple[Tile, ...]]]]:
    """Per rival, its plays since its last draw, each with the table `before` it (the ends, or a
    layout; None before the opening, which is not weighed) and the tiles that rival laid
    afterwards (back in its hand at the time)."""
    choices: dict[int, list[tuple[T, Tile, tuple[Tile, ...]]]] = {s: [] for s in range(obs.players) if s != obs.seat}
    later: dict[int, list[Tile]] = {s: [] for s in choices}
    drew: set[int] = set()
    for (seat, move), table in zip(reversed(obs.history), reversed(before)):
        if seat not in choices or seat in drew:
            continue
        if move.kind == MoveKind.DRAW:
            drew.add(seat)          # earlier plays came from a hand that held unknown tiles
        elif move.kind == MoveKind.PLAY and move.tile is not None:
            if table is not None:
                choices[seat].append((table, move.tile, tuple(later[seat])))
            later[seat].append(move.tile)
    return choices


def line_likelihood(obs: LineObservation) -> Callable[[LineState], float]:
    """How likely a guessed state makes the rivals' observed plays (up to a constant)."""
    choices = [(seat, c) for seat, cs in line_choices(obs).items() for c in cs]

    def likelihood(world: LineState) -> float:
        p = 1.0
        for seat, ((left, right), tile, laid_after) in choices:
            fitting = [t for t in (*world.hands[seat], *laid_after, tile)
                       if left in t or right in t]
            top = max(_weight(t) for t in fitting)
            best = sum(1 for t in fitting if _weight(t) == top)
            chosen = (1.0 - OTHER) / best if _weight(tile) == top else 0.0
            p *= chosen + OTHER / len(fitting)
        return p

    return likelihood


def line_passed_over(obs: LineObservation) -> dict[int, frozenset[Tile]]:
    """Per rival, the unseen tiles it would have laid instead of one it laid, had it held them,
    if it plays doubles first and then the heaviest tile: what that model proves it does not hold.
    A rival seen to break the model (it laid a tile while holding a heavier one that fitted, shown
    by laying that one later) is assumed to play otherwise, and nothing is ruled out for it."""
    unseen = frozenset(line_knowledge(obs).unseen)
    found: dict[int, frozenset[Tile]] = {}
    for seat, choices in line_choices(obs).items():
        over: set[Tile] = set()
        for (left, right), tile, laid_after in choices:
            top = _weight(tile)
            if any((left in t or right in t) and _weight(t) > top for t in laid_after):
                over = set()
                break
            over.update(t for t in unseen if (left in t or right in t) and _weight(t) > top)
        found[seat] = frozenset(over)
    return found


def fives_passed_over(obs: FivesObservation) -> dict[int, frozenset[Tile]]:
    """All Fives: per rival, the unseen tiles it would have laid instead of one it laid, had it
    held them, if it plays for the best score now and then the heaviest tile (Medium's rule). A
    rival seen to break that rule (shown by a tile it laid later) is assumed to play otherwise."""
    unseen = frozenset(fives_knowledge(obs).unseen)
    found: dict[int, frozenset[Tile]] = {}
    for seat, choices in _choices(obs, layouts_before(obs)).items():
        over: set[Tile] = set()
        for layout, tile, laid_after in choices:
            ends = layout.ends()
            top = _fives_weight(layout, ends, tile)
            if any(_fives_weight(layout, ends, t) > top for t in laid_after):
                over = set()
                break
            over.update(t for t in unseen if _fives_weight(layout, ends, t) > top)
        found[seat] = frozenset(over)
    return found


def _fives_weight(layout: Layout, ends: tuple[tuple[str, int], ...], tile: Tile) -> tuple[int, int]:
    """Medium's weight of `tile` on `layout`: its best score now, then its pips; (-1, 0) if it
    fits no end."""
    score = max((play_score(layout.count_after(play(tile, end))) for end, v in ends if v in tile), default=-1)
    return (score, tile[0] + tile[1]) if score >= 0 else (-1, 0)
