"""`build.py bench`: every script in tests/bench/ (not the `_` helpers), each in its own process."""

from __future__ import annotations

import subprocess

from .common import ROOT
from .dist import build
from .testing import prepare_tests


def run_benchmarks(args: list[str]) -> int:
    """Run each benchmark with `args`; the first non-zero exit code, else 0."""
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
