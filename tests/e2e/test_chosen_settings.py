"""Settings shows what is chosen: on the panel's light card each row's chosen
button keeps the brass fill of the menu's chosen buttons, at every size, and the fill follows a new
choice. The panel's own look for the unchosen buttons once came after the chosen one's in
static/app.css and, as specific as it, painted over it: every button looked the same."""

from __future__ import annotations

from driver import open_app, resize, wait_for

SIZES = [{"width": 390, "height": 844}, {"width": 360, "height": 740}, {"width": 844, "height": 390},
         {"width": 1280, "height": 800}]

# Each setting's buttons as drawn: (name, value, chosen, background image, background colour).
DRAWN = """() => [...document.querySelectorAll('#panel .prefs .seg label')].map(label => {
  const input = label.querySelector('input'), look = getComputedStyle(label.querySelector('span'));
  return [input.dataset.pref, input.value, input.checked, look.backgroundImage, look.backgroundColor];
})"""


def drawn(page) -> dict:
    """Each setting: the look of its chosen button and the looks of the others."""
    rows: dict = {}
    for name, value, chosen, image, colour in page.evaluate(DRAWN):
        row = rows.setdefault(name, {"chosen": [], "others": set()})
        if chosen:
            row["chosen"].append((value, image, colour))
        else:
            row["others"].add((image, colour))
    return rows


def assert_chosen_stands_out(rows):
    assert rows, "no settings on the panel"
    for name, row in rows.items():
        assert len(row["chosen"]) == 1, (name, row)
        value, image, colour = row["chosen"][0]
        assert image.startswith("linear-gradient"), (name, value, image)   # the brass fill
        assert (image, colour) not in row["others"], (name, row)


def test_every_setting_shows_its_choice(page, app_url):
    """At each size in turn, one visit: every chosen button stands out, and a new choice (the tiles'
    look, another each time) takes the fill with it."""
    resize(page, SIZES[0])
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    for size, choice in zip(SIZES, ["dark", "ivory", "dark", "contrast"]):
        resize(page, size)
        page.click('[data-action="settings"]')
        wait_for(page, "#panel .prefs input[data-pref]")
        assert_chosen_stands_out(drawn(page))
        assert drawn(page)["tiles"]["chosen"][0][0] != choice, size
        page.check(f'#panel input[data-pref="tiles"][value="{choice}"]')
        page.wait_for_function(f"() => document.body.dataset.tiles === '{choice}'")
        rows = drawn(page)
        assert_chosen_stands_out(rows)
        assert rows["tiles"]["chosen"][0][0] == choice, size
        page.click('#panel [data-ui="close"]')
