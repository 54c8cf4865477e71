"""The table controller, the one owner of the session (session.py, replaced only in `_set`): it
starts games, runs the turns and the computer's clock, carries out the action table (actions.py)
and draws the table after every change. The engine owns every rule: a refused move raises
IllegalMove and changes nothing, and the table is drawn from the engine's state after every move.
"""

from __future__ import annotations

from dataclasses import fields

from table.flow import endings
from table.flow import frames
from table.flow import setups
from table.flow import coin_tools as tools
from table.storage import profile as PR
from table.flow.actions import table
from table.boards.base import CLEAR
from table.boards import board_for
from table.render.markup import EMPTY
from table.render.screens import NOTICES, STOPPED, notice_html
from table.flow.session import Session, settings
from table.browser.viewports import viewport_for

FIELDS = frozenset(f.name for f in fields(Session))


class Controller:
    def __init__(self, page, parts, session):
        self.page = page
        self.parts = parts          # the table's other parts (app.py names them)
        self.session = session
        self.board = board_for("draw")
        self.viewport = viewport_for(self.board.kind, page.doc)
        self.timer = None           # the computer's next move, scheduled
        self.actions = table(self)

    def _set(self, **changes):
        """The one place the session changes: a new Session, the old one with `changes` (made
        directly, as dataclasses.replace costs tens of microseconds a call)."""
        if not changes.keys() <= FIELDS:
            raise TypeError(f"a Session has no {sorted(changes.keys() - FIELDS)}")
        if "cfg" in changes:
            changes["cfg"] = settings(changes["cfg"])
        new = object.__new__(Session)
        new.__dict__.update(self.session.__dict__)
        new.__dict__.update(changes)
        self.session = new

    def act(self, name, *args):
        """Carry out the action `name` (actions.py): the way in for every event of the page."""
        handler = self.actions.get(name)
        return None if handler is None else handler(*args)

    def emit(self, event, **info):
        """Tell the platform parts (pause and help, keyboard, portal) what just happened."""
        for part in self.parts.listeners:
            handler = getattr(part, "on_" + event.replace("-", "_"), None)
            if handler is not None:
                handler(**info)

    # ---- asked by the parts ---------------------------------------------------------------------

    def input(self, keyboard: bool | None = None, changed: bool | None = None):
        """How the person's last click came (a key on a button) and whether it changed the table."""
        self._set(**{k: v for k, v in (("keyboard", keyboard), ("click_changed", changed)) if v is not None})

    def hold(self, reason: str):
        """Stop the computer's clock (Pause, the first-time how-to card)."""
        self._set(held=self.session.held | {reason})
        self.cancel_timer()

    def release(self, reason: str):
        """Start the clock again once nothing holds it, from the engine's state (no move is replayed)."""
        s = self.session
        self._set(held=s.held - {reason})
        if not self.session.held and s.match is not None and s.phase == "playing" and s.pending is None:
            self.advance()

    def mute(self, muted: bool):
        self._set(muted=bool(muted))
        self.page.body_attr("data-muted", "" if muted else None)

    def pace(self, factor: float):
        """The computer's pace follows the animation's speed."""
        s = self.session
        self._set(delay=int(s.base_delay * factor))
        if s.match is not None and s.phase == "playing":
            self.render()

    # ---- starting a game ------------------------------------------------------------------------

    def start(self, setup):
        """The one path that puts a game on the table: a new game, the Daily match, Continue (a
        saved game, also one taken over from another tab) and a tutorial lesson."""
        s = self.session
        self.cancel_timer()
        self.page.close_round()
        aside = None
        if setup.lesson is not None:  # the table's own game comes back after the lessons
            aside = s.aside if s.lesson is not None else (s.match, s.cfg, s.names, s.last, s.fresh)
        self._set(match=setup.match, cfg=setup.cfg, names=setup.names, last=setup.last or "", fresh=setup.fresh,
                  lesson=setup.lesson, aside=aside, note="", hint=None, **CLEAR,
                  games=s.games + (setup.kind == "new"),
                  viewer=0 if setup.cfg["mode"] == "computer" else None)
        self.page.body_attr("data-mode", setup.cfg["mode"])
        self.page.body_attr("data-lesson", setup.lesson)
        self.use_board(fresh=setup.kind != "restore")
        if setup.lesson is None:
            self.parts.saves.own()
        if setup.dealt:
            self.start_hand(setup.last)
        else:
            self._set(gen=self.session.gen + 1)
            self.page.forget()
            self.advance()
        if setup.kind in ("new", "daily"):  # the portal hears of it; a first-time card may show
            self.emit("game-start")

    def use_board(self, fresh: bool):
        """The board of the session's variant, and a fresh view of it for a new game."""
        variant = self.session.cfg.get("variant") or "draw"
        board = board_for(variant)
        if fresh or board.kind != self.board.kind:
            self.viewport = viewport_for(board.kind, self.page.doc)
        self.board = board
        self.page.body_attr("data-variant", variant)
        self.page.body_attr("data-board", board.kind)

    def start_hand(self, last=None):
        s = self.session
        self._set(gen=s.gen + 1, viewer=0 if s.mode == "computer" else None, fresh=None, note="", **CLEAR,
                  last=last or setups.deal_words(s.match))
        self.viewport.reset()
        self.page.forget()
        self.advance()

    def lose(self):
        """Another tab is playing this game now: stop here and offer to take it back."""
        self.parts.saves.lost = True
        self.cancel_timer()
        self._set(gen=self.session.gen + 1)
        self.page.put("status", STOPPED)  # not "Your turn" under the notice
        if not self.page.panel_open:
            self.page.open_panel(notice_html(*NOTICES["stale"]), "stale")

    def to_menu(self):
        s = self.session
        if s.lesson is not None:
            match, cfg, names, last, fresh = s.aside
            self._set(match=match, cfg=cfg, names=names, last=last, fresh=fresh, lesson=None, aside=None)
            self.parts.tutorial.close(cfg.get("mode") or "computer")
            self.use_board(fresh=True)
        self.cancel_timer()
        self._set(gen=self.session.gen + 1)
        self.page.close_round()
        self.set_phase("menu")  # the menu offers Continue while a game is saved

    def set_phase(self, phase):
        """Switch screens. An action button is in the DOM only while it can be used, so each
        [data-action] names one element at a time (the dialog's New game / Menu, or the menu's)."""
        self._set(phase=phase, hint=None if phase != "playing" else self.session.hint)
        page = self.page
        page.phase(phase)
        menu = phase == "menu"
        for key, name in (("menu-new", "new-game"), ("menu-records", "records"), ("menu-settings", "settings"),
                          ("menu-tutorial", "tutorial")):
            page.action(key, name, menu)
        page.action("table-menu", "menu", phase == "playing")
        if phase != "handoff":
            page.put("handoff-body", EMPTY)
        if menu:
            self.parts.menu.show()
            self.parts.tools.clear()
        self.emit("phase")

    # ---- the turn loop --------------------------------------------------------------------------

    def advance(self):
        """Decide what the table shows next, from the engine's state alone."""
        s = self.session
        g = s.match.game
        if self.parts.saves.save(s) is False:  # another tab plays this game now
            self.lose()
            return
        if g.is_over:
            self.end_hand()
            return
        cur = g.current_player
        if s.is_computer(cur):
            self.set_phase("playing")
            self.schedule(cur)
            self.render()
        elif s.mode == "local" and s.viewer != cur:
            self._set(viewer=None, fresh=None, **CLEAR)
            self.viewport.reset()
            self.set_phase("handoff")
            self.render_handoff()
        else:
            self.set_phase("playing")
            self.render()

    def schedule(self, seat):
        import domino

        s = self.session
        obs = s.match.game.observation(seat)
        seed = None
        if s.seed is not None:
            seed = setups.computer_seed(s.cfg["seed"], s.match.scores, len(obs.history), seat)
        if s.cfg["level"] == "expert" and len(obs.legal_moves) > 1:
            self.think(seat, obs, seed)  # in slices: the page never freezes
            return
        move = domino.choose_move(s.cfg["level"], obs, seed=seed)
        self._set(pending=(s.gen, seat, move))
        self.timer = self.page.later(s.delay if move.kind == "play" else s.delay * 11 // 20, self.tick)

    def think(self, seat, obs, seed):
        """Expert's search for `seat`; its move is scheduled when it is done (a placeholder is
        pending meanwhile, so the person cannot move)."""
        gen, wait = self.session.gen, self.session.delay
        self._set(pending=(gen, seat, None))

        def alive():
            p = self.session.pending
            return p is not None and p[0] == gen and p[2] is None

        def done(move, _search):
            if alive():
                self._set(pending=(gen, seat, move))
                self.timer = self.page.later(max(0, wait - int(job.elapsed)), self.tick)

        job = self.parts.thinker.search(obs, seed, done, alive)
        job.start()

    def tick(self, *_):
        self.timer = None
        s = self.session
        pending = s.pending
        self._set(pending=None)
        if pending is None or s.match is None or s.phase != "playing" or s.held:
            return
        gen, seat, move = pending
        g = s.match.game
        if gen != s.gen or g.is_over or g.current_player != seat:
            return
        g.apply(move)  # chosen from this very state; an IllegalMove here is an engine/AI bug
        self.record(seat, move)
        self.advance()

    def cancel_timer(self):
        if self.timer is not None:
            self.page.cancel(self.timer)
        self.timer = None
        self._set(pending=None)

    def record(self, seat, move, drawn=None):
        s = self.session
        self._set(last=self.board.describe(s, s.names[seat], move, drawn), hint=None)
        self.parts.sound.play("click")  # every move, whoever made it and whichever way
        s = self.session
        g = s.match.game
        self._set(note="", **CLEAR, fresh=None if seat != s.viewer else s.fresh,
                  placed=(s.gen, len(g.history)) if move.kind == "play" else s.placed)
        self.viewport.reset()
        self.page.say(frames.move_said(self.session, seat, move))

    # ---- people's moves -------------------------------------------------------------------------

    def play(self, move):
        """The person's move (a legal one, or a lesson's attempt)."""
        import domino

        s = self.session
        g = s.match.game
        seat = g.current_player
        before = set(g.observation(seat).hand) if move.kind == "draw" else None
        lesson = self.parts.tutorial if s.lesson is not None else None
        try:
            if lesson is not None:
                lesson.apply(move)  # the lesson's check first, then the rules
            else:
                g.apply(move)
        except domino.IllegalMove as exc:
            self._set(note=str(exc) if lesson is not None else f"That move isn't allowed ({exc}).", **CLEAR)
            self.render()
            return
        drawn = None
        if before is not None:
            new = set(g.observation(seat).hand) - before
            drawn = next(iter(new)) if len(new) == 1 else None
        self.record(seat, move, drawn)
        self._set(fresh=drawn)
        if lesson is not None and lesson.finished():
            return
        self.advance()

    def select(self, changes):
        """The choice on screen changes (a tile, a place, a turn; a note; the felt's room): draw it."""
        self._set(**{k: v for k, v in changes.items() if k in ("selected", "spot", "turn", "note", "felt")})
        self.render()

    def show_hand(self):
        """Show my tiles: the player the device was passed to takes it."""
        s = self.session
        if s.phase == "handoff" and s.match is not None and not s.match.game.is_over:
            self._set(viewer=s.match.game.current_player, note="")
            self.set_phase("playing")
            self.render()

    def next_hand(self):
        s = self.session
        if s.match is not None and s.match.game.is_over and not s.match.is_over:
            self.page.close_round()
            s.match.next_hand()
            self.start_hand()

    # ---- tools ----------------------------------------------------------------------------------

    def show_hint(self, hint, choice, note):
        """A hint (gen, moves, move) paid for: the choice that shows it on the board, and its words."""
        self._set(hint=hint, note=note, **choice)
        self.page.say(note)
        self.render()

    def undo(self):
        """The engine's undo, back to before the move Undo names (tools.undo_index). The turn goes
        back to whoever made it: advance decides, as after any move (the hand-off screen first when
        that is not the person at the screen)."""
        s = self.session
        idx = tools.undo_index(s)
        if idx is None or not self.parts.coins.pay(tools.price(s, PR.UNDO), always=False):
            return
        seat = s.match.game.history[idx][0]
        self.cancel_timer()
        last = "You took back your last move." if s.paid else f"{s.names[seat]}'s last move was taken back."
        tools.take_back(s.match, idx)
        self._set(gen=self.session.gen + 1, fresh=None, note="", last=last, hint=None, **CLEAR)
        self.viewport.reset()
        self.page.say(last)
        self.advance()

    # ---- drawing --------------------------------------------------------------------------------

    def render(self):
        s = self.session
        g = s.match.game
        obs = g.observation(s.viewer if s.viewer is not None else 0)
        mine = s.my_turn()
        legal = list(obs.legal_moves) if mine else []
        board = self.board
        playable = board.playable(legal)
        arriving = s.placed == (s.gen, len(g.history))
        # once: the hand-off screen shows no board, so the arrival waits for this render
        changes = board.settle(s, legal, playable)
        if changes or s.placed is not None:
            self._set(placed=None, **changes)
            s = self.session
        frame = frames.table(s, board, obs, legal, playable, mine)
        self.page.draw(frame)
        if arriving:
            self.viewport.arrive()
        self.viewport.after_render(frame.view)
        self.show_tools()
        self.emit("render")
        if s.keyboard and mine:  # after a keyboard move the old button is gone
            self.page.refocus(board.focus_order())

    def render_handoff(self):
        s = self.session
        self.page.draw(frames.handoff(s, self.board, tools.tools_html(s, self.parts.coins.coins,
                                                                     self.parts.hints.running())))
        self.show_tools()
        # The card is rewritten (after a move, or Undo pressed on it): the keyboard goes on from
        # Show my tiles rather than from the page's body.
        self.page.refocus(('#handoff [data-action="ready"]',))

    def set_review(self, review):
        self._set(review=review)  # the hand review's state (review.py draws it), None when closed

    def show_tools(self):
        self.parts.tools.after_render(self.session, self.board, self.parts.hints.running())

    def end_hand(self):
        self.cancel_timer()
        s = self.session
        self._set(viewer=None if s.mode == "local" else s.viewer, selected=None)
        self.render()  # the final table, shown under the dialog
        end = endings.ending(self.session, self.board)
        self.page.write("round-body", end.markup)
        self.page.say(f"{self.session.last} {end.title}. {end.detail}")
        self.set_phase("match-over" if end.match_over else "round-over")
        self.settle()
        self.page.open_round()
        self.emit("hand-over")

    def settle(self):
        """At the end of the game, records and coins, once."""
        s = self.session
        if s.match.is_over and not s.cfg.get("settled"):
            self._set(cfg={**s.cfg, "settled": True})
            self.parts.results.settle(self.session)
