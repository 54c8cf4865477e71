"""First-visit bytes benchmark: what a first visit downloads, against the size of the vendored runtime.

A first visit boots the app (the runtime comes down once), then the service worker is registered and
precaches the whole build. Its requests revalidate (`cache: "no-cache"`), so files already in the HTTP
cache come back as 304 with no body: the runtime must not be downloaded twice. Counted on the server:
response body bytes of every request until the worker controls the page, in a fresh browser profile
(disk HTTP cache, as a visitor has). An incognito-like context is measured too, for information: its
in-memory HTTP cache does not keep the large files, so there the precache downloads them again.

    python tests/bench/bytes.py        (normally via `python build.py bench`)

Prints the bytes, the ratio first visit / runtime (target <= 1.05), the app's own files (everything but
the runtime; target <= 300 KB), and a final JSON line.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import threading
from pathlib import Path

from _build import load_build  # tests/bench, the script's folder, is on sys.path
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 120_000


class Counter:
    def __init__(self):
        self.lock = threading.Lock()
        self.bytes = 0
        self.requests = 0

    def add(self, n):
        with self.lock:
            self.bytes += n
            self.requests += 1


def main() -> int:
    build = load_build()
    dist = Path(os.environ["DOMINO_DIST"]) if os.environ.get("DOMINO_DIST") else build.ensure_built(ROOT)
    counter = Counter()

    def copyfile(self, source, outputfile):
        before = source.tell()
        shutil.copyfileobj(source, outputfile)
        counter.add(source.tell() - before)

    build.Handler.copyfile = copyfile
    server, url = build.serve_in_thread(dist)
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    figures = {}
    try:
        with sync_playwright() as pw:
            for kind in ("profile", "private"):
                counter.bytes = counter.requests = 0
                with tempfile.TemporaryDirectory() as profile:
                    if kind == "profile":  # a fresh browser profile: disk HTTP cache, as for a visitor
                        context = pw.chromium.launch_persistent_context(
                            profile, executable_path=chromium, args=build.CHROMIUM_ARGS)
                        browser = None
                    else:  # an incognito-like context: in-memory HTTP cache (big files do not stay)
                        browser = pw.chromium.launch(executable_path=chromium, args=build.CHROMIUM_ARGS)
                        context = browser.new_context(service_workers="allow")
                    try:
                        page = context.new_page()
                        page.goto(url)
                        page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=TIMEOUT_MS)
                        page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller",
                                               timeout=TIMEOUT_MS)
                        cached = page.evaluate("caches.keys().then(k => caches.open(k[0]))"
                                               ".then(c => c.keys()).then(r => r.length)")
                    finally:
                        context.close()
                        if browser:
                            browser.close()
                figures[kind] = (counter.bytes, counter.requests, cached)
    finally:
        server.shutdown()
        server.server_close()

    runtime = build.runtime_bytes(dist)
    app = build.app_bytes(dist)
    total, responses, cached = figures["profile"]
    private = figures["private"][0]
    ratio = total / runtime
    print(f"First visit until the service worker controls the page ({dist})")
    print(f"  fresh profile         {total:>12,} bytes   ({responses} responses, {cached} files precached)")
    print(f"  private context       {private:>12,} bytes   (in-memory HTTP cache: precache downloads again)")
    print(f"  vendored runtime      {runtime:>12,} bytes")
    print(f"  ratio first visit / runtime: {ratio:.3f}   (target <= 1.05; private context {private / runtime:.3f})")
    print(f"  app's own files: {app / 1000:.1f} KB   (target <= 300 KB)")
    print(json.dumps({"first_visit_bytes": total, "runtime_bytes": runtime, "ratio": round(ratio, 3),
                      "ratio_private": round(private / runtime, 3), "app_bytes": app}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
