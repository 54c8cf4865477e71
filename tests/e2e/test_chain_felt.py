"""The line games' chain on an upright phone (390x844): big tiles while the chain is short, each
open end marked on the felt with the number it shows, and the move log naming ends the same way."""

from __future__ import annotations

import re

from driver import (PHONE, close_moves_by_keyboard, open_app, open_moves_by_keyboard, start, take_turn,
                    wait_actionable)

# Every chain tile's box on the page once no tile is still arriving, the two end marks with the
# felt's box, and the numbers on the end buttons.
SETTLED = "() => [...document.querySelectorAll('#chain .ct')].every(e => e.getAnimations().length === 0)"
READ = """() => {
  const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  return {
    tiles: [...document.querySelectorAll('[data-chain] [data-tile]')].map(box),
    tags: [...document.querySelectorAll('[data-chain] [data-chain-tag]')].map(e => [e.dataset.chainTag, e.innerText, box(e)]),
    felt: box(document.getElementById('chain')),
    ends: [...document.querySelectorAll('[data-end]')].map(e => [e.dataset.end, e.querySelector('.end-n').innerText]),
  };
}"""


def test_a_short_chain_on_a_phone_has_big_tiles_and_marked_ends(page, app_url):
    page.set_viewport_size(PHONE)
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    seen = 0
    lines: list = []
    while wait_actionable(page) == "turn":
        page.wait_for_function(SETTLED)
        shown = page.evaluate(READ)
        tiles = shown["tiles"]
        if tiles:
            seen += 1
            if len(tiles) < 10:
                sizes = [(round(r - x), round(b - y)) for x, y, r, b in tiles]
                assert all(max(s) >= 72 and min(s) >= 36 for s in sizes), sizes
            # Each open end is marked on the felt with the number its end button shows.
            assert sorted([end, text] for end, text, _ in shown["tags"]) == sorted(shown["ends"])
            fx, fy, fr, fb = shown["felt"]
            for _, _, (x, y, r, b) in shown["tags"]:
                assert fx - 1 <= x and r <= fr + 1 and fy - 1 <= y and b <= fb + 1
            if len(tiles) >= 5 and not lines:
                lines = open_moves_by_keyboard(page)
                close_moves_by_keyboard(page)
        take_turn(page)
    assert seen >= 3
    played = [line for line in lines if " played " in line]
    assert played and all(re.search(r"played \d-\d on the \d", line) for line in played), lines
    assert not any(re.search(r"\b(left|right)\b", line) for line in lines), lines
