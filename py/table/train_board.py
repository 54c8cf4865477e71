"""The Mexican Train board: the engine in the hub, then one row per train.

The Mexican train comes first (it is everyone's), then the rivals' trains, and the viewer's own
train at the bottom, next to their hand. Each row shows its owner, its marker ("Open to
everyone" or "Owner only"), its tiles from the hub outwards (scrolling sideways when long) and
its open end. Choose a tile: a tile that fits one train only is played at once; otherwise the
trains it fits light up, and a tap on one plays it there.
"""

from __future__ import annotations

from . import view
from .boards import PLACED, Board, last_play, register, tile_html
from .markup import EMPTY, Markup, html, join, raw
from .tiles import face

MEXICAN = "mexican"
_OPEN = raw('<span class="marker open">Open to everyone</span>')
_OWNER_ONLY = raw('<span class="marker">Owner only</span>')
_NOT_STARTED = raw('<span class="train-empty">not started</span>')


@register("mexican")
class TrainBoard(Board):
    kind = "trains"
    title = "Mexican Train"
    stock_word = "Boneyard"
    targets = "[data-train]"
    focus_targets = ('[data-train].fit',)

    def __init__(self, app, variant):
        super().__init__(app, variant)
        self.lengths = {}     # tiles per train at the last render: a grown train scrolls to its end

    # -- words --------------------------------------------------------------------------------

    def train_label(self, name, viewer=None, actor=None) -> str:
        """'the Mexican train', 'your train', 'their own train', 'Computer 1's train'.

        With `actor` the words describe that seat's move, told to everyone at the table."""
        if name == MEXICAN:
            return "the Mexican train"
        you = self.app.cfg.get("mode") == "computer"  # seat 0 is the person at the screen
        if actor is None:
            return "your train" if name == viewer else f"{self.app.names[name]}'s train"
        if name == actor:
            return "your train" if you and actor == 0 else "their own train"
        if you and name == 0:
            return "your train"
        return f"{self.app.names[name]}'s train"

    def owner_title(self, name, viewer) -> str:
        if name == MEXICAN:
            return "Mexican train"
        if name == viewer:
            return "Your train"
        return self.app.names[name]

    def banner(self, obligation, viewer) -> str:
        """The double to cover (obs.obligation.banner(viewer), with the table's names)."""
        double = self.tile_text(obligation.double)
        return f"Cover the {double} on {self.train_label(obligation.train, viewer)}"

    def describe(self, name, move, drawn=None) -> str:
        kind = move.kind
        seat = self.app.names.index(name) if name in self.app.names else None
        if kind == "play":
            text = self.tile_text(move.tile)
            where = self.train_label(move.train, self.app.viewer, seat)
            said = f"{name} played {text} on {where}."
            g = self.app.match.game
            if move.tile[0] == move.tile[1] and not g.is_over:
                said += " The double must be covered."
            return said
        if kind == "draw":
            if drawn is not None:
                return f"{name} drew {self.tile_text(drawn)} from the boneyard."
            return f"{name} drew a tile."
        if kind == "pass":
            whose = "your" if name == "You" else "their"
            return f"{name} passed: {whose} train is open to everyone."
        return f"{name}: {move}."

    def prompt(self, obs, legal, playable, kinds) -> str:
        selected = self.app.selected
        if selected is not None:
            return f"Tap a lit train for the {self.tile_text(selected)}."
        ob = obs.obligation
        if ob is not None:  # the banner on the board names the double and its train
            if playable:
                return "Cover the double: tap a tile that covers it."
            if "draw" in kinds:
                return "No tile covers the double: draw from the boneyard."
            return "Nothing covers the double: pass."
        if playable:
            if not obs.train(obs.seat).started:
                return "Your turn: start your own train with a tile that matches the engine."
            return "Your turn: tap a tile that fits."
        if "draw" in kinds:
            return "No tile fits: draw from the boneyard."
        if "pass" in kinds:
            return "No tile fits: pass (your train opens to everyone)."
        return "Your turn."

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return "The trains are blocked and the lowest hands tie."
        return "The trains are blocked: the lowest pip total wins."

    # -- HTML ---------------------------------------------------------------------------------

    def containers(self, obs, legal, selected) -> dict:
        viewer = self.app.viewer
        places = set()
        if selected is not None:
            places = {m.train for m in legal if m.kind == "play" and tuple(m.tile) == selected}
        ob = obs.obligation
        n = obs.players
        order = [MEXICAN]
        if viewer is None:
            order += list(range(n))
        else:
            order += [(viewer + i) % n for i in range(1, n)] + [viewer]
        placed = last_play(obs.history)
        placed = placed.train if placed is not None else None
        rows = [self.row(obs.train(name), viewer, name in places, selected, ob, name == placed)
                for name in order]
        e = obs.engine
        hub = html('<div class="hub" role="img" aria-label="Engine {e}-{e}">'
                   '<span class="hub-k">Engine</span><span class="hub-tile">{face}</span></div>',
                   e=e, face=face(e, e, False))
        banner = EMPTY
        if ob is not None:
            banner = html('<p class="banner" data-banner>{}</p>', self.banner(ob, viewer))
        return {"board": html('<div class="trains"><div class="trains-top">{}{}</div><div class="rows">{}</div></div>',
                              hub, banner, join(rows))}

    def row(self, train, viewer, fit, selected, ob, placed=False) -> Markup:
        """One train's row; `placed`: the latest play went here, its last tile is marked."""
        name = train.name
        mexican = name == MEXICAN
        title = self.owner_title(name, viewer)
        cls = "train"
        if mexican:
            cls += " mexican"
        elif name == viewer:
            cls += " mine"
        if fit:
            cls += " fit"
        owed = ob is not None and ob.train == name
        if owed:
            cls += " owed"
        marker = _OPEN if mexican or train.marker else _OWNER_ONLY
        k = len(train.tiles)
        tiles = []
        for i, (a, b) in enumerate(train.tiles):
            tcls = "trt dbl" if a == b else "trt"
            mark = EMPTY
            if i == k - 1:
                tcls += " last"
                if placed:
                    mark = PLACED
            tiles.append(tile_html(tcls, a, b, mark))
        if not tiles:
            tiles.append(_NOT_STARTED)
        words = f"{self.train_label(name, viewer).capitalize()}: {k} tile{'' if k == 1 else 's'}, open end {train.open_end}, "
        words += "open to everyone" if (mexican or train.marker) else "owner only"
        if owed:
            words += f", the {self.tile_text(ob.double)} must be covered"
        if fit:
            attrs = html(' role="button" tabindex="0" aria-label="Play {} on {} (open end {})"',
                         self.tile_text(selected), self.train_label(name, viewer), train.open_end)
        else:
            attrs = html(' role="group" aria-label="{}"', words)
        return html(
            '<div class="{cls}" data-train="{name}" data-count="{k}" data-open="{end}"'
            ' data-marker="{marked}"{attrs}>'
            '<div class="train-head"><span class="train-owner">{title}</span>{marker}</div>'
            '<div class="train-tiles" role="list" aria-label="{title} tiles">{tiles}</div>'
            '<div class="train-end" aria-hidden="true"><span class="end-k">End</span>'
            '<span class="end-n">{end}</span></div></div>',
            cls=cls, name=name, k=k, end=train.open_end, marked="true" if train.marker else "false", attrs=attrs,
            title=title, marker=marker, tiles=join(tiles),
        )

    def after_render(self):
        doc = self.app.doc
        rows = doc.querySelectorAll("[data-train]")
        for i in range(rows.length):
            row = rows.item(i)
            name = row.getAttribute("data-train")
            count = row.getAttribute("data-count")
            if self.lengths.get(name) != count:
                self.lengths[name] = count
                strip = row.querySelector(".train-tiles")
                strip.scrollLeft = strip.scrollWidth

    # -- hints ------------------------------------------------------------------------------

    def hint(self, move) -> str:
        app = self.app
        places = {m.train for m in app.legal() if m.kind == "play" and tuple(m.tile) == tuple(move.tile)}
        app.selected = tuple(move.tile) if len(places) > 1 else None
        return f"Hint: play {self.tile_text(move.tile)} on {self.train_label(move.train, app.viewer)}."

    def hint_targets(self, move) -> tuple:
        return (f'[data-train="{move.train}"]',)

    # -- input ------------------------------------------------------------------------------

    def click_tile(self, tile, legal):
        app = self.app
        moves = [m for m in legal if m.kind == "play" and tuple(m.tile) == tile]
        if not moves:
            app.selected = None
            kinds = {m.kind for m in legal}
            text = self.tile_text(tile)
            obs = app.match.game.observation(app.viewer)
            if obs.obligation is not None:
                app.note = f"{text} doesn't cover the {self.tile_text(obs.obligation.double)}."
            elif not obs.train(obs.seat).started:
                app.note = f"{text} can't start your train (it needs a {obs.engine})."
            elif "draw" in kinds:
                app.note = f"{text} fits no train you may use. Draw from the boneyard."
            else:
                app.note = f"{text} fits no train you may use."
            app.render()
            return
        if len(moves) == 1:
            app.play(moves[0])
            return
        app.selected = None if app.selected == tile else tile
        app.note = ""
        app.render()

    def click(self, el) -> bool:
        if not el.hasAttribute("data-train"):
            return False
        app = self.app
        name = el.getAttribute("data-train")
        train = MEXICAN if name == MEXICAN else int(name)
        if not app.my_turn():
            app.note = app.whose_turn_note()
            app.render()
            return True
        if app.selected is None:
            app.note = "Choose a tile from your hand first."
            app.render()
            return True
        for m in app.legal():
            if m.kind == "play" and tuple(m.tile) == app.selected and m.train == train:
                app.play(m)
                return True
        app.note = f"The {self.tile_text(app.selected)} can't go on {self.train_label(train, app.viewer)}."
        app.render()
        return True

    def key(self, event) -> bool:
        if event.key not in ("Enter", " "):
            return False
        active = self.app.doc.activeElement
        if active is None or not hasattr(active, "hasAttribute") or not active.hasAttribute("data-train"):
            return False
        return self.click(active)
