"""Starting a game from the menu and the panel: New game, the Daily match, Continue (also taking a
game over from another tab) and Restart.

Each builds a Setup (setups.py) and hands it to the controller's one start path. Only one game is
saved at a time and it is played in one tab at a time: a new game or the Daily asks first while the
saved game is unfinished with a tile down (leaving it counts as a loss against the computer), or
while another open tab plays it; Continue asks before taking the game over. Restart asks first too,
with its price, once a tile is down. A reload never leaves a game: the save goes on from its move.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

from table.render import match_length as lengths
from table.flow import setups
from table.flow import coin_tools as tools
from table.flow.session import ENDED
from table.language.catalogue import said
from table.storage import profile as PR
from table.render.screens import NOTICES, leave_notice, notice_html, restart_notice

if TYPE_CHECKING:
    from table.flow.session import TableMatch
    from table.flow.menu import MenuForm
    from table.flow.ports import Page
    from table.flow.session import Session
    from table.flow.settings_panel import Preferences
    from table.storage.coins import Coins
    from table.storage.saves import Saves


def tiles_down(match: TableMatch) -> int:
    """Tiles anyone has put down in the whole match (every hand so far)."""
    return sum(1 for g in match.games for _, m in g.history if m.kind == "play")


def at_stake(match: TableMatch, cfg: Mapping[str, object] | None = None) -> bool:
    """Leaving or restarting `match` loses something: it is unfinished and a tile is down, or was
    (`cfg` marked "staked": Undo taking back every tile never makes leaving free)."""
    staked = cfg is not None and cfg.get("staked") is True
    return not match.is_over and (staked or tiles_down(match) > 0)


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
        if s.phase in ENDED and s.match is not None:
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
            menu.error(f"Can't start that game: {said(exc)}")
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
        # The checked date, not the DOM's; only today's Daily is recorded, another day's is practice,
        # and so is today's once it or a later day is recorded (the menu words it by the same rule).
        coins = self.parts.coins
        practice = replay or not PR.daily_counts(coins.profile, menu.daily_day, coins.daily_today)
        self.ctl.start(setups.daily(menu.daily_day, practice))

    def may_replace(self, then: str) -> bool:
        """A new game replaces the saved one. While that game is at stake, or another open tab
        is playing it, ask first (`then`, the start the player chose, is carried out on yes)."""
        elsewhere = self.parts.saves.played_elsewhere()
        left = self.left_behind()
        if left is None and not elsewhere:
            return True
        kind = "replace" if elsewhere else "leave"
        notice = (NOTICES["replace"] if left is None
                  else leave_notice(self.would_record(*left), elsewhere, str(left[0].get("daily", ""))))
        self.ctl.page.open_panel(notice_html(*notice), kind, then=then)
        return False

    def replace(self, then: str | None) -> None:
        """Yes to a question: the game left behind is recorded as left, then `then` is done."""
        self.ctl.page.close_panel()
        if then == "restart":
            self.restart(asked=True)
            return
        if then not in ("new-game", "daily", "daily-replay"):
            return
        self.record_left()
        if then == "new-game":
            self.new_game()
        else:
            self.daily(then == "daily-replay")

    def left_behind(self) -> tuple[Mapping[str, object], TableMatch] | None:
        """The saved game a new start would end, with its settings, while it is at stake."""
        s, saves = self.ctl.session, self.parts.saves
        if not saves.saved():
            return None
        if s.match is not None and s.lesson is None and saves.written is not None and saves.still_mine():
            left: tuple[Mapping[str, object], TableMatch] = (s.cfg, s.match)  # this tab's game: no replay
        else:
            loaded = saves.load()
            if loaded is None:
                return None
            left = (loaded[0]["table"]["cfg"], loaded[1])
        return left if at_stake(left[1], left[0]) else None

    def would_record(self, cfg: Mapping[str, object], match: TableMatch) -> str:
        """What leaving records, by the rule that records it: "loss", "daily" (today's Daily
        lost), "daily-of" (the Daily of its own day lost, the clock saying another day now) or ""
        (nothing: same device, a practice Daily, a game recorded already)."""
        coins = self.parts.coins
        trial = copy.deepcopy(coins.profile)
        rules = match.rules
        if not PR.record_left(trial, cfg, rules.variant, rules.players, match.scores, rules.partners):
            return ""
        day = cfg.get("daily")
        return "loss" if not day else "daily" if day == coins.daily_today else "daily-of"

    def record_left(self) -> None:
        """The game the player chose to leave counts as a loss against the computer (once)."""
        left = self.left_behind()
        if left is None:
            return
        cfg, match = left
        coins = self.parts.coins
        rules = match.rules
        coins.change(lambda p: PR.record_left(p, cfg, rules.variant, rules.players, match.scores, rules.partners),
                     always=False)

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

    def restart(self, asked: bool = False) -> None:
        """The same settings, a new deal (not for the Daily match); it costs once tiles are down.
        Once any tile is down it asks first, saying the price (`asked`: the player said yes)."""
        s = self.ctl.session
        if s.phase != "playing" or s.match is None or s.cfg.get("daily"):
            return
        price = tools.price(s, PR.restart_price(tools.tiles_played(s.match)))
        if not asked and at_stake(s.match):
            if PR.can_pay(self.parts.coins.profile, price):
                self.ctl.page.open_panel(notice_html(*restart_notice(price)), "restart", then="restart")
            return
        if not self.parts.coins.pay(price, always=False):
            return
        played = {**s.cfg, **lengths.menu_settings(s.match.rules)}  # the rules played, exactly
        self.parts.menu.choose({name: str(value) for name, value in played.items()})
        self.new_game()
