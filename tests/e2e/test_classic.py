"""End-to-end Classic on the built app, played through clicks like a person would: the loading
screen, the menu's form, a whole game, the clicks out of turn and the keyboard."""

from __future__ import annotations

import pytest
from driver import (MAX_STEPS, READY_MS, TURN_MS, assert_consistent, assert_round_dialog, assert_unique_actions,
                    choose, open_app, play_to_round_over, snapshot, start, take_turn, wait_actionable, wait_ready)


def test_loading_shows_title_and_progress_with_controls_enabled(page, app_url):
    held = []  # hold the entry script, so Python cannot finish booting while we look
    page.route("**/main.py", lambda route: held.append(route))
    with page.expect_request("**/main.py", timeout=READY_MS):
        page.goto(app_url + "?delay=0", wait_until="domcontentloaded")
    # Before Python is up: a title, a progress indicator, and a menu that already answers: a setting
    # changes, and New game (pressed twice) is remembered and shown as starting.
    assert page.evaluate("document.body.dataset.ready") is None
    assert page.locator("#menu h1").inner_text() == "Dominoes"
    assert page.locator("#boot").is_visible()
    assert page.locator('[data-action="new-game"]').is_enabled()
    page.locator('[data-setting="mode"] label').last.click()
    assert page.locator('[data-setting="mode"] input[value="local"]').is_checked()
    page.click('[data-action="new-game"]')
    page.click('[data-action="new-game"]')
    assert page.locator("#menu-new").inner_text() == "Starting…"
    while not held:
        page.wait_for_timeout(20)
    held[0].continue_()
    wait_ready(page)
    # Once Python is up the press is carried out, once: Same device deals, then hands over.
    assert page.locator("#boot").is_hidden()
    page.wait_for_function("document.body.dataset.phase === 'handoff'")
    assert page.evaluate("window.dominoEarly.press") is None


def test_menu_settings_follow_the_dom_contract(page, app_url):
    open_app(page, app_url)
    expected = {
        "mode": ["computer", "local"],
        "players": ["2", "3", "4", "5", "6", "7", "8"],   # 5-8 shown only with the double-twelve
        "variant": ["draw", "block", "allfives", "triangles", "mexican", "chickenfoot"],
        "set": ["6", "9", "12"],
        "level": ["easy", "medium", "hard", "expert"],
        "teams": ["solo", "pairs"],
        "partner": ["easy", "medium", "hard", "expert"],
        "target": ["0", "50", "100", "150", "200", "250"],
    }
    for name, values in expected.items():
        got = page.eval_on_selector_all(f'[data-setting="{name}"] input[type="radio"]',
                                        "els => els.map(e => e.value)")
        assert got == values, name
    assert page.locator('[data-setting="level"]').is_visible()
    choose(page, mode="local")
    assert page.locator('[data-setting="level"]').is_hidden()  # irrelevant with no computer


def test_whole_classic_game_vs_easy_through_clicks(page, app_url):
    """The line board's whole game in the browser (tests/unit/test_controller.py plays the others:
    the hidden hands, the hand-offs, a match's next hand, Block without a stock)."""
    open_app(page, app_url)
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    s = assert_consistent(page)
    assert s["seats"] == [s["seats"][0]] and s["allTiles"] == s["chain"] + s["hand"]

    def rivals_are_counts(page):  # the page never holds a tile of the computer's hand
        assert page.locator("#seats [data-tile]").count() == 0
        s = snapshot(page)
        assert s["allTiles"] == s["chain"] + s["hand"], s

    assert play_to_round_over(page, rivals_are_counts) == "round-over"
    text = assert_round_dialog(page)
    assert "Computer 1" in text and "You" in text
    assert page.locator('dialog [data-action="next-hand"]').count() == 0  # single round
    # New game from the dialog deals again; Menu goes back to the menu.
    page.click('[data-action="new-game"]')
    page.wait_for_function("() => document.body.dataset.phase === 'playing'")
    assert not page.locator("dialog#round-dialog").evaluate("d => d.open")
    assert_consistent(page)
    page.click('[data-action="menu"]')
    page.wait_for_function("() => document.body.dataset.phase === 'menu'")
    assert_unique_actions(page)
    assert page.locator('[data-action="continue"]').is_visible()
    page.click('[data-action="continue"]')
    page.wait_for_function("() => document.body.dataset.phase === 'playing'")
    assert_consistent(page)


# In one task, so the computer's move cannot come between the check and the clicks: while it is on
# turn, click three tiles of the hand and both end boxes; the status must still say to wait.
HAMMER = """() => {
  const turn = document.body.dataset.turn;
  if (turn !== "1") return turn;
  for (const el of [...document.querySelectorAll('[data-hand] [data-tile]')].slice(0, 3)) el.click();
  for (const end of ["L", "R"]) document.querySelector(`[data-end="${end}"]`)?.click();
  const status = document.getElementById("status").innerText;
  if (!status.includes("Wait: it's Computer 1's turn.")) throw new Error(status);
  return turn;
}"""


@pytest.mark.motion  # the computer's whole 700 ms to hammer in
def test_clicks_out_of_turn_and_double_clicks_never_desync(page, app_url):
    open_app(page, app_url, "?delay=700&seed=21")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    checked_computer_turn = checked_double = False
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        if state != "turn":
            break
        before = assert_consistent(page)
        tile = page.locator('[data-hand] [data-playable="true"]')
        if not checked_double and tile.count():
            # A double click plays at most one tile (a tile fitting both ends just stays selected).
            tile.first.dblclick()
            after = assert_consistent(page)
            assert after["hand"] in (before["hand"], before["hand"] - 1)
            checked_double = True
            if after["hand"] == before["hand"] - 1:
                continue
        acted = take_turn(page)
        if not checked_computer_turn and acted == "play":
            # Straight after our move the computer is on turn (700 ms): hammer the table.
            s = assert_consistent(page)
            if page.evaluate(HAMMER) == "1":
                t = assert_consistent(page)
                assert t["hand"] == s["hand"] and t["chain"] in (s["chain"], s["chain"] + 1)
                checked_computer_turn = True
    assert checked_computer_turn and checked_double
    page.wait_for_function("() => document.body.dataset.phase === 'round-over'", timeout=TURN_MS)
    assert_round_dialog(page)


def test_keyboard_only_play_keeps_the_focus_on_the_next_move(page, app_url):
    open_app(page, app_url, "?delay=0&seed=4")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    state = wait_actionable(page)
    assert state == "turn"
    page.focus('[data-hand] [data-playable="true"], [data-action="draw"], [data-action="pass"]')
    for _ in range(MAX_STEPS):
        if wait_actionable(page) != "turn":
            break
        # The focus is on a control that moves: a playable tile, an end that fits, draw or pass.
        page.wait_for_function("""() => document.activeElement.matches(
            '[data-hand] [data-playable="true"], [data-end]:not([disabled]), [data-action="draw"], [data-action="pass"]')""",
            timeout=TURN_MS)
        page.keyboard.press("Enter")
        assert_consistent(page)
    assert page.evaluate("document.body.dataset.phase") == "round-over"
