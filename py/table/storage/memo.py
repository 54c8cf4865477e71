"""A small remembered set of words (e.g. the variants whose how-to card was shown) in localStorage.

Storage may be missing, full, or throw on every touch (a portal's third-party iframe, private modes):
every access is guarded, and an in-memory copy keeps the answer right for this page's lifetime. The
storage is handed in (app.py's, the store's localStorage); None remembers for this page only.
"""

from __future__ import annotations

import json

from table.storage.json_text import parse
from table.storage.store import KeyValueStorage


class Memo:
    def __init__(self, key: str, storage: KeyValueStorage | None = None) -> None:
        self.key = key
        self.storage = storage
        self.words: set[str] = set()
        self._loaded = False

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        if self.storage is None:
            return
        try:
            raw = self.storage.getItem(self.key)
            if isinstance(raw, str) and raw:
                words = parse(raw)  # size and nesting checked first: never a crash
                if isinstance(words, list):
                    self.words |= {w for w in words[:100] if isinstance(w, str) and len(w) <= 40}
        except Exception:
            pass  # unreadable: nothing remembered, rewritten on the next add

    def __contains__(self, word: str) -> bool:
        self._load()
        return word in self.words

    def add(self, word: str) -> None:
        self._load()
        self.words.add(word)
        if self.storage is None:
            return
        try:
            self.storage.setItem(self.key, json.dumps(sorted(self.words)))
        except Exception:
            pass  # remembered for this page only
