"""Moves of the line games: small frozen values with a text form that round-trips.

"6-6" lays a tile on an empty table (the opening), "3-5:L" / "3-5:R" adds a tile at the left or
right end, "draw" takes one tile from the stock, "pass" passes. Moves are interned, so
comparing and hashing them in search is cheap.
"""
from __future__ import annotations

from dataclasses import dataclass

from .tiles import Tile, parse_tile, tile_text

ENDS = ("L", "R")


@dataclass(frozen=True, slots=True)
class Move:
    kind: str               # "play" | "draw" | "pass"
    tile: Tile | None = None
    end: str | None = None  # "L" | "R"; None for the opening tile

    def __str__(self) -> str:
        if self.kind != "play":
            return self.kind
        text = tile_text(self.tile)
        return f"{text}:{self.end}" if self.end else text

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"


DRAW = Move("draw")
PASS = Move("pass")
_plays: dict[tuple, Move] = {}


def play(tile: Tile, end: str | None = None) -> Move:
    """The interned move laying `tile` (canonical order) at `end`."""
    key = (tile, end)
    move = _plays.get(key)
    if move is None:
        if end not in (None, "L", "R"):
            raise ValueError(f"end must be L or R, not {end!r}")
        move = _plays[key] = Move("play", tile, end)
    return move


def parse_move(text: str) -> Move:
    """The inverse of str(move). Raises ValueError with a message on anything malformed."""
    if not isinstance(text, str):
        raise ValueError(f"a move is written as text, not {type(text).__name__}")
    word = text.strip()
    if word == "draw":
        return DRAW
    if word == "pass":
        return PASS
    tile_part, sep, end = word.partition(":")
    if sep and end not in ENDS:
        raise ValueError(f"not a move: {text!r} (the end must be L or R)")
    try:
        tile = parse_tile(tile_part)
    except ValueError:
        raise ValueError(f"not a move: {text!r}") from None
    return play(tile, end if sep else None)
