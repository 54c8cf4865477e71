"""The suite's tiers, marked from where a test lives and what it uses (pyproject.toml names them):

- ``browser``: tests/e2e, the built app in Playwright's Chromium (they need dist/ and a browser).
- ``engines``: tests/engines, the engine smoke in Firefox, WebKit and Chromium.
- ``audit``: the accessibility audits (axe and the pixel checks of tests/e2e/audits.py): the tests of
  test_audit_a11y.py and every browser test that calls ``axe_results``.
- ``slow``: the type checks that start a checker of their own (mypy, tsc) and tests marked so by hand.

The browserless tier is what is neither ``browser`` nor ``engines``: tests/engine and tests/unit,
CPython only; ``python build.py test --fast`` runs it. ``python build.py test`` runs every tier, as
CI does; ``-m`` picks others (``-m "browser and not audit"``).

A run that used a browser ends with its boots of the runtime: "cold" in a test's fresh context
(nothing cached), "warm" a later one in the same context (a reload, a second tab).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

BOOTS = pytest.StashKey[Counter]()

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


# The longest tests (the engine smoke takes 20-40 s, an audit up to 100 s) go out first, so that no
# worker is left running one of them alone at the end of a run while the others wait.
FIRST = ("engines", "audit", "slow")


def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: not any(item.get_closest_marker(name) for name in FIRST))


@pytest.fixture(scope="session")
def boot_counts(pytestconfig) -> Counter:
    """The run's boots of the runtime, by kind ("cold", "warm"): tests/e2e/conftest.py counts them."""
    return pytestconfig.stash.setdefault(BOOTS, Counter())


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # a pytest-xdist worker: its counts go to the controller
        workeroutput["boots"] = dict(session.config.stash.get(BOOTS, Counter()))


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    node.config.stash.setdefault(BOOTS, Counter()).update(getattr(node, "workeroutput", {}).get("boots", {}))


def pytest_terminal_summary(terminalreporter, config):
    boots = config.stash.get(BOOTS, Counter())
    if boots:
        terminalreporter.write_line(f"boots of the runtime: {boots['cold']} cold (a fresh context, or the first "
                                    f"in the worker's profile), {boots['warm']} warm (a shared context's caches, a "
                                    "reload or another tab); "
                                    f"{boots['snapshot_misses']} found the snapshot gone from the HTTP cache; "
                                    f"the workers' shared profile opened {boots['profiles']} times")
