"""Moves of the line games, and their text (round-trips through parse_move):

    "6-6"             lay a tile on an empty table (the opening)
    "3-5:L", "3-5:R"  add a tile at the left or right end (either way round: "5-3:L" is the same)
    "draw", "pass"    take one tile from the stock; pass

Plays are interned, so comparing and hashing them in search is cheap.
"""
from __future__ import annotations

from ...core.moves import Move, MoveKind, parse_word
from ...core.tiles import Tile, parse_tile, tile_text

ENDS = ("L", "R")
_plays: dict[tuple[Tile, str | None], Move] = {}


def play(tile: Tile, end: str | None = None) -> Move:
    """The interned move laying `tile` (canonical order) at `end` (None: the opening)."""
    key = (tile, end)
    move = _plays.get(key)
    if move is None:
        if end not in (None, "L", "R"):
            raise ValueError(f"end must be L or R, not {end!r}")
        text = tile_text(tile)
        move = _plays[key] = Move(MoveKind.PLAY, tile, end=end, text=f"{text}:{end}" if end else text)
    return move


def parse_move(text: str) -> Move:
    """The inverse of str(move). Raises ValueError with a message on anything malformed."""
    word = parse_word(text)
    if word is not None:
        return word
    tile_part, sep, end = text.strip().partition(":")
    if sep and end not in ENDS:
        raise ValueError(f"not a move: {text!r} (the end must be L or R)")
    try:
        tile = parse_tile(tile_part)
    except ValueError:
        raise ValueError(f"not a move: {text!r}") from None
    return play(tile, end if sep else None)
