"""The engine type-checks: mypy (pinned in pyproject.toml's test extras, configured under
[tool.mypy]) finds no error in py/domino."""
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                    reason="mypy is not installed (pip install -e '.[test]')")
def test_mypy_finds_no_error_in_the_engine():
    run = subprocess.run([sys.executable, "-m", "mypy", "py/domino"], cwd=ROOT, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0 and "Success: no issues found" in run.stdout, run.stdout + run.stderr
