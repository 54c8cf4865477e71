"""The platform when things go wrong: a hostile ?game= for the embedding example, two tabs and one
update, a sandboxed frame without its own origin, and a phone on its side where every button must
stay reachable. Start-up failures and their cards are in test_startup_card.py.

Every wait is on page state; the guard fails any test that sends a request outside its origins.
"""

from __future__ import annotations

import re
import shutil
from urllib.parse import quote

import pytest
from driver import (CONTROLLED, MAX_STEPS, ONE_CACHE_OF, READY_MS, SW_TIMEOUT_MS, bump_version, open_app, start,
                    take_turn, wait_actionable, wait_for, wait_for_promise, wait_ready)


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


# ---- two tabs, one update ----------------------------------------------------------------------------

@pytest.mark.worker
def test_second_tab_restarts_after_the_first_took_the_update(page, context, guard, dist_dir, tmp_path, serve):
    """Tab A switches to a new version; tab B (same old page, banner still up) must switch too when
    its player presses Restart now, although the new worker is already active."""
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    url = serve(site)
    guard.allow_origin(url)
    tab_a = page
    open_app(tab_a, url)
    tab_a.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    start(tab_a)  # a hand in progress: A never switches by itself
    wait_actionable(tab_a)
    tab_b = context.new_page()
    open_app(tab_b, url)
    tab_b.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    wait_for(tab_b, '[data-action="continue"]')  # a game to continue: B does not either
    tab_b.evaluate("window.sameDocument = true")

    new = "0123456789abcdef"
    bump_version(site, tab_a, new)
    for tab in (tab_a, tab_b):
        wait_for(tab, "#update", state="visible", timeout=SW_TIMEOUT_MS)

    with tab_a.expect_navigation(timeout=SW_TIMEOUT_MS):
        tab_a.click('[data-action="update"]')
    wait_ready(tab_a)
    # B is now controlled by the new, active worker, but still runs the old page and says so.
    wait_for_promise(tab_b, "() => navigator.serviceWorker.getRegistration().then(r => !r.waiting && "
                            "r.active.state === 'activated' && navigator.serviceWorker.controller === r.active)",
                     timeout=SW_TIMEOUT_MS)
    assert tab_b.evaluate("window.sameDocument") is True
    assert tab_b.locator("#update").is_visible()
    with tab_b.expect_navigation(timeout=30_000):
        tab_b.click('[data-action="update"]')
    wait_ready(tab_b)
    assert tab_b.evaluate("window.sameDocument") is None
    assert tab_b.locator("#update").is_hidden()
    wait_for_promise(tab_b, ONE_CACHE_OF, arg=new, timeout=SW_TIMEOUT_MS)


# ---- a sandboxed frame without allow-same-origin ----------------------------------------------------

def test_sandboxed_frame_without_same_origin_says_what_the_host_must_allow(page, guard, dist_dir, tmp_path, serve):
    # The frame's origin is opaque: its module scripts and manifest are refused (CORS), as expected.
    guard.allow_console(r"CORS|Failed to load|ERR_|blocked|origin 'null'|Manifest")
    (tmp_path / "game").symlink_to(dist_dir, target_is_directory=True)
    (tmp_path / "host.html").write_text(
        '<!doctype html><title>portal</title><link rel="icon" href="data:,">'
        '<iframe id="game" sandbox="allow-scripts" src="game/" width="400" height="600"></iframe>')
    url = serve(tmp_path)
    guard.allow_origin(url)
    page.goto(url + "host.html")
    frame = page.frame_locator("#game")
    frame.locator('body[data-boot-error="sandbox"]').wait_for(state="attached")
    boot = frame.locator("#boot")
    assert boot.is_visible()
    text = boot.inner_text()
    assert "sandbox" in text and 'sandbox="allow-scripts allow-same-origin"' in text
    assert "Setting up the table" not in text
    assert frame.locator("#boot button").count() == 0  # nothing to retry: only the host can fix it


# ---- a phone on its side -----------------------------------------------------------------------------

# Buttons a player can press that are shown but not at their own centre, or not wholly on screen.
UNREACHABLE = """() => {
  const out = [];
  for (const e of document.querySelectorAll('button:is([data-action], [data-tile], [data-end])')) {
    if (!e.checkVisibility({visibilityProperty: true}) || e.closest('dialog:not([open])')) continue;
    const r = e.getBoundingClientRect();
    const name = e.dataset.action || e.dataset.tile || e.dataset.end;
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (!hit || !(hit === e || e.contains(hit)))
      out.push(name + ' covered by ' + (hit ? hit.outerHTML.slice(0, 60) : 'nothing'));
    if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
      out.push(name + ' outside the viewport: ' + JSON.stringify(r));
  }
  return out;
}"""


def test_phone_landscape_keeps_every_button_reachable(page, app_url):
    page.set_viewport_size({"width": 568, "height": 320})
    open_app(page, app_url)
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    wait_actionable(page)
    page.click('[data-action="help"]')  # taller than the screen: it opens on its title, not on Got it
    wait_for(page, "#help-dialog[open]")
    assert page.evaluate("document.getElementById('help-dialog').scrollTop") == 0
    page.keyboard.press("Escape")
    wait_for(page, "#help-dialog:not([open])", state="attached")
    undo_with_draw = False
    for _ in range(MAX_STEPS):
        if wait_actionable(page) != "turn":
            break
        assert page.evaluate(UNREACHABLE) == []
        undo_with_draw |= page.evaluate(
            "!!document.querySelector('[data-action=\"undo\"]') && !!document.querySelector('[data-action=\"draw\"]')")
        tile = page.locator('[data-hand] [data-playable="true"]')
        if tile.count():
            tile.first.click()
            if page.locator("[data-end]:not([disabled])").count():
                assert page.evaluate(UNREACHABLE) == []  # the ends to choose from
                page.locator("[data-end]:not([disabled])").first.click()
        else:
            take_turn(page)
    assert undo_with_draw, "the game never offered Undo next to Draw from stock"
    assert re.fullmatch(r"round-over|match-over", page.evaluate("document.body.dataset.phase"))
