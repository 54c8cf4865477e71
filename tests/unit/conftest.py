"""The table's tests build matches from the engine tests' scripted hands (tests/engine)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

import pytest  # noqa: E402

import readback  # noqa: E402


@pytest.fixture(autouse=True)
def every_write_is_read_back(request, monkeypatch):
    """What the table of this test wrote, its own checks accept unchanged (readback.Ledger): the
    tables fakes.table builds get a readback.CheckedStore. A test that puts a scripted position on
    the table (hands no deal gives) says so with @pytest.mark.scripted: its save cannot be replayed
    from a seed, by design."""
    import fakes

    monkeypatch.setattr(fakes, "Store", readback.CheckedStore)
    readback.LEDGER = ledger = readback.Ledger()
    yield
    refused = ledger.close()
    if request.node.get_closest_marker("scripted") is None:
        assert refused == [], refused
