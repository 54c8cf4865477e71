"""The Formats port (table/language/formats.py) by the browser's Intl, in the language the table
speaks at the moment of asking (catalogue.current()): a language picked mid-game is used at once.
A day with a short month; a wait as hours and minutes in the units' short forms, listed as the
language lists units (Intl.DurationFormat is younger than the browsers the game runs on); lists
by Intl.ListFormat. Where the browser lacks one of these or refuses the language, English."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

import js
from pyodide.ffi import to_js

from table.language.catalogue import current
from table.language.formats import ENGLISH

# Each format's Intl constructor and options, by name.
KINDS: dict[str, tuple[str, dict[str, str]]] = {
    "number": ("NumberFormat", {}),
    "day": ("DateTimeFormat", {"day": "numeric", "month": "short", "year": "numeric", "timeZone": "UTC"}),
    "day-month": ("DateTimeFormat", {"day": "numeric", "month": "short", "timeZone": "UTC"}),
    "hours": ("NumberFormat", {"style": "unit", "unit": "hour", "unitDisplay": "short"}),
    "minutes": ("NumberFormat", {"style": "unit", "unit": "minute", "unitDisplay": "short"}),
    "units": ("ListFormat", {"type": "unit", "style": "narrow"}),
    "and": ("ListFormat", {"type": "conjunction"}),
    "or": ("ListFormat", {"type": "disjunction"}),
}


class IntlFormats:
    def __init__(self) -> None:
        self._made: dict[tuple[str, str], Any] = {}

    def _intl(self, kind: str) -> Any:
        """The Intl formatter of `kind` for the language spoken, made once; None where the browser
        cannot make it (no such constructor, a language it refuses)."""
        code = current().code
        if (code, kind) not in self._made:
            maker, options = KINDS[kind]
            try:
                made = getattr(js.Intl, maker).new(code, to_js(options, dict_converter=js.Object.fromEntries))
            except Exception:
                made = None
            self._made[(code, kind)] = made
        return self._made[(code, kind)]

    def _said(self, kind: str, value: Any) -> str | None:
        intl = self._intl(kind)
        return None if intl is None else str(intl.format(value))

    def number(self, value: int) -> str:
        return self._said("number", value) or ENGLISH.number(value)

    def day(self, day: date, year: bool = True) -> str:
        moment = js.Date.new(0)
        moment.setUTCFullYear(day.year, day.month - 1, day.day)  # Date.UTC reads years 0-99 as 19xx
        return self._said("day" if year else "day-month", moment) or ENGLISH.day(day, year)

    def wait(self, hours: int, minutes: int) -> str:
        shown = ([("hours", hours)] if hours else []) + ([("minutes", minutes)] if minutes or not hours else [])
        parts = [self._said(kind, n) for kind, n in shown]
        if None in parts:
            return ENGLISH.wait(hours, minutes)
        return self._said("units", to_js(parts)) or ENGLISH.wait(hours, minutes)

    def and_list(self, items: Sequence[str]) -> str:
        return self._said("and", to_js(list(items))) or ENGLISH.and_list(items)

    def or_list(self, items: Sequence[str]) -> str:
        return self._said("or", to_js(list(items))) or ENGLISH.or_list(items)
