"""Random playouts for the throughput benchmarks: one variant's hands per second, measured on
the fast path that search uses (the state's apply_unchecked) and on the checked path
(Game.apply: legality check and history). Imported by engine.py, triangles.py and trains.py;
build.py bench skips files whose name starts with an underscore. The time is the process's CPU
time, as the arena's is: on a machine shared with other work, wall time counts the others' turns
too (at load 9 on 2 cores it read a third of the idle figure). Reading that clock costs about a
microsecond, so it is read every BLOCK hands."""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "py"))

from domino import Rng, new_game, variant_of  # noqa: E402

BLOCK = 8


def fast(rules, seconds: float) -> tuple[float, float]:
    """(hands per second, moves per hand) on the unchecked path."""
    variant, rng, n, moves_played = variant_of(rules.variant), Rng(1), 0, 0
    start = time.process_time()
    end = start + seconds
    while time.process_time() < end:
        for n in range(n, n + BLOCK):
            state = variant.deal(rules, Rng(n))
            while state.result is None:
                moves = state.legal_moves()
                state.apply_unchecked(moves[rng.below(len(moves))] if len(moves) > 1 else moves[0])
                moves_played += 1
        n += 1
    return n / (time.process_time() - start), moves_played / n


def checked(rules, seconds: float) -> float:
    """Hands per second through Game.apply."""
    rng, n = Rng(1), 0
    start = time.process_time()
    end = start + seconds
    while time.process_time() < end:
        for n in range(n, n + BLOCK):
            game = new_game(rules, seed=n)
            while not game.is_over:
                moves = game.legal_moves()
                game.apply(moves[rng.below(len(moves))])
        n += 1
    return n / (time.process_time() - start)
