"""The catalog (domino.core.catalog) and the engine agree: every variant the menu offers is
registered, in the menu's order, and takes its title and players from it; the computer's levels
are the catalog's, and the computer players know every kind of board."""
from __future__ import annotations

import pytest

from domino import LEVELS, VARIANTS, Rules, new_game
from domino.ai.strategy import STRATEGIES, strategy_of
from domino.core import catalog


def test_the_registry_is_the_catalog_in_its_order():
    assert list(VARIANTS) == list(catalog.CATALOG)


@pytest.mark.parametrize("name", list(catalog.CATALOG))
def test_each_variant_reads_its_facts_from_the_catalog(name):
    entry, variant = catalog.CATALOG[name], VARIANTS[name]
    assert (variant.name, variant.title, variant.players) == (entry.name, entry.title, entry.players)
    assert entry.board in catalog.BOARDS and entry.tagline
    for players in range(1, 7):
        if players in entry.players:
            Rules(variant=name, players=players)
        else:
            words = f"^{entry.title} is for {entry.players[0]} to {entry.players[-1]} players, not {players}"
            with pytest.raises(ValueError, match=words):
                Rules(variant=name, players=players)


def test_the_levels_are_the_catalogs():
    assert LEVELS == tuple(catalog.LEVELS)


def test_a_computer_player_knows_every_kind_of_board():
    assert set(catalog.BOARDS) <= set(STRATEGIES)
    for name, variant in VARIANTS.items():
        obs = new_game(Rules(variant=name), seed=1).observation(0)
        assert obs.variant == name
        assert strategy_of(obs) is STRATEGIES[variant.board]
        if name in catalog.CATALOG:
            assert variant.board == catalog.CATALOG[name].board


def test_unknown_names():
    with pytest.raises(ValueError, match="no variant 'chess'"):
        catalog.entry("chess")
    assert catalog.title("chess") == "chess" and catalog.title("mexican") == "Mexican Train"
    assert catalog.level_title("expert") == "Expert" and catalog.level_title("guru") == "guru"


@pytest.mark.parametrize("name", list(catalog.CATALOG))
def test_rules_hold_the_usual_set_unless_another_is_chosen(name):
    """Rules.double: 0 (left out) means the game's usual set, which the value then holds; a save
    writes the set only when it is not the usual one, so earlier saves read back unchanged."""
    usual = catalog.CATALOG[name].sets[0]
    rules = Rules(variant=name)
    assert rules.double == usual and rules == Rules(variant=name, double=usual)
    assert "double" not in rules.to_json() and Rules.from_json(rules.to_json()) == rules
    for other in (3, 6, 9, 12, 15):
        if other in catalog.CATALOG[name].sets:
            continue
        with pytest.raises(ValueError) as refused:
            Rules(variant=name, double=other)
        sets = catalog.CATALOG[name].sets
        named = {"sets": "/".join(map(str, sets))} if len(sets) > 1 else {"usual": usual}
        assert refused.value.args[0].params == {"game": VARIANTS[name].named, **named, "double": other}
