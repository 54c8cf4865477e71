"""Computer players (RULES.md §4). Each decides from an observation alone: it never sees a
hidden tile because it is never given one.
"""
from __future__ import annotations

import time

from .prng import Rng
from .search import Search
from .variants import variant_of

_default_rng = Rng(time.time_ns())


def easy(obs, rng: Rng):
    """Any legal move, uniformly at random."""
    return rng.choice(obs.legal_moves)


def _weight(move) -> tuple:
    tile = move.tile
    return (tile[0] == tile[-1], sum(tile))


def medium(obs, rng: Rng):
    """Doubles first, then the heaviest tile: hold fewer pips if the game jams."""
    moves = obs.legal_moves
    if moves[0].kind != "play":
        return moves[0]          # draw or pass is forced
    best = max(_weight(m) for m in moves)
    return rng.choice([m for m in moves if _weight(m) == best])


def hard(obs, rng: Rng):
    """Medium plus bookkeeping: leave open the numbers rivals are proved not to hold."""
    moves = obs.legal_moves
    if moves[0].kind != "play":
        return moves[0]
    tactics = getattr(variant_of(obs.variant), "tactics", None)
    if tactics is None:
        return medium(obs, rng)
    score = tactics(obs)
    scored = [(score(m), m) for m in moves]
    best = max(s for s, _ in scored)
    return rng.choice([m for s, m in scored if s == best])


EXPERT_PLAYOUTS = 600      # playouts per decision, shared among the legal moves
EXPERT_SECONDS = 0.22      # a safety cap on CPython; the playout count is the budget that decides


def expert_samples(moves: int) -> int:
    """Guesses of the hidden tiles for a decision among `moves` legal moves."""
    return max(24, EXPERT_PLAYOUTS // moves)


def expert(obs, rng: Rng, samples: int | None = None, seconds: float | None = EXPERT_SECONDS):
    """Determinized playouts over guesses of the hidden tiles (search.py)."""
    moves = obs.legal_moves
    if len(moves) == 1:
        return moves[0]
    samples = samples or expert_samples(len(moves))
    return Search(variant_of(obs.variant), obs, rng).run(samples, seconds).best()


LEVELS = {"easy": easy, "medium": medium, "hard": hard, "expert": expert}


def choose_move(level: str, obs, seed: int | str | None = None):
    """The move the computer at `level` makes from observation `obs` (its turn)."""
    try:
        player = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of: {', '.join(LEVELS)}") from None
    if not obs.legal_moves:
        raise ValueError("it is not this seat's turn")
    return player(obs, _default_rng if seed is None else Rng(seed))
