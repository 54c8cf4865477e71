"""The short how-to-play card of each variant (the `?` button), as Markup. Pure data: no DOM here.

A variant without its own card gets the general one, so a new variant never shows an empty dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from table.render.markup import Markup, html, raw

if TYPE_CHECKING:
    from domino import Rules

# The arrow keys are drawn, not typed: a font's arrow glyph is a thin dash a few px tall, while this
# one is as tall as the words' capitals (platform.css sizes it).
ARROW = ('<kbd class="arrow-key"><svg viewBox="0 0 16 16" role="img" aria-label="{name} arrow">'
         '<path d="{d}"/></svg></kbd>')
LEFT, RIGHT = ("Left", "M14 8H2.5M8 2.5 2.5 8 8 13.5"), ("Right", "M2 8h11.5M8 2.5 13.5 8 8 13.5")
KEYS = ('<p class="keys">Keyboard: <kbd>Tab</kbd> moves between areas, {left} {right} move within '
        'your hand and {where}, <kbd>Enter</kbd> or <kbd>Space</kbd> plays, <kbd>Esc</kbd> '
        "closes a card or drops the chosen tile.</p>")
# What the arrow keys move between on each board, besides the hand.
ENDS = raw("between the ends")
ARROWS = {"triangles": raw("between the marked places (on the board itself they move the view; <kbd>R</kbd> "
                           "turns the chosen tile)"),
          "mexican": raw("between the open ends of the lit trains")}
# Where a chosen tile is played on each board, by a tap or a drag.
GESTURE = ('<p class="gestures">Tap a tile, then {place}, or drag the tile there. A tile that fits one way '
           "only is played by one tap.</p>")
PLACES = {"triangles": "a marked spot", "mexican": "the open end of a lit train",
          "allfives": "a lit open end"}

# The lines each card shares with its two against two form (and All Fives' with its other lengths).
DRAW_PLAY = raw("<li>The highest double opens the chain; if nobody holds a double, the heaviest tile.</li>"
                "<li>Match a number on one of your tiles to an open end of the chain. A 4-2 put against a 4 "
                "leaves a 2 on that end.</li>"
                "<li>If the tile fits both ends, tap the end you want (or its number under the table).</li>"
                "<li>Nothing fits? Draw from the stock until something does. You pass only when the stock "
                "is empty.</li>")
BLOCK_PLAY = raw("<li>Match a number on one of your tiles to an open end of the chain.</li>"
                 "<li>There is no drawing: if no tile fits, you pass.</li>")
FIVES_PLAY = raw("<li>Match a number on one of your tiles to an open end; draw when nothing fits.</li>"
                 "<li>The first double is the spinner: build on its two sides first, then on its ends "
                 "(up and down).</li>"
                 "<li>After each play, add up the open ends: a multiple of five scores that many points. "
                 "A double lying across an end counts both halves.</li>")

CARDS = {
    "draw": (
        "How to play Classic",
        raw("<ul>") + DRAW_PLAY
        + raw("<li>Play your last tile to win. If nobody can move, the lowest pip total wins.</li></ul>"),
    ),
    "block": (
        "How to play Block",
        raw('<ul data-howto-lead="winner"><li>The highest double opens the first hand (with no double '
            "out, the heaviest tile); the winner of a hand opens the next with any tile.</li>") + BLOCK_PLAY
        + raw("<li>Play your last tile to win. If nobody can move, the lighter hand wins.</li></ul>"),
    ),
    "triangles": (
        "How to play Triangles",
        raw("<ul>"
            "<li>Choose a tile, then one of the marked spots: every corner it touches must match.</li>"
            "<li>No spot fits? Draw up to three tiles, then pass.</li>"
            "<li>Play your last tile to win the round. Once the stock is gone and nobody can move, the "
            "lowest corner total wins.</li>"
            "<li>With Tri-Ominos points (a Length choice in the menu) every tile scores its corners; a "
            "hexagon or a bridge earns a bonus, draws and passes cost points, and the first to 400 wins.</li>"
            "</ul>"),
    ),
    "allfives": (
        "How to play All Fives",
        raw("<ul>") + FIVES_PLAY + raw("</ul>"),  # its last line follows the game chosen (_chosen)
    ),
    "mexican": (
        "How to play Mexican Train",
        raw("<ul>"
            "<li>Build your own train from the centre double, or play on the Mexican train or on any "
            "train with a marker.</li>"
            "<li>No tile fits? Draw one; if it still does not fit, pass and your train gets a marker.</li>"
            "<li>A double must be covered before anything else is played.</li>"
            "<li>The full game (10 rounds in the menu) starts from the 9-9 and each round from the next "
            "double down; the lowest total of pips after ten rounds wins.</li>"
            "</ul>"),
    ),
}

GENERAL = (
    "How to play",
    raw("<ul><li>Match the numbers at the open ends with a tile from your hand.</li>"
        "<li>Empty your hand first, or hold the fewest pips when nobody can move.</li></ul>"),
)


# Two against two (docs/rules.md §8) and All Fives' own match: the lines that differ from the cards
# above, each a whole sentence. A card's list says what it was written for (data-howto-*).
TEAM_END = ("Play your last tile to win the hand for your team. If nobody can move, the team holding "
            "fewer pips wins.")
BLOCK_LEAD = ("The 6-6 opens the first hand. After that the lead passes round: the player after the last "
              "hand's opener opens with any tile.")
FIVES_OUT = {"seat": "Going out scores the pips left in the other hands, rounded to the nearest five.",
             "team": "A count scores for your team. Going out scores the pips left in the other team's "
                     "hands, rounded to the nearest five."}
FIVES_END = {("seat", True): "The first to {target} wins; when both get there in one hand, the higher total.",
             ("team", True): "The first team to {target} wins; when both get there in one hand, the higher "
                             "total.",
             ("seat", False): "A single hand: the most points in it wins.",
             ("team", False): "A single hand: the team with the most points in it wins."}


def _chosen(variant: str, rules: Rules | None) -> Markup | None:
    """The body of the card for the game chosen, where its rules change what the card says: two
    against two, All Fives' target. None: the variant's own card as it stands."""
    pairs = rules is not None and rules.partners
    scores = "team" if pairs else "seat"
    if variant == "allfives":
        from domino.variants.allfives.scoring import TARGET

        target = rules.target if rules is not None else TARGET
        end = FIVES_END[(scores, bool(target))].format(target=target)  # plain words, escaped below
        return html('<ul data-howto-scores="{scores}" data-howto-target="{target}">{lines}'
                    "<li>{out} {end}</li></ul>", scores=scores, target=target, lines=FIVES_PLAY,
                    out=FIVES_OUT[scores], end=end)
    if not pairs or variant not in ("draw", "block"):
        return None
    if variant == "block":
        return html('<ul data-howto-scores="team" data-howto-lead="rotates"><li>{lead}</li>{lines}'
                    "<li>{end}</li></ul>", lead=BLOCK_LEAD, lines=BLOCK_PLAY, end=TEAM_END)
    return html('<ul data-howto-scores="team">{lines}<li>{end}</li></ul>', lines=DRAW_PLAY, end=TEAM_END)


def card_html(variant: str, rules: Rules | None = None) -> Markup:
    """The card of `variant`, as the game chosen plays it (`rules`: two against two, the target),
    else as it is usually played."""
    title, body = CARDS.get(variant, GENERAL)
    body = _chosen(variant, rules) or body
    return html('<h2 id="help-title">{}</h2>{}{}{}', title, body,
                html(GESTURE, place=PLACES.get(variant, "the lit end of the chain")),
                html(KEYS, where=ARROWS.get(variant, ENDS),
                     left=html(ARROW, name=LEFT[0], d=LEFT[1]), right=html(ARROW, name=RIGHT[0], d=RIGHT[1])))
