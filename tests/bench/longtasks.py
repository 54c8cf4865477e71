"""Does the page freeze while a computer thinks? And how much slower is Expert's search in Pyodide?

1. Plays whole 2-player Classic games in the browser against Expert (the person's side plays its first
   playable tile, else draws or passes) with a PerformanceObserver for 'longtask' entries (main-thread
   tasks over 50 ms). Prints the count and the longest, over the whole game and during computer turns
   (tasks that started while body[data-turn] != 0). On a loaded machine the OS can stretch any task:
   read the figures next to the load average printed with them. The target: nothing over 50 ms while a computer thinks.
2. Times the same Expert search (table/probe.py: a fixed position, Search(...).run(samples)) in the
   page through the ?hooks=1 test hook and on this CPython, and prints the Pyodide/CPython ratio.

    python tests/bench/longtasks.py [--games N] [--samples S]     (normally via `python build.py bench`)

Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from contextlib import contextmanager
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from driver import ACTIONABLE, MAX_STEPS, choose, play_any_board  # on sys.path through _build
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))

from domino.core import catalog  # noqa: E402
from table.render import match_length as lengths  # noqa: E402

PROBE = """
(() => {
  window.__long = [];
  window.__turns = [];
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({type: 'longtask', buffered: true});
  const note = () => window.__turns.push([performance.now(), document.body.dataset.turn || '',
                                          document.body.dataset.phase || '']);
  document.addEventListener('DOMContentLoaded', () =>
    new MutationObserver(note).observe(document.body, {attributes: true,
                                                       attributeFilter: ['data-turn', 'data-phase']}));
})();
"""

def computer_windows(turns, end):
    """[start, stop) intervals in which a computer seat was on turn during play."""
    out, since = [], None
    for t, turn, phase in turns + [[end, "", "menu"]]:
        busy = phase == "playing" and turn not in ("", "0")
        if busy and since is None:
            since = t
        elif not busy and since is not None:
            out.append((since, t))
            since = None
    return out


def computer_turns(turns, end):
    """How long each computer seat's turn lasted, in ms: from the seat taking the turn to the next
    seat (or the hand's end) taking it."""
    out, since = [], None
    for t, turn, phase in turns + [[end, "", "menu"]]:
        if since is not None:
            out.append(t - since)
            since = None
        if phase == "playing" and turn not in ("", "0"):
            since = t
    return out


def play_game(page, url, seed, variant="draw", players=2, double=0):
    """One hand against Expert: (long tasks, those during computer turns, ms of computer turns in
    all, each computer turn's ms)."""
    page.goto(f"{url}?delay=0&seed={seed}&hooks=1")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    sets = {"set": double} if double else {}
    choose(page, mode="computer", variant=variant, **sets, players=players, level="expert", target=0)
    if catalog.CATALOG[variant].length.setting == "rounds":  # a game of rounds: one round
        choose(page, rounds=lengths.SINGLE)
    t0 = page.evaluate("performance.now()")
    page.click('[data-action="new-game"]')
    for _ in range(MAX_STEPS):
        state = page.wait_for_function(ACTIONABLE, timeout=60_000).json_value()
        if state != "turn":
            break
        play_any_board(page)
    t1 = page.evaluate("performance.now()")
    long = [(s, d) for s, d in page.evaluate("window.__long") if s >= t0]
    turns = page.evaluate("window.__turns")
    windows = computer_windows(turns, t1)
    during = [(s, d) for s, d in long if any(a <= s < b for a, b in windows)]  # started then
    thinking = sum(b - a for a, b in windows)
    return long, during, thinking, computer_turns(turns, t1)


def search_in_page(page, samples):
    """Median ms of the fixed Expert search (table/probe.py) in a page opened with ?hooks=1."""
    page.evaluate(f"dominoBench({samples})")  # warm-up: imports
    return statistics.median(float(page.evaluate(f"dominoBench({samples})")) for _ in range(5))


def search_on_cpython(samples):
    """Median ms of the same search on this CPython."""
    from table.flow.probe import bench_search

    bench_search(samples)
    runs = []
    for _ in range(5):
        t = time.perf_counter()
        bench_search(samples)
        runs.append((time.perf_counter() - t) * 1000)
    return statistics.median(runs)


@contextmanager
def app_page(init_script=None):
    """(page, url): a fresh Chromium page on the built app, served from this worktree's dist/."""
    build = load_build()
    dist = build.ensure_built(ROOT)
    server, url = build.serve_in_thread(dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                        args=list(build.CHROMIUM_ARGS))
            context = browser.new_context(service_workers="block")
            if init_script:
                context.add_init_script(init_script)
            yield context.new_page(), url
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


def pyodide_ratio(samples=200):
    """(Pyodide ms, CPython ms) for the fixed Expert search, measured side by side: the page
    first, then this CPython (tests/bench/arena.py reuses it)."""
    with app_page() as (page, url):
        page.goto(f"{url}?hooks=1")
        page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
        b = search_in_page(page, samples)
    return b, search_on_cpython(samples)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--samples", type=int, default=200)
    ap.add_argument("--variant", default="draw")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--double", type=int, default=0, help="the set by its highest double (the game's usual one: 0)")
    args = ap.parse_args()
    with app_page(PROBE) as (page, url):
        all_long, all_during, thinking, turns = [], [], 0.0, []
        for g in range(args.games):
            long, during, busy, each = play_game(page, url, 100 + g, args.variant, args.players, args.double)
            all_long += long
            all_during += during
            thinking += busy
            turns += each
        worst = max((d for _, d in all_during), default=0.0)
        print(f"{args.variant}, {args.players} players, games vs Expert: {args.games}; computer turns took {thinking / 1000:.1f} s in all")
        p95 = statistics.quantiles(turns, n=20)[-1] if len(turns) > 1 else max(turns, default=0.0)
        print(f"a computer's turn in the page (its decision, the move shown, the next seat on turn): "
              f"{len(turns)} turns, median {statistics.median(turns) if turns else 0:.0f} ms, p95 {p95:.0f} ms")
        print(f"long tasks (>50 ms) during the games: {len(all_long)}, longest "
              f"{max((d for _, d in all_long), default=0):.0f} ms")
        print(f"long tasks during computer turns: {len(all_during)}, longest {worst:.0f} ms "
              f"({'OK' if worst <= 50 else 'OVER'} the 50 ms limit)")
        b = search_in_page(page, args.samples)

    c = search_on_cpython(args.samples)
    print(f"Expert search, {args.samples} guesses on the fixed position: Pyodide {b:.0f} ms, "
          f"CPython {c:.0f} ms (medians of 5), ratio {b / c:.2f}")
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(json.dumps({"games": args.games, "turns": len(turns), "turn_p95_ms": round(p95), "longtasks": len(all_long),
                      "longtasks_thinking": len(all_during), "longtask_max_ms_thinking": round(worst),
                      "pyodide_ms": round(b, 1), "cpython_ms": round(c, 1), "ratio": round(b / c, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
