"""Moves of the line games, and their text (round-trips through parse_move):

    "6-6"             lay a tile on an empty table (the opening)
    "3-5:L", "3-5:R"  add a tile at the left or right end (either way round: "5-3:L" is the same)
    "draw", "pass"    take one tile from the stock; pass

Plays are interned (core.moves.end_play), so comparing and hashing them in search is cheap.
"""
from __future__ import annotations

from ...core.moves import Move, end_play, parse_end_play
from ...core.tiles import Tile

ENDS = ("L", "R")


def play(tile: Tile, end: str | None = None) -> Move:
    """The interned move laying `tile` (canonical order) at `end` (None: the opening)."""
    if end not in (None, *ENDS):
        raise ValueError(f"end must be L or R, not {end!r}")
    return end_play(tile, end)


def parse_move(text: str) -> Move:
    """The inverse of str(move). Raises ValueError with a message on anything malformed."""
    return parse_end_play(text, ENDS)
