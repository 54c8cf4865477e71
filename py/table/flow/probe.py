"""A fixed Expert search for the benchmark: the same work on CPython and in the page (?hooks=1).

Pure Python (no DOM), so tests/bench/longtasks.py times it on CPython too and prints the ratio.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from domino.ai import Search
    from domino.core.variant import Observation


def bench_position() -> Observation:
    """Two-player Classic, seed 7, after four moves (first legal move each time): the seat on turn."""
    import domino

    game = domino.new_game(domino.Rules(variant="draw", players=2), seed=7)
    for _ in range(4):
        game.apply(game.legal_moves()[0])
    while len(game.legal_moves()) < 2:
        game.apply(game.legal_moves()[0])
    return game.observation(game.current_player)


def bench_search(samples: int = 200) -> Search:
    from domino import Rng
    from domino.ai import Search

    obs = bench_position()
    search = Search(obs, Rng(1))
    search.run(samples)
    return search
