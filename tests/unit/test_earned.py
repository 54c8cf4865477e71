"""Nothing a player earned is lost or forged: the end of a match recorded once in an order that loses
nothing wherever the page stops, the Daily history bounded, no coins from a moved clock or another
day's Daily, a newer version's data never written over, and a property test over random storage
faults, crashes and reloads (coins, records and Daily results never go down but by spending)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import domino
from fakes import TODAY, FakeStorage, kept, table
from table.storage import documents
from table.storage import profile
from table.storage.store import NEWER, VERSIONS
from table.storage.words import BROUGHT
from test_controller import click, make, play_out


class Crash(BaseException):
    """The page stops here (a closed tab, a killed renderer): no `except Exception` catches it."""


class Faulty(FakeStorage):
    """A storage that refuses reads or writes for a while, fills up, or stops the page at a write."""

    def __init__(self, items=None):
        super().__init__(items)
        self.refuse_reads = 0    # the next N reads throw
        self.refuse_writes = 0   # the next N writes throw a quota error
        self.crash_in = 0        # the page stops at the Nth write or removal from now (0: never)

    def getItem(self, key):
        if self.refuse_reads:
            self.refuse_reads -= 1
            raise PermissionError("SecurityError: access denied")
        return super().getItem(key)

    def _write(self):
        if self.crash_in:
            self.crash_in -= 1
            if not self.crash_in:
                raise Crash()
        if self.refuse_writes:
            self.refuse_writes -= 1
            raise OSError("QuotaExceededError")

    def setItem(self, key, value):
        self._write()
        super().setItem(key, value)

    def removeItem(self, key):
        self._write()
        super().removeItem(key)


def open_page(storage, tab="t1"):
    """A page opening, as app.build does: the profile read (and today's gift), the save loaded."""
    ctl = table(storage, tab=tab)
    ctl.parts.saves.load()
    return ctl


def stored_profile(storage):
    return json.loads(storage.items["domino.profile"])


def earned(storage) -> tuple[int, int, int]:
    """What a fresh page over a copy of `storage` shows: coins, games recorded, Daily days played."""
    ctl = open_page(FakeStorage(dict(storage.items)), tab="observer")
    p = ctl.parts.coins.profile
    games = sum(sum(row.values()) for row in p["records"].values()) + sum(p["local"].values())
    return p["coins"], games, p["totals"]["played"]


def leave(ctl, left=None):
    """Yes to the question a start asks while the saved game is at stake; `left` hears of each
    loss that leaving records."""
    if ctl.page.panel not in ("leave", "replace"):
        return
    if left is not None and "a loss against the computer" in str(ctl.page.html["panel-body"]):
        left.append(1)
    click(ctl, ui="replace", then=ctl.page.attrs[("panel", "data-then")])


def win(ctl, left=None):
    """Start a new game from the menu (leaving the saved one) and play it out: the person takes the
    first legal move."""
    click(ctl, action="menu")
    click(ctl, action="new-game")
    leave(ctl, left)
    play_out(ctl)
    assert ctl.session.match.is_over


# ---- the end of a match --------------------------------------------------------------------------

class Counting(Faulty):
    def __init__(self):
        super().__init__()
        self.writes_done = 0

    def _write(self):
        super()._write()
        self.writes_done += 1


def game_to_the_end(storage):
    ctl = open_page(storage)
    click(ctl, action="new-game")
    play_out(ctl)
    return ctl


@pytest.mark.parametrize("from_end", range(6))
def test_the_page_stopping_at_any_write_of_the_end_loses_no_result(from_end):
    """The same game twice: played through once to count its writes, then stopped at one of the last
    six (the last move's save, the finished save, the profile, the save cleared...)."""
    counting = Counting()
    game_to_the_end(counting)
    storage = Faulty()
    storage.crash_in = counting.writes_done - from_end
    try:
        game_to_the_end(storage)
    except Crash:
        pass
    storage.crash_in = 0
    coins, games, _ = earned(storage)
    finished = from_end < 3  # the stop came after the last move was saved (writes: the last move, the
    # finished game again, the profile, the save cleared)
    assert games == int(finished), (from_end, storage.items)
    open_page(storage)
    assert "domino.game" not in storage.items or not finished
    assert earned(storage)[:2] == (coins, games)  # recorded once, however often the page opens


def test_a_finished_game_left_in_storage_is_recorded_once_and_said():
    storage = FakeStorage()
    ctl = open_page(storage)
    win(ctl)
    finished = json.loads(storage.items["domino.profile"])
    # the page that closed after saving the last move, before its result was written
    match_doc = ctl.session.match.to_json()
    game = {"v": 1, "match": match_doc, "tab": "t9",
            "table": {"cfg": {**ctl.session.cfg, "id": "g-other"}, "names": list(ctl.session.names),
                      "last": "", "fresh": None}}
    storage.items["domino.game"] = json.dumps(game)
    again = open_page(storage)
    assert "domino.game" not in storage.items
    assert sum(stored_profile(storage)["records"]["draw/easy/2"].values()) == 2
    assert any("recorded now" in m for m in again.page.told)
    storage.items["domino.game"] = json.dumps(game)  # the same game once more: not counted twice
    open_page(storage)
    assert sum(stored_profile(storage)["records"]["draw/easy/2"].values()) == 2
    assert stored_profile(storage)["coins"] >= finished["coins"]


def test_a_full_storage_at_the_end_still_records_the_result():
    counting = Counting()
    game_to_the_end(counting)

    class FullAtTheEnd(Faulty):
        def _write(self):
            counting.writes_done -= 1
            if counting.writes_done == 2:  # from the finished save on, refused twice
                self.refuse_writes = 2
            super()._write()

    storage = FullAtTheEnd()
    game_to_the_end(storage)
    assert earned(storage)[1] == 1


# ---- coins and the Daily --------------------------------------------------------------------------

def test_a_clock_moved_back_gives_no_gift_and_says_nothing_of_damage():
    storage = FakeStorage()
    coins = open_page(storage).parts.coins
    tomorrow = "2026-03-11"
    from table.storage.coins import Coins
    from table.storage.store import Store

    for day, gift in [(tomorrow, 30), (TODAY, 0), (tomorrow, 0), (TODAY, 0), ("2026-03-12", 30)]:
        store = Store(storage, today=day)
        later = Coins(store, day)
        later.start()
        assert later.gift == gift and store.messages == [], day
    assert stored_profile(storage)["coins"] == coins.coins + 60


def test_only_todays_daily_is_recorded_and_paid():
    storage = FakeStorage()
    ctl = open_page(storage)
    ctl.parts.menu.daily_day = "2026-03-09"  # the page's ?date=
    click(ctl, ui="daily")
    assert ctl.session.cfg["unrecorded"] is True
    play_out(ctl, hands=99)
    p = stored_profile(storage)
    assert p["daily"] == {} and p["totals"]["played"] == 0 and p["coins"] == profile.START_COINS
    ctl.parts.menu.daily_day = TODAY
    click(ctl, action="menu")
    click(ctl, ui="daily")
    assert not ctl.session.cfg["unrecorded"]
    play_out(ctl, hands=99)
    assert list(stored_profile(storage)["daily"]) == [TODAY]


def saved_game(cfg_changes):
    match = domino.new_match(domino.Rules(), seed=7)
    match.game.apply(match.game.legal_moves()[0])
    cfg = {"mode": "computer", "players": "2", "variant": "draw", "level": "easy", "target": "0", "seed": 7,
           **cfg_changes}
    return {"v": 2, "match": match.to_json(),
            "table": {"cfg": cfg, "names": ["", ""], "last": "", "fresh": None}}


def test_a_daily_mark_on_a_game_that_is_not_that_days_daily_is_dropped():
    out, problems, _ = documents.check_game(saved_game({"daily": TODAY}))
    assert "daily" not in out["table"]["cfg"] and problems
    daily = domino.daily_match(TODAY)
    daily.game.apply(daily.game.legal_moves()[0])
    doc = {"v": 2, "match": daily.to_json(), "table": {
        "cfg": {"mode": "computer", "players": "2", "variant": "draw", "level": "medium", "target": "50",
                "seed": TODAY, "daily": TODAY}, "names": ["", ""], "last": "", "fresh": None}}
    out, problems, _ = documents.check_game(doc)
    assert out["table"]["cfg"]["daily"] == TODAY and problems == []
    doc["table"]["cfg"]["level"] = "easy"
    assert "daily" not in documents.check_game(doc)[0]["table"]["cfg"]


@pytest.mark.parametrize("seed", [2 ** 53, 12345678901234567890, 10 ** 63])
def test_every_seed_number_survives_a_save(seed):
    match = domino.new_match(domino.Rules(), seed=seed)
    match.game.apply(match.game.legal_moves()[0])
    loaded = documents.check_match(json.loads(json.dumps(match.to_json())))
    assert loaded.seed == seed and loaded.game.history == match.game.history


def test_a_thousand_dailies_keep_a_bounded_history_and_every_total():
    from datetime import date, timedelta

    p = profile.new_profile(TODAY)
    first = date(2024, 1, 1)
    for n in range(1000):
        assert profile.record_daily(p, (first + timedelta(days=n)).isoformat(), "win" if n % 7 else "loss", [50, 3])
    day = (first + timedelta(days=999)).isoformat()
    doc = json.loads(json.dumps({"v": VERSIONS["profile"], **p}))
    out, problems = documents.check_profile(doc, day)
    assert problems == [] and len(out["daily"]) == profile.DAILY_DAYS
    assert out["totals"]["played"] == 1000 and out["totals"]["wins"] == 1000 - 143
    assert profile.daily_streak(out, day) == 999 % 7 == out["totals"]["streak"]


def test_a_profile_of_schema_1_with_its_whole_history_is_counted_into_totals():
    days = {f"2026-02-{d:02d}": {"result": "win", "scores": [50, 1]} for d in range(1, 29)}
    storage = FakeStorage({"domino.profile": json.dumps({"v": 1, "coins": 345, "gift_day": TODAY, "records": {},
                                                         "local": {}, "daily": days})})
    coins = open_page(storage).parts.coins
    assert coins.coins == 345 and coins.profile["totals"]["played"] == 28 and coins.profile["totals"]["best"] == 28
    assert not kept(storage.items, "profile")


# ---- another writer ----------------------------------------------------------------------------

def test_garbage_from_another_writer_takes_no_game_from_this_tab():
    storage = FakeStorage()
    ctl = open_page(storage)
    click(ctl, action="new-game")
    make(ctl, ctl.session.legal()[0])
    storage.items["domino.game"] = "garbage from some other script"
    ctl.storage("domino.game")
    assert not ctl.parts.saves.lost
    ctl.page.run_timers()
    make(ctl, ctl.session.legal()[0]) if ctl.session.my_turn() else None
    ctl.page.run_timers()
    assert json.loads(storage.items["domino.game"])["tab"] == "t1"
    assert kept(storage.items, "game") == ["garbage from some other script"]


def test_a_newer_versions_profile_written_by_another_tab_is_never_written_over():
    storage = FakeStorage()
    ctl = open_page(storage)
    newer = json.dumps({"v": VERSIONS["profile"] + 1, "coins": 500})
    storage.items["domino.profile"] = newer
    ctl.storage("domino.profile")
    win(ctl)
    assert storage.items["domino.profile"] == newer
    assert NEWER in ctl.page.told and ctl.parts.coins.coins == profile.START_COINS


# ---- the property: random faults, crashes and reloads ------------------------------------------

OPS = st.lists(st.one_of(
    st.just(("win",)), st.just(("daily",)), st.just(("spend",)), st.just(("reload",)),
    st.tuples(st.just("refuse-reads"), st.integers(1, 3)),
    st.tuples(st.just("refuse-writes"), st.integers(1, 4)),
    st.tuples(st.just("crash"), st.integers(1, 40)),
    st.tuples(st.just("garbage"), st.sampled_from(["domino.game", "other.key"])),
), min_size=1, max_size=10)


def moves_made(ctl) -> int:
    match = ctl.session.match
    return 0 if match is None else sum(len(hand) for hand in match.to_json()["hands"])


@pytest.mark.slow  # a stateful property over 60 runs: about 11 CPU-seconds
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops=OPS)
def test_stored_coins_records_and_dailies_never_go_down_but_by_spending(ops):
    """After every step, what a fresh page would show: coins never fewer but by the player's own
    spending, no game or Daily result fewer; a game played out while storage worked is recorded,
    and one the page stopped in is recorded or can be continued (but for the one move being saved)."""
    storage = Faulty()
    ctl = open_page(storage)
    before = earned(storage)
    owed = 0  # coins spent while storage refused the write: the page's next write takes them
    played = before[1]
    for op in ops:
        spent, crashed, earlier, left = 0, False, ctl.session.match, []
        refusing = bool(storage.refuse_writes or storage.refuse_reads) or not ctl.parts.store.working
        try:
            if op[0] == "win":
                win(ctl, left)
            elif op[0] == "daily":
                click(ctl, action="menu")
                click(ctl, ui="daily") if ctl.parts.coins.profile["daily"].get(TODAY) is None else None
                leave(ctl)
                if ctl.session.phase == "playing":
                    play_out(ctl, hands=99)
            elif op[0] == "spend":
                spent = profile.HINT if ctl.parts.coins.pay(profile.HINT) else 0
            elif op[0] == "reload":
                ctl, owed = open_page(storage), 0
            elif op[0] == "refuse-reads":
                storage.refuse_reads = op[1]
            elif op[0] == "refuse-writes":
                storage.refuse_writes = op[1]
            elif op[0] == "crash":
                storage.crash_in = op[1]
            else:
                storage.items[op[1]] = "{garbage"
        except Crash:
            crashed, storage.crash_in = True, 0
            # moves of a game this step started (the page may stop before it starts one)
            made = moves_made(ctl) if ctl.session.match is not earlier else 0
            # owed stays for this step's check: the page may have stored the spending before it stopped
            ctl = open_page(storage)
        now = earned(storage)
        assert now[0] >= before[0] - spent - owed and now[1] >= before[1] and now[2] >= before[2], (op, before, now)
        if op[0] == "win":
            played += 1 + len(left)
        elif op[0] == "daily":
            played += 2   # at most: the Daily, and a game left to start it
        assert now[1] <= played, (op, before, now)   # never a game more than were played
        if op[0] == "win" and not crashed and not refusing:
            # recorded, and with it any game whose record a refused write kept back
            assert now[1] >= before[1] + 1 + len(left), (before, now)
        if op[0] == "win" and crashed and not refusing:
            assert now[1] == before[1] + 1 + len(left) or "domino.game" in storage.items or made <= 1, (before, now)
        owed = 0 if ctl.parts.coins.stored else owed + spent
        before = now


# ---- bringing back what was set aside ----------------------------------------------------------

def test_settings_bring_back_what_was_set_aside_and_keep_what_it_replaces():
    rich = json.dumps({"v": VERSIONS["profile"], **profile.new_profile(TODAY), "coins": 345})
    dark = json.dumps({"v": 1, "tiles": "dark"})
    storage = FakeStorage({"domino.backup.profile.2026-03-08.1": rich, "domino.backup.settings": dark})
    ctl = open_page(storage)
    assert ctl.parts.coins.coins == profile.START_COINS
    click(ctl, action="settings")
    panel = str(ctl.page.html["panel-body"])
    assert 'data-day="2026-03-08"' in panel and "set aside on Mar 8, 2026" in panel and "set aside earlier" in panel
    click(ctl, ui="bring-back", day="2026-03-08")
    assert ctl.parts.coins.coins == 345 and json.loads(storage.items["domino.profile"])["coins"] == 345
    assert [json.loads(t)["coins"] for t in kept(storage.items, "profile")] == [345, profile.START_COINS]
    assert BROUGHT["back"]["profile"] in str(ctl.page.html["panel-body"])
    click(ctl, ui="bring-back", day="2099-01-01")  # no such day: nothing moves
    assert json.loads(storage.items["domino.profile"])["coins"] == 345
