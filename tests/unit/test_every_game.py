"""Every game the menu offers (domino.core.catalog.OFFERED) is whole: a board that draws it (a
renderer for its board kind), a viewport for that kind, a move from each computer level, a how-to
card, lessons, and a section of docs/rules.md. The cases are the catalog's own entries, so a new
game is held to all of it the moment it has an entry; each failure names the file to write
(docs/adding-a-game.md lists them in order). The engine's side of an entry (its set, stock, draw
until it fits, Expert's budget) is tests/engine/test_catalog.py's. An entry not offered yet (no
board for it) is held to all of this once it is; test_menu_catalog.py shows the menu refuses it."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from domino import VARIANTS, Rules, choose_move, new_game
from domino.ai.strategy import STRATEGIES, strategy_of
from domino.core import catalog
from domino.lessons import LESSONS
from table.boards import KINDS, board_for
from table.boards.base import CONTAINERS
from table.browser.viewports import VIEWPORTS, viewport_for
from table.flow.session import Session, settings
from table.render.howto import CARDS, card_html
from table.render.markup import Markup

RULES = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")
GAMES = list(catalog.OFFERED)
each = pytest.mark.parametrize("name", GAMES)


def dealt(name: str):
    """A fresh deal of `name` for its fewest players, and the observation of the seat on turn."""
    game = new_game(Rules(variant=name, players=catalog.OFFERED[name].players[0]), seed=1)
    return game, game.observation(game.current_player)


def test_every_offered_entry_is_a_case_here():
    assert list(catalog.CATALOG) == list(VARIANTS)
    assert GAMES and GAMES == [name for name, e in catalog.CATALOG.items() if e.offered]


@each
def test_its_board_draws_it(name):
    """table/boards: a board class for the entry's kind (table/boards/__init__.py KINDS), which draws
    a real deal of the game into the table's containers."""
    entry = catalog.OFFERED[name]
    assert entry.board in KINDS, f"no board of kind {entry.board!r}: add one to table/boards/__init__.py"
    board = board_for(name)
    assert board.kind == entry.board
    game, _ = dealt(name)
    s = Session(match=SimpleNamespace(game=game, rules=game.rules), cfg=settings({"mode": "computer"}),
                names=tuple(f"Seat {n}" for n in range(game.rules.players)), phase="playing", viewer=0)
    drawn = {k: v for k, v in board.containers(s, game.observation(0), s.legal()).items() if isinstance(v, Markup)}
    assert drawn and set(drawn) <= set(CONTAINERS) and all(str(markup) for markup in drawn.values())


@each
def test_its_board_kind_has_a_viewport(name):
    kind = catalog.OFFERED[name].board
    assert kind in VIEWPORTS, f"no viewport for {kind!r}: add one to table/browser/viewports.py"
    assert type(viewport_for(kind, SimpleNamespace())) is VIEWPORTS[kind]


@each
@pytest.mark.parametrize("level", list(catalog.LEVELS))
def test_each_computer_level_plays_it(name, level):
    """domino/ai: the board kind's strategy (ai/strategy.py STRATEGIES), and a legal move from
    every level on a real deal."""
    game, obs = dealt(name)
    assert catalog.OFFERED[name].board in STRATEGIES
    assert strategy_of(obs) is STRATEGIES[catalog.OFFERED[name].board]
    assert choose_move(level, obs, seed=1) in game.legal_moves()


@each
def test_it_has_its_how_to_card(name):
    entry = catalog.OFFERED[name]
    assert entry.howto in CARDS, f"no how-to card {entry.howto!r}: add it to table/render/howto.py CARDS"
    card = str(card_html(name))
    assert '<h2 id="help-title">' in card and "<li>" in card and 'class="gestures"' in card


@each
def test_it_has_lessons(name):
    mine = [lesson for lesson in LESSONS if lesson.rules["variant"] == name]
    assert mine, f"no lesson plays {name!r}: add one to domino/lessons.py"
    for lesson in mine:  # each starts a real position of the game
        assert lesson.start().rules.variant == name


@each
def test_it_has_its_section_of_the_rules(name):
    """docs/rules.md: the entry's section is a heading of its own that names the game."""
    entry = catalog.OFFERED[name]
    heading = re.search(rf"^## {entry.section}\. (.+)$", RULES, re.M)
    assert heading, f"docs/rules.md has no section {entry.section} for {name!r}"
    assert entry.title in heading.group(1), (heading.group(1), entry.title)


@each
def test_its_menu_words_are_written(name):
    """The menu's words for it (the build stamps them into index.html), and a row for its lengths."""
    entry = catalog.OFFERED[name]
    assert entry.title and entry.tagline and entry.about
    assert entry.length in catalog.LENGTH_ROWS and entry.length.choices
    assert entry.playouts > 0 and entry.guesses > 0 and entry.sets
