"""Partnerships (docs/rules.md §8): four players in two teams of two, partners facing each other,
so that turns alternate between the teams. Team 0 is seats 0 and 2, team 1 seats 1 and 3; a
team's number is also its first seat.

A *side* is whoever scores together: a team when partners play, else each seat alone. Reading a
hand's end and a match's scores by sides serves both kinds of game with one rule.
"""
from __future__ import annotations

from collections.abc import Sequence

PLAYERS = 4                  # partners play four, two against two
TARGETS = (0, 100, 150, 200, 250)   # a partnership match's points (0: a single hand)


def team_of(seat: int) -> int:
    """The team of `seat`: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The seat facing `seat`: its partner."""
    return (seat + 2) % PLAYERS


def teams(players: int = PLAYERS) -> tuple[tuple[int, ...], ...]:
    """The two teams' seats, team 0 first."""
    if players != PLAYERS:
        raise ValueError(f"partners play {PLAYERS} players, two against two, not {players}")
    return ((0, 2), (1, 3))


def sides(players: int, partners: bool) -> tuple[tuple[int, ...], ...]:
    """Who scores together: the teams with partners, else every seat alone (side n is seat n)."""
    return teams(players) if partners else tuple((seat,) for seat in range(players))


def side_of(seat: int, partners: bool) -> int:
    """The number of `seat`'s side, which is also the side's first seat."""
    return team_of(seat) if partners else seat


def pooled(scores: Sequence[int], partners: bool) -> tuple[int, ...]:
    """`scores` made by each seat, as each seat's side has them: with partners both seats of a
    team show the team's sum, so `scores[seat]` always reads as what that seat's side has."""
    if not partners:
        return tuple(scores)
    return tuple(scores[seat] + scores[partner_of(seat)] for seat in range(len(scores)))
