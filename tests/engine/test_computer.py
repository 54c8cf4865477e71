"""Easy and Medium (docs/rules.md §4) decide from the observation alone."""
import pytest

from domino import Rules, choose_move, new_game


def test_medium_lays_doubles_first_then_the_heaviest_tile():
    game = new_game(Rules(), hands=[["1-1", "5-6", "3-4"], ["0-0"]], chain=["1-3", "3-6"], first=0)
    assert str(choose_move("medium", game.observation(0), seed=1)) == "1-1:L"
    game = new_game(Rules(), hands=[["1-2", "5-6", "3-4"], ["0-0"]], chain=["1-3", "3-6"], first=0)
    assert str(choose_move("medium", game.observation(0), seed=1)) == "5-6:R"


def test_easy_picks_uniformly_among_legal_moves():
    game = new_game(Rules(), hands=[["1-2", "5-6", "3-4"], ["0-0"]], chain=["1-3", "3-6"], first=0)
    obs = game.observation(0)
    picks = [str(choose_move("easy", obs, seed=s)) for s in range(300)]
    assert set(picks) == {"1-2:L", "5-6:R"}
    assert all(120 < picks.count(m) < 180 for m in set(picks))


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_levels_decide_from_what_the_seat_may_know(level):
    # Same observation for seat 0, different hidden tiles: the same decision.
    one = new_game(Rules(), hands=[["1-2", "5-6", "3-4"], ["0-0", "2-2"]], chain=["1-3", "3-6"],
                   first=0, stock=["4-4", "0-5"])
    two = new_game(Rules(), hands=[["1-2", "5-6", "3-4"], ["4-4", "0-5"]], chain=["1-3", "3-6"],
                   first=0, stock=["0-0", "2-2"])
    assert one.observation(0) == two.observation(0)
    for seed in range(20):
        assert choose_move(level, one.observation(0), seed) == choose_move(level, two.observation(0), seed)


def test_a_computer_finishes_every_hand_with_legal_moves():
    for seed in range(30):
        game = new_game(Rules(players=4), seed=seed)
        while not game.is_over:
            seat = game.current_player
            game.apply(choose_move("medium" if seat % 2 else "easy", game.observation(seat)))


def test_unknown_level_and_wrong_turn_are_refused():
    game = new_game(Rules(), seed=1)
    with pytest.raises(ValueError, match="unknown level"):
        choose_move("genius", game.observation(game.current_player))
    with pytest.raises(ValueError, match="not this seat's turn"):
        choose_move("easy", game.observation(1 - game.current_player))
