"""Stored documents and URL parameters that are wrong without being hostile markup, as a page finds
them at start: each is set aside (or ignored) with its own plain words, a new game (or the Daily)
still plays, and the next visit has nothing left to say. The controller on CPython reads them as
the page does (fakes.py); what needs a real browser (markup that could run, JSON nested past the
browser runtime's stack, a document near the quota) stays in tests/e2e/test_hostile_saves.py."""

from __future__ import annotations

import json

import pytest

from fakes import TODAY, FakeStorage, kept, table
from table.flow import params
from test_controller import click, make


def saved_game(mutate) -> str:
    """The save a table writes one move into a 2-player Classic game vs Easy, changed by `mutate`
    (a function of the document)."""
    storage = FakeStorage()
    plays_a_move(table(storage, players="2", variant="draw", level="easy", target="0"))
    doc = json.loads(str(storage.items["domino.game"]))
    mutate(doc)
    return json.dumps(doc)


def opened(storage, **kwargs):
    """A page opening on `storage`, as app.build does: the documents read, the save loaded, the
    player told."""
    ctl = table(storage, **kwargs)
    ctl.parts.saves.load()
    ctl.parts.tell()
    return ctl


def plays_a_move(ctl, start="new-game"):
    """A new game (or the Daily: start="daily") starts and the person's first move is made."""
    if start == "daily":
        click(ctl, ui="daily")
    else:
        click(ctl, action="new-game")
    for _ in range(50):
        if not ctl.page.run_timers():
            break
    s = ctl.session
    assert s.phase == "playing" and s.my_turn(), s.phase
    before = len(s.match.game.history)
    make(ctl, s.legal()[0])
    assert len(ctl.session.match.game.history) > before


UNPLAYABLE_SAVES = {
    "a move that is not text": lambda d: d["match"]["hands"][0].append(5),
    "an unknown level": lambda d: d["table"]["cfg"].update(level="grandmaster"),
    "an unknown mode": lambda d: d["table"]["cfg"].update(mode="spectator"),
    "names that are not text": lambda d: d["table"].update(names=[1, {}]),
    "a computer's seat with a typed name": lambda d: d["table"].update(names=["You", ""]),
}


@pytest.mark.parametrize("case", sorted(UNPLAYABLE_SAVES))
def test_a_corrupt_game_save_is_set_aside_said_and_a_new_game_plays(case):
    text = saved_game(UNPLAYABLE_SAVES[case])
    storage = FakeStorage({"domino.game": text})
    ctl = opened(storage)
    assert any("Your saved game was damaged" in m for m in ctl.page.told), ctl.page.told
    assert not ctl.parts.saves.saved()  # no Continue on the menu
    assert kept(storage.items, "game") == [text]
    plays_a_move(ctl)


# Each document wrong in a way any runtime reads alike, and what the player is told (None: nothing
# needs saying).
WRONG_DOCUMENTS = {
    "tutorial done null": ({"domino.tutorial": '{"v":1,"done":null}'},
                           "Your tutorial progress was damaged, so it starts over."),
    "tutorial a number": ({"domino.tutorial": "5"}, "Your tutorial progress was damaged"),
    "coins not a number": ({"domino.profile": '{"v":1,"coins":"lots"}'},
                           "your coins were not a number and are back to 0"),
    "coins below zero": ({"domino.profile": '{"v":1,"coins":-999999}'},
                         "your coins were below zero and are back to 0"),
    "gift day ahead": ({"domino.profile": '{"v":1,"coins":3,"gift_day":"2999-01-01"}'}, None),  # a clock moved back
}


@pytest.mark.parametrize("case", sorted(WRONG_DOCUMENTS))
def test_a_wrong_document_is_said_a_new_game_plays_and_the_next_visit_is_clean(case):
    items, said = WRONG_DOCUMENTS[case]
    storage = FakeStorage(items)
    ctl = opened(storage)
    told = " ".join(ctl.page.told)
    assert said is None or said in told, (case, told)
    plays_a_move(ctl)
    again = opened(storage)
    assert not [m for m in again.page.told if "damaged" in m], again.page.told


@pytest.mark.parametrize("query", [{"date": "garbage"}, {"date": "2026-13-45"}, {"seed": "9" * 5000}],
                         ids=["date garbage", "date 2026-13-45", "seed of 5000 nines"])
def test_a_wrong_url_parameter_is_ignored_with_a_note_and_the_daily_still_starts(query):
    read, notes = params.parse(query, TODAY)
    assert notes == (params.ignored(next(iter(query))),), notes
    if "date" in query:
        assert read.date == TODAY and "not a real date" in notes[0]
    else:
        assert read.seed is None
    plays_a_move(table(FakeStorage(), seed=read.seed, today=read.date), start="daily")


@pytest.mark.parametrize("delay", ["①", "9" * 40], ids=["circled one", "forty nines"])
def test_a_delay_in_other_digits_or_too_long_is_ignored_and_a_new_game_plays(delay):
    """'①' passes str.isdigit() but not int(), forty nines pass int() but no pace: the default pace,
    a note, and the seed '²' (printable: kept) deals a game that plays."""
    read, notes = params.parse({"delay": delay, "seed": "²"}, TODAY)
    assert read.delay == params.DEFAULT_DELAY and read.seed == "²", read
    assert notes == (params.ignored("delay"),), notes
    plays_a_move(table(FakeStorage(), seed=read.seed))
