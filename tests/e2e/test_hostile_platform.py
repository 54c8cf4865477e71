"""The platform when things go wrong: a hostile ?game= for the embedding example, two tabs and one
update, a sandboxed frame without its own origin, a start-up that fails (recovery card), and a
phone on its side where every button must stay reachable.

Every wait is on page state; the guard fails any test that sends a request outside its origins.
"""

from __future__ import annotations

import re
import shutil
from urllib.parse import quote

import pytest

from test_build import CONTROLLED, SW_TIMEOUT_MS, bump_version
from test_classic import open_app, start, take_turn, wait_actionable

READY = 'body[data-ready="1"]'
READY_MS = 60_000
MAX_STEPS = 400


# ---- static/embed.html?game= ------------------------------------------------------------------------

PWN = "parent.document.body.dataset.pwned='1'"
HOSTILE_GAMES = [
    f"javascript:{PWN}//",
    f" JaVaScRiPt:{PWN}//",
    f"data:text/html,<script>{PWN}</script>",
    "http://[::1",  # not a URL at all
]


def test_embed_loads_only_a_web_address_for_the_game(page, guard, app_url):
    embed = app_url + "static/embed.html?game="
    default = app_url + "index.html?host-origin=" + quote(app_url.rstrip("/"), safe="")
    for value in HOSTILE_GAMES:
        page.goto(embed + quote(value, safe=""))
        note = page.locator("#note")
        note.wait_for(state="visible")
        assert "not an http(s) web address" in note.inner_text()
        assert value.strip()[:20] in note.inner_text()  # the value is shown as text...
        assert note.locator("*").count() == 0  # ...and never as markup
        assert page.get_attribute("#game", "src") == default
    # The default game boots in the frame, and the script in the URL never ran.
    page.wait_for_function("window.gameMessages.some(m => m.type === 'ready')", timeout=READY_MS)
    assert page.evaluate("document.body.dataset.pwned") is None

    # A relative address is a web address: loaded as a URL (here a missing page), never as markup.
    guard.allow_console(r"404")
    page.goto(embed + quote('<img src=x onerror="' + PWN + '">', safe=""))
    page.wait_for_function("document.getElementById('game').contentDocument?.readyState === 'complete' "
                           "&& document.getElementById('game').contentWindow.location.href !== 'about:blank'")
    assert page.locator("#note").is_hidden()
    assert page.locator("img").count() == 0
    src = page.get_attribute("#game", "src")
    assert src.startswith(app_url + "static/") and "<" not in src
    assert page.evaluate("document.body.dataset.pwned") is None
