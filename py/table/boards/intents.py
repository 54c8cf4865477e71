"""What a tap or a key on a board asks for: small values the controller carries out, each in one
place (Controller.do). A board returns one of these, or None when the input means nothing to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping, Union

if TYPE_CHECKING:
    from domino import Move


@dataclass(frozen=True)
class Play:
    """Play this move: always one of the legal moves the board was handed."""
    move: Move


@dataclass(frozen=True)
class Select:
    """Change the choice on screen: some of selected, spot, turn, note (and the felt's room)."""
    changes: Mapping[str, object]


@dataclass(frozen=True)
class Zoom:
    """The board's view: "in", "out" or "fit"."""
    how: str


@dataclass(frozen=True)
class Pan:
    """Move the board's view by steps."""
    dx: int
    dy: int


@dataclass(frozen=True)
class Escape:
    """Drop the choice on screen."""


Intent = Union[Play, Select, Zoom, Pan, Escape]


def note(text: str) -> Select:
    """The intent that only says something."""
    return Select({"note": text})
