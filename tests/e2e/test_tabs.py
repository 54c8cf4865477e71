"""Two tabs of the game in one browser: coins and records are never lost, and a game is played in
one tab at a time, moved to another only when the player asks."""

from __future__ import annotations

from driver import (continue_saved, front, late_save, one_move_in, open_app, play_to_round_over, start, take_turn,
                    turn_with_priced_hint, wait_actionable, wait_for)

from table.flow import setups

TABLE = """() => ({
  hand: [...document.querySelectorAll('[data-hand] [data-tile]')].map(e => e.dataset.tile),
  chain: [...document.querySelectorAll('[data-chain] [data-tile]')].map(e => e.dataset.tile),
  stock: document.querySelector('[data-stock]').innerText,
})"""
STORED = "() => JSON.parse(localStorage.getItem('domino.profile'))"


def test_a_game_moves_to_another_tab_only_when_asked_and_the_first_tab_stops(context, app_url):
    """A new game over another open tab's game asks first too; said yes to, the first tab stops."""
    one, two = context.new_page(), context.new_page()
    one_move_in(front(one), app_url)
    open_app(front(two), app_url, "?delay=0&seed=3")
    saved = one.evaluate("localStorage.getItem('domino.game')")

    # A new game (or the Daily) over the other open tab's game asks first, and "Not now" changes nothing.
    for start_it in ('[data-action="new-game"]', '[data-ui="daily"]'):
        two.click(start_it)
        wait_for(two, '#panel[data-panel="replace"]')
        two.click('#panel [data-ui="stay"]')
        assert two.evaluate("document.body.dataset.phase") == "menu", start_it
        assert one.evaluate("localStorage.getItem('domino.game')") == saved, start_it

    # Continue is asked every time, and "Not now" changes nothing.
    for _ in range(2):
        two.click('[data-action="continue"]')
        wait_for(two, '#panel[data-panel="take-over"]')
        two.click('#panel [data-ui="stay"]')
        assert two.evaluate("document.body.dataset.phase") == "menu"
    assert one.evaluate("localStorage.getItem('domino.game')") == saved
    assert one.locator('#panel[open]').count() == 0

    two.click('[data-action="continue"]')
    two.click('#panel [data-ui="take-over"]')
    assert wait_actionable(two) == "turn"
    assert two.evaluate(TABLE) == one.evaluate(TABLE)  # from the latest move
    wait_for(one, '#panel[data-panel="stale"]')  # told at once, before touching anything
    assert "Your turn" not in one.locator("#status").inner_text()
    assert "another tab" in one.locator("#status").inner_text()
    take_turn(two)
    assert wait_actionable(two) == "turn"
    latest = two.evaluate("localStorage.getItem('domino.game')")

    # The first tab does nothing now: a click on a tile only says why, and nothing is written.
    front(one).click('#panel [data-ui="stay"]')
    before = one.evaluate(TABLE)
    one.locator('[data-hand] [data-tile]').first.click()
    wait_for(one, '#panel[data-panel="stale"][open]')
    assert one.evaluate(TABLE) == before
    assert one.evaluate("localStorage.getItem('domino.game')") == latest

    # Taking it back plays on from the other tab's latest move, and that tab stops in turn.
    one.click('#panel [data-ui="take-over"]')
    assert wait_actionable(one) == "turn"
    assert one.evaluate(TABLE) == two.evaluate(TABLE)
    wait_for(two, '#panel[data-panel="stale"]')

    # A new game over it, asked and said yes to from a fresh visit of the other tab: the first stops.
    open_app(front(two), app_url, "?delay=0&seed=3")
    two.click('[data-action="new-game"]')
    two.click('#panel [data-ui="replace"]')
    assert wait_actionable(two) == "turn"
    wait_for(one, '#panel[data-panel="stale"]')


def test_a_closed_tab_s_game_is_continued_without_asking(context, app_url):
    one = context.new_page()
    one_move_in(one, app_url)
    before = one.evaluate(TABLE)
    one.close()
    two = context.new_page()
    open_app(two, app_url, "?delay=0&seed=3")
    two.click('[data-action="continue"]')
    assert wait_actionable(two) == "turn"
    assert two.evaluate(TABLE) == before


def test_coins_and_records_won_in_one_tab_survive_the_other_tab_s_spending(context, app_url):
    one, two = context.new_page(), context.new_page()
    open_app(two, app_url, "?delay=0&seed=3")  # opened first: its copy of the profile is older
    cfg = {"mode": "computer", "players": "2", "variant": "draw", "level": "easy", "target": "0"}
    continue_saved(front(one), app_url, late_save(setups.new_game(cfg, "3", 0, 0)))  # a hand won or lost in one
    assert play_to_round_over(one) == "round-over"
    after_one = one.evaluate(STORED)
    assert sum(after_one["records"]["draw/easy/2"].values()) == 1
    # The other tab's menu follows at once.
    wait_for(two, f'#menu-coins .coins[data-coins="{after_one["coins"]}"]')

    start(front(two), mode="computer", players=2, variant="draw", level="easy", target=0)
    turn_with_priced_hint(two)
    two.click('#tools [data-action="hint"]')
    wait_for(two, '[data-hint="true"]')
    stored = two.evaluate(STORED)
    assert stored["coins"] == after_one["coins"] - 15
    assert stored["records"] == after_one["records"]
