"""Drawing a long layout on CPython: All Fives' spinner board against Classic's chain, side by side.

For each variant, Easy plays 2-player hands to their end (seeds 0..N-1) and the position with the
most tiles down is kept; then its felt is drawn (spinner.layout_html / line.chain_html) at the
felts of 390x844, 844x390 and 1280x800, first with the layout caches emptied (a new position: the
layout is searched for its tile size) and then again (a redraw of the same position, cached).
Prints the medians and All Fives' over Classic's.

    python tests/bench/render.py [hands]     (normally via `python build.py bench`)
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from domino import Rules, choose_move, new_game  # noqa: E402
from table.boards import arms, snake  # noqa: E402
from table.boards.line import chain_html  # noqa: E402
from table.boards.spinner import layout_html  # noqa: E402

FELTS = {"390x844": (354, 327), "844x390": (808, 155), "1280x800": (936, 208)}
ROUNDS = 30


def longest(variant: str, hands: int):
    best, most = None, -1
    for seed in range(hands):
        game = new_game(Rules(variant=variant, players=2), seed=seed)
        while not game.is_over:
            game.apply(choose_move("easy", game.observation(game.current_player), seed=seed))
            obs = game.observation(0)
            down = len(obs.chain) if variant == "draw" else 1 + sum(len(a) for a in obs.arms)
            if down > most:
                best, most = obs, down
    return best, most


def draw(variant: str, obs, felt):
    if variant == "draw":
        return chain_html(obs.chain, obs.history, felt)
    return layout_html(obs, felt)


def timed(variant: str, obs, felt, cold: bool) -> float:
    runs = []
    for _ in range(ROUNDS):
        if cold:
            arms.spread.cache_clear()
            snake.lay_out.cache_clear()
        else:
            draw(variant, obs, felt)
        start = time.perf_counter()
        draw(variant, obs, felt)
        runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs)


def main() -> int:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    positions = {v: longest(v, hands) for v in ("draw", "allfives")}
    for v, (_, n) in positions.items():
        print(f"{v}: the longest of {hands} Easy hands has {n} tiles down")
    for name, felt in FELTS.items():
        for cold in (True, False):
            ms = {v: timed(v, obs, felt, cold) for v, (obs, _) in positions.items()}
            word = "new position" if cold else "redrawn     "
            print(f"  felt {name:8s} {word}  Classic {ms['draw']:.2f} ms   All Fives {ms['allfives']:.2f} ms   "
                  f"x{ms['allfives'] / ms['draw']:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
