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

    @contextmanager
    def reading_saved(self, store: SavedData) -> Iterator[None]:
        """A failure inside is laid to saved data when there is some."""
        try:
            yield
        except Exception:
            try:
                if store.has_saved():
                    self.cause = "saved-data"
            except Exception:
                pass
            raise


startup = Startup()
