"""The chain on the felt (table/boards/snake.py): for lines grown as in play, on every felt from a small
phone's to a desktop's, no two tiles overlap, every tile is inside the felt (so both open ends are in
sight), each tile touches its neighbours with the matching numbers face to face, and the tiles only
shrink as the line grows."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino import Rules, new_game
from domino.variants.line import play
from table.boards.line import chain_html
from table.boards.snake import MIN_UNIT_PX, Layout, lay_out, opening_index

# The felt's room (px) on the screens the table is made for, as the page measures it: 320x480,
# 390x844, 412x915, 768x1024 and 1280x800, and a few shapes in between.
FELTS = [(284, 139), (354, 409), (376, 470), (732, 520), (948, 276), (300, 200), (500, 160), (640, 300)]
DOUBLE_SIX = [(a, b) for a in range(7) for b in range(a, 7)]


def grown(rng: random.Random, n: int) -> list:
    """A line of n tiles grown as in play, tile by tile at either end: [(chain, opening)] after
    each tile."""
    free = list(DOUBLE_SIX)
    rng.shuffle(free)
    chain = [free.pop()]
    opening = 0
    out = [(tuple(chain), opening)]
    while len(chain) < n:
        left, right = chain[0][0], chain[-1][1]
        fits = [(t, end) for t in free for end in "LR" if (left if end == "L" else right) in t]
        if not fits:
            break
        (a, b), end = rng.choice(fits)
        free.remove((a, b))
        if end == "L":
            chain.insert(0, (a, b) if b == left else (b, a))
            opening += 1
        else:
            chain.append((a, b) if a == right else (b, a))
        out.append((tuple(chain), opening))
    return out


def halves(spot):
    """The two unit squares of a tile: (number, (x0, y0, x1, y1)), left/top first."""
    x, y = spot.x, spot.y
    if spot.vertical:
        return [(spot.a, (x, y, x + 1, y + 1)), (spot.b, (x, y + 1, x + 1, y + 2))]
    return [(spot.a, (x, y, x + 1, y + 1)), (spot.b, (x + 1, y, x + 2, y + 1))]


def rect(spot):
    return spot.x, spot.y, spot.x + spot.w, spot.y + spot.h


def overlap(p, q) -> float:
    return max(0.0, min(p[2], q[2]) - max(p[0], q[0])) * max(0.0, min(p[3], q[3]) - max(p[1], q[1]))


def touch(p, q) -> bool:
    """Two boxes share a stretch of edge."""
    eps = 1e-9
    side = (abs(p[2] - q[0]) < eps or abs(q[2] - p[0]) < eps) and min(p[3], q[3]) - max(p[1], q[1]) > eps
    end = (abs(p[3] - q[1]) < eps or abs(q[3] - p[1]) < eps) and min(p[2], q[2]) - max(p[0], q[0]) > eps
    return side or end


def check(layout: Layout, chain, felt):
    spots = layout.spots
    assert len(spots) == len(chain)
    width, height = felt
    for i, (spot, (a, b)) in enumerate(zip(spots, chain)):
        assert {spot.a, spot.b} == {a, b}
        # a plain tile lies along its run (upright going down or up), a double across it
        assert spot.vertical == ((a == b) == (spot.heading in "LR")), (i, spot)
        left, top, w, h = layout.box(i)
        assert 0 <= left and left + w <= width and 0 <= top and top + h <= height, (i, layout.box(i), felt)
    for i in range(len(spots)):
        for j in range(i + 1, len(spots)):
            assert overlap(rect(spots[i]), rect(spots[j])) < 1e-9, (i, j, spots[i], spots[j])
    for i in range(len(spots) - 1):
        here, there = spots[i], spots[i + 1]
        number = chain[i][1]
        assert number == chain[i + 1][0]
        mine = [box for n, box in halves(here) if n == number]
        theirs = [box for n, box in halves(there) if n == number]
        # Face to face: a half showing the number touches a half showing it (a double touches
        # with its long side, halfway along each of its halves).
        assert any(touch(p, q) for p in mine for q in theirs), (i, here, there)
        if here.a != here.b:
            other = next(box for n, box in halves(here) if n != number)
            assert not any(touch(other, q) for q in theirs) or there.a == there.b, (i, here, there)


def lines(seed: int, n: int = 28):
    return grown(random.Random(seed), n)


@pytest.mark.parametrize("felt", FELTS, ids=lambda f: f"{f[0]}x{f[1]}")
def test_lines_of_1_to_28_tiles_fit_the_felt_tile_to_tile(felt):
    for seed in range(8):
        units = []
        for chain, opening in lines(seed):
            layout = lay_out(chain, opening, *felt)
            check(layout, chain, felt)
            units.append(layout.unit)
        assert units == sorted(units, reverse=True), units  # the tiles only shrink as the line grows
        assert units[-1] >= MIN_UNIT_PX


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 28), st.sampled_from(FELTS))
def test_any_line_fits_any_felt(seed, n, felt):
    chain, opening = lines(seed, n)[-1]
    check(lay_out(chain, opening, *felt), chain, felt)


def test_every_tile_on_one_arm():
    """The opening at one end of a 28-tile line: the whole line is one arm, snaking down (or up)."""
    chain, _ = next(c for c in (lines(s)[-1] for s in range(200)) if len(c[0]) == 28)
    for felt in FELTS:
        for opening in (0, 27, 13):
            check(lay_out(chain, opening, *felt), chain, felt)


def test_a_short_line_lies_straight_in_the_middle_with_big_tiles():
    chain = ((6, 6),)
    layout = lay_out(chain, 0, 354, 409)
    left, top, w, h = layout.box(0)
    assert abs(left + w / 2 - 177) <= 1 and abs(top + h / 2 - 204.5) <= 1  # the opening: in the middle
    chain = ((1, 6), (6, 6), (6, 3), (3, 3), (3, 5))
    layout = lay_out(chain, 1, 354, 409)
    assert len({round(s.y + s.h / 2, 3) for s in layout.spots}) == 1  # one row
    assert layout.unit >= 36  # at least 72 x 36 px on a phone
    assert lay_out(chain, 1, 948, 276).unit == 46


def test_the_right_arm_turns_down_and_the_left_arm_up():
    chain, opening = next(c for c in (lines(s)[-1] for s in range(200)) if min(c[1], 27 - c[1]) >= 10)
    layout = lay_out(chain, opening, 354, 409)
    middle = layout.spots[opening]
    assert {s.heading for s in layout.spots[opening + 1:]} >= {"R", "D", "L"}
    assert {s.heading for s in layout.spots[:opening]} >= {"L", "U", "R"}
    assert all(s.y >= middle.y - 0.5 for s in layout.spots[opening + 1:])
    assert all(s.y <= middle.y + 0.5 for s in layout.spots[:opening])


def test_the_opening_is_found_from_the_moves():
    g = new_game(Rules(variant="draw"), seed=5)
    while len(g.observation(0).chain) < 6:
        moves = g.legal_moves()
        g.apply(next((m for m in moves if m.kind == "play" and m.end == "L"), moves[0]))
    obs = g.observation(0)
    first = next(m for _, m in obs.history if m.kind == "play")
    assert obs.chain[opening_index(obs.chain, obs.history)] in (tuple(first.tile), tuple(first.tile)[::-1])
    assert opening_index(obs.chain[:3], ()) == 1  # a set position: its middle


def test_the_chain_is_a_list_in_play_order_with_the_ends_to_tap():
    chain = [(1, 6), (6, 6), (6, 3)]
    out = chain_html(chain, (), (354, 409))
    assert out.count('role="listitem"') == 3
    labels = [part.split('"')[0] for part in out.split('aria-label="')[1:]]
    assert labels == ["1-6", "6-6", "6-3"]
    assert out.index('aria-label="1-6"') < out.index('data-chain-end="L"') < out.index('aria-label="6-6"')
    assert out.index('aria-label="6-3"') < out.index('data-chain-end="R"')
    lone = chain_html([(6, 6)], (), (354, 409))
    assert 'data-chain-end="LR"' in lone and "first last" in lone
    assert 'data-chain-end=""' in chain_html([], (), (354, 409))  # the empty felt takes the opening


def side_touch(p, q) -> str:
    """Where two touching boxes meet: "x" on an upright edge (side by side), "y" on a level one
    (one above the other), "" apart."""
    eps = 1e-9
    if (abs(p[2] - q[0]) < eps or abs(q[2] - p[0]) < eps) and min(p[3], q[3]) - max(p[1], q[1]) > eps:
        return "x"
    if (abs(p[3] - q[1]) < eps or abs(q[3] - p[1]) < eps) and min(p[2], q[2]) - max(p[0], q[0]) > eps:
        return "y"
    return ""


def crosswise(spots) -> None:
    """Every double lies across its run: each neighbour in the chain meets it on a long side (an
    upright double's left or right, a lying double's top or bottom), never on a short end."""
    for i, spot in enumerate(spots):
        if spot.a != spot.b:
            continue
        assert spot.vertical == (spot.heading in "LR"), (i, spot)
        for j in (i - 1, i + 1):
            if 0 <= j < len(spots):
                assert side_touch(rect(spot), rect(spots[j])) == ("x" if spot.vertical else "y"), (i, spot, spots[j])


def with_doubles(n: int, at) -> tuple:
    """A line of n tiles with a double at each index in `at` (no two side by side) and plain tiles
    elsewhere: numbers 0-6 cycled so that no plain tile is a double."""
    nums = [0]
    for i in range(n):
        nums.append(nums[-1] if i in at else (nums[-1] + 1) % 7)
    return tuple((nums[i], nums[i + 1]) for i in range(n))


SCRIPTED_FELTS = [(354, 409), (284, 139), (732, 520), (948, 276), (790, 150)]


@pytest.mark.parametrize("felt", SCRIPTED_FELTS, ids=lambda f: f"{f[0]}x{f[1]}")
def test_a_double_at_every_place_of_the_snake_lies_across_its_run(felt):
    """A double put at each place of a 20-tile line in turn (so at every corner: the row's last
    tile, the tile going down or up, the next row's first), and two doubles a tile apart, for the
    opening at either end and in the middle: every double across, tile to tile, inside the felt."""
    n = 20
    for k in range(n):
        for at in ({k}, {k, k + 2}):
            chain = with_doubles(n, at)
            for opening in (0, n - 1, n // 2, n // 3):
                layout = lay_out(chain, opening, *felt)
                check(layout, chain, felt)
                crosswise(layout.spots)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 28), st.sampled_from(FELTS))
def test_any_line_has_every_double_across(seed, n, felt):
    chain, opening = lines(seed, n)[-1]
    layout = lay_out(chain, opening, *felt)
    check(layout, chain, felt)
    crosswise(layout.spots)


def test_the_opening_double_lies_across_the_row():
    layout = lay_out(((1, 6), (6, 6), (6, 3)), 1, 354, 409)
    assert layout.spots[1].vertical and not layout.spots[0].vertical
    crosswise(layout.spots)


@pytest.mark.parametrize("felt", [(354, 405), (324, 308)], ids=lambda f: f"{f[0]}x{f[1]}")
def test_a_short_chain_on_a_phone_uses_the_felt(felt):
    """Under 10 tiles on an upright phone's felt (390x844, 360x740): tiles at least 72 x 36 px,
    the rows as short as that takes."""
    for seed in range(30):
        for chain, opening in lines(seed, 9):
            assert lay_out(chain, opening, *felt).unit >= 36, (seed, chain)


@pytest.mark.parametrize("felt", FELTS, ids=lambda f: f"{f[0]}x{f[1]}")
def test_the_tiles_change_size_a_few_times_a_hand(felt):
    """The tiles keep their size until the chain no longer fits: a 20-tile line changes it at
    most 5 times on a short felt (a phone on its side), 3 on an upright phone (each change lays
    the snake out anew)."""
    most = 5 if felt[1] < 250 else 3
    for seed in range(30):
        units = [lay_out(c, o, *felt).unit for c, o in lines(seed, 20)]
        assert sum(1 for a, b in zip(units, units[1:]) if a != b) <= most, units


def boxes_of(out: str) -> list:
    """(tile label, its box, [(tag end, tag text, tag box on the felt)]) per chain tile, from the html."""
    found = []
    for m in re.finditer(r'<div class="ct[^"]*" role="listitem" data-tile="[^"]*" aria-label="([^"]*)"'
                         r' style="left:(\d+)px;top:(\d+)px;width:(\d+)px;height:(\d+)px"[^>]*>(.*?)</div>', out):
        x, y, w, h = (int(v) for v in m.group(2, 3, 4, 5))
        tags = [(e, t, (x + int(a), y + int(b), x + int(a) + int(c), y + int(b) + int(d)))
                for e, a, b, c, d, t in re.findall(
                    r'<span class="chain-tag" data-chain-tag="(\w)" aria-hidden="true"'
                    r' style="left:(-?\d+)px;top:(-?\d+)px;width:(\d+)px;height:(\d+)px[^"]*">(\d+)</span>', m.group(6))]
        found.append((m.group(1), (x, y, x + w, y + h), tags))
    return found


@pytest.mark.parametrize("felt", [(354, 405), (808, 152), (936, 274), (324, 308)], ids=lambda f: f"{f[0]}x{f[1]}")
def test_each_open_end_is_marked_on_the_felt_with_its_number(felt):
    """Both open ends carry a mark with the number they show (the name the log, the status and
    the end buttons use), where the next tile would go: beside the end tile, inside the felt, on
    no tile. Under 10 tiles on an upright phone the tiles are at least 72 x 36 px."""
    for seed in range(12):
        for chain, opening in lines(seed, 24):
            history = [(0, play(tuple(chain[opening])))] + [(0, play(tuple(t), "L")) for t in chain[:opening]] + \
                      [(0, play(tuple(t), "R")) for t in chain[opening + 1:]]
            tiles = boxes_of(str(chain_html(list(chain), history, felt)))
            assert [t[0] for t in tiles] == [f"{a}-{b}" for a, b in chain]
            tags = [(i, tag) for i, (_, _, ts) in enumerate(tiles) for tag in ts]
            assert sorted((e, int(t)) for _, (e, t, _) in tags) == [("L", chain[0][0]), ("R", chain[-1][1])]
            for i, (end, _, box) in tags:
                assert i == (0 if end == "L" else len(chain) - 1)
                assert 0 <= box[0] and box[2] <= felt[0] and 0 <= box[1] and box[3] <= felt[1], (box, felt)
                assert not any(overlap(box, other) > 0 for _, other, _ in tiles), (end, box)
                assert touch(box, tiles[i][1]), (end, box, tiles[i][1])
            if felt == (354, 405) and len(chain) < 10:
                assert all(min(b[2] - b[0], b[3] - b[1]) >= 36 for _, b, _ in tiles), (chain, tiles)
