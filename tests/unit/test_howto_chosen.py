"""The how-to card says the game chosen: two against two scores by team and,
in Block, passes the lead round (docs/rules.md §8); All Fives names the target chosen, and no other
(2 vs 2 offers 100 and 200 only), or a single hand."""

from __future__ import annotations

import re

import pytest

from domino import Rules
from domino.variants.allfives.scoring import TARGETS
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
