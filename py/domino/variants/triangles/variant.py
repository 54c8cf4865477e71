"""The rules object of Triangles: set-up, exact positions, and the Tri-Ominos match to 400
(docs/rules.md §2)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from ...core.messages import Message
from ...core.rng import Rng
from ...core.variant import BaseVariant, PlayedHand, RulesLike, lone_top, out_of_play
from . import triominos
from .moves import parse_move
from .state import TrianglesState
from .tiles import TILES, parse_tile


@dataclass(frozen=True)
class TrianglesVariant(BaseVariant):
    """The rules object for Triangles."""

    name: str = "triangles"

    def hand_size(self, players: int) -> int:
        return 9 if players == 2 else 7

    def check(self, rules: RulesLike) -> None:
        self.check_players(rules)
        if rules.full_game:
            raise ValueError(Message("Triangles has no full-game option (that is Mexican Train's)."))
        if rules.triominos_scoring:
            if rules.target not in (0, triominos.TARGET):
                raise ValueError(Message("With Tri-Ominos scoring the match is played to {points} points (0 for a "
                                         "single round), not {target}.", points=triominos.TARGET,
                                         target=rules.target))
            if rules.blocked_scoring != "difference":
                raise ValueError(Message("Tri-Ominos scoring gives a blocked round's lowest hand the others' "
                                         "totals minus its own (blocked_scoring 'difference')."))
        elif rules.target != 0:
            raise ValueError(Message("Triangles is a single round (target 0); a match to {points} needs "
                                     "Tri-Ominos scoring.", points=triominos.TARGET))

    def new_state(self, rules: RulesLike) -> TrianglesState:
        return TrianglesState(rules.players, rules.triominos_scoring, rules.blocked_scoring)

    def deal(self, rules: RulesLike, rng: Rng) -> TrianglesState:
        state = self.new_state(rules)
        tiles = list(TILES)
        rng.shuffle(tiles)
        size = self.hand_size(rules.players)
        state.hands = [sorted(tiles[i * size:(i + 1) * size]) for i in range(rules.players)]
        state.stock = tiles[rules.players * size:]
        state.set_opening()
        return state

    def position(self, rules: RulesLike, hands: Sequence[Sequence[Any]], board: Sequence[Any] = (),
                 stock: Sequence[Any] = (), first: int | None = None, passes: int = 0,
                 draws: int = 0) -> TrianglesState:
        """An exact position (tests, tutorial). `board` lists placements in the order laid, as
        move text ("0-1-2@0,0r0", ...); each after the first must fit the ones before. The
        stock is listed top first. Tiles placed nowhere are out of play. With an empty board,
        `first` opens with any tile; otherwise the best tile opens by the rules."""
        if len(hands) != rules.players:
            raise ValueError(f"{len(hands)} hands for {rules.players} players")
        state = self.new_state(rules)
        state.hands = [sorted(parse_tile(t) for t in h) for h in hands]
        state.stock = [parse_tile(t) for t in reversed(list(stock))]
        for i, text in enumerate(board):
            move = parse_move(text) if isinstance(text, str) else text
            if move.cell is None or move.corners is None:
                raise ValueError(f"the board lists placements, not {text!r}")
            if i:
                why = state.misfit(move.cell, move.corners)
                if why:
                    raise ValueError(f"board placement {i + 1} ({move}): {why}")
            state.place(move.cell, move.corners)
        return self._finish_position(state, board, first, passes, draws)

    def _finish_position(self, state: TrianglesState, board: Sequence[Any], first: int | None,
                         passes: int, draws: int) -> TrianglesState:
        state.out = out_of_play(state.tiles_in_play(), TILES, "Triangles")
        if first is not None and (isinstance(first, bool) or first not in range(state.players)):
            raise ValueError(f"no seat {first!r}")
        state.passes, state.draws = passes, draws
        if board:
            state.current = first or 0
        else:
            state.set_opening(first)
        return state

    def hand_scores(self, rules: RulesLike, game: PlayedHand) -> tuple[int, ...]:
        if not rules.triominos_scoring:
            return super().hand_scores(rules, game)
        # Tri-Ominos: each seat's points of the hand, the hand in play too (they are already won).
        return tuple(cast(TrianglesState, game.state).scores)

    def match_over(self, rules: RulesLike, games: Sequence[PlayedHand]) -> bool:
        if not (rules.triominos_scoring and rules.is_match):
            return super().match_over(rules, games)
        if not games[-1].is_over:
            return False
        scores = self.scores(rules, games)
        # A tie at the top of the target plays another hand: a match needs one winner.
        return max(scores) >= rules.target and lone_top(scores) is not None
