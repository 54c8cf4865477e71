"""Saves: one versioned JSON document per concern under app-prefixed keys, never throwing.

Pure Python: the storage object is anything with getItem/setItem/removeItem (the browser's
localStorage, or a fake in the unit tests). Every call into it is guarded: storage that is missing,
forbidden (a third-party iframe), full or holding garbage leaves the game running from memory.

Each document is ``{"v": <schema>, ...}``. Loading a document:

- missing: the concern's default;
- an older schema: migrated step by step (MIGRATIONS) to the current one;
- unreadable (too large or too deeply nested to parse safely, not JSON, not an object, no version,
  or refused by the concern's check): copied aside under a dated backup key
  ``<prefix>backup.<name>.<day>.<n>`` (never overwritten) and replaced by the default, with a message
  for the player; when the copy cannot be written, the original stays where it is and this visit
  never writes over it;
- partly broken (the check reset some fields): used as repaired, the original kept aside likewise;
- of a newer schema than this build knows: another version of the game wrote it. It is left as it
  is, and this page never writes that key again (`newer_keys`), so it never writes over a newer
  version's data; the other documents are still saved.

A document keeps at most MAX_BACKUPS copies. A full set never stops saving: a new copy takes the place
of a copy identical to the document in place (nothing is lost), else of the oldest copy; the document
in place, the original, is never what goes. Copies are ordered by day, then by number.

What was set aside can be brought back (bring_back.py). The player is told in a short sentence what was lost, what was kept and what to do (`lost_words`,
`repaired_words`); why, in a developer's words, goes to `details` (the page logs them to the console).

Stored text is parsed by json_text.parse, which checks its size and nesting first.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, overload

from table.jsvalues import absent
from table.storage import days
from table.storage.json_text import Unreadable, parse
from table.storage.documents import game_from_v1
from table.storage.profile import from_v1, from_v2, from_v3
from table.language.catalogue import _
from table.storage.words import FULL, NEWER, NOT_KEPT, NOT_KEPT_FRAMED, lost_words, repaired_words

PREFIX = "domino."
BACKUP = PREFIX + "backup."

# A document as decoded from storage: a JSON object, its fields not yet checked.
Doc = dict[str, object]
D = TypeVar("D", bound=Mapping[str, object])   # a checked document
E = TypeVar("E")                                 # what load returns when there is none
T = TypeVar("T")

# The current schema of each document, and the migrations from every earlier version:
# MIGRATIONS[name][v] turns a version-v document into a version-(v + 1) one.
VERSIONS = {"game": 2, "profile": 4, "settings": 1, "tutorial": 1}
MIGRATIONS: dict[str, dict[int, Callable[[Doc], Doc]]] = {
    "game": {1: game_from_v1}, "profile": {1: from_v1, 2: from_v2, 3: from_v3}, "settings": {}}

MAX_BACKUPS = 9      # copies of one document set aside: a new one takes the place of an older one
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")  # a backup key's date


class KeyValueStorage(Protocol):
    """What the store needs of window.localStorage (or of a unit test's fake). A JS storage hands
    back JS values: anything but text is never trusted."""

    @property
    def length(self) -> Any: ...

    def key(self, index: int) -> object: ...

    def getItem(self, key: str) -> object: ...

    def setItem(self, key: str, value: str) -> None: ...

    def removeItem(self, key: str) -> None: ...


class Newer(Unreadable):
    """A document saved by a newer version of the game."""


@dataclass(frozen=True)
class Backup:
    """A document set aside: under `key`, from document `name`, on `day` ("" for one set aside
    before backups were dated), the `number`th of that day (0 for an undated one)."""

    key: str
    name: str
    day: str
    number: int = 0

    @property
    def order(self) -> tuple[str, int, str]:
        """Oldest first: by day, then by number (never by the key's text: '.10' comes after '.9')."""
        return self.day, self.number, self.key


class Store:
    """Versioned JSON documents in a key-value storage; falls back to memory, never raises."""

    def __init__(self, storage: KeyValueStorage | None = None, prefix: str = PREFIX, framed: bool = False,
                 today: str = "") -> None:
        self.storage = storage
        self.not_kept = NOT_KEPT_FRAMED if framed else NOT_KEPT
        self.prefix = prefix
        # The local date a backup is filed under.
        self.today = today if _DAY.fullmatch(today) else days.today()  # a clock past 9999: its last day
        self.memory: dict[str, str] = {}   # what the page holds when storage refuses
        self.held: set[str] = set()        # keys never written this visit: their document could not be set aside
        self.wrote: dict[str, str] = {}    # what this page last stored under each key
        self.working = storage is not None
        self.newer_keys: set[str] = set()  # keys a newer version wrote: never written over by this page
        self.full = False                  # the latest write was refused (a full quota, most likely)
        self.messages: list[str] = []      # for the player, each said once
        self.details: list[str] = []       # for developers: what was set aside or repaired, and why
        self._told: set[str] = set()

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
        self._tell(_(self.not_kept if latch or not self.working else FULL))

    def get_raw(self, key: str) -> str | None:
        if key in self.memory:
            return self.memory[key]
        if not self.working or self.storage is None:
            return None
        try:
            value = self.storage.getItem(key)
        except Exception:
            self._broken()
            return None
        if absent(value):
            return None
        if not isinstance(value, str):  # a storage that is not localStorage: never written over
            if key not in self.held:
                self.held.add(key)
                self.details.append(f"{key} holds a {type(value).__name__}, not text; it is left in place")
            return None
        return value

    def set_raw(self, key: str, text: str) -> bool:
        """Write; on any refusal (forbidden, quota) keep the value in memory. True if stored."""
        if self.working and self.storage is not None and key not in self.newer_keys and key not in self.held:
            try:
                self.storage.setItem(key, text)
                self.memory.pop(key, None)
                self.wrote[key] = text
                self.full = False
                return True
            except Exception:
                self.full = True
                self._broken(latch=False)
        self.memory[key] = text
        return False

    def remove_raw(self, key: str) -> None:
        self.memory.pop(key, None)
        if self.working and self.storage is not None and key not in self.newer_keys and key not in self.held:
            try:
                self.storage.removeItem(key)
                self.wrote.pop(key, None)
            except Exception:
                self._broken(latch=False)

    def keys(self) -> list[str]:
        """Every key in storage (none when it cannot be listed)."""
        if not self.working or self.storage is None:
            return []
        try:
            count = int(self.storage.length)
            found = [self.storage.key(i) for i in range(count)]
        except Exception:
            return []
        return [k for k in found if isinstance(k, str)]

    def has_saved(self) -> bool:
        """Whether any of the game's documents is stored (backups aside)."""
        return any(self.get_raw(self.key(name)) is not None for name in VERSIONS)

    # ---- documents ------------------------------------------------------------------------------

    @overload
    def load(self, name: str, default: E, check: Callable[[Doc], tuple[D, list[str]]]) -> D | E: ...

    @overload
    def load(self, name: str, default: Doc | None = None, check: None = None) -> Doc | None: ...

    def load(self, name: str, default: object = None,
             check: Callable[[Doc], tuple[Mapping[str, object], list[str]]] | None = None) -> object:
        """The current-schema document `name`, or `default` (copied) when absent or unusable.
        `check(doc)` returns `(document, problems)`: the document as the table may use it and the
        fields it had to reset (kept aside, with a message); it raises to refuse the document."""
        key = self.key(name)
        text = self.get_raw(key)
        if text is None:
            return _copy(default)
        try:
            doc = self.decode(name, text)
        except Newer as exc:
            self.saw_newer(key, str(exc))
            return _copy(default)
        except Exception as exc:
            self.set_aside(name, text, str(exc)[:200] if isinstance(exc, ValueError) else "it could not be read")
            return _copy(default)
        if check is None:
            return doc
        try:
            checked, problems = check(doc)
            if problems:  # the original kept aside, the repaired one stored: said once
                backup = self.keep_copy(name, text)
                if backup is None:  # no copy, so the original is never written over
                    self.held.add(key)
                self.save(name, checked)
                self.details.append(f"{key} repaired ({'; '.join(problems)}); "
                                    f"the original is kept under {backup or key}")
                self._tell(repaired_words(name, problems))
            return checked
        except Exception as exc:  # whatever a stored document holds, it never stops the table
            why = str(exc) if isinstance(exc, ValueError) else "it could not be read"
            self.set_aside(name, text, why[:200])
            return _copy(default)

    @property
    def newer(self) -> bool:
        """A newer version of the game has saved in this browser."""
        return bool(self.newer_keys)

    def is_newer(self, name: str) -> bool:
        """A newer version wrote document `name`: this page leaves it as it is."""
        return self.key(name) in self.newer_keys

    def why_unkept(self, name: str) -> str:
        """Why document `name` is not reaching storage: "newer", "refused" or "full"."""
        if self.is_newer(name):
            return "newer"
        return "refused" if not self.working or self.storage is None or self.key(name) in self.held else "full"

    def saw_newer(self, key: str, why: str) -> None:
        """A newer version of the game wrote `key`: from now on this page never writes it."""
        if key not in self.newer_keys:
            self.details.append(f"{key} was {why}; this page leaves it as it is")
        self.newer_keys.add(key)
        self._tell(_(NEWER))

    def decode(self, name: str, text: str) -> Doc:
        parsed = parse(text)
        if not isinstance(parsed, dict):
            raise Unreadable("not a JSON object")
        doc: Doc = parsed
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

    def save(self, name: str, doc: Mapping[str, object]) -> bool:
        """Write `doc` (stamped with the current version). True if it reached storage. A stored
        copy of a newer schema, written since this page last wrote, is never written over."""
        stamped = {**doc, "v": VERSIONS[name]}
        try:
            text = json.dumps(stamped, separators=(",", ":"), allow_nan=False)
        except (TypeError, ValueError):
            return False
        key = self.key(name)
        stored = self.get_raw(key)
        if stored is not None and stored != self.wrote.get(key) and stored != text and _is_newer(self, name, stored):
            self.saw_newer(key, "saved by a newer version of the game")
        return self.set_raw(key, text)

    def remove(self, name: str) -> None:
        self.remove_raw(self.key(name))

    # ---- backups --------------------------------------------------------------------------------

    def backup_base(self) -> str:
        return BACKUP.replace(PREFIX, self.prefix, 1)

    def backups(self) -> list[Backup]:
        """Every document set aside, oldest first (undated ones first of all)."""
        base = self.backup_base()
        out: list[Backup] = []
        for key in self.keys():
            if not key.startswith(base):
                continue
            parts = key[len(base):].split(".")
            if parts[0] not in VERSIONS:
                continue
            dated = len(parts) == 3 and _DAY.fullmatch(parts[1]) is not None
            number = parts[-1] if len(parts) > 1 else ""
            out.append(Backup(key, parts[0], parts[1] if dated else "",
                              int(number) if number.isdigit() and len(number) < 6 else 0))
        return sorted(out, key=lambda b: b.order)

    def keep_copy(self, name: str, text: str) -> str | None:
        """Keep a document under a new dated backup key (one already kept with the same text is
        reused): a backup is never overwritten. With MAX_BACKUPS kept, the new copy takes the place of
        one identical to the document in place, else of the oldest. Returns the key, or None when it
        could not be kept (storage refused)."""
        mine = [b for b in self.backups() if b.name == name]
        for b in mine:
            if self.get_raw(b.key) == text:
                return b.key
        if len(mine) >= MAX_BACKUPS and not self.make_room(name, mine):
            return None
        numbers = [b.number for b in mine if b.day == self.today]
        key = f"{self.backup_base()}{name}.{self.today}.{max(numbers, default=0) + 1}"
        return key if self.set_raw(key, text) else None

    def make_room(self, name: str, mine: list[Backup]) -> bool:
        """Remove copies of `name` until fewer than MAX_BACKUPS are kept: first those identical to
        the document in place (nothing is lost with them), then the oldest. False if storage refused."""
        current = self.get_raw(self.key(name))
        order = sorted(mine, key=lambda b: (self.get_raw(b.key) != current, b.order))
        for b in order[:len(mine) - MAX_BACKUPS + 1]:
            self.remove_raw(b.key)
            if self.get_raw(b.key) is not None:
                return False
            self.details.append(f"{b.key} removed to make room for a newer copy of {name}")
        return True

    def set_aside(self, name: str, text: str, why: str) -> None:
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
        self._tell(lost_words(name))


def _is_newer(store: Store, name: str, text: str) -> bool:
    try:
        store.decode(name, text)
    except Newer:
        return True
    except Exception:
        return False
    return False


def _copy(value: T) -> T:
    """A deep copy of a JSON-able default, so the caller's own is never changed."""
    if value is None:
        return value
    copied: T = json.loads(json.dumps(value))
    return copied
