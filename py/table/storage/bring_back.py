"""Bringing back what the store set aside: only a copy this version can read, and only one that reads
other than the document in its place; the document it replaces goes aside in turn.

A copy this version cannot read (damaged, or refused by its document's check) or one a newer
version wrote stays where it is, and the player is told so: bringing it back would only set it aside
again, or stop the page saving. Pure Python over a store.Store.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from table.storage import profile
from table.storage.store import Backup, Newer, Store

READ = ("back", "repaired")   # how a copy this version can bring back reads
# Documents whose copy is merged with the one in place, never put over it: what either holds stays.
MERGES: dict[str, Callable[[Any, Any], Mapping[str, object]]] = {"profile": profile.merge}
# A document's check (documents.checks): the document as the table may use it, and its problems.
Check = Callable[[object], tuple[Mapping[str, object], list[str]]]


@dataclass(frozen=True)
class Brought:
    """What Bring back did with one document's copy: `back` in place, or left aside because this
    version cannot read it (`unreadable`), a newer version wrote it (`newer`), or storage refused."""

    name: str
    outcome: str   # "back", "unreadable", "newer" or "refused"


def readable(store: Store, name: str, text: str | None, checks: Mapping[str, Check]) -> tuple[str, object]:
    """How this version reads `text` as document `name`: ("newer" | "unreadable", None), or ("back" |
    "repaired", the document as its check gives it)."""
    if text is None:
        return "unreadable", None
    try:
        doc = store.decode(name, text)
    except Newer:
        return "newer", None
    except Exception:
        return "unreadable", None
    check = checks.get(name)
    if check is None:
        return "back", doc
    try:
        checked, problems = check(doc)
    except Exception:
        return "unreadable", None
    return ("repaired" if problems else "back"), checked


def restorable(store: Store, checks: Mapping[str, Check]) -> list[Backup]:
    """The copies worth bringing back, oldest first: the latest of each document on each day, when
    this version can read it and it reads other than the document in place."""
    latest: dict[tuple[str, str], Backup] = {}
    for b in store.backups():
        latest[(b.day, b.name)] = b
    out: list[Backup] = []
    for b in latest.values():
        how, doc = readable(store, b.name, store.get_raw(b.key), checks)
        if how not in READ:
            continue
        in_place = readable(store, b.name, store.get_raw(store.key(b.name)), checks)[1]
        if in_place is None or _plain(in_place) != _plain(brought(b.name, doc, in_place, checks)):
            out.append(b)
    return sorted(out, key=lambda b: b.order)


def brought(name: str, copy: object, in_place: object, checks: Mapping[str, Check]) -> object:
    """What bringing back `copy` puts in place: the copy, or merged with the document in place
    (MERGES), as its check gives it."""
    merge = MERGES.get(name)
    if merge is None or not isinstance(in_place, Mapping) or not isinstance(copy, Mapping):
        return copy
    merged = merge(in_place, copy)
    check = checks.get(name)
    return check(dict(merged))[0] if check is not None else merged


def unreadable(store: Store, checks: Mapping[str, Check]) -> bool:
    """Copies are kept that this version cannot bring back (damaged, or a newer version's)."""
    return any(readable(store, b.name, store.get_raw(b.key), checks)[0] not in READ for b in store.backups())


def bring_back(store: Store, day: str, checks: Mapping[str, Check], skip: frozenset[str] = frozenset()) -> list[Brought]:
    """Put back what was set aside on `day` (the latest copy of each document, but those in `skip`):
    the document now in its place is set aside first, and a copy is removed only once it is back. A
    copy its check repairs goes back repaired, as a read would store it, and the copy stays aside."""
    latest: dict[str, Backup] = {}
    for b in store.backups():
        if b.day == day and b.name not in skip:
            latest[b.name] = b
    out: list[Brought] = []
    for name, b in latest.items():
        text = store.get_raw(b.key)
        how, doc = readable(store, name, text, checks)
        if how not in READ or text is None or not isinstance(doc, Mapping):
            out.append(Brought(name, how))
            continue
        key = store.key(name)
        current = store.get_raw(key)
        in_place = readable(store, name, current, checks)[1]
        if current is not None and current != text and store.keep_copy(name, current) is None:
            out.append(Brought(name, "refused"))  # the document in its place could not be kept: it stays
            continue
        store.held.discard(key)
        result = brought(name, doc, in_place, checks)
        if (how == "repaired" or result is not doc) and isinstance(result, Mapping) and store.save(name, result):
            out.append(Brought(name, "back"))  # the copy stays aside: what is in place is not it
        elif how == "back" and store.set_raw(key, text):
            store.remove_raw(b.key)
            out.append(Brought(name, "back"))
        else:
            out.append(Brought(name, "refused"))
    return out


def _plain(doc: object) -> str:
    """A checked document as comparable text (its version aside)."""
    fields = {k: v for k, v in doc.items() if k != "v"} if isinstance(doc, Mapping) else doc
    return json.dumps(fields, sort_keys=True, default=str)
