"""The hand review in the browser: after a hand, step through it by keyboard, read Expert's advice and
the moves that cost points, and go back to the result. Each hand is continued from a save at the
person's last turn (driver.late_save): the review covers the whole hand all the same."""

from __future__ import annotations

import re

import pytest
from driver import (continue_saved, late_save, open_review, page_words, play_out, play_to_round_over, revealed_tiles,
                    review, review_key, take_train_turn, train_stats, wait_review_weighed, wait_for)

from table.flow import setups


@pytest.mark.parametrize("mode,variant,rival", [("computer", "draw", "Computer 1"), ("local", "draw", "Player 2")])
def test_review_a_hand_by_keyboard(page, app_url, mode, variant, rival):
    cfg = {"mode": mode, "players": "2", "variant": variant, "level": "easy", "target": "0"}
    continue_saved(page, app_url, late_save(setups.new_game(cfg, "3", 0, 0)),  # the whole hand is reviewed
                   "turn" if mode == "computer" else "handoff")
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
    wait_for(page, "dialog#round-dialog[open]")
    assert not page.evaluate("document.body.hasAttribute('data-review')")
    assert page.evaluate("document.activeElement.dataset.action") == "review"
    assert page.evaluate("document.body.dataset.phase") == "round-over"


# Whether each element is wholly in the viewport (and inside its open dialog or the review's panel)
# with nothing over its centre; whether the page scrolls; the felt's height.
IN_SIGHT = """(sels) => {
  const seen = s => { const e = document.querySelector(s); if (!e) return false;
    const r = e.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
    const d = e.closest('dialog, .table > .review'), box = d ? d.getBoundingClientRect() : {top: 0, bottom: innerHeight};
    return r.top >= Math.max(0, box.top) && r.bottom <= Math.min(innerHeight, box.bottom)
           && e.contains(document.elementFromPoint(x, y)); };
  return {seen: sels.filter(seen), scrolls: document.documentElement.scrollHeight > innerHeight,
          felt: Math.round(document.querySelector('.felt').getBoundingClientRect().height)};
}"""


@pytest.mark.parametrize("variant,players", [("draw", 2), ("mexican", 4)])
def test_a_phone_on_its_side_reaches_the_review_and_sees_the_board(page, app_url, variant, players):
    """568x320: the summary opens on its title with its buttons (Review the hand among them) in sight
    under the hands, which scroll; the review's bar sits beside the felt, which keeps 150 px, and the
    person's hand below it, and the page does not scroll; every control of the bar stays in sight, on
    a move with Expert's advice too (its words scroll)."""
    page.set_viewport_size({"width": 568, "height": 320})
    cfg = {"mode": "computer", "players": str(players), "variant": variant, "level": "easy", "target": "0"}
    continue_saved(page, app_url, late_save(setups.new_game(cfg, "5", 0, 0)))
    if variant == "mexican":
        stats = train_stats()
        play_out(page, lambda p: take_train_turn(p, stats))
    else:
        play_to_round_over(page)
    buttons = ['#round-title', '[data-action="review"]', '#round-dialog [data-action="new-game"]',
               '[data-action="see-board"]']
    sight = page.evaluate(IN_SIGHT, buttons)
    assert sight["seen"] == buttons and not sight["scrolls"], sight
    open_review(page)
    parts = ['[data-review="next"]', '.review-done', '.felt', '[data-hand]']
    page.wait_for_function(f"() => ({IN_SIGHT})({parts!r}).seen.length === {len(parts)}", timeout=3000)
    sight = page.evaluate(IN_SIGHT, parts)
    assert sight["seen"] == parts and not sight["scrolls"] and sight["felt"] >= 150, sight
    if wait_review_weighed(page)["summary"].startswith("Moves that cost"):  # and its button under the words
        parts.append('[data-review="costly"]')
        for _ in range(2):
            sight = page.evaluate(IN_SIGHT, parts)
            assert sight["seen"] == parts and not sight["scrolls"], sight
            page.click('[data-review="costly"]')
            wait_for(page, '.review-advice[data-advice="costly"]')
