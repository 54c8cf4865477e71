"""Play where you look, on the line board and through the controller: a tap on the chain's lit end
plays there, one tap plays a tile that can go only one way (or the same either way), and a tile
dragged from the hand onto a target is played there, while a drop that fits nowhere changes
nothing but the note."""

from __future__ import annotations

from types import SimpleNamespace

from domino import Rules, new_game
from fakes import table
from table.boards.base import CLEAR
from table.boards.intents import Play, Select
from table.boards.targets import Target
from table.boards import board_for
from table.flow.session import Session, settings


def session(game, **kw):
    return Session(match=SimpleNamespace(game=game, rules=game.rules), names=("You", "Computer 1"), phase="playing",
                   **{"viewer": 0, "cfg": settings({"mode": "computer"}), **kw})


def position(hand, chain, **kw):
    return new_game(Rules(variant="draw"), hands=[hand, ["6-6", "4-4"]], stock=["2-2", "1-1"], chain=chain, first=0,
                    **kw)


def test_a_tap_on_the_lit_end_tile_plays_the_chosen_tile_there():
    g = position(["3-6", "1-2"], ["6-5", "5-3"])  # 3-6 fits both ends (6 ... 3)
    board = board_for("draw")
    s = session(g, selected=(3, 6))
    move = board.click(s, Target({"data-chain-end": "R"})).move
    assert str(move) == "3-6:R"
    move = board.click(s, Target({"data-chain-end": "L"})).move
    assert str(move) == "3-6:L"
    s = session(g, selected=(1, 2))
    assert board.click(s, Target({"data-chain-end": "L"})) == Select({"note": "1-2 doesn't fit the 6."})


def test_the_forced_opening_and_a_tile_the_same_either_way_take_one_tap():
    board = board_for("draw")
    g = new_game(Rules(variant="draw"), seed=0)  # Player 2 holds the highest double, 4-4: it must open
    s = session(g, viewer=1, cfg=settings({"mode": "local"}))
    assert [str(m) for m in s.legal()] == ["4-4"]
    assert board.tile_intent(s, (4, 4), s.legal()) == Play(s.legal()[0])  # no end to choose
    g = new_game(Rules(variant="draw"), hands=[["6-6", "2-6", "2-3", "0-1"], ["6-5", "5-2", "4-4", "0-0"]],
                 stock=["1-1", "3-3"], first=0)
    for move in ("6-6", "6-5:R", "2-6:L", "5-2:R"):
        g.apply(move)
    s = session(g)
    assert g.observation(0).ends == (2, 2) and len(s.legal()) == 2
    move = board.tile_intent(s, (2, 3), s.legal()).move
    assert str(move) == "2-3:L"  # on the shorter arm: one tile left of the opening, two right


def test_a_lone_tile_is_both_ends_and_the_empty_felt_takes_the_opening():
    board = board_for("draw")
    g = position(["6-2", "1-2"], ["6-5"])  # 6-2 fits the left end only
    s = session(g, selected=(2, 6))
    move = board.click(s, Target({"data-chain-end": "LR"})).move
    assert str(move) == "2-6:L"
    g = new_game(Rules(variant="draw"), seed=0)  # Player 2 must open with 4-4
    local = settings({"mode": "local"})
    move = board.click(session(g, viewer=1, cfg=local, selected=(4, 4)), Target({"data-chain-end": ""})).move
    assert str(move) == "4-4"
    other = next(t for t in g.observation(1).hand if t != (4, 4))
    assert board.click(session(g, viewer=1, cfg=local, selected=other), Target({"data-chain-end": ""})) == \
        Select({"note": f"{other[0]}-{other[1]} cannot open the chain."})


def my_turn(ctl, plays=1):
    """A new game, on to the person's turn with at least `plays` tiles to play."""
    ctl.click(Target({"data-action": "new-game"}), 1)
    for _ in range(50):
        if ctl.session.my_turn() and sum(m.kind == "play" for m in ctl.session.legal()) >= plays:
            return ctl.session
        if not ctl.page.run_timers():
            moves = ctl.session.legal()
            ctl.play(next((m for m in moves if m.kind == "draw"), moves[0]))
    raise AssertionError("no turn with a tile to play")


def test_a_tile_dropped_on_an_end_is_played_there():
    ctl = table(seed="11")
    s = my_turn(ctl)
    move = next(m for m in s.legal() if m.kind == "play")
    text = "-".join(map(str, move.tile))
    where = {"data-chain-end": move.end} if move.end else {"data-chain-end": ""}
    before = len(s.match.game.history)
    ctl.drop(text, Target(where))
    g = ctl.session.match.game
    assert len(g.history) > before and g.history[before][1] == move


def test_a_drop_that_fits_nowhere_changes_nothing_but_the_note():
    ctl = table(seed="11")
    s = my_turn(ctl)
    game = s.match.game
    obs = game.observation(0)
    history = len(game.history)
    wrong = next((t for t in obs.hand if not any(m.kind == "play" and m.tile == t for m in s.legal())), None)
    assert wrong is not None and obs.ends == (5, 5)
    ctl.drop("-".join(map(str, wrong)), Target({"data-chain-end": "LR"}))
    assert len(game.history) == history and ctl.session.selected is None
    assert ctl.session.note == f"{wrong[0]}-{wrong[1]} doesn't fit either end."
    # a drop on nothing the board knows, and a drop of a tile not in the hand
    ctl.drop("-".join(map(str, obs.hand[0])), Target({"data-action": "menu"}))
    ctl.drop("9-9", Target({"data-chain-end": "L"}))
    assert len(game.history) == history and ctl.session.selected is None and ctl.session.phase == "playing"


def test_a_drop_out_of_turn_only_says_whose_turn_it_is():
    ctl = table(seed="11", mode="local", players="2")
    ctl.click(Target({"data-action": "new-game"}), 1)
    ctl.click(Target({"data-action": "ready"}), 1)
    s = ctl.session
    assert s.my_turn()
    other = 1 - s.viewer
    tile = s.match.game.state.hands[other][0]
    ctl.drop("-".join(map(str, tile)), Target({"data-chain-end": "L"}))
    assert len(ctl.session.match.game.history) == len(s.match.game.history)


def test_a_tile_tapped_that_cannot_open_the_hand_names_the_one_that_does():
    g = new_game(Rules(variant="draw"), seed=0)  # Player 2 must open with 4-4
    local = settings({"mode": "local"})
    s = session(g, viewer=1, cfg=local)
    other = next(t for t in g.observation(1).hand if t != (4, 4))
    assert board_for("draw").tile_intent(s, other, s.legal()) == \
        Select({**CLEAR, "note": f"{other[0]}-{other[1]} cannot open the hand: it opens with 4-4."})
    fives = new_game(Rules(variant="allfives"), seed=0)
    opener = fives.legal_moves()[0].tile
    seat = fives.current_player
    s = session(fives, viewer=seat, cfg=local)
    other = next(t for t in fives.observation(seat).hand if t != opener)
    words = board_for("allfives").tile_intent(s, other, s.legal()).changes["note"]
    assert words == f"{other[0]}-{other[1]} cannot open the hand: it opens with {opener[0]}-{opener[1]}."
    g = position(["3-6", "1-2"], ["6-5", "5-3"])  # tiles down: the ends are what a tile misses
    s = session(g)
    assert board_for("draw").tile_intent(s, (1, 2), s.legal()).changes["note"] == "1-2 doesn't fit either end."
