"""The game save and which tab plays it.

The match in progress is written after every move (`Match.to_json()` plus the table's settings,
names, last words and fresh tile, and the id of the tab that wrote it). One game is saved at a
time and it is played in one tab at a time: a tab writes the save only while the stored copy is
the one it wrote last; once another tab has written it, this tab has lost the game (it stops,
writes nothing, and offers to take it back). Continue in a second tab asks first while the tab that
saved the game is still open (browser/tabs.py knows which are).

No DOM here: the store and the tabs are handed in, so this runs on CPython with fakes of both.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from table.language.catalogue import N_, _
from table.storage import documents
from table.storage.coins import Settled
from table.storage.documents import GameDoc
from table.storage.json_text import parse
from table.storage.store import Store
from table.storage.words import MOVES_NOT_KEPT

if TYPE_CHECKING:
    from domino import Match


FINISHED = N_("Your last game had ended before its result was saved: it is recorded now.")


class Tabs(Protocol):
    """The page's tabs (tabs.py): this tab's id, and which others are open."""

    @property
    def id(self) -> str: ...

    def is_open(self, tab: object) -> bool: ...


class SavedMatch(Protocol):
    """The match as a save holds it (domino.Match.to_json)."""

    def to_json(self) -> Mapping[str, object]: ...


class Table(Protocol):
    """What a game save is written from: the session."""

    @property
    def match(self) -> SavedMatch | None: ...

    @property
    def lesson(self) -> str | None: ...

    @property
    def cfg(self) -> Mapping[str, object]: ...

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def last(self) -> str: ...

    @property
    def fresh(self) -> Sequence[int] | None: ...


Settle = Callable[["Match", Mapping[str, object], Sequence[str]], Settled]


class Saves:
    def __init__(self, store: Store, tabs: Tabs, tell: Callable[[], None] = lambda: None,
                 settle: Settle | None = None) -> None:
        self.store = store
        self.tabs = tabs
        self.tell = tell        # shows the store's messages (a refused write, a repaired document)
        self.settle = settle    # coins.Coins.settle: records a finished game found in storage
        self.written: str | None = None   # the game save as this tab last wrote it (None: not this tab's game)
        self.lost = False       # another tab took this game over: nothing is saved or played here
        self.kept = True        # the latest save reached storage
        self.warned = False     # the table said this game's moves are not kept
        self._match: Match | None = None

    @property
    def key(self) -> str:
        return self.store.key("game")

    def load(self) -> tuple[GameDoc, Match] | None:
        """The latest game in progress, checked field by field and replayed (documents.check_game):
        (document, match), or None when there is none to continue."""
        doc = self.store.load("game", None, self._check)
        match, self._match = self._match, None
        if doc is None or match is None:
            return None
        if match.is_over:
            self.finish_stored(doc, match)
            return None
        return doc, match

    def finish_stored(self, doc: GameDoc, match: Match) -> None:
        """A finished game left in storage (the page closed after its last move was saved, before
        its result was): its result is recorded once (profile.settled knows it by its id), then it
        is cleared. It stays while the profile cannot be written."""
        cfg = doc["table"]["cfg"]
        if self.settle is None or "id" not in cfg:
            return
        outcome = self.settle(match, cfg, doc["table"]["names"])
        if not outcome["kept"]:
            return
        if outcome.get("result") or outcome.get("recorded"):
            self.store._tell(_(FINISHED))
        self.store.remove("game")
        self.tell()

    def _check(self, doc: object) -> tuple[GameDoc, list[str]]:
        out, problems, self._match = documents.check_game(doc)
        return out, problems

    def saved(self) -> bool:
        """A game is saved (here or by another tab; in memory too, when storage refuses)."""
        return self.store.get_raw(self.key) is not None

    def save(self, s: Table) -> bool | None:
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
        self.kept = self.store.save("game", {
            "match": s.match.to_json(), "tab": self.tabs.id,
            "table": {"cfg": dict(s.cfg), "names": list(documents.typed_of(s.cfg, len(s.names))), "last": s.last,
                      "fresh": list(s.fresh) if s.fresh else None},
        })
        self.written = self.store.get_raw(self.key)
        self.tell()
        return True

    def unkept_news(self) -> str | None:
        """Once a game, when its latest save did not reach storage: why, for the table's note."""
        if self.kept or self.warned:
            return None
        self.warned = True
        return _(MOVES_NOT_KEPT[self.store.why_unkept("game")])

    def clear(self) -> None:
        """The match is over and its result recorded: nothing to continue."""
        self.store.remove("game")
        self.written = None

    def still_mine(self) -> bool:
        """The stored save is the one this tab wrote last (or this tab starts a new one)."""
        return self.mine(self.store.get_raw(self.key))

    def mine(self, stored: str | None) -> bool:
        """Whether `stored`, the save's text as read now, leaves this tab its game: the one it wrote
        last, or text that is no game save at all (another writer's garbage)."""
        if self.written is None:
            return True
        return stored == self.written or (stored is not None and not is_game_save(stored))

    def taken_elsewhere(self) -> bool:
        """Another tab wrote over this tab's game."""
        return self.written is not None and not self.still_mine()

    def own(self) -> None:
        """This tab plays the game in memory now (a new one, or one taken over): its next save is
        written whatever the stored one holds."""
        self.lost = False
        self.written = None
        self.warned = False

    def open_elsewhere(self, doc: object) -> bool:
        """The save `doc` was written by another tab that is still open: ask before taking it."""
        tab = doc.get("tab") if isinstance(doc, dict) else None
        return tab != self.tabs.id and self.tabs.is_open(tab)

    def stored(self) -> object:
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
