"""The Daily and the clock (issue 36): a Daily started as counting counts for its own day whatever
the clock says when it ends or is left; the menu says practice exactly when a start would play
practice; a damaged Daily total never costs the other totals; a seed never deals a Daily's deal;
and a clock past year 9999 (or before year 1) still reads as a day the game can start on."""

from __future__ import annotations

import json

import pytest

from fakes import TODAY, FakeStorage, table
from table.flow.menu import Menu
from table.storage import profile
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
    assert ahead.parts.starts.would_record(*ahead.parts.starts.left_behind()) == "daily"  # the notice says so
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
    assert profile.record_left(p, daily, 2, [0, 20], TOMORROW)
    assert p["daily"][TODAY]["result"] == "loss"
    assert not profile.record_left(p, {**daily, "id": "g2"}, 2, [0, 20], TOMORROW)   # recorded already
    assert profile.record_left(p, {**daily, "daily": "2026-03-12", "id": "g3"}, 2, [0, 0], TODAY)
    assert not profile.record_left(p, {**daily, "daily": TOMORROW, "id": "g4"}, 2, [0, 0], TOMORROW)  # older
    assert not profile.record_left(p, {**daily, "daily": "2026-03-13", "unrecorded": True, "id": "g5"}, 2, [0, 0],
                                   "2026-03-13")  # practice
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
