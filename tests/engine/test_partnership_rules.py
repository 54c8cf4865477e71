"""docs/rules.md §8, partnerships: Block, Draw and All Fives by four, seats 0 and 2 against 1 and 3.
One rule per test, from exact deals."""
import json

import pytest

from domino import PASS, Game, Match, Rules, choose_move, new_game, new_match, tile_text
from domino.core import catalog
from domino.core.teams import partner_of, pooled, side_of, sides, team_of, teams
from scripted_hands import blocked, play_match, team_won

BLOCK = Rules(variant="block", players=4, partners=True)
DRAW = Rules(variant="draw", players=4, partners=True)
FIVES = Rules(variant="allfives", players=4, partners=True)


def moves(game):
    return [str(m) for m in game.legal_moves()]


def finish(game):
    while not game.is_over:
        game.apply(choose_move("easy", game.observation(game.current_player), seed=len(game.history)))
    return game


# -- the teams ------------------------------------------------------------------------------------

def test_partners_face_each_other_and_turns_alternate_between_the_teams():
    assert teams(4) == ((0, 2), (1, 3))
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert [partner_of(s) for s in range(4)] == [2, 3, 0, 1]
    assert sides(4, True) == teams(4) and sides(3, False) == ((0,), (1,), (2,))
    assert [side_of(s, True) for s in range(4)] == [0, 1, 0, 1] and side_of(3, False) == 3
    assert pooled([5, 10, 20, 0], True) == (25, 10, 25, 10) and pooled([5, 10], False) == (5, 10)
    with pytest.raises(ValueError, match="two against two"):
        teams(3)


def test_the_catalog_says_which_games_partners_play():
    assert {name for name, e in catalog.CATALOG.items() if e.partners} == {"draw", "block", "allfives"}


# -- the deal and who opens -----------------------------------------------------------------------

def test_block_partners_deal_every_tile_seven_each_and_the_double_six_opens():
    for seed in range(5):
        game = new_game(BLOCK, seed=seed)
        obs = game.observation(0)
        assert obs.hand_counts == (7,) * 4 and obs.stock_count == 0 and obs.out_count == 0
        assert obs.partners and game.observation(1).partners
        assert (6, 6) in game.hand(game.current_player) and moves(game) == ["6-6"]


@pytest.mark.parametrize("rules", [DRAW, FIVES], ids=["draw", "allfives"])
def test_draw_and_all_fives_partners_deal_five_each_with_a_stock(rules):
    obs = new_game(rules, seed=11).observation(0)
    assert obs.hand_counts == (5,) * 4 and obs.stock_count == 8 and obs.partners


def test_block_partners_pass_the_lead_round_whoever_won():
    match = new_match(Rules(variant="block", players=4, partners=True, target=200), seed=5)
    opener = match.game.current_player
    winners = []
    for hand in range(1, 4):
        winners.append(finish(match.game).outcome.winner)
        game = match.next_hand()
        leader = (opener + hand) % 4
        assert game.current_player == leader        # with any tile
        assert sorted(moves(game)) == sorted(tile_text(t) for t in game.hand(leader))
    assert [(opener + hand) % 4 for hand in range(1, 4)] != winners     # not the winners' lead


def test_block_partners_pass_the_lead_on_after_a_drawn_hand_too():
    match = new_match(Rules(variant="block", players=4, partners=True, target=100), seed=1)
    # seat 2 leads the 3-3; nobody holds a 3, so the hand blocks with both teams on 20 pips
    game = new_game(match.rules, hands=[["5-5"], ["5-6", "0-4"], ["3-3", "4-6"], ["0-5"]], first=2)
    for move in ["3-3", PASS, PASS, PASS, PASS]:
        game.apply(move)
    assert game.outcome.winner is None and game.outcome.team is None and game.outcome.points == 0
    match.games = [game]
    nxt = match.next_hand()
    assert nxt.current_player == 3 and len(moves(nxt)) == 7


def test_draw_partners_open_every_hand_with_the_best_tile():
    match = new_match(Rules(variant="draw", players=4, partners=True, target=100), seed=7)
    finish(match.game)
    nxt = match.next_hand()
    best = max((t for s in range(4) for t in nxt.hand(s)), key=lambda t: (t[0] == t[1], sum(t), max(t)))
    assert moves(nxt) == [tile_text(best)]


def test_all_fives_partners_the_seat_that_went_out_opens_the_next_hand():
    match = new_match(Rules(variant="allfives", players=4, partners=True, target=100), seed=1)
    game = new_game(match.rules, hands=[["6-6"], ["5-5"], ["4-0"], ["3-3"]], layout=["2-4"], first=2)
    game.apply("4-0:R")
    match.games = [game]
    nxt = match.next_hand()
    assert nxt.current_player == 2 and len(moves(nxt)) == 5


# -- going out ------------------------------------------------------------------------------------

HANDS = [["4-5"], ["6-6", "1-2"], ["0-3"], ["0-1", "0-0"]]   # 0, 15, 3 and 1 pips once 4-5 is laid


@pytest.mark.parametrize("rules", [BLOCK, DRAW], ids=["block", "draw"])
def test_going_out_scores_the_other_teams_pips_not_the_partners(rules):
    game = new_game(rules, hands=HANDS, chain=["3-4"], first=0)
    game.apply("4-5:R")
    out = game.outcome
    assert out.reason == "out" and out.pips == (0, 15, 3, 1)
    assert (out.winner, out.team, out.points) == (0, 0, 16)        # 15 + 1; the partner's 3 not


def test_a_partner_going_out_wins_for_the_team():
    game = new_game(BLOCK, hands=[["0-3"], ["6-6", "1-2"], ["4-5"], ["0-1", "0-0"]], chain=["3-4"], first=2)
    game.apply("4-5:R")
    out = game.outcome
    assert (out.winner, out.team, out.points) == (2, 0, 16)
    game = new_game(BLOCK, hands=[["0-3"], ["4-5"], ["6-6", "1-2"], ["0-1", "0-0"]], chain=["3-4"], first=1)
    game.apply("4-5:R")
    assert (game.outcome.winner, game.outcome.team, game.outcome.points) == (1, 1, 3 + 15)


# -- a blocked hand -------------------------------------------------------------------------------

# Nobody holds a 3 on a chain of 3-3. Team 0: 1 + 30 pips; team 1: 10 + 10: the lightest hand
# (seat 0's) is on the losing team.
LIGHT_TEAM_1 = [["0-1"], ["4-6"], ["6-6", "5-6", "2-5"], ["5-5"]]


@pytest.mark.parametrize("scoring,points", [("difference", 31 - 20), ("others", 31)])
def test_a_blocked_hand_goes_to_the_team_with_the_lighter_hands(scoring, points):
    rules = Rules(variant="block", players=4, partners=True, target=100, blocked_scoring=scoring)
    out = blocked(rules, LIGHT_TEAM_1, ["3-3"]).outcome
    assert out.reason == "blocked" and out.pips == (1, 10, 30, 10)
    assert out.team == 1 and out.points == points
    assert out.winner == 1                   # its lightest hand; of equals the first seat


def test_the_winner_of_a_block_is_the_lightest_hand_of_the_winning_team():
    out = blocked(BLOCK, [["0-1"], ["4-6"], ["6-6", "5-6", "2-5"], ["4-5"]], ["3-3"]).outcome
    assert (out.winner, out.team, out.points) == (3, 1, 31 - 19)


def test_a_tie_between_the_teams_is_a_drawn_hand():
    out = blocked(DRAW, [["4-6"], ["5-6", "0-4"], ["5-5"], ["0-5"]], ["3-3"]).outcome
    assert out.pips == (10, 15, 10, 5)       # 20 against 20; seat 3's 5 is the lightest hand
    assert out.winner is None and out.team is None and out.points == 0


# -- All Fives ------------------------------------------------------------------------------------

def fives(hands, layout, first=0, points=(0, 0, 0, 0)):
    return new_game(FIVES, hands=hands, layout=layout, first=first, points=list(points))


def test_all_fives_counts_are_the_seats_and_the_teams_pool_them():
    match = new_match(Rules(variant="allfives", players=4, partners=True, target=100), seed=1)
    game = fives([["6-6", "0-0"], ["1-1"], ["3-4", "2-2"], ["1-2"]], ["6-3"], first=2, points=(10, 5, 20, 0))
    game.apply("3-4:L")                      # seat 2: 4 + 6
    assert game.observation(0).points == (10, 5, 30, 0)
    match.games = [game]
    assert match.scores == (40, 5, 40, 5)   # the hand in play counts: points made are won


def test_all_fives_going_out_scores_the_other_teams_pips_rounded():
    game = fives([["4-0"], ["6-6", "0-1"], ["5-5"], ["3-3"]], ["2-4"], points=(10, 0, 5, 0))
    game.apply("4-0:R")
    out = game.outcome
    assert (out.winner, out.team, out.points) == (0, 0, 20)        # 13 + 6 = 19 -> 20; not 29
    assert out.scores == (30, 0, 5, 0)


def test_all_fives_a_block_goes_to_the_lighter_team_which_scores_the_others_pips_rounded():
    game = fives([["2-3"], ["1-4"], ["6-6"], ["1-1"]], ["0-0"], points=(5, 0, 0, 10))
    for _ in range(4):
        game.apply(PASS)
    out = game.outcome
    assert out.reason == "blocked" and out.pips == (5, 5, 12, 2)
    assert (out.winner, out.team, out.points) == (3, 1, 15)       # 17 rounded
    assert out.scores == (5, 0, 0, 25)


def test_all_fives_a_tie_between_the_teams_scores_nobody():
    game = fives([["2-3"], ["1-4"], ["6-5"], ["6-1", "2-2"]], ["0-0"], points=(5, 10, 0, 0))
    for _ in range(4):
        game.apply(PASS)
    out = game.outcome
    assert out.pips == (5, 5, 11, 11) and out.winner is None and out.team is None
    assert out.points == 0 and out.scores == (5, 10, 0, 0)


def test_an_all_fives_tie_between_the_teams_at_the_target_plays_another_hand():
    match = new_match(Rules(variant="allfives", players=4, partners=True, target=100), seed=1)
    game = fives([["4-0"], ["6-6", "0-1"], ["5-5"], ["3-3"]], ["2-4"], points=(40, 60, 40, 60))
    game.apply("4-0:R")                      # team 0: 80 + 20 = 100 against team 1's 120
    match.games = [game]
    assert match.scores == (100, 120, 100, 120) and match.is_over and (match.winner, match.team) == (1, 1)
    game = fives([["4-0"], ["6-6", "0-1"], ["5-5"], ["3-3"]], ["2-4"], points=(40, 50, 40, 50))
    game.apply("4-0:R")
    match.games = [game]
    assert match.scores == (100, 100, 100, 100) and not match.is_over and match.team is None


# -- the match ------------------------------------------------------------------------------------

@pytest.mark.parametrize("target", [100, 150, 200, 250])
def test_a_match_is_won_by_the_first_team_to_the_target(target):
    rules = Rules(variant="block", players=4, partners=True, target=target)
    match = new_match(rules, seed=1)
    match.games = [team_won(rules, 0), team_won(rules, 2)]          # partners score for the team
    assert match.scores == (90, 0, 90, 0) and [r.totals for r in match.sheet] == [(45, 0, 45, 0), (90, 0, 90, 0)]
    assert not match.is_over and match.winner is None and match.team is None
    match.games.append(team_won(rules, 3))
    assert match.scores == (90, 45, 90, 45) and not match.is_over
    while not match.is_over:
        match.games.append(team_won(rules, 1))
    assert match.scores[1] >= target and match.scores[1] == match.scores[3]
    assert (match.winner, match.team) == (1, 1)


def test_a_single_hand_is_won_by_the_team_that_went_out():
    match = new_match(BLOCK, seed=1)
    match.games = [team_won(BLOCK, 2)]
    assert match.is_over and (match.winner, match.team) == (0, 0)   # the team's first seat
    assert match.scores == (45, 0, 45, 0)
    assert new_match(Rules(), seed=1).team is None


@pytest.mark.parametrize("rules", [Rules(variant="block", players=4, partners=True, target=200),
                                   Rules(variant="draw", players=4, partners=True, target=100),
                                   Rules(variant="allfives", players=4, partners=True, target=200)],
                         ids=["block-200", "draw-100", "allfives-200"])
def test_a_played_match_ends_with_a_team_and_saves_exactly(rules):
    match = play_match(rules, seed="partners")
    scores = match.scores
    assert scores[0] == scores[2] and scores[1] == scores[3] and max(scores) >= rules.target
    assert match.team == team_of(match.winner) and scores[match.team] == max(scores)
    assert all(out.team is None or out.team == team_of(out.winner) for out in match.results)
    loaded = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert loaded.to_json() == match.to_json() and loaded.scores == scores and loaded.team == match.team


# -- saves and refusals ---------------------------------------------------------------------------

def test_rules_with_partners_round_trip_and_saves_without_them_are_unchanged():
    assert Rules.from_json(BLOCK.to_json()) == BLOCK and BLOCK.to_json()["partners"] is True
    assert "partners" not in Rules(variant="block", players=4).to_json()
    old = {"variant": "block", "players": 4, "target": 100, "blocked_scoring": "others",
           "triominos_scoring": False, "full_game": False}
    assert Rules.from_json(old).partners is False


def test_an_outcome_names_its_team_in_json_only_with_partners():
    game = new_game(BLOCK, hands=HANDS, chain=["3-4"], first=0)
    game.apply("4-5:R")
    assert game.outcome.to_json()["team"] == 0
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert loaded.outcome == game.outcome and loaded.observation(1) == game.observation(1)
    alone = new_game(Rules(players=4), hands=HANDS, chain=["3-4"], first=0)
    alone.apply("4-5:R")
    assert alone.outcome.team is None and "team" not in alone.outcome.to_json()
    assert alone.outcome.points == 19                           # alone, every other hand counts


@pytest.mark.parametrize("options,words", [
    ({"variant": "block", "players": 2}, "two against two"),
    ({"variant": "draw", "players": 3}, "two against two"),
    ({"variant": "mexican", "players": 4}, "not played in partnerships"),
    ({"variant": "triangles", "players": 4}, "not played in partnerships"),
    ({"variant": "block", "players": 4, "target": 50}, "not 50"),
    ({"variant": "allfives", "players": 4, "target": 120}, "not 120"),
])
def test_partners_are_refused_where_the_rules_have_none(options, words):
    with pytest.raises(ValueError, match=words):
        Rules(partners=True, **options)


def test_partners_is_true_or_false():
    with pytest.raises(ValueError, match="true or false"):
        Rules(variant="block", players=4, partners="yes")
    with pytest.raises(ValueError, match="true or false"):
        Rules.from_json({"variant": "block", "players": 4, "partners": 1})
