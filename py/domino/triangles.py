"""Triangles: 56 three-cornered tiles placed on a grid of triangles (RULES.md §2).

Tiles are tuples (a, b, c) with a <= b <= c: the corners read clockwise, smallest first. A tile
is turned, never flipped: rotation k lays corner k on the cell's vertex 0 (trigrid.py orders
vertices clockwise), so the corners on the board are tile[k], tile[k+1], tile[k+2].

Move text (round-trips through parse_move):
    "0-1-2@3,-1r2"   lay the 0-1-2 in cell (row 3, col -1) turned by rotation 2
    "5-5-5@0,0r0"    the opening: always the origin cell, rotation 0 (any other turn is the
                     same board seen from another side); a triple is always r0
    "draw", "pass"

The state is mutable and lean because search plays thousands of hands. Legal placements come
from a dict of open cells (empty cells sharing a side with the board), each holding the
(tile, rotation) pairs that fit the numbers already fixed at its three vertices, looked up in
a table by that pattern and updated only around each new tile.
"""
from __future__ import annotations

import re
from bisect import insort
from dataclasses import dataclass, field

from . import triominos
from .moves import DRAW, PASS
from .outcome import Outcome, settle
from .trigrid import ORIGIN, corner_names, ring, side_neighbours, vertices
from .variant import HandState, Variant, best_opening, guess_hands

Tile = tuple
TILES: tuple = tuple((a, b, c) for a in range(6) for b in range(a, 6) for c in range(b, 6))
_TILE_SET = frozenset(TILES)
MAX_DRAWS = 3


def tile_text(tile: Tile) -> str:
    return "-".join(str(n) for n in tile)


def is_triple(tile: Tile) -> bool:
    return tile[0] == tile[2]


def orient(tile: Tile, rotation: int) -> tuple:
    """The corners on the board, in the cell's vertex order, for `tile` turned by `rotation`."""
    k = rotation
    return (tile[k], tile[(k + 1) % 3], tile[(k + 2) % 3])


def tile_of(corners) -> Tile:
    """The tile showing `corners` clockwise: the rotation that starts with the smallest."""
    return min((tuple(corners), tuple(corners[1:]) + (corners[0],), (corners[2],) + tuple(corners[:2])))


def rotations(tile: Tile) -> tuple:
    """The distinct turns of a tile: one for a triple, three otherwise."""
    return (0,) if is_triple(tile) else (0, 1, 2)


def opening_rank(tile: Tile) -> tuple:
    """Higher opens: any triple beats any other tile, then the corner sum, then the corners
    compared from largest to smallest."""
    return (is_triple(tile), sum(tile), tile[2], tile[1], tile[0])


def parse_tile(text) -> Tile:
    """'0-1-2' (or a turn of it, '1-2-0') -> (0, 1, 2). A flipped reading is no tile."""
    if isinstance(text, (tuple, list)):
        parts = [str(n) for n in text]
    elif isinstance(text, str):
        parts = text.strip().split("-")
    else:
        raise ValueError(f"not a tile: {text!r}")
    if len(parts) != 3 or not all(len(p) == 1 and p in "012345" for p in parts):
        raise ValueError(f"not a Triangles tile: {text!r} (three numbers 0..5, like 0-1-2)")
    corners = tuple(int(p) for p in parts)
    tile = tile_of(corners)
    if tile not in _TILE_SET:
        a, b, c = sorted(corners)
        raise ValueError(f"{'-'.join(parts)} is no tile: tiles read clockwise smallest first, and "
                         f"this is the {a}-{b}-{c} flipped over")
    return tile


# -- moves -----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TriMove:
    """Laying a tile: which tile, in which cell, turned how. Draw and pass are moves.DRAW/PASS."""

    kind: str                # always "play"; draws and passes are the shared DRAW and PASS
    tile: Tile
    cell: tuple
    rotation: int

    @property
    def corners(self) -> tuple:
        """The numbers at the cell's vertices (trigrid vertex order) once laid."""
        return orient(self.tile, self.rotation)

    def __str__(self) -> str:
        return f"{tile_text(self.tile)}@{self.cell[0]},{self.cell[1]}r{self.rotation}"

    def __repr__(self) -> str:
        return f"TriMove({str(self)!r})"


_plays: dict = {}


def play(tile: Tile, cell=ORIGIN, rotation: int = 0) -> TriMove:
    """The interned move laying `tile` (canonical) in `cell`; a triple's rotation is always 0."""
    key = (tile, cell, rotation)
    move = _plays.get(key)
    if move is None:
        if tile not in _TILE_SET:
            raise ValueError(f"{tile!r} is not a Triangles tile")
        if rotation not in (0, 1, 2):
            raise ValueError(f"rotation is 0, 1 or 2, not {rotation!r}")
        if is_triple(tile):
            rotation = 0
        move = _plays[key] = TriMove("play", tile, (int(cell[0]), int(cell[1])), rotation)
    return move


_MOVE = re.compile(r"(\d-\d-\d)@(-?\d+),(-?\d+)r(\d)")


def parse_move(text: str):
    """The inverse of str(move). Raises ValueError with a message on anything malformed."""
    if not isinstance(text, str):
        raise ValueError(f"a move is written as text, not {type(text).__name__}")
    word = text.strip()
    if word == "draw":
        return DRAW
    if word == "pass":
        return PASS
    m = _MOVE.fullmatch(word)
    if not m:
        raise ValueError(f"not a Triangles move: {text!r} (like 0-1-2@3,-1r2, draw or pass)")
    tile = parse_tile(m[1])
    if tile_text(tile) != m[1]:
        raise ValueError(f"not a move: {text!r} (write the tile smallest first: {tile_text(tile)})")
    if m[4] not in "012":
        raise ValueError(f"not a move: {text!r} (the rotation is r0, r1 or r2)")
    return play(tile, (int(m[2]), int(m[3])), int(m[4]))


# The (tile, rotation) pairs fitting a pattern of fixed vertex numbers (None: free).
_fits: dict = {}


def fits(pattern: tuple) -> tuple:
    found = _fits.get(pattern)
    if found is None:
        found = _fits[pattern] = tuple(
            (t, k) for t in TILES for k in rotations(t)
            if all(want is None or want == got for want, got in zip(pattern, orient(t, k))))
    return found


# Geometry in the hot path, memoised (the board stays within a few dozen rows and cols).
_vertices_of: dict = {}
_neighbours_of: dict = {}
_ring_of: dict = {}


def _vertices(cell):
    v = _vertices_of.get(cell)
    if v is None:
        v = _vertices_of[cell] = vertices(cell)
    return v


def _neighbours(cell):
    n = _neighbours_of.get(cell)
    if n is None:
        n = _neighbours_of[cell] = side_neighbours(cell)
    return n


def _ring(vertex):
    r = _ring_of.get(vertex)
    if r is None:
        r = _ring_of[vertex] = ring(vertex)
    return r


# -- what a seat sees, and how a hand ends --------------------------------------------------

@dataclass(frozen=True, slots=True)
class TriObservation:
    variant: str              # "triangles"
    seat: int
    players: int
    hand: tuple               # this seat's tiles, sorted
    board: dict               # cell -> corners in vertex order, in the order laid
    hand_counts: tuple
    stock_count: int
    out_count: int            # tiles out of play (scripted positions only; a deal has none)
    current_player: int
    legal_moves: tuple        # empty unless this seat is on turn
    draws_this_turn: int      # draws the player on turn has made this turn
    draws_left: int           # draws still allowed this turn (at most 3, never more than the stock)
    passes: int               # consecutive passes so far
    scores: tuple             # Tri-Ominos: each seat's points in this hand so far (else zeros)
    triominos_scoring: bool
    blocked_scoring: str
    history: tuple            # (seat, move) in order; a draw never names its tile
    is_over: bool

    def spots(self, tile: Tile) -> dict:
        """Where `tile` may be laid now: cell -> its legal moves there (one per rotation)."""
        found: dict = {}
        for move in self.legal_moves:
            if move.kind == "play" and move.tile == tile:
                found.setdefault(move.cell, []).append(move)
        return {cell: tuple(moves) for cell, moves in found.items()}


@dataclass(frozen=True, slots=True)
class TriOutcome(Outcome):
    scores: tuple = ()        # Tri-Ominos: each seat's points for the whole hand; () otherwise

    def to_json(self) -> dict:
        data = Outcome.to_json(self)
        if self.scores:
            data["scores"] = list(self.scores)
        return data


# -- the state -------------------------------------------------------------------------------

class TrianglesGame(HandState):
    """One hand of Triangles."""

    __slots__ = ("players", "triominos", "blocked_scoring", "hands", "stock", "out", "board",
                 "numbers", "open", "current", "passes", "draws", "opening", "scores", "result")

    def __init__(self, players: int, triominos: bool = False, blocked_scoring: str = "difference"):
        self.players = players
        self.triominos = triominos        # Tri-Ominos scoring: points per placement
        self.blocked_scoring = blocked_scoring
        self.hands: list[list] = []       # each kept sorted
        self.stock: list = []             # the next draw is stock[-1]
        self.out: list = []               # out of play (scripted positions only)
        self.board: dict = {}             # cell -> corners in vertex order, in the order laid
        self.numbers: dict = {}           # vertex -> the number every tile there shows
        self.open: dict = {}              # empty cell sharing a side with the board -> what fits it
        self.current = 0
        self.passes = 0                   # consecutive passes; any placement resets it
        self.draws = 0                    # draws by the player on turn this turn
        self.opening = None               # the tile that must open (None: any tile of `current`)
        self.scores = [0] * players       # Tri-Ominos points in this hand
        self.result: TriOutcome | None = None

    # -- setting up ---------------------------------------------------------------------------

    def set_opening(self, leader: int | None = None) -> None:
        """`leader` opens with any tile, or else the holder of the best tile lays it."""
        if leader is not None:
            self.current, self.opening = leader, None
            return
        best = best_opening(self.hands, opening_rank)
        if best is not None:
            self.current, self.opening = best

    def place(self, cell, corners) -> None:
        """Put corners on the board and update the open cells and their patterns."""
        board, numbers, open_ = self.board, self.numbers, self.open
        board[cell] = corners
        verts = _vertices(cell)
        for v, n in zip(verts, corners):
            numbers[v] = n
        open_.pop(cell, None)
        for other in _neighbours(cell):
            if other not in board and other not in open_:
                open_[other] = None
        # Only cells around the three new vertices can have gained a fixed number.
        for v in verts:
            for other in _ring(v):
                if other in open_:
                    a, b, c = _vertices(other)
                    open_[other] = fits((numbers.get(a), numbers.get(b), numbers.get(c)))

    def clone(self) -> "TrianglesGame":
        other = TrianglesGame.__new__(TrianglesGame)
        other.players, other.triominos = self.players, self.triominos
        other.blocked_scoring = self.blocked_scoring
        other.hands = [list(h) for h in self.hands]
        other.stock, other.out = list(self.stock), list(self.out)
        other.board, other.numbers, other.open = dict(self.board), dict(self.numbers), dict(self.open)
        other.current, other.passes, other.draws = self.current, self.passes, self.draws
        other.opening, other.scores, other.result = self.opening, list(self.scores), self.result
        return other

    # -- the protocol ---------------------------------------------------------------------------



    def plays(self, hand) -> list:
        """Every legal placement of the tiles in `hand` on the board as it is."""
        held = set(hand)
        moves = []
        for cell, candidates in self.open.items():
            for tile, k in candidates:
                if tile in held:
                    moves.append(_plays.get((tile, cell, k)) or play(tile, cell, k))
        return moves

    def legal_moves(self) -> list:
        if self.result is not None:
            return []
        hand = self.hands[self.current]
        if not self.board:
            if self.opening is not None:
                return [play(self.opening)]
            return [play(t) for t in hand]
        moves = self.plays(hand)
        if moves:
            return moves
        if self.stock and self.draws < MAX_DRAWS:
            return [DRAW]
        return [PASS]

    def apply_unchecked(self, move) -> None:
        """Apply a move known to be legal (search's fast path)."""
        seat = self.current
        kind = move.kind
        if kind == "play":
            tile = move.tile
            hand = self.hands[seat]
            hand.remove(tile)
            if self.triominos:
                self.scores[seat] += sum(p for _, p in triominos.placement_score(self.board, tile, move.cell))
            self.place(move.cell, orient(tile, move.rotation))
            self.passes = self.draws = 0
            if not hand:
                self._end("out", seat)
                return
            self.current = (seat + 1) % self.players
        elif kind == "draw":
            insort(self.hands[seat], self.stock.pop())
            self.draws += 1
            if self.triominos:
                self.scores[seat] -= triominos.DRAW_PENALTY
        else:
            self.passes += 1
            self.draws = 0
            if self.triominos:
                self.scores[seat] -= triominos.PASS_PENALTY
            if self.passes >= self.players:
                self._end("blocked", None)
                return
            self.current = (seat + 1) % self.players

    def _end(self, reason: str, winner: int | None) -> None:
        base = settle(self.hands, reason, winner, self.blocked_scoring)
        scores = ()
        points = base.points
        if self.triominos:
            end = triominos.end_scores(base.pips, reason, base.winner)
            for seat, p in enumerate(end):
                self.scores[seat] += p
            scores = tuple(self.scores)
            points = end[base.winner] if base.winner is not None else 0
        self.result = TriOutcome(base.winner, base.pips, reason, points, base.hands, scores)

    def explain(self, move) -> str:
        """Why `move` is not legal now, in words a player understands."""
        if self.result is not None:
            return "The hand is over."
        legal = self.legal_moves()
        if move.kind == "play":
            tile = move.tile
            if tile not in self.hands[self.current]:
                return f"The player on turn does not hold the {tile_text(tile)}."
            if not self.board:
                if self.opening is not None and tile != self.opening:
                    why = "the highest triple" if is_triple(self.opening) else \
                        "nobody holds a triple, so the highest corner sum"
                    return f"The game must open with the {tile_text(self.opening)} ({why})."
                return (f"The opening tile goes in the centre cell, unturned: {play(tile)} "
                        "(any other turn is the same board seen from another side).")
            return self.misfit(move.cell, move.corners) or f"{move} is not legal now."
        if legal[0].kind == "play":
            return f"You cannot {move.kind} while a tile fits: place one."
        if move.kind == "pass":
            left = MAX_DRAWS - self.draws
            return f"You cannot pass yet: draw ({left} draw{'s' if left > 1 else ''} left this turn)."
        if move.kind == "draw":
            if self.draws >= MAX_DRAWS:
                return "You have drawn three tiles this turn: pass."
            return "The stock is empty: pass."
        return f"{move} is not legal now."

    def misfit(self, cell, corners) -> str | None:
        """Why `corners` cannot go in `cell` on this board (None if they can)."""
        r, c = cell
        if cell in self.board:
            return f"Cell {r},{c} is already taken by the {tile_text(tile_of(self.board[cell]))}."
        verts = _vertices(cell)
        if cell not in self.open:
            if any(v in self.numbers for v in verts):
                return (f"Cell {r},{c} touches the board only at a point: a tile must share a "
                        "full side with a tile on the board.")
            return f"Cell {r},{c} does not touch the board: a tile must share a full side with one."
        names = corner_names(cell)
        for i, v in enumerate(verts):
            there = self.numbers.get(v)
            if there is not None and there != corners[i]:
                by_side = any(n in self.board and v in _vertices(n) for n in _neighbours(cell))
                point = "" if by_side else " (a tile that touches this cell only at that point)"
                return (f"The {corners[i]} corner would touch a {there} at the {names[i]} "
                        f"vertex{point}.")
        return None

    def parse_move(self, text: str):
        return parse_move(text)


    def observation(self, seat: int, history: tuple = ()) -> TriObservation:
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

    def tiles_in_play(self) -> list:
        """Every tile, wherever it is (for conservation checks)."""
        tiles = [t for h in self.hands for t in h] + self.stock + self.out
        return tiles + [tile_of(corners) for corners in self.board.values()]



# -- the rules object ------------------------------------------------------------------------

@dataclass(frozen=True)
class TrianglesVariant(Variant):
    """The rules object for Triangles: set-up and the numbers of RULES.md §2."""

    name: str = "triangles"
    title: str = "Triangles"
    players: tuple = field(default=(2, 3, 4))

    def hand_size(self, players: int) -> int:
        return 9 if players == 2 else 7

    def check(self, rules) -> None:
        if rules.players not in self.players:
            raise ValueError(f"Triangles is for 2 to 4 players, not {rules.players}.")
        if rules.full_game:
            raise ValueError("Triangles has no full-game option (that is Mexican Train's).")
        if rules.triominos_scoring:
            if rules.target not in (0, triominos.TARGET):
                raise ValueError("With Tri-Ominos scoring the match is played to 400 points "
                                 f"(0 for a single round), not {rules.target}.")
            if rules.blocked_scoring != "difference":
                raise ValueError("Tri-Ominos scoring gives a blocked round's lowest hand the "
                                 "others' totals minus its own (blocked_scoring 'difference').")
        elif rules.target != 0:
            raise ValueError("Triangles is a single round (target 0); a match to 400 needs "
                             "Tri-Ominos scoring.")

    def new_state(self, rules) -> TrianglesGame:
        return TrianglesGame(rules.players, rules.triominos_scoring, rules.blocked_scoring)

    def deal(self, rules, rng) -> TrianglesGame:
        state = self.new_state(rules)
        tiles = list(TILES)
        rng.shuffle(tiles)
        size = self.hand_size(rules.players)
        state.hands = [sorted(tiles[i * size:(i + 1) * size]) for i in range(rules.players)]
        state.stock = tiles[rules.players * size:]
        state.set_opening()
        return state

    def position(self, rules, hands, board=(), stock=(), first=None, passes=0,
                 draws=0) -> TrianglesGame:
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
            if move.kind != "play":
                raise ValueError(f"the board lists placements, not {text!r}")
            if i:
                why = state.misfit(move.cell, move.corners)
                if why:
                    raise ValueError(f"board placement {i + 1} ({move}): {why}")
            state.place(move.cell, move.corners)
        return self._finish_position(state, board, first, passes, draws)

    def _finish_position(self, state, board, first, passes, draws) -> TrianglesGame:
        used = state.tiles_in_play()
        if len(set(used)) != len(used):
            raise ValueError("a tile appears twice in the position")
        state.out = [t for t in TILES if t not in set(used)]
        if first is not None and (isinstance(first, bool) or first not in range(state.players)):
            raise ValueError(f"no seat {first!r}")
        state.passes, state.draws = passes, draws
        if board:
            state.current = first or 0
        else:
            state.set_opening(first)
        return state

    def determinize(self, obs: TriObservation, rng) -> TrianglesGame:
        """A full state agreeing with `obs` and with what its history proves: each rival gets
        no tile it is proved not to hold (triknowledge.py); the unseen tiles are otherwise
        dealt at random to the hidden hands, the stock and (scripted positions) out of play."""
        from .triknowledge import tri_knowledge   # late: it builds on this module

        if obs.is_over:
            raise ValueError("the hand is over: there is nothing left to guess")
        knowledge = tri_knowledge(obs)
        seen = set(obs.hand) | {tile_of(c) for c in obs.board.values()}
        counts = {s: obs.hand_counts[s] for s in range(obs.players) if s != obs.seat}
        guessed, pool = guess_hands([t for t in TILES if t not in seen], counts,
                                    lambda seat, t: t in knowledge.lacks[seat], rng)
        state = TrianglesGame(obs.players, obs.triominos_scoring, obs.blocked_scoring)
        hands = [sorted(obs.hand) if s == obs.seat else sorted(guessed[s]) for s in range(obs.players)]
        state.hands = hands
        state.stock = pool[:obs.stock_count]
        state.out = pool[obs.stock_count:]
        for cell, corners in obs.board.items():
            state.place(cell, corners)
        state.current, state.passes, state.draws = obs.current_player, obs.passes, obs.draws_this_turn
        state.scores = list(obs.scores)
        if not obs.board:
            if obs.current_player == obs.seat and len(obs.legal_moves) == 1:
                state.opening = obs.legal_moves[0].tile
            elif obs.current_player != obs.seat:
                # The opener holds the best tile; in this guess, the best of its guessed hand.
                state.opening = max(hands[obs.current_player], key=opening_rank)
        return state

    def tactics(self, obs):
        """Hard's judgement of each placement (triknowledge.py)."""
        from .triknowledge import tri_tactics

        return tri_tactics(obs)

    def scores(self, rules, games) -> tuple:
        if not rules.triominos_scoring:
            return super().scores(rules, games)
        totals = [0] * rules.players
        for game in games:          # the hand in play counts too: its points are already won
            for seat, points in enumerate(game.state.scores):
                totals[seat] += points
        return tuple(totals)

    def match_over(self, rules, games) -> bool:
        if not (rules.triominos_scoring and rules.is_match):
            return super().match_over(rules, games)
        if not games[-1].is_over:
            return False
        scores = self.scores(rules, games)
        top = max(scores)
        # A tie at the top of the target plays another hand: a match needs one winner.
        return top >= rules.target and scores.count(top) == 1
