"""The "known to lack" view: for each other player at the table (a partner too), the numbers their
passes and draws have shown they cannot match (docs/rules.md §4).

The reading is the computers' own (domino.ai.inference.shown_lacks, the proofs Hard plays from),
and only its public part: what every seat saw happen. Nothing comes from the hand on screen, so a
same-device game shows the same to whoever holds the device, and no hidden tile is ever named.

Pure functions from an observation to data, and from data to markup.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from domino.core.teams import partner_of

from table.language.catalogue import N_, _
from table.render.markup import Markup, html, join

if TYPE_CHECKING:
    from domino.core.variant import Observation

TITLE = N_("Known to lack")
INTRO = N_("The numbers each player has shown they cannot match: they passed or drew while those numbers "
           "were open. A tile they drew and kept may bring a number back, and the list follows that.")
LACKS = {"rival": N_("{name} has shown no tile with these numbers:"),
         "partner": N_("Your partner {name} has shown no tile with these numbers:")}
NONE = {"rival": N_("{name} has not shown a number they cannot match yet."),
        "partner": N_("Your partner {name} has not shown a number they cannot match yet.")}
NOT_HERE = N_("In Triangles a pass shows that a player holds none of the tiles that fit the board, "
              "not a number they lack, so there is nothing to list here.")


@dataclass(frozen=True)
class Lack:
    """One player's row: their seat, name, whether they are the viewer's partner, and the numbers
    they have shown they cannot match (smallest first)."""
    seat: int
    name: str
    partner: bool
    numbers: tuple[int, ...]


def lack_rows(obs: Observation, viewer: int | None, names: Sequence[str],
              partners: bool) -> list[Lack] | None:
    """The rows for the person at the screen (`viewer`: their seat; None when nobody's hand is on
    screen, and every player is listed); None where the game has no numbers to show (Triangles)."""
    from domino.ai.inference import shown_lacks

    shown = shown_lacks(obs)
    if shown is None:
        return None
    partner = partner_of(viewer) if partners and viewer is not None else None
    return [Lack(seat, names[seat], seat == partner, tuple(sorted(numbers)))
            for seat, numbers in enumerate(shown) if seat != viewer]


def lacks_html(rows: list[Lack] | None) -> Markup:
    """The view's body: its title, a line on what it shows, a section per player."""
    if rows is None:
        body = html('<p class="lacks-none">{}</p>', _(NOT_HERE))
    else:
        body = html('<p class="small">{}</p>{}', _(INTRO), join(_row(row) for row in rows))
    return html('<h2 id="lacks-title">{}</h2>{}', _(TITLE), body)


def _row(row: Lack) -> Markup:
    who = "partner" if row.partner else "rival"
    label = f"lacks-{row.seat}"
    if not row.numbers:
        return html('<section class="lacks-seat" data-seat="{seat}" data-lacks=""><p>{said}</p></section>',
                    seat=row.seat, said=_(NONE[who], name=row.name))
    numbers = join(html('<li data-number="{n}">{n}</li>', n=n) for n in row.numbers)
    return html('<section class="lacks-seat" data-seat="{seat}" data-lacks="{listed}">'
                '<p id="{label}">{said}</p><ul class="lacks-numbers" aria-labelledby="{label}">{numbers}</ul>'
                '</section>', seat=row.seat, listed=" ".join(str(n) for n in row.numbers), label=label,
                said=_(LACKS[who], name=row.name), numbers=numbers)
