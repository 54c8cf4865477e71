"""Expert's strength is a budget of work, not a time (docs/rules.md §4): the same observation and
seed give the same move however slow the machine, and however the browser slices the work."""
import time

import pytest

from domino import Rng, Rules, choose_move, new_game
from domino.ai import Search, expert_samples
from table.flow.thinker import Slices


def position(variant, players, seed, skip=3):
    """The `skip`-th decision with at least two legal moves in a game of first legal moves."""
    game = new_game(Rules(variant=variant, players=players), seed=seed)
    while True:
        moves = game.legal_moves()
        if len(moves) > 1:
            if skip == 0:
                return game.observation(game.current_player)
            skip -= 1
        game.apply(moves[0])


@pytest.mark.parametrize("variant,players", [("draw", 2), ("block", 2), ("draw", 4), ("triangles", 2),
                                             ("mexican", 3), ("allfives", 2)])
def test_a_slow_clock_changes_nothing(variant, players, monkeypatch):
    obs = position(variant, players, 11, skip=1)
    moves, scores = [], []
    for slow in (False, True):
        if slow:   # every reading of any clock is 10 s later than the last: a very slow machine
            ticks = iter(range(0, 10**9, 10))
            monkeypatch.setattr(time, "perf_counter", lambda: float(next(ticks)))
            monkeypatch.setattr(time, "monotonic", lambda: float(next(ticks)))
        moves.append(choose_move("expert", obs, seed="same"))
        search = Search(obs, Rng("same")).run(expert_samples(len(obs.legal_moves), obs.variant))
        scores.append(search.scores())
    assert moves[0] == moves[1] and scores[0] == scores[1]


def test_the_work_is_the_same_however_it_is_sliced():
    obs = position("draw", 4, 5)
    whole = Search(obs, Rng(3)).run(20)
    sliced = Search(obs, Rng(3))
    while sliced.samples < 20:
        sliced.step(1)
    assert sliced.playouts == whole.playouts == 20 * len(obs.legal_moves)
    assert sliced.scores() == whole.scores() and sliced.best() == whole.best()


class SlowPage:
    """A page whose every clock reading is 3 ms later: each slice gets through a few steps."""

    def __init__(self):
        self.t, self.queue = 0.0, []

    def now(self):
        self.t += 3.0
        return self.t

    def soon(self, callback):
        self.queue.append(callback)


@pytest.mark.parametrize("variant,players", [("draw", 2), ("draw", 4), ("mexican", 2)])
def test_the_sliced_search_in_the_page_finds_the_arenas_move(variant, players):
    obs = position(variant, players, 8)
    samples = expert_samples(len(obs.legal_moves), obs.variant)
    page, got = SlowPage(), []
    Slices(Search(obs, Rng("seed")), samples, lambda move, s: got.append((move, s.samples)),
           clock=page).start()
    ticks = 0
    while page.queue:
        page.queue.pop(0)()
        ticks += 1
    assert ticks > 10                          # it did yield to the page, many times
    assert got == [(choose_move("expert", obs, seed="seed"), samples)]   # the whole budget, same move


def test_the_safety_cap_stops_a_search_on_a_device_far_too_slow():
    obs = position("draw", 2, 8)
    page, got = SlowPage(), []
    Slices(Search(obs, Rng(1)), 600, lambda move, s: got.append(s.samples), clock=page,
           cap_ms=100.0).start()
    while page.queue:
        page.queue.pop(0)()
    assert got and got[0] < 600 and page.t < 200
