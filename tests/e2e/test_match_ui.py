"""Matches and the Daily match in the browser: scoreboard, hand summaries, match over,
the Daily entry and its deal, which must be the engine's pinned deal."""

from __future__ import annotations

import importlib.util
import re

from driver import (MAX_STEPS, PHONE, ROOT, assert_consistent, assert_round_dialog, leave_if_asked, open_app, start,
                    stored, take_turn, wait_actionable)


def pinned_daily():
    """The Daily deals the engine tests pin (tests/engine/daily_pins.py)."""
    spec = importlib.util.spec_from_file_location("daily_pins", ROOT / "tests" / "engine" / "daily_pins.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.DAILY


def play_hand(page, total):
    """Play the person's turns (first playable tile, else pass) until the hand is over."""
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        if state != "turn":
            return state
        assert_consistent(page, total=total)
        assert page.locator('[data-action="draw"]').count() == 0  # Block: no stock
        take_turn(page)
    raise AssertionError("the hand did not end")


def scoreboard(page):
    return [int(s.get_attribute("aria-label").rsplit(": ", 1)[1]) for s in page.locator("#scores .score").all()]


def test_block_match_to_50_through_clicks(page, app_url):
    open_app(page, app_url, "?delay=0&seed=12")
    start(page, mode="computer", players=2, variant="block", level="medium", target=50)
    assert page.locator("#scores").inner_text().strip().endswith("to 50")
    assert scoreboard(page) == [0, 0]
    hands = 0
    while True:
        state = play_hand(page, 14)
        hands += 1
        text = assert_round_dialog(page)
        dialog = page.locator("dialog#round-dialog")
        # Block: the 14 out-of-play tiles never appear, not even now: table + hands left = 14.
        shown = dialog.locator(".mini").count()
        chain = page.locator("[data-chain] [data-tile]").count()
        assert shown + chain == 14, (shown, chain)
        scores = [int(x) for x in dialog.locator("table.summary:not(.sheet) tbody td.num:last-child").all_inner_texts()]
        assert scores == scoreboard(page)
        if "Draw" not in text.split("\n", 1)[0]:
            assert re.search(r"scores? \d+: the (pips left in the other hands|other hands' \d+ pips less)", text), text
        if state == "match-over":
            break
        assert max(scores) < 50
        page.click('dialog [data-action="next-hand"]')
        page.wait_for_function("() => document.body.dataset.phase !== 'round-over'")
        assert_consistent(page, total=14)
        assert hands < 30
    title = dialog.locator("h2").inner_text()
    assert re.fullmatch(r"You win the match!|Computer 1 wins the match", title), title
    assert max(scores) >= 50 and "Final score" in text
    assert dialog.locator('[data-action="next-hand"]').count() == 0
    assert dialog.locator('[data-action="new-game"]').is_enabled()


def test_daily_deal_in_the_page_is_the_engines_pinned_deal(page, app_url):
    daily = pinned_daily()
    viewport = page.viewport_size
    for day in ("2026-11-29", "2026-01-01"):
        open_app(page, app_url, f"?delay=0&seed=2&date={day}")
        entry = page.locator('#menu-daily [data-ui="daily"]')
        assert entry.get_attribute("data-date") == day
        assert page.locator(f'#menu-daily time[datetime="{day}"]').count() == 1
        entry.click()
        leave_if_asked(page)  # the first day's Daily, a tile down, is left for the second's
        assert wait_actionable(page) == "turn"
        mine = page.eval_on_selector_all("[data-hand] [data-tile]", "els => els.map(e => e.dataset.tile)")
        chain = page.eval_on_selector_all("[data-chain] [data-tile]", "els => els.map(e => e.dataset.tile)")
        assert len(mine) + len(chain) == 7 or len(mine) == 7
        # Seat 1 holds 6-6 in both pinned deals, so it opens and our seven tiles are untouched.
        assert " ".join(sorted(mine, key=lambda t: tuple(map(int, t.split("-"))))) == daily[day, 1][0]
        assert chain == ["6-6"]
        assert page.locator("#scores").inner_text().strip().endswith("to 50")
        # The table says it is the Daily, and which: the score bar (a phone's in short, on one line)
        # and the heading
        when = {"2026-11-29": ("Nov 29, 2026", "Nov 29"), "2026-01-01": ("Jan 1, 2026", "Jan 1")}[day]
        assert page.locator("#table-title").text_content() == f"Dominoes: Daily match of {when[0]}, Classic"
        for size, words in ((None, f"Daily match · {when[0]}"), (PHONE, f"Daily · {when[1]}"),
                            ({"width": 568, "height": 320}, f"Daily · {when[1]}")):
            if size:
                page.set_viewport_size(size)
            bar = page.locator("#scores")
            assert bar.locator(".score-round").inner_text() == words
            assert bar.evaluate("e => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().height < 24")
        page.set_viewport_size(viewport)


def test_a_finished_daily_shows_its_result_and_replays_unrecorded(page, app_url):
    with stored(page, {"domino.profile": {"v": 1, "coins": 42, "gift_day": "2999-01-01", "records": {}, "local": {},
                                          "daily": {"2026-11-29": {"result": "win", "scores": [53, 20]}}}}):
        open_app(page, app_url, "?delay=0&date=2026-11-29&howto=0")  # no first-time card
    done = page.locator("#menu-daily .daily-done")
    assert "You won 53–20" in done.inner_text()
    assert page.locator('#menu-daily [data-ui="daily"]').count() == 0
    page.click('[data-ui="daily-replay"]')
    assert wait_actionable(page) == "turn"
    assert page.locator('[data-action="restart"]').count() == 0  # a Daily deal cannot be re-dealt
