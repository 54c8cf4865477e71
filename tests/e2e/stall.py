"""A browser test that stops answering fails, naming where it stood, instead of holding the run.

Playwright's sync API waits without end on a page that never answers (an evaluate whose promise
never settles, a DevTools call Chromium leaves unanswered), and such a worker uses no CPU: the run
would stop at 98% until CI gave up, naming nothing. A watchdog thread gives each test a limit; past
it, it prints where every thread and greenlet stands and ends the worker's process. pytest-xdist then
reports the test as failed ("worker crashed while running ...") and goes on with a new worker.
"""

from __future__ import annotations

import gc
import os
import sys
import threading
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import greenlet

# Far past the longest test's time on a loaded machine (the axe audit: about 90 s idle, 225 s at worst).
STALL_S = 300
THREAD_FRAMES = 4


def stacks() -> str:
    """Where every suspended greenlet and every other thread stands. Playwright's sync API runs the
    test in one greenlet and its event loop in another: the main thread's stack shows only the loop,
    the test's greenlet the line it waits on. Threads (the test servers') get their innermost frames."""
    out = [f"greenlet {id(g):#x}:\n" + "".join(traceback.format_stack(g.gr_frame))
           for g in gc.get_objects() if isinstance(g, greenlet.greenlet) and g.gr_frame is not None]
    out += [f"thread {ident}:\n" + "".join(traceback.format_stack(frame, limit=THREAD_FRAMES))
            for ident, frame in sys._current_frames().items() if ident != threading.get_ident()]
    return "\n".join(out)


class Watchdog:
    """Ends the process when one watched stretch lasts longer than `seconds`, after `report(text)`."""

    def __init__(self, seconds: float, report: Callable[[str], None], end: Callable[[int], None] = os._exit):
        self.seconds = seconds
        self.report = report
        self.end = end

    def _fire(self, name: str) -> None:
        self.report(f"\n{name}: no answer in {self.seconds:g} s; where it stood:\n\n{stacks()}\n")
        self.end(3)

    @contextmanager
    def watch(self, name: str) -> Iterator[None]:
        timer = threading.Timer(self.seconds, self._fire, (name,))
        timer.daemon = True
        timer.start()
        try:
            yield
        finally:
            timer.cancel()
