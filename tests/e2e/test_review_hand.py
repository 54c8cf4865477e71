"""The hand review in the browser: after a hand, step through it by keyboard, read Expert's advice and
the moves that cost points, and go back to the result."""

from __future__ import annotations

import re

import pytest
from driver import (open_app, open_review, page_words, play_to_round_over, revealed_tiles, review, review_key,
                    start, wait_review_weighed)


@pytest.mark.parametrize("mode,variant,rival", [("computer", "draw", "Computer 1"), ("local", "draw", "Player 2")])
def test_review_a_hand_by_keyboard(page, app_url, mode, variant, rival):
    open_app(page, app_url, "?delay=0&seed=3")
    start(page, mode=mode, players=2, variant=variant, level="easy", target=0)
    assert play_to_round_over(page) == "round-over"
    hidden = [t for t in revealed_tiles(page, rival)]  # the rival's last tiles: never seen in play
    assert hidden

    r = open_review(page)
    assert (r["step"], r["focus"]) == (0, "next")
    assert r["total"] > 5
    assert page.locator("dialog#round-dialog").evaluate("d => !d.open")
    assert page.locator("#review").get_attribute("aria-labelledby") == "review-title"
    r = wait_review_weighed(page)
    assert re.fullmatch(r"Moves that cost you points: (none\. Well played\.|\d+ \(about \d+ points? in all\)\.)",
                        r["summary"]), r["summary"]

    r = review_key(page, "ArrowRight")
    assert r["step"] == 1 and r["said"].startswith(f"Move 1 of {r['total']}: ")
    r = review_key(page, "ArrowLeft")
    assert r["step"] == 0
    advised = []
    for _ in range(r["total"] - 1):  # every step but the last, which shows the hands
        r = review_key(page, "ArrowRight")
        words = page_words(page)
        for tile in hidden:
            a, b = tile.split("-")
            assert not re.search(rf"(?<![\d-])({a}-{b}|{b}-{a})(?![\d-])", words), (r["step"], tile)
        if r["advice"]:
            advised.append(r["advice"])
            assert r["said"].endswith(r["adviceText"]), r
            assert page.locator('[data-hand] [data-playable="true"]').count() == 0
    assert advised and set(advised) <= {"forced", "agree", "close", "costly"}
    r = review_key(page, "End")
    assert r["step"] == r["total"]
    assert page.locator('.review-hands').is_visible()
    assert page.locator('[data-review="next"]').is_disabled()

    page.keyboard.press("Escape")
    page.wait_for_selector("dialog#round-dialog[open]")
    assert not page.evaluate("document.body.hasAttribute('data-review')")
    assert page.evaluate("document.activeElement.dataset.action") == "review"
    assert page.evaluate("document.body.dataset.phase") == "round-over"
