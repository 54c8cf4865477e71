"""The table in the player's language: a whole hand of each kind of board played through clicks in
Spanish and in Brazilian Portuguese (?lang=), the page fetching that language's catalogue only. The
words are checked against the catalogue itself, never written here: what the language says for the
hand's label and the tools appears, and the English does not."""

from __future__ import annotations

import gettext
import io

import pytest

from driver import open_app, play_any_board, play_out, start

# Messages every hand shows (the hand's label, a tool), said in the language asked for.
SHOWN = ("Your hand", "Restart")


@pytest.mark.parametrize("lang", ["es", "pt-BR"])
@pytest.mark.parametrize("variant, players", [("draw", 2), ("allfives", 2), ("mexican", 4)])
def test_a_whole_hand_is_played_in_the_language_asked_for(page, app_url, dist_dir, lang, variant, players):
    words = gettext.GNUTranslations(io.BytesIO((dist_dir / "lang" / f"{lang}.mo").read_bytes()))
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    open_app(page, app_url, f"?lang={lang}&seed=5&delay=0&howto=0")
    assert page.evaluate("document.documentElement.lang") == lang
    # the page's own words too, said before Python was up
    assert page.locator("#menu-new").inner_text() == words.gettext("New game") != "New game"
    assert page.get_attribute("#tool-pause", "title") == words.gettext("Pause") != "Pause"
    assert page.evaluate("document.title") == words.gettext("Dominoes")
    start(page, mode="computer", players=players, variant=variant, level="easy")
    page.wait_for_function("([a]) => document.querySelector('#table').innerText.includes(a)",
                           arg=[words.gettext("Your hand")])
    table = page.evaluate("document.querySelector('#table').innerText")
    for message in SHOWN:
        assert words.gettext(message) != message and words.gettext(message) in table, message
        assert message not in table, f"{message!r} is still English at the table"
    assert play_out(page, play_any_board) in ("round-over", "match-over")
    assert page.evaluate("document.documentElement.lang") == lang
    assert [url for url in fetched if "/lang/" in url] == [f"{app_url}lang/{lang}.mo"]
