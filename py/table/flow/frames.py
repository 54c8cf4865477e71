"""What the table shows, as data: a Frame holds the Markup of each container and the attributes to
set, built from the session, the board and the viewer's observation. The page writes a frame
(page.draw); nothing here touches the DOM, so every frame can be checked on CPython.

Hidden hands are drawn from counts only: a frame holds the tiles of the viewer's hand and nobody
else's (the hand-off frame holds no hand at all).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from domino.core import catalog
from domino.core.teams import partner_of
from domino.variants.line import LineObservation
from table.render import match_length as lengths
from table.render import movelog, partners
from table.render import seating
from table.render import pieces as view
from table.boards.base import CONTAINERS
from table.language.catalogue import _, _n, said
from table.render.markup import EMPTY, Markup, html, join, rich, slot
from table.render.screens import nice_date

if TYPE_CHECKING:
    from domino import Move
    from domino.core.tiles import Tile
    from domino.core.variant import Observation
    from table.boards import AnyBoard
    from table.flow.session import Session




class Writer(Protocol):
    """What a frame is written with: the page's `mark` and `put` (ports.Marks, named here as the
    ports name a Frame)."""

    def mark(self, key: str, attr: str, value: str | None) -> None: ...

    def put(self, key: str, markup: Markup) -> None: ...


@dataclass
class Frame:
    """Written in this order: `marks`, then `puts`, then `after` and `body`. The board's marks go
    first: an element written under its container's old attributes would start a CSS transition."""
    puts: dict[str, Markup] = field(default_factory=dict)   # container id -> Markup, written in this order
    marks: dict[tuple[str, str], str | None] = field(default_factory=dict)  # (container id, attribute) -> text; None removes it
    after: dict[tuple[str, str], str | None] = field(default_factory=dict)  # the same, set once the containers are written
    body: dict[str, str | None] = field(default_factory=dict)  # body attribute -> text
    view: object = None                         # for the board's viewport (viewports.py)


def draw(page: Writer, frame: Frame) -> None:
    """Write `frame` with the page's `mark` and `put` (page.Page, or a stand-in)."""
    for (key, attr), value in frame.marks.items():
        page.mark(key, attr, value)
    for key, markup in frame.puts.items():
        page.put(key, markup)
    for (key, attr), value in frame.after.items():
        page.mark(key, attr, value)
    for attr, value in frame.body.items():
        page.mark("body", attr, value)


def hand_row(n: int) -> str:
    """The tiles a row of the hand holds, laid in one row or two: static/app.css sizes the
    tiles to fit that many across the tray."""
    return f"--hand-n1:{max(1, n)};--hand-n2:{max(1, (n + 1) // 2)}"


def daily(s: Session, year: bool = True) -> str:
    """The Daily match's date in words ('Dec 1, 2026'; without its `year`, 'Dec 1') while it is
    played, else ""."""
    day = s.cfg.get("daily")
    return nice_date(day, year) if isinstance(day, str) and day else ""


def scoreboard(s: Session) -> Markup:
    """The score bar: points to the target (led by the Daily's name and date), or the full game's
    round and pips so far."""
    match = s.table
    rules = match.rules
    if rules.full_game:
        return view.scores_html(s.names, match.scores, "pips", pips=True,
                                lead=lengths.round_words(rules.variant, match.hand_number, rules.double),
                                person=s.person)
    day = daily(s)
    lead = (_("Daily match · {day}", day=day), _("Daily · {day}", day=daily(s, year=False))) if day else None
    # Translators: beside the scores, the points a match is played to ("to 100").
    note = _("to {target}", target=rules.target) if rules.is_match else ""
    if rules.partners:  # two against two: a score a team, the person's first (teams.pooled)
        sides = (0, 1)
        return view.scores_html([partners.team_name(s.names, t) for t in sides], [match.scores[t] for t in sides],
                                note, lead=lead, shorts=[partners.team_short(s.names, t, s.person) for t in sides],
                                kind="teams", person=s.person)
    return view.scores_html(s.names, match.scores, note, lead=lead, person=s.person)


def partner_seat(s: Session) -> int | None:
    """The seat of the partner of the person at the screen, in two against two (else None)."""
    if s.viewer is None or not s.table.rules.partners:
        return None
    return partner_of(s.viewer)


def title(s: Session) -> Markup:
    """The page's heading while a game is on: the game's name (and the Daily's)."""
    variant = str(s.cfg.get("variant") or "")
    name = said(catalog.title(variant))
    day = daily(s)
    if day:
        return html("{}", _("Dominoes: Daily match of {day}, {name}", day=day, name=name))
    return html("{}", _("Dominoes: {name}", name=name))


def table(s: Session, board: AnyBoard, obs: Observation, legal: Sequence[Move],
          playable: Collection[Tile] | None = None, mine: bool | None = None) -> Frame:
    """The table after a move (or a choice): `obs` is the viewer's observation (seat 0's when
    nobody's hand is on screen), `legal` their moves when it is their turn (`playable`, the board's
    tiles of them, and `mine`, whether it is their turn, when already known)."""
    g = s.game
    cur = None if g.is_over else g.current_player
    if mine is None:
        mine = s.my_turn()
    viewer = s.viewer
    if playable is None:
        playable = board.playable(legal)
    kinds = {m.kind for m in legal}
    computers = set(range(1, len(s.names))) if s.cfg.get("mode") == "computer" else set()  # s.is_computer
    waiting = s.pending[1] if s.pending is not None else None

    frame = Frame()
    puts = frame.puts
    shown = board.containers(s, obs, legal)
    frame.view = shown.get("view")
    for key in CONTAINERS:
        puts[key] = _markup(shown.get(key))
    frame.marks.update(board.marks(s, legal))
    puts["stock"] = board.stock_html(obs)
    puts["scores"] = scoreboard(s)
    puts["table-title"] = title(s)
    puts["seats"] = seating.seats_html(s.names, obs.hand_counts, cur, viewer, computers, waiting,
                                       movelog.last_actions(g.history, s.names, s.person), partner_seat(s))
    if viewer is None:
        puts["hand"] = EMPTY
        puts["me"] = EMPTY
    else:
        label = s.label()
        frame.after[("hand", "aria-label")] = label
        puts["hand"] = board.hand_html(obs.hand, playable, s.selected, s.fresh, mine)
        frame.after[("hand", "data-many")] = "" if len(obs.hand) > 10 else None
        frame.after[("hand", "style")] = hand_row(len(obs.hand))
        n = obs.hand_counts[viewer]
        puts["me"] = html('<span class="me-name{turn}">{label}</span>'
                          '<span class="me-count" data-seat="{viewer}" data-count="{n}">{tiles}</span>',
                          turn=" on-turn" if cur == viewer else "", label=label, viewer=viewer, n=n,
                          tiles=_n("{count} tile", "{count} tiles", n))
    puts["actions"] = board.actions_html(s, obs, kinds)
    frame.body["data-turn"] = "" if cur is None else str(cur)

    # Status line: what just happened, then whose turn it is and what to do.
    if g.is_over:
        prompt = _("The hand is over.")
    elif s.lesson is not None and s.table.is_over:  # its moves made: nobody plays on
        prompt = _("Lesson complete.")
    elif mine:
        prompt = s.note or board.prompt(s, obs, legal, playable, kinds)
    elif s.note:
        prompt = s.note
    elif cur is not None and cur in computers:
        prompt = _("{name} is thinking…", name=s.names[cur])
    elif cur is None:
        prompt = ""
    else:
        prompt = _("Your turn.") if cur == s.person else _("{name}'s turn.", name=s.names[cur])
    last = html('<span class="last">{}</span> ', s.last) if s.last else EMPTY
    puts["status"] = html('{}<span class="prompt">{}</span>', last, prompt)
    return frame


def handoff(s: Session, board: AnyBoard, tools: Markup) -> Frame:
    """The hand-off screen of a shared device: no hand on it, only what everyone may see, and the
    card that asks for the device to be passed (with the tools usable from it)."""
    cur = s.game.current_player
    obs = s.game.observation(cur)
    frame = Frame()
    puts = frame.puts
    for key in ("hand", "actions", "seats", "me"):
        puts[key] = EMPTY
    shown = board.handoff_containers(obs)
    for key in CONTAINERS:
        puts[key] = _markup(shown.get(key))
    puts["stock"] = board.stock_html(obs)
    puts["scores"] = scoreboard(s)
    puts["table-title"] = title(s)
    name = s.names[cur]
    last = html('<p class="handoff-last">{}</p>', s.last) if s.last else EMPTY
    team = EMPTY
    if s.table.rules.partners:  # whose side they are on, before the tiles show
        team = html('<p class="handoff-team">{}</p>',
                    rich(_("Partner: {name}", name=slot("name")), name=isolated(s.names[partner_of(cur)])))
    named = isolated(name)
    puts["handoff-body"] = html(
        '<h2 id="handoff-title">{title}</h2>{team}{last}<p>{ask}</p>'
        '<button type="button" class="primary big" data-action="ready">{show}</button>'
        '<div class="handoff-menu tools">{tools}'
        '<button type="button" class="chip" data-action="menu">{menu}</button></div>',
        title=rich(_("Pass the device to {name}", name=slot("name")), name=named), team=team, last=last,
        ask=rich(_("{name}, tap the button when nobody else can see the screen.", name=slot("name")), name=named),
        show=_("Show my tiles"), tools=tools, menu=_("Menu"))
    puts["status"] = html("{}", _("Waiting for {name}.", name=name))
    frame.body["data-turn"] = str(cur)
    return frame


def isolated(name: str) -> Markup:
    """A name set apart in a sentence (<bdi>): a name written right to left keeps its own order."""
    return html("<bdi>{}</bdi>", name)


def move_said(s: Session, seat: int, move: Move) -> str:
    """What the announcer says after `seat`'s move (s.last holds its words): the open ends after
    a play on a line, and "Your turn." when it comes back to the person against the computer."""
    text = s.last
    obs = s.turn_view().obs if move.kind == "play" else None
    ends = obs.ends if isinstance(obs, LineObservation) else None  # every seat sees them
    if ends:
        # Translators: {move} is a sentence saying a move, without its full stop.
        text = _("{move}; ends are {left} and {right}.", move=text.rstrip("."), left=ends[0], right=ends[1])
    return _your_turn(s, text)


def deal_said(s: Session) -> str:
    """What the announcer says when a hand is dealt (s.last holds the deal's words), and "Your turn."
    when the person against the computer leads."""
    return _your_turn(s, s.last)


def _your_turn(s: Session, text: str) -> str:
    """`text`, and "Your turn." after it when the turn comes to the person against the computer."""
    g = s.game
    mine = not g.is_over and g.current_player == s.viewer and not s.is_computer(g.current_player)
    # Translators: {said} is what just happened, in one or more sentences.
    return _("{said} Your turn.", said=text) if mine and s.mode == "computer" else text


def _markup(shown: object) -> Markup:
    """A board container's Markup, or nothing when the board leaves it empty."""
    return shown if isinstance(shown, Markup) else EMPTY
