"""End-to-end Mexican Train on the built app, played through clicks: choose a tile, then a lit
train (a tile that fits one train only goes there on tap); draw one, else pass.

Every wait is on page state; `?delay=0` keeps the computers fast and `?seed=` the deal repeatable.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from audits import axe_results, describe
from driver import (MAX_STEPS, PAGE_WORDS, assert_train_table, continue_saved, late_save, open_app, resize, start,
                    take_train_turn, train_stats, wait_actionable)
from table.flow import setups

# The hand's tiles: the narrowest side of the smallest, and how many lie outside the view.
HAND_BOXES = """() => {
  const r = [...document.querySelectorAll('[data-hand] [data-tile]')].map(e => e.getBoundingClientRect());
  return {least: Math.min(...r.map(b => Math.min(b.width, b.height))),
          out: r.filter(b => b.left < -0.5 || b.right > innerWidth + 0.5 || b.bottom > innerHeight + 0.5).length};
}"""


AXE_SIZES = [{"width": 360, "height": 740}, {"width": 844, "height": 390}, {"width": 1280, "height": 800}]
SMALL = {2: {"width": 1280, "height": 800}, 3: {"width": 360, "height": 640}, 8: {"width": 360, "height": 740}}
PHONES = [{"width": 360, "height": 740}, {"width": 844, "height": 390}]
# The trains in sight: whether the box scrolls, the rows (each whole, its open end too) outside the
# box or the screen, and the short side of the smallest tile shown (a grid cell folds a long
# train's earlier tiles away: those are not shown).
TRAINS_IN_SIGHT = """() => {
  const box = document.querySelector('.trains'), b = box.getBoundingClientRect();
  const outside = r => r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5;
  const rows = [...box.querySelectorAll('[data-train]')];
  const tiles = [...box.querySelectorAll('.trt:not(.folded)')].map(t => t.getBoundingClientRect());
  return {look: box.className, scrolls: box.scrollHeight - box.clientHeight > 1,
          out: rows.filter(r => outside(r.getBoundingClientRect())
                                || outside(r.querySelector('.train-end').getBoundingClientRect())).length,
          least: tiles.length ? Math.min(...tiles.map(t => Math.min(t.width, t.height))) : null};
}"""


@pytest.mark.parametrize("players,seed,double", [(2, 4, 9), (3, 9, 9), (8, 5, 12)])
def test_mexican_train_hands_vs_easy_through_clicks(page, app_url, players, seed, double):
    """A hand of Mexican Train vs Easy through clicks to its card and a new deal: with two and three
    players its last turns, Continued from a save (played by Easy on CPython up to there); with
    eight players and the double-twelve on a phone the whole hand: every tile of the hand whole in
    view and at least 26 px wide (a 15-tile hand of two to four players is as narrow, 26 px at 360),
    and at the first turn the table passes axe (no serious or critical violation) upright, on its side
    and on a desktop. At each turn of the hand, upright (360x740) and on its side (844x390), the
    nine trains lie in a grid in sight: nothing scrolls, every row and its open end on the screen,
    and no tile shown less than 18 px across."""
    page.set_viewport_size(SMALL[players])
    cfg = {"mode": "computer", "variant": "mexican", "set": str(double), "players": str(players), "level": "easy",
           "target": "0"}
    if players > 4:
        open_app(page, app_url, f"?delay=0&seed={seed}")
        start(page, **cfg)
    else:  # the hand's last turns, from a save: the hand of eight is the one played whole
        continue_saved(page, app_url, late_save(setups.new_game(cfg, str(seed), 0, 0), first_hand=True))
    assert page.evaluate("document.body.dataset.board") == "trains"
    assert page.locator(".hub").get_attribute("aria-label") == f"Engine {double}-{double}"
    assert page.locator("#scores").inner_html() == ""  # a single round has no score bar
    assert page.locator("[data-stock] .stock-k").inner_text().lower() == "boneyard"
    stats = train_stats()
    seen, least, trains = [], [], {}
    if players > 4:
        wait_actionable(page)
        for size in AXE_SIZES:
            resize(page, size)
            assert not describe(axe_results(page)["violations"]), size
            hand = page.evaluate(HAND_BOXES)
            assert hand["out"] == 0 and hand["least"] >= 26, (size, hand)
            print(f"\n{size}: the hand's smallest tile {hand['least']} px")
        page.set_viewport_size(SMALL[players])
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        if state != "turn":
            break
        t = assert_train_table(page, players, double)
        if players > 4:
            hand = page.evaluate(HAND_BOXES)
            assert hand["out"] == 0 and hand["least"] >= 26, hand
            least.append(hand["least"])
            for size in PHONES:
                page.set_viewport_size(size)
                try:  # the felt measured again and the trains laid to it (on the next frame)
                    page.wait_for_function(f"() => {{ const t = ({TRAINS_IN_SIGHT})(); return !t.scrolls && !t.out"
                                           f" && /grid/.test(t.look) && !(t.least < {LEAST}); }}", timeout=5_000)
                except PlaywrightTimeout:
                    pass  # what is wrong is said below
                sight = page.evaluate(TRAINS_IN_SIGHT)
                assert "grid" in sight["look"] and not sight["scrolls"] and sight["out"] == 0, (size, sight)
                assert sight["least"] is None or sight["least"] >= LEAST, (size, sight)
                trains.setdefault(size["width"], []).append(sight["least"] or 99)
            page.set_viewport_size(SMALL[players])
        if t["banner"]:   # the double to cover: the last tile of the train it names, said in the words
            banner = t["banner"]
            a, b = banner["double"].split("-")
            owed = next(train for train in t["trains"] if train["name"] == banner["train"])
            assert a == b and owed["tiles"][-1] == banner["double"] and banner["double"] in banner["words"], (banner, owed)
        seen.append(page.evaluate(PAGE_WORDS))
        take_train_turn(page, stats)
    assert page.evaluate("document.body.dataset.phase") == "round-over"
    assert stats["plays"] >= 2 or players <= 4, stats
    if least:
        print(f"\n{SMALL[players]}: the hand's smallest tile through the hand {min(least)} px")
    for width, sizes in trains.items():
        print(f"\n{width} px wide: the trains' smallest tile shown through the hand {min(sizes)} px")
    dialog = page.locator("dialog#round-dialog")
    assert dialog.evaluate("d => d.open")
    text = dialog.inner_text()
    assert re.search(r"\bwins?\b|Draw", text) and re.search("pips", text, re.I), text
    assert page.locator("dialog tbody tr").count() == players
    # No computer tile was ever on the page before the round was over.
    kept = page.eval_on_selector_all("dialog tbody tr:not(:first-child) .mini[aria-label]",
                                     "els => els.map(e => e.getAttribute('aria-label'))")
    for label in kept:
        a, b = label.split("-")
        pattern = re.compile(rf"(?<![\d.-])({a}-{b}|{b}-{a})(?![\d.-])")
        for words in seen:
            assert not pattern.search(words), f"hidden tile {label} leaked"
    page.click('dialog [data-action="new-game"]')
    page.wait_for_function("() => document.body.dataset.phase === 'playing'")
    assert_train_table(page, players, double)  # the same set again


def test_a_tile_for_several_trains_waits_for_the_choice(page, app_url):
    """Choose a tile that fits two trains: both light up with a name, another tile or a tap on
    the tile again changes the choice, and a tap on a train plays there."""
    open_app(page, app_url, "?delay=0&seed=4")
    start(page, mode="computer", players=2, variant="mexican", level="easy", target=0)
    stats = train_stats()
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        assert state == "turn", "the round ended before a tile fitted two trains"
        found = None
        for tile in page.locator('[data-hand] [data-playable="true"]').all():
            tile.click()
            if page.locator("[data-train].fit").count() >= 2:
                found = tile
                break
            if page.evaluate("document.querySelectorAll('[data-hand] [aria-pressed=\"true\"]').length") == 0:
                break  # it fitted one train only and was played
        if found is not None:
            break
        if wait_actionable(page) == "turn":
            take_train_turn(page, stats)
    lit = page.locator("[data-train].fit")
    names = [lit.nth(i).get_attribute("data-train") for i in range(lit.count())]
    label = lit.first.locator("[data-train-end]").get_attribute("aria-label")
    assert re.fullmatch(r"Play \d-\d on (your train|the Mexican train|Computer 1's train) \(open end \d\)", label)
    assert "Tap the open end of a lit train" in page.locator("#status").inner_text()
    found.click()  # a second tap puts it back
    assert page.locator("[data-train].fit").count() == 0
    found.click()
    target = page.locator(f'[data-train="{names[-1]}"]')
    count = int(target.get_attribute("data-count"))
    target.click()
    page.wait_for_function(
        f"() => document.body.dataset.phase !== 'playing' || Number(document.querySelector("
        f"'[data-train=\"{names[-1]}\"]').dataset.count) === {count + 1}")


# The trains' box at each turn: its look, and the least tile's size in px (as
# laid out: a tile arriving is scaled for a moment).
TRAIN_ROOM = """() => {
  const box = document.querySelector('.trains');
  const tiles = [...box.querySelectorAll('.trt')];
  return {look: box.className, u: parseFloat(box.style.getPropertyValue('--u')),
          least: Math.min(...tiles.map(t => Math.min(t.offsetWidth, t.offsetHeight)))};
}"""


LEAST = 18   # px: a train tile's short side, never less (36x18)
FITTED = "() => { const box = document.querySelector('.trains'); return box.scrollHeight - box.clientHeight <= 1; }"


@pytest.mark.parametrize("size", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}])
def test_four_trains_keep_whole_rows_and_tiles_of_36x18_through_a_hand(page, app_url, size):
    """4 players vs Medium, a whole hand: every row in sight without scrolling, no tile less than
    36x18 px (18 across; doubles across their train take two tiles' height: the size at which the
    7, 8 and 9 pips, coloured apart, still read), since the rows go compact
    rather than shrink the tiles further (they were 16 px at 1280x800 before), once in the hand;
    at 1280x800 the tiles only grow at that change (Draw or Pass took 44 px from the felt: 32 ->
    30 -> 32 px between turns)."""
    page.set_viewport_size(size)
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    start(page, mode="computer", players=4, variant="mexican", level="medium", target=0)
    stats, looks, sizes = train_stats(), [], []
    for _ in range(MAX_STEPS):
        if wait_actionable(page) != "turn":
            break
        # Draw or Pass showing takes room from the felt: its resize redraws the trains to fit.
        page.wait_for_function(FITTED, timeout=5_000)
        # The rows fit before the redraw that follows a resize has sized the tiles: wait for the
        # layout the player is left with (a layout that never gets there fails below, as before).
        try:
            page.wait_for_function(f"() => ({TRAIN_ROOM})().least >= {LEAST}", timeout=5_000)
        except PlaywrightTimeout:
            pass
        room = page.evaluate(TRAIN_ROOM)
        assert "scrolls" not in room["look"], room
        assert room["least"] >= LEAST, room
        if size["width"] > 1000:  # Draw or Pass coming and going leaves the tiles be
            assert not looks or room["look"] != looks[-1] or room["u"] <= sizes[-1], str((room, sizes))
        looks.append(room["look"])
        sizes.append(room["u"])
        take_train_turn(page, stats)
    assert stats["plays"] >= 5, stats
    assert "compact" in looks[-1] and len(set(looks)) <= 2, looks
