"""The table's tools: Hint, Undo and Restart, with their prices in coins against the computer
(free on a shared device), and the bar under the table that offers them.

Which tools are usable, at what price, and which move Undo takes back are decided here from the
session alone; the controller carries them out (docs/rules.md §6: the prices, same-device undo, a
hint paid when shown).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

from table.flow import setups
from table.language.catalogue import _, _n
from table.storage import settings as P
from table.storage import profile as PR
from table.render import screens
from table.render.markup import EMPTY, Markup

if TYPE_CHECKING:
    from domino import Move
    from domino.ai import Search
    from table.boards import AnyBoard
    from table.flow.ports import Job, Page, Thinker
    from table.flow.session import Session, TableMatch
    from table.flow.settings_panel import Preferences
    from table.storage.coins import Coins

Tool = tuple[str, str, int, bool, str]   # action, label, price, enabled, why not


class HintParts(Protocol):
    @property
    def coins(self) -> Coins: ...

    @property
    def thinker(self) -> Thinker: ...

    @property
    def prefs(self) -> Preferences: ...


class HintTable(Protocol):
    """What a hint asks of the controller."""

    @property
    def session(self) -> Session: ...

    @property
    def board(self) -> AnyBoard: ...

    @property
    def parts(self) -> HintParts: ...

    def render(self) -> None: ...

    def show_hint(self, hint: tuple[int, int, Move], choice: Mapping[str, object], note: str) -> None: ...


def tiles_played(match: TableMatch) -> int:
    """Tiles the person (seat 0) has put down in the whole match: Restart costs more the later it is."""
    return sum(1 for g in match.games for seat, m in g.history if seat == 0 and m.kind == "play")


def price(s: Session, coins: int) -> int:
    return coins if s.paid else 0


def suggesting(s: Session, prefs: P.Settings) -> bool:
    """The table marks the tiles that fit (Move suggestions; at Auto, against Easy and on a shared
    device only)."""
    level = s.cfg.get("level")
    return P.suggest_on(prefs, level if isinstance(level, str) else None, s.mode or "")


def hint_price(s: Session, board: AnyBoard, suggest: bool = True) -> int:
    """A hint costs coins against the computer, but nothing when there is only one move to make
    (one legal move, or one tile that plays the same wherever it goes): nothing to choose, so it
    only shows the way. Only where the table marks the tiles that fit (`suggest`), or where its
    prompt names the move (a forced opening): elsewhere a free hint would tell the player what the
    table does not, that they have one move."""
    if not s.paid or s.viewer is None:
        return 0
    legal = s.legal()
    if board.names_the_move(s, legal) or (suggest and board.choices(s, legal) <= 1):
        return 0
    return PR.HINT


def undo_index(s: Session) -> int | None:
    """Index in this hand's history of the move Undo takes back now, or None; never past the
    start of the hand.

    vs Computer: the person's last move, on their turn (the computer's replies after it go too).
    Same device: the last move, whoever made it (every seat is human), on a turn or on the
    hand-off screen, where the player who just moved still holds the device."""
    if s.match is None:  # on the menu: nothing to take back
        return None
    game = s.game
    hist = game.history
    if game.is_over or s.lesson is not None:
        return None
    if s.mode == "computer":
        if not s.my_turn():
            return None
        return next((i for i in range(len(hist) - 1, -1, -1) if hist[i][0] == 0), None)
    if s.phase not in ("playing", "handoff"):
        return None
    return len(hist) - 1 if hist else None


def take_back(match: TableMatch, idx: int) -> None:
    """Undo this hand's moves from move `idx` on (the engine replays the hand from its deal up to
    the move before: the exact earlier state)."""
    while len(match.game.history) > idx:
        match.undo()


def tool_list(s: Session, board: AnyBoard, coins: int, hint_running: bool, suggest: bool = True,
              rewards: bool = False) -> list[Tool]:
    """The tools usable now: (action, label, price, enabled, why not) each (`suggest`: the table
    marks the tiles that fit; `rewards`: the portal can show a rewarded ad, offered on the
    player's turn when a tool is short of coins)."""
    if s.phase not in ("playing", "handoff") or s.game.is_over:
        return []
    tools: list[Tool] = []
    paid = s.paid

    def afford(n: int) -> tuple[bool, str]:
        return (True, "") if coins >= n else (False, _n("Needs {count} coin", "Needs {count} coins", n))

    if s.my_turn():
        cost = hint_price(s, board, suggest)
        ok, why = afford(cost)
        if hint_running:
            tools.append(("hint", _("Thinking…"), 0, False, ""))
        else:
            label = _("Free hint") if paid and not cost else _("Hint")  # one legal move: say it costs nothing
            tools.append(("hint", label, cost, ok and s.hint_now() is None, why))
    undo = undo_index(s)
    if undo is not None:
        cost = PR.UNDO if paid else 0
        ok, why = afford(cost)
        seat = s.game.history[undo][0]
        label = _("Undo") if paid else _("Undo {name}'s move", name=s.names[seat])  # whose: the seat goes back to them
        tools.append(("undo", label, cost, ok, why))
    if s.phase == "playing" and not s.cfg.get("daily"):
        cost = PR.restart_price(tiles_played(s.table)) if paid else 0
        ok, why = afford(cost)
        tools.append(("restart", _("Restart"), cost, ok, why))
    if rewards and paid and s.my_turn() and any(short for *_, short in tools):
        tools.append(("earn", _n("Watch an ad for {count} coin", "Watch an ad for {count} coins", PR.AD_REWARD),
                      0, True, ""))
    return tools


def tools_html(s: Session, board: AnyBoard, coins: int, hint_running: bool, suggest: bool = True,
               rewards: bool = False) -> Markup:
    """The tools with the coins when they cost any: under the table, or on the hand-off card."""
    return screens.tools_html(coins if s.paid else None, tool_list(s, board, coins, hint_running, suggest, rewards))


class ToolBar:
    """Writes the tools under the table and lights the hinted move, after each render."""

    def __init__(self, page: Page, coins: Coins, prefs: Preferences) -> None:
        self.page, self.coins, self.prefs = page, coins, prefs

    def clear(self) -> None:
        self.page.put("tools", EMPTY)

    def after_render(self, s: Session, board: AnyBoard, hint_running: bool, rewards: bool = False) -> None:
        page = self.page
        if s.match is None:
            return
        if s.lesson is not None:  # no coins, hints or undo in a lesson
            self.clear()
            return
        suggest = suggesting(s, self.prefs.prefs)
        page.body_attr("data-suggest", "on" if suggest else "off")
        coins = self.coins.profile["coins"]
        # The hand-off card has its own.
        page.put("tools", EMPTY if s.phase == "handoff" else tools_html(s, board, coins, hint_running, suggest,
                                                                         rewards))
        page.unlight()
        hint = s.hint_now()
        if hint is None:
            return
        if hint.kind == "play" and hint.tile is not None:
            page.light('[data-hand] [data-tile="{}"]'.format("-".join(str(n) for n in hint.tile)))
            for sel in board.hint_targets(hint):  # the end, cell or train to play on
                page.light(sel)
        else:
            page.light(f'[data-action="{hint.kind}"]')


class Hints:
    """A hint: Expert's search over the person's position, in slices; paid when it is shown."""

    def __init__(self, ctl: HintTable) -> None:
        self.ctl = ctl
        self.job: Job | None = None   # the search under way

    def running(self) -> bool:
        """A hint is being worked out for this very position. One whose game moved on meanwhile
        (an undo, a restart, the menu) is dropped here: it stops without reporting back."""
        if self.job is not None and not self.job.alive():
            self.job.stop()
            self.job = None
        return self.job is not None

    def ask(self) -> None:
        ctl = self.ctl
        s = ctl.session
        if not s.my_turn() or self.running() or s.hint_now() is not None:
            return
        cost = hint_price(s, ctl.board, suggesting(s, ctl.parts.prefs.prefs))
        if not PR.can_pay(ctl.parts.coins.profile, cost):
            return
        gen, n = s.gen, len(s.game.history)

        def alive() -> bool:
            return ctl.session.gen == gen and len(ctl.session.game.history) == n

        def done(move: Move, _search: Search) -> None:
            self.job = None
            # Paid only when it is shown: a hint whose game moved on (undo, restart, menu) is free.
            if not (alive() and ctl.parts.coins.pay(cost)):
                return
            if move.kind == "play":  # the tile, and its end, cell and turn or train, on the board
                choice, note = ctl.board.hint(ctl.session, move, ctl.session.legal())
            else:
                choice, note = {}, _("Hint: draw.") if move.kind == "draw" else _("Hint: pass.")
            ctl.show_hint((gen, n, move), choice, note)

        seat = s.game.current_player
        self.job = ctl.parts.thinker.search(s.turn_view().obs, None, done, alive,
                                            setups.partner_level(s.cfg, s.table.rules, seat))
        ctl.render()
        self.job.start()
