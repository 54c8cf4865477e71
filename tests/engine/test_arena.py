"""The arena runs paired deals and ends with one JSON line (what scripts read)."""
import json

from domino.ai import arena


def test_arena_prints_figures_and_a_json_line(capsys):
    assert arena.main(["--a", "medium", "--b", "easy", "--variant", "block", "--deals", "30"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    result = json.loads(lines[-1])
    assert {"games", "deals", "a_win", "a_win_ci95", "a_points_per_game", "ci95", "a_playouts", "a_ms_p95"} <= set(result)
    assert result["games"] == 60
    assert abs(result["a_win"] + result["b_win"] + result["draw"] - 1) < 1e-9


def test_paired_deals_cancel_the_deal_for_equal_sides():
    # The same level on both sides of a 2-player paired deal: each deal's two games mirror seats.
    r = arena.run("medium", "medium", arena.Rules(variant="block"), 200, 5)
    assert abs(r["a_win"] - r["b_win"]) < 0.08


def test_the_omniscient_ceiling_solves_a_small_endgame():
    # Seat 0 sees seat 1 holds 5-5: leading 3-5 lets seat 1 go out; 4-6 first wins instead.
    from domino import Rng, Rules, new_game
    from domino.ai.omniscient import omniscient_move

    game = new_game(Rules(variant="block"), hands=[["3-5", "4-6"], ["5-5"]], chain=["3-4"], first=0)
    assert str(omniscient_move(game.state, Rng(1))) == "4-6:R"


def test_the_arena_accepts_the_omniscient_level(capsys):
    assert arena.main(["--a", "omniscient", "--b", "medium", "--variant", "block", "--deals", "5"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["games"] == 10


def test_in_all_fives_a_hand_is_won_by_the_most_points_and_every_seats_points_count(capsys):
    assert arena.main(["--a", "medium", "--b", "easy", "--variant", "allfives", "--deals", "20"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["games"] == 40 and 0 < result["a_points_share"] < 1
    from domino import Outcome
    scored = Outcome(1, (0, 12), "out", 10, ((), ()), scores=(25, 30))
    assert arena.standing(scored, 0) == (-1, -5.0, 25.0, 55.0)   # it went out, but scored less
    assert arena.standing(scored, 1) == (1, 5.0, 30.0, 55.0)
    assert arena.standing(Outcome(0, (0, 9), "out", 9, ((), ())), 1) == (-1, -9.0, 0.0, 9.0)


def test_team_matches_count_the_team_and_replay_each_deal_in_every_seating(capsys):
    assert arena.main(["--partners", "--a", "medium", "--partner", "easy", "--b", "easy", "--variant", "block",
                       "--deals", "5"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["games"] == 20   # A in each seat
    assert arena.main(["--partners", "--a", "medium", "--b", "easy", "--variant", "draw", "--deals", "5"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["games"] == 10   # once per team
    from domino import Outcome
    out = Outcome(2, (0, 12, 0, 10), "out", 22, ((), (), (), ()), team=0)
    assert arena.standing(out, 0, partners=True) == (1, 22.0, 22.0, 22.0)   # the partner's win is A's
    assert arena.standing(out, 3, partners=True) == (-1, -22.0, 0.0, 22.0)
    assert arena.standing(out, 0) == (-1, -22.0, 0.0, 22.0)
    fives = Outcome(1, (0, 0, 5, 5), "out", 10, ((), (), (), ()), scores=(10, 15, 5, 5), team=1)
    assert arena.standing(fives, 2, partners=True) == (-1, -5.0, 15.0, 35.0)   # 15 against 20


def test_chunks_of_deals_add_up_to_the_whole_run():
    rules = arena.Rules(variant="block", players=4, partners=True)
    whole = arena.tally("medium", "easy", rules, 6, 3)
    parts = arena.merge([arena.tally("medium", "easy", rules, 4, 3), arena.tally("medium", "easy", rules, 2, 3, first=4)])
    assert parts["results"] == whole["results"] and parts["shares"] == whole["shares"]
    assert arena.figures(parts)["a_points_share"] == arena.figures(whole)["a_points_share"]
