"""The code type-checks: mypy (pinned in pyproject.toml's test extras, configured under [tool.mypy])
finds no error in py/domino, in the whole table (py/table), and in the unit tests' stand-ins, which are checked against those ports (tests/unit/fakes.py): a fake that
drifts from what the real part offers is an error here, not a test that passes against a fiction."""
import contextlib
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

needs_mypy = pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                                reason="mypy is not installed (pip install -e '.[test]')")


@contextlib.contextmanager
def one_at_a_time():
    """An exclusive lock on .mypy_cache/ (POSIX; elsewhere none) for the length of the block."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    (ROOT / ".mypy_cache").mkdir(exist_ok=True)
    with open(ROOT / ".mypy_cache" / "suite.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def mypy(*targets: str, silent_imports: bool = False) -> subprocess.CompletedProcess:
    # Silent imports: only the targets' own errors count (the modules they import are typed apart).
    # One mypy at a time over the shared .mypy_cache: the suite's workers take these tests apart, and
    # two mypy writing one cache at once could read each other's half-written entries.
    flags = ["--follow-imports=silent"] if silent_imports else []
    with one_at_a_time():
        return subprocess.run([sys.executable, "-m", "mypy", *flags, *targets], cwd=ROOT, capture_output=True,
                              text=True, timeout=600)


@needs_mypy
def test_mypy_finds_no_error_in_the_engine():
    run = mypy("py/domino")
    assert run.returncode == 0 and "Success: no issues found" in run.stdout, run.stdout + run.stderr


@needs_mypy
def test_mypy_finds_no_error_in_the_table():
    run = mypy("py/table")
    assert run.returncode == 0 and "Success: no issues found" in run.stdout, run.stdout + run.stderr


@needs_mypy
def test_mypy_finds_no_error_in_the_entry_script():
    run = mypy("py/main.py", silent_imports=True)
    assert run.returncode == 0 and "Success: no issues found" in run.stdout, run.stdout + run.stderr


@needs_mypy
def test_the_unit_tests_stand_ins_are_the_ports_they_stand_for():
    run = mypy("tests/unit/fakes.py", silent_imports=True)
    assert run.returncode == 0 and "Success: no issues found" in run.stdout, run.stdout + run.stderr
