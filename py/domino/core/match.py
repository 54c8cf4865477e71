"""A match: hands dealt one after another until a player reaches the target (docs/rules.md §1),
or a team with partners (§8).

Scores are one number a seat; with partners both seats of a team show the team's, so a reader
that knows nothing of teams still reads each seat's side right.

A single round (target 0) is a match of one hand. Every hand's deal comes from the match seed
and the hand number, so a saved match is its seed plus each hand's moves.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date as _date

from .errors import IllegalMove
from .messages import Message
from .game import Game, new_game
from .moves import Move
from .outcome import Outcome
from .registry import variant_of
from .rules import Rules
from .teams import team_of
from .variant import Variant

SCHEMA = 1


@dataclass(frozen=True, slots=True)
class HandScore:
    """A finished hand on the match's score sheet."""

    number: int                 # 1 for the first hand
    outcome: Outcome
    scores: tuple[int, ...]     # what each seat scored toward the match for this hand
    totals: tuple[int, ...]     # each seat's running total after it


class Match:
    __slots__ = ("rules", "seed", "games")

    def __init__(self, rules: Rules, seed: int | str):
        self.rules = rules
        self.seed = seed
        self.games: list[Game] = []
        self._deal_next()

    @property
    def game(self) -> Game:
        """The hand being played (or the last one, once the match is over)."""
        return self.games[-1]

    @property
    def hand_number(self) -> int:
        return len(self.games)

    @property
    def results(self) -> list[Outcome]:
        """The outcome of every finished hand."""
        return [g.outcome for g in self.games if g.outcome is not None]

    @property
    def sheet(self) -> list[HandScore]:
        """The score sheet: every finished hand, with what each seat scored for it and the running
        totals. A save replays every hand, so a resumed match has its whole sheet."""
        variant, rows = self._variant, []
        totals = [0] * self.rules.players
        for number, game in enumerate(self.games, 1):
            if game.outcome is None:
                continue
            scores = variant.hand_scores(self.rules, game)
            totals = [t + s for t, s in zip(totals, scores)]
            rows.append(HandScore(number, game.outcome, scores, tuple(totals)))
        return rows

    @property
    def scores(self) -> tuple[int, ...]:
        return self._variant.scores(self.rules, self.games)

    @property
    def is_over(self) -> bool:
        return self._variant.match_over(self.rules, self.games)

    @property
    def winner(self) -> int | None:
        """The seat that won the match; with partners the winning team's first seat (0 or 1)."""
        return self._variant.match_winner(self.rules, self.games)

    @property
    def team(self) -> int | None:
        """With partners, the team that won the match (core.teams: 0 is seats 0 and 2); else None."""
        winner = self.winner
        return team_of(winner) if self.rules.partners and winner is not None else None

    @property
    def _variant(self) -> Variant:
        return variant_of(self.rules.variant)

    def next_hand(self) -> Game:
        if not self.game.is_over:
            raise IllegalMove(Message("The hand is still being played."))
        if self.is_over:
            raise IllegalMove(Message("The match is over."))
        return self._deal_next()

    def undo(self) -> Move:
        """Take back the last move of the match and return it: in the hand being played, or, when
        no move has been played in it yet, the last move of the hand before (whose end is undone
        with it). Raises IllegalMove when no move was played at all."""
        if not self.game.history and len(self.games) > 1:
            self.games.pop()
        return self.game.undo()

    def _deal_next(self) -> Game:
        options = self._variant.next_deal(self.rules, self.games) if self.games else {}
        game = new_game(self.rules, seed=f"{self.seed}/{len(self.games) + 1}", **options)
        self.games.append(game)
        return game

    def to_json(self) -> dict:
        return {"schema": SCHEMA, "rules": self.rules.to_json(), "seed": self.seed,
                "hands": [[str(m) for _, m in g.history] for g in self.games]}

    @classmethod
    def from_json(cls, data: object) -> Match:
        if not isinstance(data, dict):
            raise ValueError("a saved match must be a JSON object")
        if data.get("schema") != SCHEMA:
            raise ValueError(f"unsupported saved match schema {data.get('schema')!r}")
        seed = data.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise ValueError("a saved match needs its seed")
        hands = data.get("hands")
        if not isinstance(hands, list) or not hands or not all(isinstance(h, list) for h in hands):
            raise ValueError("a saved match needs the moves of each hand")
        match = cls(Rules.from_json(data.get("rules")), seed)
        for number, moves in enumerate(hands, 1):
            if number > 1:
                match.next_hand()
            for i, text in enumerate(moves):
                try:
                    match.game.apply(text)
                except IllegalMove as e:
                    raise ValueError(f"hand {number}, move {i + 1} ({text!r}) is illegal: {e}") from None
        return match


def new_match(rules: Rules | None = None, seed: int | str = 0) -> Match:
    return Match(rules or Rules(), seed)


def daily_match(date: str) -> Match:
    """The Daily match: Classic, 2 players, to 50, every deal from the UTC date (YYYY-MM-DD)."""
    try:
        if not isinstance(date, str) or _date.fromisoformat(date).isoformat() != date:
            raise ValueError
    except ValueError:
        raise ValueError(f"the Daily match needs a date as YYYY-MM-DD, not {date!r}") from None
    return Match(Rules(variant="draw", players=2, target=50), date)
