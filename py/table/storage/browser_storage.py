"""Opening the browser's localStorage as the game's Store: merely reaching it can throw (a sandboxed
frame, a frame on another site, a private mode), and a storage that reads but refuses a write (full)
is still read, so nothing saved is ignored."""

from __future__ import annotations

from typing import Any

from table.language.catalogue import _
from table.storage.store import FULL, PREFIX, Store


def open_browser_storage(window: Any, framed: bool = False, today: str = "") -> Store:
    """A Store on window.localStorage. Merely reading the property can throw in a sandboxed iframe,
    or in a frame on another site whose browser refuses it storage (`framed` picks the words); a
    storage that reads but refuses a write (full) is still read, so nothing saved is ignored."""
    probe = PREFIX + "probe"
    try:
        storage = window.localStorage
        storage.getItem(probe)
    except Exception:
        storage = None
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
