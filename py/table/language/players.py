"""The seats' names as the table shows them, from their roles: against the computer, the person at
the screen (seat 0) and the computers; at a shared device, the players, by the names they typed.

A stored game keeps roles and typed names, never these words ("You", "Computer 1", "Player 2"), so a
game saved in one language reads in any other, and no name stands for a role."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .catalogue import _


def seat_name(mode: str | None, seat: int, typed: str = "") -> str:
    """Seat `seat`'s name: "You" or "Computer N" against the computer; the name typed for it at a
    shared device, or "Player N" when none was."""
    if mode == "computer":
        return _("You") if seat == 0 else _("Computer {number}", number=seat)
    return typed or _("Player {number}", number=seat + 1)


def names(mode: str | None, players: int, typed: Sequence[str] = ()) -> tuple[str, ...]:
    """Every seat's name (`typed`: a shared device's names, '' for a seat with none, as
    storage.settings.typed_names cleans them)."""
    return tuple(seat_name(mode, seat, typed[seat] if seat < len(typed) else "") for seat in range(players))


# The key of an unnamed same-device seat's wins in the records: always these words, the ones schema 1
# kept, whatever language the table speaks, so a player's wins never split by the language they were
# won in. The records panel says it in the player's language (local_name).
UNNAMED = "Player {number}"
_UNNAMED = re.compile(r"Player ([1-9][0-9]?)")


def local_key(typed: str, seat: int) -> str:
    """Where a same-device seat's wins are kept: the name typed for it, or UNNAMED by its number."""
    return typed or UNNAMED.format(number=seat + 1)


def local_name(key: str) -> str:
    """A same-device record's key as the records panel shows it."""
    found = _UNNAMED.fullmatch(key)
    return seat_name("local", int(found.group(1)) - 1) if found else key
