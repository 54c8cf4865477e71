"""The board's view on the page: what a board needs done to the DOM after it is drawn, kept apart
from the boards (board.py), which only draw and map input to intents. `Viewport` is what every
board's view does (a tile that travels, the tile just placed arriving); viewports.py gives each
kind of board its own.

A viewport holds no game state: where the view of the board is (pan and zoom on Triangles), which
trains were scrolled to their end. The controller makes one per game, resets it when the choice on
screen is dropped, and hands it the "view" a board's containers returned.
"""

from __future__ import annotations

from typing import Any

from table.browser.travel import Travel
from table.jsvalues import absent


class Viewport:
    def __init__(self, doc: Any) -> None:
        self.doc = doc
        self.travel = Travel(doc)   # a tile seen going where a move put it (travel.py)

    def reset(self) -> None:
        """The choice on screen was dropped (a move, a new hand, another viewer)."""
        self.travel.drop()

    def played(self, seat: int, tile: str, from_hand: bool) -> None:
        self.travel.played(seat, tile, from_hand)

    def drew(self, seat: int, tile: str | None) -> None:
        self.travel.drew(seat, tile)

    def arrive(self) -> None:
        """The tile just placed comes into its place: it travels from where it was (travel.py),
        else, when that is not known, it fades in (CSS; body[data-anim] sets the speed of both).

        Called once, on the render right after the move: the class is set on that render's
        element only, so a later render that rewrites the board draws the tile at rest, and one
        that leaves the board as it was does not restart the animation."""
        node = self.doc.querySelector("#chain [data-placed], #board [data-placed]")
        if not absent(node) and not self.travel.carries():
            node.classList.add("arriving")

    def after_render(self, view: object = None) -> None:
        """DOM touch-ups after the containers are written (scroll positions, the view box)."""

    def felt(self) -> tuple[int, int] | None:
        """The board's room on the felt, (width, height) in px, for a board drawn to fit it; None
        for a board that is not (or while it is not laid out)."""
        return None

    def pointer(self, event: Any) -> None:
        """pointerdown/move/up/cancel on the board container."""

    def ends_drag(self, keyboard: bool) -> bool:
        """True for the click that ends a drag of the board: it places nothing."""
        return False

    def zoom(self, how: str) -> bool:
        return True

    def pan(self, dx: float, dy: float) -> bool:
        return False
