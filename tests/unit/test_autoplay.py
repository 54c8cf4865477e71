"""Play the only legal move for me (off by default): the setting's round trip through storage, older
settings documents read whole, and the controller making the one legal move after a beat, and
only then."""

from __future__ import annotations

import json

from fakes import Storage, table
from table.storage import documents
from table.storage.settings import DEFAULTS
from test_controller import click, make, to_turn

OLDER = {"v": 1, "suggest": "on", "tiles": "dark", "anim": "fast", "sound": "off", "dig": "off",
         "menu": {"variant": "block", "players": "3", "level": "hard", "name1": "Ann"}}


def one_move(s):
    return len(s.legal()) == 1


def test_an_older_settings_document_reads_whole_and_the_setting_round_trips():
    storage = Storage({"domino.settings": json.dumps(OLDER)})
    ctl = table(storage)
    prefs = ctl.parts.prefs.prefs
    assert dict(prefs) == {**DEFAULTS, **{k: v for k, v in OLDER.items() if k != "v"}} and prefs["autoplay"] == "off"
    assert documents.check_settings(OLDER)[1] == []           # nothing in it reads as damaged
    ctl.parts.prefs.change("autoplay", "on")
    stored = json.loads(storage.items["domino.settings"])
    assert stored["autoplay"] == "on" and stored["menu"] == OLDER["menu"] and stored["tiles"] == "dark"
    assert documents.check_settings(stored)[1] == []
    assert table(storage).parts.prefs.prefs["autoplay"] == "on"  # the next page reads it back


def test_off_by_default_the_only_move_waits_for_the_person():
    ctl = table(seed="11")
    s = to_turn(ctl, one_move)
    moves = len(s.match.game.history)
    assert not ctl.page.run_timers()
    assert len(ctl.session.match.game.history) == moves and ctl.session.my_turn()


def test_on_the_only_legal_move_is_made_after_a_beat():
    ctl = table(seed="11")
    ctl.parts.prefs.change("autoplay", "on")
    ctl.parts.prefs.change("dig", "off")                      # one draw at a time, each its own only move
    made = 0
    for _ in range(400):
        s = ctl.session
        if s.phase != "playing":
            click(ctl, action="new-game")
            continue
        if not s.my_turn():
            assert ctl.page.run_timers()
            continue
        legal = s.legal()
        if len(legal) > 1:
            make(ctl, legal[-1])
            continue
        moves = len(s.match.game.history)
        assert ctl.page.timers and ctl.page.timers[0][1] > 0 and s.note  # a beat, and the table says why
        ctl.page.run_timers()
        game = ctl.session.match.game
        assert game.history[moves] == (s.viewer, legal[0])
        made += 1
        if made == 3:
            return
    raise AssertionError("no turn with a single legal move")


def step(ctl):
    """Fire the first timer due, only that one."""
    _, _, callback = ctl.page.timers.pop(0)
    callback()


def test_a_choice_and_a_position_undone_to_are_left_to_the_person():
    ctl = table(seed="11")
    ctl.parts.prefs.change("autoplay", "on")
    to_turn(ctl, lambda s: len(s.legal()) > 1)
    assert not ctl.page.timers                                # a choice: nothing is made for them
    s = to_turn(ctl, one_move)
    start = len(s.match.game.history)
    step(ctl)                                                 # the only move, made for them
    assert len(ctl.session.match.game.history) == start + 1
    while not ctl.session.my_turn():
        step(ctl)                                             # the computers reply
    click(ctl, action="undo")
    s = ctl.session
    assert len(s.match.game.history) == start and s.my_turn() and one_move(s)
    assert not ctl.page.timers                                # back to it by Undo: theirs to make again


def test_a_lesson_asks_for_the_move_even_when_it_is_the_only_one():
    from domino.lessons import LESSONS

    ctl = table()
    ctl.parts.prefs.change("autoplay", "on")
    click(ctl, lesson_start=LESSONS[0].key)                  # the first lesson is one move
    s = ctl.session
    assert s.lesson == LESSONS[0].key and s.my_turn() and len(s.legal()) == 1
    moves = len(s.match.game.history)
    ctl.page.run_timers()
    assert len(ctl.session.match.game.history) == moves
