"""The one way the table words a sentence: a whole message with named placeholders, looked up in the
catalogue of the player's language (the standard library's gettext), then filled in.

    _("{name} drew a tile.", name=name)
    _n("{count} tile left", "{count} tiles left", count)        # the language's plural rule
    _p("move", "Draw")                                           # one word, two senses: a context
    HELD = N_("Hold the tile.")   ...   _(HELD)                  # a message kept as data

The English message is the key a translation is found by, and what is shown where a language has no
translation of it. A sentence is never built from fragments: each language orders its own words.
Values are filled in as text, a number as the language writes it (formats.py); a translation can
only move them, never add markup (every writer escapes what it is given). A translation whose placeholders do not match its message is not used:
the English sentence is said instead of a broken one.

`Message`s from the engine (its reasons, its lessons) carry their English message and its values;
`said` says them in the player's language. Pure Python: CPython runs it for the unit tests.
"""

from __future__ import annotations

import gettext
import string
from collections.abc import Mapping

from domino.core.messages import Counted, Message

from . import formats
from .elision import elide

_FORMATTER = string.Formatter()


def placeholders(message: str) -> frozenset[str]:
    """The names a message fills in ({name}); ValueError for a malformed one."""
    return frozenset(field for _, field, _, _ in _FORMATTER.parse(message) if field is not None)


class Catalogue:
    """One language's messages: a gettext translations object."""

    def __init__(self, code: str, translations: gettext.NullTranslations | None = None) -> None:
        self.code = code
        self.translations = translations or gettext.NullTranslations()

    def fill(self, english: str, translated: str, params: Mapping[str, object]) -> str:
        values = {key: formats.number(v) if isinstance(v, int) and not isinstance(v, bool) else v
                  for key, v in params.items()}
        if translated != english:
            try:
                if placeholders(translated) <= placeholders(english):
                    return elide(self.code, translated, values).format_map(values)
            except (ValueError, KeyError, IndexError):
                pass
        return english.format_map(values) if params or "{" in english else english

    def say(self, message: str, params: Mapping[str, object]) -> str:
        return self.fill(message, self.translations.gettext(message), params)

    def say_n(self, singular: str, plural: str, count: int, params: Mapping[str, object]) -> str:
        english = singular if count == 1 else plural
        translated = self.translations.ngettext(singular, plural, count)
        if translated in (singular, plural):
            translated = english
        return self.fill(english, translated, {"count": count, **params})

    def say_in(self, context: str, message: str, params: Mapping[str, object]) -> str:
        return self.fill(message, self.translations.pgettext(context, message), params)


ENGLISH = Catalogue("en")
_active: list[Catalogue] = [ENGLISH]


def use(catalogue: Catalogue) -> None:
    """Make `catalogue` the player's language from now on (the table then draws itself again)."""
    _active[0] = catalogue


def current() -> Catalogue:
    return _active[0]


def _(message: str, /, **params: object) -> str:
    """`message` in the player's language, its {placeholders} filled from `params`."""
    return _active[0].say(message, params)


def _n(singular: str, plural: str, /, count: int, **params: object) -> str:
    """The form of a counted message the language's plural rule picks for `count` ({count})."""
    return _active[0].say_n(singular, plural, count, params)


def _p(context: str, message: str, /, **params: object) -> str:
    """`message` in the sense `context` names (gettext's context: "Draw" the move, "draw" the result)."""
    return _active[0].say_in(context, message, params)


def said(words: str | BaseException) -> str:
    """What the engine said, in the player's language: a Message by its English message and values
    (a value that is a Message said too; a Counted by the language's plural rule); any other text
    as a message of its own (an engine text marked with N_), or as it is (a name the engine does
    not know, said back). An exception says its first argument, the engine's Message (`str(exc)`
    would keep only the English)."""
    if isinstance(words, BaseException):
        first = words.args[0] if len(words.args) == 1 else None
        words = first if isinstance(first, str) else str(words)
    if not words:
        return ""   # gettext's "" is the catalogue's header
    if isinstance(words, Message):
        params = {key: said(value) if isinstance(value, Message) else value for key, value in words.params.items()}
        if isinstance(words, Counted):
            count = params.pop("count")
            assert isinstance(count, int)
            return _active[0].say_n(words.message, words.plural, count, params)
        return _active[0].say(words.message, params)
    text = str(words)
    if "{" in text or "}" in text:  # not an N_ text of the engine's (none has braces): said as it is
        return text
    return _active[0].say(text, {})


def N_(message: str) -> str:
    """Marks a message kept as data (a constant, a table of sentences): said later with `_`."""
    return message


def N_n(singular: str, plural: str) -> tuple[str, str]:
    """Marks a counted message kept as data: said later with `_n(*pair, count)`."""
    return singular, plural
