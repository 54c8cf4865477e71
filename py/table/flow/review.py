"""The hand review on the table: after a hand, step through it move by move, the board as it was
after each move, with Expert's advice at each of the person's decisions (domino.ai.review).

The review is a region of the table (#review) shown while body[data-review] is set; the round-over
dialog closes under it and opens again on Done. Its state (seat, step, the advice found so far) is
a ReviewState in the session, set through the controller; this part works it out and draws it.
The advice is computed in slices that hand the main thread back between them, with the progress on
screen, and kept per hand and seat, so a review opened again starts where it was.

Only what the reviewed seat saw is drawn: its hand and the board at that step, the rivals' hands as
counts; after the last move, every hand face up as the round-over summary shows them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import SimpleNamespace

from table.flow import frames
from table.render.markup import EMPTY, Markup, html, join, raw
from table.flow.listener import Listener

SLICE_MS = 20.0
KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last", "Escape": "close"}
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
class ReviewState:
    """What the review shows: the board after `step` of `total` moves, from `seat`'s side."""
    gen: int                 # the session's gen of the hand reviewed
    seat: int
    step: int
    total: int
    advice: tuple = ()       # domino.ai.review.Advice per decision weighed so far, in order
    decisions: int = 0       # the seat's decisions in the hand
    done: bool = False       # every decision weighed


def move_words(board, s, games, seat, index, alt=None) -> str:
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
    past = replace(s, match=SimpleNamespace(game=after, rules=s.match.rules), viewer=seat)
    name = "Expert" if alt is not None else s.names[who]
    text = board.describe(past, name, move, drawn)
    if alt is not None:
        text = text.split(". ")[0].rstrip(".") + "."   # the move only: no 'The double must be covered.'
        for did, would in (("played ", "would play "), ("opened with ", "would open with "),
                           ("placed ", "would place ")):
            if text.startswith("Expert " + did):
                return "Expert " + would + text[len("Expert " + did):]
    return text


def advice_words(board, s, games, seat, a) -> tuple[str, str]:
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


def summary_words(state) -> str:
    from domino.ai.review import summary

    count, total = summary(list(state.advice))
    if not state.done:
        return f"Weighing your moves… {len(state.advice)} of {state.decisions}"
    if not count:
        return "Moves that cost you points: none. Well played."
    n = max(1, round(total))
    return f"Moves that cost you points: {count} (about {n} point{'' if n == 1 else 's'} in all)."


def step_words(board, s, state, games) -> str:
    """What the step on screen says (and the announcer reads)."""
    game = s.match.game
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


def review_html(board, s, state, games) -> Markup:
    """The review's region: heading, the step and its advice, the buttons, the summary."""
    game = s.match.game
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


def progress_html(state) -> Markup:
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


def _stuck(state, go) -> bool:
    return state.step == 0 if go in ("first", "prev") else state.step == state.total


def _hands_html(board, s, seat) -> Markup:
    """Every other hand at the end, face up (as the round-over summary shows them)."""
    out = s.match.game.outcome
    rows = join(html('<li><b>{name}:</b> {tiles}</li>', name=name,
                     tiles=join(board.mini_html(t) for t in out.hands[n]) or raw('<i>out</i>'))
                for n, name in enumerate(s.names) if n != seat)
    return html('<ul class="review-hands" aria-label="Hands at the end">{}</ul>', rows)


def past_session(s, state, game):
    """The session as the table would draw the hand after `state.step` moves, from the seat's side."""
    return replace(s, match=SimpleNamespace(game=game, rules=s.match.rules, scores=s.match.scores,
                                            hand_number=s.match.hand_number),
                   viewer=state.seat, selected=None, spot=None, turn=0, fresh=None, placed=None, pending=None,
                   hint=None, note="", last="")


class HandReview(Listener):
    """The review part: opens, steps, weighs in slices and draws (through the controller's state)."""

    def __init__(self, ctl, clock=None):
        self.ctl = ctl
        self._clock = clock
        self.work = {}        # (gen, seat) -> [advice list, generator or None when done]
        self.games = (None, [])   # (gen, the hand after 0, 1, ... every move)
        self.running = False  # a slice is scheduled
        self.focus_on = "next"    # the step button last used: it keeps the focus when redrawn

    @property
    def clock(self):
        if self._clock is None:  # the clock Expert's search runs on (app.py's)
            self._clock = self.ctl.parts.thinker.clock
        return self._clock

    # ---- opening and closing ----------------------------------------------------------------------

    def offered(self, s) -> bool:
        return s.match is not None and s.lesson is None and s.match.game.is_over

    def open(self, seat=None):
        ctl = self.ctl
        s = ctl.session
        if not self.offered(s):
            return
        from domino.ai.review import decisions

        game = s.match.game
        seat = int(seat) if str(seat).isascii() and str(seat).isdigit() and int(seat) < len(s.names) else (
            s.review.seat if s.review is not None else 0)
        old = s.review
        step = old.step if old is not None and old.gen == s.gen else 0
        ctl.set_review(ReviewState(s.gen, seat, step, len(game.history), decisions=len(decisions(game, seat))))
        self.sync_work()
        if old is None:
            ctl.page.close_dialog("round-dialog")  # closed, not emptied: Done brings it back
            ctl.page.body_attr("data-review", "1")
        self.draw(say=True)
        if old is None:
            self.focus_on = "next"
            ctl.page.focus('[data-review="next"]')
        self.weigh()

    def close(self):
        ctl = self.ctl
        if ctl.session.review is None:
            return
        ctl.set_review(None)
        ctl.page.body_attr("data-review", None)
        ctl.page.put("review-body", EMPTY)
        ctl.page.put("review-sum", EMPTY)
        ctl.render()  # the final table again
        ctl.page.open_round()
        ctl.page.focus('#round-body [data-action="review"]')

    def on_phase(self):
        """A new hand, a new game or the menu ends the review (and drops its work)."""
        s = self.ctl.session
        if s.review is not None and s.phase not in ("round-over", "match-over"):
            self.ctl.set_review(None)
            self.ctl.page.body_attr("data-review", None)
        self.work = {k: v for k, v in self.work.items() if k[0] == s.gen}

    # ---- stepping ---------------------------------------------------------------------------------

    def go(self, where):
        s = self.ctl.session
        state = s.review
        if state is None:
            return
        if where == "close":
            self.close()
            return
        self.focus_on = where
        costly = [a.index + 1 for a in state.advice if a.costly]
        later = [n for n in costly if n > state.step] or costly[:1]
        step = {"first": 0, "prev": state.step - 1, "next": state.step + 1, "last": state.total,
                "costly": later[0] if later else None}.get(where)
        if step is None:
            return
        step = min(max(step, 0), state.total)
        if step != state.step:
            self.ctl.set_review(replace(state, step=step))
            self.draw(say=True)

    def key(self, key) -> bool:
        """A key while the review is on: True when it was used."""
        go = KEYS.get(key)
        if go is None:
            return False
        self.go(go)
        return True

    # ---- weighing in slices -----------------------------------------------------------------------

    def sync_work(self):
        """The state's advice from the work done so far for this hand and seat."""
        from domino.ai.review import advise

        s = self.ctl.session
        state = s.review
        key = (state.gen, state.seat)
        if key not in self.work:
            game = s.match.game
            self.work[key] = [[], advise(game, state.seat, game.deal.get("seed", 0))]
        found, gen = self.work[key]
        self.ctl.set_review(replace(state, advice=tuple(found), done=gen is None))

    def weigh(self):
        if not self.running and self.ctl.session.review is not None and not self.ctl.session.review.done:
            self.running = True
            self.clock.soon(self.tick)

    def tick(self, *_):
        self.running = False
        state = self.ctl.session.review
        if state is None:
            return
        work = self.work.get((state.gen, state.seat))
        if work is None or work[1] is None:
            return
        found, gen = work
        now = self.clock.now
        t0 = now()
        before = len(found)
        while now() - t0 < SLICE_MS:
            item = next(gen, StopIteration)
            if item is StopIteration:
                work[1] = None
                break
            if item is not None:
                found.append(item)
        if len(found) != before or work[1] is None:
            self.sync_work()
            self.draw(say=False)
        self.weigh()

    # ---- drawing ----------------------------------------------------------------------------------

    def replayed(self):
        """The hand under review after 0, 1, ... every move, replayed once on its deal."""
        from domino.ai.review import positions

        s = self.ctl.session
        if self.games[0] != s.gen:
            self.games = (s.gen, [g.clone() for g in positions(s.match.game)])
        return self.games[1]

    def draw(self, say=False):
        """The table at the step on screen, and the review's region."""
        ctl = self.ctl
        s = ctl.session
        state = s.review
        games = self.replayed()
        game = games[state.step]
        past = past_session(s, state, game)
        obs = game.observation(state.seat)
        frame = frames.table(past, ctl.board, obs, [], set(), False)
        frame.puts["status"] = EMPTY
        frame.puts["actions"] = EMPTY
        ctl.page.draw(frame)
        ctl.viewport.after_render(frame.view)
        ctl.page.put("review-body", review_html(ctl.board, s, state, games))
        ctl.page.put("review-sum", progress_html(state))
        ctl.page.refocus((f'[data-review="{self.focus_on}"]:not([disabled])', "[data-review]:not([disabled])"))
        if say:
            ctl.page.say(step_words(ctl.board, s, state, games))
