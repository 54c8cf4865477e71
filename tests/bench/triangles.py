"""Triangles engine figures on CPython, one core.

1. Legal-placement generation on a 40-tile board for a 9-tile hand: median time per call of
   the state's legal_moves() (incremental open cells), and of rebuilding the open cells from
   the board first (what a fresh state from a saved board costs).
2. Full random 2-player hands per second: the unchecked fast path that search uses, and the
   checked path (Game.apply: legality check and history). Target: >= 200/s.
Run: python tests/bench/triangles.py [seconds]
"""
import os
import statistics
import sys
import time

from _playouts import checked, fast  # noqa: E402  (sets the path to py/)

from domino import Rng, Rules, new_game  # noqa: E402
from domino import variant_of  # noqa: E402
from domino.variants.triangles import TILES, TrianglesState, tile_of  # noqa: E402

RULES = Rules(variant="triangles", players=2)


def board_of(size: int, seed: int = 0) -> TrianglesState:
    """A state whose board holds `size` tiles, reached by random play, with a 9-tile hand on turn."""
    variant = variant_of("triangles")
    for attempt in range(10_000):
        rng = Rng(f"{seed}/{attempt}")
        state = variant.deal(RULES, rng)
        state.hands = [list(TILES), []]          # one seat plays every tile: a big board
        state.stock = []
        state.opening, state.current = None, 0
        while len(state.board) < size:
            moves = state.plays(state.hands[0]) if state.board else None
            if state.board and not moves:
                break
            if not state.board:
                state.apply_unchecked(state.legal_moves()[rng.below(56)])
            else:
                state.apply_unchecked(moves[rng.below(len(moves))])
            state.current = 0
        if len(state.board) == size:
            rest = [t for t in TILES if t not in {tile_of(c) for c in state.board.values()}]
            rng.shuffle(rest)
            state.hands = [sorted(rest[:9]), sorted(rest[9:])]
            return state
    raise RuntimeError("no board of that size found")


def median_time(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def rebuilt(state: TrianglesState) -> TrianglesState:
    fresh = TrianglesState(state.players)
    fresh.hands = state.hands
    for cell, corners in state.board.items():
        fresh.place(cell, corners)
    return fresh


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print("triangles: CPython, one core")
    per_call, per_rebuild, counts = [], [], []
    for seed in range(5):
        state = board_of(40, seed)
        counts.append((len(state.open), len(state.legal_moves())))
        per_call.append(median_time(state.legal_moves, 2000))
        per_rebuild.append(median_time(lambda: rebuilt(state).legal_moves(), 300))
    cells = statistics.fmean(c for c, _ in counts)
    plays = statistics.fmean(p for _, p in counts)
    print(f"  legal placements, 40-tile board, 9-tile hand ({cells:.0f} open cells, "
          f"{plays:.1f} placements on average over 5 boards):")
    print(f"    legal_moves() median {1e6 * statistics.median(per_call):8.1f} us")
    print(f"    rebuild open cells + legal_moves() median {1e6 * statistics.median(per_rebuild):8.1f} us")
    (f, _), c = fast(RULES, seconds), checked(RULES, seconds)
    print(f"  random 2-player hands: fast path {f:7.0f}/s   checked Game.apply {c:7.0f}/s   "
          f"(target >= 200/s)")


if __name__ == "__main__":
    main()
