"""End-to-end Chicken Foot on the built app, played through the page: choose a tile, then a lit
open end (a tile that fits one place only goes there on tap), by a tap, a drag or the keyboard;
draw one, else pass. The layout's logic is tested on CPython (tests/unit/test_chicken_board.py);
here what only a browser shows: the arms as the rules have them, no hidden tile in the page, the
tiles' size and overlap as drawn, and axe.

Every wait is on page state; `?delay=0` keeps the computers fast and `?seed=` the deal repeatable.
"""

from __future__ import annotations

import re

from audits import axe_results, describe
from driver import (MAX_STEPS, drag_tile_to, draw_or_pass, open_app, resize, start, tap_centre, wait_actionable,
                    wait_played)

# The table as drawn: the centre, each arm's tiles from its root outwards with its open end, the
# hand, the other hands' counts, the boneyard; every tile on the page; the least side of a placed
# tile and the pairs of placed tiles or open ends whose boxes overlap.
TABLE = """() => {
  const arms = [...document.querySelectorAll('[data-arm]')].map(a => ({
    arm: a.dataset.arm, root: +a.dataset.root, count: +a.dataset.count, fit: a.classList.contains('fit'),
    tiles: [...a.querySelectorAll('.cft')].map(t => t.getAttribute('aria-label')),
    end: (a.querySelector('.arm-end') || {}).textContent || null}));
  const boxes = [...document.querySelectorAll('.feet .cft, .feet .arm-end')].map(e => e.getBoundingClientRect());
  const overlaps = [];
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach(b => {
    if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
      overlaps.push([a.toJSON(), b.toJSON()]);
  }));
  const placed = [...document.querySelectorAll('.feet .cft')].map(e => e.getBoundingClientRect());
  return {centre: document.querySelector('.cft.centre').getAttribute('aria-label'), arms,
          hand: [...document.querySelectorAll('[data-hand] [data-tile]')].map(t => t.dataset.tile),
          seats: [...document.querySelectorAll('#seats [data-seat]')].map(e => Number(e.dataset.count)),
          stock: Number(document.querySelector('[data-stock] [data-count]').dataset.count),
          onPage: document.querySelectorAll('[data-tile]').length,
          least: Math.min(...placed.map(b => Math.min(b.width, b.height))), overlaps};
}"""

SIZES = [{"width": 360, "height": 740}, {"width": 844, "height": 390}, {"width": 1280, "height": 800}]


def check_table(page, players, double):
    """The arms as the rules have them: each arm's tiles match from its root (the centre's number,
    or its double's) outwards and end at its open end; every tile of the set is accounted for, and
    the other hands are counts, never tiles."""
    t = page.evaluate(TABLE)
    centre = int(re.fullmatch(r"Centre double (\d+)-\1", t["centre"]).group(1))
    doubles = set()      # the numbers of the doubles that closed arms
    on_board = 0
    for row in t["arms"]:
        assert row["count"] == len(row["tiles"]), row
        on_board += row["count"]
        end = row["root"]
        for label in row["tiles"]:
            a, b = (int(x) for x in label.split("-"))
            assert a == end, (row, t["arms"])
            end = b
        if row["tiles"] and a == b:
            assert row["end"] is None, row   # a double closes its arm: its toes go on
            doubles.add(a)
        else:
            assert row["end"] == str(end), row
    roots = [row["root"] for row in t["arms"]]
    assert roots[:4] == [centre] * 4 and len(roots) == 4 + 3 * len(doubles), roots
    assert sorted(set(roots[4:])) == sorted(doubles), (roots, doubles)
    assert len(t["seats"]) == players - 1
    assert t["onPage"] == on_board + len(t["hand"]), t   # no tile of another hand, nor of the boneyard
    assert on_board + len(t["hand"]) + sum(t["seats"]) + t["stock"] + 1 == (double + 1) * (double + 2) // 2, t
    assert not t["overlaps"], t["overlaps"]
    return t


def take_turn(page, stats, how="tap", on_choice=None):
    """The person's action: the first playable tile (on a lit open end, by `how`: "tap", "drag" or
    "keys", when it fits several; `on_choice()` looks at the lit ends first), else draw, else pass;
    counted in `stats`."""
    tiles = page.locator('[data-hand] [data-playable="true"]')
    if tiles.count():
        before = page.locator("[data-hand] [data-tile]").count()
        tile = tiles.first.get_attribute("data-tile")
        tiles.first.click()
        ends = page.locator("[data-arm-end]")
        if ends.count():   # fits more than one arm: the lit rows' ends are buttons named for the play
            assert ends.count() >= 2 and page.locator("[data-arm].fit").count() == ends.count()
            assert ends.first.get_attribute("aria-label").startswith(f"Play {tile} on ")
            stats["choices"] += 1
            if on_choice:
                on_choice()
                ends = page.locator("[data-arm-end]")
            if how == "drag":
                page.click(f'[data-hand] [data-tile="{tile}"]')   # chosen again: dropped, then dragged
                drag_tile_to(page, tile, "[data-arm-end]")
                stats["drag"] += 1
            elif how == "keys":
                ends.first.focus()
                page.keyboard.press("ArrowRight")   # the next lit end (the arms rove as one Tab stop)
                assert page.evaluate("document.activeElement.dataset.armEnd") == ends.nth(1).get_attribute(
                    "data-arm-end")
                page.keyboard.press("Enter")
                stats["keys"] += 1
            else:
                tap_centre(page, ends.last)
        wait_played(page, before, stats)
        return
    draw_or_pass(page, stats)


def play_hand(page, players, double, on_turn=None, on_choice=None, order=("drag", "keys", "tap")):
    """Play the person's turns until the hand ends, the table checked before each: the first choices
    of arm made by each way of `order` in turn, the rest by its last."""
    stats = {"plays": 0, "draw": 0, "pass": 0, "choices": 0, "drag": 0, "keys": 0}
    for _ in range(MAX_STEPS):
        if wait_actionable(page) != "turn":
            break
        t = check_table(page, players, double)
        if on_turn:
            on_turn(t)
        take_turn(page, stats, order[min(stats["choices"], len(order) - 1)], on_choice)
    assert page.evaluate("document.body.dataset.phase") in ("round-over", "match-over")
    return stats


def test_whole_chicken_foot_game_vs_easy_through_clicks(page, app_url):
    """Double-six by two vs Easy, a game of one round (the menu's first length) played out through
    the page: the first choice of arm dragged, the second made with the keys, the rest tapped; the
    summary names every hand's pips once the round is over. The menu says the full game with this
    set is seven rounds."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, app_url, "?delay=0&seed=2")   # a deal where the person's tiles fit several arms four times
    page.check('[data-setting="variant"] input[value="chickenfoot"]')
    page.check('[data-setting="set"] input[value="6"]')
    assert "7 rounds" in page.locator('[data-setting="rounds"] input[value="10"] + span').inner_text()
    start(page, mode="computer", variant="chickenfoot", set=6, players=2, level="easy", rounds=1)
    assert page.evaluate("document.body.dataset.board") == "chickenfoot"
    assert page.locator(".cft.centre").get_attribute("aria-label") == "Centre double 6-6"
    assert page.locator("[data-stock] .stock-k").inner_text().lower() == "boneyard"
    stats = play_hand(page, 2, 6)
    assert page.evaluate("document.body.dataset.phase") == "round-over"
    assert stats["plays"] >= 3 and stats["drag"] == 1 and stats["keys"] == 1, stats
    text = page.locator("dialog#round-dialog").inner_text()
    assert "Computer 1" in text and re.search(r"\bwins?\b|Draw", text) and re.search("pips", text, re.I), text
    print(f"\none round: {stats}")


def test_eight_players_double_nine_on_a_phone(page, app_url):
    """Double-nine by eight at 360x740 through a whole hand: every placed tile at least 20 px on its
    short side and none on another; at the first turn with a choice of arm, axe finds no violation
    upright, on its side and on a desktop."""
    page.set_viewport_size(SIZES[0])
    open_app(page, app_url, "?delay=0&seed=5")
    start(page, mode="computer", variant="chickenfoot", set=9, players=8, level="easy", rounds=1)
    least: list[float] = []
    audited: list[dict] = []

    def on_turn(t):
        least.append(t["least"])
        assert t["least"] >= 20, t["least"]

    def on_choice():
        if audited:
            return
        for size in SIZES:
            resize(page, size)
            violations = axe_results(page)["violations"]
            assert not violations, (size, describe(violations, ("minor", "moderate", "serious", "critical")))
            audited.append(size)
        resize(page, SIZES[0])

    play_hand(page, 8, 9, on_turn, on_choice, order=("tap",))
    assert audited == SIZES, audited
    print(f"\n360x740, 8 players: the smallest placed tile through the hand {min(least)} px")
