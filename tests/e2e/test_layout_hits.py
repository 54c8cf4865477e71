"""The layout check (audits.layout_hits): each interactive element that shows lies inside the
viewport once scrolled to, and is the element hit at its own centre (nothing covers it). The audit's
walk of every screen runs it at a phone's and a desktop's size (test_audit_a11y.py); here, that it
fails where it should."""

from __future__ import annotations

from audits import layout_hits
from driver import AUDIT_QUERY, open_app


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
