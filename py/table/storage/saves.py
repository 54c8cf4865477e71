"""The game save and which tab plays it.

The match in progress is written after every move (`Match.to_json()` plus the table's settings,
names, last words and fresh tile, and the id of the tab that wrote it). One game is saved at a
time and it is played in one tab at a time: a tab writes the save only while the stored copy is
the one it wrote last; once another tab has written it, this tab has lost the game (it stops,
writes nothing, and offers to take it back). Continue in a second tab asks first while the tab that
saved the game is still open (tabs.py knows which are).

No DOM here: the store and the tabs are handed in, so this runs on CPython with fakes of both.
"""

from __future__ import annotations

from table.storage import documents
from table.storage.store import parse


FINISHED = "Your last game had ended before its result was saved: it is recorded now."


class Saves:
    def __init__(self, store, tabs, tell=lambda: None, settle=None):
        self.store = store
        self.tabs = tabs
        self.tell = tell        # shows the store's messages (a refused write, a repaired document)
        self.settle = settle    # coins.Coins.settle: records a finished game found in storage
        self.written = None     # the game save as this tab last wrote it (None: not this tab's game)
        self.lost = False       # another tab took this game over: nothing is saved or played here
        self._match = None

    @property
    def key(self) -> str:
        return self.store.key("game")

    def load(self):
        """The latest game in progress, checked field by field and replayed (documents.check_game):
        (document, match), or None when there is none to continue."""
        doc = self.store.load("game", None, self._check)
        match, self._match = self._match, None
        if doc and match.is_over:
            self.finish_stored(doc, match)
            return None
        return (doc, match) if doc else None

    def finish_stored(self, doc, match) -> None:
        """A finished game left in storage (the page closed after its last move was saved, before
        its result was): its result is recorded once (profile.settled knows it by its id), then it
        is cleared. It stays while the profile cannot be written."""
        cfg, names = doc["table"]["cfg"], doc["table"]["names"]
        if self.settle is None or "id" not in cfg:
            return
        outcome = self.settle(match, cfg, names)
        if not outcome["kept"]:
            return
        if outcome.get("result") or outcome.get("recorded"):
            self.store._tell(FINISHED)
        self.store.remove("game")
        self.tell()

    def _check(self, doc):
        out, problems, self._match = documents.check_game(doc)
        return out, problems

    def saved(self) -> bool:
        """A game is saved (here or by another tab; in memory too, when storage refuses)."""
        return self.store.get_raw(self.key) is not None

    def save(self, s):
        """After every move: the match and the table state. None when there is nothing to save (no
        game, or a lesson, which is never a game to continue); False when this tab has lost the
        game to another one (nothing is written); True once saved. A finished match is saved too:
        its result is recorded next (endings.Results), and only then is the save cleared."""
        if s.match is None or s.lesson is not None:
            return None
        if self.lost:
            return False
        stored = self.store.get_raw(self.key)
        if not self.mine(stored):
            return False
        if self.written is not None and stored not in (None, self.written):  # garbage: kept, then replaced
            self.store.keep_copy("game", stored)
        self.store.save("game", {
            "match": s.match.to_json(), "tab": self.tabs.id,
            "table": {"cfg": dict(s.cfg), "names": list(s.names), "last": s.last,
                      "fresh": list(s.fresh) if s.fresh else None},
        })
        self.written = self.store.get_raw(self.key)
        self.tell()
        return True

    def clear(self):
        """The match is over and its result recorded: nothing to continue."""
        self.store.remove("game")
        self.written = None

    def still_mine(self) -> bool:
        """The stored save is the one this tab wrote last (or this tab starts a new one)."""
        return self.mine(self.store.get_raw(self.key))

    def mine(self, stored) -> bool:
        """Whether `stored`, the save's text as read now, leaves this tab its game: the one it wrote
        last, or text that is no game save at all (another writer's garbage)."""
        if self.written is None:
            return True
        return stored == self.written or (stored is not None and not is_game_save(stored))

    def taken_elsewhere(self) -> bool:
        """Another tab wrote over this tab's game."""
        return self.written is not None and not self.still_mine()

    def own(self):
        """This tab plays the game in memory now (a new one, or one taken over): its next save is
        written whatever the stored one holds."""
        self.lost = False
        self.written = None

    def open_elsewhere(self, doc) -> bool:
        """The save `doc` was written by another tab that is still open: ask before taking it."""
        tab = doc.get("tab") if isinstance(doc, dict) else None
        return tab != self.tabs.id and self.tabs.is_open(tab)

    def stored(self):
        """The stored save as JSON, unchecked (None when there is none or it is not JSON)."""
        try:
            return parse(self.store.get_raw(self.key) or "null")
        except Exception:
            return None

    def played_elsewhere(self) -> bool:
        """The stored game (whatever state it is in) belongs to another open tab: a new game here
        would end it."""
        return self.open_elsewhere(self.stored())


def is_game_save(text: str) -> bool:
    """`text` reads as a game save of some tab (whatever its state), not garbage."""
    try:
        doc = parse(text)
    except Exception:
        return False
    return isinstance(doc, dict) and isinstance(doc.get("match"), dict) and isinstance(doc.get("table"), dict)
