"""The short how-to-play card of each variant (the `?` button), as Markup. Pure data: no DOM here.

A variant without its own card gets the general one, so a new variant never shows an empty dialog.
"""

from __future__ import annotations

from table.render.markup import Markup, html, raw

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

CARDS = {
    "draw": (
        "How to play Classic",
        raw("<ul>"
            "<li>The highest double opens the chain; if nobody holds a double, the heaviest tile.</li>"
            "<li>Match a number on one of your tiles to an open end of the chain. A 4-2 put against a 4 "
            "leaves a 2 on that end.</li>"
            "<li>If the tile fits both ends, tap the end you want (or its number under the table).</li>"
            "<li>Nothing fits? Draw from the stock until something does. You pass only when the stock "
            "is empty.</li>"
            "<li>Play your last tile to win. If nobody can move, the lowest pip total wins.</li>"
            "</ul>"),
    ),
    "block": (
        "How to play Block",
        raw("<ul>"
            "<li>The highest double opens the first hand (with no double out, the heaviest tile); the "
            "winner of a hand opens the next with any tile.</li>"
            "<li>Match a number on one of your tiles to an open end of the chain.</li>"
            "<li>There is no drawing: if no tile fits, you pass.</li>"
            "<li>Play your last tile to win. If nobody can move, the lighter hand wins.</li>"
            "</ul>"),
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
        raw("<ul>"
            "<li>Match a number on one of your tiles to an open end; draw when nothing fits.</li>"
            "<li>The first double is the spinner: build on its two sides first, then on its ends "
            "(up and down).</li>"
            "<li>After each play, add up the open ends: a multiple of five scores that many points. "
            "A double lying across an end counts both halves.</li>"
            "<li>Going out scores the pips left in the other hands, rounded to the nearest five. "
            "The first to 150 wins.</li>"
            "</ul>"),
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


def card_html(variant: str) -> Markup:
    title, body = CARDS.get(variant, GENERAL)
    return html('<h2 id="help-title">{}</h2>{}{}{}', title, body,
                html(GESTURE, place=PLACES.get(variant, "the lit end of the chain")),
                html(KEYS, where=ARROWS.get(variant, ENDS),
                     left=html(ARROW, name=LEFT[0], d=LEFT[1]), right=html(ARROW, name=RIGHT[0], d=RIGHT[1])))
