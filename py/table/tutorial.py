"""The tutorial: practice examples played on the real table (issue 9).

Each lesson (domino.lessons) is an exact position played with the real rules. The table shows
it with the variant's own board; the learner's moves go through the lesson, which answers a
wrong move with the engine's reason for refusing it, or with what the practice asks. No computer
moves, nothing is saved as a game in progress, no coins or records change. Progress (the lessons
completed) is kept in its own stored document.
"""

from __future__ import annotations

from .markup import EMPTY, Markup, html, join, write

VARIANT_GROUPS = ("Classic and Block", "Matches", "Triangles", "Mexican Train")


def _absent(value) -> bool:
    from pyodide.ffi import jsnull  # here, so the HTML functions run on CPython too

    return value is None or value is jsnull


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
    def __init__(self, app):
        import js

        self.app = app
        self.doc = js.document
        self.bar = self.doc.getElementById("lesson-bar")
        self.button = self.doc.getElementById("menu-tutorial")
        self.practice = None
        self.item = None
        self.feedback = ""
        self.ok = False
        self.saved = None          # the table's own game, to come back to after the lessons
        self.done = set()

    # ---- start-up and menu ---------------------------------------------------------------------

    def start(self):
        self.reload()
        self.doc.addEventListener("click", self._proxy())

    def reload(self):
        """The lessons done, as stored (checked: only this version's lessons)."""
        from domino.lessons import LESSONS

        from .documents import check_tutorial

        keys = {item.key for item in LESSONS}
        doc = self.app.features.store.load("tutorial", {"done": []}, lambda d: check_tutorial(d, keys))
        self.done = set(doc["done"])

    def _proxy(self):
        from pyodide.ffi import create_proxy

        self._click = create_proxy(self.on_click)
        return self._click

    def on_phase(self, phase):
        self.app.action(self.button, "tutorial", phase == "menu")

    @property
    def active(self) -> bool:
        return self.practice is not None

    def show_list(self):
        from domino.lessons import LESSONS

        self.app.features.open_panel(lessons_html(LESSONS, self.done), "tutorial")

    # ---- a lesson ------------------------------------------------------------------------------

    def begin(self, key):
        from domino.lessons import Practice, lesson

        app = self.app
        item = lesson(key)
        app.features.close_panel()
        app.cancel_timer()
        app.close_dialog()
        if self.practice is None:
            self.saved = (app.match, app.cfg, app.names, app.last, app.fresh)
        self.item, self.practice = item, Practice(item)
        self.feedback, self.ok = "", False
        rules = self.practice.game.rules
        app.cfg = {"mode": "computer", "players": str(rules.players), "variant": rules.variant,
                   "level": "easy", "target": str(rules.target), "seed": 0, "lesson": key}
        app.names = ("You",) + tuple(f"Computer {i}" for i in range(1, rules.players))
        app.match = LessonMatch(self.practice)
        app.body.setAttribute("data-mode", "computer")
        app.body.setAttribute("data-lesson", key)
        app._board = None
        self.bar.hidden = False
        self.render_bar()
        app.start_hand()
        app.last = f"Lesson: {item.title}."
        app.render()

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
        state = self.practice.game.state
        for text in self.practice.expected():
            for sep in (":", "@"):
                if sep in text:
                    try:
                        move = state.parse_move(tile_text(tile) + text[text.index(sep):])
                    except ValueError:
                        continue
                    reason = state.explain(move)
                    self.feedback, self.ok = reason, False
                    self.render_bar()
                    return reason
        reason = f"{tile_text(tile)} fits nowhere here. {self.item.instruction}"
        self.feedback, self.ok = reason, False
        self.render_bar()
        return reason

    def finished(self) -> bool:
        """After an accepted move: True (and the lesson closes) once every step is made."""
        if not self.practice.done:
            return False
        from domino.lessons import LESSONS

        app = self.app
        self.reload()  # another tab's lessons done are kept
        self.done.add(self.item.key)
        app.features.store.save("tutorial", {"done": sorted(self.done)})
        app.render()
        keys = [item.key for item in LESSONS]
        i = keys.index(self.item.key)
        following = next((item for item in LESSONS[i + 1:] if item.key not in self.done), None)
        if following is None:
            following = next((item for item in LESSONS if item.key not in self.done), None)
        write(app.el["round-body"], done_html(self.item, following))
        app.say(f"Well done. {self.item.explanation}")
        app.set_phase("round-over")
        dialog = app.el["round-dialog"]
        if not dialog.open:
            dialog.showModal()
        return True

    def show_me(self):
        app = self.app
        if self.practice is None or self.practice.done or not app.my_turn():
            return
        move = self.practice.show_me()
        app.play(move)
        if self.practice is not None and not self.practice.done:
            self.feedback = f"Shown: {app.last}"
            self.render_bar()

    def render_bar(self):
        if self.item is None:
            return
        write(self.bar, bar_html(self.item, self.practice.step, len(self.item.steps), self.feedback, self.ok))

    def leave(self):
        """Back to the menu: the table gets its own game back (offered as Continue)."""
        if self.practice is None:
            return
        app = self.app
        app.match, app.cfg, app.names, app.last, app.fresh = self.saved
        self.practice = self.item = self.saved = None
        app._board = None
        app.body.removeAttribute("data-lesson")
        app.body.setAttribute("data-mode", app.cfg.get("mode", "computer") if app.cfg else "computer")
        self.bar.hidden = True
        write(self.bar, EMPTY)

    # ---- clicks --------------------------------------------------------------------------------

    def on_click(self, event):
        target = event.target
        if _absent(target) or not hasattr(target, "closest"):
            return
        el = target.closest("[data-action='tutorial'],[data-lesson-start],[data-lesson-ui]")
        if _absent(el) or getattr(el, "disabled", False) or (event.detail or 0) > 1:
            return
        if el.hasAttribute("data-lesson-start"):
            self.begin(str(el.getAttribute("data-lesson-start")))
            return
        ui = el.getAttribute("data-lesson-ui")
        if _absent(ui):
            self.show_list()
        elif ui == "list":
            self.app.close_dialog()
            self.show_list()
        elif ui == "again" and self.item is not None:
            self.begin(self.item.key)
        elif ui == "show":
            self.show_me()
