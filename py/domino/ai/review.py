"""The hand review: after a hand, each of one seat's decisions weighed against Expert's.

The hand is replayed from its exact deal, move by move. At each move of the reviewed seat, Expert's
own search runs from that seat's observation at that moment (never the hidden hands), with Expert's
budget and a seed of its own, so its choice is the one `choose_move("expert", obs, seed)` makes.
The same playouts price every legal move in points (search.points), so the person's move and
Expert's are compared on one sample. Work comes one guess at a time, so the browser can slice it.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from ..core.game import Game
from ..core.moves import Move
from ..core.rng import Rng
from .levels import expert_samples
from .search import Search

MIN_LOSS = 1.0   # points: a smaller estimated difference is within the search's noise
STEP = 1         # playouts per unit of work, as the page slices Expert's own search (table/thinker.py)


@dataclass(frozen=True)
class Advice:
    """One decision of the reviewed seat."""
    index: int                  # the move's place in the hand's history (0-based)
    played: Move
    best: Move                  # Expert's choice from the same observation
    choices: int                # legal moves there
    points: dict[Move, float] = field(default_factory=dict)   # estimated points per legal move

    @property
    def loss(self) -> float:
        """Estimated points Expert's move makes over the one played (0 with one legal move)."""
        if self.choices < 2:
            return 0.0
        return self.points[self.best] - self.points[self.played]

    @property
    def costly(self) -> bool:
        """A move that cost points: not Expert's, and worse by more than the noise."""
        return self.choices > 1 and self.played != self.best and self.loss >= MIN_LOSS


def decision_seed(seed: int | str, index: int) -> str:
    """The seed of the search at history index `index` (the same for `choose_move`)."""
    return f"{seed}/{index}"


def decisions(game: Game, seat: int) -> list[int]:
    """History indices of `seat`'s moves."""
    return [i for i, (who, _) in enumerate(game.history) if who == seat]


def positions(game: Game) -> Iterator[Game]:
    """The hand after 0, 1, ... every move: replayed on its deal (one Game, moved on in place)."""
    replay = Game.from_json({**game.to_json(), "moves": []})
    yield replay
    for _, move in game.history:
        replay.apply_unchecked(move)
        yield replay


def advise(game: Game, seat: int, seed: int | str = 0) -> Iterator[Advice | None]:
    """Each of `seat`'s decisions in `game`, in order: None after every STEP playouts of the search
    (a unit of work, a millisecond or two), an Advice when a decision is weighed."""
    history = game.history
    for index, replay in enumerate(positions(game)):
        if index == len(history):
            return
        who, played = history[index]
        if who != seat:
            continue
        obs = replay.observation(seat)
        moves = obs.legal_moves
        if len(moves) == 1:
            yield Advice(index, played, played, 1)
            continue
        search = Search(obs, Rng(decision_seed(seed, index)))
        budget = expert_samples(len(moves), obs.variant)
        while search.samples < budget:
            search.step(STEP)
            yield None
        yield Advice(index, played, search.best(), len(moves),
                     {m: search.points_of(m) for m in search.moves})


def review(game: Game, seat: int, seed: int | str = 0) -> list[Advice]:
    """Every decision's Advice at once (tests, tools)."""
    return [a for a in advise(game, seat, seed) if a is not None]


def summary(advice: list[Advice]) -> tuple[int, float]:
    """The moves that cost points: how many, and the estimated points they cost together."""
    costly = [a.loss for a in advice if a.costly]
    return len(costly), sum(costly)
