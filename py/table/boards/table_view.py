"""What a board reads of the table's session (flow/session.py's Session conforms): the choice on
screen, whose hand is shown, the names, the game. Boards never import flow, so they name it here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from domino import Game, Move
    from domino.core.variant import Observation
    from domino.core.tiles import Tile
    from domino.variants.triangles.trigrid import Cell


class TableView(Protocol):
    @property
    def selected(self) -> Tile | None: ...     # the viewer's chosen tile

    @property
    def spot(self) -> Cell | None: ...         # where it goes, on a board that asks (Triangles)

    @property
    def turn(self) -> int: ...                 # which way round it goes there

    @property
    def felt(self) -> tuple[int, int] | None: ...   # the board's room in px, as last measured

    @property
    def viewer(self) -> int | None: ...        # the seat whose hand is on screen

    @property
    def person(self) -> int | None: ...        # the seat of the person at the screen (None: a shared device)

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def mode(self) -> str | None: ...          # "computer" or "local"

    @property
    def game(self) -> Game: ...                # the hand on the table

    def my_turn(self) -> bool: ...

    def whose_turn_note(self) -> str: ...

    def legal(self) -> list[Move]: ...

    def observed(self) -> Observation: ...     # the viewer's, read once per position
