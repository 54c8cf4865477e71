"""Triangles legal-placement generation in the browser (Pyodide) next to CPython.

A small page under dist/ (served from memory, like boot.py's bare page) boots the app's own
interpreter with the app's own wheel, imports tests/bench/triangles.py there, builds the same
five 40-tile boards with a 9-tile hand, and times `legal_moves()` (the incremental open cells) and
"rebuild the open cells from the board, then legal_moves()" (what a state loaded from a saved board
costs). The same code then runs here on CPython. Browsers coarsen timers without cross-origin
isolation, so both sides time batches of calls and report the median batch divided by its size.

    python tests/bench/triangles_pyodide.py            (normally via `python build.py bench`)

Prints both medians, the ratio Pyodide/CPython, and a final JSON line.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 180_000

# Runs identically on CPython (here) and in Pyodide (in the page): `bt` is tests/bench/triangles.py.
MEASURE = r'''
import statistics, time

def per_call(fn, batch, batches):
    times = []
    for _ in range(batches):
        start = time.perf_counter()
        for _ in range(batch):
            fn()
        times.append((time.perf_counter() - start) / batch)
    return statistics.median(times)

def measure(bt):
    calls, rebuilds, cells, plays = [], [], [], []
    for seed in range(5):
        state = bt.board_of(40, seed)
        cells.append(len(state.open))
        plays.append(len(state.legal_moves()))
        calls.append(per_call(state.legal_moves, 1000, 21))
        rebuilds.append(per_call(lambda: bt.rebuilt(state).legal_moves(), 20, 21))
    return {"legal_moves_us": 1e6 * statistics.median(calls),
            "rebuild_legal_moves_us": 1e6 * statistics.median(rebuilds),
            "open_cells": statistics.fmean(cells), "placements": statistics.fmean(plays)}
'''

PAGE = b"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Triangles placements in Pyodide</title>
<link rel="icon" href="data:,">
<script type="module" src="../vendor/pyscript/core.js"></script>
</head><body>
<script type="py" config="./tri.json">
import json, sys
from pyscript import document
sys.path.insert(0, ".")
import bench_triangles as bt
import bench_measure
document.body.dataset.result = json.dumps(bench_measure.measure(bt))
</script>
</body></html>
"""


def wheel_name(dist: Path) -> str:
    config = json.loads((dist / "pyscript.json").read_text())
    (name,) = [k for k in config["files"] if k.endswith(".whl")]
    return name.removeprefix("./")


def _playouts() -> bytes:
    """tests/bench/_playouts.py, which triangles.py imports (if this checkout has it)."""
    path = ROOT / "tests" / "bench" / "_playouts.py"
    return path.read_bytes() if path.exists() else b""


def in_browser(build, dist: Path) -> dict:
    config = {"interpreter": "../vendor/pyodide/pyodide.mjs",
              "files": {f"../{wheel_name(dist)}": "./*",
                        "./triangles.py": "./bench_triangles.py",
                        "./_playouts.py": "./_playouts.py",
                        "./measure.py": "./bench_measure.py"}}
    overlay = {
        "/bench/tri.html": (PAGE, "text/html; charset=utf-8"),
        "/bench/tri.json": (json.dumps(config).encode(), "application/json"),
        "/bench/triangles.py": ((ROOT / "tests" / "bench" / "triangles.py").read_bytes(), "text/x-python"),
        "/bench/measure.py": (MEASURE.encode(), "text/x-python"),
        "/bench/_playouts.py": (_playouts(), "text/x-python"),
    }
    server, base = build.serve_in_thread(dist, overlay=overlay)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                         args=build.CHROMIUM_ARGS)
            try:
                page = browser.new_page()
                errors = []
                page.on("pageerror", lambda e: errors.append(str(e)))
                page.goto(base + "bench/tri.html")
                try:
                    page.wait_for_function("document.body.dataset.result !== undefined", timeout=TIMEOUT_MS)
                except Exception:
                    raise RuntimeError(f"the page did not report ({'; '.join(errors) or 'no error'})")
                return json.loads(page.evaluate("document.body.dataset.result"))
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()


def on_cpython() -> dict:
    sys.path.insert(0, str(ROOT / "py"))
    sys.path.insert(0, str(ROOT / "tests" / "bench"))
    import triangles as bt  # tests/bench/triangles.py

    scope: dict = {}
    exec(MEASURE, scope)
    return scope["measure"](bt)


def main() -> int:
    build = load_build()
    dist = Path(os.environ["DOMINO_DIST"]) if os.environ.get("DOMINO_DIST") else build.ensure_built(ROOT)
    py = in_browser(build, dist)
    cp = on_cpython()
    print("triangles placements: Pyodide (the app's interpreter in headless Chromium) vs CPython")
    print(f"  40-tile board, 9-tile hand ({cp['open_cells']:.0f} open cells, {cp['placements']:.1f} "
          "placements on average over 5 boards); median per call over batches")
    for key, words in (("legal_moves_us", "legal_moves()"),
                       ("rebuild_legal_moves_us", "rebuild open cells + legal_moves()")):
        print(f"    {words:<38} CPython {cp[key]:8.1f} us   Pyodide {py[key]:8.1f} us"
              f"   ratio {py[key] / cp[key]:.2f}")
    summary = {f"cpython_{k}": round(v, 2) for k, v in cp.items() if k.endswith("_us")}
    summary.update({f"pyodide_{k}": round(v, 2) for k, v in py.items() if k.endswith("_us")})
    summary["ratio_legal_moves"] = round(py["legal_moves_us"] / cp["legal_moves_us"], 2)
    summary["ratio_rebuild"] = round(py["rebuild_legal_moves_us"] / cp["rebuild_legal_moves_us"], 2)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
