"""Mexican Train (docs/rules.md §3): every rule from an exact position, the tutorial's practice
situations among them, then the full game of ten rounds."""
import json

import pytest

from domino import (DRAW, PASS, IllegalMove, Match, Move, Outcome, Rng, Rules, choose_move, new_game, new_match,
                    variant_of)
from domino.ai import determinize
from domino.core.messages import Counted
from domino.core.tiles import double_set
from domino.variants.trains import MEXICAN, Obligation, play
from refusals import moves, refused

MEX = Rules(variant="mexican", players=2)
MEX3 = Rules(variant="mexican", players=3)
SET = double_set(9)


# -- the deal ----------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_double_nine_engine_in_the_hub_eight_tiles_each_the_rest_the_boneyard(players):
    game = new_game(Rules(variant="mexican", players=players), seed=7)
    obs = game.observation(0)
    assert obs.engine == 9 and obs.round == 1
    assert obs.hand_counts == (8,) * players
    assert obs.stock_count == 55 - 1 - 8 * players
    assert all((9, 9) not in game.hand(s) for s in range(players))
    assert sorted(game.state.tiles_in_play()) == SET
    assert [t.name for t in obs.trains] == list(range(players)) + [MEXICAN]
    assert all(not t.started and t.open_end == 9 and not t.marker for t in obs.trains)
    assert obs.obligation is None and obs.passes == 0 and not obs.drew_this_turn


def test_the_starting_seat_comes_from_the_deal_seed():
    rules = Rules(variant="mexican", players=4)
    starts = [new_game(rules, seed=s).current_player for s in range(200)]
    assert starts == [new_game(rules, seed=s).current_player for s in range(200)]
    assert set(starts) == {0, 1, 2, 3}                       # not always the same seat
    assert all(40 < starts.count(s) < 60 for s in range(4))


def test_refuses_other_options_with_a_message():
    with pytest.raises(ValueError, match="not to a target"):
        Rules(variant="mexican", target=50)
    # the full game's rounds named for the set: ten with double-nine, thirteen with double-twelve
    for double, count in ((9, 10), (12, 13)):
        with pytest.raises(ValueError) as refused:
            Rules(variant="mexican", target=50, double=double)
        said = refused.value.args[0]
        assert isinstance(said, Counted) and said.params["count"] == count, said
        assert said.endswith(f"with full_game for {count} rounds."), said
    with pytest.raises(ValueError, match="2 to 4 players"):
        Rules(variant="mexican", players=5)
    with pytest.raises(ValueError, match="Tri-Ominos"):
        Rules(variant="mexican", triominos_scoring=True)
    with pytest.raises(ValueError, match="full-game"):
        Rules(variant="draw", full_game=True)


# -- start your own train ---------------------------------------------------------------------

def test_start_your_own_train():
    game = new_game(MEX, hands=[["6-9", "1-2"], ["3-4"]], first=0)
    assert moves(game) == ["6-9@0"]                          # 6-9 would fit the Mexican train too
    refused(game, "6-9@mexican", "You must start your own train first.")
    game.apply("6-9@0")
    train = game.observation(1).train(0)
    assert train.tiles == ((9, 6),) and train.open_end == 6 and train.started
    assert game.current_player == 1                         # one tile a turn


def test_before_starting_no_open_rival_train_either():
    game = new_game(MEX, hands=[["6-9", "3-9"], ["1-2"]], trains={1: ["9-4", "4-6"]}, markers=[1], first=0)
    assert moves(game) == ["3-9@0", "6-9@0"]
    refused(game, "4-6@1", "You do not hold the 4-6.")
    refused(game, "6-9@1", "You must start your own train first.")


def test_the_first_tile_of_a_train_must_match_the_engine():
    game = new_game(MEX, hands=[["1-2", "3-4"], ["5-6"]], stock=["0-0"], first=0)
    assert moves(game) == ["draw"]
    refused(game, "1-2@0", "The first tile of a train must match the engine (9).")
    game = new_game(MEX, hands=[["1-2", "3-4"], ["5-6"]], engine=4, first=0)
    assert moves(game) == ["3-4@0"]
    assert game.observation(0).round == 6


# -- three places, the shared train, an open rival train ---------------------------------------

def test_three_places_may_be_available():
    game = new_game(MEX3, hands=[["1-6", "0-0"], ["2-3"], ["2-4"]],
                    trains={0: ["9-6"], 1: ["9-3", "3-6"], 2: ["9-4", "4-6"], MEXICAN: ["9-5", "5-6"]},
                    markers=[1], first=0)
    obs = game.observation(0)
    assert obs.places((6, 1)) == (0, 1, MEXICAN)             # not Player 3's closed train
    assert obs.train(1).open_to_everyone and not obs.train(2).open_to_everyone
    refused(game, "1-6@2", "Player 3's train is not open to everyone.")
    refused(game, "0-0@0", "The 0-0 does not match the open end of your train (6).")


def test_use_the_shared_train():
    game = new_game(MEX, hands=[["6-9", "0-1"], ["2-3"]], trains={0: ["9-2"]}, first=0)
    assert moves(game) == ["6-9@mexican"]
    game.apply("6-9@mexican")
    mexican = game.observation(1).train(MEXICAN)
    assert mexican.tiles == ((9, 6),) and mexican.open_end == 6 and mexican.owner is None


def test_use_an_opponents_open_train_and_its_marker_stays():
    game = new_game(MEX, hands=[["6-9", "0-1"], ["2-3"]],
                    trains={0: ["9-2"], 1: ["9-3", "3-6"], MEXICAN: ["9-8"]}, markers=[1], first=0)
    assert moves(game) == ["6-9@1"]
    game.apply("6-9@1")
    train = game.observation(0).train(1)
    assert train.tiles[-1] == (6, 9) and train.marker


def test_a_closed_rival_train_is_refused():
    game = new_game(MEX, hands=[["6-9", "0-1"], ["2-3"]],
                    trains={0: ["9-2"], 1: ["9-4", "4-6"], MEXICAN: ["9-8"]}, stock=["4-4"], first=0)
    assert moves(game) == ["draw"]
    refused(game, "6-9@1", "Player 2's train is not open to everyone.")


# -- draw once, then open your train; close it again -------------------------------------------

def test_draw_once_then_pass_opens_your_train():
    game = new_game(MEX, hands=[["1-1", "0-3"], ["2-3"]], trains={0: ["9-2"]}, stock=["3-4", "5-5"],
                    first=0)
    assert moves(game) == ["draw"]
    refused(game, "pass", "Draw one tile from the boneyard first.")
    game.apply("draw")
    assert game.hand(0) == ((0, 3), (1, 1), (3, 4)) and game.current_player == 0
    assert game.observation(0).drew_this_turn
    assert moves(game) == ["pass"]
    refused(game, "draw", "You draw only one tile a turn: play it if it fits, or pass.")
    game.apply("pass")
    obs = game.observation(1)
    assert obs.train(0).marker and obs.current_player == 1 and obs.stock_count == 1
    assert obs.history[-2:] == ((0, DRAW), (0, PASS))


def test_a_drawn_tile_that_fits_must_be_played():
    game = new_game(MEX, hands=[["1-1"], ["2-3"]], trains={0: ["9-2"]}, stock=["2-5", "5-5"], first=0)
    game.apply("draw")
    assert moves(game) == ["2-5@0"]
    refused(game, "pass", "Play the drawn tile: it fits.")
    game.apply("2-5@0")
    assert game.current_player == 1


def test_with_an_empty_boneyard_pass_at_once():
    game = new_game(MEX, hands=[["1-1"], ["2-3"]], trains={0: ["9-2"]}, first=0)
    assert moves(game) == ["pass"]
    refused(game, "draw", "The boneyard is empty: pass.")


def test_close_your_open_train_by_playing_on_it():
    game = new_game(MEX, hands=[["6-9", "0-1"], ["2-3"]], trains={0: ["9-3", "3-6"]}, markers=[0],
                    first=0)
    assert game.observation(0).train(0).marker
    game.apply("6-9@0")
    assert not game.observation(0).train(0).marker


def test_playing_elsewhere_leaves_your_own_marker():
    game = new_game(MEX, hands=[["6-9", "0-1"], ["2-3"]], trains={0: ["9-3"], MEXICAN: ["9-5", "5-6"]},
                    markers=[0], first=0)
    game.apply("6-9@mexican")
    assert game.observation(0).train(0).marker


def test_a_rival_may_start_your_train_only_while_it_carries_your_marker():
    # Seat 0 has not started and holds no 9: it draws, passes, and its empty train is marked.
    game = new_game(MEX, hands=[["1-2", "4-5"], ["3-9", "0-9", "2-6"]], trains={1: ["9-6"]},
                    stock=["0-1"], first=0)
    game.apply("draw")
    game.apply("pass")
    assert game.observation(1).train(0).marker and not game.observation(1).train(0).started
    assert moves(game) == ["0-9@0", "0-9@mexican", "2-6@1", "3-9@0", "3-9@mexican"]
    game.apply("3-9@0")                                       # seat 1 starts seat 0's train
    train = game.observation(0).train(0)
    assert train.tiles == ((9, 3),) and train.marker          # someone else's play leaves the marker
    # Seat 0's train has started (whoever laid it): the Mexican train is open to it now.
    game2 = new_game(MEX, hands=[["1-9", "1-3"], ["0-9", "2-6"]], trains={0: ["9-3"], 1: ["9-6"]},
                     markers=[0], first=0)
    assert moves(game2) == ["1-3@0", "1-9@mexican"]
    game2.apply("1-3@0")
    assert not game2.observation(0).train(0).marker


def test_an_unmarked_unstarted_train_is_closed_and_an_unstarted_rival_cannot_start_it():
    game = new_game(MEX, hands=[["1-2"], ["3-9", "0-1"]], trains={1: ["9-6"]}, stock=["4-4"], first=1)
    assert moves(game) == ["3-9@mexican"]
    refused(game, "3-9@0", "Player 1's train is not open to everyone.")
    game = new_game(MEX, hands=[["1-2"], ["3-9", "0-1"]], trains={MEXICAN: ["9-6"]}, markers=[0],
                    first=1)
    assert moves(game) == ["3-9@1"]
    refused(game, "3-9@0", "You must start your own train first.")


# -- doubles ------------------------------------------------------------------------------------

def test_cover_a_double():
    game = new_game(MEX, hands=[["6-6", "2-6", "0-1"], ["2-3"]], trains={0: ["9-6"], MEXICAN: ["9-2"]},
                    first=0)
    assert moves(game) == ["2-6@0", "2-6@mexican", "6-6@0"]
    game.apply("6-6@0")
    assert game.current_player == 0                           # the double keeps the turn
    obs = game.observation(0)
    assert obs.obligation == Obligation((6, 6), 0)
    assert obs.obligation.banner(0) == "Cover the 6-6 on your train"
    assert obs.obligation.banner(1) == "Cover the 6-6 on Player 1's train"
    assert moves(game) == ["2-6@0"]                           # not the Mexican train's 2
    refused(game, "2-6@mexican", "The 6-6 on your train must be covered first.")
    refused(game, "0-1@0", "The 0-1 cannot cover the 6-6: it has no 6.")
    refused(game, "draw", "You cannot draw: cover the 6-6 on your train.")
    game.apply("2-6@0")
    assert game.observation(1).obligation is None and game.current_player == 1
    assert game.observation(1).train(0).tiles == ((9, 6), (6, 6), (6, 2))


def test_a_double_that_cannot_be_covered_passes_the_obligation_on():
    game = new_game(MEX3, hands=[["6-6", "0-1"], ["0-2", "2-3"], ["1-2", "6-3"]],
                    trains={0: ["9-6"], 1: ["9-2"], 2: ["9-1"], MEXICAN: ["9-0"]},
                    stock=["4-5", "3-4", "4-4"], first=0)
    game.apply("6-6@0")
    assert moves(game) == ["draw"]                            # 0-1 fits the Mexican train, but cover first
    refused(game, "0-1@mexican", "The 6-6 on your train must be covered first.")
    refused(game, "pass", "Draw one tile from the boneyard first.")
    game.apply("draw")
    assert moves(game) == ["pass"]
    game.apply("pass")
    obs = game.observation(1)
    assert obs.train(0).marker and obs.current_player == 1
    assert obs.obligation == Obligation((6, 6), 0)            # the obligation stays
    assert obs.obligation.banner(1) == "Cover the 6-6 on Player 1's train"
    assert moves(game) == ["draw"]                            # 0-2, 2-3 fit elsewhere: not now
    refused(game, "2-3@1", "The 6-6 on Player 1's train must be covered first.")
    game.apply("draw")
    game.apply("pass")
    assert game.observation(2).train(1).marker and game.current_player == 2
    assert moves(game) == ["3-6@0"]                           # seat 2 covers on seat 0's train
    game.apply("3-6@0")
    assert game.observation(0).obligation is None and game.current_player == 0
    assert game.observation(0).train(0).marker                # a rival's cover leaves the marker


def test_the_obligation_comes_before_starting_your_own_train():
    game = new_game(MEX, hands=[["5-5", "0-1"], ["5-1", "9-2"]], trains={0: ["9-5"], MEXICAN: ["9-4", "4-5"]},
                    stock=["7-7"], first=0)
    game.apply("5-5@mexican")
    game.apply("draw")
    game.apply("pass")
    assert game.current_player == 1 and not game.observation(1).train(1).started
    assert moves(game) == ["1-5@mexican"]                     # cover first, even before starting
    refused(game, "2-9@1", "The 5-5 on the Mexican train must be covered first.")


def test_with_an_uncovered_double_and_no_boneyard_everyone_passes_and_the_round_blocks():
    game = new_game(MEX, hands=[["6-6", "0-1"], ["0-2"]], trains={0: ["9-6"], 1: ["9-2"]}, first=0)
    game.apply("6-6@0")
    assert moves(game) == ["pass"]
    game.apply("pass")
    assert moves(game) == ["pass"]                            # 0-2 fits its own train: cover first
    game.apply("pass")
    out = game.outcome
    assert out.reason == "blocked" and out.winner == 0 and out.pips == (1, 2)


def test_a_double_laid_after_a_cover_makes_a_new_obligation():
    # A cover matches the double's number, so it is never itself a double in a set with one tile
    # of each kind; the next double laid on the same train makes its own obligation.
    game = new_game(MEX, hands=[["6-6", "2-6", "0-1"], ["2-2", "2-4", "0-3"]],
                    trains={0: ["9-3"], 1: ["9-0"], MEXICAN: ["9-5", "5-6"]}, first=0)
    game.apply("6-6@mexican")
    game.apply("2-6@mexican")
    assert game.current_player == 1
    game.apply("2-2@mexican")
    obs = game.observation(1)
    assert obs.obligation == Obligation((2, 2), MEXICAN) and obs.current_player == 1
    assert moves(game) == ["2-4@mexican"]
    game.apply("2-4@mexican")
    assert game.observation(0).obligation is None


def test_a_double_drawn_and_laid_gives_a_fresh_draw_for_its_cover():
    game = new_game(MEX, hands=[["0-1", "1-1"], ["0-3"]], trains={0: ["9-5"]}, stock=["5-5", "5-8"],
                    first=0)
    game.apply("draw")
    assert moves(game) == ["5-5@0"]
    game.apply("5-5@0")
    assert moves(game) == ["draw"]                            # the double keeps the turn: a new step
    game.apply("draw")
    assert moves(game) == ["5-8@0"]
    game.apply("5-8@0")
    assert game.current_player == 1


# -- the end ------------------------------------------------------------------------------------

def test_going_out_with_a_double_wins_at_once():
    game = new_game(MEX, hands=[["6-6"], ["2-3", "4-4"]], trains={0: ["9-6"]}, first=0)
    game.apply("6-6@0")
    out = game.outcome
    assert game.is_over and out.winner == 0 and out.reason == "out"
    assert out.pips == (0, 13) and out.points == 13
    assert game.legal_moves() == [] and game.observation(0).obligation is None
    refused(game, "pass", "The round is over.")


def test_going_out_with_a_cover_wins():
    game = new_game(MEX, hands=[["6-6", "6-2"], ["2-3", "4-4"]], trains={0: ["9-6"]}, first=0)
    game.apply("6-6@0")
    game.apply("2-6@0")
    assert game.outcome.winner == 0


def test_passes_do_not_block_while_the_boneyard_has_tiles():
    game = new_game(MEX, hands=[["1-1"], ["2-2"]], trains={0: ["9-3"], 1: ["9-4"]},
                    stock=["0-5", "0-6", "0-7"], first=0)
    for _ in range(2):
        game.apply("draw")
        game.apply("pass")
    assert not game.is_over and game.observation(0).passes == 2
    game.apply("draw")                                        # the last tile
    game.apply("pass")
    assert game.is_over                                       # boneyard empty, everyone passed in a row
    out = game.outcome
    assert out.reason == "blocked" and out.pips == (2 + 5 + 7, 4 + 6) and out.winner == 1


def test_blocked_only_with_an_empty_boneyard_lowest_pips_win_a_tie_is_a_draw():
    game = new_game(MEX, hands=[["1-1", "0-2"], ["2-2"]], trains={0: ["9-3"], 1: ["9-5"]}, first=0)
    game.apply("pass")
    assert not game.is_over
    game.apply("pass")
    out = game.outcome
    assert out.reason == "blocked" and out.winner is None and out.points == 0 and out.pips == (4, 4)
    game = new_game(MEX3, hands=[["1-2"], ["0-2"], ["4-4"]], trains={0: ["9-3"], 1: ["9-5"], 2: ["9-6"]},
                    first=0)
    for _ in range(3):
        game.apply("pass")
    out = game.outcome
    assert out.winner == 1 and out.points == 3 + 8


def test_a_play_resets_the_passes():
    game = new_game(MEX, hands=[["0-3", "0-5", "1-1"], ["3-4", "6-6"]], trains={0: ["9-3"], 1: ["9-5"]},
                    first=0)
    game.apply("0-3@0")
    game.apply("pass")
    assert game.observation(0).passes == 1
    assert moves(game) == ["0-5@0", "0-5@1"]                  # seat 1's train is open now
    game.apply("0-5@1")
    assert game.observation(0).passes == 0


# -- moves, explanations, observations ----------------------------------------------------------

def test_move_text_names_trains_absolutely_and_round_trips():
    game = new_game(MEX3, seed=3)
    state = game.state
    for text, move in [("4-9@0", play((4, 9), 0)), ("9-4@2", play((4, 9), 2)),
                       (" 4-9@mexican", play((4, 9), MEXICAN)), ("draw", DRAW), ("pass", PASS)]:
        assert state.parse_move(text) is move
        assert state.parse_move(str(move)) is move
    assert str(play((4, 9), MEXICAN)) == "4-9@mexican" and str(play((4, 9), 1)) == "4-9@1"
    for bad in ("4-9", "4-9@me", "4-9@p2", "4-9@3", "4-10@0", "x@0", "", "4-9@-1"):
        with pytest.raises(ValueError):
            state.parse_move(bad)
    with pytest.raises(IllegalMove, match="no seat 3"):
        game.apply("4-9@3")


def test_moves_are_frozen_values_with_kind_tile_and_train():
    move = play((4, 9), MEXICAN)
    assert (move.kind, move.tile, move.train) == ("play", (4, 9), MEXICAN)
    assert (DRAW.kind, DRAW.tile, DRAW.train) == ("draw", None, None)
    with pytest.raises(AttributeError):
        move.train = 0
    assert isinstance(move, Move)


def test_the_observation_shows_what_the_seat_may_know_and_nothing_more():
    one = new_game(MEX, hands=[["1-9", "2-3"], ["4-4", "0-5"]], trains={1: ["9-0"]}, stock=["7-7", "2-2"])
    two = new_game(MEX, hands=[["1-9", "2-3"], ["7-7", "2-2"]], trains={1: ["9-0"]}, stock=["4-4", "0-5"])
    assert one.observation(0) == two.observation(0)
    assert one.observation(1).legal_moves == ()               # not on turn
    for seed in range(10):
        for level in ("easy", "medium"):
            assert choose_move(level, one.observation(0), seed) == choose_move(level, two.observation(0), seed)


def test_medium_covers_first_then_doubles_then_the_heaviest():
    game = new_game(MEX, hands=[["6-6", "6-8", "1-6", "2-9"], ["0-0"]],
                    trains={0: ["9-6"], MEXICAN: ["9-8"]}, first=0)
    assert str(choose_move("medium", game.observation(0), seed=1)) == "6-6@0"      # the double
    game.apply("6-6@0")
    assert str(choose_move("medium", game.observation(0), seed=1)) == "6-8@0"      # cover, heaviest
    game = new_game(MEX, hands=[["3-3", "1-5", "1-6"], ["0-0"]],
                    trains={0: ["9-6"], 1: ["9-5", "5-5"]}, first=0)
    assert str(choose_move("medium", game.observation(0), seed=1)) == "1-5@1"      # the only cover


def test_determinize_keeps_everything_the_seat_sees():
    game = new_game(MEX3, seed=12)
    rng = Rng(4)
    while len(game.history) < 25 and not game.is_over:
        game.apply(game.legal_moves()[rng.below(len(game.legal_moves()))])
    for seat in range(3):
        obs = game.observation(seat)
        for k in range(5):
            world = determinize(obs, Rng(k))
            assert sorted(world.tiles_in_play()) == SET
            assert world.observation(seat, obs.history) == obs
            assert world.hand(seat) == obs.hand


# -- exact positions ------------------------------------------------------------------------------

def test_positions_refuse_what_the_rules_cannot_reach():
    for bad, message in [
        (dict(hands=[["9-9"], ["1-2"]]), "appears twice"),
        (dict(hands=[["1-9"], ["1-2"]], trains={0: ["1-3"]}), "does not connect"),
        (dict(hands=[["1-9"], ["1-2"]], trains={5: ["9-3"]}), "no train"),
        (dict(hands=[["1-9"], ["1-2"]], markers=[MEXICAN]), "always open"),
        (dict(hands=[["1-9"], ["1-2"]], trains={0: ["9-3", "3-3"], 1: ["9-4", "4-4"]}), "one double"),
        (dict(hands=[["1-9"], ["1-2"]], trains={0: ["9-3"]}, obligation=0), "does not end in a double"),
        (dict(hands=[["1-9"]]), "1 hands for 2 players"),
        (dict(hands=[["1-9"], ["1-2"]], engine=10), "the engine"),
    ]:
        with pytest.raises(ValueError, match=message):
            new_game(MEX, **bad)


# -- the full game -------------------------------------------------------------------------------

def test_the_full_game_is_ten_rounds_engines_nine_down_to_zero_lowest_total_wins():
    rules = Rules(variant="mexican", players=3, full_game=True)
    match = new_match(rules, seed="full")
    engines, totals = [], [0, 0, 0]
    while True:
        game = match.game
        engines.append(game.observation(0).engine)
        assert (game.observation(0).engine,) * 2 not in [t for s in range(3) for t in game.hand(s)]
        while not game.is_over:
            seat = game.current_player
            game.apply(choose_move("medium", game.observation(seat), seed=len(game.history)))
        totals = [t + p for t, p in zip(totals, game.outcome.pips)]
        assert match.scores == tuple(totals)
        if match.is_over:
            break
        assert match.winner is None
        match.next_hand()
    assert engines == [9, 8, 7, 6, 5, 4, 3, 2, 1, 0] and match.hand_number == 10
    low = min(totals)
    assert match.winner == (totals.index(low) if totals.count(low) == 1 else None)
    with pytest.raises(IllegalMove, match="match is over"):
        match.next_hand()
    loaded = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert loaded.scores == match.scores and loaded.winner == match.winner and loaded.is_over


def test_the_full_game_tie_for_lowest_has_no_winner_and_a_single_round_is_one_hand():
    variant = variant_of("mexican")
    rules = Rules(variant="mexican", full_game=True)

    class Done:
        is_over = True

        def __init__(self, pips):
            self.outcome = Outcome(None, pips, "blocked", 0, ((), ()))

    games = [Done((3, 3))] * 10
    assert variant.scores(rules, games) == (30, 30) and variant.match_winner(rules, games) is None
    games = [Done((3, 3))] * 9 + [Done((0, 1))]
    assert variant.match_winner(rules, games) == 0
    assert not variant.match_over(rules, games[:9])
    single = new_match(MEX, seed=1)
    game = single.game
    while not game.is_over:
        game.apply(game.legal_moves()[0])
    assert single.is_over and single.winner == game.outcome.winner
    assert single.scores == game.outcome.pips


# -- double-twelve, 2 to 8 players (docs/rules.md §3) --------------------------------------------

TWELVE = Rules(variant="mexican", players=8, double=12)


def twelve(players):
    return Rules(variant="mexican", players=players, double=12)


def test_double_nine_deals_and_plays_as_before_the_set_was_a_choice():
    """The deals and a whole game pinned from before double-twelve existed: a seed replays."""
    game = new_game(MEX, seed="pin2")
    assert [[f"{a}-{b}" for a, b in game.hand(s)] for s in range(2)] == [
        ["1-5", "3-8", "4-5", "5-5", "5-6", "5-8", "7-9", "8-8"], ["0-1", "0-3", "0-4", "0-6", "2-3", "2-8", "4-8", "4-9"]]
    assert game.state.stock[-3:] == [(6, 7), (1, 9), (6, 8)] and game.current_player == 1
    game = new_game(Rules(variant="mexican", players=4), seed="pin4")
    assert [f"{a}-{b}" for a, b in game.hand(3)] == ["0-0", "0-2", "0-9", "1-5", "1-8", "3-4", "5-6", "6-8"]
    while not game.is_over:
        game.apply(choose_move("medium", game.observation(game.current_player), seed=len(game.history)))
    assert [str(m) for _, m in game.history][:6] == ["8-9@2", "0-9@3", "2-9@0", "6-9@1", "4-8@2", "0-0@3"]
    assert game.outcome.pips == (3, 24, 5, 0)
    assert "double" not in game.to_json()["rules"]                    # saves as before, too


@pytest.mark.parametrize("players,size", [(2, 15), (3, 15), (4, 15), (5, 12), (6, 12), (7, 10), (8, 10)])
def test_double_twelve_engine_in_the_hub_and_the_hand_size_by_the_player_count(players, size):
    game = new_game(twelve(players), seed=players)
    obs = game.observation(players - 1)
    assert obs.engine == 12 and obs.double == 12 and obs.round == 1
    assert obs.hand_counts == (size,) * players and obs.stock_count == 91 - 1 - size * players
    assert sorted(game.state.tiles_in_play()) == double_set(12)
    assert all((12, 12) not in game.hand(s) for s in range(players))
    assert [t.name for t in obs.trains] == list(range(players)) + [MEXICAN]
    assert all(t.open_end == 12 and not t.started for t in obs.trains)
    first = [m for m in game.legal_moves() if m.kind == "play"]
    assert all(12 in m.tile and m.train == game.current_player for m in first)   # the own train, off 12-12


def test_double_nine_is_for_four_at_most_and_double_twelve_for_eight():
    for players in (5, 8):
        with pytest.raises(ValueError, match=f"double-9 set is for 2 to 4 players, not {players}"):
            Rules(variant="mexican", players=players)
    with pytest.raises(ValueError, match="double-12 set is for 2 to 8 players, not 9"):
        Rules(variant="mexican", players=9, double=12)
    with pytest.raises(ValueError, match="double-9/12 set, not the double-6"):
        Rules(variant="mexican", double=6)


def test_a_position_with_tiles_ten_to_twelve_parses_and_plays():
    rules = twelve(3)
    game = new_game(rules, hands=[["10-12", "11-11"], ["0-10"], ["3-4"]],
                    trains={1: ["12-9"], MEXICAN: ["12-11"]}, first=0)
    assert game.observation(0).engine == 12
    assert moves(game) == ["10-12@0"]                          # its own train first
    refused(game, "11-11@mexican", "You must start your own train first.")
    game.apply("12-10@0")                                      # either way round
    train = game.observation(2).train(0)
    assert train.tiles == ((12, 10),) and train.open_end == 10
    assert str(game.parse_move("11-10@2")) == "10-11@2"
    with pytest.raises(ValueError, match="13-13 is not a tile of the double-12 set"):
        game.parse_move("13-13@0")
    with pytest.raises(ValueError, match="no seat 3 in a game of 3 players"):
        game.parse_move("3-4@3")
    nine = new_game(MEX, hands=[["1-9"], ["1-2"]])
    with pytest.raises(ValueError, match="10-12 is not a tile of the double-9 set"):
        nine.parse_move("10-12@0")
    with pytest.raises(ValueError, match="not a double-9 tile"):
        new_game(MEX, hands=[["1-10"], ["1-2"]])
    with pytest.raises(ValueError, match="from 0-0 to 12-12"):
        new_game(rules, hands=[["1-2"], ["1-3"], ["1-4"]], engine=13)
    low = new_game(rules, hands=[["3-11"], ["1-3"], ["1-4"]], engine=11, first=1)
    assert low.observation(0).round == 2 and moves(low) == ["pass"]          # no boneyard here


def test_eight_players_take_turns_round_the_table_and_block_after_eight_passes():
    hands = [[f"{s}-{s + 1}", f"{s}-{s}"] for s in range(8)]    # 0-1 and 0-0, 1-2 and 1-1, ...
    trains = {s: [f"12-{s}"] for s in range(8)}                 # every train started, ending in its seat
    game = new_game(TWELVE, hands=hands, trains=trains, first=5)
    order = []
    for _ in range(8):
        seat = game.current_player
        order.append(seat)
        game.apply(f"{seat}-{seat + 1}@{seat}")                 # one tile on its own train, then the next seat
    assert order == [5, 6, 7, 0, 1, 2, 3, 4] and not game.is_over and game.current_player == 5
    assert [t.open_end for t in game.observation(0).trains] == [1, 2, 3, 4, 5, 6, 7, 8, 12]
    # Nothing in any hand (numbers 1 to 8) fits a train (ends 9, 10, 11, 0), open or not.
    hands = [["1-2", "8-8"], ["1-3"], ["1-4"], ["1-5"], ["1-6"], ["1-7"], ["1-8"], ["2-3"]]
    trains = {0: ["12-9"], 1: ["12-10"], 2: ["12-11"], 3: ["12-0"], 4: ["12-1", "1-9"], 5: ["12-2", "2-10"],
              6: ["12-3", "3-11"], 7: ["12-4", "4-0"], MEXICAN: ["12-5", "5-9"]}
    game = new_game(TWELVE, hands=hands, trains=trains, first=3)
    seen = []
    while not game.is_over:
        seen.append(game.current_player)
        assert moves(game) == ["pass"]                           # the boneyard is empty
        assert len(seen) <= 8 and game.observation(seen[-1]).passes == len(seen) - 1
        game.apply("pass")
    assert seen == [3, 4, 5, 6, 7, 0, 1, 2]                      # eight passes round the table, then blocked
    out = game.outcome
    assert out.reason == "blocked" and out.winner == 1 and out.pips[1] == 4
    assert out.points == sum(out.pips) - 4                       # the others' pips
    assert all(game.observation(0).train(s).marker for s in range(8))


def test_eight_players_open_trains_and_the_mexican_train_all_take_tiles():
    hands = [["5-7", "3-3"], ["1-2"], ["1-4"], ["1-5"], ["1-6"], ["1-7"], ["1-8"], ["1-9"]]
    trains = {0: ["12-10", "10-5"], **{s: [f"12-{s + 2}"] for s in range(1, 8)}, MEXICAN: ["12-11", "11-7"]}
    game = new_game(TWELVE, hands=hands, trains=trains, markers=[3, 7], first=0)
    assert moves(game) == ["5-7@0", "5-7@3", "5-7@mexican"]      # its own, Player 4's open train, the Mexican
    refused(game, "5-7@7", "The 5-7 does not match the open end of Player 8's train (9).")
    refused(game, "5-7@5", "Player 6's train is not open to everyone.")
    game.apply("5-7@3")
    assert game.current_player == 1 and game.observation(1).train(3).marker


def test_the_full_game_with_double_twelve_is_thirteen_rounds_down_to_zero():
    rules = Rules(variant="mexican", players=5, double=12, full_game=True)
    match = new_match(rules, seed="thirteen")
    engines, totals = [], [0] * 5
    while True:
        game = match.game
        obs = game.observation(0)
        engines.append(obs.engine)
        assert obs.hand_counts == (12,) * 5 and obs.round == len(engines)
        while not game.is_over:
            game.apply(choose_move("medium", game.observation(game.current_player), seed=len(game.history)))
        totals = [t + p for t, p in zip(totals, game.outcome.pips)]
        assert match.scores == tuple(totals)
        if match.is_over:
            break
        match.next_hand()
    assert engines == list(range(12, -1, -1)) and match.hand_number == 13
    low = min(totals)
    assert match.winner == (totals.index(low) if totals.count(low) == 1 else None)
    with pytest.raises(IllegalMove, match="match is over"):
        match.next_hand()
    loaded = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert loaded.rules.double == 12 and loaded.to_json() == match.to_json() and loaded.winner == match.winner
    with pytest.raises(ValueError, match="a round is 1 to 13"):
        variant_of("mexican").new_state(rules, 14)
