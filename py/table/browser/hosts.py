"""The games portal the page runs in, as the flow side's Host port (flow/ports.py).

A portal build (`python build.py build --portal NAME`) loads the portal's SDK and static/host.js,
which show it to the game as one JS object, window.dominoHost; BrowserHost calls it, and hears the
host's word through it. Its SDK's promises and callbacks stay in JavaScript (static/host-NAME.js),
type-checked there. The default build has no such object: a page framed by another one speaks the
postMessage protocol (portal.py), any other page has no host (gameplay.NoHost).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

from table.flow.ports import HostHears
from table.jsvalues import absent


class HostData:
    """The host's storage (window.dominoHost.data) as storage/hosted.HostData: each call settles once."""

    def __init__(self, data: Any) -> None:
        self.js = data

    @property
    def limit(self) -> int:
        return int(self.js.limit)

    def load(self, settled: Callable[[bool, str | None], object]) -> None:
        self.js.load(create_once_callable(lambda ok, text: settled(bool(ok), None if absent(text) else str(text))))

    def save(self, text: str, settled: Callable[[bool, str | None], object]) -> None:
        self.js.save(text, create_once_callable(lambda ok, why: settled(bool(ok), None if absent(why) else str(why))))


def send_when_hidden(document: Any, send: Callable[[], None]) -> None:
    """`send()` whenever the page is hidden (closed, switched away from): the host's batch goes at
    once rather than after the page is gone."""
    def changed(*_: object) -> None:
        if document.hidden:
            send()

    document.addEventListener("visibilitychange", create_proxy(changed))


def host_data(host: Any) -> HostData | None:
    """The storage a portal build's host offers, or None (no host, or one that keeps no data)."""
    data = getattr(host, "data", None) if host is not None else None
    return None if absent(data) else HostData(data)


def portal_host(window: Any) -> Any:
    """The portal build's window.dominoHost, or None in the default build."""
    host: Any = getattr(window, "dominoHost", None)
    return None if absent(host) else host


class BrowserHost:
    def __init__(self, host: Any) -> None:
        self.js = host
        self.kept: list[Any] = []   # the proxies the host calls back, for the page's life

    @property
    def breaks(self) -> bool:
        return bool(self.js.breaks)

    def listen(self, hears: HostHears) -> None:
        def kept(call: Callable[..., None]) -> Any:
            proxy = create_proxy(call)
            self.kept.append(proxy)
            return proxy

        calls = {"pause": kept(lambda: hears.host_pause()), "resume": kept(lambda: hears.host_resume()),
                 "mute": kept(lambda muted: hears.host_mute(bool(muted))),
                 "language": kept(lambda tag: hears.host_language(str(tag)))}
        self.js.listen(to_js(calls, dict_converter=js.Object.fromEntries))

    def loaded(self) -> None:
        self.js.loaded()

    def first_frame(self) -> None:
        self.js.firstFrame()

    def gameplay(self, on: bool) -> None:
        self.js.gameplay(on)

    def commercial_break(self, done: Callable[[], object]) -> None:
        self.js.commercialBreak(create_once_callable(lambda *_: done()))

    @property
    def rewards(self) -> bool:
        return bool(self.js.rewards)

    def rewarded_break(self, done: Callable[[bool], object]) -> None:
        self.js.rewardedBreak(create_once_callable(lambda granted, *_: done(granted is True)))

    def happy(self) -> None:
        self.js.happy()

    def score(self, value: int) -> None:
        self.js.score(int(value))
