"""Mexican Train with the double-twelve at the table, on CPython: the menu's set flows into the
Rules, the saved game keeps it through the real checks (what the game writes it reads back), and
Restart, the summary's New game and Continue deal the same set (docs/rules.md §3)."""

from __future__ import annotations

import json
import re

import domino
from fakes import Storage, table
from test_controller import click, play_out, play_out_moves
from table.flow import setups
from table.storage import documents

TWELVE = {"variant": "mexican", "set": "12", "players": "8", "rounds": "1", "level": "easy"}


def test_the_menus_set_deals_eight_hands_of_ten_from_the_double_twelve():
    ctl = table(Storage(), **TWELVE)
    click(ctl, action="new-game")
    rules = ctl.session.match.rules
    assert (rules.double, rules.players) == (12, 8)
    game = ctl.session.game
    hands = [game.hand(seat) for seat in range(8)]
    assert [len(hand) for hand in hands] == [10] * 8
    assert max(max(tile) for hand in hands for tile in hand) == 12  # 80 of the 91 tiles dealt
    four = table(Storage(), **{**TWELVE, "players": "4"})
    click(four, action="new-game")
    assert [len(four.session.game.hand(seat)) for seat in range(4)] == [15] * 4
    nine = table(Storage(), **{**TWELVE, "set": "9", "players": "4"})
    click(nine, action="new-game")
    assert nine.session.match.rules.double == 9


def test_a_saved_double_twelve_game_reads_back_through_the_checks_and_continues():
    storage = Storage()
    ctl = table(storage, **{**TWELVE, "rounds": "10"})
    click(ctl, action="new-game")
    play_out_moves(ctl, 2)
    written = json.loads(storage.items["domino.game"])
    doc, problems, match = documents.check_game(written)
    assert problems == [] and doc["match"] == written["match"]  # nothing repaired
    assert documents.check_game(doc)[:2] == (doc, [])  # and its own reading reads back the same
    assert (match.rules.double, match.rules.players, match.rules.full_game) == (12, 8, True)
    assert match.to_json() == ctl.session.match.to_json()
    restored = setups.restored(doc, match)
    assert restored.cfg["set"] == "12" and restored.cfg["players"] == "8"
    assert setups.resume_words(written).startswith("Mexican Train, 8 players, vs Easy, 13 rounds")
    later = table(storage)  # another page: Continue plays the same match on
    click(later, action="continue")
    assert later.session.match.to_json() == ctl.session.match.to_json()


def test_restart_and_the_summarys_new_game_deal_the_same_set():
    ctl = table(Storage(), **TWELVE)
    click(ctl, action="new-game")
    first = ctl.session.match
    click(ctl, action="restart")
    if ctl.page.panel == "restart":
        click(ctl, ui="replace", then="restart")
    again = ctl.session.match
    assert again is not first and again.rules == first.rules
    play_out(ctl)
    assert ctl.session.phase in ("round-over", "match-over")
    click(ctl, action="new-game")
    assert ctl.session.match is not again and ctl.session.match.rules == domino.Rules(
        variant="mexican", players=8, double=12)


def test_five_to_eight_players_sit_in_one_row_at_the_top_in_the_order_they_play():
    from table.render import seating

    assert seating.places(8, 3) == {seat: "top" for seat in (0, 1, 2, 4, 5, 6, 7)}
    assert seating.places(4, 3) == {0: "left", 1: "across", 2: "right"}  # four keep their sides
    shown = str(seating.seats_html([f"P{n}" for n in range(8)], [10] * 8, 4, 3, range(8)))
    order = [int(n) for n in re.findall(r'data-seat="(\d)"', shown)]
    assert order == [4, 5, 6, 7, 0, 1, 2] and shown.count('data-side="top"') == 7


def test_the_how_to_card_says_the_full_game_of_the_set_played():
    from table.render import howto

    twelve = str(howto.card_html("mexican", domino.Rules(variant="mexican", players=8, double=12)))
    assert "The full game (13 rounds in the menu) starts from the 12-12" in twelve and "9-9" not in twelve
    assert howto.card_html("mexican", domino.Rules(variant="mexican")) == howto.card_html("mexican")
    assert "starts from the 9-9" in str(howto.card_html("mexican"))


def test_a_remembered_set_is_kept_and_one_the_menu_never_offers_is_set_aside_and_said():
    from fakes import Storage as Browser
    from table.storage.store import Store

    good = {"menu": {"variant": "mexican", "set": "12", "players": "8"}}
    assert documents.check_settings(good)[0]["menu"] == good["menu"] and documents.check_settings(good)[1] == []
    bad = {"menu": {"variant": "mexican", "set": "15", "players": "8"}}
    out, problems = documents.check_settings(bad)
    assert out["menu"] == {"variant": "mexican", "players": "8"} and problems == ["Menu choices last used"]
    storage = Browser({"domino.settings": json.dumps({"v": 1, **bad})})
    store = Store(storage)
    assert store.load("settings", None, documents.check_settings)["menu"] == out["menu"]
    said = " ".join(store.take_messages())
    assert "Some settings were damaged and are back to the defaults: Menu choices last used." in said
