"""Boards that read on a phone, measured: the smallest tile a board draws over whole hands of each
game at each phone size, and the Classic chain laid as a snake.

A line or spinner game's tiles are never smaller than 40x20 px, a train's never smaller than 36x18
(its 7, 8 and 9 told apart by the colour of their pips as well as their pattern). A seeded hand per
game, looked at in each size at each turn, with reduced motion (conftest), in one page, keep it
affordable (the layout's numbers over 30 hands of each game on these felts are
tests/unit/test_board_tile_floor.py's);
DOMINO_BOARD_HANDS=20 plays more, and DOMINO_BOARD_LOG=<file> appends each hand's smallest tile
there (the figures of a change).
"""

from __future__ import annotations

import json
import os

from driver import _to_menu, open_app, play_any_board, resize, start, take_train_turn, train_stats, wait_actionable

# The smallest upright phone and a phone on its side; the 390x844 phone's least tiles are checked on
# its felt's numbers over more hands in tests/unit/test_board_tile_floor.py.
SIZES = [{"width": 360, "height": 740}, {"width": 844, "height": 390}]
HANDS = int(os.environ.get("DOMINO_BOARD_HANDS", "1"))  # the numbers over many more: test_board_tile_floor.py
# game: (settings, least long side, least short side) in px
GAMES = {
    "draw": ({"players": 2, "variant": "draw", "target": 0}, 40, 20),
    "block": ({"players": 4, "variant": "block", "target": 0}, 40, 20),
    "allfives": ({"players": 2, "variant": "allfives"}, 40, 20),
    "mexican": ({"players": 4, "variant": "mexican", "rounds": 1}, 36, 18),
}

# Every tile on the board, in chain order: its box (a tile standing up is as wide as a lying one is tall).
TILES = """() => [...document.querySelectorAll('#chain [data-tile], [data-train] [data-tile]')].map(e => {
  const r = e.getBoundingClientRect();
  return [Math.round(Math.max(r.width, r.height)), Math.round(Math.min(r.width, r.height)),
          r.left + r.width / 2, r.top + r.height / 2, Math.min(r.width, r.height)];
})"""

# The pips' colour of each high number on the trains, by number (those on the board now).
HIGH_PIPS = """() => {
  const out = {};
  for (const n of [6, 7, 8, 9]) {
    const pip = document.querySelector(`[data-train] .trt .n${n} circle`);
    if (pip) out[n] = getComputedStyle(pip).fill;
  }
  return out;
}"""


def size_id(size):
    return f"{size['width']}x{size['height']}"


def runs(tiles) -> int:
    """How many times the chain, read from its left end to its right, turns back up the felt: a
    snake (rows one under the other, each read the other way) never does."""
    ups, y = 0, None
    for _, _, _, cy, short in tiles:
        if y is not None and cy < y - short * 0.75:
            ups += 1
        y = cy
    return ups


def hand(page, game):
    """A whole hand vs Easy, started from the menu of the page open: at each of the person's turns
    and at its end, the page turned to each size (drawn again for it), the board's tiles there by size."""
    settings = GAMES[game][0]
    _to_menu(page)
    start(page, mode="computer", level="easy", **settings)
    stats = train_stats()
    for _ in range(200):
        state = wait_actionable(page)
        seen = {}
        for size in SIZES:
            resize(page, size)
            seen[size_id(size)] = page.evaluate(TILES)
        yield seen
        if state != "turn":
            return
        if game == "mexican":
            take_train_turn(page, stats)
        else:
            play_any_board(page)
    raise AssertionError("the hand did not end")


def _log(record):
    path = os.environ.get("DOMINO_BOARD_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")


def test_the_board_reads_on_a_phone_through_whole_hands(page, app_url):
    """At every turn of whole hands of each game, at each size: no board tile is smaller than a
    finger reads; the Classic chain, read from its left end, goes down the felt row by row, never
    back up round the opening tile (a spiral); and on the trains the 7, 8 and 9, drawn in nearly the
    same 3 x 3 pattern, are told apart by their pips' colours (as a double-nine set's are), each
    unlike the others and the 0 to 6. One page plays every game's hands from its menu (the page's
    seed numbers each new game's deal: another deal each hand)."""
    page.set_viewport_size(SIZES[0])
    open_app(page, app_url, "?delay=0&seed=1&howto=0")
    for game, (_, long, short) in GAMES.items():
        pips = {}
        for number in range(1, HANDS + 1):
            least: dict = {size_id(size): None for size in SIZES}
            for seen in hand(page, game):
                for size, tiles in seen.items():
                    for tile in tiles:
                        if least[size] is None or tile[1] < least[size][1]:
                            least[size] = tile[:2]
                    if game == "draw":
                        assert runs(tiles) == 0, (game, size, number, [t[2:4] for t in tiles])
                if game == "mexican":
                    pips.update(page.evaluate(HIGH_PIPS))
            for size, smallest in least.items():
                _log({"game": game, "size": size, "hand": number, "least": smallest})
                assert smallest is not None and smallest[0] >= long and smallest[1] >= short, (game, size, number,
                                                                                                smallest)
        if game == "mexican":
            assert {"6", "7", "8", "9"} <= set(pips), pips
            assert len({pips[n] for n in ("6", "7", "8", "9")}) == 4, pips
