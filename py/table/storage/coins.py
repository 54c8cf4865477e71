"""The player's coins, records and Daily history (the stored profile, profile.py's document).

Every change is made on the latest stored copy, never on this tab's: another tab's wins and
spending are kept. At the end of a match against the computer the result is recorded and a win
pays (docs/rules.md §5 and §6). No DOM: the store is handed in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, NotRequired, TypedDict

from domino.core.teams import team_of, teams

from table.storage import documents
from table.storage import profile as PR
from table.storage.store import Store
from table.language.catalogue import _
from table.language.players import local_key
from table.storage.words import PAID

if TYPE_CHECKING:
    from domino import Match


class Settled(TypedDict):
    """A finished match as Coins.settle recorded it."""

    recorded: bool               # this call recorded it
    kept: bool                   # the profile that holds it is in storage
    result: NotRequired[str]     # against the computer: "win", "loss" or "draw"
    reward: NotRequired[str]     # the words about coins paid, or a Daily not recorded
    paid: NotRequired[int]       # the coins a win paid


class Coins:
    def __init__(self, store: Store, today: str, tell: Callable[[], None] = lambda: None,
                 daily_today: str | None = None) -> None:
        self.store = store
        self.today = today                  # the local date: the gift's day
        self.daily_today = daily_today or today  # the Daily match that counts today (a UTC date)
        self.tell = tell
        self.profile = PR.new_profile(today)
        self.gift = 0             # coins given today on opening the page (shown on the menu)
        self.stored = True        # the latest change reached storage

    def start(self) -> None:
        """Today's gift, once a day. A first visit or a gift is written; merely opening a second
        tab writes nothing."""
        stored = self.store.get_raw(self.store.key("profile"))
        self.gift = 0

        def gift(profile: PR.Profile) -> bool:
            self.gift = PR.daily_gift(profile, self.today)
            return bool(self.gift)

        self.change(gift, always=stored is None)

    @property
    def coins(self) -> int:
        return self.profile["coins"]

    def change(self, change: Callable[[PR.Profile], bool | None], always: bool = True) -> bool | None:
        """`change(profile)` on the latest stored profile; it returns False to write nothing."""
        latest = self.store.load("profile", None, lambda d: documents.check_profile(d, self.today))
        if latest is None and self.store.is_newer("profile"):  # shown as last read, never written
            return False
        profile = latest if latest is not None else PR.new_profile(self.today)
        changed = change(profile)
        self.profile = profile
        self.stored = True
        if changed is not False or always or latest is None:
            self.save()
        return changed

    def save(self) -> bool:
        """Write the profile; True when it reached storage."""
        self.stored = self.store.save("profile", self.profile)
        self.tell()
        return self.stored

    def reload(self) -> None:
        """Another tab changed the profile: follow it."""
        self.change(lambda p: False, always=False)

    def pay(self, price: int, always: bool = True) -> bool:
        """Pay `price` (0 is free); False when the coins are not there."""
        return bool(self.change(lambda p: PR.pay(p, price), always=always))

    def earn(self, coins: int) -> int:
        """Add `coins` (up to MAX_COINS); the coins added."""
        added = 0

        def add(profile: PR.Profile) -> bool:
            nonlocal added
            added = PR.add_coins(profile, coins)
            return added > 0

        self.change(add)
        return added

    def reset_records(self) -> None:
        self.change(PR.reset_records)

    def settle(self, match: Match, cfg: Mapping[str, object], typed: Sequence[str]) -> Settled:
        """The match is over: record it and pay a win, once per game (profile.settled). Returns
        {"result": "win" | "loss" | "draw"} against the computer, with "reward" words when coins
        were paid or a Daily was not recorded (a replay, another day's); "recorded" when this call
        recorded it, and "kept" when the profile that holds it is in storage. `typed`: the seats'
        typed names as the game keeps them ('' for a seat the table names), which key same-device
        wins."""
        winner = match.winner
        outcome: Settled = {"recorded": False, "kept": False}

        def settle(profile: PR.Profile) -> bool:
            if PR.settled(profile, cfg.get("id")):
                return False
            PR.mark_settled(profile, cfg.get("id"))
            outcome["recorded"] = True
            pairs = match.rules.partners
            if cfg.get("mode") != "computer":  # two against two: both partners win
                won = () if winner is None else teams()[team_of(winner)] if pairs else (winner,)
                for seat in won:
                    PR.record_local(profile, local_key(typed[seat] if seat < len(typed) else "", seat))
                return True
            # the person's side: seat 0, or with partners team 0, whose number Match.winner is
            result = "draw" if winner is None else ("win" if winner == 0 else "loss")
            daily = cfg.get("daily")
            day = daily if isinstance(daily, str) else ""
            counted = True
            if day:
                # its own day's, if started as counting: the clock at its end does not matter
                counted = PR.daily_counted(cfg) and PR.record_daily(profile, day, result, list(match.scores))
            else:
                PR.record_computer(profile, match.rules.variant, str(cfg.get("level", "easy")), result,
                                   match.rules.players, pairs)
            outcome["result"] = result
            if result == "win" and counted:
                coins = PR.add_coins(profile, PR.payout(str(cfg.get("level", "easy")), match.rules.target,
                                                        match.rules.full_game))
                outcome["paid"] = coins
                outcome["reward"] = _(PAID, coins=coins)
            elif day and not counted:
                outcome["reward"] = (_("Another day's Daily is practice: not recorded.")
                                     if cfg.get("unrecorded") and day != self.daily_today
                                     else _("A replay: not recorded."))
            return True

        self.change(settle, always=False)
        outcome["kept"] = self.stored and not self.store.is_newer("profile")
        return outcome
