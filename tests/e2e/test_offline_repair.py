"""The offline copy repairs itself: a file of the game missing from the offline worker's cache, or
damaged there, never blames (or moves) saved data, and never stays broken.

Each test installs the worker and saves a game in progress once, then, case after case, damages one
file inside the worker's Cache Storage as an unlucky disk or a storage cleaner would (each case
leaves the copy whole again, offline, with the game kept: the next one starts from there). Offline, the start-up card says the
game's files were damaged and that nothing saved was changed; back online, the worker repairs them
(the card says so), the game starts and plays offline again. A damaged file served online (cache
first) fails that one start only: the worker checks its copies, downloads what is damaged and the
next start works. A damaged page (which may never fail: no main.py tag) is never served, and a
start that hangs without failing is checked too. When the site itself serves a damaged copy, the
card says so (try again later), not "connect to the internet". Through it all the saved documents
stay exactly as they were.

Every wait is on page state; the guard fails any test that sends a request outside its origin.
"""

from __future__ import annotations

import os
import shutil

import pytest
from driver import CONTROLLED, READY_MS, SW_TIMEOUT_MS, bump_version, load_build, open_app, start, wait_for, wait_ready

load_build()  # registers .ci/build as the package domino_build_jobs
from domino_build_jobs.names import SNAPSHOT_META  # noqa: E402  (registered above)

# Every test here is about what the service worker keeps and mends (conftest.py: `worker`).
pytestmark = pytest.mark.worker

DOCUMENTS = ("domino.game", "domino.profile", "domino.settings")
# The documents as the page reads them (a game in progress is saved as it is dealt).
SAVED = "keys => Object.fromEntries(keys.map(k => [k, localStorage.getItem(k)]))"

# Damages `path` in this app's worker cache: 'delete' drops it, 'flip' changes bytes in its middle
# (its headers kept), 'untyped' keeps its bytes but loses its headers, 'forge' puts `text` in its place,
# 'truncate' keeps its first half (its headers kept).
DAMAGE = """async ([path, how, text]) => {
  const url = new URL(path, location.href).href;
  let done = 0;
  for (const key of await caches.keys()) {
    if (!key.startsWith('domino:') || key.endsWith(':staged')) continue;
    const cache = await caches.open(key);
    const old = await cache.match(url);
    if (!old) continue;
    done++;
    if (how === 'delete') { await cache.delete(url); continue; }
    const bytes = new Uint8Array(await old.arrayBuffer());
    if (how === 'flip') for (let i = bytes.length >> 1; i < (bytes.length >> 1) + 64; i++) bytes[i] ^= 0x5a;
    const body = how === 'forge' ? text : how === 'truncate' ? bytes.slice(0, bytes.length >> 1) : bytes;
    await cache.put(url, new Response(body, how === 'untyped' ? {} : {headers: old.headers}));
  }
  return done;
}"""

FAILED = "body[data-boot-error]"
ERRORS = (r"Failed to load|Failed to fetch|ERR_INTERNET_DISCONNECTED|net::|PythonError|Traceback|SyntaxError|"
          r"CompileError|wasm|MIME|BadZipFile|zip|webserver|interpreter\.mjs|dynamically imported|"
          r"Python runtime|standard library|app\.css|main\.py")


def wheel(dist_dir) -> str:
    return next(dist_dir.glob("app-*.whl")).name


def installed(page, guard, app_url):
    """The app under its worker, a game in progress saved: the saved documents."""
    guard.allow_console(ERRORS)
    open_app(page, app_url)
    start(page)
    page.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    saved = page.evaluate(SAVED, list(DOCUMENTS))
    assert saved["domino.game"] and saved["domino.profile"], saved
    page.wait_for_function(SNAPSHOT_KEPT, timeout=SW_TIMEOUT_MS)  # the link here is fast: the worker keeps it
    return saved


# Whether the worker keeps the memory snapshot the page names. A start that failed for a damaged
# file of the runtime never drops it: only one that then starts without it (static/interpreter.mjs).
SNAPSHOT_KEPT = f"""() => caches.match(new URL(document.querySelector('meta[name="{SNAPSHOT_META}"]').content,
                                              location.href).href).then(copy => !!copy)"""


# Whether the kept copy of `path` has the digest `want`, as last found (a poll: each call looks again).
WHOLE = """([path, want]) => {
  caches.match(new URL(path, location.href).href)
    .then(copy => copy ? copy.arrayBuffer().then(body => crypto.subtle.digest('SHA-256', body)) : null)
    .then(hash => { window.wholeCopy = !!hash && 'sha256-' + btoa(String.fromCharCode(...new Uint8Array(hash))) === want; });
  return window.wholeCopy === true;
}"""


def damage(page, path, how, text="", copies=1):
    assert page.evaluate(DAMAGE, [path, how, text]) == copies, path


def deploy(path, data):
    """Puts `data` on the site at `path`, dated later than any copy served before: the test server
    answers a revalidation by the file's date, to the second."""
    stamp = path.stat().st_mtime + 10
    path.write_bytes(data)
    os.utime(path, (stamp, stamp))


def flip(path):
    """Damages a file on the site as DAMAGE's 'flip' does in the cache; returns its bytes before."""
    old = path.read_bytes()
    data = bytearray(old)
    for i in range(len(data) // 2, len(data) // 2 + 64):
        data[i] ^= 0x5A
    deploy(path, bytes(data))
    return old


def whole(page, dist_dir, path):
    """Waits until the worker keeps `path` whole again."""
    want = load_build().integrity((dist_dir / path).read_bytes())
    page.wait_for_function(WHOLE, arg=[path, want], polling=100, timeout=SW_TIMEOUT_MS)


def damaged_card(page, state, name):
    """The start-up card of damaged files, in `state` (body[data-repair]), naming `name`."""
    wait_for(page, f'body[data-boot-error="file"][data-repair="{state}"]', state="attached",
                           timeout=READY_MS)
    text = page.locator("#boot").inner_text()
    assert page.locator("#boot").is_visible()
    assert "The game's files were damaged." in text and "nothing was changed" in text, text
    assert name in text, text
    assert page.locator("#recover-clean").count() == 0  # saved data is not offered to be moved
    assert page.locator("#recover-retry").is_visible()
    assert page.locator("#menu-new").is_hidden()
    return text


def try_again(page):
    with page.expect_navigation():
        page.click("#recover-retry")
    return wait_ready(page)


def boots(page):
    page.reload()
    wait_ready(page)
    assert page.get_attribute("body", "data-boot-error") is None
    assert page.locator('[data-action="continue"]').count() == 1  # the saved game is still there


def styled(page) -> bool:
    """app.css applied: the hidden table screen is not drawn."""
    return page.locator("#table").is_hidden()


def offline_then_repaired(page, context, saved, path, how, text=""):
    """`path` damaged in the cache (`how`, `text`: DAMAGE's). Offline: the card names the file,
    says to connect, and moves nothing. Back online, the worker repairs it (the card says so), the
    game starts, and it plays offline again."""
    print(f"damaged: {path} ({how})")  # shown with a failure: which case of the test it was
    context.set_offline(False)
    damage(page, path, how, text)
    context.set_offline(True)
    page.reload()
    text = damaged_card(page, "offline", path.split("/")[-1])
    assert "Connect to the internet" in text
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved
    context.set_offline(False)  # the page hears "online": the worker downloads what was damaged
    assert "repaired now" in damaged_card(page, "repaired", path.split("/")[-1])
    try_again(page)
    assert styled(page)
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved
    context.set_offline(True)
    boots(page)
    assert styled(page)
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved
    assert page.evaluate(SNAPSHOT_KEPT), path


def online_fails_once(page, context, saved, path, how, text=""):
    """Served cache first, a copy of `path` damaged (`how`) fails one start: the worker checks its
    copies, replaces the damaged one from the network (the card says so), and the next start (then
    one offline) works."""
    print(f"damaged: {path} ({how})")
    context.set_offline(False)
    damage(page, path, how, text)
    page.reload()
    damaged_card(page, "repaired", path.split("/")[-1])
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved
    try_again(page)
    context.set_offline(True)
    boots(page)
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved
    assert page.evaluate(SNAPSHOT_KEPT), path


def test_offline_it_says_so_and_online_it_repairs(page, context, guard, app_url, dist_dir):
    """Each file of the start damaged in turn, in one installed copy (each case leaves it whole
    again, offline, the saved game kept): app.css, main.py and interpreter.mjs missing, the app's
    wheel and the runtime's WebAssembly flipped, the standard library missing; then main.py forged
    to blame saved data ("saved-data"): the worker finds main.py damaged, so the card blames the
    file and never offers to move saved data."""
    saved = installed(page, guard, app_url)
    for path, how in [("static/app.css", "delete"), ("main.py", "delete"), (wheel(dist_dir), "flip"),
                      ("vendor/pyodide/pyodide.asm.wasm", "flip"), ("static/interpreter.mjs", "delete"),
                      ("vendor/pyodide/python_stdlib.zip", "delete")]:
        offline_then_repaired(page, context, saved, path, how)
    offline_then_repaired(page, context, saved, "main.py", "forge",
                          'import js\njs.window.dominoRecover("ValueError: the saved game is unreadable", '
                          '"saved-data")\n')


def test_a_damaged_copy_served_online_fails_once(page, context, guard, app_url, dist_dir):
    """In one installed copy, in turn: main.py flipped; the runtime's WebAssembly without its
    headers (was blamed on the server's MIME type); and a damaged script that still runs
    (PyScript's core.js emptied), which fails nothing: the start would hang, so after a while the
    page asks the worker to check anyway, which finds and repairs it."""
    saved = installed(page, guard, app_url)
    online_fails_once(page, context, saved, "main.py", "flip")
    online_fails_once(page, context, saved, "vendor/pyodide/pyodide.asm.wasm", "untyped")
    online_fails_once(page, context, saved, "vendor/pyscript/core.js", "forge", "// emptied\n")


def test_missing_files_and_a_damaged_page_are_mended_by_one_online_visit(page, context, guard, app_url, dist_dir):
    """Files missing from the cache are downloaded for an online visit and kept again (checked
    against the build's digests), so the next visit plays offline. Then index.html cut short in
    the cache (no main.py tag: it would never fail, and nothing would check it): the worker hashes
    the page before serving it, so the very next visit gets the site's, checked, and keeps it
    again; then it plays offline. Then the same damage met offline: the worker answers with its
    card (the same cause and repair state as the page's own card) instead of a page that hangs;
    back online, the card reloads by itself and the page is mended."""
    saved = installed(page, guard, app_url)
    for path in ("static/app.css", "main.py", wheel(dist_dir)):
        damage(page, path, "delete")
    boots(page)
    assert styled(page)
    context.set_offline(True)
    boots(page)
    assert styled(page)
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved

    context.set_offline(False)
    damage(page, "index.html", "truncate")
    boots(page)
    whole(page, dist_dir, "index.html")
    context.set_offline(True)
    boots(page)
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved

    context.set_offline(False)
    damage(page, "index.html", "truncate")
    context.set_offline(True)
    page.reload()
    wait_for(page, 'body[data-boot-error="file"][data-repair="offline"]', state="attached",
                           timeout=READY_MS)
    assert page.locator("#recover-retry").is_visible()
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved
    context.set_offline(False)  # the card hears "online" and reloads
    wait_ready(page)
    assert page.get_attribute("body", "data-boot-error") is None
    whole(page, dist_dir, "index.html")
    context.set_offline(True)
    boots(page)
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved


def test_a_new_version_checks_its_cache_once_a_page_is_up(page, guard, dist_dir, tmp_path, serve):
    """A new version's files damaged while it waited for the player (a file the start does not
    need): once its first page is up, the worker checks its cache and mends the file."""
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    url = serve(site)
    guard.allow_origin(url)
    installed(page, guard, url)  # a hand in progress: the new version waits
    bump_version(site, page, "0123456789abcdef")
    page.wait_for_function("document.body.dataset.update === 'ready'", timeout=SW_TIMEOUT_MS)
    damage(page, "static/icon.svg", "flip", copies=2)  # this version's copy and the new one's
    with page.expect_navigation():
        page.click('#update [data-action="update"]')
    wait_ready(page)
    want = load_build().integrity((site / "static/icon.svg").read_bytes())
    page.wait_for_function(WHOLE, arg=["static/icon.svg", want], polling=100, timeout=SW_TIMEOUT_MS)


def own_site(page, guard, dist_dir, tmp_path, serve):
    """A copy of the build served on its own port, installed in `page`: the copy's folder, to damage
    and mend as a site would, and the documents saved before."""
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    url = serve(site)
    guard.allow_origin(url)
    return site, installed(page, guard, url)

def test_a_file_then_a_page_damaged_on_the_site_too_are_told_as_the_sites(page, context, guard, dist_dir,
                                                                         tmp_path, serve):
    """The site serves a damaged main.py too: online, the card says the site's copy is at fault
    (data-repair "site", try again later), never "connect to the internet", and it does not
    retry by itself. Once the site is mended, Try again plays, and offline too. Then index.html
    damaged in the cache and on the site: the worker serves its card with the site's cause
    (data-repair "site") rather than the damaged page; once the site is mended, Try again plays."""
    site, saved = own_site(page, guard, dist_dir, tmp_path, serve)
    damage(page, "main.py", "flip")
    good = flip(site / "main.py")
    page.reload()
    wait_for(page, 'body[data-boot-error="file"][data-repair="site"]', state="attached",
                           timeout=READY_MS)
    text = page.locator("#boot").inner_text()
    assert "main.py" in text and "Connect to the internet" not in text, text
    assert page.locator("#recover-clean").count() == 0
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved
    deploy(site / "main.py", good)
    try_again(page)
    context.set_offline(True)
    boots(page)
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved
    assert page.evaluate(SNAPSHOT_KEPT), "main.py"

    context.set_offline(False)
    damage(page, "index.html", "truncate")
    good = (site / "index.html").read_bytes()
    deploy(site / "index.html", good[: len(good) // 2])
    page.reload()
    wait_for(page, 'body[data-boot-error="file"][data-repair="site"]', state="attached",
                           timeout=READY_MS)
    assert page.evaluate(SAVED, list(DOCUMENTS)) == saved
    deploy(site / "index.html", good)
    try_again(page)
    whole(page, dist_dir, "index.html")
    context.set_offline(True)
    boots(page)
