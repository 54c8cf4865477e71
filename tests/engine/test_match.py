"""Matches to 50 or 100 (docs/rules.md §1): scoring, the opener of later hands, the end, the Daily."""
import pytest
from hypothesis import given, settings, strategies as st

from daily_pins import DAILY
from domino import IllegalMove, Match, Rng, Rules, choose_move, daily_match, new_game, new_match
from scripted_hands import won


def finish(game, level="medium"):
    while not game.is_over:
        game.apply(choose_move(level, game.observation(game.current_player), seed=len(game.history)))
    return game


@pytest.mark.parametrize("players,hands,points", [
    (2, [["4-5"], ["6-6", "1-2"]], 15),
    (3, [["4-5"], ["6-6", "1-2"], ["0-3"]], 18),
    (4, [["4-5"], ["6-6", "1-2"], ["0-3"], ["0-1", "0-0"]], 19),
])
def test_going_out_scores_all_other_hands(players, hands, points):
    game = new_game(Rules(players=players, target=50), hands=hands, chain=["3-4"], first=0)
    game.apply("4-5:R")
    assert game.outcome.winner == 0 and game.outcome.points == points


@pytest.mark.parametrize("scoring,points", [("difference", 21 + 4 - 3), ("others", 21 + 4)])
def test_blocked_hand_scores_by_the_option(scoring, points):
    rules = Rules(players=3, target=100, blocked_scoring=scoring)
    game = new_game(rules, hands=[["1-2"], ["5-6", "4-6"], ["0-4"]], chain=["3-3"], first=0)
    for _ in range(3):
        game.apply("pass")
    assert game.outcome.winner == 0 and game.outcome.points == points


def test_a_tie_for_lowest_scores_nothing():
    game = new_game(Rules(target=50), hands=[["1-2"], ["0-3"]], chain=["4-4"], first=0)
    game.apply("pass")
    game.apply("pass")
    assert game.outcome.winner is None and game.outcome.points == 0


def test_the_match_ends_when_a_player_reaches_the_target_exactly():
    rules = Rules(players=2, target=50)
    match = new_match(rules, seed=1)
    match.games = [won(rules, 1, 25)]
    assert match.scores == (0, 25) and not match.is_over
    match.games.append(won(rules, 1, 25))
    assert match.scores == (0, 50) and match.is_over and match.winner == 1
    with pytest.raises(IllegalMove, match="match is over"):
        match.next_hand()


def test_next_hand_only_after_the_hand_is_over():
    match = new_match(Rules(target=50), seed=3)
    with pytest.raises(IllegalMove, match="still being played"):
        match.next_hand()


def test_block_later_hands_open_with_the_previous_winner_and_any_tile():
    match = new_match(Rules(variant="block", target=100), seed=7)
    finish(match.game)
    winner = match.game.outcome.winner
    assert winner is not None
    match.next_hand()
    game = match.game
    assert game.current_player == winner
    assert sorted(m.tile for m in game.legal_moves()) == sorted(game.hand(winner))
    assert all(m.end is None for m in game.legal_moves())


def test_after_a_drawn_hand_block_opens_with_the_highest_double_again():
    for seed in range(400):
        match = new_match(Rules(variant="block", target=100), seed=seed)
        finish(match.game, "easy")
        if match.game.outcome.winner is None:
            break
    else:
        pytest.fail("no drawn hand in 400 seeds")
    match.next_hand()
    game = match.game
    assert len(game.legal_moves()) == 1
    best = max((t for s in range(2) for t in game.hand(s)), key=lambda t: (t[0] == t[1], sum(t), max(t)))
    assert game.legal_moves()[0].tile == best


def test_draw_later_hands_open_with_the_highest_double():
    match = new_match(Rules(variant="draw", target=100), seed=7)
    finish(match.game)
    match.next_hand()
    game = match.game
    best = max((t for s in range(2) for t in game.hand(s)), key=lambda t: (t[0] == t[1], sum(t), max(t)))
    assert [m.tile for m in game.legal_moves()] == [best]


def test_a_single_round_is_a_match_of_one_hand():
    match = new_match(Rules(), seed=4)
    finish(match.game)
    assert match.is_over and match.winner == match.game.outcome.winner
    with pytest.raises(IllegalMove):
        match.next_hand()


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["draw", "block"]), st.integers(2, 4), st.sampled_from([50, 100, 150, 200, 250]),
       st.sampled_from(["difference", "others"]), st.integers(0, 2**32))
def test_points_are_never_negative_and_the_match_always_ends(variant, players, target, scoring, seed):
    match = new_match(Rules(variant, players, target, scoring), seed=seed)
    rng = Rng(seed)
    for _ in range(200):
        game = match.game
        while not game.is_over:
            legal = game.legal_moves()
            game.apply(legal[rng.below(len(legal))])
        assert all(r.points >= 0 for r in match.results)
        if match.is_over:
            break
        match.next_hand()
    assert match.is_over
    assert max(match.scores) >= target
    assert sum(s >= target for s in match.scores) == 1
    assert Match.from_json(match.to_json()).scores == match.scores


@pytest.mark.parametrize("variant", ["draw", "block"])
def test_a_match_is_played_to_the_targets_the_menu_offers_and_no_other(variant):
    for target in (0, 50, 100, 150, 200, 250):
        assert Rules(variant, 2, target).target == target
    for target in (-50, 1, 49, 75, 300, 1000):
        with pytest.raises(ValueError, match=f"not {target}"):
            Rules(variant, 2, target)


def test_a_saved_match_replays_exactly():
    match = new_match(Rules(variant="block", players=3, target=50), seed="abc")
    finish(match.game)
    match.next_hand()
    match.game.apply(match.game.legal_moves()[0])
    loaded = Match.from_json(match.to_json())
    assert loaded.to_json() == match.to_json()
    assert loaded.game.observation(0) == match.game.observation(0)


@pytest.mark.parametrize("bad", [{"variant": "draw", "target": 75}, {"players": 5}, {"players": 1},
                                 {"variant": "poker"}, {"blocked_scoring": "half"}, {"players": "2"}])
def test_out_of_range_options_are_refused_with_a_message(bad):
    with pytest.raises(ValueError) as err:
        Rules(**bad)
    assert str(err.value)


# The Daily match's deals are pinned (daily_pins.py): the same on every device and Python. The
# browser e2e test compares the page's deals with them, and this test CPython's.
@pytest.mark.parametrize("date,hand", sorted(DAILY))
def test_daily_deals_are_pinned(date, hand):
    match = daily_match(date)
    while match.hand_number < hand:
        finish(match.game)
        match.next_hand()
    text = [" ".join(f"{a}-{b}" for a, b in match.game.hand(seat)) for seat in range(2)]
    assert text == DAILY[date, hand]


def test_daily_match_rules_and_determinism():
    one, two = daily_match("2026-11-29"), daily_match("2026-11-29")
    assert one.rules == Rules(variant="draw", players=2, target=50)
    assert one.game.hand(0) == two.game.hand(0)
    assert daily_match("2026-11-30").game.hand(0) != one.game.hand(0)
    for bad in ("29/11/2026", "2026-13-01", "", 20261129):
        with pytest.raises(ValueError):
            daily_match(bad)
