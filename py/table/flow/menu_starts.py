"""Starting a game from the menu and the panel: New game, the Daily match, Continue (also taking a
game over from another tab) and Restart.

Each builds a Setup (setups.py) and hands it to the controller's one start path. Only one game is
saved at a time and it is played in one tab at a time: while another open tab plays the saved game,
a new game or the Daily asks first, and Continue asks before taking the game over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from table.render import match_length as lengths
from table.flow import setups
from table.flow import coin_tools as tools
from table.storage import profile as PR
from table.render.screens import NOTICES, notice_html

if TYPE_CHECKING:
    from table.flow.menu import MenuForm
    from table.flow.ports import Page
    from table.flow.session import Session
    from table.flow.settings_panel import Preferences
    from table.storage.coins import Coins
    from table.storage.saves import Saves


class StartParts(Protocol):
    @property
    def menu(self) -> MenuForm: ...

    @property
    def prefs(self) -> Preferences: ...

    @property
    def coins(self) -> Coins: ...

    @property
    def saves(self) -> Saves: ...


class StartTable(Protocol):
    """What a start asks of the controller: its one start path, and the way back to the menu."""

    @property
    def session(self) -> Session: ...

    @property
    def page(self) -> Page: ...

    @property
    def parts(self) -> StartParts: ...

    def cancel_timer(self) -> None: ...

    def set_phase(self, phase: str) -> None: ...

    def start(self, setup: setups.Setup) -> None: ...

    def to_menu(self) -> None: ...


class Starts:
    def __init__(self, ctl: StartTable) -> None:
        self.ctl = ctl

    @property
    def parts(self) -> StartParts:
        return self.ctl.parts

    def ask_new_game(self) -> None:
        s = self.ctl.session
        if s.phase in ("round-over", "match-over") and s.match is not None:
            # the summary's New game: another game like this one, as its button says
            self.parts.menu.choose(setups.again(s.cfg, s.match.rules))
        if self.may_replace("new-game"):
            self.new_game()

    def new_game(self) -> None:
        """A new game with the menu's settings (the menu says why when the engine refuses them)."""
        ctl, menu = self.ctl, self.parts.menu
        ctl.cancel_timer()
        ctl.page.close_round()
        menu.sync()
        s = ctl.session
        try:
            setup = setups.new_game(menu.settings(), s.seed, s.games, int(ctl.page.random() * 2147483647))
        except ValueError as exc:
            menu.error(f"Can't start that game: {exc}")
            ctl.set_phase("menu")
            return
        menu.error("")
        self.parts.prefs.remember_menu(menu.settings())
        ctl.start(setup)

    def ask_daily(self, replay: bool) -> None:
        if self.may_replace("daily-replay" if replay else "daily"):
            self.daily(replay)

    def daily(self, replay: bool) -> None:
        menu = self.parts.menu
        menu.error("")
        # The checked date, not the DOM's; only today's Daily is recorded, another day's is practice.
        practice = replay or menu.daily_day != self.parts.coins.daily_today
        self.ctl.start(setups.daily(menu.daily_day, practice))

    def may_replace(self, then: str) -> bool:
        """A new game replaces the saved one. While another open tab is playing that game, ask
        first (`then`, the start the player chose, is carried out on yes)."""
        if not self.parts.saves.played_elsewhere():
            return True
        self.ctl.page.open_panel(notice_html(*NOTICES["replace"]), "replace", then=then)
        return False

    def replace(self, then: str | None) -> None:
        self.ctl.page.close_panel()
        if then == "new-game":
            self.new_game()
        elif then in ("daily", "daily-replay"):
            self.daily(then == "daily-replay")

    def continue_game(self, ask: bool = True) -> None:
        """Continue the saved game from its latest move. While the tab that saved it is still open,
        the player is asked first (`ask`); taking it over stops that tab."""
        ctl, saves = self.ctl, self.parts.saves
        loaded = saves.load()
        if loaded is None:
            saves.lost = False
            ctl.to_menu()
            self.parts.menu.error("That game is no longer saved: it ended or was replaced in another tab.")
            return
        doc, match = loaded
        if ask and saves.open_elsewhere(doc):
            ctl.page.open_panel(notice_html(*NOTICES["take-over"]), "take-over")
            return
        ctl.page.close_panel()
        ctl.start(setups.restored(doc, match))

    def restart(self) -> None:
        """The same settings, a new deal (not for the Daily match); it costs once tiles are down."""
        s = self.ctl.session
        if s.phase != "playing" or s.match is None or s.cfg.get("daily"):
            return
        price = tools.price(s, PR.restart_price(tools.tiles_played(s.match)))
        if not self.parts.coins.pay(price, always=False):
            return
        played = {**s.cfg, **lengths.menu_settings(s.match.rules)}  # the rules played, exactly
        self.parts.menu.choose({name: str(value) for name, value in played.items()})
        self.new_game()
