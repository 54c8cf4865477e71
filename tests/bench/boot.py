"""Boot benchmark: the app against a bare PyScript + Pyodide page, measured side by side in one run.

The bare page loads the same vendored core.js and Pyodide from the same server; its only Python sets
data-ready. Times are from navigation start (performance.now()) to body[data-ready="1"]:

- cold: a fresh browser context each run (empty HTTP cache), service workers blocked;
- warm: one context per page, first load not counted, then reloads (HTTP cache), workers blocked;
- offline: the app served by its own service worker with the network off, after one visit;
- the app without its memory snapshot (a copy of dist/ whose index.html lacks the <meta> that names it, so
  static/interpreter.mjs starts Python from scratch), cold and warm, to show what the snapshot gains;
- menu interactive (cold): a person clicking a setting as soon as it can be (real mouse clicks at
  the control, from navigation on, until one lands) to the next frame after it is checked; and the
  first paint;
- dealt table (cold): New game pressed the same way, to the person's tiles on the table;
- 10 Mbit/s (cold, throttled with CDP Network.emulateNetworkConditions): the app with and without
  its snapshot (which the app then fetches only if the link brought the runtime fast enough); and a
  10 Mbit/s player's first visit with the offline worker, then a reload (the warm second visit,
  served by the worker), with and without the snapshot's <meta>: the snapshot's bytes sent by the
  server over both (the worker keeps it only for a fast link), and the second visit's time.

Every round runs each kind once, in turn, so drift in the machine's load hits all of them; medians
are printed with the load average. Benchmarks print figures; they assert nothing.

    python tests/bench/boot.py [--runs N] [--slow-runs N]     (normally via `python build.py bench`)

Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from driver import edit_index, snapshot_sent  # noqa: E402  (on the path _build sets)
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 300_000
SLOW_LINK = {"offline": False, "latency": 20, "downloadThroughput": 10e6 / 8, "uploadThroughput": 10e6 / 8}

# Records performance.now() (ms since navigation start) when body gets data-ready="1", when the
# setting SETTING is first checked (then the frame after it: the click shown), and the first paint.
READY_PROBE = """
(() => {
  const mark = () => {
    if (window.__readyAt === undefined && document.body && document.body.dataset.ready === "1")
      window.__readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, {subtree: true, attributes: true,
                                                attributeFilter: ["data-ready"]});
  addEventListener("change", (event) => {
    if (window.__shownAt !== undefined || !event.target.matches('[data-setting="players"] input[value="3"]')) return;
    requestAnimationFrame(() => setTimeout(() => { window.__shownAt = performance.now(); }));
  }, true);
  new PerformanceObserver((list) => {
    window.__paintAt = window.__paintAt || list.getEntries()[0].startTime;
  }).observe({type: "paint", buffered: true});
})();
"""

BARE_HTML = b"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare PyScript + Pyodide</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../vendor/pyscript/core.css">
<script type="module" src="../vendor/pyscript/core.js"></script>
</head><body>
<script type="py" config="./bare.json">
from pyscript import document
document.body.dataset.ready = "1"
</script>
</body></html>
"""
BARE_JSON = json.dumps({"interpreter": "../vendor/pyodide/pyodide.mjs"}).encode()
SETTING = '[data-setting="players"] label:has(input[value="3"])'
NEW_GAME = "#menu-new"


def ready_ms(page) -> float:
    page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS, polling=50)
    return float(page.evaluate("window.__readyAt"))


def new_context(browser, workers="block"):
    context = browser.new_context(service_workers=workers)
    context.add_init_script(READY_PROBE)
    return context


def fresh_page(browser, link=None, workers="block"):
    context = new_context(browser, workers)
    page = context.new_page()
    if link:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", link)
    return context, page


def cold(browser, url: str, link=None) -> float:
    context, page = fresh_page(browser, link)
    try:
        page.goto(url, wait_until="commit")
        return ready_ms(page)
    finally:
        context.close()


def slow_player(browser, url: str, sent: list) -> tuple[int, float]:
    """A 10 Mbit/s player's first visit, until the offline worker controls the page, then the second
    visit (a reload, served by the worker): the snapshot's bytes the server sent, and that visit's time."""
    context, page = fresh_page(browser, SLOW_LINK, workers="allow")
    start = len(sent)
    try:
        page.goto(url, wait_until="commit")
        ready_ms(page)
        page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                               timeout=TIMEOUT_MS, polling=200)
        page.reload(wait_until="commit")
        second = ready_ms(page)
        return snapshot_sent(sent[start:]), second
    finally:
        context.close()


def positions(browser, url: str) -> dict[str, tuple[float, float]]:
    """Where SETTING and New game are on the page as it first shows (Python held back)."""
    context, page = fresh_page(browser)
    held = []
    try:
        page.route("**/main.py", lambda route: held.append(route))
        page.goto(url, wait_until="domcontentloaded")
        out = {}
        for selector in (SETTING, NEW_GAME):
            box = page.locator(selector).bounding_box()
            out[selector] = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        return out
    finally:
        for route in held:
            route.abort()
        context.close()


def click_until(page, at: tuple[float, float], landed: str):
    """Mouse clicks at `at` from navigation on, as a person would, until `landed` holds."""
    for _ in range(2000):
        page.mouse.click(*at)
        if page.evaluate(landed):
            return
    raise TimeoutError("the clicks never landed")


def menu_interactive(browser, url: str, at) -> tuple[float, float]:
    """(first paint, the frame after a click on a setting checked it)."""
    context, page = fresh_page(browser)
    try:
        page.goto(url, wait_until="commit")
        click_until(page, at[SETTING], "window.__shownAt !== undefined")
        page.wait_for_function("window.__paintAt !== undefined", timeout=TIMEOUT_MS)  # reported late
        return float(page.evaluate("window.__paintAt")), float(page.evaluate("window.__shownAt"))
    finally:
        context.close()


def dealt_after_press(browser, url: str, at) -> float:
    """New game pressed as soon as it can be; the person's tiles on the table."""
    context, page = fresh_page(browser)
    try:
        page.goto(url, wait_until="commit")
        click_until(page, at[NEW_GAME], "!!document.querySelector('#menu-new[aria-busy]') || "
                                        "document.body.dataset.phase !== 'menu'")
        page.wait_for_selector("[data-hand] [data-tile]", state="attached", timeout=TIMEOUT_MS)
        return float(page.evaluate("performance.now()"))
    finally:
        context.close()


class Reloads:
    """One page per URL in its own context, loaded once (not counted), then reloaded each round."""

    def __init__(self, browser, urls: dict[str, str], workers="block"):
        self.contexts, self.pages = {}, {}
        for name, url in urls.items():
            self.contexts[name] = new_context(browser, workers)
            self.pages[name] = self.contexts[name].new_page()
            self.pages[name].goto(url)
            ready_ms(self.pages[name])

    def reload(self, name: str) -> float:
        self.pages[name].reload()
        return ready_ms(self.pages[name])

    def close(self):
        for context in self.contexts.values():
            context.close()


def offline_reloads(browser, url: str) -> Reloads:
    """The app after one visit, served by its worker with the network off."""
    reloads = Reloads(browser, {"app_offline": url}, workers="allow")
    page = reloads.pages["app_offline"]
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=TIMEOUT_MS)
    reloads.contexts["app_offline"].set_offline(True)
    return reloads


def without_snapshot(dist: Path, into: Path) -> Path:
    """A copy of dist/ whose index.html names no snapshot (static/interpreter.mjs then starts Python
    from scratch), with the worker's digest of it to match, so the worker installs there too."""
    shutil.copytree(dist, into)
    edit_index(into, lambda text: re.sub(r'\s*<meta name="domino-snapshot"[^>]*>', "", text))
    return into


def fmt(xs: list[float]) -> str:
    return "  ".join(f"{x / 1000:.2f}" for x in xs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--slow-runs", type=int, default=3, help="cold runs at 10 Mbit/s (0: none)")
    args = parser.parse_args()

    build = load_build()
    scratch = tempfile.TemporaryDirectory(prefix="domino-bench-")
    if os.environ.get("DOMINO_DIST"):
        dist = Path(os.environ["DOMINO_DIST"])
    else:  # a private copy: another process rebuilding dist/ cannot change it mid-run
        dist = build.snapshot(build.ensure_built(ROOT), Path(scratch.name) / "dist")
    has_snapshot = build.snapshot_bytes(dist) > 0
    html = "text/html; charset=utf-8"
    overlay = {"/bench/bare.html": (BARE_HTML, html), "/bench/bare.json": (BARE_JSON, "application/json")}
    sent = {"app": [], "app_nosnap": []}  # (path, body bytes) of every response, per server
    servers = [build.serve_in_thread(dist, overlay=overlay, sent=sent["app"])]
    base = servers[0][1]
    urls = {"app": base, "bare": base + "bench/bare.html"}
    if has_snapshot:  # same files, another origin: its index.html has no snapshot to restore
        plain = without_snapshot(dist, Path(scratch.name) / "nosnap")
        servers.append(build.serve_in_thread(plain, sent=sent["app_nosnap"]))
        urls["app_nosnap"] = servers[1][1]
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    load = [os.getloadavg()[0]]
    results: dict[str, list[float]] = {}
    failed: dict[str, int] = {}

    def add(key, measure, *args):
        """One run of `measure`; a run that times out is counted as failed, and the others go on."""
        try:
            results.setdefault(key, []).append(measure(*args))
        except Exception as e:  # noqa: BLE001 (a benchmark reports, it does not stop)
            failed[key] = failed.get(key, 0) + 1
            print(f"  ({key}: a run failed: {type(e).__name__}: {str(e).splitlines()[0]})", flush=True)

    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, args=build.CHROMIUM_ARGS)
            try:
                for url in urls.values():  # warm up the OS and the browser process; not counted
                    cold(browser, url)
                at = positions(browser, urls["app"])
                warm = Reloads(browser, urls)
                offline = offline_reloads(browser, urls["app"])
                for _ in range(args.runs):
                    for name, url in urls.items():
                        add(f"{name}_cold", cold, browser, url)
                        add(f"{name}_warm", warm.reload, name)
                    add("app_offline", offline.reload, "app_offline")
                    add("menu", menu_interactive, browser, urls["app"], at)
                    add("dealt_after_press", dealt_after_press, browser, urls["app"], at)
                    load.append(os.getloadavg()[0])
                warm.close()
                offline.close()
                for _ in range(args.slow_runs if has_snapshot else 0):
                    for name in ("app", "app_nosnap"):
                        add(f"{name}_cold_10mbit", cold, browser, urls[name], SLOW_LINK)
                        add(f"{name}_10mbit_player", slow_player, browser, urls[name], sent[name])
                load.append(os.getloadavg()[0])
            finally:
                browser.close()
    finally:
        for server, _ in servers:
            server.shutdown()
            server.server_close()

    if "menu" in results:  # (first paint, shown) pairs
        results["first_paint"], results["menu_interactive"] = map(list, zip(*results.pop("menu")))
    for name in ("app", "app_nosnap"):  # (snapshot bytes, second visit) pairs
        if f"{name}_10mbit_player" in results:
            snap, results[f"{name}_second_10mbit"] = map(list, zip(*results.pop(f"{name}_10mbit_player")))
            results[f"{name}_snapshot_bytes_10mbit"] = snap
    med = {key: statistics.median(xs) for key, xs in results.items()}
    med = collections.defaultdict(lambda: float("nan"), med)
    print(f"Boot, seconds from navigation ({args.runs} rounds; Chromium headless; {dist})")
    print(f"  load average (1 min) during the run: {min(load):.1f} to {max(load):.1f}, "
          f"mean {statistics.fmean(load):.1f} on {os.cpu_count()} CPUs")
    for key, xs in results.items():
        if "_bytes_" not in key:
            print(f"  {key:<22} median {med[key] / 1000:6.2f}   runs: {fmt(xs)}")
    ratios = {
        "ratio_cold": med["app_cold"] / med["bare_cold"],
        "ratio_warm": med["app_warm"] / med["bare_warm"],
        "ratio_offline_warm": med["app_offline"] / med["bare_warm"],
    }
    print(f"  app/bare: cold {ratios['ratio_cold']:.2f}, warm {ratios['ratio_warm']:.2f}; "
          f"offline warm / bare warm {ratios['ratio_offline_warm']:.2f}   (targets <= 1.00)")
    print(f"  menu interactive (cold) {med['menu_interactive'] / 1000:.2f} s (target <= 0.5; first paint "
          f"{med['first_paint'] / 1000:.2f} s); dealt table after New game pressed at first paint (cold) "
          f"{med['dealt_after_press'] / 1000:.2f} s")
    summary = {key: round(v / 1000, 3) for key, v in med.items() if "_bytes_" not in key}
    summary.update({key: round(v, 3) for key, v in ratios.items()})
    summary["load"] = round(statistics.fmean(load), 2)
    if failed:
        print(f"  failed runs (timed out): {failed}")
        summary["failed"] = failed
    if has_snapshot:
        size = build.snapshot_bytes(dist)
        gain_cold = med["app_nosnap_cold"] - med["app_cold"]
        gain_warm = med["app_nosnap_warm"] - med["app_warm"]
        print(f"  memory snapshot {size / 1e6:.1f} MB: boot gain cold {gain_cold / 1000:.2f} s, warm "
              f"{gain_warm / 1000:.2f} s; its download at 10 Mbit/s alone {size * 8 / 10e6:.2f} s")
        summary.update(snapshot_bytes=size, snapshot_gain_cold=round(gain_cold / 1000, 3),
                       snapshot_gain_warm=round(gain_warm / 1000, 3))
        if args.slow_runs:
            slow = med["app_nosnap_cold_10mbit"] - med["app_cold_10mbit"]
            print(f"  at 10 Mbit/s, cold: with snapshot {med['app_cold_10mbit'] / 1000:.2f} s, without "
                  f"{med['app_nosnap_cold_10mbit'] / 1000:.2f} s (the snapshot gains {slow / 1000:.2f} s)")
            summary["snapshot_gain_cold_10mbit"] = round(slow / 1000, 3)
            snap = results.get("app_snapshot_bytes_10mbit", [])
            second = med["app_nosnap_second_10mbit"] - med["app_second_10mbit"]
            print(f"  a 10 Mbit/s player: snapshot bytes sent over the first visit and the worker's install "
                  f"{', '.join(f'{n:,}' for n in snap)} (per run); the second visit (the worker's) with the "
                  f"snapshot's <meta> {med['app_second_10mbit'] / 1000:.2f} s, without "
                  f"{med['app_nosnap_second_10mbit'] / 1000:.2f} s (the snapshot gains {second / 1000:.2f} s)")
            summary.update(snapshot_bytes_10mbit_player=max(snap, default=None),
                           snapshot_gain_second_10mbit=round(second / 1000, 3))
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
