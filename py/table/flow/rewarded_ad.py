"""A rewarded ad for coins, where the portal offers one (docs/rules.md §6): the player asks for it
(coin_tools offers it when a tool is short of coins, on their turn against the computer), the
table is held as in a break (gameplay.py), and the coins are paid only when the portal says the ad
played to the end. Either way the table says what came of it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

from table.language.catalogue import _, _n
from table.storage import profile as PR

if TYPE_CHECKING:
    from table.flow.ports import Breaks, Page
    from table.flow.session import Session
    from table.storage.coins import Coins


class EarnParts(Protocol):
    @property
    def coins(self) -> Coins: ...

    @property
    def gameplay(self) -> Breaks: ...


class EarnTable(Protocol):
    """What watching an ad asks of the controller."""

    @property
    def session(self) -> Session: ...

    @property
    def parts(self) -> EarnParts: ...

    @property
    def page(self) -> Page: ...

    def select(self, changes: Mapping[str, object]) -> None: ...


def watch(ctl: EarnTable) -> None:
    """The player asked for a rewarded ad: it runs, and pays AD_REWARD coins if it played to the end."""
    s = ctl.session
    if not s.paid or s.lesson is not None or not s.my_turn() or not ctl.parts.gameplay.rewards:
        return

    def settled(granted: bool) -> None:
        if granted:
            added = ctl.parts.coins.earn(PR.AD_REWARD)
            words = _n("You earned {count} coin.", "You earned {count} coins.", added)
        else:
            words = _("No coins this time: the ad did not play to the end.")
        ctl.select({"note": words})
        ctl.page.say(words)

    ctl.parts.gameplay.rewarded(settled)
