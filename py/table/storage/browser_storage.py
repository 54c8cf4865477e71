"""Opening the browser's localStorage as the game's Store: merely reaching it can throw (a sandboxed
frame, a frame on another site, a private mode), and a storage that reads but refuses a write (full)
is still read, so nothing saved is ignored."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from table.language.catalogue import _
from table.storage.host_copy import HostData
from table.storage.hosted import open_hosted
from table.storage.store import FULL, PREFIX, Store


def open_browser_storage(window: Any, framed: bool = False, today: str = "", host: HostData | None = None,
                         later: Callable[[int, Callable[[], object]], object] | None = None,
                         now: Callable[[], float] | None = None) -> Store:
    """A Store on window.localStorage, and on the portal's `host` too when it keeps data (then
    `later` and `now` time its batches; the store's storage is then a hosted.Hosted, to start once
    the menu is up). Merely reading the
    property can throw in a sandboxed iframe, or in a frame on another site whose browser refuses it
    storage (`framed` picks the words); a storage that reads but refuses a write (full) is still
    read, so nothing saved is ignored. With a host, the browser's refusal is said only if the host
    refuses too (hosted.py)."""
    probe = PREFIX + "probe"
    try:
        storage = window.localStorage
        storage.getItem(probe)
    except Exception:
        storage = None
    if host is not None and later is not None and now is not None:
        return open_hosted(storage, host, later, now, framed=framed, today=today)[0]
    store = Store(storage, framed=framed, today=today)
    if storage is None:
        store._tell(store.not_kept)
        return store
    try:
        storage.setItem(probe, "1")
        storage.removeItem(probe)
    except Exception:
        store.full = True
        store._tell(_(FULL))
    return store
