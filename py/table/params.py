"""The page's URL parameters, read as data: each is parsed and checked, never written as markup.

Pure Python. A parameter that does not parse falls back to its default; the ones a player could
have typed by hand say so in words.
"""

from __future__ import annotations

import re

from .documents import is_day

MAX_SEED = 64
# ASCII digits only: str.isdigit() also takes "²" and "①", which int() then refuses.
WHOLE = re.compile(r"-?[0-9]{1,11}")


def whole(text, default: int, lo: int, hi: int) -> int:
    """A whole number in [lo, hi]; anything else is the default."""
    if text is None or not WHOLE.fullmatch(str(text).strip()):
        return default
    return max(lo, min(hi, int(str(text).strip())))


def seed(text):
    """A seed: digits become a number, other short printable text stays text; else None."""
    if text is None or text == "" or len(text) > MAX_SEED or not text.isprintable():
        return None
    return text


def daily_date(text, today: str) -> tuple[str, str]:
    """The Daily match's date and, when `text` was not a real YYYY-MM-DD date, the words saying
    today's is used instead."""
    if text is None or text == "":
        return today, ""
    if is_day(text):
        return text, ""
    return today, "The date in the page's address is not a real date (YYYY-MM-DD), so the Daily match is today's."
