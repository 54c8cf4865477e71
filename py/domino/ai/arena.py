"""Play computer levels against each other on paired deals and print how they fare.

    python -m domino.arena --a medium --b easy --variant block --players 2 --deals 2000 --seed 1

Side A sits in one seat, side B in every other. Levels: easy, medium, hard, expert, and
omniscient, a ceiling that sees every hand (never offered in the UI). Each deal is replayed once
per seat, the seats rotated, so luck of the deal cancels. Prints win/draw/loss rates with A's win
rate's 95% interval (over deals, each deal's seatings together), A's net points per game with
its 95% interval, A's share of all the points scored (in All Fives every seat scores: a hand is
won by the most points), each side's budget (Expert's playouts per decision) and time per decision (a
choice among two or more moves; CPU time, so a loaded machine reads as an idle one) on this CPython, and with --ratio (the Pyodide/CPython ratio
that tests/bench/longtasks.py measures) what that time comes to in the browser. Then one JSON
line (for scripts: tests/bench/arena.py reads it).

    python -m domino.arena --partners --a expert --partner medium --b medium --variant block --deals 400

With --partners four play in two teams (docs/rules.md §8): A and its partner (at --partner's level,
A's own by default) against two at B's level. Each deal is replayed with A in every seat (with A
and its partner alike, once per team: the other two seatings are the same), each computer told its
partner's level; a hand won is the team's, and so are its points. Then the figures are team A's.

A long run may come in chunks: --first numbers the chunk's first deal and --tally writes its raw
figures, which merge() adds up (tests/bench/arena.py --partners does).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from typing import Any

from ..core.game import new_game
from ..core.outcome import Outcome
from ..core.registry import VARIANTS
from ..core.rng import Rng
from ..core.rules import Rules
from ..core.teams import partner_of, pooled, side_of
from ..core.variant import lone_top
from .levels import LEVELS, choose_move, expert_budget
from .omniscient import omniscient_move
from .search import points


def budget_text(level: str, variant: str) -> str:
    """A level's work per decision, in words."""
    if level == "expert":
        b = expert_budget(variant)
        return f"{b.playouts} playouts (>= {b.guesses} guesses)"
    if level == "omniscient":
        return "sees every hand"
    return "one look at the legal moves"


Standing = tuple[int, float, float, float]


def standing(out: Outcome | None, a_seat: int, partners: bool = False) -> Standing:
    """A's standing after a finished hand: (its result: 1 win, 0 draw, -1 loss; its net points;
    its points; every seat's points). A game played for points (the outcome has each seat's
    scores, as in All Fives) is won by the one highest score, net of the rivals' average;
    otherwise the winner of the hand wins the points it scored. With partners A is its team:
    its partner's win and points are A's too."""
    if out is None:
        return 0, 0.0, 0.0, 0.0
    mine = side_of(a_seat, partners)
    if out.scores:
        top = lone_top(pooled(out.scores, partners), partners)
        result = 0 if top is None else 1 if top == mine else -1
        own = pooled(out.scores, partners)[a_seat]
        return result, points(out, a_seat, partners), float(own), float(sum(out.scores))
    if out.winner is None:
        return 0, 0.0, 0.0, 0.0
    if side_of(out.winner, partners) == mine:
        return 1, float(out.points), float(out.points), float(out.points)
    return -1, -float(out.points), 0.0, float(out.points)


def play_deal(rules: Rules, seed: str, a_seat: int, a: str, b: str,
              times: dict[str, list[float]], work: dict[str, list[int]] | None = None,
              partner: str | None = None) -> Standing:
    """One hand with A in `a_seat` (with partners, A's partner facing it at `partner`'s level, A's
    own by default): A's standing after it. `times` gets each side's seconds per decision (two or
    more legal moves; "p" is A's partner's), `work` Expert's playouts for each."""
    game = new_game(rules, seed=seed)
    sides = {a_seat: "a"}
    if rules.partners:
        sides[partner_of(a_seat)] = "a" if partner in (None, a) else "p"
    levels = {"a": a, "p": partner or a, "b": b}
    step = 0
    while not game.is_over:
        seat = game.current_player
        side = sides.get(seat, "b")
        level = levels[side]
        started = time.process_time()   # CPU time: what an idle machine takes, whatever the load
        if level == "omniscient":   # the ceiling: it reads the true state, so no observation
            move = omniscient_move(game.state, Rng(f"{seed}/{a_seat}/{step}"))
        else:
            mate = levels[sides.get(partner_of(seat), "b")] if rules.partners else None
            move = choose_move(level, game.observation(seat), seed=f"{seed}/{a_seat}/{step}",
                               partner_level=mate)
        choices = len(game.state.legal_moves())
        if choices > 1:
            times[side].append(time.process_time() - started)
            if work is not None and level == "expert":
                work[side].append(choices * expert_budget(rules.variant).samples(choices))
        game.apply_unchecked(move)   # the choice is legal: it came from obs.legal_moves
        step += 1
    return standing(game.outcome, a_seat, rules.partners)


def seatings(rules: Rules, a: str, partner: str | None) -> range:
    """A's seats for each deal: every seat; with partners of one level, one seat per team."""
    return range(2) if rules.partners and partner in (None, a) else range(rules.players)


Tally = dict[str, Any]   # a run's raw figures, JSON-able: lists that chunks of deals add up (merge)


def tally(a: str, b: str, rules: Rules, deals: int, seed: int, partner: str | None = None,
          first: int = 0) -> Tally:
    """Deals `first` to `first + deals - 1` of `seed`, each in every seating: every game's result
    and net points, per deal A's share of the wins and (A's points, every seat's), and each
    side's time (and Expert's playouts) per decision."""
    results: list[int] = []
    nets: list[float] = []
    times: dict[str, list[float]] = {"a": [], "p": [], "b": []}
    work: dict[str, list[int]] = {"a": [], "p": [], "b": []}
    per_deal: list[float] = []
    shares: list[tuple[float, float]] = []     # per deal: A's points, every seat's points
    seats = seatings(rules, a, partner)
    for d in range(first, first + deals):
        wins, own, every = 0, 0.0, 0.0
        for a_seat in seats:
            r, p, mine, total = play_deal(rules, f"arena/{seed}/{d}", a_seat, a, b, times, work, partner)
            results.append(r)
            nets.append(p)
            wins += r == 1
            own, every = own + mine, every + total
        per_deal.append(wins / len(seats))
        shares.append((own, every))
    return {"results": results, "nets": nets, "per_deal": per_deal, "shares": shares, "times": times, "work": work}


def merge(tallies: list[Tally]) -> Tally:
    """The tally of all their deals together."""
    whole: Tally = {"results": [], "nets": [], "per_deal": [], "shares": [],
                    "times": {"a": [], "p": [], "b": []}, "work": {"a": [], "p": [], "b": []}}
    for t in tallies:
        for key in ("results", "nets", "per_deal", "shares"):
            whole[key] += t[key]
        for key in ("times", "work"):
            for side in whole[key]:
                whole[key][side] += t[key].get(side, [])
    return whole


def run(a: str, b: str, rules: Rules, deals: int, seed: int, partner: str | None = None, first: int = 0) -> dict:
    return figures(tally(a, b, rules, deals, seed, partner, first))


def figures(t: Tally) -> dict:
    """A tally's figures: rates, means and their 95% intervals, each side's time per decision."""
    results, nets, per_deal, times, work = t["results"], t["nets"], t["per_deal"], t["times"], t["work"]
    shares = [(float(x), float(y)) for x, y in t["shares"]]
    deals = len(per_deal)
    n = len(results)
    mean = statistics.fmean(nets)
    sd = statistics.pstdev(nets) if n > 1 else 0.0
    share, share_ci = _ratio(shares)
    return {
        "a_points_share": share,
        "a_points_share_ci95": share_ci,
        "deals": deals,
        "a_win_ci95": 1.96 * statistics.pstdev(per_deal) / math.sqrt(deals) if deals > 1 else 0.0,
        "a_playouts": statistics.fmean(work["a"]) if work["a"] else 0.0,
        "b_playouts": statistics.fmean(work["b"]) if work["b"] else 0.0,
        "p_playouts": statistics.fmean(work["p"]) if work["p"] else 0.0,
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
        "p_ms_median": 1000 * statistics.median(times["p"]) if times["p"] else 0.0,
        "p_ms_p95": 1000 * _p95(times["p"]),
    }


def _ratio(pairs: list[tuple[float, float]]) -> tuple[float, float]:
    """Σx / Σy over the (x, y) `pairs` (one a deal) and its 95% interval (the delta method)."""
    total = sum(y for _, y in pairs)
    if not total:
        return 0.0, 0.0
    ratio = sum(x for x, _ in pairs) / total
    n = len(pairs)
    if n < 2:
        return ratio, 0.0
    spread = sum((x - ratio * y) ** 2 for x, y in pairs) * n / (n - 1)
    return ratio, 1.96 * math.sqrt(spread) / total


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
    parser.add_argument("--ratio", type=float, default=None,
                        help="the Pyodide/CPython ratio measured by tests/bench/longtasks.py")
    parser.add_argument("--double", type=int, default=0, help="the set by its highest double (0: the game's usual)")
    parser.add_argument("--partners", action="store_true", help="four players, two teams (A and its partner)")
    parser.add_argument("--partner", default=None, choices=sorted(LEVELS), help="A's partner's level (A's by default)")
    parser.add_argument("--first", type=int, default=0, help="the first deal's number (a chunk of a longer run)")
    parser.add_argument("--tally", default=None, help="also write the raw tally to this JSON file (merge())")
    args = parser.parse_args(argv)
    if args.partners:
        args.players = 4
    try:
        rules = Rules(variant=args.variant, players=args.players, partners=args.partners, double=args.double)
    except ValueError as e:
        parser.error(str(e))
    started = time.perf_counter()
    raw = tally(args.a, args.b, rules, args.deals, args.seed, args.partner, args.first)
    if args.tally:
        with open(args.tally, "w", encoding="utf-8") as f:
            json.dump(raw, f)
    r = figures(raw)
    seats = len(seatings(rules, args.a, args.partner))
    if args.partners:
        who = f"{args.a} with {args.partner or args.a} (team A) vs {args.b} with {args.b} (team B)"
    else:
        who = f"{args.a} (A, one seat) vs {args.b} (B, {args.players - 1} seat(s))"
    print(f"{who}, {args.variant} (double-{rules.double}), {args.players} players, {args.deals} deals x {seats} seatings = "
          f"{r['games']} games in {time.perf_counter() - started:.1f} s")
    print(f"  A wins {100 * r['a_win']:.1f}% ± {100 * r['a_win_ci95']:.1f} (95%, over {args.deals} deals)   "
          f"B wins {100 * r['b_win']:.1f}%   draws {100 * r['draw']:.1f}%")
    print(f"  A net points per game {r['a_points_per_game']:+.2f} ± {r['ci95']:.2f} (95%)   "
          f"A's share of the points scored {100 * r['a_points_share']:.1f}% ± {100 * r['a_points_share_ci95']:.1f}")
    shown = [("a", args.a), ("b", args.b)]
    if r["p_ms_p95"]:
        shown.insert(1, ("p", args.partner or args.a))
    for side, level in shown:
        played = f", {r[side + '_playouts']:.0f} played on average" if r[side + "_playouts"] else ""
        browser = ""
        if args.ratio:
            browser = (f"; in the browser (x{args.ratio:.2f}) median {args.ratio * r[side + '_ms_median']:.1f} ms, "
                       f"p95 {args.ratio * r[side + '_ms_p95']:.1f} ms")
        label = "A's partner" if side == "p" else side.upper()
        print(f"  {label} {level}: budget {budget_text(level, args.variant)}{played}; time per decision "
              f"on CPython median {r[side + '_ms_median']:.2f} ms, p95 {r[side + '_ms_p95']:.2f} ms{browser}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  load average {load:.1f} on {os.cpu_count()} CPUs (times are CPU times; the moves do not depend on load)")
    keys = ("games", "deals", "a_win", "a_win_ci95", "b_win", "draw", "a_points_per_game", "ci95",
            "a_points_share", "a_points_share_ci95", "a_playouts", "a_ms_median", "a_ms_p95",
            "b_ms_median", "b_ms_p95", "p_ms_median", "p_ms_p95")
    print(json.dumps({k: (round(r[k], 4) if isinstance(r[k], float) else r[k]) for k in keys}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
