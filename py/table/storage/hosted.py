"""The game's saved data kept with a games portal's host too: CrazyGames' data module, YouTube
Playables' saveData and loadData (browser/hosts.py reaches them, through static/host.js).

`Hosted` is the Store's storage (store.KeyValueStorage) in a portal build whose host keeps data. The
game's keys (PREFIX) are held by the page, written through to localStorage as before, and go to the
host together as one text, the envelope ``{"v": 1, "at": <ms>, "keys": {key: text}}``: the same
documents and backups, read back through the same Store (its checks, migrations, backups and
newer-version guard) wherever they came from.

- Nothing waits for the host: the page starts from localStorage (or nothing), and the host's copy
  is taken when it arrives, document by document. A document this page has written keeps the page's
  copy; one changed only on the host (another device) is taken; one changed on both sides is the
  newer's, and the other copy is set aside as a dated backup, which Settings can bring back
  (bring_back.py), but for the coins and records, whose two copies are merged as Bring back
  merges them (a first visit on a new device writes a fresh profile before the host answers). The page is told which documents changed, as when another tab writes them.
- Writes are batched: a change waits QUIET_MS for the ones that follow it, the host hears at most one
  batch every GAP_MS and one at a time (YouTube allows one save in flight; CrazyGames debounces its
  own writes by a second).
- A host that refuses or throws (an ad blocker, CrazyGames "disabled" on another site, a quota) is not
  asked again this visit: localStorage stays the store. The player is told only when something they
  did is kept nowhere (localStorage refused it too).
- An envelope of a newer schema is left as it is: this page never writes the host again.

Pure Python: the host, the timer and the clock are handed in (unit tests use fakes).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

from table.language.catalogue import N_, _
from table.storage import documents
from table.storage.bring_back import MERGES, READ, brought, readable
from table.storage.host_copy import HostData, HostNewer, read_envelope, write_envelope
from table.storage.json_text import Unreadable, parse
from table.storage.store import PREFIX, VERSIONS, KeyValueStorage, Store

QUIET_MS = 1000         # a change waits this long for those that follow it: one batch
GAP_MS = 5000           # the host hears at most one batch this often
META = "hosted"         # under the prefix: this browser's note of the host's copy (never sent)
UNREAD = "hosted.unread"  # under the prefix: a host's copy this version cannot read, kept in the browser

HOST_REFUSED = N_("This site did not keep your latest progress, and this browser does not let the game save: it "
                  "will be gone once you leave.")
HOST_NEWER = N_("A newer version of Dominoes keeps your progress on this site: this page saves it in this browser "
                "only. Reload to play the newer version.")
SET_ASIDE = N_("Your progress differed between this browser and this site: the older copy is set aside, and "
               "Settings can bring it back.")

# Told when the host's copy settled: the keys taken from it, and whether anything is to be said.
Heard = Callable[[list[str]], object]


class Hosted:
    """The game's keys in the page, in localStorage (`local`, None where the browser refuses it) and
    with the host."""

    def __init__(self, local: KeyValueStorage | None, host: HostData, later: Callable[[int, Callable[[], object]], object],
                 now: Callable[[], float], prefix: str = PREFIX) -> None:
        self.local = local
        self.host = host
        self.later = later            # runs a callback after so many ms
        self.now = now                # ms since the epoch: the envelope's stamp
        self.prefix = prefix
        self.store: Store | None = None   # the store over this storage: backups, messages
        self.heard: Heard = lambda keys: None
        self.items: dict[str, str] = {}
        self.changed = 0.0            # when the page's data last changed
        self.synced = 0.0             # the stamp of the host's copy the browser's last matched
        self.state = "waiting"        # for the host's copy; then "up", "refused" or "newer"
        self.touched: set[str] = set()   # keys this page wrote: never taken from the host
        self.dirty = False            # changes the host has not been sent
        self.sending = False
        self.timer = 0                # the batch timer waiting (its number; 0: none)
        self.timers = 0
        self.sent_at = 0.0            # when the latest batch went (ms since the epoch)
        self.only_here = 0            # changes localStorage refused that the host does not hold yet
        self.unstored: set[str] = set()   # keys whose latest write localStorage refused: the page's copy counts
        self._read_local()

    # ---- localStorage ---------------------------------------------------------------------------

    def _read_local(self) -> None:
        local = self.local
        if local is None:
            return
        try:
            found = [local.key(i) for i in range(int(local.length))]
            for key in found:
                if isinstance(key, str) and self.ours(key):
                    value = local.getItem(key)
                    if isinstance(value, str):
                        self.items[key] = value
            meta = parse(local.getItem(self.prefix + META) or "{}")
        except Exception:
            meta = {}
        if isinstance(meta, dict) and all(isinstance(meta.get(k), (int, float)) for k in ("changed", "synced")):
            self.changed, self.synced = float(meta["changed"]), float(meta["synced"])
        elif self.documents(self.items):
            self.changed = 1.0   # kept before the host was: changed since, at an unknown time

    def fresh(self) -> dict[str, str]:
        """The game's keys as they are now: localStorage's (another tab of the game may have
        written it since), but those whose latest write it refused, which only the page holds."""
        local = self.local
        if local is None:
            return self.items
        try:
            found = {k: local.getItem(k) for k in (local.key(i) for i in range(int(local.length)))
                     if isinstance(k, str) and self.ours(k)}
        except Exception:
            return self.items
        kept = {k: v for k, v in found.items() if isinstance(v, str) and k not in self.unstored}
        self.items = {**kept, **{k: v for k, v in self.items.items() if k in self.unstored}}
        return self.items

    def _local(self, call: Callable[[KeyValueStorage], object]) -> bool:
        if self.local is None:
            return False
        try:
            call(self.local)
            return True
        except Exception:
            return False

    def _note(self) -> None:
        note = json.dumps({"changed": self.changed, "synced": self.synced})
        self._local(lambda local: local.setItem(self.prefix + META, note))

    def ours(self, key: str) -> bool:
        """A key the host keeps too: the game's, but this note of the host's copy."""
        return key.startswith(self.prefix) and key not in (self.prefix + META, self.prefix + UNREAD)

    def documents(self, keys: dict[str, str]) -> bool:
        return any(self.prefix + name in keys for name in VERSIONS)

    # ---- the storage the Store uses ------------------------------------------------------------

    @property
    def length(self) -> int:
        return len(self.fresh())

    def key(self, index: int) -> str | None:
        keys = sorted(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    def getItem(self, key: str) -> object:
        if not self.ours(key):
            return self.local.getItem(key) if self.local is not None else None
        if self.local is not None and key not in self.unstored:
            try:
                value = self.local.getItem(key)
            except Exception:
                return self.items.get(key)
            if isinstance(value, str):
                self.items[key] = value
            else:
                self.items.pop(key, None)
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        if not self.ours(key):
            if self.local is None:
                raise PermissionError("no localStorage")
            self.local.setItem(key, value)
            return
        if self.getItem(key) == value:
            return
        self._write(key, self._local(lambda local: local.setItem(key, value)))
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        if not self.ours(key):
            if self.local is not None:
                self.local.removeItem(key)
            return
        if self.getItem(key) is None:
            return
        self._write(key, self._local(lambda local: local.removeItem(key)))
        self.items.pop(key, None)

    def _write(self, key: str, kept: bool) -> None:
        """A change of `key`, which localStorage `kept` or not: it raises, as localStorage would,
        when neither localStorage nor the host will keep it."""
        if not kept and self.local is not None and self.state in ("refused", "newer"):
            raise OSError("localStorage refused the write, and the host keeps nothing")
        if not kept:
            self.only_here += 1
            self.unstored.add(key)
        else:
            self.unstored.discard(key)
        self.touched.add(key)
        self.changed = max(self.now(), self.changed + 1)
        self.dirty = True
        self._note()
        self._schedule()

    # ---- the host's copy arrives ------------------------------------------------------------------

    def start(self) -> None:
        """Ask the host for its copy (once, when the menu is up)."""
        try:
            self.host.load(self._loaded)
        except Exception as exc:
            self.refused(f"its load threw: {exc}")

    def _loaded(self, ok: bool, text: str | None) -> None:
        if self.state != "waiting":
            return
        if not ok:
            self.refused(f"it refused to load ({text})")
            return
        try:
            found = read_envelope(text, max(self.host.limit, 1))
        except HostNewer as exc:
            self.state = "newer"
            self._detail(f"the host's copy was written by a newer version ({exc}); it is left as it is")
            self._say(_(HOST_NEWER))
            self.heard([])
            return
        except Unreadable as exc:
            self._local(lambda local: local.setItem(self.prefix + UNREAD, text or ""))
            self._detail(f"the host's copy could not be read ({exc}); it is kept under {self.prefix + UNREAD}")
            found = None
        self.state = "up"
        taken = self.merge(found) if found is not None else []
        if found is None and self.items:
            self.dirty = True
        self._note()
        self._schedule()
        self.heard(taken)

    def merge(self, found: tuple[float, dict[str, str]]) -> list[str]:
        """Take the host's copy, key by key; what loses a conflict is set aside. The keys taken."""
        at, keys = found
        host_moved = at != self.synced
        local_moved = self.changed > self.synced
        taken: list[str] = []
        aside: list[tuple[str, str]] = []
        for key in sorted(set(keys) | set(self.fresh())):
            theirs, mine = keys.get(key), self.items.get(key)
            if theirs == mine or not self.ours(key):
                continue
            name = key[len(self.prefix):]
            if name not in VERSIONS:   # a backup, or a key of another version's: both kept
                if mine is None:
                    self._take(key, theirs)
                elif theirs is not None and name.startswith("backup."):
                    aside.append((name.split(".")[1], theirs))
                continue
            if key in self.touched or not host_moved:
                keep_mine, loser = True, theirs if key in self.touched and host_moved else None
            elif not local_moved or mine is None:
                keep_mine, loser = False, None
            else:
                keep_mine = self.changed > at
                loser = theirs if keep_mine else mine
            if loser is not None and self._merged(name, mine, theirs):
                taken.append(key)
                continue
            if loser is not None:
                aside.append((name, loser))
            if not keep_mine:
                self._take(key, theirs)
                taken.append(key)
        self.synced = at
        if not local_moved and not aside and self.items == keys:
            self.changed = at
        else:
            self.changed = max(self.changed, at + 1)
            self.dirty = True
        if aside and self.store is not None:
            for name, text in aside:
                if name in VERSIONS:
                    self.store.keep_copy(name, text)
            self._say(_(SET_ASIDE))
            self._detail(f"the host's copy and this browser's differed: {len(aside)} set aside")
        return taken

    def _merged(self, name: str, mine: str | None, theirs: str | None) -> bool:
        """Both copies of a document that merges (bring_back.MERGES: the coins and records) made
        one, so neither is lost; False when it does not merge, or either cannot be read."""
        store = self.store
        if name not in MERGES or store is None or mine is None or theirs is None:
            return False
        checks = documents.checks(store.today)
        (how, doc), (how_theirs, doc_theirs) = readable(store, name, mine, checks), readable(store, name, theirs, checks)
        if how not in READ or how_theirs not in READ:
            return False
        merged = brought(name, doc_theirs, doc, checks)
        return isinstance(merged, Mapping) and store.save(name, merged)

    def _take(self, key: str, text: str | None) -> None:
        if text is None:
            self.items.pop(key, None)
            self._local(lambda local: local.removeItem(key))
        else:
            self.items[key] = text
            if self._local(lambda local: local.setItem(key, text)):
                self.unstored.discard(key)
            else:
                self.unstored.add(key)

    # ---- to the host --------------------------------------------------------------------------

    def _schedule(self) -> None:
        if self.state != "up" or self.timer or self.sending or not self.dirty:
            return
        self.timers += 1
        self.timer = number = self.timers
        wait = max(QUIET_MS, int(self.sent_at + GAP_MS - self.now()))
        self.later(wait, lambda: self._due(number))

    def _due(self, number: int) -> None:
        if number == self.timer:
            self.flush()

    def flush(self) -> None:
        """Send what changed now (the batch's time is up, or the page is being hidden)."""
        self.timer = 0
        if self.state != "up" or self.sending or not self.dirty:
            return
        text = self.envelope()
        if text is None:
            self.refused("the game's data is larger than the host keeps")
            return
        self.sending, self.dirty, self.sent_at = True, False, self.now()
        stamp, unkept = self.changed, self.only_here
        try:
            self.host.save(text, lambda ok, why: self._saved(ok, why, stamp, unkept))
        except Exception as exc:
            self._saved(False, f"its save threw: {exc}", stamp, unkept)

    def _saved(self, ok: bool, why: str | None, stamp: float, unkept: int) -> None:
        self.sending = False
        if not ok:
            self.refused(f"it refused a save ({why})")
            return
        self.synced = stamp
        self.only_here -= unkept
        self._note()
        self._schedule()

    def envelope(self) -> str | None:
        """Everything the host keeps, as one text (host_copy.write_envelope)."""
        return write_envelope(self.fresh(), self.changed, self.prefix + "backup.", self.host.limit)

    # ---- a host that refuses ------------------------------------------------------------------

    def refused(self, why: str) -> None:
        """The host refused or threw: from now on localStorage is the store."""
        if self.state in ("refused", "newer"):
            return
        self.state = "refused"
        self.sending = False
        self._detail(f"the host keeps nothing: {why}; this browser's storage is the game's")
        if self.only_here or (self.local is None and self.touched):
            self._say(_(HOST_REFUSED))
        self.heard([])

    def _detail(self, text: str) -> None:
        if self.store is not None:
            self.store.details.append(text)

    def _say(self, text: str) -> None:
        if self.store is not None:
            self.store._tell(text)


def open_hosted(local: KeyValueStorage | None, host: HostData, later: Callable[[int, Callable[[], object]], object],
                now: Callable[[], float], framed: bool = False, today: str = "") -> tuple[Store, Hosted]:
    """A Store whose documents the host keeps too; `start()` the Hosted once the menu is up."""
    hosted = Hosted(local, host, later, now)
    store = Store(hosted, framed=framed, today=today)
    hosted.store = store
    return store, hosted
