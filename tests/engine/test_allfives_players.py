"""All Fives' computer players (docs/rules.md §4, §7): they play for points, decide from the
observation alone, and Expert's search gives the hint and the hand review."""
import pytest

from domino import Rng, Rules, choose_move, new_game
from domino.ai import Search, expert_samples
from domino.ai import review as R
from domino.ai.determinize import guess_hands
from domino.ai.inference import fives_knowledge
from domino.ai.levels import expert
from domino.ai.rivals import fives_passed_over

FIVES = Rules(variant="allfives")


def table(hands, layout, first=0, **exact):
    return new_game(FIVES, hands=hands, layout=layout, first=first, **exact)


def picks(level, game, seeds=range(5)):
    return {str(choose_move(level, game.observation(game.current_player), seed=s)) for s in seeds}


# -- Easy and Medium ------------------------------------------------------------------------------

def test_medium_takes_the_best_score_now():
    game = table([["0-5", "5-6", "3-5", "1-2"], ["1-1"]], ["5-5"])   # 5-0 scores 10, 5-6 counts 16
    assert picks("medium", game) <= {"0-5:L", "0-5:R"}
    game = table([["1-4", "1-6", "2-3"], ["0-0"]], ["6-4"])          # lies 4-6: 1-6 makes 4 + 1
    assert picks("medium", game) == {"1-6:R"}


def test_medium_lays_the_heaviest_tile_when_nothing_scores_not_a_double_first():
    game = table([["2-2", "3-5", "0-3"], ["1-1"]], ["3-2"])           # every play counts 7 or 2
    assert picks("medium", game) == {"3-5:R"}


def test_easy_plays_any_legal_move():
    game = table([["0-5", "5-6", "3-5", "1-2"], ["1-1"]], ["5-5"])
    assert picks("easy", game, range(60)) == {str(m) for m in game.legal_moves()}


# -- Hard ----------------------------------------------------------------------------------------

def opened_then_drew():
    """Seat 0 opens 6-6; seat 1, holding no 6, draws the 5-6 and lays it: it holds no 6. Seat 0
    may lay 0-5 on the left (the count 12, where a 0-3 would score 15) or 4-6 on the right (9,
    where 1-5, 4-5 and 1-6 would score)."""
    game = new_game(FIVES, hands=[["6-6", "0-0", "0-2", "0-4", "0-5", "3-4", "4-6"],
                                  ["0-1", "0-3", "2-2", "2-5", "3-3", "4-4", "5-5"]],
                    stock=["5-6", "1-1", "1-2", "1-3"])
    game.apply("6-6")
    game.apply("draw")
    game.apply("5-6:L")
    return game


def test_hard_keeps_the_next_seat_from_scoring_and_remembers_what_it_lacks():
    game = opened_then_drew()
    obs = game.observation(0)
    assert {str(m) for m in obs.legal_moves} == {"0-5:L", "4-6:R"}
    assert 6 in fives_knowledge(obs).lacks[1]
    assert picks("hard", game) == {"4-6:R"}          # with no 6 next door, only 1-5 and 4-5 threaten
    fresh = table([["0-0", "0-2", "0-4", "0-5", "3-4", "4-6"],
                   ["0-1", "0-3", "2-2", "2-5", "3-3", "4-4", "5-5"]], ["6-6", "5-6:L"],
                  stock=["1-1", "1-2", "1-3"])
    assert fresh.observation(0).laid == obs.laid and fresh.observation(0).hand == obs.hand
    assert picks("hard", fresh) == {"0-5:L"}         # nothing proved: 4-6 leaves three threats


def test_a_draw_proves_the_drawer_holds_none_of_the_open_ends():
    game = table([["1-1", "2-2"], ["0-0", "3-3"]], ["5-5", "5-1:L", "5-2:R", "5-4:U"], first=1,
                 stock=["0-6", "0-3"])
    game.apply("draw")                                # ends 1, 2, 4, 5: 0-3 does not fit
    assert {1, 2, 4, 5} <= fives_knowledge(game.observation(0)).lacks[1]


# -- what a rival's choices suggest ---------------------------------------------------------------

def test_a_rival_that_scored_nothing_held_nothing_that_would_have_scored():
    game = table([["0-0", "1-1"], ["3-5", "6-6", "4-4"]], ["5-5"], first=1)
    game.apply("3-5:L")                               # counts 13; 5-0 would have scored 10
    over = fives_passed_over(game.observation(0))[1]
    assert (0, 5) in over and (5, 6) in over          # 5-6 counts 16, no score, but heavier
    assert (1, 5) not in over                         # 5-1 counts 11: lighter, scores nothing


def test_a_rival_seen_to_play_otherwise_is_not_read_by_the_rule():
    game = table([["0-0", "1-1", "2-2"], ["3-5", "0-5", "6-6"]], ["5-5"], first=1)
    game.apply("3-5:L")                               # it held 0-5, which would have scored 10
    game.apply("pass")
    assert fives_passed_over(game.observation(0))[1]  # read by the rule, so far
    game.apply("0-5:R")                               # no draw since: it held 0-5 then
    assert fives_passed_over(game.observation(0))[1] == frozenset()


def test_the_guess_keeps_what_a_rivals_choice_suggests_while_it_can():
    game = table([["0-0", "1-1"], ["3-5", "6-6", "4-4"]], ["5-5"], first=1)
    game.apply("3-5:L")
    obs = game.observation(0)
    over = fives_passed_over(obs)
    know = fives_knowledge(obs)
    for seed in range(20):
        hands, _ = guess_hands(know.unseen, {1: 2}, {1: frozenset()}, Rng(seed), over)
        assert not set(hands[1]) & over[1]


# -- Expert, the hint and the review ------------------------------------------------------------

def test_expert_takes_a_clear_score():
    game = table([["0-5", "1-2", "3-6"], ["1-1", "2-3"]], ["5-5"], stock=["4-4", "0-1"])
    obs = game.observation(0)
    assert str(expert(obs, Rng(1), samples=40)) in {"0-5:L", "0-5:R"}


def test_expert_decides_from_the_observation_only():
    one = table([["0-5", "1-2", "3-6", "2-4"], ["1-1", "2-3", "0-4"]], ["5-5"], stock=["4-4", "0-1", "3-3"])
    two = table([["0-5", "1-2", "3-6", "2-4"], ["4-4", "0-1", "3-3"]], ["5-5"], stock=["1-1", "2-3", "0-4"])
    assert one.observation(0) == two.observation(0)
    for seed in range(3):
        assert expert(one.observation(0), Rng(seed), samples=30) == expert(two.observation(0), Rng(seed), samples=30)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_strong_levels_play_whole_hands_legally(players, level):
    game = new_game(Rules(variant="allfives", players=players), seed=players)
    while not game.is_over:
        seat = game.current_player
        game.apply(choose_move(level, game.observation(seat), seed=len(game.history)))
    assert all(p % 5 == 0 for p in game.outcome.scores)


def test_the_hint_is_experts_search_and_names_a_legal_move():
    game = opened_then_drew()
    obs = game.observation(0)
    search = Search(obs, Rng("hint")).run(expert_samples(len(obs.legal_moves), obs.variant))
    assert search.best() in obs.legal_moves
    assert search.best() == choose_move("expert", obs, seed="hint")
    assert set(search.scores()) == {str(m) for m in obs.legal_moves}


def test_the_review_flags_a_missed_score():
    hands = [["0-5", "1-2", "5-6"], ["1-1", "2-4", "4-6"]]
    game = table(hands, ["5-5"], stock=["0-0", "0-1"])
    legal = set(game.legal_moves())
    game.apply("5-6:L")                               # 5-0 scored 10; 5-6 counts 16
    while not game.is_over:
        game.apply(choose_move("medium", game.observation(game.current_player), seed=1))
    first = R.review(game, 0, seed=3)[0]
    assert str(first.played) == "5-6:L" and str(first.best) in {"0-5:L", "0-5:R"}
    assert first.costly and first.loss >= R.MIN_LOSS and set(first.points) == legal
    assert first.best == choose_move("expert", table(hands, ["5-5"], stock=["0-0", "0-1"]).observation(0),
                                     seed=R.decision_seed(3, 0))
