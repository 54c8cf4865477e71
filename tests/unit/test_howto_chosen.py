"""The how-to card says the game chosen: two against two scores by team and,
in Block, passes the lead round (docs/rules.md §8); All Fives names the target chosen, and no other
(2 vs 2 offers 100 and 200 only), or a single hand; a game played with more than one set names
the highest double of the set chosen, in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from builder import load_build

from domino import Rules
from domino.core import catalog
from domino.variants.allfives.scoring import TARGETS
from table.language import catalogue, languages
from table.render.howto import card_html


def listed(card) -> tuple[dict, str]:
    """The card's list: its data-howto-* attributes and its words."""
    ul = re.search(r"<ul([^>]*)>(.*?)</ul>", str(card))
    return dict(re.findall(r'data-howto-(\w+)="([^"]*)"', ul.group(1))), ul.group(2)


@pytest.mark.parametrize("players,partners,target", [(2, False, 150), (3, False, 250), (4, False, 100),
                                                     (4, True, 100), (4, True, 200), (2, False, 0)])
def test_all_fives_names_the_target_chosen_and_who_scores(players, partners, target):
    data, words = listed(card_html("allfives", Rules(variant="allfives", players=players, partners=partners,
                                                     target=target)))
    assert data == {"scores": "team" if partners else "seat", "target": str(target)}
    others = {str(t) for t in TARGETS if t and t != target}
    assert not others & set(re.findall(r"\d+", words)), words


def test_block_two_against_two_passes_the_lead_round():
    assert listed(card_html("block", Rules(variant="block", players=4, partners=True)))[0] == \
        {"scores": "team", "lead": "rotates"}
    assert listed(card_html("block", Rules(variant="block", players=4)))[0] == {"lead": "winner"}
    assert listed(card_html("block"))[0] == {"lead": "winner"}


def test_classic_two_against_two_wins_by_team():
    assert listed(card_html("draw", Rules(variant="draw", players=4, partners=True)))[0] == {"scores": "team"}
    assert listed(card_html("draw", Rules(variant="draw", players=4)))[0] == {}


LANGUAGES = sorted((Path(__file__).resolve().parents[2] / "py" / "table" / "language").glob("*.po"))
SET_GAMES = [(name, double) for name, e in catalog.OFFERED.items() for double in e.sets]


@pytest.fixture(params=[None, *LANGUAGES], ids=lambda p: p.stem if p else "en")
def language(request):
    """The table speaking English, then each language kept (its .po compiled as the build does)."""
    if request.param is None:
        yield
        return
    load_build()
    from domino_build_jobs.words import mo_bytes, read_po

    catalogue.use(languages.from_mo(request.param.stem, mo_bytes(read_po(request.param.read_text("utf-8")))))
    yield
    catalogue.use(catalogue.ENGLISH)


@pytest.mark.parametrize("name,double", SET_GAMES)
def test_the_card_names_the_highest_double_of_the_set_played_in_every_language(language, name, double):
    """A card that names a double names the set's own highest (the usual set's when no game is on),
    never another set's: double-six Chicken Foot is played around the 6-6, not the 9-9."""
    entry = catalog.OFFERED[name]
    cards = [str(card_html(name, Rules(variant=name, players=entry.players_with(double)[0], double=double)))]
    if double == entry.sets[0]:
        cards.append(str(card_html(name)))
    others = [f"{top}-{top}" for top in catalog.SET_NAMES if top != double]
    for card in cards:
        assert not [tile for tile in others if tile in card], card
        assert f"{double}-{double}" in card or len(entry.sets) == 1, card
