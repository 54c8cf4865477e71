"""The board of Triangles: an unbounded grid of equilateral triangles (docs/rules.md §2).

Cells are (row, col). Row r is the band between horizontal grid lines r and r+1; rows grow
downward, as on a screen. Each step in col moves half a side to the right, so the cells of a
row alternate: a cell points up when row + col is even, down when it is odd. The origin cell
(0, 0), where the opening tile goes, points up.

Vertices are lattice points (x, y): y is the grid line, x counts half sides from the left
(x + y is always odd). Cell (r, c) spans x = c .. c+2. A cell's vertices are listed clockwise
as seen on screen, starting at the apex of an up cell or the top-left of a down cell; side i
joins vertex i to vertex i+1, and the vertex opposite side i is vertex i+2 (mod 3). A tile's
clockwise reading is laid onto these vertices, so a tile is turned but never flipped.

Drawing: vertex (x, y) sits at (x * s / 2, y * s * sqrt(3) / 2) for a side of length s
(`point`, `corners_xy`).
"""
from __future__ import annotations

from math import sqrt

Cell = tuple[int, int]
Vertex = tuple[int, int]

ORIGIN: Cell = (0, 0)
HEIGHT = sqrt(3) / 2          # a triangle's height for a side of 1

_UP_NAMES = ("top", "bottom-right", "bottom-left")
_DOWN_NAMES = ("top-left", "top-right", "bottom")


def points_up(cell: Cell) -> bool:
    return (cell[0] + cell[1]) % 2 == 0


def vertices(cell: Cell) -> tuple[Vertex, Vertex, Vertex]:
    """The three corners of a cell, clockwise on screen."""
    r, c = cell
    if (r + c) % 2 == 0:
        return ((c + 1, r), (c + 2, r + 1), (c, r + 1))
    return ((c, r), (c + 2, r), (c + 1, r + 1))


def corner_names(cell: Cell) -> tuple[str, str, str]:
    """Words for the corners, in vertex order ("top", "bottom-right", ...)."""
    return _UP_NAMES if points_up(cell) else _DOWN_NAMES


def sides(cell: Cell) -> tuple[tuple[Vertex, Vertex], ...]:
    """Side i is the pair (vertex i, vertex i+1)."""
    v = vertices(cell)
    return ((v[0], v[1]), (v[1], v[2]), (v[2], v[0]))


def side_neighbours(cell: Cell) -> tuple[Cell, Cell, Cell]:
    """The cell across each side, in side order."""
    r, c = cell
    if (r + c) % 2 == 0:
        return ((r, c + 1), (r + 1, c), (r, c - 1))    # right, bottom, left
    return ((r - 1, c), (r, c + 1), (r, c - 1))        # top, right, left


def opposite_vertex(side: int) -> int:
    """The index of the vertex facing side `side`."""
    return (side + 2) % 3


def ring(vertex: Vertex) -> tuple[Cell, ...]:
    """The six cells around a vertex, clockwise on screen from the upper left."""
    x, y = vertex
    return ((y - 1, x - 2), (y - 1, x - 1), (y - 1, x), (y, x), (y, x - 1), (y, x - 2))


def touching(cell: Cell) -> tuple[Cell, ...]:
    """Every other cell sharing at least one vertex with `cell` (12 of them)."""
    seen = []
    for v in vertices(cell):
        for other in ring(v):
            if other != cell and other not in seen:
                seen.append(other)
    return tuple(seen)


def point_neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The cells touching `cell` at a vertex only (9 of them), which the corner rule also covers."""
    by_side = side_neighbours(cell)
    return tuple(c for c in touching(cell) if c not in by_side)


def point(vertex: Vertex, side: float = 1.0) -> tuple[float, float]:
    """Screen position (x right, y down) of a vertex for triangles with sides of length `side`."""
    return (vertex[0] * side / 2, vertex[1] * side * HEIGHT)


def corners_xy(cell: Cell, side: float = 1.0) -> tuple[tuple[float, float], ...]:
    """The three corner positions of a cell, in vertex order (an SVG polygon's points)."""
    return tuple(point(v, side) for v in vertices(cell))


def centre(cell: Cell, side: float = 1.0) -> tuple[float, float]:
    """The centroid: where a spot marker goes; a corner's number sits between it and the corner."""
    pts = corners_xy(cell, side)
    return (sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3)
