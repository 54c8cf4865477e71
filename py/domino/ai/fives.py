"""All Fives' computer players (docs/rules.md §4, §7): they play for points.

Medium takes the play that scores most now, then the heaviest tile. Hard weighs each play by its
score less what the next seat could score straight after it, estimated from the tiles that seat
may hold (the unseen tiles, without the numbers its passes and draws prove it lacks: the line
games' proofs, inference.fives_knowledge), and sheds heavy tiles and keeps tiles it can follow
with. Expert searches (search.py) on points, with a playout policy that plays each seat for its
score now, the searching seat also keeping from the next seat what it could score straight after.
With a partner, Hard also weighs the partner's chances (partners.py), and Expert's search counts
the team's points.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from math import comb

from ..core.moves import Move
from ..core.rng import Rng
from ..core.tiles import Tile
from ..variants.allfives import FivesObservation, FivesState, Layout, fits
from ..variants.allfives.scoring import play_score
from .inference import fives_knowledge, layout_of
from .partners import team_value

Score = Callable[[Move], float]


def fives_medium(obs: FivesObservation) -> Callable[[Move], tuple[int, int]]:
    """Medium's weight of a play: what it scores now, then the tile's pips."""
    layout = layout_of(obs)

    def weight(move: Move) -> tuple[int, int]:
        tile = move.tile
        assert tile is not None
        return (play_score(layout.count_after(move)), tile[0] + tile[1])

    return weight


HEAVY = 0.3       # per pip shed: the hand left at the end scores for a rival
FOLLOW = 1.0      # per tile left in hand that fits an end after the play
THREAT = 1.0      # per point the next seat is expected to score straight after
TEAM = 0.1        # partners.team_value in points (measured neutral against Hard without it, 1500 deals)


def fives_tactics(obs: FivesObservation) -> Score:
    """Hard's judgement: the score now, less the next seat's expected best score after it (over
    the tiles it may hold), plus heavy tiles shed and follow-ups kept."""
    knowledge = fives_knowledge(obs)
    following = (obs.seat + 1) % obs.players
    lacks, excluded = knowledge.lacks[following], knowledge.excluded[following]
    possible = [t for t in knowledge.unseen if t[0] not in lacks and t[1] not in lacks and t not in excluded]
    held = obs.hand_counts[following]
    base = layout_of(obs)
    team = team_value(obs, TEAM)

    def score(move: Move) -> float:
        tile = move.tile
        assert tile is not None
        after = base.peek(move)
        table = fits(tuple(after.values))
        value = play_score(after.count) + HEAVY * (tile[0] + tile[1])
        value += FOLLOW * sum(1 for t in obs.hand if t != tile and table[t])
        value -= THREAT * expected_best(after, possible, held)
        if team is not None:
            value += team(move)
        return value

    return score


def best_scores(layout: Layout, tiles: Iterable[Tile]) -> list[int]:
    """Each of `tiles`' best score on `layout` now (0 if it scores nothing or fits nowhere)."""
    table = fits(tuple(layout.values))
    found = []
    for tile in tiles:
        top = 0
        for move in table[tile]:
            score = play_score(layout.count_after(move))
            if score > top:
                top = score
        found.append(top)
    return found


def expected_best(layout: Layout, possible: list[Tile], held: int) -> float:
    """The expected best score a hand of `held` tiles dealt from `possible` makes on `layout`: the
    sum over each score s of the chance that the hand holds a tile scoring s or more, times the
    step up to s (hypergeometric)."""
    best = [s for s in best_scores(layout, possible) if s]
    if not best or held <= 0 or len(possible) < held:
        return 0.0
    total = comb(len(possible), held)
    expected, below = 0.0, 0
    for s in sorted(set(best)):
        at_least = sum(1 for b in best if b >= s)
        expected += (s - below) * (1 - comb(len(possible) - at_least, held) / total)
        below = s
    return expected


NOISE = 0.5       # a random tie-break among plays worth the same


def fives_playout(state: FivesState, rng: Rng, models: Mapping[int, str] | None = None) -> None:
    """Expert's playout policy on a full (guessed) state: each seat lays the tile that scores
    most now, then the heaviest, and keeps from the next seat what it could score straight after,
    with the tiles it holds in this guess; the seats in `models` play as that level is modelled:
    "medium" without looking ahead (Medium's rule), "easy" any legal move."""
    while state.result is None:
        moves = state.legal_moves()
        if len(moves) > 1 and moves[0].tile is not None:
            layout = state.layout
            seat = state.current
            model = models.get(seat) if models is not None else None
            if model == "easy":
                state.apply_unchecked(moves[rng.below(len(moves))])
                continue
            following = state.hands[(seat + 1) % state.players] if model is None else None
            best, top = moves[0], -1e9
            for move in moves:
                tile = move.tile
                assert tile is not None
                value = play_score(layout.count_after(move)) + HEAVY * (tile[0] + tile[1]) + rng.random() * NOISE
                if following is not None:
                    value -= THREAT * max(best_scores(layout.peek(move), following), default=0)
                if value > top:
                    best, top = move, value
            state.apply_unchecked(best)
        else:
            state.apply_unchecked(moves[0])
