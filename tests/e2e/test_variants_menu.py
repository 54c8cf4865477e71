"""The menu form in the page is what `menu.plan` says, for a game of each board kind, through clicks
that move a choice, hide and show rows and carry the player count and level from one sync to the
next; New game starts each board. Every combination of the settings is tests/unit/
test_menu_combinations.py's, on CPython: the browser checks the form's copy of the answer, and
how its words fit a phone."""

from __future__ import annotations

from driver import leave_if_asked, open_app, set_pref

from domino.core import catalog
from table.flow import menu

# Each row of the form: its checked value, its values, those disabled, whether it is hidden; and
# the words under the form and the title.
FORM = """() => ({
  rows: Object.fromEntries([...document.querySelectorAll('#menu-form [data-setting]')].map(r => [r.dataset.setting, {
    checked: (r.querySelector('input:checked') || {}).value,
    values: [...r.querySelectorAll('input')].map(i => i.value),
    disabled: [...r.querySelectorAll('input:disabled')].map(i => i.value),
    hidden: r.hidden}])),
  note: document.getElementById('variant-note').textContent,
  tagline: document.getElementById('tagline').textContent})"""

# One game of each board kind, a length that must move (To 50 has no place in Triangles), rows
# that show and hide (Tri-Ominos, the full game, 2 vs 2 and the partner), a player count that
# changes the blocked scoring, a level the partner follows.
CLICKS = (("target", "50"), ("variant", "triangles"), ("scoring", "triominos"), ("variant", "mexican"),
          ("rounds", "10"), ("players", "4"), ("variant", "draw"), ("target", "100"), ("teams", "pairs"),
          ("level", "hard"), ("variant", "allfives"), ("fives", "100"), ("players", "3"), ("variant", "block"))


def form(page) -> dict:
    return page.evaluate(FORM)


def assert_form_is_the_plan(shown, given, seen):
    """The page's form for `given` (the choices as clicked), synced from `seen` (players, level)."""
    rows = shown["rows"]
    p = menu.plan({name: rows[name]["values"] for name in ("players", "set", *menu.LENGTHS)}, given, *seen)
    assert {name: rows[name]["checked"] for name in menu.SETTINGS} == p.chosen, (given, shown)
    for name in ("players", *menu.LENGTHS):
        assert [v for v in rows[name]["values"] if v not in rows[name]["disabled"]] == p.enabled[name], name
    assert [name for name in menu.LENGTHS if not rows[name]["hidden"]] == [p.shown]
    assert [rows[name]["hidden"] for name in ("blocked", "teams", "partner")] == [not p.blocked, not p.teams,
                                                                                not p.partner]
    assert (shown["note"], shown["tagline"]) == (p.note, p.tagline)


def test_the_form_shows_what_plan_says_and_new_game_starts_each_board(page, app_url):
    open_app(page, app_url, "?delay=0&seed=1")
    shown = form(page)
    for name, value in CLICKS:
        before = {name: shown["rows"][name]["checked"] for name in menu.SETTINGS}
        page.locator(f'[data-setting="{name}"] label', has=page.locator(f'input[value="{value}"]')).click()
        shown = form(page)
        assert_form_is_the_plan(shown, {**before, name: value}, (before["players"], before["level"]))
        if (name, value) == ("variant", "triangles"):  # To 50 moved to a single round, and is refused
            assert shown["rows"]["target"]["checked"] == "0" and "50" in shown["rows"]["target"]["disabled"]
        if name == "level":  # the partner's level followed the opponents'
            assert shown["rows"]["partner"]["checked"] == value
    kinds = {}
    for variant, entry in catalog.OFFERED.items():
        kinds.setdefault(entry.board, variant)
    assert len(kinds) == len(catalog.BOARDS), kinds
    for variant in kinds.values():
        page.locator('[data-setting="variant"] label', has=page.locator(f'input[value="{variant}"]')).click()
        page.click('[data-action="new-game"]')
        leave_if_asked(page)
        assert page.locator("#menu-error").inner_text() == ""
        assert page.evaluate("document.body.dataset.variant") == variant
        page.click('[data-action="menu"]')
        page.wait_for_function("() => document.body.dataset.phase === 'menu'")


# The menu's choices whose words do not fit their button (cut to '…'), and whether the page scrolls.
CUT = """() => ({
  cut: [...document.querySelectorAll('#menu .seg:not([hidden]) span')].filter(s => s.scrollWidth > s.clientWidth)
       .map(s => s.innerText),
  scrolls: document.documentElement.scrollHeight > innerHeight})"""


def test_every_choice_reads_in_full_on_a_phone(page, app_url):
    """On a phone each choice's name sits above its buttons, so no button's words are cut ('vs Comp…'
    at 320 px), whichever length row the game shows; at 390x844 the whole menu fits the screen. One
    page: the menu looked at 320x568 and at 390x844 (the viewport resized), in each language."""
    open_app(page, app_url, "?howto=0")
    for language in ("en", "es", "fr", "pt-BR"):  # longer words: a game's name takes two lines, never an ellipsis
        if language != "en":
            set_pref(page, "lang", language)
            page.wait_for_function("code => document.documentElement.lang === code", arg=language)
        for size in [(320, 568), (390, 844)]:
            page.set_viewport_size({"width": size[0], "height": size[1]})
            for variant in ("draw", "mexican", "triangles"):
                page.check(f'[data-setting="variant"] input[value="{variant}"]')
                seen = page.evaluate(CUT)
                assert seen["cut"] == [], (language, size, variant, seen)
                if language == "en":
                    assert size[0] == 320 or not seen["scrolls"], (variant, seen)
                    # the line under the title is the game's own: one line at 390 px, "open ends" for Classic only
                    tagline = page.locator("#tagline")
                    assert ("open ends" in tagline.inner_text()) == (variant == "draw"), tagline.inner_text()
                    assert size[0] == 320 or tagline.bounding_box()["height"] < 30
