"""The table controller: the session's one owner (table_owner.py), its turn loop (turn_loop.py)
and the page's events (inputs.py), plus the one path that starts a game and the way back to the
menu. Every named action of the page reaches it once, through `act` (actions.py's table); every
intent of a board once, through `do`.
"""

from __future__ import annotations

from table.boards import board_for
from table.boards.base import CLEAR
from table.flow.actions import table
from table.flow.inputs import Inputs
from table.flow.parts import Parts
from table.flow.ports import Page, ViewportFor
from table.flow.session import Session
from table.flow.setups import Setup


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

    # ---- starting a game and leaving it ----------------------------------------------------------

    def start(self, setup: Setup) -> None:
        """The one path that puts a game on the table: a new game, the Daily match, Continue (a
        saved game, also one taken over from another tab) and a tutorial lesson."""
        s = self.session
        self.cancel_timer()
        self.page.close_round()
        aside = None
        if setup.lesson is not None:  # the table's own game comes back after the lessons
            aside = s.aside if s.lesson is not None else (s.match, s.cfg, s.names, s.last, s.fresh)
        self._set(match=setup.match, cfg=setup.cfg, names=setup.names, last=setup.last or "", fresh=setup.fresh,
                  lesson=setup.lesson, aside=aside, note="", hint=None, **CLEAR,
                  games=s.games + (setup.kind == "new"),
                  viewer=0 if setup.cfg["mode"] == "computer" else None)
        self.page.body_attr("data-mode", str(setup.cfg["mode"]))
        self.page.body_attr("data-lesson", setup.lesson)
        self.use_board(fresh=setup.kind != "restore")
        if setup.lesson is None:
            self.parts.saves.own()
        if setup.dealt:
            self.start_hand(setup.last)
        else:
            self._set(gen=self.session.gen + 1)
            self.page.forget()
            self.advance()
        if setup.kind in ("new", "daily"):  # the portal hears of it; a first-time card may show
            for part in self.parts.listeners:
                part.on_game_start()

    def use_board(self, fresh: bool) -> None:
        """The board of the session's variant, and a fresh view of it for a new game."""
        variant = str(self.session.cfg.get("variant") or "draw")
        board = board_for(variant)
        if fresh or board.kind != self.board.kind:
            self.viewport = self.viewports(board.kind, self.page.doc)
        self.board = board
        self.page.body_attr("data-variant", variant)
        self.page.body_attr("data-board", board.kind)

    def to_menu(self) -> None:
        s = self.session
        if s.lesson is not None:
            if s.aside is None:
                raise ValueError("a lesson keeps the table's own game aside")
            match, cfg, names, last, fresh = s.aside
            self._set(match=match, cfg=cfg, names=names, last=last, fresh=fresh, lesson=None, aside=None)
            self.parts.tutorial.close(str(cfg.get("mode") or "computer"))
            self.use_board(fresh=True)
        self.cancel_timer()
        self._set(gen=self.session.gen + 1)
        self.page.close_round()
        self.set_phase("menu")  # the menu offers Continue while a game is saved
