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

from table.flow import setups
from table.render.markup import EMPTY, Markup, html, join

VARIANT_GROUPS = ("Classic and Block", "Matches", "Triangles", "Mexican Train")


class LessonMatch:
    """The lesson's game seen as the one-hand match the table expects."""

    hand_number = 1
    winner = None

    def __init__(self, practice):
        self.practice = practice
        self.rules = practice.game.rules

    @property
    def game(self):
        return self.practice.game

    @property
    def games(self):
        return [self.practice.game]

    @property
    def scores(self):
        return (0,) * self.rules.players

    @property
    def is_over(self):
        return self.practice.done or self.practice.game.is_over


def lessons_html(lessons, done) -> Markup:
    """The list of lessons, grouped by variant, with what is completed."""
    groups = []
    for group in VARIANT_GROUPS:
        items = [item for item in lessons if item.group == group]
        if not items:
            continue
        rows = join(
            html('<li><button type="button" class="lesson{cls}" data-lesson-start="{key}">'
                 '<span class="lesson-mark" aria-hidden="true">{mark}</span><span>{title}</span>'
                 '<span class="sr-only">{said}</span></button></li>',
                 cls=" done" if item.key in done else "", key=item.key, mark="✓" if item.key in done else "○",
                 title=item.title, said=", completed" if item.key in done else "")
            for item in items)
        groups.append(html('<section aria-label="{group}"><h3>{group}</h3><ul class="lessons">{rows}</ul></section>',
                           group=group, rows=rows))
    count = sum(1 for item in lessons if item.key in done)
    return html('<h2 id="panel-title">Tutorial</h2>'
                '<p class="lesson-progress" data-done="{count}">{count} of {total} practice '
                'examples completed. Each is a real position: make the move it asks for.</p>{groups}'
                '<div class="dialog-actions"><button type="button" class="primary" data-ui="close">Done</button></div>',
                count=count, total=len(lessons), groups=join(groups))


def bar_html(item, step, steps, feedback, ok) -> Markup:
    """The lesson's bar over the table; `feedback` (plain text) answers the learner's last move."""
    return html('<div class="lesson-head"><span class="lesson-group">{group}</span>'
                '<b class="lesson-title">{title}</b>'
                '<span class="lesson-step">Move {step} of {steps}</span></div>'
                '<p class="lesson-instruction">{instruction}</p>'
                '<p class="lesson-feedback" data-feedback="{state}" role="status">{feedback}</p>'
                '<div class="lesson-actions">'
                '<button type="button" class="chip" data-lesson-ui="show">Show me</button>'
                '<button type="button" class="chip" data-lesson-ui="again">Try again</button>'
                '<button type="button" class="chip" data-lesson-ui="list">All lessons</button></div>',
                group=item.group, title=item.title, step=min(step + 1, steps), steps=steps,
                instruction=item.instruction, state="ok" if ok else "wrong" if feedback else "", feedback=feedback)


def done_html(item, following) -> Markup:
    nxt = EMPTY
    if following:
        nxt = html('<button type="button" class="primary" data-lesson-start="{}">Next: {}</button>',
                   following.key, following.title)
    return html('<h2 id="round-title">Well done</h2>'
                '<p class="detail lesson-explained" data-lesson-done="{}">{}</p>'
                '<div class="dialog-actions">'
                '<button type="button" class="secondary" data-lesson-ui="list">All lessons</button>'
                '<button type="button" class="secondary" data-action="menu">Menu</button>'
                '{}</div>', item.key, item.explanation, nxt)


class Tutorial:
    def __init__(self, ctl, store, page):
        self.ctl = ctl
        self.store = store
        self.page = page
        self.practice = None
        self.item = None
        self.feedback = ""
        self.ok = False
        self.done = set()

    # ---- start-up and menu ---------------------------------------------------------------------

    def reload(self):
        """The lessons done, as stored (checked: only this version's lessons)."""
        from domino.lessons import LESSONS

        from table.storage.documents import check_tutorial

        keys = {item.key for item in LESSONS}
        doc = self.store.load("tutorial", {"done": []}, lambda d: check_tutorial(d, keys))
        self.done = set(doc["done"])

    def show_list(self, close=False):
        """The list of lessons (`close`: from a lesson's done card, which closes first)."""
        from domino.lessons import LESSONS

        if close:
            self.page.close_round()
        self.page.open_panel(lessons_html(LESSONS, self.done), "tutorial")

    # ---- a lesson ------------------------------------------------------------------------------

    def begin(self, key):
        from domino.lessons import Practice, lesson

        item = lesson(key)
        self.page.close_panel()
        self.item, self.practice = item, Practice(item)
        self.feedback, self.ok = "", False
        self.page.el["lesson-bar"].hidden = False
        self.render_bar()
        self.ctl.start(setups.lesson(item, LessonMatch(self.practice)))

    def again(self):
        if self.item is not None:
            self.begin(self.item.key)

    def apply(self, move):
        """The learner's move: played if it is what the lesson asks, else IllegalMove with why."""
        import domino

        feedback = self.practice.attempt(move)
        self.feedback, self.ok = feedback.message, feedback.ok
        self.render_bar()
        if not feedback.ok:
            raise domino.IllegalMove(feedback.message)

    def why_not(self, tile, legal) -> str | None:
        """For a tile with no legal play: the engine's reason it cannot go where the lesson wants
        a tile (the same end, cell and turn, or train), else what the lesson asks instead."""
        from domino import tile_text

        if any(m.kind == "play" and tuple(m.tile) == tuple(tile) for m in legal):
            return None
        reason = self._refusal(tile) or f"{tile_text(tile)} fits nowhere here. {self.item.instruction}"
        self.feedback, self.ok = reason, False
        self.render_bar()
        return reason

    def _refusal(self, tile) -> str | None:
        """The engine's reason for refusing `tile` where the lesson expects a tile."""
        from domino import tile_text

        state = self.practice.game.state
        for text in self.practice.expected():
            for sep in (":", "@"):
                if sep in text:
                    try:
                        move = state.parse_move(tile_text(tile) + text[text.index(sep):])
                    except ValueError:
                        continue
                    return state.explain(move)
        return None

    def finished(self) -> bool:
        """After an accepted move: True (and the lesson closes with its done card) once every step
        is made."""
        if not self.practice.done:
            return False
        from domino.lessons import LESSONS

        self.reload()  # another tab's lessons done are kept
        self.done.add(self.item.key)
        self.store.save("tutorial", {"done": sorted(self.done)})
        keys = [item.key for item in LESSONS]
        i = keys.index(self.item.key)
        following = next((item for item in LESSONS[i + 1:] if item.key not in self.done), None)
        if following is None:
            following = next((item for item in LESSONS if item.key not in self.done), None)
        self.ctl.render()
        self.page.write("round-body", done_html(self.item, following))
        self.page.say(f"Well done. {self.item.explanation}")
        self.ctl.set_phase("round-over")
        self.page.open_round()
        return True

    def show_me(self):
        if self.practice is None or self.practice.done or not self.ctl.session.my_turn():
            return
        self.ctl.play(self.practice.show_me())
        if self.practice is not None and not self.practice.done:
            self.feedback = f"Shown: {self.ctl.session.last}"
            self.render_bar()

    def render_bar(self):
        if self.item is None:
            return
        self.page.write("lesson-bar", bar_html(self.item, self.practice.step, len(self.item.steps), self.feedback,
                                               self.ok))

    def close(self, mode: str):
        """Back to the menu: the controller gives the table its own game back (played in `mode`)."""
        self.practice = self.item = None
        self.page.el["lesson-bar"].hidden = True
        self.page.write("lesson-bar", EMPTY)
        self.page.body_attr("data-lesson", None)
        self.page.body_attr("data-mode", mode)
