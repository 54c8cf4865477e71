"""The engine's catalog (domino.core.catalog) is the one list of variants, levels, modes and player
counts: index.html's menu form, which paints before Python loads, must say exactly what it says.
The build stamps its game rows (the games, their length rows, their How to play paragraphs) from
the catalog (.ci/build/menu.py); the rows index.html writes itself are checked against it here, and
the table's readers of those names (the remembered menu, the boards, the records) follow it."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from builder import load_build, served_page

from domino.core import catalog
from table.boards import BOARDS, KINDS, board_for
from table.render import screens
from table.storage import profile, settings

SOURCE = Path(__file__).resolve().parents[2] / "index.html"


class MenuForm(HTMLParser):
    """Each [data-setting] row of the menu: its radios' (value, label, checked), in page order."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: dict[str, list[tuple[str, str, bool]]] = {}
        self.row: str | None = None
        self.radio: tuple[str, bool] | None = None
        self.text = ""

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "fieldset" and "data-setting" in a:
            self.row = a["data-setting"]
            self.rows[self.row] = []
        elif tag == "input" and self.row and a.get("type") == "radio":
            assert a.get("name") == self.row, a
            self.radio, self.text = (a["value"], "checked" in a), ""

    def handle_data(self, data):
        if self.radio:
            self.text += data

    def handle_endtag(self, tag):
        if tag == "label" and self.radio and self.row:
            value, checked = self.radio
            self.rows[self.row].append((value, self.text.strip(), checked))
            self.radio = None
        elif tag == "fieldset":
            self.row = None


def menu_rows() -> dict[str, list[tuple[str, str, bool]]]:
    form = MenuForm()
    form.feed(served_page())
    return form.rows


def offered(name: str) -> dict[str, str]:
    return {value: label for value, label, _ in menu_rows()[name]}


def test_the_menus_variants_are_the_catalogs():
    assert offered("variant") == {name: entry.title for name, entry in catalog.OFFERED.items()}


def test_the_menus_levels_modes_and_players_are_the_catalogs():
    assert offered("level") == catalog.LEVELS
    assert offered("mode") == catalog.MODES
    assert offered("players") == {str(n): str(n) for n in catalog.SEATS}
    assert all(set(entry.players_with(s)) <= set(catalog.SEATS) for entry in catalog.OFFERED.values()
               for s in entry.sets)
    assert offered("set") == {str(n): catalog.SET_NAMES[n] for n in catalog.SETS}


def test_each_row_checks_its_first_choice():
    """The first shown, but a length row that names its default (All Fives' 150, shown in order)."""
    defaults = {row.setting: row.first for row in catalog.LENGTH_ROWS}
    for name, radios in menu_rows().items():
        first = defaults.get(name, radios[0][0])
        assert [checked for _, _, checked in radios] == [value == first for value, _, _ in radios], name
    assert [value for value, _, _ in menu_rows()["fives"]] == ["100", "150", "200", "250"]


def test_the_remembered_menu_keeps_what_the_form_offers():
    assert {name: tuple(offered(name)) for name in menu_rows()} == settings.MENU


def test_every_variant_has_its_board():
    # a kind of board the table cannot draw yet is offered by no entry of the menu
    assert {entry.board for entry in catalog.OFFERED.values()} <= set(KINDS) <= set(catalog.BOARDS)
    assert list(BOARDS) == list(catalog.OFFERED)
    for name, entry in catalog.OFFERED.items():
        assert board_for(name).kind == entry.board


def test_the_records_count_every_result():
    assert tuple(screens.RECORD_COLUMNS) == profile.RESULTS


def test_the_menu_paints_the_catalogs_game_rows_from_the_first_paint():
    """The served page holds the games, their length rows and their paragraphs written out (no token
    left), the first game's line under the title, the teams paragraph after the last game four may
    play in teams; the source page leaves their places marked."""
    page, source = served_page(), SOURCE.read_text(encoding="utf-8")
    assert "__DOMINO_MENU" not in page and source.count("__DOMINO_MENU_") == 6
    assert '<input type="radio" name="variant"' not in source and 'data-setting="fives"' not in source
    assert {row.setting: [(value, label) for value, label, _ in menu_rows()[row.setting]]
            for row in catalog.LENGTH_ROWS} == {row.setting: list(row.choices) for row in catalog.LENGTH_ROWS}
    first = catalog.OFFERED[catalog.FIRST]
    assert f'<p id="tagline" class="tagline">{first.tagline}</p>' in page
    order = re.findall(r'<p data-howto="([a-z]+)">', page)
    partners = [name for name, e in catalog.OFFERED.items() if e.partners]
    assert order.index("teams") == order.index(partners[-1]) + 1
    assert [name for name in order if name != "teams"] == list(catalog.OFFERED)
    for name, e in catalog.OFFERED.items():
        body = re.search(rf'<p data-howto="{name}"><b>(.*?)</b> (.*?)</p>', page, re.S)
        assert body and body.groups() == (f"{e.title}:", e.about), name


def test_the_menu_offers_the_catalogs_entries_marked_offered():
    assert list(catalog.OFFERED) == [name for name, e in catalog.CATALOG.items() if e.offered]


# Run on a copy of the sources whose catalog holds an entry back: what the engine, the remembered
# menu and the boards then make of it (JSON on stdout).
HELD_BACK = """
import json, sys
sys.path.insert(0, sys.argv[1])
from domino import VARIANTS
from domino.core import catalog
from table.boards import board_for
from table.storage import settings
name = sys.argv[2]
try:
    board_for(name)
    table = ""
except ValueError as e:
    table = str(e)
print(json.dumps({"offered": list(catalog.OFFERED), "registered": name in VARIANTS, "first": catalog.FIRST,
                  "menu": list(settings.MENU["variant"]), "table": table,
                  "remembered": settings.clean({"menu": {"variant": name, "players": "2"}})["menu"]}))
"""


def test_an_entry_not_offered_is_played_by_the_engine_but_refused_by_the_menu(tmp_path):
    """A game with its engine and computer players but no board yet is held back (`offered=False`):
    here the catalog's last entry, in a copy of the sources. The served page has no radio and no
    How to play paragraph for it, a remembered menu drops it, it is never the menu's first game, and
    the table has no board for it, so nothing can start it; the engine still registers it."""
    import json
    import shutil
    import subprocess
    import sys

    name = list(catalog.CATALOG)[-1]
    shutil.copytree(SOURCE.parent / "py", tmp_path / "py", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(SOURCE, tmp_path / "index.html")
    source = tmp_path / "py" / "domino" / "core" / "catalog.py"
    howto = f'howto="{catalog.CATALOG[name].howto}",'
    text = source.read_text(encoding="utf-8")
    assert text.count(howto) == 1, howto
    source.write_text(text.replace(howto, f"{howto} offered=False,"), encoding="utf-8")

    page = load_build().menu_page(tmp_path)
    form = MenuForm()
    form.feed(page)
    assert [value for value, _, _ in form.rows["variant"]] == [n for n in catalog.CATALOG if n != name]
    assert f'data-howto="{name}"' not in page and f'value="{name}"' not in page
    done = subprocess.run([sys.executable, "-c", HELD_BACK, str(tmp_path / "py"), name],
                          capture_output=True, text=True, check=True)
    seen = json.loads(done.stdout)
    assert seen["offered"] == [n for n in catalog.CATALOG if n != name] == seen["menu"]
    assert seen["registered"] and seen["first"] != name
    assert seen["remembered"] == {"players": "2"}
    assert seen["table"] == f"no table for the variant {name!r}"


def test_a_drifted_form_is_seen():
    form = MenuForm()
    form.feed('<fieldset data-setting="variant"><label><input type="radio" name="variant" value="draw" checked>'
              '<span>Classic</span></label><label><input type="radio" name="variant" value="block">'
              '<span>Blocks</span></label></fieldset>')
    assert form.rows == {"variant": [("draw", "Classic", True), ("block", "Blocks", False)]}



def test_what_the_page_says_it_is_names_every_game_the_catalog_offers():
    """The menu's "How to play" has a paragraph for each game on the menu and one for two against
    two naming the games four may play in teams; the page's and the installed app's descriptions
    name each game (by its catalog title)."""
    import json
    import re

    page = served_page()
    howto = dict(re.findall(r'<p data-howto="([a-z]+)">(.*?)</p>', page, re.S))
    described = re.search(r'<meta name="description" content="([^"]*)"', page)
    manifest = json.loads((SOURCE.parent / "static" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert described and set(howto) == {*catalog.OFFERED, "teams"}, sorted(howto)
    for where, text in {"description": described.group(1), "manifest": manifest["description"]}.items():
        assert not [e.title for e in catalog.OFFERED.values() if e.title not in text], where
    teams = [e.title for e in catalog.OFFERED.values() if e.partners]
    assert teams and all(t in howto["teams"] for t in teams)
