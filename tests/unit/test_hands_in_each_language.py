"""Every board's golden hand (test_golden_frames.py: the same seed, the same moves) played on CPython
in each language the game ships, its catalogue compiled from its .po by the build's own compiler:
the hand ends; the words every hand shows are the language's, never the English; and no translation
met on the way is refused for breaking its placeholders (the table would say the English sentence
instead: Catalogue.fill). The browser plays a hand per language too (tests/e2e/test_languages.py),
for what only the page does: the catalogue fetched, the page's own words, the document's language."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping

import pytest

from builder import load_build
from table.language import catalogue, languages
from test_catalogue import po_files
from test_golden_frames import GAMES, draw_hand

PO = {path.stem.replace("_", "-"): path for path in po_files()}  # language code -> its .po
# Messages every hand shows (the hand's label, a tool).
SHOWN = ("Your hand", "Restart")


class Watching(catalogue.Catalogue):
    """A language's catalogue that notes each translation it refused."""

    def __init__(self, code: str, translations) -> None:
        super().__init__(code, translations)
        self.refused: set[tuple[str, str]] = set()

    def fill(self, english: str, translated: str, params: Mapping[str, object]) -> str:
        said = super().fill(english, translated, params)
        if translated != english and said == super().fill(english, english, params):
            self.refused.add((english, translated))
        return said


@functools.cache
def compiled(code: str) -> catalogue.Catalogue:
    """Language `code`'s catalogue from its .po as the build compiles it (once a process)."""
    load_build()
    from domino_build_jobs.words import mo_bytes, read_po

    out = languages.from_mo(code, mo_bytes(read_po(PO[code].read_text(encoding="utf-8"))))
    assert out is not catalogue.ENGLISH, f"{PO[code].name} does not compile"
    return out


@pytest.fixture(params=sorted(PO))
def spoken(request) -> Iterator[Watching]:
    """The language `request.param`, watched, in use for one test."""
    code = request.param
    watching = Watching(code, compiled(code).translations)
    catalogue.use(watching)
    yield watching
    catalogue.use(catalogue.ENGLISH)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_whole_hand_of_every_board_speaks_the_language(spoken: Watching, name: str) -> None:
    text = draw_hand(name)
    for message in SHOWN:
        said = spoken.translations.gettext(message)
        assert said != message and said in text, (spoken.code, name, message)
        assert message not in text, f"{message!r} is still English in {name} ({spoken.code})"
    assert not spoken.refused, f"translations refused in {name} ({spoken.code}): {sorted(spoken.refused)}"
