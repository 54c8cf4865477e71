"""The suite's tiers, marked from where a test lives and what it uses (pyproject.toml names them):

- ``browser``: tests/e2e, the built app in Playwright's Chromium (they need dist/ and a browser).
- ``engines``: tests/engines, the engine smoke in Firefox, WebKit and Chromium.
- ``audit``: the accessibility audits (axe and the pixel checks of tests/e2e/audits.py): the tests of
  test_audit_a11y.py and every browser test that calls ``axe_results``.
- ``slow``: the type checks that start a checker of their own (mypy, tsc) and tests marked so by hand.

The browserless tier is what is neither ``browser`` nor ``engines``: tests/engine and tests/unit,
CPython only; ``python build.py test --fast`` runs it. ``python build.py test`` runs every tier, as
CI does; ``-m`` picks others (``-m "browser and not audit"``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
FOLDER_TIER = {"e2e": "browser", "engines": "engines"}


def pytest_itemcollected(item):
    try:
        folder = item.path.resolve().relative_to(HERE).parts[0]
    except (ValueError, IndexError):
        return
    tier = FOLDER_TIER.get(folder)
    if tier:
        item.add_marker(tier)
    code = getattr(getattr(item, "function", None), "__code__", None)
    if folder == "e2e" and (item.path.name == "test_audit_a11y.py" or (code and "axe_results" in code.co_names)):
        item.add_marker("audit")
    if item.path.name == "test_types.py" or "tsc" in getattr(item, "fixturenames", ()):
        item.add_marker("slow")
