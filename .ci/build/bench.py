"""`build.py bench`: every script in tests/bench/ (not the `_` helpers), each in its own process,
with the test extras and the bench extras of pyproject.toml installed."""

from __future__ import annotations

import subprocess

from .common import ROOT, log, run
from .dist import build
from .testing import prepare_tests


def install_bench_extras(python: str) -> None:
    """The bench extras (OpenSpiel). Where they cannot be installed (no wheel for this platform),
    the other benchmarks still run, and the scripts that need them say that they skipped."""
    try:
        run([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", ".[bench]"], cwd=ROOT)
    except subprocess.CalledProcessError as e:
        log(f"could not install the bench extras ({e}); the benchmarks that need them will say so")


def run_benchmarks(args: list[str]) -> int:
    """Run each benchmark with `args`; the first non-zero exit code, else 0."""
    python, env = prepare_tests()
    install_bench_extras(python)
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
