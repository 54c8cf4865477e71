"""The short how-to-play card of each game (the `?` button), as Markup. Pure data: no DOM here.

A game's card is the one its catalog entry names (`howto`); where a tile goes, and what the arrow
keys move between, follow its board's kind. A line may name the set played ({double}, its highest
double as a tile's name, and {count}, the rounds of its full game). tests/unit/test_every_game.py
holds every game to a card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from domino.core import catalog
from table.language.catalogue import N_, _, _p
from table.render.markup import EMPTY, Markup, html, join, raw, rich, slot
from table.render.match_length import rounds

if TYPE_CHECKING:
    from domino import Rules

Lines = tuple[str, ...]   # a card's list: one message (a whole sentence or two) a line

# The arrow keys are drawn, not typed: a font's arrow glyph is a thin dash a few px tall, while this
# one is as tall as the words' capitals (platform.css sizes it).
ARROW = ('<kbd class="arrow-key"><svg viewBox="0 0 16 16" role="img" aria-label="{name}">'
         '<path d="{d}"/></svg></kbd>')
LEFT, RIGHT = (N_("Left arrow"), "M14 8H2.5M8 2.5 2.5 8 8 13.5"), (N_("Right arrow"), "M2 8h11.5M8 2.5 13.5 8 8 13.5")
# The keyboard line, by what the arrow keys move between on each kind of board besides the hand.
KEYS = N_("Keyboard: {tab} moves between areas, {left} {right} move within your hand and between the ends, "
          "{enter} or {space} plays, {esc} closes a card or drops the chosen tile.")
BOARD_KEYS = {
    "triangles": N_("Keyboard: {tab} moves between areas, {left} {right} move within your hand and between the "
                    "marked places (on the board itself they move the view; {r} turns the chosen tile), {enter} "
                    "or {space} plays, {esc} closes a card or drops the chosen tile."),
    "trains": N_("Keyboard: {tab} moves between areas, {left} {right} move within your hand and between the "
                 "open ends of the lit trains, {enter} or {space} plays, {esc} closes a card or drops the chosen "
                 "tile."),
    "chickenfoot": N_("Keyboard: {tab} moves between areas, {left} {right} move within your hand and between the "
                      "lit open ends of the arms, {enter} or {space} plays, {esc} closes a card or drops the chosen "
                      "tile."),
}
# Where a chosen tile is played on each kind of board, by a tap or a drag.
GESTURE = N_("Tap a tile, then the lit end of the chain, or drag the tile there. A tile that fits one way only "
             "is played by one tap.")
LIT_END = N_("Tap a tile, then a lit open end, or drag the tile there. A tile that fits one way only is played by "
             "one tap.")
GESTURES = {
    "triangles": N_("Tap a tile, then a marked spot, or drag the tile there. A tile that fits one way only is "
                    "played by one tap."),
    "trains": N_("Tap a tile, then the open end of a lit train, or drag the tile there. A tile that fits one way "
                 "only is played by one tap."),
    "spinner": LIT_END,
    "chickenfoot": LIT_END,
}

# The lines each card shares with its two against two form (and All Fives' with its other lengths).
DRAW_PLAY = (N_("The highest double opens the chain; if nobody holds a double, the heaviest tile."),
             N_("Match a number on one of your tiles to an open end of the chain. A 4-2 put against a 4 leaves a "
                "2 on that end."),
             N_("If the tile fits both ends, tap the end you want (or its number under the table)."),
             N_("Nothing fits? Draw from the stock until something does. You pass only when the stock is empty."))
BLOCK_PLAY = (N_("Match a number on one of your tiles to an open end of the chain."),
              N_("There is no drawing: if no tile fits, you pass."))
FIVES_PLAY = (N_("Match a number on one of your tiles to an open end; draw when nothing fits."),
              N_("The first double is the spinner: build on its two sides first, then on its ends (up and down)."),
              N_("After each play, add up the open ends: a multiple of five scores that many points. A double "
                 "lying across an end counts both halves."))

# Each card, by the key a catalog entry names it with: its title, its list's data-howto-* attributes,
# its lines.
TRAINS_PLAY = (N_("Build your own train from the centre double, or play on the Mexican train or on any train "
                  "with a marker."),
               N_("No tile fits? Draw one; if it still does not fit, pass and your train gets a marker."),
               N_("A double must be covered before anything else is played."))
# The full game of a game of rounds (Mexican Train, Chicken Foot), with the set played
FULL_GAME = N_("The full game ({count} rounds in the menu) starts from the {double} and each round from the next "
               "double down; the lowest total of pips after the last round wins.")
CHICKEN_PLAY = (N_("The set's highest double, the {double}, lies in the middle. First a tile goes on each of its "
                   "four sides, each matching its number."),
                N_("Then play on any open end. A double laid on an arm grows a chicken foot: three tiles on it, "
                   "each matching its number, before anyone plays elsewhere."),
                N_("No tile fits? Draw one; if it still does not fit, pass."),
                N_("Play your last tile to win the round. If nobody can move, the lowest pip total wins; a 0-0 left "
                   "in hand counts 50."),
                FULL_GAME)
CARDS: dict[str, tuple[str, Markup, Lines]] = {
    "draw": (N_("How to play Classic"), EMPTY,
             DRAW_PLAY + (N_("Play your last tile to win. If nobody can move, the lowest pip total wins."),)),
    "block": (N_("How to play Block"), raw(' data-howto-lead="winner"'),
              (N_("The highest double opens the first hand (with no double out, the heaviest tile); the winner "
                  "of a hand opens the next with any tile."),) + BLOCK_PLAY
              + (N_("Play your last tile to win. If nobody can move, the lighter hand wins."),)),
    "triangles": (N_("How to play Triangles"), EMPTY,
                  (N_("Choose a tile, then one of the marked spots: every corner it touches must match."),
                   N_("No spot fits? Draw up to three tiles, then pass."),
                   N_("Play your last tile to win the round. Once the stock is gone and nobody can move, the "
                      "lowest corner total wins."),
                   N_("With Tri-Ominos points (a Length choice in the menu) every tile scores its corners; a "
                      "hexagon or a bridge earns a bonus, draws and passes cost points, and the first to 400 "
                      "wins."))),
    "allfives": (N_("How to play All Fives"), EMPTY, FIVES_PLAY),  # its last line follows the game chosen (CHOSEN)
    "mexican": (N_("How to play Mexican Train"), EMPTY, (*TRAINS_PLAY, FULL_GAME)),
    "chickenfoot": (N_("How to play Chicken Foot"), EMPTY, CHICKEN_PLAY),
}

def _items(lines: Lines, **values: object) -> Markup:
    """A card's lines, each said with the values of the set played (`values`) it names."""
    return join(html("<li>{}</li>", _(line, **values)) for line in lines)


# Two against two (docs/rules.md §8) and All Fives' own match: the lines that differ from the cards
# above, each a whole sentence. A card's list says what it was written for (data-howto-*).
TEAM_END = N_("Play your last tile to win the hand for your team. If nobody can move, the team holding fewer "
              "pips wins.")
BLOCK_LEAD = N_("The 6-6 opens the first hand. After that the lead passes round: the player after the last "
                "hand's opener opens with any tile.")
FIVES_OUT = {"seat": N_("Going out scores the pips left in the other hands, rounded to the nearest five."),
             "team": N_("A count scores for your team. Going out scores the pips left in the other team's hands, "
                        "rounded to the nearest five.")}
FIVES_END = {("seat", True): N_("The first to {target} wins; when both get there in one hand, the higher total."),
             ("team", True): N_("The first team to {target} wins; when both get there in one hand, the higher "
                                "total."),
             ("seat", False): N_("A single hand: the most points in it wins."),
             ("team", False): N_("A single hand: the team with the most points in it wins.")}


def _fives(rules: Rules | None) -> Markup:
    """All Fives' card as the game chosen plays it: its target, and with partners the team's score."""
    from domino.variants.allfives.scoring import TARGET

    scores = "team" if rules is not None and rules.partners else "seat"
    target = rules.target if rules is not None else TARGET
    return html('<ul data-howto-scores="{scores}" data-howto-target="{target}">{lines}'
                "<li>{out} {end}</li></ul>", scores=scores, target=target, lines=_items(FIVES_PLAY),
                out=_(FIVES_OUT[scores]), end=_(FIVES_END[(scores, bool(target))], target=target))


def _with_partners(attrs: Markup, lines: Lines) -> Callable[[Rules | None], Markup | None]:
    """A card's body as four play it two against two: `lines` in a list marked `attrs`."""
    def body(rules: Rules | None) -> Markup | None:
        if rules is None or not rules.partners:
            return None
        return html("<ul{}>{}</ul>", attrs, _items(lines))
    return body


# The cards whose body follows the game chosen (two against two, All Fives' target), by card: None
# leaves the card as it stands.
CHOSEN: dict[str, Callable[[Rules | None], Markup | None]] = {
    "allfives": _fives,
    "block": _with_partners(raw(' data-howto-scores="team" data-howto-lead="rotates"'),
                            (BLOCK_LEAD, *BLOCK_PLAY, TEAM_END)),
    "draw": _with_partners(raw(' data-howto-scores="team"'), (*DRAW_PLAY, TEAM_END)),
}


def _keys(board: str) -> Markup:
    """The keyboard line: the keys drawn as keys, the words around them a whole message."""
    keys = {name: html("<kbd>{}</kbd>", word) for name, word in
            (("tab", _p("key", "Tab")), ("enter", _p("key", "Enter")), ("space", _p("key", "Space")),
             ("esc", _p("key", "Esc")), ("r", "R"))}
    arrows = {"left": html(ARROW, name=_(LEFT[0]), d=LEFT[1]), "right": html(ARROW, name=_(RIGHT[0]), d=RIGHT[1])}
    words = _(BOARD_KEYS.get(board, KEYS), **{name: slot(name) for name in (*keys, *arrows)})
    return html('<p class="keys">{}</p>', rich(words, **keys, **arrows))


def _set_values(game: catalog.Entry, rules: Rules | None) -> dict[str, object]:
    """What a card's lines may say of the set played (`rules`', else the game's usual one): its
    highest double as a tile's name, and the rounds of the full game (one from each double)."""
    top = rules.double if rules is not None else game.sets[0]
    return {"double": f"{top}-{top}", "count": rounds(top)}


def card_html(variant: str, rules: Rules | None = None) -> Markup:
    """The card of `variant`, as the game chosen plays it (`rules`: two against two, the target,
    the set), else as it is usually played. A name the catalog does not know: ValueError."""
    game = catalog.entry(variant)
    title, attrs, lines = CARDS[game.howto]
    chosen = CHOSEN.get(game.howto)
    body = (chosen(rules) if chosen else None) or html("<ul{}>{}</ul>", attrs,
                                                       _items(lines, **_set_values(game, rules)))
    return html('<h2 id="help-title">{}</h2>{}<p class="gestures">{}</p>{}', _(title), body,
                _(GESTURES.get(game.board, GESTURE)), _keys(game.board))
