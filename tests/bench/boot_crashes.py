"""Renderer crashes over many cold boots in Chromium, with its stack profiler on, as a player's Chrome
runs it (Playwright launches Chromium with --disable-stack-profiler; this drops that one flag).

Chromium's renderer has crashed while the app booted: a frame-pointer stack walk, run at random by
the browser's own samplers, read past the top of the stack that the wasm runtime had switched to with
JSPI. The app now hides JSPI from Pyodide (index.html's runtime-guard). Each boot is a fresh browser
context (its own renderer), navigated to the app and waited on until body[data-ready="1"] or a crash.
`--before DIR` boots another built dist/ (for example the previous version's) in alternation, so both
meet the same load. Prints crashes per build, boots, the median boot time, and whether JSPI was
visible; ends with one JSON line. Asserts nothing.

    python tests/bench/boot_crashes.py [--boots N] [--before DIR]   (normally via `python build.py bench`)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
READY = 'body[data-ready="1"]'
TIMEOUT_MS = 120_000


def boot_once(browser, url: str) -> dict:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    crashed = []
    page.on("crash", lambda _: crashed.append(True))
    t0 = time.perf_counter()
    try:
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)
        jspi, snapshot = page.evaluate("() => ['Suspending' in WebAssembly, document.documentElement.dataset.snapshot]")
        return {"crash": False, "ms": (time.perf_counter() - t0) * 1000, "jspi": jspi, "snapshot": snapshot}
    except PlaywrightError as error:
        if crashed or "crash" in str(error).lower():
            return {"crash": True, "ms": None, "jspi": None, "error": str(error).splitlines()[0]}
        raise
    finally:
        try:
            context.close()
        except PlaywrightError:
            pass


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--boots", type=int, default=100, help="cold boots of each build")
    parser.add_argument("--before", type=Path, help="another built dist/ to boot in alternation")
    parser.add_argument("--app", type=Path, help="the built dist/ to boot (default: this tree's, built if stale)")
    args, _ = parser.parse_known_args()
    build = load_build()
    servers, builds = [], {}
    for name, folder in (("app", args.app or build.ensure_built(ROOT)), ("before", args.before)):
        if folder is None:
            continue
        server, url = build.serve_in_thread(Path(folder))
        servers.append(server)
        builds[name] = url + "?delay=0&seed=3"
    results: dict[str, list[dict]] = {name: [] for name in builds}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                    args=list(build.CHROMIUM_ARGS),
                                    ignore_default_args=["--disable-stack-profiler"])
        for i in range(args.boots):
            for name, url in builds.items():
                if not browser.is_connected():
                    browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                                args=list(build.CHROMIUM_ARGS),
                                                ignore_default_args=["--disable-stack-profiler"])
                results[name].append(boot_once(browser, url))
            if (i + 1) % 50 == 0:
                print(f"{i + 1} rounds: " + ", ".join(
                    f"{n} {sum(r['crash'] for r in rs)} crashes" for n, rs in results.items()), flush=True)
        browser.close()
    summary = {}
    for name, runs in results.items():
        times = [r["ms"] for r in runs if r["ms"] is not None]
        summary[name] = {"boots": len(runs), "crashes": sum(r["crash"] for r in runs),
                         "median_ms": round(statistics.median(times)) if times else None,
                         "jspi_visible": sorted({r["jspi"] for r in runs if r["jspi"] is not None}),
                         "snapshot": sorted({r["snapshot"] or "" for r in runs if not r["crash"]})}
        print(f"{name}: {summary[name]['crashes']} renderer crashes in {len(runs)} cold boots "
              f"(stack profiler on), median boot {summary[name]['median_ms']} ms, "
              f"JSPI visible to the page: {summary[name]['jspi_visible']}, snapshot: {summary[name]['snapshot']}",
              flush=True)
    for server in servers:
        server.shutdown()
    print(json.dumps({"boot_crashes": summary}))


if __name__ == "__main__":
    main()
