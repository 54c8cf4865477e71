"""The menu before Python is up (static/early-menu.js): the player counts follow the game and set
chosen, from each game's radio's data-seats as the build stamps it; a set the game is not played
with falls to the game's usual set, the first of its catalog entry's `sets`, whatever its number."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from html import unescape
from pathlib import Path

import pytest
from builder import served_page

from domino.core import catalog

SCRIPT = Path(__file__).resolve().parents[2] / "static" / "early-menu.js"

# The least of a page early-menu.js needs: a menu whose checked game carries `seats` (data-seats),
# the set row with `chosen` checked, and a radio per player count; a change event, then the counts shown.
PAGE = """
const [seats, chosen, counts] = JSON.parse(process.argv[2]);
const handlers = {};
const labels = counts.map(n => ({hidden: false}));
const inputs = counts.map((n, i) => ({value: String(n), parentElement: labels[i]}));
const row = {hidden: false, querySelector: () => (chosen === null ? null : {value: chosen})};
const game = {getAttribute: name => (name === "data-seats" ? seats : null)};
const menu = {
  addEventListener: (kind, f) => { handlers[kind] = f; },
  querySelector: sel => (sel.includes("variant") ? game : sel.includes('"set"') ? row : null),
  querySelectorAll: () => inputs,
};
globalThis.window = {localStorage: {getItem: () => null}};
globalThis.document = {
  body: {getAttribute: () => null, hasAttribute: () => false},
  getElementById: id => (id === "menu" ? menu : null),
  addEventListener: () => {},
};
require(process.argv[1]);
handlers.change({});
console.log(JSON.stringify({shown: counts.filter((n, i) => !labels[i].hidden), row: !row.hidden}));
"""


def early_menu(seats: str, chosen: str | None, counts=tuple(catalog.SEATS)) -> dict:
    node = shutil.which("node")
    if not node:
        pytest.skip("Node.js is not installed: this runs static/early-menu.js")
    done = subprocess.run([node, "-e", PAGE, str(SCRIPT), json.dumps([seats, chosen, list(counts)])],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def stamped_seats() -> dict[str, str]:
    """Each game's data-seats as the served page stamps it."""
    page = served_page()
    found = re.findall(r'<input type="radio" name="variant" value="([^"]+)"[^>]*? data-seats="([^"]*)"', page)
    return {name: unescape(seats) for name, seats in found}


def test_each_games_seats_are_stamped_usual_set_first():
    stamped = stamped_seats()
    assert set(stamped) == set(catalog.OFFERED)
    for name, seats in stamped.items():
        entry = catalog.OFFERED[name]
        assert json.loads(seats) == [[str(s), list(entry.players_with(s))] for s in entry.sets], name


def test_mexican_train_seats_two_to_eight_with_the_double_twelve_and_two_to_four_with_the_double_nine():
    seats = stamped_seats()["mexican"]
    assert early_menu(seats, "12") == {"shown": [2, 3, 4, 5, 6, 7, 8], "row": True}
    assert early_menu(seats, "9") == {"shown": [2, 3, 4], "row": True}


def test_a_set_the_game_is_not_played_with_falls_to_its_usual_set_not_the_lowest():
    """A game whose usual set is the double-twelve and that is played with the double-nine too:
    with a set it does not know checked (or none), the counts are the double-twelve's. Read as a
    JSON object, the keys came out in their numeric order and the double-nine's counts were shown."""
    seats = json.dumps([["12", [5, 6, 7, 8]], ["9", [2, 3, 4]]])
    assert early_menu(seats, "6")["shown"] == [5, 6, 7, 8]
    assert early_menu(seats, None)["shown"] == [5, 6, 7, 8]
    assert early_menu(seats, "9")["shown"] == [2, 3, 4]
    one = json.dumps([["6", [2, 3, 4]]])
    assert early_menu(one, "12") == {"shown": [2, 3, 4], "row": False}
