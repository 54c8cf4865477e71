"""Matches and the Daily match in the browser: scoreboard, hand summaries, match over,
the Daily entry and its deal, which must be the engine's pinned deal."""

from __future__ import annotations

import importlib.util
import re

from driver import (MAX_STEPS, PHONE, ROOT, assert_consistent, assert_round_dialog, continue_saved, late_save,
                    leave_if_asked, open_app, start, stored, take_turn, wait_actionable)
from table.flow import setups


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


def hand_card(page, state):
    """The card at a Block hand's end (2 players): the 14 tiles out of play never appear, not even
    now (the table and the hands left hold 14), its scores are the score bar's, and a hand won
    says how it scored. Returns the card's words and scores."""
    text = assert_round_dialog(page)
    dialog = page.locator("dialog#round-dialog")
    shown = dialog.locator(".mini").count()
    chain = page.locator("[data-chain] [data-tile]").count()
    assert shown + chain == 14, (state, shown, chain)
    scores = [int(x) for x in dialog.locator("table.summary:not(.sheet) tbody td.num:last-child").all_inner_texts()]
    assert scores == scoreboard(page)
    if "Draw" not in text.split("\n", 1)[0]:
        assert re.search(r"scores? \d+: the (pips left in the other hands|other hands' \d+ pips less)", text), text
    return text, scores


def next_hand(page):
    """The round's card's Next hand, and the hand dealt."""
    page.click('dialog [data-action="next-hand"]')
    page.wait_for_function("() => document.body.dataset.phase !== 'round-over'")


# Block to 50 against Medium, seed 12: several hands.
BLOCK_TO_50 = {"mode": "computer", "players": "2", "variant": "block", "level": "medium", "target": "50"}


def test_block_match_to_50_through_clicks(page, app_url):
    """The first hand through clicks from the menu, its card and the next hand dealt from it; then
    the match's last hand, Continued from a save at the person's last turn (the hands between
    played by Easy on CPython), ends the match on its card."""
    open_app(page, app_url, "?delay=0&seed=12")
    start(page, **BLOCK_TO_50)
    assert page.locator("#scores").inner_text().strip().endswith("to 50")
    assert scoreboard(page) == [0, 0]
    state = play_hand(page, 14)
    assert state == "round-over", state
    _, scores = hand_card(page, state)
    assert max(scores) < 50
    next_hand(page)
    assert_consistent(page, total=14)

    continue_saved(page, app_url, late_save(setups.new_game(BLOCK_TO_50, "12", 0, 0)))
    for _ in range(5):  # Medium may not end it as Easy did: then the next hand does
        state = play_hand(page, 14)
        text, scores = hand_card(page, state)
        if state == "match-over":
            break
        assert state == "round-over" and max(scores) < 50, (state, scores)
        next_hand(page)
    assert state == "match-over", state
    dialog = page.locator("dialog#round-dialog")
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
