"""JSON text read back from storage, refused when it cannot be parsed safely.

Size and nesting are checked before Python parses anything: a deeply nested document would overflow
the interpreter's stack in the browser, which no `except` can catch.
"""

from __future__ import annotations

import json
import re

MAX_CHARS = 200_000  # a finished full game's save is about 20,000
MAX_DEPTH = 20       # the deepest document the table writes is 4 levels deep
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class Unreadable(ValueError):
    """A stored document this build cannot use."""


def parse(text: object, limit: int = MAX_CHARS) -> object:
    """JSON from storage, refused (Unreadable) when longer than `limit` characters or too deeply
    nested to parse safely."""
    if not isinstance(text, str):
        raise Unreadable("not text")
    if len(text) > limit:
        raise Unreadable(f"too large ({len(text)} characters)")
    depth = deepest = 0
    for ch in _NOT_BRACKET.sub("", _STRING.sub("", text)):
        depth += 1 if ch in "[{" else -1
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            raise Unreadable("nested too deeply")
    try:
        return json.loads(text)
    except (ValueError, TypeError, RecursionError):
        raise Unreadable("not JSON") from None
