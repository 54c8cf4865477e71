"""How long a game runs: a single round, a match to a points target (docs/rules.md §1), the full
game of Mexican Train or Chicken Foot, a round from each double of the set down to 0-0, where the
lowest total of pips wins (§3, §9; each says its rounds' double by its own name, the entry's
`round_double`),
or for Triangles a match to 400 under the Tri-Ominos scoring option (§2), or All Fives' match to
its own targets (§7), asked on a row of its own ("fives"). Which row a game's length is chosen on
is its catalog entry's (`length`, a domino.core.catalog.LengthRow). Four players of a game played
in partnerships may play two against two (§8: the `teams` row), to 100-250 or a single hand.

The menu's choices (strings, as its radios hold them) become the engine's Rules options here, and
back again for Restart; the table's words about the match so far come from here too. Pure Python
and no DOM; the engine is imported only inside the functions that need it (the menu's first paint
does not wait for it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple, TypedDict

from table.language.catalogue import N_, _, _n
from table.language.formats import and_list

if TYPE_CHECKING:
    from domino import Rules
    from domino.core.catalog import LengthRow

SINGLE = "1"  # the menu's `rounds` value of a single round; the full game's is str(rounds())
STANDARD, TRIOMINOS = "standard", "triominos"  # the menu's `scoring` values (Triangles)
DIFFERENCE, OTHERS = "difference", "others"  # the menu's `blocked` values: how a blocked hand scores
SOLO, PAIRS = "solo", "pairs"  # the menu's `teams` values (catalog.TEAMS): each alone, or two against two


def points_row(variant: str) -> LengthRow:
    """The row a game's match to points is chosen on: its own, when that row counts points (All
    Fives' targets), else the menu's points row."""
    from domino.core import catalog

    own = catalog.entry(variant).length
    return own if own.points else catalog.TARGET


def own_points_rows() -> tuple[LengthRow, ...]:
    """The points rows of a game of their own (All Fives'): every other game leaves each at its first."""
    from domino.core import catalog

    return tuple(row for row in catalog.LENGTH_ROWS if row.points and row is not catalog.TARGET)


def rounds(double: int = 0) -> int:
    """The rounds of the full game (the engine's number) with the set `double` (0: the usual one)."""
    from domino.variants.trains import rounds as full_game

    return full_game(double) if double else full_game()


def engine_of(number: int, double: int = 0) -> int:
    """The double round `number` of the full game is played from, its engine or centre double (the
    set's highest double in round 1)."""
    from domino.variants.trains import engine_of as engine

    return engine(number, double) if double else engine(number)


def triominos_target() -> int:
    """The points a Tri-Ominos match is played to (the engine's number)."""
    from domino.variants.triangles.triominos import TARGET

    return TARGET


class RulesOptions(TypedDict):
    """domino.Rules keywords for a game's length and variant (`Rules(**options)`)."""

    variant: str
    players: int
    target: int
    full_game: bool
    triominos_scoring: bool
    blocked_scoring: str
    partners: bool
    double: int


def offers_sets(variant: str) -> tuple[int, ...]:
    """The sets the menu's set row offers for the game (by highest double): its own, when it is
    played with more than one; none otherwise (the row is hidden and its choice kept)."""
    from domino.core import catalog

    known = catalog.CATALOG.get(variant)
    return known.sets if known is not None and len(known.sets) > 1 else ()


def offers_teams(variant: str, players: int) -> bool:
    """Whether the game may be played two against two: four players of a variant the catalog plays
    in partnerships (docs/rules.md §8)."""
    from domino.core import catalog, teams

    known = catalog.CATALOG.get(variant)
    return bool(known is not None and known.partners and players == teams.PLAYERS)


def blocked_default(players: int) -> str:
    """How a blocked hand scores unless the player chooses: the lightest hand takes the others'
    pips with 3-4 players, the difference of the two hands with 2 (docs/rules.md §1)."""
    return OTHERS if players >= 3 else DIFFERENCE


def scores_blocked(rules: Rules) -> bool:
    """The blocked-scoring choice counts: a match to points of Classic or Block (Tri-Ominos always
    scores by the difference, Mexican Train by the pips left in hand, All Fives by its own rule)."""
    from domino.core import catalog

    return bool(rules.is_match and not rules.triominos_scoring and not rules.full_game
                and catalog.entry(rules.variant).board == "line")


def _whole(value: object) -> int:
    """A menu value as a whole number (its radio's digits, or the number itself)."""
    if isinstance(value, (int, str)):
        return int(value)
    raise ValueError(f"not a whole number: {value!r}")


def rules_options(settings: Mapping[str, object]) -> RulesOptions:
    """domino.Rules keywords for the menu's choices: variant, players, target (points; 0 is a
    single round), rounds (a single round, or the full game) and scoring (standard, or Tri-Ominos
    points: a match to their target, so the points row is left at a single round) and a game's own
    points row (All Fives' targets, `fives`: the points row left at a single round; every other
    variant leaves it at its first value) and teams (two against two, where the game offers it: elsewhere the
    choice is kept in the form and plays solo, as the blocked scoring does where it does not
    count). A value the menu never holds raises ValueError, like the Rules the engine refuses."""
    value = str(settings.get("rounds", SINGLE))
    if value not in (SINGLE, str(rounds())):
        raise ValueError(f"a game is {SINGLE} round or the full game of {rounds()}, not {value!r}")
    scoring = str(settings.get("scoring", STANDARD))
    if scoring not in (STANDARD, TRIOMINOS):
        raise ValueError(f"the scoring is {STANDARD!r} or {TRIOMINOS!r}, not {scoring!r}")
    target = _whole(settings.get("target", 0) or 0)
    if scoring == TRIOMINOS:
        if target:
            raise ValueError(f"a Tri-Ominos match is played to {triominos_target()}, not to {target}")
        target = triominos_target()
    from domino.core import catalog

    variant, players = str(settings["variant"]), _whole(settings["players"])
    points = points_row(variant)
    for row in own_points_rows():
        chosen = str(settings.get(row.setting, row.first))
        if row is points:
            if target:
                raise ValueError(f"{catalog.title(variant)} is played to its own targets, not to {target}")
            target = _whole(chosen)
        elif chosen != row.first:
            games = ", ".join(e.title for e in catalog.OFFERED.values() if e.length is row)
            raise ValueError(f"only {games} is played to {chosen}")
    blocked = str(settings.get("blocked", DIFFERENCE))
    if blocked not in (DIFFERENCE, OTHERS):
        raise ValueError(f"a blocked hand scores {DIFFERENCE!r} or {OTHERS!r}, not {blocked!r}")
    if not target or scoring == TRIOMINOS or points is not catalog.TARGET:
        blocked = DIFFERENCE
    teams = str(settings.get("teams", SOLO))
    if teams not in (SOLO, PAIRS):
        raise ValueError(f"the teams are {SOLO!r} or {PAIRS!r}, not {teams!r}")
    double = _whole(settings["set"]) if "set" in settings and offers_sets(variant) else 0  # 0: the usual set
    return {"variant": variant, "players": players, "target": target,
            "full_game": value != SINGLE, "triominos_scoring": scoring == TRIOMINOS,
            "blocked_scoring": blocked, "partners": teams == PAIRS and offers_teams(variant, players),
            "double": double}


def menu_settings(rules: Rules) -> dict[str, str]:
    """The menu's choices that make `rules`: `rules_options` the other way round (Restart, and a
    game saved before the menu had its `rounds` or `scoring` setting). `blocked` only where it
    counts (`scores_blocked`), and `teams` only where the game offers them (`offers_teams`):
    elsewhere the menu keeps the choice the player last made."""
    from domino.core import catalog

    triominos, points = rules.triominos_scoring, points_row(rules.variant)
    out = {"variant": rules.variant, "players": str(rules.players),
           "target": str(rules.target) if points is catalog.TARGET and not triominos else "0",
           "rounds": str(rounds()) if rules.full_game else SINGLE,
           "scoring": TRIOMINOS if triominos else STANDARD,
           **{row.setting: str(rules.target) if row is points else row.first for row in own_points_rows()}}
    if scores_blocked(rules):
        out["blocked"] = rules.blocked_scoring
    if offers_teams(rules.variant, rules.players):
        out["teams"] = PAIRS if rules.partners else SOLO
    if offers_sets(rules.variant):
        out["set"] = str(rules.double)
    return out


class RoundWords(NamedTuple):
    """The full game's words in a game whose rounds are each played from a double called one way."""
    note: str       # the menu's, under the full game's choice: {count}, {first}, {last}
    round: str      # the score bar's round: {number}, {rounds}, {double}
    next: str       # under a round's summary, the round to come: {number}, {rounds}, {double}


# By what the game calls its rounds' double (catalog.ROUND_DOUBLES, the entry's `round_double`).
ROUND_WORDS: dict[str, RoundWords] = {
    "engine": RoundWords(
        N_("The full game: {count} rounds, engines {first} down to {last}. The lowest total of pips left in hand "
           "wins."),
        # Translators: {double} is the round's engine, a tile's name such as 8-8.
        N_("Round {number} of {rounds} · engine {double}"),
        N_("Next: round {number} of {rounds}, engine {double}. The lowest total after round {rounds} wins.")),
    "centre": RoundWords(
        N_("The full game: {count} rounds, centre doubles {first} down to {last}. The lowest total of pips left "
           "in hand wins."),
        # Translators: {double} is the double in the middle of the round, a tile's name such as 8-8.
        N_("Round {number} of {rounds} · centre double {double}"),
        N_("Next: round {number} of {rounds}, centre double {double}. The lowest total after round {rounds} "
           "wins.")),
}


def round_words_of(variant: str) -> RoundWords:
    """The full game's words of `variant`, by what it calls its rounds' double."""
    from domino.core import catalog

    return ROUND_WORDS[catalog.entry(variant).round_double]


def full_game_note(variant: str, double: int = 0) -> str:
    """The menu's words for the full game of `variant` with the set `double` (0: the usual one),
    under its choice."""
    # U+2011, a hyphen the line never breaks at: "0-" and "0" on two lines read badly.
    first, last = (_double(engine_of(n, double), "\u2011") for n in (1, rounds(double)))
    return _(round_words_of(variant).note, count=rounds(double), first=first, last=last)


def _double(number: int, hyphen: str = "-") -> str:
    """A round's double as a tile's name: '9-9'."""
    return hyphen.join((str(number), str(number)))


def note(rules: Rules) -> str:
    """The menu's words under a length that needs explaining: the full game, Tri-Ominos points."""
    if rules.full_game:
        return full_game_note(rules.variant, rules.double)
    if rules.triominos_scoring:
        from table.render.tripoints import menu_note

        return menu_note()
    return ""


def is_long(rules: Rules) -> bool:
    """More than one hand: the table keeps a scoreboard and deals the next hand."""
    return bool(rules.is_match or rules.full_game)


def round_words(variant: str, number: int, double: int = 0) -> tuple[str, str]:
    """The full game's progress on the score bar: long and short words for round `number` of
    `variant`, with the set `double` (0: the usual one)."""
    tile, count = _double(engine_of(number, double)), rounds(double)
    return (_(round_words_of(variant).round, number=number, rounds=count, double=tile),
            _("R{number}/{rounds} · {double}", number=number, rounds=count, double=tile))


def goal(rules: Rules, hands_played: int, over: bool) -> str:
    """How the match is won, said under a hand's summary (nothing once it is over)."""
    if over:
        return ""
    if rules.full_game:
        n = hands_played + 1
        # U+2011, as in the menu's note: a narrow summary never breaks "5-5" over two lines
        return _(round_words_of(rules.variant).next, number=n, rounds=rounds(rules.double),
                 double=_double(engine_of(n, rules.double), "\u2011"))
    if rules.is_match:
        if rules.partners:
            return _("First team to {target} points wins the match.", target=rules.target)
        return _("First to {target} points wins the match.", target=rules.target)
    return ""


def standing(names: Sequence[str], totals: Sequence[int], over: bool, person: int | None) -> str:
    """Who has the lowest total of pips (the full game's leader, or its winner once `over`). A tie
    for the lowest total at the end has no winner: the match is drawn (domino.Match.winner).
    `person`, the person's seat (None at a shared device), is said as "you"."""
    low = min(totals)
    first = [seat for seat, total in enumerate(totals) if total == low]
    if len(first) > 1:
        tied = and_list([names[seat] for seat in first])
        if over:
            return _n("{names} tie for the lowest total, {count} pip: nobody wins.",
                      "{names} tie for the lowest total, {count} pips: nobody wins.", low, names=tied)
        return _n("{names} share the lowest total, {count} pip.", "{names} share the lowest total, {count} pips.",
                  low, names=tied)
    seat = first[0]
    if over:
        if seat == person:
            return _n("You finish with the lowest total, {count} pip.",
                      "You finish with the lowest total, {count} pips.", low)
        return _n("{name} finishes with the lowest total, {count} pip.",
                  "{name} finishes with the lowest total, {count} pips.", low, name=names[seat])
    if seat == person:
        return _n("You lead with the lowest total, {count} pip.", "You lead with the lowest total, {count} pips.", low)
    return _n("{name} leads with the lowest total, {count} pip.", "{name} leads with the lowest total, {count} pips.",
              low, name=names[seat])
