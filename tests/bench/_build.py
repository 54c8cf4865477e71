"""For the browser benchmarks: the e2e driver (tests/e2e/driver.py) importable as `driver`, and
build.py as a module through it. A helper: `build.py bench` runs only the files not starting with `_`."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from driver import load_build  # noqa: E402  (the path above first)

__all__ = ["load_build"]
