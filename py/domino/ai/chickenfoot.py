"""Chicken Foot's computer players (docs/rules.md §4, §9): a round is won by going out, or by the
lowest count when it blocks, and the 0-0 left in hand counts 50.

Medium lays a double first, then the tile that counts most (the 0-0 as 50). Hard adds what the
history proves: a double whose foot the next seat is likely unable to start (it must draw or pass),
a spoke or toe the next seat may lack the number for, follow-ups kept, numbers kept that are still
in play (others' plays will open them again), and the 0-0 minded: a 0 end left open is a place
for it, good while this seat holds it, bad while a rival may. Expert searches (search.py) with a
playout policy of the same kind, cheap enough for many playouts.
"""
from __future__ import annotations

from collections.abc import Callable

from ..core.moves import Move
from ..core.rng import Rng
from ..variants.chickenfoot import DOUBLE_BLANK, ChickenObservation, ChickenState, worth
from .inference import chance_none, chicken_knowledge

Score = Callable[[Move], float]
BLANK = (0, 0)


def chicken_medium(obs: ChickenObservation) -> Callable[[Move], tuple[bool, int]]:
    """Medium's weight of a play: a double first, then what the tile counts (the 0-0 fifty)."""
    def weight(move: Move) -> tuple[bool, int]:
        tile = move.tile
        assert tile is not None
        return (tile[0] == tile[1], worth(tile))

    return weight


# Measured against Medium (hard vs medium, 1000 paired deals, double-six by two): weighing a foot
# nobody can finish by this seat's count against the lightest rival's cost 4% of the wins at 60
# and nothing measurable at 0 or 30, so it is left out; so is a bonus for a tile whose number few
# ends show. A double must come first (at 4, 46% of the wins). Keeping live numbers (LIVE) took
# double-six by four from 25.2% to 26.9% of the wins and double-nine by four from 25.8% to 30.0%
# (1000 deals each); weighing pips less, or a double's foot by every rival, changed nothing.
# With double-six by three (five tiles each) Hard plays otherwise than Medium about 0.7 times a
# round, so its lead there is small whatever the weights (docs/rules.md §9).
HEAVY = 1.0        # per point the tile would count in hand
DOUBLE = 20        # a double first: it can only be laid where its number shows, and the others must feed its foot
FOLLOW = 1.5       # per tile left in hand that can follow on an end the play leaves
STUCK = 25         # times the chance that the next seat cannot play after it
ZERO = 20          # a 0 end left open: a place for the 0-0
LIVE = 1.0         # per unseen tile carrying a number the hand keeps: rivals' plays will open it again


def chicken_tactics(obs: ChickenObservation) -> Score:
    """Hard's judgement of each legal play, from the seat's observation and what the history proves."""
    knowledge = chicken_knowledge(obs)
    me = obs.seat
    following = (me + 1) % obs.players
    lacks = knowledge.lacks[following]
    possible = [t for t in knowledge.unseen if t[0] not in lacks and t[1] not in lacks]
    held = obs.hand_counts[following]
    ends = [arm.open_end for arm in obs.arms if arm.open_end is not None]
    blank_unseen = BLANK in knowledge.unseen
    live = [sum(1 for t in knowledge.unseen if n in t) for n in range(obs.top + 1)]

    def score(move: Move) -> float:
        tile, i = move.tile, move.arm
        assert tile is not None and i is not None
        a, b = tile
        rest = [t for t in obs.hand if t != tile]
        value = HEAVY * worth(tile)
        value += LIVE * sum(live[n] for n in {n for t in rest for n in t})
        end = obs.arms[i].open_end
        assert end is not None
        if a == b:
            value += DOUBLE
            after = {a}                                     # only the foot is played on next
        else:
            other = b if a == end else a
            if len(obs.pending) > 1:
                after = {obs.arms[obs.pending[1]].root}      # the next spoke or toe
            elif obs.pending:
                after = set(ends) | {other}                  # the last spoke or toe: every end opens
            else:
                after = set(ends)
                if ends.count(end) == 1:
                    after.discard(end)
                after.add(other)
        value += STUCK * chance_none(possible, held, lambda t: t[0] in after or t[1] in after)
        value += FOLLOW * sum(1 for t in rest if t[0] in after or t[1] in after)
        if 0 in after and a != b:
            if BLANK in rest:
                value += ZERO
            elif blank_unseen:
                value -= ZERO
        return value

    return score


def chicken_playout(state: ChickenState, rng: Rng) -> None:
    """Expert's playout policy on a full (guessed) state: a double when the next seat holds nothing
    for its foot, else the tile that counts most, a double first (Medium's), a random tie-break."""
    while state.result is None:
        moves = state.legal_moves()
        if len(moves) == 1:
            state.apply_unchecked(moves[0])
            continue
        following = state.hands[(state.current + 1) % state.players]
        best, top = moves[0], -1.0
        for move in moves:
            tile = move.tile
            assert tile is not None
            a, b = tile
            value = (DOUBLE_BLANK if a == b == 0 else a + b) + rng.random() * 0.5
            if a == b:
                value += 20
                if not any(a in t for t in following):
                    value += 30                                    # the next seat must draw or pass
            if value > top:
                best, top = move, value
        state.apply_unchecked(best)

