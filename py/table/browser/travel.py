"""Tiles that travel: a tile is seen going from where it was to where a move put it.

The flow says who moved (flow/ports.Travel, by way of the viewport) right after the engine changed
and before the table is drawn again, so where the tile leaves from is measured as the page still
shows it: a tile of the hand, a rival's plaque, the stock (or the Draw button pressed). Once the
new table is written (a microtask: after the whole render, its scrolls and view box included),
where it went is measured: the board's [data-placed] tile, the hand's new tile, the rival's plaque.
A stand-in flies from the one to the other (FLIP with the Web Animations API: a transform only, no
layout per frame) in a layer of its own, above the felt and the trains that would clip the real
tile, while the real tile waits unseen for as long. Nothing waits for it: the table has changed
already and a tap meanwhile acts on it. The stand-in is aria-hidden and never takes a tap, and a
tile a rival draws flies face down with no number anywhere in it. body[data-anim] sets the speed;
Off (also what Auto is under prefers-reduced-motion) moves nothing.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from table.jsvalues import absent

SHORT_MS, LONG_MS = 250, 400   # a hop beside the hand .. a trip across the screen, at Normal speed
MS_PER_PX = 0.25               # between the two, by the distance
FAST = 0.5                     # Fast takes half as long
STAGGER_MS = 90                # tiles drawn at one go leave one after another
EASE = "cubic-bezier(.25, .8, .3, 1)"
LAYER = "travel"               # the id of the stand-ins' layer
PLACED = "#chain [data-placed], #board [data-placed]"
SVG = "http://www.w3.org/2000/svg"
UNSEEN: list[dict[str, object]] = [{"opacity": 0}, {"opacity": 0}]   # the real tile while its stand-in flies
PAD = 4.0                      # SVG units around a Triangles tile: its outline's width

Rect = tuple[float, float, float, float]   # left, top, width, height in CSS px of the viewport


@dataclass(frozen=True)
class Trip:
    kind: str              # "play" or "draw"
    seat: int
    tile: str | None       # the tile's text where the viewer sees it (their hand), else None
    source: Rect
    first: str | None      # the class of the number shown first (top) on the hand tile that left


def rect(node: Any) -> Rect | None:
    """An element's box on the screen, None when it has none (gone, hidden)."""
    if absent(node) or not node.isConnected:
        return None
    box = node.getBoundingClientRect()
    if box.width <= 0 or box.height <= 0:
        return None
    return float(box.left), float(box.top), float(box.width), float(box.height)


def first_number(node: Any) -> str | None:
    """The class of the number drawn first (left or top) on a domino's face ("n3"), else None."""
    half = node.querySelector(".face .pips > g")
    return None if absent(half) else str(half.getAttribute("class"))


def turn(first: str | None, target: Any, box: Rect) -> int:
    """Degrees that turn the placed domino into the hand tile it was, the same number on top:
    a domino lying across turns a quarter, one standing the other way round turns half."""
    if first is None or len(str(target.getAttribute("data-tile") or "").split("-")) != 2:
        return 0
    same = first_number(target) == first
    if box[2] > box[3]:  # lying: a quarter clockwise puts its left number on top
        return 90 if same else -90
    return 0 if same else 180


def duration(source: Rect, target: Rect, speed: float) -> int:
    dx = source[0] + source[2] / 2 - target[0] - target[2] / 2
    dy = source[1] + source[3] / 2 - target[1] - target[3] / 2
    ms = min(max(SHORT_MS + MS_PER_PX * math.hypot(dx, dy), SHORT_MS), LONG_MS)
    return round(ms * speed)


class Travel:
    def __init__(self, doc: Any) -> None:
        self.doc = doc
        self.win: Any = getattr(doc, "defaultView", None)   # none off the browser (the unit tests)
        self.trips: list[Trip] = []
        self.landing: Any = None   # the microtask's callback, made once
        self.queued = False        # a landing is due after this render
        self.holds: list[tuple[str, float]] = []   # (selector, when it lands on the page's clock) of tiles unseen
        self.watch: Any = None     # a MutationObserver of the table while a tile waits unseen

    # ---- told by the flow -------------------------------------------------------------------------

    def played(self, seat: int, tile: str, from_hand: bool) -> None:
        """`seat` put `tile` down (the board marks where); `from_hand`: out of the hand on screen,
        else from the seat's plaque."""
        if self.doc is None or self.win is None:
            return
        node = self.doc.querySelector(f'[data-hand] [data-tile="{tile}"]') if from_hand else self.plaque(seat)
        if from_hand and absent(node):  # drawn and played at one go: it never showed in the hand
            node = self.stock()
        self.depart(Trip("play", seat, tile if from_hand else None, rect(node) or (0, 0, 0, 0),
                         first_number(node) if from_hand and not absent(node) else None))

    def drew(self, seat: int, tile: str | None) -> None:
        """`seat` drew a tile: `tile` when it is the hand on screen that got it, else None (it
        goes to the seat's plaque face down)."""
        if self.doc is None or self.win is None:
            return
        self.depart(Trip("draw", seat, tile, rect(self.stock()) or (0, 0, 0, 0), None))

    def drop(self) -> None:
        """The table is not drawn from the move (a hand-off screen comes first): nothing travels."""
        self.trips = []

    def carries(self) -> bool:
        """A tile placed by this move travels: the board need not fade it in."""
        return any(trip.kind == "play" for trip in self.trips)

    # ---- where tiles are ----------------------------------------------------------------------------

    def plaque(self, seat: int) -> Any:
        return self.doc.querySelector(f'#seats [data-seat="{seat}"]')

    def stock(self) -> Any:
        """The Draw button the person pressed, else the stock's counter."""
        button = self.doc.querySelector('[data-action="draw"]')
        return button if rect(button) is not None else self.doc.getElementById("stock")

    def speed(self) -> float | None:
        anim = str(self.doc.body.getAttribute("data-anim") or "normal")
        return None if anim == "off" else FAST if anim == "fast" else 1.0

    def depart(self, trip: Trip) -> None:
        if self.speed() is None or trip.source[2] <= 0:
            return
        if not self.queued:
            if self.landing is None:
                from pyodide.ffi import create_proxy

                self.landing = create_proxy(self.land)
            self.win.queueMicrotask(self.landing)
            self.queued = True
        self.trips.append(trip)

    # ---- after the render -----------------------------------------------------------------------------

    def land(self, *_: object) -> None:
        trips, self.trips, self.queued = self.trips, [], False
        speed = self.speed()
        layer = self.layer()
        for ghost in list(layer.children):  # the stand-ins of earlier trips, landed or cut short
            for anim in ghost.getAnimations():
                anim.finish()
            ghost.remove()
        self.holds = []
        if speed is None:
            return
        wait = 0
        for trip in trips:
            if self.fly(trip, layer, speed, wait):
                wait += STAGGER_MS

    def fly(self, trip: Trip, layer: Any, speed: float, wait: int) -> bool:
        if trip.kind == "play":
            selector = PLACED
        elif trip.tile is not None:
            selector = f'[data-hand] [data-tile="{trip.tile}"]'
        else:
            return self.fly_back(trip, layer, speed, wait)
        target = self.doc.querySelector(selector)
        box = rect(target)
        if box is None:
            if trip.kind == "play" and not absent(target):
                target.classList.add("arriving")  # out of sight: it fades in, as when nothing is known
            return False
        ghost, box = self.likeness(target, box)
        ms = duration(trip.source, box, speed)
        degrees = turn(trip.first, target, box)
        if trip.first is not None:  # a tile of the hand: its size there
            scale = min(max(max(trip.source[2], trip.source[3]) / max(box[2], box[3]), 0.35), 2.0)
        elif trip.tile is not None:  # out of the stock: about its height
            scale = min(max(trip.source[3] / box[3], 0.35), 1.0)
        else:  # out of a plaque, small
            scale = 0.5
        layer.appendChild(ghost)
        self.animate(ghost, trip.source, box, degrees, scale, ms, wait)
        self.animate_js(target, UNSEEN, {"duration": ms + wait})
        self.hold(selector, ms + wait)
        return True

    def hold(self, selector: str, ms: float) -> None:
        """Keep the tile unseen until its stand-in lands also when a render meanwhile (a tap on the
        new table) writes it again: the table is watched until then."""
        self.holds.append((selector, float(self.win.performance.now()) + ms))
        if self.watch is None:
            from pyodide.ffi import create_proxy

            self.watch = self.win.MutationObserver.new(create_proxy(self.rehold))
        table = self.doc.getElementById("table")
        if not absent(table):
            self.watch.observe(table, self.win.JSON.parse('{"childList": true, "subtree": true}'))

    def rehold(self, *_: object) -> None:
        now = float(self.win.performance.now())
        self.holds = [(selector, end) for selector, end in self.holds if end - now > 16]
        if not self.holds:
            self.watch.disconnect()
            return
        for selector, end in self.holds:
            node = self.doc.querySelector(selector)
            if not absent(node) and not node.getAnimations().length:
                self.animate_js(node, UNSEEN, {"duration": end - now})

    def fly_back(self, trip: Trip, layer: Any, speed: float, wait: int) -> bool:
        """A tile a rival drew: a tile's back, from the stock to the last back on their plaque (or
        to its count, where a small screen shows no backs)."""
        plaque = self.plaque(trip.seat)
        if absent(plaque):
            return False
        place = rect(plaque.querySelector(".back:last-child")) or rect(plaque.querySelector(".seat-count"))
        place = place or rect(plaque)
        if place is None:
            return False
        w, h = (place[2], place[3]) if place[3] > place[2] else (place[3] / 2, place[3])
        box = (place[0] + place[2] / 2 - w / 2, place[1] + place[3] / 2 - h / 2, w, h)
        ghost = self.doc.createElement("div")
        ghost.className = "travel-ghost travel-back"
        ghost.setAttribute("aria-hidden", "true")
        self.place(ghost, box)
        layer.appendChild(ghost)
        scale = min(max(trip.source[3] / h, 1.0), 3.0)
        self.animate(ghost, trip.source, box, 0, scale, duration(trip.source, box, speed), wait)
        return True

    def likeness(self, target: Any, box: Rect) -> tuple[Any, Rect]:
        """A stand-in showing the target's face at the target's place (and that place): a copy of a
        domino's face, or of a Triangles tile in an SVG of its own."""
        ghost = self.doc.createElement("div")
        ghost.className = "travel-ghost"
        ghost.setAttribute("aria-hidden", "true")
        if str(target.namespaceURI) == SVG and str(target.tagName).lower() == "g":
            bbox = target.getBBox()
            k = box[2] / max(float(bbox.width), 1.0)   # px per SVG unit
            svg = self.doc.createElementNS(SVG, "svg")
            svg.setAttribute("class", "face")
            svg.setAttribute("viewBox", f"{bbox.x - PAD:.1f} {bbox.y - PAD:.1f} "
                                        f"{bbox.width + 2 * PAD:.1f} {bbox.height + 2 * PAD:.1f}")
            svg.setAttribute("aria-hidden", "true")
            tile = self.doc.createElementNS(SVG, "g")
            tile.setAttribute("class", "tt")
            for child in target.children:
                tile.appendChild(child.cloneNode(True))
            svg.appendChild(tile)
            ghost.appendChild(svg)
            box = (box[0] - PAD * k, box[1] - PAD * k, box[2] + 2 * PAD * k, box[3] + 2 * PAD * k)
        else:
            face = target.querySelector(".face")
            if not absent(face):
                ghost.appendChild(face.cloneNode(True))
        self.place(ghost, box)
        return ghost, box

    @staticmethod
    def place(ghost: Any, box: Rect) -> None:
        ghost.style.left = f"{box[0]:.1f}px"
        ghost.style.top = f"{box[1]:.1f}px"
        ghost.style.width = f"{box[2]:.1f}px"
        ghost.style.height = f"{box[3]:.1f}px"

    def animate(self, ghost: Any, source: Rect, box: Rect, degrees: int, scale: float, ms: int, wait: int) -> None:
        """From the source's centre, turned and scaled, to the place; the stand-in shows only while
        it flies (app.css hides it at rest)."""
        dx = source[0] + source[2] / 2 - box[0] - box[2] / 2
        dy = source[1] + source[3] / 2 - box[1] - box[3] / 2
        start = f"translate({dx:.1f}px, {dy:.1f}px) rotate({degrees}deg) scale({scale:.3f})"
        self.animate_js(ghost, [{"transform": start, "opacity": 1}, {"transform": "none", "opacity": 1}],
                        {"duration": ms, "delay": wait, "easing": EASE})

    def animate_js(self, node: Any, frames: list[dict[str, object]], timing: dict[str, object]) -> None:
        parse = self.win.JSON.parse
        node.animate(parse(json.dumps(frames)), parse(json.dumps(timing)))

    def layer(self) -> Any:
        """The stand-ins' layer, over the whole page, hidden from assistive technology."""
        layer = self.doc.getElementById(LAYER)
        if absent(layer):
            layer = self.doc.createElement("div")
            layer.id = LAYER
            layer.className = "travel-layer"
            layer.setAttribute("aria-hidden", "true")
            self.doc.body.appendChild(layer)
        return layer
