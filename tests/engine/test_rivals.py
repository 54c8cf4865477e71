"""How likely a guess of the hidden tiles makes the rivals' own plays (domino/ai/rivals.py)."""
from domino import Rng, Rules, new_game
from domino.ai import Search, search
from domino.ai.determinize import guess_hands, line_world
from domino.ai.rivals import OTHER, line_choices, line_likelihood, line_passed_over


def after_a_light_play():
    """Block, 2 players: seat 0 opens 4-4 and seat 1, able to lay 4-6 or 1-4, lays 1-4."""
    game = new_game(Rules(variant="block", players=2),
                    hands=[["4-4", "0-2", "4-5", "1-6"], ["1-4", "4-6", "0-0", "2-3"]])
    game.apply("4-4")
    game.apply("1-4:L")                    # ends 1 and 4
    return game


def test_a_rival_play_is_weighed_with_the_hand_it_held_then():
    game = after_a_light_play()
    obs = game.observation(0)
    assert line_choices(obs) == {1: [((4, 4), (1, 4), ())]}
    likelihood = line_likelihood(obs)
    world = game.state.clone()             # the truth: it held 4-6, heavier than the 1-4 it laid
    assert abs(likelihood(world) - OTHER / 2) < 1e-9
    world.hands[1] = sorted([(0, 0), (2, 3), (0, 5)])   # a guess where 1-4 was its only fitting tile
    assert likelihood(world) == 1.0
    world.hands[1] = sorted([(0, 0), (2, 3), (1, 2)])   # nothing else for a 4 either
    assert likelihood(world) == 1.0


def test_plays_before_a_rivals_draw_are_not_weighed():
    game = new_game(Rules(variant="draw", players=2),
                    hands=[["3-3", "0-4", "1-2"], ["3-4", "3-5", "0-1"]],
                    stock=["1-1", "2-6", "0-6", "1-6"])
    for move in ("3-3", "3-4:L", "0-4:L", "3-5:R"):
        game.apply(move)
    assert line_choices(game.observation(0)) == {1: [((0, 3), (3, 5), ()), ((3, 3), (3, 4), ((3, 5),))]}
    for move in ("draw", "draw", "draw", "0-6:L", "draw", "1-6:L"):   # seat 1 draws 1-6 and lays it
        game.apply(move)
    assert line_choices(game.observation(0)) == {1: [((6, 5), (1, 6), ())]}


def test_expert_trusts_the_likely_guesses_more():
    obs = after_a_light_play().observation(0)
    s = Search(obs, Rng(1)).run(40)
    if search.CANDIDATES == 1:             # each guess counts as likely as it is
        assert 0 < s.weights < s.samples
    else:                                  # the likely guesses are drawn more often
        assert s.weights == s.samples
    assert s.samples == 40


def test_a_light_play_rules_out_the_heavier_tiles_that_fitted():
    """Seat 1 laid 1-4 on the 4-4: a doubles-first, heaviest-first player held no unseen tile with
    a 4 heavier than it (2-4, 3-4, 4-6; 4-5 is in seat 0's hand, 4-4 on the table)."""
    obs = after_a_light_play().observation(0)
    assert line_passed_over(obs) == {1: frozenset({(2, 4), (3, 4), (4, 6)})}


def test_a_rival_seen_to_play_otherwise_is_not_modelled():
    game = after_a_light_play()
    game.apply("4-5:R")                    # ends 1 and 5
    game.apply("pass")                     # seat 1 has no 1 and no 5 (it holds 4-6, 0-0, 2-3)
    game.apply("1-6:L")                    # ends 6 and 5
    game.apply("4-6:L")                    # seat 1 lays the 4-6 it held when it laid 1-4
    assert line_passed_over(game.observation(0)) == {1: frozenset()}


def test_guesses_follow_the_model_while_it_can_be_met():
    obs = after_a_light_play().observation(0)
    rng = Rng(3)
    for _ in range(200):
        world = line_world(obs, rng)
        assert not {(2, 4), (3, 4), (4, 6)} & set(world.hands[1])


def test_a_model_that_cannot_be_met_yields_to_the_proofs():
    """Seat 1 must hold 2 of the 3 unseen tiles; a model ruling out all 3 is dropped, the proof
    (it holds no 5) kept."""
    unseen = [(1, 2), (2, 3), (0, 5)]
    hands, rest = guess_hands(unseen, {1: 2}, {1: frozenset({(0, 5)})}, Rng(1),
                              assumed={1: frozenset(unseen)})
    assert sorted(hands[1]) == [(1, 2), (2, 3)] and rest == [(0, 5)]
