"""Strength of the computer levels: the issue-4 matchups on paired deals, side by side.

    python tests/bench/arena.py [--deals N] [--expert-deals M] [--jobs 2] [--ratio R]
    python tests/bench/arena.py --partners [--deals 400] [--chunk 50] [--max-chunks K] [--store DIR]
    python tests/bench/arena.py --only double12 --ratio 0 --deals 400 --expert-deals 40

Each line is `python -m domino.arena` for one matchup (A in one seat, B in the others, every
deal replayed once per seating), with each side's budget and time per decision on CPython and,
through the Pyodide/CPython ratio, in the browser. The ratio is measured first, the fixed Expert
search in a page and on this CPython side by side (longtasks.pyodide_ratio), unless --ratio gives
it. Matchups run in parallel processes, one per core.

With --partners, the team matches (docs/rules.md §8): Expert and Expert, and Expert with a Medium
partner, against two Medium, in Block, Draw and All Fives, on paired deals; and, for the time per
decision, Expert against three Medium in the same game without partners. Each matchup runs in
chunks of --chunk deals, each chunk a process that leaves its raw tally in --store; a chunk
already there is not played again, and --max-chunks stops after that many new ones, so a long
run can be spread over several calls. The figures are those of the chunks stored so far: team
A's share of the hands' points (the target) with its 95% interval, hands won, and each side's
p95 time per decision (CPU time on CPython).
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

#  (variant, players, A, B, target for A's win rate; in a game played for points, for A's share of them[,
#  the set by its highest double: the game's usual one when left out])
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
    ("chickenfoot", 2, "hard", "medium", None),
    ("chickenfoot", 4, "hard", "medium", None),
    ("chickenfoot", 2, "hard", "medium", None, 6),
    ("chickenfoot", 4, "hard", "medium", None, 6),
    ("chickenfoot", 2, "expert", "medium", None),
    ("chickenfoot", 4, "expert", "medium", None),
    ("chickenfoot", 2, "expert", "medium", None, 6),
    ("chickenfoot", 4, "expert", "medium", None, 6),
]
# Mexican Train with the double-twelve set (a sixth field: the set, Rules.double), at 2, 4 and 8 players.
# Measured, A's win rate on paired deals (a fair share: 1/players), Hard 300 deals, Expert 30: 2p Hard
# 57.8% ± 3.8, Expert 65.0% ± 14.0; 4p Hard 37.4% ± 2.8, Expert 55.8% ± 9.4; 8p Hard 15.6% ± 1.5,
# Expert 22.9% ± 4.8. Expert's p95 per decision 87, 89 and 98 ms against Classic's 54 in that run.
# A short run (Hard 150 deals, Expert 24): 4p Hard 35.2% ± 3.8, Expert 57.3% ± 11.0; 8p Hard 15.3% ± 2.1,
# Expert 22.4% ± 5.4; Expert's p95 97 ms by four, 113 by eight, against Classic's 54 in that run.
MATCHUPS += [("mexican", players, a, "medium", None, 12) for players in (2, 4, 8) for a in ("hard", "expert")]
ON_POINTS = {"allfives"}     # every seat scores in a hand: the target is A's share of the points

# (variant, A, A's partner, B, target for team A's share of the hands' points); partner None: the
# same game by four without partners, A in one seat against three B (the time per decision's yardstick).
# Measured, 400 paired deals: Block 69.4% ± 3.1 and 60.6% ± 2.4, Draw 62.3% ± 3.5 and 57.6% ± 2.3,
# All Fives (both teams score) 54.0% ± 1.2 and 52.5% ± 0.8.
PARTNER_MATCHUPS = [
    ("block", "expert", "expert", "medium", 0.62),
    ("block", "expert", "medium", "medium", 0.55),
    ("block", "expert", None, "medium", None),
    ("draw", "expert", "expert", "medium", 0.62),
    ("draw", "expert", "medium", "medium", 0.55),
    ("draw", "expert", None, "medium", None),
    ("allfives", "expert", "expert", "medium", None),
    ("allfives", "expert", "medium", "medium", None),
    ("allfives", "expert", None, "medium", None),
]
SEED = 2026


def label(matchup) -> str:
    """The matchup's words for --only: its fields, and "double12" for a set other than the usual one."""
    variant, players, a, b, target, *rest = matchup
    return " ".join(map(str, (variant, players, a, b, target))) + "".join(f" double{d}" for d in rest)


def run(matchup, deals, ratio):
    variant, players, a, b, target, *rest = matchup
    cmd = [sys.executable, "-m", "domino.arena", "--variant", variant, "--players", str(players),
           "--a", a, "--b", b, "--deals", str(deals), "--seed", "2026", "--ratio", str(ratio),
           "--double", str(rest[0] if rest else 0)]
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "py"))
    started = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, check=True).stdout
    return matchup, deals, out, time.perf_counter() - started


def chunk_path(store, matchup, k):
    variant, a, partner, b, _ = matchup
    return os.path.join(store, f"{variant}-{a}-{partner or 'alone'}-{b}-{SEED}-{k}.json")


def run_chunk(matchup, k, size, store):
    variant, a, partner, b, _ = matchup
    cmd = [sys.executable, "-m", "domino.arena", "--variant", variant, "--players", "4", "--a", a, "--b", b,
           "--deals", str(size), "--first", str(k * size), "--seed", str(SEED), "--tally", chunk_path(store, matchup, k)]
    if partner:
        cmd += ["--partners", "--partner", partner]
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "py"))
    started = time.perf_counter()
    subprocess.run(cmd, capture_output=True, text=True, env=env, check=True)
    return matchup, k, time.perf_counter() - started


def partners_main(args):
    sys.path.insert(0, os.path.join(ROOT, "py"))
    from domino.ai.arena import figures, merge

    os.makedirs(args.store, exist_ok=True)
    chosen = [m for m in PARTNER_MATCHUPS if any(part in " ".join(map(str, m)) for part in args.only.split(","))]
    chunks = -(-args.deals // args.chunk)
    todo = [(m, k) for m in chosen for k in range(chunks if m[2] else max(1, chunks // 4))
            if not os.path.exists(chunk_path(args.store, m, k))]
    if args.max_chunks:
        todo = todo[:args.max_chunks]
    print(f"arena --partners: {len(todo)} new chunk(s) of {args.chunk} deals, {args.jobs} in parallel; store {args.store}")
    with ThreadPoolExecutor(args.jobs) as pool:
        for (variant, a, partner, b, _), k, secs in pool.map(lambda w: run_chunk(*w, args.chunk, args.store), todo):
            print(f"  {variant} {a}+{partner or '-'} vs {b}: deals {k * args.chunk}-{(k + 1) * args.chunk - 1} in {secs:.0f} s")
    alone = {}
    for matchup in chosen:
        variant, a, partner, b, target = matchup
        paths = sorted(glob.glob(chunk_path(args.store, matchup, "*")))
        if not paths:
            continue
        tallies = []
        for path in paths:
            with open(path, encoding="utf-8") as f:
                tallies.append(json.load(f))
        r = figures(merge(tallies))
        if partner is None:
            alone[variant] = r
            print(f"{variant:9s} {a} alone vs 3 {b}, no partners: {r['deals']} deals; {a} p95 {r['a_ms_p95']:.1f} ms "
                  f"(median {r['a_ms_median']:.1f}) per decision")
            continue
        verdict = "" if target is None else "  target %.0f%%: %s" % (
            100 * target, "met" if r["a_points_share"] >= target else "NOT met")
        times = f"{a} p95 {r['a_ms_p95']:.1f} ms"
        if r["p_ms_p95"]:
            times += f", its partner {partner} p95 {r['p_ms_p95']:.1f} ms"
        print(f"{variant:9s} {a}+{partner} vs {b}+{b}: {r['deals']} paired deals, {r['games']} games: team A's share of "
              f"the points {100 * r['a_points_share']:.1f}% ± {100 * r['a_points_share_ci95']:.1f}, hands won "
              f"{100 * r['a_win']:.1f}% ± {100 * r['a_win_ci95']:.1f} (lost {100 * r['b_win']:.1f}%, drawn "
              f"{100 * r['draw']:.1f}%), {r['a_points_per_game']:+.2f} ± {r['ci95']:.2f} pts/hand; {times}{verdict}")
    for variant, r in alone.items():
        print(f"{variant:9s} Expert's p95 without partners {r['a_ms_p95']:.1f} ms (above for the team matches)")


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
    parser.add_argument("--partners", action="store_true", help="the team matches instead (see above)")
    parser.add_argument("--chunk", type=int, default=50, help="--partners: deals per chunk (one process)")
    parser.add_argument("--max-chunks", type=int, default=0, help="--partners: play at most this many new chunks")
    parser.add_argument("--store", default=os.path.join(tempfile.gettempdir(), "arena-partners"),
                        help="--partners: where the chunks' tallies are kept")
    args = parser.parse_args()
    if args.partners:
        if args.deals == parser.get_default("deals"):
            args.deals = 400
        partners_main(args)
        return
    ratio = args.ratio
    if ratio is None:
        from longtasks import pyodide_ratio   # tests/bench, the script's folder, is on sys.path

        browser_ms, cpython_ms = pyodide_ratio()
        ratio = browser_ms / cpython_ms
        print(f"Pyodide/CPython ratio {ratio:.2f} (the fixed Expert search: {browser_ms:.0f} ms in the page, "
              f"{cpython_ms:.0f} ms here)")
    chosen = [m for m in MATCHUPS if any(part in label(m) for part in args.only.split(","))]
    work = [(m, args.expert_deals if {"expert", "omniscient"} & {m[2], m[3]} else args.deals)
            for m in chosen]
    print(f"arena: {len(work)} matchups, {args.jobs} in parallel")
    p95: dict[tuple[str, str], float] = {}     # (variant, level) -> its p95 ms per decision, 2 players
    twelve: dict[tuple[int, str], float] = {}  # (players, level) -> the same, Mexican Train with double-twelve
    with ThreadPoolExecutor(args.jobs) as pool:
        for (variant, players, a, b, target, *rest), deals, out, secs in pool.map(lambda w: run(*w, ratio), work):
            r = json.loads(out.strip().splitlines()[-1])
            timing = [l.strip() for l in out.splitlines() if l.startswith(("  A ", "  B ", "  load"))]
            measure = "a_points_share" if variant in ON_POINTS else "a_win"
            verdict = "" if target is None else ("  target %s >= %.1f%%: %s" % (
                "share" if variant in ON_POINTS else "win", 100 * target, "met" if r[measure] >= target else "NOT met"))
            name = variant + "".join(f"-d{d}" for d in rest)
            print(f"{name:14s} {players}p  {a:>10s} vs {b:<7s} {deals} deals, {r['games']} games: "
                  f"A wins {100 * r['a_win']:.1f}% ± {100 * r['a_win_ci95']:.1f}, B {100 * r['b_win']:.1f}%, draws {100 * r['draw']:.1f}%, "
                  f"A {r['a_points_per_game']:+.2f} ± {r['ci95']:.2f} pts/game, A's share of the points "
                  f"{100 * r['a_points_share']:.1f}% ± {100 * r['a_points_share_ci95']:.1f} ({secs:.0f} s){verdict}")
            for line in timing:
                print(f"{'':14s}{line}")
            if (variant, *rest) == ("mexican", 12):   # Chicken Foot's double-six is not one of these
                twelve[(players, a)] = r["a_ms_p95"]
            elif players == 2:
                p95[(variant, a)] = r["a_ms_p95"]
    for level in ("hard", "expert"):
        if ("allfives", level) in p95 and ("draw", level) in p95:
            mine, classic = p95[("allfives", level)], p95[("draw", level)]
            print(f"All Fives {level} p95 {mine:.1f} ms per decision vs Classic's {classic:.1f} ms in this run "
                  f"(x{mine / classic:.2f}, CPU time on CPython)")
    for (players, level), mine in sorted(twelve.items()):
        classic = p95.get(("draw", level))
        against = f" vs Classic's {classic:.1f} ms in this run (x{mine / classic:.2f})" if classic else ""
        print(f"Mexican Train double-twelve {players}p {level} p95 {mine:.1f} ms per decision{against}, CPU time on CPython")


if __name__ == "__main__":
    main()
