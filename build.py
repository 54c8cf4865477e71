#!/usr/bin/env python3
"""Build, serve, test and benchmark the dominoes app.

    python build.py build            vendor the pinned runtime and write dist/
    python build.py serve [--port N] build, then serve dist/ on http://127.0.0.1:8000/
    python build.py test [args...]   install test needs, build, run pytest over tests/
    python build.py bench            build, then run every script in tests/bench/

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
import os
import re
import shutil
import socketserver
import subprocess
import sys
import tarfile
import threading
import zipfile
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
