"""The match's score sheet (domino.Match.sheet): each finished hand's outcome, what every seat scored
toward the match for it, and the running totals, the same sums as Match.scores; a save replays it."""
import json
from pathlib import Path

import pytest

from domino import Match, Outcome, Rules, new_game, new_match
from scripted_hands import blocked, play_match, won

TO_50 = Rules(players=2, target=50)
SAVES = json.loads((Path(__file__).parent / "saves_v1.json").read_text(encoding="utf-8"))


def rows(match):
    return [(r.number, r.outcome.winner, str(r.outcome.reason), r.scores, r.totals) for r in match.sheet]


def scripted_classic():
    """Classic to 50: Computer 1 out (25), a blocked tie, You lowest when blocked (11 less 3),
    then You out twice: 58 to 25."""
    match = new_match(TO_50, seed=1)
    match.games = [won(TO_50, 1, 25), blocked(TO_50, [["1-2"], ["0-3"]], ["4-4"]),
                   blocked(TO_50, [["1-2"], ["5-6"]], ["3-3"]), won(TO_50, 0, 25), won(TO_50, 0, 25)]
    return match


def test_a_points_match_sheet_hand_by_hand():
    match = scripted_classic()
    assert rows(match) == [
        (1, 1, "out", (0, 25), (0, 25)),
        (2, None, "blocked", (0, 0), (0, 25)),
        (3, 0, "blocked", (8, 0), (8, 25)),
        (4, 0, "out", (25, 0), (33, 25)),
        (5, 0, "out", (25, 0), (58, 25)),
    ]
    assert match.is_over and match.winner == 0 and match.sheet[-1].totals == match.scores


def test_the_hand_in_play_is_not_on_the_sheet():
    match = new_match(TO_50, seed=1)
    assert match.sheet == []
    match.games = [won(TO_50, 1, 12), new_game(TO_50, seed=2)]
    assert rows(match) == [(1, 1, "out", (0, 12), (0, 12))]


@pytest.mark.parametrize("scoring,points", [("difference", 21 + 4 - 3), ("others", 21 + 4)])
def test_a_blocked_hand_is_scored_on_the_sheet_by_the_option(scoring, points):
    rules = Rules(variant="block", players=3, target=100, blocked_scoring=scoring)
    match = new_match(rules, seed=1)
    match.games = [blocked(rules, [["1-2"], ["5-6", "4-6"], ["0-4"]], ["3-3"])]
    assert rows(match) == [(1, 0, "blocked", (points, 0, 0), (points, 0, 0))]


def test_the_full_game_sheet_is_pips_left_each_round():
    class Round:
        is_over = True

        def __init__(self, winner, pips, reason="out"):
            self.outcome = Outcome(winner, pips, reason, 0, ((), ()))

    match = new_match(Rules(variant="mexican", full_game=True), seed=1)
    match.games = [Round(0, (0, 14)), Round(None, (5, 5), "blocked"), Round(1, (9, 0))]
    assert rows(match) == [
        (1, 0, "out", (0, 14), (0, 14)),
        (2, None, "blocked", (5, 5), (5, 19)),
        (3, 1, "out", (9, 0), (14, 19)),
    ]


def test_a_tri_ominos_hand_can_score_less_than_nothing():
    rules = Rules(variant="triangles", players=3, triominos_scoring=True, target=400)
    game = new_game(rules, hands=[["1-2-3"], ["4-5-5"], ["0-1-4"]], board=["0-0-0@0,0r0"], first=0)
    for _ in range(3):
        game.apply("pass")
    match = Match(rules, seed=1)
    match.games = [game]
    assert rows(match) == [(1, 2, "blocked", (-10, -10, 5), (-10, -10, 5))]


@pytest.mark.parametrize("rules,seed", [
    (Rules(variant="draw", players=2, target=50), 4),
    (Rules(variant="block", players=3, target=50, blocked_scoring="others"), 5),
    (Rules(variant="mexican", players=2, full_game=True), 6),
    (Rules(variant="allfives", players=3, target=100), 7),
])
def test_a_saved_match_comes_back_with_its_whole_sheet(rules, seed):
    match = play_match(rules, seed)
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert rows(again) == rows(match) and len(match.sheet) == match.hand_number
    assert again.sheet[-1].totals == match.scores


@pytest.mark.parametrize("name", sorted(k for k in SAVES if "match" in SAVES[k]))
def test_saves_of_the_first_engine_show_the_hands_they_kept(name):
    saved = SAVES[name]
    match = Match.from_json(saved["match"])
    assert [r.outcome.to_json() for r in match.sheet] == saved["outcomes"]
    if match.game.is_over:
        assert list(match.sheet[-1].totals) == saved["scores"]
