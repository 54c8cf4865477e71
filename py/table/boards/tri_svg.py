"""The Triangles board's drawing in SVG user units: the lattice around the board, a laid tile with
its numbers, a cell's outline, and the box round some cells (boards/triangles.py lays them out)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from domino.variants.triangles.trigrid import HEIGHT, Cell, centre, corners_xy

from table.boards.base import PLACED, Board
from table.render.markup import EMPTY, Markup, html, join
from table.render.tri_tiles import corner_text

Corners = tuple[int, int, int]   # a laid tile's numbers, in its cell's vertex order
Box = tuple[float, float, float, float]   # x0, y0, x1, y1 in SVG user units

S = 100.0                 # a cell's side in SVG user units


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def points(cell: Cell, shrink: float = 0.0) -> str:
    pts: Sequence[tuple[float, float]] = corners_xy(cell, S)
    if shrink:
        cx, cy = centre(cell, S)
        pts = [(x + (cx - x) * shrink, y + (cy - y) * shrink) for x, y in pts]
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


def numbers(cell: Cell, corners: Sequence[int], cls: str = "") -> Markup:
    cx, cy = centre(cell, S)
    out = []
    for (x, y), n in zip(corners_xy(cell, S), corners):
        tx, ty = x + (cx - x) * 0.48, y + (cy - y) * 0.48  # apart from the numbers of the tiles beside
        out.append(corner_text(n, tx, ty, 25, cls))
    return join(out)


def tile_name(corners: Sequence[int]) -> str:
    from domino.variants.triangles import tile_of

    return Board.tile_text(tile_of(corners))


def names_of(board: Mapping[Cell, Sequence[int]]) -> dict[Cell, str]:
    """cell -> its tile's text ('1-2-3'), for movelog.beside."""
    return {cell: tile_name(corners) for cell, corners in board.items()}


@lru_cache(maxsize=1024)
def placed_tile(cell: Cell, corners: Corners, placed: bool) -> Markup:
    """A tile on the board. Cached: the board is redrawn after every move, mostly unchanged."""
    return html('<g class="tt" data-tile="{text}" data-cell="{cell}"{mark} role="img" aria-label="{text}">'
                '<polygon class="tt-body" points="{pts}"/>{numbers}</g>',
                text=tile_name(corners), cell=cell_text(cell), mark=PLACED if placed else EMPTY,
                pts=points(cell, 0.045), numbers=numbers(cell, corners))


def grid(bbox: Box) -> Markup:
    """Faint lattice lines around the board (a margin of a few cells for panning)."""
    x0, y0, x1, y1 = bbox
    m = 14 * S
    x0, y0, x1, y1 = x0 - m, y0 - m, x1 + m, y1 + m
    h = S * HEIGHT
    lines = []
    r0, r1 = int(y0 // h), int(y1 // h) + 1
    for r in range(r0, r1 + 1):
        lines.append(f"M{x0:.0f} {r * h:.1f}H{x1:.0f}")
    # Diagonals through the lattice points of row 0, at x = k * S / 2 with k odd... every S.
    span = (y1 - y0)
    dx = span / (2 * HEIGHT) * 1.0  # horizontal run of a 60-degree line over the span
    k0, k1 = int((x0 - dx) // S) - 1, int((x1 + dx) // S) + 2
    for k in range(k0, k1):
        # lines through (k*S + S/2, 0): the apexes of row 0 sit at x = (c+1)*S/2 with c even
        bx = k * S + S / 2
        xa, xb = bx + (y0 / h) * S / 2, bx + (y1 / h) * S / 2
        lines.append(f"M{xa:.1f} {y0:.1f}L{xb:.1f} {y1:.1f}")
        xa, xb = bx - (y0 / h) * S / 2, bx - (y1 / h) * S / 2
        lines.append(f"M{xa:.1f} {y0:.1f}L{xb:.1f} {y1:.1f}")
    return html('<path class="tri-grid" d="{}"/>', "".join(lines))


def box_of(cells: Iterable[Cell]) -> Box:
    """The cells' bounding box in SVG units, with a margin of a few percent of a side."""
    points = [p for cell in cells for p in corners_xy(cell, S)]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    pad = S * 0.15
    return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad
