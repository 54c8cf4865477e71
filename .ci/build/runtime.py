"""The pinned runtime (Pyodide, PyScript): fetched with `npm pack`, checked against the sha256 sums
pinned here, cached outside git, and read file by file from its tarball."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

from .common import BuildError, cache_dir, log, sha256_file

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
# The packages of Pyodide's repository the game loads: none (pyscript.json names no packages). Its
# lock is shipped listing these and what they need, not the hundreds Pyodide could install.
PACKAGES: tuple[str, ...] = ()
LOCK = "pyodide-lock.json"


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
                f"  pinned in .ci/build/runtime.py: {pin['sha256']}\n"
                f"  fetched:                        {actual}\n"
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


def lock_for(lock: bytes, packages: tuple[str, ...]) -> bytes:
    """Pyodide's lock with only `packages` and their dependencies, all else as it was."""
    data = json.loads(lock)
    known = data["packages"]
    kept: set[str] = set()
    todo = list(packages)
    while todo:
        name = todo.pop()
        if name not in known:
            raise BuildError(f"{RUNTIME['pyodide']['spec']}'s lock has no package {name}")
        if name not in kept:
            kept.add(name)
            todo += known[name]["depends"]
    data["packages"] = {name: known[name] for name in sorted(kept)}
    return json.dumps(data, separators=(",", ":"), sort_keys=True).encode()


def runtime_files() -> dict[str, bytes]:
    """The vendored runtime as dist/ holds it: vendor/pyodide/ and vendor/pyscript/ without maps."""
    files = {}
    pyodide = tar_files(fetch_runtime("pyodide"), "package/")
    for name in PYODIDE_FILES:
        if name not in pyodide:
            raise BuildError(f"{RUNTIME['pyodide']['spec']} has no {name}")
        data = lock_for(pyodide[name], PACKAGES) if name == LOCK else pyodide[name]
        files[f"vendor/pyodide/{name}"] = strip_map_refs(name, data)
    pyscript = tar_files(fetch_runtime("pyscript"), "package/dist/")
    for name, data in pyscript.items():
        if not name.endswith(".map"):
            files[f"vendor/pyscript/{name}"] = strip_map_refs(name, data)
    return files
