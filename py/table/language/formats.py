"""How the player's language writes what is not a sentence: a number a player reads (its thousands),
a calendar day, a wait in hours and minutes, a list of names. Each language has its own ("1.234",
"5 déc. 2026", "a, b y c"), which the browser knows (Intl); a message holds what these give as a
value ("Next Daily in {wait}.").

The table asks through the port `Formats`. The browser's (table/browser/formats.py, Intl) is given
at start-up and follows the language spoken; `ENGLISH` writes them in pure Python as Intl writes
"en": what the unit tests see, and the fallback where the browser has no Intl. Pure Python.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Protocol

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


class Formats(Protocol):
    """What the table asks of the language spoken beyond its messages."""

    def number(self, value: int) -> str: ...                    # "1,234"

    def day(self, day: date, year: bool = True) -> str: ...     # "Dec 5, 2026"; without its year "Dec 5"

    def wait(self, hours: int, minutes: int) -> str: ...        # "5 hr 12 min"; a zero part left out

    def and_list(self, items: Sequence[str]) -> str: ...        # "a, b, and c"

    def or_list(self, items: Sequence[str]) -> str: ...         # "a, b, or c"


class English:
    """English as Intl writes "en" (a day with a short month, the units short, a list with its last
    comma), in pure Python."""

    def number(self, value: int) -> str:
        return f"{value:,}"

    def day(self, day: date, year: bool = True) -> str:
        return f"{MONTHS[day.month - 1]} {day.day}" + (f", {day.year}" if year else "")

    def wait(self, hours: int, minutes: int) -> str:
        parts = ([f"{hours:,} hr"] if hours else []) + ([f"{minutes:,} min"] if minutes or not hours else [])
        return " ".join(parts)

    def and_list(self, items: Sequence[str]) -> str:
        return _listed(items, "and")

    def or_list(self, items: Sequence[str]) -> str:
        return _listed(items, "or")


def _listed(items: Sequence[str], word: str) -> str:
    if len(items) < 3:
        return f" {word} ".join(items)
    return ", ".join(items[:-1]) + f", {word} " + items[-1]


ENGLISH = English()
_given: list[Formats] = [ENGLISH]


def give(formats: Formats) -> None:
    """The page's formats from now on (the browser's, at start-up)."""
    _given[0] = formats


def number(value: object) -> str:
    """A number a player reads, as the language writes it; anything else (a stored document may
    hold anything) as it is."""
    return _given[0].number(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


def day(value: date, year: bool = True) -> str:
    """A calendar day, as the language writes it (`year`: with its year)."""
    return _given[0].day(value, year)


def wait(hours: int, minutes: int) -> str:
    """A length of time in hours and minutes."""
    return _given[0].wait(hours, minutes)


def and_list(items: Sequence[str]) -> str:
    """Items said as one list, all of them: "a, b, and c"."""
    return _given[0].and_list(items) if items else ""


def or_list(items: Sequence[str]) -> str:
    """Items said as choices, one of them: "a, b, or c"."""
    return _given[0].or_list(items) if items else ""
