"""Play computer levels against each other on paired deals and print how they fare.

    python -m domino.arena --a medium --b easy --variant block --players 2 --deals 2000 --seed 1

Side A sits in one seat, side B in every other. Levels: easy, medium, hard, expert, and
omniscient, a ceiling that sees every hand (never offered in the UI). Each deal is replayed once
per seat, the seats rotated, so luck of the deal cancels. Prints win/draw/loss rates, A's net
points per game with a 95% confidence interval and each side's time per move, then one JSON line
(for scripts: tests/bench/arena.py reads it).
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time

from ..core.game import new_game
from ..core.registry import VARIANTS
from ..core.rng import Rng
from ..core.rules import Rules
from .levels import LEVELS, choose_move
from .omniscient import omniscient_move


def play_deal(rules: Rules, seed: str, a_seat: int, a: str, b: str,
              times: dict[str, list[float]]) -> tuple[int, float]:
    """One hand with A in `a_seat`: (result for A: 1 win, 0 draw, -1 loss; A's net points)."""
    game = new_game(rules, seed=seed)
    step = 0
    while not game.is_over:
        seat = game.current_player
        level = a if seat == a_seat else b
        started = time.perf_counter()
        if level == "omniscient":   # the ceiling: it reads the true state, so no observation
            move = omniscient_move(game.state, Rng(f"{seed}/{a_seat}/{step}"))
        else:
            move = choose_move(level, game.observation(seat), seed=f"{seed}/{a_seat}/{step}")
        times["a" if seat == a_seat else "b"].append(time.perf_counter() - started)
        game.apply_unchecked(move)   # the choice is legal: it came from obs.legal_moves
        step += 1
    out = game.outcome
    if out is None or out.winner is None:
        return 0, 0.0
    if out.winner == a_seat:
        return 1, float(out.points)
    return -1, -float(out.points)


def run(a: str, b: str, rules: Rules, deals: int, seed: int) -> dict:
    results: list[int] = []
    points: list[float] = []
    times: dict[str, list[float]] = {"a": [], "b": []}
    for d in range(deals):
        for a_seat in range(rules.players):
            r, p = play_deal(rules, f"arena/{seed}/{d}", a_seat, a, b, times)
            results.append(r)
            points.append(p)
    n = len(results)
    mean = statistics.fmean(points)
    sd = statistics.pstdev(points) if n > 1 else 0.0
    return {
        "games": n,
        "a_win": results.count(1) / n,
        "b_win": results.count(-1) / n,
        "draw": results.count(0) / n,
        "a_points_per_game": mean,
        "ci95": 1.96 * sd / math.sqrt(n),
        "a_ms_median": 1000 * statistics.median(times["a"]) if times["a"] else 0.0,
        "a_ms_p95": 1000 * _p95(times["a"]),
        "b_ms_median": 1000 * statistics.median(times["b"]) if times["b"] else 0.0,
        "b_ms_p95": 1000 * _p95(times["b"]),
    }


def _p95(values: list[float]) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m domino.arena", description=(__doc__ or "").split("\n")[0])
    levels = sorted(LEVELS) + ["omniscient"]
    parser.add_argument("--a", default="medium", choices=levels)
    parser.add_argument("--b", default="easy", choices=levels)
    parser.add_argument("--variant", default="draw", choices=sorted(VARIANTS))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deals", type=int, default=500, help="deals, each played once per seat")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        rules = Rules(variant=args.variant, players=args.players)
    except ValueError as e:
        parser.error(str(e))
    started = time.perf_counter()
    r = run(args.a, args.b, rules, args.deals, args.seed)
    print(f"{args.a} (A, one seat) vs {args.b} (B, {args.players - 1} seat(s)), {args.variant}, "
          f"{args.players} players, {args.deals} deals x {args.players} seatings = {r['games']} games "
          f"in {time.perf_counter() - started:.1f} s")
    print(f"  A wins {100 * r['a_win']:.1f}%   B wins {100 * r['b_win']:.1f}%   draws {100 * r['draw']:.1f}%")
    print(f"  A net points per game {r['a_points_per_game']:+.2f} ± {r['ci95']:.2f} (95%)")
    print(f"  time per move: A median {r['a_ms_median']:.3f} ms, p95 {r['a_ms_p95']:.3f} ms; "
          f"B median {r['b_ms_median']:.3f} ms, p95 {r['b_ms_p95']:.3f} ms")
    keys = ("games", "a_win", "b_win", "draw", "a_points_per_game", "ci95")
    print(json.dumps({k: (round(r[k], 4) if isinstance(r[k], float) else r[k]) for k in keys}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
