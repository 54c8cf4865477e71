"""HTML for the table, built from an engine observation: pure functions from state to Markup.

No DOM and no engine import here, so this module is cheap to import and runs on CPython too. The app
writes each result into its container with a single innerHTML assignment (one FFI call per part).
Every value goes through markup.html, so a name or a saved text is always text, never markup.
Hidden hands are drawn from counts only: no tile value of a hand other than the viewer's ever reaches
this HTML, except in the round-over summary, when every hand is shown face up.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING

from table.language import formats
from table.language.catalogue import N_, _, _n, _p
from table.render.markup import EMPTY, Markup, html, join, raw
from table.render.tiles import face

if TYPE_CHECKING:
    from domino.core.tiles import Tile

_HEAD = '<th scope="col" class="num">{}</th>'


def tile_text(tile: Tile) -> str:
    return "-".join(str(n) for n in tile)


def pair_face(tile: Tile) -> Markup:
    return face(tile[0], tile[1], True)


def hand_html(hand: Iterable[Tile], playable: Collection[Tile], selected: Tile | None = None,
              fresh: Tile | None = None, my_turn: bool = False, draw: Callable[[Tile], Markup] = pair_face,
              kind: str = "", states: bool = True) -> Markup:
    """The viewer's tiles as buttons. `draw` gives a tile's face, `kind` an extra class; with
    `states` the accessible name also says playable or selected. `draw` returns Markup."""
    out: list[Markup] = []
    for tile in hand:
        text = tile_text(tile)
        ok = tile in playable
        cls = "tile" + kind
        if ok:
            cls += " playable"
        elif my_turn:
            cls += " dim"
        if tile == selected:
            cls += " selected"
        if tile == fresh:
            cls += " fresh"
        if states and tile == selected:
            label = _("Tile {tile}, selected", tile=text)
        elif states and ok:
            label = _("Tile {tile}, playable", tile=text)
        else:
            label = _("Tile {tile}", tile=text)
        out.append(html(
            '<button type="button" class="{cls}" data-tile="{text}" data-playable="{ok}"'
            ' aria-label="{label}" aria-pressed="{pressed}">{face}</button>',
            cls=cls, text=text, ok="true" if ok else "false", label=label,
            pressed="true" if tile == selected else "false", face=draw(tile),
        ))
    return join(out)


def pass_button() -> Markup:
    return html('<button type="button" class="act primary" data-action="pass">{}</button>', _p("move", "Pass"))


# The words a narrow screen hides after "Draw", by the pile drawn from (a board's stock_word, lower case).
PILES = {"stock": N_("from stock"), "boneyard": N_("from boneyard")}


def actions_html(kinds: Collection[str], stock: int, pile: str = "stock") -> Markup:
    """Draw from the `pile` ("stock" or "boneyard", with the count left) and Pass, as far as `kinds`
    allows them."""
    out: list[Markup] = []
    if "draw" in kinds:
        # Translators: "Draw" then "from stock" make the button's label; a phone shows "Draw" alone.
        out.append(html('<button type="button" class="act primary" data-action="draw">'
                        '{}<span class="act-from"> {}</span> <span class="act-n">{}</span></button>',
                        _p("move", "Draw"), _(PILES[pile]), stock))
    if "pass" in kinds:
        out.append(pass_button())
    return join(out)


CUT = 6  # a typed name longer than this that ends in a number ('Player 3') is cut to 'P3'


def short_name(name: str, seat: int, computer: bool) -> str:
    """A seat's name for a narrow screen (the score bar on a phone, a plaque): a computer, by its
    seat's number ('Comp 2': the computers are numbered by seat); any other name cut, where it is
    long and ends in a number, to its first letter and that number ('Player 3' -> 'P3', the seat
    number a player's name is told apart by), else as it is (the screen cuts it short)."""
    if computer:
        return _("Comp {number}", number=seat)
    head, _space, number = name.rpartition(" ")
    if len(name) > CUT and head and number.isdigit():
        return head[0] + number
    return name


def short_names(names: Sequence[str], person: int | None) -> list[str]:
    """Every seat's short_name: against the computer (`person`, the person's seat) every other
    seat is a computer; at a shared device (None) every seat is a player's name."""
    return [short_name(name, seat, person is not None and seat != person) for seat, name in enumerate(names)]


def long_short(long: str, short: str) -> Markup:
    """Words with a shorter form for narrow screens (app.css shows one of the two)."""
    return html('<span class="long">{}</span><span class="short">{}</span>', long, short)


def scores_html(names: Sequence[str], scores: Sequence[int], note: str = "", lead: tuple[str, str] | None = None,
                pips: bool = False, shorts: Sequence[str] | None = None, kind: str = "", *,
                person: int | None) -> Markup:
    """The score bar: each player's (or team's) score, then `note` ("to 50"). `lead`, a (long,
    short) pair of words, goes first (the full game's round); `pips`: screen readers hear the
    scores as pips; `shorts` are the names for narrow screens (short_names' of `person`, the
    person's seat, by default); `kind` marks the bar's scores (data-score-of="teams"). A single
    round, with neither, has no score bar."""
    if not (note or lead):
        return EMPTY
    shorts = shorts or short_names(names, person)
    of = html(' data-score-of="{}"', kind) if kind else EMPTY
    items = join(
        html('<span class="score" role="group"{of} aria-label="{said}"><span class="score-name" dir="auto"'
             ' aria-hidden="true">{both}</span> <b aria-hidden="true">{s}</b></span>',
             of=of, s=s, both=long_short(n, short),
             said=_n("{name}: {count} pip", "{name}: {count} pips", s, name=n) if pips
             else _("{name}: {score}", name=n, score=s))
        for n, short, s in zip(names, shorts, scores)
    )
    head = html('<span class="score-round">{}</span>', long_short(*lead)) if lead else EMPTY
    tail = html('<span class="score-target">{}</span>', note) if note else EMPTY
    return head + items + tail


def account_html(names: Sequence[str], accounts: Sequence[tuple[str, int]]) -> Markup:
    """A hand's points player by player, in words: accounts holds (words, points) per seat
    (Tri-Ominos: tripoints.accounts)."""
    rows = join(
        html('<li data-seat="{}" data-points="{}"><b>{}</b> {}</li>', seat, points, _("{name}:", name=name), words)
        for seat, (name, (words, points)) in enumerate(zip(names, accounts)))
    return html('<div class="account"><p class="account-k">{}</p><ul>{}</ul></div>', _("Points this hand"), rows)


def mini_html(tile: Tile, draw: Callable[[Tile], Markup] = pair_face, kind: str = "") -> Markup:
    """A tile in the round-over summary; `draw` and `kind` as for hand_html."""
    return html('<span class="mini{}" role="img" aria-label="{}">{}</span>', kind, tile_text(tile), draw(tile))


_WINNER = raw(' class="winner"')
_NUM = '<td class="num">{}</td>'
_BLANK = raw('<td class="num"></td>')


def round_html(*, title: str, detail: str, names: Sequence[str], hands: Sequence[Iterable[Tile]],
               pips: Sequence[int], winner: int | None, person: int | None, scores: Sequence[int] | None = None,
               goal: str = "", points: int = 0, next_hand: bool = False, match_over: bool = False, why: str = "",
               mini: Callable[[Tile], Markup] = mini_html, total_word: str = "",
               next_word: str = "", sheet: Markup = EMPTY, hand: Sequence[int] | None = None,
               new_words: str = "", review: bool = False, teams: Sequence[tuple[str, Sequence[int]]] = (),
               won_team: int | None = None) -> Markup:
    """The round-over (or match-over) summary, every hand face up (`mini` draws one tile, as
    Markup); `goal` says how the match is won, `sheet` (Markup) follows the hands (the full game's
    score sheet, or the points of a Tri-Ominos hand); `hand`, each seat's points this hand, gets a
    column before the match's running total (`scores`); `new_words` say what New game starts;
    `review` offers the hand review; `person`, the person's seat (None at a shared device), is "you".
    `total_word` heads the pips column ("Pips" when empty), `next_word` names Next hand.
    With `teams`, (name, seats) each, the players are grouped by team under a row of the team's
    pips, points and score (a team's score is its first seat's: scores are pooled), and the
    winning team is `won_team`. The other words are plain text."""
    def row(seat: int, won: bool, with_score: bool) -> Markup:
        tiles = join(mini(t) for t in hands[seat]) or html('<span class="out">{}</span>', _("out"))
        if scores is None:
            score_cell = EMPTY
        else:
            score_cell = html(_NUM, formats.number(scores[seat])) if with_score else _BLANK
        if hand is not None:
            score_cell = html(_NUM, formats.number(hand[seat])) + score_cell
        return html(
            '<tr{win}><th scope="row">{name}{star}</th>'
            '<td class="mini-hand">{tiles}</td><td class="num">{pips}</td>{cells}</tr>',
            win=_WINNER if won else EMPTY, name=names[seat], star=" ★" if won and not teams else "", tiles=tiles,
            pips=pips[seat], cells=score_cell,
        )

    if teams:  # a body a team: its row of totals, then its players
        groups: list[Markup] = []
        for number, (team, seats) in enumerate(teams):
            won = number == won_team
            cells = html(_NUM, formats.number(sum(hand[seat] for seat in seats))) if hand is not None else EMPTY
            if scores is not None:
                cells += html(_NUM, formats.number(scores[seats[0]]))
            groups.append(html(
                '<tbody data-team="{number}"><tr class="team{win}"><th scope="rowgroup" colspan="2">{team}{star}</th>'
                '<td class="num">{pips}</td>{cells}</tr>{members}</tbody>',
                win=" winner" if won else "", number=number, team=team, star=" ★" if won else "",
                pips=sum(pips[seat] for seat in seats), cells=cells,
                members=join(row(seat, won, False) for seat in seats)))
        body = join(groups)
    else:
        body = html("<tbody>{}</tbody>", join(row(seat, seat == winner, True) for seat in range(len(names))))
    score_head = html(_HEAD, _("Total")) if scores is not None else EMPTY
    if hand is not None:
        score_head = html(_HEAD, _("Hand")) + score_head
    if why:
        detail = " ".join((detail, why))
    elif scores is not None and not match_over and points and winner is not None:
        scored = (_("You score {points}.", points=points) if winner == person
                  else _("{name} scores {points}.", name=names[winner], points=points))
        detail = " ".join((detail, scored))
    buttons: list[Markup] = []
    if next_hand:
        buttons.append(html('<button type="button" class="primary" data-action="next-hand">{}</button>',
                            next_word or _("Next hand")))
    what = html('<span class="new-what">{}</span>', new_words) if new_words else EMPTY
    buttons.append(html('<button type="button" class="{}" data-action="new-game">{}{}</button>',
                        "secondary new" if next_hand else "primary new", _("New game"), what))
    buttons.append(html('<button type="button" class="secondary" data-action="menu">{}</button>', _("Menu")))
    buttons.append(html('<button type="button" class="secondary peek" data-action="see-board">{}</button>',
                        _("See the board")))
    if review:
        buttons.append(html('<button type="button" class="secondary review-open" data-action="review">'
                            '<span aria-hidden="true">↺ </span>{}</button>', _("Review the hand")))
    return html(
        '<h2 id="round-title">{title}</h2><p class="detail">{detail}</p>{goal}'
        '<table class="summary{by}"><thead><tr><th scope="col">{player}</th><th scope="col">{left}</th>'
        '<th scope="col" class="num">{total}</th>{head}</tr></thead>{body}</table>{sheet}'
        '<div class="dialog-actions">{buttons}</div>',
        title=title, detail=detail, goal=html('<p class="goal">{}</p>', goal) if goal else EMPTY,
        by=" by-team" if teams else "", player=_("Player"), left=_("Tiles left"),
        total=total_word or _("Pips"), head=score_head, body=body, sheet=sheet, buttons=join(buttons),
    )

