"""The day a clock says, as YYYY-MM-DD, always a day Python's date can hold.

A browser's clock can say a year past 9999 (JS Date reaches 275760) or before year 1; Python's
date cannot hold those, and a day read from such a clock stopped the start. Every day the table
reads from a clock comes through here and is clamped to 0001-01-01 .. 9999-12-31: the game starts,
and a clock that far out plays its Daily as the nearest day (docs/rules.md §5). Pure functions: the
browser edge hands over the clock's parts or text.
"""

from __future__ import annotations

import re
import time
from datetime import MAXYEAR, MINYEAR, date as _date

FIRST, LAST = _date.min.isoformat(), _date.max.isoformat()
# Date.prototype.toISOString: YYYY-MM-DD, or a signed six-digit year outside 0000..9999
_ISO = re.compile(r"([+-][0-9]{6}|[0-9]{4})-([0-9]{2})-([0-9]{2})T")


def calendar_day(year: int, month: int, day: int) -> str:
    """A clock's calendar day from its parts (a JS Date's year, month 1-12, day of the month)."""
    if year < MINYEAR:
        return FIRST
    if year > MAXYEAR:
        return LAST
    return _date(year, month, day).isoformat()


def utc_day(iso: str) -> str:
    """The UTC day of a JS Date's toISOString() ("+010000-01-01T..." past 9999); text of no such
    form (none is expected) reads as Python's own clock's day."""
    m = _ISO.match(iso)
    if m is None:
        return local_day(time.time())
    return calendar_day(int(m.group(1)), int(m.group(2)), int(m.group(3)))


def local_day(seconds: float) -> str:
    """The local calendar day at Unix time `seconds` (Python's own clock)."""
    try:
        return _date.fromtimestamp(seconds).isoformat()
    except (OverflowError, ValueError, OSError):
        return LAST if seconds > 0 else FIRST


def today() -> str:
    """Python's own clock's local day."""
    return local_day(time.time())
