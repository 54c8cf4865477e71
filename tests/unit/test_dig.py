"""Draw until it fits (a setting, on by default in Classic): one tap on Draw draws until a tile fits
or the stock is empty, each tile its own move, the dig said once; Undo takes it back whole."""

from __future__ import annotations

from fakes import table
from test_controller import click, to_turn


def digs_deep(s):
    """The person's turn, nothing fits, and the stock's next tile does not fit either."""
    if s.match.rules.variant != "draw" or [m.kind for m in s.legal()] != ["draw"]:
        return False
    state = s.match.game.state
    ends = set(state.ends) if hasattr(state, "ends") else set()
    return len(state.stock) >= 2 and not set(state.stock[-1]) & ends


def to_a_dig(ctl):
    s = to_turn(ctl, digs_deep)
    return s, len(s.match.game.history), s.match.game.observation(s.viewer).stock_count


def test_one_tap_draws_until_a_tile_fits_each_tile_its_own_move():
    ctl = table(seed="11")
    s, moves, stock = to_a_dig(ctl)
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
