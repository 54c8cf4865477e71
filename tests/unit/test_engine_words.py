"""The engine's words reach the player's language: every lesson text, catalog name and reason for a
refused move is in the message template (`python build.py words`), and the table's `said` says a
Message by its message and values, a quoted Message and a count included."""

from __future__ import annotations

import io

import pytest

import domino
from domino import IllegalMove, Rng, Rules, new_game
from domino.core import catalog
from domino.core.messages import Counted, Message
from domino.lessons import ASKS_ANOTHER, LESSONS, Practice
from table.language import catalogue as words
from table.language.catalogue import said

from builder import load_build


@pytest.fixture(scope="module")
def template():
    """The messages of the template as extracted from the sources now: {msgid or (singular, plural)}."""
    pytest.importorskip("babel", reason="Babel (the test extras) extracts the template")
    from babel.messages.pofile import read_po

    catalog_ = read_po(io.BytesIO(load_build().template_bytes()))
    return {message.id if isinstance(message.id, str) else tuple(message.id) for message in catalog_ if message.id}


def in_template(said_: str, template) -> bool:
    """Whether what the engine said is found in the template by its message."""
    if isinstance(said_, Counted):
        return (said_.message, said_.plural) in template
    return (said_.message if isinstance(said_, Message) else str(said_)) in template


def test_every_lesson_text_is_in_the_template(template):
    texts = [text for item in LESSONS for text in (item.group, item.title, item.instruction, item.explanation)]
    assert len(texts) == 4 * len(LESSONS) > 100
    assert [text for text in texts if text not in template] == []
    assert [text for text in ASKS_ANOTHER.values() if text not in template] == []


def test_every_name_of_the_catalog_is_in_the_template(template):
    names = [text for e in catalog.CATALOG.values() for text in (e.title, e.tagline)]
    names += [*catalog.LEVELS.values(), *catalog.MODES.values(), *catalog.TEAMS.values()]
    assert [name for name in names if name not in template] == []


def candidates(game) -> list[str]:
    """Moves to try on `game` now, legal or not: draw, pass, and each tile of the hand on turn at
    every place the variant names (ends, trains, a few cells and turns)."""
    state, variant = game.state, game.rules.variant
    hand = [domino.tile_text(t) for t in game.hand(game.current_player)]
    out = ["draw", "pass"]
    if variant == "mexican":
        places = [f"@{seat}" for seat in range(game.rules.players + 1)] + ["@mexican"]
    elif variant == "triangles":
        cells = [*list(state.open)[:4], *list(state.board)[:1], (9, 9), (0, 0)]
        places = [f"@{r},{c}r{k}" for r, c in cells for k in range(3)]
    else:
        places = ["", ":L", ":R"] + ([":U", ":D"] if variant == "allfives" else [])
    out += [tile + place for tile in hand for place in places]
    return out


@pytest.mark.parametrize("variant,players", [("draw", 2), ("block", 4), ("allfives", 2), ("triangles", 2),
                                             ("mexican", 3)])
def test_every_reason_a_game_gives_is_a_message_of_the_template(template, variant, players):
    rng = Rng(f"reasons/{variant}")
    reasons = set()
    for seed in range(3):
        game = new_game(Rules(variant=variant, players=players), seed=seed)
        while not game.is_over and len(game.history) < 60:
            legal = game.legal_moves()
            for text in candidates(game):
                try:
                    if game.parse_move(text) in legal:
                        continue
                except ValueError:
                    pass   # refused too, in the words of the parse
                with pytest.raises(IllegalMove) as e:
                    game.apply(text)
                reason = e.value.args[0]
                assert isinstance(reason, Message), (text, reason)
                assert in_template(reason, template), (text, reason.message)
                reasons.add(reason.message)
            game.apply(rng.choice(legal))
        if game.is_over:
            with pytest.raises(IllegalMove) as e:
                game.apply("draw")
            assert in_template(e.value.args[0], template)
    assert len(reasons) >= 5


def test_a_reason_is_said_in_the_players_language(speak):
    game = new_game(Rules(variant="draw"), hands=[["4-6", "0-0"], ["1-1"]], chain=["3-4"], first=0)
    with pytest.raises(IllegalMove) as e:
        game.apply("4-6:L")
    speak({"{tile} does not match the left end ({number}).": "{tile} no casa con el extremo izquierdo ({number})."})
    assert said(e.value) == "4-6 no casa con el extremo izquierdo (3)."
    assert said(e.value.args[0]) == said(e.value)


def test_a_quoted_instruction_is_said_too(speak):
    item = next(item for item in LESSONS if item.key == "fives-count")
    practice = Practice(item)
    move = next(m for m in practice.game.legal_moves() if str(m) not in practice.expected())
    answer = practice.attempt(move).message
    speak({ASKS_ANOTHER["play"]: "Jugar {tile} ahí vale, pero esta práctica pide: {instruction}",
           item.instruction: "Suma un múltiplo de cinco.", item.title: "Cuenta"})
    tile = domino.tile_text(move.tile)
    assert said(answer) == f"Jugar {tile} ahí vale, pero esta práctica pide: Suma un múltiplo de cinco."
    assert said(item.title) == "Cuenta"


def test_a_game_named_in_a_refusal_is_said_by_its_own_message(speak):
    with pytest.raises(ValueError) as e:
        Rules(variant="mexican", players=5)
    speak({"{game} with the double-{double} set is for {least} to {most} players, not {players}.":
           "{game} con el doble {double}: de {least} a {most} jugadores, no {players}.",
           "Mexican Train": "Tren mexicano"})
    assert said(e.value) == "Tren mexicano con el doble 9: de 2 a 4 jugadores, no 5."


def test_a_count_is_said_by_the_languages_plural_rule(speak):
    game = new_game(Rules(variant="triangles"), hands=[["1-2-4"], ["2-2-2", "1-1-1"]], board=["3-3-3@0,0r0"],
                    first=0, stock=["1-1-4", "2-4-5", "0-1-5", "3-3-5"])
    reason = game.explain(domino.PASS)
    # A language whose 2 and 3 differ from each other, and from 1 (three forms)
    speak({(reason.message, reason.plural): ("Roba ({count}, una)", "Roba ({count}, dos)", "Roba ({count}, más)")},
          plural=lambda n: 0 if n == 1 else 1 if n == 2 else 2)
    assert said(reason) == "Roba (3, más)"
    game.apply("draw")
    assert said(game.explain(domino.PASS)) == "Roba (2, dos)"


def test_english_says_the_engines_sentence_and_a_name_it_does_not_know_as_it_is():
    game = new_game(Rules(variant="draw"), hands=[["3-5"], ["3-6"]], chain=["3-4"], first=0)
    reason = game.explain(game.parse_move("3-6:L"))
    assert said(reason) == str(reason) == "Tile 3-6:L is not in the hand of the player on turn."
    assert said(catalog.title("{odd}")) == "{odd}"
    assert said(ValueError()) == ""
