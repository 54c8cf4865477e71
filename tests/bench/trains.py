"""Mexican Train throughput on CPython, one core: random rounds per second.

Figures side by side in one run: the unchecked fast path that search uses (the state's
apply_unchecked), the checked path (Game.apply: legality check and history), and the cost of
Expert's raw material (determinize + clone) per call.
Run: python tests/bench/trains.py [seconds]
"""
import os
import sys
import time

from _playouts import checked, fast  # noqa: E402  (sets the path to py/)

from domino import Rng, Rules, new_game  # noqa: E402
from domino.ai import determinize as guess  # noqa: E402


def determinize(rules, seconds):
    game = new_game(rules, seed=5)
    rng = Rng(5)
    for _ in range(20):
        moves = game.legal_moves()
        game.apply(moves[rng.below(len(moves))])
    obs = game.observation(game.current_player)
    n = 0
    end = time.process_time() + seconds
    start = time.process_time()
    while time.process_time() < end:
        guess(obs, rng).clone()
        n += 1
    return 1e6 * (time.process_time() - start) / n


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print("Mexican Train: random rounds per second on CPython (one core)")
    for players in (2, 4):
        rules = Rules(variant="mexican", players=players)
        (f, length), c = fast(rules, seconds), checked(rules, seconds)
        print(f"  {players} players  fast path {f:8.0f}/s   checked Game.apply {c:8.0f}/s   "
              f"ratio {f / c:.2f}   {length:.1f} moves a round")
    us = determinize(Rules(variant="mexican", players=2), seconds)
    print(f"  determinize + clone (2 players, 20 moves in): {us:.1f} µs")


if __name__ == "__main__":
    main()
