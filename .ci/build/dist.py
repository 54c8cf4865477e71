"""Writing dist/: the vendored runtime, the app's files, its wheel, pyscript.json and the stamped
service worker; and keeping it fresh for tests and benchmarks."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import re
import shutil
import zipfile
from pathlib import Path

from .common import HERE, ROOT, BuildError, build_lock, log, made_once, sha256_bytes
from .icons import icon_files
from .menu import menu_page
from .portals import for_portal, ships
from .plugins import page_pyscript
from .names import SNAPSHOT_META, SNAPSHOT_SUFFIX, WEBKIT_SNAPSHOT_SUFFIX, shared, stamp
from .runtime import runtime_files
from .slim import slim_css, slim_html, slim_js, slim_python
from .stdlib import REST, ship_used
from .snapshot import app_snapshot

SW_VERSION_TOKEN = '"__DOMINO_VERSION__"'
SW_PRECACHE_TOKEN = '["__DOMINO_PRECACHE__"]'
SW_OPTIONAL_TOKEN = '["__DOMINO_OPTIONAL__"]'
SW_INTEGRITY_TOKEN = '{"__DOMINO_INTEGRITY__": ""}'
SW_TOKENS = ("VERSION", "PRECACHE", "OPTIONAL", "INTEGRITY")   # stamped last: they hash every file
SINGLE_NAME = "domino.html"      # the one-file build, written next to the app; never precached
PRELOAD_TOKEN = "<!--__DOMINO_PRELOADS__-->"
INTERPRETER = "static/interpreter.mjs"   # what PyScript loads: Pyodide, from the snapshot if any
# The gzipped memory snapshot ends in SNAPSHOT_SUFFIX, WebKit's own (it cannot restore Chromium's) in
# WEBKIT_SNAPSHOT_SUFFIX (names.py); both are counted apart from the app's files.


def python_packages(src: Path) -> list[Path]:
    return sorted(p for p in (src / "py").iterdir() if p.is_dir() and (p / "__init__.py").exists())


def app_archive(src: Path) -> tuple[str, bytes]:
    """A deterministic zip (wheel-shaped) of every package under py/, its Python slimmed (slim.py);
    its name carries its hash."""
    sources = []
    for pkg in python_packages(src):
        for path in sorted(pkg.rglob("*")):
            rel = path.relative_to(src / "py")
            # translations travel compiled, one language at a time (lang/<code>.mo), never in the archive
            if path.is_dir() or "__pycache__" in rel.parts or path.suffix in (".pyc", ".pyo", ".po", ".pot"):
                continue
            sources.append((rel.as_posix(), path.read_bytes()))
    if not sources:
        raise BuildError(f"no Python package (a directory with __init__.py) under {src / 'py'}")
    parts = [(HERE / "slim.py").read_bytes(), (HERE / "dist.py").read_bytes()]
    parts += [p for name, data in sources for p in (name.encode(), data)]
    data = made_once("archives", parts, lambda: _zipped(sources))
    return f"app-{sha256_bytes(data)[:8]}.whl", data


def _zipped(sources: list[tuple[str, bytes]]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in sources:
            if name.endswith(".py"):
                data = slim_python(data.decode("utf-8")).encode("utf-8")
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data, compresslevel=9)
    return buf.getvalue()


def build(src: Path = ROOT, dist: Path | None = None, quiet: bool = False, portal: str | None = None) -> Path:
    """Write dist/ from the sources in `src` and the pinned runtime (a portal's build: dist-NAME/,
    portals.py). Returns the dist path."""
    with build_lock():
        return _build(src, dist, quiet, portal)


def _build(src: Path, dist: Path | None, quiet: bool, portal: str | None = None) -> Path:
    src = Path(src).resolve()
    dist = Path(dist).resolve() if dist else src / (f"dist-{portal}" if portal else "dist")
    for needed in ("index.html", "service-worker.js", "py/main.py", "static"):
        if not (src / needed).exists():
            raise BuildError(f"missing {src / needed}")

    files = runtime_files()
    page_pyscript(files)
    names = shared(src)
    files["index.html"] = slim_html(menu_page(src)).encode("utf-8")  # its game rows from the catalog
    files["main.py"] = (src / "py" / "main.py").read_bytes()
    for path in sorted((src / "static").rglob("*")):
        rel = path.relative_to(src / "static")
        if path.is_file() and "__pycache__" not in rel.parts and not path.name.startswith(".") \
                and ships(rel.as_posix(), portal):
            data = path.read_bytes()
            slim = {".css": slim_css, ".js": slim_js, ".mjs": slim_js}.get(path.suffix)
            if slim:
                data = slim(data.decode("utf-8")).encode("utf-8")
            if path.suffix in (".js", ".mjs"):
                data = stamp(data.decode("utf-8"), f"static/{rel.as_posix()}", names).encode("utf-8")
            files[f"static/{rel.as_posix()}"] = data
    files.update(icon_files())
    files.update(language_files(src))

    whl_name, whl = app_archive(src)
    files[whl_name] = whl
    config = {"interpreter": f"./{INTERPRETER}", "files": {f"./{whl_name}": "./*"}}
    files["pyscript.json"] = (json.dumps(config, indent=2) + "\n").encode()
    ship_used(src, files, whl_name)  # before the snapshots: each holds the zip's directory
    snapshots = {}
    for engine, suffix in (("chromium", SNAPSHOT_SUFFIX), ("webkit", WEBKIT_SNAPSHOT_SUFFIX)):
        data = app_snapshot(files, whl_name, engine)
        if data is not None:
            snapshots[engine] = f"app-{sha256_bytes(data)[:8]}{suffix}"
            files[snapshots[engine]] = data
    files["index.html"] = stamp_preloads(files, whl_name, snapshots)
    if portal:
        files["index.html"] = for_portal(files["index.html"].decode(), portal).encode()
    files["service-worker.js"] = service_worker(src, files, names)
    capitals = sorted(name for name in files if name != name.lower())
    if capitals:  # some hosts refuse them (a games portal among them)
        raise BuildError(f"file names must be lower case: {', '.join(capitals)}")
    left = [name for name, data in files.items() if not name.startswith("vendor/") and b"__DOMINO_" in data]
    if left:
        raise BuildError(f"a __DOMINO_ token was left unstamped in {', '.join(sorted(left))}")
    _swap_in(files, dist)
    if not quiet:
        size = sum(len(d) for d in files.values())
        log(f"wrote {dist} ({len(files)} files, {size / 1e6:.1f} MB, {whl_name})")
    return dist


def language_files(src: Path) -> dict[str, bytes]:
    """lang/<code>.mo for every language the table speaks, compiled from its translation, and
    lang/<code>.webmanifest, the web app manifest in it (static/language.js links the player's);
    the code in lower case, as every file name shipped (lang/pt-br.mo)."""
    from .names import spoken_languages
    from .words import language_manifest, mo_bytes, read_po

    manifest = (src / "static" / "manifest.webmanifest").read_text(encoding="utf-8")
    out = {}
    for code in spoken_languages(src):
        po = src / "py" / "table" / "language" / f"{code.replace('-', '_')}.po"
        if not po.is_file():
            raise BuildError(f"{po} is missing: languages.SPOKEN names {code}")
        entries = read_po(po.read_text(encoding="utf-8"))
        out[f"lang/{code.lower()}.mo"] = mo_bytes(entries)
        out[f"lang/{code.lower()}.webmanifest"] = language_manifest(manifest, code, entries)
    return out


def preload_tags(files: dict[str, bytes], whl_name: str, snapshots: dict[str, str]) -> list[str]:
    """<link> tags for what the runtime asks for once PyScript has started (core.js, then its chunk,
    then pyscript.json, then the interpreter, which fetches the rest): requested at navigation,
    they download (and the modules compile) meanwhile. The big ones at low priority, so the page's
    own CSS comes first and the menu shows (and answers) sooner. A fetch() takes a preload only
    with the same mode and credentials: `as="fetch" crossorigin`. The snapshot is not preloaded
    (static/interpreter.mjs decides whether to fetch it): a <meta> names it, with its size, and
    WebKit's own in data-webkit (and data-webkit-bytes)."""
    chunk = re.search(rb'from"\./(core-[\w-]+\.js)"', files["vendor/pyscript/core.js"])
    if not chunk:
        raise BuildError("vendor/pyscript/core.js no longer imports a core-*.js chunk")
    big = {"vendor/pyodide/pyodide.asm.mjs", "vendor/pyodide/python_stdlib.zip", "vendor/pyodide/pyodide.asm.wasm"}
    modules = [f"vendor/pyscript/{chunk.group(1).decode()}", INTERPRETER, "vendor/pyodide/pyodide.mjs",
               "vendor/pyodide/pyodide.asm.mjs"]
    fetches = ["pyscript.json", "main.py", "vendor/pyodide/pyodide-lock.json", whl_name,
               "vendor/pyodide/python_stdlib.zip", "vendor/pyodide/pyodide.asm.wasm"]
    tags = []
    for name in modules + fetches:
        if name not in files:
            raise BuildError(f"preload of a file the build does not write: {name}")
        kind = 'rel="modulepreload"' if name in modules else 'rel="preload"'
        extra = ' fetchpriority="low"' if name in big else ""
        extra += ' as="fetch" crossorigin' if name in fetches else ""
        tags.append(f'<link {kind} href="./{name}"{extra}>')
    if snapshots:
        chromium, webkit = snapshots.get("chromium"), snapshots.get("webkit")
        attrs = f'content="./{chromium}" data-bytes="{len(files[chromium])}"' if chromium else 'content=""'
        if webkit:
            attrs += f' data-webkit="./{webkit}" data-webkit-bytes="{len(files[webkit])}"'
        tags.append(f'<meta name="{SNAPSHOT_META}" {attrs}>')
    return tags


def stamp_preloads(files: dict[str, bytes], whl_name: str, snapshots: dict[str, str]) -> bytes:
    html = files["index.html"].decode()
    if html.count(PRELOAD_TOKEN) != 1:
        raise BuildError(f"index.html must contain {PRELOAD_TOKEN} exactly once")
    return html.replace(PRELOAD_TOKEN, "\n  ".join(preload_tags(files, whl_name, snapshots))).encode()


def integrity(data: bytes) -> str:
    """`data`'s SHA-256 as a script's integrity attribute writes it (the worker checks its files so)."""
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def service_worker(src: Path, files: dict[str, bytes], shared_names: dict[str, str | list[str]]) -> bytes:
    """The worker template stamped with every file to precache, the optional ones (the snapshots: kept
    only for a fast link; the standard library's rest: kept once a page asks for it; see
    service-worker.js), their digests (in the form of an integrity attribute) and a version hashed
    from them all."""
    names = sorted(files)
    version = hashlib.sha256()
    digests = {}
    for name in names:
        version.update(name.encode() + b"\0" + hashlib.sha256(files[name]).hexdigest().encode() + b"\n")
        digests[name] = integrity(files[name])
    optional = [name for name in names if name.endswith((SNAPSHOT_SUFFIX, WEBKIT_SNAPSHOT_SUFFIX)) or name == REST]
    template = stamp(slim_js((src / "service-worker.js").read_text(encoding="utf-8")), "service-worker.js",
                     shared_names, keep=SW_TOKENS)
    for token in (SW_VERSION_TOKEN, SW_PRECACHE_TOKEN, SW_OPTIONAL_TOKEN, SW_INTEGRITY_TOKEN):
        if template.count(token) != 1:
            raise BuildError(f"service-worker.js must contain {token} exactly once")
    sw = template.replace(SW_VERSION_TOKEN, json.dumps(version.hexdigest()[:16]))
    sw = sw.replace(SW_PRECACHE_TOKEN, json.dumps([n for n in names if n not in optional]))
    sw = sw.replace(SW_OPTIONAL_TOKEN, json.dumps(optional))
    sw = sw.replace(SW_INTEGRITY_TOKEN, json.dumps(digests))
    return sw.encode()


def _swap_in(files: dict[str, bytes], dist: Path) -> None:
    """Write to a fresh directory, then swap it in, so a half-written dist/ is never served."""
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


def app_bytes(dist: Path) -> int:
    """Size of the app's own files in dist/ (everything but the vendored runtime, the memory
    snapshot, the languages, of which a player fetches one: language_bytes, and domino.html)."""
    return sum(p.stat().st_size for p in dist.rglob("*")
               if p.is_file() and p.relative_to(dist).parts[0] not in ("vendor", "lang", SINGLE_NAME)
               and not p.name.endswith((SNAPSHOT_SUFFIX, WEBKIT_SNAPSHOT_SUFFIX)))


def language_bytes(dist: Path) -> dict[str, int]:
    """Each language's compiled catalogue in dist/lang, by its code in lower case: its size in bytes."""
    return {p.stem: p.stat().st_size for p in sorted((dist / "lang").glob("*.mo"))}


def snapshot_bytes(dist: Path) -> int:
    """Chromium's snapshot (the one a Blink or Gecko player may fetch)."""
    return sum(p.stat().st_size for p in dist.glob(f"*{SNAPSHOT_SUFFIX}"))


def runtime_bytes(dist: Path) -> int:
    """The vendored runtime a visitor may download: the standard library's rest, fetched only if an
    import ever asks for it, left out."""
    return sum(p.stat().st_size for p in (dist / "vendor").rglob("*")
               if p.is_file() and p.relative_to(dist).as_posix() != REST)


def source_paths(src: Path = ROOT) -> list[Path]:
    """Every file a build reads, this build code included."""
    paths = [src / "index.html", src / "service-worker.js", src / "build.py"]
    paths += [p for p in HERE.iterdir() if p.is_file()]
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
