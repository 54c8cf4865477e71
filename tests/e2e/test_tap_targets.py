"""Targets a finger can hit: every button of the table during play (the top bar's Menu and tools,
Hint, Undo and Restart, the open ends, Draw or Pass, Triangles' zoom) is at least 44x44 px (WCAG
2.5.5) on a phone upright (390x844) and on its side (568x320), and a tap anywhere in that box reaches
it; the top bar stays one row. The hand's tiles and the boards' trains and cells are sized by the
board, not here. An icon-only tool shows as its tooltip the name a screen reader says."""

from __future__ import annotations

from driver import AUDIT_QUERY, _mid_hand, open_app, tap_targets

SIZES = [{"width": 390, "height": 844}, {"width": 568, "height": 320}]
GAMES = [dict(mode="computer", players=2, variant="draw", level="easy", target=50),
         dict(mode="computer", players=4, variant="mexican", level="easy", rounds=1),
         dict(mode="computer", players=2, variant="triangles", level="easy")]
TOP_ROW = """() => ['#table-menu', '#table-tools', '#stock'].map(s => {
  const r = document.querySelector(s).getBoundingClientRect(); return r.top + r.height / 2; })"""


def test_every_button_at_the_table_takes_a_finger_and_says_its_name(page, app_url):
    """At each size, each game mid-hand (new games from the menu of one page): every button takes a
    finger and the top bar is one row. On the upright phone, mid-hand in Mexican Train, narrower
    phones (375 and 360 px wide) keep the top bar one row: the five tools give up 6 px each (38x44)
    rather than wrap the boneyard onto a second row, which would take 46 px from the felt. In
    Triangles, each icon-only tool shows as its tooltip the name it is called."""
    open_app(page, app_url, AUDIT_QUERY)
    for size in SIZES:
        page.set_viewport_size(size)
        seen = set()
        for game in GAMES:
            _mid_hand(page, **game)
            targets = tap_targets(page)
            seen.update(t["name"] for t in targets)
            small = [t for t in targets if t["width"] < 44 or t["height"] < 44 or not t["reached"]]
            assert not small, (size, game["variant"], small)
            middles = page.evaluate(TOP_ROW)
            assert max(middles) - min(middles) < 4, ("the top bar wraps", size, middles)
            if size == SIZES[0] and game["variant"] == "mexican":
                narrower_phones_keep_the_top_bar_one_row(page)
                page.set_viewport_size(size)
            if size == SIZES[0] and game["variant"] == "triangles":
                icon_tools_show_the_name_they_are_called(page)
        assert {"menu", "moves", "help", "pause", "theater", "fullscreen", "hint", "undo", "restart", "in",
                "out", "fit"} <= seen, (size, seen)
        assert seen & {"draw", "pass", "L", "R"}, (size, seen)


def icon_tools_show_the_name_they_are_called(page):
    pairs = page.evaluate("""() => [...document.querySelectorAll('#table-tools .tool, .tri-zoom .zb')].map(b =>
      [b.title, (b.getAttribute('aria-label') || b.querySelector('.sr-only').textContent).trim()])""")
    assert len(pairs) == 9, pairs  # the five tools; seek, +, - and Fit
    assert all(title == name for title, name in pairs), pairs
    assert ["Bigger table", "Bigger table"] in pairs, pairs


def narrower_phones_keep_the_top_bar_one_row(page):
    for size in ({"width": 375, "height": 667}, {"width": 360, "height": 740}):
        page.set_viewport_size(size)
        page.wait_for_function(f"() => innerWidth === {size['width']}")
        middles = page.evaluate(TOP_ROW)
        assert max(middles) - min(middles) < 4, (size, middles)
        tools = [t for t in tap_targets(page) if t["name"] in ("moves", "help", "pause", "theater", "fullscreen")]
        assert len(tools) == 5 and all(t["width"] >= 38 and t["height"] >= 44 and t["reached"] for t in tools), tools
