"""A hint's price never tells what the table does not: where the table marks
no tile that fits (Move suggestions off: at Auto, Medium and up), a turn with one move costs a hint
its price, as any other does; where it marks them (Easy, or suggestions On) that hint is free."""

from __future__ import annotations

import re

import pytest
from fakes import table
from table.boards.targets import Target

from test_around_table import to_my_turn


def hint_button(ctl) -> str:
    return re.search(r'<button[^>]*data-action="hint".*?</button>', str(ctl.page.html["tools"])).group()


@pytest.mark.parametrize("level,suggest,free", [("medium", "auto", False), ("expert", "auto", False),
                                                ("easy", "auto", True), ("medium", "on", True),
                                                ("easy", "off", False)])
def test_a_forced_turns_hint_is_free_only_where_the_table_marks_the_fits(level, suggest, free):
    ctl = table(variant="draw", players="2", level=level)
    ctl.pref("suggest", suggest)
    ctl.click(Target({"data-action": "new-game"}), 1)
    to_my_turn(ctl, forced=True)
    ctl.render()
    assert ('class="price"' not in hint_button(ctl)) is free
    coins = ctl.parts.coins.coins
    ctl.click(Target({"data-action": "hint"}), 1)
    while ctl.session.hint_now() is None:
        assert ctl.page.run_timers()
    assert ctl.parts.coins.coins == coins - (0 if free else 15)
