"""What the table says in small print, measured on the page: each rival's plaque shows whom it is
about (its short name at least, never ellipsed away) and their tiles left, uncovered, on a full
phone table upright and on its side, in every variant; the how-to card's arrow keys are as tall as
its words' capitals."""

from __future__ import annotations

import pytest
from driver import _any_turn, _mid_hand, open_app, resize, train_stats, wait_actionable

SIZES = [{"width": 844, "height": 390}, {"width": 390, "height": 844}, {"width": 360, "height": 740}]

# Each plaque: the name shown (long or short form) and whether it is cut; whether the name and the
# count are inside the plaque, inside the window and the topmost element at their middle; and
# whether the page is wider than the window, and the top bar's controls any plaque lies over.
PLAQUES = """() => {
  const shown = e => [...e.children].find(c => getComputedStyle(c).display !== 'none') || e;
  const inside = (b, o) => b.left >= o.left - .5 && b.right <= o.right + .5 && b.top >= o.top - .5 && b.bottom <= o.bottom + .5;
  const view = {left: 0, top: 0, right: innerWidth, bottom: innerHeight};
  const seen = (e, seat) => {
    const b = e.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return b.width > 0 && inside(b, seat.getBoundingClientRect()) && inside(b, view) && !!hit && seat.contains(hit);
  };
  const meet = (a, b) => a.left < b.right - .5 && b.left < a.right - .5 && a.top < b.bottom - .5 && b.top < a.bottom - .5;
  const plaques = [...document.querySelectorAll('#seats [data-seat]')].map(s => s.getBoundingClientRect());
  return {
    wide: document.documentElement.scrollWidth - innerWidth,
    widest: [...document.querySelectorAll('.table *')].filter(e => e.getBoundingClientRect().right > innerWidth + .5
      && e.parentElement.getBoundingClientRect().right <= innerWidth + .5).map(e => e.className).slice(0, 4),
    under: [...document.querySelectorAll('.topbar button, .topbar .stock')]
      .filter(e => plaques.some(p => meet(p, e.getBoundingClientRect()))).map(e => e.id || e.className),
    seats: [...document.querySelectorAll('#seats [data-seat]')].map(seat => {
      const name = seat.querySelector('.seat-name'), count = seat.querySelector('.seat-count');
      return {name: shown(name).textContent, cut: name.scrollWidth > name.clientWidth + .5,
              nameSeen: seen(name, seat), countSeen: seen(count, seat), count: count.textContent};
    }),
  };
}"""


def test_a_plaque_names_its_seat_and_its_tiles_on_a_full_phone_table(page, app_url):
    """4 players vs the computer, each variant, the first turns of a hand (the plaques' last actions
    grow longest then: 'drew 1, 3-8 own train'): each plaque shows 'Computer 2' or 'Comp 2', whole,
    and its count, nothing covering them (at 844x390 the top bar's buttons once lay over them, and
    'Computer 2' went to '3-8 ...'), and the page is no wider than the window (at 390x844 the
    plaques' words once widened it to 478 px). One page: each game from its menu, and at each turn
    every size in turn (the page drawn again for it)."""
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    for variant in ("draw", "block", "allfives", "triangles", "mexican"):
        _mid_hand(page, 0, mode="computer", players=4, variant=variant, level="easy", target=0)
        stats = train_stats()
        for turn in range(8):
            if wait_actionable(page) != "turn":
                break
            for size in SIZES:
                resize(page, size)
                found = page.evaluate(PLAQUES)
                where = (size, variant, turn, found)
                assert found["wide"] <= 0 and not found["under"], where
                assert len(found["seats"]) == 3, where
                for seat in found["seats"]:
                    assert seat["name"] in ("Computer 1", "Computer 2", "Computer 3", "Comp 1", "Comp 2", "Comp 3"), where
                    assert not seat["cut"] and seat["nameSeen"] and seat["countSeen"], where
            _any_turn(page, stats)


# The ink height of the card's arrow keys and the height of a capital of its words: a drawn arrow
# by its geometry (and its stroke), a typed one by the font's measure of its glyph.
ARROWS = """() => {
  const keys = document.querySelector('#help-dialog .keys');
  const ctx = document.createElement('canvas').getContext('2d');
  const ink = (text, el) => { const s = getComputedStyle(el); ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
                              const m = ctx.measureText(text); return m.actualBoundingBoxAscent + m.actualBoundingBoxDescent; };
  const arrows = [...keys.querySelectorAll('kbd')].filter(k => k.classList.contains('arrow-key') || /^[←→]$/.test(k.textContent.trim()));
  return {
    capital: ink('K', keys),
    arrows: arrows.map(k => {
      const path = k.querySelector('svg path');
      if (!path) return ink(k.textContent, k);
      const width = parseFloat(getComputedStyle(path).strokeWidth) * path.getScreenCTM().a;
      return path.getBoundingClientRect().height + width;
    }),
  };
}"""


def test_the_cards_arrow_keys_are_as_tall_as_its_words(page, app_url):
    """The keyboard line of the how-to card: its two arrow keys were font glyphs about 4 px tall
    beside 10 px capitals. The card opened once, measured at each size (the viewport resized)."""
    page.set_viewport_size(SIZES[0])
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    _mid_hand(page, 0, mode="computer", players=2, variant="mexican", level="easy", target=0)
    page.click('[data-action="help"]')
    page.wait_for_function("() => document.getElementById('help-dialog').open")
    for size in SIZES + [{"width": 1280, "height": 800}]:
        page.set_viewport_size(size)
        found = page.evaluate(ARROWS)
        assert len(found["arrows"]) == 2, (size, found)
        assert all(height >= found["capital"] for height in found["arrows"]), (size, found)
