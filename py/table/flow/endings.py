"""The end of a hand and of a match: the round-over (or match-over) card, built from the session
and the engine's outcome, and at the end of a match its result recorded and paid (docs/rules.md §5
and §6). No DOM: the page and the stored documents are handed in.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from domino import Match
from domino.core import catalog
from domino.core.teams import pooled, team_of
from domino.core.variant import lone_top

from table.render import match_length as lengths
from table.render import daily_end, score_sheet, screens
from table.flow import moments, setups
from table.render import partners, tripoints
from table.render import pieces as view
from table.language.catalogue import _, _n, _p
from table.render.markup import EMPTY, Markup, html
from table.storage.documents import typed_of
from table.storage.profile import daily_counted, daily_streak
from table.language.catalogue import _
from table.storage.words import RESULT_NOT_KEPT, WIN_NOT_KEPT

if TYPE_CHECKING:
    from domino import Outcome, Rules
    from table.boards import AnyBoard
    from table.flow.ports import Page, Sound
    from table.flow.session import Session
    from table.flow.settings_panel import Preferences
    from table.storage.coins import Coins
    from table.storage.saves import Saves


@dataclass(frozen=True)
class Ending:
    markup: Markup     # the round-over dialog's body
    title: str
    detail: str
    match_over: bool   # the card ends the whole match (a longer one; a single round is just a hand)
    won: int | None = None   # the hand's winner: a seat, with partners a team (None: a drawn hand)


def closed(text: str) -> str:
    """`text` ending as a sentence: a full stop unless a title already ends with its own mark."""
    return text if text.endswith((".", "!", "?")) else f"{text}."


def hand_won(rules: Rules, out: Outcome) -> int | None:
    """Who won the hand just over: a seat, with partners a team (None: a drawn hand). In All Fives
    every seat scores as it plays, so the hand goes to the most points in it, whoever went out
    (docs/rules.md §7); elsewhere to the seat that went out or won the block."""
    if catalog.entry(rules.variant).scored_in_play and out.scores:
        return lone_top(pooled(out.scores, rules.partners), rules.partners)
    return out.team if rules.partners else out.winner


def hand_title(s: Session, w: int | None, number: int | None = None) -> str:
    """A hand's result; `number` names the round of a full game."""
    if w is None:
        return _("Round {number} is a draw", number=number) if number else _p("result", "Draw")
    if w == s.person:
        return _("You win round {number}!", number=number) if number else _("You win!")
    name = s.names[w]
    return _("{name} wins round {number}", name=name, number=number) if number else _("{name} wins", name=name)


def match_title(s: Session, w: int | None) -> str:
    """The match's result, from the engine's winner (None: a tie for the lowest total)."""
    if w is None:
        return _("The match is a draw")
    return _("You win the match!") if w == s.person else _("{name} wins the match", name=s.names[w])


def ending(s: Session, board: AnyBoard) -> Ending:
    """The card for the hand just over (the session's game is over)."""
    match = s.table
    g = match.game
    out = g.outcome
    if out is None:
        raise ValueError("the hand is not over")
    rules = match.rules
    long = lengths.is_long(rules)
    match_over = long and match.is_over
    w = out.winner
    won = hand_won(rules, out)
    pairs = rules.partners   # two against two: won, scored and shown by team (docs/rules.md §8)
    if out.reason == "out" and w is not None:  # someone went out
        if pairs:
            detail = partners.went_out(s.names, s.mode, w)
        elif w == s.person:
            detail = _("You played your last tile.")
        else:
            detail = _("{name} played their last tile.", name=s.names[w])
    else:
        detail = partners.blocked_text(out.team is None) if pairs else board.blocked_text(tie=w is None)
    won_team = team_of(match.winner) if pairs and match.winner is not None else None  # the match's
    if match_over:
        title = partners.match_title(s.names, s.mode, won_team) if pairs else match_title(s, match.winner)
        # Translators: {detail} is how the hand ended, a sentence of its own.
        detail = _("Final totals after round {number}. {detail}", number=match.hand_number, detail=detail) \
            if rules.full_game else _("Final score after this hand. {detail}", detail=detail)
    elif pairs:
        title = partners.hand_title(s.names, s.mode, won)
    else:
        title = hand_title(s, won, match.hand_number if rules.full_game else None)
    sheet: Markup = EMPTY
    why, hand = "", None
    winner = match.winner if match_over else won  # the match's, not the last hand's (the full game, Tri-Ominos)
    # Only a real match keeps a sheet; a lesson or a hand under review is a single hand.
    rows = match.sheet if isinstance(match, Match) else []
    if rules.full_game:  # every round's card carries the sheet: the totals decide, not one round
        why = lengths.standing(s.names, match.scores, match_over, s.person)
        sheet = score_sheet.sheet_html(s.names, rows, winner=winner if match_over else None, pips=True,
                                       engine=lambda n: lengths.engine_of(n, rules.double), person=s.person)
    elif rules.triominos_scoring:
        why = tripoints.end_why(out, s.names, s.person)
        hand = out.scores
        sheet = view.account_html(s.names, tripoints.accounts(g))
        if match_over:
            sheet = score_sheet.sheet_html(s.names, rows, winner=winner, signed=True, person=s.person) + sheet
    elif rules.is_match:
        if pairs:
            why = board.team_why(out, s.names, s.mode, rules.blocked_scoring)
        else:
            why = board.score_why(out, s.names, rules.blocked_scoring, s.person)
        hand = out.scores or None   # All Fives: each seat's points of the hand, its counts with the end's
        if match_over and pairs:
            sides = (0, 1)
            sheet = score_sheet.sheet_html([partners.team_name(s.names, t) for t in sides],
                                           score_sheet.team_rows(rows, sides), winner=won_team,
                                           shorts=[partners.team_short(s.names, t, s.person) for t in sides],
                                           person=s.person)
        elif match_over:
            sheet = score_sheet.sheet_html(s.names, rows, winner=winner, person=s.person)
    teams = [(partners.team_name(s.names, t), partners.members(t)) for t in (0, 1)] if pairs else []
    markup = view.round_html(
        title=title, detail=detail, names=s.names, hands=out.hands, pips=out.pips,
        winner=winner, person=s.person,
        scores=match.scores if long else None, goal=lengths.goal(rules, match.hand_number, match_over),
        points=out.points, next_hand=long and not match.is_over, match_over=match_over, why=why,
        mini=board.mini_html, total_word=board.total_word, sheet=sheet,
        next_word=_("Next round") if rules.full_game else _("Next hand"), hand=hand,
        new_words=setups.game_words(setups.again(s.cfg, rules)), review=s.lesson is None,
        teams=teams, won_team=won_team if match_over else won,
    )
    return Ending(markup, title, detail, match_over, won)


class Results:
    """A finished match: the result recorded, a win paid and cheered, the save cleared; at the end
    of today's Daily, the streak and the wait for the next one."""

    def __init__(self, page: Page, saves: Saves, coins: Coins, sound: Sound, prefs: Preferences,
                 now: Callable[[], float] = time.time) -> None:
        self.page, self.saves, self.coins, self.sound, self.prefs = page, saves, coins, sound, prefs
        self.now = now   # the wall clock (Unix time): the wait for the next Daily

    def settle(self, s: Session) -> None:
        """In an order that loses nothing wherever the page stops: the finished game is saved, its
        result recorded (once, by the game's id), and only then is the save cleared. On a full
        storage the save makes room for the profile, and comes back if even that is refused."""
        match = s.match
        if s.lesson is not None or not isinstance(match, Match):  # a lesson is practice: never recorded
            return
        self.saves.save(s)
        outcome = self.coins.settle(match, s.cfg, typed_of(s.cfg, len(s.names)))
        kept = outcome["kept"]
        if kept:
            self.saves.clear()
        elif not self.coins.store.is_newer("profile"):
            self.saves.clear()
            kept = self.coins.save()
            if not kept:
                self.saves.save(s)
        streak = self.daily(s)
        result = outcome.get("result")
        if s.mode == "local" and match.winner is not None:
            result = "win"  # at a shared device the winner is someone at the table: cheered as a win
        moments.ended(self.page, self.sound, self.prefs, result, streak)
        if not kept:  # never "paid" or "recorded" unless it is stored
            words = _(WIN_NOT_KEPT, coins=outcome["paid"]) if outcome.get("paid") else _(RESULT_NOT_KEPT)
            self.page.reward(html('<p class="reward" data-reward data-unkept>{}</p>', words))
        elif outcome.get("reward"):
            have = _n("You have {count} coin.", "You have {count} coins.", self.coins.coins)
            self.page.reward(html('<p class="reward" data-reward>{} {} {}</p>', screens.coin(), outcome["reward"],
                                  have))

    def daily(self, s: Session) -> int | None:
        """Today's Daily, or one started as counting before the day changed: the streak as recorded
        (a replay counted nothing: no streak said) and the wait for the next; the streak (0 for a
        replay), or None when the game was not such a Daily. Another day's Daily is practice, and
        its card says only that."""
        day = s.cfg.get("daily")
        if not isinstance(day, str) or (day != self.coins.daily_today and not daily_counted(s.cfg)):
            return None
        streak = None if s.cfg.get("unrecorded") else daily_streak(self.coins.profile, day)
        self.page.reward(daily_end.daily_end_html(day, self.now(), streak))
        return streak or 0
