"""What the app offers, each fact written once: the variants (name, title, players allowed, the
kind of board they are played on, the menu's line for them, whether four may play them in
teams), the computer's levels, the modes of play, the player counts and the ways four may sit
(each alone, or two against two), with the words people see for them.

Everyone reads it here: the variants their titles and players (core.variant.BaseVariant), the
computer players which board's judgement to use, the table its menu, names on screen, records
and the checks of its saved documents. index.html's menu radios, which paint before Python
loads, are tested against it (tests/unit/test_menu_catalog.py). It lives in core, the lowest
layer, so that every reader may import it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .messages import N_

PLAYERS: tuple[int, ...] = (2, 3, 4)      # the player counts the menu offers
# The words people see are marked with N_ (core.messages): the table says them in its player's
# language, with said().
LEVELS: dict[str, str] = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"), "expert": N_("Expert")}
MODES: dict[str, str] = {"computer": N_("vs Computer"), "local": N_("Same device")}
PAIRS = "pairs"       # two against two, partners across the table (core.teams)
TEAMS: dict[str, str] = {"solo": N_("Each alone"), PAIRS: N_("2 vs 2")}   # how four may play a game with partners
BOARDS = ("line", "trains", "triangles", "spinner", "chickenfoot")  # one chain with two ends; trains off a
# hub; a grid; four arms off a spinner; spokes off a centre double, and three toes at angles on each double


@dataclass(frozen=True)
class Entry:
    """One variant as the app offers it."""
    name: str                       # registered and saved under this name (core.registry)
    title: str                      # its name for people (N_: the table says it with said())
    board: str                      # one of BOARDS: how it is drawn and how a computer judges it
    tagline: str                    # the menu's line under its title (N_, as the title)
    players: tuple[int, ...] = PLAYERS
    partners: bool = False          # may be played by four in two teams (docs/rules.md §8)
    sets: tuple[int, ...] = (6,)    # the sets it is played with, by highest double (Rules.double); the
    # first is the usual one. Triangles: the highest number of its three-cornered tiles.
    offered: bool = True            # in the menu; False while the table has no board for it


# In the order the menu offers them.
CATALOG: dict[str, Entry] = {e.name: e for e in (
    Entry("draw", N_("Classic"), "line", N_("Match the open ends, go out first."), partners=True),
    Entry("block", N_("Block"), "line", N_("No drawing: match the ends, go out first."), partners=True),
    Entry("allfives", N_("All Fives"), "spinner", N_("Score when the ends add up to five, ten, fifteen..."),
          partners=True),
    Entry("triangles", N_("Triangles"), "triangles", N_("Match both corners of a side, go out first."),
          sets=(5,)),
    Entry("mexican", N_("Mexican Train"), "trains", N_("Build trains off the engine, go out first."),
          sets=(9,)),
    Entry("chickenfoot", N_("Chicken Foot"), "chickenfoot",
          N_("Every double grows a foot of three toes: fill it first, go out first."),
          players=(2, 3, 4, 5, 6, 7, 8), sets=(9, 6), offered=False),
)}

# The entries the menu offers (and the table has a board for), in its order.
OFFERED: dict[str, Entry] = {name: e for name, e in CATALOG.items() if e.offered}


def entry(name: str) -> Entry:
    try:
        return CATALOG[name]
    except (KeyError, TypeError):
        raise ValueError(f"no variant {name!r} in the catalog; it has: {', '.join(CATALOG)}") from None


def title(name: str) -> str:
    """A variant's title; a name the catalog does not know is said as it is."""
    known = CATALOG.get(name)
    return known.title if known else str(name)


def level_title(level: str) -> str:
    return LEVELS.get(level, str(level))

