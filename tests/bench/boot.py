"""Boot benchmark: navigation to body[data-ready="1"], the app vs a bare PyScript + Pyodide page.

The bare page loads the same vendored core.js and interpreter from the same server, and its only
Python sets data-ready. Cold: a fresh browser context each run (empty HTTP cache). Warm: one context,
first load discarded, then reloads. Runs alternate app/bare so drift hits both. Service workers are
blocked in the comparison so both pages load the same way; the app's offline path (served by its
service worker) is measured separately.

    python tests/bench/boot.py [--runs N]        (normally via `python build.py bench`)

Prints medians, the ratios app/bare (cold, warm, and the app offline through its service worker
against the bare page warm), and a final JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 120_000

# Records performance.now() (ms since navigation start) when body gets data-ready="1".
READY_PROBE = """
(() => {
  const mark = () => {
    if (window.__readyAt === undefined && document.body && document.body.dataset.ready === "1")
      window.__readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, {subtree: true, attributes: true,
                                                attributeFilter: ["data-ready"]});
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


def ready_ms(page) -> float:
    page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS, polling=50)
    return float(page.evaluate("window.__readyAt"))


def new_context(browser, **kwargs):
    context = browser.new_context(service_workers=kwargs.pop("service_workers", "block"), **kwargs)
    context.add_init_script(READY_PROBE)
    return context


def cold(browser, url: str) -> float:
    context = new_context(browser)
    try:
        page = context.new_page()
        page.goto(url)
        return ready_ms(page)
    finally:
        context.close()


def warm_series(browser, urls: dict[str, str], runs: int) -> dict[str, list[float]]:
    contexts = {name: new_context(browser) for name in urls}
    pages = {}
    try:
        for name, url in urls.items():
            pages[name] = contexts[name].new_page()
            pages[name].goto(url)
            ready_ms(pages[name])  # first load fills the cache; not counted
        out = {name: [] for name in urls}
        for _ in range(runs):
            for name, page in pages.items():
                page.reload()
                out[name].append(ready_ms(page))
        return out
    finally:
        for context in contexts.values():
            context.close()


def offline_series(browser, url: str, runs: int) -> list[float]:
    """The app served by its own service worker, offline, after the first visit."""
    context = new_context(browser, service_workers="allow")
    try:
        page = context.new_page()
        page.goto(url)
        ready_ms(page)
        page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                               timeout=TIMEOUT_MS)
        context.set_offline(True)
        out = []
        for _ in range(runs):
            page.reload()
            out.append(ready_ms(page))
        return out
    except Exception as e:  # e.g. index.html does not register the worker yet
        print(f"  (offline run skipped: {type(e).__name__}: {str(e).splitlines()[0]})")
        return []
    finally:
        context.close()


def fmt(xs: list[float]) -> str:
    return "  ".join(f"{x / 1000:.2f}" for x in xs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    build = load_build()
    if os.environ.get("DOMINO_DIST"):
        dist = Path(os.environ["DOMINO_DIST"])
    else:  # a private copy: another process rebuilding dist/ cannot change it mid-run
        tmp = tempfile.TemporaryDirectory(prefix="domino-bench-")
        dist = build.snapshot(build.ensure_built(ROOT), Path(tmp.name) / "dist")
    overlay = {"/bench/bare.html": (BARE_HTML, "text/html; charset=utf-8"),
               "/bench/bare.json": (BARE_JSON, "application/json")}
    server, base = build.serve_in_thread(dist, overlay=overlay)
    urls = {"app": base, "bare": base + "bench/bare.html"}
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")

    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, args=build.CHROMIUM_ARGS)
            try:
                for url in urls.values():  # warm up the OS and the browser process; not counted
                    cold(browser, url)
                results = {f"{name}_cold": [] for name in urls}
                for _ in range(args.runs):
                    for name, url in urls.items():
                        results[f"{name}_cold"].append(cold(browser, url))
                for name, xs in warm_series(browser, urls, args.runs).items():
                    results[f"{name}_warm"] = xs
                offline = offline_series(browser, urls["app"], args.runs)
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()

    med = {key: statistics.median(xs) for key, xs in results.items()}
    print(f"Boot to data-ready, seconds ({args.runs} runs each; Chromium headless; {dist})")
    for key, xs in results.items():
        print(f"  {key:<10} median {med[key] / 1000:.2f}   runs: {fmt(xs)}")
    if offline:
        print(f"  {'app_offline':<10} median {statistics.median(offline) / 1000:.2f}   runs: {fmt(offline)}"
              "   (served by the service worker)")
    ratio_cold = med["app_cold"] / med["bare_cold"]
    ratio_warm = med["app_warm"] / med["bare_warm"]
    print(f"  ratio app/bare: cold {ratio_cold:.2f}, warm {ratio_warm:.2f}   (target <= 1.15)")
    summary = {key: round(v / 1000, 3) for key, v in med.items()}
    summary.update(ratio_cold=round(ratio_cold, 3), ratio_warm=round(ratio_warm, 3))
    if offline:
        summary["app_offline"] = round(statistics.median(offline) / 1000, 3)
        ratio_offline = statistics.median(offline) / med["bare_warm"]
        summary["ratio_offline_warm"] = round(ratio_offline, 3)
        print(f"  ratio offline warm boot / bare warm boot: {ratio_offline:.2f}   (target <= 1.15)")
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
