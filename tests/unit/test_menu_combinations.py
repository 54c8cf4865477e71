"""Every combination of the menu's settings through `menu.plan`, the pure half of the menu (the page
only copies its answer into the form: tests/e2e/test_variants_menu.py checks that copy, a few
times). Whatever a person clicks, New game never builds a Rules the engine refuses: a choice the
variant does not support is disabled, and a choice that became invalid moves to a valid one. The
form's values are index.html's own (test_menu_catalog.menu_rows)."""

from __future__ import annotations

import functools
import itertools

import pytest
from test_menu_catalog import menu_rows

import domino
from domino.core import catalog
from table.flow import menu
from table.render import match_length as lengths
from table.render import tripoints

ROWS = {name: [value for value, _, _ in radios] for name, radios in menu_rows().items()}
OPTIONS = {name: ROWS[name] for name in ("players", "set", *menu.LENGTHS)}  # the rows `plan` enables
FIRST = {name: values[0] for name, values in ROWS.items()}           # the form as the page paints it
SINGLE_ALONE = {"teams": lengths.SOLO, "target": "0", "rounds": lengths.SINGLE, "scoring": lengths.STANDARD,
                "fives": catalog.FIVES.first}
# the length row each variant shows, where it is not the points row
ROW = {name: e.length.setting for name, e in catalog.OFFERED.items() if e.length is not catalog.TARGET}
# every game of rounds with each of its sets
ROUND_GAMES = [(name, double) for name, e in catalog.OFFERED.items() if e.round_double for double in e.sets]


@functools.cache
def _accepted(values: tuple[str | None, ...]) -> bool:
    """Whether the engine takes the settings of menu.SETTINGS with these `values` (None: not set)."""
    try:
        domino.Rules(**lengths.rules_options({k: v for k, v in zip(menu.SETTINGS, values) if v is not None}))
    except ValueError:
        return False
    return True


def rules_ok(chosen) -> bool:
    """The engine takes these settings (asked of domino.Rules itself, never of the menu)."""
    return _accepted(tuple(map(chosen.get, menu.SETTINGS)))


def assert_settled(given, p, mode="computer"):
    """What a plan for the settings `given` must say, whatever they were."""
    chosen = p.chosen
    assert rules_ok(chosen), (given, chosen)
    rules = domino.Rules(**lengths.rules_options(chosen))
    assert chosen["variant"] == given["variant"] and chosen["mode"] == given["mode"]
    assert p.shown == ROW.get(chosen["variant"], "target"), (given, p)
    # the set row: shown for a game with more than one set, offering its own; a set it is not
    # played with moves to its usual one; a game with one set keeps the hidden row's choice
    sets = catalog.CATALOG[chosen["variant"]].sets
    assert p.sets == (len(sets) > 1) and p.enabled["set"] == [v for v in OPTIONS["set"] if p.sets and int(v) in sets]
    if p.sets:
        assert chosen["set"] == (given["set"] if int(given["set"]) in sets else str(sets[0])), (given, p)
    else:
        assert chosen["set"] == given["set"] and rules.double == sets[0]
    assert rules.double == (int(chosen["set"]) if p.sets else sets[0])
    assert p.rounds == f"{lengths.rounds(rules.double)} rounds"
    for name, values in OPTIONS.items():
        if name == "set":
            continue
        # every enabled choice is a valid one from here, and every disabled one is refused (a player
        # count as a single round each alone: the lengths and two against two follow the count)
        alone = SINGLE_ALONE if name == "players" else {}
        for value in values:
            assert (value in p.enabled[name]) == rules_ok({**chosen, **alone, name: value}), (name, value, given, p)
        # a choice stays unless refused (or nothing is offered instead); a refused match length moves
        # to the next longer one offered, else the longest; any other row to its first choice
        ok = p.enabled[name]
        if given[name] in ok:
            assert chosen[name] == given[name], (name, given, p)
        elif name in ("target", "fives"):
            longer = [int(v) for v in ok if int(v) > int(given[name])]
            assert int(chosen[name]) == (min(longer) if longer else max(map(int, ok))), (name, given, p)
        else:
            assert chosen[name] == ok[0], (name, given, p)
        # a length row not shown has one choice, made
        if name in menu.LENGTHS and name != p.shown:
            assert p.enabled[name] == [chosen[name]], (name, given, p)
    assert (tripoints.menu_note() in p.note) == rules.triominos_scoring, (given, p)
    # the full game's note, in the words of the game's own rounds (a game without rounds has none)
    notes = [lengths.full_game_note(name, double) for name, double in ROUND_GAMES]
    said = [note for note in notes if note in p.note]
    assert said == ([lengths.full_game_note(rules.variant, rules.double)] if rules.full_game else []), (given, p)
    assert p.blocked == lengths.scores_blocked(rules)
    assert p.teams == lengths.offers_teams(chosen["variant"], int(chosen["players"]))
    assert p.partner == (rules.partners and mode == "computer")
    assert p.tagline == catalog.OFFERED[chosen["variant"]].tagline
    return rules


@pytest.mark.parametrize("variant", list(catalog.OFFERED))
def test_every_combination_settles_on_rules_the_engine_takes(variant):
    """variant x players x teams x every length row x the blocked scoring; each row refuses
    something somewhere, and each variant refuses some of them."""
    refused = {name: 0 for name in OPTIONS}
    names = ("players", "set", "teams", *menu.LENGTHS, "blocked")
    for values in itertools.product(*(ROWS[name] for name in names)):
        given = {**FIRST, "variant": variant, **dict(zip(names, values))}
        p = menu.plan(OPTIONS, given)
        assert_settled(given, p)
        for name in OPTIONS:
            refused[name] += len(OPTIONS[name]) - len(p.enabled[name])
    assert sum(refused.values()) > 0, refused
    assert refused["target"] > 0, refused  # two against two's "50", or a game with a length row of its own


def test_the_set_decides_the_player_counts_offered():
    """Mexican Train seats 2-4 with the double-nine, 2-8 with the double-twelve; back on the
    double-nine, eight players move to two; every other game offers no set and 2-4 players."""
    for variant, entry in catalog.OFFERED.items():
        for double in catalog.SETS:
            p = menu.plan(OPTIONS, {**FIRST, "variant": variant, "set": str(double)})
            seated = entry.players_with(double if double in entry.sets else entry.sets[0])
            assert p.enabled["players"] == [str(n) for n in seated], (variant, double)
    eight = menu.plan(OPTIONS, {**FIRST, "variant": "mexican", "set": "12", "players": "8", "rounds": "10"})
    assert eight.chosen["players"] == "8" and eight.sets and eight.rounds == "13 rounds"
    assert lengths.full_game_note("mexican", 12) in eight.note and "12\u201112" in eight.note
    nine = menu.plan(OPTIONS, {**eight.chosen, "set": "9"}, players_before="8")
    assert nine.chosen["players"] == "2" and nine.rounds == "10 rounds"
    assert not menu.plan(OPTIONS, {**FIRST, "variant": "draw", "set": "12", "players": "8"}).sets


def test_every_row_is_refused_by_some_variant():
    seen = {name: set() for name in OPTIONS}
    for variant, players in itertools.product(catalog.OFFERED, ROWS["players"]):
        p = menu.plan(OPTIONS, {**FIRST, "variant": variant, "players": players})
        for name in OPTIONS:
            seen[name] |= set(OPTIONS[name]) - set(p.enabled[name])
    assert all(seen[name] for name in menu.LENGTHS), seen


@pytest.mark.parametrize("mode", ROWS["mode"])
def test_two_against_two_and_the_partners_level_follow_mode_and_players(mode):
    """variant x players x teams x level x partner, in each mode: the teams row for four players
    of a partnership game, the partner's row against the computer, the note saying 2 vs 2 first."""
    for variant, players, teams, level, partner in itertools.product(
            catalog.OFFERED, ROWS["players"], ROWS["teams"], ROWS["level"], ROWS["partner"]):
        given = {**FIRST, "mode": mode, "variant": variant, "players": players, "teams": teams, "level": level,
                 "partner": partner}
        p = menu.plan(OPTIONS, given)
        rules = assert_settled(given, p, mode)
        assert rules.partners == (teams == "pairs" and p.teams), given
        assert p.note.startswith(menu.TEAMS_NOTES[mode]) == rules.partners, (given, p.note)
        assert (p.chosen["level"], p.chosen["partner"]) == (level, partner)  # no change of level: none moves


def test_the_partners_level_moves_with_the_opponents_while_the_two_were_the_same():
    for level, partner, before in itertools.product(ROWS["level"], ROWS["partner"], [None, *ROWS["level"]]):
        given = {**FIRST, "players": "4", "teams": "pairs", "level": level, "partner": partner}
        p = menu.plan(OPTIONS, given, level_before=before)
        assert p.chosen["level"] == level
        assert p.chosen["partner"] == (level if partner == before else partner), (level, partner, before)


@pytest.mark.parametrize("variant", list(catalog.OFFERED))
def test_a_change_of_player_count_resets_the_blocked_scoring_for_every_variant(variant):
    for players, before, blocked in itertools.product(ROWS["players"], [None, *ROWS["players"]], ROWS["blocked"]):
        given = {**FIRST, "variant": variant, "players": players, "blocked": blocked}
        p = menu.plan(OPTIONS, given, players_before=before)
        settled = p.chosen["players"]  # a count the game does not seat moves to its first
        changed = before is not None and before != settled
        assert p.chosen["blocked"] == (lengths.blocked_default(int(settled)) if changed else blocked)
        assert_settled(given, p)


class Form:
    """The menu form as Menu.sync keeps it: a click checks a radio unless it is disabled, then the
    form takes the plan's choices, and remembers the players and level it last had."""

    def __init__(self):
        self.chosen = dict(FIRST)
        self.seen = (None, None)
        self.plan = self.sync()

    def sync(self):
        before = self.seen[0] or FIRST["players"], self.seen[1] or FIRST["level"]
        self.plan = menu.plan(OPTIONS, self.chosen, *before)
        self.chosen = self.plan.chosen
        self.seen = (self.chosen["players"], self.chosen["level"])
        return self.plan

    def disabled(self, name, value):
        return name in OPTIONS and value not in self.plan.enabled[name]

    def click(self, name, value):
        """False when the radio is disabled (nothing changes)."""
        if self.disabled(name, value):
            return False
        given = {**self.chosen, name: value}
        self.chosen = given
        assert_settled(given, self.sync())
        return True


def test_every_order_of_clicks_keeps_the_form_valid():
    """The clicks a person could make, one setting at a time, lengths before and after the game
    and its player count: a disabled radio is one the engine refuses from where the form is."""
    form, refused = Form(), 0
    for i, (variant, target, players) in enumerate(itertools.product(catalog.OFFERED, ("100", "50", "0"),
                                                                     ("4", "2", "3"))):
        rounds = ("10", "1")[i % 2]  # each variant meets both
        scoring = (lengths.TRIOMINOS, lengths.STANDARD)[i // 2 % 2]  # ... and both scorings, with either
        fives = catalog.FIVES.values[i % len(catalog.FIVES.values)]
        for name, value in (("target", target), ("rounds", rounds), ("scoring", scoring), ("fives", fives),
                            ("variant", variant), ("players", players), ("target", target), ("rounds", rounds),
                            ("scoring", scoring), ("fives", fives)):
            before = dict(form.chosen)
            if not form.click(name, value):
                refused += 1
                assert not rules_ok({**before, name: value}), (name, value, before)
                assert form.chosen == before
    assert refused > 0


def test_a_length_follows_the_game_from_classic_to_triangles_mexican_and_block():
    """To 50 in Classic, then Triangles: one round (its row says 1 round or Tri-Ominos to 400), and
    back in Block the points are offered again."""
    form = Form()
    assert form.click("variant", "draw") and form.click("target", "50")
    assert form.click("variant", "triangles")
    assert form.chosen["target"] == "0" and form.chosen["scoring"] == lengths.STANDARD
    assert form.plan.note == "" and form.disabled("target", "50")
    assert form.click("scoring", lengths.TRIOMINOS)
    assert form.plan.note == lengths.note(domino.Rules(**lengths.rules_options(form.chosen))) != ""
    assert form.click("variant", "mexican")
    assert form.chosen["scoring"] == lengths.STANDARD  # Tri-Ominos is Triangles' only
    assert form.plan.note == "" and form.chosen["rounds"] == "1"  # its rounds row says it: 1 round or 10
    assert form.click("variant", "block")
    assert form.plan.note == "" and not form.disabled("target", "50")


def test_two_against_two_carried_into_all_fives_leaves_tri_ominos_behind():
    """2 vs 2 in Classic, Tri-Ominos to 400 in Triangles (the teams row hidden, still checked),
    then All Fives: its scoring moves back, and New game builds a partnership match to one of its
    targets."""
    form = Form()
    for name, value in (("players", "4"), ("teams", "pairs"), ("variant", "triangles"),
                        ("scoring", lengths.TRIOMINOS), ("variant", "allfives")):
        assert form.click(name, value), (name, value)
    assert form.chosen["scoring"] == lengths.STANDARD and form.chosen["fives"] in catalog.FIVES.values
    assert domino.Rules(**lengths.rules_options(form.chosen)).partners
