"""Tri-Ominos scoring, the option of docs/rules.md §2 (Pressman's published scoring, off by default).

Each placement scores the tile's corner sum plus its bonuses: opening with a triple +10 (the
0-0-0 opens for 40 in all), completing a hexagon +50 (each one: a tile can close up to three
at once), forming a bridge +40. Each draw costs 5, each pass 10 (after three draws that makes
-25; a pass forced by an empty stock costs 10 as in Pressman's rules, where the rules are
otherwise silent). Going out scores 25 plus the others' hands; a blocked round gives the lowest hand the
others' totals minus its own (a tie for lowest scores nothing). A match is played to 400.

These functions read a board (cell -> oriented corners) before the tile is laid; move_items and
end_items say what a hand's points were made of (the table's round summary).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...core.moves import MoveKind
from ...core.outcome import Termination
from ...core.tiles import Tile
from ...core.variant import History
from . import trigrid
from .trigrid import Cell

Board = Mapping[Cell, Sequence[int]]
Items = list[tuple[str, int]]

TARGET = 400
DRAW_PENALTY = 5
PASS_PENALTY = 10
OPENING_TRIPLE = 10
OPENING_ZERO_TRIPLE = 40       # in all: 0-0-0 has no corner sum of its own
HEXAGON = 50
BRIDGE = 40
GOING_OUT = 25


def hexagons(board: Board, cell: Cell) -> int:
    """How many hexagons laying a tile in `cell` completes: vertices of `cell` whose five
    other cells are already on the board."""
    count = 0
    for v in trigrid.vertices(cell):
        if all(c == cell or c in board for c in trigrid.ring(v)):
            count += 1
    return count


def is_bridge(board: Board, cell: Cell) -> bool:
    """A tile in `cell` touches the board along exactly one side and, at the corner opposite
    that side, touches another tile only at that point."""
    touching_sides = [i for i, n in enumerate(trigrid.side_neighbours(cell)) if n in board]
    if len(touching_sides) != 1:
        return False
    opposite = trigrid.vertices(cell)[trigrid.opposite_vertex(touching_sides[0])]
    return any(c != cell and c in board for c in trigrid.ring(opposite))


def placement_score(board: Board, tile: Tile, cell: Cell) -> Items:
    """What laying `tile` in `cell` scores, item by item, e.g. [("tile", 9), ("bridge", 40)]."""
    items: Items = [("tile", sum(tile))]
    if not board:
        if tile == (0, 0, 0):
            items.append(("opening with 0-0-0", OPENING_ZERO_TRIPLE))
        elif tile[0] == tile[2]:
            items.append(("opening with a triple", OPENING_TRIPLE))
        return items
    for _ in range(hexagons(board, cell)):
        items.append(("hexagon", HEXAGON))
    if is_bridge(board, cell):
        items.append(("bridge", BRIDGE))
    return items


def end_items(pips: Sequence[int], reason: str, winner: int | None) -> list[Items]:
    """The end-of-round points per seat, item by item: going out [("going out", 25),
    ("others' hands", their corners)]; blocked, the lowest hand [("blocked", the others' totals
    minus its own)]; nothing for the others, nor for anyone after a tie for lowest."""
    items: list[Items] = [[] for _ in pips]
    if winner is not None:
        others = sum(pips) - pips[winner]
        if reason == Termination.OUT:
            items[winner] = [("going out", GOING_OUT), ("others' hands", others)]
        else:
            items[winner] = [("blocked", max(others - pips[winner], 0))]
    return items


def end_scores(pips: Sequence[int], reason: str, winner: int | None) -> list[int]:
    """The end-of-round points per seat (end_items summed)."""
    return [sum(p for _, p in seat) for seat in end_items(pips, reason, winner)]


def move_items(history: History, board: Board) -> list[Items]:
    """What each move of a hand scored, item by item, in the order of `history` ((seat, move)
    pairs): a placement placement_score's items, a draw [("draw", -5)], a pass [("pass", -10)].
    `board` is the hand's board now (cell -> corners): it keeps the order tiles were laid, so the
    board each tile met is read back from it instead of replaying the hand. Tiles it holds that
    no move laid were set out before the hand (scripted positions)."""
    laid = list(board)
    plays = sum(1 for _, move in history if move.kind == MoveKind.PLAY)
    before = {cell: board[cell] for cell in laid[:len(laid) - plays]}
    items: list[Items] = []
    for _, move in history:
        if move.tile is not None and move.cell is not None:
            items.append(placement_score(before, move.tile, move.cell))
            before[move.cell] = board[move.cell]
        elif move.kind == MoveKind.DRAW:
            items.append([("draw", -DRAW_PENALTY)])
        else:
            items.append([("pass", -PASS_PENALTY)])
    return items
