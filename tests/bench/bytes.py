"""First-visit bytes benchmark: what a first visit downloads, against the size of the vendored runtime.

A first visit boots the app (the runtime comes down once), then the service worker is registered and
precaches the whole build: it takes the copies the page kept of what it fetched while booting, and
revalidates the rest (`cache: "no-cache"`: files already in the HTTP cache come back as 304 with no
body). Counted on the server: response body bytes of every request until the worker controls the
page, in a fresh browser profile (disk HTTP cache, as a visitor has) and in an incognito-like context
(in-memory HTTP cache, which does not keep the large files). The memory snapshot is counted apart:
the ratios leave its bytes out and it is printed on its own line.

    python tests/bench/bytes.py        (normally via `python build.py bench`)

Prints the bytes, the ratios first visit / runtime (target <= 1.05 both), the app's own files
(everything but the runtime and the snapshot; target <= 300 KB), and a final JSON line.
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
        self.bytes = self.requests = self.snapshot = 0

    def add(self, path, n):
        with self.lock:
            self.bytes += n
            self.requests += 1
            if path.split("?")[0].endswith(".snapshot"):
                self.snapshot += n


def main() -> int:
    build = load_build()
    dist = Path(os.environ["DOMINO_DIST"]) if os.environ.get("DOMINO_DIST") else build.ensure_built(ROOT)
    counter = Counter()

    def copyfile(self, source, outputfile):
        before = source.tell()
        shutil.copyfileobj(source, outputfile)
        counter.add(self.path, source.tell() - before)

    build.Handler.copyfile = copyfile
    server, url = build.serve_in_thread(dist)
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    figures = {}
    try:
        with sync_playwright() as pw:
            for kind in ("profile", "private"):
                counter.bytes = counter.requests = counter.snapshot = 0
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
                figures[kind] = (counter.bytes - counter.snapshot, counter.requests, cached, counter.snapshot)
    finally:
        server.shutdown()
        server.server_close()

    runtime = build.runtime_bytes(dist)
    app = build.app_bytes(dist)
    total, responses, cached, snapshot = figures["profile"]
    private, private_responses, _, private_snapshot = figures["private"]
    ratio = total / runtime
    print(f"First visit until the service worker controls the page ({dist}); the snapshot apart")
    print(f"  fresh profile         {total:>12,} bytes   ({responses} responses, {cached} files precached)")
    print(f"  private context       {private:>12,} bytes   ({private_responses} responses; in-memory HTTP cache)")
    print(f"  vendored runtime      {runtime:>12,} bytes")
    print(f"  memory snapshot       {build.snapshot_bytes(dist):>12,} bytes   (downloaded: {snapshot:,} fresh "
          f"profile, {private_snapshot:,} private)")
    print(f"  ratio first visit / runtime: fresh profile {ratio:.3f}, private context {private / runtime:.3f}"
          "   (targets <= 1.05)")
    print(f"  app's own files: {app / 1000:.1f} KB   (target <= 300 KB)")
    print(json.dumps({"first_visit_bytes": total, "runtime_bytes": runtime, "ratio": round(ratio, 3),
                      "private_bytes": private, "ratio_private": round(private / runtime, 3), "app_bytes": app,
                      "snapshot_bytes": build.snapshot_bytes(dist), "snapshot_downloaded": snapshot,
                      "snapshot_downloaded_private": private_snapshot}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
