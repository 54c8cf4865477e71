"""Two against two in words (docs/rules.md §8): the teams' names on the score bar and the cards, who
won a hand or the match, and why the winning team scored what it scored.

Team 0 is seats 0 and 2, team 1 seats 1 and 3 (domino.core.teams): against the computer, you and
your partner across the table against the two others. A team is named by its two players ("You &
Computer 2"), and said as "Your team" when it is the person's against the computer.

Pure functions from data to text: no DOM; of the engine, only its teams' seats.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domino.core.teams import partner_of, teams

from table.render.pieces import short_name

if TYPE_CHECKING:
    from domino import Outcome

YOURS = 0  # the team of seat 0: the person's against the computer


def members(team: int) -> tuple[int, ...]:
    """The seats of `team`, its first seat first."""
    return teams()[team]


def team_name(names: Sequence[str], team: int) -> str:
    """'You & Computer 2': the team's two players (the score bar, the cards' tables)."""
    return " & ".join(names[seat] for seat in members(team))


def team_short(names: Sequence[str], team: int) -> str:
    """'You & Comp 2', for a narrow screen."""
    return " & ".join(short_name(names[seat]) for seat in members(team))


def yours(mode: str | None, team: int | None) -> bool:
    """`team` is the person's, against the computer."""
    return mode == "computer" and team == YOURS


def said(names: Sequence[str], team: int) -> str:
    """'Computer 1 and Computer 3': the team as a sentence names it."""
    return " and ".join(names[seat] for seat in members(team))


def hand_title(names: Sequence[str], mode: str | None, team: int | None) -> str:
    """A hand's result, by team: 'Your team wins!', 'Ann and Carl win', 'Draw'."""
    if team is None:
        return "Draw"
    return "Your team wins!" if yours(mode, team) else f"{said(names, team)} win"


def match_title(names: Sequence[str], mode: str | None, team: int | None) -> str:
    """The match's result, by team (None: a tie at the top with nothing left to play)."""
    if team is None:
        return "The match is a draw"
    return "Your team wins the match!" if yours(mode, team) else f"{said(names, team)} win the match"


def went_out(names: Sequence[str], mode: str | None, seat: int) -> str:
    """Who went out, the person's partner named as such."""
    if mode == "computer" and seat == 0:
        return "You played your last tile."
    if mode == "computer" and seat == partner_of(0):
        return f"Your partner, {names[seat]}, played their last tile."
    return f"{names[seat]} played their last tile."


def blocked_text(tie: bool) -> str:
    """Why a blocked hand ended as it did."""
    if tie:
        return "Nobody can move, and the two teams hold as many pips: nobody scores the block."
    return "Nobody can move: the team with fewer pips wins."


def team_pips(pips: Sequence[int]) -> tuple[int, ...]:
    """Each team's pips left in hand, team 0 first."""
    return tuple(sum(pips[seat] for seat in group) for group in teams())


def _scorer(names: Sequence[str], mode: str | None, team: int) -> str:
    return "Your team scores" if yours(mode, team) else f"{said(names, team)} score"


def score_why(outcome: Outcome, names: Sequence[str], mode: str | None, blocked_scoring: str,
              rounded: bool = False) -> str:
    """Why the winning team scored what it scored: the other team's pips (the partner's never
    count), less its own after a block under the difference; `rounded`: All Fives, whose end
    points are the other team's pips rounded to the nearest five, the counts standing."""
    team = outcome.team
    if team is None:
        if rounded:
            return "Nobody takes the pips left; the points of the counts stand."
        return "A tie between the teams scores nothing."
    own, others = team_pips(outcome.pips)[team], team_pips(outcome.pips)[1 - team]
    who = _scorer(names, mode, team)
    if rounded:
        pips = f"{others} pip{'' if others == 1 else 's'}"
        rounding = "" if others == outcome.points else ", rounded to the nearest five"
        return f"{who} {outcome.points} for the {pips} left in the other team's hands{rounding}."
    if outcome.reason == "blocked" and blocked_scoring == "difference":
        return f"{who} {outcome.points}: the other team's {others} pips less its own {own}."
    return f"{who} {outcome.points}: the pips left in the other team's hands."
