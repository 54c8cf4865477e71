"""The tutorial: practice examples played on the real table.

Each lesson (domino.lessons) is an exact position played with the real rules. The table shows
it with the variant's own board; the learner's moves go through the lesson, which answers a
wrong move with the engine's reason for refusing it, or with what the practice asks. No computer
moves, nothing is saved as a game in progress, no coins or records change. Progress (the lessons
completed) is kept in its own stored document.

A lesson starts through the controller's one start path (setups.lesson); this module keeps the
practice under way and the lesson's bar over the table, and never touches the session.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

from table.flow import setups
from table.flow.ports import Page
from table.language.catalogue import N_, _, _n, said
from table.render.markup import EMPTY, Markup, html, join, raw

if TYPE_CHECKING:
    from domino import Game, Move, Outcome, Rules
    from domino.core.tiles import Tile
    from domino.lessons import Lesson, Practice
    from table.flow.session import Session
    from table.storage.store import Store

class LessonTable(Protocol):
    """What the tutorial asks of the controller."""

    @property
    def session(self) -> Session: ...

    def start(self, setup: setups.Setup) -> None: ...

    def play(self, move: Move) -> None: ...

    def render(self) -> None: ...

    def set_phase(self, phase: str) -> None: ...

    def card_away(self, away: bool, reopen: bool = True) -> None: ...


# The lessons' groups (each lesson's `group`), in the menu's order.
VARIANT_GROUPS = (N_("Classic and Block"), N_("Matches"), N_("All Fives"), N_("Triangles"), N_("Mexican Train"),
                  N_("Chicken Foot"), N_("Partners"))


class LessonMatch:
    """The lesson's game seen as the one-hand match the table expects (session.TableMatch): no
    hand follows it, nothing is taken back and it is never saved."""

    hand_number = 1
    winner: int | None = None

    def __init__(self, practice: Practice) -> None:
        self.practice = practice
        self.rules: Rules = practice.game.rules

    @property
    def game(self) -> Game:
        return self.practice.game

    @property
    def games(self) -> list[Game]:
        return [self.practice.game]

    @property
    def scores(self) -> tuple[int, ...]:
        return (0,) * self.rules.players

    @property
    def results(self) -> list[Outcome]:
        out = self.practice.game.outcome
        return [] if out is None else [out]

    @property
    def is_over(self) -> bool:
        return self.practice.done or self.practice.game.is_over

    def next_hand(self) -> Game:
        raise ValueError("a lesson is one hand")

    def undo(self) -> Move:
        raise ValueError("a lesson's moves are not taken back")

    def to_json(self) -> dict[str, object]:
        raise ValueError("a lesson is never saved")


def lessons_html(lessons: Sequence[Lesson], done: Collection[str]) -> Markup:
    """The list of lessons, grouped by variant, with what is completed."""
    groups = []
    for group in VARIANT_GROUPS:
        items = [item for item in lessons if item.group == group]
        if not items:
            continue
        rows = join(_lesson_item(item, item.key in done) for item in items)
        groups.append(html('<section aria-label="{group}"><h3>{group}</h3><ul class="lessons">{rows}</ul></section>',
                           group=_(group), rows=rows))
    count = sum(1 for item in lessons if item.key in done)
    progress = _n("{done} of {count} practice example completed.", "{done} of {count} practice examples completed.",
                  len(lessons), done=count)
    return html('<h2 id="panel-title">{title}</h2>'
                '<p class="lesson-progress" data-done="{count}">{progress} {ask}</p>{groups}'
                '<div class="dialog-actions">'
                '<button type="button" class="primary" data-ui="close">{close}</button></div>',
                title=_("Tutorial"), count=count, progress=progress,
                ask=_("Each is a real position: make the move it asks for."), groups=join(groups), close=_("Done"))


def _lesson_item(item: Lesson, done: bool) -> Markup:
    """A lesson in the list: its title, and a mark when it is completed (heard with the title)."""
    title = said(item.title)
    return html('<li><button type="button" class="lesson{cls}" data-lesson-start="{key}">'
                '<span class="lesson-mark" aria-hidden="true">{mark}</span><span{hidden}>{title}</span>'
                '<span class="sr-only">{heard}</span></button></li>',
                cls=" done" if done else "", key=item.key, mark="✓" if done else "○", title=title,
                hidden=raw(' aria-hidden="true"') if done else EMPTY,
                heard=_("{title}, completed", title=title) if done else "")


def bar_html(item: Lesson, step: int, steps: int, feedback: str, ok: bool) -> Markup:
    """The lesson's bar over the table; `feedback` (plain text) answers the learner's last move."""
    return html('<div class="lesson-head"><span class="lesson-group">{group}</span>'
                '<b class="lesson-title">{title}</b>'
                '<span class="lesson-step">{where}</span></div>'
                '<p class="lesson-instruction">{instruction}</p>'
                '<p class="lesson-feedback" data-feedback="{state}" role="status">{feedback}</p>'
                '<div class="lesson-actions">'
                '<button type="button" class="chip" data-lesson-ui="show">{show}</button>'
                '<button type="button" class="chip" data-lesson-ui="again">{again}</button>'
                '<button type="button" class="chip" data-lesson-ui="list">{all}</button></div>',
                group=said(item.group), title=said(item.title),
                where=_("Move {step} of {steps}", step=min(step + 1, steps), steps=steps),
                instruction=said(item.instruction), state="ok" if ok else "wrong" if feedback else "",
                feedback=feedback, show=_("Show me"), again=_("Try again"), all=_("All lessons"))


def done_html(item: Lesson, following: Lesson | None, shown: bool = False) -> Markup:
    """The card of a finished lesson; `shown`: Show me made a move, and the lesson is not completed."""
    if shown:
        title = _("That is the move")
        note = html('<p class="detail">{}</p>', _("A move shown does not complete the lesson: try it yourself."))
        last = html('<button type="button" class="primary" data-lesson-ui="again">{}</button>', _("Try it yourself"))
    else:
        title, note, last = _("Well done"), EMPTY, EMPTY
        if following:
            last = html('<button type="button" class="primary" data-lesson-start="{}">{}</button>',
                        following.key, _("Next: {title}", title=said(following.title)))
    return html('<h2 id="round-title">{title}</h2>'
                '<p class="detail lesson-explained" data-lesson-done="{key}"{mark}>{explained}</p>{note}'
                '<div class="dialog-actions">'
                '<button type="button" class="secondary" data-lesson-ui="list">{all}</button>'
                '<button type="button" class="secondary" data-action="menu">{menu}</button>'
                '{last}</div>', title=title, key=item.key, mark=raw(" data-lesson-shown") if shown else EMPTY,
                explained=said(item.explanation), note=note, last=last, all=_("All lessons"), menu=_("Menu"))


class Tutorial:
    def __init__(self, ctl: LessonTable, store: Store, page: Page) -> None:
        self.ctl = ctl
        self.store = store
        self.page = page
        self.practice: Practice | None = None
        self.item: Lesson | None = None
        self.feedback = ""
        self.ok = False
        self.shown = False   # Show me made a move of this attempt: it does not count as completed
        self.done: set[str] = set()

    def under_way(self) -> tuple[Lesson, Practice]:
        """The lesson being played, and its practice (asked only while one is)."""
        if self.item is None or self.practice is None:
            raise LookupError("no lesson is under way")
        return self.item, self.practice

    # ---- start-up and menu ---------------------------------------------------------------------

    @staticmethod
    def keys() -> set[str]:
        """This version's lessons: the only ones a stored record of lessons done may name."""
        from domino.lessons import LESSONS

        return {item.key for item in LESSONS}

    def reload(self) -> None:
        """The lessons done, as stored (checked: only this version's lessons)."""
        from table.storage.documents import TutorialDoc, check_tutorial

        keys = self.keys()
        default: TutorialDoc = {"done": []}
        doc = self.store.load("tutorial", default, lambda d: check_tutorial(d, keys))
        self.done = set(doc["done"])

    def show_list(self, close: bool = False) -> None:
        """The list of lessons (`close`: from a lesson's done card, which is put away first, as
        "See the board" puts it: closing the list leaves the table with Menu and "Show the result")."""
        from domino.lessons import LESSONS

        if close:
            self.ctl.card_away(True)
        self.page.open_panel(lessons_html(LESSONS, self.done), "tutorial")

    # ---- a lesson ------------------------------------------------------------------------------

    def begin(self, key: str | None) -> None:
        from domino.lessons import Practice, lesson

        item = lesson(str(key))
        self.page.close_panel()
        practice = Practice(item)
        self.item, self.practice = item, practice
        self.feedback, self.ok, self.shown = "", False, False
        self.page.el["lesson-bar"].hidden = False
        self.render_bar()
        self.ctl.start(setups.lesson(item, LessonMatch(practice)))

    def again(self) -> None:
        if self.item is not None:
            self.begin(self.item.key)

    def apply(self, move: Move) -> None:
        """The learner's move: played if it is what the lesson asks, else IllegalMove with why."""
        import domino

        feedback = self.under_way()[1].attempt(move)
        self.feedback, self.ok = said(feedback.message), feedback.ok
        self.render_bar()
        if not feedback.ok:
            raise domino.IllegalMove(feedback.message)

    def why_not(self, tile: Tile, legal: Iterable[Move]) -> str | None:
        """For a tile with no legal play: the engine's reason it cannot go where the lesson wants
        a tile (the same end, cell and turn, or train), else what the lesson asks instead."""
        from domino import tile_text

        if any(m.kind == "play" and m.tile == tuple(tile) for m in legal):
            return None
        item = self.under_way()[0]
        reason = self._refusal(tile) or _("{tile} fits nowhere here. {instruction}", tile=tile_text(tile),
                                          instruction=said(item.instruction))
        self.feedback, self.ok = reason, False
        self.render_bar()
        return reason

    def _refusal(self, tile: Tile) -> str | None:
        """The engine's reason for refusing `tile` where the lesson expects a tile."""
        from domino import tile_text

        practice = self.under_way()[1]
        state = practice.game.state
        for text in practice.expected():
            for sep in (":", "@"):
                if sep in text:
                    try:
                        move = state.parse_move(tile_text(tile) + text[text.index(sep):])
                    except ValueError:
                        continue
                    return said(state.explain(move))
        return None

    def finished(self) -> bool:
        """After an accepted move: True (and the lesson closes with its done card) once every step
        is made."""
        item, practice = self.under_way()
        if not practice.done:
            return False
        following = None
        if not self.shown:  # a lesson Show me played is explained, not completed
            from domino.lessons import LESSONS

            self.reload()  # another tab's lessons done are kept
            self.done.add(item.key)
            self.store.save("tutorial", {"done": sorted(self.done)})
            keys = [each.key for each in LESSONS]
            i = keys.index(item.key)
            following = next((item for item in LESSONS[i + 1:] if item.key not in self.done), None)
            if following is None:
                following = next((item for item in LESSONS if item.key not in self.done), None)
        self.ctl.render()
        self.page.write("round-body", done_html(item, following, self.shown))
        explained = said(item.explanation)
        self.page.say(explained if self.shown else _("Well done. {explanation}", explanation=explained))
        self.ctl.set_phase("round-over")
        self.page.open_round()
        return True

    def show_me(self) -> None:
        practice = self.practice
        if practice is None or practice.done or not self.ctl.session.my_turn():
            return
        self.shown = True
        self.ctl.play(practice.show_me())
        if self.practice is not None and not self.practice.done:
            self.feedback = _("Shown: {move}", move=self.ctl.session.last)
            self.render_bar()

    def render_bar(self) -> None:
        if self.item is None or self.practice is None:
            return
        self.page.write("lesson-bar", bar_html(self.item, self.practice.step, len(self.item.steps), self.feedback,
                                               self.ok))

    def close(self, mode: str) -> None:
        """Back to the menu: the controller gives the table its own game back (played in `mode`)."""
        self.practice = self.item = None
        self.page.el["lesson-bar"].hidden = True
        self.page.write("lesson-bar", EMPTY)
        self.page.body_attr("data-lesson", None)
        self.page.body_attr("data-mode", mode)
