"""Show me explains a lesson's move but does not complete the lesson: a lesson
finished by Show me is not recorded as done and its card offers to try it; the same lesson played
by the learner is."""

from __future__ import annotations

import json

from fakes import Storage, table
from table.boards.targets import Target


def click(ctl, **data):
    ctl.click(Target({f"data-{k.replace('_', '-')}": str(v) for k, v in data.items()}), 1)


def lessons_done(storage) -> list:
    doc = storage.items.get("domino.tutorial")
    return [] if doc is None else json.loads(doc)["done"]


def test_a_lesson_finished_by_show_me_is_not_completed():
    storage = Storage()
    ctl = table(storage, variant="draw", players="2")
    click(ctl, lesson_start="draw")
    for _ in range(10):
        if ctl.session.phase == "round-over":
            break
        click(ctl, lesson_ui="show")
    card = str(ctl.page.html["round-body"])
    assert ctl.session.phase == "round-over" and 'data-lesson-done="draw" data-lesson-shown' in card
    assert 'data-lesson-ui="again"' in card and "data-lesson-start" not in card
    assert lessons_done(storage) == []
    click(ctl, lesson_ui="again")        # now by the learner's own moves
    tutorial = ctl.parts.tutorial
    while ctl.session.phase == "playing":
        ctl.play(ctl.session.game.parse_move(tutorial.practice.expected()[0]))
    assert "data-lesson-shown" not in str(ctl.page.html["round-body"])
    assert lessons_done(storage) == ["draw"]
