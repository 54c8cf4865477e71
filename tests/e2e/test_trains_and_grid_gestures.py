"""The train rows and the triangle grid in the browser: 4-player Mexican Train fits the felt on a
phone and a desktop (nothing scrolls, every train's open end in sight and the element hit at its
centre) however long the trains grow; a tap on a lit train's end, or a tile dragged onto a train,
plays there; a tap on a marked cell of the Triangles grid places the tile there; the Tri-Ominos
summary fits its card on a phone.

Every wait is on page state; `?delay=0` keeps the computers fast and `?seed=` the deal repeatable.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from driver import (_to_menu, MAX_STEPS, PHONE, TRAINS, assert_train_table, click_visible_spot, drag_tile_to,
                    open_app, resize, start, take_train_turn, tap_centre, tap_tile, tile_with_places, train_stats,
                    wait_actionable, wait_for)
from test_triominos import find_save, finish_from

DESKTOP = {"width": 1280, "height": 800}
ON_ITS_SIDE = {"width": 844, "height": 390}
ON_ITS_SIDE_SHORT = {"width": 568, "height": 320}

# What scrolls on the table (any box whose content is larger than it, where it may scroll), the
# tiles' size on the trains, and whether any train holds a double (crosswise).
FIT = """() => {
  const scrolls = [...document.querySelectorAll('.table *')].filter(e => {
    const s = getComputedStyle(e);
    return (e.scrollHeight > e.clientHeight + 1 && /auto|scroll/.test(s.overflowY)) ||
           (e.scrollWidth > e.clientWidth + 1 && /auto|scroll/.test(s.overflowX));
  }).map(e => e.className).filter(c => !/^trains .*scrolls/.test(c));  // the rows' own scroll: below
  const tile = document.querySelector('.trt:not(.dbl)');
  const overlaps = [...document.querySelectorAll('.train-tiles')].flatMap(row => {
    const r = [...row.children].map(t => t.getBoundingClientRect());
    return r.slice(1).filter((b, i) => b.left < r[i].right - 0.5 && b.top < r[i].bottom && r[i].top < b.bottom)
            .map(() => row.closest('[data-train]').dataset.train);
  });
  return {scrolls, u: tile ? tile.getBoundingClientRect().height : null, overlaps,
          doubles: document.querySelectorAll('.trt.dbl').length,
          sideways: document.documentElement.scrollWidth > innerWidth};
}"""
SETTLED = "() => [...document.querySelectorAll('.arriving')].every(e => !e.getAnimations().length)"


def assert_ends_in_sight(page):
    """Every train's open end is inside the felt and the viewport, and nothing covers its centre."""
    bad = page.evaluate("""() => {
      const felt = document.querySelector('.felt').getBoundingClientRect();
      return [...document.querySelectorAll('[data-train] .train-end')].filter(e => {
        const r = e.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
        return !(x > felt.left && x < felt.right && y > felt.top && y < felt.bottom && y < innerHeight
                 && e.contains(document.elementFromPoint(x, y)));
      }).map(e => e.closest('[data-train]').dataset.train);
    }""")
    assert bad == [], f"open ends out of sight or covered: {bad}"


# The sizes a 4-player trains table is looked at in, each turn of one game.
FELT_SIZES = {"phone": PHONE, "desktop": DESKTOP, "on-its-side": ON_ITS_SIDE}


def _fits_at_this_turn(page, name, seen):
    """At the size `name` the page is turned to: the felt's box and the trains' tile size kept in
    `seen`, nothing scrolls or lies on another, and every open end is in sight."""
    # the felt keeps its place and height from turn to turn (a plaque's words, Draw coming and going)
    seen["felts"].add(tuple(page.evaluate("() => { const f = document.querySelector('.felt').getBoundingClientRect();"
                                          " return [Math.round(f.top), Math.round(f.height)]; }")))
    try:  # the felt's room reaches the board a frame after the status line or the hand changed
        page.wait_for_function(f"() => {{ const f = ({FIT})(); return !f.scrolls.length && !f.sideways; }}",
                               timeout=3000)
    except PlaywrightTimeout:
        pass  # said below
    page.wait_for_function(SETTLED)  # the tile just placed has arrived: no tile lies over another
    fit = page.evaluate(FIT)
    assert fit["scrolls"] == [] and not fit["sideways"] and fit["overlaps"] == [], (name, fit)
    # on its side, late in the hand, rows of 36x18 px tiles no longer all fit: they scroll between
    # the engine and the own train (test_trains_on_the_felt); a phone's and a desktop's never do
    if page.locator(".trains.scrolls").count():
        assert name == "on-its-side"
    else:
        assert_ends_in_sight(page)
    if fit["u"]:
        seen["sizes"].add(fit["u"])
    seen["doubles"] = max(seen["doubles"], fit["doubles"])


def test_four_player_trains_fit_the_felt_as_they_grow(page, app_url):
    """One 4-player hand, at each turn looked at on a phone, a desktop and a phone on its side."""
    page.set_viewport_size(ON_ITS_SIDE)
    open_app(page, app_url, "?delay=0&seed=5")
    start(page, mode="computer", players=4, variant="mexican", level="easy", target=0)
    the_felt_keeps_its_room(page, "mexican")
    stats, turns = train_stats(), 0
    seen = {name: {"sizes": set(), "felts": set(), "doubles": 0} for name in FELT_SIZES}
    for _ in range(MAX_STEPS):
        if wait_actionable(page) != "turn":
            break
        assert_train_table(page, 4)
        for name, size in FELT_SIZES.items():
            resize(page, size)
            _fits_at_this_turn(page, name, seen[name])
        take_train_turn(page, stats)
        turns += 1
    assert turns >= 10 and stats["plays"] >= 5, stats
    for name, at in seen.items():
        assert len(at["felts"]) == 1, (name, at["felts"])
        assert at["doubles"] >= 1, (name, "no double lay across a train")
        sizes = at["sizes"]
        assert sizes and 18 <= min(sizes) and max(sizes) <= 40, (name, sizes)   # 36x18 px or more (trains.UNITS)
        assert max(sizes) >= {"phone": 36, "desktop": 36}.get(name, 12), (name, sizes)  # as large as the felt allows
    resize(page, DESKTOP)
    the_mexican_train_score_bar_is_one_line(page)
    resize(page, ON_ITS_SIDE)
    for variant, players in (("draw", 2), ("triangles", 2)):
        _to_menu(page)
        start(page, mode="computer", players=players, variant=variant, level="easy", target=0)
        the_felt_keeps_its_room(page, variant)


def the_felt_keeps_its_room(page, variant):
    """844x390, a game just started: the rivals share the top bar's row and the status line the
    tools' row, so the felt keeps at least 170 px; on 568x320 the Triangles board zooms out until
    its tiles are in sight (the viewport left at 568x320)."""
    wait_actionable(page)
    page.wait_for_function("() => document.querySelector('.felt').getBoundingClientRect().height >= 170",
                           timeout=3000)
    if variant == "triangles":
        page.set_viewport_size(ON_ITS_SIDE_SHORT)
        page.wait_for_function("""() => {
          const svg = document.getElementById('tri-svg').getBoundingClientRect();
          return [...document.querySelectorAll('#tri-svg [data-tile]')].every(t => {
            const r = t.getBoundingClientRect();
            return r.top >= svg.top && r.bottom <= svg.bottom && r.left >= svg.left && r.right <= svg.right;
          });
        }""", timeout=3000)


# On a phone on its side: the page does not scroll, the felt keeps its room, and the engine and the
# person's own train (its open end too) lie inside the felt with nothing over their centres.
ENGINE_AND_OWN = """() => {
  const felt = document.querySelector('.felt').getBoundingClientRect();
  const seen = e => { const r = e.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
    return r.top >= felt.top && r.bottom <= felt.bottom && e.contains(document.elementFromPoint(x, y)); };
  return {page: document.documentElement.scrollHeight <= innerHeight, felt: Math.round(felt.height),
          engine: seen(document.querySelector('.hub')), own: seen(document.querySelector('[data-train="0"]')),
          end: seen(document.querySelector('[data-train="0"] .train-end'))};
}"""


# The rows between the engine and the own train: which lie partly out of sight above or below, whether
# the engine's band says "more trains" above and below, and whether the trains the person's playable
# tiles fit (the double owed, else, once their own train is started, the Mexican train and the open
# ones) have the first in sight.
MORE = """() => {
  const box = document.querySelector('.trains'), band = box.querySelector('.trains-top');
  const top = band.getBoundingClientRect().bottom, bottom = box.querySelector('.train.own').getBoundingClientRect().top;
  const rows = [...box.querySelectorAll('[data-train]:not(.own)')], at = r => r.getBoundingClientRect();
  const ends = new Set([...document.querySelectorAll('[data-hand] [data-playable="true"]')]
                       .flatMap(t => t.dataset.tile.split('-')));
  const owed = rows.filter(r => r.classList.contains('owed'));
  const started = Number(box.querySelector('.train.own').dataset.count) > 0;  // else only it takes a tile
  const fits = !ends.size ? [] : owed.length ? owed : !started ? [] : rows.filter(r => ends.has(r.dataset.open)
                                                && (r.classList.contains('mexican') || r.dataset.marker === 'true'));
  const shown = w => { const m = band.querySelector('.more-rows.' + w); return !!m && getComputedStyle(m).opacity === '1'; };
  const first = fits.length && at(fits[0]);
  return {above: rows.some(r => at(r).top < top - 1), below: rows.some(r => at(r).bottom > bottom + 1),
          up: shown('above'), down: shown('below'), fits: fits.length,
          seen: !first || (first.top >= top - 1 && (first.bottom <= bottom + 1 || first.height > bottom - top))};
}"""


SCROLLED = "document.querySelector('.trains').scrollTop"


@pytest.mark.parametrize("level", ["easy", "medium"])  # medium: a chosen tile lights two trains a row apart
def test_a_phone_on_its_side_keeps_the_engine_and_your_train_in_sight(page, app_url, level):
    """568x320, four players: the status line shares the tools' row (or Draw's), so the felt keeps
    over 95 px; the rows that do not fit it scroll between the engine and the person's own train,
    which stay in sight, the engine's band says when more trains lie above or below (a tap on "more
    trains" below scrolls the rows down), the first train the person's tiles fit is in sight on
    their turn, and a lit train is scrolled into sight to be tapped at its centre."""
    page.set_viewport_size({"width": 568, "height": 320})
    open_app(page, app_url, "?delay=0&seed=5")
    start(page, mode="computer", players=4, variant="mexican", level=level, target=0)
    stats, turns, least, hidden, fitting, tapped = train_stats(), 0, 999, 0, 0, False
    for _ in range(MAX_STEPS):
        if wait_actionable(page) != "turn":
            break
        check = (f"() => {{ const s = ({ENGINE_AND_OWN})(), m = ({MORE})(); return s.page && s.engine"
                 " && s.own && s.end && m.seen && (m.up || !m.above) && (m.down || !m.below); }")
        try:  # the felt's room reaches the board a frame after the status line or the hand changed
            page.wait_for_function(check, timeout=3000)
        except PlaywrightTimeout:
            pass  # said below
        seen = page.evaluate(ENGINE_AND_OWN)
        assert seen["page"] and seen["engine"] and seen["own"] and seen["end"], seen
        more = page.evaluate(MORE)
        assert more["seen"] and (more["up"] or not more["above"]) and (more["down"] or not more["below"]), str(more)
        hidden += more["above"] or more["below"]
        fitting += more["fits"] > 0
        least = min(least, seen["felt"])
        if more["down"] and not tapped:   # a tap on "more trains" below scrolls a row down
            before = page.evaluate(SCROLLED)
            page.click(".more-rows.below")
            page.wait_for_function(f"() => ({SCROLLED}) > {before}")
            tapped = True
        take_train_turn(page, stats)  # taps a lit train's end at its centre
        turns += 1
    assert tapped, "no turn had more trains below"
    assert turns >= 10 and stats["plays"] >= 5 and stats["draw"] >= 1, (stats, least)
    assert hidden >= 5 and fitting >= 3, (hidden, fitting)  # the checks above had rows out of sight to do
    assert least >= 95, least


def several_trains(page, app_url, size, opened=False):
    """A 2-player game (in the page at its menu when `opened`) played on until a tile, tapped, fits
    several trains: the tile, the last lit train."""
    page.set_viewport_size(size)
    if not opened:
        open_app(page, app_url, "?delay=0&seed=4")
    start(page, mode="computer", players=2, variant="mexican", level="easy", target=0)
    stats = train_stats()
    tile = tile_with_places(page, lambda p: take_train_turn(p, stats))
    lit = page.locator("[data-train].fit")
    assert lit.count() >= 2
    return tile, lit.last.get_attribute("data-train")


def count_on(page, train) -> int:
    return int(page.locator(f'[data-train="{train}"]').get_attribute("data-count"))


def played_on(page, train, count, tile):
    page.wait_for_function(f"() => document.body.dataset.phase !== 'playing' || "
                           f"Number(document.querySelector('[data-train=\"{train}\"]').dataset.count) > {count}")
    if page.evaluate("document.body.dataset.phase") == "playing":
        assert tile not in page.evaluate(TRAINS)["hand"]


def tap_a_lit_trains_end(page, tile, train):
    count = count_on(page, train)
    tap_centre(page, page.locator(f'[data-train="{train}"] [data-train-end]'))
    played_on(page, train, count, tile)


def test_tap_a_lit_trains_end_plays_there_on_a_phone(page, app_url):
    tap_a_lit_trains_end(page, *several_trains(page, app_url, PHONE))


def test_on_a_desktop_drag_a_tile_onto_a_train_with_the_mouse_or_tap_a_lit_trains_end(page, app_url):
    """The drag first; then a new game from the menu (another deal of the page's seed) played on to
    a tile that fits several trains, and a tap on the last lit train's end."""
    tile, train = several_trains(page, app_url, DESKTOP)
    page.click(f'[data-hand] [data-tile="{tile}"]')  # put the choice down: the drag makes it
    page.wait_for_function("() => !document.querySelector('[data-train].fit')")
    count = count_on(page, train)
    seen = drag_tile_to(page, tile, f'[data-train="{train}"]')
    assert seen["ghost"] and seen["lit"] == [f"train:{train}"], seen
    played_on(page, train, count, tile)
    _to_menu(page)
    tap_a_lit_trains_end(page, *several_trains(page, app_url, DESKTOP, opened=True))


def draw_or_pass(page):
    page.click('[data-action="draw"], [data-action="pass"]')


# The placed tiles that are not wholly inside the board's view or not hit at their centre, the
# least distance in px between numbers of two tiles, and a tile's side in px.
TRI_VIEW = """() => {
  const svg = document.getElementById('tri-svg'), box = svg.getBoundingClientRect();
  const tiles = [...svg.querySelectorAll('[data-tile]')];
  const out = tiles.filter(t => { const r = t.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
    return !(r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom
             && t.contains(document.elementFromPoint(x, y))); }).map(t => t.dataset.cell);
  const nums = tiles.flatMap((t, i) => [...t.querySelectorAll('text')].map(e => {
    const r = e.getBoundingClientRect(); return [i, r.x + r.width / 2, r.y + r.height / 2]; }));
  let near = 999;
  for (const a of nums) for (const b of nums) if (a[0] !== b[0]) near = Math.min(near, Math.hypot(a[1] - b[1], a[2] - b[2]));
  const vb = svg.viewBox.baseVal;
  return {out, near: Math.round(near), side: Math.round(100 * Math.min(box.width / vb.width, box.height / vb.height))};
}"""


@pytest.mark.parametrize("size,level,turns,near", [(PHONE, "easy", 10, 19), (ON_ITS_SIDE_SHORT, "medium", 12, 0)],
                         ids=["phone", "568x320"])
def test_a_phones_grid_fits_the_tiles_with_numbers_apart(page, app_url, size, level, turns, near):
    """390x844: the board's view fits the tiles and the cells the person can play to (not every
    empty cell around them), and each number sits apart from the numbers of the tiles beside it:
    through the person's first ten turns every placed tile is in view and hit at its centre, and
    numbers of two tiles are at least 19 px apart. 568x320 (a felt 106 to 136 px tall) fits the
    board too, with no press of Fit, through twelve turns vs Medium (6 rows, 24 px sides)."""
    page.set_viewport_size(size)
    open_app(page, app_url, "?delay=0&seed=5")
    start(page, mode="computer", players=2, variant="triangles", level=level, target=0)
    for _ in range(turns):
        if wait_actionable(page) != "turn":
            break
        view = page.evaluate(TRI_VIEW)
        assert view["out"] == [] and view["near"] >= near, view
        tile = page.locator('[data-hand] [data-playable="true"]')
        if not tile.count():  # counted once: after a tap that plays, the turn has passed on
            draw_or_pass(page)
        elif tap_tile(page, tile.first):
            click_visible_spot(page)
            if page.locator("[data-place]").count():
                page.click("[data-place]")
    assert page.locator("#tri-svg [data-tile]").count() >= 12


def test_tap_a_marked_cell_places_the_tile_there(page, app_url):
    """On a phone, then on a desktop in a new game from the menu (another deal of the page's seed)."""
    open_app(page, app_url, "?delay=0&seed=6")
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        _to_menu(page)
        tap_a_marked_cell(page)


def tap_a_marked_cell(page):
    start(page, mode="computer", players=2, variant="triangles", level="easy", target=0)
    tile = tile_with_places(page, draw_or_pass)
    cells = page.eval_on_selector_all("[data-spot]", "els => els.map(e => e.dataset.spot)")
    assert cells
    click_visible_spot(page)
    cell = page.evaluate("() => (document.querySelector('.spot.chosen') || {dataset: {}}).dataset.spot || null")
    if page.locator("[data-place]").count():  # several turns fit that cell: place as shown
        page.click("[data-place]")
    wait_for(page, f'#tri-svg [data-tile="{tile}"]', state="attached")
    placed = page.locator(f'#tri-svg [data-tile="{tile}"]').get_attribute("data-cell")
    assert placed in cells and (cell is None or placed == cell), (placed, cell, cells)
    assert page.locator(f'[data-hand] [data-tile="{tile}"]').count() == 0


def test_the_tri_ominos_summary_fits_its_card_on_a_phone(page, app_url):
    """The card at 390 px, then the same card at 360 px (the viewport narrowed)."""
    page.set_viewport_size(PHONE)
    finish_from(page, app_url, find_save(lambda after: not after.is_over))
    for size in (PHONE, {"width": 360, "height": 640}):
        page.set_viewport_size(size)
        summary_fits_its_card(page, size)


def summary_fits_its_card(page, size):
    fit = page.evaluate("""() => {
      const card = document.getElementById('round-dialog'), s = getComputedStyle(card);
      const box = card.getBoundingClientRect();
      const inner = [box.left + parseFloat(s.paddingLeft), box.right - parseFloat(s.paddingRight)];
      const cells = [...card.querySelectorAll('table.summary th, table.summary td')].map(e => e.getBoundingClientRect());
      const rows = [...card.querySelectorAll('table.summary tbody tr')].map(r =>
        [...r.querySelectorAll('.mini')].map(m => Math.round(m.getBoundingClientRect().top)));
      return {inside: cells.every(r => r.left >= inner[0] - 0.5 && r.right <= inner[1] + 0.5),
              score: card.querySelector('table.summary thead th:last-child').innerText.trim().toLowerCase(),
              sideways: card.scrollWidth > card.clientWidth, rows};
    }""")
    assert fit["inside"] and not fit["sideways"] and fit["score"] == "total", (size, fit)
    left = max(fit["rows"], key=len)
    assert len(left) >= 2, (size, fit)
    per_line = max(left.count(top) for top in set(left))
    assert per_line == min(3, len(left)), (size, fit)  # 3 to a line, not one per line


def the_mexican_train_score_bar_is_one_line(page):
    """On a desktop, a new 4-player game of ten rounds from the menu: the score bar is one line."""
    _to_menu(page)
    start(page, mode="computer", players=4, variant="mexican", level="easy", rounds=10)
    wait_actionable(page)
    tops = page.evaluate("() => [...document.getElementById('scores').children].map(e => "
                         "[e.innerText, Math.round(e.getBoundingClientRect().top)])")
    assert len(tops) == 6 and tops[-1][0] == "pips" and len({top for _, top in tops}) == 1, tops
