"""The app icon (static/icon.svg) drawn again as PNGs for the web manifest, by a tiny rasterizer
(signed distances, one sample per pixel with analytic anti-aliasing) and a PNG encoder (zlib +
struct). The PNGs are cached next to the runtime, keyed by this code, so only the first build pays."""

from __future__ import annotations

import inspect
import math
import struct
import zlib

from .common import made_once

ICONS = {"static/icon-192.png": (192, False), "static/icon-512.png": (512, False),
         "static/icon-maskable-512.png": (512, True)}


def png_bytes(width, height, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _rgb(h):
    return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))


def _box(px, py, x0, y0, x1, y1, r):
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    qx = abs(px - cx) - (x1 - x0) / 2 + r
    qy = abs(py - cy) - (y1 - y0) / 2 + r
    return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r


def icon_png(size, maskable=False):
    BG, IV, EDGE, LINE, INK = map(_rgb, ("#13663f", "#fffaf0", "#c8bca2", "#8b8170", "#1b1b1b"))
    pips = ((26.5, 13), (32, 19), (37.5, 25), (26.5, 39), (37.5, 39), (26.5, 51), (37.5, 51))
    unit = 64 / size
    zoom = 0.8 if maskable else 1.0
    c, s = math.cos(math.radians(30)), math.sin(math.radians(30))
    rows = []
    for j in range(size):
        row = bytearray()
        for i in range(size):
            x, y = (i + 0.5) * unit, (j + 0.5) * unit
            a_bg = 1.0 if maskable else min(1.0, max(0.0, 0.5 - _box(x, y, 0, 0, 64, 64, 14) / unit))
            r, g, b = BG
            # into the tile's frame (undo rotate(-30) about the centre), then un-zoom
            dx, dy = (x - 32) / zoom, (y - 32) / zoom
            tx, ty = 32 + c * dx - s * dy, 32 + s * dx + c * dy
            pu = unit / zoom
            d = _box(tx, ty, 20, 6, 44, 58, 5)
            if d < 1.5 * pu + 0.75:
                def mix(col, cov):
                    nonlocal r, g, b
                    cov = min(1.0, max(0.0, cov))
                    r, g, b = (r + (col[0] - r) * cov, g + (col[1] - g) * cov, b + (col[2] - b) * cov)
                mix(EDGE, 0.5 - (d - 0.75) / pu)
                mix(IV, 0.5 - (d + 0.75) / pu)
                if d < 0:
                    dl = _box(tx, ty, 23, 31, 41, 33, 1)
                    mix(LINE, 0.5 - dl / pu)
                    dp = min(math.hypot(tx - px, ty - py) - 3 for px, py in pips)
                    mix(INK, 0.5 - dp / pu)
            row += bytes((round(r), round(g), round(b), round(255 * a_bg)))
        rows.append(bytes(row))
    return png_bytes(size, size, rows)


def icon_files() -> dict[str, bytes]:
    source = (inspect.getsource(icon_png) + inspect.getsource(_box) + inspect.getsource(png_bytes)).encode()
    return {name: made_once("icons", [source, f"{size}{'-maskable' if maskable else ''}".encode()],
                            lambda size=size, maskable=maskable: icon_png(size, maskable))
            for name, (size, maskable) in ICONS.items()}
