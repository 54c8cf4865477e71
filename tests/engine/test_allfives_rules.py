"""docs/rules.md §7, All Fives, one rule per test, from exact deals."""
import json

import pytest

from domino import DRAW, PASS, Game, IllegalMove, Match, Rules, choose_move, new_game, new_match, tile_text
from domino.core.tiles import DOUBLE_SIX, parse_tile
from domino.variants.allfives import scoring
from scripted_hands import play_match

FIVES = Rules(variant="allfives", players=2)


def moves(game):
    return [str(m) for m in game.legal_moves()]


def table(hands, layout, first=0, **exact):
    """A 2-player position (or more, with more hands) with `layout` laid, seat `first` on turn."""
    return new_game(Rules(variant="allfives", players=len(hands)), hands=hands, layout=layout,
                    first=first, **exact)


def after(layout, move):
    """The observation after seat 0 plays `move` on `layout`; each seat holds another tile, so the
    hand goes on."""
    used = {parse_tile(t.split(":")[0]) for t in [*layout, move]}
    spare = [tile_text(t) for t in DOUBLE_SIX if t not in used][:2]
    game = table([[move.split(":")[0], spare[0]], [spare[1]]], layout)
    game.apply(move)
    return game.observation(0)


# -- the deal and the opening ---------------------------------------------------------------------

@pytest.mark.parametrize("players,size,stock", [(2, 7, 14), (3, 5, 13), (4, 5, 8)])
def test_deal_sizes(players, size, stock):
    obs = new_game(Rules(variant="allfives", players=players), seed=11).observation(0)
    assert obs.hand_counts == (size,) * players
    assert obs.stock_count == stock and obs.out_count == 0


def test_the_highest_double_opens_and_must_be_laid():
    game = new_game(FIVES, hands=[["2-2", "3-6", "0-1"], ["5-5", "6-6", "1-4"]], stock=["0-0"])
    assert game.current_player == 1 and moves(game) == ["6-6"]
    with pytest.raises(IllegalMove, match="must open with the 6-6"):
        game.apply("5-5")


def test_without_a_double_the_heaviest_tile_opens():
    game = new_game(Rules(variant="allfives", players=3), hands=[["2-5", "0-1"], ["1-6", "0-2"], ["3-4", "1-2"]])
    assert game.current_player == 1 and moves(game) == ["1-6"]


def test_later_hands_open_with_the_last_winner_and_any_tile():
    match = new_match(Rules(variant="allfives", target=150), seed=3)
    game = match.game
    while not game.is_over:
        game.apply(choose_move("medium", game.observation(game.current_player), seed=1))
    winner = game.outcome.winner
    assert winner is not None
    nxt = match.next_hand()
    assert nxt.current_player == winner
    assert sorted(moves(nxt)) == sorted(tile_text(t) for t in nxt.hand(winner))


def test_after_a_tie_for_the_lightest_hand_the_highest_double_opens_again():
    rules = Rules(variant="allfives", target=150)
    match = new_match(rules, seed=3)
    match.games = [table([["2-3"], ["1-4"]], ["0-0"])]
    for _ in range(2):
        match.game.apply(PASS)
    assert match.game.outcome.winner is None and not match.is_over
    nxt = match.next_hand()
    best = max((t for s in range(2) for t in nxt.hand(s)), key=lambda t: (t[0] == t[1], sum(t), max(t)))
    assert moves(nxt) == [tile_text(best)]


# -- the count and its points ---------------------------------------------------------------------

@pytest.mark.parametrize("tile,count,points", [("5-5", 10, 10), ("6-4", 10, 10), ("3-2", 5, 5),
                                               ("4-1", 5, 5), ("6-5", 11, 0), ("0-0", 0, 0)])
def test_the_opening_tile_counts_both_halves_and_scores_a_multiple_of_five(tile, count, points):
    game = table([[tile, "2-2" if tile != "2-2" else "1-1"], ["1-6"]], [], first=0)
    game.apply(tile)
    obs = game.observation(1)
    assert (obs.count, obs.score, obs.points) == (count, points, (points, 0))


def test_without_a_spinner_the_count_is_the_two_ends_of_the_line():
    game = table([["4-1", "3-6"], ["0-0", "2-2"]], ["3-4"])
    game.apply("4-1:R")                      # ends 3 and 1
    assert game.observation(0).count == 4 and game.observation(0).points == (0, 0)
    game = table([["0-1", "6-6"], ["2-2"]], ["3-4", "4-1:R", "3-5:L"])
    game.apply("0-1:R")                      # ends 5 and 0
    obs = game.observation(1)
    assert (obs.count, obs.score, obs.points) == (5, 5, (5, 0))


def test_a_count_five_does_not_divide_scores_nothing():
    obs = after(["6-4"], "4-3:L")            # ends 3 and 6: the first tile lies low half left
    assert (obs.count, obs.score, obs.points) == (9, 0, (0, 0))


def test_the_spinner_alone_counts_both_halves():
    obs = table([["0-0"], ["1-1"]], ["5-5"]).observation(0)
    assert obs.spinner == (5, 5) and obs.count == 10


@pytest.mark.parametrize("move,count", [("5-6:L", 16), ("5-0:L", 10), ("5-6:R", 16)])
def test_with_one_side_built_the_spinner_still_counts_both_halves(move, count):
    assert after(["5-5"], move).count == count


def test_with_both_sides_built_only_the_arms_count_and_an_empty_end_arm_counts_nothing():
    obs = after(["5-5", "5-0:L"], "5-3:R")
    assert obs.count == 3 and obs.score == 0                     # 0 + 3: the spinner counts nothing
    assert dict(obs.ends) == {"L": 0, "R": 3, "U": 5, "D": 5}   # open, but not counted
    obs = after(["6-6", "6-2:L"], "6-3:R")
    assert (obs.count, obs.score) == (5, 5)


def test_the_spinners_ends_count_once_they_hold_a_tile():
    obs = after(["5-5", "5-0:L", "5-1:R"], "5-4:U")
    assert (obs.count, obs.score) == (5, 5)                      # 0 + 1 + 4; D still empty
    obs = after(["5-5", "5-0:L", "5-1:R", "5-4:U"], "5-6:D")
    assert obs.count == 11


def test_a_double_across_an_end_counts_both_halves_until_built_on():
    obs = after(["5-5", "5-1:L", "5-2:R"], "2-2:R")
    assert (obs.count, obs.score) == (1 + 4, 5)
    obs = after(["5-5", "5-1:L", "5-2:R", "2-2:R"], "2-6:R")
    assert obs.count == 1 + 6


def test_points_go_to_the_player_who_laid_the_tile():
    game = table([["6-1", "0-0"], ["3-4", "1-1"]], ["6-3"], first=1)
    game.apply("3-4:L")                      # seat 1: 4 + 6
    assert game.observation(0).points == (0, 10)
    game.apply("6-1:R")                      # seat 0: 4 + 1
    assert game.observation(1).points == (5, 10)


# -- the spinner ----------------------------------------------------------------------------------

def test_the_spinners_ends_are_refused_before_both_sides_hold_a_tile():
    game = table([["5-2", "0-0"], ["1-1"]], ["5-5", "5-1:L"])
    assert moves(game) == ["2-5:R"]
    with pytest.raises(IllegalMove, match="opens once both its sides"):
        game.apply("5-2:U")
    game.apply("5-2:R")
    assert ("U", 5) in game.observation(0).ends
    game = table([["5-3", "0-0"], ["1-1"]], ["5-5", "5-1:L", "5-2:R"])
    assert moves(game) == ["3-5:U", "3-5:D"]


def test_before_a_double_there_is_no_spinner_and_no_up_or_down():
    game = table([["4-1", "0-0"], ["2-2"]], ["3-4"])
    assert game.observation(0).spinner is None and moves(game) == ["1-4:R"]
    with pytest.raises(IllegalMove, match="no end U before the spinner"):
        game.apply("4-1:U")


def test_the_first_double_after_the_opening_becomes_the_spinner_with_the_line_as_a_side():
    game = table([["5-5", "5-4", "0-0"], ["1-1", "2-2"]], ["6-5"])   # lies 5-6: L 5, R 6
    game.apply("5-5:L")
    obs = game.observation(0)
    assert obs.spinner == obs.centre == (5, 5)
    assert obs.arms == ((), ((5, 6),), (), ())                   # the line is its R side, read outward
    assert (obs.count, obs.score) == (10 + 6, 0)
    game.apply(PASS)
    game.apply("5-4:L")
    obs = game.observation(0)
    assert (obs.count, obs.score, obs.points) == (4 + 6, 10, (10, 0))
    assert dict(obs.ends) == {"L": 4, "R": 6, "U": 5, "D": 5}


def test_a_spinner_laid_on_the_left_keeps_the_line_as_its_right_side_read_outward():
    game = table([["6-6", "0-0"], ["2-2"]], ["3-4", "4-1:R", "3-6:L"])
    game.apply("6-6:L")
    obs = game.observation(0)
    assert obs.centre == obs.spinner == (6, 6)
    assert obs.arm("R") == ((6, 3), (3, 4), (4, 1)) and obs.arm("L") == ()
    assert obs.count == 12 + 1 and dict(obs.ends) == {"L": 6, "R": 1}


def test_only_the_first_double_spins():
    game = table([["4-4", "0-0"], ["2-2"]], ["5-5", "5-0:L", "5-4:R"])
    game.apply("4-4:R")
    obs = game.observation(0)
    assert obs.spinner == (5, 5) and obs.arm("R") == ((5, 4), (4, 4))
    assert dict(obs.ends) == {"L": 0, "R": 4, "U": 5, "D": 5}   # 4-4 opens nothing new
    assert obs.count == 0 + 8


def test_a_scripted_layout_must_fit():
    with pytest.raises(ValueError, match="does not fit"):
        table([["0-0"], ["1-1"]], ["5-5", "4-3:L"])
    with pytest.raises(ValueError, match="does not fit"):
        table([["0-0"], ["1-1"]], ["5-5", "5-1:U"])
    with pytest.raises(ValueError, match="only the first tile"):
        table([["0-0"], ["1-1"]], ["5-5", "5-1"])


# -- drawing and passing --------------------------------------------------------------------------

def test_draw_until_a_tile_fits_then_play_it():
    game = table([["0-0", "1-1"], ["2-2"]], ["3-4"], stock=["5-6", "1-5", "4-6", "0-1"])
    assert moves(game) == ["draw"]
    with pytest.raises(IllegalMove, match="cannot pass while the stock has tiles"):
        game.apply(PASS)
    game.apply(DRAW)
    game.apply(DRAW)
    assert game.current_player == 0 and moves(game) == ["draw"]
    game.apply(DRAW)                         # 4-6 fits the right end
    assert moves(game) == ["4-6:R"]
    with pytest.raises(IllegalMove, match="while a tile fits"):
        game.apply(DRAW)
    game.apply("4-6:R")
    assert game.current_player == 1 and game.observation(0).stock_count == 1


def test_pass_only_with_an_empty_stock():
    game = table([["0-0", "1-1"], ["2-2"]], ["3-4"], stock=["5-6"])
    game.apply(DRAW)
    assert moves(game) == ["pass"]
    game.apply(PASS)
    assert game.current_player == 1


# -- the end of a hand ----------------------------------------------------------------------------

@pytest.mark.parametrize("left,points", [(["6-6"], 10), (["6-6", "0-1"], 15), (["6-6", "0-3"], 15),
                                         (["6-6", "2-3"], 15), (["6-6", "3-3"], 20), (["0-0"], 0)])
def test_going_out_scores_the_other_hands_rounded_to_the_nearest_five(left, points):
    game = table([["4-0"], left], ["2-4"])
    game.apply("4-0:R")                      # ends 2 and 0: the play scores nothing
    out = game.outcome
    assert out.winner == 0 and out.reason == "out" and out.points == points
    assert out.scores == (points, 0) == game.observation(1).points


def test_rounding_two_over_goes_down_three_over_goes_up_and_nothing_is_halfway():
    assert [scoring.nearest_five(p) for p in (10, 11, 12, 13, 14, 15)] == [10, 10, 10, 15, 15, 15]
    for pips in range(0, 169):
        rounded = scoring.nearest_five(pips)
        assert rounded % 5 == 0 and abs(rounded - pips) <= 2    # never 2.5 away: no tie to break


def test_going_out_adds_to_the_points_made_in_the_hand():
    game = table([["4-0"], ["6-6", "0-1"]], ["2-4"], points=[20, 35])
    game.apply("4-0:R")
    assert game.outcome.scores == (35, 35)


def test_a_blocked_hand_goes_to_the_lightest_which_scores_the_others_pips_rounded():
    game = table([["2-3"], ["5-6", "1-4"], ["6-6"]], ["0-0"], points=[10, 5, 0])
    for _ in range(3):
        game.apply(PASS)
    out = game.outcome
    assert out.reason == "blocked" and out.winner == 0 and out.pips == (5, 16, 12)
    assert out.points == 30                  # 28 rounded; not 23 (less its own)
    assert out.scores == (40, 5, 0)


def test_a_tie_for_the_lightest_hand_scores_nobody_and_the_plays_points_stand():
    game = table([["2-3"], ["1-4"], ["6-6"]], ["0-0"], points=[10, 5, 0])
    for _ in range(3):
        game.apply(PASS)
    out = game.outcome
    assert out.winner is None and out.points == 0 and out.scores == (10, 5, 0)


# -- the match ------------------------------------------------------------------------------------

def hand_of(points, winner_left=("0-0",)):
    """A finished 2-player hand: seat 0 goes out against `winner_left`, after `points` so far."""
    game = table([["4-0"], list(winner_left)], ["2-4"], points=list(points))
    game.apply("4-0:R")
    return game


def test_a_match_totals_play_points_and_end_points():
    rules = Rules(variant="allfives", target=150)
    match = new_match(rules, seed=1)
    match.games = [hand_of((40, 55), ["6-6", "0-1"]), hand_of((60, 30), ["6-6"])]
    assert [(r.scores, r.totals) for r in match.sheet] == [((55, 55), (55, 55)), ((70, 30), (125, 85))]
    assert match.scores == (125, 85) and not match.is_over
    match.games.append(hand_of((20, 10), ["6-6", "3-3"]))
    assert match.scores == (165, 95) and match.is_over and match.winner == 0


def test_a_tie_at_the_top_plays_another_hand():
    match = new_match(Rules(variant="allfives", target=100), seed=1)
    match.games = [hand_of((90, 100), ["6-6"])]   # 90 + 10 (12 pips rounded) = 100 against 100
    assert match.scores == (100, 100) and not match.is_over and match.winner is None


def test_a_single_hand_is_won_by_the_most_points():
    match = new_match(FIVES, seed=1)
    match.games = [hand_of((0, 40))]         # seat 0 went out, but seat 1 made more points
    assert match.is_over and match.winner == 1


def test_the_targets():
    for target in (0, 100, 150, 200, 250):
        Rules(variant="allfives", target=target)
    assert scoring.TARGET == 150 and scoring.TARGET in scoring.TARGETS
    for bad in ({"target": 50}, {"blocked_scoring": "others"}, {"full_game": True}, {"players": 5}):
        with pytest.raises(ValueError):
            Rules(variant="allfives", **bad)


def test_a_played_match_reaches_150_and_saves_exactly():
    match = play_match(Rules(variant="allfives", players=3, target=150), seed="af")
    totals = [sum(g.outcome.scores[s] for g in match.games) for s in range(3)]
    assert tuple(totals) == match.scores and max(totals) >= 150 and match.winner == totals.index(max(totals))
    assert all(p % 5 == 0 for p in totals)
    loaded = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert loaded.to_json() == match.to_json() and loaded.scores == match.scores


# -- moves, saves, observations -------------------------------------------------------------------

def test_move_text_round_trips_and_a_bad_end_is_refused():
    game = table([["5-3", "0-0"], ["1-1"]], ["5-5", "5-1:L", "5-2:R"])
    for move in game.legal_moves():
        assert str(game.parse_move(str(move))) == str(move)
    with pytest.raises(IllegalMove, match="L, R, U or D"):
        game.apply("5-3:X")
    with pytest.raises(IllegalMove, match="Say which end: L, R, U or D"):
        game.apply("5-3")
    with pytest.raises(IllegalMove, match="does not match the end L"):
        game.apply("5-3:L")


def test_a_scripted_game_saves_and_loads_exactly():
    game = table([["5-3", "0-0", "2-6"], ["4-4", "6-6"]], ["5-5", "5-1:L", "5-2:R"], stock=["0-4"],
                 points=[10, 0])
    game.apply("5-3:U")
    game.apply(DRAW)
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert loaded.to_json() == game.to_json()
    assert loaded.observation(0) == game.observation(0) and loaded.observation(1) == game.observation(1)


def test_the_observation_hides_the_other_hands_and_the_stock():
    one = table([["5-3", "0-0"], ["1-1", "3-3"]], ["5-5"], stock=["6-6", "2-4"])
    two = table([["5-3", "0-0"], ["6-6", "2-4"]], ["5-5"], stock=["1-1", "3-3"])
    assert one.observation(0) == two.observation(0)
    assert one.observation(0).laid == tuple(one.parse_move(t) for t in ["5-5"])
