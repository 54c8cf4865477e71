"""The board's least tile on a phone, from the layout arithmetic on CPython: over whole Easy hands
of each game, laid out on the felts the page measures at 360x740, 390x844 and 844x390, no line or
spinner tile is smaller than 40x20 px and no train tile smaller than 36x18, and the Classic chain
read from its left end goes down the felt row by row, never back up (a spiral).

The browser (tests/e2e/test_board_tile_sizes.py) measures the tiles drawn through a whole hand of
each game on the smallest upright phone (360x740) and on a phone on its side; these are the
numbers over many more hands, and the 390x844 phone's."""

from __future__ import annotations

import pytest

from domino import Rules, choose_move, new_game
from table.boards.snake import with_open_ends, opening_index
from table.boards.spinner import spread_of
from table.boards.train_layout import fit
from table.boards.trains import MEXICAN

# The board's room (px) as the page measures it at 360x740, 390x844 and 844x390: the chain's box in
# Classic (2 players) and Block (4 players: the rivals take more of the height), All Fives' (its
# count row below; 354x327 the least height test_arms.py lays it out on at 390x844), and the
# trains' felt (4 players) at its lowest, while Draw shows.
LINE_FELTS = {("draw", 2): [(324, 293), (354, 391), (808, 155)], ("block", 4): [(324, 245), (354, 342), (808, 140)]}
FIVES_FELTS = [(324, 274), (354, 371), (354, 327), (808, 139)]
TRAINS_FELTS = [(330, 322), (360, 419), (814, 167)]
HANDS = range(30)
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


@pytest.mark.parametrize("game,felt", [(g, f) for g, felts in LINE_FELTS.items() for f in felts],
                         ids=lambda v: f"{v[0]}-{v[1]}")
def test_a_line_never_draws_a_tile_under_40x20_on_a_phone(game, felt):
    least, seen = None, 0
    for seed in HANDS:
        for obs in positions(*game, seed):
            chain = tuple((a, b) for a, b in obs.chain)
            if not chain:
                continue
            layout, _, _ = with_open_ends(chain, opening_index(chain, obs.history), *felt)
            seen += 1
            least = layout.unit if least is None else min(least, layout.unit)
            assert layout.unit >= LEAST_UNIT, (game, felt, seed, chain, layout.unit)
            if game[0] == "draw":
                assert runs_back_up(layout, len(chain)) == 0, (felt, seed, chain)
    assert seen > 15 * len(HANDS) and least is not None and least < 46, (seen, least)  # long lines were met


@pytest.mark.parametrize("felt", FIVES_FELTS, ids=lambda f: f"{f[0]}x{f[1]}")
def test_all_fives_never_draws_a_tile_under_40x20_on_a_phone(felt):
    spinners = 0
    for seed in HANDS:
        for obs in positions("allfives", 2, seed):
            spread = spread_of(obs, felt)
            if spread is None:
                continue
            spinners += obs.spinner is not None
            assert spread.layout.unit >= LEAST_UNIT, (seed, felt, spread.layout.unit)
    assert spinners > 100, spinners  # layouts with arms round a spinner were met


@pytest.mark.parametrize("felt", TRAINS_FELTS, ids=lambda f: f"{f[0]}x{f[1]}")
def test_the_trains_never_draw_a_tile_under_36x18_on_a_phone(felt):
    longest = 0
    for seed in HANDS:
        for obs in positions("mexican", 4, seed):
            trains = [obs.train(name).tiles for name in (MEXICAN, 1, 2, 3, 0)]
            longest = max(longest, sum(len(t) for t in trains))
            u, _ = fit(felt, trains)
            assert u >= LEAST_TRAIN_UNIT, (felt, seed, trains, u)
    assert longest >= 30, longest
