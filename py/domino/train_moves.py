"""Moves of Mexican Train: small frozen values with a text form that round-trips.

    "4-9@0"        lay the 4-9 on seat 0's train (seats count from 0; the tile in canonical order)
    "4-9@mexican"  lay the 4-9 on the Mexican train
    "draw"         take one tile from the boneyard
    "pass"         end the turn without playing (the passer's train gets a marker)

Trains are named absolutely, never "@me", so a saved game means the same thing to every seat.
The tile is written low-high; parse_move also accepts "9-4@0". How the tile is turned on the
train follows from the open end, so the move need not say it. Moves are interned.
"""
from __future__ import annotations

from dataclasses import dataclass

from .tiles import Tile, parse_tile, tile_text
from .train import MEXICAN


@dataclass(frozen=True, slots=True)
class TrainMove:
    kind: str                     # "play" | "draw" | "pass"
    tile: Tile | None = None      # canonical (a, b), a <= b, for plays
    train: int | str | None = None  # a seat or MEXICAN, for plays

    def __str__(self) -> str:
        if self.kind != "play":
            return self.kind
        return f"{tile_text(self.tile)}@{self.train}"

    def __repr__(self) -> str:
        return f"TrainMove({str(self)!r})"


DRAW = TrainMove("draw")
PASS = TrainMove("pass")
_plays: dict[tuple, TrainMove] = {}


def play(tile: Tile, train: int | str) -> TrainMove:
    """The interned move laying `tile` (canonical order) on `train` (a seat or MEXICAN)."""
    key = (tile, train)
    move = _plays.get(key)
    if move is None:
        if train != MEXICAN and (isinstance(train, bool) or not isinstance(train, int) or train < 0):
            raise ValueError(f"a train is a seat number or {MEXICAN!r}, not {train!r}")
        move = _plays[key] = TrainMove("play", tile, train)
    return move


def parse_move(text: str) -> TrainMove:
    """The inverse of str(move). Raises ValueError with a message on anything malformed.

    Whether the seat exists in this game is the state's business (its parse_move checks it).
    """
    if not isinstance(text, str):
        raise ValueError(f"a move is written as text, not {type(text).__name__}")
    word = text.strip()
    if word == "draw":
        return DRAW
    if word == "pass":
        return PASS
    tile_part, sep, train = word.partition("@")
    if not sep:
        raise ValueError(f"not a move: {text!r} (name the train: '4-9@0' or '4-9@mexican')")
    train = train.strip().lower()
    if train != MEXICAN:
        if not train.isdigit():
            raise ValueError(f"not a move: {text!r} (a train is a seat number or 'mexican')")
        train = int(train)
    try:
        tile = parse_tile(tile_part)
    except ValueError:
        raise ValueError(f"not a move: {text!r}") from None
    return play(tile, train)
