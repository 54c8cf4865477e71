"""Where each tile of a line game's chain lies on the felt, as on a real table.

The opening tile lies in the middle and the chain grows both ways along a row. At the felt's edge an
arm turns: the right arm goes down one tile and runs back leftwards, then down again and rightwards;
the left arm goes up and back the same way. A double lies across its run everywhere: in a row, on
the way down at a corner, and as the opening tile. The chain is drawn with the largest tiles that
let the whole snake fit the felt, so both open ends are always in sight.

Units: a tile is 2 x 1 lying along a row (a tile going down, or a double across a row, is 1 x 2); x
grows rightwards, y downwards. Pure Python: the unit tests run it on CPython.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from domino.core.variant import History

MAX_UNIT_PX = 46      # a tile is at most 92 x 46 px: a short chain on a desktop is not a wall of ivory
MIN_UNIT_PX = 10      # nor smaller than 20 x 10 px: a chain too long for that scrolls
# The sizes a tile steps down through as the chain outgrows the felt (px, its short side). A short
# chain takes the largest, in short rows if the felt is narrow; the steps are few and far apart
# because each one lays the whole snake out anew, and a chain that kept jumping is hard to follow.
UNITS = (46, 40, 36, 32, 28, 24, 20, 18, 16, 14, 12, 10)
ROW_COLS = 8          # a row is at least 8 units (4 tiles) long: a short chain lies in a straight line
_EPS = 1e-6


@dataclass(frozen=True)
class Spot:
    """One tile on the felt: its top-left corner (units) and how it lies."""
    x: float
    y: float
    vertical: bool     # 1 wide and 2 tall
    a: int             # the number drawn on the left (or the top)
    b: int             # the number drawn on the right (or the bottom)
    heading: str       # the way its arm runs there: "R", "L", "D" or "U" (it came in from behind)

    @property
    def w(self) -> float:
        return 1.0 if self.vertical else 2.0

    @property
    def h(self) -> float:
        return 2.0 if self.vertical else 1.0


@dataclass(frozen=True)
class Layout:
    spots: tuple[Spot, ...]  # a Spot per tile, in chain order (left end to right end)
    unit: int               # px per unit (a tile's short side)
    width: float            # the snake's size in units (it is drawn from 0, 0)
    height: float
    left: int               # px from the felt's left and top edges to the snake's, centring it
    top: int

    def box(self, i: int) -> tuple[int, int, int, int]:
        """Tile i's box in px on the felt: left, top, width, height."""
        s, u = self.spots[i], self.unit
        return self.left + round(s.x * u), self.top + round(s.y * u), round(s.w * u), round(s.h * u)


def arm(tiles: Sequence[tuple[int, int]], edge: float, sign: int, lo: float, hi: float) -> list[Spot]:
    """The Spots of one arm, outwards from the opening: `tiles` are (inner, outer) number pairs,
    `edge` the opening's side the arm starts at, `sign` +1 for the right arm (it runs right and
    turns down), -1 for the left (it runs left and turns up); rows keep within lo..hi.

    A row runs until a tile would leave no column at the felt's edge; then the arm turns down (up)
    in that edge column: a plain tile upright beside the row's last tile, or a double lying across
    the way down, under (over) the row's last tile. The next plain tile starts the next row back
    the other way, under (over) the way down; a double reaching the way down lies across it
    first. Doubles always lie across their run, so their neighbours meet them on a long side."""
    out: list[Spot] = []
    dx, dv = sign, sign            # along the row, and the way the arm turns
    run = "R" if dx > 0 else "L"   # the way the arm runs: along a row, or dv's way ("down")
    down = "D" if dv > 0 else "U"
    yc = 0.0                       # the row's centre line
    x = edge                       # where the next tile of the row goes (its inner side)
    col = 0.0                      # going down: the left x of the cell the next row's first tile starts in
    y = 0.0                        # going down: where the next tile goes (its inner side)
    onward = False                 # no row came back: the arm runs on down to its end
    for inner, outer in tiles:
        double = inner == outer
        if run == down:
            back = col if dx < 0 else col - 1  # where the next row's first tile would start
            onward = onward or back < lo - _EPS or back + 2 > hi + _EPS
            if double:             # across the way down, under (over) the tile before it
                inward = col - 1 if dx > 0 else col
                out.append(Spot(col + col - 1 - inward if onward else inward, y if dv > 0 else y - 1, False,
                                inner, inner, down))
                y += dv
                if not onward:
                    col -= dx      # the next row starts under its inner half
                continue
            if onward:             # no row fits back (a short felt's arm up or down): on, upright
                a, b = (inner, outer) if dv > 0 else (outer, inner)
                out.append(Spot(col, y if dv > 0 else y - 2, True, a, b, down))
                y += 2 * dv
                continue
            dx = -dx               # the next row, back the other way
            run = "R" if dx > 0 else "L"
            top = y if dv > 0 else y - 1
            left = col if dx > 0 else col - 1
            a, b = (inner, outer) if dx > 0 else (outer, inner)
            out.append(Spot(left, top, False, a, b, run))
            yc = top + 0.5
            x = left + 2 if dx > 0 else left
            continue
        room = (hi - x) if dx > 0 else (x - lo)
        cell = x if dx > 0 else x - 1   # the column just past the row's end
        if double and 2 <= room + _EPS:  # across the row, leaving the edge's column free
            out.append(Spot(cell, yc - 1, True, inner, inner, run))
            x += dx
            continue
        if not double and 3 <= room + _EPS:
            left = x if dx > 0 else x - 2
            a, b = (inner, outer) if dx > 0 else (outer, inner)
            out.append(Spot(left, yc - 0.5, False, a, b, run))
            x += 2 * dx
            continue
        run = down                 # the turn, in the edge column
        if double:                 # across the way down, under (over) the row's last tile's end
            out.append(Spot(cell - 1 if dx > 0 else cell, yc + 0.5 if dv > 0 else yc - 1.5, False, inner, inner, down))
            y = yc + 1.5 if dv > 0 else yc - 1.5
            col = cell - dx
            continue
        top = yc - 0.5 if dv > 0 else yc - 1.5
        a, b = (inner, outer) if dv > 0 else (outer, inner)
        out.append(Spot(cell, top, True, a, b, down))
        y = top + 2 if dv > 0 else top
        col = cell
    return out


def snake(chain: Sequence[tuple[int, int]], opening: int, cols: float) -> list[Spot]:
    """The Spots of `chain` ((left, right) pairs in chain order) with chain[opening] in the middle of
    a row `cols` units wide, centred on x = 0 (the caller moves the snake into place). A line that
    fits the row lies straight, off centre when one arm is the longer."""
    if not chain:
        return []
    a, b = chain[opening]
    if a == b:
        middle = Spot(-0.5, -1.0, True, a, b, "R")
        half = 0.5
    else:
        middle = Spot(-1.0, -0.5, False, a, b, "R")
        half = 1.0
    lo, hi = -cols / 2, cols / 2
    if sum(1 if p == q else 2 for p, q in chain) <= cols:
        lo, hi = -cols, cols  # the whole line fits in one row: it lies straight, wherever it opened
    right = arm([(p, q) for p, q in chain[opening + 1:]], half, 1, lo, hi)
    left = arm([(q, p) for p, q in reversed(chain[:opening])], -half, -1, lo, hi)
    return left[::-1] + [middle] + right


def bounds(spots: Sequence[Spot]) -> tuple[float, float, float, float]:
    return (min(s.x for s in spots), min(s.y for s in spots),
            max(s.x + s.w for s in spots), max(s.y + s.h for s in spots))


@lru_cache(maxsize=64)
def lay_out(chain: tuple[tuple[int, int], ...], opening: int, width: int, height: int,
            most: int = MAX_UNIT_PX, least: int = MIN_UNIT_PX) -> Layout:
    """The chain on a felt of width x height px, at the largest step of UNITS (from `most` down to
    `least`) at which the whole snake fits; at the least it may not fit (then it is drawn from the
    felt's top left). As the chain grows the unit only shrinks."""
    most = min(most, int(width / ROW_COLS))
    steps = [u for u in UNITS if least <= u <= most] or [least]
    for unit in steps:
        spots = snake(chain, opening, width / unit)
        if not spots:
            return Layout((), unit, 0.0, 0.0, 0, 0)
        x0, y0, x1, y1 = bounds(spots)
        if x1 - x0 <= width / unit + _EPS and y1 - y0 <= height / unit + _EPS:
            break
    moved = tuple(Spot(s.x - x0, s.y - y0, s.vertical, s.a, s.b, s.heading) for s in spots)
    w, h = x1 - x0, y1 - y0
    return Layout(moved, unit, w, h, max(0, int((width - w * unit) // 2)), max(0, int((height - h * unit) // 2)))


Box = tuple[int, int, int, int]   # px on the felt: left, top, width, height


def with_open_ends(chain: tuple[tuple[int, int], ...], opening: int, width: int, height: int) -> tuple[Layout, Box, Box]:
    """The chain laid out with room kept at each open end for the next tile (a plain tile's place,
    as if one lay there), and the px boxes of the cells beside the end tiles where such a tile would
    start, the left end's and the right end's: the felt marks the open ends there."""
    left, right = chain[0][0], chain[-1][1]
    full = lay_out(((left + 1, left),) + chain + ((right, right + 1),), opening + 1, width, height)
    inner = Layout(full.spots[1:-1], full.unit, full.width, full.height, full.left, full.top)
    return inner, _cell(full, 0, left), _cell(full, len(full.spots) - 1, right)


def _cell(layout: Layout, i: int, number: int) -> Box:
    """The px box of the half of tile i that shows `number`."""
    s, u = layout.spots[i], layout.unit
    second = s.b == number and s.a != number
    x = s.x + (1 if second and not s.vertical else 0)
    y = s.y + (1 if second and s.vertical else 0)
    return layout.left + round(x * u), layout.top + round(y * u), u, u


def opening_index(chain: Sequence[object], history: History) -> int:
    """Where the opening tile is in the chain: after every tile played on the left end. A chain
    that did not grow by the moves in `history` (a lesson's set position) opens in its middle."""
    plays = [move for _, move in history if move.kind == "play"]
    lefts = sum(1 for move in plays if move.end == "L")
    if len(plays) != len(chain) or lefts >= len(chain):
        return len(chain) // 2
    return lefts
