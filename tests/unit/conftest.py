"""The table's tests build matches from the engine tests' scripted hands (tests/engine)."""

from __future__ import annotations

import gettext
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


class Translation(gettext.NullTranslations):
    """A made-up language given as a dict: {message: text}, {(singular, plural): (forms...)},
    {(context, message): text}; `plural` picks a form's index from a count."""

    def __init__(self, texts: dict, plural=lambda n: int(n != 1)) -> None:
        super().__init__()
        self.texts, self.plural = texts, plural

    def gettext(self, message):
        return self.texts.get(message, message)

    def ngettext(self, one, many, n):
        forms = self.texts.get((one, many))
        return forms[self.plural(n)] if forms else (one if n == 1 else many)

    def pgettext(self, context, message):
        return self.texts.get((context, message), message)


@pytest.fixture
def speak():
    """speak(texts, plural=...): the table speaks a made-up language for one test; English after it."""
    from table.language import catalogue

    def use(texts, **kwargs):
        catalogue.use(catalogue.Catalogue("xx", Translation(texts, **kwargs)))
    yield use
    catalogue.use(catalogue.ENGLISH)
