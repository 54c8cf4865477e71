"""The page's URL parameters: one strict parser, and the typed value the table reads.

Each parameter is accepted in its documented form only (README, "Saves and URL parameters"): ASCII
digits where a number is meant, inside its range; an exact word or date where one is meant. Any
other value (a sign, a space, an exponent, "²", "①" or full-width digits, markup, an empty or
over-long value, a parameter given twice) is ignored: its default is used and `parse` returns a
note for the player saying so. `parse` cannot raise on any input, so no address can stop the start,
and the notes never quote the value: nothing from the address is ever written as markup.

Pure Python (the page hands over the raw strings: page.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Mapping, Sequence, TypeVar

from table.language import languages
from table.language.catalogue import N_, _
from table.storage.documents import is_day

DEFAULT_DELAY = 700   # ms per computer move
MAX_DELAY = 60_000      # a minute a move: long enough for any test that watches the computer think
MAX_SEED = 64         # characters: the most a save keeps of a text seed (documents.MAX_SEED)
NUMBER_SEEDS = 2 ** 53  # digit seeds below this are numbers: exact in JSON read by JS as by Python
PARAMS = ("delay", "seed", "date", "hooks", "howto", "host-origin", "lang")  # the names read; others are not ours

# ASCII only: str.isdigit() also takes "²" and "①", which int() then refuses.
_DIGITS = re.compile(r"[0-9]+")
_DELAY = re.compile(r"[0-9]{1,5}")
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
# An origin as `location.origin` writes it: http(s), a host name or an IPv6 address, a port.
_ORIGIN = re.compile(r"(https?)://([a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::([0-9]{1,5}))?/?",
                     re.IGNORECASE)
_DEFAULT_PORTS = {"http": 80, "https": 443}

# What the player is told, per parameter, when its value is ignored ({most}: the parameter's MOST).
IGNORED = {
    "delay": N_("The computer's pace in the page's address (?delay=) is not a whole number of milliseconds "
                "from 0 to {most}, so the usual pace is used."),
    "seed": N_("The seed in the page's address (?seed=) is not 1 to {most} printable characters, "
               "so the deals are random."),
    "date": N_("The date in the page's address is not a real date (YYYY-MM-DD), so the Daily match is today's."),
    "hooks": N_("The page's address asks for ?hooks= with something other than 1, so it is ignored."),
    "howto": N_("The page's address asks for ?howto= with something other than 0 or 1, so it is ignored."),
    "host-origin": N_("The portal's address for this game (?host-origin=) is not a web origin (http or https, "
                      "a host name and nothing after it), so it is ignored."),
    "lang": N_("The page's address asks for a language (?lang=) the game does not speak, so it is ignored."),
}
MOST = {"delay": MAX_DELAY, "seed": MAX_SEED}
TWICE = N_("The page's address gives ?{name}= more than once, so it is ignored.")
DAILY_SEED = N_("The seed in the page's address (?seed=) is a date, and would deal that day's Daily match "
                "as a game to practise and restart, so the deals are random.")


def ignored(name: str) -> str:
    """What the player is told when the value of parameter `name` is ignored."""
    return _(IGNORED[name], most=MOST.get(name, 0))


@dataclass(frozen=True)
class Params:
    """What the address asks for, checked. Every field has a working value."""

    date: str                        # the Daily match's day: today's unless ?date= names another
    delay: int = DEFAULT_DELAY       # ms per computer move (draws go a little faster)
    seed: str | None = None          # deals and the computers' choices; None: random
    hooks: bool = False              # expose the benchmark hook (window.dominoBench)
    howto: bool | None = None        # the first-time how-to card forced on or off; None: the default
    host_origin: str | None = None   # the embedding portal's origin, for browsers that do not say it
    lang: str | None = None          # the language asked for (a portal's frame), else the player's choice

    @property
    def auto_help(self) -> bool:
        """Whether the how-to card opens by itself: yes, except in seeded runs, unless ?howto= says."""
        return self.howto if self.howto is not None else self.seed is None


RawValue = str | Sequence[str] | None
T = TypeVar("T")


def parse(raw: Mapping[str, RawValue], today: str) -> tuple[Params, tuple[str, ...]]:
    """The parameters in `raw` (each name's value, or all its values when given several times) as
    Params, and the notes for the player about the ones ignored. Other names are not ours: skipped."""
    notes: list[str] = []

    def one(name: str, read: Callable[[str], T | None]) -> T | None:
        given = raw.get(name)
        values = [given] if isinstance(given, str) else list(given or ())
        if not values:
            return None
        if len(values) > 1:
            notes.append(_(TWICE, name=name))
            return None
        value = read(str(values[0]))
        if value is None:
            notes.append(ignored(name))
        return value

    ms = one("delay", delay)
    date = one("date", day) or today
    seeded = one("seed", seed)
    if seeded is not None and day(seeded):
        # A Daily's deal is its date as a seed (domino.daily_match), so a date would deal any day's
        # Daily, today's or one still to come, as an ordinary game to try and restart before playing
        # it for the record. Refused here rather than dealt otherwise: the one place every seed
        # enters, and a seed that deals what it says, in every save, or not at all.
        notes.append(_(DAILY_SEED))
        seeded = None
    params = Params(date=date,
                    delay=DEFAULT_DELAY if ms is None else ms,
                    seed=seeded,
                    hooks=bool(one("hooks", lambda text: True if text == "1" else None)),
                    howto=one("howto", {"0": False, "1": True}.get),
                    host_origin=one("host-origin", origin),
                    lang=one("lang", languages.known))
    return params, tuple(notes)


def delay(text: str) -> int | None:
    """Milliseconds per computer move: ASCII digits, 0 to MAX_DELAY."""
    if not _DELAY.fullmatch(text):
        return None
    ms = int(text)
    return ms if ms <= MAX_DELAY else None


def day(text: str) -> str | None:
    """A real date written YYYY-MM-DD."""
    return text if _DAY.fullmatch(text) and is_day(text) else None


def seed(text: str | None) -> str | None:
    """A seed: 1 to MAX_SEED printable characters, kept as typed; else None."""
    if text is None or text == "" or len(text) > MAX_SEED or not text.isprintable():
        return None
    return text


def seed_value(text: str) -> int | str:
    """The match seed a seed text stands for: ASCII digits below NUMBER_SEEDS are that number (as
    saves have always stored them); anything else, larger numbers included, stays text, exact in
    any reader of the save, so every seed survives a save (documents.check_match)."""
    if len(text) <= 16 and _DIGITS.fullmatch(text) and int(text) < NUMBER_SEEDS:
        return int(text)
    return text


def origin(text: str) -> str | None:
    """An http(s) origin as the browser writes `event.origin`: lower case, no default port."""
    m = _ORIGIN.fullmatch(text)
    if not m:
        return None
    scheme, host, port = m.group(1).lower(), m.group(2).lower(), m.group(3)
    if port is not None:
        number = int(port)
        if not 0 < number < 65536:
            return None
        if number != _DEFAULT_PORTS[scheme]:
            host = f"{host}:{number}"
    return f"{scheme}://{host}"
