"""What a lesson says to the learner is in words, never the engine's move notation: a
legal move that is not the one a step asks for ("0-6:L is allowed here" was said), and the
engine's reason for a tile that fits nowhere, at the place the step asks for."""

from __future__ import annotations

import re

from domino import tile_text
from domino.lessons import LESSONS, Practice

NOTATION = re.compile(r"\d-\d(-\d)?(:[LRUD]\b|@\S)")


def at_step(item, step):
    practice = Practice(item)
    for _ in range(step):
        practice.attempt(practice.show_me())
    return practice


def said(item):
    """Every answer the table can give the learner in `item`: to each legal move a step does not
    ask for, and (tutorial.why_not) to each tile with no legal play, at the place the step asks for."""
    for step in range(len(item.steps)):
        practice = at_step(item, step)
        game, expected = practice.game, practice.expected()
        legal = game.legal_moves()
        for move in legal:
            if str(move) not in expected:
                yield at_step(item, step).attempt(move).message
        for tile in game.observation(game.current_player).hand:
            if any(m.kind == "play" and m.tile == tuple(tile) for m in legal):
                continue
            for text in expected:
                for sep in (":", "@"):
                    if sep in text:
                        try:
                            move = game.state.parse_move(tile_text(tile) + text[text.index(sep):])
                        except ValueError:
                            continue
                        yield game.state.explain(move)


def test_no_lesson_answers_in_move_notation():
    answers = [(item.key, words) for item in LESSONS for words in said(item)]
    assert len(answers) > 20
    assert [(key, words) for key, words in answers if NOTATION.search(words)] == []


def test_a_move_not_asked_for_names_its_tile_and_the_instruction():
    item = next(item for item in LESSONS if item.key == "fives-count")
    practice = Practice(item)
    move = next(m for m in practice.game.legal_moves() if str(m) not in practice.expected())
    feedback = practice.attempt(move)
    assert not feedback.ok and tile_text(move.tile) in feedback.message and item.instruction in feedback.message
    assert practice.step == 0 and len(practice.game.history) == 0
