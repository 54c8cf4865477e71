"""Where each tile of an All Fives layout lies on the felt: the spinner's four arms.

Until a double is down the layout is a line, laid out as the line games' chain is (snake.py). Once
the spinner is down it lies across the middle of the felt and its arms run out from its four
sides, each turning back at the felt's edge as a chain does. They turn the same way round, like a
pinwheel: the right arm turns down, the bottom one left, the left one up and the top one right, so
each keeps to its own quarter of the felt and no two ever meet. Each arm is laid out as a line
game's right arm (snake.arm), then turned a quarter, a half or three quarters about the spinner.

The whole layout is drawn with the largest tiles that let it fit the felt, stepping down through
snake.UNITS as it grows, so every open end is always in sight. Before a smaller size it tries the
spinner off the felt's middle (two long arms get room to run), and at the least readable size an
arm turning the other way round. One corner of the felt is left clear for the count. Each open end
keeps room for the next tile, and the cell where that tile would start is its end's mark on the felt.

Units as in snake.py: a tile is 2 x 1, x grows rightwards and y downwards. Pure Python.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from table.boards.snake import MAX_UNIT_PX, MIN_UNIT_PX, ROW_COLS, UNITS, Box, Layout, Spot, arm, bounds, snake

ARMS = ("L", "R", "U", "D")
QUARTERS = {"R": 0, "D": 1, "L": 2, "U": 3}  # quarter turns clockwise from an arm running right
CLOCKWISE = {"R": "D", "D": "L", "L": "U", "U": "R"}
# How far from the spinner's middle an arm starts (it lies 1 wide and 2 long), and how near it a row
# coming back may turn (snake.arm's lo: the turn takes the column inside it): a double across the
# next arm's first run reaches 1 unit out, so the column between 1 and 2 is the nearest.
START = {"L": 0.5, "R": 0.5, "U": 1.0, "D": 1.0}
CLEAR = 2.0
# Where the spinner may lie (spread_spots' split), the middle first: 200 hands vs Easy at 360x740
# (a felt of 336x230 px) went under 40x20 px tiles in 42 with the middle alone, 14 with these.
SPLITS = ((0.5, 0.5), *itertools.product((0.4, 0.6), (0.4, 0.6)), *itertools.product((0.35, 0.65), (0.35, 0.65)))
# Which arms turn the other way round (ARMS' order): none, then each arm alone (more choices cost
# a tap up to 40 ms at worst on CPython and found no more layouts in 200 hands)
TURNS = ((False,) * len(ARMS), *(tuple(i == j for j in range(len(ARMS))) for i in range(len(ARMS))))
READABLE_UNIT = 20   # px: tiles of 40x20, the least a phone's board should draw: each of TURNS is tried there
CORNERS = ("tl", "tr", "bl", "br")   # the felt's corners: top left, top right, bottom left, bottom right
_EPS = 1e-6
_TALL = 1000.0   # units: a felt no arm turns in

Pair = tuple[int, int]
Key = tuple[str, int]   # a tile of the layout: its arm, and its place counted from the centre (0 on the arm's first)
CENTRE: Key = ("C", 0)  # the first tile laid, or the spinner
SPINNER_AT = (-0.5, -1.0)  # the spinner's top left: it stands across the felt's middle


@dataclass(frozen=True)
class Spread:
    """An All Fives layout on the felt."""
    layout: Layout              # the Spots and their size, as a line game's chain has them
    keys: tuple[Key, ...]       # which tile each Spot is
    tags: dict[str, Box]        # each open end's mark: the px cell where its next tile would start
    free: str = "tl"            # the felt's corner that no tile lies under (CORNERS)

    def box_of(self, key: Key) -> tuple[int, int, int, int]:
        return self.layout.box(self.keys.index(key))


def quarter(spot: Spot) -> Spot:
    """`spot` turned a quarter clockwise about (0, 0): (x, y) goes to (-y, x). A tile's left half
    goes to the top; a standing tile's top half goes to the right."""
    a, b = (spot.a, spot.b) if not spot.vertical else (spot.b, spot.a)
    return Spot(-(spot.y + spot.h), spot.x, not spot.vertical, a, b, CLOCKWISE[spot.heading])


def mirrored(spot: Spot) -> Spot:
    """`spot` of an arm running right, mirrored across its run: the arm turns up, not down. A
    standing tile's halves change places (its top half goes to the bottom)."""
    a, b = (spot.b, spot.a) if spot.vertical else (spot.a, spot.b)
    return Spot(spot.x, -(spot.y + spot.h), spot.vertical, a, b, {"D": "U", "U": "D"}.get(spot.heading, spot.heading))


def turned(spot: Spot, quarters: int) -> Spot:
    """`spot` turned `quarters` quarters clockwise (quarter, repeated), with no Spot made between:
    an All Fives layout turns thousands of them while it looks for the size that fits."""
    x, y, vertical, a, b, heading = spot.x, spot.y, spot.vertical, spot.a, spot.b, spot.heading
    for _ in range(quarters % 4):
        if vertical:
            a, b = b, a
        x, y, vertical, heading = -(y + (2.0 if vertical else 1.0)), x, not vertical, CLOCKWISE[heading]
    return Spot(x, y, vertical, a, b, heading)


def _phantom(number: int) -> Pair:
    """A tile kept in place at an open end: its inner half shows the end's number, its outer
    half a number no tile has."""
    return (number, -1)


def spread_spots(centre: Pair, spinner: bool, arms: Sequence[Sequence[Pair]], opens: Sequence[int],
                 cols: float, rows: float, clear: float | None = CLEAR,
                 split: tuple[float, float] = (0.5, 0.5),
                 flips: tuple[bool, ...] = (False,) * 4) -> tuple[list[Spot], list[Key]]:
    """The Spots on a felt `cols` x `rows` units (the centre tile's middle at 0, 0) and which tile
    each is, with a phantom tile (key (arm, -1)) at each open end; `opens` holds each arm's open
    number, or -1 for an arm that is not open. A row coming back keeps `clear` units from the
    spinner's middle (None: it may cross the felt, where no other arm lies in its way). `split`:
    the share of the felt's width left of the spinner, and of its height above it. `flips`: the
    arms (in ARMS' order) that turn the other way round, into the quarter behind them."""
    return _Arms(arms, opens).spots(centre, spinner, cols, rows, clear, split, flips)


@dataclass(frozen=True)
class _Arm:
    spots: tuple[Spot, ...]
    box: tuple[float, float, float, float] | None   # bounds() of its spots; None for an arm with none


class _Arms:
    """The four arms of one layout about its spinner, each laid where spread_spots' arguments let it
    run: kept here by those places too, as spread tries dozens of them with the same tiles."""

    def __init__(self, arms: Sequence[Sequence[Pair]], opens: Sequence[int]):
        self.tiles = [len(tiles) for tiles in arms]   # each arm's tiles laid, its phantom not counted
        # each arm's tiles, with a phantom at its end where it is open
        self.grown = {name: (*arms[i], *((_phantom(opens[i]),) if opens[i] >= 0 else ()))
                      for i, name in enumerate(ARMS)}
        self._laid: dict[tuple[str, float, float, bool], _Arm] = {}

    def spots(self, centre: Pair, spinner: bool, cols: float, rows: float, clear: float | None,
              split: tuple[float, float], flips: tuple[bool, ...]) -> tuple[list[Spot], list[Key]]:
        """spread_spots, with these arms."""
        grown, tiles = self.grown, self.tiles
        if not spinner:  # a line: the chain from its left end to its right end
            left, right = grown["L"], grown["R"]
            chain = [(o, i) for i, o in reversed(left)] + [centre] + list(right)
            keys = ([("L", n if n < tiles[0] else -1) for n in reversed(range(len(left)))] + [CENTRE]
                    + [("R", n if n < tiles[1] else -1) for n in range(len(right))])
            return snake(chain, len(left), cols), keys
        d = centre[0]
        spots = [Spot(*SPINNER_AT, True, d, d, "R")]
        keys = [CENTRE]
        for i, (name, laid) in enumerate(zip(ARMS, self.laid(cols, rows, clear, split, flips))):
            spots += laid.spots
            keys += [(name, n if n < tiles[i] else -1) for n in range(len(laid.spots))]
        return spots, keys

    def laid(self, cols: float, rows: float, clear: float | None, split: tuple[float, float],
             flips: tuple[bool, ...]) -> list[_Arm]:
        """The four arms about a spinner, in ARMS' order (spread_spots' arguments)."""
        out = []
        for i, name in enumerate(ARMS):
            along, share = (cols, split[0]) if name in "LR" else (rows, split[1])
            ahead = along * (share if name in "LU" else 1 - share)   # from the spinner to the felt's edge
            key = (name, ahead - along if clear is None else clear, ahead, flips[i])
            laid = self._laid.get(key)
            if laid is None:
                laid = self._laid[key] = _arm_spots(name, self.grown[name], *key[1:])
            out.append(laid)
        return out

    def fit(self, cols: float, rows: float, clear: float | None, split: tuple[float, float],
            flips: tuple[bool, ...]) -> bool:
        """Whether the spinner's layout is no larger than the felt: read from each arm's bounds, so
        the many tries that do not fit make no list of Spots."""
        x0, y0 = SPINNER_AT
        x1, y1 = x0 + 1.0, y0 + 2.0
        for laid in self.laid(cols, rows, clear, split, flips):
            if laid.box is not None:
                x0, y0 = min(x0, laid.box[0]), min(y0, laid.box[1])
                x1, y1 = max(x1, laid.box[2]), max(y1, laid.box[3])
        return x1 - x0 <= cols + _EPS and y1 - y0 <= rows + _EPS


@lru_cache(maxsize=4096)
def _arm_spots(name: str, tiles: tuple[Pair, ...], lo: float, hi: float, flip: bool) -> _Arm:
    """One arm's Spots on the felt, turned into its place about the spinner (spread_spots). Kept:
    the layout tries many places for the spinner and sizes, most of them with the same arm."""
    local = arm(tiles, START[name], 1, lo, hi)
    if flip:
        local = [mirrored(s) for s in local]
    spots = tuple(turned(s, QUARTERS[name]) for s in local)
    return _Arm(spots, bounds(spots) if spots else None)


@lru_cache(maxsize=64)
def spread(centre: Pair, spinner: bool, arms: tuple[tuple[Pair, ...], ...], opens: tuple[int, ...],
           width: int, height: int, most: int = MAX_UNIT_PX, least: int = MIN_UNIT_PX,
           corner: tuple[int, int] = (0, 0)) -> Spread:
    """The layout on a felt of width x height px, at the largest step of UNITS (from `most` down to
    `least`) at which it fits, no two tiles crossing, with room at every open end, and one of the
    felt's corners clear of tiles for a box of `corner` (w, h px); at the least it may not fit (then
    it is drawn from the felt's top left, its arms up and down straight, and the felt scrolls)."""
    most = min(most, int(width / ROW_COLS))
    steps = [u for u in UNITS if least <= u <= most] or [least]
    # The spinner in the middle; else off it towards a corner, which gives two arms room to run
    # before they turn (two long arms cramped in their halves shrank every tile). The choices are
    # fixed, not drawn from the arms' lengths, so the tiles do not grow back as the layout grows.
    splits = SPLITS if spinner else SPLITS[:1]
    laid_arms = _Arms(arms, opens)
    for unit in steps:
        # each arm in its quarter; else, rows coming back across the felt where the other arms leave
        # room; at the least readable size, some arms turning the other way (the pinwheel's quarters
        # are not always the empty ones)
        turns = TURNS if spinner and unit == READABLE_UNIT else TURNS[:1]
        for flips, split, clear in itertools.product(turns, splits, (CLEAR, None) if spinner else (CLEAR,)):
            if spinner and not laid_arms.fit(width / unit, height / unit, clear, split, flips):
                continue
            spots, keys = laid_arms.spots(centre, spinner, width / unit, height / unit, clear, split, flips)
            x0, y0, x1, y1 = bounds(spots)
            if (x1 - x0 <= width / unit + _EPS and y1 - y0 <= height / unit + _EPS and not crossing(spots)
                    and (at := placed(spots, unit, width, height, corner)) is not None):
                break
        else:
            continue
        break
    else:  # too short a felt even for the least tiles: the arms up and down run straight, and it scrolls
        spots, keys = laid_arms.spots(centre, spinner, width / unit, _TALL, CLEAR, (0.5, 0.5), TURNS[0])
        x0, y0, x1, y1 = bounds(spots)
        at = placed(spots, unit, width, height)
    left, top, free = at or (0, 0, CORNERS[0])
    moved = [Spot(s.x - x0, s.y - y0, s.vertical, s.a, s.b, s.heading) for s in spots]
    w, h = x1 - x0, y1 - y0
    full = Layout(tuple(moved), unit, w, h, left, top)
    tags = {}
    for i, (name, n) in enumerate(keys):
        if n < 0:
            tags[name] = _cell(full, i, opens[ARMS.index(name)])
    kept = [i for i, (_, n) in enumerate(keys) if n >= 0]
    layout = Layout(tuple(moved[i] for i in kept), unit, w, h, full.left, full.top)
    return Spread(layout, tuple(keys[i] for i in kept), tags, free)


def placed(spots: Sequence[Spot], unit: int, width: int, height: int,
           corner: tuple[int, int] = (0, 0)) -> tuple[int, int, str] | None:
    """Where the layout's top left lies on the felt (px), and a corner of the felt (CORNERS) with no
    tile under a box of `corner` (w, h px): the layout in the middle of the room it leaves if one
    corner is clear there, else moved to the room's sides and ends (None: no corner clears)."""
    x0, y0, x1, y1 = bounds(spots)
    room_x, room_y = max(0, int(width - (x1 - x0) * unit)), max(0, int(height - (y1 - y0) * unit))
    cw, ch = corner
    if not cw or not ch:
        return room_x // 2, room_y // 2, CORNERS[0]
    boxes = [((s.x - x0) * unit, (s.y - y0) * unit, (s.x - x0 + s.w) * unit, (s.y - y0 + s.h) * unit) for s in spots]
    for left, top in itertools.product((room_x // 2, 0, room_x), (room_y // 2, 0, room_y)):
        for name in CORNERS:
            cx0 = 0 if name[1] == "l" else width - cw
            cy0 = 0 if name[0] == "t" else height - ch
            if not any(left + bx0 < cx0 + cw and left + bx1 > cx0 and top + by0 < cy0 + ch and top + by1 > cy0
                       for bx0, by0, bx1, by1 in boxes):
                return left, top, name
    return None


def crossing(spots: Sequence[Spot]) -> bool:
    """Two tiles lie on each other: on a felt so short that an arm turns at once, its row coming
    back may reach another arm; a smaller tile gives it room."""
    boxes = sorted((s.x, s.y, s.x + s.w, s.y + s.h) for s in spots)
    for i, (x0, y0, x1, y1) in enumerate(boxes):
        for u0, v0, u1, v1 in boxes[i + 1:]:
            if u0 >= x1 - _EPS:
                break       # sorted by left edge: no later box reaches back over this one
            if v0 < y1 - _EPS and y0 < v1 - _EPS:
                return True
    return False


def _cell(layout: Layout, i: int, number: int) -> Box:
    """The px box of the half of tile i that shows `number` (a phantom's inner half)."""
    s, u = layout.spots[i], layout.unit
    second = s.b == number
    x = s.x + (1 if second and not s.vertical else 0)
    y = s.y + (1 if second and s.vertical else 0)
    return layout.left + round(x * u), layout.top + round(y * u), u, u
