"""Engine throughput on CPython, one core: random 2-player hands per second of CPU time, Draw, Block
and All Fives, and an All Fives hand's time against a Classic (Draw) one's.

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
    rates = {}
    for variant in ("draw", "block", "allfives"):
        rules = Rules(variant=variant, players=2)
        (f, _), c = fast(rules, seconds), checked(rules, seconds)
        rates[variant] = f, c
        print(f"  {variant:8s} fast path {f:9.0f}/s   checked Game.apply {c:9.0f}/s   ratio {f / c:.2f}")
    (fives, fives_checked), (classic, classic_checked) = rates["allfives"], rates["draw"]
    print(f"  an All Fives hand takes x{classic / fives:.2f} a Classic one's time on the fast path, "
          f"x{classic_checked / fives_checked:.2f} checked")


if __name__ == "__main__":
    main()
