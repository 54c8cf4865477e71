"""What the engine says in words (why a move is illegal, a lesson's texts): English sentences that
carry the message they were made from and its values, so that a table can say them in its player's
language. `str()` of one is the English sentence, for every caller that only reads text.

The engine never splices a sentence: each is one whole message with named placeholders, and the
values are numbers or tile names ("6-4"), never words of their own. A value may be a Message itself
(a game's name, a lesson's instruction quoted whole): the table says it in the player's language
too. A counted sentence is a `Counted`: its singular and plural, the language's rule picks.
"""

from __future__ import annotations

from collections.abc import Mapping


class Message(str):
    """An English sentence made from `message` (a literal with {named} placeholders) and `params`."""

    message: str
    params: Mapping[str, object]

    def __new__(cls, message: str, /, **params: object) -> Message:
        said = super().__new__(cls, message.format(**params) if params else message)
        said.message = message
        said.params = dict(params)
        return said

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (self.message, dict(self.params)))


class Counted(Message):
    """A counted sentence: `message` for a `count` of one, `plural` for any other ({count} is the
    count), as gettext's ngettext has them; a language's own plural rule picks its form."""

    plural: str

    def __new__(cls, singular: str, plural: str, /, count: int, **params: object) -> Counted:
        english = singular if count == 1 else plural
        said = str.__new__(cls, english.format(count=count, **params))
        said.message, said.plural = singular, plural
        said.params = {"count": count, **params}
        return said

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild_counted, (self.message, self.plural, dict(self.params)))


def _rebuild(message: str, params: dict[str, object]) -> Message:
    return Message(message, **params)


def _rebuild_counted(singular: str, plural: str, params: dict[str, object]) -> Counted:
    count = params.pop("count")
    assert isinstance(count, int)
    return Counted(singular, plural, count=count, **params)


def N_(message: str) -> str:
    """Marks an engine text (a lesson's title, a game's name) for the table's catalogue."""
    return message
