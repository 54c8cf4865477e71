"""The arena runs paired deals and ends with the JSON line of DESIGN.md."""
import json

from domino import arena


def test_arena_prints_figures_and_a_json_line(capsys):
    assert arena.main(["--a", "medium", "--b", "easy", "--variant", "block", "--deals", "30"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    result = json.loads(lines[-1])
    assert set(result) == {"games", "a_win", "b_win", "draw", "a_points_per_game", "ci95"}
    assert result["games"] == 60
    assert abs(result["a_win"] + result["b_win"] + result["draw"] - 1) < 1e-9


def test_paired_deals_cancel_the_deal_for_equal_sides():
    # The same level on both sides of a 2-player paired deal: each deal's two games mirror seats.
    r = arena.run("medium", "medium", arena.Rules(variant="block"), 200, 5)
    assert abs(r["a_win"] - r["b_win"]) < 0.08
