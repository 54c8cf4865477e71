"""Computer partners (docs/rules.md §4, §8): above Easy, each level plays for its team. Scripted
positions from exact deals, four players in Block, seats 0 and 2 against 1 and 3."""
import pytest

from domino import Outcome, Rng, Rules, choose_move, new_game
from domino.ai import Search
from domino.ai.levels import expert
from domino.ai.partners import partner, shown
from domino.ai.search import points, value

BLOCK = Rules(variant="block", players=4, partners=True)


def picks(level, game, seeds=range(5), **kwargs):
    obs = game.observation(game.current_player)
    return {str(choose_move(level, obs, seed=s, **kwargs)) for s in seeds}


def shut_out():
    """Seat 2, seat 0's partner, passed on 3-4 and on 3-1 and holds one tile, 2-5. The ends are
    3 and 5: seat 0 may lay 4-5 (the heavier; the ends 3 and 4, which its partner is proved to
    lack) or 0-3 (the ends 0 and 5, where the partner may go out: it does)."""
    game = new_game(BLOCK, hands=[["1-1", "4-5", "0-3"], ["2-4", "6-6", "2-6"], ["2-5"], ["1-4", "1-5", "2-2"]],
                    chain=["3-4"], first=2)
    for move in ("pass", "1-4:R", "1-1:R", "pass", "pass", "1-5:R"):
        game.apply(move)
    return game


def test_the_partner_is_read_as_a_rival_is_its_passes_prove_what_it_lacks():
    obs = shut_out().observation(0)
    mate = partner(obs, proofs=True)
    assert mate.seat == 2 and mate.held == 1 and mate.going_out
    assert not any({1, 3, 4} & set(t) for t in mate.possible)
    assert any(4 in t for t in partner(obs, proofs=False).possible)   # Medium does not read passes
    assert mate.reach((3, 4)) == 0.0 and mate.reach((0, 5)) > 0.0
    assert partner(new_game(Rules(variant="block", players=4), seed=1).observation(0), proofs=True) is None


def test_hard_does_not_shut_out_a_partner_who_can_go_out():
    game = shut_out()
    assert {str(m) for m in game.legal_moves()} == {"4-5:R", "0-3:L"}
    assert picks("medium", game) == {"4-5:R"}      # the heavier: Medium does not read the passes
    assert picks("hard", game) == {"0-3:L"}
    game.apply("0-3:L")
    game.apply("pass")                              # seat 1 holds no 0 and no 5
    game.apply("2-5:R")
    assert game.outcome.winner == 2 and game.outcome.team == 0


def test_expert_scores_the_team_so_its_partner_going_out_is_a_win():
    game = shut_out()
    assert expert(game.observation(0), Rng(1), samples=40) == game.state.parse_move("0-3:L")
    out = Outcome(2, (0, 12, 0, 10), "out", 22, ((), (), (), ()), team=0)
    assert value(out, 0, partners=True) > 1 and value(out, 1, partners=True) < -1
    assert value(out, 0) < -1                      # without partners, another seat's win is a loss
    assert points(out, 0, partners=True) == 22 and points(out, 3, partners=True) == -22
    scored = Outcome(0, (0, 5, 0, 5), "out", 10, ((), (), (), ()), scores=(15, 5, 10, 0), team=0)
    assert points(scored, 2, partners=True) == 25 - 5    # the team's points less the other team's
    assert points(scored, 2) == 10 - 20 / 3              # alone: own less the rivals' average


def test_medium_and_hard_keep_the_number_their_partner_showed():
    # Seat 2 lays 3-5 and leaves a 5; seat 3 lays 1-2. Seat 0 may cover the 5 with 5-6 (the
    # heavier) or lay 1-6 on the other end, keeping its partner's 5.
    game = new_game(BLOCK, hands=[["5-6", "1-6", "0-0"], ["1-3", "6-6"], ["3-5", "5-5", "0-5"], ["1-2", "4-4"]],
                    chain=["2-3"], first=2)
    game.apply("3-5:R")
    game.apply("1-2:L")
    obs = game.observation(0)
    assert partner(obs, proofs=False).numbers == {5}
    assert {str(m) for m in obs.legal_moves} == {"5-6:R", "1-6:L"}
    assert picks("medium", game) == {"1-6:L"}
    assert picks("hard", game) == {"1-6:L"}
    alone = new_game(Rules(variant="block", players=4), hands=[["5-6", "1-6", "0-0"], ["1-3", "6-6"],
                     ["3-5", "5-5", "0-5"], ["1-2", "4-4"]], chain=["2-3"], first=2)
    alone.apply("3-5:R")
    alone.apply("1-2:L")
    assert picks("medium", alone) == picks("hard", alone) == {"5-6:R"}   # seat 2 is a rival there


def test_the_numbers_shown_are_the_far_halves_laid_and_both_halves_led():
    history = ((2, game_move("3-5:R")), (3, game_move("1-2:L")), (2, game_move("5-5:R")))
    before = [{"L": 2, "R": 3}, {"L": 2, "R": 5}, {"L": 1, "R": 5}]
    assert shown(history, before, 2) == {5}
    assert shown(((2, game_move("6-4")),), [None], 2) == {4, 6}


def game_move(text):
    return new_game(BLOCK, seed=1).state.parse_move(text)


def test_hard_cuts_the_opponents_off_on_the_numbers_they_lack():
    # Seat 1 and seat 2 passed on 3-4; seat 3 laid 4-5. Seat 0 may lay 3-6 (the heavier: the ends
    # 6 and 5) or 1-5, which keeps the 3 that seat 1, next to play, is proved to lack: it passes.
    game = new_game(BLOCK, hands=[["3-6", "1-5", "0-0"], ["2-6", "0-2"], ["0-1", "2-2"], ["4-5", "1-1"]],
                    chain=["3-4"], first=1)
    for move in ("pass", "pass", "4-5:R"):
        game.apply(move)
    assert {str(m) for m in game.legal_moves()} == {"3-6:L", "1-5:R"}
    assert picks("medium", game) == {"3-6:L"}
    assert picks("hard", game) == {"1-5:R"}
    game.apply("1-5:R")
    assert str(game.legal_moves()[0]) == "pass"


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_partners_decide_from_the_observation_only(level):
    # Two deals that differ only in tiles hidden from seat 0: the same decision, seed for seed.
    one = new_game(BLOCK, hands=[["1-2", "5-6", "3-4", "2-6"], ["0-0", "2-2"], ["4-4", "0-5"], ["1-5", "0-4"]],
                   chain=["1-3", "3-6"], first=0)
    two = new_game(BLOCK, hands=[["1-2", "5-6", "3-4", "2-6"], ["4-4", "0-5"], ["1-5", "0-4"], ["0-0", "2-2"]],
                   chain=["1-3", "3-6"], first=0)
    assert one.observation(0) == two.observation(0)
    for seed in range(3):
        kwargs = {"partner_level": "medium"} if level == "expert" else {}
        assert picks(level, one, [seed], **kwargs) == picks(level, two, [seed], **kwargs)


@pytest.mark.parametrize("variant", ["block", "draw", "allfives"])
@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_partners_play_whole_hands_legally(variant, level):
    game = new_game(Rules(variant=variant, players=4, partners=True), seed=3)
    while not game.is_over:
        seat = game.current_player
        mate = "easy" if seat % 2 else "medium"     # Expert's playouts model either
        game.apply(choose_move(level, game.observation(seat), seed=len(game.history), partner_level=mate))
    assert game.outcome.team in (0, 1, None)


def test_the_partner_level_is_checked_and_shapes_experts_playouts():
    game = shut_out()
    obs = game.observation(0)
    with pytest.raises(ValueError, match="unknown partner level"):
        choose_move("expert", obs, seed=1, partner_level="genius")
    assert Search(obs, Rng(1)).models(None) == {}
    assert Search(obs, Rng(1), partner_level="medium").models("medium") == {2: "medium"}
    assert Search(obs, Rng(1)).models("expert") == {}         # an Expert partner plays as it does
