"""What the store tells the player about their saved data, in a short sentence each: storage refused
or full, a newer version's data, a document set aside whole or repaired. Pure Python.

The sentences are messages of the catalogue (N_): whoever shows one says it with `_`.
"""

from __future__ import annotations

from collections.abc import Iterable

from table.language.catalogue import N_, _
from table.language.formats import and_list

NOT_KEPT = N_("Your browser is not letting this page save, so progress will not be kept after you leave.")
NOT_KEPT_FRAMED = N_("Your browser doesn't let the game save inside this site's frame, so progress will not be "
                     "kept after you leave.")
NEWER = N_("A newer version of Dominoes has saved in this browser. This page stops saving: reload to play it.")
FULL = N_("This browser's storage is full, so your latest moves are not saved. Free some space to keep them.")
# At the table, once a game, when its moves are not reaching storage (the reason said on the menu may
# have been said long before): the game's words for why.
MOVES_NOT_KEPT = {"refused": N_("This browser is not letting the game save: this game's moves will be gone once "
                                "you leave."),
                  "full": N_("This browser's storage is full: this game's moves are not saved. Free some space "
                             "to keep them."),
                  "newer": N_("A newer version of Dominoes keeps its game in this browser: this game's moves are "
                              "not saved over it.")}
PAID = N_("+{coins} coins for the win.")
# The end of a game whose result did not reach storage: never "paid" or "recorded" unless stored.
RESULT_NOT_KEPT = N_("This browser did not save this result: your coins and records will not show it once you "
                     "leave.")
WIN_NOT_KEPT = N_("+{coins} coins for the win, but this browser did not save them: they will be gone once you "
                  "leave.")


# The player's words about a document set aside whole, and about one repaired (the fields reset, in
# the check's words, fill {problems}).
LOST = {"game": N_("Your saved game was damaged and can't be continued. Start a new game."),
        "profile": N_("Your coins and records were damaged, so they start over."),
        "settings": N_("Your settings were damaged, so they are back to the defaults."),
        "tutorial": N_("Your tutorial progress was damaged, so it starts over.")}
LOST_ANY = N_("Some saved data was damaged, so it starts over.")
REPAIRED = {"game": N_("Your saved game had a small fault, now fixed: you can continue it."),
            "profile": N_("Part of your coins and records was damaged: {problems}. The rest is kept."),
            "settings": N_("Some settings were damaged and are back to the defaults: {problems}."),
            "tutorial": N_("Your tutorial progress is kept, but {problems} was dropped.")}
REPAIRED_ANY = N_("Some saved data was damaged and was repaired: {problems}.")


def lost_words(name: str) -> str:
    """What the player is told about a document set aside whole."""
    return _(LOST.get(name, LOST_ANY))


def repaired_words(name: str, problems: Iterable[str]) -> str:
    """What the player is told about a document loaded with some fields reset (`problems`: the
    check's messages, each said in the player's language)."""
    return _(REPAIRED.get(name, REPAIRED_ANY), problems=and_list([_(p) for p in dict.fromkeys(problems)]))


# What Bring back did with each document's copy, a whole sentence each (store.Brought's outcomes).
BROUGHT = {
    "back": {"game": N_("Your saved game is back: Continue it from the menu."),
             "profile": N_("Your coins and records are back as they were kept."),
             "settings": N_("Your settings are back as they were kept."),
             "tutorial": N_("Your tutorial progress is back as it was kept.")},
    "unreadable": {"game": N_("The saved game set aside can't be read by this version, so it stays set aside."),
                   "profile": N_("The coins and records set aside can't be read by this version, so they stay "
                                 "set aside."),
                   "settings": N_("The settings set aside can't be read by this version, so they stay set aside."),
                   "tutorial": N_("The tutorial progress set aside can't be read by this version, so it stays "
                                  "set aside.")},
    "newer": {"game": N_("The saved game set aside is from a newer version of Dominoes: it stays set aside for it."),
              "profile": N_("The coins and records set aside are from a newer version of Dominoes: they stay set "
                            "aside for it."),
              "settings": N_("The settings set aside are from a newer version of Dominoes: they stay set aside "
                             "for it."),
              "tutorial": N_("The tutorial progress set aside is from a newer version of Dominoes: it stays set "
                             "aside for it.")},
    "refused": {"game": N_("This browser refused the change, so your saved game stays as it is."),
                "profile": N_("This browser refused the change, so your coins and records stay as they are."),
                "settings": N_("This browser refused the change, so your settings stay as they are."),
                "tutorial": N_("This browser refused the change, so your tutorial progress stays as it is.")},
    "playing": {"game": N_("Your game in progress stays: finish or leave it first, then bring back the saved "
                           "game.")},
}
NOTHING_BACK = N_("Nothing set aside on that day can be brought back.")
KEPT_UNREAD = N_("Saved data this version can't read stays set aside in this browser, for the version that "
                 "wrote it.")


def brought_words(outcomes: Iterable[tuple[str, str]]) -> str:
    """What the player is told after Bring back: a sentence per (outcome, document)."""
    said = [_(BROUGHT[outcome][name]) for outcome, name in outcomes if name in BROUGHT.get(outcome, {})]
    return " ".join(said) or _(NOTHING_BACK)
