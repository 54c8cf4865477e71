"""What a player earned, in the browser: a newer version's data never written over by an older tab,
a storage that fills up mid-game said at the table, what was set aside brought back from Settings,
and another day's Daily played as practice."""

from __future__ import annotations

import json

import pytest

from driver import (front, late_save, open_app, play_to_round_over, reload, start, stored, take_turn,
                    wait_actionable, wait_for)

from table.flow import setups

NEWER = "A newer version of Dominoes has saved in this browser"
FULL = "storage is full"

# Storage that refuses every write while window.storageFull is set (a quota reached mid-game).
FILLS_UP = """(() => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (window.storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return setItem.call(this, key, value);
  };
})()"""


def test_an_older_tab_never_writes_over_a_newer_versions_profile(page, app_url):
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    other = page.context.new_page()
    open_app(other, app_url, "?delay=0&seed=3&howto=0")
    newer = json.dumps({"v": 99, "coins": 500, "what": "a later build's profile"})
    other.evaluate("t => localStorage.setItem('domino.profile', t)", newer)  # the storage event reaches `page`
    page.wait_for_function("t => document.getElementById('menu-note').innerText.includes(t)", arg=NEWER)
    start(front(page), mode="computer", players=2, variant="draw", level="easy", target=0)
    assert play_to_round_over(page) == "round-over"
    assert page.evaluate("localStorage.getItem('domino.profile')") == newer
    reload(page)
    assert NEWER in page.locator("#menu-note").inner_text()
    assert page.evaluate("localStorage.getItem('domino.profile')") == newer
    other.close()


def note_in_view(page):
    note = page.locator("#table-note")
    note.wait_for(state="visible")
    box = note.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"], box
    return note


def test_a_storage_full_before_the_game_or_filling_up_mid_game_is_said_at_the_table(page, app_url):
    """Full before the game starts (said once on the menu long before): the table says it again
    where the player is, in sight: this game's moves are not kept, and the table goes on. (That the
    win card then claims no coins it could not store is tests/unit/test_read_back.py's, over a whole
    hand.) Then, room again, a new game from the menu says nothing, until writes fail halfway: the
    table says so, and the next write that goes through saves the game again."""
    page.add_init_script(FILLS_UP)
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    page.evaluate("window.storageFull = true")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    note_in_view(page)
    assert wait_actionable(page) == "turn"
    take_turn(page)  # a move on a full storage: the table goes on
    assert wait_actionable(page) in ("turn", "round-over")

    page.evaluate("window.storageFull = false")
    page.click('[data-action="menu"]')
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    assert page.locator("#table-note").is_hidden()
    page.evaluate("window.storageFull = true")
    take_turn(page)
    assert FULL in note_in_view(page).inner_text()
    page.evaluate("window.storageFull = false")
    take_turn(page)  # the next write goes through: the game is saved again
    saved = page.evaluate("JSON.parse(localStorage.getItem('domino.game')).match.hands[0].length")
    assert saved >= 2


def test_settings_bring_back_what_was_set_aside(page, app_url):
    rich = {"v": 2, "coins": 345, "gift_day": "2999-01-01", "records": {"draw/hard": {"win": 4}}, "local": {},
            "daily": {}, "settled": [],
            "totals": {"played": 0, "wins": 0, "streak": 0, "best": 0, "last": None, "last_win": None}}
    with stored(page, {"domino.backup.profile.2026-11-30.1": rich}):
        open_app(page, app_url, "?delay=0&seed=3&howto=0")
    assert page.locator("#menu-coins").inner_text().startswith("30")
    page.click('[data-action="settings"]')
    button = page.locator('#panel [data-ui="bring-back"][data-day="2026-11-30"]')
    assert button.inner_text() == "Bring back what was set aside on Nov 30, 2026"
    button.click()
    wait_for(page, '#panel .set-aside [role="status"]')   # what Bring back did, said
    page.click('#panel [data-ui="close"]')
    assert page.locator("#menu-coins").inner_text().startswith("345")
    reload(page)
    assert page.locator("#menu-coins").inner_text().startswith("345")
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('domino.backup.profile.'))"
                         ".map(k => JSON.parse(localStorage.getItem(k)).coins)")
    assert kept == [345, 30]  # the copy (merged into the profile, so kept) and the profile it replaced


def test_another_days_daily_is_practice_and_says_so(page, app_url):
    """The menu's Daily of another day (?date=) says practice; that Daily, started as practice (as
    the menu starts it: tests/unit/test_match_sheet_rows.py, every hand played) and continued at
    its last turn, ends unrecorded."""
    # One visit: the menu looked at, then the saved Daily continued at its last turn.
    with stored(page, {"domino.game": late_save(setups.daily("2026-11-01", replay=True))}):
        open_app(page, app_url, "?delay=0&date=2026-11-01&howto=0")
    daily = page.locator('#menu-daily [data-ui="daily"]')
    assert "practice, not recorded" in daily.inner_text()
    page.click('[data-action="continue"]')
    assert wait_actionable(page) == "turn"
    for _ in range(40):  # a match to 50: hands until someone gets there
        phase = play_to_round_over(page)
        if phase == "match-over":
            break
        page.click('#round-dialog [data-action="next-hand"]')
        page.wait_for_function("() => document.body.dataset.phase === 'playing'")
    assert phase == "match-over"
    assert "Another day's Daily is practice: not recorded." in page.locator("#round-body").inner_text()
    profile = page.evaluate("JSON.parse(localStorage.getItem('domino.profile'))")
    assert profile["daily"] == {} and profile["totals"]["played"] == 0


MISSING = {
    "no BroadcastChannel": "delete window.BroadcastChannel;",
    "a BroadcastChannel that throws": "window.BroadcastChannel = function () { throw new Error('refused'); };",
    "an indexedDB getter that throws": """Object.defineProperty(window, 'indexedDB', {configurable: true,
        get() { throw new DOMException('refused', 'SecurityError'); }});""",
}


@pytest.mark.parametrize("case", sorted(MISSING))
def test_a_browser_missing_a_service_boots_with_what_was_saved(page, app_url, case):
    page.add_init_script("if (!localStorage.getItem('domino.profile')) localStorage.setItem('domino.profile',"
                         " JSON.stringify({v: 1, coins: 123}));" + MISSING[case])
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    assert page.locator("#menu-coins").inner_text().startswith("123")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    take_turn(page)
    assert wait_actionable(page) in ("turn", "round-over")
