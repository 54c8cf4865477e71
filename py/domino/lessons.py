"""The tutorial's practice examples, as data.

Each lesson is an exact position built with the engine's own exact-position constructor and
played with the real rules, so a lesson cannot teach a rule the engine does not enforce. The
learner is seat 0; a step lists the moves that complete it (any one of them will do).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from typing import Any

from .core.errors import IllegalMove
from .core.game import Game, new_game
from .core.messages import Message, N_
from .core.moves import Move
from .core.rules import Rules
from .core.tiles import tile_text

# A legal move that is not the one a step asks for, in words (never the engine's notation); the
# {instruction} is the lesson's own, said whole.
ASKS_ANOTHER = {"play": N_("Playing {tile} there is allowed, but not what this practice asks: {instruction}"),
                "draw": N_("Drawing is allowed here, but not what this practice asks: {instruction}"),
                "pass": N_("Passing is allowed here, but not what this practice asks: {instruction}")}


@dataclass(frozen=True)
class Lesson:
    """A practice example. Its words (group, title, instruction, explanation) are marked with N_:
    the table says them in the player's language with said()."""

    key: str
    group: str                       # one of the tutorial's groups: "Classic and Block", "All Fives", ...
    title: str
    instruction: str
    rules: dict[str, Any]
    position: dict[str, Any]
    steps: tuple[tuple[str, ...], ...]   # per learner move: the accepted move texts
    explanation: str

    def start(self) -> Game:
        return new_game(Rules(**self.rules), **self.position)


@dataclass(frozen=True)
class Feedback:
    ok: bool                         # the move was accepted and played
    done: bool                       # the lesson is complete
    message: str                     # a Message, or a lesson's text (N_): said with said()


@dataclass
class Practice:
    """One attempt at a lesson: the learner's moves are checked by the engine, then the lesson."""

    lesson: Lesson
    game: Game = field(init=False)
    step: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        self.game = self.lesson.start()

    @property
    def done(self) -> bool:
        return self.step >= len(self.lesson.steps)

    def expected(self) -> tuple[str, ...]:
        return () if self.done else self.lesson.steps[self.step]

    def attempt(self, move: Move | str) -> Feedback:
        if self.done:
            return Feedback(False, True, Message("This practice is complete."))
        text = str(move)
        try:
            parsed = self.game.parse_move(text)
        except ValueError as e:
            return Feedback(False, False, e.args[0] if e.args else str(e))
        why = self.game.explain(parsed)
        if why is not None:
            return Feedback(False, False, why)
        if str(parsed) not in self.expected():
            asks = ASKS_ANOTHER[str(parsed.kind)]
            instruction = Message(self.lesson.instruction)
            if parsed.tile is None:
                return Feedback(False, False, Message(asks, instruction=instruction))
            return Feedback(False, False, Message(asks, tile=tile_text(parsed.tile), instruction=instruction))
        self.game.apply(parsed)
        self.step += 1
        if self.done:
            return Feedback(True, True, self.lesson.explanation)
        return Feedback(True, False, Message("Right. Now the next move."))

    def show_me(self) -> Move:
        """The move that completes the current step."""
        if self.done:
            raise IllegalMove(Message("This practice is complete."))
        return self.game.parse_move(self.expected()[0])


def _lesson(key: str, group: str, title: str, instruction: str, rules: dict[str, Any],
            position: dict[str, Any], steps: list[Any], explanation: str) -> Lesson:
    accepted = tuple((s,) if isinstance(s, str) else tuple(s) for s in steps)
    return Lesson(key, group, title, instruction, rules, position, accepted, explanation)


LINE = N_("Classic and Block")
TRAIN = N_("Mexican Train")
TRI = N_("Triangles")
MATCH = N_("Matches")
FIVES = N_("All Fives")
PARTNERS = N_("Partners")
CHICKEN = N_("Chicken Foot")
CLASSIC = {"variant": "draw", "players": 2}
BLOCK = {"variant": "block", "players": 2}
MEXICAN = {"variant": "mexican", "players": 2}
TWELVE_FIVE = {"variant": "mexican", "players": 5, "double": 12}   # five players: the double-twelve only
TWELVE_FOUR = {"variant": "mexican", "players": 4, "double": 12}
TRIANGLES = {"variant": "triangles", "players": 2}
ALLFIVES = {"variant": "allfives", "players": 2}
CHICKENFOOT = {"variant": "chickenfoot", "players": 2}
BLOCK_PAIRS = {"variant": "block", "players": 4, "partners": True}
# A board where the gap at row -1, column 2 has a side neighbour below it and a tile touching
# only its top-left point: found by playing out the deal of seed 178.
POINT_BOARD = ["3-3-3@0,0r0", "3-3-4@0,-1r2", "3-4-5@-1,-1r2", "0-3-3@0,1r2", "0-2-3@0,2r0",
               "2-3-5@-1,0r2", "0-1-2@0,3r0", "0-0-1@-1,3r1"]

LESSONS: list[Lesson] = [
    _lesson("open-double", LINE, N_("Open with the highest double"),
            N_("Play the double two to open this chain."),
            CLASSIC, {"hands": [["2-2", "0-1", "1-3"], ["5-6", "0-4", "1-4"]]},
            ["2-2"],
            N_("The double outranked the non-double tile: the player with the strongest opening "
               "tile starts and must play it.")),
    _lesson("open-no-double", LINE, N_("Opening without a double"),
            N_("Nobody holds a double. Open with the tile that starts the chain."),
            CLASSIC, {"hands": [["1-6", "0-2"], ["2-5", "0-3"]]},
            ["1-6"],
            N_("With no double dealt, the greatest pip total starts. 6-1 and 5-2 both have seven "
               "pips; the tie is broken by the larger half, so 6-1 opens.")),
    _lesson("match-left", LINE, N_("Match the left end"),
            N_("Play the 3-6 tile on the chain's left end, which shows three."),
            CLASSIC, {"hands": [["3-6", "0-1"], ["2-2", "4-4"]], "chain": ["3-5"], "first": 0},
            ["3-6:L"],
            N_("The game turned the tile so its three touched the chain's three, leaving six as "
               "the new left end.")),
    _lesson("draw", LINE, N_("Draw when no tile fits"),
            N_("Draw from the stock, then play the matching tile on the left."),
            CLASSIC, {"hands": [["0-1"], ["2-2", "4-4"]], "chain": ["3-5"], "first": 0,
                      "stock": ["3-6", "1-2"]},
            ["draw", "3-6:L"],
            N_("Your original tile could not match either end. The drawn 3-6 did fit and could be "
               "played in the same turn.")),
    _lesson("pass-draw", LINE, N_("Pass only when blocked"),
            N_("No tile fits and the stock is empty: pass."),
            CLASSIC, {"hands": [["0-1", "2-2"], ["4-4", "6-6"]], "chain": ["3-5"], "first": 0},
            ["pass"],
            N_("In Draw you cannot pass while a tile fits or while the stock still has tiles. "
               "With no legal play and nothing to draw, Pass ends your turn.")),
    _lesson("block-pass", LINE, N_("Block: pass even with unused tiles"),
            N_("In Block you never draw. No tile fits: pass."),
            BLOCK, {"hands": [["0-1", "2-2"], ["4-4", "5-6"]], "chain": ["3-5"], "first": 0},
            ["pass"],
            N_("Block uses the same chain and seven-tile hands, but the unused tiles stay out of "
               "play: with no fitting tile you pass at once.")),
    _lesson("block-end", LINE, N_("End a blocked round"),
            N_("Your opponent has already passed. Pass because your 1-2 matches neither end."),
            BLOCK, {"hands": [["1-2"], ["0-1"]], "chain": ["3-4"], "first": 0, "passes": 1},
            ["pass"],
            N_("Two consecutive passes blocked the round. You had three pips left and your "
               "opponent had one, so your opponent won; the unused tiles stayed untouched.")),
    _lesson("go-out", LINE, N_("Go out"),
            N_("Play your last tile on the left end."),
            CLASSIC, {"hands": [["3-6"], ["2-2", "4-4"]], "chain": ["3-5"], "first": 0},
            ["3-6:L"],
            N_("Your hand became empty, ending the round immediately: playing your last tile wins.")),
    _lesson("match-out", MATCH, N_("Scoring for going out"),
            N_("In a match to 50, go out with your last tile."),
            {**CLASSIC, "target": 50},
            {"hands": [["4-5"], ["6-6", "1-2"]], "chain": ["3-4"], "first": 0},
            ["4-5:R"],
            N_("Going out scores every pip left in the other hands: 6-6 and 1-2 make 15 points.")),
    _lesson("match-blocked", MATCH, N_("Scoring a blocked hand"),
            N_("Pass: nothing fits and the stock is empty. The lighter hand wins a blocked round."),
            {**CLASSIC, "target": 50},
            {"hands": [["0-1", "1-1"], ["5-6", "2-3"]], "chain": ["3-4", "4-4"], "first": 0,
             "passes": 1},
            ["pass"],
            N_("Both players passed, so the hand is blocked. You hold 3 pips, your opponent 16: "
               "you win and score the difference, 13 points.")),
    _lesson("tri-corners", TRI, N_("Every corner must match"),
            N_("Place the 1-3-3 against the 3-3-3: its two threes must touch the threes."),
            TRIANGLES, {"hands": [["1-3-3", "1-2-4"], ["5-5-5", "1-1-1"]], "board": ["3-3-3@0,0r0"],
                        "first": 0},
            [["1-3-3@0,1r2", "1-3-3@1,0r1", "1-3-3@0,-1r0"]],
            N_("A new tile shares a full side with a tile on the table, and every corner it "
               "touches shows the same number. The game turned the tile so both threes matched.")),
    _lesson("tri-point", TRI, N_("Corners that touch only at a point"),
            N_("Fill the gap above the 0-2-3 with a tile that matches every corner it touches."),
            TRIANGLES, {"hands": [["0-0-0", "0-0-2"], ["5-5-5", "4-4-4"]], "board": POINT_BOARD,
                        "first": 0},
            ["0-0-2@-1,2r2"],
            N_("The 0-0-0 would match the side below, but its top-left corner would touch the 2 of "
               "a tile that meets the gap only at that point. Those corners must match too.")),
    _lesson("tri-draws", TRI, N_("Three draws, then pass"),
            N_("Nothing fits: draw up to three tiles, then pass."),
            TRIANGLES, {"hands": [["1-2-4"], ["2-2-2", "1-1-1"]], "board": ["3-3-3@0,0r0"],
                        "first": 0, "stock": ["1-1-4", "2-4-5", "0-1-5", "3-3-5"]},
            ["draw", "draw", "draw", "pass"],
            N_("In Triangles you draw at most three tiles a turn. None of them fitted, so after "
               "the third draw you pass, even though the stock still has tiles. The round goes on: "
               "a pass counts toward a jam only once the stock is gone.")),
    _lesson("tri-jam", TRI, N_("The stock is gone: a jam"),
            N_("The stock is empty and your opponent has just passed. Nothing fits: pass."),
            TRIANGLES, {"hands": [["1-2-4"], ["5-5-5", "4-4-4"]], "board": ["3-3-3@0,0r0"],
                        "first": 0, "passes": 1},
            ["pass"],
            N_("With the stock gone, every player passed in a row, so the table is jammed and the "
               "round ends. Your corners add up to 7, your opponent's to 27: the lowest total wins.")),
    _lesson("train-start", TRAIN, N_("Start your own train"),
            N_("Play 6-9 on your train."),
            MEXICAN, {"hands": [["6-9", "1-2", "3-4"], ["0-0", "5-5"]], "first": 0,
                      "stock": ["0-1", "0-2"]},
            ["6-9@0"],
            N_("Nine matched the engine. Your train now ends in six and counts as started.")),
    _lesson("train-places", TRAIN, N_("Three places may be available"),
            N_("Your 6-8 fits your train, the Mexican train and Computer 1's open train. Play it on any."),
            MEXICAN, {"hands": [["6-8", "0-0"], ["1-1", "2-2"]], "first": 0, "markers": [1],
                      "trains": {0: ["9-3", "3-6"], 1: ["9-5", "5-6"], "mexican": ["9-4", "4-6"]}},
            [["6-8@0", "6-8@mexican", "6-8@1"]],
            N_("After starting, you may use your own train or the shared Mexican train, and an "
               "opponent's train only while it is marked Open to everyone. One tile per turn.")),
    _lesson("train-mexican", TRAIN, N_("Use the shared train"),
            N_("Play 6-9 on the Mexican train."),
            MEXICAN, {"hands": [["6-9", "0-1"], ["1-1", "2-2"]], "first": 0,
                      "trains": {0: ["9-3"]}},
            ["6-9@mexican"],
            N_("The shared train is open to everyone, so any player who has started may extend it "
               "with a matching tile.")),
    _lesson("train-open", TRAIN, N_("Use an opponent's open train"),
            N_("Play 6-9 on your opponent's train, which is marked Open to everyone."),
            MEXICAN, {"hands": [["6-9", "0-1"], ["1-1", "2-2"]], "first": 0, "markers": [1],
                      "trains": {0: ["9-3"]}},
            ["6-9@1"],
            N_("The Open to everyone marker allowed your tile onto the opponent's train. Playing "
               "there did not remove the opponent's marker.")),
    _lesson("train-draw", TRAIN, N_("Draw once, then open your train"),
            N_("Draw one tile. When it still does not fit, pass."),
            MEXICAN, {"hands": [["0-1", "1-2"], ["1-1", "2-2"]], "first": 0,
                      "trains": {0: ["9-3"], "mexican": ["9-4"]}, "stock": ["5-5", "0-0"]},
            ["draw", "pass"],
            N_("Mexican Train permits one draw on a blocked turn. Passing made your train open to "
               "everyone for later turns.")),
    _lesson("train-close", TRAIN, N_("Close your open train"),
            N_("Play 6-9 on your own train."),
            MEXICAN, {"hands": [["6-9", "1-1"], ["0-0", "2-2"]], "first": 0, "markers": [0],
                      "trains": {"mexican": ["9-4"]}},
            ["6-9@0"],
            N_("Playing on your own marked train changed it back to owner only. Opponents can no "
               "longer use it unless you pass again.")),
    _lesson("train-cover", TRAIN, N_("Cover a double"),
            N_("Play double six on your train, then cover it with 2-6."),
            MEXICAN, {"hands": [["6-6", "2-6", "0-0"], ["1-1", "3-3"]], "first": 0,
                      "trains": {0: ["9-6"]}},
            ["6-6@0", "2-6@0"],
            N_("The double kept your turn and required a tile on that same train. The cover "
               "cleared the obligation and passed the turn.")),
    _lesson("train-uncovered", TRAIN, N_("When a double cannot be covered"),
            N_("Play double six, then draw, and pass when the drawn tile cannot cover it."),
            MEXICAN, {"hands": [["6-6", "0-1"], ["1-1", "3-3"]], "first": 0,
                      "trains": {0: ["9-6"]}, "stock": ["1-2", "4-4"]},
            ["6-6@0", "draw", "pass"],
            N_("If no cover fits, draw one tile; if it still fails, pass. The obligation stays: "
               "the next player must cover the 6-6 before anything else.")),
    _lesson("train12-engine", TRAIN, N_("The double-twelve: a 12-12 engine"),
            N_("Five players, the double-twelve set: the engine is 12-12. Start your train with "
               "the tile that matches it."),
            TWELVE_FIVE, {"hands": [["3-5", "7-12", "0-11"], ["0-0", "1-6"], ["1-1", "2-8"], ["2-2", "4-9"],
                                    ["3-3", "5-10"]], "first": 0, "stock": ["4-4", "6-6"]},
            ["7-12@0"],
            N_("Your 7-12 matched the 12-12 engine, and your train now ends in seven. The "
               "double-twelve set has 91 tiles, enough for up to eight players; its full game "
               "plays thirteen rounds, one per engine from 12-12 down to 0-0.")),
    # Computer 3 laid the 11-11 on the Mexican train and could not cover it: the double binds the
    # next seat, the learner, whose 5-8 would otherwise go on their own train.
    _lesson("train12-owed", TRAIN, N_("A double left open binds the next player"),
            N_("Computer 3 laid the 11-11 on the Mexican train and could not cover it. Cover it "
               "before anything else."),
            TWELVE_FOUR, {"hands": [["5-8", "4-11", "6-6"], ["0-0", "1-2"], ["1-1", "2-9"], ["2-2", "3-10"]],
                          "first": 0, "trains": {0: ["12-5"], 1: ["12-3"], 2: ["12-7"], 3: ["12-9"],
                                                 "mexican": ["12-11", "11-11"]},
                          "markers": [3], "stock": ["4-4", "6-9"]},
            ["4-11@mexican"],
            N_("A double left uncovered passes to the next player: they must cover it, on the "
               "train where it lies, before anything else (or draw one tile, then pass). Your 5-8 "
               "could not go on your own train until the 11-11 was covered. Your 4-11 covered it; "
               "play goes on as usual.")),
    _lesson("chicken-spokes", CHICKEN, N_("Four spokes first"),
            N_("The 9-9 in the middle has tiles on two of its sides. Play the tile that gives it a third."),
            CHICKENFOOT, {"hands": [["4-9", "5-8", "3-3"], ["0-0", "1-2"]], "arms": [["9-5"], ["9-3"]],
                          "first": 0, "stock": ["2-2", "0-1"]},
            ["4-9@2"],
            N_("The centre double takes a tile on each of its four sides, each matching its number, before "
               "anything else is played. Your 5-8 fits the open 5, but it must wait until the last side has "
               "its 9 too.")),
    _lesson("chicken-foot", CHICKEN, N_("Fill the chicken foot"),
            N_("A 6-6 was laid on a spoke: it grows a chicken foot. Play the tile that fits it."),
            CHICKENFOOT, {"hands": [["2-6", "1-3", "0-8"], ["0-0", "1-2"]],
                          "arms": [["9-6", "6-6"], ["9-3"], ["9-8"], ["9-7"]], "first": 0, "stock": ["2-2", "0-1"]},
            ["2-6@4"],
            N_("Every double laid grows a chicken foot: three tiles on it, each matching its number, before "
               "anyone plays elsewhere. Your 1-3 and 0-8 fit open ends, but they wait until the foot has its "
               "three toes.")),
    _lesson("fives-spinner", FIVES, N_("The spinner"),
            N_("Both sides of the spinner 5-5 hold a tile: play 5-0 on one of its ends, up or down."),
            ALLFIVES, {"hands": [["5-0", "2-4"], ["6-6", "1-1"]], "layout": ["5-5", "5-3:L", "5-2:R"]},
            [["0-5:U", "0-5:D"]],
            N_("The first double is the spinner. Its two sides are built first; then its ends open "
               "too, and the layout grows four ways. The ends now show 3, 2 and 0: a count of 5, "
               "and 5 points for you.")),
    _lesson("fives-count", FIVES, N_("Score a count"),
            N_("The open ends show 6 and 3. Play the tile that makes them add up to a multiple of five."),
            ALLFIVES, {"hands": [["3-4", "6-1", "6-0"], ["5-5", "1-1"]], "layout": ["3-2", "2-6:L"]},
            ["3-4:R"],
            N_("6 and 4 make 10: a multiple of five scores that many points at once. 6-1 would have "
               "left 1 + 3 = 4 and 6-0 left 0 + 3 = 3, which score nothing.")),
    _lesson("fives-double", FIVES, N_("A double across an end"),
            N_("The open ends show 5, 4, 3 and 4. Make 20 with your double."),
            ALLFIVES, {"hands": [["4-4", "5-1", "3-0"], ["5-5", "1-1"]],
                       "layout": ["6-6", "6-5:L", "6-2:R", "2-4:R", "6-3:U", "6-4:D"]},
            [["4-4:R", "4-4:D"]],
            N_("A double laid at an end lies across it and counts both halves: 5 + 8 + 3 + 4 = 20, "
               "and 20 points for you.")),
    _lesson("fives-rounding", FIVES, N_("Rounding at the end"),
            N_("Go out: play your last tile."),
            ALLFIVES, {"hands": [["0-3"], ["6-6", "0-1"]], "layout": ["5-5", "5-0:L", "5-4:R"]},
            ["0-3:L"],
            N_("Going out scores the pips left in the other hands, rounded to the nearest five: your "
               "opponent held 13, which scores 15 (12 would have scored 10).")),
    # Your partner (seat 2) holds 5-4 alone; Computer 1 holds no 2 and no 5, so after 2-3 on the 3
    # it passes and the partner goes out. 5-6 on the 5 would leave 3 and 6, and the partner stuck.
    _lesson("partner-open", PARTNERS, N_("Play for your partner"),
            N_("Two against two: your partner, across the table, has one tile left. From their plays you "
               "know it is the 5-4. Leave them the 5: play on the 3."),
            BLOCK_PAIRS, {"hands": [["5-6", "2-3", "1-1"], ["0-0", "0-4"], ["4-5"], ["0-1", "6-6"]],
                          "chain": ["3-5"], "first": 0},
            ["2-3:L"],
            N_("The 5 stays open. Computer 1 has no 2 and no 5, so it passes; your partner lays the 5-4, "
               "goes out, and your team wins the hand with the other team's 17 pips. Your own tiles "
               "never count against your team when your partner goes out. Covering the 5 with 5-6 "
               "would have blocked your own partner.")),
]


def lesson(key: str) -> Lesson:
    for item in LESSONS:
        if item.key == key:
            return item
    raise ValueError(f"no lesson {key!r}")
