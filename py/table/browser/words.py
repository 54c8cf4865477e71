"""The player's language's catalogue, as static/language.js fetched it (window.dominoWords): handed to
the table the moment it is there (usually before Python is up) and each time the player picks
another language in Settings; English is no catalogue at all. A download that failed leaves the
table in the language it speaks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy

from table.jsvalues import absent


def take_words(window: Any, arrived: Callable[[str, bytes], None]) -> None:
    """Call `arrived(code, catalogue bytes)` whenever the page has a language's catalogue: now, if
    the first one is already there, and after every later download."""
    words: Any = getattr(window, "dominoWords", None)
    if absent(words):
        return

    def done(*_: object) -> None:
        if bool(words.failed) or not bool(words.ready):
            return
        arrived(str(words.code), b"" if absent(words.bytes) else bytes(words.bytes.to_py()))

    words.then = create_proxy(done)
    if bool(words.ready) and str(words.code) != "en":
        done()
