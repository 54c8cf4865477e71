"""Days and waits by the browser's Intl, in the language spoken: in French (?lang=fr) the menu's
Daily date and, once the Daily is over, the wait for the next one are what Intl writes for "fr" in
the same page (never a French string written here). The words around them are the catalogue's."""

from __future__ import annotations

import gettext
import io

from driver import late_save, open_app, play_to_round_over, stored, wait_actionable
from table.flow import setups

DAY = """() => new Intl.DateTimeFormat('fr', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})
  .format(Date.UTC(2026, 2, 10))"""
WAIT = """() => new Intl.ListFormat('fr', {type: 'unit', style: 'narrow'}).format([
  new Intl.NumberFormat('fr', {style: 'unit', unit: 'hour', unitDisplay: 'short'}).format(5),
  new Intl.NumberFormat('fr', {style: 'unit', unit: 'minute', unitDisplay: 'short'}).format(12)])"""


def test_a_day_and_a_wait_are_the_browsers_own_french(page, app_url, dist_dir):
    words = gettext.GNUTranslations(io.BytesIO((dist_dir / "lang" / "fr.mo").read_bytes()))
    page.clock.set_fixed_time("2026-03-10T18:48:00Z")
    with stored(page, {"domino.game": late_save(setups.daily("2026-03-10"))}):
        open_app(page, app_url, "?delay=0&lang=fr")
    day, wait = page.evaluate(DAY), page.evaluate(WAIT)
    assert day != "Mar 10, 2026" and wait != "5 hr 12 min"   # French is not English here
    assert page.locator("#menu-daily time").inner_text() == day
    page.click('[data-action="continue"]')
    assert wait_actionable(page) == "turn"
    while play_to_round_over(page) != "match-over":
        page.click('#round-dialog [data-action="next-hand"]')
        page.wait_for_function("() => document.body.dataset.phase !== 'round-over'")
    line = page.locator("#round-body .daily-end").text_content()
    assert words.gettext("Next Daily in {wait}.").format(wait=wait) in line
