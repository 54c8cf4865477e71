"""The markup of a moment: a burst of tiles over the result card when the person wins a match, a
Daily or a Daily streak. Decoration only (aria-hidden, never a target): the card says the result."""

from __future__ import annotations

from table.render.markup import Markup, html, join, raw

PIECES = 14   # tiles in a burst (app.css gives each its own path)


def cheer_html(kind: str) -> Markup:
    """`kind`: "match", "daily" or "streak" (app.css tells them apart by data-moment)."""
    pieces = join(raw('<i class="piece"></i>') for _ in range(PIECES))
    return html('<div class="moment" data-moment="{}" aria-hidden="true">{}</div>', kind, pieces)
