"""Chicken Foot's board (table/boards/chickenfoot.py) on CPython: over layouts grown in real games
of double-six (2-4 players) and double-nine (2-8), on the felts of a phone upright and on its side
and of a desktop, no two placed tiles (nor an open end's box) overlap, every row stays inside the
felt's width, tiles are never smaller than 40x20 px, and a layout that fits is chosen over one
that scrolls; then the board's taps, keys and words on exact positions."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest

from domino import Rules, choose_move, new_game
from table.boards.base import CLEAR
from table.boards.chickenfoot import UNITS, ChickenBoard, fit, spread_at, shape_of
from table.boards.intents import Play, Select
from table.boards.targets import Target
from table.flow.session import Session, settings

# The felt's room (px) as the page measures it at 360x740, 844x390 and 1280x800, and a few shapes
# in between.
FELTS = [(340, 436), (822, 190), (1236, 478), (614, 374), (360, 300), (500, 160)]
BOARD = ChickenBoard("chickenfoot")


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def grown(double, players, seeds):
    """Seat 0's observation after every play of Easy games: the arms as they grow in play."""
    for seed in seeds:
        game = new_game(Rules(variant="chickenfoot", players=players, double=double), seed=seed)
        while not game.is_over:
            game.apply(choose_move("easy", game.observation(game.current_player), seed=seed))
            if game.history[-1][1].kind == "play":
                yield game.observation(0)


CASES = [(6, n, range(n * 10, n * 10 + 6)) for n in (2, 3, 4)] + [(9, n, range(n, n + 3)) for n in (2, 4, 6, 8)]


@pytest.mark.parametrize("double,players,seeds", CASES)
def test_no_two_tiles_overlap_on_any_felt(double, players, seeds):
    feet = 0
    for obs, felt in itertools.product(grown(double, players, seeds), FELTS):
        laid = fit(felt, obs.arms)
        feet = max(feet, len(obs.arms))
        boxes = laid.boxes()
        assert len(boxes) == 1 + sum(len(a.tiles) + (a.open_end is not None) for a in obs.arms)
        boxes.sort()
        for i, a in enumerate(boxes):   # sorted by left edge: only the boxes starting left of a's right
            for b in itertools.takewhile(lambda b: b[0] < a[0] + a[2], boxes[i + 1:]):
                assert not overlap(a, b), (felt, obs.arms, a, b)
        assert all(x >= 0 and y >= 0 and x + w <= felt[0] for x, y, w, h in boxes), felt
        assert laid.unit >= 20 and all(min(w, h) >= 20 for _, _, w, h in boxes)
        assert laid.scrolls or laid.height <= felt[1]
        for r in laid.rows:   # a row's tiles and end inside its box
            assert all(0 <= x and x + w <= r.box[2] and 0 <= y and y + h <= r.box[3]
                       for x, y, w, h in (*r.tiles, *((r.end,) if r.end else ())))
    assert feet > 4, "no foot grew in these games"


def test_the_largest_tiles_that_fit_are_chosen_and_a_wide_felt_uses_columns():
    obs = next(o for o in grown(9, 8, range(5)) if len(o.arms) >= 10)
    shape = shape_of(obs.arms)
    laid = fit((1236, 478), obs.arms)
    assert not laid.scrolls
    bigger = [spread_at(shape, u, k, 1236, 478) for u in UNITS if u > laid.unit for k in range(1, 5)]
    assert all(t.scrolls for t in bigger)
    assert len({r.box[0] for r in laid.rows}) > 1   # the spokes' groups in more than one column


def chicken(**position):
    return new_game(Rules(variant="chickenfoot", players=2, double=9), **position)


def session(game, **kw):
    return Session(match=SimpleNamespace(game=game, rules=game.rules), cfg=settings({"mode": "computer"}),
                   names=("You", "Computer 1"), phase="playing", **{"viewer": 0, **kw})


def free_play():
    # the spokes are down, no foot waits: 5-8 fits spoke 0 (open 5) and spoke 2 (open 8); 3-4 spoke 1 only
    return chicken(hands=[["5-8", "3-4", "1-2"], ["0-0", "6-6"]], arms=[["9-5"], ["9-3"], ["9-8"], ["9-7"]],
                   stock=["2-2"], first=0)


def test_a_tile_that_fits_one_arm_is_played_at_once_and_one_that_fits_two_waits():
    g = free_play()
    s = session(g)
    assert str(BOARD.tile_intent(s, (3, 4), s.legal()).move) == "3-4@1"
    assert BOARD.tile_intent(s, (5, 8), s.legal()) == Select({"selected": (5, 8), "note": ""})
    chosen = session(g, selected=(5, 8))
    assert str(BOARD.click(chosen, Target({"data-arm-end": "2"})).move) == "5-8@2"
    assert str(BOARD.click(chosen, Target({"data-arm": "0"})).move) == "5-8@0"
    assert BOARD.click(chosen, Target({"data-arm": "3"})) == Select({"note": "The 5-8 can't go on that arm."})
    assert str(BOARD.key(chosen, "Enter", Target({"data-arm-end": "0"})).move) == "5-8@0"
    assert BOARD.key(chosen, "Enter", Target({"data-tile": "5-8"})) is None
    assert BOARD.lift(s, (5, 8), s.legal()) == Select({**CLEAR, "selected": (5, 8), "note": ""})
    assert BOARD.lift(s, (3, 4), s.legal()) is None and BOARD.lift(chosen, (5, 8), s.legal()) is None
    out = str(BOARD.containers(chosen, g.observation(0), chosen.legal())["board"])
    assert out.count("<button") == 2 and 'data-arm-end="0"' in out and 'data-arm-end="2"' in out
    assert 'aria-label="Play 5-8 on spoke 1 of the 9-9 (open end 5)"' in out
    assert BOARD.containers(chosen, g.observation(0), chosen.legal())["view"] == frozenset({"0", "2"})


def test_a_tile_that_fits_nowhere_says_what_the_foot_needs():
    # the 6-6 was laid on spoke 0: its three toes come first, each a 6
    g = chicken(hands=[["1-2", "6-4"], ["0-0", "3-3"]], arms=[["9-6", "6-6"], ["9-3"], ["9-8"], ["9-7"]],
                stock=["2-2"], first=0)
    s = session(g)
    said = BOARD.tile_intent(s, (1, 2), s.legal())
    assert said == Select({**CLEAR, "note": "1-2 doesn't fit the 6-6 (it has no 6)."})
    assert str(BOARD.tile_intent(s, (4, 6), s.legal()).move) == "4-6@4"
    obs = g.observation(0)
    assert BOARD.prompt(s, obs, s.legal(), BOARD.playable(s.legal()), {"play"}) == \
        "Your turn: fill the chicken foot on the 6-6: play a tile showing 6."
    out = str(BOARD.containers(s, obs, s.legal())["board"])
    assert out.count('class="arm toe"') == 3 and "its toes go on the 6-6" in out
    assert 'aria-label="Toe 1 of the 6-6: 0 tiles, open end 6"' in out


def test_the_board_shows_no_hidden_tile():
    g = free_play()
    s = session(g)
    out = str(BOARD.containers(s, g.observation(0), s.legal())["board"])
    for hidden in ("0-0", "6-6", "2-2", "5-8", "3-4"):   # the other hand, the boneyard, and the hand (drawn apart)
        assert f'data-tile="{hidden}"' not in out
    assert 'data-tile="5-9"' in out and 'aria-label="Centre double 9-9"' in out


def test_a_play_is_said_by_the_number_it_went_on_and_a_double_by_its_foot():
    g = free_play()
    g.apply(g.parse_move("5-8@2"))
    s = session(g)
    assert BOARD.describe(s, 0, g.history[-1][1]) == "You played 5-8 on the 8."
    g2 = chicken(hands=[["5-5", "3-4"], ["0-0", "6-6"]], arms=[["9-5"], ["9-3"], ["9-8"], ["9-7"]], first=0)
    g2.apply(g2.parse_move("5-5@0"))
    assert BOARD.describe(session(g2), 0, g2.history[-1][1]) == \
        "You played 5-5 on the 5. A chicken foot grows on the 5-5: its three toes come before anything else."


def test_the_log_says_the_number_each_tile_went_on():
    """No play is an opening (the centre is down from the start): each is said by the number it
    was laid on, the spokes' once two first tiles name the centre, a toe's from its double."""
    from table.render.movelog import log_lines
    g = chicken(hands=[["9-5", "9-3", "5-5", "5-1", "2-3"], ["9-8", "9-7", "5-6", "0-0", "1-2"]], first=0)
    for move in ("5-9@0", "8-9@1", "3-9@2", "7-9@3", "5-5@0", "5-6@4", "1-5@5"):
        g.apply(g.parse_move(move))
    said = [line for _, line in log_lines(g.history, ("You", "Computer 1"), 0)]
    assert said == ["You played 5-9 on the 9.", "Computer 1 played 8-9 on the 9.", "You played 3-9 on the 9.",
                    "Computer 1 played 7-9 on the 9.", "You played 5-5 on the 5.", "Computer 1 played 5-6 on the 5.",
                    "You played 1-5 on the 5."], said
