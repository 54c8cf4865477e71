"""The standard library as shipped (.ci/build/stdlib.py): python_stdlib.zip holds only what the game
imports; a module left out is fetched from the rest when something imports it, once, and works.
Every browser test checks the other half: no page ever fetches the rest on its own (the guard)."""

from __future__ import annotations

from driver import open_app, start, wait_actionable

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
