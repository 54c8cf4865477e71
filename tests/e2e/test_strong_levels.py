"""Hard and Expert at the table, and the Hint."""

from __future__ import annotations

from driver import assert_consistent, open_app, start, take_turn, turn_with_priced_hint, wait_actionable, wait_for


def test_a_strong_level_answers_in_the_browser(page, app_url):
    """Hard and Expert think in Pyodide (Expert in slices between frames): the person's turn comes
    back after each of theirs, the table adding up; Hard's game, then Expert's from the menu. The
    whole hand against each level is tests/unit/test_controller.py's
    (test_a_whole_hand_against_a_strong_level)."""
    open_app(page, app_url, "?delay=0&seed=31")
    for level in ("hard", "expert"):
        if level == "expert":
            page.click('[data-action="menu"]')
        start(page, mode="computer", players=2, variant="draw", level=level, target=0)
        for _ in range(3):
            assert wait_actionable(page) == "turn", level
            assert_consistent(page)
            take_turn(page)
        assert wait_actionable(page) in ("turn", "round-over"), level
        assert_consistent(page)


def test_hint_lights_a_legal_move_and_costs_15_coins(page, app_url):
    open_app(page, app_url, "?delay=0&seed=3")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    turn_with_priced_hint(page)  # a turn with a choice of tiles (a forced move's hint is free)
    assert page.locator('#tools .coins').get_attribute("data-coins") == "30"
    page.click('[data-action="hint"]')
    wait_for(page, '[data-hint="true"]')
    assert page.locator('#tools .coins').get_attribute("data-coins") == "15"
    lit = page.locator('[data-hand] [data-hint="true"]')
    assert lit.count() == 1 and lit.get_attribute("data-playable") == "true"
    assert page.locator('[data-action="hint"]').is_disabled()  # shown already: nothing more to buy
    assert "Hint: play" in page.locator("#status").inner_text()
    tile = lit.get_attribute("data-tile")
    ends = page.locator('[data-end][data-hint="true"]')
    lit.click()
    if ends.count() and page.locator("[data-end]:not([disabled])").count():
        ends.click()
    page.wait_for_function(f"""() => !document.querySelector('[data-hand] [data-tile="{tile}"]')""")
    assert page.locator("[data-hint]").count() == 0
