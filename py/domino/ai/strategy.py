"""What the computer players need of each kind of board (the variant's), found from the
observation's variant name: how to guess a full state from an observation (Expert), Hard's
judgement of a play, and a playout policy for Expert's search (greedy when a variant has none of
its own), and how likely a guess makes the rivals' own choices (rivals.py), to weigh Expert's
guesses; and for a game played for points (All Fives), Medium's weight and Expert's measure."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.registry import variant_of
from ..core.rng import Rng
from ..core.variant import HandState, Observation
from .chickenfoot import chicken_medium, chicken_playout, chicken_tactics
from .determinize import chicken_world, fives_world, line_world, train_world, tri_world
from .fives import fives_medium, fives_playout, fives_tactics
from .rivals import line_likelihood
from .tactics import Score, line_playout, line_tactics, train_tactics, tri_tactics


@dataclass(frozen=True)
class Strategy:
    # Each takes the variant's own observation (or state) type, hence Any here.
    determinize: Callable[[Any, Rng], HandState]
    tactics: Callable[[Any], Score] | None = None
    playout: Callable[[Any, Rng], None] | None = None
    likelihood: Callable[[Any], Callable[[Any], float]] | None = None
    medium: Callable[[Any], Callable[[Any], Any]] | None = None   # Medium's weight of a play, if not doubles then pips
    on_points: bool = False       # Expert weighs a hand's points, not who wins it
    medium_rivals: bool = False   # the playouts play the rivals by Medium's rule (models=), the searching seat by the policy


LINE = Strategy(line_world, line_tactics, line_playout, line_likelihood)
STRATEGIES: dict[str, Strategy] = {        # by the variant's kind of board
    "line": LINE,
    "triangles": Strategy(tri_world, tri_tactics),
    "trains": Strategy(train_world, train_tactics),
    "spinner": Strategy(fives_world, fives_tactics, fives_playout, medium=fives_medium, on_points=True,
                        medium_rivals=True),
    "chickenfoot": Strategy(chicken_world, chicken_tactics, chicken_playout, medium=chicken_medium),
}


def strategy_of(obs: Observation) -> Strategy:
    try:
        return STRATEGIES[variant_of(obs.variant).board]
    except (KeyError, ValueError):
        raise ValueError(f"no computer player knows the variant {obs.variant!r}") from None


def determinize(obs: Observation, rng: Rng) -> HandState:
    """A full state agreeing with everything `obs` shows and proves; the hidden tiles guessed."""
    return strategy_of(obs).determinize(obs, rng)
