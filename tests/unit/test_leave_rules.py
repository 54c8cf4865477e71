"""Leaving a game and Restart ask first while something is at stake, a game left against the
computer counts as a loss (once), and records are kept by player count (docs/rules.md §5, §6)."""

from __future__ import annotations

import json

import pytest

from fakes import TODAY, Storage, kept, table
from test_controller import click, make, play_out
from table.render import screens
from table.storage import documents, profile
from table.storage.store import VERSIONS, Store


def stored(storage):
    return json.loads(storage.items["domino.profile"])


def games_recorded(storage) -> int:
    return sum(sum(row.values()) for row in stored(storage)["records"].values())


def tile_down(ctl, mine=1):
    """A new game from the menu with `mine` of the person's moves made, the turn theirs again."""
    click(ctl, action="new-game")
    for _ in range(mine):
        while ctl.page.run_timers():
            pass
        make(ctl, ctl.session.legal()[0])
    while ctl.page.run_timers():
        pass
    assert ctl.session.my_turn()


def yes(ctl):
    click(ctl, ui="replace", then=ctl.page.attrs[("panel", "data-then")])


# ---- leaving -------------------------------------------------------------------------------------

def test_menu_then_new_game_mid_hand_asks_and_cancel_loses_nothing():
    storage = Storage()
    ctl = table(storage)
    tile_down(ctl)
    match, saved = ctl.session.match, storage.items["domino.game"]
    click(ctl, action="menu")
    click(ctl, action="new-game")
    assert ctl.page.panel == "leave" and ctl.session.phase == "menu"
    body = str(ctl.page.html["panel-body"])
    assert "Leave this game?" in body and "counts as a loss against the computer" in body
    assert 'data-ui="stay"' in body.split('data-ui="replace"')[0]  # Cancel first: it takes the focus
    click(ctl, ui="stay")
    assert ctl.page.panel is None and storage.items["domino.game"] == saved
    assert stored(storage)["records"] == {}
    click(ctl, action="continue")
    assert ctl.session.match.game.history == match.game.history


def test_leaving_against_the_computer_counts_as_a_loss_once():
    storage = Storage()
    ctl = table(storage, players="3")
    tile_down(ctl)
    left = ctl.session.cfg["id"]
    click(ctl, action="menu")
    click(ctl, action="new-game")
    yes(ctl)
    assert ctl.session.phase == "playing" and ctl.session.cfg["id"] != left
    p = stored(storage)
    assert p["records"] == {"draw/easy/3": {"win": 0, "loss": 1, "draw": 0}} and left in p["settled"]
    assert p["coins"] == profile.START_COINS  # leaving costs no coins


def test_the_round_cards_new_game_mid_match_asks_too():
    storage = Storage()
    ctl = table(storage, target="100")
    click(ctl, action="new-game")
    play_out(ctl)
    assert ctl.session.phase == "round-over" and not ctl.session.match.is_over
    click(ctl, action="new-game")
    assert ctl.page.panel == "leave"
    yes(ctl)
    assert games_recorded(storage) == 1 and ctl.session.match.hand_number == 1


def test_the_daily_over_an_unfinished_game_asks_and_records_it_lost():
    storage = Storage()
    ctl = table(storage)
    tile_down(ctl)
    click(ctl, action="menu")
    click(ctl, ui="daily")
    assert ctl.page.panel == "leave" and ctl.page.attrs[("panel", "data-then")] == "daily"
    yes(ctl)
    assert ctl.session.cfg.get("daily") == TODAY and games_recorded(storage) == 1


def test_todays_daily_left_unfinished_is_todays_daily_lost():
    storage = Storage()
    ctl = table(storage)
    click(ctl, ui="daily")
    while not ctl.session.my_turn():
        ctl.page.run_timers()
    make(ctl, ctl.session.legal()[0])
    click(ctl, action="menu")
    click(ctl, action="new-game")
    assert "counts as today&#x27;s Daily, lost" in str(ctl.page.html["panel-body"])
    yes(ctl)
    p = stored(storage)
    assert p["daily"][TODAY]["result"] == "loss" and p["totals"]["played"] == 1 and p["records"] == {}
    click(ctl, action="menu")
    click(ctl, ui="daily")  # today's is recorded: another go is practice
    assert ctl.session.cfg["unrecorded"] is True


def test_a_practice_daily_or_a_same_device_game_left_records_nothing():
    storage = Storage()
    ctl = table(storage, mode="local")
    click(ctl, action="new-game")
    click(ctl, action="ready")
    make(ctl, ctl.session.legal()[0])
    click(ctl, action="menu")
    click(ctl, action="new-game")
    body = str(ctl.page.html["panel-body"])
    assert ctl.page.panel == "leave" and "loss" not in body and "only one game is saved" in body
    yes(ctl)
    p = stored(storage)
    assert p["records"] == p["local"] == p["daily"] == {}
    cfg = {"mode": "computer", "daily": "2026-03-01", "unrecorded": True, "id": "g1"}
    assert not profile.record_left(p, cfg, "draw", 2, [0, 0])
    assert not profile.record_left(p, {"mode": "computer", "lesson": "x", "id": "g2"}, "draw", 2, [0, 0])


@pytest.mark.parametrize("moves", [0, "over"])
def test_no_question_when_nothing_is_at_stake(moves):
    storage = Storage()
    ctl = table(storage)
    click(ctl, action="new-game")
    if moves == "over":
        play_out(ctl)  # a single round: the game is over, and recorded
    first = ctl.session.cfg["id"]
    recorded = games_recorded(storage) if "domino.profile" in storage.items else 0
    click(ctl, action="menu")
    click(ctl, action="new-game")
    assert ctl.page.panel is None and ctl.session.phase == "playing" and ctl.session.cfg["id"] != first
    assert (games_recorded(storage) if "domino.profile" in storage.items else 0) == recorded


def test_a_reload_or_another_page_opening_mid_game_is_not_leaving():
    storage = Storage()
    ctl = table(storage)
    tile_down(ctl)
    history = tuple(ctl.session.match.game.history)
    later = table(storage, tab="t2")  # the tab reloaded (or closed and opened again)
    later.parts.saves.load()
    click(later, action="continue")
    assert tuple(later.session.match.game.history) == history
    assert stored(storage)["records"] == {}


def test_a_lesson_is_left_without_a_question():
    from domino.lessons import LESSONS

    ctl = table(Storage())
    click(ctl, lesson_start=LESSONS[0].key)
    click(ctl, action="menu")
    click(ctl, action="new-game")
    assert ctl.page.panel is None and ctl.session.phase == "playing"


# ---- Restart -------------------------------------------------------------------------------------

def test_restart_asks_with_its_price_and_cancel_keeps_the_game():
    storage = Storage()
    ctl = table(storage)
    tile_down(ctl, mine=2)
    match, coins = ctl.session.match, ctl.parts.coins.coins
    click(ctl, action="restart")
    assert ctl.page.panel == "restart" and ctl.page.attrs[("panel", "data-then")] == "restart"
    body = str(ctl.page.html["panel-body"])
    assert "Restart this game?" in body and f"It costs {profile.RESTART_LATE} coins." in body
    click(ctl, ui="stay")
    assert ctl.session.match is match and ctl.parts.coins.coins == coins
    click(ctl, action="restart")
    yes(ctl)
    assert ctl.session.match is not match and ctl.parts.coins.coins == coins - profile.RESTART_LATE
    assert stored(storage)["records"] == {}  # Restart costs coins, not a loss


def test_restart_with_no_tile_down_starts_at_once():
    ctl = table(Storage())  # seed 7: the person opens
    click(ctl, action="new-game")
    match = ctl.session.match
    assert not match.game.history
    click(ctl, action="restart")
    assert ctl.page.panel is None and ctl.session.match is not match


def test_a_free_restart_asks_without_a_price():
    ctl = table(Storage())
    tile_down(ctl, mine=1)
    click(ctl, action="restart")
    body = str(ctl.page.html["panel-body"])
    assert ctl.page.panel == "restart" and "coins" not in body


# ---- records by player count ---------------------------------------------------------------------

def test_a_finished_game_is_recorded_under_its_player_count():
    storage = Storage()
    ctl = table(storage, players="4", seed="2")
    click(ctl, action="new-game")
    play_out(ctl)
    assert list(stored(storage)["records"]) == ["draw/easy/4"]


def test_a_schema_2_profile_keeps_its_records_as_earlier_ones_of_every_count():
    old = {"v": 2, **profile.new_profile(TODAY), "coins": 77,
           "records": {"draw/easy": {"win": 3, "loss": 2, "draw": 1}, "block/hard": {"win": 1}}}
    storage = Storage({"domino.profile": json.dumps(old)})
    ctl = table(storage)
    assert ctl.parts.coins.profile["records"] == {"draw/easy": {"win": 3, "loss": 2, "draw": 1},
                                                  "block/hard": {"win": 1, "loss": 0, "draw": 0}}
    assert ctl.parts.coins.coins == 77  # the gift of today given already (new_profile's gift day)
    assert not kept(storage.items, "profile") and not ctl.page.told
    click(ctl, action="new-game")
    play_out(ctl)
    records = stored(storage)["records"]
    assert records["draw/easy"] == {"win": 3, "loss": 2, "draw": 1} and sum(records["draw/easy/2"].values()) == 1
    assert stored(storage)["v"] == VERSIONS["profile"] == 4


@pytest.mark.parametrize("key", ["draw/easy/5", "draw/easy/2/2", "draw/easy/", "nope/easy/2", "draw/nope/2"])
def test_a_record_key_with_an_unknown_count_is_removed_and_said(key):
    doc = {"v": VERSIONS["profile"], **profile.new_profile(TODAY),
           "records": {key: {"win": 1}, "draw/easy/3": {"win": 2}, "draw/easy": {"loss": 4}}}
    out, problems = documents.check_profile(doc, TODAY)
    assert set(out["records"]) == {"draw/easy/3", "draw/easy"} and problems == ["some records were removed"]


def test_a_newer_profile_is_still_left_as_it_is():
    newer = json.dumps({"v": VERSIONS["profile"] + 1, "coins": 500, "records": {"draw/easy/9": {}}})
    storage = Storage({"domino.profile": newer})
    store = Store(storage, today=TODAY)
    assert store.load("profile") is None and store.newer
    assert not store.save("profile", profile.new_profile(TODAY)) and storage.items["domino.profile"] == newer


def test_the_records_screen_shows_each_player_count_and_the_earlier_games():
    p = profile.new_profile(TODAY)
    profile.record_computer(p, "draw", "easy", "win", 2)
    profile.record_computer(p, "draw", "easy", "loss", 4)
    profile.record_computer(p, "block", "hard", "draw", 3)
    p["records"]["draw/easy"] = {"win": 5, "loss": 6, "draw": 7}
    shown = str(screens.records_html(p, 0))
    order = [shown.index(f"vs Computer · {words}")
             for words in ("2 players", "3 players", "4 players", "earlier, all player counts")]
    assert order == sorted(order)
    for key in ("draw/easy/2", "block/hard/3", "draw/easy/4", "draw/easy"):
        assert f'data-record="{key}"' in shown
    earlier = shown.split('data-players=""')[1]
    assert 'data-record="draw/easy"' in earlier and ">5<" in earlier and ">7<" in earlier
