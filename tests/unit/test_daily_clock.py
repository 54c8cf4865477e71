"""The Daily and the clock: a Daily started as counting counts for its own day whatever
the clock says when it ends or is left; the menu says practice exactly when a start would play
practice; a damaged Daily total never costs the other totals; a seed never deals a Daily's deal;
and a clock past year 9999 (or before year 1) still reads as a day the game can start on."""

from __future__ import annotations

import json
import time
from datetime import date, timedelta
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fakes import TODAY, FakeStorage, table
from table.flow import params
from table.flow.menu import Menu
from table.render import daily_end
from table.storage import documents, profile
from table.storage.store import VERSIONS, Store
from test_controller import click, make, play_out

TOMORROW = "2026-03-11"


def page_on(storage, day):
    """A page opened while the clock says `day` (UTC and local alike): its Daily is that day's."""
    ctl = table(storage)
    ctl.parts.coins.daily_today = day
    ctl.parts.menu.daily_day = day
    ctl.parts.saves.load()
    return ctl


def stored(storage):
    return json.loads(storage.items["domino.profile"])


def first_move(ctl):
    while not ctl.session.my_turn():
        ctl.page.run_timers()
    make(ctl, ctl.session.legal()[0])


# ---- (10) a counting Daily counts for its own day -------------------------------------------------

def test_a_counting_daily_left_while_the_clock_says_another_day_is_its_own_days_loss():
    storage = FakeStorage()
    ctl = page_on(storage, TODAY)
    click(ctl, ui="daily")
    assert ctl.session.cfg["unrecorded"] is False
    first_move(ctl)
    ahead = page_on(storage, TOMORROW)  # the clock moved a day ahead
    click(ahead, action="new-game")
    assert ahead.page.panel == "leave"
    assert ahead.parts.starts.would_record(*ahead.parts.starts.left_behind()) == "daily-of"  # the notice says so
    assert "Mar 10, 2026" in str(ahead.page.html["panel-body"])  # the day it counts for
    click(ahead, ui="replace", then=ahead.page.attrs[("panel", "data-then")])
    p = stored(storage)
    assert p["daily"][TODAY]["result"] == "loss" and p["totals"]["played"] == 1
    back = page_on(storage, TODAY)  # and back: today's Daily is recorded, another go is practice
    click(back, ui="daily")
    assert back.session.cfg["unrecorded"] is True


def test_a_daily_started_before_utc_midnight_and_finished_after_counts_for_its_day():
    storage = FakeStorage()
    ctl = page_on(storage, TODAY)
    click(ctl, ui="daily")
    ctl.parts.coins.daily_today = TOMORROW  # midnight passes during the game
    play_out(ctl, hands=99)
    assert ctl.session.phase == "match-over"
    p = stored(storage)
    won = p["daily"][TODAY]["result"] == "win"
    assert list(p["daily"]) == [TODAY] and p["totals"]["played"] == 1
    assert p["coins"] == profile.START_COINS + won * profile.payout("medium", 50)
    click(ctl, action="menu")
    ctl.parts.menu.daily_day = TOMORROW  # the next day's Daily still counts
    click(ctl, ui="daily")
    assert ctl.session.cfg["unrecorded"] is False


def test_record_left_counts_a_counting_daily_for_its_day_and_never_a_day_recorded_or_older():
    p = profile.new_profile(TODAY)
    daily = {"mode": "computer", "daily": TODAY, "unrecorded": False, "id": "g1"}
    assert profile.record_left(p, daily, "draw", 2, [0, 20])
    assert p["daily"][TODAY]["result"] == "loss"
    assert not profile.record_left(p, {**daily, "id": "g2"}, "draw", 2, [0, 20])   # recorded already
    assert profile.record_left(p, {**daily, "daily": "2026-03-12", "id": "g3"}, "draw", 2, [0, 0])
    assert not profile.record_left(p, {**daily, "daily": TOMORROW, "id": "g4"}, "draw", 2, [0, 0])  # older
    assert not profile.record_left(p, {**daily, "daily": "2026-03-13", "unrecorded": True, "id": "g5"}, "draw", 2,
                                   [0, 0])  # practice
    assert p["totals"]["played"] == 2


# ---- (11) the menu says practice when a start would play practice ---------------------------------

def menu_daily(ctl):
    menu = Menu(ctl.page, ctl.parts.menu.daily_day, ctl.parts.coins, ctl.parts.saves, lambda: None)
    menu.show()
    return str(ctl.page.html["menu-daily"])


@pytest.mark.parametrize("recorded, practice", [((), False), ((TOMORROW,), True), (("2026-03-09",), False)])
def test_the_menus_daily_says_practice_exactly_when_its_start_is_practice(recorded, practice):
    ctl = page_on(FakeStorage(), TODAY)
    ctl.parts.coins.change(lambda p: all(profile.record_daily(p, d, "loss", [0, 50]) for d in recorded))
    assert ("data-practice" in menu_daily(ctl)) is practice
    click(ctl, ui="daily")
    assert ctl.session.cfg["unrecorded"] is practice


def test_another_days_daily_says_practice_on_the_menu():
    ctl = page_on(FakeStorage(), TODAY)
    ctl.parts.menu.daily_day = "2026-03-09"  # the page's ?date=
    assert "data-practice" in menu_daily(ctl)


# ---- (13) one unsound Daily total costs nothing else ------------------------------------------

def history(n: int) -> profile.Profile:
    p = profile.new_profile(TODAY)
    first = date(2025, 1, 1)
    for i in range(n):
        assert profile.record_daily(p, (first + timedelta(days=i)).isoformat(), "win" if i % 5 else "loss", [50, 1])
    return p


def checked(doc):
    return documents.check_profile(json.loads(json.dumps({"v": VERSIONS["profile"], **doc})), TODAY)


def sound(t) -> bool:
    return (t["wins"] <= t["played"] and t["streak"] <= t["best"] <= t["wins"]
            and all(documents.is_count(t[k]) for k in ("played", "wins", "streak", "best")))


@pytest.mark.parametrize("field, broken", [("streak", "best+1"), ("best", -1), ("played", "many"), ("wins", 2.5),
                                           ("last", "yesterday"), ("last_win", 7), ("streak", None)])
def test_one_unsound_daily_total_keeps_every_sound_count_of_the_days_before_the_60_kept(field, broken):
    p = history(100)
    before = dict(p["totals"])
    value = before["best"] + 1 if broken == "best+1" else broken
    out, problems = checked({**p, "totals": {**before, field: value}})
    t = out["totals"]
    assert problems and sound(t) and t["last"] == before["last"]
    for k in ("played", "wins", "best", "streak"):  # every sound count kept: nothing earned goes down
        if k != field:
            assert t[k] >= before[k], k
    assert t["played"] >= 80 > len(out["daily"])  # more than the 60 days kept prove
    again, problems = checked({**p, **out})
    assert again["totals"] == t and problems == []  # the repair is accepted unchanged


def test_totals_behind_the_days_kept_are_raised_to_what_the_days_prove():
    p = history(70)
    kept = profile.totals_of({d: r["result"] for d, r in p["daily"].items()})
    out, problems = checked({**p, "totals": {**profile.new_totals(), "last": "2025-01-01"}})
    t = out["totals"]
    assert problems and sound(t)
    assert (t["played"], t["wins"], t["best"], t["last"]) == (kept["played"], kept["wins"], kept["best"],
                                                              max(p["daily"]))


COUNT = st.one_of(st.integers(0, 200), st.sampled_from([-1, 2.5, "3", None, True, 2 ** 60]))
DAY = st.one_of(st.none(), st.dates(date(2024, 1, 1), date(2025, 12, 31)).map(date.isoformat),
                st.sampled_from(["x", 5, "2025-02-30"]))


@settings(max_examples=150, deadline=None)
@given(n=st.integers(0, 90), played=COUNT, wins=COUNT, streak=COUNT, best=COUNT, last=DAY, last_win=DAY,
       drop=st.sets(st.sampled_from(["played", "wins", "streak", "best", "last", "last_win"]), max_size=2))
def test_repaired_totals_are_sound_keep_each_sound_count_and_are_accepted_unchanged(n, played, wins, streak, best,
                                                                                    last, last_win, drop):
    p = history(n)
    stored = {"played": played, "wins": wins, "streak": streak, "best": best, "last": last, "last_win": last_win}
    stored = {k: v for k, v in stored.items() if k not in drop}
    out, _ = checked({**p, "totals": stored})
    t, days_kept = out["totals"], out["daily"]
    kept = profile.totals_of({d: r["result"] for d, r in days_kept.items()})
    assert sound(t)
    for k in ("played", "wins", "best"):
        assert t[k] >= kept[k]
        if documents.is_count(stored.get(k)):
            assert t[k] >= stored[k]
    if documents.is_count(stored.get("streak")):
        assert t["streak"] >= stored["streak"]
    assert not days_kept or (t["last"] or "") >= max(days_kept)
    if documents.is_day(stored.get("last")):
        assert t["last"] >= stored["last"]
    again, problems = checked({**p, **out})
    assert again["totals"] == t and problems == []


# ---- (14) a seed never deals a Daily's deal ----------------------------------------------------

@pytest.mark.parametrize("text", [TODAY, "2026-12-04", "2024-02-29", "0001-01-01", "9999-12-31"])
def test_a_seed_that_is_a_dailys_day_is_refused_with_a_note(text):
    p, notes = params.parse({"seed": text}, TODAY)
    assert p.seed is None and notes == (params.DAILY_SEED,)


@pytest.mark.parametrize("text", ["2026-02-30", "2026-12-04 ", "2026-12-04:1", "20261204", "10000-01-01"])
def test_a_seed_that_only_looks_like_a_date_is_kept(text):
    assert params.parse({"seed": text}, TODAY) == (params.Params(date=TODAY, seed=text), ())


# ---- (16) a clock past year 9999 or before year 1 --------------------------------------------

def test_a_clock_past_9999_or_before_year_1_reads_as_the_nearest_day_python_holds():
    from table.storage import days

    assert days.calendar_day(2026, 3, 10) == "2026-03-10"
    assert days.calendar_day(10000, 1, 1) == days.calendar_day(275760, 9, 13) == "9999-12-31"
    assert days.calendar_day(0, 6, 1) == days.calendar_day(-271821, 4, 20) == "0001-01-01"
    assert days.utc_day("2026-03-10T23:59:59.999Z") == "2026-03-10"
    assert days.utc_day("+010000-01-01T00:00:00.000Z") == "9999-12-31"
    assert days.utc_day("+275760-09-13T00:00:00.000Z") == "9999-12-31"
    assert days.utc_day("0000-06-01T00:00:00.000Z") == days.utc_day("-000001-12-31T00:00:00.000Z") == "0001-01-01"
    assert days.local_day(1e14) == "9999-12-31" and days.local_day(-1e14) == "0001-01-01"
    assert days.local_day(time.time()) == date.today().isoformat()


def test_the_store_reads_a_clock_past_9999_as_its_last_day(monkeypatch):
    monkeypatch.setattr(time, "time", lambda: 1e14)
    assert Store(FakeStorage()).today == "9999-12-31"


@pytest.mark.parametrize("day", ["9999-12-31", "0001-01-01"])
def test_the_dailys_of_the_first_and_last_days_start_end_and_are_recorded(day):
    p, notes = params.parse({}, day)
    assert p.date == day and notes == ()
    storage = FakeStorage()
    ctl = page_on(storage, day)
    lines: list[str] = []
    ctl.parts.results.page = SimpleNamespace(reward=lambda markup: lines.append(str(markup)))
    ctl.parts.results.now = lambda: 1e14 if day > TODAY else -1e14
    click(ctl, ui="daily")
    play_out(ctl, hands=99)
    assert ctl.session.phase == "match-over" and list(stored(storage)["daily"]) == [day]
    assert any("data-next" in line for line in lines)  # the wait for the next Daily is said
    click(ctl, action="records")  # the streak as of the first day
    assert profile.daily_streak(ctl.parts.coins.profile, day) in (0, 1)
    assert 0 <= daily_end.seconds_to_next(day, time.time()) <= daily_end.DAY
