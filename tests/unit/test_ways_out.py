"""No dead end at the end of a hand: while the hand's card is put away (See the
board, or a finished lesson's All lessons then Done) the table's own Menu works, and it goes back
out of reach when the card, which has its own Menu, comes back."""

from __future__ import annotations

from fakes import finish_hand, table
from table.boards.targets import Target


def click(ctl, **data):
    ctl.click(Target({f"data-{k.replace('_', '-')}": str(v) for k, v in data.items()}), 1)


def test_see_the_board_leaves_the_tables_menu_usable():
    ctl = table(variant="draw", players="2")
    click(ctl, action="new-game")
    finish_hand(ctl)
    page = ctl.page
    assert page.round_open and page.buttons["table-menu"] is None   # the card's own Menu is the way
    click(ctl, action="see-board")
    assert page.aside and page.buttons["table-menu"] == "menu"
    click(ctl, action="show-result")
    assert page.round_open and page.buttons["table-menu"] is None
    click(ctl, action="see-board")
    click(ctl, action="menu")
    assert ctl.session.phase == "menu" and not page.aside


def test_a_finished_lessons_list_closed_leaves_menu_and_the_card_to_bring_back():
    from domino.lessons import lesson

    ctl = table(variant="draw", players="2")
    item = lesson("match-left")
    click(ctl, lesson_start=item.key)
    ctl.play(ctl.session.game.parse_move(item.steps[0][0]))
    page = ctl.page
    assert ctl.session.phase == "round-over" and page.round_open
    click(ctl, lesson_ui="list")
    assert page.panel == "tutorial"
    click(ctl, ui="close")
    assert page.panel is None and page.buttons["table-menu"] == "menu" and page.aside
    click(ctl, action="show-result")       # the Well done card again
    assert page.round_open and "data-lesson-done" in str(page.html["round-body"])
    click(ctl, action="see-board")
    click(ctl, action="menu")
    assert ctl.session.phase == "menu" and ctl.session.lesson is None
