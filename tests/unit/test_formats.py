"""How the language writes what is not a sentence (table/language/formats.py): the English formats,
as Intl writes "en", and every place that shows a number, a day, a wait or a list asking the
formats given (the browser's Intl in the page; e2e test_intl_formats.py checks that one)."""

from __future__ import annotations

from datetime import date

import pytest

from table.language import formats
from table.language.catalogue import _, _n
from table.language.formats import ENGLISH


def test_english_numbers_have_their_thousands():
    assert [ENGLISH.number(n) for n in (0, 7, 999, 1000, 1234567, -2500)] == \
        ["0", "7", "999", "1,000", "1,234,567", "-2,500"]


def test_english_days_have_a_short_month_first():
    assert ENGLISH.day(date(2026, 12, 5)) == "Dec 5, 2026"
    assert ENGLISH.day(date(2025, 3, 4), year=False) == "Mar 4"
    assert [ENGLISH.day(date(2026, m, 1), year=False).split()[0] for m in range(1, 13)] == \
        "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
    assert ENGLISH.day(date(1, 1, 1)) == "Jan 1, 1" and ENGLISH.day(date(9999, 12, 31)) == "Dec 31, 9999"


def test_english_waits_leave_out_a_zero_part():
    assert ENGLISH.wait(5, 12) == "5 hr 12 min"
    assert ENGLISH.wait(3, 0) == "3 hr"
    assert ENGLISH.wait(0, 40) == "40 min"
    assert ENGLISH.wait(0, 0) == "0 min"


def test_english_lists_of_all_and_of_one():
    assert [ENGLISH.and_list(items) for items in (["a"], ["a", "b"], ["a", "b", "c"], ["a", "b", "c", "d"])] == \
        ["a", "a and b", "a, b, and c", "a, b, c, and d"]
    assert [ENGLISH.or_list(items) for items in (["a"], ["a", "b"], ["a", "b", "c"])] == ["a", "a or b", "a, b, or c"]
    assert formats.and_list([]) == formats.or_list([]) == ""


class Marked:
    """Formats that show they were asked: each answer names the call."""

    def number(self, value: int) -> str:
        return f"N({value})"

    def day(self, day: date, year: bool = True) -> str:
        return f"D({day.isoformat()}{'' if year else ' no year'})"

    def wait(self, hours: int, minutes: int) -> str:
        return f"W({hours}:{minutes})"

    def and_list(self, items) -> str:
        return "A(" + "|".join(items) + ")"

    def or_list(self, items) -> str:
        return "O(" + "|".join(items) + ")"


@pytest.fixture
def marked():
    formats.give(Marked())
    yield
    formats.give(ENGLISH)


def test_a_number_in_a_message_is_the_languages(marked):
    assert _n("{count} coin", "{count} coins", 1500) == "N(1500) coins"
    assert _("You score {points}.", points=12) == "You score N(12)."
    assert _("{name} wins", name="Ann") == "Ann wins"   # text stays text
    assert formats.number("12; DROP") == "12; DROP" and formats.number(True) == "True"   # no number: as it is


def test_days_on_the_menu_the_records_and_the_score_bar(marked):
    from table.render.screens import daily_html, nice_date

    assert nice_date("2026-03-10") == "D(2026-03-10)" and nice_date("2026-03-10", year=False) == "D(2026-03-10 no year)"
    assert nice_date("not a day") == "not a day"
    assert ">D(2026-03-10)</time>" in str(daily_html("2026-03-10", None))


def test_the_wait_for_the_next_daily(marked):
    from table.render.daily_end import next_words, wait_words

    assert wait_words(5 * 3600 + 11 * 60 + 1) == "W(5:12)"   # minutes rounded up
    assert wait_words(40 * 60) == "W(0:40)"
    assert next_words("2026-03-10", 0) == "Next Daily in W(24:0)."


def test_coins_records_and_scores_are_numbers_of_the_language(marked):
    from table.render.score_sheet import _signed
    from table.render.screens import coins_html, records_html

    assert '<b class="coins-n">N(12000)</b>' in str(coins_html(12000))
    shown = str(records_html({"records": {"2/draw/easy": {"win": 1200, "loss": 3, "draw": 0}},
                              "local": {"Ann": 1001}, "daily": {},
                              "totals": {"played": 0, "wins": 0, "best": 0}}, 1005))
    assert '<td class="num">N(1200)</td>' in shown and '<td class="num">N(1001)</td>' in shown
    assert "<b>N(1005)</b>" in shown
    assert _signed(1500) == "N(1500)" and _signed(-20) == "−N(20)"


def test_lists_of_problems_and_of_ends(marked):
    from table.boards.line import ends_said
    from table.storage.words import repaired_words

    assert ends_said([3, 5]) == "O(the N(3)|the N(5))"
    assert repaired_words("settings", ["a", "b", "a"]).endswith("defaults: A(a|b).")
