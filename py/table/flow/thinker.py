"""Expert's search in slices that yield to the event loop, so the page never freezes (docs/rules.md §4).

Expert's strength is its budget of guesses (domino.ai.levels), never a time, so the move it finds
is the same on any device. A slice runs `Search.step(WORK)` (a few playouts, well under a
millisecond on CPython) until SLICE_MS have passed, then hands the main thread back with
setTimeout(0); the search ends at its budget and `done(move, search)` is called. CAP_MS is only a
safety net for a device far slower than any measured: it stops the search early rather than keep a
person waiting. `alive()` is asked before each slice: a search whose game moved on just stops.

The browser's clock (performance.now, setTimeout) is the default; the unit tests hand in their own.
"""

from __future__ import annotations

SLICE_MS = 20.0
CAP_MS = 10_000.0
WORK = 1            # playouts per step: a Triangles playout, the longest, takes a few ms in Pyodide


def expert_search(obs, seed=None):
    """A Search over `obs` and the number of guesses Expert uses for it."""
    import time

    from domino import Rng
    from domino.ai import Search, expert_samples

    rng = Rng(time.time_ns() if seed is None else seed)
    search = Search(obs, rng)
    return search, expert_samples(len(search.moves), obs.variant)


def search(obs, seed, done, alive):
    """Expert's search over `obs` in slices, not started yet (`.start()`): `done(move, search)` at
    the end, unless `alive()` said no first."""
    found, samples = expert_search(obs, seed)
    return Slices(found, samples, done, alive)


class BrowserClock:
    """Milliseconds and the next turn of the event loop, from the page."""

    def __init__(self):
        import js
        from pyodide.ffi import create_once_callable

        self.now = js.performance.now
        self._js, self._once = js, create_once_callable

    def soon(self, callback):
        self._js.setTimeout(self._once(callback), 0)


class Slices:
    def __init__(self, search, samples, done, alive=lambda: True, slice_ms=SLICE_MS, cap_ms=CAP_MS, clock=None):
        self.search, self.samples, self.done, self.alive = search, samples, done, alive
        self.slice_ms, self.cap_ms = slice_ms, cap_ms
        self.clock = clock or BrowserClock()
        self.started = self.clock.now()
        self.finished = False

    def start(self):
        if len(self.search.moves) <= 1:
            self.finish()
        else:
            self.clock.soon(self.tick)
        return self

    def tick(self, *_):
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

    def finish(self):
        self.stop()
        self.done(self.search.best(), self.search)

    def stop(self):
        self.finished = True

    @property
    def elapsed(self) -> float:
        return self.clock.now() - self.started
