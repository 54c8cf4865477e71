"""Starting a game and leaving it: the one path that puts a game on the table (a new game, the
Daily match, Continue, a tutorial lesson), the board for its variant, and the way back to the menu.
"""

from __future__ import annotations

from domino.core import catalog
from table.boards import board_for
from table.boards.base import CLEAR
from table.flow.setups import Setup, names_for
from table.storage.settings import NAME_KEYS
from table.flow.turn_loop import TurnLoop


class Starting(TurnLoop):

    def start(self, setup: Setup) -> None:
        """The one path that puts a game on the table: a new game, the Daily match, Continue (a
        saved game, also one taken over from another tab) and a tutorial lesson. Between games (a
        new one, the Daily) a portal's break may come first (gameplay.py)."""
        if setup.kind in ("new", "daily"):
            self.parts.gameplay.between(lambda: self.put_on_table(setup))
        else:
            self.put_on_table(setup)

    def put_on_table(self, setup: Setup) -> None:
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
        variant = str(self.session.cfg.get("variant") or catalog.FIRST)
        board = board_for(variant)
        if fresh or board.kind != self.board.kind:
            self.viewport = self.viewports(board.kind, self.page.doc)
        self.board = board
        self.page.body_attr("data-variant", variant)
        self.page.body_attr("data-board", board.kind)

    def respeak(self) -> None:
        """The player's language changed: the seats' names said in it, and the table drawn again."""
        s = self.session
        if s.match is None:
            return
        typed = [s.cfg.get(key, "") for key in NAME_KEYS]
        self._set(names=names_for(str(s.cfg.get("mode") or "computer"), len(s.names), typed))
        self.render()

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
