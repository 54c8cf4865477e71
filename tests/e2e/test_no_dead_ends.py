"""No dead end at the end of a hand, by clicks on a phone: with the hand's card
put away (See the board, or a finished lesson's All lessons then Done) the table's Menu is usable
and the only [data-action="menu"] on the page, and it takes the player to the menu."""

from __future__ import annotations

from driver import PHONE, action_names, open_app, play_to_round_over, start, wait_for

LESSONS_QUERY = "?delay=0&seed=3&howto=0"


def assert_tables_menu_usable(page):
    names = action_names(page)
    assert names.count("menu") == 1 and "show-result" in names, names
    menu = page.locator('[data-action="menu"]')
    assert menu.is_visible() and menu.is_enabled() and menu.get_attribute("id") == "table-menu"
    return menu


def test_see_the_board_then_menu_then_a_finished_lesson_list_closed_then_menu(page, app_url):
    page.set_viewport_size(PHONE)
    open_app(page, app_url, LESSONS_QUERY)
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert play_to_round_over(page) == "round-over"
    page.click('#round-dialog [data-action="see-board"]')
    page.wait_for_function("() => !document.getElementById('round-dialog').open")
    assert_tables_menu_usable(page).click()
    wait_for(page, 'body[data-phase="menu"]')
    a_finished_lesson_list_closed_then_menu(page)


def a_finished_lesson_list_closed_then_menu(page):
    """From the menu that Menu led to (the same visit): a finished lesson's All lessons, then Done."""
    page.click('[data-action="tutorial"]')
    page.click('[data-lesson-start="match-left"]')
    wait_for(page, 'body[data-lesson="match-left"][data-phase="playing"]')
    page.click('[data-hand] [data-tile="3-6"]')
    wait_for(page, '[data-lesson-done="match-left"]')
    page.click('#round-dialog [data-lesson-ui="list"]')
    page.click('#panel [data-ui="close"]')
    page.wait_for_function("() => !document.getElementById('panel').open")
    assert_tables_menu_usable(page)
    page.click('[data-action="show-result"]')          # the Well done card comes back, with its Menu
    wait_for(page, '#round-dialog[open] [data-lesson-done="match-left"]')
    assert action_names(page).count("menu") == 1 and page.locator("#table-menu").is_disabled()
    page.click('#round-dialog [data-action="menu"]')
    wait_for(page, 'body[data-phase="menu"]')
