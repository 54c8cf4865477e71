"""docs/rules.md §1 for Block: seven tiles each, the rest out of play, pass at once."""
import pytest

from domino import IllegalMove, Rules, new_game


@pytest.mark.parametrize("players,out", [(2, 14), (3, 7), (4, 0)])
def test_seven_tiles_each_and_the_rest_out_of_play(players, out):
    game = new_game(Rules(variant="block", players=players), seed=3)
    obs = game.observation(0)
    assert obs.hand_counts == (7,) * players
    assert obs.stock_count == 0 and obs.out_count == out


def test_pass_at_once_even_while_unused_tiles_remain():
    game = new_game(Rules(variant="block"), hands=[["1-2"], ["0-0", "5-5"]], chain=["3-4"], first=0)
    assert game.observation(0).out_count > 0
    assert [str(m) for m in game.legal_moves()] == ["pass"]
    with pytest.raises(IllegalMove, match="Block has no drawing"):
        game.apply("draw")


def test_the_practice_example_blocked_round():
    # The tutorial's words: "Pass because your 1-2 tile matches neither chain end. Two consecutive
    # passes blocked the round. You had three pips left and your opponent had one."
    game = new_game(Rules(variant="block"), hands=[["1-2"], ["0-1"]], chain=["3-4"], first=0,
                    passes=1)
    game.apply("pass")
    out = game.outcome
    assert out.reason == "blocked" and out.winner == 1 and out.pips == (3, 1)


def test_out_of_play_tiles_are_never_in_an_observation_or_the_outcome():
    game = new_game(Rules(variant="block"), seed=9)
    out_tiles = set(game.state.out)
    while not game.is_over:
        obs = game.observation(game.current_player)
        assert not out_tiles & set(obs.hand)
        game.apply(obs.legal_moves[0])
    assert not out_tiles & {t for hand in game.outcome.hands for t in hand}


def test_block_position_refuses_a_stock():
    with pytest.raises(ValueError, match="no stock"):
        new_game(Rules(variant="block"), hands=[["1-2"], ["0-1"]], stock=["3-3"])
