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
from table.render.markup import EMPTY, Markup, html, join, raw

if TYPE_CHECKING:
    from domino import Game, Move, Outcome, Rules
    from domino.ai.review import Advice

_NAV = (
    ("first", "First move", raw('<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
                                '<path d="M4 4h2.5v12H4zM16 4v12L7.5 10z"/></svg>')),
    ("prev", "Previous move", raw('<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
                                  '<path d="M14 4v12L5.5 10z"/></svg>')),
    ("next", "Next move", raw('<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
                              '<path d="M6 4v12l8.5-6z"/></svg>')),
    ("last", "Last move", raw('<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
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
    """Move `index` of the hand in words as the board says them ('You played 6-4 on the right
    end.'); with `alt`, Expert's move there instead ('Expert would play 6-6 on the left end.').
    `games[k]` is the hand after k moves."""
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
        return "Your only legal move.", "forced"
    if a.played == a.best:
        return "Expert agrees.", "agree"
    alt = move_words(board, s, games, seat, a.index, a.best).rstrip(".")
    if not a.costly:
        return f"{alt}; yours was about as good.", "close"
    n = max(1, round(a.loss))
    return f"{alt}, about {n} point{'' if n == 1 else 's'} better.", "costly"


def summary_words(state: ReviewState) -> str:
    from domino.ai.review import summary

    count, total = summary(list(state.advice))
    if not state.done:
        return f"Weighing your moves… {len(state.advice)} of {state.decisions}"
    if not count:
        return "Moves that cost you points: none. Well played."
    n = max(1, round(total))
    return f"Moves that cost you points: {count} (about {n} point{'' if n == 1 else 's'} in all)."


def step_words(board: AnyBoard, s: Session, state: ReviewState, games: Sequence[Game]) -> str:
    """What the step on screen says (and the announcer reads)."""
    game = s.game
    if state.step == 0:
        return f"Start of the hand, {state.total} moves. Use the arrow keys to step through it."
    index = state.step - 1
    text = f"Move {state.step} of {state.total}: {move_words(board, s, games, state.seat, index)}"
    a = next((a for a in state.advice if a.index == index), None)
    if a is not None:
        text += " " + advice_words(board, s, games, state.seat, a)[0]
    elif game.history[index][0] == state.seat:
        text += " Expert is still weighing this move."
    return text


def review_html(board: AnyBoard, s: Session, state: ReviewState, games: Sequence[Game]) -> Markup:
    """The review's region: heading, the step and its advice, the buttons, the summary."""
    game = s.game
    index = state.step - 1
    a = next((a for a in state.advice if a.index == index), None) if index >= 0 else None
    if state.step == 0:
        what = html("Start of the hand: {} moves.", state.total)
        kind, advice = "start", EMPTY
    else:
        what = html("{}", move_words(board, s, games, state.seat, index))
        if a is not None:
            words, kind = advice_words(board, s, games, state.seat, a)
            advice = html('<p class="review-advice" data-advice="{}">{}</p>', kind, words)
        elif game.history[index][0] == state.seat:
            kind, advice = "pending", raw('<p class="review-advice" data-advice="pending">Expert is still '
                                          'weighing this move…</p>')
        else:
            kind, advice = "rival", EMPTY
    nav = join(html('<button type="button" class="chip review-b" data-review="{go}" aria-label="{label}"'
                    ' title="{label}" aria-keyshortcuts="{keys}"{off}>{icon}</button>',
                    go=go, label=label, icon=icon, keys=_SHORTCUT[go],
                    off=raw(" disabled") if _stuck(state, go) else EMPTY)
               for go, label, icon in _NAV)
    seats = EMPTY
    if s.cfg.get("mode") == "local":
        seats = html('<div class="review-seats" role="group" aria-label="Whose moves">{}</div>', join(
            html('<button type="button" class="chip" data-review-seat="{n}" aria-pressed="{on}">{name}</button>',
                 n=n, on="true" if n == state.seat else "false", name=name) for n, name in enumerate(s.names)))
    reveal = EMPTY
    if state.step == state.total and game.is_over:
        reveal = _hands_html(board, s, state.seat)
    return html(
        '<div class="review-head"><h2 id="review-title">Hand review</h2>'
        '<span class="review-pos" data-step="{step}" data-total="{total}">{pos}</span>'
        '<button type="button" class="chip review-done" data-review="close" aria-keyshortcuts="Escape">Done'
        '</button></div>{seats}'
        '<p class="review-move" data-kind="{kind}">{what}</p>{advice}{reveal}'
        '<div class="review-nav" role="group" aria-label="Step through the hand">{nav}</div>',
        step=state.step, total=state.total, pos=f"Move {state.step} of {state.total}" if state.step else "Start",
        seats=seats, kind=kind, what=what, advice=advice, reveal=reveal, nav=nav)


def progress_html(state: ReviewState) -> Markup:
    """The moves that cost points, or how far Expert has got weighing them."""
    weighed = len(state.advice)
    bar = EMPTY if state.done else html(
        '<span class="review-bar" role="progressbar" aria-label="Weighing your moves" aria-valuemin="0"'
        ' aria-valuemax="{max}" aria-valuenow="{now}"><span style="width:{pct}%"></span></span>',
        max=state.decisions, now=weighed, pct=round(100 * weighed / max(state.decisions, 1)))
    costly = EMPTY
    if state.done and any(a.costly for a in state.advice):
        costly = raw('<button type="button" class="chip review-next-costly" data-review="costly">'
                     'Show the next one</button>')
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
    rows = join(html('<li><b>{name}:</b> {tiles}</li>', name=name,
                     tiles=join(board.mini_html(t) for t in out.hands[n]) or raw('<i>out</i>'))
                for n, name in enumerate(s.names) if n != seat)
    return html('<ul class="review-hands" aria-label="Hands at the end">{}</ul>', rows)


def past_session(s: Session, state: ReviewState, game: Game) -> Session:
    """The session as the table would draw the hand after `state.step` moves, from the seat's side."""
    match = s.table
    return replace(s, match=PastMatch(game, match.rules, match.scores, match.hand_number),
                   viewer=state.seat, selected=None, spot=None, turn=0, fresh=None, placed=None, pending=None,
                   hint=None, note="", last="")
