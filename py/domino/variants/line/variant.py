"""The rules object of the line games: set-up, exact positions and the numbers of
docs/rules.md §1 (hand sizes, who opens a later hand of a match), and of their partnerships (§8)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core.messages import Message
from ...core.rng import Rng
from ...core.tiles import DOUBLE_SIX, Tile, parse_tile
from ...core.variant import BaseVariant, PlayedHand, RulesLike, last_winner, out_of_play
from .state import LineState


@dataclass(frozen=True)
class LineVariant(BaseVariant):
    """The rules object for Draw or Block."""

    name: str
    drawing: bool
    targets = (0, 50, 100, 150, 200, 250)   # 0: a single round (docs/rules.md §1)

    def hand_size(self, players: int) -> int:
        if self.drawing:
            return 7 if players == 2 else 5
        return 7

    def check(self, rules: RulesLike) -> None:
        self.check_players(rules)
        self.check_target(rules, self.targets)
        if rules.triominos_scoring or rules.full_game:
            raise ValueError(Message("{game} has no Tri-Ominos scoring or full-game option.", game=self.named))

    def new_state(self, rules: RulesLike) -> LineState:
        return LineState(rules.players, self.drawing, rules.blocked_scoring, self.name, rules.partners)

    def deal(self, rules: RulesLike, rng: Rng, leader: int | None = None) -> LineState:
        if leader is not None and (isinstance(leader, bool) or leader not in range(rules.players)):
            raise ValueError(f"no seat {leader!r} to lead")
        state = self.new_state(rules)
        tiles = list(DOUBLE_SIX)
        rng.shuffle(tiles)
        size = self.hand_size(rules.players)
        state.hands = [sorted(tiles[i * size:(i + 1) * size]) for i in range(rules.players)]
        rest = tiles[rules.players * size:]
        if self.drawing:
            state.stock = rest
        else:
            state.out = rest
        state.set_opening(leader)
        return state

    def next_deal(self, rules: RulesLike, games: Sequence[PlayedHand]) -> dict[str, Any]:
        # Draw: the highest double opens every hand. Block: the winner of the previous hand opens
        # with any tile (after a drawn hand, the highest double); Block partners pass the lead
        # round instead: the seat after the one that opened the previous hand, whatever its end.
        if self.drawing:
            return {}
        if rules.partners:
            opener, _ = games[-1].history[0]
            return {"leader": (opener + 1) % rules.players}
        winner = last_winner(games)
        return {} if winner is None else {"leader": winner}

    def position(self, rules: RulesLike, hands: Sequence[Sequence[Any]], stock: Sequence[Any] = (),
                 chain: Sequence[Any] = (), first: int | None = None, passes: int = 0) -> LineState:
        """An exact position (tests, tutorial): every tile not placed is out of play."""

        def tile(t: Any) -> Tile:
            return parse_tile(t) if isinstance(t, str) else tuple(sorted(t))

        if len(hands) != rules.players:
            raise ValueError(f"{len(hands)} hands for {rules.players} players")
        state = self.new_state(rules)
        if stock and not self.drawing:
            raise ValueError("Block has no stock: unused tiles are out of play")
        state.hands = [sorted(tile(t) for t in h) for h in hands]
        state.stock = [tile(t) for t in reversed(list(stock))]
        links = [_link(p) for p in chain]
        for (_, right), (left, _) in zip(links, links[1:]):
            if right != left:
                raise ValueError(f"the chain does not connect: {right} next to {left}")
        state.chain = links
        state.out = out_of_play(state.tiles_in_play(), DOUBLE_SIX, "double-six")
        state.passes = passes
        if links:
            state.left, state.right = links[0][0], links[-1][1]
            state.current = first or 0
        else:
            state.set_opening(first)
        return state


def _link(p: Any) -> tuple[int, int]:
    """A chain link as laid, left number first: '3-5' or (3, 5)."""
    a, b = (int(n) for n in (p.split("-") if isinstance(p, str) else p))
    return (a, b)
