"""All Fives on the built app, through clicks: one round at a phone's size and at a desktop's, the
shared driver's turns on the spinner board, each play's count on the felt and in the status line,
the points on the score bar, and the round's summary."""

from __future__ import annotations

import re

import pytest
from driver import assert_round_dialog, lit_ends, open_app, play_out, play_to_round_over, start, take_turn, wait_for

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
# A deal where a chosen tile fits three of the spinner's ends at once.
ARROW_SEED = 3


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_a_round_of_all_fives_through_clicks(page, app_url, size):
    page.set_viewport_size(size)
    open_app(page, app_url, "?delay=0&seed=11&howto=0")
    start(page, mode="computer", players=2, variant="allfives", level="easy")
    assert page.evaluate("document.body.dataset.board") == "spinner"
    assert "to 150" in page.inner_text("#scores")
    counts = []

    def look(p):
        count = p.locator("#board .count")
        assert count.count() == 1
        n = int(count.get_attribute("data-count"))
        counts.append(n)
        last = p.inner_text("#status")
        if "played" in last or "opened" in last:  # the last play's words end with its count
            assert re.search(rf"Count {n}( scores {n})?\.", last), last
        # every open end is a button named by its number (the spinner's ends with no tile yet say they
        # count nothing), and a tile on the felt
        for end in p.locator("[data-end]").all():
            quiet = "quiet" in end.get_attribute("class")
            assert re.fullmatch(r"End( \d|, empty)(, play here)?" if not quiet else r"End \d, counts 0(, play here)?",
                                end.get_attribute("aria-label"))
        tiles = p.locator("#chain [data-tile]").count()
        ends = p.locator("#chain [data-chain-end]").count()
        assert tiles == 0 or ends >= 1
        # the layout stays on the felt
        felt = p.locator("#chain").bounding_box()
        for box in p.evaluate("""() => Array.from(document.querySelectorAll('#chain .ct'),
                                  e => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.right, r.bottom]; })"""):
            assert felt["x"] - 1 <= box[0] and box[2] <= felt["x"] + felt["width"] + 1
            assert felt["y"] - 1 <= box[1] and box[3] <= felt["y"] + felt["height"] + 1

    assert play_to_round_over(page, look) in ("round-over", "match-over")
    assert counts and max(counts) > 0
    assert_round_dialog(page)
    points = [int(re.findall(r"\d+", t)[-1]) for t in page.locator("#scores .score").all_inner_texts()]
    assert len(points) == 2 and sum(points) > 0


ARROWS = {"ArrowLeft": "L", "ArrowRight": "R", "ArrowUp": "U", "ArrowDown": "D"}


def test_arrow_keys_reach_every_lit_end_of_the_spinner(page, app_url):
    """A tile that fits several of the spinner's ends: each arrow goes to the end it points at when
    that end is lit, else to another lit end; Space plays there."""
    open_app(page, app_url, f"?delay=0&seed={ARROW_SEED}&howto=0")
    start(page, mode="computer", players=2, variant="allfives", level="easy")
    most = []

    def turn(p):
        tiles = p.locator('[data-hand] [data-playable="true"]')
        if not tiles.count():
            take_turn(p)
            return
        tiles.first.click()
        lit = lit_ends(p)
        if len(lit) < 2:
            return
        most.append(len(lit))
        p.focus(f'[data-end="{lit[0]}"]')
        for key, end in ARROWS.items():
            before = focused_end(p)
            p.keyboard.press(key)
            now = focused_end(p)
            assert now in lit and now != before or (now == before == end), (key, lit, before, now)
            if end in lit:
                assert now == end, (key, lit, now)
        tile = p.get_attribute('[data-hand] [aria-pressed="true"]', "data-tile")
        p.focus(f'[data-end="{lit[0]}"]')  # the deal plays on as ARROW_SEED was picked with
        p.keyboard.press("Space")  # plays the chosen tile at the focused end
        wait_for(p, f'[data-hand] [data-tile="{tile}"]', state="detached")

    assert play_out(page, turn) in ("round-over", "match-over")
    assert most and max(most) >= 3, most


def focused_end(page) -> str | None:
    return page.evaluate("document.activeElement?.dataset?.end ?? null")
