"""The menu's game rows, stamped into index.html from the engine's catalog (py/domino/core/catalog.py):
the line under the title, the player counts, the games' radios (each with the player counts each
of its sets seats, which static/early-menu.js reads before Python is up), the set row, the rows
their match lengths are chosen on, and each game's paragraph under How to play, for the games it
offers (catalog.OFFERED: an entry the table has no board for yet is left out). index.html marks each
place with a token; the served page
(dist/index.html) has the rows written out, so the menu paints them before Python loads, in English,
and static/language.js says them in the player's language as it does every other text of the page.
`python build.py words` reads the stamped page too (words.py), so these texts stay messages.
"""

from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
from html import escape
from pathlib import Path

from .common import ROOT, BuildError

TAGLINE_TOKEN = "<!--__DOMINO_MENU_TAGLINE__-->"
GAMES_TOKEN = "<!--__DOMINO_MENU_GAMES__-->"
LENGTHS_TOKEN = "<!--__DOMINO_MENU_LENGTHS__-->"
PLAYERS_TOKEN = "<!--__DOMINO_MENU_PLAYERS__-->"
SETS_TOKEN = "<!--__DOMINO_MENU_SETS__-->"
ABOUT_TOKEN = "<!--__DOMINO_MENU_ABOUT__-->"
TEAMS = re.compile(r'\n[ ]*(<p data-howto="teams">.*?</p>)', re.S)  # two against two: index.html's own words


def _lines(spaces: int) -> str:
    """What joins lines indented by `spaces`, as index.html indents them."""
    return "\n" + " " * spaces

LENGTH_LEGEND = ('<legend class="sr-only">Length</legend><span class="seg-name" aria-hidden="true">'
                 'Length</span>')

# Read in a fresh interpreter: the catalog of the sources being built, whichever domino this one holds.
_READ = """
import json, sys
sys.path.insert(0, sys.argv[1])
from domino.core import catalog
print(json.dumps({
    "games": [{"name": e.name, "title": e.title, "tagline": e.tagline, "about": e.about,
               "partners": e.partners, "seats": [[str(s), e.players_with(s)] for s in e.sets]}
              for e in catalog.OFFERED.values()],
    "seats": catalog.SEATS,
    "sets": [[str(s), catalog.SET_NAMES[s]] for s in catalog.SETS],
    "lengths": [{"setting": r.setting, "choices": r.choices, "first": r.first} for r in catalog.LENGTH_ROWS],
}))
"""


@functools.cache
def catalog_facts(py: Path) -> dict:
    """The catalog's games and length rows, as the sources under `py` write them."""
    done = subprocess.run([sys.executable, "-c", _READ, str(py)], capture_output=True, text=True)
    if done.returncode:
        raise BuildError(f"the catalog could not be read:\n{done.stderr}")
    return json.loads(done.stdout)


def _text(words: str) -> str:
    """Words as an element's text (an apostrophe stays one: the page's words are matched as written)."""
    return escape(words, quote=False)


def _radio(name: str, value: str, label: str, first: bool, hidden: bool = False, data: str = "") -> str:
    checked = " checked" if first else ""
    return (f'<label{" hidden" if hidden else ""}><input type="radio" name="{escape(name)}" value="{escape(value)}"'
            f'{checked}{data}><span>{_text(label)}</span></label>')


def games_html(facts: dict) -> str:
    """Each game's radio, with the player counts each of its sets seats (data-seats, JSON: pairs of
    the set's highest double and its counts, the usual set first; pairs, as a JSON object's keys
    that are numbers come out of it in JavaScript in their numeric order)."""
    return _lines(14).join(_radio("variant", g["name"], g["title"], i == 0,
                                  data=f' data-seats="{escape(json.dumps(g["seats"], separators=(",", ":")))}"')
                           for i, g in enumerate(facts["games"]))


def _first_seats(facts: dict) -> tuple[list[int], bool]:
    """The player counts the first game seats with its usual set, and whether it has a choice of sets."""
    seats = facts["games"][0]["seats"]
    return seats[0][1], len(seats) > 1


def players_html(facts: dict) -> str:
    """A radio per player count some game seats; those the first game does not seat hidden (the
    menu shows them for a game and set that seat them)."""
    seated, _ = _first_seats(facts)
    return _lines(14).join(_radio("players", str(n), str(n), i == 0, hidden=n not in seated)
                           for i, n in enumerate(facts["seats"]))


SET_LEGEND = '<legend class="sr-only">Set</legend><span class="seg-name" aria-hidden="true">Set</span>'


def sets_html(facts: dict) -> str:
    """The row a game with more than one set chooses it on; hidden unless the first game has a choice."""
    _, choice = _first_seats(facts)
    radios = [_radio("set", value, label, i == 0) for i, (value, label) in enumerate(facts["sets"])]
    return (f'<fieldset class="seg" data-setting="set"{"" if choice else " hidden"}>{_lines(14)}'
            f'{_lines(14).join((SET_LEGEND, *radios))}{_lines(12)}</fieldset>')


def lengths_html(facts: dict) -> str:
    """A row for each way a length is chosen; the first (a match to points) shown, the menu shows
    another when the game chosen offers its choices there (py/table/flow/menu.py)."""
    rows = []
    for i, row in enumerate(facts["lengths"]):
        hidden = " hidden" if i else ""
        radios = [_radio(row["setting"], value, label, value == row["first"]) for value, label in row["choices"]]
        inner = _lines(14).join((LENGTH_LEGEND, *radios))
        rows.append(f'<fieldset class="seg" data-setting="{escape(row["setting"])}"{hidden}>'
                    f'{_lines(14)}{inner}{_lines(12)}</fieldset>')
    return _lines(12).join(rows)


def about_html(facts: dict, teams: str) -> str:
    """Each game's paragraph, its title in bold; two against two (`teams`, index.html's own) after
    the last game four may play in teams."""
    out: list[str] = []
    after = len(facts["games"])
    for game in facts["games"]:
        out.append(f'<p data-howto="{escape(game["name"])}"><b>{_text(game["title"])}:</b> '
                   f'{_text(game["about"])}</p>')
        if game["partners"]:
            after = len(out)
    out.insert(after, teams)
    return _lines(10).join(out)


def stamped(text: str, facts: dict) -> str:
    """index.html's `text` with the catalog's rows in their places."""
    for token in (TAGLINE_TOKEN, PLAYERS_TOKEN, GAMES_TOKEN, SETS_TOKEN, LENGTHS_TOKEN, ABOUT_TOKEN):
        if text.count(token) != 1:
            raise BuildError(f"index.html must contain {token} exactly once")
    teams = TEAMS.findall(text)
    if len(teams) != 1:
        raise BuildError('index.html must hold one <p data-howto="teams"> paragraph')
    text = TEAMS.sub("", text)
    return (text.replace(TAGLINE_TOKEN, _text(facts["games"][0]["tagline"]))
            .replace(PLAYERS_TOKEN, players_html(facts))
            .replace(GAMES_TOKEN, games_html(facts))
            .replace(SETS_TOKEN, sets_html(facts))
            .replace(LENGTHS_TOKEN, lengths_html(facts))
            .replace(ABOUT_TOKEN, about_html(facts, teams[0])))


def menu_page(src: Path = ROOT) -> str:
    """index.html as it is served: the sources' page with its game rows stamped."""
    src = Path(src).resolve()
    return stamped((src / "index.html").read_text(encoding="utf-8"), catalog_facts(src / "py"))
