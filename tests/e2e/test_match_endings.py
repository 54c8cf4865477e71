"""The end of a match and of the Daily on a phone (390x844), played through clicks: the score sheet
hand by hand on the match-over card, and the Daily's streak and wait for the next one. Each match
is continued from a save at the person's last turn (driver.late_save): the sheet's numbers hand by
hand are tests/unit/test_match_sheet_rows.py's; here, the card the page draws of them."""

from __future__ import annotations

import re

from driver import PHONE, continue_saved, late_save, no_sideways_scroll, play_to_round_over

from table.flow import setups

# The card's own summary of the hand: each player's running score (its last column).
SCORES = """() => [...document.querySelectorAll('#round-body table.summary:not(.sheet) tbody tr')]
  .map(r => Number(r.querySelector('td.num:last-child').innerText))"""
SHEET = """() => { const t = document.querySelector('#round-body table.sheet');
  return t && {
    caption: t.caption.textContent, heads: [...t.tHead.rows[0].cells].map(c => [c.scope, c.className]),
    rows: [...t.tBodies[0].rows].map(r => ({hand: Number(r.dataset.number), winner: r.dataset.winner,
      scores: [...r.querySelectorAll('td[data-seat]')].map(c => Number(c.dataset.score)),
      totals: [...r.querySelectorAll('td[data-seat]')].map(c => Number(c.dataset.total))})),
    foot: [...t.tFoot.querySelectorAll('td')].map(c => Number(c.dataset.total)) }; }"""
# The sheet's box and the card: the box scrolls, the card never gets wider than the screen.
FITS = """() => { const box = document.querySelector('#round-body .sheet-wrap').getBoundingClientRect();
  const card = document.querySelector('#round-dialog').getBoundingClientRect();
  return {box: [box.left, box.right], card: [card.left, card.right], width: innerWidth}; }"""


# The card's title inside the dialog's view; the sheet's last hand above its pinned total, in the
# sheet's own view.
CARD_SEEN = """() => {
  const box = e => e.getBoundingClientRect();
  const d = box(document.getElementById('round-dialog')), t = box(document.querySelector('#round-dialog h2'));
  const wrap = document.querySelector('#round-body .sheet-wrap'), w = box(wrap);
  const rows = wrap.querySelectorAll('tbody tr'), last = box(rows[rows.length - 1]);
  const foot = box(wrap.querySelector('tfoot'));
  return {title: t.top >= d.top - 1 && t.bottom <= d.bottom + 1,
          latest: last.top >= w.top - 1 && last.bottom <= Math.min(foot.top, w.bottom) + 1,
          scrolled: [document.getElementById('round-dialog').scrollTop, wrap.scrollTop, wrap.scrollHeight - wrap.clientHeight]};
}"""


def long_match() -> dict:
    """A 2 vs 2 match of Block to 100 (seed 5) saved at the person's last turn: its eighth hand."""
    cfg = {"mode": "computer", "players": "4", "variant": "block", "teams": "pairs", "level": "medium",
           "partner": "hard", "target": "100"}
    return late_save(setups.new_game(cfg, "5", 0, 0))


def to_the_end(page):
    """Play the hands left to the match's end; each hand's scores as its card showed them."""
    after = []  # each hand's scores as its card showed them
    while True:
        state = play_to_round_over(page)
        after.append(page.evaluate(SCORES))
        if state == "match-over":
            return after
        assert page.evaluate(SHEET) is None  # a hand of a match still going: no sheet yet
        page.click('#round-dialog [data-action="next-hand"]')
        page.wait_for_function("() => document.body.dataset.phase !== 'round-over'")
        assert len(after) < 30


def test_a_match_to_50_ends_on_its_score_sheet(page, app_url):
    page.set_viewport_size(PHONE)
    cfg = {"mode": "computer", "players": "2", "variant": "draw", "level": "easy", "target": "50"}
    continue_saved(page, app_url, late_save(setups.new_game(cfg, "12", 0, 0)))
    after = to_the_end(page)
    sheet = page.evaluate(SHEET)
    assert sheet["caption"].startswith("Score sheet: points each hand")
    assert [r["hand"] for r in sheet["rows"]] == list(range(1, len(sheet["rows"]) + 1))
    assert len(sheet["rows"]) > len(after)  # the hands before the save are on it too
    assert [r["totals"] for r in sheet["rows"][-len(after):]] == after and sheet["foot"] == after[-1]
    before = [0, 0]
    for row in sheet["rows"]:
        assert [t - b for t, b in zip(row["totals"], before)] == row["scores"]
        before = row["totals"]
    title = page.locator("#round-dialog h2").inner_text()
    winner = 0 if title == "You win the match!" else 1
    assert title in ("You win the match!", "Computer 1 wins the match")
    assert [scope for scope, _ in sheet["heads"]] == ["col"] * 4
    assert ["winner" in cls for _, cls in sheet["heads"]] == [False, False, winner == 0, winner == 1]
    fits = page.evaluate(FITS)
    assert 0 <= fits["card"][0] <= fits["box"][0] and fits["box"][1] <= fits["card"][1] <= fits["width"]
    no_sideways_scroll(page)


def test_a_long_matchs_card_opens_on_its_title_and_its_latest_hand(page, app_url):
    """Two against two to 100, seven hands: the card is taller than a phone and its sheet scrolls.
    The dialog focuses the sheet (the first thing in it a key can reach), which once scrolled the
    title out of view and left the deciding hand under the pinned total."""
    page.set_viewport_size(PHONE)
    continue_saved(page, app_url, long_match())
    to_the_end(page)
    seen = page.evaluate(CARD_SEEN)
    assert seen["scrolled"][2] > 0, seen  # the sheet is long enough to scroll
    assert seen["title"] and seen["latest"], seen


def test_todays_daily_ends_with_the_streak_and_the_wait_for_the_next(page, app_url):
    page.clock.set_fixed_time("2026-03-10T18:48:00Z")
    page.set_viewport_size(PHONE)
    continue_saved(page, app_url, late_save(setups.daily("2026-03-10")))
    to_the_end(page)
    won = page.locator("#round-dialog h2").inner_text() == "You win the match!"
    line = page.locator("#round-body .daily-end")
    streak = 1 if won else 0
    assert line.text_content() == f"Streak: {streak} day{'' if won else 's'} won in a row. Next Daily in 5 hr 12 min."
    assert re.fullmatch(r"\d+", page.locator("#round-body .sheet tfoot td").first.inner_text())
    no_sideways_scroll(page)
