"""Moves of All Fives, and their text (round-trips through parse_move), as in the line games:

    "6-6"             the opening tile
    "3-5:L", "3-5:R"  a tile at the left or right end of the line (the spinner's sides once it is down)
    "3-5:U", "3-5:D"  a tile on the spinner's ends, up and down, once both its sides hold a tile
    "draw", "pass"    take one tile from the stock; pass

Plays are interned (core.moves.end_play), so comparing and hashing them in search is cheap.
"""
from __future__ import annotations

from ...core.moves import Move, end_play, parse_end_play
from ...core.tiles import Tile
from .layout import ARMS


def play(tile: Tile, end: str | None = None) -> Move:
    """The interned move laying `tile` (canonical order) at `end` (None: the opening)."""
    if end is not None and end not in ARMS:
        raise ValueError(f"end must be L, R, U or D, not {end!r}")
    return end_play(tile, end)


def parse_move(text: str) -> Move:
    """The inverse of str(move). Raises ValueError with a message on anything malformed."""
    return parse_end_play(text, ARMS)
