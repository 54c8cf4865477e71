"""A start-up that fails: the card names what failed, and only saved data that stopped the start is
offered to be set aside (anything else would fail again after a clean start, the data moved for
nothing). Each case breaks a private copy of dist/.

Every wait is on page state; the guard fails any test that sends a request outside its origins.
"""

from __future__ import annotations

import gettext
import io
import re

import shutil

import pytest
from driver import READY_MS, REDRAWN, ROOT, open_app, wait_for, wait_ready

# The saved documents of an earlier visit, with backups already there.
SAVED = {
    "domino.game": "G",
    "domino.profile": "P",
    "domino.settings": "S",
    "domino.backup.game": "older backup of the game",
    "domino.backup.profile": "older backup of the profile",
    "domino.backup.profile.2": "second backup of the profile",
    "other.app": "not ours",
}

# Reading the saved game fails (as a document the checks let through but the table chokes on would).
BREAK_READING = '''import table.storage.saves


def broken(self):
    raise RuntimeError("unreadable saved game")


table.storage.saves.Saves.load = broken
'''

# Reading the saved game needs a module that is not there (a damaged or missing file of the game).
BREAK_READING_CODE = '''import table.storage.saves


def broken(self):
    from table import a_module_that_is_not_there  # noqa: F401


table.storage.saves.Saves.load = broken
'''

# The table's package does not import, for a reason other than ImportError.
BREAK_IMPORT = '''import sys


class Refused:
    def find_spec(self, name, path=None, target=None):
        if name == "table":
            raise RuntimeError("the table does not import")


sys.modules.pop("table", None)
sys.meta_path.insert(0, Refused())
'''

# The table fails after every saved document was read.
BREAK_AFTER_READING = '''import table.app


def broken(*args):
    raise RuntimeError("the table broke")


table.app.early.take_queued = broken
'''


def broken_site(dist_dir, tmp_path, serve, guard, main_py="", change=None):
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    if main_py:
        (site / "main.py").write_text(main_py + (site / "main.py").read_text())
    if change:
        change(site)
    url = serve(site)
    guard.allow_origin(url)
    guard.allow_console(r"RuntimeError|PythonError|Traceback|Failed to load|404|CompileError|wasm")
    return url


def card(page, kind):
    wait_for(page, f'body[data-boot-error="{kind}"]', state="attached", timeout=READY_MS)
    boot = page.locator("#boot")
    assert boot.is_visible()
    text = page.locator("body").inner_text()
    assert "Traceback" not in text and "Setting up the table" not in text
    assert page.locator(".py-error:visible").count() == 0
    assert page.locator("#menu-new").is_hidden()
    assert page.locator("#recover-retry").is_visible()
    return boot.inner_text()


def store(page, items):
    page.evaluate("saved => { for (const [k, v] of Object.entries(saved)) localStorage.setItem(k, v); }", items)


def stored(page):
    return page.evaluate("Object.fromEntries(Object.entries(localStorage))")


def assert_nothing_lost(after):
    """Every saved document and older backup is still stored, in its place or under a backup key."""
    assert after["other.app"] == "not ours"
    assert {v for k, v in SAVED.items() if k.startswith("domino.")} <= set(after.values())


def test_saved_data_that_stops_the_start_can_be_set_aside(page, guard, dist_dir, tmp_path, serve):
    url = broken_site(dist_dir, tmp_path, serve, guard, BREAK_READING)
    page.goto(url)
    # Nothing saved yet: the same failure is no saved data's fault, so none is offered to be moved.
    assert "hit an error" in card(page, "error")
    assert page.locator("#recover-clean").count() == 0
    store(page, SAVED)

    with page.expect_navigation():
        page.click("#recover-retry")
    text = card(page, "saved-data")
    assert "earlier visit saved" in text and "unreadable saved game" in text
    assert page.locator("#recover-clean").inner_text() == "Set saved data aside and start clean"
    assert stored(page)["domino.game"] == "G"  # Try again keeps everything

    with page.expect_navigation():
        page.click("#recover-clean")
    card(page, "error")  # this build still fails, but now with nothing saved in the way
    after = stored(page)
    assert "domino.game" not in after
    assert_nothing_lost(after)
    # under the dated keys Settings lists and brings back (store.py's backups)
    dated = [k for k, v in after.items() if v == "G" and re.fullmatch(r"domino\.backup\.game\.\d{4}-\d\d-\d\d\.1", k)]
    assert len(dated) == 1, after


def test_a_failure_after_reading_never_offers_to_move_saved_data(page, guard, dist_dir, tmp_path, serve):
    url = broken_site(dist_dir, tmp_path, serve, guard, BREAK_AFTER_READING)
    page.goto(url)
    card(page, "error")
    store(page, SAVED)
    with page.expect_navigation():
        page.click("#recover-retry")
    assert "the table broke" in card(page, "error")
    assert page.locator("#recover-clean").count() == 0
    assert_nothing_lost(stored(page))


@pytest.mark.parametrize("main_py,words", [(BREAK_READING_CODE, "ImportError"),
                                           (BREAK_IMPORT, "the table does not import")])
def test_code_that_does_not_load_is_a_file_even_while_reading_saved_data(page, guard, dist_dir, tmp_path,
                                                                        serve, main_py, words):
    """No saved document can make Python fail to import: the file is blamed, saved data stays."""
    url = broken_site(dist_dir, tmp_path, serve, guard, main_py)
    page.goto(url)
    card(page, "file")
    store(page, SAVED)
    with page.expect_navigation():
        page.click("#recover-retry")
    assert words in card(page, "file")
    assert page.locator("#recover-clean").count() == 0
    after = stored(page)
    assert after["domino.game"] == "G"
    assert_nothing_lost(after)


def test_python_error_box_is_replaced_by_the_card(page, guard, dist_dir, tmp_path, serve):
    """An error outside table.start (PyScript's own error path): its traceback box stays hidden. The
    box's code is fetched for it (a start without an error does not: .ci/build/plugins.py)."""
    url = broken_site(dist_dir, tmp_path, serve, guard, 'raise RuntimeError("broken build")\n')
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    page.goto(url)
    store(page, SAVED)
    page.reload()
    assert "broken build" in card(page, "error")
    wait_for(page, ".py-error", state="attached")
    assert page.locator("#recover-clean").count() == 0
    assert [url for url in fetched if re.search(r"/vendor/pyscript/error-[\w-]+\.js$", url)]


def test_a_damaged_runtime_is_a_damaged_file(page, guard, dist_dir, tmp_path, serve):
    """A damaged pyodide.asm.wasm: Pyodide would wait forever with a warning."""
    url = broken_site(dist_dir, tmp_path, serve, guard, change=lambda site: (
        site / "vendor/pyodide/pyodide.asm.wasm").write_bytes(b"\0asm not wasm"))
    page.goto(url)
    text = card(page, "file")
    assert "could not load" in text and "damaged" in text and "application/wasm" not in text
    assert page.locator("#recover-clean").count() == 0
    with page.expect_navigation():
        page.click("#recover-retry")


def test_a_file_that_does_not_load_says_so(page, guard, dist_dir, tmp_path, serve):
    """The app's wheel missing from the host: the card blames the file, not saved data."""
    def drop_wheel(site):
        for wheel in site.glob("app-*.whl"):
            wheel.unlink()
    url = broken_site(dist_dir, tmp_path, serve, guard, change=drop_wheel)
    page.goto(url)
    store(page, SAVED)
    page.reload()
    assert "did not load or is damaged" in card(page, "file")
    assert page.locator("#recover-clean").count() == 0
    assert stored(page) == SAVED  # Python never started: nothing was read or written


def test_a_number_parameter_in_other_digits_is_ignored(page, guard, app_url):
    """'²' passes str.isdigit() but not int(): the page still starts, at the default pace. One
    visit reads the address as the browser escapes it; that '①' and forty nines are read alike is
    tests/unit/test_damaged_documents_at_start.py::test_a_delay_in_other_digits_or_too_long_...'s."""
    page.goto(app_url + "?delay=%C2%B2&seed=%C2%B2")
    wait_ready(page)
    assert page.get_attribute("body", "data-boot-error") is None
    page.click('[data-action="new-game"]')
    wait_for(page, 'body[data-phase="playing"]', state="attached")


def test_a_frame_without_scripts_says_what_to_allow(page, guard, app_url, tmp_path, serve):
    """No allow-scripts: nothing of the game runs, so the words are in the HTML itself."""
    host = tmp_path / "host"
    host.mkdir()
    (host / "index.html").write_text(
        f'<!doctype html><title>portal</title><iframe id="game" sandbox="allow-same-origin" '
        f'src="{app_url}" width="400" height="700"></iframe>')
    url = serve(host)
    guard.allow_origin(url)
    guard.allow_console(r"Blocked script execution|favicon")
    page.goto(url)
    frame = page.frame_locator("#game")
    words = frame.locator('[data-boot-error="scripts"]')
    words.wait_for(state="visible")
    assert "allow-scripts" in words.inner_text()
    assert frame.locator("#boot").is_hidden() and frame.locator("#menu-new").is_hidden()


@pytest.mark.parametrize("script", ["runtime-guard.js"])  # early-menu.js: test_a_card_is_said_in_the_language_asked_for
def test_a_page_script_that_does_not_load_is_a_file(page, guard, dist_dir, tmp_path, serve, script):
    """The page's classic scripts are files (static/): one missing from the host is told on the card,
    the start-up card's own script loading first."""
    url = broken_site(dist_dir, tmp_path, serve, guard, change=lambda site: (site / "static" / script).unlink())
    page.goto(url)
    text = card(page, "file")
    assert "did not load or is damaged" in text and script in text


def test_a_card_is_said_in_the_language_asked_for(page, guard, dist_dir, tmp_path, serve):
    """A page script missing (early-menu.js): the card names it; then, asked for Spanish, it is
    told at once, likely before the catalogue came (then said again when it comes), in the language
    of ?lang=; its words are the catalogue's, never English."""
    words = gettext.GNUTranslations(io.BytesIO((dist_dir / "lang" / "es.mo").read_bytes()))
    url = broken_site(dist_dir, tmp_path, serve, guard,
                      change=lambda site: (site / "static" / "early-menu.js").unlink())
    page.goto(url)
    text = card(page, "file")
    assert "did not load or is damaged" in text and "early-menu.js" in text
    page.goto(url + "?lang=es")
    card(page, "file")
    title, retry = words.gettext("The game could not load."), words.gettext("Try again")
    assert title != "The game could not load." and retry != "Try again"
    page.wait_for_function("t => document.querySelector('#boot .boot-error-title').textContent === t", arg=title)
    assert page.locator("#recover-retry").inner_text() == retry
    line = "A file of the game did not load or is damaged. Check your connection and try again."
    assert words.gettext(line) != line and words.gettext(line) in page.locator("#boot").inner_text()
    assert page.evaluate("document.documentElement.lang") == "es"


SLOW_NOTE = ("This is taking long. On a slow connection the first start can take a minute or two; if nothing "
             "changes, try again.")


def test_a_start_that_hangs_says_so_after_a_minute_and_offers_to_start_again(page, dist_dir, app_url):
    """A start a minute on: one that ended shows nothing more; one that never ends (main.py never
    answers) and finds nothing damaged says it takes long, in the language asked for, and offers
    to start again (an installed game has no reload button); no card. Time runs on the page's
    clock, moved on a minute at once."""
    words = gettext.GNUTranslations(io.BytesIO((dist_dir / "lang" / "es.mo").read_bytes()))
    page.clock.install()
    open_app(page, app_url)
    page.clock.fast_forward(61_000)
    assert page.get_attribute("body", "data-boot-slow") is None and page.locator("#boot").is_hidden()

    page.route("**/main.py", lambda route: None)  # asked for, never answered
    page.goto(app_url + "?delay=0&seed=3&lang=es")
    page.clock.fast_forward(61_000)
    wait_for(page, 'body[data-boot-slow="1"]', "attached")
    assert page.get_attribute("body", "data-boot-error") is None
    note = words.gettext(SLOW_NOTE)
    assert note != SLOW_NOTE
    page.wait_for_function("t => document.querySelector('#boot .boot-slow').textContent === t", arg=note)
    assert page.locator("#boot").is_visible() and page.locator("#boot-retry").is_visible()
    assert page.locator("#boot-retry").inner_text() == words.gettext("Try again")
    with page.expect_navigation():
        page.click("#boot-retry")
    assert page.get_attribute("body", "data-boot-slow") is None


# An offline worker that controls the page and answers its check of the game's files (nothing
# damaged) only when the test says: the browser tests block real workers.
CHECKING_WORKER = """(() => {
  const worker = {
    controller: { postMessage(message, ports) {
      window.checksAsked = (window.checksAsked || 0) + 1;
      window.answerCheck = () => ports[0].postMessage({ broken: [] });
    } },
    register: () => Promise.reject(new Error("no worker in this test")),
    addEventListener() {},
    ready: new Promise(() => {}),
  };
  Object.defineProperty(Navigator.prototype, "serviceWorker", { get: () => worker, configurable: true });
})();"""
# A start this long has the game's files checked (static/boot-guard.js).
STALLED_MS = int(re.search(r"var STALLED = (\d+);", (ROOT / "static" / "boot-guard.js").read_text()).group(1))


def test_a_slow_start_ready_while_its_files_are_checked_stays_ready(page, app_url):
    """A start past STALLED (10 s) has the worker check the game's files; when the table is ready
    before the check answers (WebKit on two busy cores was, at 11-12 s), it stays ready: no card,
    and the check, nothing damaged, tells nothing. (The page once took the table away then, leaving
    "Setting up the table..." for ever.) The page's clock moves on to STALLED at once."""
    held = []
    page.clock.install()
    page.add_init_script(CHECKING_WORKER)
    page.route("**/main.py", lambda route: held.append(route))  # the start waits there until the check
    with page.expect_request("**/main.py"):
        page.goto(app_url + "?delay=0&seed=3")
    page.clock.fast_forward(STALLED_MS)
    page.wait_for_function("window.checksAsked === 1", timeout=READY_MS)
    held[0].continue_()  # Python is up: ready comes well within the check's own 5 s
    wait_ready(page)
    page.evaluate("window.answerCheck()")
    page.evaluate(REDRAWN)
    assert page.get_attribute("body", "data-ready") == "1" and page.locator("#boot").is_hidden()
    assert page.get_attribute("body", "data-boot-error") is None
