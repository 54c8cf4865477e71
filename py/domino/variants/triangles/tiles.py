"""The 56 tiles of Triangles (docs/rules.md §2) and how they are turned.

Tiles are tuples (a, b, c) with a <= b <= c: the corners read clockwise, smallest first. A tile
is turned, never flipped: rotation k lays corner k on the cell's vertex 0 (trigrid.py orders
vertices clockwise), so the corners on the board are tile[k], tile[k+1], tile[k+2].
"""
from __future__ import annotations

from collections.abc import Sequence

from ...core.messages import Message
from ...core.tiles import Tile, tile_text

TILES: tuple[Tile, ...] = tuple((a, b, c) for a in range(6) for b in range(a, 6) for c in range(b, 6))
TILE_SET = frozenset(TILES)


def is_triple(tile: Tile) -> bool:
    return tile[0] == tile[2]


def orient(tile: Tile, rotation: int) -> tuple[int, int, int]:
    """The corners on the board, in the cell's vertex order, for `tile` turned by `rotation`."""
    k = rotation
    return (tile[k], tile[(k + 1) % 3], tile[(k + 2) % 3])


def tile_of(corners: Sequence[int]) -> Tile:
    """The tile showing `corners` clockwise: the rotation that starts with the smallest."""
    a, b, c = corners
    return min((a, b, c), (b, c, a), (c, a, b))


def rotations(tile: Tile) -> tuple[int, ...]:
    """The distinct turns of a tile: one for a triple, three otherwise."""
    return (0,) if is_triple(tile) else (0, 1, 2)


def opening_rank(tile: Tile) -> tuple:
    """Higher opens: any triple beats any other tile, then the corner sum, then the corners
    compared from largest to smallest."""
    return (is_triple(tile), sum(tile), tile[2], tile[1], tile[0])


def parse_tile(text: object) -> Tile:
    """'0-1-2' (or a turn of it, '1-2-0'; or a list of its numbers) -> (0, 1, 2). A flipped
    reading is no tile."""
    if isinstance(text, (tuple, list)):
        parts = [str(n) for n in text]
    elif isinstance(text, str):
        parts = text.strip().split("-")
    else:
        raise ValueError(Message("not a tile: {text}", text=repr(text)))
    if len(parts) != 3 or not all(len(p) == 1 and p in "012345" for p in parts):
        raise ValueError(Message("not a Triangles tile: {text} (three numbers 0..5, like 0-1-2)", text=repr(text)))
    corners = tuple(int(p) for p in parts)
    tile = tile_of(corners)
    if tile not in TILE_SET:
        written, flipped = "-".join(parts), tile_text(tuple(sorted(corners)))
        raise ValueError(Message("{written} is no tile: tiles read clockwise smallest first, and this is the {tile} "
                                 "flipped over", written=written, tile=flipped))
    return tile
