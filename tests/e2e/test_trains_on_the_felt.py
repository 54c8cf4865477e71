"""Mexican Train's board on the felt, measured on the page: the engine inside the felt, doubles
across their train in every look of the rows, and tiles as large as the felt allows on a phone.

Every wait is on page state; `?delay=0` keeps the computers fast and `?seed=` the deal repeatable.
"""

from __future__ import annotations

import pytest
from driver import MAX_STEPS, _to_menu, open_app, start, take_train_turn, train_stats, wait_actionable

SIZES = [{"width": 844, "height": 390}, {"width": 390, "height": 844}, {"width": 360, "height": 740},
         {"width": 1280, "height": 800}]

# The engine's tile and the felt's inner edge (inside its 5 px rim), the rows' look and the tiles:
# each double's box and whether another row's tile overlaps it.
BOARD = """() => {
  const box = e => { const b = e.getBoundingClientRect(); return {l: b.left, t: b.top, r: b.right, b: b.bottom}; };
  const felt = box(document.querySelector('.felt')), hub = box(document.querySelector('.hub-tile'));
  const trains = document.querySelector('.trains');
  // rows that scroll pass under the own train, which sticks in sight (a scrolls look): not a meeting
  const stuck = row => getComputedStyle(row).position === 'sticky';
  const meet = (a, b) => a.l < b.r - .5 && b.l < a.r - .5 && a.t < b.b - .5 && b.t < a.b - .5;
  const tiles = [...trains.querySelectorAll('.trt')].map(e => ({e, row: e.closest('.train'), ...box(e)}));
  return {
    inside: hub.t >= felt.t + 5 && hub.b <= felt.b - 5 && hub.l >= felt.l + 5 && hub.r <= felt.r - 5,
    hub, felt, look: trains.className, u: parseFloat(trains.style.getPropertyValue('--u')),
    scrolled: trains.scrollTop, down: tiles.length,
    tile: tiles.filter(t => !t.e.classList.contains('dbl')).map(t => [t.r - t.l, t.b - t.t])[0] || null,
    doubles: tiles.filter(t => t.e.classList.contains('dbl')).map(t => ({
      tile: t.e.dataset.tile, w: t.r - t.l, h: t.b - t.t,
      meets: tiles.filter(o => o.row !== t.row && !stuck(o.row) && !stuck(t.row) && meet(t, o))
        .map(o => o.e.dataset.tile)})),
  };
}"""


def hand(page, url, size, players, seed, turns=MAX_STEPS):
    """A hand of Mexican Train vs Medium at `size`: the board as BOARD reads it on each of the
    person's turns (the first at the deal). With no `url` the game starts from the menu of the
    page open (the page's seed deals each new game another way)."""
    page.set_viewport_size(size)
    if url:
        open_app(page, url, f"?delay=0&seed={seed}&howto=0")
    else:
        _to_menu(page)
    start(page, mode="computer", players=players, variant="mexican", level="medium", target=0)
    stats = train_stats()
    for _ in range(turns):
        if wait_actionable(page) != "turn":
            return
        yield page.evaluate(BOARD)
        take_train_turn(page, stats)


def test_the_engine_is_inside_the_felt_at_the_deal(page, app_url):
    """With 2 players (844x390: the rows overflowed by 3 px, scrolled, and the engine went under the
    felt's top edge), two deals at each size, new games from the menu of one page; 4 players'
    trains through a whole hand are seen in the test below."""
    open_app(page, app_url, "?delay=0&seed=2&howto=0")
    for size in SIZES:
        for deal in range(2):
            for seen in hand(page, None, size, 2, None, 1):
                assert seen["inside"] and seen["scrolled"] == 0, (size, deal, seen)


@pytest.mark.parametrize("size", [{"width": 844, "height": 390}, {"width": 390, "height": 844}],
                         ids=lambda s: f"{s['width']}x{s['height']}")
def test_doubles_lie_across_in_every_look_and_meet_no_other_row(page, app_url, size):
    """A whole 4-player hand: every double on the trains stands across its train (u wide, 2u tall),
    in compact rows too (they drew it in line), and overlaps no tile of another row; the engine stays
    inside the felt (rows that scroll pass under its band). On 390x844, tiles of 56x28 px or larger
    while fewer than 22 tiles are down (48x24 once 13 were), the first 14 turns; 7, 8 and 9 pips stay
    apart at that size."""
    looks, doubles, early = set(), 0, []
    for turn, seen in enumerate(hand(page, app_url, size, 4, 3)):
        assert seen["inside"] and (seen["scrolled"] == 0 or "scrolls" in seen["look"]), seen
        looks.add(seen["look"])
        if turn < 14 and seen["down"] < 22:
            early.append(seen["u"])
        for double in seen["doubles"]:
            doubles += 1
            assert double["h"] > 1.9 * double["w"] and not double["meets"], (double, seen["look"])
    assert doubles and any("compact" in look for look in looks), looks
    if size["width"] == 390:
        assert len(early) >= 8 and min(early) >= 28, early
