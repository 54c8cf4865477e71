"""Guessing the hidden tiles: for each variant, a full state consistent with everything an
observation shows and its history proves (inference.py), the rest dealt at random. This is what
Expert searches (search.py) instead of the true state it may not see."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Set as AbstractSet
from typing import Any, cast

from ..core.rng import Rng
from ..core.tiles import Tile
from ..core.tiles import opening_rank as line_rank
from ..variants.allfives import FivesObservation, FivesState
from ..variants.chickenfoot import CLOSED, ChickenObservation, ChickenState
from ..variants.line import LineObservation, LineState
from ..variants.trains import TrainObservation, TrainState
from ..variants.triangles import TILES, TrianglesState, TriObservation, opening_rank, tile_of
from .inference import (Knowledge, TrainKnowledge, chicken_knowledge, fives_knowledge, layout_of, line_knowledge,
                        once, train_knowledge, tri_knowledge)
from .rivals import fives_passed_over, line_passed_over


def guess_hands(unseen: Iterable[Tile], counts: dict[int, int], forbidden: Mapping[int, AbstractSet[Tile]],
                rng: Rng, assumed: Mapping[int, AbstractSet[Tile]] | None = None,
                ) -> tuple[dict[int, list[Tile]], list[Tile]]:
    """Deal the `unseen` tiles at random: `counts[seat]` to each rival, none of the tiles in
    `forbidden[seat]` (what the seat is proved not to hold) nor, while that can be met, in
    `assumed[seat]` (what a model of its play says it does not hold); the rest, shuffled, is left
    over for the stock and the tiles out of play. The most constrained rival is dealt first; if a
    greedy deal keeps failing, the assumptions are dropped, then the proofs, rather than loop
    forever. Returns ({seat: tiles}, rest)."""
    unseen = list(unseen)
    tiers: list[tuple[int, Mapping[int, AbstractSet[Tile]]]] = [(25, forbidden), (5, {s: frozenset() for s in counts})]
    if assumed:
        tiers.insert(0, (15, {s: forbidden[s] | assumed.get(s, frozenset()) for s in counts}))
    for attempts, ruled in tiers:
        order = sorted(counts, key=lambda seat: -len(ruled[seat]))
        for _ in range(attempts):
            pool = list(unseen)
            rng.shuffle(pool)
            hands = {}
            for seat in order:
                ruled_out = ruled[seat]
                allowed = [t for t in pool if t not in ruled_out]
                if len(allowed) < counts[seat]:
                    break
                hands[seat] = allowed[:counts[seat]]
                taken = set(hands[seat])
                pool = [t for t in pool if t not in taken]
            else:
                return hands, pool
    raise ValueError("the hidden hands cannot hold as many tiles as are unseen")


def ruled_out(obs: Any, unseen: Iterable[Tile], proved: Callable[[int, Tile], bool]) -> Mapping[int, AbstractSet[Tile]]:
    """Per rival of `obs`, the unseen tiles `proved(seat, tile)` rules out (worked out once per observation)."""
    def work() -> Mapping[int, AbstractSet[Tile]]:
        tiles = tuple(unseen)
        return {s: frozenset(t for t in tiles if proved(s, t)) for s in range(obs.players) if s != obs.seat}
    return cast(Mapping[int, AbstractSet[Tile]], once("proofs", obs, work))


# Line games' guesses also keep from each rival the tiles a doubles-first, heaviest-first player
# would have laid instead of one it laid (rivals.py), while that can be met. Measured, Expert vs
# Medium: 2-player Block 59.1 -> 62.7%, Draw 66.9 -> 69.1%; vs Hard, who plays otherwise, 58.2 ->
# 58.6% (400 paired deals each): it helps against that way of playing and costs nothing against others.
MODEL_GUESSES = True


def line_world(obs: LineObservation, rng: Rng) -> LineState:
    """A line game: no rival holds a number it is proved to lack, or a tile better than the
    opening, nor, where that can be met, a tile its plays suggest it lacks."""
    assumed = once("model", obs, lambda: line_passed_over(obs)) if MODEL_GUESSES else None
    state = LineState(obs.players, obs.drawing, obs.blocked_scoring, obs.variant, obs.partners)
    state.hands, state.stock, state.out = _ends_guess(obs, line_knowledge(obs), rng, assumed)
    state.chain = list(obs.chain)
    state.current, state.passes, state.leader = obs.current_player, obs.passes, obs.leader
    if obs.ends is not None:
        state.left, state.right = obs.ends
    else:
        state.opening = _opening(obs, state.hands)
    return state


def fives_world(obs: FivesObservation, rng: Rng) -> FivesState:
    """All Fives: as in the line games, no rival holds a number it is proved to lack, or a tile
    better than the opening, nor, where that can be met, a tile that would have scored more than
    one it laid (rivals.fives_passed_over); the layout and the points are the observation's."""
    assumed = once("model", obs, lambda: fives_passed_over(obs)) if MODEL_GUESSES else None
    state = FivesState(obs.players, obs.partners)
    state.hands, state.stock, state.out = _ends_guess(obs, fives_knowledge(obs), rng, assumed)
    state.layout = layout_of(obs).clone()
    state.points = list(obs.points)
    state.current, state.passes, state.leader = obs.current_player, obs.passes, obs.leader
    if not obs.laid:
        state.opening = _opening(obs, state.hands)
    return state


def _ends_guess(obs: Any, knowledge: Knowledge, rng: Rng,
                assumed: Mapping[int, AbstractSet[Tile]] | None = None) -> tuple[list[list[Tile]], list[Tile], list[Tile]]:
    """A game on dominoes' open ends: (every hand, the stock, the tiles out of play), the rivals'
    hands guessed from the unseen tiles without what `knowledge` proves they lack."""
    counts = {s: obs.hand_counts[s] for s in range(obs.players) if s != obs.seat}
    lacks, excluded = knowledge.lacks, knowledge.excluded
    forbidden = ruled_out(obs, knowledge.unseen,
                          lambda seat, t: t[0] in lacks[seat] or t[1] in lacks[seat] or t in excluded[seat])
    hands, pool = guess_hands(knowledge.unseen, counts, forbidden, rng, assumed)
    every = [sorted(obs.hand) if s == obs.seat else sorted(hands[s]) for s in range(obs.players)]
    return every, pool[:obs.stock_count], pool[obs.stock_count:]


def _opening(obs: Any, hands: list[list[Tile]]) -> Tile | None:
    """The tile that must open a guess with nothing laid yet (None: any tile of a seat named to lead)."""
    if len(obs.legal_moves) == 1:
        forced: Tile | None = obs.legal_moves[0].tile   # this seat must open with it
        return forced
    if obs.leader is not None:
        return None                                 # named to open with any tile
    opener: int = obs.current_player                # a rival opens by the rule: its best tile
    return max(hands[opener], key=line_rank)


def train_world(obs: TrainObservation, rng: Rng) -> TrainState:
    """Mexican Train: no rival holds a number it is proved to lack; the hidden hands, the
    boneyard and any tiles out of play otherwise guessed from the tiles the seat has not seen."""
    knowledge = train_knowledge(obs)
    state = TrainState(obs.players, obs.round, obs.double)
    for i, train in enumerate(obs.trains):
        state.lines[i] = list(train.tiles)
        state.ends[i] = train.open_end
        if i < obs.players:
            state.markers[i] = train.marker
    state.hands, state.stock, state.out = _numbers_guess(obs, knowledge, rng)
    ob = obs.obligation
    state.obligation = None if ob is None else state.train_index(ob.train)
    state.current, state.passes, state.drew = obs.current_player, obs.passes, obs.drew_this_turn
    return state


def _numbers_guess(obs: Any, knowledge: TrainKnowledge, rng: Rng) -> tuple[list[list[Tile]], list[Tile], list[Tile]]:
    """A draw-one game (Mexican Train, Chicken Foot): (every hand, the boneyard, the tiles out of
    play), the rivals' hands guessed from the unseen tiles without the numbers they are proved to lack."""
    counts = {s: obs.hand_counts[s] for s in range(obs.players) if s != obs.seat}
    lacks = knowledge.lacks
    forbidden = ruled_out(obs, knowledge.unseen, lambda seat, t: t[0] in lacks[seat] or t[1] in lacks[seat])
    guessed, pool = guess_hands(knowledge.unseen, counts, forbidden, rng)
    hands = [sorted(obs.hand) if s == obs.seat else sorted(guessed[s]) for s in range(obs.players)]
    return hands, pool[:obs.stock_count], pool[obs.stock_count:]


def chicken_world(obs: ChickenObservation, rng: Rng) -> ChickenState:
    """Chicken Foot: the arms as the observation shows them; the hidden hands, the boneyard and
    any tiles out of play guessed as in Mexican Train."""
    state = ChickenState(obs.players, obs.top, obs.round)
    state.arms = [list(arm.tiles) for arm in obs.arms]
    state.roots = [arm.root for arm in obs.arms]
    state.parents = [arm.parent for arm in obs.arms]
    state.ends = [CLOSED if arm.open_end is None else arm.open_end for arm in obs.arms]
    state.pending = list(obs.pending)
    state.hands, state.stock, state.out = _numbers_guess(obs, chicken_knowledge(obs), rng)
    state.current, state.passes, state.drew = obs.current_player, obs.passes, obs.drew_this_turn
    return state


def tri_world(obs: TriObservation, rng: Rng) -> TrianglesState:
    """Triangles: each rival gets no tile it is proved not to hold; the unseen tiles are otherwise
    dealt at random to the hidden hands, the stock and (scripted positions) out of play."""
    if obs.is_over:
        raise ValueError("the hand is over: there is nothing left to guess")
    knowledge = tri_knowledge(obs)
    seen = set(obs.hand) | {tile_of(c) for c in obs.board.values()}
    counts = {s: obs.hand_counts[s] for s in range(obs.players) if s != obs.seat}
    guessed, pool = guess_hands([t for t in TILES if t not in seen], counts,
                                {s: knowledge.lacks[s] for s in counts}, rng)
    state = TrianglesState(obs.players, obs.triominos_scoring, obs.blocked_scoring)
    hands = [sorted(obs.hand) if s == obs.seat else sorted(guessed[s]) for s in range(obs.players)]
    state.hands = hands
    state.stock = pool[:obs.stock_count]
    state.out = pool[obs.stock_count:]
    for cell, corners in obs.board.items():
        state.place(cell, corners)
    state.current, state.passes, state.draws = obs.current_player, obs.passes, obs.draws_this_turn
    state.scores = list(obs.scores)
    if not obs.board:
        if obs.current_player == obs.seat and len(obs.legal_moves) == 1:
            state.opening = obs.legal_moves[0].tile
        elif obs.current_player != obs.seat:
            # The opener holds the best tile; in this guess, the best of its guessed hand.
            state.opening = max(hands[obs.current_player], key=opening_rank)
    return state
