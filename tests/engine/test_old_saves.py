"""Saves written before the engine was cut into layers still load: the JSON format and every
move text are as they were. saves_v1.json holds matches and exact positions saved by that engine,
with the scores and outcomes it gave them."""
import json
from pathlib import Path

import pytest

from domino import Game, Match

SAVES = json.loads((Path(__file__).parent / "saves_v1.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(k for k in SAVES if "match" in SAVES[k]))
def test_a_saved_match_loads_scores_and_plays_on(name):
    saved = SAVES[name]
    match = Match.from_json(saved["match"])
    assert match.to_json() == saved["match"]
    assert list(match.scores) == saved["scores"] and match.winner == saved["winner"]
    assert [g.outcome.to_json() for g in match.games if g.is_over] == saved["outcomes"]
    game = match.game
    if not game.is_over:
        game.apply(game.legal_moves()[0])
        game.undo()
        assert match.to_json() == saved["match"]


@pytest.mark.parametrize("name", sorted(k for k in SAVES if "game" in SAVES[k]))
def test_a_saved_exact_position_loads(name):
    saved = SAVES[name]["game"]
    game = Game.from_json(saved)
    assert game.to_json() == saved and game.history
