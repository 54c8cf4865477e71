"""Every lesson's position is legal, its moves are legal and complete it, and a wrong move is
answered with the engine's own reason."""
import json

import pytest

from domino import Game
from domino.lessons import LESSONS, Practice, lesson


@pytest.mark.parametrize("item", LESSONS, ids=lambda l: l.key)
def test_every_lesson_completes_with_its_moves(item):
    practice = Practice(item)
    assert practice.game.current_player == 0
    saved = practice.game.to_json()
    assert Game.from_json(json.loads(json.dumps(saved))).to_json() == saved
    while not practice.done:
        legal = {str(m) for m in practice.game.legal_moves()}
        assert set(practice.expected()) <= legal
        feedback = practice.attempt(practice.show_me())
        assert feedback.ok
    assert feedback.done and feedback.message == item.explanation


@pytest.mark.parametrize("item", LESSONS, ids=lambda l: l.key)
def test_each_alternative_is_accepted(item):
    for choice in item.steps[0]:
        assert Practice(item).attempt(choice).ok


def test_lesson_keys_are_unique():
    assert len({l.key for l in LESSONS}) == len(LESSONS)


def test_a_wrong_move_gets_the_engine_reason_and_changes_nothing():
    practice = Practice(lesson("match-left"))
    before = practice.game.to_json()
    feedback = practice.attempt("0-1:L")
    assert not feedback.ok and "matches neither open end" in feedback.message
    assert practice.game.to_json() == before
    feedback = Practice(lesson("draw")).attempt("pass")
    assert "cannot pass while the stock has tiles" in feedback.message
    feedback = Practice(lesson("train-start")).attempt("1-2@mexican")
    assert not feedback.ok and feedback.message


def test_a_legal_but_different_move_is_explained():
    practice = Practice(lesson("train-open"))
    assert "6-9@mexican" in {str(m) for m in practice.game.legal_moves()}
    feedback = practice.attempt("6-9@mexican")
    assert not feedback.ok and "not what this practice asks" in feedback.message


def test_outcomes_match_the_explanations():
    p = Practice(lesson("block-end"))
    p.attempt("pass")
    out = p.game.outcome
    assert out.reason == "blocked" and out.winner == 1 and out.pips == (3, 1)
    p = Practice(lesson("match-out"))
    p.attempt("4-5:R")
    assert p.game.outcome.points == 15
    p = Practice(lesson("match-blocked"))
    p.attempt("pass")
    assert p.game.outcome.winner == 0 and p.game.outcome.points == 13
    p = Practice(lesson("train-draw"))
    p.attempt("draw")
    p.attempt("pass")
    assert p.game.observation(1).train(0).open_to_everyone
    p = Practice(lesson("train-uncovered"))
    for m in ("6-6@0", "draw", "pass"):
        assert p.attempt(m).ok
    obs = p.game.observation(1)
    assert obs.obligation is not None and obs.current_player == 1


def test_triangles_lessons_explain_the_corner_rule():
    feedback = Practice(lesson("tri-point")).attempt("0-0-0@-1,2r0")
    assert not feedback.ok and "only at that point" in feedback.message
    feedback = Practice(lesson("tri-corners")).attempt("1-2-4@0,1r0")
    assert not feedback.ok and "would touch a corner showing 3" in feedback.message
    practice = Practice(lesson("tri-draws"))
    for move in ("draw", "draw", "draw"):
        assert practice.attempt(move).ok
    assert practice.game.observation(0).stock_count == 1
    assert "draw" not in {str(m) for m in practice.game.legal_moves()}
    assert practice.attempt("pass").ok and not practice.game.is_over   # tiles are left
    practice = Practice(lesson("tri-jam"))
    assert practice.attempt("pass").done
    out = practice.game.outcome
    assert out.reason == "blocked" and out.winner == 0 and out.pips == (7, 27)


def test_all_fives_lessons_score_what_they_say():
    p = Practice(lesson("fives-spinner"))
    feedback = p.attempt("0-5:L")
    assert not feedback.ok and p.game.observation(0).points == (0, 0)
    assert p.attempt("0-5:D").ok
    obs = p.game.observation(0)
    assert obs.count == 5 and obs.points == (5, 0)
    p = Practice(lesson("fives-count"))
    for wrong, count in (("1-6:L", 4), ("0-6:L", 3)):
        assert f"{wrong}" in {str(m) for m in p.game.legal_moves()}
        feedback = p.attempt(wrong)
        assert not feedback.ok and "multiple of five" in feedback.message and f"= {count}" in p.lesson.explanation
    assert p.attempt("3-4:R").ok and p.game.observation(0).points == (10, 0)
    p = Practice(lesson("fives-double"))
    assert "not what this practice asks" in p.attempt("1-5:L").message
    assert p.attempt("4-4:R").ok
    obs = p.game.observation(0)
    assert obs.count == 20 and obs.points == (20, 0)
    p = Practice(lesson("fives-rounding"))
    assert p.attempt("0-3:L").ok
    out = p.game.outcome
    assert out.reason == "out" and out.winner == 0 and out.pips == (0, 13) and out.points == 15
    assert p.game.observation(0).points == (15, 0)


def test_the_partners_lesson_leaves_the_partner_a_way_out():
    """Two against two: 2-3 on the 3 keeps the 5 open, Computer 1 has no 2 nor 5 and passes, and
    the partner goes out with the 5-4, the team scoring the other team's 17 pips; 5-6 on the 5
    would leave the partner no play."""
    p = Practice(lesson("partner-open"))
    assert p.game.rules.partners and p.game.rules.players == 4
    wrong = p.attempt("5-6:R")
    assert not wrong.ok and "not what this practice asks" in wrong.message
    assert p.attempt("2-3:L").ok and p.done
    for move in ("pass", "4-5:R"):
        p.game.apply(move)
    out = p.game.outcome
    assert out.winner == 2 and out.team == 0 and out.points == 17
    blocked = Practice(lesson("partner-open")).game
    blocked.apply("5-6:R")
    blocked.apply("pass")
    assert [str(m) for m in blocked.legal_moves()] == ["pass"]  # the partner, stuck


def test_the_double_twelve_lessons_are_played_with_that_set():
    """The 12-12 engine with five players (a table only the double-twelve seats), and a double
    left uncovered on the Mexican train that binds the learner: their own train must wait."""
    p = Practice(lesson("train12-engine"))
    assert p.game.rules.double == 12 and p.game.rules.players == 5
    assert p.game.observation(0).engine == 12
    feedback = p.attempt("3-5@0")
    assert not feedback.ok and "must match the engine (12)" in feedback.message
    p = Practice(lesson("train12-owed"))
    obs = p.game.observation(0)
    assert p.game.rules.double == 12 and obs.obligation is not None and obs.obligation.train == "mexican"
    assert obs.obligation.double == (11, 11) and obs.train(3).marker
    assert {str(m) for m in p.game.legal_moves()} == {"4-11@mexican"}
    feedback = p.attempt("5-8@0")
    assert not feedback.ok and "11-11 on the Mexican train must be covered first" in feedback.message
    assert p.attempt("4-11@mexican").ok and p.game.observation(1).obligation is None


def test_chicken_foot_lessons_hold_the_other_plays_back():
    """The centre's four spokes, then a double's three toes, come before any other open end."""
    p = Practice(lesson("chicken-spokes"))
    feedback = p.attempt("5-8@0")
    assert not feedback.ok and "four spokes before anything else" in str(feedback.message)
    assert p.attempt("4-9@2").ok and p.game.observation(0).pending == (3,)
    p = Practice(lesson("chicken-foot"))
    for wrong in ("1-3@1", "0-8@2"):
        feedback = p.attempt(wrong)
        assert not feedback.ok and "three toes before anything else" in str(feedback.message)
    assert p.attempt("2-6@4").ok
    obs = p.game.observation(1)
    assert obs.pending == (5, 6) and obs.foot == 6 and obs.arms[4].open_end == 2
