"""The how-to card's keyboard line (render/howto.py): the arrow keys are drawn, each named for a
screen reader, since a font's arrow glyph came out about 4 px tall beside 10 px capitals (the
e2e test_plaques_and_card measures them)."""

from __future__ import annotations

import re

import pytest

from domino.core import catalog
from table.render.howto import card_html


@pytest.mark.parametrize("variant", list(catalog.OFFERED))
def test_the_arrow_keys_are_drawn_and_named(variant):
    keys = re.search(r'<p class="keys">.*?</p>', str(card_html(variant))).group()
    assert "←" not in keys and "→" not in keys
    drawn = re.findall(r'<kbd class="arrow-key"><svg viewBox="0 0 16 16" role="img" aria-label="(\w+) arrow">'
                       r'<path d="[^"]+"/></svg></kbd>', keys)
    assert drawn == ["Left", "Right"]


def test_the_all_fives_card_names_the_engine_target():
    from domino.variants.allfives.scoring import TARGET
    card = str(card_html("allfives"))
    assert "How to play All Fives" in card and f"first to {TARGET} wins" in card


def test_a_game_the_catalog_does_not_know_has_no_card():
    with pytest.raises(ValueError, match="no variant 'unknown'"):
        card_html("unknown")
