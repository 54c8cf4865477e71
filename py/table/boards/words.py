"""What the boards say, by case: who a move's words are about (the person at the screen, a seat by its
name, Expert in a hand's review), and the messages of each case, kept as data (N_) and said with `_`
when shown. A sentence is never built from pieces: each case has its own whole message.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from table.language.catalogue import N_, _, _n

if TYPE_CHECKING:
    from table.boards.table_view import TableView

# Who made a move, as its words name them: the person at the screen, another seat by its name, or
# Expert in a hand's review, saying what it would have played there.
YOU, NAMED, EXPERT = "you", "named", "expert"


@dataclass(frozen=True)
class Mover:
    """Who a move's words are about: `case` (YOU, NAMED or EXPERT) and the seat's name."""
    case: str
    name: str = ""

    def say(self, messages: Mapping[str, str], **params: object) -> str:
        """This mover's message of `messages` (case -> message), filled in ({name} too)."""
        return _(messages[self.case], name=self.name, **params)


def mover(s: TableView, seat: int, expert: bool = False) -> Mover:
    """The mover of seat `seat`: the person at the screen by their seat, never by a name."""
    if expert:
        return Mover(EXPERT)
    return Mover(YOU if seat == s.person else NAMED, s.names[seat])


# The piles drawn from, by the board's `pile`.
PILES = {"stock": N_("Stock"), "boneyard": N_("Boneyard")}
DRAW_FROM = {"stock": N_("Draw from the stock."), "boneyard": N_("Draw from the boneyard.")}
NO_FIT_DRAW = {"stock": N_("No tile fits: draw from the stock."),
               "boneyard": N_("No tile fits: draw from the boneyard.")}
DREW_FROM = {
    "stock": {YOU: N_("You drew {tile} from the stock."), NAMED: N_("{name} drew {tile} from the stock.")},
    "boneyard": {YOU: N_("You drew {tile} from the boneyard."), NAMED: N_("{name} drew {tile} from the boneyard.")},
}
DREW_UNSEEN = {YOU: N_("You drew a tile."), NAMED: N_("{name} drew a tile."), EXPERT: N_("Expert would draw.")}
PASSED = {YOU: N_("You passed."), NAMED: N_("{name} passed."), EXPERT: N_("Expert would pass.")}
OPENED = {YOU: N_("You opened with {tile}."), NAMED: N_("{name} opened with {tile}."),
          EXPERT: N_("Expert would open with {tile}.")}
PLAYED = {YOU: N_("You played {tile}."), NAMED: N_("{name} played {tile}."), EXPERT: N_("Expert would play {tile}.")}
CHOOSE_FIRST = N_("Choose a tile from your hand first.")

# A label's facts, said a pair at a time ('3 tiles, open end 5'); choices are a list of the
# language's own (formats.or_list: 'the 3 or the 5').
# Translators: a label's facts one after another: "3 tiles, open end 5"
COMMA = N_("{first}, {second}")


def joined(items: Sequence[str]) -> str:
    """A label's facts said as one, folded a pair at a time by the message COMMA."""
    said = items[0]
    for item in items[1:]:
        said = _(COMMA, first=said, second=item)
    return said


# A line's play on an open end, named by the number it showed.
PLAYED_ON = {YOU: N_("You played {tile} on the {end}."), NAMED: N_("{name} played {tile} on the {end}."),
             EXPERT: N_("Expert would play {tile} on the {end}.")}

# Mexican Train. Whose a train is, as the words name it (TrainBoard.whose): the Mexican train, the
# train of the hand on screen ("yours"; of the person at the screen when another's move is told),
# the mover's own, or another seat's ("theirs", {owner}: its seat's name). The messages of each case.
TRAIN_BANNER = {"mexican": N_("Cover the {double} on the Mexican train"),
                "yours": N_("Cover the {double} on your train"),
                "theirs": N_("Cover the {double} on {owner}'s train")}
TRAIN_ROW = {"mexican": N_("The Mexican train: {facts}"), "yours": N_("Your train: {facts}"),
             "theirs": N_("{owner}'s train: {facts}")}
TRAIN_TILES = {"mexican": N_("Mexican train tiles"), "yours": N_("Your train tiles"),
               # Translators: the tiles of the train of the player {owner}
               "theirs": N_("{owner} tiles")}
TRAIN_PLAY_HERE = {"mexican": N_("Play {tile} on the Mexican train (open end {number})"),
                   "yours": N_("Play {tile} on your train (open end {number})"),
                   "theirs": N_("Play {tile} on {owner}'s train (open end {number})")}
TRAIN_HINT = {"mexican": N_("Hint: play {tile} on the Mexican train."), "yours": N_("Hint: play {tile} on your train."),
              "theirs": N_("Hint: play {tile} on {owner}'s train.")}
TRAIN_CANNOT_GO = {"mexican": N_("The {tile} can't go on the Mexican train."),
                   "yours": N_("The {tile} can't go on your train."),
                   "theirs": N_("The {tile} can't go on {owner}'s train.")}
TRAIN_PLAYED = {
    "mexican": {YOU: N_("You played {tile} on the Mexican train."),
                NAMED: N_("{name} played {tile} on the Mexican train."),
                EXPERT: N_("Expert would play {tile} on the Mexican train.")},
    "yours": {YOU: N_("You played {tile} on your train."), NAMED: N_("{name} played {tile} on your train."),
              EXPERT: N_("Expert would play {tile} on your train.")},
    "own": {NAMED: N_("{name} played {tile} on their own train.")},
    "theirs": {YOU: N_("You played {tile} on {owner}'s train."), NAMED: N_("{name} played {tile} on {owner}'s train."),
               EXPERT: N_("Expert would play {tile} on {owner}'s train.")},
}
TRAIN_PASSED = {YOU: N_("You passed: your train is open to everyone."),
                NAMED: N_("{name} passed: their train is open to everyone."), EXPERT: N_("Expert would pass.")}

# Triangles. A move in words, by its kind (drew: a tile the person saw; drew-unseen: one they did
# not) and who made it ({place}: movelog.beside's words); with Tri-Ominos scoring, what it scored
# ({points}: '+62: hexagon +50').
TRI_PLACED = {YOU: N_("You placed {tile} {place}."), NAMED: N_("{name} placed {tile} {place}."),
              EXPERT: N_("Expert would place {tile} {place}.")}
TRI_SAID = {"opened": OPENED, "placed": TRI_PLACED,
            "drew": {YOU: N_("You drew {tile}."), NAMED: N_("{name} drew {tile}.")},
            "drew-unseen": DREW_UNSEEN, "passed": PASSED}
TRI_SCORED = {
    "opened": {YOU: N_("You opened with {tile} ({points})."), NAMED: N_("{name} opened with {tile} ({points})."),
               EXPERT: N_("Expert would open with {tile} ({points}).")},
    "placed": {YOU: N_("You placed {tile} {place} ({points})."), NAMED: N_("{name} placed {tile} {place} ({points})."),
               EXPERT: N_("Expert would place {tile} {place} ({points}).")},
    "drew": {YOU: N_("You drew {tile} ({points})."), NAMED: N_("{name} drew {tile} ({points}).")},
    "drew-unseen": {YOU: N_("You drew a tile ({points})."), NAMED: N_("{name} drew a tile ({points})."),
                    EXPERT: N_("Expert would draw ({points}).")},
    "passed": {YOU: N_("You passed ({points})."), NAMED: N_("{name} passed ({points})."),
               EXPERT: N_("Expert would pass ({points}).")},
}


def spot_label(tile: str, place: str, ways: int) -> str:
    """A marked cell's name: where the chosen `tile` goes there (`place`: movelog.beside's words,
    "" for the first tile), and how many ways it turns there."""
    if not place:
        if ways > 1:
            return _n("Place {tile} in the centre ({count} way to turn it)",
                      "Place {tile} in the centre ({count} ways to turn it)", ways, tile=tile)
        return _("Place {tile} in the centre", tile=tile)
    if ways > 1:
        return _n("Place {tile} {place} ({count} way to turn it)", "Place {tile} {place} ({count} ways to turn it)",
                  ways, tile=tile, place=place)
    return _("Place {tile} {place}", tile=tile, place=place)


def board_label(tiles: int, spots: int, tile: str) -> str:
    """The Triangles board's name: how many tiles are down, the marked places of the chosen `tile`
    (`spots` of them), and how to look around."""
    if spots:
        held = _n("Board: {count} tile, {places} for the {tile}.", "Board: {count} tiles, {places} for the {tile}.",
                  tiles, tile=tile, places=_n("{count} marked place", "{count} marked places", spots))
    else:
        held = _n("Board: {count} tile.", "Board: {count} tiles.", tiles)
    how = _("Drag, or focus and use the arrow keys, to look around.")
    return f"{held} {how}"   # two sentences
