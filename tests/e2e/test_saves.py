"""Saves, Continue, coins, undo, records, settings and blocked storage in the browser."""

from __future__ import annotations

import pytest
from table.storage.profile import DAILY_GIFT

from driver import (MAX_STEPS, assert_consistent, assert_round_dialog, assert_unique_actions, continue_game, open_app,
                    play_to_round_over, reload, snapshot, start, stored, take_turn, turn_with_priced_hint,
                    wait_actionable, wait_for, wait_ready)

TABLE = """() => ({
  hand: [...document.querySelectorAll('[data-hand] [data-tile]')].map(e => e.dataset.tile + ':' + e.dataset.playable),
  chain: [...document.querySelectorAll('[data-chain] [data-tile]')].map(e => e.getAttribute('aria-label')),
  ends: [...document.querySelectorAll('[data-end]')].map(e => e.innerText),
  seats: [...document.querySelectorAll('#seats [data-seat]')].map(e => e.getAttribute('aria-label')),
  stock: document.querySelector('[data-stock]').innerText,
  scores: document.getElementById('scores').innerText,
  status: document.getElementById('status').innerText,
  turn: document.body.dataset.turn,
})"""


def coins(page):
    where = "#menu-coins" if page.evaluate("document.body.dataset.phase") == "menu" else "#tools"
    return int(page.locator(f"{where} .coins").get_attribute("data-coins"))


GIFT_DAY = "() => JSON.parse(localStorage.getItem('domino.profile')).gift_day"


def gift_across(page, boot) -> int:
    """`boot(page)` (a reload); the daily gift it paid: none, unless it came on a later day than the
    last gift (a run crossing midnight)."""
    day = page.evaluate(GIFT_DAY)
    boot(page)
    return DAILY_GIFT if page.evaluate(GIFT_DAY) != day else 0


def my_turns(page, n):
    for _ in range(n):
        assert wait_actionable(page) == "turn"
        take_turn(page)
    assert wait_actionable(page) == "turn"


def reload_and_continue(page):
    reload(page)
    assert page.evaluate("document.body.dataset.phase") == "menu"
    continue_game(page)


CHECKED = "() => Object.fromEntries([...document.querySelectorAll('[data-setting] input:checked')].map(i => [i.name, i.value]))"


def test_reload_mid_match_keeps_the_menus_choices_and_restores_the_exact_table(page, app_url):
    """After a reload the menu has the game's choices checked and Continue names the game, in sight
    on a phone; Continue brings back the table exactly. With no game saved, the last choices still
    come back."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, app_url, "?delay=0&seed=3")
    start(page, mode="computer", players=2, variant="draw", level="medium", target=50)
    my_turns(page, 3)
    before = page.evaluate(TABLE)
    reload(page)
    assert page.evaluate("document.body.dataset.phase") == "menu"
    checked = page.evaluate(CHECKED)
    assert (checked["mode"], checked["variant"], checked["level"], checked["target"]) == ("computer", "draw", "medium", "50")
    resume = page.locator('[data-action="continue"]')
    assert resume.inner_text().replace("\u00a0", " ").splitlines() == ["Continue game", "Classic, vs Medium, to 50 · hand 1"]
    assert resume.bounding_box()["y"] + resume.bounding_box()["height"] <= 844
    continue_game(page)
    assert wait_actionable(page) == "turn"
    assert page.evaluate(TABLE) == before
    assert_consistent(page)
    page.evaluate("() => localStorage.removeItem('domino.game')")
    reload(page)
    assert page.evaluate(CHECKED)["level"] == "medium" and page.evaluate(CHECKED)["target"] == "50"
    assert page.locator('[data-action="continue"]').count() == 0


@pytest.mark.motion  # the computer's whole 5 s to reload in
def test_reload_during_a_computer_turn_and_on_the_handoff_screen(page, app_url):
    open_app(page, app_url, "?delay=5000&seed=3")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    take_turn(page)
    page.wait_for_function("() => document.body.dataset.turn === '1'")
    chain = snapshot(page)["chain"]
    page.goto(page.url.replace("delay=5000", "delay=0"))
    wait_ready(page)
    page.click('[data-action="continue"]')
    assert wait_actionable(page) == "turn"  # the computer took its turn after the reload
    assert snapshot(page)["chain"] >= chain
    # Same device: the save comes back on the hand-off screen, hands hidden.
    page.click('[data-action="menu"]')
    start(page, mode="local", players=2, variant="block", target=0)
    page.click('[data-action="ready"]')
    take_turn(page)
    page.wait_for_function("() => document.body.dataset.phase === 'handoff'")
    heading = page.locator("#handoff h2").inner_text()
    reload_and_continue(page)
    assert page.evaluate("document.body.dataset.phase") == "handoff"
    assert page.locator("#handoff h2").inner_text() == heading
    assert page.locator("[data-tile]").count() == 0


def test_coins_for_a_win_against_easy_and_for_a_hint(page, app_url):
    open_app(page, app_url, "?delay=0&seed=8")
    assert coins(page) == 30
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    turn_with_priced_hint(page)  # a turn with a choice: a hint that only shows the one way is free
    page.click('[data-action="hint"]')
    wait_for(page, '[data-hint="true"]')
    assert coins(page) == 15
    assert play_to_round_over(page) == "round-over"
    text = assert_round_dialog(page)
    assert text.startswith("You win"), text  # seed 8: the first-playable-tile player wins
    assert "+5 coins for the win. You have 20 coins." in text
    page.click('dialog [data-action="menu"]')
    assert coins(page) == 20
    assert coins(page) == 20 + gift_across(page, reload)  # kept
    page.click('[data-action="records"]')
    assert page.locator('#panel [data-record="draw/easy/2"]').inner_text().split() == ["Classic", "·", "Easy", "1", "0", "0"]
    assert page.locator('[data-action="continue"]').count() == 0  # a finished game is not offered


def test_undo_restores_the_table_and_costs_10(page, app_url):
    open_app(page, app_url, "?delay=0&seed=3")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    my_turns(page, 2)
    assert page.locator('[data-action="undo"]').is_enabled()
    before = page.evaluate(TABLE)
    take_turn(page)
    assert wait_actionable(page) == "turn"
    assert page.evaluate(TABLE) != before
    page.click('[data-action="undo"]')
    page.wait_for_function("() => document.getElementById('status').innerText.includes('took back')")
    after = page.evaluate(TABLE)
    assert {k: v for k, v in after.items() if k != "status"} == {k: v for k, v in before.items() if k != "status"}
    assert coins(page) == 20
    assert_consistent(page)


def test_unaffordable_tools_are_disabled_with_the_reason(page, app_url):
    with stored(page, {"domino.profile": {"v": 1, "coins": 12, "gift_day": "2999-01-01", "records": {}, "local": {},
                                          "daily": {}}}):
        open_app(page, app_url, "?delay=0&seed=3")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    my_turns(page, 2)
    hint = page.locator('[data-action="hint"]')
    assert hint.is_disabled() and "Needs 15 coins" in page.locator("#tools").inner_text()
    assert page.locator('[data-action="undo"]').is_enabled()
    assert page.locator('[data-action="restart"]').is_enabled()  # 5 coins after your second tile


def test_storage_forbidden_still_boots_plays_and_says_it_once(page, app_url):
    """A browser whose localStorage getter throws: the page boots, says so, and plays. (The whole
    hand on a refusing storage, to its summary, is tests/unit/test_read_back.py's.)"""
    page.add_init_script("""Object.defineProperty(window, 'localStorage', {configurable: true,
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }});""")
    open_app(page, app_url, "?delay=0&seed=3")
    assert "progress will not be kept" in page.locator("#menu-note").inner_text()
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    my_turns(page, 2)
    assert_consistent(page)
    page.click('[data-action="menu"]')
    page.wait_for_function("() => document.body.dataset.phase === 'menu'")
    assert page.locator("#menu-note").inner_text().count("progress will not be kept") == 1


def test_garbage_in_storage_is_set_aside_and_settings_and_records_screens(page, app_url):
    with stored(page, {"domino.game": "{broken", "domino.settings": {"v": 0}}):
        open_app(page, app_url, "?delay=0")
    note = page.locator("#menu-note").inner_text()
    assert "Your saved game was damaged" in note and "Your settings were damaged" in note
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('domino.backup.game.'))"
                         ".map(k => localStorage.getItem(k))") == ["{broken"]
    assert page.locator('[data-action="continue"]').count() == 0
    page.click('[data-action="settings"]')
    page.check('#panel input[data-pref="tiles"][value="contrast"]')
    page.wait_for_function("() => document.body.dataset.tiles === 'contrast'")
    page.click('#panel [data-ui="close"]')
    reload(page)
    assert page.evaluate("document.body.dataset.tiles") == "contrast"
    page.click('[data-action="records"]')
    page.click('#panel [data-ui="reset"]')
    assert "Reset records?" in page.locator("#panel").inner_text()
    page.click('#panel [data-ui="reset-yes"]')
    wait_for(page, '#panel [data-streak="0"]')
    page.click('#panel [data-ui="close"]')
    assert not page.locator("#panel").evaluate("d => d.open")


SAVED_MATCH = "() => JSON.parse(localStorage.getItem('domino.game')).match"
PROFILE_COINS = "() => JSON.parse(localStorage.getItem('domino.profile')).coins"


def handoff_to(page, name):
    """The hand-off screen for `name`, with no tile of any hand in the page."""
    page.wait_for_function(f"""() => document.body.dataset.phase === 'handoff'
        && document.querySelector('#handoff h2').innerText === 'Pass the device to {name}'""")
    assert page.locator("[data-tile]").count() == 0
    assert_unique_actions(page)


def show_tiles(page):
    page.click('[data-action="ready"]')
    page.wait_for_function("() => document.body.dataset.phase === 'playing'")


def without_status(table):
    return {k: v for k, v in table.items() if k != "status"}


def test_same_device_undo_takes_back_the_last_move_through_the_handoff_screen(page, app_url):
    """Free, one move at a time, whoever made it; the turn goes back to that player on the hand-off
    screen (no hand shown to the wrong person); the table and the save are exactly as before. The
    first undo is pressed with the keyboard: it rewrites the card and the focus goes on to its Show
    my tiles, so Enter goes on with the game (it used to fall to the page's body)."""
    open_app(page, app_url, "?delay=0&seed=11")
    start(page, mode="local", players=2, variant="draw", target=0)
    first = page.locator("#handoff h2").inner_text().removeprefix("Pass the device to ")
    second = ({"Player 1", "Player 2"} - {first}).pop()
    assert page.locator('[data-action="undo"]').count() == 0  # nothing played in this hand yet
    show_tiles(page)
    before, saved = page.evaluate(TABLE), page.evaluate(SAVED_MATCH)
    assert take_turn(page) == "play"

    # On the hand-off screen the player who just moved still holds the device: Undo is there.
    handoff_to(page, second)
    undo = page.locator('#handoff [data-action="undo"]')
    assert undo.inner_text() == f"Undo {first}'s move" and undo.is_enabled()
    assert page.locator("#tools [data-action]").count() == 0
    page.focus('#handoff [data-action="undo"]')
    page.keyboard.press("Enter")
    handoff_to(page, first)  # the turn is back with the player who made the move
    assert f"{first}'s last move was taken back." in page.locator("#handoff").inner_text()
    assert page.locator('[data-action="undo"]').count() == 0  # never past the start of the hand
    assert page.evaluate("document.activeElement.dataset.action") == "ready"
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.body.dataset.phase === 'playing'")
    assert page.locator(".me-name").inner_text() == f"{first}'s hand"
    assert without_status(page.evaluate(TABLE)) == without_status(before)
    assert page.evaluate(SAVED_MATCH) == saved
    assert_consistent(page)
    assert page.evaluate(PROFILE_COINS) == 30  # free

    # Undo on the next player's turn: their hand goes away before the device goes back.
    assert take_turn(page) == "play"
    handoff_to(page, second)
    show_tiles(page)
    assert page.locator("[data-hand] [data-tile]").count() > 0
    page.click(f'#tools [data-action="undo"]:text-is("Undo {first}\'s move")')
    handoff_to(page, first)
    gift = gift_across(page, reload_and_continue)  # the save after an undo continues exactly
    handoff_to(page, first)
    show_tiles(page)
    assert without_status(page.evaluate(TABLE)) == without_status(before)
    assert page.evaluate(SAVED_MATCH) == saved

    # A draw keeps the turn: undoing it needs no hand-off, and the tile goes back to the stock.
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        if state == "handoff":
            show_tiles(page)
            continue
        assert state == "turn", "the hand ended before anyone drew"
        if page.locator('[data-action="draw"]').count():
            break
        take_turn(page)
    drawer = page.locator(".me-name").inner_text().removesuffix("'s hand")
    before = page.evaluate(TABLE)
    page.click('[data-action="draw"]')
    # One tap on Draw digs to a fit (a tile a pace, or all at once with animation off): the dig is
    # over when the hand has grown and no draw is pending. (Waiting for exactly one tile more raced
    # the dig's 300 ms pace on a busy machine, and never saw it without animation.)
    page.wait_for_function(f"() => document.querySelectorAll('[data-hand] [data-tile]').length > {len(before['hand'])}"
                           " && !document.body.dataset.digging")
    page.click(f'#tools [data-action="undo"]:text-is("Undo {drawer}\'s move")')
    page.wait_for_function("() => document.getElementById('status').innerText.includes('taken back')")
    assert page.evaluate("document.body.dataset.phase") == "playing"
    assert without_status(page.evaluate(TABLE)) == without_status(before)
    assert_consistent(page)
    assert page.evaluate(PROFILE_COINS) == 30 + gift  # all of it free
