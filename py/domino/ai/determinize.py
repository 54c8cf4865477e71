"""Guessing the hidden tiles: for each variant, a full state consistent with everything an
observation shows and its history proves (inference.py), the rest dealt at random. This is what
Expert searches (search.py) instead of the true state it may not see."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Set as AbstractSet
from typing import Any

from ..core.rng import Rng
from ..core.tiles import Tile
from ..variants.line import LineObservation, LineState
from ..variants.line import opening_rank as line_rank
from ..variants.trains import TrainObservation, TrainState
from ..variants.triangles import TILES, TrianglesState, TriObservation, opening_rank, tile_of
from .inference import line_knowledge, train_knowledge, tri_knowledge


def guess_hands(unseen: Iterable[Tile], counts: dict[int, int], forbidden: Mapping[int, AbstractSet[Tile]],
                rng: Rng) -> tuple[dict[int, list[Tile]], list[Tile]]:
    """Deal the `unseen` tiles at random: `counts[seat]` to each rival, none of the tiles in
    `forbidden[seat]` (what the seat is proved not to hold); the rest, shuffled, is left over for
    the stock and the tiles out of play. The most constrained rival is dealt first; if a greedy
    deal keeps failing the proofs, they are dropped rather than loop forever.
    Returns ({seat: tiles}, rest)."""
    unseen = list(unseen)
    order = sorted(counts, key=lambda seat: -len(forbidden[seat]))
    for attempt in range(30):
        strict = attempt < 25
        pool = list(unseen)
        rng.shuffle(pool)
        hands = {}
        for seat in order:
            ruled_out = forbidden[seat] if strict else ()
            allowed = [t for t in pool if t not in ruled_out]
            if len(allowed) < counts[seat]:
                break
            hands[seat] = allowed[:counts[seat]]
            taken = set(hands[seat])
            pool = [t for t in pool if t not in taken]
        else:
            return hands, pool
    raise ValueError("the hidden hands cannot hold as many tiles as are unseen")


_last: list[tuple[Any, Mapping[int, AbstractSet[Tile]]]] = []   # Expert guesses many times from one observation


def ruled_out(obs: Any, unseen: Iterable[Tile], proved: Callable[[int, Tile], bool]) -> Mapping[int, AbstractSet[Tile]]:
    """Per rival of `obs`, the unseen tiles `proved(seat, tile)` rules out (worked out once per observation)."""
    if _last and _last[0][0] is obs:
        return _last[0][1]
    unseen = tuple(unseen)
    found = {s: frozenset(t for t in unseen if proved(s, t)) for s in range(obs.players) if s != obs.seat}
    _last[:] = [(obs, found)]
    return found


def line_world(obs: LineObservation, rng: Rng) -> LineState:
    """A line game: no rival holds a number it is proved to lack, or a tile better than the
    opening."""
    knowledge = line_knowledge(obs)
    counts = {s: obs.hand_counts[s] for s in range(obs.players) if s != obs.seat}
    lacks, excluded = knowledge.lacks, knowledge.excluded
    forbidden = ruled_out(obs, knowledge.unseen,
                          lambda seat, t: t[0] in lacks[seat] or t[1] in lacks[seat] or t in excluded[seat])
    hands, pool = guess_hands(knowledge.unseen, counts, forbidden, rng)
    state = LineState(obs.players, obs.drawing, obs.blocked_scoring)
    state.hands = [sorted(obs.hand) if s == obs.seat else sorted(hands[s]) for s in range(obs.players)]
    state.stock = pool[:obs.stock_count]
    state.out = pool[obs.stock_count:]
    state.chain = list(obs.chain)
    state.current, state.passes, state.leader = obs.current_player, obs.passes, obs.leader
    if obs.ends is not None:
        state.left, state.right = obs.ends
    elif len(obs.legal_moves) == 1:
        state.opening = obs.legal_moves[0].tile     # this seat must open with it
    elif obs.leader is not None:
        state.leader = obs.leader                   # named to open with any tile
    else:                                           # a rival opens by the rule: its best tile
        state.opening = max(state.hands[obs.current_player], key=line_rank)
    return state


def train_world(obs: TrainObservation, rng: Rng) -> TrainState:
    """Mexican Train: no rival holds a number it is proved to lack; the hidden hands, the
    boneyard and any tiles out of play otherwise guessed from the tiles the seat has not seen."""
    knowledge = train_knowledge(obs)
    state = TrainState(obs.players, obs.round)
    for i, train in enumerate(obs.trains):
        state.lines[i] = list(train.tiles)
        state.ends[i] = train.open_end
        if i < obs.players:
            state.markers[i] = train.marker
    counts = {s: obs.hand_counts[s] for s in range(obs.players) if s != obs.seat}
    lacks = knowledge.lacks
    forbidden = ruled_out(obs, knowledge.unseen, lambda seat, t: t[0] in lacks[seat] or t[1] in lacks[seat])
    guessed, pool = guess_hands(knowledge.unseen, counts, forbidden, rng)
    state.hands = [sorted(obs.hand) if s == obs.seat else sorted(guessed[s]) for s in range(obs.players)]
    state.stock = pool[:obs.stock_count]
    state.out = pool[obs.stock_count:]
    ob = obs.obligation
    state.obligation = None if ob is None else state.train_index(ob.train)
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
