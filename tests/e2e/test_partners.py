"""Two against two on the built app (docs/rules.md §5 and §8), through clicks: a round with a
computer partner against two computers at a phone's size and a desktop's (the menu's Teams and
Partner rows, the partner marked across the table with its tiles hidden, the teams on the score
bar, the round's card by team), the same-device hand-off naming each player's partner, the
records kept apart, and the tutorial's lesson on playing for your partner."""

from __future__ import annotations

import re

from driver import (PHONE, assert_consistent, assert_partner_across, assert_round_dialog, continue_saved, late_save,
                    no_sideways_scroll, open_app, play_out, play_to_round_over, round_teams, start, take_turn,
                    teams_shown, wait_actionable, wait_for)

from table.flow import setups

SIZES = [PHONE, {"width": 1280, "height": 800}]
QUERY = "?delay=0&seed=8&howto=0"
PAIRS = dict(mode="computer", players=4, variant="draw", teams="pairs", level="easy", partner="medium")
TITLE = re.compile(r"Your team wins!|Computer 1 and Computer 3 win|Draw")


def test_a_round_of_two_against_two_through_clicks(page, app_url):
    """The menu's Teams and Partner rows; then a round at a phone's size and one at a desktop's, new
    games from the menu of one page (the second another deal of the page's seed)."""
    page.set_viewport_size(SIZES[0])
    open_app(page, app_url, QUERY)
    page.check('[data-setting="players"] input[value="4"]')
    assert page.locator('[data-setting="teams"]').is_visible()
    assert not page.locator('[data-setting="partner"]').is_visible()  # asked with 2 vs 2 only
    page.check('[data-setting="teams"] input[value="pairs"]')
    assert page.locator('[data-setting="partner"]').is_visible()
    assert page.inner_text('[data-setting="level"] .seg-name').lower() == "opponents"
    assert page.locator('[data-setting="target"] input[value="50"]').is_disabled()
    assert page.locator('[data-setting="target"] input[value="200"]').is_enabled()
    assert "2 vs 2" in page.inner_text("#variant-note")
    for size in SIZES:
        page.set_viewport_size(size)
        if page.evaluate("document.body.dataset.phase") != "menu":
            page.click('#round-dialog [data-action="menu"]')
            wait_for(page, 'body[data-phase="menu"]')
        a_round_of_two_against_two(page, size)


def a_round_of_two_against_two(page, size):
    start(page, **PAIRS, target=100)
    seen = []

    def look(p):
        assert_consistent(p, total=28)  # five each and eight in the stock: every tile counted, once
        assert p.locator("#seats [data-tile]").count() == 0  # the partner's tiles too: counts only
        assert_partner_across(p, "Computer 2")
        shown = teams_shown(p)
        assert [t["label"].split(":")[0] for t in shown["teams"]] == ["You & Computer 2", "Computer 1 & Computer 3"]
        assert shown["target"] == "to 100"
        names = [t["shown"] for t in shown["teams"]]
        assert names == (["You & Comp 2", "Comp 1 & Comp 3"] if size == PHONE else
                         ["You & Computer 2", "Computer 1 & Computer 3"])
        box = p.locator("#scores").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"]
        assert p.evaluate("""() => [...document.querySelectorAll('#scores .score-name')].every(
            e => e.scrollWidth <= e.clientWidth + 1)""")  # no team's name cut short
        no_sideways_scroll(p)
        seen.append(shown)

    assert play_to_round_over(page, look) in ("round-over", "match-over")
    assert seen
    text = assert_round_dialog(page)
    assert TITLE.search(page.inner_text("#round-title"))
    teams = round_teams(page)
    assert [name for name, *_ in teams] == ["You & Computer 2", "Computer 1 & Computer 3"]
    bar = [t["score"] for t in teams_shown(page)["teams"]]
    assert [score for _, _, score, _ in teams] == bar
    won = [w for *_, w in teams]
    if "Draw" in text.split("\n")[0]:
        assert not any(won) and bar == [0, 0]
    else:
        winner = won.index(True)
        assert bar[winner] > 0 and bar[1 - winner] == 0
        assert "other team's" in page.inner_text("#round-body .detail")
        assert page.inner_text("#round-title") == ("Your team wins!" if winner == 0 else "Computer 1 and Computer 3 win")
    assert "2 vs 2, vs Easy, partner Medium, to 100" in page.inner_text('#round-body [data-action="new-game"]')
    no_sideways_scroll(page)


def test_the_tutorials_partner_lesson_then_same_device_two_against_two_names_each_partner(page, app_url):
    """The tutorial's lesson on playing for your partner; then, from the menu, a same-device 2 vs 2
    hand whose hand-off names each player's partner."""
    page.set_viewport_size(PHONE)
    open_app(page, app_url, QUERY)
    the_tutorial_teaches_playing_for_your_partner(page)
    page.click('#round-dialog [data-action="menu"]')
    wait_for(page, 'body[data-phase="menu"]')
    start(page, mode="local", players=4, variant="block", teams="pairs", target=0)
    names = [f"Player {n}" for n in range(1, 5)]
    turns = 0

    def look(p):
        nonlocal turns
        me = int(p.evaluate("document.body.dataset.turn"))
        assert_partner_across(p, names[(me + 2) % 4])
        assert p.locator("#seats [data-tile]").count() == 0
        turns += 1

    for _ in range(12):  # the first turns, each behind its hand-off card
        state = wait_actionable(page)
        if state != "handoff":
            break
        me = int(page.evaluate("document.body.dataset.turn"))
        assert page.inner_text("#handoff .handoff-team") == f"Partner: {names[(me + 2) % 4]}"
        assert page.locator("[data-tile]").count() == 0  # nobody's tiles, the partner's neither
        page.click('[data-action="ready"]')
        assert wait_actionable(page) == "turn"
        look(page)
        take_turn(page)
    assert turns >= 4
    assert play_out(page, take_turn, look) == "round-over"
    assert re.fullmatch(r"Player [13] and Player [13] win|Player [24] and Player [24] win|Draw",
                        page.inner_text("#round-title"))


def test_a_two_against_two_game_is_recorded_apart(page, app_url):
    cfg = {name: str(value) for name, value in PAIRS.items()}
    continue_saved(page, app_url, late_save(setups.new_game({**cfg, "target": "0"}, "8", 0, 0)))
    assert play_to_round_over(page) == "round-over"
    title = page.inner_text("#round-title")
    expected = {"Your team wins!": ["1", "0", "0"], "Computer 1 and Computer 3 win": ["0", "1", "0"],
                "Draw": ["0", "0", "1"]}[title]
    page.click('#round-dialog [data-action="menu"]')
    page.wait_for_function("() => document.body.dataset.phase === 'menu'")
    page.click('[data-action="records"]')
    table = page.locator('#panel table[data-players="pairs"]')
    assert "vs computer · 2 vs 2" in table.inner_text().lower()
    assert table.locator('[data-record="draw/easy/pairs"] td').all_inner_texts() == expected  # won, lost, drawn
    assert page.locator('#panel [data-record="draw/easy/4"]').count() == 0  # not among four each alone


def the_tutorial_teaches_playing_for_your_partner(page):
    page.click('[data-action="tutorial"]')
    page.click('[data-lesson-start="partner-open"]')
    wait_for(page, 'body[data-lesson="partner-open"][data-phase="playing"]')
    assert_partner_across(page, "Computer 2")
    assert page.locator("#seats [data-tile]").count() == 0
    page.click('[data-hand] [data-tile="5-6"]')  # fits the 5 only: laid there at once, and refused
    wait_for(page, '.lesson-feedback[data-feedback="wrong"]')
    assert "not what this practice asks" in page.inner_text(".lesson-feedback")
    page.click('[data-hand] [data-tile="2-3"]')
    wait_for(page, '[data-lesson-done="partner-open"]')
    assert "your team wins the hand" in page.inner_text("[data-lesson-done]")
    assert page.locator("[data-chain] [data-tile]").count() == 2
