"""The table controller: menu, turns, computer pacing, hand-off, round-over.

The engine (`domino`) owns every rule. This module asks it for legal moves, applies the move the person
chose (a rejected move raises IllegalMove and changes nothing), and re-renders the whole table from the
engine's state after every move, so the page can never drift from the game.
"""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy, jsnull

from . import lengths, params as url, screens, tripoints, view
from .markup import EMPTY, html, write
from .boards import CONTAINERS, board_for

DEFAULT_DELAY = 700  # ms per computer move; draws go a little faster
SETTINGS = ("mode", "players", "variant", "level", "target", "rounds", "scoring")
# A match to points; or rounds (Mexican Train); or the scoring (Triangles: Tri-Ominos to 400). The
# menu shows one of these rows: the first after "target" that offers a choice, else "target".
LENGTHS = ("target", "rounds", "scoring")


def _absent(value) -> bool:
    """JS null / undefined as Pyodide hands them over (null is `jsnull`, not None)."""
    return value is None or value is jsnull


def _fnv(text: str) -> int:
    h = 2166136261
    for ch in text.encode():
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h & 0x7FFFFFFF


class App:
    def __init__(self):
        doc = js.document
        self.doc = doc
        self.body = doc.body
        self.el = {
            key: doc.getElementById(key)
            for key in ("settings", "boot", "menu-error", "menu-resume", "seats", "chain", "ends",
                        "status", "actions", "hand", "me", "scores", "stock", "handoff-body",
                        "round-dialog", "round-body", "announce", "menu-form", "menu-new", "table-menu",
                        "board", "variant-note")
        }
        params = js.URLSearchParams.new(js.location.search)
        delay, seed = params.get("delay"), params.get("seed")
        self.delay = url.whole(None if _absent(delay) else str(delay), DEFAULT_DELAY, 0, 10000)
        self.seed = url.seed(None if _absent(seed) else str(seed))
        self.games = 0  # games started in this page, for seeded runs

        self.match = None
        self._board = None  # the variant's board (boards.py): layout, board clicks, words
        self.cfg = {}
        self.names = ()
        self.viewer = None  # seat whose hand is on screen (None: nobody's, e.g. hand-off)
        self.selected = None  # selected tile of the viewer
        self.fresh = None  # tile the viewer just drew, highlighted
        self.placed = None  # (gen, moves) of a tile just placed: the next render shows it arriving
        self.last = ""  # last move in words
        self.note = ""  # one-off message (e.g. "that tile fits nowhere"), cleared by the next move
        self.pending = None  # (generation, seat, move) of a scheduled computer move
        self.timer = None
        self.gen = 0
        self._html = {}
        self.keyboard = False
        self.extras = None  # the platform layer (extras.py): tools, keyboard, portal
        self.paused = False  # set by Pause (and the first-time how-to card): no computer move runs
        self.muted = False

        self._click = create_proxy(self.on_click)
        self._key = create_proxy(self.on_key)
        self._cancel = create_proxy(self.on_cancel)
        self._tick = create_proxy(self.on_tick)
        self._pointer = create_proxy(self.on_pointer)
        self._resize = create_proxy(self.on_resize)
        self._menu_change = create_proxy(self.sync_menu)

        from .features import Features

        self.features = Features(self)  # saves, Daily, coins, records, hint, undo, settings
        from .tutorial import Tutorial

        self.tutorial = Tutorial(self)  # practice examples played on this table

    # ---- start-up ---------------------------------------------------------------------------------

    def start(self):
        self.doc.addEventListener("click", self._click)
        self.doc.addEventListener("keydown", self._key)
        self.el["round-dialog"].addEventListener("cancel", self._cancel)
        self.features.start()
        self.tutorial.start()
        for kind in ("pointerdown", "pointermove", "pointerup", "pointercancel"):
            self.el["board"].addEventListener(kind, self._pointer)
        js.window.addEventListener("resize", self._resize)
        self.el["menu-form"].addEventListener("change", self._menu_change)
        self.el["settings"].disabled = False
        self.el["boot"].hidden = True
        from . import extras

        self.extras = extras.attach(self)
        self.set_phase("menu")
        self.body.setAttribute("data-ready", "1")
        self.doc.dispatchEvent(js.CustomEvent.new("domino:ready"))
        self.emit("ready")

    def emit(self, event, **info):
        """Tell the platform layer (pause, keyboard, portal) what just happened."""
        if self.extras is not None:
            self.extras.emit(event, **info)

    # ---- small DOM helpers ------------------------------------------------------------------------

    def put(self, key, markup):
        """Write a container's HTML (Markup only), skipping the write when nothing changed."""
        if self._html.get(key) != markup:
            write(self.el[key], markup)
            self._html[key] = markup

    def flag(self, key, attr, on):
        if on:
            self.el[key].setAttribute(attr, "")
        else:
            self.el[key].removeAttribute(attr)

    def set_phase(self, phase):
        """Switch screens. An action button is in the DOM only while it can be used, so each
        [data-action] names one element at a time (the dialog's New game / Menu, or the menu's)."""
        self.phase = phase
        self.body.setAttribute("data-phase", phase)
        self.action(self.el["menu-new"], "new-game", phase == "menu")
        self.action(self.el["table-menu"], "menu", phase == "playing")
        if phase != "handoff":
            self.put("handoff-body", EMPTY)
        self.features.on_phase(phase)
        self.tutorial.on_phase(phase)
        self.emit("phase")

    @staticmethod
    def action(node, name, on):
        if on:
            node.setAttribute("data-action", name)
            node.disabled = False
        else:
            node.removeAttribute("data-action")
            node.disabled = True

    def say(self, text):
        """Announce in the aria-live region (every move goes through here)."""
        self.el["announce"].textContent = text

    def setting(self, name):
        node = self.doc.querySelector(f'[data-setting="{name}"] input:checked')
        if _absent(node):
            node = self.doc.querySelector(f'[data-setting="{name}"]')
        return str(node.value)

    # ---- game set-up ------------------------------------------------------------------------------

    def sync_menu(self, *_):
        """Offer only what the chosen variant supports: domino.Rules decides which players and
        lengths it accepts; the others are disabled, and a choice that became invalid moves to
        the first valid one with a note. So New game never builds a Rules the engine refuses.
        A game's length is counted in points (target), in rounds (the full game) or by its scoring
        (Tri-Ominos): a variant that offers a choice of rounds or of scoring shows that row
        instead of the points."""
        import domino

        variant = self.setting("variant")
        valid, moved, every = {}, {}, {}
        # Players first (tried with a single round), then the lengths for the players chosen.
        for name in ("players", *LENGTHS):
            inputs = self.doc.querySelectorAll(f'[data-setting="{name}"] input')
            nodes = [inputs.item(i) for i in range(inputs.length)]
            ok = []
            for node in nodes:
                choice = {"variant": variant, "players": self.setting("players"), "target": "0",
                          "rounds": lengths.SINGLE, "scoring": lengths.STANDARD, name: str(node.value)}
                try:
                    domino.Rules(**lengths.rules_options(choice))
                except ValueError:
                    node.disabled = True
                    continue
                node.disabled = False
                ok.append(node)
            moved[name] = any(node.checked and node.disabled for node in nodes) and bool(ok)
            if moved[name]:
                ok[0].checked = True
            valid[name] = [str(node.value) for node in ok]
            every[name] = len(ok) == len(nodes)
        shown = next((name for name in LENGTHS[1:] if len(valid[name]) > 1), "target")
        for name in LENGTHS:
            self.doc.querySelector(f'[data-setting="{name}"]').hidden = name != shown
        # Every setting is valid now: the Rules New game would build says what needs explaining
        # (were it refused after all, New game says why).
        try:
            note = lengths.note(domino.Rules(**lengths.rules_options({n: self.setting(n) for n in SETTINGS})))
        except ValueError:
            note = ""
        if shown == "target" and not every["target"]:
            title = getattr(domino.VARIANTS.get(variant), "title", variant)
            if valid["target"] == ["0"]:
                note = f"{title} is played as a single round."
                if moved["target"]:
                    note += " The length is set to 1 round."
            else:
                note = f"{title} offers only some lengths."
        self.el["variant-note"].textContent = note

    def new_game(self):
        import domino

        self.cancel_timer()
        self.close_dialog()
        self.sync_menu()
        cfg = {name: self.setting(name) for name in SETTINGS}
        try:
            rules = domino.Rules(**lengths.rules_options(cfg))
        except ValueError as exc:
            self.el["menu-error"].textContent = f"Can't start that game: {exc}"
            self.set_phase("menu")
            return
        self.el["menu-error"].textContent = ""
        if self.seed is None:
            seed = int(js.Math.random() * 2147483647)
        else:
            seed = self.seed if self.games == 0 else f"{self.seed}:{self.games}"
            if isinstance(seed, str) and seed.isdigit():
                seed = int(seed)
        self.games += 1
        self.cfg = cfg
        self.cfg["seed"] = seed
        self.match = domino.new_match(rules, seed=seed)
        n = int(cfg["players"])
        if cfg["mode"] == "computer":
            self.names = ("You",) + tuple(f"Computer {i}" for i in range(1, n))
        else:
            self.names = tuple(f"Player {i}" for i in range(1, n + 1))
        self.body.setAttribute("data-mode", cfg["mode"])
        self._board = None  # a fresh board (its view state) for each new game
        self.features.own_game()
        self.start_hand()
        self.emit("game-start")

    def start_hand(self):
        self.gen += 1
        self.viewer = 0 if self.cfg["mode"] == "computer" else None
        self.selected = self.fresh = None
        self.board.reset()
        self.note = ""
        if self.match.rules.full_game:
            self.last = f"{lengths.round_words(self.match.hand_number)[0]}: tiles dealt."
        else:
            self.last = "New hand dealt." if self.match.scores and any(self.match.scores) else "Tiles dealt."
        self._html.clear()
        self.advance()

    @property
    def board(self):
        """The board of the variant being played (made on first use, so a game restored or set
        up elsewhere gets the right one too)."""
        variant = self.cfg.get("variant") or "draw"
        if self._board is None or self._board.variant != variant:
            self._board = board_for(self, variant)
            self.body.setAttribute("data-variant", variant)
            self.body.setAttribute("data-board", self._board.kind)
        return self._board

    def is_computer(self, seat):
        return self.cfg["mode"] == "computer" and seat != 0

    # ---- the turn loop ----------------------------------------------------------------------------

    def advance(self):
        """Decide what the table shows next, from the engine's state alone."""
        g = self.match.game
        if self.features.save() is False:  # another tab plays this game now
            return
        if g.is_over:
            self.end_hand()
            return
        cur = g.current_player
        if self.is_computer(cur):
            self.set_phase("playing")
            self.schedule(cur)
            self.render()
        elif self.cfg["mode"] == "local" and self.viewer != cur:
            self.viewer = None
            self.selected = self.fresh = None
            self.board.reset()
            self.set_phase("handoff")
            self.render_handoff()
        else:
            self.set_phase("playing")
            self.render()

    def schedule(self, seat):
        import domino

        g = self.match.game
        obs = g.observation(seat)
        seed = None
        if self.seed is not None:
            seed = _fnv(f"{self.cfg['seed']}:{sum(self.match.scores)}:{len(obs.history)}:{seat}")
        if self.cfg["level"] == "expert" and len(obs.legal_moves) > 1:
            self.features.think(seat, obs, seed, self.delay)  # in slices: the page never freezes
            return
        move = domino.choose_move(self.cfg["level"], obs, seed=seed)
        wait = self.delay if move.kind == "play" else self.delay * 11 // 20
        self.pending = (self.gen, seat, move)
        self.timer = js.setTimeout(self._tick, wait)

    def on_tick(self, *_):
        self.timer = None
        pending, self.pending = self.pending, None
        if pending is None or self.match is None or self.phase != "playing" or self.paused:
            return
        gen, seat, move = pending
        g = self.match.game
        if gen != self.gen or g.is_over or g.current_player != seat:
            return
        g.apply(move)  # chosen from this very state; an IllegalMove here is an engine/AI bug
        self.record(seat, move)
        self.advance()

    def cancel_timer(self):
        if self.timer is not None:
            js.clearTimeout(self.timer)
        self.timer = None
        self.pending = None

    def record(self, seat, move, drawn=None):
        self.last = self.board.describe(self.names[seat], move, drawn)
        self.features.on_move(seat, move)
        self.note = ""
        self.selected = None
        self.board.reset()
        if seat != self.viewer:
            self.fresh = None
        g = self.match.game
        if move.kind == "play":
            self.placed = (self.gen, len(g.history))  # an undo, Continue or new hand moves gen on
        text = self.last
        ends = getattr(g.observation(seat), "ends", None) if move.kind == "play" else None
        if ends:
            text = f"{text.rstrip('.')}; ends are {ends[0]} and {ends[1]}."
        if not g.is_over and g.current_player == self.viewer and not self.is_computer(g.current_player):
            text += " Your turn." if self.cfg["mode"] == "computer" else ""
        self.say(text)

    # ---- people's moves ---------------------------------------------------------------------------

    def my_turn(self):
        """True when the person at the screen may move now."""
        if self.match is None or self.phase != "playing" or self.pending is not None:
            return False
        g = self.match.game
        return (not g.is_over and g.current_player == self.viewer
                and not self.is_computer(g.current_player))

    def whose_turn_note(self):
        if self.match is None or self.match.game.is_over:
            return ""
        cur = self.match.game.current_player
        return f"Wait: it's {self.names[cur]}'s turn." if cur != self.viewer else ""

    def play(self, move):
        import domino

        g = self.match.game
        seat = g.current_player
        before = set(g.observation(seat).hand) if move.kind == "draw" else None
        lesson = self.tutorial.active
        try:
            if lesson:
                self.tutorial.apply(move)  # the lesson's check first, then the rules
            else:
                g.apply(move)
        except domino.IllegalMove as exc:
            self.note = str(exc) if lesson else f"That move isn't allowed ({exc})."
            self.selected = None
            self.render()
            return
        drawn = None
        if before is not None:
            new = set(g.observation(seat).hand) - before
            drawn = next(iter(new)) if len(new) == 1 else None
        self.record(seat, move, drawn)
        self.fresh = drawn
        if lesson and self.tutorial.finished():
            return
        self.advance()

    def legal(self):
        return list(self.match.game.observation(self.viewer).legal_moves) if self.my_turn() else []

    def click_tile(self, text):
        if not self.my_turn():
            self.note = self.whose_turn_note()
            self.render()
            return
        tile = self.board.parse_tile(text)
        if tile is None or tile not in self.match.game.observation(self.viewer).hand:
            return
        if self.tutorial.active:
            why = self.tutorial.why_not(tile, self.legal())
            if why:
                self.note = why
                self.render()
                return
        self.board.click_tile(tile, self.legal())

    def click_kind(self, kind):
        if not self.my_turn():
            return
        for m in self.legal():
            if m.kind == kind:
                self.play(m)
                return

    # ---- events -----------------------------------------------------------------------------------

    def on_click(self, event):
        target = event.target
        if _absent(target) or not hasattr(target, "closest"):
            return
        board = self.board.targets
        el = target.closest("[data-action],[data-hand] [data-tile]" + (f",{board}" if board else ""))
        if _absent(el) or getattr(el, "disabled", False):
            return
        action = el.getAttribute("data-action")
        if self.features.lost and self.phase != "menu" and action not in ("menu", "help", "pause"):
            self.features.lose_game()  # this tab stopped: say so again rather than act
            return
        repeat = (event.detail or 0) > 1  # the 2nd click of a double click: never a second move
        self.keyboard = not event.detail  # Enter/Space on a button: keep the focus in the game
        if action and self.extras is not None and self.extras.action(action, el):
            return
        if action == "new-game":
            if not repeat and self.features.may_replace_save("new-game"):
                self.new_game()
        elif action == "menu":
            self.to_menu()
        elif action == "continue":
            self.resume()
        elif action == "next-hand":
            if not repeat and self.match is not None and self.match.game.is_over and not self.match.is_over:
                self.close_dialog()
                self.match.next_hand()
                self.start_hand()
        elif action == "ready":
            if self.phase == "handoff" and self.match is not None and not self.match.game.is_over:
                self.viewer = self.match.game.current_player
                self.note = ""
                self.set_phase("playing")
                self.render()
        elif action in ("draw", "pass"):
            if not repeat:
                self.click_kind(action)
        elif repeat:
            return
        elif el.hasAttribute("data-tile") and not _absent(el.closest("[data-hand]")):
            self.click_tile(el.getAttribute("data-tile"))
        elif self.phase == "playing":
            self.board.click(el)

    def on_key(self, event):
        if self.phase != "playing":
            return
        if self.board.key(event):
            event.preventDefault()
            return
        if event.key == "Escape" and self.selected is not None:
            self.selected = None
            self.board.reset()
            self.note = ""
            self.render()

    def on_pointer(self, event):
        """Pointer events on the board container (a board that pans follows drags)."""
        if self.phase in ("playing", "round-over", "match-over"):
            self.board.pointer(event)

    def on_resize(self, *_):
        if self.match is not None and self.phase != "menu":
            self.board.after_render()

    def on_cancel(self, event):
        event.preventDefault()  # the round-over dialog closes through its buttons only

    def to_menu(self):
        self.tutorial.leave()
        self.cancel_timer()
        self.gen += 1
        self.close_dialog()
        self.set_phase("menu")  # the menu offers Continue while a game is saved

    def resume(self):
        if self.phase == "menu":
            self.features.continue_game()

    def resume_now(self):
        """Play on the game in memory (just restored from its save)."""
        if self.match is None or self.match.is_over:
            return
        self.cancel_timer()
        self.close_dialog()
        self.gen += 1
        if self.cfg["mode"] == "local":
            self.viewer = None
        self._html.clear()
        self.advance()

    # ---- rendering --------------------------------------------------------------------------------

    def close_dialog(self):
        dlg = self.el["round-dialog"]
        if dlg.open:
            dlg.close()
        write(self.el["round-body"], EMPTY)
        write(self.el["menu-resume"], EMPTY)

    def render_handoff(self):
        g = self.match.game
        cur = g.current_player
        obs = g.observation(cur)
        # Nothing of any hand on this screen: the hand and chain containers are emptied.
        self.put("hand", EMPTY)
        self.put("actions", EMPTY)
        self.put("seats", EMPTY)
        self.put("me", EMPTY)
        shown = self.board.handoff_containers(obs)
        for key in CONTAINERS:
            self.put(key, shown.get(key, EMPTY))
        self.put("stock", self.board.stock_html(obs))
        self.put("scores", self.scoreboard())
        name = self.names[cur]
        last = html('<p class="handoff-last">{}</p>', self.last) if self.last else EMPTY
        self.put(
            "handoff-body",
            html('<h2 id="handoff-title">Pass the device to {name}</h2>{last}'
                 '<p>{name}, tap the button when nobody else can see the screen.</p>'
                 '<button type="button" class="primary big" data-action="ready">Show my tiles</button>'
                 '<div class="handoff-menu tools">{tools}'
                 '<button type="button" class="chip" data-action="menu">Menu</button></div>',
                 name=name, last=last, tools=self.features.tools_html()),
        )
        self.put("status", html("Waiting for {}.", name))
        self.body.setAttribute("data-turn", str(cur))
        self.features.after_render()
        # The card is rewritten (after a move, or Undo pressed on it): the keyboard goes on from
        # Show my tiles rather than from the page's body.
        self.refocus(('#handoff [data-action="ready"]',))

    def scoreboard(self):
        """The score bar: points to the target, or the full game's round and pips so far."""
        rules = self.match.rules
        if rules.full_game:
            return view.scores_html(self.names, self.match.scores, "pips", unit="pips",
                                    lead=lengths.round_words(self.match.hand_number))
        return view.scores_html(self.names, self.match.scores, f"to {rules.target}" if rules.is_match else "")

    def render(self):
        g = self.match.game
        over = g.is_over
        viewer = self.viewer
        obs = g.observation(viewer if viewer is not None else 0)
        cur = None if over else g.current_player
        mine = self.my_turn()
        legal = list(obs.legal_moves) if mine else []
        board = self.board
        playable = board.playable(legal)
        if self.selected not in playable:
            self.selected = None
        kinds = {m.kind for m in legal}
        computers = {s for s in range(len(self.names)) if self.is_computer(s)}
        waiting = self.pending[1] if self.pending is not None else None

        shown = board.containers(obs, legal, self.selected)
        for key in CONTAINERS:
            self.put(key, shown.get(key, EMPTY))
        if self.placed == (self.gen, len(g.history)):
            board.arrive()
        self.placed = None  # once: the hand-off screen shows no board, so it waits for this render
        self.put("stock", board.stock_html(obs))
        self.put("scores", self.scoreboard())
        self.put("seats", view.seats_html(self.names, obs.hand_counts, cur, viewer, computers, waiting))
        if viewer is None:
            self.put("hand", EMPTY)
            self.put("me", EMPTY)
        else:
            label = "Your hand" if self.cfg["mode"] == "computer" else f"{self.names[viewer]}'s hand"
            self.el["hand"].setAttribute("aria-label", label)
            self.put("hand", board.hand_html(obs.hand, playable, self.selected, self.fresh, mine))
            self.flag("hand", "data-many", len(obs.hand) > 10)
            n = obs.hand_counts[viewer]
            turn = " on-turn" if cur == viewer else ""
            self.put(
                "me",
                html('<span class="me-name{turn}">{label}</span>'
                     '<span class="me-count" data-seat="{viewer}" data-count="{n}">{n} {tiles}</span>',
                     turn=turn, label=label, viewer=viewer, n=n, tiles="tile" if n == 1 else "tiles"),
            )
        self.put("actions", board.actions_html(obs, kinds))
        self.body.setAttribute("data-turn", "" if cur is None else str(cur))

        # Status line: what just happened, then whose turn it is and what to do.
        if over:
            prompt = "The hand is over."
        elif mine:
            prompt = self.note or board.prompt(obs, legal, playable, kinds)
        elif self.note:
            prompt = self.note
        elif cur is not None and cur in computers:
            prompt = f"{self.names[cur]} is thinking…"
        else:
            prompt = f"{self.names[cur]}'s turn." if cur is not None else ""
        last = html('<span class="last">{}</span> ', self.last) if self.last else EMPTY
        self.put("status", html('{}<span class="prompt">{}</span>', last, prompt))
        board.after_render()
        self.features.after_render()
        self.emit("render")
        if mine and self.keyboard:
            self.focus_play()

    def focus_play(self):
        """After a keyboard move the old button is gone: put the focus where the next move is."""
        self.refocus((*self.board.focus_targets, '[data-hand] [aria-pressed="true"]',
                      '[data-hand] [data-playable="true"]', '[data-action="draw"]', '[data-action="pass"]'))

    def refocus(self, selectors):
        """When the focused control went with a re-render, focus the first of `selectors` there is."""
        active = self.doc.activeElement
        if not _absent(active) and active.tagName != "BODY" and active.isConnected:
            return
        for sel in selectors:
            node = self.doc.querySelector(sel)
            if not _absent(node):
                node.focus()
                return

    def hand_title(self, w, number=None):
        """A hand's result; `number` names the round of a full game."""
        you = self.cfg["mode"] == "computer" and w == 0
        if w is None:
            return f"Round {number} is a draw" if number else "Draw"
        what = f" round {number}" if number else ""
        return f"You win{what}!" if you else f"{self.names[w]} wins{what}"

    def match_title(self, w):
        """The match's result, from the engine's winner (None: a tie for the lowest total)."""
        if w is None:
            return "The match is a draw"
        return "You win the match!" if self.cfg["mode"] == "computer" and w == 0 else f"{self.names[w]} wins the match"

    def end_hand(self):
        self.cancel_timer()
        match = self.match
        g = match.game
        out = g.outcome
        if self.cfg["mode"] == "local":
            self.viewer = None
        self.selected = None
        self.render()  # the final table, shown under the dialog
        rules = match.rules
        long = lengths.is_long(rules)
        match_over = long and match.is_over
        w = out.winner
        you = self.cfg["mode"] == "computer"
        if out.reason == "out":
            detail = "You played your last tile." if you and w == 0 else f"{self.names[w]} played their last tile."
        else:
            detail = self.board.blocked_text(tie=w is None)
        if match_over:
            title = self.match_title(match.winner)
            last = f"round {match.hand_number}" if rules.full_game else "this hand"
            detail = f"Final {'totals' if rules.full_game else 'score'} after {last}. {detail}"
        else:
            title = self.hand_title(w, match.hand_number if rules.full_game else None)
        sheet, why, hand = "", "", None
        winner = match.winner if match_over else w  # the match's, not the last hand's (the full game, Tri-Ominos)
        if rules.full_game:
            why = lengths.standing(self.names, match.scores, match_over)
            sheet = view.sheet_html(self.names, [(k, lengths.engine_of(k), o.pips)
                                                 for k, o in enumerate(match.results, 1)])
        elif rules.triominos_scoring:
            why = tripoints.end_why(out, self.names)
            hand = out.scores
            sheet = view.account_html(self.names, tripoints.accounts(g))
        elif rules.is_match:
            why = screens.score_why(out, self.names, rules.blocked_scoring)
        summary = view.round_html(
            title=title, detail=detail, names=self.names, hands=out.hands, pips=out.pips,
            winner=winner, scores=match.scores if long else None, goal=lengths.goal(rules, match.hand_number, match_over),
            points=out.points, next_hand=long and not match.is_over, match_over=match_over, why=why,
            mini=self.board.mini_html, total_word=self.board.total_word, sheet=sheet,
            score_word="Total" if rules.full_game else "Score",
            next_word="Next round" if rules.full_game else "Next hand", hand=hand,
        )
        write(self.el["round-body"], summary)
        self._html.pop("round-body", None)
        self.say(f"{self.last} {title}. {detail}")
        self.set_phase("match-over" if match_over else "round-over")
        self.features.hand_over(match_over)
        dlg = self.el["round-dialog"]
        if not dlg.open:
            dlg.showModal()
        self.emit("hand-over")
