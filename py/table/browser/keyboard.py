"""Keyboard play: Tab between areas, arrow keys within one, Enter/Space to act, Escape to step back.

- The hand is one Tab stop (a roving tabindex): the arrow keys (and Home/End) move between its tiles,
  Enter or Space plays the focused tile (or selects it when it fits both ends).
- The open ends are enabled only when the selected tile fits there; an arrow goes to the end it
  points at (Left to L, Up to the spinner's U arm), else to the next enabled end around.
- The toolbar (help, pause, theater, fullscreen) is one Tab stop too, with Left/Right inside it.
- Other boards (a grid of spots, trains, Chicken Foot's arms) get the same treatment through ROVING:
  each entry is a container whose focusable children form one Tab stop with arrow-key movement.
- When a move removes the focused button (it is re-rendered or gone), the focus goes to the next
  sensible control instead of falling to the page's body.

The page's one key listener hands each key here after the table has had its say (actions.on_key).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from table.jsvalues import absent, shown
from table.flow.listener import Listener

if TYPE_CHECKING:
    from table.boards.base import Board
    from table.flow.ports import Page
    from table.flow.session import Session

# container selector -> selector of its items (in the container)
ROVING = {
    "[data-hand]": "[data-tile]",
    "#table-tools": "button[data-action]:not([hidden])",
    "[data-grid]": "[data-spot]:not([disabled])",
    "[data-trains]": "[data-train-end]",
    "[data-arms]": "[data-arm-end]",
}
NEXT = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}
# The open ends an arrow points at, and their order around the table (line games have L and R only).
ARROW_END = {"ArrowLeft": "L", "ArrowRight": "R", "ArrowUp": "U", "ArrowDown": "D"}
AROUND = ("L", "U", "R", "D")


class Table(Protocol):
    """What the keyboard reads of the controller: the screen and the board shown."""

    @property
    def session(self) -> Session: ...

    @property
    def board(self) -> Board: ...


class Keyboard(Listener):
    def __init__(self, ctl: Table, page: Page) -> None:
        self.ctl = ctl
        self.page = page
        self.doc = page.doc

    # ---- roving tab stops -------------------------------------------------------------------------

    def items(self, container_sel: str) -> tuple[Any, list[Any]]:
        container = self.doc.querySelector(container_sel)
        if absent(container):
            return None, []
        return container, list(container.querySelectorAll(ROVING[container_sel]))

    def on_render(self) -> None:
        for sel in ROVING:
            self.sync(sel)

    def sync(self, sel: str, focus: Any = None) -> None:
        """Exactly one item of the container is in the Tab order: the focused, selected or first
        playable one."""
        container, items = self.items(sel)
        if not items:
            return
        active = self.doc.activeElement
        pick = focus
        if pick is None:
            for test in (lambda e: e == active,
                         lambda e: e.getAttribute("aria-pressed") == "true",
                         lambda e: e.getAttribute("tabindex") == "0",
                         lambda e: e.getAttribute("data-playable") == "true"):
                pick = next((e for e in items if test(e)), None)
                if pick is not None:
                    break
        pick = pick or items[0]
        for e in items:
            want = "0" if e == pick else "-1"
            if e.getAttribute("tabindex") != want:
                e.setAttribute("tabindex", want)

    # ---- keys -------------------------------------------------------------------------------------

    def on_key(self, event: Any) -> None:
        key = event.key
        if event.altKey or event.ctrlKey or event.metaKey:
            return
        target = self.doc.activeElement
        if key == "Escape":
            # The table dropped a chosen tile on Escape just before: keep the focus in the game.
            self.page.later(0, self.refocus)
            return
        if key not in NEXT and key not in ("Home", "End"):
            return
        if absent(target) or not hasattr(target, "closest"):
            return
        if target.matches("[data-end]"):
            end = self.next_end(target, key)
            if end is not None:
                end.focus()
                event.preventDefault()
            return
        for sel, item_sel in ROVING.items():
            container = target.closest(sel)
            if absent(container) or not target.matches(item_sel):
                continue
            items = list(container.querySelectorAll(item_sel))
            if not items:
                return
            i = next((n for n, e in enumerate(items) if e == target), 0)
            if key == "Home":
                j = 0
            elif key == "End":
                j = len(items) - 1
            else:
                j = (i + NEXT[key]) % len(items)
            self.sync(sel, items[j])
            items[j].focus()
            event.preventDefault()
            return

    def next_end(self, target: Any, key: str) -> Any:
        """The open end an arrow key goes to: the one it points at (Left the L end, Up the spinner's
        U arm...) when the chosen tile fits there, else the next or previous enabled end around."""
        enabled = list(self.doc.querySelectorAll("[data-end]:not([disabled])"))
        if not enabled:
            return None
        names = [e.getAttribute("data-end") for e in enabled]
        if ARROW_END.get(key) in names:
            return enabled[names.index(ARROW_END[key])]
        order = sorted(enabled, key=lambda e: AROUND.index(e.getAttribute("data-end") or "L"))
        if key == "Home":
            return order[0]
        if key == "End":
            return order[-1]
        at = next((n for n, e in enumerate(order) if e == target), 0)
        return order[(at + NEXT[key]) % len(order)]

    def on_phase(self) -> None:
        self.refocus()

    def refocus(self) -> None:
        """If the focus fell to the body, or stayed on a control no longer shown (a screen switched,
        a dialog closed whose opener is gone), put it on the next sensible control: during a game
        the chosen end, the hand, Draw or Pass; on the menu, come back to from a game, Continue,
        else New game."""
        active = self.doc.activeElement
        body = absent(active) or active.tagName == "BODY"
        if not body and shown(active):
            return
        s = self.ctl.session
        if s.phase == "menu" and not body:  # left from a game (a page just loaded keeps its focus)
            candidates: tuple[str, ...] = ('[data-action="continue"]', '[data-action="new-game"]')
        elif s.phase == "playing" and s.match is not None:
            candidates = self.ctl.board.focus_order()
        else:
            return
        for sel in candidates:
            node = self.doc.querySelector(sel)
            if shown(node):
                node.focus()
                return
