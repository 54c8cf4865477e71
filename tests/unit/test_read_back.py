"""What the game writes, it reads back: each document a page writes is accepted unchanged by the
next read (readback.ReadBack checks every write), a repair is accepted by the read after it, and
every result lands in its own variant's row, whatever the names, the copies or the clock."""

from __future__ import annotations

import json

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import domino
from fakes import TODAY, FakeStorage, table
from readback import ReadBack, refusal
from table.storage import documents, profile
from table.storage.settings import clean_name, typed_names
from table.storage import words
from table.storage.words import REPAIRED
from test_controller import click, make, play_out

MOM = "\U0001F469\u200d\U0001F4BB Mom"   # woman technologist: two emoji joined by U+200D


def opened(storage, **menu):
    """A page opening on `storage`, as app.build does: the profile read, the save loaded."""
    ctl = table(storage, **menu)
    ctl.parts.saves.load()
    ctl.parts.tell()
    return ctl


def play(ctl, moves):
    """`moves` moves by the people at the table (the hand-off answered), the first legal one each."""
    for _ in range(200):
        if moves == 0:
            return
        s = ctl.session
        if ctl.page.run_timers():
            continue
        if s.phase == "handoff":
            click(ctl, action="ready")
        elif s.my_turn():
            make(ctl, s.legal()[0])
            moves -= 1
        else:
            raise AssertionError(f"stuck in {s.phase}")


def repaired_said(ctl) -> bool:
    return any(m.startswith(REPAIRED["game"][:20]) for m in ctl.page.told)


def stored(storage, name="profile"):
    return json.loads(storage.items[f"domino.{name}"])


# ---- case 1: a save the page repairs is continued ----------------------------------------------

def test_a_same_device_game_with_an_emoji_name_is_saved_read_back_and_continued():
    storage = ReadBack()
    ctl = opened(storage, mode="local", name1=MOM, name2="Dad")
    click(ctl, action="new-game")
    assert ctl.session.names[0] == MOM
    play(ctl, 4)
    again = opened(storage, mode="local")
    click(again, action="continue")
    assert again.session.phase in ("playing", "handoff") and again.session.names[0] == MOM
    assert not repaired_said(again) and storage.refused == [] and storage.checked > 0
    assert not [k for k in storage.items if k.startswith("domino.backup.")]


@pytest.mark.parametrize("fault", ["partner", "daily", "last"])
def test_a_repaired_save_is_accepted_by_the_next_read_and_continues(fault):
    """A save with one unsound field (an unknown partner level in 2 vs 2, a forged Daily mark, words
    that are not text) is repaired once, kept aside, and the repair itself is read back as sound."""
    storage = ReadBack()
    menu = {"players": "4", "teams": "pairs", "level": "easy", "partner": "easy"} if fault == "partner" else {}
    ctl = opened(storage, **menu)
    click(ctl, action="new-game")
    play(ctl, 2)
    doc = stored(storage, "game")
    table_ = doc["table"]
    if fault == "partner":
        table_["cfg"]["partner"] = "grandmaster"
    elif fault == "daily":
        table_["cfg"].update(daily=TODAY, unrecorded=False)
    else:
        table_["last"] = "played\x07"
    storage.items["domino.game"] = json.dumps(doc)
    first = opened(storage)
    assert repaired_said(first)
    repaired = storage.items["domino.game"]
    assert refusal("game", repaired) == ""
    second = opened(storage)
    click(second, action="continue")
    assert second.session.phase == "playing" and not second.page.told
    assert second.session.match.rules.variant == "draw"
    if fault == "daily":
        assert "daily" not in second.session.cfg
    if fault == "partner":
        assert second.session.cfg["partner"] == "easy" and second.session.match.rules.partners


# ---- case 2: results filed under their own variant ----------------------------------------------

@pytest.mark.parametrize("variant,players", [("allfives", 2), ("mexican", 3), ("triangles", 2), ("block", 2)])
def test_a_game_left_after_a_reload_is_recorded_in_its_own_variants_row(variant, players):
    storage = ReadBack()
    ctl = opened(storage, variant=variant, players=str(players), level="hard")
    click(ctl, action="new-game")
    play(ctl, 2)
    again = opened(storage)   # the menu's choice is Classic now: the save's own rules decide
    click(again, action="new-game")
    assert again.page.panel == "leave"
    click(again, ui="replace", then="new-game")
    records = stored(storage)["records"]
    assert records == {f"{variant}/hard/{players}": {"win": 0, "loss": 1, "draw": 0}}, records
    assert storage.refused == []


@pytest.mark.parametrize("variant", ["allfives", "mexican"])
def test_a_finished_game_found_at_start_is_recorded_in_its_own_variants_row(variant):
    storage = FakeStorage()
    ctl = opened(storage, variant=variant, level="medium")
    click(ctl, action="new-game")
    play_out(ctl, hands=999)
    assert ctl.session.match.is_over
    game = {"v": 1, "match": ctl.session.match.to_json(), "tab": "t9",
            "table": {"cfg": {**ctl.session.cfg, "id": "g-found", "settled": False}, "names": list(ctl.session.names),
                      "last": "", "fresh": None}}
    before = stored(storage)["records"]
    storage.items["domino.game"] = json.dumps(game)
    opened(storage)
    after = stored(storage)["records"]
    key = f"{variant}/medium/2"
    assert sum(after[key].values()) == sum(before[key].values()) + 1
    assert not [k for k in after if k.startswith("draw/")]


# ---- case 3: same-device wins kept --------------------------------------------------------------

def test_same_device_wins_of_an_emoji_name_survive_the_next_visit():
    storage = ReadBack()
    p = profile.new_profile(TODAY)
    profile.record_local(p, MOM)
    out, problems = documents.check_profile(p, TODAY)
    assert problems == [] and out["local"] == {MOM: 1}


def test_the_501st_same_device_name_keeps_every_other_win():
    p = profile.new_profile(TODAY)
    for n in range(documents.MAX_KEYS):
        p["local"][f"P{n}"] = 2
    p["local"]["P7"] = 1  # the fewest wins: the one that makes room
    profile.record_local(p, "Newcomer")
    assert len(p["local"]) == documents.MAX_KEYS and p["local"]["Newcomer"] == 1 and "P7" not in p["local"]
    out, problems = documents.check_profile(p, TODAY)
    assert problems == [] and out["local"] == p["local"]


def test_a_profile_past_the_bound_keeps_the_names_with_most_wins():
    """Written by an older page that did not bound the list: the read keeps MAX_KEYS of them, never none."""
    p = profile.new_profile(TODAY)
    p["local"] = {f"P{n}": 1 + n % 3 for n in range(documents.MAX_KEYS + 5)}
    out, problems = documents.check_profile(p, TODAY)
    assert len(out["local"]) == documents.MAX_KEYS and problems
    assert sorted(out["local"].values())[:5] != [1] * 5 or min(out["local"].values()) >= 1
    assert documents.check_profile(out, TODAY)[1] == []


# ---- case 12: Undo never makes leaving free -----------------------------------------------------

def test_undo_back_to_no_tile_down_still_counts_leaving_as_a_loss():
    storage = ReadBack()
    ctl = opened(storage, seed="2")   # the person leads
    click(ctl, action="new-game")
    assert ctl.session.my_turn()
    play(ctl, 2)
    for _ in range(6):
        while ctl.page.run_timers():   # the computer's reply first: Undo waits for the person's turn
            pass
        if any(m.kind == "play" for g in ctl.session.match.games for _, m in g.history):
            click(ctl, action="undo")
    assert not any(m.kind == "play" for g in ctl.session.match.games for _, m in g.history)
    assert ctl.session.cfg.get("staked") is True
    again = opened(storage)   # a reload in between changes nothing
    click(again, action="new-game")
    assert again.page.panel == "leave"
    click(again, ui="replace", then="new-game")
    assert stored(storage)["records"]["draw/easy/2"]["loss"] == 1
    assert storage.refused == []


# ---- case 4 and 9: a full set of copies never stops saving, and Bring back still works ---------------

def test_nine_copies_and_a_damaged_profile_still_store_every_win():
    storage = ReadBack({f"domino.backup.profile.2026-01-0{n}.1": f"old {n}" for n in range(1, 10)})
    storage.items["domino.profile"] = '{"v":4,"coins":"damaged"'
    ctl = opened(storage)
    click(ctl, action="new-game")
    play_out(ctl)
    while ctl.page.run_timers():
        pass
    p = stored(storage)
    assert sum(sum(row.values()) for row in p["records"].values()) == 1
    assert "data-unkept" not in str(ctl.page.html.get("reward", ""))
    assert storage.items[f"domino.backup.profile.{TODAY}.1"] == '{"v":4,"coins":"damaged"'
    assert len([k for k in storage.items if k.startswith("domino.backup.profile.")]) == 9
    assert storage.refused == []


def test_past_nine_copies_bring_back_takes_the_latest_by_number():
    copies = {f"domino.backup.profile.{TODAY}.{n}": json.dumps({"v": 4, **profile.new_profile(TODAY), "coins": 100 + n})
              for n in range(1, 12)}
    storage = ReadBack(copies)
    ctl = opened(storage)
    click(ctl, action="settings")
    click(ctl, ui="bring-back", day=TODAY)
    assert ctl.parts.coins.coins == 111 and stored(storage)["coins"] == 111   # .11, not .9
    click(ctl, action="settings")   # everything set aside is in the profile now: nothing more to offer
    assert 'data-ui="bring-back"' not in str(ctl.page.html["panel-body"])
    copies = [json.loads(v)["coins"] for k, v in storage.items.items() if k.startswith("domino.backup.profile.")]
    assert 111 in copies and profile.START_COINS in copies and len(copies) <= 9
    assert storage.refused == []


# ---- case 5: storage full when a game starts ---------------------------------------------------------

def test_a_storage_full_before_the_game_says_so_at_the_table_and_never_claims_a_paid_win():
    storage = FakeStorage()
    ctl = opened(storage)
    storage.quota = sum(len(str(v)) for v in storage.items.values())   # full from now on
    click(ctl, action="new-game")
    note = ctl.page.attrs.get(("table-note", "text"))
    assert note == words.MOVES_NOT_KEPT["full"]
    play_out(ctl)
    while ctl.page.run_timers():
        pass
    reward = str(ctl.page.html.get("reward", ""))
    assert ctl.session.match.winner is not None
    assert "data-unkept" in reward and words.PAID.format(coins=5) not in reward
    assert stored(storage)["records"] == {}


def test_refused_storage_says_so_at_the_table_once_each_game_and_plays_the_hand_out():
    ctl = opened(FakeStorage(throw=True))
    click(ctl, action="new-game")
    assert ctl.page.attrs[("table-note", "text")] == words.MOVES_NOT_KEPT["refused"]
    ctl.page.attrs.pop(("table-note", "text"))
    play(ctl, 2)
    assert ("table-note", "text") not in ctl.page.attrs   # once a game, not once a move
    play_out(ctl)
    assert ctl.session.phase == "round-over" and ctl.page.round_open and ctl.page.html["round-body"]


# ---- case 7 and 8: a newer version's document stops only itself --------------------------------------

def test_a_newer_tutorial_record_leaves_coins_and_records_saving():
    newer = json.dumps({"v": 99, "done": ["a lesson of the future"]})
    storage = ReadBack({"domino.tutorial": newer})
    ctl = opened(storage)
    click(ctl, action="new-game")
    play_out(ctl)
    while ctl.page.run_timers():
        pass
    assert sum(sum(row.values()) for row in stored(storage)["records"].values()) == 1
    assert "data-unkept" not in str(ctl.page.html.get("reward", ""))
    assert storage.items["domino.tutorial"] == newer


def test_a_newer_versions_copy_is_never_brought_back_and_the_page_keeps_saving():
    newer = json.dumps({"v": 99, "coins": 900})
    storage = ReadBack({f"domino.backup.profile.{TODAY}.1": newer})
    ctl = opened(storage)
    click(ctl, action="settings")
    panel = str(ctl.page.html["panel-body"])
    assert "data-ui=\"bring-back\"" not in panel and "data-unread" in panel
    click(ctl, ui="bring-back", day=TODAY)   # a forged press: nothing moves
    assert storage.items[f"domino.backup.profile.{TODAY}.1"] == newer and not ctl.parts.store.newer
    assert ctl.parts.coins.pay(0) and stored(storage)["coins"] == profile.START_COINS


# ---- case 17: an unreadable copy is never "brought back" ----------------------------------------------

def test_an_unreadable_copy_is_not_offered_and_nothing_flips():
    storage = ReadBack({f"domino.backup.profile.{TODAY}.1": '{"v":4,"coins":'})
    ctl = opened(storage)
    before = dict(storage.items)
    click(ctl, action="settings")
    panel = str(ctl.page.html["panel-body"])
    assert 'data-ui="bring-back"' not in panel and "data-unread" in panel
    click(ctl, ui="bring-back", day=TODAY)
    assert storage.items == before


# ---- case 12: Bring back never parks a game at stake ---------------------------------------------------

def test_bring_back_leaves_a_game_at_stake_in_place_and_says_so():
    storage = ReadBack()
    ctl = opened(storage, seed="2")
    click(ctl, action="new-game")
    play(ctl, 1)
    while ctl.page.run_timers():
        pass
    at_stake = storage.items["domino.game"]
    other = json.loads(at_stake)
    other["match"]["hands"] = [[]]
    other["table"]["cfg"]["id"] = "another"
    other["table"]["cfg"].pop("staked", None)
    storage.items[f"domino.backup.game.{TODAY}.1"] = json.dumps(other)
    click(ctl, action="menu")
    click(ctl, action="settings")
    click(ctl, ui="bring-back", day=TODAY)
    assert storage.items["domino.game"] == at_stake
    assert words.BROUGHT["playing"]["game"] in str(ctl.page.html["panel-body"])
    click(ctl, action="new-game")
    assert ctl.page.panel == "leave"   # leaving it still counts


# ---- every bounded list bounded where it is written, one past each bound --------------------------------

def test_the_21st_settled_game_keeps_the_latest_20_and_reads_back_unchanged():
    p = profile.new_profile(TODAY)
    for n in range(profile.SETTLED + 1):
        profile.mark_settled(p, f"g{n}")
    assert p["settled"] == [f"g{n}" for n in range(1, profile.SETTLED + 1)]
    assert documents.check_profile(p, TODAY) == (p, [])


def test_the_61st_daily_day_keeps_the_latest_60_and_the_totals_count_every_day():
    p = profile.new_profile(TODAY)
    days = [day for day in (f"2026-{m:02d}-{d:02d}" for m in (1, 2, 3) for d in range(1, 29))][:profile.DAILY_DAYS + 1]
    for d in days:
        assert profile.record_daily(p, d, "win", [50, 0])
    assert len(p["daily"]) == profile.DAILY_DAYS and days[0] not in p["daily"]
    assert p["totals"]["played"] == profile.DAILY_DAYS + 1
    assert documents.check_profile(p, TODAY) == (p, [])


def test_the_tenth_copy_of_a_document_keeps_nine():
    storage = FakeStorage()
    from table.storage.store import MAX_BACKUPS, Store
    store = Store(storage, today=TODAY)
    for n in range(MAX_BACKUPS + 1):
        assert store.keep_copy("settings", f"copy {n}") is not None
    copies = [k for k in storage.items if k.startswith("domino.backup.settings.")]
    assert len(copies) == MAX_BACKUPS and "copy 0" not in storage.items.values()


def test_a_name_past_16_characters_is_cut_where_it_is_written_and_read_back():
    long = MOM * 6
    storage = ReadBack()
    ctl = opened(storage, mode="local", name1=long)
    click(ctl, action="new-game")
    assert len(ctl.session.names[0]) <= 16
    play(ctl, 2)
    assert storage.refused == []


# ---- a name cleaned is the name kept: cleaning it again changes nothing -------------------------------

@given(st.text(max_size=40) | st.lists(st.sampled_from(["\u200d", " ", "\x1b", "a", "\U0001F469", "\u202e", "\t"]),
                                        max_size=30).map("".join))
@example("\U0001F469\u200d\U0001F4BB \x1b \U0001F469\u200d\U0001F4BB")
@example("x\u200d \u200d")
def test_a_cleaned_name_is_clean(text):
    name = clean_name(text)
    assert clean_name(name) == name and documents.is_text(name, documents.MAX_NAME)
    assert typed_names([name], 1)[0] in (name, "")


# ---- a set the menu does not offer yet: Mexican Train with double-twelve, eight players ---------

@pytest.mark.parametrize("mode", ["computer", "local"])
def test_a_double_twelve_eight_player_save_is_read_back_unchanged_and_continues(mode):
    """The page's own save (saves.Saves) of an eight-player double-twelve game, a 10-12 tile just
    drawn among it, is read back by the page's own checks unchanged, and the match it replays is
    the one saved."""
    from types import SimpleNamespace

    rules = domino.Rules(variant="mexican", players=8, double=12)
    match = domino.new_match(rules, seed="twelve")
    game = match.game
    for _ in range(40):
        if game.is_over:
            break
        game.apply(domino.choose_move("medium", game.observation(game.current_player), seed=len(game.history)))
    typed = ["Ann", "Bo", MOM, "", "Dee", "Eve", "Flo", "Gus"] if mode == "local" else [""] * 8
    cfg = {"mode": mode, "level": "hard", "seed": "twelve", "variant": "mexican", "players": "8",
           **{f"name{seat + 1}": name for seat, name in enumerate(typed)}}
    storage = ReadBack()
    ctl = opened(storage)
    here = SimpleNamespace(match=match, lesson=None, cfg=cfg, names=[""] * 8, last="Player 3 drew.", fresh=(10, 12))
    assert ctl.parts.saves.save(here) is True
    assert storage.refused == [] and storage.checked > 0
    doc, problems, replayed = documents.check_game(stored(storage, "game"))
    assert problems == [] and replayed.to_json() == match.to_json() and replayed.rules.double == 12
    assert doc["table"]["fresh"] == [10, 12] and stored(storage, "game")["match"]["rules"]["double"] == 12
    for seat in range(8):
        assert replayed.game.observation(seat) == match.game.observation(seat)
    again = opened(storage)
    loaded = again.parts.saves.load()
    assert loaded is not None and loaded[1].to_json() == match.to_json() and not repaired_said(again)
