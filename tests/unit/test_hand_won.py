"""Who won a hand, as its card says: in All Fives every seat scores as it plays,
so the hand goes to the most points in it, not to the seat that went out (docs/rules.md §7); with
partners, to the team with more (§8)."""

from __future__ import annotations

import re

from domino import Rules, new_game
from fakes import finish_hand, table
from table.boards.targets import Target
from table.flow.endings import hand_won


def played_out(game):
    while not game.is_over:
        game.apply(game.legal_moves()[0])
    return game.outcome


def test_going_out_with_fewer_points_loses_the_all_fives_hand():
    """Seed 13: seat 0 goes out, but seat 1 scored 20 to its 10 in the hand: the card's winner is seat 1."""
    ctl = table(seed="13", variant="allfives", players="2", mode="local")
    ctl.click(Target({"data-action": "new-game"}), 1)
    finish_hand(ctl)
    s = ctl.session
    out = s.match.game.outcome
    assert out.reason == "out" and out.winner == 0 and out.scores == (10, 20)
    assert hand_won(s.match.rules, out) == 1
    won = re.findall(r'<tr class="winner"><th scope="row">([^<★]+)', str(ctl.page.html["round-body"]))
    assert [name.strip() for name in won] == [s.names[1]]


def test_two_against_two_all_fives_goes_to_the_team_with_more_points():
    """Seed 10: seat 3 goes out for team 1, which made 10 points to team 0's 15."""
    out = played_out(new_game(Rules(variant="allfives", players=4, partners=True, target=100), seed=10))
    assert out.reason == "out" and out.team == 1
    assert hand_won(Rules(variant="allfives", players=4, partners=True, target=100), out) == 0


def test_the_line_games_hand_goes_to_who_went_out():
    rules = Rules(variant="draw", players=2, target=100)
    out = played_out(new_game(rules, seed=6))
    assert hand_won(rules, out) == out.winner
