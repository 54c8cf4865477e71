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
# At the table, once a game, when its moves are not reaching storage (the reason said on the menu may
# have been said long before): the game's words for why.
MOVES_NOT_KEPT = {"refused": "This browser is not letting the game save: this game's moves will be gone once you "
                             "leave.",
                  "full": "This browser's storage is full: this game's moves are not saved. Free some space to "
                          "keep them.",
                  "newer": "A newer version of Dominoes keeps its game in this browser: this game's moves are not "
                           "saved over it."}
PAID = "+{coins} coins for the win."
# The end of a game whose result did not reach storage: never "paid" or "recorded" unless stored.
RESULT_NOT_KEPT = "This browser did not save this result: your coins and records will not show it once you leave."
WIN_NOT_KEPT = ("+{coins} coins for the win, but this browser did not save them: they will be gone once you "
                "leave.")


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


# What Bring back did with each document's copy, a whole sentence each (store.Brought's outcomes).
BROUGHT = {
    "back": {"game": "Your saved game is back: Continue it from the menu.",
             "profile": "Your coins and records are back as they were kept.",
             "settings": "Your settings are back as they were kept.",
             "tutorial": "Your tutorial progress is back as it was kept."},
    "unreadable": {"game": "The saved game set aside can't be read by this version, so it stays set aside.",
                   "profile": "The coins and records set aside can't be read by this version, so they stay set aside.",
                   "settings": "The settings set aside can't be read by this version, so they stay set aside.",
                   "tutorial": "The tutorial progress set aside can't be read by this version, so it stays set aside."},
    "newer": {"game": "The saved game set aside is from a newer version of Dominoes: it stays set aside for it.",
              "profile": "The coins and records set aside are from a newer version of Dominoes: they stay set aside "
                         "for it.",
              "settings": "The settings set aside are from a newer version of Dominoes: they stay set aside for it.",
              "tutorial": "The tutorial progress set aside is from a newer version of Dominoes: it stays set aside "
                          "for it."},
    "refused": {"game": "This browser refused the change, so your saved game stays as it is.",
                "profile": "This browser refused the change, so your coins and records stay as they are.",
                "settings": "This browser refused the change, so your settings stay as they are.",
                "tutorial": "This browser refused the change, so your tutorial progress stays as it is."},
    "playing": {"game": "Your game in progress stays: finish or leave it first, then bring back the saved game."},
}
NOTHING_BACK = "Nothing set aside on that day can be brought back."
KEPT_UNREAD = "Saved data this version can't read stays set aside in this browser, for the version that wrote it."


def brought_words(outcomes: Iterable[tuple[str, str]]) -> str:
    """What the player is told after Bring back: a sentence per (outcome, document)."""
    said = [BROUGHT[outcome][name] for outcome, name in outcomes if name in BROUGHT.get(outcome, {})]
    return " ".join(said) or NOTHING_BACK
