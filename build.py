#!/usr/bin/env python3
"""Build, serve, test and benchmark the dominoes app.

    python build.py build            vendor the pinned runtime and write dist/
    python build.py serve [--port N] build, then serve dist/ on http://127.0.0.1:8000/
    python build.py test [args...]   install test needs, build, run pytest over tests/
    python build.py bench            build, then run every script in tests/bench/
    python build.py single           build, then write dist/domino.html: one file that plays from file://

Standard library only; Python 3.11+. The runtime (Pyodide, PyScript) is fetched with `npm pack`,
checked against the sha256 sums pinned below, and cached outside git in ~/.cache/domino-runtime/
(or $DOMINO_RUNTIME_CACHE).
"""

from __future__ import annotations

import argparse
import hashlib
import http.server
import io
import json
import math
import os
import re
import shutil
import socketserver
import subprocess
import struct
import sys
import tarfile
import threading
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"

# --- the pinned runtime -------------------------------------------------------------------------
# sha256 of the tarballs exactly as `npm pack <spec>` writes them (the published tarball bytes).
RUNTIME = {
    "pyodide": {
        "spec": "pyodide@314.0.7",
        "tarball": "pyodide-314.0.7.tgz",
        "sha256": "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0",
    },
    "pyscript": {
        "spec": "@pyscript/core@0.7.31",
        "tarball": "pyscript-core-0.7.31.tgz",
        "sha256": "b2ca1a0c0956aebd990a7c8524cca1eb061444a8319a7264d2f31ef30bea276a",
    },
}
# What Pyodide loads at runtime (no micropip: we never use `packages=`).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# Chromium flags shared by the e2e tests and the benchmarks.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webp": "image/webp",
    ".woff2": "font/woff2",
    "": "application/octet-stream",
}

SW_VERSION_TOKEN = '"__DOMINO_VERSION__"'
SW_PRECACHE_TOKEN = '["__DOMINO_PRECACHE__"]'


class BuildError(Exception):
    """A build step failed in a way the user should read (bad checksum, missing file, no npm)."""


def log(msg: str) -> None:
    print(f"[build] {msg}", file=sys.stderr, flush=True)


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


# --- fetching the runtime -----------------------------------------------------------------------

def cache_dir() -> Path:
    env = os.environ.get("DOMINO_RUNTIME_CACHE")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "domino-runtime"


def fetch_runtime(name: str) -> Path:
    """Return the verified tarball of one pinned runtime package, fetching it with npm if needed."""
    pin = RUNTIME[name]
    cache = cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    path = cache / pin["tarball"]
    if path.exists():
        if sha256_file(path) == pin["sha256"]:
            return path
        log(f"cached {path.name} does not match its pinned checksum; fetching it again")
        path.unlink()
    npm = shutil.which("npm")
    if not npm:
        raise BuildError("npm is needed to fetch the runtime (install Node.js and npm)")
    log(f"npm pack {pin['spec']}")
    tmp = cache / f".tmp-{os.getpid()}"
    tmp.mkdir(exist_ok=True)
    try:
        proc = subprocess.run(
            [npm, "pack", pin["spec"], "--pack-destination", str(tmp)],
            cwd=tmp, capture_output=True, text=True,
        )
        got = tmp / pin["tarball"]
        if proc.returncode != 0 or not got.exists():
            raise BuildError(f"`npm pack {pin['spec']}` failed:\n{proc.stdout}\n{proc.stderr}")
        actual = sha256_file(got)
        if actual != pin["sha256"]:
            raise BuildError(
                f"checksum mismatch for {pin['spec']} ({pin['tarball']}):\n"
                f"  pinned in build.py: {pin['sha256']}\n  fetched:            {actual}\n"
                "Refusing to build with an unverified runtime."
            )
        os.replace(got, path)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return path


_MAP_REF = re.compile(rb"\n?(//# sourceMappingURL=\S+\.map[ \t]*|/\*# sourceMappingURL=\S+\.map[ \t]*\*/)[ \t]*(?=\n|$)")


def strip_map_refs(name: str, data: bytes) -> bytes:
    """Drop `sourceMappingURL` comments: we do not ship .map files, so nothing may point at them."""
    if name.endswith((".js", ".mjs", ".css")):
        return _MAP_REF.sub(b"", data)
    return data


def tar_files(tarball: Path, prefix: str) -> dict[str, bytes]:
    """Regular files under `prefix` in an npm tarball, keyed by path relative to prefix."""
    out = {}
    with tarfile.open(tarball, "r:gz") as tar:
        for member in tar.getmembers():
            if not member.isfile() or not member.name.startswith(prefix):
                continue
            rel = member.name[len(prefix):]
            if not rel or rel.startswith("/") or ".." in rel.split("/"):
                continue
            out[rel] = tar.extractfile(member).read()
    return out


# --- the Python packages ------------------------------------------------------------------------

def python_packages(src: Path) -> list[Path]:
    return sorted(p for p in (src / "py").iterdir() if p.is_dir() and (p / "__init__.py").exists())


def app_archive(src: Path) -> tuple[str, bytes]:
    """A deterministic zip (wheel-shaped) of every package under py/; its name carries its hash."""
    entries = []
    for pkg in python_packages(src):
        for path in sorted(pkg.rglob("*")):
            rel = path.relative_to(src / "py")
            if path.is_dir() or "__pycache__" in rel.parts or path.suffix in (".pyc", ".pyo"):
                continue
            entries.append((rel.as_posix(), path.read_bytes()))
    if not entries:
        raise BuildError(f"no Python package (a directory with __init__.py) under {src / 'py'}")
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)
    data = buf.getvalue()
    return f"app-{sha256_bytes(data)[:8]}.whl", data


# --- icons --------------------------------------------------------------------------------------
# The app icon (static/icon.svg) drawn again as PNGs for the web manifest, by a tiny rasterizer
# (signed distances, one sample per pixel with analytic anti-aliasing) and a PNG encoder (zlib +
# struct). The PNGs are cached next to the runtime, keyed by this code, so only the first build pays.

ICONS = {"static/icon-192.png": (192, False), "static/icon-512.png": (512, False),
         "static/icon-maskable-512.png": (512, True)}

def png_bytes(width, height, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

def _rgb(h):
    return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))

def _box(px, py, x0, y0, x1, y1, r):
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    qx = abs(px - cx) - (x1 - x0) / 2 + r
    qy = abs(py - cy) - (y1 - y0) / 2 + r
    return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r

def icon_png(size, maskable=False):
    BG, IV, EDGE, LINE, INK = map(_rgb, ("#13663f", "#fffaf0", "#c8bca2", "#8b8170", "#1b1b1b"))
    pips = ((26.5, 13), (32, 19), (37.5, 25), (26.5, 39), (37.5, 39), (26.5, 51), (37.5, 51))
    unit = 64 / size
    zoom = 0.8 if maskable else 1.0
    c, s = math.cos(math.radians(30)), math.sin(math.radians(30))
    rows = []
    for j in range(size):
        row = bytearray()
        for i in range(size):
            x, y = (i + 0.5) * unit, (j + 0.5) * unit
            a_bg = 1.0 if maskable else min(1.0, max(0.0, 0.5 - _box(x, y, 0, 0, 64, 64, 14) / unit))
            r, g, b = BG
            # into the tile's frame (undo rotate(-30) about the centre), then un-zoom
            dx, dy = (x - 32) / zoom, (y - 32) / zoom
            tx, ty = 32 + c * dx - s * dy, 32 + s * dx + c * dy
            pu = unit / zoom
            d = _box(tx, ty, 20, 6, 44, 58, 5)
            if d < 1.5 * pu + 0.75:
                def mix(col, cov):
                    nonlocal r, g, b
                    cov = min(1.0, max(0.0, cov))
                    r, g, b = (r + (col[0] - r) * cov, g + (col[1] - g) * cov, b + (col[2] - b) * cov)
                mix(EDGE, 0.5 - (d - 0.75) / pu)
                mix(IV, 0.5 - (d + 0.75) / pu)
                if d < 0:
                    dl = _box(tx, ty, 23, 31, 41, 33, 1)
                    mix(LINE, 0.5 - dl / pu)
                    dp = min(math.hypot(tx - px, ty - py) - 3 for px, py in pips)
                    mix(INK, 0.5 - dp / pu)
            row += bytes((round(r), round(g), round(b), round(255 * a_bg)))
        rows.append(bytes(row))
    return png_bytes(size, size, rows)



def icon_files() -> dict[str, bytes]:
    import inspect
    key = sha256_bytes((inspect.getsource(icon_png) + inspect.getsource(_box) + inspect.getsource(png_bytes)).encode())[:12]
    cache = cache_dir() / "icons"
    out = {}
    for name, (size, maskable) in ICONS.items():
        path = cache / f"{key}-{size}{'-maskable' if maskable else ''}.png"
        if not path.exists():
            cache.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".tmp{os.getpid()}")
            tmp.write_bytes(icon_png(size, maskable))
            os.replace(tmp, path)
        out[name] = path.read_bytes()
    return out


# --- dist/ --------------------------------------------------------------------------------------

class build_lock:
    """An exclusive lock across processes (tests and builds may run side by side); no-op off POSIX."""

    def __enter__(self):
        self.file = None
        try:
            import fcntl
        except ImportError:
            return self
        cache = cache_dir()
        cache.mkdir(parents=True, exist_ok=True)
        self.file = open(cache / ".build.lock", "w")
        fcntl.flock(self.file, fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc):
        if self.file:
            self.file.close()  # releases the lock


def build(src: Path = ROOT, dist: Path | None = None, quiet: bool = False) -> Path:
    """Write dist/ from the sources in `src` and the pinned runtime. Returns the dist path."""
    with build_lock():
        return _build(src, dist, quiet)


def _build(src: Path, dist: Path | None, quiet: bool) -> Path:
    src = Path(src).resolve()
    dist = Path(dist).resolve() if dist else src / "dist"
    for needed in ("index.html", "service-worker.js", "py/main.py", "static"):
        if not (src / needed).exists():
            raise BuildError(f"missing {src / needed}")

    files: dict[str, bytes] = {}

    pyodide = tar_files(fetch_runtime("pyodide"), "package/")
    for name in PYODIDE_FILES:
        if name not in pyodide:
            raise BuildError(f"{RUNTIME['pyodide']['spec']} has no {name}")
        files[f"vendor/pyodide/{name}"] = strip_map_refs(name, pyodide[name])

    pyscript = tar_files(fetch_runtime("pyscript"), "package/dist/")
    for name, data in pyscript.items():
        if not name.endswith(".map"):
            files[f"vendor/pyscript/{name}"] = strip_map_refs(name, data)

    files["index.html"] = (src / "index.html").read_bytes()
    files["main.py"] = (src / "py" / "main.py").read_bytes()
    for path in sorted((src / "static").rglob("*")):
        rel = path.relative_to(src / "static")
        if path.is_file() and "__pycache__" not in rel.parts and not path.name.startswith("."):
            files[f"static/{rel.as_posix()}"] = path.read_bytes()
    files.update(icon_files())

    whl_name, whl = app_archive(src)
    files[whl_name] = whl
    config = {"interpreter": "./vendor/pyodide/pyodide.mjs", "files": {f"./{whl_name}": "./*"}}
    files["pyscript.json"] = (json.dumps(config, indent=2) + "\n").encode()

    precache = sorted(files)
    version = hashlib.sha256()
    for name in precache:
        version.update(name.encode() + b"\0" + sha256_bytes(files[name]).encode() + b"\n")
    template = (src / "service-worker.js").read_text(encoding="utf-8")
    for token in (SW_VERSION_TOKEN, SW_PRECACHE_TOKEN):
        if template.count(token) != 1:
            raise BuildError(f"service-worker.js must contain {token} exactly once")
    sw = template.replace(SW_VERSION_TOKEN, json.dumps(version.hexdigest()[:16]))
    sw = sw.replace(SW_PRECACHE_TOKEN, json.dumps(precache, indent=2))
    files["service-worker.js"] = sw.encode()

    # Write to a fresh directory, then swap it in, so a half-written dist/ is never served.
    tmp = dist.with_name(f".{dist.name}.tmp-{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    for name, data in files.items():
        out = tmp / name
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(data)
    old = dist.with_name(f".{dist.name}.old-{os.getpid()}")
    if dist.exists():
        os.replace(dist, old)
    os.replace(tmp, dist)
    shutil.rmtree(old, ignore_errors=True)
    if not quiet:
        size = sum(len(d) for d in files.values())
        log(f"wrote {dist} ({len(files)} files, {size / 1e6:.1f} MB, {whl_name})")
    return dist


def app_bytes(dist: Path) -> int:
    """Size of the app's own files in dist/ (everything but the vendored runtime and domino.html)."""
    return sum(p.stat().st_size for p in dist.rglob("*")
               if p.is_file() and p.relative_to(dist).parts[0] not in ("vendor", SINGLE_NAME))


def runtime_bytes(dist: Path) -> int:
    return sum(p.stat().st_size for p in (dist / "vendor").rglob("*") if p.is_file())


# --- the single-file build ----------------------------------------------------------------------
# dist/domino.html: the whole app in one HTML file that plays from file:// (double-click), where
# browsers refuse module scripts and fetches. Pyodide is started directly (no PyScript): its loader
# and pyodide.asm.mjs are imported from blob: URLs, and the wasm, the standard library and
# the app's wheel are inlined gzipped + base64 and handed over by a fetch() shim. The Python that runs
# is the same: the app wheel is unpacked into the working directory and main.py is executed.

SINGLE_NAME = "domino.html"
INLINE_BASE = "./__inline__/"

SINGLE_BOOT = r"""
const INLINE = "/__inline__/";
const blobs = {};
async function inlined(name) {
  const el = document.getElementById("inline:" + name);
  const res = await fetch("data:application/octet-stream;base64," + el.textContent.trim());
  const body = el.dataset.gzip ? res.body.pipeThrough(new DecompressionStream("gzip")) : res.body;
  return new Uint8Array(await new Response(body).arrayBuffer());
}
const TYPES = {"pyodide.asm.wasm": "application/wasm", "python_stdlib.zip": "application/zip"};
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input, init) => {
  const url = String(input && input.url !== undefined ? input.url : input);
  const at = url.indexOf(INLINE);
  if (at >= 0) {
    const name = url.slice(at + INLINE.length);
    return blobs[name].then((data) => new Response(data, {
      headers: {"Content-Type": TYPES[name] || "application/octet-stream"}}));
  }
  return realFetch(input, init);
};
function fail(error) {
  console.error(error);
  const out = document.getElementById("menu-error");
  if (out) out.textContent = "The game could not start: " + error;
}
(async () => {
  for (const name of ["pyodide.asm.wasm", "python_stdlib.zip"]) blobs[name] = inlined(name);
  const moduleOf = async (name) =>
    import(URL.createObjectURL(new Blob([await inlined(name)], {type: "text/javascript"})));
  const {loadPyodide} = await moduleOf("pyodide.mjs");
  const createPyodideModule = (await moduleOf("pyodide.asm.mjs")).default;
  const pyodide = await loadPyodide({
    indexURL: "__INDEX__", lockFileContents: document.getElementById("inline:lock").textContent,
    createPyodideModule, checkAPIVersion: true,
  });
  pyodide.unpackArchive(await inlined("app.whl"), "zip", {extractDir: "/home/pyodide"});
  pyodide.runPython("import os, sys; os.chdir('/home/pyodide'); sys.path.insert(0, '/home/pyodide')");
  pyodide.runPython(document.getElementById("inline:main.py").textContent, {filename: "main.py"});
})().catch(fail);
"""


def _inline_script(text: str) -> str:
    """Text safe inside <script>...</script> (no early end tag, no comment opener)."""
    return text.replace("</script", "<\\/script").replace("<!--", "<\\!--")


def build_single(dist: Path, out: Path | None = None) -> Path:
    """Write dist/domino.html (or `out`) from a built dist/. Returns its path."""
    import base64
    import gzip

    dist = Path(dist)
    out = Path(out) if out else dist / SINGLE_NAME
    html = (dist / "index.html").read_text(encoding="utf-8")
    # Drop what needs a server: PyScript, the worker, the manifest, the file:// notice.
    html = re.sub(r'\s*<script[^>]*src="\./vendor/pyscript/core\.js"[^>]*></script>', "", html)
    html = re.sub(r'\s*<link[^>]*href="\./vendor/pyscript/core\.css"[^>]*>', "", html)
    html = re.sub(r'\s*<script type="py"[^>]*></script>', "", html)
    html = re.sub(r'\s*<script[^>]*src="\./static/sw-register\.js"[^>]*></script>', "", html)
    html = re.sub(r'\s*<link rel="manifest"[^>]*>', "", html)
    html = re.sub(r'\s*<link rel="apple-touch-icon"[^>]*>', "", html)
    html = re.sub(r'\s*<script id="file-notice">.*?</script>', "", html, flags=re.S)

    def css(match):
        text = (dist / match.group(1)).read_text(encoding="utf-8")
        return f"<style>\n{text}</style>"

    html = re.sub(r'<link rel="stylesheet" href="\./(static/[^"]+\.css)">', css, html)
    svg = base64.b64encode((dist / "static/icon.svg").read_bytes()).decode()
    html = html.replace('href="./static/icon.svg"', f'href="data:image/svg+xml;base64,{svg}"')
    leftover = re.findall(r'(?:src|href)="\./[^"]*"', html)
    if leftover:
        raise BuildError(f"single file: index.html still points at files: {leftover}")

    vendor = dist / "vendor" / "pyodide"
    (whl,) = dist.glob("app-*.whl")
    lock = json.loads((vendor / "pyodide-lock.json").read_text())
    lock = {"info": lock["info"], "packages": {}}  # we load no packages

    def blob(name: str, data: bytes, gz: bool) -> str:
        if gz:
            data = gzip.compress(data, 9, mtime=0)
        enc = base64.b64encode(data).decode()
        return (f'<script type="application/octet-stream" id="inline:{name}"'
                f'{" data-gzip=1" if gz else ""}>{enc}</script>\n')

    parts = [
        blob("pyodide.asm.wasm", (vendor / "pyodide.asm.wasm").read_bytes(), True),
        blob("pyodide.asm.mjs", (vendor / "pyodide.asm.mjs").read_bytes(), True),
        blob("pyodide.mjs", (vendor / "pyodide.mjs").read_bytes(), True),
        blob("python_stdlib.zip", (vendor / "python_stdlib.zip").read_bytes(), True),
        blob("app.whl", whl.read_bytes(), False),
        f'<script type="application/json" id="inline:lock">{_inline_script(json.dumps(lock))}</script>\n',
        f'<script type="text/x-python" id="inline:main.py">{_inline_script((dist / "main.py").read_text())}</script>\n',
        '<script type="module">\n',
        _inline_script(SINGLE_BOOT.replace("__INDEX__", INLINE_BASE)),
        "</script>\n",
    ]
    if html.count("</body>") != 1:
        raise BuildError("index.html must have one </body>")
    html = html.replace("</body>", "".join(parts) + "</body>")
    tmp = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    tmp.write_text(html, encoding="utf-8")
    os.replace(tmp, out)
    return out


def source_paths(src: Path = ROOT) -> list[Path]:
    paths = [src / "index.html", src / "service-worker.js", src / "build.py"]
    for top in ("py", "static"):
        paths += [p for p in (src / top).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return paths


def dist_is_stale(src: Path = ROOT, dist: Path | None = None) -> bool:
    stamp = (dist or src / "dist") / "service-worker.js"
    if not stamp.exists():
        return True
    built = stamp.stat().st_mtime
    return any(p.exists() and p.stat().st_mtime > built for p in source_paths(src))


def ensure_built(src: Path = ROOT, dist: Path | None = None) -> Path:
    """Build dist/ if it is missing or older than its sources; return its path."""
    dist = dist or src / "dist"
    if dist_is_stale(src, dist):
        with build_lock():
            if dist_is_stale(src, dist):
                _build(src, dist, quiet=False)
    return dist


def snapshot(dist: Path, into: Path) -> Path:
    """Copy dist/ to `into` under the build lock: a private copy that another process's rebuild
    (a new app-<hash>.whl, say) cannot change under a running test or benchmark."""
    with build_lock():
        shutil.copytree(dist, into, symlinks=False)
    return into


# --- serving ------------------------------------------------------------------------------------

class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    extensions_map = MIME_TYPES
    overlay: dict[str, tuple[bytes, str]] = {}
    quiet = False

    def end_headers(self):
        # Always revalidate (cheap 304s): a rebuilt dist/ is never shadowed by a stale HTTP cache.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path in self.overlay:
            body, ctype = self.overlay[path]
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return io.BytesIO(body)
        return super().send_head()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return  # the browser went away mid-response; nothing to report
        super().handle_error(request, client_address)


def make_server(root: Path, host: str = "127.0.0.1", port: int = 0, quiet: bool = True,
                overlay: dict[str, tuple[bytes, str]] | None = None) -> Server:
    """A threaded static server of `root` with the right MIME types. Port 0 picks a free port.

    `overlay` maps URL paths ("/bench/bare.html") to (body, content type) served from memory.
    """
    handler = type("BoundHandler", (Handler,), {"overlay": dict(overlay or {}), "quiet": quiet})

    def factory(*args, **kwargs):
        return handler(*args, directory=str(root), **kwargs)

    return Server((host, port), factory)


def serve_in_thread(root: Path, **kwargs) -> tuple[Server, str]:
    """Start make_server(root) in a daemon thread; return the server and its base URL ("/"-ended)."""
    server = make_server(root, **kwargs)
    threading.Thread(target=server.serve_forever, name="dist-server", daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"


# --- test and bench set-up ----------------------------------------------------------------------

def run(cmd: list[str], **kwargs) -> None:
    log("$ " + " ".join(cmd))
    subprocess.run(cmd, check=True, **kwargs)


_apt_updated = False


def apt_install(*packages: str) -> bool:
    """apt-get install, when apt-get is there and we are root. Returns whether it ran."""
    global _apt_updated
    if not shutil.which("apt-get") or not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    if not _apt_updated:
        run(["apt-get", "update"], env=env)
        _apt_updated = True
    run(["apt-get", "install", "-y", *packages], env=env)
    return True


def externally_managed() -> bool:
    import sysconfig
    return sys.prefix == sys.base_prefix and (Path(sysconfig.get_paths()["stdlib"]) / "EXTERNALLY-MANAGED").exists()


def tests_python() -> str:
    """The interpreter to install the test extras into: this one, or ./.venv where pip may not
    install into the system Python (PEP 668, e.g. Debian's python3)."""
    if not externally_managed():
        if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode:
            if not apt_install("python3-pip"):
                raise BuildError("pip is missing for this Python")
        return sys.executable
    venv = ROOT / ".venv"
    py = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not py.exists():
        if subprocess.run([sys.executable, "-m", "venv", str(venv)]).returncode:
            shutil.rmtree(venv, ignore_errors=True)
            ver = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"
            if not apt_install(ver):
                raise BuildError("cannot create a virtualenv (python3-venv missing)")
            run([sys.executable, "-m", "venv", str(venv)])
    return str(py)


def install_test_extras(python: str) -> None:
    run([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", ".[test]"], cwd=ROOT)


def find_chromium(install: bool = True) -> str:
    env = os.environ.get("CHROMIUM")
    if env:
        if not Path(env).exists():
            raise BuildError(f"CHROMIUM={env} does not exist")
        return env
    for candidate in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if Path(candidate).exists():
            return candidate
    if install and apt_install("chromium"):
        if Path("/usr/bin/chromium").exists():
            return "/usr/bin/chromium"
    raise BuildError("no Chromium: set CHROMIUM to its path, or install Debian's `chromium` package")


def prepare_tests() -> tuple[str, dict[str, str]]:
    """Install what tests and benchmarks need; return (python, environment)."""
    python = tests_python()
    install_test_extras(python)
    env = {**os.environ, "CHROMIUM": find_chromium()}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "py"), env.get("PYTHONPATH")]))
    return python, env


def cmd_test(args: list[str]) -> int:
    python, env = prepare_tests()
    build()
    targets = [] if any(not a.startswith("-") and (ROOT / a.split("::")[0]).exists() for a in args) else ["tests"]
    cmd = [python, "-m", "pytest", *targets, "--ignore=tests/bench", *args]
    log("$ " + " ".join(cmd))
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def cmd_bench(args: list[str]) -> int:
    python, env = prepare_tests()
    build()
    scripts = sorted(p for p in (ROOT / "tests" / "bench").glob("*.py") if not p.name.startswith("_"))
    status = 0
    for script in scripts:
        print(f"\n=== {script.relative_to(ROOT)} ===", flush=True)
        rc = subprocess.run([python, str(script), *args], cwd=ROOT, env=env).returncode
        if rc:
            print(f"!!! {script.name} exited with {rc}", flush=True)
            status = status or rc
    return status


def cmd_serve(port: int, src: Path) -> int:
    dist = build(src)
    try:
        server = make_server(dist, port=port, quiet=False)
    except OSError as e:
        raise BuildError(f"cannot listen on 127.0.0.1:{port} ({e.strerror}); try --port N")
    host, port = server.server_address[:2]
    print(f"Serving {dist} on http://{host}:{port}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p_build = sub.add_parser("build", help="vendor the runtime and write dist/")
    p_serve = sub.add_parser("serve", help="build, then serve dist/ (default http://127.0.0.1:8000/)")
    p_serve.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8000)))
    for p in (p_build, p_serve):
        p.add_argument("--src", type=Path, default=ROOT, help=argparse.SUPPRESS)
    sub.add_parser("single", help="build, then write dist/domino.html (plays from file://, no server)")
    sub.add_parser("test", help="install test needs, build, run pytest (extra args go to pytest)")
    sub.add_parser("bench", help="build, then run every benchmark in tests/bench/")
    args, rest = parser.parse_known_args(argv)
    if rest and args.command not in ("test", "bench"):
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        if args.command == "build":
            build(args.src)
            return 0
        if args.command == "serve":
            return cmd_serve(args.port, args.src)
        if args.command == "single":
            out = build_single(build())
            log(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB): open it with a double-click")
            return 0
        if args.command == "test":
            return cmd_test(rest)
        return cmd_bench(rest)
    except BuildError as e:
        log(f"error: {e}")
        return 2
    except subprocess.CalledProcessError as e:
        log(f"error: {e}")
        return e.returncode or 1


if __name__ == "__main__":
    sys.exit(main())
