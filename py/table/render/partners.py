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

from table.language.catalogue import _, _n, _p
from table.language.formats import and_list
from table.render.pieces import short_names

if TYPE_CHECKING:
    from domino import Outcome

YOURS = 0  # the team of seat 0: the person's against the computer


def members(team: int) -> tuple[int, ...]:
    """The seats of `team`, its first seat first."""
    return teams()[team]


def team_name(names: Sequence[str], team: int) -> str:
    """'You & Computer 2': the team's two players (the score bar, the cards' tables)."""
    first, second = (names[seat] for seat in members(team))
    return _("{first} & {second}", first=first, second=second)


def team_short(names: Sequence[str], team: int, person: int | None) -> str:
    """'You & Comp 2', for a narrow screen (`person`: the person's seat, None at a shared device)."""
    shorts = short_names(names, person)
    first, second = (shorts[seat] for seat in members(team))
    return _("{first} & {second}", first=first, second=second)


def yours(mode: str | None, team: int | None) -> bool:
    """`team` is the person's, against the computer."""
    return mode == "computer" and team == YOURS


def said(names: Sequence[str], team: int) -> str:
    """'Computer 1 and Computer 3': the team as a sentence names it."""
    return and_list([names[seat] for seat in members(team)])


def hand_title(names: Sequence[str], mode: str | None, team: int | None) -> str:
    """A hand's result, by team: 'Your team wins!', 'Ann and Carl win', 'Draw'."""
    if team is None:
        return _p("result", "Draw")
    if yours(mode, team):
        return _("Your team wins!")
    first, second = (names[seat] for seat in members(team))
    return _("{first} and {second} win", first=first, second=second)


def match_title(names: Sequence[str], mode: str | None, team: int | None) -> str:
    """The match's result, by team (None: a tie at the top with nothing left to play)."""
    if team is None:
        return _("The match is a draw")
    if yours(mode, team):
        return _("Your team wins the match!")
    first, second = (names[seat] for seat in members(team))
    return _("{first} and {second} win the match", first=first, second=second)


def went_out(names: Sequence[str], mode: str | None, seat: int) -> str:
    """Who went out, the person's partner named as such."""
    if mode == "computer" and seat == 0:
        return _("You played your last tile.")
    if mode == "computer" and seat == partner_of(0):
        return _("Your partner, {name}, played their last tile.", name=names[seat])
    return _("{name} played their last tile.", name=names[seat])


def blocked_text(tie: bool) -> str:
    """Why a blocked hand ended as it did."""
    if tie:
        return _("Nobody can move, and the two teams hold as many pips: nobody scores the block.")
    return _("Nobody can move: the team with fewer pips wins.")


def team_pips(pips: Sequence[int]) -> tuple[int, ...]:
    """Each team's pips left in hand, team 0 first."""
    return tuple(sum(pips[seat] for seat in group) for group in teams())


def score_why(outcome: Outcome, names: Sequence[str], mode: str | None, blocked_scoring: str,
              rounded: bool = False) -> str:
    """Why the winning team scored what it scored: the other team's pips (the partner's never
    count), less its own after a block under the difference; `rounded`: All Fives, whose end
    points are the other team's pips rounded to the nearest five, the counts standing."""
    team = outcome.team
    if team is None:
        if rounded:
            return _("Nobody takes the pips left; the points of the counts stand.")
        return _("A tie between the teams scores nothing.")
    own, others = team_pips(outcome.pips)[team], team_pips(outcome.pips)[1 - team]
    first, second = (names[seat] for seat in members(team))
    ours, points = yours(mode, team), outcome.points
    if rounded:
        exact = others == points
        if ours:
            if exact:
                return _n("Your team scores {points} for the {count} pip left in the other team's hands.",
                          "Your team scores {points} for the {count} pips left in the other team's hands.",
                          others, points=points)
            return _n("Your team scores {points} for the {count} pip left in the other team's hands, rounded "
                      "to the nearest five.",
                      "Your team scores {points} for the {count} pips left in the other team's hands, rounded "
                      "to the nearest five.", others, points=points)
        if exact:
            return _n("{first} and {second} score {points} for the {count} pip left in the other team's hands.",
                      "{first} and {second} score {points} for the {count} pips left in the other team's hands.",
                      others, first=first, second=second, points=points)
        return _n("{first} and {second} score {points} for the {count} pip left in the other team's hands, "
                  "rounded to the nearest five.",
                  "{first} and {second} score {points} for the {count} pips left in the other team's hands, "
                  "rounded to the nearest five.", others, first=first, second=second, points=points)
    if outcome.reason == "blocked" and blocked_scoring == "difference":
        if ours:
            return _("Your team scores {points}: the other team's {others} pips less its own {own}.",
                     points=points, others=others, own=own)
        return _("{first} and {second} score {points}: the other team's {others} pips less its own {own}.",
                 first=first, second=second, points=points, others=others, own=own)
    if ours:
        return _("Your team scores {points}: the pips left in the other team's hands.", points=points)
    return _("{first} and {second} score {points}: the pips left in the other team's hands.",
             first=first, second=second, points=points)
