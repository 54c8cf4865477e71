"""How the Mexican Train board's trains lie on the felt: the tiles' size and the rows' look for
the felt's room (`fit`), or, for many trains on a small felt, a grid (`lay`). Pure arithmetic over
the px app.css draws a row with (held to it by tests/unit/test_train_css.py), so it is tested
without a browser (tests/unit/test_train_fit.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, TypedDict

Tiles = Sequence[tuple[int, int]]   # a train's tiles, from the hub outwards


class Look(TypedDict):
    """A row's sizes in px (WIDE, below)."""
    pad: tuple[int, int]
    name: tuple[int, int]
    above: int
    end: tuple[int, int]
    gap: int
    strip: int
    over: int
    band: int


class Thin(TypedDict, total=False):
    """What compact rows change of a Look."""
    pad: tuple[int, int]
    name: tuple[int, int]
    end: tuple[int, int]
    gap: int
    strip: int
    over: int

FELT = (360, 480)        # the felt's room in px until the page has measured it
# A tile is 2u x u px, u from 40 down to 18 (steps of 2: fewer jumps): never under 36x18, where a
# 7, an 8 and a 9 still read (their pips' colours tell them apart too, app.css); rows that do not
# fit at the least scroll.
UNITS = range(40, 17, -2)
# px as app.css draws a row: its padding (width, height), the name's width and height beside the
# tiles (wide) or above them, the open end's width and height, the gap between rows, the tiles'
# strip's padding (height), how far a double may overhang its line above and below (into the
# row's padding and half the gap: two rows' doubles never meet), and the least height of the
# engine's band (the banner beside the engine: one line wide, two narrow). Each one that is a CSS
# value is held to app.css by test_train_css.py; text heights are measured (Chromium's fonts).
WIDE: Look = {"pad": (12, 8), "name": (148, 36), "above": 0, "end": (46, 44), "gap": 6, "strip": 4, "over": 0,
              "band": 30}
NARROW: Look = {"pad": (13, 6), "name": (6, 0), "above": 19, "end": (46, 44), "gap": 4, "strip": 4, "over": 0,
                "band": 40}
THIN: Thin = {"pad": (13, 2), "end": (46, 26), "gap": 3, "strip": 0, "over": 2}  # compact rows: thinner
THIN_WIDE: Thin = {**THIN, "pad": (12, 2)}                  # ... the name above its marker, beside the tiles
INLINE_WIDE: Thin = {**THIN_WIDE, "name": (248, 18)}        # ... the name and marker on one line (short felts)
UNLIT_END = 20  # px: a compact row's open end while no tile is chosen (its number only, not a button)
SLACK = 2  # px kept free: a font a little taller must not push the engine out of sight
ROOMY = 28  # px: tiles this large or larger keep the roomy rows; below, compact rows if larger


def fit(felt: tuple[int, int] | None, trains: Sequence[Tiles]) -> tuple[int, str]:
    """(u, classes) for the trains on a felt of (width, height) px: the largest u at which every
    row fits, each train wrapping onto more lines as it grows (a double lies across its train, as
    tall as two tiles), and room kept for the banner (so the tiles do not change size when it comes
    and goes); 'wide' names the trains beside their tiles (else above them). Roomy rows while they
    allow u >= ROOMY; past that, 'compact' rows (thinner; on a wide felt too short for the names
    above their markers, 'inline' ones) when they allow larger tiles. As trains only grow, that
    change comes once in a hand on a felt of a phone or a desktop. When even compact rows do not
    all fit ('scrolls': a chosen tile's lit trains may scroll), the largest u at which they fit
    while no tile is chosen (their open ends no buttons), or else the largest u that makes them no
    taller than the least u does."""
    width, height = felt or FELT
    wide = width >= 480
    kind = "wide" if wide else "narrow"
    base = WIDE if wide else NARROW
    roomy = _largest(width, height, trains, base)
    if roomy is not None and roomy >= ROOMY:
        return roomy, kind
    thin: list[tuple[str, Look]] = [(" compact", {**base, **THIN})] if not wide else [
        (" compact", {**base, **THIN_WIDE}), (" compact inline", {**base, **INLINE_WIDE})]
    for name, look in thin:
        u = _largest(width, height, trains, look)
        if u is not None:
            return (u, kind + name) if roomy is None or u >= roomy else (roomy, kind)
    if roomy is not None:
        return roomy, kind
    name, look = thin[-1]
    unlit = _largest(width, height, trains, {**look, "end": (look["end"][0], UNLIT_END)})
    if unlit is not None:
        return unlit, kind + name + " scrolls"
    need = {u: _need(width, trains, look, u, False) for u in UNITS}
    return next(u for u in UNITS if need[u] <= need[UNITS[-1]]), kind + name + " scrolls"


class Laid(NamedTuple):
    """How the trains lie on the felt: their tiles' u and look (fit), and in the grid look its
    columns and each cell's room in tiles (`slots`; 0: every tile shows)."""
    u: int
    look: str
    cols: int = 1
    slots: int = 0


# The grid look (app.css .grid), in px: a cell's padding (width, height), the name's line above
# its tiles (measured: Chromium's fonts), the open end's width beside them and the gap to it, and
# the gaps between cells (across, down; down also under the engine's band).
GRID_PAD = (10, 2)
GRID_HEAD = 15
GRID_END = 30
GRID_GAP = (4, 3)
MANY = 5   # trains: more than this, rows that would scroll lie in a grid instead


def lay(felt: tuple[int, int] | None, trains: Sequence[Tiles]) -> Laid:
    """The trains on the felt: as `fit` has them, unless more than MANY trains would scroll there;
    then in a grid of two or three columns, each cell one train whose name is above its tiles
    and its open end beside them, all in sight. A cell too small for a long train shows its last
    tiles, the earlier ones counted on a chip before them (the Moves list has them all)."""
    u, look = fit(felt, trains)
    if "scrolls" not in look or len(trains) <= MANY:
        return Laid(u, look)
    return _grid(felt or FELT, trains, look.split()[0]) or Laid(u, look)


def _grid(felt: tuple[int, int], trains: Sequence[Tiles], kind: str) -> Laid | None:
    """The grid that shows every tile with the largest u (each row of cells as tall as its longest
    train's lines); else the one that shows the most tiles, every cell folding to as many lines as
    an equal share of the height holds (then the largest u); None if no cell holds a line of two
    tiles of the least u."""
    width, height = felt
    band = (WIDE if kind == "wide" else NARROW)["band"]
    best: tuple[tuple[bool, int, int], Laid] | None = None
    for cols in (2, 3):
        rows = -(-len(trains) // cols)
        room = (width - GRID_GAP[0] * (cols - 1)) // cols - GRID_PAD[0] - GRID_END - GRID_GAP[0]
        for u in UNITS:
            across = (room + 2) // (2 * u + 2)
            top = max(round(1.2 * u), band)
            cell = (height - top - SLACK - GRID_GAP[1] * rows) // rows - GRID_PAD[1] - GRID_HEAD
            down = (cell + 2) // (u + 2)
            if across < 2 or down < 1:
                continue
            slots = across * down
            lines = [max(1, -(-len(tiles) // across)) for tiles in trains]
            whole = top + SLACK + sum(GRID_GAP[1] + GRID_PAD[1] + GRID_HEAD + max(lines[i:i + cols]) * (u + 2) - 2
                                      for i in range(0, len(trains), cols)) <= height
            shown = sum(len(tiles) if len(tiles) <= slots else slots - 1 for tiles in trains)
            key = (whole, shown if not whole else 0, u)
            if best is None or key > best[0]:
                best = key, Laid(u, kind + " grid", cols, 0 if whole else slots)
    return None if best is None else best[1]


def _need(width: int, trains: Sequence[Tiles], look: Look, u: int, doubles: bool = True) -> int:
    """The px height of the engine's band and every row, with tiles of u px, and SLACK; with
    `doubles` false, as if each double were no taller than a line (rows that scroll: the others
    as thin as they can be, whatever a double adds)."""
    room = width - look["pad"][0] - look["name"][0] - look["end"][0]
    top = max(round(1.2 * u), look["band"])
    over = look["over"] if doubles else u
    rows = sum(max(look["end"][1], look["name"][1], look["above"] + _height(tiles, u, room, look["strip"], over))
               + look["pad"][1] for tiles in trains)
    return top + rows + look["gap"] * len(trains) + SLACK


def _largest(width: int, height: int, trains: Sequence[Tiles], look: Look) -> int | None:
    """The largest u whose rows fit `height`, or None."""
    return next((u for u in UNITS if _need(width, trains, look, u) <= height), None)


def _height(tiles: Tiles, u: int, room: int, strip: int = 4, over: int = 0) -> int:
    """The height in px of a train's tiles laid in lines `room` px wide, 2 px apart, in a strip
    padded `strip` px in all; doubles across, overhanging their line `over` px above and below."""
    if not tiles:
        return 16
    total, x, line = strip, 0, 0
    for a, b in tiles:
        w, h = (u, max(u, 2 * u - 2 * over)) if a == b else (2 * u, u)
        if x and x + w > room:
            total, x, line = total + line + 2, 0, 0
        x, line = x + w + 2, max(line, h)
    return total + line
