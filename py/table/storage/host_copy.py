"""The host's copy of the game's keys: one text, the envelope ``{"v": 1, "at": <ms>, "keys": {key:
text}}``, read and written (hosted.py keeps it in step with the page), and the host's storage as the
game reaches it."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Protocol

from table.storage.json_text import Unreadable, parse

ENVELOPE = 1            # the schema of what the game keeps with the host
SOFT_BYTES = 500 * 1024  # above this, backups stay in the browser only (YouTube: "should be under 500 KiB")


class HostData(Protocol):
    """The host's storage of one text (browser/hosts.py, or a unit test's fake). Each call answers
    once, later or at once: `settled(True, text)` (load: None when the host holds nothing) or
    `settled(False, why)`."""

    @property
    def limit(self) -> int: ...   # the largest text the host keeps, in bytes

    def load(self, settled: Callable[[bool, str | None], object]) -> None: ...

    def save(self, text: str, settled: Callable[[bool, str | None], object]) -> None: ...


class HostNewer(Unreadable):
    """An envelope a newer version of the game wrote."""


def read_envelope(text: str | None, limit: int) -> tuple[float, dict[str, str]] | None:
    """The host's copy: (its stamp, its keys), or None when it holds nothing. Raises Unreadable."""
    if text is None or text == "":
        return None
    doc = parse(text, limit)
    if not isinstance(doc, dict):
        raise Unreadable("not a JSON object")
    version, at, keys = doc.get("v"), doc.get("at"), doc.get("keys")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise Unreadable("no schema version")
    if version > ENVELOPE:
        raise HostNewer(f"schema {version}")
    if isinstance(at, bool) or not isinstance(at, (int, float)) or not isinstance(keys, dict):
        raise Unreadable("no stamp or no keys")
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in keys.items()):
        raise Unreadable("a key that is not text")
    return float(at), dict(keys)


def write_envelope(items: Mapping[str, str], stamp: float, backups: str, limit: int) -> str | None:
    """Everything the host keeps, as one text; the keys starting with `backups` stay in the browser
    when it would be large; None when even the documents are more than the host keeps (`limit`)."""
    for without_backups, keys in enumerate((dict(items), {k: v for k, v in items.items() if not k.startswith(backups)})):
        text = json.dumps({"v": ENVELOPE, "at": stamp, "keys": keys}, separators=(",", ":"))
        size = len(text.encode("utf-8"))
        if size <= min(limit, SOFT_BYTES) or (without_backups and size <= limit):
            return text
    return None
