"""Moves of Mexican Train, and their text (round-trips through parse_move):

    "4-9@0"        lay the 4-9 on seat 0's train (seats count from 0; the tile in canonical order)
    "4-9@mexican"  lay the 4-9 on the Mexican train
    "draw"         take one tile from the boneyard
    "pass"         end the turn without playing (the passer's train gets a marker)

Trains are named absolutely, never "@me", so a saved game means the same thing to every seat.
The tile is written low-high; parse_move also accepts "9-4@0". How the tile is turned on the
train follows from the open end, so the move need not say it. Plays are interned.
"""
from __future__ import annotations

from ...core.messages import Message
from ...core.moves import Move, MoveKind, parse_word
from ...core.tiles import Tile, parse_tile, tile_text

MEXICAN = "mexican"
_plays: dict[tuple[Tile, int | str], Move] = {}


def play(tile: Tile, train: int | str) -> Move:
    """The interned move laying `tile` (canonical order) on `train` (a seat or MEXICAN)."""
    key = (tile, train)
    move = _plays.get(key)
    if move is None:
        if train != MEXICAN and (isinstance(train, bool) or not isinstance(train, int) or train < 0):
            raise ValueError(f"a train is a seat number or {MEXICAN!r}, not {train!r}")
        move = _plays[key] = Move(MoveKind.PLAY, tile, train=train, text=f"{tile_text(tile)}@{train}")
    return move


def parse_move(text: str) -> Move:
    """The inverse of str(move). Raises ValueError with a message on anything malformed.

    Whether the seat exists in this game is the state's business (its parse_move checks it).
    """
    word = parse_word(text)
    if word is not None:
        return word
    tile_part, sep, name = text.strip().partition("@")
    if not sep:
        raise ValueError(Message("not a move: {text} (name the train: '4-9@0' or '4-9@mexican')", text=repr(text)))
    name = name.strip().lower()
    train: int | str = MEXICAN
    if name != MEXICAN:
        if not name.isdigit():
            raise ValueError(Message("not a move: {text} (a train is a seat number or 'mexican')", text=repr(text)))
        train = int(name)
    try:
        tile = parse_tile(tile_part)
    except ValueError:
        raise ValueError(Message("not a move: {text}", text=repr(text))) from None
    return play(tile, train)
