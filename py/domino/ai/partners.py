"""Playing for a partner (docs/rules.md §4, §8): what the computer players above Easy make of the
seat facing them, whose going out wins the hand for both.

- The partner's chance to go out: down to its last tile, how likely it is to lay it on the ends a
  play leaves, over the tiles it may hold. A play that shuts it out is avoided while another
  play keeps its chance; with more tiles, its chance to follow on at all counts for less.
- The partner's numbers: those it left showing with its plays (both halves of a tile it led), as
  players lay toward the numbers they are long in. A play that covers one is avoided while
  another keeps it.
- What the partner may hold: Medium counts every tile it has not seen; Hard and Expert also take
  out what the partner's passes and draws prove it lacks (inference.py), as for a rival.

The opponents' side of the bookkeeping, leaving them ends they are proved to lack, is each
variant's (tactics.py, fives.py); Expert's search plays the partner at its level (search.py).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.moves import Move, MoveKind
from ..core.teams import partner_of
from ..core.tiles import Tile
from ..core.variant import History
from ..variants.allfives import FivesObservation
from .inference import chance_none, ends_after, fives_knowledge, layout_of, layouts_before, line_knowledge

# The levels a playout plays by their own simple rule when a partner is at that level; Hard and
# Expert partners play the playout's own policy, as the searching seat does.
MODELLED = ("easy", "medium")

Ends = tuple[int, ...]


@dataclass(frozen=True)
class Partner:
    """What one seat knows of its partner."""
    seat: int
    held: int                        # tiles in its hand
    possible: tuple[Tile, ...]       # the tiles it may hold
    numbers: frozenset[int]          # the numbers it has shown and may still hold
    ends_after: Callable[[Move], Ends]   # the numbers the ends show once a play is made

    @property
    def going_out(self) -> bool:
        return self.held == 1

    def reach(self, ends: Ends) -> float:
        """The chance that the partner holds a tile it can lay on `ends`."""
        return 1.0 - chance_none(self.possible, self.held, lambda t: t[0] in ends or t[1] in ends)

    def shut_out(self, ends: Ends) -> bool:
        """Whether `ends` leave a partner down to its last tile no chance to lay it."""
        return self.going_out and self.reach(ends) == 0.0

    def kept(self, ends: Ends) -> int:
        """How many of `ends` show one of the partner's numbers."""
        return sum(1 for end in ends if end in self.numbers)


def partnered(obs: Any) -> bool:
    """Whether the observation's game is played in partnerships (only some variants can be)."""
    return bool(getattr(obs, "partners", False))


def partner(obs: Any, proofs: bool) -> Partner | None:
    """The seat's partner as the observation shows it (None without partners); with `proofs`,
    without the tiles its passes and draws prove it does not hold."""
    if not partnered(obs):
        return None
    before: Sequence[Mapping[str, int] | None]
    if isinstance(obs, FivesObservation):
        knowledge = fives_knowledge(obs)
        before = [None if layout is None else dict(layout.ends()) for layout in layouts_before(obs)]
        layout = layout_of(obs)

        def after(move: Move) -> Ends:
            return tuple(v for v in layout.peek(move).values if v >= 0)
    else:
        knowledge = line_knowledge(obs)
        before = [None if e is None else {"L": e[0], "R": e[1]} for e in knowledge.ends_history]

        def after(move: Move) -> Ends:
            return ends_after(obs.ends, move)
    seat = partner_of(obs.seat)
    lacks, excluded = knowledge.lacks[seat], knowledge.excluded[seat]
    possible = tuple(t for t in knowledge.unseen
                     if not proofs or (t[0] not in lacks and t[1] not in lacks and t not in excluded))
    numbers = frozenset(n for n in shown(obs.history, before, seat) if any(n in t for t in possible))
    return Partner(seat, obs.hand_counts[seat], possible, numbers, after)


def shown(history: History, before: Sequence[Mapping[str, int] | None], seat: int) -> set[int]:
    """The numbers `seat`'s plays left showing: the far half of each tile laid on an end (the
    number an end showed `before` each move, by the end's name), both halves of a tile led."""
    numbers: set[int] = set()
    for (who, move), ends in zip(history, before):
        if who != seat or move.kind != MoveKind.PLAY or move.tile is None:
            continue
        a, b = move.tile
        if ends is None or move.end is None:
            numbers.update((a, b))
        else:
            numbers.add(b if a == ends[move.end] else a)
    return numbers


def medium_weight(obs: Any, weight: Callable[[Move], tuple[Any, int]]) -> Callable[[Move], tuple[Any, ...]]:
    """Medium's weight of a play with a partner, from the variant's own (a double or the score
    now, then the pips): first a play that does not shut out a partner down to one tile, then the
    variant's first weight, then the partner's numbers left showing, then the pips. Without a
    partner, the variant's weight. Medium reads no passes, so only ends whose numbers are all in
    view shut the partner out; a chance over the unseen tiles would favour the numbers the
    opponents hold too (measured: it cost Medium 1.5% of the points)."""
    mate = partner(obs, proofs=False)
    if mate is None:
        return weight

    def weigh(move: Move) -> tuple[Any, ...]:
        ends = mate.ends_after(move)
        first, pips = weight(move)
        return (not mate.shut_out(ends), first, mate.kept(ends), pips)

    return weigh


# Measured against Hard without them, 2000 paired deals: Block +1.1% of the points, Draw -0.9%,
# All Fives 0 (fives.TEAM): within the noise. Partners rarely meet the positions they decide.
SHUT_OUT = 1000   # a play that shuts out a partner down to one tile, while another does not
GO_OUT = 60       # times the chance that a partner down to one tile can lay it on the ends left
FOLLOW_ON = 6     # times the chance that a partner with more tiles can follow on them
KEEP = 6          # per end left showing one of the partner's numbers


def team_value(obs: Any, scale: float = 1.0) -> Callable[[Move], float] | None:
    """Hard's bonus for a play with a partner (None without one), in the units of the variant's
    judgement times `scale`: the partner's chance to go out, or to follow on, and its numbers
    kept, from what its passes and draws prove; a play that shuts out a partner down to one tile
    loses to any that does not."""
    mate = partner(obs, proofs=True)
    if mate is None:
        return None
    chance = GO_OUT if mate.going_out else FOLLOW_ON

    def value(move: Move) -> float:
        ends = mate.ends_after(move)
        reach = mate.reach(ends)
        shut = SHUT_OUT if mate.going_out and reach == 0.0 else 0.0
        return scale * (chance * reach + KEEP * mate.kept(ends) - shut)

    return value
