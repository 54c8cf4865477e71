"""The app's Pyodide memory snapshot: Python started and every module of the wheel imported, saved
as Pyodide's makeMemorySnapshot() bytes (gzipped) so a page restores it instead of spending those
seconds of CPU at every start (static/interpreter.mjs hands it to loadPyodide).

It is made in a headless Chromium (snapshot-maker.html, served from a temporary folder with the
runtime and the wheel; the page posts the bytes back), so it is the browser's own Pyodide state, and
cached outside git under a key of everything it is made from. Without a Chromium, or when making
it fails, the build goes on without one and the app starts Python from scratch.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import queue
import shutil
import subprocess
import tempfile
import threading
import zipfile
from io import BytesIO
from pathlib import Path
from urllib.parse import quote

from .common import HERE, BuildError, cache_dir, log
from .runtime import RUNTIME

MAKER = HERE / "snapshot-maker.html"
TIMEOUT_S = 300                  # a cold Chromium and a Pyodide start on a loaded machine
FORMAT = "1"                     # bump when what goes into a snapshot changes


def packages_of(wheel: bytes) -> list[str]:
    names = zipfile.ZipFile(BytesIO(wheel)).namelist()
    return sorted({n.split("/")[0] for n in names if n.count("/") == 1 and n.endswith("/__init__.py")})


def snapshot_key(wheel: bytes) -> str:
    h = hashlib.sha256(FORMAT.encode())
    for part in (RUNTIME["pyodide"]["sha256"].encode(), wheel, MAKER.read_bytes()):
        h.update(hashlib.sha256(part).digest())
    return h.hexdigest()[:32]


def app_snapshot(files: dict[str, bytes], wheel_name: str) -> bytes | None:
    """The gzipped snapshot for this runtime and wheel (from the cache, or made now), or None."""
    if os.environ.get("DOMINO_SNAPSHOT") == "0":
        return None
    wheel = files[wheel_name]
    cached = cache_dir() / "snapshots" / f"{snapshot_key(wheel)}.gz"
    if cached.exists():
        return cached.read_bytes()
    try:
        raw = _make(files, wheel_name, packages_of(wheel))
    except BuildError as e:
        log(f"no memory snapshot ({e}); the app will start Python from scratch")
        return None
    data = gzip.compress(raw, 6, mtime=0)
    cached.parent.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_name(f".{cached.name}.{os.getpid()}")
    tmp.write_bytes(data)
    os.replace(tmp, cached)
    log(f"memory snapshot: {len(raw) / 1e6:.1f} MB, {len(data) / 1e6:.1f} MB gzipped")
    return data


def _make(files: dict[str, bytes], wheel_name: str, packages: list[str]) -> bytes:
    from .server import Handler, Server
    from .testing import CHROMIUM_ARGS, find_chromium

    chromium = find_chromium(install=False)
    results: queue.Queue = queue.Queue()

    class Maker(Handler):
        quiet = True

        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self.send_response(204)
            self.end_headers()
            results.put((self.path, body))

    with tempfile.TemporaryDirectory(prefix="domino-snapshot-") as tmp:
        root = Path(tmp) / "site"
        for name, data in files.items():
            if name.startswith("vendor/pyodide/") or name == wheel_name:
                (root / name).parent.mkdir(parents=True, exist_ok=True)
                (root / name).write_bytes(data)
        shutil.copy(MAKER, root / "maker.html")
        server = Server(("127.0.0.1", 0), lambda *a, **k: Maker(*a, directory=str(root), **k))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        host, port = server.server_address[:2]
        url = f"http://{host}:{port}/maker.html?wheel=./{quote(wheel_name)}&packages={quote(json.dumps(packages))}"
        cmd = [chromium, "--headless", *CHROMIUM_ARGS, f"--user-data-dir={tmp}/profile", url]
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while True:
                try:
                    path, body = results.get(timeout=TIMEOUT_S)
                except queue.Empty:
                    raise BuildError(f"Chromium gave no snapshot in {TIMEOUT_S} s") from None
                if path == "/note":
                    log(f"memory snapshot: left out {body.decode(errors='replace')}")
                elif path == "/snapshot":
                    return body
                else:
                    raise BuildError(f"making it failed in the page: {body.decode(errors='replace')[:600]}")
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
            server.shutdown()
            server.server_close()
