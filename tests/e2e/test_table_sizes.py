"""Sizes that use the screen: the hand's tiles grow into the tray at every size and orientation
(and with Bigger table), and the felt keeps one height from turn to turn, whether or not Draw or
Pass is on screen and however many lines the status takes."""

from __future__ import annotations

import pytest
from driver import no_sideways_scroll, open_app, resize, start, take_turn, wait_actionable

PHONE = {"width": 390, "height": 844}
SMALL = {"width": 360, "height": 740}
SIDE = {"width": 844, "height": 390}
DESK = {"width": 1280, "height": 800}
SIZES = [PHONE, SMALL, SIDE, DESK]

TURNS = 24
DRAWS = {"draw": 3, "allfives": 5}  # a seed whose hand has turns with Draw and turns without

# The felt's box and the first hand tile's size, in px.
BOXES = """() => {
  const f = document.querySelector('.felt').getBoundingClientRect();
  const t = document.querySelector('[data-hand] [data-tile]');
  const r = t ? t.getBoundingClientRect() : null;
  const act = document.querySelector('#actions [data-action]');
  const a = act && act.getBoundingClientRect(), e = document.querySelector('.ends').getBoundingClientRect();
  return {felt: [Math.round(f.top), Math.round(f.height)],
          tile: r ? [Math.round(r.width), Math.round(r.height)] : null,
          acting: !!act, beside: !!a && a.top < e.bottom && a.bottom > e.top && a.left >= e.right};
}"""


def size_id(size):
    return f"{size['width']}x{size['height']}"


def _turns(page, variant):
    """The felt's box and the hand's first tile at each of the person's turns of a game vs Easy, in
    each of SIZES (one game, the page turned to each size at every turn; the 4-player trains' felt is
    held still in test_trains_and_grid_gestures.py): a list per size."""
    start(page, mode="computer", players=2, variant=variant, level="easy", target=0)
    seen: dict[str, list] = {size_id(size): [] for size in SIZES}
    for _ in range(TURNS):
        if wait_actionable(page) != "turn":
            break
        for size in SIZES:
            resize(page, size)
            seen[size_id(size)].append(page.evaluate(BOXES))
        take_turn(page)
    return seen


# The least size of a dealt hand's tile (width, height) at each size, in px.
DEALT_LEAST = {size_id(SIDE): (44, 88), size_id(PHONE): (42, 84), size_id(SMALL): (38, 76), size_id(DESK): (60, 120)}


@pytest.mark.parametrize("variant", ["draw", "allfives"])
def test_the_felt_keeps_its_height_when_draw_or_pass_comes_and_goes(page, app_url, variant):
    """A line game's Draw or Pass sits beside its ends; All Fives' too on an upright phone (where a
    row kept for them took the felt's height), and in a row of its own elsewhere: at each size the
    felt has one box through the hand. The first turn of the Classic hand (seed 3) shows a dealt
    hand of seven taking the tray."""
    page.set_viewport_size(SIZES[0])
    open_app(page, app_url, f"?delay=0&seed={DRAWS[variant]}&howto=0")
    for size_name, seen in _turns(page, variant).items():
        assert any(s["acting"] for s in seen) and not all(s["acting"] for s in seen), (size_name, "no turn drew")
        assert len({tuple(s["felt"]) for s in seen}) == 1, (size_name, seen)
        if size_name in (size_id(PHONE), size_id(SMALL)):
            assert all(s["beside"] for s in seen if s["acting"]), (size_name, seen)
        if variant == "draw":
            tile, least = seen[0]["tile"], DEALT_LEAST[size_name]
            assert tile[0] >= least[0] and tile[1] >= least[1], (size_name, "a dealt hand's tile", tile)


# A tile that does not fit now, in the grid's hand: its face, its first number and how it is drawn.
DIM = """() => {
  const t = document.querySelector('[data-hand] .tile.tri.dim');
  if (!t) return null;
  const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const cs = getComputedStyle(t);
  return {face: rgb(getComputedStyle(t.querySelector('.face .body')).fill),
          number: rgb(getComputedStyle(t.querySelector('.tn')).fill), opacity: cs.opacity, filter: cs.filter};
}"""


def _contrast(a, b):
    def lum(c):
        c = [x / 255 for x in c]
        c = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_grids_hand_on_a_phone_takes_two_rows_of_big_tiles_that_keep_their_numbers(page, app_url):
    """Triangles on a small phone, the first turn: the hand takes two rows of big tiles, and a tile
    that does not fit now keeps its numbers readable (not faded nor greyed)."""
    page.set_viewport_size(SMALL)
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    start(page, mode="computer", players=2, variant="triangles", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    tops = page.evaluate("() => [...document.querySelectorAll('[data-hand] [data-tile]')]"
                         ".map(t => Math.round(t.getBoundingClientRect().top))")
    tile = page.evaluate(BOXES)["tile"]
    rows = 1 + sum(1 for a, b in zip(sorted(tops), sorted(tops)[1:]) if b - a > tile[1] / 2)  # a playable tile is raised
    assert rows == 2 and tile[0] >= 55, (tops, tile)
    dim = page.evaluate(DIM)
    assert dim is not None, "no tile of the hand was shown as not fitting"
    assert dim["opacity"] == "1" and "grayscale" not in dim["filter"], dim
    assert _contrast(dim["face"], dim["number"]) >= 3, dim


def test_a_match_on_a_phone_on_its_side_keeps_the_screens_width_and_bigger_table_grows_the_hand(page, app_url):
    """844x390, a 2-player match to 50: the score bar, the rival's plaque with its last action and
    the tools' row (Free hint, Undo and Restart with their prices) once made the page 866 px wide.
    Six turns in, Bigger table grows the hand's tiles."""
    page.set_viewport_size(SIDE)
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=50)
    for _ in range(6):
        if wait_actionable(page) != "turn":
            break
        no_sideways_scroll(page)
        take_turn(page)
    assert wait_actionable(page) == "turn"
    before = page.evaluate(BOXES)["tile"]
    page.click('[data-action="theater"]')
    page.wait_for_function("() => document.body.hasAttribute('data-theater')")
    after = page.evaluate(BOXES)["tile"]
    assert after[0] > before[0] and after[1] > before[1], ("Bigger table", before, after)
