"""The Daily match's end, on its match-over card: the streak (the Records panel's count,
storage.profile.daily_streak) and when the next Daily comes, in the player's words.

A Daily is a UTC day's deal, so the next one comes at the next UTC midnight after it. The wait is
read from the clock when the card is shown; a clock moved back never makes it negative or longer
than a day. Pure functions, no DOM.
"""

from __future__ import annotations

from datetime import date, datetime, time, timezone

from table.language import formats
from table.language.catalogue import _, _n
from table.render.markup import Markup, html, join

DAY = 24 * 60 * 60


def seconds_to_next(day: str, now: float) -> int:
    """Seconds from `now` (a Unix time) to the Daily after `day` (YYYY-MM-DD, UTC): 0 once it has
    come, at most a day (a clock set before `day` began)."""
    # the day's own midnight plus a day: 9999-12-31 has no next date in Python (a clock past 9999)
    start = datetime.combine(date.fromisoformat(day), time(), timezone.utc).timestamp() + DAY
    return max(0, min(DAY, int(start - now)))


def wait_words(seconds: int) -> str:
    """'5 hr 12 min', '40 min', '3 hr' (as the player's language writes them): whole minutes,
    rounded up (a wait is never said shorter)."""
    hours, minutes = divmod(-(-seconds // 60), 60)
    return formats.wait(hours, minutes)


def next_words(day: str, now: float) -> str:
    left = seconds_to_next(day, now)
    return _("Next Daily in {wait}.", wait=wait_words(left)) if left else _("A new Daily is ready: see the menu.")


def streak_words(streak: int) -> str:
    """The Records panel's words for the streak."""
    return _n("Streak: {count} day won in a row.", "Streak: {count} days won in a row.", streak)


def daily_end_html(day: str, now: float, streak: int | None) -> Markup:
    """The card's Daily line: the streak (None: not counted, a replay) and the wait for the next."""
    left = seconds_to_next(day, now)
    parts = [streak_words(streak)] if streak is not None else []
    parts.append(next_words(day, now))
    return html('<p class="daily-end" data-streak="{streak}" data-next="{left}">{words}</p>',
                streak="" if streak is None else streak, left=left,
                words=join((html("<span>{}</span>", words) for words in parts), " "))
