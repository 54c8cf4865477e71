"""Does the page freeze while a computer thinks? And how much slower is Expert's search in Pyodide?

1. Plays whole 2-player Classic games in the browser against Expert (the person's side plays its first
   playable tile, else draws or passes) with a PerformanceObserver for 'longtask' entries (main-thread
   tasks over 50 ms). Prints the count and the longest, over the whole game and during computer turns
   (tasks that started while body[data-turn] != 0). On a loaded machine the OS can stretch any task:
   read the figures next to the load average printed with them. The target of issue 4: nothing over 100 ms while a computer thinks.
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
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from driver import ACTIONABLE, MAX_STEPS, choose, take_turn  # on sys.path through _build
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))

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


def play_game(page, url, seed):
    page.goto(f"{url}?delay=0&seed={seed}&hooks=1")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    choose(page, mode="computer", players=2, variant="draw", level="expert", target=0)
    t0 = page.evaluate("performance.now()")
    page.click('[data-action="new-game"]')
    for _ in range(MAX_STEPS):
        state = page.wait_for_function(ACTIONABLE, timeout=60_000).json_value()
        if state != "turn":
            break
        take_turn(page)
    t1 = page.evaluate("performance.now()")
    long = [(s, d) for s, d in page.evaluate("window.__long") if s >= t0]
    windows = computer_windows(page.evaluate("window.__turns"), t1)
    during = [(s, d) for s, d in long if any(a <= s < b for a, b in windows)]  # started then
    thinking = sum(b - a for a, b in windows)
    return long, during, thinking


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--samples", type=int, default=200)
    args = ap.parse_args()
    build = load_build()
    dist = build.ensure_built(ROOT)
    server, url = build.serve_in_thread(dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                        args=list(build.CHROMIUM_ARGS))
            context = browser.new_context(service_workers="block")
            context.add_init_script(PROBE)
            page = context.new_page()
            all_long, all_during, thinking = [], [], 0.0
            for g in range(args.games):
                long, during, busy = play_game(page, url, 100 + g)
                all_long += long
                all_during += during
                thinking += busy
            worst = max((d for _, d in all_during), default=0.0)
            print(f"games vs Expert: {args.games}; computer turns took {thinking / 1000:.1f} s in all")
            print(f"long tasks (>50 ms) during the games: {len(all_long)}, longest "
                  f"{max((d for _, d in all_long), default=0):.0f} ms")
            print(f"long tasks during computer turns: {len(all_during)}, longest {worst:.0f} ms "
                  f"({'OK' if worst <= 100 else 'OVER'} the 100 ms limit)")
            page.evaluate(f"dominoBench({args.samples})")  # warm-up: imports
            browser_ms = [float(page.evaluate(f"dominoBench({args.samples})")) for _ in range(5)]
            browser.close()
    finally:
        server.shutdown()
        server.server_close()

    from table.probe import bench_search

    bench_search(args.samples)
    cpython_ms = []
    for _ in range(5):
        t = time.perf_counter()
        bench_search(args.samples)
        cpython_ms.append((time.perf_counter() - t) * 1000)
    b, c = statistics.median(browser_ms), statistics.median(cpython_ms)
    print(f"Expert search, {args.samples} guesses on the fixed position: Pyodide {b:.0f} ms, "
          f"CPython {c:.0f} ms (medians of 5), ratio {b / c:.2f}")
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(json.dumps({"games": args.games, "longtasks": len(all_long),
                      "longtasks_thinking": len(all_during), "longtask_max_ms_thinking": round(worst),
                      "pyodide_ms": round(b, 1), "cpython_ms": round(c, 1), "ratio": round(b / c, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
