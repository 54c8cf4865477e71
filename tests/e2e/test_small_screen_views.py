"""What a small screen keeps in view: the how-to card's button on a phone on its side (568x320), the
hand-off screen's buttons as finger targets, and a rival's last action in whole words on a wide
screen."""

from __future__ import annotations

from driver import (PHONE, open_app, start, take_train_turn, take_turn, tap_targets, train_stats, wait_actionable,
                    wait_for)

LAND = {"width": 568, "height": 320}


def test_the_how_to_cards_button_stays_in_sight_while_its_words_scroll(page, app_url):
    page.set_viewport_size(LAND)
    open_app(page, app_url, "?delay=0&seed=3&howto=1")
    start(page, mode="computer", players=4, variant="mexican", level="easy", rounds=1)
    wait_for(page, "#help-dialog[open] [data-close]")
    card = page.evaluate("""() => { const d = document.getElementById('help-dialog'),
        b = d.querySelector('[data-close]'), r = b.getBoundingClientRect(), c = d.getBoundingClientRect();
      return {scrolls: d.scrollHeight > d.clientHeight, inside: r.top >= c.top && r.bottom <= c.bottom,
              hit: b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))}; }""")
    assert card == {"scrolls": True, "inside": True, "hit": True}, card
    page.click("#help-dialog [data-close]")
    page.wait_for_function("() => !document.getElementById('help-dialog').open")


def test_the_hand_off_buttons_take_a_finger(page, app_url):
    """On a phone upright, then on its side (the viewport turned on the same screen)."""
    page.set_viewport_size(PHONE)
    open_app(page, app_url, "?delay=0&seed=8")
    start(page, mode="local", players=2, variant="draw", target=0)
    assert wait_actionable(page) == "handoff"
    page.click('[data-action="ready"]')
    assert wait_actionable(page) == "turn"
    take_turn(page)
    assert wait_actionable(page) == "handoff"
    for size in (PHONE, LAND):
        page.set_viewport_size(size)
        targets = tap_targets(page, "#handoff")
        assert {"ready", "undo", "menu"} <= {t["name"] for t in targets}, (size, targets)
        small = [t for t in targets if t["width"] < 44 or t["height"] < 44 or not t["reached"]]
        assert not small, (size, small)


CUT = """() => [...document.querySelectorAll('.seat-last')].filter(e => e.offsetWidth &&
  (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)).map(e => e.dataset.last)"""


def test_a_wide_screen_shows_a_rivals_whole_last_action(page, app_url):
    """1280x800, 4-player Mexican Train: no plaque cuts its last action's words short."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, app_url, "?delay=0&seed=31")
    start(page, mode="computer", players=4, variant="mexican", level="easy", rounds=1)
    stats, longest = train_stats(), 0
    for _ in range(8):
        if wait_actionable(page) != "turn":
            break
        assert page.evaluate(CUT) == []
        longest = max([longest] + page.evaluate(
            "() => [...document.querySelectorAll('.seat-last')].map(e => e.dataset.last.length)"))
        take_train_turn(page, stats)
    assert longest >= 40, longest


# The row of the open ends, Draw, the status line and the tools, once Draw shows: the page's width,
# Draw's height and whether its count (the top bar's) shows inside it.
DRAW_ROW = """() => { const d = document.querySelector('.actions [data-action="draw"]'), n = d.querySelector('.act-n');
  return {width: document.documentElement.scrollWidth, tall: d.getBoundingClientRect().height,
          count: n.getBoundingClientRect().width > 0}; }"""


def test_a_small_phone_on_its_side_keeps_the_draw_row_on_the_screen_in_french(page, app_url):
    """740x360 in French, the longest of the languages: the row fits the screen (it was 69 px wider)
    and Draw keeps one line, its count said by the top bar (it hung below the button)."""
    page.set_viewport_size({"width": 740, "height": 360})
    open_app(page, app_url, "?lang=fr&delay=0&seed=5&howto=0")
    start(page, mode="computer", players=2, variant="draw", level="medium", target=0)
    for _ in range(40):
        assert wait_actionable(page) == "turn"
        if page.locator('.actions [data-action="draw"]').count():
            break
        take_turn(page)
    row = page.evaluate(DRAW_ROW)
    assert row["width"] <= 740 and row["tall"] < 50 and not row["count"], row
