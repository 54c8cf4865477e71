"""All Fives' points (docs/rules.md §7): a play whose count is a multiple of five scores the count
at once; the hand's winner scores the pips left in the other hands (with partners, the other
team's: §8), rounded to the nearest five."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...core.outcome import Outcome, Termination, settle
from ...core.tiles import Tile

TARGET = 150                        # the match the menu offers first
TARGETS = (0, 100, 150, 200, 250)   # 0: a single hand


def play_score(count: int) -> int:
    """What a play scores when it leaves `count` on the ends: the count if five divides it (a
    count of 0 scores nothing either way)."""
    return count if count % 5 == 0 else 0


def nearest_five(pips: int) -> int:
    """`pips` rounded to the nearest multiple of five: 12 -> 10, 13 -> 15. Two away rounds down and
    three away rounds up; no whole number lies halfway between two multiples of five."""
    return (pips + 2) // 5 * 5


def settle_hand(hands: Sequence[Sequence[Tile]], reason: Termination, winner: int | None,
                points: list[int], partners: bool = False) -> Outcome:
    """The outcome of a finished hand. The winner (the seat that went out, or the one lightest
    hand of a blocked hand; with partners, the lightest hand of the lighter team) adds the other
    sides' pips, rounded, to its `points` of the hand; a tie for the lightest scores nobody. The
    outcome's scores are each seat's points of the hand, its points the winner's end points."""
    result = settle(hands, reason, winner, "others", partners)
    end = 0
    if result.winner is not None:
        end = nearest_five(result.points)
        points[result.winner] += end
    return replace(result, points=end, scores=tuple(points))
