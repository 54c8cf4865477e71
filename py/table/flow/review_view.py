"""What the hand review shows: its state, the hand as it was at a step, the step and Expert's
advice in words, and the review's region (review.py works the advice out and draws these).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from table.boards import AnyBoard
from table.flow.review_state import ReviewState
from table.flow.session import Session
from table.language.catalogue import N_, _, _n
from table.render.markup import EMPTY, Markup, html, join, raw

if TYPE_CHECKING:
    from domino import Game, Move, Outcome, Rules
    from domino.ai.review import Advice

_NAV = (
    ("first", N_("First move"), raw('<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
                                '<path d="M4 4h2.5v12H4zM16 4v12L7.5 10z"/></svg>')),
    ("prev", N_("Previous move"), raw('<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
                                  '<path d="M14 4v12L5.5 10z"/></svg>')),
    ("next", N_("Next move"), raw('<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
                              '<path d="M6 4v12l8.5-6z"/></svg>')),
    ("last", N_("Last move"), raw('<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
                              '<path d="M13.5 4H16v12h-2.5zM4 4v12l8.5-6z"/></svg>')),
)


@dataclass(frozen=True)
class PastMatch:
    """The hand as it was at a step of the review, as the table draws a match (session.TableMatch):
    a picture of the past, never played on, saved or taken back."""
    game: Game
    rules: Rules
    scores: tuple[int, ...] = ()
    hand_number: int = 1
    winner: int | None = None
    results: list[Outcome] = field(default_factory=list)

    @property
    def games(self) -> list[Game]:
        return [self.game]

    @property
    def is_over(self) -> bool:
        return False

    def next_hand(self) -> Game:
        raise ValueError("a hand under review is not played on")

    def undo(self) -> Move:
        raise ValueError("a hand under review is not played on")

    def to_json(self) -> dict[str, object]:
        raise ValueError("a hand under review is not saved")


def move_words(board: AnyBoard, s: Session, games: Sequence[Game], seat: int, index: int,
               alt: Move | None = None) -> str:
    """Move `index` of the hand in words as the board says them ('You played 6-4 on the 6.'); with
    `alt`, Expert's move there instead ('Expert would play 6-6 on the 6.'). `games[k]` is the hand
    after k moves."""
    before, after = games[index], games[index + 1]
    who, move = after.history[index]
    drawn = None
    if alt is not None:
        move = alt
        after = before.clone()
        after.apply(alt)
    elif move.kind == "draw" and who == seat:  # the person's own draw: they saw the tile
        new = set(after.observation(seat).hand) - set(before.observation(seat).hand)
        drawn = next(iter(new)) if len(new) == 1 else None
    past = replace(s, match=PastMatch(after, s.table.rules), viewer=seat)
    return board.describe(past, who, move, drawn, expert=alt is not None)


def advice_words(board: AnyBoard, s: Session, games: Sequence[Game], seat: int, a: Advice) -> tuple[str, str]:
    """(the advice in words, its kind: forced, agree, close or costly)."""
    if a.choices < 2:
        return _("Your only legal move."), "forced"
    if a.played == a.best:
        return _("Expert agrees."), "agree"
    expert = move_words(board, s, games, seat, a.index, a.best).rstrip(".")
    if not a.costly:
        # Translators: {expert} is Expert's move, a sentence without its full stop ("Expert would play 6-6").
        return _("{expert}; yours was about as good.", expert=expert), "close"
    # Translators: {expert} is Expert's move, a sentence without its full stop ("Expert would play 6-6").
    return _n("{expert}, about {count} point better.", "{expert}, about {count} points better.",
              max(1, round(a.loss)), expert=expert), "costly"


def summary_words(state: ReviewState) -> str:
    from domino.ai.review import summary

    count, total = summary(list(state.advice))
    if not state.done:
        return _("Weighing your moves… {done} of {count}", done=len(state.advice), count=state.decisions)
    if not count:
        return _("Moves that cost you points: none. Well played.")
    return _n("Moves that cost you points: {moves} (about {count} point in all).",
              "Moves that cost you points: {moves} (about {count} points in all).", max(1, round(total)), moves=count)


def step_words(board: AnyBoard, s: Session, state: ReviewState, games: Sequence[Game]) -> str:
    """What the step on screen says (and the announcer reads)."""
    game = s.game
    if state.step == 0:
        return _n("Start of the hand, {count} move. Use the arrow keys to step through it.",
                  "Start of the hand, {count} moves. Use the arrow keys to step through it.", state.total)
    index = state.step - 1
    text = _("Move {step} of {total}: {move}", step=state.step, total=state.total,
             move=move_words(board, s, games, state.seat, index))
    a = next((a for a in state.advice if a.index == index), None)
    if a is not None:
        return " ".join((text, advice_words(board, s, games, state.seat, a)[0]))
    if game.history[index][0] == state.seat:
        return " ".join((text, _("Expert is still weighing this move.")))
    return text


def review_html(board: AnyBoard, s: Session, state: ReviewState, games: Sequence[Game]) -> Markup:
    """The review's region: heading, the step and its advice, the buttons, the summary."""
    game = s.game
    index = state.step - 1
    a = next((a for a in state.advice if a.index == index), None) if index >= 0 else None
    if state.step == 0:
        what = html("{}", _n("Start of the hand: {count} move.", "Start of the hand: {count} moves.", state.total))
        kind, advice = "start", EMPTY
    else:
        what = html("{}", move_words(board, s, games, state.seat, index))
        if a is not None:
            words, kind = advice_words(board, s, games, state.seat, a)
            advice = html('<p class="review-advice" data-advice="{}">{}</p>', kind, words)
        elif game.history[index][0] == state.seat:
            kind, advice = "pending", html('<p class="review-advice" data-advice="pending">{}</p>',
                                           _("Expert is still weighing this move…"))
        else:
            kind, advice = "rival", EMPTY
    nav = join(html('<button type="button" class="chip review-b" data-review="{go}" aria-label="{label}"'
                    ' title="{label}" aria-keyshortcuts="{keys}"{off}>{icon}</button>',
                    go=go, label=_(label), icon=icon, keys=_SHORTCUT[go],
                    off=raw(" disabled") if _stuck(state, go) else EMPTY)
               for go, label, icon in _NAV)
    seats = EMPTY
    if s.cfg.get("mode") == "local":
        seats = html('<div class="review-seats" role="group" aria-label="{}">{}</div>', _("Whose moves"), join(
            html('<button type="button" class="chip" data-review-seat="{n}" aria-pressed="{on}">{name}</button>',
                 n=n, on="true" if n == state.seat else "false", name=name) for n, name in enumerate(s.names)))
    reveal = EMPTY
    if state.step == state.total and game.is_over:
        reveal = _hands_html(board, s, state.seat)
    pos = _("Move {step} of {total}", step=state.step, total=state.total) if state.step else _("Start")
    return html(
        '<div class="review-head"><h2 id="review-title">{title}</h2>'
        '<span class="review-pos" data-step="{step}" data-total="{total}">{pos}</span>'
        '<button type="button" class="chip review-done" data-review="close" aria-keyshortcuts="Escape">{done}'
        '</button></div>{seats}'
        '<p class="review-move" data-kind="{kind}">{what}</p>{advice}{reveal}'
        '<div class="review-nav" role="group" aria-label="{steps}">{nav}</div>',
        title=_("Hand review"), step=state.step, total=state.total, pos=pos, done=_("Done"),
        seats=seats, kind=kind, what=what, advice=advice, reveal=reveal, steps=_("Step through the hand"), nav=nav)


def progress_html(state: ReviewState) -> Markup:
    """The moves that cost points, or how far Expert has got weighing them."""
    weighed = len(state.advice)
    bar = EMPTY if state.done else html(
        '<span class="review-bar" role="progressbar" aria-label="{label}" aria-valuemin="0"'
        ' aria-valuemax="{max}" aria-valuenow="{now}"><span style="width:{pct}%"></span></span>',
        label=_("Weighing your moves"), max=state.decisions, now=weighed,
        pct=round(100 * weighed / max(state.decisions, 1)))
    costly = EMPTY
    count = sum(a.costly for a in state.advice)
    if state.done and count:
        costly = html('<button type="button" class="chip review-next-costly" data-review="costly">{}</button>',
                      _("Show it") if count == 1 else _("Show the next one"))
    return html('<p class="review-sum" data-done="{}">{}{}</p>{}', "true" if state.done else "false", bar,
                summary_words(state), costly)


_SHORTCUT = {"first": "Home", "prev": "ArrowLeft", "next": "ArrowRight", "last": "End"}


def _stuck(state: ReviewState, go: str) -> bool:
    return state.step == 0 if go in ("first", "prev") else state.step == state.total


def _hands_html(board: AnyBoard, s: Session, seat: int) -> Markup:
    """Every other hand at the end, face up (as the round-over summary shows them)."""
    out = s.game.outcome
    if out is None:
        return EMPTY
    # Translators: a hand that went out holds no tile.
    out_word = html("<i>{}</i>", _("out"))
    rows = join(html('<li><b>{name}</b> {tiles}</li>', name=_("{name}:", name=name),
                     tiles=join(board.mini_html(t) for t in out.hands[n]) or out_word)
                for n, name in enumerate(s.names) if n != seat)
    return html('<ul class="review-hands" aria-label="{}">{}</ul>', _("Hands at the end"), rows)


def past_session(s: Session, state: ReviewState, game: Game) -> Session:
    """The session as the table would draw the hand after `state.step` moves, from the seat's side."""
    match = s.table
    return replace(s, match=PastMatch(game, match.rules, match.scores, match.hand_number),
                   viewer=state.seat, selected=None, spot=None, turn=0, fresh=None, placed=None, pending=None,
                   hint=None, note="", last="")
