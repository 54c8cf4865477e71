"""A portal build's page: the portal's SDK before any game code, then the adapter; the default
build names no portal and loads nothing from another origin."""

from __future__ import annotations

import re

import pytest

from test_javascript import ROOT, job

INDEX = (ROOT / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["poki", "crazygames", "youtube"])
def test_the_sdk_comes_first_then_the_adapter(name):
    portals = job("portals")
    html = portals.for_portal(INDEX, name)
    scripts = re.findall(r'<script\b[^>]*\bsrc="([^"]+)"', html)
    assert scripts[:3] == [portals.SDKS[name], "./static/host.js", f"./static/host-{name}.js"]
    assert scripts[3:] == re.findall(r'<script\b[^>]*\bsrc="([^"]+)"', INDEX)   # the game's, all after
    assert html.index(portals.SDKS[name]) < html.index("</head>")
    assert f'<meta name="{portals.PORTAL_META}" content="{name}">' in html
    assert (ROOT / "static" / f"host-{name}.js").is_file()


def test_no_other_portal_and_no_sdk_in_the_default_page():
    portals = job("portals")
    with pytest.raises(job("common").BuildError):
        portals.for_portal(INDEX, "elsewhere")
    assert not any(url in INDEX for url in portals.SDKS.values())
    assert "host.js" not in INDEX and "https://" not in " ".join(re.findall(r'<(?:script|link)\b[^>]*>', INDEX))
