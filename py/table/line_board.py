"""The line games' board (Draw and Block): the chain, its two open ends, a tile then an end.

Moved here from app.py and view.py when the table learnt other variants; the behaviour is the
same: a tile that fits one end is played on tap, a tile that fits both waits for an end.
"""

from __future__ import annotations

from . import view
from .boards import PLACED, Board, last_play, register, tile_html
from .markup import EMPTY, Markup, html, join, raw

END_WORD = {"L": "left", "R": "right"}
_DISABLED = raw(" disabled")
_EMPTY_CHAIN = raw('<p class="chain-empty">The holder of the highest double opens the chain.</p>')
_NO_STOCK = raw('<span class="stock-k">Block</span><span class="stock-n">no stock</span>')


def describe(name: str, move, drawn=None) -> str:
    """A move in words: 'Computer 2 played 4-6 on the left end.'"""
    kind = move.kind
    if kind == "play":
        text = view.tile_text(move.tile)
        if move.end is None:
            return f"{name} opened with {text}."
        return f"{name} played {text} on the {END_WORD[move.end]} end."
    if kind == "draw":
        if drawn is not None:
            return f"{name} drew {view.tile_text(drawn)} from the stock."
        return f"{name} drew a tile."
    if kind == "pass":
        return f"{name} passed."
    return f"{name}: {move}."


def chain_html(chain, placed=None) -> Markup:
    """The chain, left to right; `placed` is the latest play: its tile is marked [data-placed],
    with the end it came in at as data-from (none for the opening)."""
    if not chain:
        return _EMPTY_CHAIN
    parts = []
    last = len(chain) - 1
    at = None if placed is None else (last if placed.end == "R" else 0)
    for i, (left, right) in enumerate(chain):
        cls = "ct dbl" if left == right else "ct"
        if i == 0:
            cls += " first"
        if i == last:
            cls += " last"
        mark = EMPTY
        if i == at:
            mark = PLACED + (html(' data-from="{}"', placed.end) if placed.end else EMPTY)
        parts.append(tile_html(cls, left, right, mark))
    return join(parts)


def ends_html(ends, fits=()) -> Markup:
    """The two Open ends boxes; an end is enabled when the selected tile fits there."""
    out = []
    for end in ("L", "R"):
        value = "–" if ends is None else str(ends[0 if end == "L" else 1])
        word = END_WORD[end].capitalize()
        on = end in fits
        label = f"{word} end: {value}" if ends is not None else f"{word} end: empty"
        if on:
            label += ", play here"
        out.append(html(
            '<button type="button" class="end{fit}" data-end="{end}" aria-label="{label}"{off}>'
            '<span class="end-k">{word}</span><span class="end-n">{value}</span></button>',
            fit=" fit" if on else "", end=end, label=label, off=EMPTY if on else _DISABLED, word=word, value=value,
        ))
    return join(out)


@register("draw", "block")
class LineBoard(Board):
    kind = "line"
    targets = "[data-end]"
    focus_targets = ("[data-end]:not([disabled])",)

    def containers(self, obs, legal, selected) -> dict:
        fits = {m.end for m in legal if m.kind == "play" and tuple(m.tile) == selected}
        self.app.el["chain"].setAttribute("data-fit", " ".join(sorted(e for e in fits if e)))
        return {"chain": chain_html(obs.chain, last_play(obs.history)), "ends": ends_html(obs.ends, fits)}

    def handoff_containers(self, obs) -> dict:
        return {"ends": ends_html(obs.ends)}

    def stock_html(self, obs) -> Markup:
        if self.variant == "block":
            return _NO_STOCK
        return super().stock_html(obs)

    def describe(self, name, move, drawn=None) -> str:
        return describe(name, move, drawn)

    def prompt(self, obs, legal, playable, kinds) -> str:
        selected = self.app.selected
        if selected is not None:
            lo, hi = obs.ends
            return f"{view.tile_text(selected)} fits both ends: tap Left ({lo}) or Right ({hi})."
        if obs.ends is None and len(legal) == 1:
            return f"Your turn: open with {view.tile_text(legal[0].tile)}."
        if playable:
            return "Your turn: tap a tile that fits."
        if "draw" in kinds:
            return "No tile fits: draw from the stock."
        if "pass" in kinds:
            return "No tile fits and the stock is empty: pass."
        return "Your turn."

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return "The chain is blocked and the lowest hands tie."
        return "The chain is blocked: the lowest pip total wins."

    # -- hints ------------------------------------------------------------------------------

    def hint(self, move) -> str:
        self.app.selected = tuple(move.tile) if move.end else None
        where = f" on the {END_WORD[move.end]} end" if move.end else ""
        return f"Hint: play {move.tile[0]}-{move.tile[1]}{where}."

    def hint_targets(self, move) -> tuple:
        return (f'[data-end="{move.end}"]',) if move.end else ()

    # -- input ------------------------------------------------------------------------------

    def click_tile(self, tile, legal):
        app = self.app
        a, b = tile
        moves = [m for m in legal if m.kind == "play" and tuple(m.tile) == tile]
        if not moves:
            app.selected = None
            kinds = {m.kind for m in legal}
            if "draw" in kinds:
                app.note = f"{a}-{b} doesn't fit either end. Draw from the stock."
            elif "pass" in kinds:
                app.note = f"{a}-{b} doesn't fit either end, and the stock is empty: pass."
            else:
                app.note = f"{a}-{b} doesn't fit either end."
            app.render()
            return
        if len(moves) == 1:
            app.play(moves[0])
            return
        app.selected = tile  # fits both ends: ask which (a second tap on it changes nothing)
        app.note = ""
        app.render()

    def click(self, el) -> bool:
        if not el.hasAttribute("data-end"):
            return False
        self.click_end(el.getAttribute("data-end"))
        return True

    def click_end(self, end):
        app = self.app
        if not app.my_turn():
            app.note = app.whose_turn_note()
            app.render()
            return
        if app.selected is None:
            app.note = "Choose a tile from your hand first."
            app.render()
            return
        for m in app.legal():
            if m.kind == "play" and tuple(m.tile) == app.selected and m.end == end:
                app.play(m)
                return
        app.note = f"{view.tile_text(app.selected)} doesn't fit the {END_WORD[end]} end."
        app.render()
