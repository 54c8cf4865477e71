"""A tile of the hand dragged onto the board, the one gesture that is not a click (page.py feeds it
the document's pointer events).

A press on a tile of the hand that moves further than a few pixels becomes a drag: a ghost of the
tile follows the pointer and the board's target under it is lit. Released on a target, it is handed
on as a drop (that tile chosen, then that target tapped); released anywhere else, nothing happens.
A press that does not move stays a tap, for the click listener. Mouse, pen and touch alike.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from table.jsvalues import absent

DRAG_PX = 8          # a press that moves further is a drag
LIFT_PX = 12         # a tile dragged by a finger rides this far above it, where the finger hides nothing
HAND_TILE = "[data-hand] [data-tile]"
OVER = "data-drop"   # the attribute of the target under a dragged tile


class HandDrag:
    def __init__(self, doc: Any, targets: Callable[[], str], drop: Callable[[str, Any], object],
                 lifted: Callable[[str], object] = lambda text: None) -> None:
        self.doc = doc
        self.targets = targets      # () -> the board's targets (a CSS selector), "" for none
        self.drop = drop            # (tile text, target element) -> None
        self.lifted = lifted        # (tile text) -> None: a drag began (a board may show its places)
        # (pointer id, x, y, tile element) of a press on a hand tile
        self.press: tuple[Any, float, float, Any] | None = None
        self.ghost: Any = None      # the tile's image following the pointer, while dragging
        self.grab = (0.0, 0.0)      # where on the tile it was held
        self.over: Any = None       # the lit target
        self.dropped = False        # a drag ended: the click it may cause is not a tap

    def handle(self, event: Any) -> None:
        kind = event.type
        if kind == "pointerdown":
            self.down(event)
        elif self.press is None or event.pointerId != self.press[0]:
            return
        elif kind == "pointermove":
            self.move(event)
        elif kind == "pointerup":
            self.up(event)
        else:
            self.stop()

    def swallow(self, detail: int) -> bool:
        """True for the click a drag's release causes (a key's click, detail 0, is never one)."""
        if self.dropped and detail > 0:
            self.dropped = False
            return True
        return False

    def down(self, event: Any) -> None:
        self.stop()
        self.dropped = False
        target = event.target
        if event.button != 0 or absent(target) or not hasattr(target, "closest") or not self.targets():
            return
        tile = target.closest(HAND_TILE)
        if not absent(tile):
            self.press = (event.pointerId, float(event.clientX), float(event.clientY), tile)

    def move(self, event: Any) -> None:
        assert self.press is not None  # handle() moves only a press it holds
        _, x0, y0, tile = self.press
        x, y = float(event.clientX), float(event.clientY)
        if self.ghost is None:
            if (x - x0) ** 2 + (y - y0) ** 2 < DRAG_PX * DRAG_PX:
                return
            self.lift(tile, x0, y0, str(event.pointerType) == "touch")
        event.preventDefault()
        self.ghost.style.transform = f"translate({x - self.grab[0]:.0f}px, {y - self.grab[1]:.0f}px)"
        self.light(self.target_at(x, y))

    def up(self, event: Any) -> None:
        assert self.press is not None  # handle() lifts only a press it holds
        _, _, _, tile = self.press
        if self.ghost is None:
            self.press = None
            return
        target = self.target_at(float(event.clientX), float(event.clientY))
        text = str(tile.getAttribute("data-tile"))
        self.stop()
        self.dropped = True
        if target is not None:
            self.drop(text, target)

    def lift(self, tile: Any, x0: float, y0: float, finger: bool = False) -> None:
        """The ghost: the tile's face, at its size, under the pointer where it was held (above a
        finger: the place it goes to stays in sight)."""
        box = tile.getBoundingClientRect()
        if finger:
            self.grab = (float(box.width) / 2, float(box.height) + LIFT_PX)
        else:
            self.grab = (x0 - float(box.left), y0 - float(box.top))
        ghost = self.doc.createElement("div")
        ghost.className = "drag-ghost"
        ghost.setAttribute("aria-hidden", "true")
        ghost.style.width = f"{float(box.width):.0f}px"
        ghost.style.height = f"{float(box.height):.0f}px"
        face = tile.querySelector(".face")
        if not absent(face):
            ghost.appendChild(face.cloneNode(True))
        self.doc.body.appendChild(ghost)
        tile.classList.add("lifted")
        self.ghost = ghost
        self.lifted(str(tile.getAttribute("data-tile")))

    def target_at(self, x: float, y: float) -> Any:
        """The board's target under the point, or None."""
        node = self.doc.elementFromPoint(x, y)
        selector = self.targets()
        if absent(node) or not selector or not hasattr(node, "closest"):
            return None
        found = node.closest(selector)
        return None if absent(found) else found

    def light(self, target: Any) -> None:
        if self.over is not None and (target is None or not self.over.isSameNode(target)):
            self.over.removeAttribute(OVER)
            self.over = None
        if target is not None and self.over is None:
            target.setAttribute(OVER, "true")
            self.over = target

    def stop(self) -> None:
        """Put the tile back: no ghost, nothing lit."""
        self.light(None)
        if self.ghost is not None:
            self.ghost.remove()
            self.ghost = None
        if self.press is not None:
            self.press[3].classList.remove("lifted")
        self.press = None
