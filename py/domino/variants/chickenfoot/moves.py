"""Moves of Chicken Foot, and their text (round-trips through parse_move):

    "5-9@2"   lay the 5-9 on arm 2 (arms count from 0 in the order they were opened: the four
              spokes of the centre double are 0-3, each chicken foot's three toes the next three)
    "draw"    take one tile from the boneyard
    "pass"    end the turn without playing

Arms are named by number, never by where they lie on screen, so a saved game means the same
thing to every seat. The tile is written low-high; parse_move also accepts "9-5@2". Plays are
interned.
"""
from __future__ import annotations

from ...core.messages import Message
from ...core.moves import Move, MoveKind, parse_word
from ...core.tiles import Tile, parse_tile, tile_text

_plays: dict[tuple[Tile, int], Move] = {}


def play(tile: Tile, arm: int) -> Move:
    """The interned move laying `tile` (canonical order) on arm number `arm`."""
    key = (tile, arm)
    move = _plays.get(key)
    if move is None:
        if isinstance(arm, bool) or not isinstance(arm, int) or arm < 0:
            raise ValueError(f"an arm is a number from 0, not {arm!r}")
        move = _plays[key] = Move(MoveKind.PLAY, tile, arm=arm, text=f"{tile_text(tile)}@{arm}")
    return move


def parse_move(text: str) -> Move:
    """The inverse of str(move). Raises ValueError with a message on anything malformed.
    Whether the arm exists is the state's business (legality)."""
    word = parse_word(text)
    if word is not None:
        return word
    tile_part, sep, arm = text.strip().partition("@")
    arm = arm.strip()
    if not sep or not arm.isdigit():
        raise ValueError(Message("not a move: {text} (name the arm: '5-9@2')", text=repr(text)))
    try:
        tile = parse_tile(tile_part)
    except ValueError:
        raise ValueError(Message("not a move: {text}", text=repr(text))) from None
    return play(tile, int(arm))
