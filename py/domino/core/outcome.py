"""How a hand ended: the winner, each seat's pips, the reason and the points scored."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .teams import side_of, sides
from .tiles import Tile


class Termination(StrEnum):
    OUT = "out"               # a player laid their last tile
    BLOCKED = "blocked"       # every player passed in a row: nobody can move


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: int | None        # the seat that went out, or the lightest hand of the side that won
                              # the block; None: a drawn hand (a tie for lowest when blocked)
    pips: tuple[int, ...]     # each seat's pips left in hand (Chicken Foot: its 0-0 as 50)
    reason: Termination
    points: int               # what the winner (its team, with partners) scores in a match
    hands: tuple[tuple[Tile, ...], ...]   # each seat's remaining tiles, face up at the end
    scores: tuple[int, ...] = ()          # Tri-Ominos, All Fives: each seat's points for the hand
    team: int | None = None   # with partners, the winning team (core.teams); else None

    def to_json(self) -> dict:
        data = {"winner": self.winner, "pips": list(self.pips), "reason": str(self.reason),
                "points": self.points}
        if self.scores:
            data["scores"] = list(self.scores)
        if self.team is not None:   # only partners' hands name a team: the others read as before
            data["team"] = self.team
        return data


def settle(hands: Sequence[Sequence[Tile]], reason: Termination, winner: int | None,
           blocked_scoring: str, partners: bool = False, worth: Callable[[Tile], int] = sum) -> Outcome:
    """Score a finished hand by docs/rules.md §1 (and §8 with partners), side by side: a side is
    a team with partners, else a seat alone (core.teams).

    Going out scores every other side's pips. A blocked hand goes to the unique lowest side
    total; it scores the other sides' pips, less its own under the default "difference" option.
    A tie for lowest is a drawn hand worth nothing. The winner of a block is the side's lightest
    hand (the first in seat order of equals). A hand counts the `worth` of its tiles: their pips,
    unless a game counts a tile otherwise (Chicken Foot's 0-0 is worth 50).
    """
    pips = tuple([sum(map(worth, hand)) for hand in hands])
    groups = sides(len(hands), partners)
    totals = [sum(pips[seat] for seat in group) for group in groups]
    side = None if winner is None else side_of(winner, partners)
    if reason == Termination.BLOCKED:
        low = min(totals)
        lowest = [i for i, total in enumerate(totals) if total == low]
        side = lowest[0] if len(lowest) == 1 else None
        winner = None if side is None else min(groups[side], key=pips.__getitem__)
    if side is None:
        points = 0
    else:
        points = sum(totals) - totals[side]
        if reason == Termination.BLOCKED and blocked_scoring == "difference":
            points -= totals[side]
    return Outcome(winner, pips, reason, max(points, 0),
                   tuple([tuple(sorted(hand)) for hand in hands]),
                   team=side if partners else None)
