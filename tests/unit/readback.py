"""A storage that reads back every document the game writes, with the game's own checks.

`ReadBack` is the fake localStorage of fakes.py that, on every write of one of the game's documents
(the game save, the profile, the settings, the tutorial record) or of a copy set aside, decodes it as
the store does and runs that document's check (documents.checks): a write its own check refuses or
repairs is a defect, kept in `refused` for the test to assert on. Nothing is faked in the check: the
same store, migrations and checks a page uses.
"""

from __future__ import annotations

from fakes import TODAY, FakeStorage
from table.storage import documents
from table.storage.store import BACKUP, PREFIX, VERSIONS, Store

class Ledger:
    """The documents the pages of one unit test wrote (through fakes.table's store), read back:
    each profile, settings and tutorial record as it is written, and the latest game save of each
    test (a save replays its whole match: every one of them would cost the suite minutes; the
    round-trip property reads back every save of its random games)."""

    def __init__(self) -> None:
        self.checked = 0
        self.refused: list[str] = []
        self.games: dict[str, tuple[str, str]] = {}   # key -> (text, today) of the latest game save

    def wrote(self, key: str, name: str, text: str, today: str) -> None:
        if name == "game":
            self.games[key] = (text, today)
        else:
            self.check(key, name, text, today)

    def check(self, key: str, name: str, text: str, today: str) -> None:
        self.checked += 1
        why = refusal(name, text, today)
        if why:
            self.refused.append(f"{key}: {why}")

    def close(self) -> list[str]:
        """The latest game saves read back; every refusal of the test."""
        for key, (text, today) in self.games.items():
            self.check(key, "game", text, today)
        self.games.clear()
        return self.refused


LEDGER = Ledger()


class CheckedStore(Store):
    """The page's store, reading back what it writes (what the game writes, it reads back)."""

    def set_raw(self, key: str, text: str) -> bool:
        stored = super().set_raw(key, text)
        name = key[len(self.prefix):] if key.startswith(self.prefix) else None
        if name in VERSIONS:
            LEDGER.wrote(key, name, text, self.today)
        return stored


class ReadBack(FakeStorage):
    def __init__(self, items=None, today: str = TODAY) -> None:
        super().__init__(items)
        self.today = today
        self.refused: list[str] = []    # "<key>: <why>" for each write its own check would not accept as is
        self.checked = 0                # documents read back

    def setItem(self, key: str, value: str) -> None:
        super().setItem(key, value)
        name = self.document_of(key)
        if name is None:
            return
        if key.startswith(BACKUP):
            return  # a copy is what was there before, sound or not: it is checked when brought back
        self.checked += 1
        why = refusal(name, value, self.today)
        if why:
            self.refused.append(f"{key}: {why}")

    @staticmethod
    def document_of(key: str) -> str | None:
        if key.startswith(BACKUP):
            name = key[len(BACKUP):].split(".")[0]
        elif key.startswith(PREFIX):
            name = key[len(PREFIX):]
        else:
            return None
        return name if name in VERSIONS else None


def refusal(name: str, text: str, today: str = TODAY) -> str:
    """Why the game's own read of document `name` would not take `text` unchanged ('' when it would)."""
    store = Store(None, today=today)
    try:
        doc = store.decode(name, text)
        _, problems = documents.checks(today)[name](doc)
    except Exception as exc:  # the read would set it aside
        return f"refused ({exc})"
    return f"repaired ({'; '.join(problems)})" if problems else ""
