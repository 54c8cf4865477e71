"""The first minute on a mid-range phone: the app against a bare PyScript + Pyodide page, side by side.

Each run is a first visit in a fresh context (empty HTTP cache, service workers blocked) on the
profile of a mid-range phone on 4G: a phone's screen and user agent, the renderer's CPU slowed 4x and the link at 9 Mbit/s with 40 ms
of latency (CDP Emulation.setCPUThrottlingRate and Network.emulateNetworkConditions), from a server
that gzips what a compressing static host would. Measured from navigation start:

- app ready (body[data-ready]) and the bare page's ready;
- the first dealt hand: New game pressed as soon as the menu takes it, to the person's tiles;
- the longest main-thread task before that (PerformanceObserver 'longtask');
- whether the memory snapshot was restored, and the bytes the page received (resource timing's
  transferSize, what the link carried).

Rounds run each kind once, in turn, so drift in the machine's load hits both. Prints figures, asserts
nothing.

    python tests/bench/phone.py [--runs N]     (normally via `python build.py bench`)

Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from boot import BARE_HTML, BARE_JSON, NEW_GAME, READY_PROBE, TIMEOUT_MS, click_until, ready_ms
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
PHONE_LINK = {"offline": False, "latency": 40, "downloadThroughput": 9e6 / 8, "uploadThroughput": 9e6 / 8}
PHONE_CPU = 4
PHONE_AGENT = ("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) "
               "Chrome/130.0.0.0 Mobile Safari/537.36")

LONG_TASKS = """
(() => {
  window.__longest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
  }).observe({type: "longtask", buffered: true});
})();
"""

# What the link carried for the page (resource timing; a cross-origin-free page reports every size).
RECEIVED = """() => performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
  .reduce((sum, e) => sum + (e.transferSize || 0), 0)"""


def phone_page(browser):
    context = browser.new_context(service_workers="block", viewport={"width": 390, "height": 844},
                                  user_agent=PHONE_AGENT, is_mobile=True, has_touch=True)
    context.add_init_script(READY_PROBE)
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", PHONE_LINK)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU})
    return context, page


def first_hand(browser, url: str, at) -> dict:
    context, page = phone_page(browser)
    try:
        page.goto(url, wait_until="commit")
        click_until(page, at, "!!document.querySelector('#menu-new[aria-busy]') || "
                              "document.body.dataset.phase !== 'menu'")
        page.wait_for_selector("[data-hand] [data-tile]", state="attached", timeout=TIMEOUT_MS)
        dealt = float(page.evaluate("performance.now()"))
        return {"ready": ready_ms(page), "dealt": dealt, "longest": float(page.evaluate("window.__longest")),
                "snapshot": page.evaluate("document.documentElement.dataset.snapshot || ''"),
                "received": int(page.evaluate(RECEIVED))}
    finally:
        context.close()


def bare(browser, url: str) -> dict:
    context, page = phone_page(browser)
    try:
        page.goto(url, wait_until="commit")
        return {"ready": ready_ms(page), "longest": float(page.evaluate("window.__longest")),
                "received": int(page.evaluate(RECEIVED))}
    finally:
        context.close()


def new_game_at(browser, url: str) -> tuple[float, float]:
    """Where New game is on a phone's screen as the menu first shows (Python held back)."""
    context, page = phone_page(browser)
    held = []
    try:
        page.route("**/main.py", lambda route: held.append(route))
        page.goto(url, wait_until="domcontentloaded")
        box = page.locator(NEW_GAME).bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    finally:
        for route in held:
            route.abort()
        context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    build = load_build()
    scratch = tempfile.TemporaryDirectory(prefix="domino-bench-")
    if os.environ.get("DOMINO_DIST"):
        dist = Path(os.environ["DOMINO_DIST"])
    else:
        dist = build.snapshot(build.ensure_built(ROOT), Path(scratch.name) / "dist")
    overlay = {"/bench/bare.html": (BARE_HTML, "text/html; charset=utf-8"),
               "/bench/bare.json": (BARE_JSON, "application/json")}
    server, base = build.serve_in_thread(dist, overlay=overlay, compress=True)
    app: list[dict] = []
    plain: list[dict] = []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                         args=build.CHROMIUM_ARGS)
            try:
                at = new_game_at(browser, base)
                for _ in range(args.runs):
                    app.append(first_hand(browser, base, at))
                    plain.append(bare(browser, base + "bench/bare.html"))
                    print(f"  app {app[-1]}\n  bare {plain[-1]}", flush=True)
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()

    def med(runs: list[dict], key: str) -> float:
        return statistics.median(r[key] for r in runs)

    summary = {
        "app_ready": med(app, "ready") / 1000, "app_dealt": med(app, "dealt") / 1000,
        "app_longest_task": med(app, "longest") / 1000, "app_received_mb": med(app, "received") / 1e6,
        "bare_ready": med(plain, "ready") / 1000, "bare_received_mb": med(plain, "received") / 1e6,
        "snapshot": [r["snapshot"] for r in app],
    }
    summary["ratio_dealt_bare"] = summary["app_dealt"] / summary["bare_ready"]
    print(f"A mid-range phone's first visit (CPU x{PHONE_CPU}, 9 Mbit/s, 40 ms; gzip host), medians of "
          f"{args.runs}, load {os.getloadavg()[0]:.1f}:")
    print(f"  first dealt hand {summary['app_dealt']:.1f} s (ready {summary['app_ready']:.1f} s; bare page "
          f"ready {summary['bare_ready']:.1f} s; ratio {summary['ratio_dealt_bare']:.2f}); longest task "
          f"{summary['app_longest_task']:.1f} s; received {summary['app_received_mb']:.2f} MB "
          f"(bare {summary['bare_received_mb']:.2f}); snapshot: {', '.join(summary['snapshot'])}")
    print(json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in summary.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
