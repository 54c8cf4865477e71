"""The platform around the game: manifest and icons, the single-file build and file://, pause, theater,
fullscreen and the how-to card, keyboard-only play with a screen reader's view, and a portal's
cross-origin iframe. (Offline boot and the update flow are in test_build.py.)

Every wait is on page state; the guard fails any test that sends a request outside its origins.
"""

from __future__ import annotations

import json
import re
import struct

import pytest

from driver import (CHAIN_AND_HAND, MAX_STEPS, READY_MS, TURN_MS, continue_game, load_build, open_app, start,
                    take_turn, wait_actionable, wait_for)

TILE = re.compile(r"(?<![\d-])(\d)-(\d)(?![\d-])")


def table_state(page):
    return page.evaluate(CHAIN_AND_HAND)


# ---- manifest and icons (no browser) ---------------------------------------------------------------

def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_manifest_is_complete_and_relative(dist_dir):
    manifest = json.loads((dist_dir / "static/manifest.webmanifest").read_text())
    for key in ("name", "short_name", "start_url", "scope", "display", "theme_color", "background_color"):
        assert manifest.get(key), key
    assert manifest["display"] == "standalone"
    assert not re.match(r"^(/|[a-z]+:)", manifest["start_url"]) and not re.match(r"^(/|[a-z]+:)", manifest["scope"])
    sizes = {}
    for icon in manifest["icons"]:
        assert not re.match(r"^(/|[a-z]+:)", icon["src"]), icon
        path = dist_dir / "static" / icon["src"]
        assert path.is_file(), icon
        if icon["type"] == "image/png":
            w, h = png_size(path.read_bytes())
            assert icon["sizes"] == f"{w}x{h}"
            for purpose in icon.get("purpose", "any").split():
                sizes.setdefault(purpose, set()).add(w)
    assert {192, 512} <= sizes["any"] and 512 in sizes["maskable"]


def test_app_files_stay_small(dist_dir):
    build = load_build()
    # 326.4 KB: Python (without its annotations), CSS, scripts and index.html ship slimmed
    # (slim.py). The table's split into packages cost about 10 KB: each module is compressed on its
    # own in the archive, with its own imports and entry. Tiles that travel, the score sheet, the
    # Daily's end, the dig, the leave and restart questions and seat names added 18 KB; the All Fives
    # engine and its computer players 9.5 KB (335.8 KB); the All Fives board, partnerships in the
    # engine, computer partners and the 2 vs 2 table 19.4 KB (355.2 KB in all). How-to cards for the
    # game chosen, a lesson's Show me card, the hand's winner by points and the put-away card's Menu
    # 1.6 KB (365.6 KB). Tile sounds and the volume, the deal and a win's burst, the known-to-lack
    # card, the only move played for the player, train tiles kept at 36x18 and the plaques' last
    # actions 11.2 KB (376.8 KB). Matches to 150-250, All Fives' spinner off the middle with the
    # count in a free corner and its Draw beside the ends, the Triangles button for marked places
    # out of sight and the deal said 3.1 KB (379.9 KB). Every sentence through the message catalogue
    # (whole messages, the seats by role, the engine's reasons as messages), the script that chooses
    # the player's language, fetches it and says the page's words in it, and the Language row
    # 18.8 KB (398.7 KB). The start-up cards, the early menu and the file notice said in the
    # player's language (the file notice built as elements, no longer as markup) and the manifest
    # in it 1.7 KB (400.4 KB). Numbers, days, waits and lists by the browser's Intl, with an English
    # fallback in Python (the Formats port), 1.2 KB (401.6 KB). Every fact of a game in its catalog
    # entry, the set named by its highest double, the menu's choices on two lines where a language's
    # words are long, and a phone's snapshot decision 2.3 KB (403.9 KB). One host seam for games
    # portals (gameplay on and off, breaks between hands, the host's pause, mute and language; the
    # postMessage protocol behind it) 2.4 KB; the portals' own scripts ship only in their builds
    # (dist-NAME/), never in this one. French elision, the records' seat keys and the Intl merge
    # 2.1 KB (408.4 KB). Chicken Foot's engine and computer players (shipped, not yet offered: the
    # table has no board for it), the draw-one rules shared with Mexican Train in core, the
    # double-twelve's set row, seats for five to eight and tile faces to 12 13.2 KB (421.6 KB). The
    # finder of the standard library's rest, which saves every visitor 1.7 MB, 0.5 KB (422.5 KB). The
    # saves kept with a portal's host (CrazyGames' data, YouTube's saveData: storage/hosted.py, its
    # three sentences in each language) 3.9 KB (426.0 KB). Chicken Foot offered (its board, tap,
    # drag and keys, how-to card and lessons), the trains' grid that seats eight on a phone and the
    # double-twelve's lessons 13.4 KB (439.4 KB). A rewarded ad for coins on a portal that offers
    # one (flow/rewarded_ad.py, the Host port's rewarded break) 1.3 KB (440.7 KB). The one-file
    # build's library rest read from the page, Settings opened at its top, a burst that plays once,
    # the Triangles view's room for its buttons and a length row's default 0.9 KB (441.6 KB). A free
    # hint where the prompt names a forced opening, the Triangles board's drawing in a module of its
    # own and the menu's two columns on a short wide screen 1.1 KB (442.7 KB). The trains' "more
    # trains" marks in the catalogue's words, a tap on them, the board views a module each 1.2 KB
    # (443.9 KB). All Fives' layout refusing the tries that cannot fit from each arm's bounds (a
    # third less time a layout) 0.9 KB (444.8 KB).
    assert build.app_bytes(dist_dir) <= 445_000


def test_a_language_adds_one_small_file(dist_dir):
    """A player's language is one compiled catalogue, fetched alone (about 34 KB compressed); the
    start-up cards' words added 4 KB, the months and lists left to Intl took 0.9 KB off (French, the
    longest, 118.0 KB); Chicken Foot, the double-twelve and the portals' words 4.1 KB (122.1 KB);
    Chicken Foot's table, how-to and lessons, the double-twelve's lessons and the hosted saves'
    sentences 8.3 KB (130.4 KB); the note of a start that takes long 0.3 KB (131.1 KB); the
    rewarded ad's three sentences and French no-break spaces 0.5 KB (131.6 KB)."""
    sizes = load_build().language_bytes(dist_dir)
    assert set(sizes) == {"es", "fr", "pt-br"} and max(sizes.values()) <= 132_000


# ---- file:// ----------------------------------------------------------------------------------------

@pytest.fixture(scope="session")
def single_file(dist_dir, tmp_path_factory):
    return load_build().build_single(dist_dir, tmp_path_factory.mktemp("single") / "domino.html")


def test_single_file_boots_and_plays_from_file_url(page, guard, single_file):
    guard.allow_origin(single_file.as_uri())
    guard.allow_origin("blob:null/x")  # pyodide.mjs and pyodide.asm.mjs are imported from blob: URLs
    open_app(page, single_file.as_uri())
    assert page.evaluate("location.protocol") == "file:"
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    wait_actionable(page)
    before = table_state(page)
    assert take_turn(page), "nothing to do on my turn"
    page.wait_for_function("n => document.querySelectorAll('[data-chain] [data-tile]').length > n "
                           "|| document.body.dataset.phase !== 'playing'", arg=len(before["chain"]))
    assert [u for u in guard.requests if u.startswith(("http:", "https:"))] == []


def test_a_module_left_out_is_read_from_the_one_file_itself(page, guard, single_file):
    """From file:// nothing can be fetched: the standard library's rest is inlined, and read only
    when a module left out is imported."""
    guard.allow_origin(single_file.as_uri())
    guard.allow_origin("blob:null/x")
    open_app(page, single_file.as_uri(), "?delay=0&hooks=1")
    assert page.evaluate("dominoImport('csv')").startswith("/lib/python_stdlib_rest.zip/")
    assert page.evaluate("dominoImport('encodings.cp1252')").startswith("/lib/python_stdlib_rest.zip/encodings/")


def test_index_from_file_url_says_what_to_do(page, guard, dist_dir):
    guard.allow_origin(dist_dir.as_uri())
    guard.allow_console(r"CORS|Failed to load|ERR_|blocked|origin 'null'")
    page.goto((dist_dir / "index.html").as_uri())
    wait_for(page, 'body[data-file="1"]', state="attached")
    text = page.locator("#boot").inner_text()
    assert "can't start from a file" in text and "python build.py serve" in text and "domino.html" in text
    assert page.locator("#boot").is_visible()


# ---- pause, theater, fullscreen, help ----------------------------------------------------------------

@pytest.mark.motion  # the computer's whole 1.5 s to pause in
def test_pause_theater_fullscreen_keep_the_same_game(page, app_url):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, app_url, "?delay=1500&seed=21")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    wait_actionable(page)
    assert take_turn(page), "nothing to do on my turn"
    # The computer is on turn (1.5 s to think): pause stops its clock and covers the table.
    wait_for(page, "#seats .seat.thinking")
    page.click('[data-action="pause"]')
    wait_for(page, 'body[data-paused="1"]', state="attached")
    dialog = page.locator("#pause-dialog")
    assert dialog.evaluate("d => d.open") and dialog.is_visible()
    assert page.locator("#seats .seat.thinking").count() == 0  # no move is pending
    assert page.evaluate("document.activeElement.closest('dialog')?.id") == "pause-dialog"
    paused = table_state(page)
    page.keyboard.press("Escape")  # Escape closes the dialog and resumes
    wait_for(page, 'body[data-paused]', state="detached")
    page.wait_for_function("n => document.querySelectorAll('[data-chain] [data-tile]').length > n "
                           "|| document.querySelector('[data-action=\"draw\"], [data-action=\"pass\"]')"
                           "|| document.querySelector('#seats [data-count]').dataset.count !== String(n)",
                           arg=len(paused["chain"]), timeout=TURN_MS)
    wait_actionable(page)
    game = table_state(page)
    assert game["chain"][: len(paused["chain"])] == paused["chain"] or set(paused["chain"]) <= set(game["chain"])

    # Theater: bigger table, no chrome, same game.
    width = page.locator("#table").bounding_box()["width"]
    page.click('[data-action="theater"]')
    wait_for(page, "body[data-theater]", state="attached")
    assert page.locator('[data-action="theater"]').get_attribute("aria-pressed") == "true"
    assert page.locator("#table").bounding_box()["width"] > width
    assert page.locator("#ends-title").is_hidden()
    assert table_state(page) == game
    page.click('[data-action="theater"]')
    wait_for(page, "body[data-theater]", state="detached")

    # Fullscreen where allowed, same game.
    button = page.locator('[data-action="fullscreen"]')
    assert button.is_visible() and page.evaluate("document.fullscreenEnabled")
    button.click()
    page.wait_for_function("document.fullscreenElement === document.documentElement")
    assert table_state(page) == game
    page.click('[data-action="fullscreen"]')
    page.wait_for_function("document.fullscreenElement === null")
    assert table_state(page) == game
    assert take_turn(page), "nothing to do on my turn"  # the same game goes on


def test_help_card_opens_first_time_per_variant_and_on_demand(page, app_url):
    open_app(page, app_url, "?delay=0&seed=4&howto=1")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    card = page.locator("#help-dialog")
    page.wait_for_function("document.getElementById('help-dialog').open")
    assert "Classic" in card.inner_text()
    assert page.evaluate("document.activeElement.closest('dialog')?.id") == "help-dialog"
    page.keyboard.press("Escape")
    page.wait_for_function("!document.getElementById('help-dialog').open")
    # A second game of the same variant: no card. A new variant: its own card.
    page.click('[data-action="menu"]')
    start(page, variant="draw")
    wait_actionable(page)
    assert not card.evaluate("d => d.open")
    page.click('[data-action="menu"]')
    start(page, variant="block")
    page.wait_for_function("document.getElementById('help-dialog').open")
    assert "Block" in card.inner_text()
    page.click("#help-dialog [data-close]")
    page.wait_for_function("!document.getElementById('help-dialog').open")
    # On demand: the ? button; the focus comes back to it.
    page.focus('[data-action="help"]')
    page.keyboard.press("Enter")
    page.wait_for_function("document.getElementById('help-dialog').open")
    page.keyboard.press("Escape")
    page.wait_for_function("document.activeElement.dataset.action === 'help'")
    # Remembered across visits (localStorage).
    open_app(page, app_url, "?delay=0&seed=4&howto=1")
    start(page, variant="block")
    wait_actionable(page)
    assert not card.evaluate("d => d.open")


# ---- keyboard and screen reader ---------------------------------------------------------------------

def tab_to(page, selector, limit=40, back=False):
    for _ in range(limit):
        if page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {selector}")


def assert_no_hidden_tile_in_accessibility_tree(page):
    snap = page.locator("body").aria_snapshot()
    state = table_state(page)
    seen = {f"{min(a, b)}-{max(a, b)}" for a, b in TILE.findall(snap)}
    visible = set(state["hand"]) | set(state["chain"])
    assert seen <= visible, (seen - visible, snap)


def test_whole_game_with_the_keyboard_alone(page, app_url):
    open_app(page, app_url, "?delay=0&seed=5&howto=1")
    tab_to(page, '[data-setting="players"] input:checked')
    page.keyboard.press("ArrowRight")  # radio group: 3 players
    assert page.locator('[data-setting="players"] input[value="3"]').is_checked()
    tab_to(page, '[data-action="new-game"]')
    page.keyboard.press("Enter")
    # The first-time card takes the focus; Escape gives it back to the game.
    page.wait_for_function("document.activeElement.closest('dialog')?.id === 'help-dialog'")
    page.keyboard.press("Escape")
    page.wait_for_function("!document.getElementById('help-dialog').open")
    announced = set()
    page.expose_function("heard", lambda text: announced.add(text))
    page.evaluate("""() => new MutationObserver(() => window.heard(document.getElementById('announce').textContent))
        .observe(document.getElementById('announce'), {childList: true, characterData: true, subtree: true})""")
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        if state != "turn":
            break
        assert_no_hidden_tile_in_accessibility_tree(page)
        labels = page.eval_on_selector_all("[data-hand] [data-tile]", "els => els.map(e => e.getAttribute('aria-label'))")
        assert all(re.fullmatch(r"Tile \d-\d(, playable|, selected)?", lab) for lab in labels), labels
        stops = page.eval_on_selector_all("[data-hand] [data-tile]", "els => els.filter(e => e.tabIndex === 0).length")
        assert stops == 1  # the hand is one Tab stop
        if page.locator('[data-hand] [data-playable="true"]').count():
            if not page.evaluate("!!document.activeElement.closest('[data-hand], [data-end]')"):
                tab_to(page, "[data-hand] [data-tile]")
            if page.evaluate("document.activeElement.matches('[data-hand] [data-tile]')"):
                for _ in range(30):
                    if page.evaluate("document.activeElement.dataset.playable === 'true'"):
                        break
                    page.keyboard.press("ArrowRight")
                page.keyboard.press("Enter")
            if page.locator('[data-end]:not([disabled])').count():
                page.wait_for_function("document.activeElement.matches('[data-end]:not([disabled])')")
                if page.locator('[data-end]:not([disabled])').count() == 2:
                    page.keyboard.press("ArrowRight")
                    assert page.evaluate("document.activeElement.dataset.end") == "R"
                    page.keyboard.press("ArrowLeft")
                    assert page.evaluate("document.activeElement.dataset.end") == "L"
                page.keyboard.press("Space")
        else:
            tab_to(page, '[data-action="draw"], [data-action="pass"]')
            page.keyboard.press("Enter")
    assert page.evaluate("document.body.dataset.phase") == "round-over"
    # The dialog took the focus; its buttons work from the keyboard.
    page.wait_for_function("document.activeElement.closest('dialog')?.id === 'round-dialog'")
    assert any(re.search(r"Computer \d (played \d-\d on the \d|opened with \d-\d); ends are \d and \d", t)
               for t in announced), announced
    tab_to(page, 'dialog [data-action="menu"]')
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.phase === 'menu'")


# ---- a portal's cross-origin iframe -----------------------------------------------------------------

STORAGE_BLOCKED = """(() => {
  if (window === window.top) return;  // only the embedded game: its storage throws, as in some portals
  for (const name of ['localStorage', 'sessionStorage'])
    Object.defineProperty(window, name, {get() { throw new DOMException('blocked', 'SecurityError'); }});
})();"""


@pytest.mark.worker
def test_cross_origin_iframe_portal_protocol(page, context, guard, app_url, dist_dir, serve):
    """The portal (origin B, the example static/embed.html) embeds the game (origin A) at 320x480."""
    context.add_init_script(STORAGE_BLOCKED)
    portal = serve(dist_dir)  # the same files on another loopback port: another origin
    guard.allow_origin(portal)
    game_url = app_url + "?delay=0&seed=3&howto=1"
    page.set_viewport_size({"width": 900, "height": 900})
    page.goto(portal + "static/embed.html?game=" + game_url.replace("&", "%26"))
    page.locator(".frame").evaluate("f => { f.style.width = '320px'; f.style.height = '480px'; }")
    messages = lambda: page.evaluate("window.gameMessages")
    page.wait_for_function("window.gameMessages.some(m => m.type === 'ready')", timeout=READY_MS)
    frame = page.frame_locator("#game")
    inner = next(f for f in page.frames if f.url.startswith(app_url))
    assert inner.evaluate("location.origin") != page.evaluate("location.origin")

    # Fits 320x480: nothing wider than the frame, the menu's button reachable.
    assert inner.evaluate("document.documentElement.scrollWidth") <= 320
    frame.locator('[data-action="new-game"]').click()
    page.wait_for_function("window.gameMessages.some(m => m.type === 'game-start')")
    start_msg = next(m for m in messages() if m["type"] == "game-start")
    assert start_msg["variant"] == "draw" and start_msg["mode"] == "computer" and start_msg["source"] == "dominoes"
    assert start_msg["daily"] is False  # the Daily says so (test_around_table: its start is heard)
    # The first-time card works without storage (remembered in memory).
    inner.wait_for_function("document.getElementById('help-dialog').open")
    frame.locator("#help-dialog [data-close]").click()
    assert inner.evaluate("document.documentElement.scrollWidth") <= 320
    for sel in ("[data-hand]", "#ends", '[data-action="pause"]'):
        box = frame.locator(sel).bounding_box()
        assert box and box["width"] <= 320 and box["y"] >= 0, sel
    assert frame.locator('[data-action="fullscreen"]').is_visible()  # embed.html allows fullscreen

    # Host -> game: pause, resume, mute; a message from anywhere else is ignored.
    wait_actionable(inner)
    inner.evaluate("window.postMessage({type: 'pause'}, '*')")  # not from the parent: ignored
    page.click("#pause")
    wait_for(inner, 'body[data-paused="1"]', state="attached")
    page.wait_for_function("window.gameMessages.some(m => m.type === 'paused' && m.reason === 'host')")
    assert [m for m in messages() if m["type"] == "paused"] == [
        {"source": "dominoes", "version": 1, "type": "paused", "reason": "host"}]
    page.click("#resume")
    wait_for(inner, "body[data-paused]", state="detached")
    page.click("#mute")
    wait_for(inner, "body[data-muted]", state="attached")
    page.wait_for_function("window.gameMessages.some(m => m.type === 'muted' && m.muted)")

    # Hidden (visibilitychange): the game pauses by itself.
    inner.evaluate("""() => {
      Object.defineProperty(document, 'hidden', {value: true, configurable: true});
      Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true});
      document.dispatchEvent(new Event('visibilitychange'));
    }""")
    wait_for(inner, 'body[data-paused="1"]', state="attached")
    page.wait_for_function("window.gameMessages.some(m => m.type === 'paused' && m.reason === 'hidden')")
    inner.evaluate("delete document.hidden; delete document.visibilityState")
    page.click("#resume")
    wait_for(inner, "body[data-paused]", state="detached")

    # Play to the end with clicks: the host hears the result.
    for _ in range(MAX_STEPS):
        state = wait_actionable(inner)
        if state != "turn":
            break
        take_turn(inner)
    page.wait_for_function("window.gameMessages.some(m => m.type === 'game-over')", timeout=TURN_MS)
    over = next(m for m in messages() if m["type"] == "game-over")
    assert over["result"] in ("win", "loss", "draw") and isinstance(over["scores"], list)
    # No alert/confirm/prompt, no popup, no top-level navigation, no service worker.
    assert page.url.startswith(portal) and len(context.pages) == 1
    assert page.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0
    assert inner.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0


def test_the_focus_is_never_left_on_the_page_between_screens(page, app_url):
    """The first-time card closed by key, Menu in mid-game and Continue each leave the focus on the
    next thing to do (a tile of the hand, Continue), never on the page's body or a hidden button."""
    where = """() => { const e = document.activeElement;
      return e === document.body ? 'body' : !e.checkVisibility() ? 'hidden' :
        e.matches('[data-hand] [data-tile]') ? 'tile' : e.dataset.action || e.tagName; }"""

    def settled():
        """Where the focus is once the table has answered (a closed dialog first gives it back to
        its opener, here a hidden button, or to the body; the table moves it on from there)."""
        page.wait_for_function(f"!['hidden', 'body'].includes(({where})())", timeout=10_000)
        return page.evaluate(where)

    open_app(page, app_url, "?delay=0&seed=21&howto=1")
    page.click('[data-action="new-game"]')
    page.wait_for_function("document.activeElement.closest('dialog')?.id === 'help-dialog'")
    page.keyboard.press("Enter")  # Got it
    page.wait_for_function("!document.getElementById('help-dialog').open")
    assert settled() == "tile"
    assert wait_actionable(page) == "turn"
    assert settled() == "tile"
    page.focus('[data-action="menu"]')
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.phase === 'menu'")
    assert settled() == "continue"
    page.keyboard.press("Enter")
    assert wait_actionable(page) == "turn"
    assert settled() == "tile"


def test_url_parameters_out_of_form_are_ignored_with_a_note_and_a_big_seed_is_kept(page, app_url):
    """Each parameter in a form it does not document is ignored, and the menu says which (as text,
    never as markup); none stops the start. A seed of 2^53 or more plays, is saved and is continued
    after a reload."""
    query = ("?delay=%C2%B2&seed=12345678901234567890&date=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"
             "&howto=%EF%BC%91&hooks=1&hooks=1")
    open_app(page, app_url, query)
    assert page.get_attribute("body", "data-boot-error") is None
    note = page.locator("#menu-note").inner_text()
    for words in ("?delay=", "not a real date", "?howto=", "?hooks= more than once"):
        assert words in note, words
    assert page.locator('img[src="x"]').count() == 0 and "onerror" not in note
    assert page.evaluate("typeof window.dominoBench") == "undefined"
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    take_turn(page)
    assert wait_actionable(page) == "turn"
    page.reload()
    wait_for(page, '[data-action="continue"]', state="attached", timeout=READY_MS)
    assert "damaged" not in page.locator("#menu-note").inner_text()
    continue_game(page)
    assert wait_actionable(page) == "turn"
    assert page.evaluate("JSON.parse(localStorage.getItem('domino.game')).match.seed") == "12345678901234567890"
