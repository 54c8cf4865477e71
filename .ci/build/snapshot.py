"""The app's Pyodide memory snapshot: Python started and every module of the wheel imported, saved
as Pyodide's makeMemorySnapshot() bytes (gzipped) so a page restores it instead of spending those
seconds of CPU at every start (static/interpreter.mjs hands it to loadPyodide).

It is made in a browser (snapshot-maker.html, served from a temporary folder with the runtime and
the wheel; the page posts the bytes back), so it is that engine's own Pyodide state, and cached
outside git under a key of everything it is made from. One is made in headless Chromium, for Blink
and Gecko (Firefox restores it); WebKit cannot restore that one, so another is made in WebKitGTK's
MiniBrowser (under xvfb-run) for WebKit. Without the engine, or when making it fails, the build goes
on without that snapshot and the engines it serves start Python from scratch.
"""

from __future__ import annotations

import gzip
import json
import os
import queue
import shutil
import signal
import subprocess
import tempfile
import threading
import zipfile
from io import BytesIO
from pathlib import Path
from urllib.parse import quote

from .common import HERE, BuildError, log, made_once
from .runtime import RUNTIME

MAKER = HERE / "snapshot-maker.html"
TIMEOUT_S = 300                  # a cold Chromium and a Pyodide start on a loaded machine
FORMAT = "1"                     # bump when what goes into a snapshot changes


def packages_of(wheel: bytes) -> list[str]:
    names = zipfile.ZipFile(BytesIO(wheel)).namelist()
    return sorted({n.split("/")[0] for n in names if n.count("/") == 1 and n.endswith("/__init__.py")})


ENGINES = ("chromium", "webkit")
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")


RUNTIME_FILES = ("vendor/pyodide/python_stdlib.zip",   # a snapshot holds the zip's directory
                 "vendor/pyodide/pyodide-lock.json")   # and what Pyodide read of the packages


def _inputs(files: dict[str, bytes], wheel_name: str, engine: str, roots: str = "") -> list[bytes]:
    """Everything a snapshot (or a recording) made in `engine` depends on: its key in the cache."""
    return [FORMAT.encode() + engine.encode(), RUNTIME["pyodide"]["sha256"].encode(), files[wheel_name],
            MAKER.read_bytes(), *(files[name] for name in RUNTIME_FILES), roots.encode()]


def app_snapshot(files: dict[str, bytes], wheel_name: str, engine: str = "chromium") -> bytes | None:
    """The gzipped snapshot for this runtime and wheel made in `engine` (from the cache, or made
    now), or None."""
    if os.environ.get("DOMINO_SNAPSHOT") == "0":
        return None

    def make() -> bytes:
        raw = _make(files, wheel_name, packages_of(files[wheel_name]), engine)
        data = gzip.compress(raw, 6, mtime=0)
        log(f"{engine} memory snapshot: {len(raw) / 1e6:.1f} MB, {len(data) / 1e6:.1f} MB gzipped")
        return data

    try:
        return made_once("snapshots", _inputs(files, wheel_name, engine), make)
    except BuildError as e:
        log(f"no {engine} memory snapshot ({e}); that engine will start Python from scratch")
        return None


def _browser(engine: str, url: str, profile: str) -> list[str]:
    """The command that opens `url` in `engine`, headless (WebKitGTK has no headless mode: Xvfb)."""
    from .testing import CHROMIUM_ARGS, find_chromium

    if engine == "chromium":
        return [find_chromium(install=False), "--headless", *CHROMIUM_ARGS, f"--user-data-dir={profile}", url]
    if not MINIBROWSER.exists() or not shutil.which("xvfb-run"):
        raise BuildError("no WebKitGTK MiniBrowser and xvfb-run (Debian's webkit2gtk-driver and xvfb)")
    return ["xvfb-run", "-a", str(MINIBROWSER), url]


def recorded_modules(files: dict[str, bytes], wheel_name: str, roots: list[str]) -> list[str] | None:
    """The files of every module loaded once the app's modules and `roots` are imported in
    Chromium's Pyodide (snapshot-maker.html recording), from the cache or recorded now; None when
    it cannot be recorded."""
    if os.environ.get("DOMINO_SNAPSHOT") == "0":
        return None
    wheel, listing = files[wheel_name], json.dumps(roots)

    def record() -> bytes:  # read as JSON before it is kept
        body = _make(files, wheel_name, packages_of(wheel), "chromium", roots=listing)
        return json.dumps(json.loads(body)).encode()

    try:
        body = made_once("snapshots", _inputs(files, wheel_name, "record", listing), record)
    except BuildError as e:
        log(f"the standard library is shipped whole: its use could not be recorded ({e})")
        return None
    return json.loads(body)


def _make(files: dict[str, bytes], wheel_name: str, packages: list[str], engine: str, roots: str = "") -> bytes:
    from .server import Handler, Server

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
        if roots:
            url += f"&roots={quote(roots)}"
        proc = subprocess.Popen(_browser(engine, url, f"{tmp}/profile"), stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            while True:
                try:
                    path, body = results.get(timeout=TIMEOUT_S)
                except queue.Empty:
                    raise BuildError(f"{engine} gave no snapshot in {TIMEOUT_S} s") from None
                if path == "/note":
                    log(f"memory snapshot: left out {body.decode(errors='replace')}")
                elif path in ("/snapshot", "/modules"):
                    return body
                else:
                    raise BuildError(f"making it failed in the page: {body.decode(errors='replace')[:600]}")
        finally:
            try:
                os.killpg(proc.pid, signal.SIGTERM)  # the browser and, for WebKit, Xvfb
                proc.wait(timeout=20)
            except (ProcessLookupError, PermissionError):
                pass
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
            server.shutdown()
            server.server_close()
