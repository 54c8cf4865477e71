"""Saves: one versioned JSON document per concern under app-prefixed keys, never throwing.

Pure Python: the storage object is anything with getItem/setItem/removeItem (the browser's
localStorage, or a fake in the unit tests). Every call into it is guarded: storage that is missing,
forbidden (a third-party iframe), full or holding garbage leaves the game running from memory.

Each document is ``{"v": <schema>, ...}``. Loading a document:

- missing: the concern's default;
- an older schema: migrated step by step (MIGRATIONS) to the current one;
- unreadable (too large or too deeply nested to parse safely, not JSON, not an object, no version,
  a newer version than this build knows, or refused by the concern's check): copied aside under
  ``<prefix>backup.<name>`` (never overwritten by a later failure of the same kind) and replaced by
  the default, with a message for the player;
- partly broken (the check reset some fields): used as repaired, the original kept aside likewise.

The player is told in a short sentence what was lost, what was kept and what to do (`lost_words`,
`repaired_words`); why, in a developer's words, goes to `details` (the page logs them to the console).

Size and nesting are checked before Python parses anything: a deeply nested document would overflow
the interpreter's stack in the browser, which no `except` can catch.
"""

from __future__ import annotations

import json
import re

PREFIX = "domino."
BACKUP = PREFIX + "backup."

# The current schema of each document, and the migrations from every earlier version:
# MIGRATIONS[name][v] turns a version-v document into a version-(v + 1) one.
VERSIONS = {"game": 1, "profile": 1, "settings": 1, "tutorial": 1}
MIGRATIONS: dict[str, dict[int, object]] = {"game": {}, "profile": {}, "settings": {}}

MAX_BACKUPS = 99     # copies of one document set aside, never overwritten
MAX_CHARS = 200_000  # a finished full game's save is about 20,000
MAX_DEPTH = 20       # the deepest document the table writes is 4 levels deep
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")

NOT_KEPT = "Your browser is not letting this page save, so progress will not be kept after you leave."
NOT_KEPT_FRAMED = ("Your browser doesn't let the game save inside this site's frame, so progress will not be "
                   "kept after you leave.")


class Unreadable(ValueError):
    """A stored document this build cannot use."""


class Newer(Unreadable):
    """A document saved by a newer version of the game."""


# The player's words about a document set aside whole, and about one repaired (the fields reset, in
# the check's words, fill the {}).
WHOLE = {"game": "your saved game", "profile": "your coins and records", "settings": "your settings",
         "tutorial": "your tutorial progress"}
LOST = {"game": "Your saved game was damaged and can't be continued. Start a new game.",
        "profile": "Your coins and records were damaged, so they start over.",
        "settings": "Your settings were damaged, so they are back to the defaults.",
        "tutorial": "Your tutorial progress was damaged, so it starts over."}
NEWER_GAME = "Your saved game is from a newer version of Dominoes and can't be continued here. Start a new game."
REPAIRED = {"game": "Your saved game had a small fault, now fixed: you can continue it.",
            "profile": "Part of your coins and records was damaged: {}. The rest is kept.",
            "settings": "Some settings were damaged and are back to the defaults: {}.",
            "tutorial": "Your tutorial progress is kept, but {} was dropped."}


def lost_words(name: str, newer: bool = False) -> str:
    """What the player is told about a document set aside whole."""
    if newer:
        if name == "game":
            return NEWER_GAME
        return f"{_capital(WHOLE.get(name, 'some saved data'))} came from a newer version of Dominoes; this one starts over."
    return LOST.get(name, "Some saved data was damaged, so it starts over.")


def repaired_words(name: str, problems) -> str:
    """What the player is told about a document loaded with some fields reset."""
    return REPAIRED.get(name, "Some saved data was damaged and was repaired{}.").format(_join(problems))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _join(items) -> str:
    items = list(dict.fromkeys(items))
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


class Store:
    """Versioned JSON documents in a key-value storage; falls back to memory, never raises."""

    def __init__(self, storage=None, prefix: str = PREFIX, framed: bool = False):
        self.storage = storage
        self.not_kept = NOT_KEPT_FRAMED if framed else NOT_KEPT
        self.prefix = prefix
        self.memory: dict[str, str] = {}   # what the page holds when storage refuses
        self.held: set[str] = set()        # keys never written this visit: their document could not be set aside
        self.working = storage is not None
        self.messages: list[str] = []      # for the player, each said once
        self.details: list[str] = []       # for developers: what was set aside or repaired, and why
        self._told = set()

    # ---- raw access -----------------------------------------------------------------------------

    def key(self, name: str) -> str:
        return self.prefix + name

    def _tell(self, text: str) -> None:
        if text not in self._told:
            self._told.add(text)
            self.messages.append(text)

    def take_messages(self) -> list[str]:
        out, self.messages = self.messages, []
        return out

    def take_details(self) -> list[str]:
        out, self.details = self.details, []
        return out

    def _broken(self, latch: bool = True) -> None:
        """Storage refused. A refused read means no access at all (from now on, memory only); a
        refused write may be a full quota, so later writes and removals are still tried."""
        if latch:
            self.working = False
        self._tell(self.not_kept)

    def get_raw(self, key: str):
        if key in self.memory:
            return self.memory[key]
        if not self.working:
            return None
        try:
            value = self.storage.getItem(key)
        except Exception:
            self._broken()
            return None
        if value is None or not isinstance(value, str):
            return None  # JS null/undefined
        return value

    def set_raw(self, key: str, text: str) -> bool:
        """Write; on any refusal (forbidden, quota) keep the value in memory. True if stored."""
        if self.working and key not in self.held:
            try:
                self.storage.setItem(key, text)
                self.memory.pop(key, None)
                return True
            except Exception:
                self._broken(latch=False)
        self.memory[key] = text
        return False

    def remove_raw(self, key: str) -> None:
        self.memory.pop(key, None)
        if self.working:
            try:
                self.storage.removeItem(key)
            except Exception:
                self._broken(latch=False)

    def has_saved(self) -> bool:
        """Whether any of the game's documents is stored (backups aside)."""
        return any(self.get_raw(self.key(name)) is not None for name in VERSIONS)

    # ---- documents ------------------------------------------------------------------------------

    def load(self, name: str, default=None, check=None):
        """The current-schema document `name`, or `default` (copied) when absent or unusable.
        `check(doc)` returns `(document, problems)`: the document as the table may use it and the
        fields it had to reset (kept aside, with a message); it raises to refuse the document."""
        key = self.key(name)
        text = self.get_raw(key)
        if text is None:
            return _copy(default)
        try:
            doc = self.decode(name, text)
            if check is not None:
                doc, problems = check(doc)
                if problems:  # the original kept aside, the repaired one stored: said once
                    backup = self.keep_copy(name, text)
                    if backup is None:  # no copy, so the original is never written over
                        self.held.add(key)
                    self.save(name, doc)
                    self.details.append(f"{key} repaired ({'; '.join(problems)}); "
                                        f"the original is kept under {backup or key}")
                    self._tell(repaired_words(name, problems))
            return doc
        except Exception as exc:  # whatever a stored document holds, it never stops the table
            why = str(exc) if isinstance(exc, ValueError) else "it could not be read"
            self.set_aside(name, text, why[:200], newer=isinstance(exc, Newer))
            return _copy(default)

    def decode(self, name: str, text: str) -> dict:
        doc = parse(text)
        if not isinstance(doc, dict):
            raise Unreadable("not a JSON object")
        version = doc.get("v")
        current = VERSIONS[name]
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise Unreadable("no schema version")
        if version > current:
            raise Newer(f"saved by a newer version of the game (schema {version})")
        steps = MIGRATIONS.get(name, {})
        while version < current:
            step = steps.get(version)
            if step is None:
                raise Unreadable(f"no migration from schema {version}")
            doc = step(dict(doc))
            version += 1
            doc["v"] = version
        return doc

    def save(self, name: str, doc: dict) -> bool:
        """Write `doc` (stamped with the current version). True if it reached storage."""
        doc = dict(doc)
        doc["v"] = VERSIONS[name]
        try:
            text = json.dumps(doc, separators=(",", ":"))
        except (TypeError, ValueError):
            return False
        return self.set_raw(self.key(name), text)

    def remove(self, name: str) -> None:
        self.remove_raw(self.key(name))

    def backup_key(self, name: str) -> str:
        return BACKUP.replace(PREFIX, self.prefix, 1) + name

    def keep_copy(self, name: str, text: str) -> str | None:
        """Keep a document under the first free backup key (`backup.<name>`, then `.2`, `.3`...;
        one already kept with the same text is reused): a backup is never overwritten. Returns
        the key, or None when storage refused the copy."""
        base = self.backup_key(name)
        for n in range(1, MAX_BACKUPS + 1):
            backup = base if n == 1 else f"{base}.{n}"
            kept = self.get_raw(backup)
            if kept == text:
                return backup
            if kept is None:
                return backup if self.set_raw(backup, text) else None
        return None

    def set_aside(self, name: str, text: str, why: str, newer: bool = False) -> None:
        """Keep an unreadable document under a backup key, then clear the main key so the next
        save starts clean. When the copy cannot be written, the original stays where it is and
        this visit never writes over it (the table runs that document from memory)."""
        backup = self.keep_copy(name, text)
        if backup is None:
            self.held.add(self.key(name))
            self.details.append(f"{self.key(name)} could not be set aside ({why}); it is left in place")
        else:
            self.remove_raw(self.key(name))
            self.details.append(f"{self.key(name)} set aside under {backup}: {why}")
        self._tell(lost_words(name, newer))

    def owns(self, key) -> bool:
        """True for a key of this app (for the `storage` event of another tab)."""
        return isinstance(key, str) and key.startswith(self.prefix) and not key.startswith(
            BACKUP.replace(PREFIX, self.prefix, 1))


def parse(text):
    """JSON from storage, refused (Unreadable) when too large or too deeply nested to parse safely."""
    if not isinstance(text, str):
        raise Unreadable("not text")
    if len(text) > MAX_CHARS:
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


def _copy(value):
    return json.loads(json.dumps(value)) if value is not None else None


def open_browser_storage(window, framed: bool = False) -> Store:
    """A Store on window.localStorage; merely reading the property can throw in a sandboxed iframe,
    or in a frame on another site whose browser refuses it storage (`framed` picks the words)."""
    try:
        storage = window.localStorage
        probe = PREFIX + "probe"
        storage.setItem(probe, "1")
        storage.removeItem(probe)
    except Exception:
        storage = None
    store = Store(storage, framed=framed)
    if storage is None:
        store._tell(store.not_kept)
    return store
