"""Moves of Triangles, and their text (round-trips through parse_move):

    "0-1-2@3,-1r2"   lay the 0-1-2 in cell (row 3, col -1) turned by rotation 2
    "5-5-5@0,0r0"    the opening: always the origin cell, rotation 0 (any other turn is the
                     same board seen from another side); a triple is always r0
    "draw", "pass"   take one tile from the stock; pass

Plays are interned; each carries its `corners`, the numbers it puts on the cell's vertices.
"""
from __future__ import annotations

import re

from ...core.messages import Message
from ...core.moves import Move, MoveKind, parse_word
from ...core.tiles import Tile, tile_text
from .tiles import TILE_SET, is_triple, orient, parse_tile
from .trigrid import ORIGIN, Cell

_plays: dict[tuple[Tile, Cell, int], Move] = {}


def play(tile: Tile, cell: Cell = ORIGIN, rotation: int = 0) -> Move:
    """The interned move laying `tile` (canonical) in `cell`; a triple's rotation is always 0."""
    key = (tile, cell, rotation)
    move = _plays.get(key)
    if move is None:
        if tile not in TILE_SET:
            raise ValueError(f"{tile!r} is not a Triangles tile")
        if rotation not in (0, 1, 2):
            raise ValueError(f"rotation is 0, 1 or 2, not {rotation!r}")
        if is_triple(tile):
            rotation = 0
        row, col = int(cell[0]), int(cell[1])
        move = _plays[key] = Move(MoveKind.PLAY, tile, cell=(row, col), rotation=rotation,
                                  corners=orient(tile, rotation),
                                  text=f"{tile_text(tile)}@{row},{col}r{rotation}")
    return move


_MOVE = re.compile(r"(\d-\d-\d)@(-?\d+),(-?\d+)r(\d)")


def parse_move(text: str) -> Move:
    """The inverse of str(move). Raises ValueError with a message on anything malformed."""
    word = parse_word(text)
    if word is not None:
        return word
    m = _MOVE.fullmatch(text.strip())
    if not m:
        raise ValueError(Message("not a Triangles move: {text} (like 0-1-2@3,-1r2, draw or pass)", text=repr(text)))
    tile = parse_tile(m[1])
    if tile_text(tile) != m[1]:
        raise ValueError(Message("not a move: {text} (write the tile smallest first: {tile})", text=repr(text),
                                 tile=tile_text(tile)))
    if m[4] not in "012":
        raise ValueError(Message("not a move: {text} (the rotation is r0, r1 or r2)", text=repr(text)))
    return play(tile, (int(m[2]), int(m[3])), int(m[4]))
