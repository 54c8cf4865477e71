"""Strength of the computer levels: the issue-4 matchups on paired deals, side by side.

    python tests/bench/arena.py [--deals N] [--expert-deals M] [--jobs 2] [--ratio R]

Each line is `python -m domino.arena` for one matchup (A in one seat, B in the others, every
deal replayed once per seating), with each side's budget and time per decision on CPython and,
through the Pyodide/CPython ratio, in the browser. The ratio is measured first, the fixed Expert
search in a page and on this CPython side by side (longtasks.pyodide_ratio), unless --ratio gives
it. Matchups run in parallel processes, one per core.
"""
import argparse
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

#  (variant, players, A, B, target for A's win rate; in a game played for points, for A's share of them)
MATCHUPS = [
    ("block", 2, "medium", "easy", 0.56),
    ("block", 2, "hard", "medium", 0.52),
    ("block", 2, "expert", "medium", 0.58),
    ("block", 2, "omniscient", "medium", None),
    ("draw", 2, "hard", "medium", None),
    ("draw", 2, "expert", "medium", 0.65),
    ("draw", 2, "expert", "hard", 0.54),
    ("draw", 4, "expert", "medium", 0.375),
    ("triangles", 2, "medium", "easy", None),
    ("triangles", 2, "expert", "medium", None),
    ("mexican", 2, "medium", "easy", None),
    ("mexican", 2, "expert", "medium", None),
    ("allfives", 2, "medium", "easy", None),
    ("allfives", 2, "hard", "medium", 0.50),
    ("allfives", 2, "expert", "medium", 0.60),
]
ON_POINTS = {"allfives"}     # every seat scores in a hand: the target is A's share of the points


def run(matchup, deals, ratio):
    variant, players, a, b, target = matchup
    cmd = [sys.executable, "-m", "domino.arena", "--variant", variant, "--players", str(players),
           "--a", a, "--b", b, "--deals", str(deals), "--seed", "2026", "--ratio", str(ratio)]
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "py"))
    started = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, check=True).stdout
    return matchup, deals, out, time.perf_counter() - started


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=4000, help="paired deals for fast matchups")
    parser.add_argument("--expert-deals", type=int, default=300,
                        help="paired deals for matchups with Expert or omniscient (slow)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", default="",
                        help="run only matchups whose text contains this (or one of these, comma-separated)")
    parser.add_argument("--ratio", type=float, default=None,
                        help="the Pyodide/CPython ratio, if already measured (tests/bench/longtasks.py)")
    args = parser.parse_args()
    ratio = args.ratio
    if ratio is None:
        from longtasks import pyodide_ratio   # tests/bench, the script's folder, is on sys.path

        browser_ms, cpython_ms = pyodide_ratio()
        ratio = browser_ms / cpython_ms
        print(f"Pyodide/CPython ratio {ratio:.2f} (the fixed Expert search: {browser_ms:.0f} ms in the page, "
              f"{cpython_ms:.0f} ms here)")
    chosen = [m for m in MATCHUPS if any(part in " ".join(map(str, m)) for part in args.only.split(","))]
    work = [(m, args.expert_deals if {"expert", "omniscient"} & {m[2], m[3]} else args.deals)
            for m in chosen]
    print(f"arena: {len(work)} matchups, {args.jobs} in parallel")
    p95: dict[tuple[str, str], float] = {}     # (variant, level) -> its p95 ms per decision, 2 players
    with ThreadPoolExecutor(args.jobs) as pool:
        for (variant, players, a, b, target), deals, out, secs in pool.map(lambda w: run(*w, ratio), work):
            r = json.loads(out.strip().splitlines()[-1])
            timing = [l.strip() for l in out.splitlines() if l.startswith(("  A ", "  B ", "  load"))]
            measure = "a_points_share" if variant in ON_POINTS else "a_win"
            verdict = "" if target is None else ("  target %s >= %.1f%%: %s" % (
                "share" if variant in ON_POINTS else "win", 100 * target, "met" if r[measure] >= target else "NOT met"))
            print(f"{variant:9s} {players}p  {a:>10s} vs {b:<7s} {deals} deals, {r['games']} games: "
                  f"A wins {100 * r['a_win']:.1f}% ± {100 * r['a_win_ci95']:.1f}, B {100 * r['b_win']:.1f}%, draws {100 * r['draw']:.1f}%, "
                  f"A {r['a_points_per_game']:+.2f} ± {r['ci95']:.2f} pts/game, A's share of the points "
                  f"{100 * r['a_points_share']:.1f}% ± {100 * r['a_points_share_ci95']:.1f} ({secs:.0f} s){verdict}")
            for line in timing:
                print(f"{'':14s}{line}")
            if players == 2:
                p95[(variant, a)] = r["a_ms_p95"]
    for level in ("hard", "expert"):
        if ("allfives", level) in p95 and ("draw", level) in p95:
            mine, classic = p95[("allfives", level)], p95[("draw", level)]
            print(f"All Fives {level} p95 {mine:.1f} ms per decision vs Classic's {classic:.1f} ms in this run "
                  f"(x{mine / classic:.2f}, CPU time on CPython)")


if __name__ == "__main__":
    main()
