"""The score sheet of a match: one row per finished hand (who won it, or that it was blocked, and
what each player scored for it, with the running totals) and the totals at the foot, the match's
winner marked. Rows come from the engine's match (domino.Match.sheet), so a resumed match shows
every hand it replayed.

Pure functions from data to Markup, like pieces.py: no DOM and no engine import.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from table.language import formats
from table.language.catalogue import _
from table.render.markup import EMPTY, Markup, html, join, raw
from table.render.pieces import long_short, short_names


class Result(Protocol):
    """What a row reads of a hand's outcome (domino.Outcome)."""

    @property
    def winner(self) -> int | None: ...

    @property
    def reason(self) -> str: ...


class Row(Protocol):
    """One finished hand (domino.core.match.HandScore)."""

    @property
    def number(self) -> int: ...

    @property
    def outcome(self) -> Result: ...

    @property
    def scores(self) -> Sequence[int]: ...

    @property
    def totals(self) -> Sequence[int]: ...


class TeamResult(Result, Protocol):
    """A hand's outcome with partners: the winning team too (domino.Outcome.team)."""

    @property
    def team(self) -> int | None: ...


class TeamSource(Row, Protocol):
    """A finished hand of a match of two against two (domino.core.match.HandScore)."""

    @property
    def outcome(self) -> TeamResult: ...


@dataclass(frozen=True)
class TeamHand:
    """A hand's outcome as a sheet by team reads it: the winning team in the winner's place."""
    winner: int | None
    reason: str


@dataclass(frozen=True)
class TeamRow:
    """A finished hand on a sheet by team: each team's score and running total."""
    number: int
    outcome: TeamHand
    scores: tuple[int, ...]
    totals: tuple[int, ...]


def team_rows(rows: Sequence[TeamSource], firsts: Sequence[int]) -> list[TeamRow]:
    """The rows of a match of two against two by team, `firsts` each team's first seat: both seats
    of a team hold its scores (pooled), so a team's are its first seat's."""
    return [TeamRow(row.number, TeamHand(row.outcome.team, str(row.outcome.reason)),
                    tuple(row.scores[seat] for seat in firsts), tuple(row.totals[seat] for seat in firsts))
            for row in rows]


_STAR = raw(' <span class="star" aria-hidden="true">★</span>')


def _who(names: Sequence[str], shorts: Sequence[str], outcome: Result) -> Markup:
    """Who won the hand, and "blocked" when nobody went out (a tie for the lowest hand: nobody)."""
    w = outcome.winner
    who = long_short(names[w], shorts[w]) if w is not None else html("{}", _("Nobody"))
    return who + html('<span class="how">{}</span>', _("blocked")) if outcome.reason == "blocked" else who


_NOTHING = raw('<span aria-hidden="true">–</span><span class="sr-only">0</span>')


def _points(n: int, figures: bool) -> Markup:
    """A hand's score as the sheet writes it: in a points match a hand a player did not win shows
    a dash (the eye finds the winners' figures), where Mexican Train's pips and Tri-Ominos points
    are all figures."""
    if n == 0 and not figures:
        return _NOTHING
    return html("{}", _signed(n))


def _signed(n: int) -> str:
    return f"−{formats.number(-n)}" if n < 0 else formats.number(n)  # a minus sign, not a hyphen


def sheet_html(names: Sequence[str], rows: Sequence[Row], *, winner: int | None = None, pips: bool = False,
               signed: bool = False, engine: Callable[[int], int] | None = None,
               shorts: Sequence[str] | None = None, person: int | None) -> Markup:
    """The sheet of `rows`. `winner` is the match's (None while it goes on, or a drawn match);
    `pips`: the scores are pips left in hand, lower is better (Mexican Train's full game); `signed`:
    a hand can score nothing or less (Tri-Ominos), so every figure is shown; `engine` names a
    round's engine double in its row (the full game); `shorts`, the names for narrow screens
    (short_names' of `person`, the person's seat, by default; a sheet by team has its teams' short
    names)."""
    word = _("Round") if engine is not None else _("Hand")
    shorts = list(shorts) if shorts is not None else short_names(names, person)
    figures = pips or signed
    won = html('<span class="sr-only"> {}</span>', _("(winner)"))
    heads = join(
        html('<th scope="col" class="num{cls}" data-seat="{seat}">{name}{star}{won}</th>',
             cls=" winner" if seat == winner else "", seat=seat, name=long_short(name, shorts[seat]),
             star=_STAR if seat == winner else EMPTY, won=won if seat == winner else EMPTY)
        for seat, name in enumerate(names))
    total_said = html('<span class="sr-only">, {}</span>', _("total"))
    body: list[Markup] = []
    for row in rows:
        cells = join(
            html('<td class="num{cls}" data-seat="{seat}" data-score="{score}" data-total="{total}">{shown}'
                 '{total_said} <span class="run">{run}</span></td>', total_said=total_said,
                 cls=" won" if seat == row.outcome.winner else "", seat=seat, score=score, total=total,
                 shown=_points(score, figures), run=_signed(total))
            for seat, (score, total) in enumerate(zip(row.scores, row.totals)))
        label = html('{} <span class="run">{}-{}</span>', row.number, engine(row.number), engine(row.number)) \
            if engine is not None else html("{}", row.number)
        body.append(html('<tr data-number="{n}" data-winner="{w}"><th scope="row">{label}</th>'
                         '<td class="who">{who}</td>{cells}</tr>',
                         n=row.number, w="" if row.outcome.winner is None else row.outcome.winner, label=label,
                         who=_who(names, shorts, row.outcome), cells=cells))
    totals = rows[-1].totals if rows else [0] * len(names)
    foot = join(html('<td class="num{cls}" data-seat="{seat}" data-total="{n}">{t}</td>',
                     cls=" winner" if seat == winner else "", seat=seat, n=total, t=_signed(total))
                for seat, total in enumerate(totals))
    caption = (_("Score sheet: pips left each round, running total (lowest wins)") if pips
               else _("Score sheet: points each hand, running total"))
    return html(
        '<div class="sheet-wrap" role="region" aria-labelledby="sheet-caption" tabindex="0">'
        '<table class="summary sheet" data-sheet="{kind}"><caption id="sheet-caption">{caption}</caption>'
        '<thead><tr><th scope="col">{word}</th><th scope="col">{by}</th>{heads}</tr></thead>'
        '<tbody>{body}</tbody>'
        '<tfoot><tr><th scope="row" colspan="2">{total}</th>{foot}</tr></tfoot></table></div>',
        kind="pips" if pips else "points", caption=caption, word=word, by=_("Won by"),
        heads=heads, body=join(body), foot=foot, total=_("Total"),
    )
