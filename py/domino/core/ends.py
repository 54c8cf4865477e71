"""What the hands played at the open ends of dominoes share: the line games (docs/rules.md §1) and
All Fives (§7). The holder of the best tile opens with it, unless a seat is named to lead with any
tile; a player with no tile that fits draws (in a game that draws) or passes; every player passing
in a row blocks the hand; and a move that is not legal is explained in the same words.

Each variant's state keeps its own table (a chain, a layout with a spinner) and says where tiles
fit (fitting), how a tile is laid (lay), how a finished hand is scored (finish) and why a play
does not fit (misfit).
"""
from __future__ import annotations

from bisect import insort

from .messages import Message, N_
from .moves import DRAW, PASS, Move, MoveKind, end_play
from .outcome import Outcome, Termination
from .tiles import DOUBLE_SIX, Tile, opening_rank, tile_text
from .variant import BaseState, History, best_opening, first_moves

Fits = dict[Tile, tuple[Move, ...]]   # each tile's plays at the ends as they are

_RANK = {t: i for i, t in enumerate(sorted(DOUBLE_SIX, key=opening_rank))}   # no two tiles rank alike


class EndsState(BaseState):
    """A hand at the open ends of double-six dominoes: these fields, and the table's own in the
    variant's state."""

    __slots__ = ("players", "partners", "hands", "stock", "out", "current", "passes", "leader", "opening",
                 "result")
    players: int
    partners: bool                    # seats 0 and 2 against 1 and 3: a hand's end is scored by team
    stock: list[Tile]                 # the next draw is stock[-1]
    out: list[Tile]                   # out of play: never drawn, never shown
    passes: int                       # consecutive passes; any play resets it
    leader: int | None                # a seat that opens with any tile (later hands of a match)
    opening: Tile | None              # the forced opening tile under the highest-double rule
    drawing = True                    # a player with no tile that fits draws (Block: passes at once)
    which_end = N_("Say which end: L or R.")   # the refusal of a play that names no end

    def start_hand(self, players: int, partners: bool) -> None:
        """The fields every hand at the open ends starts with, before the deal."""
        self.players = players
        self.partners = partners
        self.hands: list[list[Tile]] = []  # each kept sorted
        self.stock = []
        self.out = []
        self.current = 0
        self.passes = 0
        self.leader = None
        self.opening = None
        self.result = None

    def copy_hand(self, other: EndsState) -> None:
        """Copy these fields into `other`, a state of the same variant being cloned."""
        other.players, other.partners = self.players, self.partners
        other.hands = [list(h) for h in self.hands]
        other.stock, other.out = list(self.stock), list(self.out)
        other.current, other.passes, other.leader = self.current, self.passes, self.leader
        other.opening, other.result = self.opening, self.result

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

    # -- what the variant's state says ---------------------------------------------------------

    def fitting(self) -> Fits | None:
        """Each tile's plays at the open ends now (in a stable order), or None before the opening."""
        raise NotImplementedError

    def lay(self, seat: int, move: Move, tile: Tile) -> None:
        """Put `tile` on the table where the play `move` by `seat` lays it (it is out of the hand)."""
        raise NotImplementedError

    def finish(self, reason: Termination, winner: int | None) -> Outcome:
        """The outcome of the hand, finished now (`winner`: the seat that went out)."""
        raise NotImplementedError

    def misfit(self, move: Move, legal: list[Move]) -> Message:
        """Why the play `move`, of a tile on turn's hand and at a named end, is not legal now."""
        raise NotImplementedError

    # -- shared -----------------------------------------------------------------------------------

    def apply_unchecked(self, move: Move) -> None:
        """Apply a move known to be legal (search's fast path): a play goes out or passes the turn
        on, a draw keeps it, a pass passes it on or blocks the hand."""
        seat = self.current
        tile = move.tile
        if tile is not None:                 # a play: only plays name a tile
            hand = self.hands[seat]
            hand.remove(tile)
            self.lay(seat, move, tile)
            self.passes = 0
            if not hand:
                self.result = self.finish(Termination.OUT, seat)
                return
            self.current = (seat + 1) % self.players
        elif move.kind is MoveKind.DRAW:
            insort(self.hands[seat], self.stock.pop())
        else:
            self.passes += 1
            if self.passes >= self.players:
                self.result = self.finish(Termination.BLOCKED, None)
                return
            self.current = (seat + 1) % self.players

    def explain(self, move: Move) -> Message:
        """Why `move` is not legal now, in words a player understands."""
        if self.result is not None:
            return Message("The hand is over.")
        legal = self.legal_moves()
        if move.kind == MoveKind.PLAY and move.tile is not None:
            if move.tile not in self.hands[self.current]:
                return Message("Tile {move} is not in the hand of the player on turn.", move=str(move))
            if self.fitting() is None:
                if self.opening is not None:
                    return Message("The hand must open with the {tile}.", tile=tile_text(self.opening))
                return Message("The opening tile is laid without an end.")
            if move.end is None:
                return Message(self.which_end)
            return self.misfit(move, legal)
        if legal and legal[0].kind == MoveKind.PLAY:
            if move.kind == MoveKind.DRAW:
                return Message("You cannot draw while a tile fits: play one.")
            if move.kind == MoveKind.PASS:
                return Message("You cannot pass while a tile fits: play one.")
        if move.kind == MoveKind.PASS and DRAW in legal:
            return Message("You cannot pass while the stock has tiles: draw.")
        if move.kind == MoveKind.DRAW:
            if self.drawing:
                return Message("There is no stock to draw from.")
            return Message("Block has no drawing: pass.")
        return Message("{move} is not legal now.", move=str(move))

    def legal_moves(self) -> list[Move]:
        if self.result is not None:
            return []
        hand = self.hands[self.current]
        table = self.fitting()
        if table is None:
            return first_moves(hand, self.opening, end_play)
        moves: list[Move] = []
        for tile in hand:
            plays = table[tile]
            if plays:
                moves += plays
        if moves:
            return moves
        return [DRAW] if self.drawing and self.stock else [PASS]

    def public(self, seat: int, history: History) -> dict:
        """What every seat's observation of the hand shows beside its table, as keywords."""
        return {**self.seen(seat, history), "partners": self.partners, "leader": self.leader}
