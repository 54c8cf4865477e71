"""Engine throughput on CPython, one core: random 2-player Draw hands per second of CPU time.

Two figures side by side in one run: the checked path (Game.apply: legality check and history)
and the unchecked fast path that search uses (the state's apply_unchecked).
Run: python tests/bench/engine.py [seconds]
"""
import os
import sys
import time

from _playouts import checked, fast  # noqa: E402  (sets the path to py/)

from domino import Rules  # noqa: E402


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print("engine: random 2-player hands per second of CPU time on CPython (one core)")
    for variant in ("draw", "block"):
        rules = Rules(variant=variant, players=2)
        (f, _), c = fast(rules, seconds), checked(rules, seconds)
        print(f"  {variant:6s} fast path {f:9.0f}/s   checked Game.apply {c:9.0f}/s   ratio {f / c:.2f}")


if __name__ == "__main__":
    main()
