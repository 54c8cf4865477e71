"""How a hand ended: the winner, each seat's pips, the reason and the points scored."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: int | None        # None: a drawn hand (a tie for lowest when blocked)
    pips: tuple[int, ...]     # each seat's pips left in hand
    reason: str               # "out" (a player laid their last tile) | "blocked"
    points: int               # what the winner scores in a match (0 for a drawn hand)
    hands: tuple              # each seat's remaining tiles, face up at the end of the hand

    def to_json(self) -> dict:
        return {"winner": self.winner, "pips": list(self.pips), "reason": self.reason,
                "points": self.points}


def settle(hands, reason: str, winner: int | None, blocked_scoring: str) -> Outcome:
    """Score a finished hand by RULES.md §1.

    Going out scores every other hand's pips. A blocked hand goes to the unique lowest total;
    it scores the others' pips, less its own under the default "difference" option. A tie for
    lowest is a drawn hand worth nothing.
    """
    pips = tuple(sum(sum(t) for t in hand) for hand in hands)
    if reason == "blocked":
        low = min(pips)
        lowest = [seat for seat, p in enumerate(pips) if p == low]
        winner = lowest[0] if len(lowest) == 1 else None
    if winner is None:
        points = 0
    else:
        points = sum(pips) - pips[winner]
        if reason == "blocked" and blocked_scoring == "difference":
            points -= pips[winner]
    return Outcome(winner, pips, reason, max(points, 0),
                   tuple(tuple(sorted(hand)) for hand in hands))
