"""The menu's choices beyond the game's length: how a blocked hand of a match scores (its default
follows the player count until the player chooses) and the names of same-device players."""

from __future__ import annotations

from domino import Rules, new_match
from table.flow import menu, setups
from table.render import match_length as lengths

OPTIONS = {"players": ["2", "3", "4"], "target": ["0", "50", "100"], "rounds": ["1", "10"],
           "scoring": ["standard", "triominos"], "fives": ["100", "150", "200", "250"]}
CHOSEN = {"mode": "computer", "players": "2", "variant": "draw", "level": "easy", "target": "50",
          "rounds": "1", "scoring": "standard", "fives": "150", "blocked": "difference"}


def rules_of(chosen):
    return Rules(**lengths.rules_options(chosen))


def test_the_blocked_row_shows_only_for_a_match_of_a_line_game():
    assert menu.plan(OPTIONS, CHOSEN).blocked
    assert menu.plan(OPTIONS, {**CHOSEN, "variant": "block"}).blocked
    assert not menu.plan(OPTIONS, {**CHOSEN, "target": "0"}).blocked
    assert not menu.plan(OPTIONS, {**CHOSEN, "variant": "mexican"}).blocked
    assert not menu.plan(OPTIONS, {**CHOSEN, "variant": "triangles", "scoring": "triominos"}).blocked
    # the words under the form say what the choice means
    assert "less its own" in menu.plan(OPTIONS, CHOSEN).note
    assert "all the others' pips" in menu.plan(OPTIONS, {**CHOSEN, "blocked": "others"}).note


def test_a_change_of_player_count_gives_that_counts_blocked_scoring():
    three = menu.plan(OPTIONS, {**CHOSEN, "players": "3"}, players_before="2")
    assert three.chosen["blocked"] == "others" and rules_of(three.chosen).blocked_scoring == "others"
    two = menu.plan(OPTIONS, {**CHOSEN, "players": "2", "blocked": "others"}, players_before="4")
    assert two.chosen["blocked"] == "difference" and rules_of(two.chosen).blocked_scoring == "difference"


def test_the_players_own_blocked_choice_stands_while_the_count_does():
    mine = menu.plan(OPTIONS, {**CHOSEN, "players": "3", "blocked": "difference"}, players_before="3")
    assert mine.chosen["blocked"] == "difference" and rules_of(mine.chosen).blocked_scoring == "difference"
    mine = menu.plan(OPTIONS, {**CHOSEN, "players": "2", "blocked": "others"}, players_before="2")
    assert rules_of(mine.chosen).blocked_scoring == "others"


def test_triangles_never_gets_the_others_pips_it_refuses():
    tri = menu.plan(OPTIONS, {**CHOSEN, "variant": "triangles", "players": "3", "blocked": "others",
                              "target": "0", "scoring": "triominos"})
    assert tri.enabled["players"] == ["2", "3", "4"] and rules_of(tri.chosen).blocked_scoring == "difference"


def test_a_saved_match_keeps_its_blocked_rule_and_restart_plays_it_again():
    """A game saved before the choice existed was scored by the difference: it goes on so."""
    match = new_match(Rules(variant="block", players=3, target=50), seed=5)
    doc = {"table": {"cfg": {"mode": "computer", "level": "easy", "seed": 5},
                     "names": ["You", "Computer 1", "Computer 2"], "last": "", "fresh": None}}
    back = setups.restored(doc, match)
    assert back.cfg["blocked"] == "difference"
    again = setups.again(back.cfg, match.rules)
    assert again["blocked"] == "difference" and rules_of(again).blocked_scoring == "difference"
    others = new_match(Rules(variant="draw", players=4, target=100, blocked_scoring="others"), seed=5)
    assert setups.again({"mode": "local"}, others.rules)["blocked"] == "others"


# ---- same-device players' names ----------------------------------------------------------------------

HOSTILE = '<img src=x onerror="alert(1)">'


def test_typed_names_are_plain_text_one_line_and_short():
    from table.language.players import names
    from table.storage.settings import NAME_MAX, clean_name, typed_names

    assert clean_name("  Ann \n  Marie\t") == "Ann Marie"
    assert clean_name("x" * 100) == "x" * NAME_MAX
    assert clean_name("\u202egnp.exe") == "gnp.exe"          # no direction override reorders the table's words
    assert clean_name("\u05e9\u05dc\u05d5\u05dd") == "\u05e9\u05dc\u05d5\u05dd"  # right-to-left letters stay
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert clean_name(family) == family                    # an emoji sequence keeps its joiners
    assert clean_name(HOSTILE) == HOSTILE[:NAME_MAX]        # kept as text: every writer escapes it
    assert clean_name(None) == clean_name(5) == ""
    assert typed_names(["", "   ", "You"], 3) == ("", "", "")   # each seat then named by its number
    assert names("local", 3, typed_names(["", "   ", "You"], 3)) == ("Player 1", "Player 2", "Player 3")
    assert typed_names(["Ann", "ann", "ANN"], 3) == ("Ann", "ann 2", "ANN 3")
    assert names("local", 4, typed_names(["Bo"], 4)) == ("Bo", "Player 2", "Player 3", "Player 4")
    assert names("computer", 3) == ("You", "Computer 1", "Computer 2")


def test_same_device_names_reach_the_table_escaped_and_are_remembered():
    import json

    from fakes import table
    from table.render.markup import Markup, html
    from table.render.movelog import log_html
    from test_controller import click, play_out

    ctl = table(mode="local", players="3", name1=HOSTILE, name2="  Bea  ", name3="")
    click(ctl, action="new-game")
    s = ctl.session
    assert s.names == (HOSTILE[:16], "Bea", "Player 3")
    assert s.phase == "handoff"
    written = "".join(str(m) for m in ctl.page.html.values() if isinstance(m, Markup))
    assert "<img" not in written and "Pass the device to" in written
    first = s.names[s.game.current_player]
    assert str(html("{}", first)) in str(ctl.page.html["handoff-body"])
    play_out(ctl)  # every move's words, the plaques and the end card name them too
    written = "".join(str(m) for m in ctl.page.html.values() if isinstance(m, Markup))
    assert "<img" not in written and str(html("{}", HOSTILE[:16])) in written + str(ctl.page.html["round-body"])
    log = str(log_html(ctl.session.match.game.history, ctl.session.names, ctl.session.person))
    assert "<img" not in log and ("&lt;img" in log or not any(seat == 0 for seat, _ in
                                                               ctl.session.match.game.history))
    stored = json.loads(ctl.parts.store.get_raw("domino.settings"))["menu"]
    assert stored["name1"] == HOSTILE[:16] and stored["name2"] == "Bea" and "name3" not in stored


def test_a_saved_game_keeps_its_players_names_and_a_doctored_name_is_refused():
    import json

    import pytest

    from fakes import Storage, table
    from table.storage import documents
    from test_controller import click

    storage = Storage()
    ctl = table(storage, mode="local", players="2", name1="Ann", name2="Bo")
    click(ctl, action="new-game")
    doc = json.loads(storage.items["domino.game"])
    assert doc["table"]["names"] == ["Ann", "Bo"]
    checked, problems, _ = documents.check_game(doc)
    assert checked["table"]["names"] == ["Ann", "Bo"]
    for bad in (["Ann", "ann"], ["Ann", "x" * 40], ["Ann", "<b>\u202e</b>"], ["Ann"], ["Ann", 7]):
        doc["table"]["names"] = bad
        with pytest.raises(documents.Invalid):
            documents.check_game(doc)
    # a game Continue'd here deals its Restart to the same players
    again = table(storage, mode="local", players="2")
    click(again, action="continue")
    assert again.session.names == ("Ann", "Bo")
    assert again.session.cfg["name1"] == "Ann"
