"""What the public history of a Triangles hand proves about the hidden hands, and Hard's
judgement of a placement built on it (RULES.md §4).

A player who draws or passes holds no tile that fits anywhere on the board as it stands: the
rules force a placement whenever one fits. The board does not change during a turn, so one
set of fitting tiles covers the whole turn, and it covers the hand as the turn ends: a pass
leaves every drawn tile in a hand that fits nowhere, and a placement after drawing lays the
last drawn tile (the only one that could fit). Tiles drawn and kept are unknown, so they wipe
out what earlier turns proved; a turn of one draw and its placement keeps the hand as before.
"""
from __future__ import annotations

from dataclasses import dataclass

from .triangles import TILES, TrianglesGame, tile_of


@dataclass(frozen=True, slots=True)
class TriKnowledge:
    lacks: tuple          # per seat: frozenset of tiles that seat is proved not to hold
    unseen: frozenset     # tiles the observer has not seen: rivals' hands, stock, out of play


def fitting(state: TrianglesGame) -> frozenset:
    """Every tile that fits somewhere on the board (any hand, any rotation)."""
    return frozenset(t for candidates in state.open.values() for t, _ in candidates)


_last: list = [None, None]     # Expert determinizes one observation many times over


def tri_knowledge(obs) -> TriKnowledge:
    if _last[0] is obs:
        return _last[1]
    knowledge = _prove(obs)
    _last[0], _last[1] = obs, knowledge
    return knowledge


def _prove(obs) -> TriKnowledge:
    board = TrianglesGame(obs.players)
    # A scripted position starts with tiles on the board: those laid before the history.
    laid = sum(1 for _, move in obs.history if move.kind == "play")
    for cell, corners in list(obs.board.items())[:len(obs.board) - laid]:
        board.place(cell, corners)
    lacks = [frozenset() for _ in range(obs.players)]
    turn_seat, draws, proof = None, 0, None

    def close_turn(played: bool) -> None:
        if turn_seat is None or proof is None:
            return
        kept = draws - (1 if played else 0)
        lacks[turn_seat] = proof if kept > 0 else lacks[turn_seat] | proof

    for seat, move in obs.history:
        if seat != turn_seat:
            turn_seat, draws, proof = seat, 0, None
        if move.kind == "play":
            close_turn(True)
            board.place(move.cell, move.corners)
            turn_seat = None
        else:
            if proof is None and board.board:
                proof = fitting(board)
            if move.kind == "draw":
                draws += 1
            else:
                close_turn(False)
                turn_seat = None
    if turn_seat is not None and draws:
        # Mid-turn after a draw the last drawn tile may fit: nothing is sure about that hand.
        lacks[turn_seat] = frozenset()
    seen = set(obs.hand) | {tile_of(c) for c in obs.board.values()}
    unseen = frozenset(t for t in TILES if t not in seen)
    return TriKnowledge(tuple(frozenset(l & unseen) for l in lacks), unseen)


def tri_tactics(obs):
    """A function scoring each legal placement of `obs` (higher is better): Medium's weight,
    then fewer places left where the next seat can still play (counting only the tiles it may
    hold), most of all none, and more places left for this seat's own remaining tiles."""
    knowledge = tri_knowledge(obs)
    me = obs.seat
    following = (me + 1) % obs.players
    maybe_next = knowledge.unseen - knowledge.lacks[following]
    base = TrianglesGame(obs.players)
    for cell, corners in obs.board.items():
        base.place(cell, corners)

    def score(move) -> float:
        tile = move.tile
        after = base.clone()
        after.place(move.cell, move.corners)
        fits_after = fitting(after)
        rest = [t for t in obs.hand if t != tile]
        value = sum(tile) + (20 if tile[0] == tile[2] else 0)
        threats = len(fits_after & maybe_next)
        value -= 1.5 * threats
        if threats == 0:
            value += 12
        value += 2.0 * sum(1 for t in rest if t in fits_after)
        return value

    return score
