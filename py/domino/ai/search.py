"""Expert's thinking: determinized playouts (docs/rules.md §4).

Guess the hidden tiles many times over, consistently with everything the seat has seen
(determinize.py), play every legal move out to the end of the hand in each guess
with a fast greedy policy, and choose the move that pays best on average. The same guesses
serve every move (common random numbers), so differences between moves are not luck of the
sample. The work is counted in playouts, never in time, so a seed gives the same move on any
machine; it comes in steps of a few playouts so the browser can slice it between frames.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, cast

from ..core.moves import Move
from ..core.outcome import Outcome
from ..core.rng import Rng
from ..core.teams import partner_of, side_of, sides
from ..core.variant import HandState, Observation
from .partners import MODELLED, partnered
from .strategy import strategy_of


def greedy(state: HandState, rng: Rng) -> None:
    """Play `state` to the end: doubles first, then the heaviest tile, a random tie-break."""
    while not state.is_over:
        moves = state.legal_moves()
        if len(moves) > 1:
            best, top = [], -1
            for move in moves:
                tile = move.tile
                assert tile is not None
                weight = sum(tile) + (100 if tile[0] == tile[-1] else 0)
                if weight > top:
                    best, top = [move], weight
                elif weight == top:
                    best.append(move)
            move = best[0] if len(best) == 1 else best[rng.below(len(best))]
        else:
            move = moves[0]
        state.apply_unchecked(move)


def value(outcome: Outcome | None, seat: int, partners: bool = False) -> float:
    """How good a finished hand is for `seat`: the result first, the points as a tie-break. With
    partners the hand is its team's: the partner going out wins it too."""
    if outcome is None or outcome.winner is None:
        return 0.0
    if side_of(outcome.winner, partners) == side_of(seat, partners):
        return 1.0 + outcome.points / 100
    return -1.0 - outcome.points / 100


RIVALS_MODELLED = False   # line games: the rivals play heavy-first in the playouts, as rivals.py weighs their choices
# Partners are searched on the team's points, not the hand's result: a partnership is a match for
# points. Measured, Expert with a Medium partner against two Medium (200 paired deals): Block 59.1
# -> 61.7% of the points, Draw 56.9 -> 57.9%; two Experts in Draw (300): 65.5 -> 65.3%.
TEAM_POINTS = True
CANDIDATES = 0     # guesses drawn for each one searched, when the rivals' choices can weigh them (0: not weighed)


def points(outcome: Outcome | None, seat: int, partners: bool = False) -> float:
    """What a finished hand is worth to `seat` in points: the winner's points, won or conceded;
    when every seat scores (Tri-Ominos, All Fives), its own points less the rivals' average.
    With partners, by teams: the team's points (both partners') less the other team's."""
    if outcome is None:
        return 0.0
    mine = side_of(seat, partners)
    if outcome.scores:
        totals = [sum(outcome.scores[s] for s in side) for side in sides(len(outcome.scores), partners)]
        return totals[mine] - (sum(totals) - totals[mine]) / (len(totals) - 1)
    if outcome.winner is None:
        return 0.0
    won = side_of(outcome.winner, partners) == mine
    return float(outcome.points if won else -outcome.points)


class Search:
    """Averages each legal move's value over determinized playouts. A guess of the hidden tiles
    serves every legal move in turn; `step(work)` plays `work` playouts, carrying a half-used
    guess over to the next step, so however the work is sliced the same playouts are played."""

    def __init__(self, obs: Observation, rng: Rng,
                 playout: Callable[[Any, Rng], None] | None = None, partner_level: str | None = None):
        """`partner_level`: with partners, the level the partner plays at ("easy" to "expert"),
        which the playouts play it at; None: as the searching seat plays."""
        self.obs, self.rng = obs, rng
        self.strategy = strategy_of(obs)
        # A variant may bring a smarter playout policy of its own; greedy otherwise.
        self.playout: Callable[..., None] = playout or self.strategy.playout or greedy
        models = self.models(partner_level) if playout is None else {}
        if models:
            self.playout = partial(cast(Callable[..., None], self.playout), models=models)
        # A game played for points is searched on them; else on the result, points breaking ties.
        # With partners, the hand is the team's, and a partnership is a match for points.
        self.partners = partnered(obs)
        on_points = self.strategy.on_points or (self.partners and TEAM_POINTS)
        self.value = partial(points if on_points else value, partners=self.partners)
        self.moves = list(obs.legal_moves)
        self.totals = [0.0] * len(self.moves)
        self.points = [0.0] * len(self.moves)   # the same playouts in points (the hand review's)
        self.samples = 0            # guesses whose every move has been played out
        self.playouts = 0
        weigh = self.strategy.likelihood
        self.likelihood = weigh(obs) if weigh is not None and CANDIDATES > 0 else None
        self._world: HandState | None = None
        self._weight = 1.0          # how much the current guess counts
        self.weights = 0.0          # the sum over whole guesses
        self._values: list[float] = []   # the current guess's values so far, counted once it is whole
        self._points: list[float] = []

    def models(self, partner_level: str | None) -> dict[int, str]:
        """The seats the playouts play by a level's simple rule (partners.MODELLED), by seat: the
        rivals by Medium's where the variant models them so; a partner at its level, or, at Hard
        or Expert or unknown, by the policy, as the searching seat."""
        seat = self.obs.seat
        modelled = self.strategy.medium_rivals or (RIVALS_MODELLED and self.strategy.likelihood is not None)
        models = {s: "medium" for s in range(self.obs.players) if s != seat} if modelled else {}
        if partnered(self.obs):
            mate = partner_of(seat)
            models.pop(mate, None)
            if partner_level is not None and partner_level in MODELLED:
                models[mate] = partner_level
        return models

    def step(self, work: int | None = None) -> None:
        """`work` playouts; by default the rest of one guess (every legal move played out in it)."""
        left = len(self.moves) - len(self._values) if work is None else work
        seat = self.obs.seat
        while left > 0:
            if self._world is None:
                self._world, self._weight = self.guess()
            state = self._world.clone()
            state.apply_unchecked(self.moves[len(self._values)])
            self.playout(state, self.rng)
            self._values.append(self.value(state.outcome, seat))
            self._points.append(points(state.outcome, seat, self.partners))
            self.playouts += 1
            left -= 1
            if len(self._values) == len(self.moves):
                w = self._weight
                self.totals = [t + w * v for t, v in zip(self.totals, self._values)]
                self.points = [t + w * v for t, v in zip(self.points, self._points)]
                self.weights += w
                self._world, self._values, self._points = None, [], []
                self.samples += 1

    def guess(self) -> tuple[HandState, float]:
        """A guess of the hidden tiles and how much it counts. With the rivals' choices to go
        by, one of CANDIDATES guesses drawn with odds in proportion to how likely each makes
        those choices (or, with one candidate, the guess weighed by that likelihood)."""
        determinize = self.strategy.determinize
        if self.likelihood is None:
            return determinize(self.obs, self.rng), 1.0
        if CANDIDATES == 1:
            world = determinize(self.obs, self.rng)
            return world, self.likelihood(world)
        worlds = [determinize(self.obs, self.rng) for _ in range(CANDIDATES)]
        weights = [self.likelihood(w) for w in worlds]
        pick = self.rng.random() * sum(weights)
        for world, weight in zip(worlds, weights):
            pick -= weight
            if pick < 0:
                return world, 1.0
        return worlds[-1], 1.0

    def run(self, samples: int) -> Search:
        """Up to `samples` guesses, every legal move played out in each."""
        while self.samples < samples and len(self.moves) > 1:
            self.step()
        return self

    def best(self) -> Move:
        if len(self.moves) == 1 or not self.samples:
            return self.moves[0]
        top = max(self.totals)
        return self.moves[self.totals.index(top)]

    def scores(self) -> dict[str, float]:
        """Average value per move (for hints and the arena's curiosity)."""
        n = self.weights or 1.0
        return {str(m): t / n for m, t in zip(self.moves, self.totals)}

    def points_of(self, move: Move) -> float:
        """The average points `move` brought the seat over the whole guesses so far (weighed as
        the values are)."""
        return self.points[self.moves.index(move)] / (self.weights or 1.0)
