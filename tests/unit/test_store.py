"""The storage layer and the profile on CPython, against fake storages that misbehave."""

from __future__ import annotations

import json

from table.storage import store as S

import pytest

from table.storage import settings as prefs
from table.storage import profile
from table.storage import bring_back as shelf
from table.storage import documents
from table.storage.profile import new_profile
from fakes import FakeStorage, kept
from table.storage.browser_storage import open_browser_storage
from table.storage.store import BACKUP, FULL, MIGRATIONS, NEWER, NOT_KEPT, VERSIONS, Store

TODAY = "2026-03-10"


def test_round_trip_under_prefixed_versioned_keys():
    fake = FakeStorage()
    store = Store(fake)
    assert store.save("settings", {"tiles": "dark"})
    assert json.loads(fake.items["domino.settings"]) == {"tiles": "dark", "v": VERSIONS["settings"]}
    assert store.load("settings") == {"tiles": "dark", "v": 1}
    assert store.messages == []


def test_missing_document_gives_a_copy_of_the_default():
    store = Store(FakeStorage())
    default = {"a": [1]}
    got = store.load("profile", default)
    got["a"].append(2)
    assert default == {"a": [1]}


@pytest.mark.parametrize("garbage", ["{not json", "[1, 2]", '"text"', "null", '{"coins": 5}',
                                     '{"v": "one"}', '{"v": 0}', '{"v": true}'])
def test_garbage_is_kept_aside_and_replaced_by_the_default(garbage):
    fake = FakeStorage({"domino.profile": garbage, "domino.settings": '{"v":1,"tiles":"dark"}'})
    store = Store(fake, today=TODAY)
    assert store.load("profile", {"fresh": True}) == {"fresh": True}
    assert fake.items[BACKUP + "profile." + TODAY + ".1"] == garbage
    assert "domino.profile" not in fake.items
    assert store.messages == ["Your coins and records were damaged, so they start over."]
    assert store.load("settings")["tiles"] == "dark"  # other documents survive


def test_a_later_unreadable_document_does_not_overwrite_the_first_backup():
    fake = FakeStorage({"domino.game": "first garbage"})
    store = Store(fake)
    store.load("game")
    fake.items["domino.game"] = "second garbage"
    store.load("game")
    assert kept(fake.items, "game") == ["first garbage", "second garbage"]


def test_a_newer_schema_is_left_in_place_and_nothing_is_written_over_it():
    newer = json.dumps({"v": 99, "coins": 500})
    fake = FakeStorage({"domino.profile": newer})
    store = Store(fake)
    assert store.load("profile") is None and store.newer
    assert store.messages == [NEWER] and "schema 99" in store.details[0]
    assert store.save("profile", {"coins": 30}) is False
    store.remove("profile")
    assert fake.items == {"domino.profile": newer}
    assert store.save("settings", {"tiles": "dark"})  # only the newer version's document is left alone
    assert store.is_newer("profile") and not store.is_newer("settings")


def test_a_newer_version_writing_while_this_page_is_open_stops_it_saving():
    fake = FakeStorage()
    store = Store(fake)
    assert store.save("profile", {"coins": 30})
    newer = json.dumps({"v": 2 + VERSIONS["profile"], "coins": 500})
    fake.items["domino.profile"] = newer  # another tab, a newer build
    assert store.save("profile", {"coins": 35}) is False
    assert fake.items["domino.profile"] == newer and store.messages == [NEWER]


def test_a_refused_document_is_set_aside():
    def check(doc):
        raise ValueError("hand 1, move 3 ('9-9:L') is illegal")

    fake = FakeStorage({"domino.game": '{"v":1,"match":{}}'})
    store = Store(fake)
    assert store.load("game", None, check) is None
    assert kept(fake.items, "game") and "illegal" in store.details[0]
    assert store.messages == ["Your saved game was damaged and can't be continued. Start a new game."]


def test_old_versions_are_migrated_step_by_step(monkeypatch):
    monkeypatch.setitem(VERSIONS, "settings", 3)
    def one(d):  # v1 named the tile colour
        d["tiles"] = {"white": "ivory"}.get(d.pop("colour", ""), "ivory")
        return d

    def two(d):  # v2 had a mute flag
        d["sound"] = "off" if d.pop("mute", False) else "on"
        return d

    monkeypatch.setitem(MIGRATIONS, "settings", {1: one, 2: two})
    fake = FakeStorage({"domino.settings": '{"v":1,"colour":"white","mute":true}'})
    got = Store(fake).load("settings")
    assert got == {"v": 3, "tiles": "ivory", "sound": "off"}


def test_a_version_without_migration_is_set_aside(monkeypatch):
    monkeypatch.setitem(VERSIONS, "settings", 2)
    fake = FakeStorage({"domino.settings": '{"v":1}'})
    store = Store(fake)
    assert store.load("settings", {"d": 1}) == {"d": 1}
    assert kept(fake.items, "settings") == ['{"v":1}']


def test_forbidden_storage_never_throws_and_runs_from_memory():
    store = Store(FakeStorage(throw=True))
    assert store.load("profile", {"coins": 30}) == {"coins": 30}
    assert store.save("profile", {"coins": 45}) is False
    assert store.load("profile")["coins"] == 45  # from memory
    store.remove("profile")
    assert store.load("profile") is None
    assert store.take_messages() == [NOT_KEPT]  # told once
    store.save("game", {"x": 1})
    assert store.take_messages() == []


def test_full_storage_keeps_the_game_in_memory():
    fake = FakeStorage({"domino.profile": '{"v":1,"coins":30}'}, quota=40)
    store = Store(fake)
    assert store.save("game", {"match": "x" * 100}) is False
    assert store.load("game")["match"] == "x" * 100
    assert store.messages == [FULL] and store.full
    assert fake.items["domino.profile"] == '{"v":1,"coins":30}'  # untouched


def test_browser_storage_that_throws_on_access():
    class Window:
        @property
        def localStorage(self):
            raise PermissionError("SecurityError")

    store = open_browser_storage(Window())
    assert store.working is False and store.messages == [NOT_KEPT]
    assert store.save("settings", {}) is False


# ---- profile -------------------------------------------------------------------------------------

def test_new_player_has_30_coins_and_the_gift_comes_once_a_later_day():
    p = profile.new_profile(TODAY)
    assert p["coins"] == 30
    assert profile.daily_gift(p, TODAY) == 0
    assert profile.daily_gift(p, "2026-03-11") == 30 and p["coins"] == 60
    assert profile.daily_gift(p, "2026-03-11") == 0 and p["coins"] == 60


@pytest.mark.parametrize("level,target,coins", [("easy", 0, 5), ("easy", 50, 5), ("easy", 100, 10),
                                                ("medium", 0, 10), ("medium", 100, 20),
                                                ("hard", 50, 25), ("hard", 100, 50),
                                                ("expert", 0, 40), ("expert", 100, 80),
                                                ("easy", 150, 10), ("hard", 250, 50)])
def test_payout_table(level, target, coins):
    assert profile.payout(level, target) == coins


@pytest.mark.parametrize("level,coins", [("easy", 10), ("medium", 20), ("hard", 50), ("expert", 80)])
def test_the_full_game_of_ten_rounds_pays_as_a_match_to_100(level, coins):
    assert profile.payout(level, 0, full_game=True) == coins == profile.payout(level, 100)


def test_prices_and_paying():
    p = profile.new_profile(TODAY)
    assert profile.restart_price(0) == profile.restart_price(1) == 0 and profile.restart_price(2) == 5
    assert profile.pay(p, profile.HINT) and p["coins"] == 15
    assert profile.pay(p, profile.HINT) and p["coins"] == 0
    assert not profile.pay(p, profile.UNDO) and p["coins"] == 0
    assert profile.pay(p, 0)


def test_records_daily_history_and_streak():
    p = profile.new_profile(TODAY)
    profile.record_computer(p, "block", "hard", "win", 3)
    profile.record_computer(p, "block", "hard", "loss", 3)
    assert p["records"]["block/hard/3"] == {"win": 1, "loss": 1, "draw": 0}
    profile.record_local(p, "Player 2")
    assert p["local"] == {"Player 2": 1}
    for day, result in [("2026-03-07", "win"), ("2026-03-08", "loss"), ("2026-03-09", "win")]:
        assert profile.record_daily(p, day, result, [50, 20])
    assert profile.daily_streak(p, TODAY) == 1  # yesterday's win; today not played yet
    assert profile.record_daily(p, TODAY, "win", [52, 3])
    assert not profile.record_daily(p, TODAY, "loss", [0, 50])  # a replay is not recorded
    assert profile.daily_streak(p, TODAY) == 2
    assert p["totals"] == {"played": 4, "wins": 3, "streak": 2, "best": 2, "last": TODAY, "last_win": TODAY}
    profile.reset_records(p)
    assert p["records"] == p["local"] == p["daily"] == {} and p["coins"] == 30
    assert not profile.record_daily(p, TODAY, "win", [50, 0])  # a Daily is never recorded twice


def test_settings_clean_and_defaults():
    assert prefs.clean({"tiles": "neon", "sound": "off"}) == {**prefs.DEFAULTS, "sound": "off"}
    assert prefs.clean(None) == prefs.DEFAULTS
    assert prefs.suggest_on(prefs.DEFAULTS, "easy", "computer")
    assert not prefs.suggest_on(prefs.DEFAULTS, "hard", "computer")
    assert prefs.anim(prefs.DEFAULTS, True) == "off" and prefs.anim(prefs.DEFAULTS, False) == "normal"


# ---- the game in progress: saves from before the full game's `rounds` setting -------------------

def test_a_game_saved_before_the_rounds_setting_loads_and_restarts_as_it_was():
    """The table's settings gained "rounds" (Mexican Train's full game) with no new schema: an older
    save has none, and its Rules (older still: no full_game field) say a single round. Continue and
    Restart take the length from the saved Rules, so both games come back exactly."""
    import domino

    from table.storage import documents
    from table.render import match_length as lengths

    def saved(rules, cfg):
        match = domino.new_match(rules, seed=5)
        game = match.game
        game.apply(game.legal_moves()[0])
        doc = {"v": 1, "match": match.to_json(),
               "table": {"cfg": cfg, "names": ["You", "Computer 1"], "last": "", "fresh": None}}
        return match, doc

    old_cfg = {"mode": "computer", "players": "2", "variant": "mexican", "level": "easy", "target": "0", "seed": 5}
    match, doc = saved(domino.Rules(variant="mexican"), old_cfg)
    del doc["match"]["rules"]["full_game"]  # the engine's Rules before the option existed
    full, full_doc = saved(domino.Rules(variant="mexican", full_game=True), {**old_cfg, "rounds": "10"})
    fake = FakeStorage()
    for before, stored in ((match, doc), (full, full_doc)):
        fake.items["domino.game"] = json.dumps(stored)
        got = Store(fake).load("game", None, lambda d: documents.check_game(d)[:2])
        assert got is not None and BACKUP + "game" not in fake.items
        loaded = domino.Match.from_json(got["match"])
        assert loaded.to_json()["hands"] == before.to_json()["hands"] and loaded.rules == before.rules
        settings = {**got["table"]["cfg"], **lengths.menu_settings(loaded.rules)}
        assert settings["rounds"] == ("10" if before.rules.full_game else "1")
        assert domino.Rules(**lengths.rules_options(settings)) == before.rules


@pytest.mark.parametrize("name, text", [
    ("game", "{not json"), ("game", '{"v":1}'), ("profile", '{"coins":5}'),
    ("profile", '{"v":1,"coins":-999999}'), ("settings", "[1,2"), ("settings", '{"v":1,"tiles":"x","sound":1}'),
    ("tutorial", '{"v":1,"done":["nope"]}'), ("tutorial", '{"v":7}'),
])
def test_what_the_player_is_told_is_short_and_plain(name, text):
    """One sentence or two a player reads at a glance: what was lost, what was kept, what to do. The
    developer's reason (schema, JSON, an illegal move, the backup key) goes to `details` only."""
    from table.storage import documents

    checks = {"game": lambda d: documents.check_game(d)[:2], "settings": documents.check_settings,
              "profile": lambda d: documents.check_profile(d, "2026-03-10"),
              "tutorial": lambda d: documents.check_tutorial(d, {"first"})}
    store = Store(FakeStorage({f"domino.{name}": text}))
    store.load(name, None, checks[name])
    [said] = store.messages
    assert len(said) <= 110, said
    for jargon in ("schema", "JSON", "illegal", "backup", "kept aside", "fresh one", "(", "whole number"):
        assert jargon not in said
    assert store.details and f"domino.{name}" in store.details[0]


def test_the_words_for_each_document():
    assert S.lost_words("settings") == "Your settings were damaged, so they are back to the defaults."
    assert S.repaired_words("settings", ["Tiles", "Sound"]) == (
        "Some settings were damaged and are back to the defaults: Tiles and Sound.")
    assert S.repaired_words("tutorial", ["a lesson that is not in this version"]) == (
        "Your tutorial progress is kept, but a lesson that is not in this version was dropped.")


def test_a_document_set_aside_never_overwrites_or_drops_a_backup():
    storage = FakeStorage()
    storage.setItem("domino.backup.profile", "older, from before backups were dated")
    storage.setItem("domino.profile", "damaged once")
    store = Store(storage, today=TODAY)
    assert store.load("profile", {"v": 1}) == {"v": 1}
    storage.setItem("domino.profile", "damaged twice")
    assert Store(storage, today="2026-03-11").load("profile", {"v": 1}) == {"v": 1}
    assert {k: v for k, v in storage.items.items() if "backup" in k} == {
        "domino.backup.profile": "older, from before backups were dated",
        "domino.backup.profile.2026-03-10.1": "damaged once", "domino.backup.profile.2026-03-11.1": "damaged twice"}


def test_a_full_set_of_copies_never_stops_saving_and_the_oldest_copy_makes_room():
    storage = FakeStorage({f"domino.backup.game.2026-01-0{n}.1": f"old {n}" for n in range(1, S.MAX_BACKUPS + 1)})
    storage.setItem("domino.game", "damaged")
    store = Store(storage, today=TODAY)
    assert store.load("game") is None
    assert "domino.game" not in storage.items and len(kept(storage.items, "game")) == S.MAX_BACKUPS
    assert "domino.backup.game.2026-01-01.1" not in storage.items   # the oldest copy made room
    assert storage.items[f"domino.backup.game.{TODAY}.1"] == "damaged"    # the original is kept
    assert store.save("game", {"x": 1}) and json.loads(storage.items["domino.game"])["x"] == 1


def test_a_copy_identical_to_the_document_in_place_makes_room_first():
    items = {f"domino.backup.profile.{TODAY}.{n}": f"copy {n}" for n in range(1, S.MAX_BACKUPS + 1)}
    storage = FakeStorage({**items, "domino.profile": "copy 5"})
    store = Store(storage, today=TODAY)
    assert store.load("profile") is None   # "copy 5" is kept already: reused, nothing removed
    assert len(kept(storage.items, "profile")) == S.MAX_BACKUPS
    storage.setItem(f"domino.backup.profile.{TODAY}.5", "copy 5 changed")
    storage.setItem("domino.profile", "copy 9")
    storage.setItem(f"domino.backup.profile.{TODAY}.9", "copy 9")
    assert store.keep_copy("profile", "something new") is not None
    assert f"domino.backup.profile.{TODAY}.9" not in storage.items and storage.items["domino.profile"] == "copy 9"
    assert "copy 1" in kept(storage.items, "profile")   # the oldest stays: the duplicate went first


def test_copies_are_ordered_by_day_then_number_never_by_text():
    items = {f"domino.backup.game.{TODAY}.{n}": f"{n}" for n in (1, 2, 9, 10, 11)}
    store = Store(FakeStorage(items), today=TODAY)
    assert [b.number for b in store.backups()] == [1, 2, 9, 10, 11]
    assert store.keep_copy("game", "twelfth").endswith(f"{TODAY}.12")


def readers():
    return documents.checks(TODAY)


def test_what_was_set_aside_comes_back_and_what_it_replaces_goes_aside():
    rich = json.dumps({"v": VERSIONS["profile"], **new_profile(TODAY), "coins": 345})
    dark = json.dumps({"v": 1, "tiles": "dark"})
    storage = FakeStorage({f"domino.backup.profile.{TODAY}.1": rich, f"domino.backup.settings.{TODAY}.1": dark})
    store = Store(storage, today=TODAY)
    assert [(b.name, b.day) for b in store.backups()] == [("profile", TODAY), ("settings", TODAY)]
    store.save("profile", {**new_profile(TODAY), "coins": 30})
    assert [b.name for b in shelf.restorable(store, readers())] == ["profile", "settings"]
    assert [(b.name, b.outcome) for b in shelf.bring_back(store, TODAY, readers())] == [
        ("profile", "back"), ("settings", "back")]
    assert storage.items["domino.settings"] == dark
    # the profile merged, nothing of either lost: the copy stays aside, and so does what was in place
    assert json.loads(storage.items["domino.profile"])["coins"] == 345
    assert [json.loads(t)["coins"] for t in kept(storage.items, "profile")] == [345, 30]
    assert kept(storage.items, "settings") == []


@pytest.mark.parametrize("copy,outcome", [('{"v":2,"coins":"lots"', "unreadable"), ('{"v":99,"coins":5}', "newer"),
                                          ('{"v":4,"coins":5,"records":[]', "unreadable"), ("[1,2]", "unreadable")])
def test_a_copy_this_version_cannot_read_stays_aside_and_is_never_offered(copy, outcome):
    storage = FakeStorage({f"domino.backup.profile.{TODAY}.1": copy})
    store = Store(storage, today=TODAY)
    store.save("profile", {**new_profile(TODAY), "coins": 30})
    before = dict(storage.items)
    assert shelf.restorable(store, readers()) == [] and shelf.unreadable(store, readers())
    assert [(b.name, b.outcome) for b in shelf.bring_back(store, TODAY, readers())] == [("profile", outcome)]
    assert storage.items == before and not store.newer


def test_a_copy_that_reads_as_what_is_in_place_is_not_offered():
    """A repaired document's original reads, once repaired, as the document in place: nothing to bring back."""
    damaged = {"v": VERSIONS["profile"], **new_profile(TODAY), "coins": -5}
    storage = FakeStorage({"domino.profile": json.dumps(damaged)})
    store = Store(storage, today=TODAY)
    store.load("profile", None, lambda d: documents.check_profile(d, TODAY))
    assert len(kept(storage.items, "profile")) == 1 and shelf.restorable(store, readers()) == []


def test_nothing_is_brought_back_over_a_document_that_cannot_be_kept():
    class Tight(FakeStorage):
        def setItem(self, key, value):
            if key.startswith("domino.backup.profile.2026-03-11"):
                raise RuntimeError("QuotaExceededError")
            super().setItem(key, value)

    old = json.dumps({"v": 4, **new_profile(TODAY), "coins": 12})
    storage = Tight({"domino.backup.profile.2026-03-10.1": old, "domino.profile": '{"v":2,"coins":90}'})
    assert [b.outcome for b in shelf.bring_back(Store(storage, today="2026-03-11"), TODAY, readers())] == ["refused"]
    assert storage.items["domino.profile"] == '{"v":2,"coins":90}'
    assert storage.items["domino.backup.profile.2026-03-10.1"] == old


def test_a_storage_that_reads_but_is_full_at_start_is_still_read():
    class Window:
        localStorage = FakeStorage({"domino.profile": '{"v":2,"coins":123}'}, quota=10)

    store = open_browser_storage(Window(), today=TODAY)
    assert store.working and store.full and store.messages == [FULL]
    assert store.load("profile")["coins"] == 123


def test_a_storage_that_hands_back_objects_is_never_written_over():
    class Odd(FakeStorage):
        def getItem(self, key):
            return {"not": "text"} if key in self.items else None

    storage = Odd({"domino.profile": "a real profile"})
    store = Store(storage, today=TODAY)
    assert store.load("profile") is None
    store.save("profile", {"coins": 30})
    assert storage.items == {"domino.profile": "a real profile"}


def test_a_document_whose_copy_is_refused_stays_where_it_is():
    class Tight(FakeStorage):
        def setItem(self, key, value):
            if key.startswith("domino.backup."):
                raise RuntimeError("QuotaExceededError")
            super().setItem(key, value)

    storage = Tight()
    storage.setItem("domino.profile", "damaged")
    store = Store(storage)
    assert store.load("profile", {"v": 1}) == {"v": 1}
    store.save("profile", {"v": 1, "coins": 5})  # this visit's progress stays in memory
    assert storage.getItem("domino.profile") == "damaged"
    assert store.load("profile", {"v": 1}) == {"v": VERSIONS["profile"], "coins": 5}
