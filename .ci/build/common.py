"""What every job shares: the project's paths, logging, errors, hashing, the cache and its lock."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


class BuildError(Exception):
    """A build step failed in a way the user should read (bad checksum, missing file, no npm)."""


def log(msg: str) -> None:
    print(f"[build] {msg}", file=sys.stderr, flush=True)


def run(cmd: list[str], **kwargs) -> None:
    log("$ " + " ".join(cmd))
    subprocess.run(cmd, check=True, **kwargs)


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def cache_dir() -> Path:
    env = os.environ.get("DOMINO_RUNTIME_CACHE")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "domino-runtime"


def made_once(kind: str, parts: list[bytes], make) -> bytes:
    """`make()`'s bytes, made once for the same inputs (`parts`, which must name everything the
    result depends on) and kept in the cache under `kind`: the snapshots, the icons, the app's
    archive, the cut standard library (the tests build the app several times, a portal's build
    each, from the same sources)."""
    h = hashlib.sha256()
    for part in parts:
        h.update(hashlib.sha256(part).digest())
    cached = cache_dir() / kind / h.hexdigest()[:32]
    if cached.exists():
        return cached.read_bytes()
    data = make()
    cached.parent.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_name(f".{cached.name}.{os.getpid()}")  # whole or not at all: another build may read it
    tmp.write_bytes(data)
    os.replace(tmp, cached)
    return data


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
