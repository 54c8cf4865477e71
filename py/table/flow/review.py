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

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from table.flow import frames
from table.flow.ports import Clock, Page, Thinker, Viewport
from table.flow.review_state import ReviewState
from table.flow.review_view import past_session, progress_html, review_html, step_words
from table.flow.session import ENDED, Session
from table.render.markup import EMPTY
from table.flow.listener import Listener

if TYPE_CHECKING:
    from domino import Game
    from domino.ai.review import Advice
    from table.boards import AnyBoard

class ReviewParts(Protocol):
    @property
    def thinker(self) -> Thinker: ...


class ReviewTable(Protocol):
    """What the review asks of the controller: the session and its review, and the table to draw on."""

    @property
    def session(self) -> Session: ...

    @property
    def page(self) -> Page: ...

    @property
    def board(self) -> AnyBoard: ...

    @property
    def viewport(self) -> Viewport: ...

    @property
    def parts(self) -> ReviewParts: ...

    def set_review(self, review: ReviewState | None) -> None: ...

    def render(self) -> None: ...


SLICE_MS = 20.0
KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last", "Escape": "close"}


@dataclass
class Weighing:
    """Expert's advice on one seat's moves in a hand: what is found so far, and the advice still to
    find (None once every decision is weighed)."""
    found: list[Advice]
    left: Iterator[Advice | None] | None


class HandReview(Listener):
    """The review part: opens, steps, weighs in slices and draws (through the controller's state)."""

    def __init__(self, ctl: ReviewTable, clock: Clock | None = None) -> None:
        self.ctl = ctl
        self._clock = clock
        self.work: dict[tuple[int, int], Weighing] = {}   # (gen, seat) -> the advice found so far
        self.games: tuple[int | None, list[Game]] = (None, [])   # (gen, the hand after 0, 1, ... every move)
        self.running = False  # a slice is scheduled
        self.focus_on = "next"    # the step button last used: it keeps the focus when redrawn

    @property
    def clock(self) -> Clock:
        if self._clock is None:  # the clock Expert's search runs on (app.py's)
            self._clock = self.ctl.parts.thinker.clock
        return self._clock

    # ---- opening and closing ----------------------------------------------------------------------

    def offered(self, s: Session) -> bool:
        return s.match is not None and s.lesson is None and s.match.game.is_over

    def open(self, seat: str | None = None) -> None:
        ctl = self.ctl
        s = ctl.session
        if not self.offered(s):
            return
        from domino.ai.review import decisions

        game = s.game
        asked = str(seat)
        chosen = int(asked) if asked.isascii() and asked.isdigit() and int(asked) < len(s.names) else (
            s.review.seat if s.review is not None else 0)
        old = s.review
        step = old.step if old is not None and old.gen == s.gen else 0
        ctl.set_review(ReviewState(s.gen, chosen, step, len(game.history), decisions=len(decisions(game, chosen))))
        self.sync_work()
        if old is None:
            ctl.page.close_dialog("round-dialog")  # closed, not emptied: Done brings it back
            ctl.page.body_attr("data-review", "1")
        self.draw(say=True)
        if old is None:
            self.focus_on = "next"
            ctl.page.focus('[data-review="next"]')
        self.weigh()

    def close(self) -> None:
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

    def on_phase(self) -> None:
        """A new hand, a new game or the menu ends the review (and drops its work)."""
        s = self.ctl.session
        if s.review is not None and s.phase not in ENDED:
            self.ctl.set_review(None)
            self.ctl.page.body_attr("data-review", None)
        self.work = {k: v for k, v in self.work.items() if k[0] == s.gen}

    # ---- stepping ---------------------------------------------------------------------------------

    def go(self, where: str | None) -> None:
        s = self.ctl.session
        state = s.review
        if state is None or where is None:
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
        elif where == "costly":  # already on the only one: its advice again, not silence
            self.draw(say=True)

    def key(self, key: str) -> bool:
        """A key while the review is on: True when it was used."""
        go = KEYS.get(key)
        if go is None:
            return False
        self.go(go)
        return True

    # ---- weighing in slices -----------------------------------------------------------------------

    def sync_work(self) -> None:
        """The state's advice from the work done so far for this hand and seat."""
        from domino.ai.review import advise

        s = self.ctl.session
        state = s.review
        if state is None:
            return
        key = (state.gen, state.seat)
        if key not in self.work:
            game = s.game
            self.work[key] = Weighing([], advise(game, state.seat, game.deal.get("seed", 0)))
        work = self.work[key]
        self.ctl.set_review(replace(state, advice=tuple(work.found), done=work.left is None))

    def weigh(self) -> None:
        if not self.running and self.ctl.session.review is not None and not self.ctl.session.review.done:
            self.running = True
            self.clock.soon(self.tick)

    def tick(self, *_: object) -> None:
        self.running = False
        state = self.ctl.session.review
        if state is None:
            return
        work = self.work.get((state.gen, state.seat))
        if work is None or work.left is None:
            return
        found, left = work.found, work.left
        now = self.clock.now
        t0 = now()
        before = len(found)
        while now() - t0 < SLICE_MS:
            try:
                item = next(left)
            except StopIteration:
                work.left = None
                break
            if item is not None:
                found.append(item)
        if len(found) != before or work.left is None:
            self.sync_work()
            self.draw(say=False)
        self.weigh()

    # ---- drawing ----------------------------------------------------------------------------------

    def replayed(self) -> list[Game]:
        """The hand under review after 0, 1, ... every move, replayed once on its deal."""
        from domino.ai.review import positions

        s = self.ctl.session
        if self.games[0] != s.gen:
            self.games = (s.gen, [g.clone() for g in positions(s.game)])
        return self.games[1]

    def draw(self, say: bool = False) -> None:
        """The table at the step on screen, and the review's region."""
        ctl = self.ctl
        s = ctl.session
        state = s.review
        if state is None:
            return
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
