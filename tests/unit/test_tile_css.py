"""Tiles picked out (chosen, just placed, just drawn, a train's last, the engine) keep their pips
readable in every tile style: their faces are filled from the theme's custom properties, never a
fixed colour, and each theme's picked-out faces contrast with its pips. (Dark tiles drew the
engine and each train's last tile cream with white pips.)"""

from __future__ import annotations

import re

from test_train_css import CSS_FILE, rules

THEMES = {"light": ":root", "dark": 'body[data-tiles="dark"]', "contrast": 'body[data-tiles="contrast"]'}


def luminance(colour: str) -> float:
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_a_tile_face_is_filled_from_the_theme():
    for selector, decls in rules(CSS_FILE.read_text()).items():
        themed = selector.startswith("body[data-tiles")
        if re.search(r"\.face \.body|\.tt-body", selector) and "fill" in decls and not themed:
            # A shaded face is the theme's own ivory mixed darker, so it follows the theme too.
            assert re.match(r"(var|color-mix\(in srgb, var)\(--ivory", decls["fill"]), (selector, decls["fill"])


def test_picked_out_faces_contrast_with_the_pips_in_every_style():
    found = rules(CSS_FILE.read_text())
    light = found[THEMES["light"]]
    for theme, selector in THEMES.items():
        values = {**light, **found[selector]}
        for face in ("--ivory", "--ivory-lit", "--ivory-fresh"):
            assert contrast(values[face], values["--ink"]) >= 4.5, (theme, face, values[face], values["--ink"])
