"""One hand of a line game, Draw ("Classic") or Block, on a single chain with two ends
(docs/rules.md §1).

The state is mutable and lean because search plays thousands of hands; the checked, recorded
path is core.game.Game.
"""
from __future__ import annotations

from bisect import insort

from ...core.moves import DRAW, PASS, Move, MoveKind
from ...core.outcome import Termination, settle
from ...core.tiles import DOUBLE_SIX, Tile, opening_rank, tile_text
from ...core.variant import BaseState, History, best_opening, first_moves
from .moves import parse_move, play
from .observation import LineObservation

_OPEN = {t: play(t) for t in DOUBLE_SIX}
_LEFT = {t: play(t, "L") for t in DOUBLE_SIX}
_RIGHT = {t: play(t, "R") for t in DOUBLE_SIX}
# _FITS[left][right][tile]: the plays of `tile` on a chain with those open ends, the left end's first
_FITS = [[{t: (_LEFT[t],) * (left in t) + (_RIGHT[t],) * (right in t) for t in DOUBLE_SIX}
          for right in range(7)] for left in range(7)]
PLAY = MoveKind.PLAY
DRAWING = MoveKind.DRAW


_RANK = {t: i for i, t in enumerate(sorted(DOUBLE_SIX, key=opening_rank))}   # no two tiles rank alike


class LineState(BaseState):
    """One hand of Draw or Block."""

    __slots__ = ("variant", "players", "drawing", "blocked_scoring", "hands", "stock", "out", "chain",
                 "left", "right", "current", "passes", "leader", "opening", "result")

    def __init__(self, players: int, drawing: bool, blocked_scoring: str, variant: str):
        self.variant = variant            # the registered name its observations carry
        self.players = players
        self.drawing = drawing            # Draw: take from the stock; Block: pass at once
        self.blocked_scoring = blocked_scoring
        self.hands: list[list[Tile]] = []  # each kept sorted
        self.stock: list[Tile] = []       # the next draw is stock[-1]
        self.out: list[Tile] = []         # out of play: never drawn, never shown
        self.chain: list[tuple[int, int]] = []   # oriented pairs, left to right
        self.left = self.right = -1
        self.current = 0
        self.passes = 0                   # consecutive passes; any play resets it
        self.leader: int | None = None    # a seat that opens with any tile (Block, later hands)
        self.opening: Tile | None = None  # the forced opening tile under the highest-double rule
        self.result = None

    # -- setting up ---------------------------------------------------------------------------

    def set_opening(self, leader: int | None) -> None:
        """Who lays the first tile: `leader` with any tile, or the holder of the best tile."""
        self.leader = leader
        if leader is not None:
            self.current, self.opening = leader, None
            return
        best = best_opening(self.hands, _RANK.__getitem__)
        if best is None:
            raise ValueError("every hand is empty: nobody can open")
        self.current, self.opening = best

    def clone(self) -> LineState:
        other = LineState.__new__(LineState)
        other.variant, other.players, other.drawing = self.variant, self.players, self.drawing
        other.blocked_scoring = self.blocked_scoring
        other.hands = [list(h) for h in self.hands]
        other.stock, other.out, other.chain = list(self.stock), list(self.out), list(self.chain)
        other.left, other.right, other.current = self.left, self.right, self.current
        other.passes, other.leader, other.opening = self.passes, self.leader, self.opening
        other.result = self.result
        return other

    # -- the protocol ---------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        if self.result is not None:
            return []
        hand = self.hands[self.current]
        if not self.chain:
            return first_moves(hand, self.opening, _OPEN.__getitem__)
        fits = _FITS[self.left][self.right]
        moves: list[Move] = []
        for tile in hand:
            plays = fits[tile]
            if plays:
                moves += plays
        if moves:
            return moves
        if self.drawing and self.stock:
            return [DRAW]
        return [PASS]

    def apply_unchecked(self, move: Move) -> None:
        """Apply a move known to be legal (search's fast path)."""
        seat = self.current
        tile = move.tile
        if tile is not None:                 # a play: only plays name a tile
            hand = self.hands[seat]
            hand.remove(tile)
            end = move.end
            if end == "R":
                right = self.right
                a, b = tile
                other = b if a == right else a
                self.chain.append((right, other))
                self.right = other
            elif end == "L":
                left = self.left
                a, b = tile
                other = b if a == left else a
                self.chain.insert(0, (other, left))
                self.left = other
            else:
                a, b = tile
                self.chain.append((a, b))
                self.left, self.right = a, b
            self.passes = 0
            if not hand:
                self.result = settle(self.hands, Termination.OUT, seat, self.blocked_scoring)
                return
            self.current = (seat + 1) % self.players
        elif move.kind is DRAWING:
            insort(self.hands[seat], self.stock.pop())
        else:
            self.passes += 1
            if self.passes >= self.players:
                self.result = settle(self.hands, Termination.BLOCKED, None, self.blocked_scoring)
                return
            self.current = (seat + 1) % self.players

    def explain(self, move: Move) -> str:
        """Why `move` is not legal now, in words a player understands."""
        if self.result is not None:
            return "The hand is over."
        legal = self.legal_moves()
        hand = self.hands[self.current]
        if move.kind == PLAY and move.tile is not None:
            tile = tile_text(move.tile)
            if move.tile not in hand:
                return f"Tile {move} is not in the hand of the player on turn."
            if not self.chain:
                if self.opening is not None:
                    return f"The hand must open with the {tile_text(self.opening)}."
                return "The opening tile is laid without an end."
            if move.end is None:
                return "Say which end: L or R."
            if not any(m.tile == move.tile for m in legal):
                return f"{tile} matches neither open end ({self.left} and {self.right})."
            side = "left" if move.end == "L" else "right"
            number = self.left if move.end == "L" else self.right
            return f"{tile} does not match the {side} end ({number})."
        if legal and legal[0].kind == PLAY:
            return f"You cannot {move.kind} while a tile fits: play one."
        if move.kind == MoveKind.PASS and DRAW in legal:
            return "You cannot pass while the stock has tiles: draw."
        if move.kind == DRAWING:
            return "There is no stock to draw from." if self.drawing else "Block has no drawing: pass."
        return f"{move} is not legal now."

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def observation(self, seat: int, history: History = ()) -> LineObservation:
        over = self.result is not None
        return LineObservation(
            variant=self.variant,
            seat=seat,
            players=self.players,
            hand=tuple(self.hands[seat]),
            chain=tuple(self.chain),
            ends=(self.left, self.right) if self.chain else None,
            hand_counts=tuple(len(h) for h in self.hands),
            stock_count=len(self.stock),
            out_count=len(self.out),
            drawing=self.drawing,
            blocked_scoring=self.blocked_scoring,
            current_player=self.current,
            legal_moves=tuple(self.legal_moves()) if seat == self.current and not over else (),
            passes=self.passes,
            history=history,
            is_over=over,
            leader=self.leader,
        )

    def tiles_in_play(self) -> list[Tile]:
        """Every tile, wherever it is (for conservation checks)."""
        tiles = [t for h in self.hands for t in h] + self.stock + self.out
        return tiles + [tuple(sorted(t)) for t in self.chain]
