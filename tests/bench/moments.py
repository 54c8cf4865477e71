"""Sound and moments never slow a tap: tap-to-board-change and New-game-to-dealt-hand, side by side
in one run, with Sound On and Animation Normal (a shuffle and the hand coming in on each deal, a
clack on each tile), with Sound Off and Animation Off, and optionally on a build of another revision
(--base REV: `git archive` of it, built beside this one) with the same two settings.

2-player Classic hands against Easy at 390x844, ?delay=0, the person's turns through the e2e
driver; the runs take turns hand by hand, so a busy moment of the machine hits each. A tap is timed
from the click on a hand tile (a capture listener, before the app) to the first frame after the
table's first change; New game from the click on New game to the first frame after the hand holds
tiles.

    python tests/bench/moments.py [--hands N] [--base REV]   (normally via `python build.py bench`)

Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from driver import MAX_STEPS, leave_if_asked, take_turn, wait_actionable
from playwright.sync_api import sync_playwright
from taps import p95

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
(() => {
  window.__taps = []; window.__deals = [];
  let tap = null, deal = null;
  document.addEventListener('click', e => {
    if (e.target.closest('[data-hand] [data-tile]')) tap = performance.now();
    if (e.target.closest('[data-action="new-game"]')) deal = performance.now();
  }, true);
  const frame = (t0, into) => requestAnimationFrame(() => into.push(performance.now() - t0));
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(() => {
      if (tap === null) return;
      const t0 = tap; tap = null; frame(t0, window.__taps);
    }).observe(document.getElementById('table') || document.body,
               {subtree: true, childList: true, attributes: true, characterData: true});
    new MutationObserver(() => {
      if (deal === null || !document.querySelector('[data-hand] [data-tile]')) return;
      const t0 = deal; deal = null; frame(t0, window.__deals);
    }).observe(document.getElementById('hand') || document.body, {subtree: true, childList: true});
  });
})();
"""

SETTINGS = {"on": {"v": 1, "sound": "on", "anim": "normal", "volume": "medium"},
            "off": {"v": 1, "sound": "off", "anim": "off"}}


def timed_hand(page, url, settings, seed) -> tuple[list[float], list[float]]:
    """(taps, deals) of one hand."""
    page.goto(f"{url}?delay=0&seed={seed}&howto=0")
    page.evaluate("s => localStorage.setItem('domino.settings', s)", json.dumps(settings))
    page.goto(f"{url}?delay=0&seed={seed}&howto=0")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    for name, value in {"mode": "computer", "players": "2", "variant": "draw", "level": "easy",
                        "target": "0"}.items():
        page.check(f'[data-setting="{name}"] input[value="{value}"]')
    page.evaluate("window.__taps = []; window.__deals = []")
    page.click('[data-action="new-game"]')
    leave_if_asked(page)
    for _ in range(MAX_STEPS):
        if wait_actionable(page) != "turn":
            break
        take_turn(page)
    page.wait_for_function("() => window.__deals.length > 0")
    return page.evaluate("window.__taps"), page.evaluate("window.__deals")


def base_dist(rev: str, into: Path) -> Path:
    """A build of revision `rev`, made from `git archive` in `into`."""
    src = into / "src"
    src.mkdir()
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
    return load_build().build(src, quiet=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=5)
    ap.add_argument("--base", default="", help="a revision to compare with (built from git archive)")
    args = ap.parse_args()
    build = load_build()
    with contextlib.ExitStack() as stack:
        dists = {"this": build.ensure_built(ROOT)}
        if args.base:
            dists[f"base {args.base}"] = base_dist(args.base, Path(stack.enter_context(tempfile.TemporaryDirectory())))
        urls = {}
        for name, dist in dists.items():
            server, urls[name] = build.serve_in_thread(dist)
            stack.callback(server.server_close)
            stack.callback(server.shutdown)
        runs = [(where, how) for where in urls for how in SETTINGS]
        taps: dict[tuple[str, str], list[float]] = {run: [] for run in runs}
        deals: dict[tuple[str, str], list[float]] = {run: [] for run in runs}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                        args=list(build.CHROMIUM_ARGS))
            for hand in range(args.hands):   # the runs take turns, so a busy moment hits each
                for where, how in runs:
                    context = browser.new_context(service_workers="block", viewport={"width": 390, "height": 844})
                    context.add_init_script(PROBE)
                    t, d = timed_hand(context.new_page(), urls[where], SETTINGS[how], 700 + hand)
                    context.close()
                    taps[(where, how)] += t
                    deals[(where, how)] += d
            browser.close()
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(json.dumps({f"{where}, sound and animation {how}": report(f"{where}, sound and animation {how}",
                                                                    taps[(where, how)], deals[(where, how)])
                      for where, how in runs}))
    return 0


def report(name: str, t: list[float], d: list[float]) -> dict[str, float]:
    """A run's figures, printed and returned."""
    got = {"taps": len(t), "tap_median_ms": round(statistics.median(t), 1), "tap_p95_ms": round(p95(t), 1),
           "deals": len(d), "deal_median_ms": round(statistics.median(d), 1), "deal_p95_ms": round(p95(d), 1)}
    print(f"{name}: tap to change median {got['tap_median_ms']} ms, p95 {got['tap_p95_ms']} ms ({len(t)} taps); "
          f"New game to dealt hand median {got['deal_median_ms']} ms, p95 {got['deal_p95_ms']} ms ({len(d)} deals)")
    return got


if __name__ == "__main__":
    raise SystemExit(main())
