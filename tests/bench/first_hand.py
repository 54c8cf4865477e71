"""Bytes before the first dealt hand: what a cold visit fetches from opening the page to the first
hand on the table (New game pressed as soon as the menu answers), file by file, raw and as brotli
(quality 11, Node's zlib: what a compressing host would send), the memory snapshot counted apart.
The offline worker is blocked, so only what the page itself asks for is counted; the worker's
precache list (every file it keeps) is printed with its size.

    python tests/bench/first_hand.py [--files]      (normally via `python build.py bench`)

Prints the totals, with --files every file fetched, and a final JSON line.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 120_000
# Brotli sizes by Node's zlib (Python has no brotli in the standard library): file paths in, one
# size a line out.
BROTLI = """
const {readFileSync} = require("fs"), zlib = require("zlib");
const q = {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}};
for (const p of readFileSync(0, "utf8").split("\\n").filter(Boolean))
  console.log(zlib.brotliCompressSync(readFileSync(p), q).length);
"""
DEALT = "() => document.querySelectorAll('[data-hand] [data-tile]').length > 0"


def brotli_sizes(paths: list[Path]) -> list[int]:
    out = subprocess.run(["node", "-e", BROTLI], input="\n".join(map(str, paths)), capture_output=True,
                         text=True, check=True).stdout
    return [int(n) for n in out.split()]


def fetched_before_first_hand(build, dist: Path) -> list[str]:
    """The paths (relative to dist/) a cold visit asks for until its first hand is dealt."""
    sent: list[tuple[str, int]] = []
    server, url = build.serve_in_thread(dist, sent=sent)
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, args=build.CHROMIUM_ARGS)
            try:
                page = browser.new_context(service_workers="block").new_page()
                page.goto(url + "?delay=0&seed=3")
                page.click('[data-action="new-game"]')
                page.wait_for_function(DEALT, timeout=TIMEOUT_MS)
                paths = [path for path, _ in sent]
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    names = [p.split("?")[0].split("#")[0].lstrip("/") or "index.html" for p in paths]
    return sorted(set(names))


def precache(dist: Path) -> list[str]:
    worker = (dist / "service-worker.js").read_text(encoding="utf-8")
    found = re.search(r"PRECACHE\s*=\s*(\[[^\]]*\])", worker)
    if not found:
        raise SystemExit("service-worker.js names no PRECACHE list")
    return json.loads(found.group(1))


def main() -> int:
    build = load_build()
    dist = Path(os.environ["DOMINO_DIST"]) if os.environ.get("DOMINO_DIST") else build.ensure_built(ROOT)
    names = fetched_before_first_hand(build, dist)
    paths = [dist / n for n in names]
    raw = [p.stat().st_size for p in paths]
    packed = brotli_sizes(paths)
    snap = [i for i, n in enumerate(names) if n.endswith((".snapshot", ".webkit-snapshot"))]
    rest = [i for i in range(len(names)) if i not in snap]
    kept = precache(dist)
    kept_raw = sum((dist / n).stat().st_size for n in kept)
    if "--files" in sys.argv:
        for i, name in enumerate(names):
            print(f"  {raw[i]:>12,} {packed[i]:>12,}  {name}")
    total_raw, total_br = sum(raw[i] for i in rest), sum(packed[i] for i in rest)
    print(f"Cold visit until the first dealt hand ({dist}); the offline worker blocked")
    print(f"  files fetched         {len(rest):>12}   (the memory snapshot apart)")
    print(f"  raw                   {total_raw:>12,} bytes")
    print(f"  brotli (q 11)         {total_br:>12,} bytes")
    print(f"  memory snapshot       {sum(raw[i] for i in snap):>12,} bytes")
    print(f"  precache list         {len(kept):>12} files, {kept_raw:,} bytes")
    print(json.dumps({"files": len(rest), "raw_bytes": total_raw, "brotli_bytes": total_br,
                      "snapshot_bytes": sum(raw[i] for i in snap), "precache_files": len(kept),
                      "precache_bytes": kept_raw}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
