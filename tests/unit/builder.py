"""build.py as a module for the unit tests that read what the build makes (the message template,
the compiled catalogues, the served page): the e2e driver's loader, which the engine smoke and the benchmarks use
too (tests/e2e/driver.py imports the standard library only)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from driver import load_build  # noqa: E402  (the path above first)

__all__ = ["load_build", "served_page"]


def served_page() -> str:
    """index.html as the build serves it: its game rows stamped from the catalog (.ci/build/menu.py)."""
    return load_build().menu_page()
