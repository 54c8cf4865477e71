"""The board's least tile on an upright 390x844 phone, from the layout arithmetic on CPython: over
whole Easy hands of each game, laid out on the felt the page measures at that size, no line or
spinner tile is smaller than 40x20 px and no train tile smaller than 36x18, and the Classic chain
read from its left end goes down the felt row by row, never back up (a spiral).

The browser (tests/e2e/test_board_tile_sizes.py) measures the tiles drawn through whole hands on
the smallest upright phone (360x740) and on a phone on its side; the 390x844 phone's are these
numbers, over more hands than the browser plays."""

from __future__ import annotations

import pytest

from domino import Rules, choose_move, new_game
from table.boards.snake import with_open_ends, opening_index
from table.boards.spinner import spread_of
from table.boards.trains import MEXICAN, fit

# The board's room (px) as the page measures it at 390x844: the chain's box in Classic (2 players)
# and Block (4 players: the rivals take more of the height), All Fives' (its count row below, and
# the least height test_arms.py lays it out on), and the trains' felt with Draw showing.
LINE_FELTS = {("draw", 2): (354, 391), ("block", 4): (354, 342)}
FIVES_FELTS = [(354, 371), (354, 327)]
TRAINS_FELT = (360, 440)
HANDS = range(40)
LEAST_UNIT, LEAST_TRAIN_UNIT = 20, 18   # a tile is 2u x u px


def positions(variant, players, seed):
    """Seat 0's observation after each move of a hand every seat plays at Easy."""
    game = new_game(Rules(variant=variant, players=players), seed=seed)
    while not game.is_over:
        game.apply(choose_move("easy", game.observation(game.current_player), seed=seed + len(game.history)))
        yield game.observation(0)


def runs_back_up(layout, count) -> int:
    """How many times the chain, read from its left end, turns back up the felt (as the browser
    test counts it from the tiles' boxes)."""
    ups, y = 0, None
    for i in range(count):
        _, top, width, height = layout.box(i)
        centre, short = top + height / 2, min(width, height)
        if y is not None and centre < y - short * 0.75:
            ups += 1
        y = centre
    return ups


@pytest.mark.parametrize("game", list(LINE_FELTS), ids=lambda g: f"{g[0]}-{g[1]}")
def test_a_line_never_draws_a_tile_under_40x20_on_an_upright_phone(game):
    felt = LINE_FELTS[game]
    least, seen = None, 0
    for seed in HANDS:
        for obs in positions(*game, seed):
            chain = tuple((a, b) for a, b in obs.chain)
            if not chain:
                continue
            layout, _, _ = with_open_ends(chain, opening_index(chain, obs.history), *felt)
            seen += 1
            least = layout.unit if least is None else min(least, layout.unit)
            assert layout.unit >= LEAST_UNIT, (game, seed, chain, layout.unit)
            if game[0] == "draw":
                assert runs_back_up(layout, len(chain)) == 0, (seed, chain)
    assert seen > 20 * len(HANDS) and least is not None and least < 46, (seen, least)  # long lines were met


@pytest.mark.parametrize("felt", FIVES_FELTS, ids=lambda f: f"{f[0]}x{f[1]}")
def test_all_fives_never_draws_a_tile_under_40x20_on_an_upright_phone(felt):
    spinners = 0
    for seed in HANDS:
        for obs in positions("allfives", 2, seed):
            spread = spread_of(obs, felt)
            if spread is None:
                continue
            spinners += obs.spinner is not None
            assert spread.layout.unit >= LEAST_UNIT, (seed, felt, spread.layout.unit)
    assert spinners > 100, spinners  # layouts with arms round a spinner were met


def test_the_trains_never_draw_a_tile_under_36x18_on_an_upright_phone():
    longest = 0
    for seed in HANDS:
        for obs in positions("mexican", 4, seed):
            trains = [obs.train(name).tiles for name in (MEXICAN, 1, 2, 3, 0)]
            longest = max(longest, sum(len(t) for t in trains))
            u, _ = fit(TRAINS_FELT, trains)
            assert u >= LEAST_TRAIN_UNIT, (seed, trains, u)
    assert longest >= 30, longest
