"""The one owner of the table's session: the state every part reads, replaced only in `_set`, and
the screen it shows. The controller (controller.py) is built on it, through the turn loop
(turn_loop.py); no other class changes a Session.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import TYPE_CHECKING

from domino.core import catalog
from table.boards import AnyBoard, board_for
from table.flow.parts import Parts
from table.flow.ports import Page, Viewport, ViewportFor
from table.flow.session import ENDED, Session, settings
from table.render.markup import EMPTY
from table.render.screens import notice_html, stopped_html, tab_notice

if TYPE_CHECKING:
    from table.flow.review_state import ReviewState

FIELDS = frozenset(f.name for f in fields(Session))
MENU_ACTIONS = (("menu-new", "new-game"), ("menu-records", "records"), ("menu-settings", "settings"),
                ("menu-tutorial", "tutorial"))


class TableOwner:
    parts: Parts

    def __init__(self, page: Page, session: Session, viewports: ViewportFor) -> None:
        self.page = page
        self.session = session
        self.viewports = viewports      # a board kind -> its viewport on the page (browser.viewports)
        self.board: AnyBoard = board_for(catalog.FIRST)  # the menu's first game, until one is dealt
        self.viewport: Viewport = viewports(self.board.kind, page.doc)
        self.timer: int | None = None   # the computer's next move, scheduled (page.later's handle)

    def _set(self, **changes: object) -> None:
        """The one place the session changes: a new Session, the old one with `changes` (made
        directly, as dataclasses.replace costs tens of microseconds a call)."""
        if not changes.keys() <= FIELDS:
            raise TypeError(f"a Session has no {sorted(changes.keys() - FIELDS)}")
        if "cfg" in changes:
            cfg = changes["cfg"]
            if cfg is not None and not isinstance(cfg, Mapping):
                raise TypeError("a Session's cfg is a mapping")
            changes["cfg"] = settings(cfg)
        new = object.__new__(Session)
        new.__dict__.update(self.session.__dict__)
        new.__dict__.update(changes)
        self.session = new

    # ---- asked by the parts ---------------------------------------------------------------------

    def input(self, keyboard: bool | None = None, changed: bool | None = None) -> None:
        """How the person's last click came (a key on a button) and whether it changed the table."""
        changes = {} if keyboard is None else {"keyboard": keyboard}
        if changed is not None:
            changes["click_changed"] = changed
        if changes:
            self._set(**changes)  # one new Session for both

    def mute(self, muted: bool) -> None:
        self._set(muted=bool(muted))
        self.page.body_attr("data-muted", "" if muted else None)

    def set_review(self, review: ReviewState | None) -> None:
        self._set(review=review)  # the hand review's state (review.py draws it), None when closed

    def paused(self, reason: str) -> None:
        for part in self.parts.listeners:
            part.on_paused(reason)

    def resumed(self) -> None:
        for part in self.parts.listeners:
            part.on_resumed()

    # ---- the screen -----------------------------------------------------------------------------

    def set_phase(self, phase: str) -> None:
        """Switch screens. An action button is in the DOM only while it can be used, so each
        [data-action] names one element at a time (the dialog's New game / Menu, or the menu's)."""
        self._set(phase=phase, hint=None if phase != "playing" else self.session.hint)
        page = self.page
        page.phase(phase)
        menu = phase == "menu"
        for key, name in MENU_ACTIONS:
            page.action(key, name, menu)
        page.action("table-menu", "menu", phase == "playing")
        if phase != "handoff":
            page.put("handoff-body", EMPTY)
        if menu:
            self.parts.menu.show()
            self.parts.tools.clear()
        for part in self.parts.listeners:
            part.on_phase()

    def card_away(self, away: bool, reopen: bool = True) -> None:
        """The hand's card put away (to see the board, or closed for the lessons' list) or brought
        back: while it is away its buttons are out of reach, and the table's own Menu is the way out."""
        if self.session.phase not in ENDED:
            return
        self.page.round_aside(away, reopen)
        self.page.action("table-menu", "menu", away)

    def cancel_timer(self) -> None:
        if self.timer is not None:
            self.page.cancel(self.timer)
        self.timer = None
        self.page.body_attr("data-digging", None)
        self._set(pending=None)

    def lose(self) -> None:
        """Another tab is playing this game now: stop here and offer to take it back."""
        self.parts.saves.lost = True
        self.cancel_timer()
        self._set(gen=self.session.gen + 1)
        self.page.put("status", stopped_html())  # not "Your turn" under the notice
        if not self.page.panel_open:
            self.page.open_panel(notice_html(*tab_notice("stale")), "stale")
