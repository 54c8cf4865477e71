"""What the engine says in words (why a move is illegal, a lesson's texts): English sentences that
carry the message they were made from and its values, so that a table can say them in its player's
language. `str()` of one is the English sentence, for every caller that only reads text.

The engine never splices a sentence: each is one whole message with named placeholders, and the
values are numbers or tile names ("6-4"), never words of their own.
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


def _rebuild(message: str, params: dict[str, object]) -> Message:
    return Message(message, **params)


def N_(message: str) -> str:
    """Marks an engine text (a lesson's title, a game's name) for the table's catalogue."""
    return message
