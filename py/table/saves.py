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

from . import documents
from .store import parse


class Saves:
    def __init__(self, store, tabs, tell=lambda: None):
        self.store = store
        self.tabs = tabs
        self.tell = tell        # shows the store's messages (a refused write, a repaired document)
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
        return (doc, match) if doc else None

    def _check(self, doc):
        out, problems, self._match = documents.check_game(doc)
        return out, problems

    def saved(self) -> bool:
        """A game is saved (here or by another tab; in memory too, when storage refuses)."""
        return self.store.get_raw(self.key) is not None

    def save(self, s):
        """After every move: the match and the table state. None when there is nothing to save (no
        game, or a lesson, which is never a game to continue); False when this tab has lost the
        game to another one (nothing is written); True once saved, or cleared at the match's end."""
        if s.match is None or s.lesson is not None:
            return None
        if self.lost or not self.still_mine():
            return False
        if s.match.is_over:
            self.clear()
            return True
        self.store.save("game", {
            "match": s.match.to_json(), "tab": self.tabs.id,
            "table": {"cfg": dict(s.cfg), "names": list(s.names), "last": s.last,
                      "fresh": list(s.fresh) if s.fresh else None},
        })
        self.written = self.store.get_raw(self.key)
        self.tell()
        return True

    def clear(self):
        """The match is over: nothing to continue (first, on a full storage, to make room)."""
        self.store.remove("game")
        self.written = None

    def still_mine(self) -> bool:
        """The stored save is the one this tab wrote last (or this tab starts a new one)."""
        return self.written is None or self.store.get_raw(self.key) == self.written

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
