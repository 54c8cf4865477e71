"""The known-to-lack view's data and markup, from scripted positions (exact deals), and the table
opening it by key and by tap: each other player's numbers shown by passes and draws, the partner
named as such, nothing read from the hand on screen."""

from __future__ import annotations

import re

from domino import Rules, new_game
from domino.ai.inference import line_knowledge
from fakes import table
from table.boards.targets import KeyPress, Target
from table.render.lacks import lack_rows, lacks_html
from test_controller import click, to_turn

NAMES = ("You", "Computer 1", "Computer 2", "Computer 3")


def block_of_four():
    """Two against two in Block: seat 1 passes on ends 2 and 6, seat 3 on 2 and 3."""
    game = new_game(Rules(variant="block", players=4, partners=True),
                    hands=[["6-6", "0-1"], ["4-5", "0-4"], ["2-6", "0-0"], ["4-4", "1-5"]], first=0)
    for move in ("6-6", "pass", "2-6:L", "pass", "pass"):
        game.apply(move)
    return game


def test_each_other_player_with_the_numbers_they_cannot_match_and_the_partner_named():
    game = block_of_four()
    rows = lack_rows(game.observation(0), 0, NAMES, partners=True)
    assert [(r.seat, r.partner, r.numbers) for r in rows] == [(1, False, (6,)), (2, True, ()), (3, False, (2, 6))]
    shown = lacks_html(rows)
    assert re.findall(r'data-seat="(\d)" data-lacks="([\d ]*)"', shown) == [("1", "6"), ("2", ""), ("3", "2 6")]
    assert 'aria-labelledby="lacks-3"' in shown and 'id="lacks-3"' in shown   # the list is named by its sentence


def test_the_view_reads_nothing_from_the_hand_on_screen():
    """On a shared device whoever holds it sees the same: every seat's observation gives the same
    rows, and no tile of any hand is named in the markup."""
    game = block_of_four()
    views = {lacks_html(lack_rows(game.observation(seat), None, NAMES, partners=True)) for seat in range(4)}
    assert len(views) == 1
    shown = views.pop()
    assert len(re.findall(r"data-seat=", shown)) == 4                    # nobody's hand on screen: all four
    hidden = {f"{a}-{b}" for seat in range(4) for a, b in game.hand(seat)}
    assert not [t for t in hidden if t in shown]


def test_numbers_all_in_view_are_the_computers_private_reading_not_shown():
    """Hard also rules out a number whose tiles the observer sees all of (here every 0, in the
    observer's hand): that comes from the hand on screen, so the view leaves it out."""
    game = new_game(Rules(variant="block", players=2),
                    hands=[["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "5-6"], ["6-6", "1-2", "1-3"]])
    for move in ("6-6", "5-6:L", "pass"):                   # seat 1 passes on ends 5 and 6
        game.apply(move)
    obs = game.observation(0)
    assert line_knowledge(obs).lacks[1] == {0, 5, 6}
    assert [(r.seat, r.numbers) for r in lack_rows(obs, 0, NAMES[:2], partners=False)] == [(1, (5, 6))]


def test_triangles_has_no_numbers_to_list():
    game = new_game(Rules(variant="triangles", players=2), seed=3)
    assert lack_rows(game.observation(0), 0, NAMES[:2], partners=False) is None
    assert "lacks-none" in lacks_html(None) and "data-seat" not in lacks_html(None)


def test_k_or_the_tool_opens_the_view_but_not_from_inside_a_dialog():
    ctl = table(seed="5")
    to_turn(ctl, lambda s: True)
    opened = ctl.parts.chrome.opened
    assert ctl.key(KeyPress("k")) and opened == ["lacks"]
    assert not ctl.key(KeyPress("K", active=Target({}, dialog="help-dialog"))) and opened == ["lacks"]
    assert not ctl.key(KeyPress("k", mods=True)) and opened == ["lacks"]
    click(ctl, action="lacks")
    assert opened == ["lacks", "lacks"]
