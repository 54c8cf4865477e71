"""How long a tap on a hand's tile takes to change the page, per variant, side by side in one run.

Plays 2-player hands against Easy at a phone's size (390x844), with the default settings, taking the
person's turns through the e2e driver, and times each tap on a playable tile: from the click
(a capture listener, before the app handles it) to the first frame after the table's first change
(a MutationObserver on the table, then requestAnimationFrame). Only taps once the layout has at
least LONG tiles down count: a long layout is the costly one to draw. Prints the median and p95
per variant and each variant's median over Classic's.

    python tests/bench/taps.py [--hands N] [--variants draw,allfives]   (normally via `python build.py bench`)

Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics

from longtasks import app_page  # tests/bench, the script's folder, is on sys.path
from driver import MAX_STEPS, start, take_turn, wait_actionable

LONG = 8   # tiles on the table before a tap is timed

PROBE = """
(() => {
  window.__taps = [];
  let t0 = null;
  document.addEventListener('click', e => {
    if (e.target.closest('[data-hand] [data-tile]')) t0 = performance.now();
  }, true);
  document.addEventListener('DOMContentLoaded', () => new MutationObserver(() => {
    if (t0 === null) return;
    const start = t0; t0 = null;
    requestAnimationFrame(() => window.__taps.push(performance.now() - start));
  }).observe(document.getElementById('table') || document.body,
             {subtree: true, childList: true, attributes: true, characterData: true}));
})();
"""


def timed_hand(page, url, variant, seed) -> list[float]:
    page.goto(f"{url}?delay=0&seed={seed}&howto=0")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    start(page, mode="computer", players=2, variant=variant, level="easy", target=0)
    page.evaluate("window.__taps = []")
    for _ in range(MAX_STEPS):
        if wait_actionable(page) != "turn":
            break
        down = page.locator("#chain [data-tile]").count()
        before = page.evaluate("window.__taps.length")
        take_turn(page)
        if down < LONG:
            page.evaluate(f"window.__taps.length = {before}")  # short layouts are not what is timed
    page.wait_for_function("() => window.__taps !== undefined")
    return page.evaluate("window.__taps")


def p95(xs: list[float]) -> float:
    return sorted(xs)[max(0, round(0.95 * len(xs)) - 1)]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=6)
    ap.add_argument("--variants", default="draw,allfives")
    args = ap.parse_args()
    variants = args.variants.split(",")
    taps: dict[str, list[float]] = {v: [] for v in variants}
    with app_page(PROBE) as (page, url):
        page.set_viewport_size({"width": 390, "height": 844})
        for hand in range(args.hands):   # the variants take turns, so a busy moment hits both
            for variant in variants:
                taps[variant] += timed_hand(page, url, variant, 500 + hand)
    base = statistics.median(taps[variants[0]]) if taps[variants[0]] else float("nan")
    out = {}
    for variant, xs in taps.items():
        if not xs:
            print(f"{variant}: no timed tap")
            continue
        med = statistics.median(xs)
        out[variant] = {"taps": len(xs), "median_ms": round(med, 1), "p95_ms": round(p95(xs), 1),
                        "ratio": round(med / base, 2)}
        print(f"{variant}: {len(xs)} taps with {LONG}+ tiles down, tap to change median {med:.1f} ms, "
              f"p95 {p95(xs):.1f} ms, {med / base:.2f}x {variants[0]}'s median")
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
