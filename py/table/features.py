"""Everything around the game itself: saves and Continue, the Daily match, coins, records, the hint,
undo, restart, settings and sound (issues 3, 4 and 7).

The table controller (app.py) calls a handful of hooks here (after a move, after a render, at the end
of a hand, on a phase change, when a computer at Expert level must think); everything else lives in
this module and in the pure modules it uses (store, profile, prefs, screens, thinker).
"""

from __future__ import annotations

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull

from . import prefs as P
from . import profile as PR
from . import documents, lengths, screens
from .params import daily_date
from .markup import EMPTY, html, insert, raw, write
from .store import open_browser_storage, parse
from .tabs import Tabs
from .thinker import Slices, expert_search


def _absent(value) -> bool:
    return value is None or value is jsnull


def _local_today() -> str:
    d = js.Date.new()
    return f"{int(d.getFullYear()):04d}-{int(d.getMonth()) + 1:02d}-{int(d.getDate()):02d}"


class Features:
    def __init__(self, app):
        self.app = app
        doc = js.document
        self.doc = doc
        self.tools = doc.getElementById("tools")
        self.panel = doc.getElementById("panel")
        self.panel_body = doc.getElementById("panel-body")
        self.menu_daily = doc.getElementById("menu-daily")
        self.menu_coins = doc.getElementById("menu-coins")
        self.menu_note = doc.getElementById("menu-note")
        self.menu_records = doc.getElementById("menu-records")
        self.menu_settings = doc.getElementById("menu-settings")
        params = js.URLSearchParams.new(js.location.search)
        self.today = _local_today()
        day = params.get("date")  # the Daily match's date, for tests and demos
        utc_today = str(js.Date.new().toISOString())[:10]
        self.daily_day, self.date_note = daily_date(None if _absent(day) else str(day), utc_today)
        self.hooks = params.get("hooks") == "1"
        self.store = None
        self.profile = PR.new_profile(self.today)
        self.prefs = dict(P.DEFAULTS)
        self.hint = None        # (gen, moves so far, move) of the hint on show
        self.hinting = None     # Slices of a hint being worked out
        self.thinking = None    # Slices of a computer at Expert level
        self.audio = None
        self.motion = None      # the prefers-reduced-motion media query, watched from start()
        self.gift = 0
        self.tabs = None
        self.written = None     # the game save as this tab last wrote it (None: not this tab's game)
        self.lost = False       # another tab took this game over: nothing is saved or played here
        self.saved_by = None    # the tab that wrote the save restored last
        self._restored = None
        self._html = None
        self._click = create_proxy(self.on_click)
        self._change = create_proxy(self.on_change)
        self._storage = create_proxy(self.on_storage)

    # ---- start-up -----------------------------------------------------------------------------

    def start(self):
        self.store = open_browser_storage(js.window)
        self.tabs = Tabs()
        stored = self.store.get_raw(self.store.key("profile"))
        self.gift = 0

        def gift(profile):
            self.gift = PR.daily_gift(profile, self.today)
            return bool(self.gift)

        # A first visit or a gift is written; merely opening a second tab writes nothing.
        self.change_profile(gift, always=stored is None)
        self.prefs = self.store.load("settings", dict(P.DEFAULTS), documents.check_settings)
        if self.date_note:
            self.store._tell(self.date_note)
        self.motion = js.window.matchMedia("(prefers-reduced-motion: reduce)")
        self.motion.addEventListener("change", create_proxy(lambda e: self.apply_prefs()))  # followed live
        self.apply_prefs()
        self.doc.addEventListener("click", self._click)
        self.panel.addEventListener("change", self._change)
        self.panel.addEventListener("cancel", create_proxy(lambda e: self.close_panel()))
        js.window.addEventListener("storage", self._storage)
        self.restore()
        if self.hooks:
            js.window.dominoBench = create_proxy(self.bench_search)
        js.setTimeout(create_once_callable(self.warm_up), 0)

    @staticmethod
    def warm_up(*_):
        """Import the engine and the search while the menu waits, not in the first move's task."""
        import domino.ai.search  # noqa: F401
        import domino.ai.levels  # noqa: F401

    def restore(self) -> bool:
        """The latest game in progress, as saved after its last move: back in memory, offered as
        Continue. Every field is checked before the table uses it (documents.check_game)."""
        doc = self.store.load("game", None, self._check_game)
        app = self.app
        if not doc:
            app.match = None
            return False
        table = doc["table"]
        app.match = self._restored
        self._restored = None
        app.cfg = {**table["cfg"], **lengths.menu_settings(app.match.rules)}
        app.names = tuple(table["names"])
        app.last = table["last"]
        app.fresh = tuple(table["fresh"]) if table["fresh"] else None
        app.viewer = 0 if app.cfg["mode"] == "computer" else None
        app.body.setAttribute("data-mode", app.cfg["mode"])
        self.saved_by = doc.get("tab")
        return True

    def _check_game(self, doc):
        out, problems, self._restored = documents.check_game(doc)
        return out, problems

    # ---- saving -------------------------------------------------------------------------------

    def save(self):
        """Called before each table decision (after every move): the match and the table state.
        Only the tab playing the game writes it: once another tab has written the save, this one
        stops and says so, and never writes over it."""
        app = self.app
        if app.match is None or app.tutorial.active:  # a lesson is never a game to continue
            return
        if self.lost or not self.still_mine():
            self.lose_game()
            return False
        if app.match.is_over:
            self.store.remove("game")
            self.written = None
            return True
        self.store.save("game", {
            "match": app.match.to_json(), "tab": self.tabs.id,
            "table": {"cfg": app.cfg, "names": list(app.names), "last": app.last,
                      "fresh": list(app.fresh) if app.fresh else None},
        })
        self.written = self.store.get_raw(self.store.key("game"))
        self.show_messages()
        return True

    def still_mine(self) -> bool:
        """The stored save is the one this tab wrote last (or this tab starts a new one)."""
        return self.written is None or self.store.get_raw(self.store.key("game")) == self.written

    def own_game(self):
        """This tab starts playing the game in memory (a new game, or one taken over): its next save
        is written whatever the stored one holds."""
        self.lost = False
        self.written = None

    def lose_game(self):
        """Another tab is playing this game now: stop here and offer to take it back."""
        app = self.app
        self.lost = True
        app.cancel_timer()
        app.gen += 1
        if not self.panel.open:
            self.open_panel(screens.notice_html(
                "Playing in another tab",
                "This game is now being played in another tab or window, so this tab has stopped "
                "(nothing it does is saved). Take it over to play it here from its latest move.",
                [("stay", "Not now", "secondary"), ("take-over", "Play it here", "primary")]), "stale")

    def continue_game(self, ask=True):
        """Continue the saved game from its latest move. While the tab that saved it is still open,
        the player is asked first (`ask`); taking it over stops that tab."""
        app = self.app
        if not self.restore():
            self.lost = False
            app.to_menu()
            app.el["menu-error"].textContent = "That game is no longer saved: it ended or was replaced in another tab."
            return
        if ask and self.saved_by != self.tabs.id and self.tabs.is_open(self.saved_by):
            self.open_panel(screens.notice_html(
                "This game is open in another tab",
                "It is being played in another tab or window. Play it here instead? The other tab "
                "stops, and this one goes on from the game's latest move.",
                [("stay", "Not now", "secondary"), ("take-over", "Play it here", "primary")]), "take-over")
            return
        self.close_panel()
        self.own_game()
        app.resume_now()
        self.save()  # the game is this tab's now: the other tab hears of it at once

    def may_replace_save(self, then: str) -> bool:
        """A new game replaces the saved one. While another open tab is playing that game, ask
        first (`then`, the start the player chose, is carried out on yes)."""
        try:
            doc = parse(self.store.get_raw(self.store.key("game")) or "null")
        except Exception:
            return True
        tab = doc.get("tab") if isinstance(doc, dict) else None
        if tab == self.tabs.id or not self.tabs.is_open(tab):
            return True
        self.open_panel(screens.notice_html(
            "A game is being played in another tab",
            "Starting a new game here ends that game: only one game is saved at a time.",
            [("stay", "Cancel", "secondary"), ("replace", "Start a new game", "primary")]), "replace")
        self.panel.querySelector('[data-ui="replace"]').setAttribute("data-then", then)
        return False

    def change_profile(self, change, always=True):
        """Coins, records and Daily history change on the latest stored profile, never on this tab's
        copy of it: another tab's wins and spending are kept. `change(profile)` returns False to
        write nothing."""
        latest = self.store.load("profile", None, lambda d: documents.check_profile(d, self.today))
        profile = latest if latest is not None else PR.new_profile(self.today)
        changed = change(profile)
        self.profile = profile
        if changed is not False or always or latest is None:
            self.save_profile()
        return changed

    def save_profile(self):
        self.store.save("profile", self.profile)
        self.show_messages()

    def show_messages(self):
        msgs = self.store.take_messages()
        if msgs:
            old = str(self.menu_note.textContent or "")
            self.menu_note.textContent = " ".join(([old] if old else []) + msgs)
            self.app.say(" ".join(msgs))

    # ---- hooks from the table -----------------------------------------------------------------

    def on_phase(self, phase):
        menu = phase == "menu"
        for node, name in ((self.menu_records, "records"), (self.menu_settings, "settings")):
            self.app.action(node, name, menu)
        if menu:
            self.render_menu()
            write(self.tools, EMPTY)
            self._html = None
        if phase != "playing":
            self.hint = None

    def render_menu(self):
        app = self.app
        gift = html('<span class="gift">+{} daily gift</span>', self.gift) if self.gift else EMPTY
        write(self.menu_coins, screens.coins_html(self.profile["coins"]) + gift)
        write(self.menu_daily, screens.daily_html(self.daily_day, self.profile["daily"].get(self.daily_day)))
        self.offer_continue()
        self.show_messages()

    def on_move(self, seat, move):
        self.hint = None
        self.sound("click")  # every move, whoever made it and whichever way (tile, end, key, button)

    def after_render(self):
        app = self.app
        if app.match is None:
            return
        if app.tutorial.active:  # no coins, hints or undo in a lesson
            write(self.tools, EMPTY)
            self._html = None
            return
        level = app.cfg.get("level")
        app.body.setAttribute("data-suggest", "on" if P.suggest_on(self.prefs, level, app.cfg.get("mode")) else "off")
        tools = EMPTY if app.phase == "handoff" else self.tools_html()  # the hand-off card has its own
        if tools != self._html:
            write(self.tools, tools)
            self._html = tools
        for node in list(self.doc.querySelectorAll("[data-hint]")):
            node.removeAttribute("data-hint")
        hint = self.hint_now()
        if hint is not None:
            if hint.kind == "play":
                text = "-".join(str(n) for n in hint.tile)
                node = self.doc.querySelector(f'[data-hand] [data-tile="{text}"]')
                if not _absent(node):
                    node.setAttribute("data-hint", "true")
                for sel in app.board.hint_targets(hint):  # the end, cell or train to play on
                    where = self.doc.querySelector(sel)
                    if not _absent(where):
                        where.setAttribute("data-hint", "true")
            else:
                node = self.doc.querySelector(f'[data-action="{hint.kind}"]')
                if not _absent(node):
                    node.setAttribute("data-hint", "true")

    def hand_over(self, match_over):
        """End of a hand: at the end of the game, records and coins (once), and the save is cleared."""
        app = self.app
        match, cfg = app.match, app.cfg
        if not match.is_over or cfg.get("settled"):
            return
        cfg["settled"] = True
        self.store.remove("game")  # first: on a full storage this makes room for the profile
        self.written = None
        winner = match.winner
        mode = cfg.get("mode")
        outcome = {}

        def settle(profile):
            if mode != "computer":
                PR.record_local(profile, app.names[winner] if winner is not None else None)
                return
            result = "draw" if winner is None else ("win" if winner == 0 else "loss")
            day = cfg.get("daily")
            counted = True
            if day:
                counted = not cfg.get("unrecorded") and PR.record_daily(profile, day, result, list(match.scores))
            else:
                PR.record_computer(profile, cfg.get("variant", "draw"), cfg.get("level", "easy"), result)
            outcome["result"] = result
            if result == "win" and counted:
                coins = PR.payout(cfg.get("level", "easy"), match.rules.target, match.rules.full_game)
                profile["coins"] += coins
                outcome["reward"] = f"+{coins} coins for the win."
            elif day and not counted:
                outcome["reward"] = "A replay: not recorded."

        self.change_profile(settle)
        reward = outcome.get("reward", "")
        if outcome.get("result") == "win":
            self.sound("win")
        if reward:
            detail = app.el["round-body"].querySelector(".detail")
            if not _absent(detail):
                insert(detail, "afterend", html('<p class="reward" data-reward>{} {} You have {} coins.</p>',
                                                screens.coin(), reward, self.profile["coins"]))

    # ---- computer at Expert level: think in slices --------------------------------------------

    def think(self, seat, obs, seed, wait):
        """Start Expert's search for `seat`; the move is scheduled when it is done (app.pending holds
        a placeholder meanwhile, so the person cannot move)."""
        app = self.app
        gen = app.gen
        search, samples = expert_search(obs, seed)
        app.pending = (gen, seat, None)

        def alive():
            return app.pending is not None and app.pending[0] == gen and app.pending[2] is None

        def done(move, _search):
            self.thinking = None
            if not alive():
                return
            left = max(0, wait - int(slices.elapsed))
            app.pending = (gen, seat, move)
            app.timer = js.setTimeout(app._tick, left)

        slices = Slices(search, samples, done, alive)
        self.thinking = slices
        slices.start()

    # ---- tools: hint, undo, restart -----------------------------------------------------------

    def paid(self) -> bool:
        return self.app.cfg.get("mode") == "computer"

    def coins_shown(self):
        return self.profile["coins"] if self.paid() else None

    def tiles_played(self) -> int:
        return sum(1 for g in self.app.match.games for s, m in g.history if s == 0 and m.kind == "play")

    def tools_html(self) -> str:
        """The tools usable now (with the coins when they cost any): under the table, or on the
        hand-off card of a same-device game."""
        return screens.tools_html(self.coins_shown(), self.tool_list())

    def tool_list(self):
        app = self.app
        if app.phase not in ("playing", "handoff") or app.match.game.is_over:
            return []
        coins = self.profile["coins"]
        paid = self.paid()
        tools = []
        mine = app.my_turn()

        def price_of(n):
            return n if paid else 0

        def afford(n):
            return (True, "") if coins >= n else (False, f"Needs {n} coins")

        if mine:
            price = price_of(PR.HINT)
            ok, why = afford(price)
            if self.hint_running():
                tools.append(("hint", "Thinking…", 0, False, ""))
            else:
                tools.append(("hint", "Hint", price, ok and self.hint_now() is None, why))
        undo = self.undo_index()
        if undo is not None:
            price = price_of(PR.UNDO)
            ok, why = afford(price)
            seat = app.match.game.history[undo][0]
            label = "Undo" if paid else f"Undo {app.names[seat]}'s move"  # whose: the seat goes back to them
            tools.append(("undo", label, price, ok, why))
        if app.phase == "playing" and not app.cfg.get("daily"):
            price = price_of(PR.restart_price(self.tiles_played()))
            ok, why = afford(price)
            tools.append(("restart", "Restart", price, ok, why))
        return tools

    def hint_now(self):
        app = self.app
        if self.hint is None or not app.my_turn():
            return None
        gen, n, move = self.hint
        return move if gen == app.gen and n == len(app.match.game.history) else None

    def hint_running(self) -> bool:
        """A hint is being worked out for this very position. One whose game moved on meanwhile
        (an undo, a restart, the menu) is dropped here: it stops without reporting back."""
        if self.hinting is not None and not self.hinting.alive():
            self.hinting.stop()
            self.hinting = None
        return self.hinting is not None

    def do_hint(self):
        app = self.app
        if not app.my_turn() or self.hint_running() or self.hint_now() is not None:
            return
        price = PR.HINT if self.paid() else 0
        if not PR.can_pay(self.profile, price):
            return
        obs = app.match.game.observation(app.viewer)
        gen, n = app.gen, len(app.match.game.history)
        search, samples = expert_search(obs)

        def alive():
            return app.gen == gen and len(app.match.game.history) == n

        def done(move, _search):
            self.hinting = None
            # Paid only when it is shown: a hint whose game moved on (undo, restart, menu) is free.
            if not alive() or not self.change_profile(lambda p: PR.pay(p, price)):
                return
            self.hint = (gen, n, move)
            if move.kind == "play":
                app.note = app.board.hint(move)  # selects the tile (and cell, turn) on the board
            else:
                app.note = f"Hint: {move.kind}."
            app.say(app.note)
            app.render()

        self.hinting = Slices(search, samples, done, alive)
        app.render()
        self.hinting.start()

    def undo_index(self):
        """Index in this hand's history of the move Undo takes back now, or None; never past the
        start of the hand.

        vs Computer: the person's last move, on their turn (the computer's replies after it go too).
        Same device: the last move, whoever made it (every seat is human), on a turn or on the
        hand-off screen, where the player who just moved still holds the device."""
        app = self.app
        game = app.match.game
        hist = game.history
        if game.is_over or app.tutorial.active:
            return None
        if app.cfg.get("mode") == "computer":
            if not app.my_turn():
                return None
            return next((i for i in range(len(hist) - 1, -1, -1) if hist[i][0] == 0), None)
        if app.phase not in ("playing", "handoff"):
            return None
        return len(hist) - 1 if hist else None

    def do_undo(self):
        """Replay the hand from its deal up to the move taken back: the exact earlier state. The
        turn goes back to whoever made that move; in a same-device game through the hand-off
        screen when that is not the person at the screen (advance decides, as after any move)."""
        import domino

        app = self.app
        idx = self.undo_index()
        price = PR.UNDO if self.paid() else 0
        if idx is None or not self.change_profile(lambda p: PR.pay(p, price), always=False):
            return
        seat = app.match.game.history[idx][0]
        doc = app.match.to_json()
        doc["hands"][-1] = doc["hands"][-1][:idx]
        app.cancel_timer()
        app.gen += 1
        app.match = domino.Match.from_json(doc)
        app.selected = app.fresh = None
        app.board.reset()
        app.note = ""
        app.last = "You took back your last move." if self.paid() else f"{app.names[seat]}'s last move was taken back."
        self.hint = None
        app.say(app.last)
        app.advance()

    def do_restart(self):
        app = self.app
        if app.phase != "playing" or app.match is None or app.cfg.get("daily"):
            return
        price = PR.restart_price(self.tiles_played()) if self.paid() else 0
        if not self.change_profile(lambda p: PR.pay(p, price), always=False):
            return
        from .app import SETTINGS

        chosen = {**app.cfg, **lengths.menu_settings(app.match.rules)}  # the rules played, exactly
        for name in SETTINGS:
            node = self.doc.querySelector(f'[data-setting="{name}"] input[value="{chosen.get(name)}"]')
            if not _absent(node):
                node.checked = True
        app.new_game()

    # ---- the Daily match ----------------------------------------------------------------------

    def start_daily(self, day, replay=False):
        import domino

        app = self.app
        app.cancel_timer()
        app.close_dialog()
        app.el["menu-error"].textContent = ""
        app.cfg = {"mode": "computer", "players": "2", "variant": "draw", "level": "medium", "target": "50",
                   "seed": day, "daily": day, "unrecorded": bool(replay)}
        app.match = domino.daily_match(day)
        app.names = ("You", "Computer 1")
        app.body.setAttribute("data-mode", "computer")
        self.own_game()
        app.start_hand()

    # ---- screens: records, settings, notices --------------------------------------------------

    def open_panel(self, markup, kind):
        write(self.panel_body, markup)
        self.panel.setAttribute("data-panel", kind)
        if not self.panel.open:
            self.panel.showModal()
        node = self.panel.querySelector("[data-ui='close'], [data-ui='records'], button")
        if not _absent(node):
            node.focus()

    def close_panel(self):
        if self.panel.open:
            self.panel.close()
        write(self.panel_body, EMPTY)
        self.panel.removeAttribute("data-panel")

    def on_change(self, event):
        target = event.target
        name = target.getAttribute("data-pref") if hasattr(target, "getAttribute") else None
        if _absent(name) or not name:
            return
        self.prefs[str(name)] = str(target.value)
        self.prefs = P.clean(self.prefs)
        self.store.save("settings", self.prefs)
        self.apply_prefs()
        if self.prefs["sound"] == "on":
            self.wake_audio()  # switched on: heard at once (a change event counts as a gesture)
            self.sound("click")

    def apply_prefs(self):
        body = self.app.body
        body.setAttribute("data-tiles", self.prefs["tiles"])
        anim = P.anim(self.prefs, bool(self.motion.matches))
        body.setAttribute("data-anim", anim)
        base = getattr(self.app, "base_delay", None)
        if base is None:
            base = self.app.base_delay = self.app.delay
        self.app.delay = int(base * P.PACE[anim])
        if self.app.match is not None and self.app.phase == "playing":
            self.app.render()

    def on_storage(self, event):
        """Another tab changed a stored document: coins, records and settings follow it at once; a
        game save this tab did not write stops this tab's game (see save)."""
        key = event.key
        if _absent(key):  # the other tab cleared all storage
            key = self.store.key("game")
        key = str(key)
        app = self.app
        if key == self.store.key("profile"):
            self.change_profile(lambda p: False, always=False)
            if app.phase == "menu":
                self.render_menu()
            elif app.match is not None:
                self.after_render()
        elif key == self.store.key("settings"):
            self.prefs = self.store.load("settings", dict(P.DEFAULTS), documents.check_settings)
            self.apply_prefs()
        elif key == self.store.key("tutorial"):
            app.tutorial.reload()
        elif key == self.store.key("game"):
            if self.written is not None and app.phase != "menu" and not self.still_mine():
                self.lose_game()
            elif app.phase == "menu":
                self.offer_continue()

    def offer_continue(self):
        """The menu offers Continue while a game is saved (here or by another tab)."""
        app = self.app
        saved = self.store.get_raw(self.store.key("game")) is not None  # memory too, when storage refuses
        button = raw('<button type="button" class="primary" data-action="continue">Continue game</button>')
        write(app.el["menu-resume"], button if saved else EMPTY)

    def on_click(self, event):
        target = event.target
        if _absent(target) or not hasattr(target, "closest"):
            return
        self.wake_audio()
        el = target.closest("[data-action],[data-ui]")
        if _absent(el) or getattr(el, "disabled", False):
            return
        if (event.detail or 0) > 1:
            return
        action = el.getAttribute("data-action")
        ui = el.getAttribute("data-ui")
        if not _absent(action):
            action = str(action)
            if self.lost and action in ("hint", "undo", "restart"):
                return  # the table's own listener says why
            if action == "records":
                self.open_panel(screens.records_html(self.profile, self.daily_day), "records")
            elif action == "settings":
                self.open_panel(screens.settings_html(self.prefs), "settings")
            elif action == "hint":
                self.do_hint()
            elif action == "undo":
                self.do_undo()
            elif action == "restart":
                self.do_restart()
            return
        ui = str(ui)
        if ui in ("close", "stay"):
            self.close_panel()
        elif ui == "take-over":
            self.continue_game(ask=False)
        elif ui == "records":
            self.open_panel(screens.records_html(self.profile, self.daily_day), "records")
        elif ui == "reset":
            self.open_panel(screens.confirm_reset_html(), "confirm")
        elif ui == "reset-yes":
            self.change_profile(PR.reset_records)
            self.open_panel(screens.records_html(self.profile, self.daily_day), "records")
            self.render_menu()
        elif ui in ("daily", "daily-replay"):
            if self.may_replace_save(ui):
                self.start_daily(self.daily_day, ui == "daily-replay")  # the checked date, not the DOM's
        elif ui == "replace":
            self.close_panel()
            then = str(el.getAttribute("data-then"))
            if then == "new-game":
                self.app.new_game()
            elif then in ("daily", "daily-replay"):
                self.start_daily(self.daily_day, then == "daily-replay")

    # ---- sound (Web Audio, synthesised) -------------------------------------------------------

    def wake_audio(self):
        """Audio may only start from a gesture: make the context on the first click."""
        if self.audio is not None or self.prefs.get("sound") != "on":
            return
        try:
            ctor = getattr(js.window, "AudioContext", None)
            if _absent(ctor) or ctor is None:
                return
            self.audio = ctor.new()
        except Exception:
            self.audio = False

    def sound(self, kind):
        ctx = self.audio
        if not ctx or self.prefs.get("sound") != "on" or self.app.muted:  # muted: by a portal host
            return
        try:
            now = ctx.currentTime
            notes = [(660, 0.0, 0.05)] if kind == "click" else [(523, 0, .12), (659, .1, .12), (784, .2, .25)]
            for freq, at, length in notes:
                osc = ctx.createOscillator()
                gain = ctx.createGain()
                osc.type = "triangle" if kind == "click" else "sine"
                osc.frequency.value = freq
                gain.gain.setValueAtTime(0.0001, now + at)
                gain.gain.exponentialRampToValueAtTime(0.2, now + at + 0.01)
                gain.gain.exponentialRampToValueAtTime(0.0001, now + at + length)
                osc.connect(gain)
                gain.connect(ctx.destination)
                osc.start(now + at)
                osc.stop(now + at + length + 0.02)
        except Exception:
            self.audio = False

    # ---- benchmark hook (?hooks=1) ------------------------------------------------------------

    def bench_search(self, samples=200):
        """Time Search(...).run(samples) on the fixed benchmark position, in ms."""
        import time

        from .probe import bench_search

        t0 = time.perf_counter()
        bench_search(int(samples))
        return (time.perf_counter() - t0) * 1000
