"""The computer players, Easy to Expert (docs/rules.md §4). Each decides from an observation
alone: it never sees a hidden tile because it is never given one.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..core import catalog
from ..core.moves import Move, MoveKind
from ..core.rng import Rng
from ..core.variant import Observation
from .partners import medium_weight
from .search import Search
from .strategy import strategy_of

_default_rng = Rng(time.time_ns())


def easy(obs: Observation, rng: Rng) -> Move:
    """Any legal move, uniformly at random."""
    return rng.choice(obs.legal_moves)


def _weight(move: Move) -> tuple[bool, int]:
    tile = move.tile
    assert tile is not None
    return (tile[0] == tile[-1], sum(tile))


def medium(obs: Observation, rng: Rng) -> Move:
    """Doubles first, then the heaviest tile: hold fewer pips if the game jams. In a game played
    for points (All Fives), the play that scores most now first. With a partner, never a play that
    shuts it out of going out, and its numbers kept before the pips (partners.medium_weight)."""
    moves = obs.legal_moves
    if moves[0].kind != MoveKind.PLAY:
        return moves[0]          # draw or pass is forced
    weigh = strategy_of(obs).medium
    weight = medium_weight(obs, _weight if weigh is None else weigh(obs))
    weights = [weight(m) for m in moves]
    best = max(weights)
    return rng.choice([m for m, w in zip(moves, weights) if w == best])


def hard(obs: Observation, rng: Rng) -> Move:
    """Medium plus bookkeeping: leave open the numbers rivals are proved not to hold."""
    moves = obs.legal_moves
    if moves[0].kind != MoveKind.PLAY:
        return moves[0]
    tactics = strategy_of(obs).tactics
    if tactics is None:
        return medium(obs, rng)
    score = tactics(obs)
    scored = [(score(m), m) for m in moves]
    best = max(s for s, _ in scored)
    return rng.choice([m for s, m in scored if s == best])


@dataclass(frozen=True)
class Budget:
    """Expert's work for one decision, never a time: `playouts` shared among the legal moves, at
    least `guesses` guesses of the hidden tiles. A seed gives the same move on any machine."""
    playouts: int
    guesses: int

    def samples(self, moves: int) -> int:
        """Guesses of the hidden tiles for a decision among `moves` legal moves."""
        return max(self.guesses, self.playouts // max(moves, 1))


def expert_budget(variant: str) -> Budget:
    """Expert's budget in `variant`, as its catalog entry sizes it (an unknown name: ValueError)."""
    known = catalog.entry(variant)
    return Budget(known.playouts, known.guesses)


def expert_samples(moves: int, variant: str) -> int:
    """Guesses of the hidden tiles for a decision among `moves` legal moves in `variant`."""
    return expert_budget(variant).samples(moves)


def expert(obs: Observation, rng: Rng, samples: int | None = None, partner_level: str | None = None) -> Move:
    """Determinized playouts over guesses of the hidden tiles (search.py), at a fixed budget;
    with partners, the partner played at `partner_level` (None: as Expert plays)."""
    moves = obs.legal_moves
    if len(moves) == 1:
        return moves[0]
    samples = samples or expert_samples(len(moves), obs.variant)
    return Search(obs, rng, partner_level=partner_level).run(samples).best()


LEVELS: dict[str, Callable[[Observation, Rng], Move]] = {
    "easy": easy, "medium": medium, "hard": hard, "expert": expert}


def choose_move(level: str, obs: Observation, seed: int | str | None = None,
                partner_level: str | None = None) -> Move:
    """The move the computer at `level` makes from observation `obs` (its turn).

    `partner_level`, in a partnership game: the level of the seat facing this one ("easy" to
    "expert"), which Expert's search assumes its partner plays at; None (a person, or not known):
    as Expert itself plays. The other levels read their partner from the table alone."""
    try:
        player = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of: {', '.join(LEVELS)}") from None
    if partner_level is not None and partner_level not in LEVELS:
        raise ValueError(f"unknown partner level {partner_level!r}; choose one of: {', '.join(LEVELS)}")
    if not obs.legal_moves:
        raise ValueError("it is not this seat's turn")
    rng = _default_rng if seed is None else Rng(seed)
    if player is expert:
        return expert(obs, rng, partner_level=partner_level)
    return player(obs, rng)
