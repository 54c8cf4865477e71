"""The table controller, built in layers by responsibility: the session's one owner and the screen
(table_owner.py), the turn loop (turn_loop.py), starting a game and leaving it (starting.py), the
page's events (inputs.py). Every named action of the page reaches it once, through `act`
(actions.py's table); every intent of a board once, through `do`.
"""

from __future__ import annotations

from table.flow.actions import table
from table.flow.inputs import Inputs
from table.flow.parts import Parts
from table.flow.ports import Page, ViewportFor
from table.flow.session import Session


class Controller(Inputs):
    def __init__(self, page: Page, session: Session, viewports: ViewportFor) -> None:
        super().__init__(page, session, viewports)
        self.actions = {}

    def attach(self, parts: Parts) -> None:
        """The parts made for this controller: its actions can be carried out from now on."""
        self.parts = parts
        self.actions = table(self)

    def pace(self, factor: float) -> None:
        """The computer's pace follows the animation's speed."""
        s = self.session
        self._set(delay=int(s.base_delay * factor))
        if s.match is not None and s.phase == "playing":
            self.render()
