"""All Fives' layout on the felt (table/boards/arms.py) and its board (boards/spinner.py), on
CPython: for layouts grown in real games, on the felts the table is made for, no two tiles (nor an
open end's kept place) overlap, everything is inside the felt, each arm's tiles meet face to face
with matching numbers and run out from the spinner in their own quarter, and every open end is a
target named by its number."""

from __future__ import annotations

import itertools
import re

import pytest

from domino import Rules, choose_move, new_game
from table.boards import board_for
from table.boards.arms import ARMS, CENTRE, CLEAR, SPLITS, crossing, mirrored, quarter, spread, spread_spots, turned
from table.boards.snake import UNITS, Spot, bounds
from table.boards.words import NAMED, YOU, Mover
from table.boards.spinner import COUNT_CORNER, count_html, count_words, spread_of, play_words, ends_html, layout_html

# The felt's room (px) as the page measures it at 390x844, 360x740, 844x390, 568x320, 1280x800 and
# a portal's 320x480 frame, and a few shapes in between.
FELTS = [(354, 327), (336, 230), (808, 155), (532, 62), (936, 208), (284, 139), (500, 160), (640, 300)]
EPS = 1e-6


def positions(seeds, players=2):
    """Observations of seat 0 after every play of Easy games (the layout grown as in play)."""
    for seed in seeds:
        game = new_game(Rules(variant="allfives", players=players), seed=seed)
        while not game.is_over:
            game.apply(choose_move("easy", game.observation(game.current_player), seed=seed))
            obs = game.observation(0)
            if obs.centre is not None and game.history[-1][1].kind == "play":
                yield obs


def laid(obs, width, height):
    opens = dict(obs.ends)
    return spread(tuple(obs.centre), obs.spinner is not None, tuple(tuple(a) for a in obs.arms),
                  tuple(opens.get(n, -1) for n in ARMS), width, height)


def overlap(a, b):
    return (a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3])


def test_a_quarter_turn_keeps_each_half_beside_its_neighbour():
    # a tile lying 3|5 from x 1 to 3 stands, after a quarter turn clockwise, with the 3 on top
    assert quarter(Spot(1, -0.5, False, 3, 5, "R")) == Spot(-0.5, 1, True, 3, 5, "D")
    # a standing 3 over 5 lies with the 3 on the right
    assert quarter(Spot(-0.5, 1, True, 3, 5, "D")) == Spot(-3, -0.5, False, 5, 3, "L")
    assert turned(Spot(1, -0.5, False, 3, 5, "R"), 4) == Spot(1, -0.5, False, 3, 5, "R")


@pytest.mark.parametrize("players,seeds", [(2, range(0, 25)), (4, range(25, 40))])
def test_every_layout_fits_every_felt_without_overlap(players, seeds):
    seen_spinner = seen_all_arms = 0
    for obs in positions(seeds, players):
        seen_spinner += obs.spinner is not None
        seen_all_arms += all(obs.arms)
        for width, height in FELTS:
            layout = laid(obs, width, height)
            boxes = [layout.layout.box(i) for i in range(len(layout.keys))] + list(layout.tags.values())
            assert len(layout.keys) == len(obs.laid)
            assert set(layout.tags) == {name for name, _ in obs.ends}
            unit = layout.layout.unit
            # inside the felt, with its largest step (or the least, where the page scrolls)
            if unit > 10:
                for x, y, w, h in boxes:
                    assert 0 <= x and x + w <= width + 1 and 0 <= y and y + h <= height + 1, (width, height, unit)
            tiles = boxes[:len(layout.keys)]
            for a, b in itertools.combinations(tiles, 2):
                assert not overlap(a, b), (width, height)
            for tag in layout.tags.values():  # an end's kept place lies on no tile
                assert not any(overlap(tag, t) for t in tiles)
    assert seen_spinner > 50 and seen_all_arms > 5  # the cases that matter were met


def test_the_tiles_only_shrink_as_the_layout_grows_and_are_as_large_as_the_line_games():
    for width, height in FELTS[:3]:
        for seed in range(6):
            units = [laid(obs, width, height).layout.unit for obs in positions([seed])]
            if units:
                assert units[0] == max(u for u in UNITS if u <= width // 8)  # a lone tile: the line's largest
            # a new spinner lays the whole layout out anew; after it, the tiles only shrink
            spun = [u for u, obs in zip(units, positions([seed])) if obs.spinner is not None]
            assert spun == sorted(spun, reverse=True)


def test_each_arm_runs_out_from_the_spinner_into_its_own_quarter_face_to_face():
    # 6-6 the spinner; 6-3, 3-3, 3-1 on the left; 6-2 on the right; 6-4 up; 6-5, 5-5 down
    arms = (((6, 3), (3, 3), (3, 1)), ((6, 2),), ((6, 4),), ((6, 5), (5, 5)))
    opens = (1, 2, 4, 5)
    spots, keys = spread_spots((6, 6), True, arms, opens, 30, 30)
    at = dict(zip(keys, spots))
    centre = at[CENTRE]
    assert (centre.x, centre.y, centre.vertical) == (-0.5, -1, True)
    x0, y0, x1, y1 = bounds([at[("L", n)] for n in range(3)])
    assert x1 <= -0.5 + EPS                  # the left arm lies left of the spinner
    assert at[("R", 0)].x >= 0.5 - EPS and at[("U", 0)].y + at[("U", 0)].h <= -1 + EPS
    assert at[("D", 0)].y >= 1 - EPS
    # doubles lie across their arm: 3-3 stands on the left arm, 5-5 lies flat on the bottom one
    assert at[("L", 1)].vertical and not at[("D", 1)].vertical
    # numbers face to face: the left arm's 6-3 shows its 6 beside the spinner (its right half)
    assert (at[("L", 0)].a, at[("L", 0)].b) == (3, 6) and (at[("U", 0)].a, at[("U", 0)].b) == (4, 6)
    assert (at[("D", 0)].a, at[("D", 0)].b) == (6, 5)


def test_before_the_spinner_the_layout_is_the_line_games_chain():
    spots, keys = spread_spots((3, 4), False, (((3, 1),), ((4, 6),), (), ()), (1, 6, -1, -1), 30, 30)
    assert keys == [("L", -1), ("L", 0), CENTRE, ("R", 0), ("R", -1)]
    assert [s.y for s in spots] == [-0.5] * 5 and [s.x for s in spots] == [-5, -3, -1, 1, 3]


def scripted(layout, hands=(("0-1", "2-2"), ("6-5",)), **kw):
    return new_game(Rules(variant="allfives"), hands=[list(h) for h in hands], layout=layout, **kw)


def test_every_open_end_is_a_button_and_a_tile_on_the_felt_named_by_its_number():
    game = scripted(["5-5", "5-3:L", "5-6:R"], hands=(("3-0", "6-4", "5-4"), ("1-1",)))
    obs = game.observation(0)
    legal = list(obs.legal_moves)
    ends = ends_html(obs, {"L", "U", "D"})
    assert re.findall(r'data-end="(\w)" aria-label="([^"]+)"', ends) == [
        ("L", "End 3, play here"), ("R", "End 6"), ("U", "End 5, counts 0, play here"),
        ("D", "End 5, counts 0, play here")]
    # the spinner's ends count nothing until a tile is on them (the count is 3 + 6): they say so
    assert re.findall(r'class="end(?: fit)?( quiet)?" data-end="(\w)"', ends) == [
        ("", "L"), ("", "R"), (" quiet", "U"), (" quiet", "D")] and obs.count == 9
    felt = layout_html(obs, (354, 327))
    # the spinner itself holds its two open ends, U and D; each arm's outer tile its own
    assert re.findall(r'data-tile="([\d-]+)"[^>]*data-chain-end="(\w+)"', felt) == [
        ("5-5", "UD"), ("3-5", "L"), ("5-6", "R")]
    assert sorted(re.findall(r'data-chain-tag="(\w)"[^>]*>(\d)<', felt)) == [
        ("D", "5"), ("L", "3"), ("R", "6"), ("U", "5")]
    assert "the spinner" in felt
    board = board_for("allfives")
    assert board.kind == "spinner" and "[data-chain-end]" in board.targets and "[data-end]" in board.targets
    assert {m.end for m in legal if m.kind == "play"} == {"L", "R", "U", "D"}


def test_the_count_is_said_after_each_play():
    assert count_words(15, 15) == "Count 15 scores 15." and count_words(12, 0) == "Count 12."
    game = scripted(["5-5"], hands=(("5-0", "6-4"), ("1-1",)))
    game.apply("5-0:L")   # 10 + 0: the spinner counts both halves while one side is built
    obs = game.observation(0)
    move = game.history[-1][1]
    assert play_words(Mover(YOU, "You"), move, obs) == "You played 0-5 on the 5. Count 10 scores 10."
    game = scripted(["6-4"], hands=(("4-1", "2-2"), ("1-1",)))
    game.apply("4-1:L")
    assert play_words(Mover(NAMED, "Ann"), game.history[-1][1], game.observation(0)) == "Ann played 1-4 on the 4. Count 7."


def test_a_short_felt_lays_the_arms_up_and_down_along_it_rather_than_shrink_the_tiles():
    """844x390 (the felt 808x139), 2 players vs Easy: an arm up or down that has no room to come
    back turned at once into the next arm's way (4 units high from 24 px down: they crossed), so
    the tiles fell to 32x16 px; now it runs on along the felt's edge, and they stay 40x20 or more."""
    least = min(laid(obs, 808, 139).layout.unit for obs in positions(range(8)))
    assert least >= 20, least
    arms = (((6, 3),), ((6, 2),), ((6, 4), (4, 1), (1, 2)), ((6, 5),))
    spots, keys = spread_spots((6, 6), True, arms, (3, 2, 2, 5), 40, 5)
    up = [s for s, k in zip(spots, keys) if k[0] == "U"]
    assert not up[0].vertical and all(s.y + s.h <= -1 + EPS for s in up)   # along the top, over the spinner
    assert [s.x for s in up] == sorted(s.x for s in up)                     # running right


def test_a_long_arm_moves_the_spinner_off_the_middle_rather_than_shrink_the_tiles():
    """360x740 (the felt 336x230): the spinner 4-4 with five tiles up, three left and two right,
    every end open. With the spinner in the middle of the felt nothing fitted above 36x18 px; off
    the middle, towards the short arms, the tiles stay 56x28."""
    arms = (((4, 6), (6, 1), (1, 2)), ((4, 5), (5, 2)), ((4, 0), (0, 2), (2, 6), (6, 5), (5, 5)), ())
    opens = (2, 2, 5, 4)
    laid_out = spread((4, 4), True, arms, opens, 336, 230)
    assert laid_out.layout.unit == 28
    for clear in (CLEAR, None):  # the middle, at 40x20 px
        spots, _ = spread_spots((4, 4), True, arms, opens, 336 / 20, 230 / 20, clear)
        x0, y0, x1, y1 = bounds(spots)
        assert x1 - x0 > 336 / 20 or y1 - y0 > 230 / 20 or crossing(spots)


def test_the_count_lies_in_a_corner_no_tile_lies_under():
    """The count is drawn over the felt's corner (app.css); the layout leaves it one: in the top
    left at 360x740, it hid a tile and an end's mark."""
    cw, ch = COUNT_CORNER
    corners = set()
    for obs in positions(range(12)):
        opens = dict(obs.ends)
        for width, height in FELTS:
            got = spread(tuple(obs.centre), obs.spinner is not None, tuple(tuple(a) for a in obs.arms),
                         tuple(opens.get(n, -1) for n in ARMS), width, height, corner=COUNT_CORNER)
            if got.layout.unit == UNITS[-1]:
                continue  # a felt too small even for the least tiles scrolls
            x = 0 if got.free.endswith("l") else width - cw
            y = 0 if got.free.startswith("t") else height - ch
            boxes = [got.layout.box(i) for i in range(len(got.keys))] + list(got.tags.values())
            assert not any(overlap((x, y, cw, ch), box) for box in boxes), (width, height, got.free)
            corners.add(got.free)
    assert len(corners) > 1, corners  # the top left is not always the one left clear
    obs = next(o for o in positions([3]) if all(o.arms))
    assert f'data-corner="{spread_of(obs, (324, 230)).free}"' in str(count_html(obs, (324, 230)))


def test_at_the_least_readable_size_an_arm_may_turn_the_other_way():
    """360x740 (the felt 324x274): two long arms, left and right, and the count's corner. Turning
    as the pinwheel does, nothing fits 40x20 px tiles; with one arm turning the other way round it
    does. Such an arm still runs out from the spinner face to face."""
    arms = (((5, 0), (0, 4), (4, 3), (3, 1), (1, 1), (1, 6), (6, 3), (3, 5), (5, 1), (1, 0)),
            ((5, 2), (2, 0), (0, 0), (0, 3), (3, 2), (2, 2), (2, 6), (6, 4), (4, 4)), ((5, 4), (4, 2)), ())
    opens = (0, 4, 2, 5)
    got = spread((5, 5), True, arms, opens, 324, 274, corner=COUNT_CORNER)
    assert got.layout.unit == 20
    for split, clear in itertools.product(SPLITS, (CLEAR, None)):  # the pinwheel alone at 20 px
        spots, _ = spread_spots((5, 5), True, arms, opens, 324 / 20, 274 / 20, clear, split)
        x0, y0, x1, y1 = bounds(spots)
        assert x1 - x0 > 324 / 20 or y1 - y0 > 274 / 20 or crossing(spots)
    at = {key: got.layout.spots[i] for i, key in enumerate(got.keys)}
    for name, arm_tiles in zip(ARMS, arms):
        for n in range(1, len(arm_tiles)):  # each tile beside the one before it
            a, b = at[(name, n - 1)], at[(name, n)]
            assert overlap((a.x - 0.01, a.y - 0.01, a.w + 0.02, a.h + 0.02), (b.x, b.y, b.w, b.h))


def test_an_arm_mirrored_turns_up_and_keeps_its_numbers_face_to_face():
    # 6-3 lying, then 3-1 standing in the turn: mirrored, the standing tile shows its 3 at the bottom
    lying, standing = Spot(0.5, -0.5, False, 6, 3, "R"), Spot(2.5, -0.5, True, 3, 1, "D")
    assert mirrored(lying) == Spot(0.5, -0.5, False, 6, 3, "R")
    assert mirrored(standing) == Spot(2.5, -1.5, True, 1, 3, "U")
