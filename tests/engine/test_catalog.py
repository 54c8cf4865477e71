"""The catalog (domino.core.catalog) and the engine agree: every variant the menu offers is
registered, in the menu's order, and takes its title and players from it; each entry's set, stock,
draw-until-it-fits and scoring in play are what the engine's rules do; the computer's levels are the
catalog's, Expert's budget each entry's, and the computer players know every kind of board."""
from __future__ import annotations

import pytest

from domino import LEVELS, VARIANTS, MoveKind, Rng, Rules, new_game
from domino.ai.levels import Budget, expert_budget
from domino.ai.strategy import STRATEGIES, strategy_of
from domino.core import catalog


def test_the_registry_is_the_catalog_in_its_order():
    assert list(VARIANTS) == list(catalog.CATALOG)


@pytest.mark.parametrize("name", list(catalog.CATALOG))
def test_each_variant_reads_its_facts_from_the_catalog(name):
    entry, variant = catalog.CATALOG[name], VARIANTS[name]
    assert (variant.name, variant.title, variant.players) == (entry.name, entry.title, entry.players)
    assert entry.board in catalog.BOARDS and entry.tagline
    for double in entry.sets:
        allowed = entry.players_with(double)
        # A game played with more than one set names the set: the count depends on it.
        named = f" with the double-{double} set" if len(entry.sets) > 1 else ""
        for players in range(1, 10):
            if players in allowed:
                assert Rules(variant=name, players=players, double=double).players == players
            else:
                with pytest.raises(ValueError, match=f"^{entry.title}{named} is for {allowed[0]} to {allowed[-1]} "
                                                     f"players, not {players}"):
                    Rules(variant=name, players=players, double=double)
    assert entry.players_with(entry.sets[0]) == entry.players     # the menu's counts are the usual set's


def test_mexican_train_seats_eight_with_double_twelve_only():
    entry = catalog.entry("mexican")
    assert entry.sets == (9, 12) and entry.players_with(9) == (2, 3, 4)
    assert entry.players_with(12) == (2, 3, 4, 5, 6, 7, 8)
    with pytest.raises(ValueError) as refused:
        Rules(variant="mexican", players=5)
    reason = refused.value.args[0]
    assert reason == "Mexican Train with the double-9 set is for 2 to 4 players, not 5."
    assert reason.params == {"game": VARIANTS["mexican"].named, "double": 9, "least": 2, "most": 4, "players": 5}


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
    for double in catalog.CATALOG[name].sets[1:]:            # another set is written, and read back
        other_set = Rules(variant=name, double=double)
        assert other_set.to_json()["double"] == double and Rules.from_json(other_set.to_json()) == other_set


def random_hands(name: str, games: int):
    """`games` hands of `name` for two, played to their end by random legal moves: each hand's game
    and, for every move, (move, the stock's count before it)."""
    for seed in range(games):
        game, rng, moves = new_game(Rules(variant=name, players=2), seed=seed), Rng(seed), []
        while not game.is_over:
            legal = game.legal_moves()
            move = legal[rng.below(len(legal))]
            moves.append((move, game.observation(game.current_player).stock_count))
            game.apply(move)
        yield game, moves


@pytest.mark.parametrize("name", list(catalog.CATALOG))
def test_each_entrys_set_and_stock_are_the_engines(name):
    """The first set an entry names is the one the engine deals by default: its highest number
    shows up in the deals, and nothing higher; a stock is dealt exactly where the entry says."""
    entry, top = catalog.CATALOG[name], 0
    for seed in range(5):
        state = new_game(Rules(variant=name, players=2), seed=seed).state
        tiles = [t for place in (*state.hands, state.stock, state.out) for t in place]
        top = max(top, *(max(t) for t in tiles))
        assert bool(state.stock) == entry.stock, seed
    assert top == entry.sets[0]
    assert entry.sets and len(set(entry.sets)) == len(entry.sets)


@pytest.mark.parametrize("name", list(catalog.CATALOG))
def test_draw_until_it_fits_is_offered_where_the_rules_draw_until_a_tile_fits(name):
    """Where the entry offers the dig, nobody ever passes while the stock holds a tile; in a game
    with a stock that does not, a player sometimes passes with tiles left to draw (Triangles after
    three draws, Mexican Train after one)."""
    entry = catalog.CATALOG[name]
    passed_with_stock = drew = False
    for _, moves in random_hands(name, 12):
        passed_with_stock |= any(m.kind == MoveKind.PASS and stock for m, stock in moves)
        drew |= any(m.kind == MoveKind.DRAW for m, _ in moves)
    assert drew == entry.stock
    if entry.stock:
        assert passed_with_stock != entry.dig
    else:
        assert not entry.dig


@pytest.mark.parametrize("name", list(catalog.CATALOG))
def test_a_hand_is_scored_in_play_where_the_entry_says(name):
    """Every seat's points for the hand, as it played, only in the games the entry marks so."""
    for game, _ in random_hands(name, 3):
        assert bool(game.outcome.scores) == catalog.CATALOG[name].scored_in_play


def test_experts_budget_is_each_entrys_and_an_unknown_game_has_none():
    for name, entry in catalog.CATALOG.items():
        assert expert_budget(name) == Budget(entry.playouts, entry.guesses)
        assert entry.playouts > 0 and entry.guesses > 0
    with pytest.raises(ValueError, match="no variant 'chess'"):
        expert_budget("chess")


def test_the_length_rows_are_the_entries_own_after_the_points_row():
    assert catalog.LENGTH_ROWS[0] is catalog.TARGET
    assert set(catalog.LENGTH_ROWS) == {catalog.TARGET, *(e.length for e in catalog.OFFERED.values())}
    assert len({row.setting for row in catalog.LENGTH_ROWS}) == len(catalog.LENGTH_ROWS)
    assert catalog.FIRST == next(iter(catalog.OFFERED))


@pytest.mark.parametrize("name", list(catalog.CATALOG))
def test_a_game_of_rounds_names_the_double_each_round_is_played_from(name):
    """The entry says what a round's double is called exactly where the engine plays a full game of
    rounds, one from each double (docs/rules.md §3, §9), and where the menu chooses its rounds."""
    entry = catalog.CATALOG[name]
    try:
        Rules(variant=name, full_game=True)
        rounds = True
    except ValueError:
        rounds = False
    assert (entry.round_double in catalog.ROUND_DOUBLES) == rounds == (entry.length is catalog.ROUNDS)
    assert rounds or entry.round_double == ""
