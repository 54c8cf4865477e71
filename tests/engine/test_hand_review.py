"""The hand review (domino.ai.review): Expert's advice at each of a seat's decisions, from that
seat's observation at that moment, and the moves that cost points."""
from __future__ import annotations

import pytest

import domino
from domino.ai import review as R


def played_out(variant, players, seed, level="medium"):
    """A finished hand, every seat at `level`."""
    g = domino.new_game(domino.Rules(variant=variant, players=players), seed=seed)
    while not g.is_over:
        g.apply(domino.choose_move(level, g.observation(g.current_player), seed=len(g.history)))
    return g


def observations(game, seat):
    """(history index, the seat's observation before its move there), replayed from the deal."""
    replay = domino.Game.from_json({**game.to_json(), "moves": []})
    for i, (who, move) in enumerate(game.history):
        if who == seat:
            yield i, replay.observation(seat)
        replay.apply(move)


def expert_choice(obs, seed):
    """The move Expert makes from `obs` with `seed` (its fixed budget)."""
    return domino.choose_move("expert", obs, seed=seed)


@pytest.mark.parametrize("variant,players,seed", [("draw", 2, 11), ("block", 3, 4), ("mexican", 2, 2),
                                                  ("allfives", 2, 5), ("chickenfoot", 3, 3)])
def test_the_advice_is_experts_choice_from_that_observation(variant, players, seed):
    g = played_out(variant, players, seed, level="easy")
    advice = {a.index: a for a in R.review(g, 0, seed="s")}
    seen = list(observations(g, 0))
    assert sorted(advice) == [i for i, _ in seen] == R.decisions(g, 0)
    weighed = 0
    for i, obs in seen:
        a = advice[i]
        assert a.played == g.history[i][1]
        assert a.choices == len(obs.legal_moves)
        assert a.best == expert_choice(obs, R.decision_seed("s", i))
        if a.choices > 1:
            weighed += 1
            assert set(a.points) == set(obs.legal_moves)
            assert a.loss == pytest.approx(a.points[a.best] - a.points[a.played])
    assert weighed >= 2


def test_a_triangles_decision_is_experts_too():
    g = played_out("triangles", 2, 3)
    i, obs = next((i, o) for i, o in observations(g, 0) if len(o.legal_moves) > 1)
    first = next(a for a in R.advise(g, 0, seed=9) if a is not None and a.index == i)
    assert first.best == expert_choice(obs, R.decision_seed(9, i))


def test_the_seed_changes_nothing_but_the_guesses():
    g = played_out("draw", 2, 5)
    assert R.review(g, 0, seed=1) == R.review(g, 0, seed=1)   # repeatable
    assert [a.index for a in R.review(g, 1, seed=2)] == R.decisions(g, 1)


@pytest.mark.parametrize("variant,players", [("draw", 2), ("draw", 4), ("block", 2), ("mexican", 3)])
def test_a_position_with_one_legal_move_is_never_flagged(variant, players):
    forced = 0
    for seed in range(3):
        g = played_out(variant, players, seed, level="easy")
        obs = dict(observations(g, 0))
        for a in R.review(g, 0, seed=seed):
            if len(obs[a.index].legal_moves) == 1:
                forced += 1
                assert (a.choices, a.loss, a.costly, a.best) == (1, 0.0, False, a.played)
    assert forced >= 3


def test_shedding_the_light_tile_costs_points():
    """Block, the left end 0 and the right 5: 0-1 keeps the heavy 5-6 in hand, 5-6 sheds it."""
    rules = domino.Rules(variant="block", players=2)
    g = domino.new_game(rules, hands=[["0-1", "5-6", "2-2", "3-3", "4-4"], ["1-3", "2-5", "3-4", "6-6", "0-2"]],
                        chain=["0-5"], first=0)
    g.apply("0-1:L")
    while not g.is_over:
        g.apply(domino.choose_move("medium", g.observation(g.current_player), seed=1))
    advice = R.review(g, 0, seed=3)
    first = advice[0]
    assert (str(first.played), str(first.best), first.choices) == ("0-1:L", "5-6:R", 2)
    assert first.costly and first.loss >= R.MIN_LOSS
    assert all(not a.costly for a in advice[1:])   # the rest were forced
    assert R.summary(advice) == (1, pytest.approx(first.loss))


def test_the_review_reads_only_the_seats_observation():
    """Two hands that differ only in a rival's hidden tiles (the same tiles, swapped between the
    rival's hand and the out-of-play pile) get the same advice for seat 0's first decision."""
    rules = domino.Rules(variant="block", players=2)
    mine = ["0-1", "5-6", "2-2", "3-3", "4-4"]
    a = domino.new_game(rules, hands=[mine, ["1-3", "2-5", "3-4", "6-6", "0-2"]], chain=["0-5"], first=0)
    b = domino.new_game(rules, hands=[mine, ["1-4", "2-6", "3-5", "1-1", "0-3"]], chain=["0-5"], first=0)
    for g in (a, b):
        g.apply("0-1:L")
    first_a, first_b = (next(x for x in R.advise(g, 0, seed=1) if x is not None) for g in (a, b))
    assert first_a == first_b
