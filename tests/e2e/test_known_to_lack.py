"""The known-to-lack card in the browser: opened by the K key and by taps (the move log's card leads
to it) at 390x844, a labelled modal dialog the focus goes into and comes back from, naming no
hidden tile; and axe on it at three sizes, once a rival has passed or drawn (numbers on show)."""

from __future__ import annotations

import pytest
from audits import axe_results, contrast_review, describe
from driver import AUDIT_QUERY, MAX_STEPS, open_app, resize, start, take_turn, wait_actionable

OPEN = "() => document.getElementById('lacks-dialog').open"
CLOSED = "() => !document.getElementById('lacks-dialog').open"
SIZES = [{"width": 390, "height": 844}, {"width": 844, "height": 390}, {"width": 1280, "height": 800}]


def close(page):
    page.keyboard.press("Escape")
    page.wait_for_function(CLOSED)


def rows(page) -> dict:
    """seat -> the numbers listed for it, from the open card's data."""
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#lacks-dialog [data-seat]')]
        .map(e => [e.dataset.seat, e.dataset.lacks]))""")


def to_a_shown_number(page) -> dict:
    """Play on (Block, two players) until the card lists a number for the rival; its rows then,
    the card open."""
    start(page, mode="computer", players=2, variant="block", level="easy", target=0)
    for _ in range(MAX_STEPS):
        assert wait_actionable(page) == "turn"
        page.keyboard.press("k")
        page.wait_for_function(OPEN)
        shown = rows(page)
        if shown.get("1"):
            return shown
        close(page)
        take_turn(page)
    raise AssertionError("the rival never passed")


@pytest.mark.browser_context_args(viewport=SIZES[0], has_touch=True)
def test_the_card_opens_by_key_and_by_tap_and_names_no_hidden_tile(page, app_url):
    open_app(page, app_url, AUDIT_QUERY)
    shown = to_a_shown_number(page)
    assert list(shown) == ["1"]                                   # the rival only, never the person
    dialog = page.locator("#lacks-dialog")
    assert dialog.get_attribute("aria-labelledby") == "lacks-title" and page.locator("#lacks-title").is_visible()
    assert page.evaluate("() => document.activeElement.closest('dialog')?.id") == "lacks-dialog"
    rival = page.evaluate("() => document.getElementById('lacks-body').innerHTML")
    hand = page.locator("[data-hand] [data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)")
    assert not [t for t in hand if t in rival]                    # no tile named, not even the person's own
    close(page)
    page.locator('#table-tools [data-action="moves"]').tap()   # the move log's card leads to it
    page.wait_for_function("() => document.getElementById('moves-dialog').open")
    page.locator('#moves-dialog [data-action="lacks"]').tap()
    page.wait_for_function(OPEN)
    assert not page.evaluate("() => document.getElementById('moves-dialog').open")
    assert rows(page) == shown
    close(page)
    assert page.evaluate("() => document.activeElement.dataset.action") == "moves"   # the focus comes back


def test_the_card_passes_axe_and_its_texts_read(page, app_url):
    """At each size in turn, on one table: the move log's card and the known-to-lack card pass axe
    and read, and the card stays within the screen."""
    resize(page, SIZES[0])
    open_app(page, app_url, AUDIT_QUERY)
    to_a_shown_number(page)
    close(page)
    for size in SIZES:
        resize(page, size)
        page.click('#table-tools [data-action="moves"]')            # the move log's card, with its way there
        page.wait_for_function("() => document.getElementById('moves-dialog').open")
        for card in ("moves", "lacks"):
            if card == "lacks":
                page.click('#moves-dialog [data-action="lacks"]')
                page.wait_for_function(OPEN)
            results = axe_results(page)
            assert not describe(results["violations"]), (size, card)
            assert not contrast_review(page, results)["failures"], (size, card)
        box = page.locator("#lacks-dialog").bounding_box()
        assert box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"], (size, box)
        assert box["y"] + box["height"] <= size["height"], (size, box)
        close(page)
