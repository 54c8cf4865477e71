"""The turn loop: whose turn it is, the computer's clock, the people's moves, drawing the table
after each, and the end of a hand. The engine owns every rule: a refused move raises IllegalMove
and changes nothing, and the table is drawn from the engine's state after every move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from table.boards.base import CLEAR
from table.flow import coin_tools as tools
from table.flow import autoplay, dig, endings, frames, menu_starts, moments, setups
from table.flow.table_owner import TableOwner
from table.language.catalogue import _, said
from table.storage import profile as PR
from table.storage import settings as P

if TYPE_CHECKING:
    from domino import Move
    from domino.ai import Search
    from domino.core.tiles import Tile
    from domino.core.variant import Observation

SELECTABLE = ("selected", "spot", "turn", "note", "felt")  # what a board's Select may change


class TurnLoop(TableOwner):
    dug: tuple[int, int, tuple[str, ...]] | None = None  # the dig going on: (gen, seat, its tiles so far)
    auto: int | None = None       # the only legal move, scheduled to be made for the person (a timer's handle)
    taken_back: tuple[int, int] | None = None  # (gen, moves) an Undo went back to: not played on by itself
    ended_by_move = False         # the hand on the table was just ended by a move made here (heard once)

    # ---- the computer's clock -------------------------------------------------------------------

    def hold(self, reason: str) -> None:
        """Stop the computer's clock (Pause, the first-time how-to card)."""
        self._set(held=self.session.held | {reason})
        self.cancel_timer()

    def release(self, reason: str) -> None:
        """Start the clock again once nothing holds it, from the engine's state (no move is replayed)."""
        s = self.session
        self._set(held=s.held - {reason})
        if not self.session.held and s.match is not None and s.phase == "playing" and s.pending is None:
            self.advance()

    def start_hand(self, last: str | None = None) -> None:
        s = self.session
        self._set(gen=s.gen + 1, viewer=0 if s.mode == "computer" else None, fresh=None, note="", **CLEAR,
                  last=last or setups.deal_words(s.table))
        self.viewport.reset()
        self.page.forget()
        moments.dealt(self.page, self.parts.sound, self.parts.prefs)
        self.advance()
        if self.session.phase in ("playing", "handoff"):  # not over what stopped it (another tab took it)
            self.page.say(frames.deal_said(self.session))

    def advance(self) -> None:
        """Decide what the table shows next, from the engine's state alone."""
        s = self.session
        g = s.game
        if s.lesson is None and not s.cfg.get("staked") and menu_starts.tiles_down(s.table):
            self._set(cfg={**s.cfg, "staked": True})  # leaving now loses, whatever is undone later
            s = self.session
        if self.parts.saves.save(s) is False:  # another tab plays this game now
            self.lose()
            return
        unkept = self.parts.saves.unkept_news()
        if unkept:  # said where the player is, once a game: the menu's note may be long gone
            self.page.table_note(unkept)
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
            self.play_only_move()

    def play_only_move(self) -> None:
        """The person's turn is drawn; with the setting on and one legal move, that move is made
        for them after a beat (autoplay.py)."""
        if self.auto is not None:
            self.page.cancel(self.auto)
            self.auto = None
        s = self.session
        mark = (s.gen, len(s.game.history))
        move = autoplay.only(s.legal()) if autoplay.on(s, self.parts.prefs.prefs) and mark != self.taken_back \
            else None
        if move is not None:
            self._set(note=_(autoplay.SAID))
        self.render()
        if move is None:
            return

        def go(*_: object) -> None:
            self.auto = None
            now = self.session
            if now.match is not None and (now.gen, len(now.game.history)) == mark and not now.held \
                    and autoplay.on(now, self.parts.prefs.prefs) and now.legal() == [move]:
                self.play(move)

        self.auto = self.page.later(autoplay.BEAT.get(P.anim(self.parts.prefs.prefs, self.page.reduced_motion), 0), go)

    def schedule(self, seat: int) -> None:
        import domino

        s = self.session
        obs = s.game.observation(seat)
        seed = None
        if s.seed is not None:
            seed = setups.computer_seed(s.cfg["seed"], s.table.scores, len(obs.history), seat)
        rules = s.table.rules
        level = setups.computer_level(s.cfg, rules, seat)
        if level == "expert" and len(obs.legal_moves) > 1:
            # in slices: the page never freezes; Expert is told its partner's level (two against two)
            self.think(seat, obs, seed, setups.partner_level(s.cfg, rules, seat))
            return
        move = domino.choose_move(level, obs, seed=seed)
        self._set(pending=(s.gen, seat, move))
        self.timer = self.page.later(s.delay if move.kind == "play" else s.delay * 11 // 20, self.tick)

    def think(self, seat: int, obs: Observation, seed: int | None, partner: str | None = None) -> None:
        """Expert's search for `seat` (`partner`: its partner's level, setups.partner_level); its
        move is scheduled when it is done (a placeholder is pending meanwhile, so the person cannot
        move)."""
        gen, wait = self.session.gen, self.session.delay
        self._set(pending=(gen, seat, None))

        def alive() -> bool:
            p = self.session.pending
            return p is not None and p[0] == gen and p[2] is None

        def done(move: Move, _search: Search) -> None:
            if alive():
                self._set(pending=(gen, seat, move))
                self.timer = self.page.later(max(0, wait - int(job.elapsed)), self.tick)

        job = self.parts.thinker.search(obs, seed, done, alive, partner)
        job.start()

    def tick(self, *_: object) -> None:
        self.timer = None
        s = self.session
        pending = s.pending
        self._set(pending=None)
        if pending is None or s.match is None or s.phase != "playing" or s.held:
            return
        gen, seat, move = pending
        g = s.game
        if move is None or gen != s.gen or g.is_over or g.current_player != seat:  # None: still thinking
            return
        g.apply(move)  # chosen from this very state; an IllegalMove here is an engine/AI bug
        self.record(seat, move)
        self.advance()

    def record(self, seat: int, move: Move, drawn: Tile | None = None, quiet: bool = False) -> None:
        s = self.session
        self._set(last=self.board.describe(s, seat, move, drawn), hint=None)
        s = self.session
        g = s.game
        self.ended_by_move = g.is_over
        mine = seat == s.viewer  # the tile leaves or joins the hand on screen, else a plaque
        self.parts.sound.play(moments.move_sound(move.kind, mine))
        self._set(note="", **CLEAR, fresh=None if seat != s.viewer else s.fresh,
                  placed=(s.gen, len(g.history)) if move.kind == "play" else s.placed)
        self.viewport.reset()
        if move.kind == "play" and move.tile is not None:
            self.viewport.played(seat, self.board.tile_text(move.tile), mine)
        elif move.kind == "draw":
            self.viewport.drew(seat, self.board.tile_text(drawn) if mine and drawn is not None else None)
        if not quiet:  # a dig is said once, as a whole (dig.said)
            self.page.say(frames.move_said(self.session, seat, move))

    # ---- people's moves -------------------------------------------------------------------------

    def play(self, move: Move) -> None:
        """The person's move (a legal one, or a lesson's attempt)."""
        import domino

        s = self.session
        g = s.game
        seat = g.current_player
        before = None
        if move.kind == "draw":  # the tile drawn is told apart by the hand before and after
            before = set((s.turn_view().obs if s.viewer == seat else g.observation(seat)).hand)
        digging = move.kind == "draw" and dig.on(s, self.parts.prefs.prefs) and dig.only_draw(s.legal())
        so_far = self.dug[2] if digging and self.dug is not None and self.dug[:2] == (s.gen, seat) \
            and g.history and g.history[-1][0] == seat and g.history[-1][1].kind == "draw" else ()
        lesson = self.parts.tutorial if s.lesson is not None else None
        try:
            if lesson is not None:
                lesson.apply(move)  # the lesson's check first, then the rules
            else:
                g.apply(move)
        except domino.IllegalMove as exc:
            why = said(exc.args[0]) if exc.args else ""
            self._set(note=why if lesson is not None else _("That move isn't allowed ({reason}).", reason=why),
                      **CLEAR)
            self.render()
            return
        drawn = None
        if before is not None:
            new = set(g.observation(seat).hand) - before
            drawn = next(iter(new)) if len(new) == 1 else None
        self.record(seat, move, drawn, quiet=digging)
        self._set(fresh=drawn)
        if lesson is not None and lesson.finished():
            return
        if digging:
            self.dig_on(seat, (*so_far, self.board.tile_text(drawn) if drawn is not None else "?"))
            return
        self.advance()

    def dig_on(self, seat: int, tiles: tuple[str, ...]) -> None:
        """After a draw of a dig: the next draw comes after a short pause (each tile is seen
        arriving; at once with animation off) while nothing fits; else the dig is said, whole."""
        s = self.session
        more = dig.only_draw(s.legal())
        self.dug = (s.gen, seat, tiles) if more else None
        if not more:
            words = dig.said(s, seat, tiles, empty=s.game.observation(seat).stock_count == 0)
            self._set(last=words)
            self.page.say(words)
        self.advance()
        if more:
            ms = dig.PACE.get(P.anim(self.parts.prefs.prefs, self.page.reduced_motion), 0)
            if ms:
                if self.timer is not None:  # a tap on Draw during the dig: one pace still
                    self.page.cancel(self.timer)
                self.timer = self.page.later(ms, self.dig_step)
                self.page.body_attr("data-digging", "1")  # the next draw comes by itself
            else:
                self.dig_step()

    def dig_step(self, *_: object) -> None:
        self.timer = None
        self.page.body_attr("data-digging", None)
        s, dug = self.session, self.dug
        if dug is None or dug[0] != s.gen or not s.my_turn() or s.game.current_player != dug[1] or s.held:
            return  # the table moved on (an undo, the menu, a pause): a tap on Draw goes on
        legal = s.legal()
        if dig.only_draw(legal):
            self.play(legal[0])

    def select(self, changes: Mapping[str, object]) -> None:
        """The choice on screen changes (a tile, a place, a turn; a note; the felt's room): draw it."""
        self._set(**{k: v for k, v in changes.items() if k in SELECTABLE})
        self.render()

    def show_hand(self) -> None:
        """Show my tiles: the player the device was passed to takes it."""
        s = self.session
        if s.phase == "handoff" and s.match is not None and not s.match.game.is_over:
            self._set(viewer=s.match.game.current_player, note="")
            self.set_phase("playing")
            self.play_only_move()

    def next_hand(self) -> None:
        """The next hand of the match, after a portal's break when one is due (gameplay.py)."""
        if self.hand_ahead():
            self.parts.gameplay.between(self.deal_next)

    def hand_ahead(self) -> bool:
        s = self.session
        return s.match is not None and s.match.game.is_over and not s.match.is_over

    def deal_next(self) -> None:
        s = self.session
        if s.match is not None and self.hand_ahead():
            self.page.close_round()
            s.match.next_hand()
            self.start_hand()

    def show_hint(self, hint: tuple[int, int, Move], choice: Mapping[str, object], note: str) -> None:
        """A hint (gen, moves, move) paid for: the choice that shows it on the board, and its words."""
        self._set(hint=hint, note=note, **choice)
        self.page.say(note)
        self.render()

    def undo(self) -> None:
        """The engine's undo, back to before the move Undo names (coin_tools.undo_index). The turn
        goes back to whoever made it: advance decides, as after any move (the hand-off screen first
        when that is not the person at the screen)."""
        s = self.session
        idx = tools.undo_index(s)
        if idx is None or not self.parts.coins.pay(tools.price(s, PR.UNDO), always=False):
            return
        seat = s.game.history[idx][0]
        self.cancel_timer()
        name = s.names[seat]
        if seat == s.person:
            last = _("You took back your last move.")
        else:
            last = _("{name}'s last move was taken back.", name=name)
        if dig.on(s, self.parts.prefs.prefs) and dig.undo_from(s.game.history, idx) < idx:
            idx = dig.undo_from(s.game.history, idx)  # a dig goes back whole, as it was made: one tap
            if seat == s.person:
                last = _("You took back your draws.")
            else:
                last = _("{name}'s draws were taken back.", name=name)
        tools.take_back(s.table, idx)
        self._set(gen=self.session.gen + 1, fresh=None, note="", last=last, hint=None, **CLEAR)
        self.taken_back = (self.session.gen, idx)
        self.viewport.reset()
        self.page.say(last)
        self.advance()

    # ---- drawing --------------------------------------------------------------------------------

    def render(self) -> None:
        s = self.session
        g = s.game
        turn = s.turn_view()
        legal = list(turn.legal)
        board = self.board
        playable = board.playable(legal)
        arriving = s.placed == (s.gen, len(g.history))
        # once: the hand-off screen shows no board, so the arrival waits for this render
        changes = board.settle(s, legal, playable)
        if changes or s.placed is not None:
            self._set(placed=None, **changes)
            s = self.session
        frame = frames.table(s, board, turn.obs, legal, playable, turn.mine)
        self.page.draw(frame)
        if arriving:
            self.viewport.arrive()
        self.viewport.after_render(frame.view)
        self.show_tools()
        for part in self.parts.listeners:
            part.on_render()
        if s.keyboard and turn.mine:  # after a keyboard move the old button is gone
            self.page.refocus(board.focus_order())

    def render_handoff(self) -> None:
        s = self.session
        self.page.draw(frames.handoff(s, self.board, tools.tools_html(s, self.board, self.parts.coins.coins,
                                                                     self.parts.hints.running())))
        self.show_tools()
        # The card is rewritten (after a move, or Undo pressed on it): the keyboard goes on from
        # Show my tiles rather than from the page's body.
        self.page.refocus(('#handoff [data-action="ready"]',))

    def show_tools(self) -> None:
        p = self.parts
        p.tools.after_render(self.session, self.board, p.hints.running(), p.gameplay.rewards)

    def end_hand(self) -> None:
        self.cancel_timer()
        s = self.session
        self._set(viewer=None if s.mode == "local" else s.viewer, selected=None)
        self.render()  # the final table, shown under the dialog
        end = endings.ending(self.session, self.board)
        self.page.write("round-body", end.markup)
        self.page.say(f"{self.session.last} {endings.closed(end.title)} {end.detail}")
        self.set_phase("match-over" if end.match_over else "round-over")
        self.settle()
        now = self.session
        # A hand of a match going on, heard as its last move ends it: not again when a game saved
        # at its end is continued (a match's end is heard as it settles, once).
        if self.ended_by_move and not now.table.is_over:
            kind = moments.hand_sound(now.mode, end.won)
            if kind is not None:
                self.parts.sound.play(kind)
        self.ended_by_move = False
        self.page.open_round()
        for part in self.parts.listeners:
            part.on_hand_over()

    def settle(self) -> None:
        """At the end of the game, records and coins, once."""
        s = self.session
        if s.table.is_over and not s.cfg.get("settled"):
            self._set(cfg={**s.cfg, "settled": True})
            self.parts.results.settle(self.session)
