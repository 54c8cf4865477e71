"""Domino faces (render/tiles.py) for every number of the sets the games use, double-twelve's 10-12
among them: each half shows as many pips as its number, none overlapping another, each inside
its own half, clear of the split line and of the tile's rounded corners, in either direction."""

from __future__ import annotations

import math
import re

import pytest

from table.render.tiles import face

HALF = 50
CORNER = 1.5 + 7          # the body's inset plus its corner radius (the rect in tiles.face)
SPLIT = 1.0               # half the split line's stroke
GAP = 0.8                 # between two pips, at least the six's own (the closest of the old faces)
CIRCLE = re.compile(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/>')


def halves(a: int, b: int, vertical: bool) -> list[tuple[int, list[tuple[float, float, float]]]]:
    """(number, its pips as (x, y, r)) for each half of the face, in the face's order."""
    svg = str(face(a, b, vertical))
    groups = re.findall(r'<g class="n(\d+)">(.*?)<text', svg)
    return [(int(n), [tuple(map(float, c)) for c in CIRCLE.findall(body)]) for n, body in groups]


@pytest.mark.parametrize("vertical", [False, True], ids=["across", "upright"])
@pytest.mark.parametrize("number", range(13))
def test_each_number_has_its_pips_inside_its_half_and_none_overlap(number, vertical):
    other = 12 - number if number != 6 else 0                  # a different number in the other half
    for half, (n, pips) in enumerate(halves(number, other, vertical)):
        assert n == (number, other)[half] and len(pips) == n
        x0, y0 = (0, HALF * half) if vertical else (HALF * half, 0)
        width, height = (HALF, 2 * HALF) if vertical else (2 * HALF, HALF)
        for x, y, r in pips:
            assert x0 + r < x < x0 + HALF - r and y0 + r < y < y0 + HALF - r, (n, x, y)
            assert abs((y if vertical else x) - HALF) >= r + SPLIT, (n, x, y)     # clear of the split line
            # Inside the body: a pip near a corner stays within the corner's rounding.
            cx = min(max(x, CORNER), width - CORNER)
            cy = min(max(y, CORNER), height - CORNER)
            assert math.hypot(x - cx, y - cy) + r <= 7, (n, x, y)
        for i, (x, y, r) in enumerate(pips):
            for u, v, s in pips[i + 1:]:
                assert math.hypot(x - u, y - v) >= r + s + GAP, (n, (x, y), (u, v))


@pytest.mark.parametrize("number", [10, 11, 12])
def test_ten_to_twelve_read_as_three_columns_four_down_each_side(number):
    """The side columns of four tell 10-12 at a glance from the 3 x 3 numbers; the middle column
    counts two, three or four."""
    (_, pips), _ = halves(number, 0, True)
    columns: dict[float, int] = {}
    for x, _, _ in pips:
        columns[x] = columns.get(x, 0) + 1
    assert len(columns) == 3
    left, middle, right = (columns[x] for x in sorted(columns))
    assert (left, right) == (4, 4) and middle == number - 8
