"""Draw until it fits (a setting, on by default, in Classic and All Fives: the games whose catalog
entry offers it): one tap on Draw draws until a tile fits or the stock is empty, each tile its own
move, the dig said once; Undo takes it back whole."""

from __future__ import annotations

import pytest
from fakes import table
from test_controller import click, to_turn

from domino import MoveKind
from domino.core import catalog


def digs_deep(s):
    """The person's turn, nothing fits, and the stock's next tile does not fit either."""
    if not catalog.entry(s.match.rules.variant).dig or [m.kind for m in s.legal()] != ["draw"]:
        return False
    state = s.match.game.state
    if len(state.stock) < 2:
        return False
    after = state.clone()
    after.apply_unchecked(after.legal_moves()[0])
    return [m.kind for m in after.legal_moves()] == [MoveKind.DRAW]


def to_a_dig(ctl):
    s = to_turn(ctl, digs_deep)
    return s, len(s.match.game.history), s.match.game.observation(s.viewer).stock_count


def digging(variant):
    """A table of `variant` and the turn of its first deep dig, from the first seed that deals one."""
    for seed in ("11", *(str(n) for n in range(1, 30))):
        ctl = table(seed=seed, variant=variant)
        try:
            return ctl, *to_a_dig(ctl)
        except AssertionError:
            continue
    raise AssertionError(f"no deep dig in {variant}")


@pytest.mark.parametrize("variant", [name for name, e in catalog.CATALOG.items() if e.dig])
def test_one_tap_draws_until_a_tile_fits_each_tile_its_own_move(variant):
    ctl, s, moves, stock = digging(variant)
    click(ctl, action="draw")
    assert ctl.page.timers and ctl.page.timers[0][1] > 0  # each tile is seen arriving, one after another
    assert ctl.page.attrs[("body", "data-digging")] == "1"  # Draw on screen, yet the next draw comes by itself
    while ctl.session.my_turn() and ctl.page.run_timers():
        pass
    assert ctl.page.attrs[("body", "data-digging")] is None
    s = ctl.session
    drawn = s.match.game.history[moves:]
    assert len(drawn) >= 2 and all(seat == s.viewer and m.kind == "draw" for seat, m in drawn)
    legal = [m.kind for m in s.legal()]
    assert "play" in legal or legal == ["pass"]   # it stopped at a fit, or at the empty stock
    assert s.match.game.observation(s.viewer).stock_count == stock - len(drawn)
    said = ctl.page.said[-1]
    assert said.startswith(f"You drew {len(drawn)}: ") and said.count("-") >= len(drawn)
    assert s.last == said
    assert not any(line.startswith("You drew") for line in ctl.page.said[:-1][-len(drawn):])  # said once


def test_undo_takes_the_whole_dig_back_in_one_step():
    ctl = table(seed="11")
    s, moves, stock = to_a_dig(ctl)
    click(ctl, action="draw")
    while ctl.page.run_timers():
        pass
    s = ctl.session
    assert s.my_turn() and len(s.match.game.history) - moves >= 2
    coins = ctl.parts.coins.coins
    click(ctl, action="undo")
    s = ctl.session
    assert len(s.match.game.history) == moves and s.last == "You took back your draws."
    assert ctl.parts.coins.coins == coins - 10  # one undo's price
    assert [m.kind for m in s.legal()] == ["draw"]


def test_off_one_tap_draws_one_tile_and_undo_takes_back_one():
    ctl = table(seed="11")
    ctl.parts.prefs.change("dig", "off")
    s, moves, stock = to_a_dig(ctl)
    click(ctl, action="draw")
    assert not ctl.page.timers
    s = ctl.session
    assert len(s.match.game.history) == moves + 1 and [m.kind for m in s.legal()] == ["draw"]
    click(ctl, action="draw")
    click(ctl, action="undo")
    assert len(ctl.session.match.game.history) == moves + 1


def test_with_animation_off_the_dig_is_done_at_once():
    ctl = table(seed="11")
    ctl.parts.prefs.change("anim", "off")
    s, moves, stock = to_a_dig(ctl)
    click(ctl, action="draw")
    s = ctl.session
    assert not ctl.page.timers and len(s.match.game.history) - moves >= 2
    assert [m.kind for m in s.legal()] != ["draw"]


def test_mexican_train_draws_one_then_passes_whatever_the_setting():
    ctl = table(seed="4", variant="mexican")
    s = to_turn(ctl, lambda s: [m.kind for m in s.legal()] == ["draw"])
    moves = len(s.match.game.history)
    click(ctl, action="draw")
    assert not ctl.page.timers and len(ctl.session.match.game.history) == moves + 1


def test_a_dig_on_a_shared_device_names_the_player():
    ctl = table(seed="11", mode="local", name1="Ann", name2="Bo")
    s, moves, stock = to_a_dig(ctl)
    name = s.names[s.viewer]
    click(ctl, action="draw")
    while ctl.session.my_turn() and ctl.page.run_timers():
        pass
    assert ctl.page.said[-1].startswith(f"{name} drew ")
    click(ctl, action="undo")
    assert ctl.session.last == f"{name}'s draws were taken back."


def test_a_game_whose_rules_stop_drawing_never_digs():
    """Mexican Train draws one and passes: a tap on Draw draws one tile, whatever the setting."""
    ctl = table(seed="11", variant="mexican")
    s = to_turn(ctl, lambda s: [m.kind for m in s.legal()] == ["draw"])
    moves = len(s.match.game.history)
    click(ctl, action="draw")
    while ctl.page.run_timers() and len(ctl.session.match.game.history) == moves:
        pass
    drawn = [m for seat, m in ctl.session.match.game.history[moves:] if seat == s.viewer and m.kind == "draw"]
    assert len(drawn) == 1 and ctl.page.attrs.get(("body", "data-digging")) is None
