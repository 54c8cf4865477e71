"""Why the table failed to start, for the page's start-up card (window.dominoRecover, in
static/boot-guard.js).

Setting saved data aside is offered only for a failure while the table read what an earlier visit
saved, when something was saved: anything else (a bad file, an interpreter error) would meet the
player again after a clean start, and their data would have been moved for nothing. Code that does
not compile or import is a damaged or missing file ("file"), even while saved data is read: no
saved document can make Python raise those. (The page also asks the offline worker whether a file
is damaged before it offers anything: static/boot-guard.js.)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol


# What a damaged or missing module raises (IndentationError and ModuleNotFoundError among them).
FILE_ERRORS = (SyntaxError, ImportError)


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
        except FILE_ERRORS:
            self.cause = "file"
            raise
        except Exception:
            if self.found_saved:
                self.cause = "saved-data"
            raise


startup = Startup()
