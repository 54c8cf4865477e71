"""The boards by variant name: `board_for(variant)` gives the board that draws that variant's table
and maps the taps and keys on it to intents (base.py has the protocol). Which board a variant is
played on is the engine catalog's `board`, a Board's `kind`."""

from __future__ import annotations

from domino.core.catalog import OFFERED
from table.boards.base import CONTAINERS, AnyBoard, Board
from table.boards.chickenfoot import ChickenBoard
from table.boards.line import LineBoard
from table.boards.spinner import SpinnerBoard
from table.boards.trains import TrainBoard
from table.boards.triangles import TriBoard

KINDS: dict[str, type[AnyBoard]] = {cls.kind: cls for cls in (LineBoard, TrainBoard, TriBoard, SpinnerBoard,
                                                                   ChickenBoard)}
BOARDS: dict[str, type[AnyBoard]] = {name: KINDS[entry.board] for name, entry in OFFERED.items()}
_MADE: dict[str, AnyBoard] = {}

__all__ = ["BOARDS", "CONTAINERS", "AnyBoard", "Board", "board_for"]


def board_for(variant: str) -> AnyBoard:
    """The board of `variant` (boards hold no state, so one of each serves every game)."""
    board = _MADE.get(variant)
    if board is None:
        try:
            cls = BOARDS[variant]
        except KeyError:
            raise ValueError(f"no table for the variant {variant!r}") from None
        board = _MADE[variant] = cls(variant)
    return board
