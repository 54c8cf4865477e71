"""Expert's search in slices that yield to the event loop, so the page never freezes (docs/rules.md §4).

Expert's strength is its budget of guesses (domino.ai.levels), never a time, so the move it finds
is the same on any device. A slice runs `Search.step(WORK)` (a few playouts, well under a
millisecond on CPython) until SLICE_MS have passed, then hands the main thread back with
setTimeout(0); the search ends at its budget and `done(move, search)` is called. CAP_MS is only a
safety net for a device far slower than any measured: it stops the search early rather than keep a
person waiting. `alive()` is asked before each slice: a search whose game moved on just stops.

The clock is handed in: the browser's (browser/clock.py, from app.py), or the unit tests' own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from table.flow.ports import Clock

if TYPE_CHECKING:
    from domino import Move
    from domino.ai import Search
    from domino.core.variant import Observation

Done = Callable[["Move", "Search"], object]

SLICE_MS = 20.0
CAP_MS = 10_000.0
WORK = 1            # playouts per step: a Triangles playout, the longest, takes a few ms in Pyodide


def expert_search(obs: Observation, seed: int | str | None = None, partner: str | None = None) -> tuple[Search, int]:
    """A Search over `obs` and the number of guesses Expert uses for it. `partner` is the level of
    the searching seat's partner (None: the person, or no teams), whom the playouts play at it."""
    import time

    from domino import Rng
    from domino.ai import Search, expert_samples

    rng = Rng(time.time_ns() if seed is None else seed)
    search = Search(obs, rng, partner_level=partner)
    return search, expert_samples(len(search.moves), obs.variant)


class Thinker:
    """Expert's searches on one clock (the flow side's ports.Thinker)."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock

    def search(self, obs: Observation, seed: int | None, done: Done, alive: Callable[[], bool],
               partner: str | None = None) -> Slices:
        """Expert's search over `obs` in slices, not started yet (`.start()`): `done(move, search)` at
        the end, unless `alive()` said no first. `partner`: as for expert_search."""
        found, samples = expert_search(obs, seed, partner)
        return Slices(found, samples, done, alive, clock=self.clock)


class Slices:
    def __init__(self, search: Search, samples: int, done: Done, alive: Callable[[], bool] = lambda: True,
                 *, clock: Clock, slice_ms: float = SLICE_MS, cap_ms: float = CAP_MS) -> None:
        self.search, self.samples, self.done, self.alive = search, samples, done, alive
        self.slice_ms, self.cap_ms = slice_ms, cap_ms
        self.clock = clock
        self.started = self.clock.now()
        self.finished = False

    def start(self) -> Slices:
        if len(self.search.moves) <= 1:
            self.finish()
        else:
            self.clock.soon(self.tick)
        return self

    def tick(self, *_: object) -> None:
        if self.finished:
            return
        if not self.alive():
            self.stop()
            return
        now = self.clock.now
        t0 = now()
        search = self.search
        target = self.samples * len(search.moves)   # the budget in playouts
        while search.playouts < target and now() - t0 < self.slice_ms:
            search.step(min(WORK, target - search.playouts))
        if search.playouts >= target or now() - self.started >= self.cap_ms:
            self.finish()
        else:
            self.clock.soon(self.tick)

    def finish(self) -> None:
        self.stop()
        self.done(self.search.best(), self.search)

    def stop(self) -> None:
        self.finished = True

    @property
    def elapsed(self) -> float:
        return self.clock.now() - self.started
