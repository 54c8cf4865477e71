"""What the engine says in words is a Message (domino.core.messages): the English sentence a caller
reading text sees, carrying the message it was made from and its values, so the table can say it in
its player's language. A sentence that differs by a word (the left or right end, whose train) is one
message for each case, never a word spliced in; a count is a Counted, with its plural."""

from __future__ import annotations

import pickle

import pytest

from domino import IllegalMove, Rules, new_game
from domino.core.messages import Counted, Message
from domino.lessons import ASKS_ANOTHER, LESSONS, Practice
from domino.variants.trains import MEXICAN

CLASSIC = Rules(variant="draw")


def refusal(game, move) -> Message:
    """The reason `game` refuses `move` (its text), as IllegalMove carries it; the game unchanged."""
    before = game.to_json()
    with pytest.raises(IllegalMove) as e:
        game.apply(move)
    assert game.to_json() == before
    reason = e.value.args[0]
    assert isinstance(reason, Message) and str(e.value) == reason
    return reason


def test_a_classic_tile_not_in_hand_is_a_message_with_its_values():
    game = new_game(CLASSIC, hands=[["3-5"], ["3-6"]], chain=["3-4"], first=0)
    reason = refusal(game, "3-6:L")
    assert reason == "Tile 3-6:L is not in the hand of the player on turn."
    assert reason.message == "Tile {move} is not in the hand of the player on turn."
    assert reason.params == {"move": "3-6:L"}
    assert game.explain(game.parse_move("3-6:L")) == reason


def test_each_end_of_the_chain_has_its_own_sentence():
    game = new_game(CLASSIC, hands=[["4-6", "0-0"], ["1-1"]], chain=["3-4"], first=0)
    left = refusal(game, "4-6:L")
    assert left == "4-6 does not match the left end (3)."
    assert (left.message, left.params) == ("{tile} does not match the left end ({number}).",
                                           {"tile": "4-6", "number": 3})
    neither = refusal(game, "0-0:R")
    assert neither.message == "{tile} matches neither open end ({left} and {right})."
    assert neither.params == {"tile": "0-0", "left": 3, "right": 4}
    assert refusal(game, "draw").message == "You cannot draw while a tile fits: play one."
    assert refusal(game, "pass").message == "You cannot pass while a tile fits: play one."
    assert refusal(game, "4-6").message == "Say which end: L or R."


def test_a_move_that_does_not_parse_is_refused_in_a_message():
    game = new_game(CLASSIC, hands=[["3-5"], ["3-6"]], chain=["3-4"], first=0)
    reason = refusal(game, "3-5:X")
    assert reason == "not a move: '3-5:X' (the end must be L or R)"
    assert reason.params == {"text": "'3-5:X'"}
    assert refusal(game, "seven").message == "not a move: {text}"


def test_a_mexican_train_reason_names_the_train_by_its_own_sentence():
    game = new_game(Rules(variant="mexican", players=3), hands=[["1-6", "0-0"], ["2-3"], ["2-4"]],
                    trains={0: ["9-6"], 1: ["9-3", "3-6"], 2: ["9-4", "4-6"], MEXICAN: ["9-5", "5-6"]},
                    markers=[1], first=0)
    closed = refusal(game, "1-6@2")
    assert closed == "Player 3's train is not open to everyone."
    assert (closed.message, closed.params) == ("Player {player}'s train is not open to everyone.", {"player": 3})
    yours = refusal(game, "0-0@0")
    assert yours == "The 0-0 does not match the open end of your train (6)."
    assert (yours.message, yours.params) == ("The {tile} does not match the open end of your train ({number}).",
                                             {"tile": "0-0", "number": 6})
    shared = refusal(game, "0-0@mexican")
    assert shared.message == "The {tile} does not match the open end of the Mexican train ({number})."


def test_a_double_to_cover_is_said_for_the_move_and_the_train():
    game = new_game(Rules(variant="mexican"), hands=[["6-6", "2-6", "0-1"], ["2-3"]],
                    trains={0: ["9-6"], MEXICAN: ["9-2"]}, first=0)
    game.apply("6-6@0")
    draw = refusal(game, "draw")
    assert draw == "You cannot draw: cover the 6-6 on your train."
    assert (draw.message, draw.params) == ("You cannot draw: cover the {tile} on your train.", {"tile": "6-6"})
    covered = refusal(game, "2-6@mexican")
    assert (covered.message, covered.params) == ("The {tile} on your train must be covered first.",
                                                 {"tile": "6-6"})
    banner = game.observation(1).obligation.banner(1)
    assert banner == "Cover the 6-6 on Player 1's train"
    assert (banner.message, banner.params) == ("Cover the {tile} on Player {player}'s train",
                                               {"tile": "6-6", "player": 1})


BRIDGE_BOARD = ["0-0-4@0,0r0", "0-0-0@0,1r0", "0-0-1@0,2r1", "0-1-2@1,2r0", "1-2-2@1,3r0",
                "2-2-5@2,3r0", "1-2-5@2,2r1", "1-1-2@2,1r1"]   # tests/engine/test_triangles.py's


def test_a_triangles_reason_is_one_message_for_each_vertex():
    game = new_game(Rules(variant="triangles"), hands=[["0-1-4", "0-2-4"], ["5-5-5"]], board=BRIDGE_BOARD,
                    first=0)
    point = refusal(game, "0-2-4@1,0r2")
    assert point == ("The 2 corner would touch a corner showing 1 at the bottom vertex (a tile that touches this "
                     "cell only at that point).")
    assert point.message == ("The {corner} corner would touch a corner showing {number} at the bottom vertex (a "
                             "tile that touches this cell only at that point).")
    assert point.params == {"corner": 2, "number": 1}
    side = refusal(game, "0-1-4@1,0r0")
    assert (side.message, side.params) == ("The {corner} corner would touch a corner showing {number} at the "
                                           "top-left vertex.", {"corner": 0, "number": 4})
    taken = refusal(game, "0-1-4@0,0r0")
    assert (taken.message, taken.params) == ("Cell {row},{col} is already taken by the {tile}.",
                                             {"row": 0, "col": 0, "tile": "0-0-4"})


def test_the_draws_left_are_counted_with_a_plural():
    game = new_game(Rules(variant="triangles"), hands=[["1-2-4"], ["2-2-2", "1-1-1"]], board=["3-3-3@0,0r0"],
                    first=0, stock=["1-1-4", "2-4-5", "0-1-5", "3-3-5"])
    three = refusal(game, "pass")
    assert isinstance(three, Counted) and three == "You cannot pass yet: draw (3 draws left this turn)."
    assert (three.message, three.plural, three.params) == (
        "You cannot pass yet: draw ({count} draw left this turn).",
        "You cannot pass yet: draw ({count} draws left this turn).", {"count": 3})
    game.apply("draw")
    game.apply("draw")
    one = refusal(game, "pass")
    assert one == "You cannot pass yet: draw (1 draw left this turn)." and one.params == {"count": 1}


def test_a_rules_refusal_names_its_game_as_a_message_of_its_own():
    with pytest.raises(ValueError) as e:
        Rules(variant="mexican", players=5)
    reason = e.value.args[0]
    assert reason == "Mexican Train with the double-9 set is for 2 to 4 players, not 5."
    assert reason.message == "{game} with the double-{double} set is for {least} to {most} players, not {players}."
    game = reason.params["game"]
    assert isinstance(game, Message) and (game.message, game.params) == ("Mexican Train", {})


def test_a_lesson_answers_in_messages_that_quote_its_instruction_whole():
    item = next(item for item in LESSONS if item.key == "fives-count")
    practice = Practice(item)
    move = next(m for m in practice.game.legal_moves() if str(m) not in practice.expected())
    answer = practice.attempt(move).message
    assert isinstance(answer, Message) and answer.message == ASKS_ANOTHER["play"]
    assert answer.params["tile"] == "-".join(map(str, move.tile))
    instruction = answer.params["instruction"]
    assert isinstance(instruction, Message) and instruction.message == item.instruction
    assert practice.attempt(practice.expected()[0]).message == item.explanation


def test_messages_pickle_with_their_values():
    said = Message("Tile {move} is not in the hand of the player on turn.", move="3-6:L")
    counted = Counted("{count} draw left", "{count} draws left", count=2, seat=1)
    for message in (said, counted):
        again = pickle.loads(pickle.dumps(message))
        assert (type(again), again, again.message, again.params) == (type(message), message, message.message,
                                                                    message.params)
    assert pickle.loads(pickle.dumps(counted)).plural == "{count} draws left"
