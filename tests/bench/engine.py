"""Engine throughput on CPython, one core: random 2-player Draw hands per second.

Two figures side by side in one run: the checked path (Game.apply: legality check and history)
and the unchecked fast path that search uses (the state's apply_unchecked).
Run: python tests/bench/engine.py [seconds]
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from domino import Rng, Rules, new_game  # noqa: E402
from domino.variants import variant_of  # noqa: E402


def fast(rules, seconds):
    variant, rng, n = variant_of(rules.variant), Rng(1), 0
    end = time.perf_counter() + seconds
    start = time.perf_counter()
    while time.perf_counter() < end:
        state = variant.deal(rules, Rng(n), None)
        while state.result is None:
            moves = state.legal_moves()
            state.apply_unchecked(moves[rng.below(len(moves))] if len(moves) > 1 else moves[0])
        n += 1
    return n / (time.perf_counter() - start)


def checked(rules, seconds):
    rng, n = Rng(1), 0
    end = time.perf_counter() + seconds
    start = time.perf_counter()
    while time.perf_counter() < end:
        game = new_game(rules, seed=n)
        while not game.is_over:
            moves = game.legal_moves()
            game.apply(moves[rng.below(len(moves))])
        n += 1
    return n / (time.perf_counter() - start)


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print("engine: random 2-player hands per second on CPython (one core)")
    for variant in ("draw", "block"):
        rules = Rules(variant=variant, players=2)
        f, c = fast(rules, seconds), checked(rules, seconds)
        print(f"  {variant:6s} fast path {f:9.0f}/s   checked Game.apply {c:9.0f}/s   ratio {f / c:.2f}")


if __name__ == "__main__":
    main()
