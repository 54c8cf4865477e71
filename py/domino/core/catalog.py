"""What the app offers, each fact written once: the games, each in one entry (name, title,
players, the set it is played with, whether it has a stock and whether the table may draw until a
tile fits for the player, its match lengths and the menu row they are chosen on, Expert's budget,
its how-to card, the kind of board it is played on, its section of docs/rules.md, whether the
menu offers it yet), the computer's levels, the modes of play, the player counts and the ways four
may sit (each alone, or two against two), with the words people see for them.

Everyone reads it here: the variants their titles and players (core.variant.BaseVariant), the
computer players their board's judgement and Expert's budget, the table its boards (by board
kind), its menu, names on screen, records and the checks of its saved documents. The build stamps
index.html's game rows from it (.ci/build/menu.py), so the menu paints them before Python loads.
It lives in core, the lowest layer, so that every reader may import it; no code outside a game's
own package tests a game's name: it reads the game's entry. docs/adding-a-game.md lists the rest of
what a new game brings.
"""
from __future__ import annotations

from dataclasses import KW_ONLY, dataclass

from .messages import N_

PLAYERS: tuple[int, ...] = (2, 3, 4)      # the player counts a game offers unless its entry says (SEATS: all)
# The words people see are marked with N_ (core.messages): the table says them in its player's
# language, with said().
LEVELS: dict[str, str] = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"), "expert": N_("Expert")}
MODES: dict[str, str] = {"computer": N_("vs Computer"), "local": N_("Same device")}
PAIRS = "pairs"       # two against two, partners across the table (core.teams)
TEAMS: dict[str, str] = {"solo": N_("Each alone"), PAIRS: N_("2 vs 2")}   # how four may play a game with partners
BOARDS = ("line", "trains", "triangles", "spinner", "chickenfoot")  # one chain with two ends; trains off a
# hub; a grid; four arms off a spinner; spokes off a centre double, and three toes at angles on each double


@dataclass(frozen=True)
class LengthRow:
    """A row of the menu's match lengths: the setting it sets (the radios' name, kept with the
    menu's other choices) and its choices, (value, label) in the order shown, `first` checked (the
    first shown unless `default` names another). A game's length is chosen on one row; every other
    row stays at its first choice."""
    setting: str
    choices: tuple[tuple[str, str], ...]
    points: bool = False     # its values are a match's points target ("0": a single round)
    default: str = ""        # the choice checked, where it is not the first shown

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(value for value, _ in self.choices)

    @property
    def first(self) -> str:
        return self.default or self.choices[0][0]


# What a game calls the double each round of its full game is played from (Entry.round_double):
# Mexican Train's engine, Chicken Foot's centre double. The table words a round by it.
ENGINE, CENTRE = "engine", "centre"
ROUND_DOUBLES = (ENGINE, CENTRE)

# A match to points (docs/rules.md §1), shown for a game whose own row offers no choice.
TARGET = LengthRow("target", (("0", N_("1 round")), ("50", N_("To 50")), ("100", N_("To 100")),
                              ("150", N_("To 150")), ("200", N_("To 200")), ("250", N_("To 250"))), points=True)
ROUNDS = LengthRow("rounds", (("1", N_("1 round")), ("10", N_("10 rounds"))))   # the full game (§3)
SCORING = LengthRow("scoring", (("standard", N_("1 round")), ("triominos", N_("Tri-Ominos to 400"))))  # §2
FIVES = LengthRow("fives", (("100", N_("To 100")), ("150", N_("To 150")), ("200", N_("To 200")),
                            ("250", N_("To 250"))), points=True, default="150")   # All Fives' own targets (§7)


@dataclass(frozen=True)
class Entry:
    """One game as the app offers it."""
    name: str                       # registered and saved under this name (core.registry)
    title: str                      # its name for people (N_: the table says it with said())
    board: str                      # one of BOARDS: how it is drawn and how a computer judges it
    tagline: str                    # the menu's line under its title (N_, as the title)
    players: tuple[int, ...] = PLAYERS
    partners: bool = False          # may be played by four in two teams (docs/rules.md §8)
    _: KW_ONLY
    sets: tuple[int, ...]           # the sets it is played with, by their highest double (Triangles:
    #                                 the highest number on a tile), the first the default
    length: LengthRow               # the menu row its match lengths are chosen on
    section: int                    # its section of docs/rules.md
    playouts: int                   # Expert's budget for a decision (domino.ai.levels.Budget)
    guesses: int
    howto: str                      # its how-to card (table.render.howto.CARDS)
    about: str                      # its paragraph under the menu's How to play (N_; the build stamps it)
    stock: bool = True              # a stock to draw from (Block's rest is out of play)
    dig: bool = False               # the rules draw until a tile fits: the table offers to (flow/dig.py)
    scored_in_play: bool = False    # every seat scores as it plays: a hand goes to the most points
    offered: bool = True            # in the menu; False while the table has no board for it
    round_double: str = ""          # a game of rounds (ROUNDS): what the double a round is played from
    #                                 is called, one of ROUND_DOUBLES; "" in a game without rounds
    set_players: tuple[tuple[int, tuple[int, ...]], ...] = ()   # (set, player counts) where a set
    # other than the usual one seats another number; `players` otherwise

    def players_with(self, double: int) -> tuple[int, ...]:
        """The player counts a game with the set `double` allows (the menu offers `players`)."""
        return dict(self.set_players).get(double, self.players)

    @property
    def seats(self) -> tuple[int, ...]:
        """Every player count the game seats, with one set or another."""
        return tuple(sorted({n for s in self.sets for n in self.players_with(s)}))


# Expert's budgets are sized so that its p95 decision time on CPython stays within 150 ms on an
# idle machine: a Triangles or Mexican Train playout is several times longer than a line game's.
# All Fives: the line games' budget; its playouts look one play ahead for the searching seat, so a
# decision takes 1.6-1.8 times a Classic one (p95 95-110 ms against 58 ms, tests/bench/arena.py).
# Mexican Train with double-twelve keeps its budget: longer hands and up to eight seats make a
# decision 1.6-2.1 times a Classic one (p95 83-113 ms against 45-54 ms in the same runs; 113 ms
# by eight on a loaded machine, CPU time).
# Chicken Foot: Mexican Train's budget, p95 93 ms with double-nine by two, 79-88 by four (§9).
# In the order the menu offers them.
CATALOG: dict[str, Entry] = {e.name: e for e in (
    Entry("draw", N_("Classic"), "line", N_("Match the open ends, go out first."), partners=True,
          sets=(6,), length=TARGET, section=1, playouts=600, guesses=24, howto="draw", dig=True,
          about=N_("7 tiles each with 2 players, 5 with 3 or 4. The highest double opens. Tap a tile whose number "
                   "matches an open end; if it fits both ends, tap the end you want. No match? Draw from the stock "
                   "until one fits. Pass only when the stock is empty.")),
    Entry("block", N_("Block"), "line", N_("No drawing: match the ends, go out first."), partners=True,
          sets=(6,), length=TARGET, section=1, playouts=600, guesses=24, howto="block", stock=False,
          about=N_("no drawing: if nothing fits, you pass.")),
    Entry("allfives", N_("All Fives"), "spinner", N_("Score when the ends add up to five, ten, fifteen..."),
          partners=True, sets=(6,), length=FIVES, section=7, playouts=600, guesses=24, howto="allfives",
          dig=True, scored_in_play=True,
          about=N_("Classic with a spinner: the first double takes tiles on all four sides. After each play, if "
                   "the open ends add up to a multiple of five (5, 10, 15...), you score that many points; going "
                   "out scores the pips left in the other hands, rounded to a five.")),
    Entry("triangles", N_("Triangles"), "triangles", N_("Match both corners of a side, go out first."),
          sets=(5,), length=SCORING, section=2, playouts=96, guesses=6, howto="triangles",
          about=N_("three-cornered tiles on a grid of triangles. Tap a tile, then a marked cell; every corner that "
                   "touches the board must show the same number. Turn the tile (⟳) when it fits a cell more than "
                   "one way. No fit? Draw up to three tiles, then pass. With Tri-Ominos points every tile scores "
                   "its corners, hexagons and bridges earn bonuses, draws cost points, and the first to 400 wins. "
                   "A round ends when someone goes out, or when the stock is gone and every player passes in a "
                   "row.")),
    Entry("mexican", N_("Mexican Train"), "trains", N_("Build trains off the engine, go out first."),
          sets=(9, 12), set_players=((12, (2, 3, 4, 5, 6, 7, 8)),), length=ROUNDS, section=3, playouts=300,
          guesses=12, howto="mexican", round_double=ENGINE,
          about=N_("double-nine tiles on trains from the 9-9 engine, or double-twelve tiles from the 12-12 for up "
                   "to eight players. Start your own train, then play on it, on the Mexican train, or on any train "
                   "marked Open to everyone. Can't play? Draw one; still stuck, pass and your train opens to "
                   "everyone. A double must be covered. The full game is a round per engine, from the set's "
                   "highest double down to 0-0 (ten rounds, or thirteen): the lowest total of pips wins.")),
    Entry("chickenfoot", N_("Chicken Foot"), "chickenfoot",
          N_("Every double grows a foot of three toes: fill it first, go out first."),
          players=(2, 3, 4, 5, 6, 7, 8), sets=(9, 6), set_players=((6, (2, 3, 4)),), length=ROUNDS, section=9,
          playouts=300, guesses=12, howto="chickenfoot", round_double=CENTRE,
          about=N_("double-nine tiles around the 9-9 in the middle, or double-six tiles around the 6-6 for two to "
                   "four players. First a tile goes on each of its four sides. Every double laid grows a chicken "
                   "foot: three tiles on it, each matching its number, before anyone plays elsewhere. Can't play? "
                   "Draw one; still stuck, pass. The 0-0 left in hand counts 50. The full game is a round per centre "
                   "double, from the set's highest down to 0-0 (ten rounds, or seven): the lowest total of pips "
                   "wins.")),
)}
# The entries the menu offers (and the table has a board for), in its order.
OFFERED: dict[str, Entry] = {name: e for name, e in CATALOG.items() if e.offered}
# The menu's length rows, in its order: the points row first (the one shown when a game's own row
# offers no choice), then each offered game's own.
LENGTH_ROWS: tuple[LengthRow, ...] = tuple(dict.fromkeys((TARGET, *(e.length for e in OFFERED.values()))))
# The sets a game played with more than one offers on the menu's set row, by their highest double,
# with their names for people; the row is shown for such a game, each choosing among its own.
SET_NAMES: dict[int, str] = {6: N_("Double-six"), 9: N_("Double-nine"), 12: N_("Double-twelve")}
SETS: tuple[int, ...] = tuple(sorted({s for e in OFFERED.values() if len(e.sets) > 1 for s in e.sets}))
# Every player count some offered game seats with some set: the menu's players row (each game's own shown)
SEATS: tuple[int, ...] = tuple(sorted({n for e in OFFERED.values() for n in e.seats}))
FIRST = next(iter(OFFERED))          # the game the menu offers first, checked as the page paints it


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
