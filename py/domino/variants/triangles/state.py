"""One hand of Triangles: 56 three-cornered tiles placed on a grid of triangles (docs/rules.md §2).

The state is mutable and lean because search plays thousands of hands. Legal placements come
from a dict of open cells (empty cells sharing a side with the board), each holding the
(tile, rotation) pairs that fit the numbers already fixed at its three vertices, looked up in
a table by that pattern and updated only around each new tile.
"""
from __future__ import annotations

from bisect import insort
from dataclasses import replace

from ...core.messages import Counted, Message, N_
from ...core.moves import DRAW, PASS, Move, MoveKind
from ...core.outcome import Termination, settle
from ...core.tiles import Tile, tile_text
from ...core.variant import BaseState, History, best_opening, first_moves
from . import triominos
from .moves import _plays, parse_move, play
from .observation import TriObservation
from .tiles import TILES, is_triple, opening_rank, orient, rotations, tile_of
from .trigrid import Cell, Vertex, corner_names, ring, side_neighbours, vertices

MAX_DRAWS = 3
PLAY = MoveKind.PLAY
DRAWING = MoveKind.DRAW
Corners = tuple[int, int, int]
Pattern = tuple[int | None, int | None, int | None]
Fits = tuple[tuple[Tile, int], ...]


# A corner that would touch another number, one sentence for each vertex of a cell (trigrid's
# corner_names): where the other tile shares a side with the cell, and where it touches the
# cell only at that point.
CLASH = {
    "top": N_("The {corner} corner would touch a corner showing {number} at the top vertex."),
    "bottom-right": N_("The {corner} corner would touch a corner showing {number} at the bottom-right vertex."),
    "bottom-left": N_("The {corner} corner would touch a corner showing {number} at the bottom-left vertex."),
    "top-left": N_("The {corner} corner would touch a corner showing {number} at the top-left vertex."),
    "top-right": N_("The {corner} corner would touch a corner showing {number} at the top-right vertex."),
    "bottom": N_("The {corner} corner would touch a corner showing {number} at the bottom vertex."),
}
CLASH_AT_A_POINT = {
    "top": N_("The {corner} corner would touch a corner showing {number} at the top vertex "
              "(a tile that touches this cell only at that point)."),
    "bottom-right": N_("The {corner} corner would touch a corner showing {number} at the bottom-right vertex "
                       "(a tile that touches this cell only at that point)."),
    "bottom-left": N_("The {corner} corner would touch a corner showing {number} at the bottom-left vertex "
                      "(a tile that touches this cell only at that point)."),
    "top-left": N_("The {corner} corner would touch a corner showing {number} at the top-left vertex "
                   "(a tile that touches this cell only at that point)."),
    "top-right": N_("The {corner} corner would touch a corner showing {number} at the top-right vertex "
                    "(a tile that touches this cell only at that point)."),
    "bottom": N_("The {corner} corner would touch a corner showing {number} at the bottom vertex "
                 "(a tile that touches this cell only at that point)."),
}

# The (tile, rotation) pairs fitting a pattern of fixed vertex numbers (None: free).
_fits: dict[Pattern, Fits] = {}


def fits(pattern: Pattern) -> Fits:
    found = _fits.get(pattern)
    if found is None:
        found = _fits[pattern] = tuple(
            (t, k) for t in TILES for k in rotations(t)
            if all(want is None or want == got for want, got in zip(pattern, orient(t, k))))
    return found


# Geometry in the hot path, memoised (the board stays within a few dozen rows and cols).
_vertices_of: dict[Cell, tuple[Vertex, Vertex, Vertex]] = {}
_neighbours_of: dict[Cell, tuple[Cell, Cell, Cell]] = {}
_ring_of: dict[Vertex, tuple[Cell, ...]] = {}


def _vertices(cell: Cell) -> tuple[Vertex, Vertex, Vertex]:
    v = _vertices_of.get(cell)
    if v is None:
        v = _vertices_of[cell] = vertices(cell)
    return v


def _neighbours(cell: Cell) -> tuple[Cell, Cell, Cell]:
    n = _neighbours_of.get(cell)
    if n is None:
        n = _neighbours_of[cell] = side_neighbours(cell)
    return n


def _ring(vertex: Vertex) -> tuple[Cell, ...]:
    r = _ring_of.get(vertex)
    if r is None:
        r = _ring_of[vertex] = ring(vertex)
    return r


class TrianglesState(BaseState):
    """One hand of Triangles."""

    __slots__ = ("players", "triominos", "blocked_scoring", "hands", "stock", "out", "board",
                 "numbers", "open", "current", "passes", "draws", "opening", "scores", "result")

    def __init__(self, players: int, triominos: bool = False, blocked_scoring: str = "difference"):
        self.players = players
        self.triominos = triominos        # Tri-Ominos scoring: points per placement
        self.blocked_scoring = blocked_scoring
        self.hands: list[list[Tile]] = []  # each kept sorted
        self.stock: list[Tile] = []       # the next draw is stock[-1]
        self.out: list[Tile] = []         # out of play (scripted positions only)
        self.board: dict[Cell, Corners] = {}   # cell -> corners in vertex order, in the order laid
        self.numbers: dict[Vertex, int] = {}   # vertex -> the number every tile there shows
        self.open: dict[Cell, Fits] = {}  # empty cell sharing a side with the board -> what fits it
        self.current = 0
        self.passes = 0                   # consecutive passes with the stock gone (a jam at `players`)
        self.draws = 0                    # draws by the player on turn this turn
        self.opening: Tile | None = None  # the tile that must open (None: any tile of `current`)
        self.scores = [0] * players       # Tri-Ominos points in this hand
        self.result = None

    # -- setting up ---------------------------------------------------------------------------

    def set_opening(self, leader: int | None = None) -> None:
        """`leader` opens with any tile, or else the holder of the best tile lays it."""
        if leader is not None:
            self.current, self.opening = leader, None
            return
        best = best_opening(self.hands, opening_rank)
        if best is not None:
            self.current, self.opening = best

    def place(self, cell: Cell, corners: Corners) -> None:
        """Put corners on the board and update the open cells and their patterns."""
        board, numbers, open_ = self.board, self.numbers, self.open
        board[cell] = corners
        verts = _vertices(cell)
        for v, n in zip(verts, corners):
            numbers[v] = n
        open_.pop(cell, None)
        for other in _neighbours(cell):
            if other not in board and other not in open_:
                open_[other] = ()
        # Only cells around the three new vertices can have gained a fixed number.
        for v in verts:
            for other in _ring(v):
                if other in open_:
                    a, b, c = _vertices(other)
                    open_[other] = fits((numbers.get(a), numbers.get(b), numbers.get(c)))

    def clone(self) -> TrianglesState:
        other = TrianglesState.__new__(TrianglesState)
        other.players, other.triominos = self.players, self.triominos
        other.blocked_scoring = self.blocked_scoring
        other.hands = [list(h) for h in self.hands]
        other.stock, other.out = list(self.stock), list(self.out)
        other.board, other.numbers, other.open = dict(self.board), dict(self.numbers), dict(self.open)
        other.current, other.passes, other.draws = self.current, self.passes, self.draws
        other.opening, other.scores, other.result = self.opening, list(self.scores), self.result
        return other

    def fitting_tiles(self) -> frozenset[Tile]:
        """Every tile that fits somewhere on the board (any hand, any rotation)."""
        return frozenset(t for candidates in self.open.values() for t, _ in candidates)

    # -- the protocol ---------------------------------------------------------------------------

    def plays(self, hand: list[Tile]) -> list[Move]:
        """Every legal placement of the tiles in `hand` on the board as it is."""
        held = set(hand)
        moves = []
        for cell, candidates in self.open.items():
            for tile, k in candidates:
                if tile in held:
                    moves.append(_plays.get((tile, cell, k)) or play(tile, cell, k))
        return moves

    def legal_moves(self) -> list[Move]:
        if self.result is not None:
            return []
        hand = self.hands[self.current]
        if not self.board:
            return first_moves(hand, self.opening, play)
        moves = self.plays(hand)
        if moves:
            return moves
        if self.stock and self.draws < MAX_DRAWS:
            return [DRAW]
        return [PASS]

    def apply_unchecked(self, move: Move) -> None:
        """Apply a move known to be legal (search's fast path)."""
        seat = self.current
        kind = move.kind
        if kind is PLAY:
            tile, cell, corners = move.tile, move.cell, move.corners
            assert tile is not None and cell is not None and corners is not None
            hand = self.hands[seat]
            hand.remove(tile)
            if self.triominos:
                self.scores[seat] += sum(p for _, p in triominos.placement_score(self.board, tile, cell))
            self.place(cell, corners)
            self.passes = self.draws = 0
            if not hand:
                self._end(Termination.OUT, seat)
                return
            self.current = (seat + 1) % self.players
        elif kind is DRAWING:
            insort(self.hands[seat], self.stock.pop())
            self.draws += 1
            if self.triominos:
                self.scores[seat] -= triominos.DRAW_PENALTY
        else:
            # Only a pass with the stock gone counts toward a jam: a pass after three draws
            # leaves tiles that may still fit (docs/rules.md §2).
            self.passes = 0 if self.stock else self.passes + 1
            self.draws = 0
            if self.triominos:
                self.scores[seat] -= triominos.PASS_PENALTY
            if self.passes >= self.players:
                self._end(Termination.BLOCKED, None)
                return
            self.current = (seat + 1) % self.players

    def _end(self, reason: Termination, winner: int | None) -> None:
        result = settle(self.hands, reason, winner, self.blocked_scoring)
        if self.triominos:
            end = triominos.end_scores(result.pips, reason, result.winner)
            for seat, p in enumerate(end):
                self.scores[seat] += p
            points = end[result.winner] if result.winner is not None else 0
            result = replace(result, points=points, scores=tuple(self.scores))
        self.result = result

    def explain(self, move: Move) -> Message:
        """Why `move` is not legal now, in words a player understands."""
        if self.result is not None:
            return Message("The hand is over.")
        legal = self.legal_moves()
        if move.kind == PLAY:
            tile = move.tile
            if tile is None or move.cell is None or move.corners is None:
                return Message("{move} is not a Triangles move.", move=repr(move))
            if tile not in self.hands[self.current]:
                return Message("The player on turn does not hold the {tile}.", tile=tile_text(tile))
            if not self.board:
                if self.opening is not None and tile != self.opening:
                    if is_triple(self.opening):
                        return Message("The game must open with the {tile} (the highest triple).",
                                       tile=tile_text(self.opening))
                    return Message("The game must open with the {tile} (nobody holds a triple, so the highest "
                                   "corner sum).", tile=tile_text(self.opening))
                return Message("The opening tile goes in the centre cell, unturned: {move} (any other turn is "
                               "the same board seen from another side).", move=str(play(tile)))
            return self.misfit(move.cell, move.corners) or Message("{move} is not legal now.", move=str(move))
        if legal[0].kind == PLAY:
            if move.kind == DRAWING:
                return Message("You cannot draw while a tile fits: place one.")
            return Message("You cannot pass while a tile fits: place one.")
        if move.kind == MoveKind.PASS:
            return Counted("You cannot pass yet: draw ({count} draw left this turn).",
                           "You cannot pass yet: draw ({count} draws left this turn).", count=MAX_DRAWS - self.draws)
        if move.kind == DRAWING:
            if self.draws >= MAX_DRAWS:
                return Message("You have drawn three tiles this turn: pass.")
            return Message("The stock is empty: pass.")
        return Message("{move} is not legal now.", move=str(move))

    def misfit(self, cell: Cell, corners: Corners) -> Message | None:
        """Why `corners` cannot go in `cell` on this board (None if they can)."""
        r, c = cell
        if cell in self.board:
            return Message("Cell {row},{col} is already taken by the {tile}.", row=r, col=c,
                           tile=tile_text(tile_of(self.board[cell])))
        verts = _vertices(cell)
        if cell not in self.open:
            if any(v in self.numbers for v in verts):
                return Message("Cell {row},{col} touches the board only at a point: a tile must share a full "
                               "side with a tile on the board.", row=r, col=c)
            return Message("Cell {row},{col} does not touch the board: a tile must share a full side with one.",
                           row=r, col=c)
        names = corner_names(cell)
        for i, v in enumerate(verts):
            there = self.numbers.get(v)
            if there is not None and there != corners[i]:
                by_side = any(n in self.board and v in _vertices(n) for n in _neighbours(cell))
                words = CLASH[names[i]] if by_side else CLASH_AT_A_POINT[names[i]]
                return Message(words, corner=corners[i], number=there)
        return None

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def observation(self, seat: int, history: History = ()) -> TriObservation:
        over = self.result is not None
        on_turn = seat == self.current and not over
        return TriObservation(
            variant="triangles",
            seat=seat,
            players=self.players,
            hand=tuple(self.hands[seat]),
            board=dict(self.board),
            hand_counts=tuple(len(h) for h in self.hands),
            stock_count=len(self.stock),
            out_count=len(self.out),
            current_player=self.current,
            legal_moves=tuple(self.legal_moves()) if on_turn else (),
            draws_this_turn=self.draws,
            draws_left=0 if over else min(MAX_DRAWS - self.draws, len(self.stock)),
            passes=self.passes,
            scores=tuple(self.scores),
            triominos_scoring=self.triominos,
            blocked_scoring=self.blocked_scoring,
            history=history,
            is_over=over,
        )

    def tiles_in_play(self) -> list[Tile]:
        """Every tile, wherever it is (for conservation checks)."""
        return self.unplaced() + [tile_of(corners) for corners in self.board.values()]
