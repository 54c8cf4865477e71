"""The arena's ceiling: a player that sees every hand and the stock order and searches exactly.

It cheats by construction, so it is never offered in the UI; it measures how far a fair level
is from perfect play. Two-player hands are solved with alpha-beta over the true state; when the
tree is too big for the node budget (early in a hand) it falls back to greedy playouts of each
move on the true state.
"""
from __future__ import annotations

from ..core.moves import Move
from ..core.rng import Rng
from ..core.variant import HandState
from .search import greedy, value

NODE_BUDGET = 60_000


class _OutOfBudget(Exception):
    pass


def _solve(state: HandState, seat: int, alpha: float, beta: float, budget: list[int]) -> float:
    if state.is_over:
        return value(state.outcome, seat)
    budget[0] -= 1
    if budget[0] < 0:
        raise _OutOfBudget
    maximizing = state.current_player == seat
    best = -9.0 if maximizing else 9.0
    for move in state.legal_moves():
        child = state.clone()
        child.apply_unchecked(move)
        v = _solve(child, seat, alpha, beta, budget)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


def omniscient_move(state: HandState, rng: Rng, playouts: int = 64) -> Move:
    """The best move for the seat on turn, knowing everything."""
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    seat = state.current_player
    if state.players == 2:
        try:
            budget = [NODE_BUDGET]
            scored = []
            for move in moves:
                child = state.clone()
                child.apply_unchecked(move)
                scored.append((_solve(child, seat, -9.0, 9.0, budget), move))
            top = max(v for v, _ in scored)
            return next(m for v, m in scored if v == top)
        except _OutOfBudget:
            pass
    totals = []
    for move in moves:
        total = 0.0
        for _ in range(playouts):
            child = state.clone()
            child.apply_unchecked(move)
            greedy(child, rng)
            total += value(child.outcome, seat)
        totals.append(total)
    return moves[totals.index(max(totals))]
