"""docs/rules.md §1 for the Draw game ("Classic"), one rule per test, from exact deals."""
import pytest

from domino import DRAW, PASS, IllegalMove, Rules, new_game
from domino.variants.line import parse_move

CLASSIC = Rules(variant="draw", players=2)


def moves(game):
    return [str(m) for m in game.legal_moves()]


@pytest.mark.parametrize("players,size,stock", [(2, 7, 14), (3, 5, 13), (4, 5, 8)])
def test_deal_sizes(players, size, stock):
    game = new_game(Rules(players=players), seed=11)
    obs = game.observation(0)
    assert obs.hand_counts == (size,) * players
    assert obs.stock_count == stock and obs.out_count == 0


def test_highest_double_opens_and_must_be_laid():
    game = new_game(CLASSIC, hands=[["2-2", "3-6", "0-1"], ["5-5", "6-6", "1-4"]], stock=["0-0"])
    assert game.current_player == 1
    assert moves(game) == ["6-6"]
    with pytest.raises(IllegalMove, match="must open with the 6-6"):
        game.apply("5-5")
    game.apply("6-6")
    assert game.current_player == 0          # play goes on from the next seat


def test_without_a_double_the_heaviest_tile_opens_tie_broken_by_larger_half():
    rules = Rules(players=3)
    game = new_game(rules, hands=[["2-5", "0-1"], ["1-6", "0-2"], ["3-4", "1-2"]])
    assert game.current_player == 1 and moves(game) == ["1-6"]
    game = new_game(rules, hands=[["2-5", "0-1"], ["0-3", "0-2"], ["3-4", "1-2"]])
    assert game.current_player == 0 and moves(game) == ["2-5"]
    game = new_game(rules, hands=[["1-2", "0-1"], ["0-3", "0-2"], ["3-4", "1-3"]])
    assert game.current_player == 2 and moves(game) == ["3-4"]


def test_a_tile_is_turned_so_its_matching_half_touches_the_end():
    game = new_game(CLASSIC, hands=[["3-6", "0-0"], ["1-1"]], chain=["3-4"], first=0)
    assert moves(game) == ["3-6:L"]
    game.apply("3-6:L")
    obs = game.observation(0)
    assert obs.chain == ((6, 3), (3, 4)) and obs.ends == (6, 4)


def test_a_tile_fitting_both_ends_offers_both():
    game = new_game(CLASSIC, hands=[["2-4", "0-0"], ["1-1"]], chain=["2-3", "3-4"], first=0)
    assert moves(game) == ["2-4:L", "2-4:R"]
    game.apply("2-4:R")
    assert game.observation(1).ends == (2, 2)


def test_must_play_a_fitting_tile_no_draw_no_pass():
    game = new_game(CLASSIC, hands=[["3-5", "0-0"], ["1-1"]], chain=["3-4"], first=0, stock=["6-6"])
    assert moves(game) == ["3-5:L"]
    for illegal in ("draw", "pass"):
        with pytest.raises(IllegalMove, match="while a tile fits"):
            game.apply(illegal)


def test_draw_until_a_tile_fits_then_play_it_in_the_same_turn():
    game = new_game(CLASSIC, hands=[["0-0", "1-1"], ["2-2"]], chain=["3-4"], first=0,
                    stock=["5-6", "1-5", "4-6", "0-1"])
    assert moves(game) == ["draw"]
    game.apply(DRAW)                         # 5-6 does not fit: draw again
    assert game.current_player == 0 and moves(game) == ["draw"]
    game.apply(DRAW)                         # 1-5 does not fit either
    game.apply(DRAW)                         # 4-6 fits the right end: it must be played
    assert game.current_player == 0
    assert moves(game) == ["4-6:R"]
    with pytest.raises(IllegalMove):
        game.apply(DRAW)
    game.apply("4-6:R")
    assert game.current_player == 1
    assert game.observation(0).stock_count == 1


def test_pass_only_when_the_stock_is_empty():
    game = new_game(CLASSIC, hands=[["0-0", "1-1"], ["2-2"]], chain=["3-4"], first=0, stock=["5-6"])
    with pytest.raises(IllegalMove, match="cannot pass while the stock has tiles"):
        game.apply(PASS)
    game.apply(DRAW)
    assert moves(game) == ["pass"]
    game.apply(PASS)
    assert game.current_player == 1


def test_going_out_wins_on_the_spot_and_scores_all_other_hands():
    rules = Rules(players=3)
    game = new_game(rules, hands=[["4-5"], ["6-6", "1-2"], ["0-3"]], chain=["3-4"], first=0)
    game.apply("4-5:R")
    out = game.outcome
    assert game.is_over and out.winner == 0 and out.reason == "out"
    assert out.pips == (0, 15, 3) and out.points == 18
    assert game.legal_moves() == []
    with pytest.raises(IllegalMove, match="over"):
        game.apply("6-6:L")


def test_blocked_when_every_player_passes_in_a_row_lowest_pips_win():
    game = new_game(CLASSIC, hands=[["0-1"], ["5-6", "0-2"]], chain=["3-4"], first=0)
    game.apply(PASS)
    assert not game.is_over
    game.apply(PASS)
    out = game.outcome
    assert out.reason == "blocked" and out.winner == 0 and out.pips == (1, 13)
    assert out.points == 12                  # difference, the default


def test_blocked_with_others_pips_scoring():
    rules = Rules(players=2, blocked_scoring="others")
    game = new_game(rules, hands=[["0-1"], ["5-6", "0-2"]], chain=["3-4"], first=0)
    game.apply(PASS)
    game.apply(PASS)
    assert game.outcome.points == 13


def test_a_tie_for_lowest_is_a_draw_worth_nothing():
    game = new_game(Rules(players=3), hands=[["0-3"], ["1-2"], ["6-6"]], chain=["4-5"], first=0)
    for _ in range(3):
        game.apply(PASS)
    out = game.outcome
    assert out.winner is None and out.points == 0 and out.pips == (3, 3, 12)


def test_a_play_resets_the_run_of_passes():
    rules = Rules(players=3)
    game = new_game(rules, hands=[["0-0", "1-1"], ["4-6", "2-2"], ["0-5", "1-5"]],
                    chain=["3-4"], first=0)
    game.apply(PASS)
    game.apply("4-6:R")
    game.apply(PASS)
    game.apply(PASS)
    assert not game.is_over                  # only two passes since the play
    game.apply(PASS)
    assert game.is_over and game.outcome.reason == "blocked"


def test_illegal_moves_raise_and_change_nothing():
    game = new_game(CLASSIC, seed=5)
    before = game.to_json(), game.observation(0), game.observation(1)
    for bad in ["0-0:L", "9-9", "draw", "pass", "banana", "6-6:X", parse_move("1-2:L")]:
        legal = [str(m) for m in game.legal_moves()]
        if str(bad) in legal:
            continue
        with pytest.raises(IllegalMove):
            game.apply(bad)
    assert (game.to_json(), game.observation(0), game.observation(1)) == before


def test_a_tile_from_another_hand_is_refused():
    game = new_game(CLASSIC, hands=[["3-5"], ["3-6"]], chain=["3-4"], first=0)
    with pytest.raises(IllegalMove, match="not in the hand"):
        game.apply("3-6:L")
