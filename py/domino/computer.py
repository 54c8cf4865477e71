"""Computer players (RULES.md §4). Each decides from an observation alone: it never sees a
hidden tile because it is never given one.
"""
from __future__ import annotations

import time

from .prng import Rng

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


LEVELS = {"easy": easy, "medium": medium}


def choose_move(level: str, obs, seed: int | str | None = None):
    """The move the computer at `level` makes from observation `obs` (its turn)."""
    try:
        player = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of: {', '.join(LEVELS)}") from None
    if not obs.legal_moves:
        raise ValueError("it is not this seat's turn")
    return player(obs, _default_rng if seed is None else Rng(seed))
