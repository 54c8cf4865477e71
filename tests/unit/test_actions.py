"""The action table: how a click is named, which clicks a double click or a stopped tab still
answers, and where a key goes."""

from __future__ import annotations

import pytest

from fakes import table
from table.boards.targets import KeyPress, Target
from table.flow.clicks import REPEATABLE, UNGATED, click_name, clickable
from table.boards import board_for

HAND = frozenset({"[data-hand]"})


@pytest.mark.parametrize("data,inside,expected", [
    ({"data-action": "new-game"}, (), ("new-game", True)),
    ({"data-tile": "3-4"}, HAND, ("tile", True)),
    ({"data-tile": "3-4"}, (), ("board", True)),       # a tile on the board is the board's
    ({"data-end": "L"}, (), ("board", True)),
    ({"data-close": ""}, (), ("close-dialog", False)),
    ({"data-ui": "take-over"}, (), ("take-over", False)),
    ({"data-ui": "hint"}, (), (None, False)),          # a panel button only names a panel action
    ({"data-lesson-start": "draw-1"}, (), ("lesson", False)),
    ({"data-lesson-ui": "show"}, (), ("lesson-show", False)),
    ({"data-lesson-ui": "new-game"}, (), (None, False)),
])
def test_a_click_is_named_by_the_element_it_lands_on(data, inside, expected):
    assert click_name(Target(data, frozenset(inside))) == expected


def test_what_a_click_may_land_on_includes_the_boards_own_targets():
    assert clickable(board_for("draw")).endswith(",[data-end],[data-chain-end]")
    assert "[data-spot]" in clickable(board_for("triangles"))


def test_a_stopped_tab_still_answers_the_menu_help_and_pause():
    assert UNGATED == {"menu", "help", "pause"} and UNGATED <= REPEATABLE
    ctl = table()
    ctl.click(Target({"data-action": "new-game"}), 1)
    ctl.parts.saves.lost = True
    ctl.click(Target({"data-action": "menu"}), 1)
    assert ctl.session.phase == "menu" and ctl.page.panel is None


def test_keys_go_to_the_board_only_while_playing():
    ctl = table(variant="triangles")
    assert ctl.key(KeyPress("ArrowLeft", active=Target({}, frozenset({".tri-view"})))) is False
    ctl.click(Target({"data-action": "new-game"}), 1)
    ctl.page.run_timers()
    # No view drawn yet on the fake page: the arrow key is not used, so the browser keeps it.
    assert ctl.key(KeyPress("ArrowLeft", active=Target({}, frozenset({".tri-view"})))) is False
    assert ctl.key(KeyPress("+", active=Target({}, frozenset({".tri-view"})))) is True


def test_unknown_actions_do_nothing():
    ctl = table()
    assert ctl.act("no-such-action") is None
    ctl.click(Target({"data-action": "update"}), 1)  # the service worker's button
    assert ctl.session.phase == "menu"


def counted(ctl, monkeypatch):
    """Count the passes through Controller.act and the engine's observations read."""
    counts = {"act": 0, "observation": 0}
    act = ctl.act

    def counting_act(*args):
        counts["act"] += 1
        return act(*args)

    monkeypatch.setattr(ctl, "act", counting_act)
    game = type(ctl.session.match.game)
    observation = game.observation

    def counting_observation(self, seat):
        counts["observation"] += seat == 0  # the person's; a computer reads its own to decide
        return observation(self, seat)

    monkeypatch.setattr(game, "observation", counting_observation)
    return counts


def test_a_tap_on_a_tile_is_one_action_and_one_reading_of_the_turn(monkeypatch):
    ctl = table(variant="draw", players="2", level="easy", target="0")
    ctl.click(Target({"data-action": "new-game"}), 1)
    while not ctl.session.my_turn() or len(ctl.session.legal()) < 2:  # a tile that waits for an end
        move = ctl.session.legal()[0] if ctl.session.my_turn() else None
        ctl.play(move) if move is not None else ctl.tick()
        if ctl.session.match.game.is_over:
            pytest.skip("the deal ended before a choice")
    s = ctl.session
    tiles = [m.tile for m in s.legal() if m.kind == "play"]
    tile = next((t for t in tiles if tiles.count(t) == 2), tiles[0])
    counts = counted(ctl, monkeypatch)
    ctl.click(Target({"data-tile": f"{tile[0]}-{tile[1]}"}, HAND), 1)
    assert counts["act"] == 1
    assert counts["observation"] <= 1   # once per position, kept while it stands (was 4 to 6)
    assert ctl.session.selected == tuple(tile) or ctl.session.match.game.history[-1][1].tile == tuple(tile)
