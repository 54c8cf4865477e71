"""Start-up: the menu answers before Python is up (a press is remembered and carried out once), the
runtime starts from the build's memory snapshot (or from scratch when it cannot, or when the link is
too slow for its download to pay: then neither the page nor the offline worker downloads it at
start), and a first visit downloads the runtime once, even in a context whose HTTP cache keeps
nothing big, then boots offline.

Python is held back by holding the request for main.py (the entry script PyScript runs last), so
the page is exactly as a player finds it while the runtime starts.
"""

from __future__ import annotations

import gzip
import os
import re
import shutil

import pytest
from driver import (CONTROLLED, PHONE, SNAPSHOT, SW_TIMEOUT_MS, bump_version, choose, edit_index, load_build, open_app,
                    reload, snapshot_sent, start, wait_actionable, wait_for, wait_ready)

BEFORE_READY = "document.body.dataset.ready === undefined"


class Held:
    """Requests for `pattern` held back until release() (and let through from then on)."""

    def __init__(self, page, pattern="**/main.py"):
        self.routes, self.released = [], False
        page.route(pattern, self._hold)

    def _hold(self, route):
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self, page):
        self.released = True
        for route in self.routes:
            route.continue_()
        return wait_ready(page)


def open_held(page, url) -> Held:
    held = Held(page)
    page.goto(url, wait_until="domcontentloaded")
    assert page.evaluate(BEFORE_READY)
    return held


def deal(page) -> dict:
    wait_actionable(page)
    shown = page.evaluate(SNAPSHOT)
    return {key: shown[key] for key in ("handTiles", "chainTiles", "seats")}


def test_a_press_before_ready_is_carried_out_once(page, app_url):
    """Settings changed and New game pressed twice (a click, then Enter) before Python is up: one
    game, dealt with those settings, the same deal as New game pressed once on a ready page. Then
    Continue is offered before Python is up and taken with the keyboard."""
    url = app_url + "?delay=0&seed=11"
    held = open_held(page, url)
    assert page.locator("#boot").is_visible()
    choose(page, players="3")
    page.click('[data-action="new-game"]')
    page.keyboard.press("Enter")  # the focused New game, again
    button = page.locator("#menu-new")
    assert button.inner_text() == "Starting…" and button.get_attribute("aria-busy") == "true"
    assert page.evaluate(BEFORE_READY)
    held.release(page)
    early = deal(page)
    assert len(early["seats"]) == 2
    assert page.evaluate("window.dominoEarly.press") is None
    assert button.inner_text() == "New game" and button.get_attribute("aria-busy") is None

    page.evaluate("localStorage.clear()")
    reload(page)
    start(page, players="3")
    assert deal(page) == early  # a second start would have dealt the seed's next game

    # That game saved, the next visit offers Continue before Python is up, taken with the keyboard.
    held = open_held(page, url)
    resume = page.locator('[data-action="continue"]')
    assert resume.count() == 1 and resume.is_enabled()
    resume.focus()
    page.keyboard.press("Enter")
    held.release(page)
    assert deal(page) == early


def test_the_latest_press_wins_and_early_settings_count(page, app_url):
    """Records, then New game with Triangles chosen before Python is up: the game starts, with the
    menu's rows fitted to Triangles, and Records does not open over it."""
    held = open_held(page, app_url + "?delay=0&seed=5")
    choose(page, variant="triangles")
    page.click('[data-action="records"]')
    assert page.locator('[data-action="records"]').inner_text() == "Starting…"
    page.click('[data-action="new-game"]')
    assert page.locator('[data-action="records"]').inner_text() == "Records"
    assert page.locator("#menu-new").inner_text() == "Starting…"
    held.release(page)
    page.wait_for_function("document.body.dataset.phase !== 'menu'")
    assert page.evaluate("document.body.dataset.variant") == "triangles"
    assert page.evaluate("document.getElementById('panel').open") is False
    assert page.get_attribute('[data-setting="scoring"]', "hidden") is None  # synced for Triangles


def test_blocked_storage_offers_no_continue_and_the_menu_still_answers(page, app_url):
    page.add_init_script("Object.defineProperty(window, 'localStorage', "
                         "{get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }})")
    held = open_held(page, app_url + "?delay=0&seed=3")
    assert page.locator('[data-action="continue"]').count() == 0
    page.click('[data-action="new-game"]')
    held.release(page)
    assert deal(page)["handTiles"]


SNAPSHOT_NOW = "document.documentElement.dataset.snapshot"
# The request URLs of the worker's caches of this app.
CACHED = "caches.keys().then(keys => Promise.all(keys.map(k => caches.open(k).then(c => c.keys()))))" \
         ".then(lists => lists.flat().map(r => r.url))"
UPDATE_READY = "document.body.dataset.update === 'ready'"  # a new version installed, waiting
# The browser's Save-Data setting on (navigator.connection where the engine has one).
SAVE_DATA = """Object.defineProperty(navigator, 'connection', {configurable: true,
  get: () => ({saveData: true, effectiveType: '4g', addEventListener() {}})});"""
# Links in bytes a second, paced by the test server (load_build().Link), 20 ms a request.
TEN_MBIT = 10e6 / 8
TWENTY_MBIT = 20e6 / 8
LATENCY_S = 0.02


def slow_link(rate: float):
    return load_build().Link(rate, LATENCY_S)


def serve_copy(dist_dir, tmp_path, serve, guard, compress=False, link=None):
    """A copy of dist/ to change, on a server that logs (path, body bytes) of what it sends (gzipped
    as a compressing host sends them, with `compress`; through `link`, a Link, when given)."""
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    sent = []
    url = serve(site, sent=sent, compress=compress, link=link)
    guard.allow_origin(url)
    return site, url, sent


def renamed_snapshot(site) -> str:
    """The snapshot under another name, as a new build whose snapshot changed would ship it."""
    (old,) = site.glob("*.snapshot")
    new = "app-0badcafe.snapshot"
    old.rename(site / new)
    edit_index(site, lambda text: text.replace(old.name, new))
    worker = site / "service-worker.js"
    worker.write_text(worker.read_text().replace(old.name, new))
    return new


@pytest.mark.worker
def test_first_visit_downloads_the_runtime_once_then_boots_offline_and_updates_what_changed(
        page, context, guard, dist_dir, tmp_path, serve):
    """Playwright's context keeps its HTTP cache in memory, like a private window: the worker's
    precache takes what the page downloaded instead of downloading it again. The link is fast: the
    page restores the snapshot, the worker keeps it, and the next visit restores it, offline.
    Back online with a hand in progress, a new version comes whose files are the same but for the
    worker and the snapshot's name (so index.html, which names it): its install takes the others
    from the older version's cache (their digests match), so none of them comes down again; the
    snapshot, which the older version kept, comes down under its new name."""
    site, url, sent = serve_copy(dist_dir, tmp_path, serve, guard)
    open_app(page, url)
    assert page.evaluate(SNAPSHOT_NOW) == "restored"
    page.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    big = [u for u in guard.requests if u.endswith((".wasm", ".zip", ".whl", ".snapshot"))]
    assert sorted(big) == sorted(set(big)) and len(big) == 4, big
    caches = page.evaluate("caches.keys()")
    assert len(caches) == 1 and not caches[0].endswith(":staged"), caches  # the page's copies, taken
    assert [u for u in page.evaluate(CACHED) if u.endswith(".snapshot")]
    context.set_offline(True)
    response = page.reload()
    assert response is not None and response.from_service_worker
    wait_ready(page)
    assert page.evaluate(SNAPSHOT_NOW) == "restored"

    context.set_offline(False)
    start(page)  # a hand in progress: the new version waits instead of reloading the page
    before = len(sent)
    new = renamed_snapshot(site)
    bump_version(site, page, "0123456789abcdef")
    page.wait_for_function(UPDATE_READY, timeout=SW_TIMEOUT_MS)
    earlier, later = {path for path, _ in sent[:before]}, [path for path, _ in sent[before:]]
    changed = ("/service-worker.js", "/index.html")
    assert [path for path in later if path in earlier and path not in changed] == [], later
    assert later.count("/" + new) == 1, later
    assert url + new in page.evaluate(CACHED)


def compressing_host(dist_dir, serve, guard, link=None):
    """dist/ as most static hosts serve it, gzipped: a slow first visit carries about 5 MB, not 12."""
    url = serve(dist_dir, compress=True, link=link)
    guard.allow_origin(url)
    return url


def first_visit_on_a_slow_link(page, link, url):
    """A first visit at 10 Mbit/s through the server's `link`: Python starts without the snapshot
    and the worker, installed, keeps none; then the link is fast again."""
    link.rate = TEN_MBIT
    page.goto(url + "?delay=0&seed=3", wait_until="commit")
    wait_ready(page)
    assert page.evaluate(SNAPSHOT_NOW) == "none"
    page.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    assert not [u for u in page.evaluate(CACHED) if u.endswith(".snapshot")], "a snapshot the page never fetched"
    link.rate = None


@pytest.mark.worker
def test_a_10_mbit_visitor_saving_data_never_downloads_the_snapshot(page, context, guard, dist_dir, tmp_path, serve):
    """At 10 Mbit/s the ~7 MB snapshot takes 5.7 s to come down and saves a desktop about 2.5 s a
    visit: the first visit starts Python from scratch, the worker's install does not fetch it, the next visits
    (online, then offline) boot without it, and an update does not fetch the new one either. The
    browser asks to save data, so no hand fetches it later either (test_snapshot_later.py)."""
    page.add_init_script(SAVE_DATA)
    link = slow_link(TEN_MBIT)
    site, url, sent = serve_copy(dist_dir, tmp_path, serve, guard, compress=True, link=link)
    first_visit_on_a_slow_link(page, link, url)
    reload(page)
    assert page.evaluate(SNAPSHOT_NOW) == "none"
    context.set_offline(True)
    reload(page)
    assert page.evaluate(SNAPSHOT_NOW) == "none"
    start(page)
    assert deal(page)["handTiles"]
    context.set_offline(False)
    renamed_snapshot(site)
    bump_version(site, page, "0123456789abcdef")
    page.wait_for_function(UPDATE_READY, timeout=SW_TIMEOUT_MS)
    assert snapshot_sent(sent) == 0
    assert not [u for u in guard.requests if u.endswith(".snapshot")]


PHONE_AGENT = ("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) "
               "Chrome/130.0.0.0 Mobile Safari/537.36")


@pytest.mark.parametrize("snapshot", [
    pytest.param("none", id="desktop"),
    pytest.param("restored", id="phone", marks=pytest.mark.browser_context_args(
        user_agent=PHONE_AGENT, is_mobile=True, has_touch=True, viewport=PHONE))])
def test_a_phone_fetches_the_snapshot_where_a_desktop_would_not(page, guard, dist_dir, serve, snapshot):
    """At 20 Mbit/s the snapshot takes about 3 s to come down: more than it saves a desktop, less
    than the ~10 s of Python's start it saves a phone's slower CPU, so only a phone restores it. (A
    first visit: nothing of this server's origin is in the browser's cache.)"""
    url = serve(dist_dir, link=slow_link(TWENTY_MBIT))
    guard.allow_origin(url)
    page.goto(url + "?delay=0&seed=3", wait_until="commit")
    wait_ready(page)
    assert page.evaluate(SNAPSHOT_NOW) == snapshot
    fetched = [u for u in guard.requests if u.endswith(".snapshot")]
    assert len(fetched) == (snapshot == "restored")


def another_builds_snapshot(route):
    """The real snapshot with its build id changed: whole and well formed, refused by Pyodide."""
    data = bytearray(gzip.decompress(route.fetch().body()))
    data[16] ^= 0xFF  # the header's build id starts at byte 16
    route.fulfill(body=gzip.compress(bytes(data), 1), content_type="application/octet-stream")


def not_a_snapshot(route):
    route.fulfill(body=gzip.compress(os.urandom(1 << 16)), content_type="application/octet-stream")


def test_a_snapshot_that_cannot_be_used_starts_python_from_scratch(page, guard, app_url):
    """Random bytes, then the real snapshot with another build's id: each said (with the reason)
    and Python started afresh, a visit each in one page."""
    for serve_snapshot in (not_a_snapshot, another_builds_snapshot):
        page.unroute("**/*.snapshot")
        page.route("**/*.snapshot", serve_snapshot)
        open_app(page, app_url)
        assert page.evaluate(SNAPSHOT_NOW) == "failed", serve_snapshot.__name__
        assert page.evaluate("document.documentElement.dataset.snapshotError"), serve_snapshot.__name__
        start(page)
        assert deal(page)["handTiles"], serve_snapshot.__name__


def test_a_first_hand_fetches_of_pyscript_only_what_runs(page, app_url):
    """PyScript's plugins (the editor, the terminal, py-game...) are never fetched, nor its error
    box without an error (.ci/build/plugins.py; the box: test_startup_card), nor its unzipper (Pyodide
    unpacks the wheel itself), with the snapshot or without it."""
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    for route in (not_a_snapshot, None):  # routed first: a page's routes are its own from its first visit
        if route:
            page.route("**/*.snapshot", route)
        else:
            page.unroute("**/*.snapshot")
        fetched.clear()
        open_app(page, app_url)
        start(page)
        assert deal(page)["handTiles"]
        assert (page.evaluate(SNAPSHOT_NOW) == "failed") == bool(route)  # or the snapshot the cache still has
        chunks = sorted(re.sub(r"-[\w-]{8}\.js$", "", url.split("/vendor/pyscript/", 1)[1])
                        for url in fetched if "/vendor/pyscript/" in url)
        assert chunks == ["core", "core.css", "core.js"]
