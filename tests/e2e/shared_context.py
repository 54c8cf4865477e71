"""One browser context per test worker, shared by the tests that need nothing of their own.

A fresh context is a first visit: the runtime's 9.6 MB of WebAssembly, its 7 MB snapshot and the
app are fetched and compiled from nothing, about 2.3 CPU-seconds a boot. A persistent context (an
on-disk profile) keeps Chromium's HTTP cache and code cache between pages, as a returning player's
browser does: a boot there costs about 1.3, and 1.1 in the renderer the keeper page holds up
(SharedContext). Each test still gets its own page, its storage is cleared after it, and its guard
listens only while it runs. A test that sets the clock (Playwright's clock is the whole context's)
closes the context after it: the next test opens the profile again.

A test keeps a context of its own when it is about the service worker (marked `worker`: a first
visit, its install, updates, repair), or when it asks for `context` itself (second tabs, offline, a
slow link, routes or init scripts on the whole context). A test that serves a changed copy of the
build does it on a server of its own, another origin: nothing of it is cached, and a page with a
route has no HTTP cache (driver.answer answers one address and keeps the cache). Other context
arguments (a phone's touch, a language) reopen the shared profile with them (motion is set on the
page: conftest.py's `page`).
"""

from __future__ import annotations

import inspect
import json
import tempfile
import warnings
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

import pytest

# Markers that give a test a context of its own (see the module's docstring).
OWN_CONTEXT_MARKERS = ("worker",)
# Fixtures that hand the test the context itself: what it does to it would outlive the test.
CONTEXT_FIXTURES = {"context", "new_context", "browser"}
# Chromium has left Storage.clearDataForOrigin unanswered for good (twice in some twenty runs, each
# hanging the whole run): past this, the profile is given up and the next test opens a fresh one.
CLEAR_MS = 30_000
# What the keeper page shows on the app's site (conftest.py's app_url serves it): no script, and its
# own icon (a page without one has the browser ask for /favicon.ico: a 404 the next test would hear).
KEEPER_PATH = "/__keeper.html"
KEEPER_PAGE = b'<!doctype html><title>keeper</title><link rel="icon" href="data:,">'
# Playwright's clock is the whole context's, in every page it opens later too, and cannot be taken
# back: a context whose clock a test set is closed after it (the next test opens the profile again).
CLOCK_SET = ("install", "pause_at", "set_fixed_time", "set_system_time")


def origin_of(url: str) -> str | None:
    """scheme://host:port of a URL; blob: URLs carry their creator's origin; data:/about: have none."""
    if url.startswith("blob:"):
        url = url[5:]
    parts = urlsplit(url)
    if parts.scheme in ("data", "about", "chrome-error"):
        return None
    return f"{parts.scheme}://{parts.netloc}"


def own_context_reason(item) -> str | None:
    """Why `item` needs a fresh context, or None when a shared one serves it."""
    for name in OWN_CONTEXT_MARKERS:
        if item.get_closest_marker(name):
            return f"marked {name}"
    asked = set(inspect.signature(item.function).parameters)
    if asked & CONTEXT_FIXTURES:
        return f"asks for {sorted(asked & CONTEXT_FIXTURES)[0]}"
    return None


def shared_context_group(item) -> str:
    """The context arguments `item`'s marker asks of the shared profile ("" for none, and for a test
    with a context of its own), as text to sort by. A worker's profile is opened again for each
    change of arguments (a browser started anew: its next boot pays the whole start), and
    pytest-xdist hands each worker a run of consecutive tests: tests asking alike, next to each
    other, keep their worker's browser (the order of the tests is otherwise kept: the sort is stable)."""
    marker = item.get_closest_marker("browser_context_args")
    if marker is None or own_context_reason(item) is not None:
        return ""
    return json.dumps(marker.kwargs, sort_keys=True, default=str)


class SharedContext:
    """A persistent context with the arguments `args`: the origins its pages reached since the last
    clean-up, and whether a test set its clock. Its keeper page stays open between tests, showing
    `home` (a page of the app's site with no script), so the site's renderer process stays up for
    the next test's page (conftest.py's --process-per-site)."""

    def __init__(self, context, args: dict, home: str | None = None):
        self.context = context
        self.args = args
        self.home = home
        self.origins: set[str] = set()
        self.clock_set = False
        context.on("request", self._on_request)
        self.keeper = context.pages[0] if context.pages else context.new_page()
        self.cdp = self._keep()
        for name in CLOCK_SET:
            setattr(context.clock, name, self._setting_clock(getattr(context.clock, name)))

    def _keep(self):
        """The keeper on its home page; its DevTools session."""
        if self.home:
            self.keeper.goto(self.home)
        return self.context.new_cdp_session(self.keeper)

    def _on_request(self, request) -> None:
        origin = origin_of(request.url)
        if origin is not None and origin.startswith("http"):
            self.origins.add(origin)

    def _setting_clock(self, method):
        """The clock's `method`, noting that the clock was set."""
        def call(*args, **kwargs):
            self.clock_set = True
            return method(*args, **kwargs)
        return call

    def clean(self) -> None:
        """After a test: close its pages, then clear what they stored (every kind of site storage and
        cookies, for each origin reached), so the next test starts as a returning visitor with an
        empty profile."""
        for page in self.context.pages:
            if page is not self.keeper:
                page.close()
        if self.keeper.is_closed():  # a renderer that crashed took it along (its test failed for it)
            self.keeper = self.context.new_page()
            self.cdp = self._keep()
        for origin in sorted(self.origins):
            self.cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"}, timeout=CLEAR_MS)
        self.origins.clear()
        self.context.clear_cookies()
        self.context.clear_permissions()


class SharedContexts:
    """The worker's one profile on disk, open with the arguments the running test asks for: a test
    asking for others (a phone's touch, a language) closes it and opens it again with
    those, keeping the caches on disk; and whether the runtime was started in that profile yet (the
    first boot there is a cold one)."""

    def __init__(self, browser_type, launch_args: dict, profile: str, counts: Counter, home: str | None = None):
        self.browser_type = browser_type
        self.launch_args = launch_args
        self.profile = profile
        self.home = home  # the keeper's page (SharedContext)
        self.counts = counts  # the run's counts (boot_counts): "profiles", each opening of the profile
        self.current: SharedContext | None = None
        self.booted = False

    def open(self, args: dict) -> SharedContext:
        if self.current is not None and self.current.args == args:
            return self.current
        self.close()
        context = self.browser_type.launch_persistent_context(self.profile, **self.launch_args, **args)
        self.counts.update(profiles=1)  # a browser started anew: its first boot compiles everything again
        self.current = SharedContext(context, args, self.home)
        return self.current

    def clean(self) -> None:
        """After a test: the current context cleaned for the next, or closed when its clock was set."""
        if self.current is not None:
            self.current.clean()
            if self.current.clock_set:
                self.close()

    def close(self) -> None:
        if self.current is not None:
            self.current.context.close()
            self.current = None

    def give_up(self, why: Exception) -> None:
        """The current profile no longer answers: left as it is (closing it may not answer either),
        and the next test opens a fresh profile beside it, from an empty cache."""
        warnings.warn(f"the shared browser profile was given up: {why}", stacklevel=2)
        self.current = None
        self.booted = False
        self.profile = tempfile.mkdtemp(prefix="profile-", dir=Path(self.profile).parent)


def context_args(request) -> dict:
    """The context arguments of the requesting test, as pytest-playwright's new_context reads them:
    browser_context_args (a module may widen it) and the closest browser_context_args marker."""
    marker = request.node.get_closest_marker("browser_context_args")
    return {**request.getfixturevalue("browser_context_args"), **(marker.kwargs if marker else {})}


@pytest.fixture(scope="session")
def shared_contexts(browser_type, browser_type_launch_args, tmp_path_factory, boot_counts, app_url):
    contexts = SharedContexts(browser_type, browser_type_launch_args, str(tmp_path_factory.mktemp("profile")),
                              boot_counts, app_url + KEEPER_PATH.lstrip("/"))
    yield contexts
    contexts.close()


@pytest.fixture
def shared_context(request, shared_contexts):
    """The shared context for this test's arguments."""
    return shared_contexts.open(context_args(request))


@pytest.fixture
def context(request, new_context):
    """The test's context: a shared one unless the test needs its own (own_context_reason)."""
    if own_context_reason(request.node):
        yield new_context()
        return
    shared = request.getfixturevalue("shared_context")
    contexts = request.getfixturevalue("shared_contexts")
    try:
        yield shared.context
    finally:
        try:
            contexts.clean()
        except Exception as error:  # Playwright's TimeoutError, its module not imported here
            if type(error).__name__ != "TimeoutError":
                raise
            contexts.give_up(error)
