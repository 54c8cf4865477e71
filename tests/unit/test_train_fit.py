"""The trains on the felt (table/boards/train_layout.fit): in 4-player Mexican Train hands played out, the
tiles are as large as the felt allows and only shrink as the trains grow, every position fits the
felts of a phone and a desktop in full rows, and a short felt gets compact rows that scroll."""

from __future__ import annotations

import random

from pathlib import Path
from types import SimpleNamespace

import pytest

from domino import Rules, new_match
from table.boards.train_layout import (GRID_END, GRID_GAP, GRID_HEAD, GRID_PAD, INLINE_WIDE, MANY, NARROW, ROOMY,
                                       SLACK, THIN, THIN_WIDE, UNITS, UNLIT_END, WIDE, Laid, _need, fit, lay)
from table.boards.trains import MEXICAN, TrainBoard

# The felt's room (px) as the page measures it: 390x844 with the Draw button showing, 1280x800 with
# rivals on both sides, 844x390 (a phone on its side).
PHONE, DESKTOP, ON_ITS_SIDE = (360, 440), (614, 374), (834, 205)


def positions(seed):
    """The trains (the Mexican, then seats 1, 2, 3, 0) after each move of a 4-player hand."""
    rng = random.Random(seed)
    g = new_match(Rules(variant="mexican", players=4, target=0), seed=seed).game
    while not g.is_over:
        obs = g.observation(0)
        yield [obs.train(name).tiles for name in (MEXICAN, 1, 2, 3, 0)]
        legal = g.legal_moves()
        plays = [m for m in legal if m.kind == "play"]
        g.apply(rng.choice(plays) if plays else legal[0])


@pytest.mark.parametrize("felt,least,look", [(PHONE, 20, "narrow"), (DESKTOP, 24, "wide")])
@pytest.mark.parametrize("seed", range(6))
def test_full_rows_fit_and_the_tiles_only_shrink_but_once(felt, least, look, seed):
    """Roomy rows while they allow tiles of ROOMY px; then the rows go compact, once in the hand
    and for good, the tiles growing then only. Doubles lie across in both."""
    last, looks = 40, [look]
    for trains in positions(seed):
        u, classes = fit(felt, trains)
        assert classes in (look, look + " compact"), (u, classes, trains)
        if classes != looks[-1]:
            looks.append(classes)
            assert u >= last, (u, last, trains)
        else:
            assert least <= u <= last, (u, last, trains)
        if classes == look:
            assert u >= ROOMY, (u, trains)
        last = u
    assert len(looks) <= 2, looks


def test_a_phone_keeps_tiles_of_56x28_while_the_rows_fit():
    """390x844 (the felt 360x440 with Draw showing), 4 players: tiles of 56x28 px or larger while
    compact rows of them fit; roomy rows had kept 48x24 tiles once 13 tiles were down. That is
    the first 40% of every hand or more."""
    for seed in range(6):
        sizes = []
        for trains in positions(seed):
            u = fit(PHONE, trains)[0]
            if _need(PHONE[0], trains, {**NARROW, **THIN}, 28) <= PHONE[1]:
                assert u >= 28, (seed, u, trains)
            sizes.append(u)
        assert min(sizes[:len(sizes) * 2 // 5]) >= 28, (seed, sizes)


def test_compact_rows_take_over_when_roomy_ones_would_shrink_the_tiles_below_roomy():
    """A late 4-player hand on a 1280x800 desktop's felt: roomy rows fit only with tiles under
    ROOMY, compact ones at 28; without the long Mexican train the rows stay roomy."""
    def train(n, doubles):
        return [(5, 5) if i % 3 == 1 and i // 3 < doubles else (1, 2) for i in range(n)]
    trains = [train(15, 3), train(6, 1), train(2, 0), train(8, 0), train(3, 0)]
    assert fit((620, 330), trains) == (28, "wide compact")
    assert fit((620, 330), trains[1:]) == (32, "wide") and ROOMY <= 32


def test_a_short_felt_has_compact_rows_and_the_empty_trains_the_largest_tiles():
    assert fit(ON_ITS_SIDE, [[(9, 4)] * 6, [], [(9, 3), (3, 3)], [], [(9, 1)]])[1] == "wide compact inline"
    assert fit((538, 92), [[(9, 4)] * 6, [], [(9, 3), (3, 3)], [], [(9, 1)]])[1] == "wide compact inline scrolls"
    assert fit(PHONE, [[], [], [], [], []]) == (40, "narrow")
    assert fit(None, [[]] * 5)[0] == 40  # before the page has measured the felt


def test_a_short_felt_lays_doubles_across_with_the_largest_tiles_its_other_rows_allow():
    """568x320, 4 players: the rows cannot all fit (they scroll), so the tiles are as large as
    keeps each row without a double as thin as the least tiles would; a double lies across in
    every look (compact rows drew it in line once)."""
    trains = [[(9, 9), (9, 4)], [(9, 1)], [(9, 5), (5, 5)], [(9, 8)], [(9, 0)]]
    assert fit((538, 92), trains) == (24, "wide compact inline scrolls")
    row = TrainBoard("mexican").row(SimpleNamespace(names=["You"], mode="computer"), SimpleNamespace(
        name=MEXICAN, tiles=[(9, 9), (9, 4)], marker=False, open_end=4), 0, False, None, None)
    assert str(row).count('viewBox="0 0 50 100"') == 1 and str(row).count('viewBox="0 0 100 50"') == 1


def test_the_engine_stays_in_sight_at_the_deal_on_a_phone_on_its_side():
    """844x390, 2 players, the deal: the rows were reckoned 1 px thinner each than Chromium draws
    a name above its marker (35.1 px), so they overflowed by 3 px and the engine went under the
    felt's top edge; the names' height is measured now, and SLACK px are kept free."""
    u, look = fit((814, 161), [[], [], []])
    assert look == "wide compact" and u == 30
    assert THIN_WIDE.get("name", WIDE["name"])[1] >= 36
    assert _need(814, [[], [], []], {**WIDE, **THIN_WIDE}, u) <= 161


LONG_HAND = [[(5, 9), (1, 5), (1, 4), (0, 4), (0, 6), (6, 7), (7, 8), (2, 8), (0, 2), (0, 8), (5, 8), (4, 5), (4, 4)],
             [(4, 9)], [(7, 9), (4, 7), (2, 4)], [(6, 9)], [(1, 9), (1, 8), (4, 8), (3, 4), (3, 9)]]


@pytest.mark.parametrize("trains,u", [([[(5, 9)], [(4, 9)], [(7, 9), (4, 7)], [(6, 9)], [(1, 9)]], 20)])
def test_four_trains_on_a_phone_on_its_side_fit_while_no_tile_is_chosen(trains, u):
    """844x390, 4 players (the felt 814x161, a hand of seed 5 vs Easy): lit rows (their open ends
    buttons 26 px tall) never all fit, so the rows are 'scrolls'; their tiles are the largest at
    which the unlit rows fit, a double across (2u tall, 2 px over its line) too. The tiles were 24
    px, as thin as the least tiles would keep a lit row, and 5 unlit rows of 26 px and the engine's
    band of 29 took 174 px: they scrolled from the first turns."""
    assert fit((814, 161), trains) == (u, "wide compact inline scrolls")
    unlit = {**WIDE, **INLINE_WIDE, "end": (INLINE_WIDE["end"][0], UNLIT_END)}
    assert _need(814, trains, unlit, u) <= 161 < _need(814, trains, unlit, u + 2)
    assert _need(814, trains, {**WIDE, **INLINE_WIDE}, 12) > 161


def test_tiles_stay_36x18_where_even_unlit_rows_do_not_fit_and_the_rows_scroll():
    """The same felt late in that hand: the unlit rows fit with tiles of 28x14 px only, where a 7,
    an 8 and a 9 cannot be told apart; the tiles stay 36x18 (the least of UNITS) and the rows scroll."""
    unlit = {**WIDE, **INLINE_WIDE, "end": (INLINE_WIDE["end"][0], UNLIT_END)}
    assert _need(814, LONG_HAND, unlit, 18) > 161 >= _need(814, LONG_HAND, unlit, 14)
    assert fit((814, 161), LONG_HAND) == (18, "wide compact inline scrolls") and min(UNITS) == 18


def nine_trains(seed):
    """The nine trains (the Mexican, then seats 1-7, 0) after each move of an 8-player double-twelve hand."""
    rng = random.Random(seed)
    g = new_match(Rules(variant="mexican", players=8, double=12, target=0), seed=seed).game
    while not g.is_over:
        obs = g.observation(0)
        yield [obs.train(name).tiles for name in (MEXICAN, *range(1, 8), 0)]
        legal = g.legal_moves()
        plays = [m for m in legal if m.kind == "play"]
        g.apply(rng.choice(plays) if plays else legal[0])


@pytest.mark.parametrize("seed", range(4))
def test_nine_trains_on_a_desktop_keep_full_rows_of_40x20_tiles_through_twenty_moves(seed):
    """1280x800 with eight players (seven plaques above the felt, the hand's tiles 48 px: app.css):
    the felt 942x321. Nine trains keep whole rows, no scrolling, and tiles of 40x20 px or more for
    the first twenty moves of a hand (a move is a play, a draw or a pass of any seat)."""
    for n, trains in zip(range(20), nine_trains(seed)):
        u, classes = fit((942, 321), trains)
        assert "scrolls" not in classes and u >= 20, (n, u, classes, trains)


# The felt's room (px) with eight players and Draw or Pass showing, as the page measures it:
# 360x740 (seven plaques in two rows above it) and 844x390.
EIGHT_UPRIGHT, EIGHT_ON_ITS_SIDE = (330, 239), (814, 182)


def grid_height(felt, trains, laid):
    """The px height of a grid look as app.css draws it: the engine's band, then each row of cells
    as tall as the most lines of tiles (and the chip) one of its cells shows, the gaps, SLACK."""
    width, _ = felt
    band = max(round(1.2 * laid.u), (WIDE if laid.look.startswith("wide") else NARROW)["band"])
    room = (width - GRID_GAP[0] * (laid.cols - 1)) // laid.cols - GRID_PAD[0] - GRID_END - GRID_GAP[0]
    across = (room + 2) // (2 * laid.u + 2)
    shown = [min(len(t), laid.slots) if laid.slots else len(t) for t in trains]
    lines = [max(1, -(-n // across)) for n in shown]
    rows = [max(lines[i:i + laid.cols]) for i in range(0, len(trains), laid.cols)]
    cells = sum(GRID_PAD[1] + GRID_HEAD + n * (laid.u + 2) - 2 for n in rows)
    return band + GRID_GAP[1] * len(rows) + cells + SLACK


@pytest.mark.parametrize("felt", [EIGHT_UPRIGHT, EIGHT_ON_ITS_SIDE])
@pytest.mark.parametrize("seed", range(6))
def test_nine_trains_lie_in_a_grid_in_sight_on_a_phone_through_a_hand(felt, seed):
    """8 players with the double-twelve, every position of a random hand: the nine rows would
    scroll at 360x740 and 844x390 (no 9 rows of 18 px tiles fit there), so they lie in a grid, as
    tall as the felt at most, tiles of 36x18 px or more, and each cell shows its train's last
    tile; a longer train shows as many of its last tiles as the cell holds, a chip counting the rest."""
    for trains in nine_trains(seed):
        laid = lay(felt, trains)
        assert "scrolls" in fit(felt, trains)[1]
        assert laid.look.endswith(" grid") and laid.cols in (2, 3) and laid.u >= 18, laid
        assert grid_height(felt, trains, laid) <= felt[1], (laid, trains)
        assert laid.slots == 0 or laid.slots >= 2, laid  # the open end's tile, and the chip


def test_the_grid_shows_every_tile_while_it_can_then_the_most():
    """844x390 at the deal: every train in one line of the largest tiles; late in a hand the grid
    that shows the most tiles, the smallest tiles if they show more."""
    empty = [[] for _ in range(9)]
    assert lay(EIGHT_ON_ITS_SIDE, empty) == Laid(28, "wide grid", 3, 0)
    late = [[(12, i)] + [(i, i)] * (n - 1) for i, n in enumerate((15, 3, 9, 2, 7, 1, 4, 6, 8))]
    laid = lay(EIGHT_UPRIGHT, late)
    assert laid == Laid(18, "narrow grid", 2, 3)
    assert grid_height(EIGHT_UPRIGHT, late, laid) <= EIGHT_UPRIGHT[1]


def test_a_long_train_in_a_grid_cell_shows_its_last_tiles_after_a_chip_counting_the_rest():
    """Ten tiles in a cell of three slots: the chip says +8, the eight earliest are folded away
    (still on the page, for the row's count and the tiles' order), the last two show; a double in
    a cell lies in line (its face as wide as a tile's)."""
    tiles = [(12, 3), (3, 3), (3, 5), (5, 1), (1, 1), (1, 7), (7, 2), (2, 9), (9, 9), (9, 4)]
    row = str(TrainBoard("mexican").row(SimpleNamespace(names=["You", "Computer 1"], person=0, mode="computer"),
                                        SimpleNamespace(name=1, tiles=tiles, marker=True, open_end=4), 0, False,
                                        None, None, laid=Laid(18, "narrow grid", 2, 3)))
    assert 'class="train-more" aria-hidden="true">+8<' in row
    assert row.count("folded") == 8 and row.count('data-tile="') == 10
    assert row.count('viewBox="0 0 50 100"') == 0
    assert '<span class="long">Computer 1</span><span class="short">Comp 1</span>' in row
    whole = str(TrainBoard("mexican").row(SimpleNamespace(names=["You", "Computer 1"], person=0, mode="computer"),
                                          SimpleNamespace(name=1, tiles=tiles, marker=True, open_end=4), 0, False,
                                          None, None))
    assert "train-more" not in whole and "folded" not in whole and whole.count('viewBox="0 0 50 100"') == 3


def test_an_open_trains_marker_says_open_where_a_grid_cell_has_no_room_for_more():
    """Eight players on a phone: "Open to everyone" was cut to "Open to ..." in a grid's cell; the
    cell shows "Open" (app.css), a row outside a grid the whole words, "Owner only" whole in both."""
    view = SimpleNamespace(names=["You", "Computer 1"], person=0, mode="computer")
    def row(open_):
        train = SimpleNamespace(name=1, tiles=[(12, 3)], marker=open_, open_end=3)
        return str(TrainBoard("mexican").row(view, train, 0, False, None, None, laid=Laid(18, "narrow grid", 2, 3)))
    assert ('<span class="marker open"><span class="long">Open to everyone</span><span class="short">Open</span>'
            '</span>') in row(True)
    assert '<span class="marker">Owner only</span>' in row(False)
    css = (Path(__file__).resolve().parents[2] / "static" / "app.css").read_text()
    assert ".marker .short, .grid .marker .long { display: none; }" in css
    assert ".grid .marker .short { display: inline; }" in css


def test_five_trains_keep_their_rows_where_they_scroll():
    """Four players on a phone on its side keep one row per train (the lit ones scroll into
    sight): the grid is for more than MANY trains."""
    assert lay((814, 161), LONG_HAND) == (18, "wide compact inline scrolls", 1, 0) and len(LONG_HAND) <= MANY
