"""The boards by variant name: `board_for(variant)` gives the board that draws that variant's table
and maps the taps and keys on it to intents (board.py has the protocol)."""

from __future__ import annotations

from table.boards.base import CONTAINERS, Board
from table.boards.line import LineBoard
from table.boards.trains import TrainBoard
from table.boards.triangles import TriBoard

BOARDS: dict[str, type[Board]] = {"draw": LineBoard, "block": LineBoard, "mexican": TrainBoard,
                                  "triangles": TriBoard}
_MADE: dict[str, Board] = {}

__all__ = ["BOARDS", "CONTAINERS", "Board", "board_for"]


def board_for(variant: str) -> Board:
    """The board of `variant` (boards hold no state, so one of each serves every game)."""
    board = _MADE.get(variant)
    if board is None:
        try:
            cls = BOARDS[variant]
        except KeyError:
            raise ValueError(f"no table for the variant {variant!r}") from None
        board = _MADE[variant] = cls(variant)
    return board
