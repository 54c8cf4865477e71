"""The layout check: on every screen the audit walks, at a phone's and a desktop's size, each
interactive element that shows lies inside the viewport once scrolled to, and is the element hit at
its own centre (nothing covers it)."""

from __future__ import annotations

import pytest
from audits import layout_hits
from driver import AUDIT_QUERY, audit_screens, open_app

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_every_control_is_in_view_and_hit_at_its_centre(page, app_url, size):
    page.set_viewport_size(size)
    checked, failures = 0, []

    def check(name):
        nonlocal checked
        found = layout_hits(page)
        checked += found["checked"]
        failures.extend(f"{name}: {f}" for f in found["failures"])

    audit_screens(page, app_url, check)
    print(f"\n{size}: layout check, {len(failures)} failures of {checked} elements")
    assert checked > 100
    assert not failures, "\n".join(failures)


def test_the_layout_check_sees_a_covered_control(page, app_url):
    """A card laid over the menu's Settings button: the check names it, hit on the card instead."""
    open_app(page, app_url, AUDIT_QUERY)
    assert not layout_hits(page)["failures"]
    page.evaluate("""() => { const b = document.getElementById('menu-settings').getBoundingClientRect();
      const d = document.createElement('div');
      d.style.cssText = `position:fixed;left:${b.left}px;top:${b.top}px;width:${b.width}px;height:${b.height}px`;
      document.body.append(d); }""")
    failures = layout_hits(page)["failures"]
    assert [f["el"] for f in failures] == ["#menu-settings"], failures
