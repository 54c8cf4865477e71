"""The player's language's catalogue, as static/language.js fetched it (window.dominoWords): handed to
the table the moment it is there, which is usually before Python is up; a download that failed
leaves the table in English."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_once_callable

from table.jsvalues import absent


def take_words(window: Any, arrived: Callable[[str, bytes], None]) -> None:
    """Call `arrived(code, catalogue bytes)` once the language the page fetched is there (now, or
    when its download ends)."""
    words: Any = getattr(window, "dominoWords", None)
    if absent(words):
        return

    def done(*_: object) -> None:
        if not absent(words.bytes):
            arrived(str(words.code), bytes(words.bytes.to_py()))

    if not absent(words.bytes) or bool(words.failed):
        done()
    else:
        words.then = create_once_callable(done)
