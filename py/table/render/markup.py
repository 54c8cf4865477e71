"""The one way the table makes HTML: every interpolated value is escaped unless it is already markup.

`html(template, *args, **kwargs)` formats a literal template (`str.format` fields) and escapes each
value it inserts, in text and in attribute values alike (quotes included), so a name, a saved message
or a URL parameter can never become markup. Only what these functions return is `Markup`; `write`
and `insert` refuse anything else, so no string of data reaches `innerHTML` by accident.

Pure Python: runs on CPython for the unit tests and in Pyodide for the page.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape as _escape
from typing import Any, NoReturn


class Markup(str):
    """Text that is already safe HTML. Adding plain text to it escapes that text."""

    __slots__ = ()

    def __add__(self, other: object) -> Markup:
        if isinstance(other, str):
            return Markup(str.__add__(self, esc(other)))
        return NotImplemented

    def __radd__(self, other: object) -> Markup:
        if isinstance(other, str):
            return Markup(str.__add__(esc(other), self))
        return NotImplemented

    def join(self, parts: Iterable[object]) -> Markup:
        return Markup(str.join(self, (esc(p) for p in parts)))


EMPTY = Markup("")


def esc(value: object) -> Markup:
    """`value` as safe HTML: markup as it is, anything else as escaped text (None is empty)."""
    if isinstance(value, Markup):
        return value
    if value is None:
        return EMPTY
    return Markup(_escape(str(value), quote=True))


class _Value:
    """One value given to str.format: escaped as it is formatted. Conversions ({x!r}) and field
    access ({x.attr}, {x[0]}) are refused, so a template can only insert whole values."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        value = self.value
        if isinstance(value, Markup):
            return str.__format__(value, spec) if spec else value
        if value is None:
            return ""
        return _escape(format(value, spec) if spec else str(value), quote=True)

    def __str__(self) -> str:
        raise ValueError("conversions are not allowed in markup templates")

    __repr__ = __str__

    def __getattr__(self, name: str) -> NoReturn:
        raise ValueError("field access is not allowed in markup templates")

    def __getitem__(self, key: object) -> NoReturn:
        raise ValueError("field access is not allowed in markup templates")


def html(template: str, /, *args: object, **kwargs: object) -> Markup:
    """Fill `template` (trusted, written in the code) with escaped values. Plain str.format does
    the work (fast: every render of the table goes through here); each value escapes itself."""
    return Markup(template.format(*map(_Value, args), **{k: _Value(v) for k, v in kwargs.items()}))


def raw(template: str) -> Markup:
    """A constant written in the code, with no values in it."""
    if "{" in template or "}" in template:
        raise ValueError("raw() takes a constant; use html() for values")
    return Markup(template)


def join(parts: Iterable[object], sep: str = "") -> Markup:
    """Parts joined: markup kept, text escaped."""
    return Markup(sep).join(parts)


def write(node: Any, markup: Markup) -> None:
    """Set a node's content. Only markup made by this module is accepted."""
    if not isinstance(markup, Markup):
        raise TypeError("write() takes Markup: build it with markup.html()")
    node.innerHTML = str(markup)


def insert(node: Any, where: str, markup: Markup) -> None:
    if not isinstance(markup, Markup):
        raise TypeError("insert() takes Markup: build it with markup.html()")
    node.insertAdjacentHTML(where, str(markup))


# A message whose sentence holds markup (a bold number, a name in <bdi>) is worded with a mark for
# each such part, `_("{date}: {result}", result=slot("result"))`, then written by `rich`: the words
# escaped, each mark replaced by its markup. The message stays text, its parts where the language puts them.
_MARK = "\x00"


def slot(name: str) -> str:
    """The mark of the markup part `name`, given as a message's value."""
    return f"{_MARK}{name}{_MARK}"


def rich(words: str, /, **parts: Markup) -> Markup:
    """`words` (a message filled with slot marks) as markup: text escaped, each mark its part."""
    return join(parts.get(piece, piece) if k % 2 else piece for k, piece in enumerate(words.split(_MARK)))
