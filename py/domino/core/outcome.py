"""How a hand ended: the winner, each seat's pips, the reason and the points scored."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from .tiles import Tile


class Termination(StrEnum):
    OUT = "out"               # a player laid their last tile
    BLOCKED = "blocked"       # every player passed in a row: nobody can move


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: int | None        # None: a drawn hand (a tie for lowest when blocked)
    pips: tuple[int, ...]     # each seat's pips left in hand
    reason: Termination
    points: int               # what the winner scores in a match (0 for a drawn hand)
    hands: tuple[tuple[Tile, ...], ...]   # each seat's remaining tiles, face up at the end
    scores: tuple[int, ...] = ()          # Tri-Ominos: each seat's points for the hand; else ()

    def to_json(self) -> dict:
        data = {"winner": self.winner, "pips": list(self.pips), "reason": str(self.reason),
                "points": self.points}
        if self.scores:
            data["scores"] = list(self.scores)
        return data


def settle(hands: Sequence[Sequence[Tile]], reason: Termination, winner: int | None,
           blocked_scoring: str) -> Outcome:
    """Score a finished hand by docs/rules.md §1.

    Going out scores every other hand's pips. A blocked hand goes to the unique lowest total;
    it scores the others' pips, less its own under the default "difference" option. A tie for
    lowest is a drawn hand worth nothing.
    """
    pips = tuple([sum(map(sum, hand)) for hand in hands])
    if reason == Termination.BLOCKED:
        low = min(pips)
        lowest = [seat for seat, p in enumerate(pips) if p == low]
        winner = lowest[0] if len(lowest) == 1 else None
    if winner is None:
        points = 0
    else:
        points = sum(pips) - pips[winner]
        if reason == Termination.BLOCKED and blocked_scoring == "difference":
            points -= pips[winner]
    return Outcome(winner, pips, reason, max(points, 0),
                   tuple([tuple(sorted(hand)) for hand in hands]))
