"""The browser's clock for the flow side (ports.Clock): performance.now, and setTimeout(0) for the
next turn of the event loop."""

from __future__ import annotations

from collections.abc import Callable

import js
from pyodide.ffi import create_once_callable


class BrowserClock:
    def __init__(self) -> None:
        self._now = js.performance.now  # looked up once: a search slice reads the clock every step

    def now(self) -> float:
        return float(self._now())

    def soon(self, callback: Callable[[], object]) -> None:
        js.setTimeout(create_once_callable(callback), 0)
