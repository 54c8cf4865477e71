"""A language that arrives while a game is on the table (its catalogue downloaded late): the seats'
names and the table are said in it at once, the game and its save unchanged; a damaged catalogue
leaves the table in English."""

from __future__ import annotations

import json

from fakes import Storage, table
from table.language import catalogue, languages
from test_controller import click, make


def test_a_language_arriving_mid_game_renames_the_seats_and_redraws_the_table(speak):
    storage = Storage()
    ctl = table(storage, variant="draw", players="3", level="easy")
    click(ctl, action="new-game")
    if ctl.session.my_turn():
        make(ctl, ctl.session.legal()[0])
    moves = len(ctl.session.game.history)
    saved = storage.getItem("domino.game")
    speak({"You": "Tú", "Computer {number}": "Computadora {number}", "Your hand": "Tu mano"})
    ctl.respeak()
    s = ctl.session
    assert s.names == ("Tú", "Computadora 1", "Computadora 2")
    assert "Tu mano" in ctl.page.html["me"] + ctl.page.html.get("hand", "")
    assert len(s.game.history) == moves and storage.getItem("domino.game") == saved
    assert json.loads(saved)["table"]["names"] == ["", "", ""]   # roles, whatever the language


def test_on_the_menu_a_language_changes_nothing_but_the_words():
    ctl = table()
    before = ctl.session
    ctl.respeak()
    assert ctl.session is before


def test_a_damaged_catalogue_leaves_the_table_in_english():
    assert languages.from_mo("es", b"\x00" * 40) is catalogue.ENGLISH
    assert languages.from_mo("es", b"") is catalogue.ENGLISH


def test_the_language_follows_the_setting_else_the_browsers_first_spoken_one():
    choose = languages.choose
    assert choose("fr", ["es-MX"]) == "fr"
    assert choose("auto", ["de-DE", "es-MX", "fr"]) == "es"
    assert choose("auto", ["pt-PT"]) == "pt-BR" and choose("auto", ["PT-br"]) == "pt-BR"
    assert choose("auto", ["en-GB", "es"]) == "en"
    assert choose("auto", ["de", "ja"]) == "en" and choose("auto", []) == "en"
    assert choose("en-XA", ["es"]) == "es"        # the pseudo-language is never a setting


def test_picking_a_language_in_settings_asks_the_page_for_it_and_says_the_panel_again(speak):
    from table.storage import settings

    ctl = table()
    page = ctl.page
    click(ctl, action="settings")
    assert 'data-pref="lang"' in page.html["panel-body"]
    page.languages = ("es-AR",)
    ctl.pref("lang", "auto")
    ctl.pref("lang", "pt-BR")
    assert page.spoken == ["es", "pt-BR"] and ctl.parts.prefs.prefs["lang"] == "pt-BR"
    assert settings.clean({"lang": "<b>"})["lang"] == "auto"
    speak({"Settings": "Ajustes"})
    ctl.spoken()
    assert "Ajustes" in page.html["panel-body"]
