"""The rules object of All Fives: set-up, exact positions and the match on points
(docs/rules.md §7), by seats or by teams (§8)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from ...core import teams
from ...core.messages import Message
from ...core.moves import Move
from ...core.rng import Rng
from ...core.tiles import DOUBLE_SIX, Tile, parse_tile
from ...core.variant import BaseVariant, PlayedHand, RulesLike, last_winner, lone_top, out_of_play
from . import scoring
from .layout import INDEX
from .moves import parse_move
from .state import FivesState


@dataclass(frozen=True)
class FivesVariant(BaseVariant):
    """The rules object for All Fives; its title, players and kind of board are core.catalog's."""

    name: str = "allfives"
    targets = scoring.TARGETS

    def hand_size(self, players: int) -> int:
        return 7 if players == 2 else 5

    def check(self, rules: RulesLike) -> None:
        self.check_players(rules)
        self.check_target(rules, self.targets)
        if rules.triominos_scoring or rules.full_game:
            raise ValueError(Message("{game} has no Tri-Ominos scoring or full-game option.", game=self.named))
        if rules.blocked_scoring != "difference":
            raise ValueError(Message("All Fives scores a blocked hand by its own rule (the lightest hand "
                                     "scores the others' pips, rounded): leave blocked_scoring as it is."))

    def deal(self, rules: RulesLike, rng: Rng, leader: int | None = None) -> FivesState:
        if leader is not None and (isinstance(leader, bool) or leader not in range(rules.players)):
            raise ValueError(f"no seat {leader!r} to lead")
        state = FivesState(rules.players, rules.partners)
        tiles = list(DOUBLE_SIX)
        rng.shuffle(tiles)
        size = self.hand_size(rules.players)
        state.hands = [sorted(tiles[i * size:(i + 1) * size]) for i in range(rules.players)]
        state.stock = tiles[rules.players * size:]
        state.set_opening(leader)
        return state

    def position(self, rules: RulesLike, hands: Sequence[Sequence[Any]], stock: Sequence[Any] = (),
                 layout: Sequence[Any] = (), first: int | None = None, passes: int = 0,
                 points: Sequence[int] | None = None) -> FivesState:
        """An exact position (tests, tutorial). `layout` lists the plays on the table in the order
        laid, as move text ("5-5", "5-3:L", "3-1:L", "5-6:R", "5-2:U"): the first has no end, and
        each must fit the ends the ones before it leave. The stock is listed top first; tiles
        placed nowhere are out of play. `points` are each seat's points in the hand so far. With
        an empty layout, `first` opens with any tile; otherwise the best tile opens."""
        if len(hands) != rules.players:
            raise ValueError(f"{len(hands)} hands for {rules.players} players")
        state = FivesState(rules.players, rules.partners)
        state.hands = [sorted(_tile(t) for t in h) for h in hands]
        state.stock = [_tile(t) for t in reversed(list(stock))]
        for i, text in enumerate(layout):
            move = parse_move(text) if isinstance(text, str) else text
            _check_fits(state, move, i)
            state.layout.place(move)
        state.out = out_of_play(state.tiles_in_play(), DOUBLE_SIX, "double-six")
        if first is not None and (isinstance(first, bool) or first not in range(rules.players)):
            raise ValueError(f"no seat {first!r}")
        if points is not None:
            if len(points) != rules.players or not all(isinstance(p, int) and p >= 0 for p in points):
                raise ValueError(f"points are {rules.players} whole numbers, one a seat")
            state.points = list(points)
        state.passes = passes
        if layout:
            state.current = first or 0
        else:
            state.set_opening(first)
        return state

    def next_deal(self, rules: RulesLike, games: Sequence[PlayedHand]) -> dict[str, Any]:
        # The seat that went out, or won the block, opens the next hand with any tile; after a
        # tie for the lightest hand the highest double opens again.
        winner = last_winner(games)
        return {} if winner is None else {"leader": winner}

    def hand_scores(self, rules: RulesLike, game: PlayedHand) -> tuple[int, ...]:
        # Each seat's points of the hand: its plays, and the winner's end points once it is over;
        # with partners, its team's. The hand in play counts too: points made are already won.
        return teams.pooled(cast(FivesState, game.state).points, rules.partners)

    def match_over(self, rules: RulesLike, games: Sequence[PlayedHand]) -> bool:
        if not games[-1].is_over:
            return False
        if not rules.is_match:
            return True
        scores = self.scores(rules, games)
        # A tie at the top of the target plays another hand: a match needs one winner.
        return max(scores) >= rules.target and lone_top(scores, rules.partners) is not None

    def match_winner(self, rules: RulesLike, games: Sequence[PlayedHand]) -> int | None:
        # A single hand too is won by the most points (a tie is a drawn game).
        if not self.match_over(rules, games):
            return None
        return lone_top(self.scores(rules, games), rules.partners)


def _tile(t: Any) -> Tile:
    return parse_tile(t) if isinstance(t, str) else tuple(sorted(t))


def _check_fits(state: FivesState, move: Move, i: int) -> None:
    """Refuse a scripted layout's play `i` (0-based) unless it fits the layout laid before it."""
    layout = state.layout
    if move.tile is None:
        raise ValueError(f"the layout lists plays, not {move}")
    if (move.end is None) != (i == 0):
        raise ValueError(f"layout play {i + 1} ({move}): only the first tile is laid without an end")
    if move.end is not None and layout.values[INDEX[move.end]] not in move.tile:
        raise ValueError(f"layout play {i + 1} ({move}) does not fit: the open ends are "
                         f"{', '.join(f'{e} {v}' for e, v in layout.ends())}")
