"""What the store tells the player about their saved data, in a short sentence each: storage refused
or full, a newer version's data, a document set aside whole or repaired. Pure Python.
"""

from __future__ import annotations

from collections.abc import Iterable

NOT_KEPT = "Your browser is not letting this page save, so progress will not be kept after you leave."
NOT_KEPT_FRAMED = ("Your browser doesn't let the game save inside this site's frame, so progress will not be "
                   "kept after you leave.")
NEWER = "A newer version of Dominoes has saved in this browser. This page stops saving: reload to play it."
FULL = "This browser's storage is full, so your latest moves are not saved. Free some space to keep them."


# The player's words about a document set aside whole, and about one repaired (the fields reset, in
# the check's words, fill the {}).
LOST = {"game": "Your saved game was damaged and can't be continued. Start a new game.",
        "profile": "Your coins and records were damaged, so they start over.",
        "settings": "Your settings were damaged, so they are back to the defaults.",
        "tutorial": "Your tutorial progress was damaged, so it starts over."}
REPAIRED = {"game": "Your saved game had a small fault, now fixed: you can continue it.",
            "profile": "Part of your coins and records was damaged: {}. The rest is kept.",
            "settings": "Some settings were damaged and are back to the defaults: {}.",
            "tutorial": "Your tutorial progress is kept, but {} was dropped."}


def lost_words(name: str) -> str:
    """What the player is told about a document set aside whole."""
    return LOST.get(name, "Some saved data was damaged, so it starts over.")


def repaired_words(name: str, problems: Iterable[str]) -> str:
    """What the player is told about a document loaded with some fields reset."""
    return REPAIRED.get(name, "Some saved data was damaged and was repaired{}.").format(_join(problems))


def _join(items: Iterable[str]) -> str:
    items = list(dict.fromkeys(items))
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"
