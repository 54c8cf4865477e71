"""The table in the player's language: in Spanish and in Brazilian Portuguese (?lang=), a hand of
Classic played through clicks and the tables of All Fives and Mexican Train, the page fetching that
language's catalogue only. The words are checked against the catalogue itself, never written here:
what the language says for the hand's label and the tools appears, and the English does not. Every
board's whole hand in every language is played on CPython (tests/unit/test_hands_in_each_language.py)."""

from __future__ import annotations

import gettext
import io
import json

import pytest

from driver import continue_game, open_app, play_any_board, play_out, start, wait_actionable, wait_for

# Messages every hand shows (the hand's label, a tool), said in the language asked for.
SHOWN = ("Your hand", "Restart")


@pytest.mark.parametrize("lang", ["es", "pt-BR"])
def test_a_whole_hand_is_played_in_the_language_asked_for(page, app_url, dist_dir, lang):
    """A hand of Classic played out, then All Fives and four-player Mexican Train dealt, started in
    turn from the menu of one visit."""
    words = gettext.GNUTranslations(io.BytesIO((dist_dir / "lang" / f"{lang.lower()}.mo").read_bytes()))
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    open_app(page, app_url, f"?lang={lang}&seed=5&delay=0&howto=0")
    assert page.evaluate("document.documentElement.lang") == lang
    # the page's own words too, said before Python was up
    assert page.locator("#menu-new").inner_text() == words.gettext("New game") != "New game"
    assert page.get_attribute("#tool-pause", "title") == words.gettext("Pause") != "Pause"
    assert page.evaluate("document.title") == words.gettext("Dominoes")
    for variant, players in [("draw", 2), ("allfives", 2), ("mexican", 4)]:
        if variant == "allfives":
            page.click('#round-dialog [data-action="menu"]')
        elif variant == "mexican":
            page.click("#table-menu")
        start(page, mode="computer", players=players, variant=variant, level="easy")
        page.wait_for_function("([a]) => document.querySelector('#table').innerText.includes(a)",
                               arg=[words.gettext("Your hand")])
        table = page.evaluate("document.querySelector('#table').innerText")
        for message in SHOWN:
            assert words.gettext(message) != message and words.gettext(message) in table, (variant, message)
            assert message not in table, f"{message!r} is still English at the table ({variant})"
        if variant == "draw":
            assert play_out(page, play_any_board) in ("round-over", "match-over")
        assert page.evaluate("document.documentElement.lang") == lang, variant
    assert [url for url in fetched if url.endswith(".mo")] == [f"{app_url}lang/{lang.lower()}.mo"]


@pytest.mark.browser_context_args(locale="es-MX")
def test_a_browser_that_prefers_spanish_gets_it_from_the_first_paint(page, app_url, dist_dir):
    words = gettext.GNUTranslations(io.BytesIO((dist_dir / "lang" / "es.mo").read_bytes()))
    open_app(page, app_url, "?seed=5&delay=0&howto=0")
    assert page.evaluate("document.documentElement.lang") == "es"
    assert page.locator("#menu-new").inner_text() == words.gettext("New game")
    # the web app manifest too: the language's own, as the build wrote it
    link = page.get_attribute('link[rel="manifest"]', "href")
    assert link == "./lang/es.webmanifest"
    manifest = page.evaluate("href => fetch(href).then(r => r.json())", link)
    english = json.loads((dist_dir / "static" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["lang"] == "es" and manifest["description"] == words.gettext(english["description"])
    assert manifest["description"] != english["description"]


def test_a_language_picked_in_settings_mid_game_redraws_all_at_once(page, app_url, dist_dir):
    """No reload, no move lost: from a game to the menu, French in Settings, and back; the Settings
    panel, the menu's words and the table all change, and the choice lasts to the next visit."""
    words = gettext.GNUTranslations(io.BytesIO((dist_dir / "lang" / "fr.mo").read_bytes()))
    open_app(page, app_url, "?seed=5&delay=0&howto=0")
    start(page, mode="computer", players=2, variant="draw", level="easy")
    play_any_board(page)
    wait_actionable(page)
    page.evaluate("window.sameVisit = true")
    moves = page.evaluate("document.querySelectorAll('#chain [data-tile]').length")
    page.click("#table-menu")
    page.click('[data-action="settings"]')
    page.check('#panel input[data-pref="lang"][value="fr"]')
    page.wait_for_function("([a]) => document.querySelector('#panel-body').innerText.includes(a)",
                           arg=[words.gettext("Settings")])
    assert page.evaluate("document.documentElement.lang") == "fr" and page.evaluate("window.sameVisit")
    assert page.locator("#menu-new").text_content() == words.gettext("New game")
    page.click('#panel [data-ui="close"]')
    continue_game(page)
    assert words.gettext("Your hand") in page.evaluate("document.querySelector('#table').innerText")
    assert page.evaluate("document.querySelectorAll('#chain [data-tile]').length") == moves
    page.reload()
    wait_for(page, 'body[data-ready="1"]')
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator("#menu-new").text_content() == words.gettext("New game")
