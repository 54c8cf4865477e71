"""Why the table failed to start, for the page's start-up card (index.html's window.dominoRecover).

Setting saved data aside is offered only for a failure while the table read what an earlier visit
saved, when something was saved: anything else (a bad file, an interpreter error) would meet the
player again after a clean start, and their data would have been moved for nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol


class SavedData(Protocol):
    def has_saved(self) -> bool: ...


class Startup:
    def __init__(self) -> None:
        self.cause = "error"
        self.found_saved = False

    def found(self, store: SavedData) -> None:
        """What an earlier visit saved, looked for before this visit writes anything."""
        try:
            self.found_saved = bool(store.has_saved())
        except Exception:
            self.found_saved = False

    @contextmanager
    def reading_saved(self) -> Iterator[None]:
        """A failure inside is laid to saved data when an earlier visit left some."""
        try:
            yield
        except Exception:
            if self.found_saved:
                self.cause = "saved-data"
            raise


startup = Startup()
