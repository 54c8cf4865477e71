"""Expert's search in slices that yield to the event loop, so the page never freezes (issue 4 §4).

`Search.step()` is one guess of the hidden tiles with every legal move played out in it (a few ms).
A slice runs steps until SLICE_MS have passed, then hands the main thread back with setTimeout(0);
the search ends at its sample budget or after CAP_MS of wall-clock time, and `done(move, search)`
is called. `alive()` is asked before each slice: a search whose game moved on just stops.
"""

from __future__ import annotations

import js
from pyodide.ffi import create_once_callable

SLICE_MS = 20.0
CAP_MS = 1500.0


def expert_search(obs, seed=None):
    """A Search over `obs` and the number of guesses Expert uses for it."""
    import time

    from domino import Rng
    from domino.ai import Search, expert_samples

    rng = Rng(time.time_ns() if seed is None else seed)
    search = Search(obs, rng)
    return search, expert_samples(len(search.moves))


class Slices:
    def __init__(self, search, samples, done, alive=lambda: True, slice_ms=SLICE_MS, cap_ms=CAP_MS):
        self.search, self.samples, self.done, self.alive = search, samples, done, alive
        self.slice_ms, self.cap_ms = slice_ms, cap_ms
        self.started = js.performance.now()
        self.finished = False

    def start(self):
        if len(self.search.moves) <= 1:
            self.finish()
        else:
            js.setTimeout(create_once_callable(self.tick), 0)
        return self

    def tick(self, *_):
        if self.finished:
            return
        if not self.alive():
            self.stop()
            return
        now = js.performance.now
        t0 = now()
        search = self.search
        while search.samples < self.samples and now() - t0 < self.slice_ms:
            search.step()
        if search.samples >= self.samples or now() - self.started >= self.cap_ms:
            self.finish()
        else:
            js.setTimeout(create_once_callable(self.tick), 0)

    def finish(self):
        self.stop()
        self.done(self.search.best(), self.search)

    def stop(self):
        self.finished = True

    @property
    def elapsed(self) -> float:
        return js.performance.now() - self.started
