"""A portal build: the portal's SDK loaded where its rules say, and the game's adapter for it
(static/host.js and static/host-NAME.js, which show the SDK to the game as window.dominoHost).

The default build names no portal: it loads nothing from another origin, and a page framed by
another speaks the postMessage protocol (py/table/browser/portal.py). A portal build is written to
its own folder, dist-NAME/, so dist/ (what the tests serve) is always the default build; only a
portal's build holds the host scripts, and only its own adapter.
"""

from __future__ import annotations

import re

from .common import BuildError

# Each portal's SDK, as its documentation gives it.
SDKS = {
    "poki": "https://game-cdn.poki.com/scripts/v2/poki-sdk.js",
    "crazygames": "https://sdk.crazygames.com/crazygames-sdk-v3.js",
    "youtube": "https://www.youtube.com/game_api/v1",
}
PORTAL_META = "domino-portal"   # <meta name=... content=NAME>: which portal a build is for


def ships(rel: str, portal: str | None) -> bool:
    """Whether static/`rel` goes into a build for `portal` (None: the default build): the host
    scripts only into a portal's, and of the adapters only its own."""
    if not re.fullmatch(r"host(-[\w-]+)?\.js", rel):
        return True
    return portal is not None and rel in ("host.js", f"host-{portal}.js")


def portal_tags(name: str) -> str:
    """The portal's SDK, then the adapter (data-optional: the game starts without them)."""
    if name not in SDKS:
        raise BuildError(f"no portal named {name!r}: one of {', '.join(sorted(SDKS))}")
    return "\n  ".join((f'<meta name="{PORTAL_META}" content="{name}">',
                        f'<script src="{SDKS[name]}" data-optional></script>',
                        '<script src="./static/host.js" data-optional></script>',
                        f'<script src="./static/host-{name}.js" data-optional></script>'))


def for_portal(html: str, name: str) -> str:
    """index.html with the portal's scripts before its first script: before any game code (YouTube
    asks it; Poki and CrazyGames ask for the SDK in <head>, which this is)."""
    first = re.search(r"<script\b", html)
    head = html.find("</head>")
    if first is None or head < 0 or first.start() > head:
        raise BuildError("index.html has no <script> in its <head> for a portal's SDK to precede")
    return html[:first.start()] + portal_tags(name) + "\n  " + html[first.start():]
