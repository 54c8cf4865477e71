"""The standard library as shipped (.ci/build/stdlib.py): python_stdlib.zip holds only what the game
imports; a module left out is fetched from the rest when something imports it, once, and works, and
the offline worker keeps the rest from then on. Every browser test checks the other half: no page
ever fetches the rest on its own (the guard)."""

from __future__ import annotations

import pytest
from driver import CONTROLLED, SW_TIMEOUT_MS, open_app, start, wait_actionable

REST = "/vendor/pyodide/python_stdlib_rest.zip"


def rest_requests(guard) -> list[str]:
    return [u for u in guard.requests if u.endswith(REST)]


def test_a_module_left_out_is_fetched_once_when_imported_and_works(page, guard, app_url):
    guard.rest_of_stdlib = True
    open_app(page, app_url, "?delay=0&seed=3&hooks=1")
    start(page)
    wait_actionable(page)
    assert rest_requests(guard) == [], "a hand was dealt, yet the page fetched the rest of the library"
    where = page.evaluate("dominoImport('csv')")
    assert where.startswith("/lib/python_stdlib_rest.zip/"), where
    assert page.evaluate("dominoImport('encodings.cp1252')").startswith("/lib/python_stdlib_rest.zip/encodings/")
    assert page.evaluate("dominoImport('json')").startswith("/lib/python314.zip/"), "a kept module moved"
    assert len(rest_requests(guard)) == 1, rest_requests(guard)


# Whether the page's Cache Storage holds the rest, waiting up to `wait` ms for it to (the worker
# keeps it in the background).
KEPT = """async ([rest, wait]) => {
  const end = performance.now() + wait;
  for (;;) {
    if (await caches.match(rest)) return true;
    if (performance.now() > end) return false;
    await new Promise(later => setTimeout(later, 100));
  }
}"""


@pytest.mark.worker
def test_the_rest_once_asked_for_online_is_there_offline(page, context, guard, app_url):
    """A module of the rest imported online has the offline worker keep the rest (it was not
    precached: the first visit never fetched it); offline, a new visit imports another of its
    modules."""
    guard.rest_of_stdlib = True
    open_app(page, app_url, "?delay=0&seed=3&hooks=1")
    page.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    assert rest_requests(guard) == [] and not page.evaluate(KEPT, [REST, 0]), "the worker precached the rest"
    assert page.evaluate("dominoImport('csv')").startswith("/lib/python_stdlib_rest.zip/")
    assert page.evaluate(KEPT, [REST, 30_000]), "the worker did not keep the rest"
    context.set_offline(True)
    open_app(page, app_url, "?delay=0&seed=3&hooks=1")
    assert page.evaluate("dominoImport('encodings.cp1252')").startswith("/lib/python_stdlib_rest.zip/encodings/")

