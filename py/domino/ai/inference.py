"""What the public history proves about the hidden hands (docs/rules.md §4): the rules force a
play whenever a tile fits, so drawing or passing proves what a seat did not hold.

Line games: a player who draws or passes held no tile matching either open end at that moment.
In Draw the tiles drawn may bring back other numbers, so a draw keeps only the proof about the
ends then showing; in Block nobody draws, so proofs only accumulate. A number whose seven tiles
are all in view (own hand and chain) is held by nobody.

Triangles: a player who draws or passes holds no tile that fits anywhere on the board as it
stands. The board does not change during a turn, so one set of fitting tiles covers the whole
turn, and it covers the hand as the turn ends: a pass leaves every drawn tile in a hand that
fits nowhere, and a placement after drawing lays the last drawn tile (the only one that could
fit). Tiles drawn and kept are unknown, so they wipe out what earlier turns proved; a turn of
one draw and its placement keeps the hand as before.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.moves import Move, MoveKind
from ..core.tiles import DOUBLE_SIX, Tile
from ..variants.line import LineObservation
from ..variants.triangles import TILES, TrianglesState, TriObservation, tile_of

Ends = tuple[int, int]

# -- line games ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Knowledge:
    lacks: tuple[frozenset[int], ...]   # per seat: numbers that seat is proved not to hold
    unseen: tuple[Tile, ...]            # tiles the observer has not seen: rivals' hands, stock, out of play
    ends_history: tuple[Ends | None, ...]   # the ends before each move of the history (None before the opening)


def ends_after(ends: Ends | None, move: Move) -> Ends:
    """The open ends after `move` (a play) given the ends before it."""
    assert move.tile is not None
    a, b = move.tile
    if ends is None:
        return (a, b)
    left, right = ends
    if move.end == "L":
        return (b if a == left else a, right)
    return (left, b if a == right else a)


def ends_before(ends: Ends | None, move: Move) -> Ends | None:
    """The open ends before `move` (a play) given the ends after it."""
    if move.end is None or ends is None or move.tile is None:
        return None
    a, b = move.tile
    left, right = ends
    if move.end == "L":
        return (b if left == a else a, right)
    return (left, b if right == a else a)


def line_knowledge(obs: LineObservation) -> Knowledge:
    # The history may start from a position with tiles already down (tutorial, tests): walk it
    # back from the ends now showing to learn the ends before each move.
    ends = obs.ends
    before = []
    for _, move in reversed(obs.history):
        if move.kind == MoveKind.PLAY:
            ends = ends_before(ends, move)
        before.append(ends)
    before.reverse()
    lacks: list[set[int]] = [set() for _ in range(obs.players)]
    for (seat, move), ends in zip(obs.history, before):
        if move.kind != MoveKind.PLAY and ends is not None:
            if move.kind == MoveKind.DRAW:
                lacks[seat] = set(ends)      # the drawn tile may carry any other number
            else:
                lacks[seat] |= set(ends)
    seen = set(obs.hand) | {tuple(sorted(p)) for p in obs.chain}
    unseen = tuple(t for t in DOUBLE_SIX if t not in seen)
    gone = {n for n in range(7) if not any(n in t for t in unseen)}
    result = tuple(frozenset(lacks[s] | gone) if s != obs.seat else frozenset()
                   for s in range(obs.players))
    return Knowledge(result, unseen, tuple(before))


# -- Triangles -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TriKnowledge:
    lacks: tuple[frozenset[Tile], ...]  # per seat: tiles that seat is proved not to hold
    unseen: frozenset[Tile]             # tiles the observer has not seen: rivals' hands, stock, out of play


_last: list[tuple[TriObservation, TriKnowledge]] = []   # Expert asks about one observation many times


def tri_knowledge(obs: TriObservation) -> TriKnowledge:
    if _last and _last[0][0] is obs:
        return _last[0][1]
    knowledge = _prove(obs)
    _last[:] = [(obs, knowledge)]
    return knowledge


def board_of(obs: TriObservation, placements: int | None = None) -> TrianglesState:
    """A bare state holding the first `placements` tiles of the observed board (all of them by
    default): what fits where, nothing else."""
    board = TrianglesState(obs.players)
    for cell, corners in list(obs.board.items())[:placements]:
        board.place(cell, corners)
    return board


def _prove(obs: TriObservation) -> TriKnowledge:
    # A scripted position starts with tiles on the board: those laid before the history.
    laid = sum(1 for _, move in obs.history if move.kind == MoveKind.PLAY)
    board = board_of(obs, len(obs.board) - laid)
    lacks: list[frozenset[Tile]] = [frozenset() for _ in range(obs.players)]
    turn_seat: int | None = None
    draws = 0
    proof: frozenset[Tile] | None = None

    def close_turn(played: bool) -> None:
        if turn_seat is None or proof is None:
            return
        kept = draws - (1 if played else 0)
        lacks[turn_seat] = proof if kept > 0 else lacks[turn_seat] | proof

    for seat, move in obs.history:
        if seat != turn_seat:
            turn_seat, draws, proof = seat, 0, None
        if move.cell is not None and move.corners is not None:
            close_turn(True)
            board.place(move.cell, move.corners)
            turn_seat = None
        else:
            if proof is None and board.board:
                proof = board.fitting_tiles()
            if move.kind == MoveKind.DRAW:
                draws += 1
            else:
                close_turn(False)
                turn_seat = None
    if turn_seat is not None and draws:
        # Mid-turn after a draw the last drawn tile may fit: nothing is sure about that hand.
        lacks[turn_seat] = frozenset()
    seen = set(obs.hand) | {tile_of(c) for c in obs.board.values()}
    unseen = frozenset(t for t in TILES if t not in seen)
    return TriKnowledge(tuple(frozenset(lack & unseen) for lack in lacks), unseen)
