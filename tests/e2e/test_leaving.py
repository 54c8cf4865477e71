"""Leaving a game and Restart through the page: each asks first in the panel (the focus on Cancel,
kept inside the dialog, given back on closing), Cancel keeps the game, and leaving a game against
the computer counts as a loss, shown on the records screen under its player count."""

from __future__ import annotations


from audits import axe_results, describe
from driver import AUDIT_QUERY, CHAIN_AND_HAND, PHONE, one_move_in, stored, take_turn, wait_actionable, wait_for

PANEL_OPEN = "() => document.getElementById('panel').open"
PANEL_SHUT = "() => !document.getElementById('panel').open"
FOCUS = """() => { const a = document.activeElement;
  return {ui: a.dataset.ui || null, action: a.dataset.action || null, inPanel: !!a.closest('#panel'),
          body: a === document.body}; }"""
RECORDS = "() => JSON.parse(localStorage.getItem('domino.profile') || '{}').records || {}"


def no_severe_violation(page, name):
    severe = describe(axe_results(page)["violations"])
    assert not severe, f"{name}: " + "\n".join(severe)


def test_restart_and_leaving_ask_and_leaving_counts_as_a_loss(page, app_url):
    page.set_viewport_size(PHONE)
    one_move_in(page, app_url, AUDIT_QUERY)
    take_turn(page)  # a second tile of the person's: Restart has a price now
    assert wait_actionable(page) == "turn"
    before = page.evaluate(CHAIN_AND_HAND)

    # Restart asks, by the keyboard: the focus on Cancel and kept in the dialog; Escape keeps the game.
    page.focus('#tools [data-action="restart"]')
    page.keyboard.press("Enter")
    wait_for(page, '#panel[data-panel="restart"][open]')
    assert page.locator("#panel-title").inner_text() == "Restart this game?"
    assert "It costs 5 coins." in page.locator("#panel").inner_text()
    assert page.evaluate(FOCUS) == {"ui": "stay", "action": None, "inPanel": True, "body": False}
    no_severe_violation(page, "restart question")
    seen = []
    for _ in range(4):  # the modal dialog's two buttons, then the browser's own controls, then back
        page.keyboard.press("Tab")
        at = page.evaluate(FOCUS)
        assert at["inPanel"] or at["body"], at  # nothing of the page behind it
        seen.append(at["ui"])
    assert {"stay", "replace"} <= set(seen)
    page.keyboard.press("Escape")
    page.wait_for_function(PANEL_SHUT)
    assert page.evaluate(FOCUS)["action"] == "restart"  # given back to the button that opened it
    assert page.evaluate(CHAIN_AND_HAND) == before

    # Cancel by a click keeps it too, and no coins go.
    coins = page.locator("#tools .coins").get_attribute("data-coins")
    page.click('#tools [data-action="restart"]')
    page.wait_for_function(PANEL_OPEN)
    page.click('#panel [data-ui="stay"]')
    page.wait_for_function(PANEL_SHUT)
    assert page.evaluate(CHAIN_AND_HAND) == before
    assert page.locator("#tools .coins").get_attribute("data-coins") == coins

    # Menu, then New game: it asks, saying leaving is a loss; Cancel keeps the game to continue.
    page.click("#table-menu")
    page.wait_for_function("() => document.body.dataset.phase === 'menu'")
    page.click('[data-action="new-game"]')
    wait_for(page, '#panel[data-panel="leave"][open]')
    assert page.locator("#panel-title").inner_text() == "Leave this game?"
    assert "counts as a loss against the computer" in page.locator("#panel").inner_text()
    assert page.evaluate(FOCUS)["ui"] == "stay"
    no_severe_violation(page, "leave question")
    page.click('#panel [data-ui="stay"]')
    page.wait_for_function(PANEL_SHUT)
    assert page.evaluate("() => document.body.dataset.phase") == "menu"
    assert page.evaluate(RECORDS) == {}
    page.click('[data-action="continue"]')
    assert wait_actionable(page) == "turn"
    assert page.evaluate(CHAIN_AND_HAND) == before

    # Leaving for real: a new game starts and the one left is a loss, once, under 2 players.
    page.click("#table-menu")
    page.wait_for_function("() => document.body.dataset.phase === 'menu'")
    page.click('[data-action="new-game"]')
    page.wait_for_function(PANEL_OPEN)
    page.click('#panel [data-ui="replace"]')
    page.wait_for_function("() => document.body.dataset.phase === 'playing'")
    assert page.evaluate(RECORDS) == {"draw/easy/2": {"win": 0, "loss": 1, "draw": 0}}
    page.reload()  # a reload is not leaving: the new game goes on, nothing more is recorded
    wait_for(page, 'body[data-ready="1"]', state="attached")
    page.click('[data-action="continue"]')
    page.wait_for_function("() => document.body.dataset.phase === 'playing'")
    assert page.evaluate(RECORDS) == {"draw/easy/2": {"win": 0, "loss": 1, "draw": 0}}

    page.click("#table-menu")
    page.wait_for_function("() => document.body.dataset.phase === 'menu'")
    page.click('[data-action="records"]')
    wait_for(page, '#panel[data-panel="records"][open]')
    assert page.locator('#panel table[data-players="2"] thead th').first.text_content() == "vs Computer · 2 players"
    row = page.locator('#panel [data-record="draw/easy/2"]').inner_text().split()
    assert row == ["Classic", "·", "Easy", "0", "1", "0"]
    no_severe_violation(page, "records")


def test_records_kept_before_player_counts_stay_on_the_records_screen(page, app_url):
    page.set_viewport_size({"width": 844, "height": 390})
    old = {"v": 2, "coins": 64, "gift_day": "2026-01-01", "local": {}, "daily": {}, "settled": [],
           "records": {"draw/easy": {"win": 4, "loss": 2, "draw": 1}},
           "totals": {"played": 0, "wins": 0, "streak": 0, "best": 0, "last": None, "last_win": None}}
    with stored(page, {"domino.profile": old}):
        page.goto(app_url + AUDIT_QUERY)
        wait_for(page, 'body[data-ready="1"]', state="attached")
    page.click('[data-action="records"]')
    wait_for(page, '#panel[data-panel="records"][open]')
    group = page.locator('#panel table[data-players=""]')
    assert group.locator("thead th").first.text_content() == "vs Computer · earlier, all player counts"
    assert group.locator('[data-record="draw/easy"]').inner_text().split() == ["Classic", "·", "Easy", "4", "2", "1"]
    no_severe_violation(page, "earlier records")
