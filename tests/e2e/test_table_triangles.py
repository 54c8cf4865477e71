"""End-to-end Triangles on the built app, played through clicks: choose a tile, tap a marked cell,
turn the tile when it fits a cell more than one way, draw (at most three) and pass.

Every wait is on page state; `?delay=0` keeps the computer fast and `?seed=` the deal repeatable.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from domino import Rules, choose_move, new_match
from domino.variants.triangles.trigrid import corners_xy
from driver import (PAGE_WORDS, action_names, click_visible_spot, continue_saved, open_app, resize, start,
                    tap_tile, tile_with_places, wait_actionable, wait_for)

MAX_TRIANGLES_STEPS = 500     # Triangles hands run longer: up to three draws a turn
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "screens"


def counts(page):
    return page.evaluate("""() => ({
        board: document.querySelectorAll('#tri-svg [data-tile]').length,
        hand: document.querySelectorAll('[data-hand] [data-tile]').length,
        me: Number(document.querySelector('.me-count').dataset.count),
        seats: [...document.querySelectorAll('#seats [data-seat]')].map(e => Number(e.dataset.count)),
        stock: Number(document.querySelector('[data-stock] [data-count]').dataset.count),
        all: document.querySelectorAll('[data-tile]').length,
    })""")


def assert_triangles_consistent(page):
    names = action_names(page)
    assert len(names) == len(set(names)), names
    c = counts(page)
    assert c["hand"] == c["me"], c
    assert c["all"] == c["board"] + c["hand"], c  # rivals' tiles are counts, never tiles
    assert c["board"] + c["hand"] + sum(c["seats"]) + c["stock"] == 56, c
    return c


def assert_board_in_viewport(page, name):
    """The board (the SVG and its frame) lies inside the viewport; screenshot for the record."""
    vp = page.viewport_size
    for sel in ("#tri-svg", ".felt"):
        box = page.locator(sel).bounding_box()
        assert box is not None, sel
        assert box["x"] >= 0 and box["y"] >= 0, (sel, box)
        assert box["x"] + box["width"] <= vp["width"] + 0.5, (sel, box, vp)
        assert box["y"] + box["height"] <= vp["height"] + 0.5, (sel, box, vp)
        assert box["width"] > 0.6 * vp["width"] * (0.75 if vp["width"] > 900 else 0.9) and box["height"] > 100, (sel, box)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"triangles-{vp['width']}x{vp['height']}-{name}.png"))


# The chosen tile's outline (lifted with it) against the numbers of the hand's other tiles: how far
# it reaches above the baseline of the lowest number it crosses (a digit's ink ends there), or null
# when it crosses none.
COVERED = """() => {
  const chosen = document.querySelector('[data-hand] .tile.selected');
  if (!chosen) return null;
  const r = chosen.getBoundingClientRect(), cs = getComputedStyle(chosen);
  const out = parseFloat(cs.outlineOffset) + parseFloat(cs.outlineWidth);
  const top = r.top - out, left = r.left - out, right = r.right + out;
  const baselines = [...document.querySelectorAll('[data-hand] .tile:not(.selected) text.tn')].flatMap(n => {
    const box = n.getBoundingClientRect();
    const start = n.getStartPositionOfChar(0), m = n.getScreenCTM();
    const baseline = m.b * start.x + m.d * start.y + m.f;
    return box.right > left && box.left < right && baseline > top && box.top < r.bottom ? [baseline] : [];
  });
  return baselines.length ? Math.max(...baselines) - top : null;
}"""


def take_triangles_turn(page, stats):
    tile = page.locator('[data-hand] [data-playable="true"]')
    if tile.count():
        before = counts(page)["hand"]
        if not tap_tile(page, tile.first):  # one place, one way round: placed by the tap
            stats["one-tap"] += 1
            stats["plays"] += 1
            return
        spots = page.locator("[data-spot]")
        n = spots.count()
        assert n >= 1
        for i in range(n):
            label = spots.nth(i).get_attribute("aria-label")
            assert label.startswith("Place "), label
        click_visible_spot(page)
        if page.locator("[data-place]").count():
            # Several turns fit here: turn once with R, once with the button, then place.
            stats["turns"] += 1
            ghost = page.locator(".ghost").inner_html()
            page.keyboard.press("r")
            page.wait_for_function(f"() => document.querySelector('.ghost').innerHTML !== {ghost!r}")
            page.click("[data-turn]")
            page.click("[data-place]")
        page.wait_for_function(
            f"() => document.querySelectorAll('[data-hand] [data-tile]').length !== {before}"
            " || document.body.dataset.phase !== 'playing'")
        stats["plays"] += 1
        return
    draw = page.locator('[data-action="draw"]')
    if draw.count():
        text = draw.inner_text()
        m = re.search(r"(\d) draws? left", text)
        assert m and 1 <= int(m.group(1)) <= 3, text
        stats["draws"] += 1
        draw.click()
        return
    stats["passes"] += 1
    page.click('[data-action="pass"]')


def test_a_chosen_tile_of_a_phones_second_row_leaves_the_first_rows_numbers_in_sight(page, app_url):
    """An upright phone holds a Triangles hand in two rows; a chosen tile lifts, outlined. In the
    second row it covered the corner numbers of the tile above it: it now lifts less, its outline
    closer. (The look of the choice alone: the tile is marked chosen as the table marks it.)"""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, app_url, "?delay=0&seed=5")
    start(page, mode="computer", players=2, variant="triangles", level="easy")
    assert wait_actionable(page) == "turn"
    rows = page.evaluate("() => new Set([...document.querySelectorAll('[data-hand] .tile')]"
                         ".map(t => Math.round(t.getBoundingClientRect().top))).size")
    assert rows == 2, rows
    for k in range(counts(page)["hand"] - 1, -1, -1):  # each tile of the second row in turn
        second_row = page.evaluate("""(k) => { const tiles = document.querySelectorAll('[data-hand] .tile');
            tiles.forEach((t, i) => t.classList.toggle('selected', i === k));
            return tiles[k].getBoundingClientRect().top > tiles[0].getBoundingClientRect().top; }""", k)
        if not second_row:
            break
        assert page.evaluate(COVERED) is None, (k, page.evaluate(COVERED))


# The game is played on a phone; its board is looked at on a desktop too.
GAME_SIZES = ({"width": 360, "height": 640}, {"width": 1280, "height": 800})


def assert_board_in_every_view(page, name):
    """assert_board_in_viewport at each of GAME_SIZES (the page drawn again for it), back to the first."""
    for size in (*GAME_SIZES[1:], GAME_SIZES[0]):
        assert_board_in_viewport(page, name)
        resize(page, size)


def test_whole_triangles_game_vs_easy_through_clicks(page, app_url):
    """A whole game through clicks on a phone; mid-game and at its end the board is also looked at
    on a desktop (the page drawn again for it)."""
    page.set_viewport_size(GAME_SIZES[0])
    open_app(page, app_url, "?delay=0&seed=7")
    start(page, mode="computer", players=2, variant="triangles", level="easy", target=0)
    assert page.locator("#tri-svg").count() == 1
    assert page.locator("[data-chain] [data-tile]").count() == 0
    stats = {"plays": 0, "draws": 0, "passes": 0, "turns": 0, "one-tap": 0}
    shot_mid = False
    seen = []
    for _ in range(MAX_TRIANGLES_STEPS):
        state = wait_actionable(page)
        if state != "turn":
            break
        c = assert_triangles_consistent(page)
        seen.append(page.evaluate(PAGE_WORDS))
        if not shot_mid and c["board"] >= 12:
            playable = page.locator('[data-hand] [data-playable="true"]')
            if playable.count():  # show the marked cells in the picture (or play it: one place)
                tap_tile(page, playable.first)
            assert_board_in_every_view(page, "mid-game")
            if page.locator('[data-hand] [aria-pressed="true"]').count():
                page.keyboard.press("Escape")
                wait_for(page, "[data-spot]", state="detached")
            shot_mid = True
        take_triangles_turn(page, stats)
    assert page.evaluate("document.body.dataset.phase") == "round-over"
    assert shot_mid and stats["plays"] >= 3, stats
    dialog = page.locator("dialog#round-dialog")
    assert dialog.evaluate("d => d.open")
    text = dialog.inner_text()
    assert re.search(r"\bwins?\b|Draw", text), text
    assert re.search(r"corner total", text, re.I), text
    rows = dialog.locator("tbody tr")
    assert rows.count() == 2
    for i in range(2):  # each hand's corner total is the sum of its tiles' corners
        labels = rows.nth(i).locator(".mini[aria-label]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
        total = int(rows.nth(i).locator("td.num").first.inner_text())
        assert total == sum(int(n) for label in labels for n in label.split("-")), (labels, total)
    assert_board_in_every_view(page, "round-over")
    # The computer's tiles never reached the page before the round was over.
    kept = rows.nth(1).locator(".mini[aria-label]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    for label in kept:
        pattern = re.compile(rf"(?<![\d.-]){re.escape(label)}(?![\d.-])")
        assert not any(pattern.search(words) for words in seen), f"hidden tile {label} leaked"
    page.click('dialog [data-action="menu"]')
    page.wait_for_function("() => document.body.dataset.phase === 'menu'")


def test_spots_turns_and_panning(page, app_url):
    """A tile's marked cells have names; Escape drops the choice; the board drags and the arrow
    keys pan it once focused; Fit shows every tile."""
    page.set_viewport_size({"width": 360, "height": 640})
    open_app(page, app_url, "?delay=0&seed=7")
    start(page, mode="computer", players=2, variant="triangles", level="easy", target=0)
    stats = {"plays": 0, "draws": 0, "passes": 0, "turns": 0, "one-tap": 0}
    for _ in range(60):  # play until the board has a few tiles
        assert wait_actionable(page) == "turn"
        if counts(page)["board"] >= 6 and page.locator('[data-hand] [data-playable="true"]').count():
            break
        take_triangles_turn(page, stats)
    name = tile_with_places(page, lambda p: take_triangles_turn(p, stats))
    spot = page.locator("[data-spot]").first
    labels = page.eval_on_selector_all("[data-spot]", "els => els.map(e => e.getAttribute('aria-label'))")
    tile = r"the [0-5]-[0-5]-[0-5]"
    for label in labels:  # said by the tiles beside it, as the move log says a placed tile
        assert re.fullmatch(rf"Place {name} ((right of|left of|above|below) {tile}|between {tile}(, {tile})* and {tile})"
                            r"( \(\d ways to turn it\))?", label), label
    assert len(set(labels)) == len(labels)  # each marked cell has its own name
    assert spot.get_attribute("role") == "button"
    page.keyboard.press("Escape")
    wait_for(page, "[data-spot]", state="detached")
    svg = page.locator("#tri-svg")
    before = svg.get_attribute("viewBox")
    svg.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => document.getElementById('tri-svg').getAttribute('viewBox') !== {before!r}")
    page.click('[data-zoom="in"]')
    zoomed = svg.get_attribute("viewBox")
    box = svg.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 - 60, box["y"] + box["height"] / 2 - 30, steps=4)
    page.mouse.up()
    assert svg.get_attribute("viewBox") != zoomed
    page.click('[data-zoom="fit"]')
    page.wait_for_function('document.getElementById("tri-svg").dataset.zoomMode === "all"')
    inside = page.evaluate("""() => {
        const s = document.getElementById('tri-svg').getBoundingClientRect();
        return [...document.querySelectorAll('#tri-svg [data-tile]')].every(t => {
          const r = t.getBoundingClientRect();
          return r.left >= s.left - 1 && r.right <= s.right + 1 && r.top >= s.top - 1 && r.bottom <= s.bottom + 1;
        });
    }""")
    assert inside
    assert page.evaluate("document.body.dataset.phase") == "playing"


# The board's view: marked cells wholly inside it and hit at their middle, of all; a tile's side
# and a corner number's size, in px.
SPOTS_SEEN = """() => {
  const svg = document.getElementById('tri-svg'), box = svg.getBoundingClientRect();
  const spots = [...svg.querySelectorAll('[data-spot]')];
  const seen = spots.filter(e => { const r = e.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height * 0.62;
    return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1
           && e === document.elementFromPoint(x, y); });
  const vb = svg.viewBox.baseVal, scale = Math.min(box.width / vb.width, box.height / vb.height);
  return {spots: spots.length, seen: seen.length, side: 100 * scale, mode: svg.dataset.zoomMode,
          number: parseFloat(getComputedStyle(svg.querySelector('.tn')).fontSize) * scale};
}"""


def side_to_show(cells, felt) -> float:
    """The px side at which the cells (with the board's margin) just fit a felt of (w, h) px."""
    points = [p for cell in cells for p in corners_xy(cell, 100)]
    w = max(x for x, _ in points) - min(x for x, _ in points) + 30
    h = max(y for _, y in points) - min(y for _, y in points) + 30
    return 100 * min(felt[0] / w, felt[1] / h)


def readably_apart(cells, board) -> bool:
    """Marked cells (three or more) too far apart for a 54 px side on a phone on its side (a felt
    of about 818 x 193 px) but not for 36 px, nor for 26 px on 568x320 (540 x 137), on a board
    that shows whole only below 28 px there."""
    return (len(cells) >= 3 and 36 <= side_to_show(cells, (818, 193)) <= 48
            and side_to_show(cells, (540, 137)) >= 26 and side_to_show(board, (818, 193)) < 28)


def too_far_apart(cells, board) -> bool:
    """Marked cells too far apart for the readable 32 px side on a phone on its side."""
    return len(cells) >= 2 and side_to_show(cells, (818, 193)) < 30


def spread_save(apart=readably_apart):
    """A game vs Easy saved on the person's turn, with a tile whose marked cells lie as `apart`
    asks (its cells, and the board's with every marked cell). Returns the saved game and the tile."""
    for seed in range(300):
        match = new_match(Rules(variant="triangles", players=2), seed=seed)
        g = match.game
        while not g.is_over:
            if g.current_player == 0 and g.state.board:
                spots = {}
                for m in g.legal_moves():
                    if m.kind == "play":
                        spots.setdefault(m.tile, set()).add(m.cell)
                board = set(g.state.board) | {c for cells in spots.values() for c in cells}
                for tile, cells in spots.items():
                    if apart(cells, board):
                        cfg = {"mode": "computer", "players": "2", "variant": "triangles", "level": "easy",
                               "target": "0", "rounds": "1", "scoring": "standard", "seed": seed}
                        doc = {"v": 1, "match": match.to_json(),
                               "table": {"cfg": cfg, "names": ["You", "Computer 1"], "last": "", "fresh": None}}
                        return doc, "-".join(map(str, tile))
            g.apply(choose_move("easy", g.observation(g.current_player), seed=len(g.history)))
    raise AssertionError("no deal with marked cells that far apart")


@pytest.mark.parametrize("size,readable", [({"width": 844, "height": 390}, 32), ({"width": 568, "height": 320}, 24)],
                         ids=["844x390", "568x320"])
def test_a_phone_on_its_side_shows_every_marked_cell_and_fit_stays_readable(page, app_url, size, readable):
    """A phone on its side: a chosen tile's marked cells, far apart on a tall board, are all in
    the board's strip (none above, below or under the hand tray), and Fit zooms out no further
    than a readable side (32 px, 24 px on the shorter felt), the numbers drawn no smaller than
    10 px where the side allows."""
    page.set_viewport_size(size)
    doc, tile = spread_save()
    continue_saved(page, app_url, doc)
    page.click(f'[data-hand] [data-tile="{tile}"]')
    wait_for(page, "[data-spot]")
    view = page.evaluate(SPOTS_SEEN)
    assert view["spots"] >= 3 and view["seen"] == view["spots"] and view["side"] >= readable - 0.5, view
    page.click('[data-zoom="fit"]')
    page.wait_for_function('document.getElementById("tri-svg").dataset.zoomMode === "all"')
    view = page.evaluate(SPOTS_SEEN)
    assert view["seen"] == view["spots"] and view["side"] >= readable - 0.5, view
    assert view["number"] >= min(10, 0.3 * view["side"]) - 0.1, view
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"triangles-{size['width']}x{size['height']}-marked-cells.png"))


SEEN_SPOTS = """() => {
  const svg = document.getElementById('tri-svg'), box = svg.getBoundingClientRect();
  return [...svg.querySelectorAll('[data-spot]')].filter(e => { const r = e.getBoundingClientRect();
    return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  }).map(e => e.dataset.spot);
}"""


def test_marked_cells_too_far_apart_to_show_together_are_brought_in_turn(page, app_url):
    """A phone on its side, a chosen tile's marked cells farther apart than a readable side shows
    (about 6 in 100 choices): a button with the way and how many are out of sight brings each
    into view in turn, and hides once the choice is dropped."""
    page.set_viewport_size({"width": 844, "height": 390})
    doc, tile = spread_save(too_far_apart)
    continue_saved(page, app_url, doc)
    page.click(f'[data-hand] [data-tile="{tile}"]')
    wait_for(page, "[data-spot]")
    spots = set(page.eval_on_selector_all("[data-spot]", "els => els.map(e => e.dataset.spot)"))
    seen = set(page.evaluate(SEEN_SPOTS))
    seek = page.locator('[data-zoom="seek"]')
    assert seen < spots and seek.is_visible(), (seen, spots)
    assert seek.get_attribute("data-n") == str(len(spots - seen)) and seek.get_attribute("data-dir") in (
        "up", "down", "left", "right")
    for _ in range(len(spots)):
        if seen == spots:
            break
        before = page.evaluate("document.getElementById('tri-svg').getAttribute('viewBox')")
        seek.click()
        page.wait_for_function(f"document.getElementById('tri-svg').getAttribute('viewBox') !== {before!r}")
        seen |= set(page.evaluate(SEEN_SPOTS))
    assert seen == spots
    page.click(f'[data-hand] [data-tile="{tile}"]')  # the choice dropped: nothing marked, nothing to seek
    page.wait_for_function("!document.querySelector('[data-spot]')")
    assert seek.is_hidden()
