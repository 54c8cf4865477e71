"""Tri-Ominos points in words (table/render/tripoints.py) and the round summary's columns for them
(render/pieces.py), on CPython: the words add up to the engine's points, and say the bonuses where the
engine scored them."""

from __future__ import annotations

import re
from html import unescape

import pytest

from domino import Match, Rules, choose_move, new_game
from domino.variants.triangles import triominos
from table.render import tripoints
from table.render import pieces as view

SCORED = Rules(variant="triangles", triominos_scoring=True)
NAMES = ("You", "Computer 1")
# Five tiles around one vertex; 3-4-5 in (1,0) turned r2 closes the hexagon (tests/engine/test_triangles.py).
HEXAGON_BOARD = ["0-3-5@0,0r0", "0-3-3@0,1r0", "3-3-3@0,2r0", "3-3-4@1,2r0", "3-4-4@1,1r0"]


def numbers(words):
    """The signed numbers of an account, in order (a true minus sign is negative)."""
    return [int(n.replace("\u2212", "-")) for n in re.findall(r"[+\u2212]\d+", words)]


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 5), (4, 9)])
def test_each_account_adds_up_to_the_engines_points_during_and_after_a_hand(players, seed):
    rules = Rules(variant="triangles", players=players, triominos_scoring=True, target=triominos.TARGET)
    match = Match(rules, seed)
    game = match.game
    while True:
        accounts = tripoints.accounts(game)
        assert [points for _, points in accounts] == list(game.state.scores)
        for words, points in accounts:  # the words' numbers are the items, summed by kind
            assert sum(numbers(words)) == points, words
        if game.is_over:
            break
        game.apply(choose_move("easy", game.observation(game.current_player), seed=len(game.history)))
    assert tuple(points for _, points in tripoints.accounts(game)) == game.outcome.scores
    assert match.scores == game.outcome.scores  # the score bar's numbers after the first hand


def test_a_hexagon_is_said_with_the_move_and_in_the_account():
    game = new_game(SCORED, hands=[["3-4-5", "0-0-5", "2-2-2"], ["5-5-5"]], board=HEXAGON_BOARD,
                    stock=["1-1-1"], first=0)
    for move in ("3-4-5@1,0r2", "draw", "pass"):
        game.apply(move)
    said = [tripoints.move_words(items) for items in triominos.move_items(game.history, game.state.board)]
    hexagon = 3 + 4 + 5 + triominos.HEXAGON
    assert said == [f"+{hexagon}: hexagon +{triominos.HEXAGON}", f"\u2212{triominos.DRAW_PENALTY}",
                    f"\u2212{triominos.PASS_PENALTY}"]
    (mine, points), (theirs, penalties) = tripoints.accounts(game)
    assert mine == f"1 tile +12 · hexagon +{triominos.HEXAGON}" and points == hexagon
    assert theirs == f"draw \u2212{triominos.DRAW_PENALTY} · pass \u2212{triominos.PASS_PENALTY}"
    assert penalties == game.state.scores[1]


def test_an_account_counts_each_kind_once():
    items = [("tile", 9), ("draw", -5), ("tile", 12), ("hexagon", 50), ("draw", -5), ("draw", -5),
             ("pass", -10), ("hexagon", 50), ("bridge", 40), ("pass", -10), ("going out", 25),
             ("others' hands", 31)]
    assert tripoints.account(items) == (
        "2 tiles +21 · 3 draws \u221215 · 2 hexagons +100 · 2 passes \u221220 · bridge +40 · "
        "going out +25 · the others' corners +31")
    assert tripoints.account([("tile", 0), ("opening with 0-0-0", 40)]) == "1 tile 0 · opening with 0-0-0 +40"
    assert tripoints.account([]) == "nothing"


def test_why_the_end_scored():
    game = new_game(SCORED, hands=[["0-0-1"], ["5-5-5", "1-2-3"]], board=["0-0-0@0,0r0"], first=0)
    game.apply("0-0-1@0,1r1")
    others = 15 + 6
    assert tripoints.end_why(game.outcome, NAMES, 0) == (
        f"You score {triominos.GOING_OUT} for going out and {others} for the corners left in the other hands.")
    assert tripoints.accounts(game)[0][0] == f"1 tile +1 · going out +{triominos.GOING_OUT} · the others' corners +{others}"
    three = Rules(variant="triangles", players=3, triominos_scoring=True)
    game = new_game(three, hands=[["1-2-3"], ["4-5-5"], ["0-1-4"]], board=["0-0-0@0,0r0"], first=0)
    for _ in range(3):
        game.apply("pass")
    names = ("You", "Computer 1", "Computer 2")
    assert tripoints.end_why(game.outcome, names, 0) == "Computer 2 scores 15: the other hands' 20 corners less their own 5."
    game = new_game(three, hands=[["1-2-3"], ["4-5-5"], ["0-1-5"]], board=["0-0-0@0,0r0"], first=0)
    for _ in range(3):
        game.apply("pass")
    assert tripoints.end_why(game.outcome, names, 0) == "A tie for the lowest hand: nobody scores the block."


def test_the_summary_has_the_hands_points_before_the_total_and_each_account():
    accounts = [("3 tiles +30 · going out +25 · the others' corners +9", 64), ("draw \u22125", -5)]
    html = view.round_html(title="You win!", detail="", names=NAMES, hands=[(), ((3, 6),)],
                           pips=(0, 9), winner=0, person=0, scores=(164, 95), hand=(64, -5),
                           sheet=view.account_html(NAMES, accounts))
    assert re.findall(r'<th scope="col" class="num">(\w+)</th>', html) == ["Pips", "Hand", "Total"]
    rows = re.findall(r'<td class="num">(-?\d+)</td><td class="num">(-?\d+)</td><td class="num">(-?\d+)</td>', html)
    assert rows == [("0", "64", "164"), ("9", "-5", "95")]
    items = re.findall(r'<li data-seat="(\d)" data-points="(-?\d+)"><b>([^<]+)</b> ([^<]+)</li>', html)
    assert [tuple(map(unescape, item)) for item in items] == [  # the words are escaped text: "others&#x27;"
        ("0", "64", "You:", accounts[0][0]), ("1", "-5", "Computer 1:", accounts[1][0])]
