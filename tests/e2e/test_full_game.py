"""Mexican Train's full game in the browser (docs/rules.md §3): ten rounds, engines 9-9 down to
0-0, each player's pips added up, the lowest total wins. The menu offers it for Mexican Train only;
the score bar shows the round, its engine and the totals; a round ends on a summary with the score
sheet and "Next round"; the match ends on the engine's winner, and records and coins follow it.

Every wait is on page state; `?delay=0` keeps the computers fast and `?seed=` the deal repeatable.
"""

from __future__ import annotations

import json
import re

from driver import (PHONE, assert_train_table, continue_game, continue_saved, no_sideways_scroll, open_app, play_out,
                    reload, start, take_train_turn, train_stats, wait_actionable)

import domino

BOARD = """() => ({
  round: document.querySelector('#scores .score-round .long').textContent,
  scores: [...document.querySelectorAll('#scores .score')].map(e => e.getAttribute('aria-label')),
  hub: document.querySelector('.hub').getAttribute('aria-label'),
})"""

# What the table shows of the game (not the chrome around it, whose attributes may come in another order;
# nor the arrival animation of the tile just placed, a moment that Continue does not replay).
TABLE_HTML = """() => ['scores', 'stock', 'seats', 'board', 'status', 'actions', 'me', 'hand'].map(id => {
  const copy = document.getElementById(id).cloneNode(true);
  copy.querySelectorAll('.arriving').forEach(e => e.classList.remove('arriving'));
  return copy.innerHTML;
})"""

SHEET = """() => [...document.querySelectorAll('dialog .sheet tbody tr')].map(r =>
  [...r.querySelectorAll('td[data-seat]')].map(td => [Number(td.dataset.score), Number(td.dataset.total)]))"""

# The round's summary: each row's name, pips of the round and total (the last two columns).
SUMMARY = """() => [...document.querySelectorAll('dialog table.summary:not(.sheet) tbody tr')].map(r => {
  const nums = [...r.querySelectorAll('td.num')].map(td => Number(td.innerText));
  return {name: r.querySelector('th').innerText.replace(' ★', ''), pips: nums[0], total: nums[1],
          star: r.classList.contains('winner')};
})"""


def play_round(page, players):
    stats = train_stats()
    return play_out(page, lambda p: take_train_turn(p, stats), on_step=lambda p: assert_train_table(p, players))


def test_full_game_menu_round_one_to_round_two_and_continue(page, app_url):
    page.set_viewport_size(PHONE)
    open_app(page, app_url, "?delay=0&seed=4")
    rounds_row = page.locator('[data-setting="rounds"]')
    target_row = page.locator('[data-setting="target"]')
    assert target_row.is_visible() and not rounds_row.is_visible()  # Classic: points, no rounds
    page.check('[data-setting="variant"] input[value="mexican"]')
    assert rounds_row.is_visible() and not target_row.is_visible()  # Mexican Train: rounds, no points
    page.check('[data-setting="rounds"] input[value="10"]')
    assert "10 rounds, engines 9" in page.locator("#variant-note").inner_text()
    start(page, mode="computer", players=2, level="easy")

    board = page.evaluate(BOARD)
    assert board == {"round": "Round 1 of 10 · engine 9-9", "scores": ["You: 0 pips", "Computer 1: 0 pips"],
                     "hub": "Engine 9-9"}
    assert page.locator("#scores .score-round .short").inner_text() == "R1/10 · 9-9"  # the phone's words
    no_sideways_scroll(page)

    assert play_round(page, 2) == "round-over"
    dialog = page.locator("dialog#round-dialog")
    title = dialog.locator("h2").inner_text()
    assert re.fullmatch(r"You win round 1!|Computer 1 wins round 1|Round 1 is a draw", title), title
    summary = page.evaluate(SUMMARY)
    pips = [row["pips"] for row in summary]
    assert [row["total"] for row in summary] == pips  # after round 1 the totals are round 1's pips
    assert page.evaluate(SHEET) == [[[p, p] for p in pips]]
    assert "Next: round 2 of 10, engine 8\u20118." in dialog.locator(".goal").inner_text()  # a hyphen never broken
    low = min(pips)
    leaders = [row["name"] for row in summary if row["pips"] == low]
    assert " and ".join(leaders) in dialog.locator(".detail").inner_text()
    assert dialog.locator('[data-action="next-hand"]').inner_text() == "Next round"
    no_sideways_scroll(page)

    page.click('dialog [data-action="next-hand"]')
    assert wait_actionable(page) in ("turn", "round-over")
    board = page.evaluate(BOARD)
    assert board == {"round": "Round 2 of 10 · engine 8-8", "hub": "Engine 8-8",
                     "scores": [f"You: {pips[0]} pips", f"Computer 1: {pips[1]} pips"]}
    assert_train_table(page, 2)
    if wait_actionable(page) == "turn":
        take_train_turn(page, train_stats())
        wait_actionable(page)
    before = page.evaluate(TABLE_HTML)

    # Reload: Continue brings back round 2 of the full game exactly.
    reload(page)
    continue_game(page)
    wait_actionable(page)
    assert page.evaluate(BOARD) == board
    assert page.evaluate(TABLE_HTML) == before

    # Restart deals the same kind of game again: the full game, from round 1 (once it is asked).
    page.click('[data-action="restart"]')
    page.click('#panel[data-panel="restart"] [data-ui="replace"]')
    page.wait_for_function("() => document.querySelector('.hub').getAttribute('aria-label') === 'Engine 9-9'")
    assert page.evaluate(BOARD)["round"] == "Round 1 of 10 · engine 9-9"


def last_round_save(seed):
    """A full game played by the engine's Easy players up to round 10, stopped where seat 0 (the
    person) lays their last tile on the next click, or None for this seed. Returns the saved game
    document and each seat's total after that click (the person out, so 0 pips more)."""
    rules = domino.Rules(variant="mexican", players=2, full_game=True)
    match = domino.new_match(rules, seed=seed)
    while match.hand_number < 10:
        game = match.game
        while not game.is_over:
            game.apply(domino.choose_move("easy", game.observation(game.current_player), seed=len(game.history)))
        match.next_hand()
    game = match.game
    while not game.is_over:
        seat = game.current_player
        if seat == 0 and len(game.hand(0)) == 1 and any(m.kind == "play" for m in game.legal_moves()):
            totals = [match.scores[0], match.scores[1] + sum(a + b for a, b in game.hand(1))]
            cfg = {"mode": "computer", "players": "2", "variant": "mexican", "level": "easy",
                   "target": "0", "rounds": "10", "seed": seed}
            doc = {"v": 1, "match": match.to_json(),
                   "table": {"cfg": cfg, "names": ["You", "Computer 1"], "last": "", "fresh": None}}
            return doc, totals
        game.apply(domino.choose_move("easy", game.observation(seat), seed=len(game.history)))
    return None


def test_the_match_goes_to_the_lowest_total_not_to_the_last_rounds_winner(page, app_url):
    """Round 10 ends with the person laying their last tile (they win the round), yet the match
    goes to whoever has the lowest total: the dialog, the records and the coins say so."""
    for seed in range(1, 200):
        found = last_round_save(seed)
        if found and found[1][0] > found[1][1]:
            break
    else:
        raise AssertionError("no deal where the last round's winner loses the match")
    doc, totals = found
    coins = continue_saved(page, app_url, doc)
    assert page.evaluate(BOARD)["round"] == "Round 10 of 10 · engine 0-0"
    assert page.locator("[data-hand] [data-tile]").count() == 1
    take_train_turn(page, train_stats())
    page.wait_for_function("() => document.body.dataset.phase === 'match-over'")
    dialog = page.locator("dialog#round-dialog")
    assert dialog.locator("h2").inner_text() == "Computer 1 wins the match"
    detail = dialog.locator(".detail").inner_text()
    assert detail.startswith("Final totals after round 10. You played your last tile.")
    assert f"Computer 1 finishes with the lowest total, {totals[1]} pips." in detail
    summary = page.evaluate(SUMMARY)
    assert [row["total"] for row in summary] == totals and [row["star"] for row in summary] == [False, True]
    sheet = page.evaluate(SHEET)
    assert len(sheet) == 10 and [cell[1] for cell in sheet[-1]] == totals
    assert dialog.locator('[data-action="next-hand"]').count() == 0
    profile = json.loads(page.evaluate("localStorage.getItem('domino.profile')"))
    assert profile["records"]["mexican/easy/2"] == {"win": 0, "loss": 1, "draw": 0}
    assert profile["coins"] == coins  # a loss pays nothing
    assert page.evaluate("localStorage.getItem('domino.game')") is None


def test_a_phones_score_bar_names_the_computers_and_keeps_one_line(page, app_url):
    """Four players, the round and three-digit totals: 'Comp 1' (not 'C1'), and the bar one line
    inside the page at 390x844 and 568x320."""
    page.set_viewport_size(PHONE)
    open_app(page, app_url, "?delay=0&seed=4&howto=0")
    start(page, variant="mexican", players="4", rounds="10", level="easy")
    page.evaluate("() => document.querySelectorAll('#scores .score b').forEach(b => b.textContent = '188')")
    bar = page.locator("#scores")
    for size in (PHONE, {"width": 568, "height": 320}):
        page.set_viewport_size(size)
        assert bar.inner_text().split() == ["R1/10", "·", "9-9", "You", "188"] + "Comp 1 188 Comp 2 188 Comp 3 188".split()
        assert bar.evaluate("e => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().height < 24"
                            " && e.getBoundingClientRect().right <= innerWidth")
