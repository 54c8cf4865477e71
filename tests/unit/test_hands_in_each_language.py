"""Every board's golden hand (test_golden_frames.py: the same seed, the same moves) played on CPython
in each language the game ships, its catalogue compiled from its .po by the build's own compiler:
the hand ends; the words every hand shows are the language's, never the English; and no translation
met on the way is refused for breaking its placeholders (the table would say the English sentence
instead: Catalogue.fill). The browser plays a hand per language too (tests/e2e/test_languages.py),
for what only the page does: the catalogue fetched, the page's own words, the document's language."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

from builder import load_build
from table.language import catalogue, languages
from test_golden_frames import GAMES, draw_hand

LANGUAGE_DIR = Path(__file__).resolve().parents[2] / "py" / "table" / "language"
CODES = sorted(path.stem.replace("_", "-") for path in LANGUAGE_DIR.glob("*.po"))
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


@pytest.fixture(params=CODES)
def spoken(request) -> Iterator[Watching]:
    """The language `request.param`, from its .po as the build compiles it, in use for one test."""
    load_build()
    from domino_build_jobs.words import mo_bytes, read_po

    code = request.param
    path = LANGUAGE_DIR / f"{code.replace('-', '_')}.po"
    compiled = languages.from_mo(code, mo_bytes(read_po(path.read_text(encoding="utf-8"))))
    assert compiled is not catalogue.ENGLISH, f"{path.name} does not compile"
    watching = Watching(code, compiled.translations)
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
