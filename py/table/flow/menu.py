"""The menu: the game's settings form, and what the menu screen shows around it (coins, the Daily
match, Continue).

The form offers only what the chosen variant supports: domino.Rules decides which players and
lengths it accepts (`plan`, pure); the others are disabled, and a choice that became invalid moves
to the first valid one with a note. So New game never builds a Rules the engine refuses. A game's
length is counted in points (target), in rounds (the full game) or by its scoring (Tri-Ominos): a
variant that offers a choice of rounds or of scoring shows that row instead of the points. How a
blocked hand scores is asked only of a match to points in Classic or Block; it follows the
player count (match_length.blocked_default) until the player chooses, and again whenever the
player count changes. The set (double-nine or double-twelve) is asked of a game played with more
than one, first: it decides the player counts offered (a count no set of the game seats is left
out of the row, as static/early-menu.js does before Python is up). Teams (two against two) are asked only of four players of a game played in
partnerships, and the partner's level only then, against the computer; the partner's level
follows the opponents' while the two are the same, so choosing Hard gives a Hard partner unless
the player picked another.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from domino.core import catalog
from table.render import match_length as lengths
from table.render import screens
from table.flow import setups
from table.jsvalues import absent
from table.language.catalogue import N_, _, _n, said
from table.render.markup import EMPTY, html
from table.storage import profile as PR
from table.storage.settings import NAME_KEYS, clean_name

if TYPE_CHECKING:
    from domino import Match
    from table.flow.ports import Page
    from table.storage.coins import Coins
    from table.storage.documents import GameDoc
    from table.storage.saves import Saves

# A match to points; or each game's own row (catalog.LENGTH_ROWS): rounds (Mexican Train), the
# scoring (Triangles: Tri-Ominos to 400), All Fives' targets. The menu shows one of these rows: the
# first after "target" that offers a choice, else "target".
LENGTHS = tuple(row.setting for row in catalog.LENGTH_ROWS)
SETTINGS = ("mode", "players", "variant", "set", "teams", "level", "partner", *LENGTHS, "blocked")
POINTS = frozenset(row.setting for row in catalog.LENGTH_ROWS if row.points)  # the rows of a match to points
_CONTINUE = '<button type="button" class="primary" data-action="continue">{}{}</button>'


@dataclass
class Plan:
    enabled: dict[str, list[str]]  # setting -> the values it may take now
    chosen: dict[str, str]         # setting -> the value checked (moved to the first valid one when needed)
    shown: str       # the length row shown
    note: str        # what needs explaining, under the form
    tagline: str = ""  # the line under the menu's title, for the variant chosen (the catalog's)
    blocked: bool = False  # the blocked-scoring row is shown (it counts in the game chosen)
    teams: bool = False    # the teams row is shown (the game may be played two against two)
    partner: bool = False  # the partner's level row is shown (two against two, against the computer)
    sets: bool = False     # the set row is shown (the game is played with more than one)
    rounds: str = ""       # the words of the full game's choice, for the set chosen


BLOCKED_NOTES = {
    lengths.DIFFERENCE: N_("A blocked hand: the lightest hand scores the others' pips less its own."),
    lengths.OTHERS: N_("A blocked hand: the lightest hand scores all the others' pips."),
}
TEAM_BLOCKED_NOTES = {
    lengths.DIFFERENCE: N_("A blocked hand: the lighter team scores the other team's pips less its own."),
    lengths.OTHERS: N_("A blocked hand: the lighter team scores the other team's pips."),
}
TEAMS_NOTES = {
    "computer": N_("2 vs 2: you and your partner, across the table, against the two others."),
    "local": N_("2 vs 2: players 1 and 3 against players 2 and 4, partners across the table."),
}


def accepts(choice: Mapping[str, str]) -> bool:
    """The engine builds Rules from these settings."""
    return _accepts(tuple(sorted(choice.items())))


# A plan asks the engine about twenty such questions, from a few hundred possible: each answered
# once.
@functools.cache
def _accepts(choice: tuple[tuple[str, str], ...]) -> bool:
    import domino

    try:
        domino.Rules(**lengths.rules_options(dict(choice)))
    except ValueError:
        return False
    return True


def plan(options: Mapping[str, Sequence[str]], chosen: Mapping[str, str], players_before: str | None = None,
         level_before: str | None = None) -> Plan:
    """`options`: each setting's values in the form; `chosen`: the value checked in each;
    `players_before`: the player count the form last had (a change resets the blocked scoring to
    that count's default); `level_before`: the opponents' level it last had (a partner at that
    level moves with it)."""
    import domino

    chosen = dict(chosen)
    variant = chosen["variant"]
    enabled, moved, every = {}, {}, {}
    # The set first: the game's own sets (a set it is not played with moves to its usual one); a
    # game with one set leaves the row's choice as it is, hidden.
    sets = lengths.offers_sets(variant)
    if "set" in options:
        enabled["set"] = [value for value in options["set"] if int(value) in sets]
        if sets and chosen.get("set") not in enabled["set"]:
            chosen["set"] = str(sets[0])
    # Players first (tried with a single round, each alone: teams narrow the lengths, never the
    # players), then the lengths for the players and teams chosen, each tried with the others at
    # a single round; a game's own points row (All Fives' targets) at the first its teams take
    # (were it one the teams refused, no other length would fit, and none would move).
    firsts = {row.setting: row.first for row in catalog.LENGTH_ROWS}
    for name in ("players", *LENGTHS):
        teams = lengths.SOLO if name == "players" else chosen.get("teams", lengths.SOLO)
        single = {"variant": variant, "players": chosen["players"], **firsts, "teams": teams}
        if "set" in chosen:
            single["set"] = chosen["set"]
        if name == "target":  # the players are settled: each own points row's first these teams take
            for row in lengths.own_points_rows():   # its default when they take it, else the first shown
                tried = (row.first, *options[row.setting]) if row.first in options[row.setting] else options[row.setting]
                firsts[row.setting] = next((value for value in tried if accepts({**single, row.setting: value})),
                                           row.first)
            single.update(firsts)
        ok = [value for value in options[name] if accepts({**single, name: value})]
        moved[name] = chosen[name] in options[name] and chosen[name] not in ok and bool(ok)
        if moved[name]:
            chosen[name] = _instead(name, chosen[name], ok)
        enabled[name] = ok
        every[name] = len(ok) == len(options[name])
    shown = next((name for name in LENGTHS[1:] if len(enabled[name]) > 1), "target")
    if "blocked" in chosen and players_before is not None and players_before != chosen["players"]:
        chosen["blocked"] = lengths.blocked_default(int(chosen["players"]))
    if level_before is not None and chosen.get("partner") == level_before:
        chosen["partner"] = chosen["level"]
    # Every setting is valid now: the Rules New game would build says what needs explaining
    # (were it refused after all, New game says why).
    try:
        rules = domino.Rules(**lengths.rules_options(chosen))
    except ValueError:
        rules = None
    note = lengths.note(rules) if rules is not None else ""
    blocked = rules is not None and lengths.scores_blocked(rules)
    pairs = rules is not None and rules.partners
    if blocked and not note:
        notes = TEAM_BLOCKED_NOTES if pairs else BLOCKED_NOTES
        blocked_note = notes.get(chosen.get("blocked", lengths.DIFFERENCE))
        note = _(blocked_note) if blocked_note else ""
    if pairs:  # what two against two means first; the lengths' row says what it offers
        teams_note = TEAMS_NOTES.get(chosen.get("mode", ""))
        note = " ".join(part for part in (_(teams_note) if teams_note else "", note) if part)
        if moved[shown]:
            note = " ".join(part for part in (note, _length_set(chosen[shown])) if part)
    elif shown == "target" and enabled["target"] == ["0"] and not every["target"]:
        # (a row that offers some of its lengths leaves the others out: app.css)
        note = _("{game} is played as a single round.", game=said(catalog.title(variant)))
        if moved["target"]:
            note = " ".join((note, _length_set("0")))
    known = catalog.CATALOG.get(variant)
    offered = lengths.offers_teams(variant, int(chosen["players"]))
    double = rules.double if rules is not None else 0
    return Plan(enabled, chosen, shown, note, said(known.tagline) if known else "", blocked, teams=offered,
                partner=pairs and chosen.get("mode") == "computer", sets=bool(sets),
                rounds=_n("{count} round", "{count} rounds", lengths.rounds(double)))


def _length_set(value: str) -> str:
    """The note on a length moved to `value` ("0": a single round, else points)."""
    if value == "0":
        return _("The length is set to 1 round.")
    if not value.isdigit():  # a row of rounds or scoring: two against two offers points only
        return ""
    return _n("The length is set to {count} point.", "The length is set to {count} points.", int(value))


def _instead(name: str, value: str, ok: Sequence[str]) -> str:
    """The choice a refused one moves to: a match to points the next longer one offered (a match to
    50 of two against two is played to 100), else the longest; any other row its first choice."""
    if name in POINTS and value.isdigit() and all(v.isdigit() for v in ok):
        longer = sorted((int(v) for v in ok if int(v) > int(value)))
        return str(longer[0]) if longer else max(ok, key=int)
    return ok[0]


class MenuForm(Protocol):
    """What the table asks of the menu (Menu, or the unit tests' stand-in)."""

    @property
    def daily_day(self) -> str: ...

    def sync(self) -> None: ...

    def settings(self) -> dict[str, str]: ...

    def setting(self, name: str) -> str: ...

    def choose(self, chosen: Mapping[str, str]) -> None: ...

    def error(self, text: str) -> None: ...

    def show(self) -> None: ...

    def offer_continue(self) -> None: ...


class Menu:
    def __init__(self, page: Page, daily_day: str, coins: Coins, saves: Saves, tell: Callable[[], None]) -> None:
        self.page = page
        self.doc = page.doc
        self.daily_day = daily_day    # the Daily match's date (the checked ?date=, else today)
        self.coins, self.saves, self.tell = coins, saves, tell
        self.players_seen: str | None = None  # the player count of the last sync (None: the form's default)
        self.level_seen: str | None = None    # the opponents' level of the last sync (None: the form's)

    def inputs(self, name: str) -> list[Any]:  # the form's <input> elements (JS)
        nodes = self.doc.querySelectorAll(f'[data-setting="{name}"] input')
        return [nodes.item(i) for i in range(nodes.length)]

    def setting(self, name: str) -> str:
        node = self.doc.querySelector(f'[data-setting="{name}"] input:checked')
        if absent(node):
            node = self.doc.querySelector(f'[data-setting="{name}"]')
        return str(node.value)

    def name_input(self, key: str) -> Any:  # a same-device player's name box (JS), or a JS null
        return self.doc.querySelector(f'[data-names] input[name="{key}"]')

    def settings(self) -> dict[str, str]:
        """The radios' choices, and the names typed ("name1"..; setups cleans them)."""
        names = {key: str(node.value) for key in NAME_KEYS if not absent(node := self.name_input(key))}
        return {**{name: self.setting(name) for name in SETTINGS}, **names}

    def sync(self, *_event: object) -> None:
        """Offer only what the chosen variant supports (`plan`)."""
        nodes = {name: self.inputs(name) for name in ("players", "set", *LENGTHS)}
        options = {name: [str(node.value) for node in group] for name, group in nodes.items()}
        chosen = {name: self.setting(name) for name in SETTINGS}
        before, level = self.players_seen, self.level_seen
        if before is None:  # the form as the page painted it (a change made before Python was up counts)
            before = str(self.doc.querySelector('[data-setting="players"] input[checked]').value)
        if level is None:
            level = str(self.doc.querySelector('[data-setting="level"] input[checked]').value)
        result = plan(options, chosen, before, level)
        self.players_seen, self.level_seen = result.chosen["players"], result.chosen["level"]
        for name, group in nodes.items():
            for node in group:
                node.disabled = str(node.value) not in result.enabled[name]
        for node in nodes["players"]:  # a count the game does not seat with this set is left out
            node.parentElement.hidden = str(node.value) not in result.enabled["players"]
        for name in SETTINGS:
            if result.chosen[name] != chosen[name]:
                self.check(name, result.chosen[name])
        for name in LENGTHS:
            self.doc.querySelector(f'[data-setting="{name}"]').hidden = name != result.shown
        self.doc.querySelector('[data-setting="blocked"]').hidden = not result.blocked
        self.doc.querySelector('[data-setting="teams"]').hidden = not result.teams
        self.doc.querySelector('[data-setting="partner"]').hidden = not result.partner
        self.doc.querySelector('[data-setting="set"]').hidden = not result.sets
        full = self.doc.querySelector(f'[data-setting="rounds"] input:not([value="{lengths.SINGLE}"]) + span')
        if not absent(full):
            full.textContent = result.rounds
        word = _("Opponents") if result.partner else _("Level")  # whose level the row sets, once a partner has one
        words = self.doc.querySelectorAll("[data-level-word]")
        for i in range(words.length):
            words.item(i).textContent = word
        self.page.text("variant-note", result.note)
        self.page.text("tagline", result.tagline)

    def check(self, name: str, value: str | None) -> None:
        node = self.doc.querySelector(f'[data-setting="{name}"] input[value="{value}"]')
        if not absent(node):
            node.checked = True

    def choose(self, chosen: Mapping[str, str]) -> None:
        """Check the form's inputs for `chosen` (Restart deals the same game again). A choice that
        names its blocked scoring keeps it; without one, the next sync gives the player count's."""
        for name in SETTINGS:
            self.check(name, chosen.get(name))
        for key in NAME_KEYS:
            node = self.name_input(key)
            if key in chosen and not absent(node):
                node.value = clean_name(chosen[key])  # text, never markup
        if "blocked" in chosen and "players" in chosen:
            self.players_seen = chosen["players"]
        if "partner" in chosen and "level" in chosen:  # a partner's level of its own stays its own
            self.level_seen = chosen["level"]

    def error(self, text: str) -> None:
        self.page.text("menu-error", text)

    def show(self) -> None:
        """The menu screen's coins (with today's gift), Daily entry and Continue, and the stored
        documents' messages."""
        coins = self.coins
        gift = html('<span class="gift">{}</span>', _n("+{count} daily gift", "+{count} daily gift", coins.gift)) \
            if coins.gift else EMPTY
        self.page.write("menu-coins", screens.coins_html(coins.coins) + gift)
        # practice by the start's own rule (Starts.daily): another day's, or a later day recorded
        practice = not PR.daily_counts(coins.profile, self.daily_day, coins.daily_today)
        self.page.write("menu-daily", screens.daily_html(self.daily_day, coins.profile["daily"].get(self.daily_day),
                                                          practice=practice))
        self.offer_continue()
        self.tell()

    def offer_continue(self) -> None:
        """The menu offers Continue while a game is saved (here or by another tab), naming it."""
        if not self.saves.saved():
            self.page.write("menu-resume", EMPTY)
            return
        words = setups.resume_words(self.saves.stored())
        what = html('<span class="new-what">{}</span>', words) if words else EMPTY
        self.page.write("menu-resume", html(_CONTINUE, _("Continue game"), what))

    def restore(self, remembered: Mapping[str, str] | None, saved: tuple[GameDoc, Match] | None = None) -> None:
        """At start-up: the settings last chosen (`remembered`, from the settings document), else
        those of the saved game (`saved`, checked: (document, match)), except a Daily's."""
        chosen = remembered
        if not chosen and saved is not None and not saved[0]["table"]["cfg"].get("daily"):
            chosen = setups.again(saved[0]["table"]["cfg"], saved[1].rules)
        if chosen:
            self.choose(chosen)
            self.sync()
