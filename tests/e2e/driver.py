"""The driver of the browser tests: opening the built app, choosing settings, playing turns on each
board through clicks, and what the page shows, read from the DOM only.

Every wait is on page state (data-ready, data-phase, an element appearing); there are no fixed
sleeps. `?delay=<ms>` sets the computer's pace and `?seed=<n>` the deal, so runs are repeatable.
Plain Python on Playwright's page API: the benchmarks use it too, without pytest.
"""

from __future__ import annotations

import base64
import importlib.util
import itertools
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
READY = 'body[data-ready="1"]'
READY_MS = 60_000
TURN_MS = 20_000
SW_TIMEOUT_MS = 90_000        # a service worker installing the whole build
MAX_STEPS = 400               # actions of one hand, far more than any hand takes
PHONE = {"width": 390, "height": 844}
# A start went ahead, or the page asks "Leave this game?" first.
STARTED_OR_ASKED = """() => document.querySelector('#panel[data-panel="leave"][open]') ? 'asked'
  : ['playing', 'handoff'].includes(document.body.dataset.phase) && 'started'"""
DEFAULT_QUERY = "?delay=0&seed=3"

# The page is under a service worker's control (it boots offline from then on).
CONTROLLED = "navigator.serviceWorker && navigator.serviceWorker.controller !== null"
# The worker's caches are one, of the version `v` (for wait_for_promise).
ONE_CACHE_OF = "v => caches.keys().then(k => k.length === 1 && k[0].endsWith(':' + v))"

# 'turn' when the person at the screen can act; the phase when the table waits on something other
# than a move (hand-off, round over, ...); false while a computer plays or the game is paused.
ACTIONABLE = """() => {
  const p = document.body.dataset.phase;
  if (p !== 'playing') return p;
  if (document.body.dataset.paused || document.body.dataset.digging) return false;  // a dig draws on by itself
  if (document.querySelector('[data-hand] [data-playable="true"], [data-action="draw"], [data-action="pass"]'))
    return 'turn';
  return false;
}"""

# What a line-game table shows (counts and tiles).
SNAPSHOT = """() => {
  const num = el => el ? Number(el.getAttribute('data-count')) : null;
  return {
    phase: document.body.dataset.phase,
    chain: document.querySelectorAll('[data-chain] [data-tile]').length,
    hand: document.querySelectorAll('[data-hand] [data-tile]').length,
    handTiles: [...document.querySelectorAll('[data-hand] [data-tile]')].map(e => e.dataset.tile),
    chainTiles: [...document.querySelectorAll('[data-chain] [data-tile]')].map(e => e.dataset.tile),
    me: num(document.querySelector('.me-count[data-count]')),
    seats: [...document.querySelectorAll('#seats [data-seat]')].map(num),
    stock: num(document.querySelector('[data-stock] [data-count]')),
    allTiles: document.querySelectorAll('[data-tile]').length,
    status: document.getElementById('status').innerText,
  };
}"""

# The chain and the hand of a line game, tile by tile, and the phase.
CHAIN_AND_HAND = """() => ({
  chain: [...document.querySelectorAll('[data-chain] [data-tile]')].map(e => e.dataset.tile),
  hand: [...document.querySelectorAll('[data-hand] [data-tile]')].map(e => e.dataset.tile),
  phase: document.body.dataset.phase,
})"""

# Everything a person or a screen reader could get from the page: text and attribute values
# (geometry attributes left out: their numbers are coordinates, not tiles).
PAGE_WORDS = """() => {
  const skip = new Set(['d', 'points', 'viewBox', 'x', 'y', 'font-size', 'class', 'style', 'cx', 'cy', 'r',
                        'x1', 'x2', 'y1', 'y2', 'width', 'height', 'rx']);
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('dialog')) continue;
    for (const a of el.attributes) if (!skip.has(a.name)) out.push(a.value);
  }
  // The menu's How to play is the build's fixed text, the same for every player: it names tiles
  // (the 6-6, the 9-9) as examples, never what a hand holds.
  const body = document.body.cloneNode(true);
  body.querySelectorAll('details.howto').forEach(e => e.remove());
  out.push(body.textContent);
  return out.join('\\n');
}"""


def load_build():
    """build.py as a module (under its own name, so it never clashes with another `build`): it
    builds and serves dist/ and names Chromium's flags."""
    if "domino_build" not in sys.modules:
        spec = importlib.util.spec_from_file_location("domino_build", ROOT / "build.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["domino_build"] = module
        spec.loader.exec_module(module)
    return sys.modules["domino_build"]


def snapshot_sent(sent) -> int:
    """The memory snapshot's bytes among the (path, body bytes) a logging server sent (make_server's `sent`)."""
    return sum(n for path, n in sent if path.split("?")[0].endswith(".snapshot"))


def portal_html(game_url: str, width: int = 800, height: int = 600) -> str:
    """A portal's page framing the game at `game_url` (the frame #game, named game)."""
    return (f'<!doctype html><title>portal</title><link rel="icon" href="data:,">'
            f'<iframe id="game" name="game" src="{game_url}" width="{width}" height="{height}"></iframe>')


def portal_page(serve, guard, folder: Path, game_url: str, width: int = 800, height: int = 600) -> str:
    """The URL of a portal's page framing the game at `game_url`, served by another test server (so
    the page has no route, which would turn its HTTP cache off)."""
    body = portal_html(game_url, width, height).encode()
    url = serve(folder, overlay={"/portal.html": (body, "text/html; charset=utf-8")})
    guard.allow_origin(url)
    return url + "portal.html"


def answer(page, url: str, body: str | None, content_type: str = "text/javascript") -> None:
    """`url` answered in `page` with `body`, or refused as an ad blocker refuses it (`body` None),
    through DevTools' Fetch domain for that one address: Playwright's page.route would turn the
    page's HTTP cache off, and every boot of the runtime there would be a first visit's."""
    cdp = page.context.new_cdp_session(page)

    def paused(event: dict) -> None:
        if body is None:
            cdp.send("Fetch.failRequest", {"requestId": event["requestId"], "errorReason": "Failed"})
            return
        cdp.send("Fetch.fulfillRequest", {
            "requestId": event["requestId"], "responseCode": 200,
            "responseHeaders": [{"name": "Content-Type", "value": content_type}],
            "body": base64.b64encode(body.encode()).decode()})

    cdp.on("Fetch.requestPaused", paused)
    pattern = re.sub(r"([*?\\])", r"\\\1", url)   # the pattern's wildcards, taken literally
    cdp.send("Fetch.enable", {"patterns": [{"urlPattern": pattern, "requestStage": "Request"}]})


def open_framed(page, portal: str):
    """A visit of the portal page `portal` (portal_page): its game frame, once ready."""
    page.goto(portal, wait_until="commit")
    return wait_ready(wait_for(page, "iframe", state="attached").content_frame())


def edit_index(site: Path, change) -> None:
    """Rewrite a built site's index.html with `change(text)`, and its worker's digest of it to match
    (the worker checks every file it precaches)."""
    index, worker = site / "index.html", site / "service-worker.js"
    integrity = load_build().integrity
    old = integrity(index.read_bytes())
    index.write_text(change(index.read_text(encoding="utf-8")), encoding="utf-8")
    worker.write_text(worker.read_text(encoding="utf-8").replace(old, integrity(index.read_bytes())),
                      encoding="utf-8")


# ---- opening the app, settings, waiting ---------------------------------------------------------

# Where a start that never came stands: asked of the page with a time limit, so a main thread held
# by Python says so rather than holding the test.
START_UP_STATE = """() => ({
  bootError: document.body && document.body.dataset.bootError, repair: document.body && document.body.dataset.repair,
  snapshot: document.documentElement.dataset.snapshot || null,
  controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller), online: navigator.onLine,
  marks: performance.getEntriesByType('mark').map(m => `${m.name}@${Math.round(m.startTime)}`),
  lastLoaded: performance.getEntriesByType('resource').slice(-6).map(e => e.name.split('/').pop()),
  said: ((document.getElementById('boot') || {}).textContent || '').trim().slice(0, 300)})"""


def start_up_state(page) -> str:
    """What the page (or frame) says of its start, for a failure's message."""
    try:
        return json.dumps(page.wait_for_function(START_UP_STATE, timeout=5_000).json_value())
    except Exception as error:  # noqa: BLE001  (a held main thread, a closed page: said as it is)
        return f"the page did not answer ({str(error).splitlines()[0]})"


# Whether an element is in a state, judged in the page as Playwright judges it: shown means a box
# of some size and not hidden by style (closed <details>, visibility, display).
IN_STATE = """([selector, state]) => {
  const el = document.querySelector(selector), box = el && el.getBoundingClientRect();
  const shown = !!el && el.checkVisibility({visibilityProperty: true}) && box.width > 0 && box.height > 0;
  if (state === "attached") return el;
  if (state === "visible") return shown && el;
  if (state === "detached") return !el;
  return !shown;
}"""


def wait_for(where, selector: str, state: str = "visible", timeout: float | None = None):
    """Until the element of the CSS `selector` is in `state` (attached, visible, detached, hidden) in
    the page or frame `where`; the element, for attached and visible.

    Checked in the page at every frame: Playwright's own wait_for_selector asks from outside at
    growing intervals, up to half a second apart, and so finds a change a quarter of a second late
    on average."""
    found = where.wait_for_function(IN_STATE, arg=[selector, state],
                                    **({} if timeout is None else {"timeout": timeout}))
    return found.as_element() if state in ("attached", "visible") else None


# Playwright's wait_for_function returns as soon as its predicate returns a promise (a promise is a
# value, and a truthy one), whatever the promise resolves to. An asynchronous check (Cache Storage,
# the worker's registration) is polled here instead: each frame starts one check unless one is
# running, and the wait ends on the first check that resolved truthy.
POLL = """([key, arg]) => {
  const poll = window[key];
  if (!poll.busy) {
    poll.busy = true;
    Promise.resolve().then(() => poll.check(arg)).then(
      (value) => { poll.value = value; poll.busy = false; },
      () => { poll.busy = false; });
  }
  return poll.value;
}"""
_polls = itertools.count()


def wait_for_promise(where, check: str, arg=None, timeout: float | None = None):
    """Until the asynchronous function `check` (JavaScript source: `arg` => a promise) resolves
    truthy in the page or frame `where`; its value."""
    key = f"__dominoPoll{next(_polls)}"
    where.evaluate(f"window[{key!r}] = {{check: {check}, busy: false, value: false}}")
    return where.wait_for_function(POLL, arg=[key, arg], **({} if timeout is None else {"timeout": timeout}))


def wait_ready(page):
    try:
        wait_for(page, READY, "attached", READY_MS)
    except Exception as error:
        if type(error).__name__ != "TimeoutError":
            raise
        raise AssertionError(f"not ready within {READY_MS} ms: {start_up_state(page)}") from error
    return page


def front(page):
    """`page`'s tab brought to the front, as a player clicks a tab before using it: Chromium gives a
    tab behind another animation frames seconds apart, and every click waits for two frames that
    agree (a click there took 2 s)."""
    page.bring_to_front()
    return page


def open_app(page, url, query=DEFAULT_QUERY):
    page.goto(url + query)
    return wait_ready(page)


def reload(page):
    page.reload()
    return wait_ready(page)


def choose(page, **settings):
    for name, value in settings.items():
        page.check(f'[data-setting="{name}"] input[value="{value}"]')


def start(page, **settings):
    """A new game with these settings (leaving the saved one if the page asks)."""
    choose(page, **settings)
    page.click('[data-action="new-game"]')
    leave_if_asked(page)
    page.wait_for_function("() => document.body.dataset.phase !== 'menu'")


def leave_if_asked(page):
    """After a click that starts a game (New game, the Daily): yes to "Leave this game?" when the
    page asks it, as it does while the saved game is unfinished with a tile down."""
    if page.wait_for_function(STARTED_OR_ASKED).json_value() == "asked":
        page.click('#panel [data-ui="replace"]')


def set_pref(page, name, value):
    """A setting of the Settings panel, from the menu."""
    page.click('[data-action="settings"]')
    page.check(f'#panel input[data-pref="{name}"][value="{value}"]')
    page.click('#panel [data-ui="close"]')


def close_howto(page):
    """Close the first-time how-to card when a start showed it (a run without ?seed= or ?howto=0)."""
    if page.evaluate("() => document.getElementById('help-dialog').open"):
        page.click("#help-dialog [data-close]")
        page.wait_for_function("() => !document.getElementById('help-dialog').open")


def one_move_in(page, url, query=DEFAULT_QUERY):
    """The app opened on a new 2-player Classic game vs Easy, the person's first move made and
    their turn back."""
    open_app(page, url, query)
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    take_turn(page)
    assert wait_actionable(page) == "turn"
    return page


def continue_game(page):
    """Continue the saved game from the menu."""
    page.click('[data-action="continue"]')
    page.wait_for_function("() => document.body.dataset.phase !== 'menu'")


# Puts ITEMS (key: string value) in localStorage, in the top document of a web page only.
STORE = """(() => { if (window !== top || !location.protocol.startsWith('http')) return;
  for (const [key, value] of Object.entries(ITEMS)) localStorage.setItem(key, value); })();"""


def stored(page, items: dict):
    """`items` (key: value; a value not a string as JSON) put in localStorage before the first script
    of each page load: one boot, where opening, storing and reloading took two. Use it as `with
    stored(page, ...): open_app(...)`: after the block, a reload finds storage as the game left it."""
    strings = {key: value if isinstance(value, str) else json.dumps(value) for key, value in items.items()}
    return page.add_init_script(STORE.replace("ITEMS", json.dumps(strings)))


def continue_saved(page, app_url, doc, wait="turn", query="?delay=0"):
    """Open the app (at `query`) with `doc` as its saved game and Continue it up to the person's turn
    (`wait`: "handoff" on a shared device); returns the coins the person had."""
    with stored(page, {"domino.game": doc}):
        open_app(page, app_url, query)
    coins = int(page.locator("#menu-coins .coins").get_attribute("data-coins"))
    page.click('[data-action="continue"]')
    assert wait_actionable(page) == wait
    return coins


def late_save(setup, first_hand=False) -> dict:
    """A save of `setup`'s match (table.flow.setups: new_game, daily) at the person's last turn of
    the match (of its first hand: `first_hand`), every seat played by Easy up to there: Continue it
    (continue_saved) to reach the end in a few moves, where playing it out in the page took every
    hand."""
    import domino

    match, last = setup.match, None
    while True:
        game = match.game
        while not game.is_over:
            seat = game.current_player
            if seat == 0:
                last = match.to_json()
            game.apply(domino.choose_move("easy", game.observation(seat), seed=len(game.history)))
        if match.is_over or first_hand:
            break
        match.next_hand()
    return {"v": 1, "match": last,
            "table": {"cfg": dict(setup.cfg), "names": list(setup.names), "last": "", "fresh": None}}


def wait_actionable(page) -> str:
    """Waits for ACTIONABLE on a page or a frame; returns 'turn' or the phase."""
    return page.wait_for_function(ACTIONABLE, timeout=TURN_MS).json_value()


def snapshot(page) -> dict:
    return page.evaluate(SNAPSHOT)


def action_names(page) -> list:
    """The [data-action] names, read in one script: the page may change between two reads (the game
    can end under the last Enter), and eval_on_selector_all queries and maps in separate steps."""
    return page.evaluate("() => Array.from(document.querySelectorAll('[data-action]'), e => e.dataset.action)")


def in_view(page, selector) -> bool:
    """The element is wholly on the screen as the page opens, without scrolling."""
    return page.evaluate("""sel => { const r = document.querySelector(sel).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
               && scrollY === 0; }""", selector)


def no_sideways_scroll(page):
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


def bump_version(site: Path, page, new: str) -> str:
    """Deploy a "new build" (the worker's version changed) and make the page look for it."""
    sw = site / "service-worker.js"
    text = sw.read_text()
    old = re.search(r'const VERSION = "([0-9a-f]{16})";', text).group(1)
    sw.write_text(text.replace(old, new))
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    return old


# ---- the line games (Classic and Block) ---------------------------------------------------------

def assert_unique_actions(page):
    """Each action button is in the DOM only while usable, so a selector names one element."""
    names = action_names(page)
    assert len(names) == len(set(names)), names
    assert page.locator("[data-hand]").count() == 1
    for end in ("L", "R"):
        assert page.locator(f'[data-end="{end}"]').count() <= 1


def assert_consistent(page, total=28):
    """Every tile of a 2-player Draw game is on the table, in a hand or in the stock: the page's counts
    come from the engine after each move, so they must always add up, and the hand shown must have
    exactly as many tiles as the engine says."""
    assert_unique_actions(page)
    s = snapshot(page)
    if s["me"] is not None:
        assert s["hand"] == s["me"], s
        assert len(set(s["handTiles"])) == s["hand"], s
    assert not set(s["handTiles"]) & set(s["chainTiles"]), s
    counted = s["chain"] + sum(s["seats"]) + (s["me"] or 0) + (s["stock"] or 0)
    assert counted == total, s
    return s


def take_turn(page):
    """One action of the person at the screen: a playable tile (and an end if asked), else draw/pass.
    Returns "play", "draw" or "pass", or None when there was nothing to do."""
    tile = page.locator('[data-hand] [data-playable="true"]')
    if tile.count():
        tile.first.click()
        end = page.locator('[data-end]:not([disabled])')
        if end.count():
            end.first.click()
        return "play"
    for action in ("draw", "pass"):
        button = page.locator(f'[data-action="{action}"]')
        if button.count():
            button.click()
            return action
    return None


def hint_price(page) -> int:
    """What the Hint button asks now: 0 when it is free (one legal move)."""
    price = page.locator('#tools [data-action="hint"] .price')
    return int(price.inner_text()) if price.count() else 0


def turn_with_priced_hint(page):
    """Take the person's turns until one has a choice, so a hint costs coins."""
    for _ in range(MAX_STEPS):
        assert wait_actionable(page) == "turn"
        if hint_price(page):
            return
        take_turn(page)
    raise AssertionError("no turn with a choice")


def play_out(page, turn, on_step=None):
    """Play the person's turns with `turn(page)` (through the hand-off screen in a same-device game)
    until the hand ends; returns "round-over" or "match-over". `on_step(page)` looks at each turn first."""
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        if state in ("round-over", "match-over"):
            return state
        if state == "handoff":
            assert_handoff_hides_hands(page)
            page.click('[data-action="ready"]')
            continue
        assert state == "turn"
        if on_step:
            on_step(page)
        turn(page)
    raise AssertionError("the hand did not end")


def play_to_round_over(page, on_step=None):
    """play_out on a line board, the table checked before each turn."""
    def turn(p):
        assert_consistent(p)
        take_turn(p)
    return play_out(page, turn, on_step)


def assert_handoff_hides_hands(page):
    assert page.evaluate("document.body.dataset.phase") == "handoff"
    assert page.locator("[data-hand] [data-tile]").count() == 0
    assert page.locator("[data-tile]").count() == 0  # no tile at all on this screen, not even hidden
    assert page.locator("[data-tile]:visible").count() == 0
    heading = page.locator("#handoff h2")
    assert re.fullmatch(r"Pass the device to Player [1-4]", heading.inner_text())
    assert page.locator('[data-action="ready"]').is_visible()
    assert_unique_actions(page)


def assert_round_dialog(page):
    assert_unique_actions(page)
    dialog = page.locator("dialog#round-dialog")
    assert dialog.is_visible()
    assert dialog.evaluate("d => d.open")
    text = dialog.inner_text()
    assert re.search(r"\bwins?\b|Draw", text), text
    assert "Pips" in text or "PIPS" in text
    for action in ("new-game", "menu"):
        assert dialog.locator(f'[data-action="{action}"]').is_enabled()
    return text


# ---- two against two ------------------------------------------------------------------------------

# The score bar's teams (label as a screen reader hears it, the score, the name shown) and the
# plaques marked as the partner of the person at the screen.
TEAMS_SHOWN = """() => ({
  teams: [...document.querySelectorAll('#scores .score[data-score-of="teams"]')].map(e => ({
      label: e.getAttribute('aria-label'), score: Number(e.querySelector('b').textContent),
      shown: e.querySelector('.score-name').innerText})),
  partners: [...document.querySelectorAll('#seats [data-partner]')].map(e => ({
      seat: Number(e.dataset.seat), place: e.dataset.side, label: e.getAttribute('aria-label'),
      tag: (e.querySelector('.seat-team') || {}).innerText || '',
      tagVisible: !!e.querySelector('.seat-team') && e.querySelector('.seat-team').getBoundingClientRect().width > 0})),
  target: (document.querySelector('#scores .score-target') || {}).innerText || '',
})"""


def teams_shown(page) -> dict:
    return page.evaluate(TEAMS_SHOWN)


def assert_partner_across(page, name):
    """The person's partner sits across, its plaque marked Partner (visibly) and named so for a
    screen reader; no other plaque is."""
    shown = teams_shown(page)["partners"]
    assert len(shown) == 1, shown
    plaque = shown[0]
    assert plaque["place"] == "across" and plaque["tagVisible"], plaque
    assert plaque["tag"].lower() == "partner", plaque
    assert plaque["label"].startswith(f"{name}, your partner: "), plaque
    return plaque


def round_teams(page) -> list:
    """The round-over card's teams: (name, pips, score or None, won) each, in order."""
    return page.evaluate("""() => [...document.querySelectorAll('#round-body tbody[data-team] tr.team')].map(r => {
        const cells = [...r.querySelectorAll('td.num')].map(c => Number(c.textContent));
        return [r.querySelector('th').textContent.replace(' ★', ''), cells[0], cells.length > 1 ? cells[cells.length - 1] : null,
                r.classList.contains('winner')]; })""")


# ---- Mexican Train ------------------------------------------------------------------------------

TRAINS = """() => ({
  trains: [...document.querySelectorAll('[data-train]')].map(t => ({
      name: t.dataset.train, count: Number(t.dataset.count), open: t.dataset.open,
      open_to_all: t.querySelector('.marker').classList.contains('open'), fit: t.classList.contains('fit'),
      owner: t.querySelector('.train-owner').innerText,
      tiles: [...t.querySelectorAll('[data-tile]')].map(e => e.getAttribute('aria-label'))})),
  hand: [...document.querySelectorAll('[data-hand] [data-tile]')].map(e => e.dataset.tile),
  me: Number(document.querySelector('.me-count').dataset.count),
  seats: [...document.querySelectorAll('#seats [data-seat]')].map(e => Number(e.dataset.count)),
  stock: Number(document.querySelector('[data-stock] [data-count]').dataset.count),
  all: document.querySelectorAll('[data-tile]').length,
  banner: (b => b && {train: b.dataset.banner, double: b.dataset.double, words: b.innerText})(document.querySelector('[data-banner]')),
  engine: document.querySelector('.hub').getAttribute('aria-label'),
})"""


def train_stats() -> dict:
    """Counts take_train_turn keeps of what the person did."""
    return {"plays": 0, "draw": 0, "pass": 0, "choices": 0}


def assert_train_table(page, players, double=9):
    """The trains as the rules have them: one row per seat and the Mexican train, every tile
    matching its neighbour from the engine outwards, and every tile of the set (the double-`double`:
    55 tiles of the double-nine, 91 of the double-twelve) accounted for."""
    names = action_names(page)
    assert len(names) == len(set(names)), names
    t = page.evaluate(TRAINS)
    trains = t["trains"]
    engine = int(re.fullmatch(r"Engine (\d+)-\1", t["engine"]).group(1))  # the set's, or the full game's round
    # One row per seat and the Mexican train; the viewer's own train at the bottom.
    assert sorted(r["name"] for r in trains) == sorted([str(s) for s in range(players)] + ["mexican"])
    assert trains[0]["name"] == "mexican" and trains[0]["owner"] == "Mexican train"
    assert trains[-1]["name"] == "0" and trains[-1]["owner"] == "Your train"
    for row in trains:
        assert row["count"] == len(row["tiles"])
        if row["name"] == "mexican":
            assert row["open_to_all"], row
        # Every tile matches its neighbour, from the engine outwards, and the open end is the last number.
        end = engine
        for label in row["tiles"]:
            a, b = (int(x) for x in label.split("-"))
            assert a == end, row
            end = b
        assert row["open"] == str(end), row
    on_trains = sum(r["count"] for r in trains)
    assert t["me"] == len(t["hand"]) == len(set(t["hand"]))
    assert t["all"] == on_trains + t["me"], t  # rivals' hands are counts, never tiles
    assert on_trains + t["me"] + sum(t["seats"]) + t["stock"] + 1 == (double + 1) * (double + 2) // 2, t
    return t


def take_train_turn(page, stats):
    """The person's action on the trains: the first playable tile (on the open end of the last lit
    train when it fits several), else draw, else pass; counted in `stats` (train_stats())."""
    tile = page.locator('[data-hand] [data-playable="true"]')
    if tile.count():
        before = len(page.evaluate(TRAINS)["hand"])
        tile.first.click()
        lit = page.locator("[data-train].fit")
        if lit.count():  # fits more than one train: tap the open end of one
            stats["choices"] += 1
            ends = page.locator("[data-train].fit [data-train-end]")
            assert lit.count() >= 2 and ends.count() == lit.count()
            assert ends.first.evaluate("e => e.tagName") == "BUTTON"
            assert ends.first.get_attribute("aria-label").startswith("Play ")
            tap_centre(page, ends.last)
        wait_played(page, before, stats)
        return
    draw_or_pass(page, stats)


def wait_played(page, before, stats):
    """Wait until the hand holds other than `before` tiles (or the hand is over); a play counted."""
    page.wait_for_function(
        f"() => document.querySelectorAll('[data-hand] [data-tile]').length !== {before}"
        " || document.body.dataset.phase !== 'playing'")
    stats["plays"] += 1


def draw_or_pass(page, stats):
    """Draw when the table offers it, else pass, counted in `stats`: nothing else is left to do."""
    for action in ("draw", "pass"):
        button = page.locator(f'[data-action="{action}"]')
        if button.count():
            stats[action] += 1
            button.click()
            return
    raise AssertionError("nothing to do on my turn")


def tap_centre(page, locator):
    """A tap where a person looks: the middle of the element, which must be the element hit there
    (nothing covers it) and inside the viewport."""
    box = locator.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    vp = page.viewport_size
    assert 0 <= x <= vp["width"] and 0 <= y <= vp["height"], (box, vp)
    assert locator.evaluate("(e, [x, y]) => e.contains(document.elementFromPoint(x, y))", [x, y]), \
        "something covers the element"
    page.mouse.click(x, y)


# Every button the person can tap at the table but the hand's tiles and the boards' rows and cells:
# its size, and whether a tap anywhere across its box reaches it (nothing covers the middle of each
# edge nor the centre; a pill's rounded corners are not its to take).
TAP_TARGETS = """(root) => [...document.querySelectorAll(root + ' button')]
  .filter(b => b.getClientRects().length && !b.closest('[data-hand], [data-train], #tri-svg'))
  .map(b => {
    b.scrollIntoView({block: 'nearest'});
    const r = b.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const points = [[x, y], [r.left + 1, y], [r.right - 1, y], [x, r.top + 1], [x, r.bottom - 1]];
    return {name: b.dataset.action || b.dataset.zoom || b.dataset.end || b.id || b.textContent.trim(),
            width: r.width, height: r.height,
            reached: points.every(([x, y]) => b.contains(document.elementFromPoint(x, y)))};
  })"""


def tap_targets(page, root="#table") -> list:
    return page.evaluate(TAP_TARGETS, root)


# ---- Triangles ------------------------------------------------------------------------------------

# Index of a [data-spot] whose middle is inside the visible board (null: none is).
VISIBLE_SPOT = """() => {
  const svg = document.getElementById('tri-svg').getBoundingClientRect();
  const spots = [...document.querySelectorAll('[data-spot]')];
  for (let i = 0; i < spots.length; i++) {
    const r = spots[i].getBoundingClientRect();
    const x = r.x + r.width / 2, y = r.y + r.height * 0.62;
    if (x > svg.left + 4 && x < svg.right - 4 && y > svg.top + 4 && y < svg.bottom - 4) {
      const hit = document.elementFromPoint(x, y);
      if (hit === spots[i]) return i;
    }
  }
  return null;
}"""


PLACES = "[data-spot], [data-train].fit, [data-end]:not([disabled])"


def tap_tile(page, tile) -> bool:
    """Tap a tile of the hand: True when the board now asks where it goes (marked cells, lit trains,
    ends), False when the tap played it (it fits one place only, one way)."""
    before = page.locator("[data-hand] [data-tile]").count()
    tile.click()
    page.wait_for_function(
        f"() => document.querySelector({PLACES!r}) !== null || document.body.dataset.phase !== 'playing'"
        f" || document.querySelectorAll('[data-hand] [data-tile]').length !== {before}")
    return page.locator(PLACES).count() > 0


def tile_with_places(page, take_turn_fn, max_steps=MAX_STEPS):
    """Play on (`take_turn_fn(page)` on turns where no tile will do) until a playable tile, once
    tapped, waits for its place; returns that tile's text with the places shown."""
    for _ in range(max_steps):
        assert wait_actionable(page) == "turn", "the hand ended before a tile fitted several places"
        tiles = page.locator('[data-hand] [data-playable="true"]')
        if tiles.count():
            text = tiles.first.get_attribute("data-tile")
            if tap_tile(page, tiles.first):
                return text
            continue  # that tap played it: the next turn
        take_turn_fn(page)
    raise AssertionError("no tile fitted several places")


def click_visible_spot(page):
    """Tap a marked cell in view; when none is, show the whole board first."""
    index = page.evaluate(VISIBLE_SPOT)
    if index is None:  # every marked cell is off screen: show the whole board
        page.click('[data-zoom="fit"]')
        page.wait_for_function('document.getElementById("tri-svg").dataset.zoomMode === "all"')
        index = page.evaluate(VISIBLE_SPOT)
    assert index is not None, "no marked cell can be tapped"
    page.locator("[data-spot]").nth(index).click()


def play_any_board(page):
    """The person's action on any board: a playable tile and where it goes (an end, a marked cell
    and then Place when it fits there several ways, a lit train, an arm), else draw or pass. The kind."""
    tile = page.locator('[data-hand] [data-playable="true"]')
    if not tile.count():
        return take_turn(page)
    tile.first.click()
    if page.locator("[data-end]:not([disabled])").count():
        page.locator("[data-end]:not([disabled])").first.click()
    elif page.locator("[data-spot]").count():
        click_visible_spot(page)
        if page.locator("[data-place]").count():
            page.click("[data-place]")
    elif page.locator("[data-train].fit").count():
        page.locator("[data-train].fit").first.click()
    elif page.locator("[data-arm-end]").count():  # Chicken Foot: it fits more than one arm
        page.locator("[data-arm-end]").first.click()
    return "play"


# ---- the table around the person: rivals, the move log, the summary put aside --------------------

# The rivals' plaques as shown: seat, place, count, last action (words), on turn.
SEATS = """() => [...document.querySelectorAll('#seats [data-seat]')].map(e => ({
  seat: Number(e.dataset.seat), place: e.dataset.side, count: Number(e.dataset.count),
  last: e.querySelector('.seat-last').dataset.last, turn: e.classList.contains('on-turn'),
  label: e.getAttribute('aria-label'), visible: e.getBoundingClientRect().width > 0,
}))"""


def seats(page) -> list:
    return page.evaluate(SEATS)


def focused(page) -> str:
    """The focused element, as '#id' or '[data-action=...]' (or its tag)."""
    return page.evaluate("""() => { const e = document.activeElement;
      return e.id ? '#' + e.id : e.dataset.action ? `[data-action=${e.dataset.action}]` : e.tagName; }""")


def open_moves_by_keyboard(page) -> list:
    """Open the move log from its button with the keyboard; returns its lines (the dialog stays open)."""
    page.focus('[data-action="moves"]')
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.getElementById('moves-dialog').open")
    return page.locator("#moves-dialog .moves-list li").all_inner_texts()


def close_moves_by_keyboard(page):
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('moves-dialog').open")


def summary_open(page) -> bool:
    return page.evaluate("() => document.getElementById('round-dialog').open")


# ---- the hand review ------------------------------------------------------------------------------

# What the review shows: its step, the move and advice in words, the summary and the announcer.
REVIEW = """() => {
  const pos = document.querySelector('.review-pos');
  const advice = document.querySelector('.review-advice');
  const sum = document.querySelector('.review-sum');
  return {
    step: Number(pos.dataset.step), total: Number(pos.dataset.total),
    move: document.querySelector('.review-move').innerText,
    advice: advice ? advice.dataset.advice : null, adviceText: advice ? advice.innerText : '',
    summary: sum.innerText, weighed: sum.dataset.done === 'true',
    said: document.getElementById('announce').textContent,
    focus: document.activeElement ? document.activeElement.getAttribute('data-review') : null,
  };
}"""


def open_review(page):
    """From the round-over card: Review the hand, up to its region with the focus in it."""
    page.click('[data-action="review"]')
    wait_for(page, "#review-title", state="visible")
    page.wait_for_function("() => document.body.hasAttribute('data-review')")
    return review(page)


def review(page) -> dict:
    return page.evaluate(REVIEW)


def review_key(page, key) -> dict:
    """Press `key` in the review and wait until the step on screen changed."""
    before = review(page)["step"]
    page.keyboard.press(key)
    page.wait_for_function(f"() => Number(document.querySelector('.review-pos').dataset.step) !== {before}")
    return review(page)


def wait_review_weighed(page, timeout=120_000) -> dict:
    """Wait until Expert has weighed every decision of the hand under review."""
    wait_for(page, '.review-sum[data-done="true"]', timeout=timeout)
    return review(page)


def revealed_tiles(page, seat_name) -> list:
    """The tiles of `seat_name`'s hand as the round-over summary shows them (face up at the end)."""
    row = page.locator("#round-body tbody tr", has_text=seat_name)
    return row.locator(".mini").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")


def page_words(page) -> str:
    return page.evaluate(PAGE_WORDS)


# ---- play where you look: the chain's ends, drags from the hand -----------------------------------

# A finger's ghost has reached the point: centred over it, its foot LIFT_PX (12) above it.
FINGER_AT = """([x, y]) => {
  const ghost = document.querySelector('.drag-ghost');
  const box = ghost && ghost.getBoundingClientRect();
  return !!box && Math.abs((box.left + box.right) / 2 - x) < 1.5 && Math.abs(box.bottom + 12 - y) < 1.5;
}"""

# What shows while a tile is dragged: its ghost (and whether the pointer is over it), the lit target.
MID_DRAG = """([x, y]) => {
  const ghost = document.querySelector('.drag-ghost');
  const box = ghost && ghost.getBoundingClientRect();
  const lit = [...document.querySelectorAll('[data-drop]')];
  // under: the ghost is at the point (a finger's rides just above it); above: wholly above the point
  return {ghost: !!ghost, under: !!box && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom + 32,
          above: !!box && box.bottom < y,
          lit: lit.map(e => e.dataset.chainEnd !== undefined ? 'chain:' + e.dataset.chainEnd
                             : e.dataset.end ? 'end:' + e.dataset.end : e.dataset.train ? 'train:' + e.dataset.train
                             : e.dataset.spot ? 'spot:' + e.dataset.spot : e.tagName)};
}"""


def lit_ends(page) -> list:
    """The chain's ends lit for the chosen tile: ["L"], ["R"], ["L", "R"] or []."""
    return page.evaluate("() => (document.getElementById('chain').dataset.fit || '').split(' ').filter(Boolean)")


def tap_end(page, end):
    """Tap the chain's end tile at `end` ("L" or "R"; a lone tile is both) where it is drawn."""
    page.locator(f'#chain [data-chain-end*="{end}"]').click()


def centre(box) -> tuple:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def drag_tile_to(page, tile, target, touch=False, release=None, steps=8):
    """Drag the hand's tile `tile` ("a-b") onto the first element matching `target`, with the mouse
    or (touch=True, in a context with has_touch) a finger, through Chromium's input events; let go
    over the point `release` instead when given. The tile is lifted first (a board may mark its
    places only then: the target is looked for once the ghost is up). Returns MID_DRAG as seen just
    before letting go."""
    x0, y0 = centre(page.locator(f'[data-hand] [data-tile="{tile}"]').bounding_box())
    lift = (x0, y0 - 16)  # past the few pixels that make a press a drag
    if touch:
        cdp = page.context.new_cdp_session(page)

        def finger(kind, points):
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y} for x, y in points]})

        def press():
            finger("touchStart", [(x0, y0)])

        def move(point):
            finger("touchMove", [point])
    else:
        def press():
            page.mouse.move(x0, y0)
            page.mouse.down()

        def move(point):
            page.mouse.move(*point)
    press()
    move(lift)
    wait_for(page, ".drag-ghost", state="attached", timeout=5000)
    x1, y1 = centre(page.locator(target).first.bounding_box())
    path = [(lift[0] + (x1 - lift[0]) * k / steps, lift[1] + (y1 - lift[1]) * k / steps) for k in range(1, steps + 1)]
    if release is not None:
        path.append(release)
    for point in path:
        move(point)
    if touch:
        # Touch moves reach the page once a frame: wait for the last one to be seen.
        page.wait_for_function(FINGER_AT, arg=list(path[-1]), timeout=5000)
        seen = page.evaluate(MID_DRAG, list(path[-1]))
        finger("touchEnd", [])
        cdp.detach()
    else:
        seen = page.evaluate(MID_DRAG, list(path[-1]))
        page.mouse.up()
    return seen


# ---- every screen, for the audits -----------------------------------------------------------------

AUDIT_QUERY = "?delay=0&seed=3&howto=0"


def _dialogs(page, check, dialogs):
    """Open each (button, dialog id, name) in turn, check(name), close it with Escape."""
    for opener, dialog_id, name in dialogs:
        page.click(opener)
        page.wait_for_function(f"() => document.getElementById({dialog_id!r}).open")
        check(name)
        page.keyboard.press("Escape")
        page.wait_for_function(f"() => !document.getElementById({dialog_id!r}).open")


def _to_menu(page):
    if page.evaluate("() => document.body.dataset.phase") == "menu":
        return
    in_dialog = page.locator('dialog[open] [data-action="menu"]')
    (in_dialog.first if in_dialog.count() else page.locator("#table-menu")).click()
    page.wait_for_function("() => document.body.dataset.phase === 'menu'")


def _any_turn(page, stats):
    """One turn of the person on any board: the first playable tile (placed on a marked cell in view,
    or on a lit train's end, when it waits for its place), else draw or pass."""
    if page.locator("#tri-svg").count():
        tile = page.locator('[data-hand] [data-playable="true"]')
        if not tile.count():
            take_turn(page)
        elif tap_tile(page, tile.first):
            click_visible_spot(page)
    elif page.locator("[data-train]").count():
        take_train_turn(page, stats)
    else:
        take_turn(page)


def _mid_hand(page, turns=1, **settings):
    """A new game from the menu, `turns` of the person's turns in; the person's turn again."""
    _to_menu(page)
    start(page, **settings)
    stats = train_stats()
    for _ in range(turns):
        assert wait_actionable(page) == "turn"
        _any_turn(page, stats)
    assert wait_actionable(page) == "turn"


def _play_out(page) -> str:
    """The person's turns on any board until the hand ends; the phase then."""
    stats = train_stats()
    return play_out(page, lambda p: _any_turn(p, stats))


def _places_shown(page, **settings):
    """On to a tile that waits for its place (both ends lit, cells marked), new hands with `settings`
    until one comes."""
    for _ in range(5):
        try:
            return tile_with_places(page, take_turn)
        except AssertionError:  # every tile of the hand fitted one place only
            _mid_hand(page, **settings)
    raise AssertionError("no tile waited for its place in 5 hands")


def audit_screens(page, app_url, check):
    """Walk every screen of the app in one page, calling check(name) on each: the menu and its panels,
    the tutorial's list, a lesson and its end, each variant mid-hand (4-player Mexican Train too), every dialog
    of the table, the hand-off screen, the hand's summary, the board with it put aside, the hand
    review, a match's end and two against two with its summary. Something was set aside, so
    Settings shows the way back to it (a profile this version reads, and one it cannot)."""
    with stored(page, {"domino.backup.profile.2026-11-30.1": {"v": 4, "coins": 345},
                       "domino.backup.game.2026-11-29.1": {}}):
        open_app(page, app_url, AUDIT_QUERY)
    check("menu")
    _dialogs(page, check, [('[data-action="settings"]', "panel", "settings"),
                           ('[data-action="records"]', "panel", "records")])
    page.click('[data-action="tutorial"]')
    wait_for(page, "[data-lesson-start]")
    check("tutorial")
    page.locator("[data-lesson-start]").first.click()
    wait_for(page, 'body[data-lesson][data-phase="playing"]')
    check("lesson")
    page.click('[data-lesson-ui="show"]')  # the first lesson is one move: Show me makes it
    wait_for(page, "[data-lesson-done]")
    check("lesson-done")

    _mid_hand(page, mode="computer", players=2, variant="draw", level="easy", target=50)
    check("classic")
    page.evaluate("""() => { window.storageWrites = Storage.prototype.setItem;
        Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; }""")
    take_turn(page)  # the storage is full: the table says so
    wait_for(page, "#table-note:not([hidden])")
    check("table-note")
    page.evaluate("() => { Storage.prototype.setItem = window.storageWrites; }")
    wait_actionable(page)
    _dialogs(page, check, [('[data-action="help"]', "help-dialog", "help"),
                           ('[data-action="moves"]', "moves-dialog", "moves"),
                           ('[data-action="pause"]', "pause-dialog", "pause")])
    check(_play_out(page))
    page.click('[data-action="see-board"]')
    page.wait_for_function("() => !document.getElementById('round-dialog').open")
    check("board-aside")
    page.click('[data-action="show-result"]')
    page.wait_for_function("() => document.getElementById('round-dialog').open")
    open_review(page)
    check("review")
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.getElementById('round-dialog').open")
    for _ in range(MAX_STEPS):  # the match to its end
        if page.evaluate("() => document.body.dataset.phase") == "match-over":
            break
        page.click('#round-dialog [data-action="next-hand"]')
        _play_out(page)
    check("match-over")

    _mid_hand(page, mode="computer", players=3, variant="block", level="easy", target=0)
    check("block")
    _places_shown(page, mode="computer", players=3, variant="block", level="easy", target=0)
    check("ends-lit")
    _mid_hand(page, mode="computer", players=2, variant="triangles", level="easy")
    check("triangles")
    _places_shown(page, mode="computer", players=2, variant="triangles", level="easy")
    check("triangles-cells-marked")
    _mid_hand(page, mode="computer", players=2, variant="triangles", level="easy", scoring="triominos")
    check("tri-ominos-summary:" + _play_out(page))
    _mid_hand(page, mode="computer", players=2, variant="mexican", level="easy", rounds=1)
    check("mexican")
    _mid_hand(page, turns=3, mode="computer", players=2, variant="allfives", level="easy")
    check("allfives")
    _mid_hand(page, mode="computer", players=4, variant="draw", teams="pairs", level="easy", partner="hard",
              target=100)
    check("pairs")
    check("pairs-summary:" + _play_out(page))
    _mid_hand(page, turns=4, mode="computer", players=4, variant="mexican", level="easy", rounds=1)
    check("mexican-4")
    check("trains-summary:" + _play_out(page))
    _to_menu(page)
    start(page, mode="local", players=2, variant="draw", target=0)
    assert wait_actionable(page) == "handoff"
    check("handoff")
    page.click('#handoff [data-action="menu"]')
    page.wait_for_function("() => document.body.dataset.phase === 'menu'")
    start(page, mode="local", players=4, variant="block", teams="pairs", target=0)
    assert wait_actionable(page) == "handoff"
    check("pairs-handoff")


# ---- one page looked at in several sizes ------------------------------------------------------------

# Two frames: the window's resize and the felt's ResizeObserver are answered by the next frame, so by
# the second the table is drawn again for the new size. Bounded: Playwright's evaluate waits without
# end, and a page that stops drawing would hold the test silently.
REDRAWN = """() => new Promise((done, fail) => {
  const late = setTimeout(() => fail(new Error('the page drew no frame in 10 s')), 10000);
  requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(late); done(); }));
})"""


def resize(page, size):
    """The viewport turned to `size` ({"width", "height"}) and the page drawn again for it: several
    sizes looked at in one boot, where a boot each took seconds."""
    page.set_viewport_size(size)
    page.evaluate(REDRAWN)
