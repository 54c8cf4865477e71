"""The worker's shared context (shared_context.py): what one test stored is gone for the next, while
the HTTP cache the boots save on stays; a test that set the clock leaves no context behind."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest
from shared_context import SharedContexts, shared_context_group

STORE = """async () => {
  localStorage.setItem('left', '1');
  document.cookie = 'left=1; max-age=600';
  await new Promise((ok, bad) => { const r = indexedDB.open('left', 1);
    r.onupgradeneeded = () => r.result.createObjectStore('s'); r.onsuccess = () => { r.result.close(); ok(); };
    r.onerror = bad; });
  await (await caches.open('left')).put('/x', new Response('x'));
}"""

READ = """async () => ({
  local: localStorage.length, cookie: document.cookie,
  databases: (await indexedDB.databases()).map(d => d.name), caches: await caches.keys(),
})"""


def test_a_test_leaves_no_storage_behind_but_the_cache_stays(shared_context, serve, guard, tmp_path):
    (tmp_path / "index.html").write_text('<!doctype html><link rel="icon" href="data:,"><title>shared</title>')
    (tmp_path / "big.bin").write_bytes(bytes(200_000))
    url = serve(tmp_path)
    guard.allow_origin(url)
    page = shared_context.context.new_page()
    page.goto(url)
    page.evaluate(STORE)
    page.evaluate("u => fetch(u).then(r => r.arrayBuffer())", url + "big.bin")
    assert page.evaluate(READ) == {"local": 1, "cookie": "left=1", "databases": ["left"], "caches": ["left"]}

    shared_context.clean()
    assert shared_context.context.pages == [shared_context.keeper]
    page = shared_context.context.new_page()
    page.goto(url)
    assert page.evaluate(READ) == {"local": 0, "cookie": "", "databases": [], "caches": []}
    # The server says no-cache: the browser asks again, and the answer (a 304) brings no body.
    [sent] = page.evaluate("""u => fetch(u).then(r => r.arrayBuffer()).then(b =>
        performance.getEntriesByName(u).map(e => [e.transferSize, b.byteLength]))""", url + "big.bin")
    assert 0 < sent[0] < 2_000 and sent[1] == 200_000, sent


def test_a_test_that_sets_the_clock_leaves_no_context_behind(shared_contexts, shared_context, serve, guard, tmp_path):
    """Playwright's clock is the context's, for every page it opens later: the next test opens the
    profile anew, with the browser's own clock."""
    (tmp_path / "index.html").write_text('<!doctype html><link rel="icon" href="data:,"><title>clock</title>')
    url = serve(tmp_path)
    guard.allow_origin(url)
    page = shared_context.context.new_page()
    page.clock.set_fixed_time("2026-03-10T10:00:00Z")
    page.goto(url)
    assert page.evaluate("new Date().toISOString()") == "2026-03-10T10:00:00.000Z"
    shared_contexts.clean()
    assert shared_contexts.current is None
    page = shared_contexts.open(shared_context.args).context.new_page()
    page.goto(url)
    assert page.evaluate("new Date().toISOString()") != "2026-03-10T10:00:00.000Z"


def test_a_profile_that_stops_answering_is_given_up_for_a_fresh_one(tmp_path):
    """A clean-up DevTools never answers: the profile is left as it is, with a warning, and the next
    test opens a new, empty one beside it (the old one's lock would refuse a second browser)."""
    first = tmp_path / "profile0"
    first.mkdir()
    contexts = SharedContexts(browser_type=None, launch_args={}, profile=str(first), counts=Counter())
    contexts.current = object()
    contexts.booted = True
    with pytest.warns(UserWarning, match="given up: Timeout 30000ms exceeded"):
        contexts.give_up(TimeoutError("Timeout 30000ms exceeded"))
    assert contexts.current is None and not contexts.booted
    fresh = Path(contexts.profile)
    assert fresh != first and fresh.parent == tmp_path and fresh.is_dir() and not any(fresh.iterdir())


class Item:
    """A collected test as shared_context_group reads it: its markers and its function."""

    def __init__(self, name: str, args: dict | None = None, worker: bool = False, asks=lambda page: None):
        self.name, self.function = name, asks
        self.markers = {"browser_context_args": SimpleNamespace(kwargs=args)} if args is not None else {}
        if worker:
            self.markers["worker"] = SimpleNamespace(kwargs={})

    def get_closest_marker(self, name):
        return self.markers.get(name)


def test_tests_asking_the_same_of_the_shared_profile_run_next_to_each_other():
    """Sorted by their group, tests asking alike come together, the rest keep their order, and a test
    with a context of its own (marked worker, or asking for the context) joins the default group."""
    touch, mobile = {"has_touch": True}, {"is_mobile": True, "has_touch": True}
    items = [Item("a"), Item("b", touch), Item("c"), Item("d", mobile), Item("e", {"has_touch": True}),
             Item("f", {"service_workers": "allow"}, worker=True), Item("g", touch, asks=lambda context: None),
             Item("h", dict(reversed(mobile.items())))]
    items.sort(key=shared_context_group)
    assert [i.name for i in items] == ["a", "c", "f", "g", "d", "h", "b", "e"]
