"""Stored documents under hostile content: each loads, is repaired with a message, or is set aside
with a message; none raises, none reaches the table unchecked."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import domino
from domino.lessons import LESSONS
from table.storage import documents
from table.storage import profile
from table.storage import json_text
from table.storage import store as S
from table.storage.store import Store

from fakes import FakeStorage, kept

TODAY = "2026-03-10"
LESSON_KEYS = {item.key for item in LESSONS}
CHECKS = {
    "game": lambda d: documents.check_game(d)[:2],
    "profile": lambda d: documents.check_profile(d, TODAY),
    "settings": documents.check_settings,
    "tutorial": lambda d: documents.check_tutorial(d, LESSON_KEYS),
}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=30,
)


def saved_game(mode="computer", moves=1, **table):
    match = domino.new_match(domino.Rules(), seed=7)
    for _ in range(moves):
        match.game.apply(match.game.legal_moves()[0])
    names = ["", ""] if mode == "computer" else ["Ann", ""]   # roles and typed names (schema 2)
    doc = {"v": 2, "match": match.to_json(),
           "table": {"cfg": {"mode": mode, "players": "2", "variant": "draw", "level": "easy", "target": "0",
                             "seed": 7},
                     "names": names, "last": "You played 6-6.", "fresh": None}}
    doc["table"].update(table)
    return doc


def load(name, text):
    fake = FakeStorage({f"domino.{name}": text})
    st_ = Store(fake, today=TODAY)
    return st_.load(name, None, CHECKS[name]), st_, fake


# ---- every document, any JSON ------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(CHECKS))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=json_values, versioned=st.booleans())
@example(value={"v": 2}, versioned=False)  # a newer schema than settings' and the tutorial's
def test_any_json_loads_or_is_set_aside_with_a_message(name, value, versioned):
    if versioned and isinstance(value, dict):
        value = {**value, "v": 1}
    text = json.dumps(value)
    got, st_, fake = load(name, text)
    if got is None and st_.newer:  # a newer version's document: left in place, never written over
        assert isinstance(value, dict) and type(value.get("v")) is int and value["v"] > S.VERSIONS[name]
        assert fake.items[f"domino.{name}"] == text and kept(fake.items, name) == []
        assert st_.messages == [S.NEWER]
    elif got is None:
        assert kept(fake.items, name) == [text] and f"domino.{name}" not in fake.items
        assert st_.messages and st_.messages[0] == S.lost_words(name)
        assert st_.details[0].startswith(f"domino.{name} set aside under domino.backup.{name}.{TODAY}.1: ")
    else:
        assert isinstance(got, dict)


@pytest.mark.parametrize("name", sorted(CHECKS))
@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=200))
def test_any_text_loads_or_is_set_aside(name, text):
    got, st_, _ = load(name, text)
    assert got is None or isinstance(got, dict)


@pytest.mark.parametrize("name", sorted(CHECKS))
@pytest.mark.parametrize("text", [
    "[" * 10_000 + "]" * 10_000,
    '{"v":1,"done":' + "[" * 5_000 + "]" * 5_000 + "}",
    '{"v":1,"a":' + '{"b":' * 3_000 + "1" + "}" * 3_001,
    '{"v":1,"x":"' + "y" * (json_text.MAX_CHARS + 1) + '"}',
])
def test_deep_or_huge_documents_are_refused_before_parsing(name, text):
    got, st_, fake = load(name, text)
    assert got is None and kept(fake.items, name)
    assert "nested too deeply" in st_.details[0] or "too large" in st_.details[0]


def test_brackets_inside_strings_do_not_count_as_nesting():
    assert json_text.parse(json.dumps({"v": 1, "last": "[" * 100 + '\\"{' * 50}))["v"] == 1


# ---- the game save -----------------------------------------------------------------------------

def test_a_sound_game_save_loads_with_its_match_replayed():
    out, problems, match = documents.check_game(saved_game(moves=3))
    assert problems == [] and len(match.game.history) == 3
    assert out["table"]["names"] == ["", ""] and out["table"]["cfg"]["level"] == "easy"


@pytest.mark.parametrize("mode, english, typed, shown", [
    ("computer", ["You", "Computer 1"], ["", ""], ("You", "Computer 1")),
    ("local", ["Ann", "Player 2"], ["Ann", ""], ("Ann", "Player 2")),
    ("local", ["Player 2", "Player 2 2"], ["Player 2", "Player 2 2"], ("Player 2", "Player 2 2")),
])
def test_a_game_saved_with_english_names_keeps_playing_with_roles_and_typed_names(mode, english, typed, shown):
    """Schema 1 kept the words that named the seats; its game loads as roles and typed names, and
    the table names the seats in the player's language again."""
    from table.language.players import names

    doc = saved_game(mode, moves=2, names=english)
    doc["v"] = 1
    got, st_, fake = load("game", json.dumps(doc))
    assert got is not None and st_.messages == [] and fake.items == {"domino.game": json.dumps(doc)}  # read, not rewritten
    assert got["table"]["names"] == typed
    assert names(mode, 2, got["table"]["names"]) == shown
    out, problems, match = documents.check_game(got)
    assert problems == [] and len(match.game.history) == 2


@pytest.mark.parametrize("names", [["You", "<img src=x onerror=alert(1)>"], ["You"], [1, 2], ["Computer 1", "You"]])
def test_a_schema_1_game_whose_names_were_not_its_own_words_stays_refused(names):
    doc = saved_game("computer", moves=1, names=names)
    doc["v"] = 1
    got, st_, fake = load("game", json.dumps(doc))
    assert got is None and any("damaged" in m for m in st_.messages)


@pytest.mark.parametrize("break_it, why", [
    (lambda d: d["match"]["hands"][0].append(5), "not a move"),
    (lambda d: d["match"]["hands"][0].append({"x": 1}), "not a move"),
    (lambda d: d["match"]["hands"][0].append("9-9:L"), "illegal"),
    (lambda d: d["table"]["cfg"].update(level="grandmaster"), "level"),
    (lambda d: d["table"]["cfg"].update(mode="spectator"), "mode"),
    (lambda d: d["table"].update(names=["Ann", ""]), "names"),  # a computer's seat is no typed name
    (lambda d: d["table"].update(names=[""]), "names"),
    (lambda d: d["table"].update(names=[1, 2]), "names"),
    (lambda d: d["table"].update(names=["", "<img src=x onerror=alert(1)>"]), "names"),
    (lambda d: d["table"]["cfg"].update(variant="block"), "do not match"),
    (lambda d: d["table"]["cfg"].update(daily="2026-13-45"), "date"),
    (lambda d: d["match"].update(seed=[1]), "seed"),
    (lambda d: d["match"].update(seed="x" * 1000), "seed"),
    (lambda d: d["match"]["rules"].update(players=10 ** 9), "players"),
    (lambda d: d.pop("table"), "table"),
])
def test_broken_game_saves_are_set_aside_with_a_reason(break_it, why):
    doc = saved_game()
    break_it(doc)
    got, st_, fake = load("game", json.dumps(doc))
    assert got is None and kept(fake.items, "game")
    assert st_.messages == ["Your saved game was damaged and can't be continued. Start a new game."]
    assert st_.details[0].startswith("domino.game set aside under domino.backup.game.2026-03-10.1: ")


@pytest.mark.parametrize("field, value", [("last", "<b>" * 500), ("last", 5), ("last", "a\x00b"),
                                          ("last", "a\u2028b"), ("fresh", [99, 1]), ("fresh", "6-6")])
def test_a_broken_table_field_is_reset_and_the_game_still_loads(field, value):
    got, st_, fake = load("game", json.dumps(saved_game(**{field: value})))
    assert got is not None and kept(fake.items, "game")
    assert st_.messages == ["Your saved game had a small fault, now fixed: you can continue it."]
    assert got["table"]["last"] == ("" if field == "last" else "You played 6-6.")


@pytest.mark.parametrize("last", ["Tu as passé ton tour\u00a0: ton train est ouvert à tous.",
                                  "Ordi 1 a marqué 1\u202f000 points\u202f!"])
def test_a_sentence_with_a_no_break_space_reads_back_unchanged(last):
    """French sets a no-break space before ":" and "!" (and in 1 000): the table writes such a
    sentence as the last move's words, and its own check must take it back as it was."""
    got, st_, _ = load("game", json.dumps(saved_game(last=last)))
    assert got is not None and got["table"]["last"] == last and st_.messages == []


def test_the_length_settings_come_from_the_rules_not_the_save():
    doc = saved_game()
    doc["table"]["cfg"]["target"] = '"><script>'
    out, _, _ = documents.check_game(doc)
    assert "target" not in out["table"]["cfg"]


# ---- profile, settings, tutorial -------------------------------------------------------------

@pytest.mark.parametrize("coins, kept_coins, fault", [
    ("45", 0, "were not a number and are back to 0"), (None, 0, "were not a number and are back to 0"),
    (True, 0, "were not a number and are back to 0"), ([1], 0, "were not a number and are back to 0"),
    (-3, 0, "were below zero and are back to 0"), (-999999, 0, "were below zero and are back to 0"),
    (4.5, 4, "were not a whole number and are rounded down"),
    (2 ** 60, profile.MAX_COINS, f"were over the most a player can hold ({profile.MAX_COINS:,})"),
])
def test_coins_of_the_wrong_type_are_mended_and_said(coins, kept_coins, fault):
    got, st_, _ = load("profile", json.dumps({"v": 1, "coins": coins, "records": {"draw/easy": {"win": 2}}}))
    assert got["coins"] == kept_coins and got["records"]["draw/easy"]["win"] == 2
    assert st_.messages == [f"Part of your coins and records was damaged: your coins {fault}. The rest is kept."]


@pytest.mark.parametrize("coins", [250.0, 0.0, profile.MAX_COINS])
def test_whole_coins_written_as_floats_or_at_the_cap_load_as_they_are(coins):
    got, st_, _ = load("profile", json.dumps({"v": 1, "coins": coins}))
    assert got["coins"] == int(coins) and isinstance(got["coins"], int) and st_.messages == []


def test_a_gift_day_after_today_is_kept_silently_and_gives_nothing_until_then():
    """The clock moved back: no word of damage, and no second gift for a day already given."""
    got, st_, _ = load("profile", json.dumps({"v": 1, "coins": 12, "gift_day": "2026-03-12"}))
    assert got["gift_day"] == "2026-03-12" and got["coins"] == 12 and st_.messages == []
    assert profile.daily_gift(got, TODAY) == 0 and profile.daily_gift(got, "2026-03-11") == 0
    assert profile.daily_gift(got, "2026-03-13") == profile.DAILY_GIFT and got["coins"] == 42


def test_a_sound_profile_loads_without_a_message():
    doc = {"v": 1, **profile.new_profile(TODAY), "coins": 88}
    profile.record_computer(doc, "draw", "hard", "win", 2)
    profile.record_daily(doc, "2026-03-09", "loss", [12, 50])
    profile.record_local(doc, "Player 2")
    got, st_, fake = load("profile", json.dumps(doc))
    assert {k: got[k] for k in ("coins", "records", "local", "daily")} == {
        k: doc[k] for k in ("coins", "records", "local", "daily")}
    assert st_.messages == [] and not kept(fake.items, "profile")


@pytest.mark.parametrize("done", [None, 5, "draw", {"a": 1}])
def test_a_tutorial_record_that_is_not_a_list_is_set_aside(done):
    got, st_, fake = load("tutorial", json.dumps({"v": 1, "done": done}))
    assert got is None and kept(fake.items, "tutorial") and "tutorial" in st_.messages[0]


def test_unknown_lessons_are_dropped_from_the_tutorial_record():
    key = sorted(LESSON_KEYS)[0]
    got, _, _ = load("tutorial", json.dumps({"v": 1, "done": [key, "<script>", 3]}))
    assert got == {"done": [key]}


def test_settings_keep_their_sound_choices():
    got, st_, _ = load("settings", json.dumps({"v": 1, "tiles": "dark", "sound": "<loud>"}))
    assert got["tiles"] == "dark" and got["sound"] == "on" and "Sound" in st_.messages[0]


# ---- storage that fails part-way --------------------------------------------------------------

def test_a_full_storage_still_removes_a_finished_game_and_then_keeps_the_coins():
    """A refused write does not stop later writes: removing the finished game frees the room that
    the profile needs."""
    fake = FakeStorage(quota=200)
    st_ = Store(fake, today=TODAY)
    assert st_.save("game", {"match": "x" * 150})
    assert not st_.save("profile", {"coins": 65, "pad": "y" * 60})  # full
    st_.remove("game")
    assert "domino.game" not in fake.items
    assert st_.save("profile", {"coins": 65, "pad": "y" * 60})
    assert json.loads(fake.items["domino.profile"])["coins"] == 65
