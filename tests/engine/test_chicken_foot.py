"""Chicken Foot (docs/rules.md §9): every rule from an exact position, then the full game of a
round from each double."""
import json

import pytest

from domino import DRAW, PASS, Game, Match, Rng, Rules, Termination, choose_move, new_game, new_match, variant_of
from domino.ai import determinize
from domino.ai import chickenfoot
from domino.ai.chickenfoot import LIVE, STUCK, chicken_tactics
from domino.ai.inference import chicken_knowledge, shown_lacks
from domino.core.tiles import double_set
from domino.variants.chickenfoot import HANDS, play
from refusals import moves, refused

CF = Rules(variant="chickenfoot", players=2)
CF3 = Rules(variant="chickenfoot", players=3)
SIX = Rules(variant="chickenfoot", players=2, double=6)
SPOKES9 = [["9-1"], ["9-2"], ["9-3"], ["9-4"]]      # the four spokes of the 9-9, all down


# -- the sets, the players, the deal ---------------------------------------------------------------

@pytest.mark.parametrize("double, players, size", [(9, 2, 9), (9, 3, 7), (9, 6, 7), (9, 7, 6), (9, 8, 6),
                                                   (6, 2, 5), (6, 4, 5)])
def test_the_deal_the_centre_double_out_and_the_hands_by_set_and_players(double, players, size):
    rules = Rules(variant="chickenfoot", players=players, double=double)
    game = new_game(rules, seed=11)
    obs = game.observation(0)
    assert HANDS[double][players] == size
    assert obs.top == double and obs.centre == double and obs.round == 1
    assert obs.hand_counts == (size,) * players
    total = (double + 1) * (double + 2) // 2
    assert obs.stock_count == total - 1 - size * players
    assert all((double, double) not in game.hand(s) for s in range(players))
    assert sorted(game.state.tiles_in_play()) == double_set(double)
    assert [(a.tiles, a.root, a.parent, a.open_end) for a in obs.arms] == [((), double, None, double)] * 4
    assert obs.pending == (0, 1, 2, 3) and obs.foot is None


def test_the_usual_set_is_double_nine_and_each_set_takes_its_players():
    assert Rules(variant="chickenfoot").double == 9
    for players in range(2, 9):
        Rules(variant="chickenfoot", players=players)
    for players in (2, 3, 4):
        Rules(variant="chickenfoot", players=players, double=6)
    with pytest.raises(ValueError, match="^Chicken Foot with the double-6 set is for 2 to 4 players, not 5"):
        Rules(variant="chickenfoot", players=5, double=6)
    with pytest.raises(ValueError, match="2 to 8 players, not 9"):
        Rules(variant="chickenfoot", players=9)
    with pytest.raises(ValueError, match="double-9/6 set, not the double-12"):
        Rules(variant="chickenfoot", double=12)
    with pytest.raises(ValueError, match="not to a target"):
        Rules(variant="chickenfoot", target=100)
    with pytest.raises(ValueError, match="Tri-Ominos"):
        Rules(variant="chickenfoot", triominos_scoring=True)
    with pytest.raises(ValueError, match="not played in partnerships"):
        Rules(variant="chickenfoot", players=4, partners=True)


def test_the_starting_seat_comes_from_the_deal_seed():
    rules = Rules(variant="chickenfoot", players=4)
    starts = [new_game(rules, seed=s).current_player for s in range(200)]
    assert starts == [new_game(rules, seed=s).current_player for s in range(200)]
    assert all(35 < starts.count(s) < 65 for s in range(4))


# -- the spokes ----------------------------------------------------------------------------------

def test_the_centre_takes_four_spokes_first_one_place_for_each_tile():
    game = new_game(CF, hands=[["9-1", "9-2", "1-5"], ["9-3", "9-4", "3-3"]], first=0)
    assert moves(game) == ["1-9@0", "2-9@0"]                  # the 1-5 waits: the spokes come first
    refused(game, "1-9@1", "Fill the arms around a double in order: the next one is arm 0.")
    refused(game, "1-5@0", "The 1-5 does not match the 9-9: a spoke must start with 9.")
    game.apply("1-9@0")
    assert moves(game) == ["3-9@1", "4-9@1"]
    game.apply("4-9@1")
    refused(game, "1-5@0", "The 9-9 must have its four spokes before anything else is played.")
    assert moves(game) == ["2-9@2"]
    game.apply("2-9@2")
    game.apply("3-9@3")
    obs = game.observation(0)
    assert obs.pending == () and [a.open_end for a in obs.arms] == [1, 4, 2, 3]
    assert moves(game) == ["1-5@0"]                           # now any open end


def test_no_spoke_draw_one_and_play_it_if_it_fits():
    game = new_game(CF, hands=[["1-5", "2-6"], ["9-3"]], stock=["9-7", "0-1"], first=0)
    assert moves(game) == ["draw"]
    refused(game, "pass", "Draw one tile from the boneyard first.")
    game.apply(DRAW)
    assert game.hand(0) == ((1, 5), (2, 6), (7, 9))
    refused(game, "draw", "Play the drawn tile: it fits.")
    refused(game, "pass", "Play the drawn tile: it fits.")
    assert moves(game) == ["7-9@0"]
    game.apply("7-9@0")
    assert game.current_player == 1


def test_a_drawn_tile_that_does_not_fit_passes_and_an_empty_boneyard_passes_at_once():
    game = new_game(CF, hands=[["1-5"], ["9-3", "2-2"]], stock=["0-1"], first=0)
    game.apply(DRAW)
    assert moves(game) == ["pass"]
    refused(game, "draw", "You draw only one tile a turn: play it if it fits, or pass.")
    game.apply(PASS)
    assert game.current_player == 1 and game.observation(1).passes == 1
    game.apply("3-9@0")
    assert moves(game) == ["pass"] and game.observation(0).stock_count == 0
    refused(game, "draw", "The boneyard is empty: pass.")


# -- the chicken feet ----------------------------------------------------------------------------

def test_a_double_grows_a_foot_of_three_toes_filled_before_anything_else():
    game = new_game(CF3, hands=[["1-1", "2-5", "8-8"], ["1-6", "1-7", "2-8"], ["1-8", "0-3"]],
                    arms=SPOKES9, stock=["0-4"], first=0)
    assert "1-1@0" in moves(game)
    game.apply("1-1@0")
    obs = game.observation(1)
    assert obs.arms[0].open_end is None                        # the double closes its arm
    assert [(a.root, a.parent, a.open_end) for a in obs.arms[4:]] == [(1, 0, 1)] * 3
    assert obs.pending == (4, 5, 6) and obs.foot == 1
    assert moves(game) == ["1-6@4", "1-7@4"]                   # the 2-8 waits: the foot comes first
    refused(game, "2-8@1", "The chicken foot on the 1-1 must have its three toes before anything else is played.")
    refused(game, "1-7@5", "Fill the arms around a double in order: the next one is arm 4.")
    game.apply("1-6@4")
    assert moves(game) == ["1-8@5"]
    refused(game, "0-3@5", "The 0-3 cannot be a toe of the 1-1: it has no 1.")
    game.apply("1-8@5")
    assert game.current_player == 0 and moves(game) == ["draw"]   # 2-5 and 8-8 cannot be toes
    refused(game, "1-1@6", "You do not hold the 1-1.")
    game.apply(DRAW)
    refused(game, "8-8@6", "The 8-8 cannot be a toe of the 1-1: it has no 1.")
    game.apply(PASS)
    game.apply("1-7@6")                                        # the third toe
    obs = game.observation(2)
    assert obs.pending == () and obs.foot is None
    assert [a.open_end for a in obs.arms] == [None, 2, 3, 4, 6, 8, 7]
    assert game.current_player == 2 and moves(game) == ["0-3@2"]


def test_after_the_foot_any_open_end_a_toe_included():
    game = new_game(CF3, hands=[["8-8", "2-5"], ["1-6"], ["3-7"]],
                    arms=[["9-1", "1-1"], ["9-2"], ["9-3"], ["9-4"], ["1-8"], ["1-5"], ["1-7"]], first=0)
    assert moves(game) == ["2-5@1", "2-5@5", "8-8@4"]
    refused(game, "2-5@0", "Arm 0 ends in a double: play on its toes.")
    refused(game, "2-5@9", "There is no arm 9 on the table.")
    game.apply("8-8@4")
    assert game.observation(1).pending == (7, 8, 9)
    assert moves(game) == ["pass"]
    refused(game, "1-6@1", "The chicken foot on the 8-8 must have its three toes before anything else is played.")


def test_a_foot_nobody_can_finish_blocks_the_round():
    # every 2 but the 2-2 is out of play or on the table: the foot on the 2-2 can have no toes
    game = new_game(CF, hands=[["2-2", "0-0", "5-6"], ["3-4", "1-6"]],
                    arms=[["9-2"], ["9-3"], ["9-4"], ["9-1"]], stock=[], first=0)
    game.apply("2-2@0")
    assert game.observation(1).foot == 2
    game.apply(PASS)
    game.apply(PASS)
    out = game.outcome
    assert out.reason == Termination.BLOCKED
    assert out.pips == (61, 14) and out.winner == 1 and out.points == 61   # the 0-0 counts 50


# -- the end of a round --------------------------------------------------------------------------

def test_going_out_with_a_double_wins_at_once():
    game = new_game(CF, hands=[["4-4"], ["0-0", "3-6"]], arms=SPOKES9, first=0)
    game.apply("4-4@3")
    out = game.outcome
    assert out.reason == Termination.OUT and out.winner == 0
    assert out.pips == (0, 59) and out.points == 59
    refused(game, "pass", "The round is over.")


def test_passes_block_only_with_an_empty_boneyard_and_a_tie_for_lowest_is_a_draw():
    game = new_game(CF3, hands=[["5-5"], ["5-6", "0-0"], ["6-6", "0-5"]], arms=SPOKES9, stock=["8-8"], first=0)
    assert moves(game) == ["draw"]
    game.apply(DRAW)
    game.apply(PASS)                  # a pass while the boneyard had a tile counts toward the block
    for _ in range(2):
        assert not game.is_over
        game.apply(PASS)
    out = game.outcome
    assert out.reason == Termination.BLOCKED and out.pips == (26, 61, 17)
    assert out.winner == 2 and out.points == 87
    tie = new_game(CF, hands=[["6-6"], ["5-7"]], arms=SPOKES9, first=0)
    tie.apply(PASS)
    tie.apply(PASS)
    assert tie.outcome.winner is None and tie.outcome.points == 0


def test_a_play_resets_the_passes():
    game = new_game(CF, hands=[["1-5", "6-6"], ["0-2", "8-8"]], arms=SPOKES9, first=0, passes=1)
    game.apply("1-5@0")
    assert game.observation(1).passes == 0


# -- texts, positions, the observation -----------------------------------------------------------

def test_move_text_names_the_arm_and_round_trips():
    game = new_game(CF, hands=[["9-1"], ["9-2"]], first=0)
    assert game.parse_move("1-9@0") == play((1, 9), 0) == game.parse_move("9-1@0")
    assert str(play((1, 9), 0)) == "1-9@0"
    with pytest.raises(ValueError, match="name the arm"):
        game.parse_move("1-9")
    with pytest.raises(ValueError, match="not a tile of the double-9 set"):
        game.parse_move("1-10@0")
    six = new_game(SIX, hands=[["6-1"], ["6-2"]], first=0)
    with pytest.raises(ValueError, match="not a tile of the double-6 set"):
        six.parse_move("1-9@0")
    refused(six, "2-6@0", "You do not hold the 2-6.")


def test_the_observation_shows_what_the_seat_may_know():
    game = new_game(CF, hands=[["9-1", "0-0"], ["9-2", "5-5"]], stock=["3-4"], first=0)
    obs = game.observation(1)
    assert obs.hand == ((2, 9), (5, 5)) and obs.hand_counts == (2, 2) and obs.stock_count == 1
    assert obs.legal_moves == () and game.observation(0).places((9, 1)) == (0,)
    assert obs.out_count == 55 - 1 - 5


def test_positions_refuse_what_the_rules_cannot_reach():
    with pytest.raises(ValueError, match="does not connect"):
        new_game(CF, hands=[["1-2"], ["3-4"]], arms=[["8-1"]])
    with pytest.raises(ValueError, match="must end it"):
        new_game(CF, hands=[["1-2"], ["3-4"]], arms=[["9-5", "5-5", "5-6"]])
    with pytest.raises(ValueError, match="may be empty"):
        new_game(CF, hands=[["1-2"], ["3-4"]], arms=[[], ["9-5"]])
    with pytest.raises(ValueError, match="appears twice"):
        new_game(CF, hands=[["9-1"], ["3-4"]], arms=[["9-1"]])
    with pytest.raises(ValueError, match="the centre is a double"):
        new_game(CF, hands=[["1-2"], ["3-4"]], centre=10)


def test_a_position_with_two_feet_keeps_the_order_they_were_laid():
    arms = [["9-1", "1-1"], ["9-2", "2-2"], ["9-3"], ["9-4"], ["2-5"], ["2-6"], ["2-7"], ["1-5"]]
    game = new_game(CF, hands=[["1-6"], ["0-3"]], arms=arms, feet=[1, 0], first=0)
    obs = game.observation(0)
    assert [a.parent for a in obs.arms[4:]] == [1, 1, 1, 0, 0, 0]
    assert obs.pending == (8, 9) and obs.foot == 1 and moves(game) == ["1-6@8"]


def test_saves_replay_the_game():
    game = new_game(CF3, seed=5)
    while not game.is_over and len(game.history) < 30:
        game.apply(game.legal_moves()[-1])
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert loaded.observation(0) == game.observation(0)


# -- the full game -------------------------------------------------------------------------------

@pytest.mark.parametrize("double", [9, 6])
def test_the_full_game_a_round_from_each_double_down_to_0_0_lowest_total_wins(double):
    rules = Rules(variant="chickenfoot", players=3, double=double, full_game=True)
    match = new_match(rules, seed="feet")
    centres, starters = [], []
    while True:
        game = match.game
        centres.append(game.observation(0).centre)
        starters.append(game.current_player)
        while not game.is_over:
            game.apply(game.legal_moves()[0])
        if match.is_over:
            break
        match.next_hand()
    assert centres == list(range(double, -1, -1))
    assert starters[1:] == [(s + 1) % 3 for s in starters[:-1]]   # the start goes round the table
    variant = variant_of("chickenfoot")
    totals = [sum(g.outcome.pips[s] for g in match.games) for s in range(3)]
    assert list(variant.scores(rules, match.games)) == totals
    low = min(totals)
    assert match.winner == (totals.index(low) if totals.count(low) == 1 else None)
    assert Match.from_json(json.loads(json.dumps(match.to_json()))).to_json() == match.to_json()


def test_a_single_round_is_won_by_going_out():
    game = new_game(CF, hands=[["4-4"], ["0-0", "3-6"]], arms=SPOKES9, first=0)
    game.apply("4-4@3")
    variant = variant_of("chickenfoot")
    assert variant.hand_scores(CF, game) == (0, 59)
    assert variant.match_over(CF, [game]) and variant.match_winner(CF, [game]) == 0


# -- the computer players ------------------------------------------------------------------------

def test_medium_lays_a_double_first_then_what_counts_most_the_0_0_as_fifty():
    arms = [["9-1"], ["9-2"], ["9-3"], ["9-4", "4-0"]]
    game = new_game(CF, hands=[["0-0", "0-9", "4-4", "1-8", "3-6"], ["5-7"]], arms=arms, first=0)
    assert choose_move("medium", game.observation(0), seed=1) == play((0, 0), 3)   # the double worth 50
    game = new_game(CF, hands=[["0-9", "1-3", "2-4"], ["5-7"]], arms=arms, first=0)
    assert choose_move("medium", game.observation(0), seed=1) == play((0, 9), 3)


def test_the_proofs_read_draws_and_passes_on_the_places_open_then():
    game = new_game(CF3, hands=[["1-1", "5-6"], ["2-3", "4-5"], ["0-2", "7-8"]], arms=SPOKES9,
                    stock=["3-3", "0-5"], first=0)
    game.apply("1-1@0")                       # the foot on the 1-1: only a 1 may be played
    game.apply(DRAW)                          # seat 1 draws the 0-5, which does not fit either
    game.apply(PASS)
    game.apply(DRAW)                          # seat 2 draws the 3-3 and is still on turn
    obs = game.observation(0)
    knowledge = chicken_knowledge(obs)
    assert knowledge.shown == (frozenset(), {1}, frozenset())
    assert knowledge.lacks[1] == {1} and shown_lacks(obs) == knowledge.shown
    bare = new_game(CF, hands=[["9-1", "2-3"], ["4-5", "6-7"]], stock=["0-1"], first=0)
    bare.apply("1-9@0")
    bare.apply(DRAW)
    bare.apply(PASS)                          # with only the next spoke open: no 9
    assert chicken_knowledge(bare.observation(0)).lacks[1] == {9}


def test_hard_lays_the_double_whose_foot_the_next_seat_cannot_start():
    # Seat 1 drew and passed with 6, 3, 8 and 7 showing: it holds no 6, so after the 6-6 it can
    # only draw or pass, while after the 3-5 it may hold a 5.
    game = new_game(CF, hands=[["6-6", "3-5", "2-3"], ["0-1", "2-4"]],
                    arms=[["9-6"], ["9-3"], ["9-8"], ["9-7"]], stock=["0-4"], first=1)
    game.apply(DRAW)
    game.apply(PASS)
    obs = game.observation(0)
    score = chicken_tactics(obs)
    assert score(play((6, 6), 0)) - score(play((3, 5), 1)) > STUCK / 2
    unproved = new_game(CF, hands=[["6-6", "3-5", "2-3"], ["0-1", "2-4", "0-4"]],
                        arms=[["9-6"], ["9-3"], ["9-8"], ["9-7"]], first=0)
    assert score(play((6, 6), 0)) > chicken_tactics(unproved.observation(0))(play((6, 6), 0)) + 5
    assert choose_move("hard", obs, seed=3) == play((6, 6), 0)


def test_hard_keeps_the_tile_whose_numbers_are_still_in_play(monkeypatch):
    # Four 2s and four 3s are down or in this hand, so three of each are still unseen; of the 4s
    # and 5s, five and six. Medium lays the heavier 4-5; Hard lays the 2-3 and keeps the 4-5,
    # whose numbers the rival's plays are likely to open again.
    game = new_game(SIX, hands=[["2-3", "4-5"], ["0-4", "1-5", "2-4"]],
                    arms=[["6-2", "2-0", "0-3"], ["6-3", "3-1", "1-2"], ["6-4"], ["6-0", "0-1"]],
                    stock=["1-1", "5-5", "0-5"], first=0)
    obs = game.observation(0)
    unseen = chicken_knowledge(obs).unseen
    assert [sum(1 for t in unseen if n in t) for n in (2, 3, 4, 5)] == [3, 3, 5, 6]
    assert choose_move("medium", obs, seed=1) == play((4, 5), 2)
    score = chicken_tactics(obs)
    assert score(play((2, 3), 0)) - score(play((4, 5), 2)) > LIVE
    assert choose_move("hard", obs, seed=1).tile == (2, 3)
    monkeypatch.setattr(chickenfoot, "LIVE", 0.0)       # without the rule, Hard lays the 4-5 as well
    assert choose_move("hard", obs, seed=1) == play((4, 5), 2)


def test_expert_plays_a_legal_move_at_a_fixed_budget():
    game = new_game(Rules(variant="chickenfoot", players=4), seed=21)
    while not game.is_over and len(game.history) < 12:
        game.apply(game.legal_moves()[0])
    obs = game.observation(game.current_player)
    move = choose_move("expert", obs, seed=7)
    assert move in game.legal_moves() and move == choose_move("expert", obs, seed=7)
    world = determinize(obs, Rng(3))
    assert world.observation(obs.seat, obs.history) == obs
