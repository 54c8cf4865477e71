"""Layout details measured in the browser at the sizes named: Bigger table
keeps the match's score; the score sheet's pinned head and total hide the rows scrolling under them;
the menu's three links keep one row at 360x740; a portal's 800x450 frame shows the first how-to card
whole, and the card says the game chosen (item 7)."""

from __future__ import annotations

from driver import (PHONE, answer, close_howto, continue_saved, open_app, play_to_round_over, portal_html, start,
                    wait_actionable, wait_for, wait_ready)
from test_match_endings import long_match

SIZES = [PHONE, {"width": 844, "height": 390}, {"width": 1280, "height": 800}]


# Each score of the bar: drawn, inside the screen, and the topmost thing at its centre.
SCORES_SEEN = """() => [...document.querySelectorAll('#scores .score')].map(e => {
  const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  const top = document.elementFromPoint(x, y);
  return {visible: e.checkVisibility(), inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
          hit: !!top && e.contains(top)};
})"""


def test_bigger_table_keeps_the_match_score(page, app_url):
    """Bigger table on, then the viewport at each size in turn: every score of the bar shows."""
    page.set_viewport_size(SIZES[0])
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    start(page, mode="computer", players=4, variant="draw", level="easy", target=100)
    assert wait_actionable(page) == "turn"
    page.click('[data-action="theater"]')
    page.wait_for_function("() => document.body.hasAttribute('data-theater')")
    for size in SIZES:
        page.set_viewport_size(size)
        seen = page.evaluate(SCORES_SEEN)
        assert len(seen) == 4 and all(s == {"visible": True, "inside": True, "hit": True} for s in seen), (size, seen)
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"], size


# The box of the sheet's pinned head (or total): its cells' union, in the page.
PINNED = """part => { const cells = [...document.querySelectorAll(`#round-body .sheet ${part} :is(th, td)`)]
  .map(c => c.getBoundingClientRect());
  const x = Math.min(...cells.map(c => c.left)), y = Math.min(...cells.map(c => c.top));
  return {x, y, width: Math.max(...cells.map(c => c.right)) - x, height: Math.max(...cells.map(c => c.bottom)) - y}; }"""
SCROLL_SHEET = """top => { const d = document.getElementById('round-dialog'); d.scrollTop = d.scrollHeight;
  const w = document.querySelector('#round-body .sheet-wrap'); w.scrollTop = top;
  return [w.scrollTop, w.scrollHeight - w.clientHeight]; }"""
ROWS = "shown => { document.querySelector('#round-body .sheet tbody').style.visibility = shown ? '' : 'hidden'; }"


def test_the_score_sheets_pinned_head_and_total_hide_the_rows_under_them(page, app_url):
    """390x844, a 2 vs 2 match to 100 (eight hands: the sheet scrolls), continued from a save at the
    person's last turn (driver.late_save): scrolled to a row half under the head, and to one half
    under the total, the pinned head and total look the same with the rows hidden. Their edges,
    collapsed borders, stayed behind and let the rows show through."""
    page.set_viewport_size(PHONE)
    continue_saved(page, app_url, long_match(), query="?delay=0&howto=0")
    while play_to_round_over(page) != "match-over":
        page.click('#round-dialog [data-action="next-hand"]')
        page.wait_for_function("() => document.body.dataset.phase !== 'round-over'")
    _, most = page.evaluate(SCROLL_SHEET, 0)
    assert most > 40, most   # long enough to scroll
    for top in (most // 2, most - 10):
        page.evaluate(SCROLL_SHEET, top)
        for part in ("thead", "tfoot"):
            box = page.evaluate(PINNED, part)
            with_rows = page.screenshot(clip=box)
            page.evaluate(ROWS, False)
            without = page.screenshot(clip=box)
            page.evaluate(ROWS, True)
            assert with_rows == without, (part, top, box)


LINKS = """() => { const card = document.querySelector('.menu-card').getBoundingClientRect();
  return ['menu-tutorial', 'menu-records', 'menu-settings'].map(id => {
    const r = document.getElementById(id).getBoundingClientRect();
    return [Math.round(r.top), r.left >= card.left && r.right <= card.right]; }); }"""


def test_the_menus_links_keep_one_row_at_360(page, app_url):
    """On the first day's visit, and on the next day's, where the coins say "+30 daily gift"."""
    page.clock.set_fixed_time("2026-03-10T10:00:00Z")
    page.set_viewport_size({"width": 360, "height": 740})
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    for day in ("first-day", "gift-day"):
        if day == "gift-day":  # the next day's visit
            page.clock.set_fixed_time("2026-03-11T10:00:00Z")
            page.reload()
            wait_ready(page)
            wait_for(page, "#menu-coins .gift")
        links = page.evaluate(LINKS)
        assert len({top for top, _ in links}) == 1 and all(inside for _, inside in links), (day, links)


GAMES = [dict(players=2, variant="draw"), dict(players=4, variant="allfives", teams="pairs", fives=100),
         dict(players=2, variant="triangles"), dict(players=2, variant="mexican"),
         dict(players=4, variant="block", teams="pairs", target=100)]
CARD = """() => { const d = document.getElementById('help-dialog'), r = d.getBoundingClientRect();
  const list = d.querySelector('#help-body ul');
  return {open: d.open, scrolls: d.scrollHeight - d.clientHeight, inside: r.top >= 0 && r.bottom <= innerHeight,
          said: Object.fromEntries(Object.entries(list.dataset).filter(([k]) => k.startsWith('howto')))}; }"""


def test_the_first_howto_card_reads_whole_in_an_800x450_portal_frame(page, app_url):
    host = app_url + "__e2e_portal.html"
    answer(page, host, portal_html(app_url + "?delay=0&seed=3&howto=1", height=450), "text/html")
    page.set_viewport_size({"width": 1000, "height": 600})
    page.goto(host)
    frame = wait_for(page, "iframe", state="attached").content_frame()
    wait_ready(frame)
    for game in GAMES:
        if frame.evaluate("document.body.dataset.phase") != "menu":
            frame.click('[data-action="menu"]')
            wait_for(frame, 'body[data-phase="menu"]')
        start(frame, mode="computer", level="easy", **game)
        frame.wait_for_function("() => document.getElementById('help-dialog').open")
        card = frame.evaluate(CARD)
        assert card["open"] and card["scrolls"] <= 0 and card["inside"], (game, card)
        if game.get("teams") == "pairs":
            assert card["said"]["howtoScores"] == "team", (game, card)
        if game["variant"] == "block" and game.get("teams"):
            assert card["said"]["howtoLead"] == "rotates", card
        if game["variant"] == "allfives":
            assert card["said"]["howtoTarget"] == "100", card
        close_howto(frame)
