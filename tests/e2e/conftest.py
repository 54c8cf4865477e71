"""End-to-end test infrastructure: a served dist/, Debian's Chromium, and a guard on every test.

Fixtures (all e2e tests get them; engine tests under tests/engine never load this file):

- ``dist_dir`` (session): a private snapshot of the built app (dist/ is built with build.py first
  if missing or older than its sources). Set DOMINO_DIST to serve another built directory as is.
- ``app_url`` (session): base URL of dist/ on a free loopback port, ending with "/".
  Also the ``base_url`` of pytest-playwright, so ``page.goto("./")`` works.
- ``browser_type_launch_args`` (session): Chromium's headless shell from $DOMINO_CHROMIUM_SHELL
  (`python build.py test` finds or installs Debian's), else the Chromium of $CHROMIUM (default
  /usr/bin/chromium), with the flags of build.CHROMIUM_ARGS, and TEST_ONLY_ARGS.
- ``browser_context_args`` (session): every context asks for reduced motion, so the app's Auto
  animation is Off (nothing travels, a dig draws at once, the computer's pace is a quarter of
  ?delay): a test that is not about motion does not wait on it. A test about animation, or one that
  needs the computer's whole ?delay to act in, is marked ``@pytest.mark.motion`` and its page has no
  motion preference (the app's Normal speed), as a visitor's browser usually has: set on the page
  (its media emulation), so the worker's shared browser serves it as it is.
  Every context also blocks service workers: the worker would precache the whole build (about 0.6 s
  of CPU a boot) for a later visit the test never makes. A test about the worker (offline, updates, repair, what it keeps) is marked
  ``@pytest.mark.worker`` and gets a context that runs it, as every visitor's browser does.
- ``context``: the worker's shared persistent context (its HTTP and code caches kept, its pages and
  storage cleared after each test), or a fresh one for a test that needs its own: see shared_context.py.
- ``stall_watch`` (autouse): a browser test that stops answering for STALL_S (stall.py) ends its
  worker after printing where it stood: the run names it as failed instead of hanging.
- ``guard`` (autouse): for tests that use a browser, records every request of the context (service
  worker and workers included) and every console error and page error; at teardown the test fails if
  any request left the test server's origin or any error was logged. ``guard.allow_console(regex)``
  tolerates expected console and page errors in one test; ``guard.allow_origin(url)`` accepts another test
  server of the same test.
- ``serve``: a factory serving another directory (e.g. a modified copy of dist/) on a free port.
- ``app``: ``page`` opened on ``app_url``, waited until ``body[data-ready="1"]`` (60 s); returns the page.

Without pytest-playwright the tests that need a browser are skipped with the reason. The helpers
that drive the page are in driver.py.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest
from driver import ROOT, load_build, open_app
from shared_context import (KEEPER_PAGE, KEEPER_PATH, context, origin_of, shared_context,  # noqa: F401
                            shared_context_group, shared_contexts)
from stall import STALL_S, Watchdog

BROWSER_FIXTURES = {"page", "context", "app", "shared_context"}
# What a marker changes in its test's context (every other context: no worker). The `motion` marker
# changes the test's page instead (the `page` fixture).
MARKED_CONTEXT = {"worker": {"service_workers": "allow"}}


def pytest_collection_modifyitems(config, items):
    """Without pytest-playwright (and Playwright) the tests that need a browser are skipped, saying
    why; the others (what dist/ holds, how it is served) still run. A renderer that crashes fails
    its test: nothing is run twice. A test marked `worker` gets a context that runs service workers
    (its own browser_context_args kept: pytest-playwright reads the closest such marker only). Then
    the tests whose context arguments are alike are put next to each other (shared_context_group)."""
    here = Path(__file__).parent
    ours = [item for item in items if here in item.path.parents]
    if config.pluginmanager.has_plugin("playwright"):
        for item in ours:
            args = {}
            for name in filter(item.get_closest_marker, MARKED_CONTEXT):
                args.update(MARKED_CONTEXT[name])
            if args:
                own = item.get_closest_marker("browser_context_args")
                item.add_marker(pytest.mark.browser_context_args(**(own.kwargs if own else {}), **args),
                                append=False)
        items.sort(key=shared_context_group)
        return
    skip = pytest.mark.skip(reason="needs a browser: Playwright and pytest-playwright are not installed "
                                   "(`python build.py test` installs them)")
    for item in ours:
        if BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def dist_dir(tmp_path_factory) -> Path:
    env = os.environ.get("DOMINO_DIST")
    if env:
        return Path(env).resolve()
    build = load_build()
    # Served from a private snapshot, so a rebuild by another process cannot change it mid-session.
    return build.snapshot(build.ensure_built(ROOT), tmp_path_factory.mktemp("dist") / "dist")


@pytest.fixture(scope="session")
def app_url(dist_dir: Path):
    """dist/ served, and beside it the page the shared context's keeper shows (shared_context.py)."""
    keeper = {KEEPER_PATH: (KEEPER_PAGE, "text/html; charset=utf-8")}
    server, url = load_build().serve_in_thread(dist_dir, overlay=keeper)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def base_url(app_url: str) -> str:
    return app_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {
        **browser_type_launch_args,
        "executable_path": os.environ.get("DOMINO_CHROMIUM_SHELL") or os.environ.get("CHROMIUM",
                                                                                   "/usr/bin/chromium"),
        "args": [*load_build().CHROMIUM_ARGS, *TEST_ONLY_ARGS],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Reduced motion and no service worker, unless a test is marked `worker` (see
    pytest_collection_modifyitems)."""
    return {**browser_context_args, "reduced_motion": "reduce", "service_workers": "block"}


RUNTIME_WASM = "/pyodide.asm.wasm"
# A visit without a worker asks the HTTP cache for the snapshot, never the network
# (static/interpreter.mjs); when the cache let it go, Chromium logs the miss as an error. The page
# then starts from scratch and fetches it during a hand: a slower boot, counted, not an error.
SNAPSHOT_MISS = re.compile(r"^Failed to load resource: net::ERR_CACHE_MISS  \(\S+\.snapshot:")
REST_OF_STDLIB = "/python_stdlib_rest.zip"
# The runtime's WebAssembly runs on V8's baseline compiler only: a test's page lives seconds, too short
# for the optimising tier to pay back the CPU it spends compiling in the background (about 0.4 s of
# a 2.6 s boot), which the other worker's browser needs. What the code does is the same; the engine
# smoke (tests/engines) and the benchmarks run every engine as shipped.
# Pages of one site share a renderer process, as a browser short of processes shares them (Chromium
# on Android always): with the shared context's keeper page on the app's site (shared_context.py), a
# test's page starts in a renderer already up, its V8 already holding the runtime's compiled code:
# about a fifth of a warm boot's CPU (0.98 CPU-seconds to 0.80 in the headless shell). A test with a
# context of its own starts anew.
TEST_ONLY_ARGS = ["--js-flags=--liftoff-only", "--process-per-site"]


class Guard:
    """What a browser test saw: requests, console errors, page errors."""

    def __init__(self, origin: str):
        self.origin = origin
        self.origins = {origin}
        self.requests: list[str] = []
        self.console_errors: list[str] = []
        self.page_errors: list[str] = []
        self._allowed: list[re.Pattern] = []
        self.rest_of_stdlib = False  # a test that asks for a module the build left out says so
        self.boots = 0  # of the runtime in this test's context: the first from nothing, the rest warm
        self.snapshot_misses = 0  # boots that found no snapshot in the HTTP cache (SNAPSHOT_MISS)

    def allow_console(self, pattern: str) -> None:
        """Tolerate console and page errors matching `pattern` (a regex searched in the text) in
        this test."""
        self._allowed.append(re.compile(pattern))

    def allow_origin(self, url: str) -> None:
        """Also accept requests to `url`'s origin (another test server of this test)."""
        self.origins.add(origin_of(url))

    def on_request(self, request) -> None:
        self.requests.append(request.url)
        # A page (or frame) starting the runtime; the worker fetching it to keep is no boot.
        if request.url.endswith(RUNTIME_WASM) and getattr(request, "service_worker", None) is None:
            self.boots += 1

    def on_console(self, message) -> None:
        if message.type == "error":
            text = message.text
            try:
                loc = message.location
                if loc and loc.get("url"):
                    text += f"  ({loc['url']}:{loc.get('lineNumber')})"
            except Exception:
                pass
            if SNAPSHOT_MISS.match(text):
                self.snapshot_misses += 1
            else:
                self.console_errors.append(text)

    def on_page_error(self, error) -> None:
        self.page_errors.append(str(error))

    def on_web_error(self, web_error) -> None:
        self.page_errors.append(str(web_error.error))

    def outside_origin(self) -> list[str]:
        return [u for u in self.requests if (o := origin_of(u)) is not None and o not in self.origins]

    def problems(self) -> list[str]:
        out = [f"request outside {self.origin}: {u}" for u in self.outside_origin()]
        if not self.rest_of_stdlib:  # the recording of what the game imports (.ci/build/stdlib.py) missed one
            out += [f"the page imported a module the build left out of the standard library: {u}"
                    for u in self.requests if u.endswith(REST_OF_STDLIB)]
        out += [f"console error: {t}" for t in self.console_errors
                if not any(p.search(t) for p in self._allowed)]
        out += [f"page error: {t}" for t in dict.fromkeys(self.page_errors)
                if not any(p.search(t) for p in self._allowed)]
        return out


@pytest.fixture(autouse=True)
def stall_watch(request):
    """Watches a browser test from before its context opens until after it is cleaned up: `guard`,
    which asks for the context, asks for this first."""
    if not BROWSER_FIXTURES & set(request.fixturenames):
        yield
        return
    capture = request.config.pluginmanager.getplugin("capturemanager")

    def report(text: str) -> None:
        capture.suspend_global_capture(in_=True)  # to the run's own stderr, not the test's capture
        sys.stderr.write(text)
        sys.stderr.flush()

    with Watchdog(STALL_S, report).watch(request.node.nodeid):
        yield


@pytest.fixture(autouse=True)
def guard(request, stall_watch):
    """Fails the test at teardown on requests leaving the origin or on console/page errors."""
    if not BROWSER_FIXTURES & set(request.fixturenames):
        yield None
        return
    g = Guard(origin_of(request.getfixturevalue("app_url")))
    context = request.getfixturevalue("context")
    listeners = {"request": g.on_request, "console": g.on_console, "weberror": g.on_web_error}
    for event, listener in listeners.items():
        context.on(event, listener)
    yield g
    for event, listener in listeners.items():  # the shared context outlives the test
        context.remove_listener(event, listener)
    if g.boots:
        contexts = request.getfixturevalue("shared_contexts")
        if contexts.current is not None and contexts.current.context is context:
            cold = 0 if contexts.booted else 1
            contexts.booted = True
        else:
            cold = 1
        request.getfixturevalue("boot_counts").update(cold=cold, warm=g.boots - cold,
                                                      snapshot_misses=g.snapshot_misses)
        request.node.user_properties.append(("boots", g.boots))  # in a --junitxml report
        if g.snapshot_misses:
            request.node.user_properties.append(("snapshot_misses", g.snapshot_misses))
    problems = g.problems()
    if problems:
        pytest.fail("browser guard:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def serve():
    """A factory: serve(directory) starts another test server and returns its base URL ("/"-ended).
    Allow its origin in the guard with guard.allow_origin(url). Servers stop after the test."""
    servers = []

    def start(directory: Path, **kwargs) -> str:
        server, url = load_build().serve_in_thread(Path(directory), **kwargs)
        servers.append(server)
        return url

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture
def page(context, request):
    """A new page of the test's context. A test marked `motion` has no reduced-motion preference on
    it, from before its first script (the page's media emulation, kept across its reloads): the
    shared profile, which asks for reduced motion, is not opened again for it."""
    page = context.new_page()
    if request.node.get_closest_marker("motion"):
        page.emulate_media(reduced_motion="no-preference")
    return page


@pytest.fixture
def app(page, app_url, guard):
    """The app loaded in `page` and ready (body[data-ready="1"])."""
    return open_app(page, app_url, "")
