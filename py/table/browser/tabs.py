"""This page among the game's other open tabs (same browser, same origin).

Each page has an id of its own. Over a BroadcastChannel a page says hello when it opens and bye when
it goes; every page answers a hello, so each knows which others are open. A game save names the tab
playing it: another tab that wants the game asks the player first while that tab is open, and takes
the game over silently only from a tab that is gone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_proxy

CHANNEL = "domino.tabs"


class Tabs:
    def __init__(self, on_change: Callable[[], object] | None = None) -> None:
        self.id = f"t{int(js.Math.random() * 2 ** 52):x}"
        self.others: set[str] = set()
        self.on_change = on_change
        self.channel: Any = None
        try:
            self.channel = js.BroadcastChannel.new(CHANNEL)
        except Exception:
            return  # no channel (old browser, opaque origin): every save is this tab's to take
        self._message = create_proxy(self.on_message)
        self._bye = create_proxy(lambda *_: self.post("bye"))
        self._back = create_proxy(lambda *_: self.post("hello"))  # back from the page cache
        self.channel.addEventListener("message", self._message)
        js.window.addEventListener("pagehide", self._bye)
        js.window.addEventListener("pageshow", self._back)
        self.post("hello")

    def post(self, kind: str) -> None:
        if self.channel is None:
            return
        try:
            self.channel.postMessage(js.JSON.parse(f'{{"kind": "{kind}", "tab": "{self.id}"}}'))
        except Exception:
            pass

    def on_message(self, event: Any) -> None:
        data = event.data
        try:
            kind, tab = str(data.kind), str(data.tab)
        except Exception:
            return
        if not tab.startswith("t") or len(tab) > 20 or tab == self.id:
            return
        if kind == "hello":
            self.others.add(tab)
            self.post("here")
        elif kind == "here":
            self.others.add(tab)
        elif kind == "bye":
            self.others.discard(tab)
        if self.on_change is not None:
            self.on_change()

    def is_open(self, tab: object) -> bool:
        """Another tab with this id is open now."""
        return isinstance(tab, str) and tab in self.others
