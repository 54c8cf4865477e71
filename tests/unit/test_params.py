"""The page's URL parameters (py/table/flow/params.py): each in its documented form only, anything else
ignored with a note for the player, never an exception; and every seed the page accepts survives
a save."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from table.storage import documents
from table.flow import params
from table.flow import setups
from table.flow.params import DEFAULT_DELAY, Params, parse

TODAY = "2026-03-10"

# Values no number parameter may take: the forms int() or str.isdigit() would let through, markup,
# and the merely odd.
NOT_NUMBERS = ["²", "①", "٣", "１２", "-0", "+5", " 5", "5 ", "1e3", "NaN", "Infinity", "", "0x10", "1_000",
               "5.0", "５", "<b>1</b>", '"><img src=x onerror=alert(1)>', "9" * 400, "\u00a05", "5\n"]


def test_no_parameters_give_the_defaults_and_no_note():
    assert parse({}, TODAY) == (Params(date=TODAY), ())
    p = parse({}, TODAY)[0]
    assert p.delay == DEFAULT_DELAY and p.seed is None and not p.hooks and p.howto is None
    assert p.host_origin is None and p.auto_help


def test_every_documented_form_is_read():
    p, notes = parse({"delay": "0", "seed": "abc", "date": "2024-02-29", "hooks": "1", "howto": "1",
                      "host-origin": "https://portal.example"}, TODAY)
    assert notes == ()
    assert p == Params(date="2024-02-29", delay=0, seed="abc", hooks=True, howto=True,
                       host_origin="https://portal.example")
    assert parse({"delay": "60000"}, TODAY)[0].delay == 60000 and parse({"delay": "20000"}, TODAY)[0].delay == 20000
    assert parse({"delay": "0250"}, TODAY)[0].delay == 250


@pytest.mark.parametrize("text", NOT_NUMBERS + ["60001", "99999", "123456"])
def test_a_delay_not_in_ascii_digits_or_out_of_range_is_ignored_with_a_note(text):
    p, notes = parse({"delay": text}, TODAY)
    assert p.delay == DEFAULT_DELAY
    assert notes == (params.ignored("delay"),)


@pytest.mark.parametrize("name, good", [("hooks", ["1"]), ("howto", ["0", "1"])])
@pytest.mark.parametrize("text", NOT_NUMBERS + ["true", "yes", "on", "2", "01", "1 "])
def test_a_switch_takes_only_its_documented_values(name, good, text):
    p, notes = parse({name: text}, TODAY)
    assert p == Params(date=TODAY) and notes == (params.ignored(name),)


def test_howto_decides_the_first_time_card_else_a_seed_does():
    assert parse({"seed": "3"}, TODAY)[0].auto_help is False
    assert parse({"seed": "3", "howto": "1"}, TODAY)[0].auto_help is True
    assert parse({"howto": "0"}, TODAY)[0].auto_help is False
    assert parse({"seed": "²"}, TODAY)[0].auto_help is False


@pytest.mark.parametrize("text", ["garbage", "2026-13-45", "2026-02-30", "2026-1-5", " 2026-01-05",
                                  "2026-01-05T00:00", "20260105", "２０２６-０１-０５", "2026-01-05\n", "",
                                  '"><img src=x onerror=alert(1)>', "-2026-01-05", "+2026-01-05", "9" * 400])
def test_a_date_that_is_not_a_real_yyyy_mm_dd_gives_today_with_a_note(text):
    p, notes = parse({"date": text}, TODAY)
    assert p.date == TODAY and notes == (params.ignored("date"),) and "not a real date" in notes[0]


@pytest.mark.parametrize("text", ["<b>x</b>", '"><script>alert(1)</script>', "²", "①", "１２３", "-0", "+5", " 5",
                                  "1e3", "NaN", "12345678901234567890", "x" * 64])
def test_any_short_printable_seed_is_kept_as_typed(text):
    p, notes = parse({"seed": text}, TODAY)
    assert p.seed == text and notes == ()


@pytest.mark.parametrize("text", ["", "x" * 65, "a\nb", "tab\there", "\u202e", "\x00"])
def test_a_seed_that_is_empty_too_long_or_not_printable_is_ignored_with_a_note(text):
    p, notes = parse({"seed": text}, TODAY)
    assert p.seed is None and notes == (params.ignored("seed"),)


@pytest.mark.parametrize("text, origin", [
    ("https://portal.example", "https://portal.example"),
    ("https://Portal.Example/", "https://portal.example"),
    ("https://portal.example:443", "https://portal.example"),
    ("http://localhost:8000", "http://localhost:8000"),
    ("http://127.0.0.1:80", "http://127.0.0.1"),
    ("http://[::1]:8080", "http://[::1]:8080"),
])
def test_a_host_origin_is_read_as_the_browser_writes_origins(text, origin):
    assert parse({"host-origin": text}, TODAY) == (Params(date=TODAY, host_origin=origin), ())


@pytest.mark.parametrize("text", ["null", "*", "", "portal.example", "javascript:alert(1)", "file:///x",
                                  "https://portal.example/path", "https://portal.example?x", "https://a:99999",
                                  "https://a:0", "https://user@portal.example", "https://пример.рф",
                                  "https://portal.example:４４３", "https://" + "a" * 300, " https://a.example"])
def test_a_host_origin_that_is_not_an_origin_is_ignored_with_a_note(text):
    assert parse({"host-origin": text}, TODAY) == (Params(date=TODAY), (params.ignored("host-origin"),))


@pytest.mark.parametrize("name", ["delay", "seed", "date", "hooks", "howto", "host-origin"])
def test_a_parameter_given_twice_is_ignored_with_a_note(name):
    good = {"delay": "5", "seed": "5", "date": "2024-01-01", "hooks": "1", "howto": "1",
            "host-origin": "https://a.example"}[name]
    p, notes = parse({name: [good, good]}, TODAY)
    assert p == Params(date=TODAY) and notes == (params.TWICE.format(name=name),)
    assert parse({name: [good]}, TODAY)[0] != Params(date=TODAY)  # once, as a list: read
    assert parse({name: []}, TODAY) == (Params(date=TODAY), ())    # not given


def test_each_bad_parameter_gets_its_own_note_and_the_good_ones_still_count():
    p, notes = parse({"delay": "²", "seed": "7", "date": "nope", "howto": ["1", "0"], "other": "x"}, TODAY)
    assert p == Params(date=TODAY, seed="7")
    assert notes == (params.ignored("delay"), params.ignored("date"), params.TWICE.format(name="howto"))


def test_the_notes_never_repeat_the_value():
    hostile = '"><img src=x onerror=alert(1)>'
    _, notes = parse({name: hostile for name in params.PARAMS if name != "seed"}, TODAY)
    assert len(notes) == len(params.PARAMS) - 1
    assert not any("<" in note or "onerror" in note for note in notes)


raw_values = st.none() | st.text(max_size=80) | st.lists(st.text(max_size=20), max_size=3)


# Generating long texts is slow on a loaded machine: no time limit, as in the engine's suites.
@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(params.PARAMS + ("x", "")), raw_values), st.text(max_size=12))
def test_parse_never_raises_and_always_gives_working_values(raw, today):
    p, notes = parse(raw, today)
    assert isinstance(p.delay, int) and 0 <= p.delay <= params.MAX_DELAY
    assert p.seed is None or (0 < len(p.seed) <= params.MAX_SEED and p.seed.isprintable())
    assert p.date == today or documents.is_day(p.date)
    assert all(isinstance(n, str) and n for n in notes)


# ---- seeds survive a save --------------------------------------------------------------------------

def saved_and_checked(seed_text: str, games: int):
    """A new game of a seeded run, its match written as a save writes it and read back as a load does."""
    setup = setups.new_game(setups.DAILY, seed_text, games, 1)
    text = json.dumps(setup.match.to_json())
    return setup, documents.check_match(json.loads(text))


def test_a_seed_of_2_to_the_53_or_more_survives_a_save():
    setup, match = saved_and_checked("12345678901234567890", 0)
    assert setup.cfg["seed"] == "12345678901234567890" == match.seed  # kept as text
    assert match.game.observation(0).hand == setup.match.game.observation(0).hand  # the same deal


def test_digit_seeds_below_2_to_the_53_are_numbers_and_larger_ones_text():
    assert params.seed_value("7") == 7 and params.seed_value("9007199254740991") == 2 ** 53 - 1
    assert params.seed_value("9007199254740992") == "9007199254740992"
    for text in ("²", "①", "１２", "-0", "+5", " 5", "1e3", "NaN"):
        assert params.seed_value(text) == text
    assert setups.game_seed("9007199254740992", 0, 1) == "9007199254740992"


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(st.characters(codec="utf-8"), min_size=1, max_size=params.MAX_SEED).filter(str.isprintable),
       st.sampled_from([0, 1, 9, 10, 12345]))
def test_every_seed_the_page_accepts_survives_a_save_in_every_game_of_the_run(text, games):
    assert params.seed(text) == text
    setup, match = saved_and_checked(text, games)
    assert match.seed == setup.match.seed


@pytest.mark.parametrize("given, lang", [("en", "en"), ("en-XA", "en-XA"), ("EN-xa", "en-XA"), ("es", "es"),
                                         ("PT-br", "pt-BR"), ("fr", "fr")])
def test_a_language_the_table_speaks_is_read_in_any_case(given, lang):
    assert parse({"lang": given}, TODAY) == (Params(date=TODAY, lang=lang), ())


@pytest.mark.parametrize("given", ["xx", "", "en_XA", "en-XA ", '"><img src=x onerror=alert(1)>', "e" * 500])
def test_a_language_the_table_does_not_speak_is_ignored_with_a_note_that_never_quotes_it(given):
    p, notes = parse({"lang": given}, TODAY)
    assert p.lang is None and len(notes) == 1
    assert not given.strip() or given.strip() not in notes[0].replace("?lang=", "")
