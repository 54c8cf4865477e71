"""A list of things in a sentence ("the partner's level, the tile just drawn and the seed"), joined
as the player's language joins them: each joint is a message of its own."""

from __future__ import annotations

from collections.abc import Sequence

from .catalogue import _


def and_list(items: Sequence[str]) -> str:
    """`items` as one list: "a", "a and b", "a, b and c"."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:-1]:
        # Translators: a list of three or more, before its last item: "{list}" holds the items so far.
        joined = _("{list}, {item}", list=joined, item=item)
    if len(items) > 1:
        # Translators: a list's last item ("a, b and c"; "a and b").
        joined = _("{list} and {last}", list=joined, last=items[-1])
    return joined
