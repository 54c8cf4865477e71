"""The game as a portal shows it: in a frame from another site (the host page on `localhost`, the game
on `127.0.0.1`), with the storage rules a player's browser may have, and at top level in a browser
set to let no site save data. Each case boots, plays a hand through clicks and says whether progress
is kept (in the menu, and to the host in the `ready` message).

Chromium's settings are a real profile's preferences (a persistent context per case): third-party
cookies allowed gives the frame partitioned storage; blocked (as Chromium's off-the-record default
is) refuses the frame localStorage, IndexedDB and Cache Storage; "sites can't save data" refuses them
at top level too.
"""

from __future__ import annotations

import json
import os
from urllib.parse import quote

import pytest
from driver import READY, READY_MS, play_to_round_over, start, wait_actionable, wait_for

ALLOW_THIRD_PARTY = {"profile": {"cookie_controls_mode": 0}}
BLOCK_THIRD_PARTY = {"profile": {"cookie_controls_mode": 1}}
NO_SITE_DATA = {"profile": {"default_content_setting_values": {"cookies": 2}}}
FRAMED_NOT_KEPT = "doesn't let the game save inside this site's frame"
NOT_KEPT = "not letting this page save"


def launch(browser_type, launch_args, tmp_path, prefs):
    """The desktop Chromium on a profile with `prefs`: the headless shell the other browser tests
    run in reads no profile preferences, the settings a player chooses."""
    profile = tmp_path / "profile"
    (profile / "Default").mkdir(parents=True)
    (profile / "Default" / "Preferences").write_text(json.dumps(prefs))
    desktop = {**launch_args, "executable_path": os.environ.get("CHROMIUM", "/usr/bin/chromium")}
    return browser_type.launch_persistent_context(str(profile), **desktop)


def host_url(app_url: str) -> str:
    """The embedding example on another site: same server, the other loopback name."""
    game = app_url + "?delay=0&seed=3&howto=0"
    return app_url.replace("127.0.0.1", "localhost") + "static/embed.html?game=" + quote(game, safe="")


def errors_of(context) -> list[str]:
    seen: list[str] = []
    context.on("console", lambda m: m.type == "error" and seen.append(m.text))
    context.on("weberror", lambda e: seen.append(str(e.error)))
    return seen


def game_frame(page):
    page.wait_for_function("() => document.getElementById('game').src.startsWith('http://127.0.0.1')")
    frame = page.locator("#game").element_handle().content_frame()
    wait_for(frame, READY, state="attached", timeout=READY_MS)
    return frame


def play_a_hand(frame):
    start(frame, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(frame) == "turn"
    assert play_to_round_over(frame) == "round-over"


def host_log(page) -> list[dict]:
    return [json.loads(line) for line in page.locator("#log").inner_text().splitlines() if line.startswith("{")]


@pytest.mark.parametrize("prefs, saves", [(ALLOW_THIRD_PARTY, True), (BLOCK_THIRD_PARTY, False)],
                         ids=["third-party-allowed", "third-party-blocked"])
def test_a_frame_on_another_site_boots_and_plays(browser_type, browser_type_launch_args, tmp_path, app_url,
                                                   prefs, saves):
    context = launch(browser_type, browser_type_launch_args, tmp_path, prefs)
    errors = errors_of(context)
    try:
        page = context.new_page()
        page.goto(host_url(app_url))
        frame = game_frame(page)
        assert frame.get_attribute("body", "data-boot-error") is None
        note = frame.locator("#menu-note").inner_text()
        assert (FRAMED_NOT_KEPT in note) is (not saves)
        page.wait_for_function("() => document.getElementById('log').textContent.includes('\"ready\"')")
        ready = [m for m in host_log(page) if m.get("type") == "ready"]
        assert ready and ready[0]["saves"] is saves
        play_a_hand(frame)
        frame.click('#round-dialog [data-action="menu"]')
        wait_for(frame, 'body[data-phase="menu"]', state="attached")
        assert errors == []
    finally:
        context.close()


def test_a_browser_that_lets_no_site_save_still_plays(browser_type, browser_type_launch_args, tmp_path, app_url):
    context = launch(browser_type, browser_type_launch_args, tmp_path, NO_SITE_DATA)
    errors = errors_of(context)
    try:
        page = context.new_page()
        page.goto(app_url + "?delay=0&seed=3")
        wait_for(page, READY, state="attached", timeout=READY_MS)
        assert page.evaluate("() => { try { localStorage.length; return 'kept'; } catch (e) { return e.name; } }") \
            == "SecurityError"
        assert NOT_KEPT in page.locator("#menu-note").inner_text()
        play_a_hand(page)
        assert errors == []
    finally:
        context.close()
