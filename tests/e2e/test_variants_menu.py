"""The menu offers every variant, and whatever a person clicks, it never asks the engine for a
Rules value it refuses: options a variant does not support are disabled, and a choice that
became invalid moves to a valid one with a note. A game's length is a points target, for
Mexican Train a number of rounds (the full game), for Triangles its scoring (Tri-Ominos to 400):
the menu shows one of those rows."""

from __future__ import annotations

import itertools

import pytest
from driver import open_app

import domino
from domino.core import catalog
from table.render import match_length as lengths

LENGTHS = ("target", "rounds", "scoring", "fives")
SETTINGS = ("variant", "players", *LENGTHS)
ROW = {"mexican": "rounds", "triangles": "scoring", "allfives": "fives"}  # the length row each variant shows; else target

CHECKED = """() => Object.fromEntries(['mode', 'players', 'variant', 'level', 'target', 'rounds', 'scoring', 'fives'].map(n =>
  [n, document.querySelector(`[data-setting="${n}"] input:checked`).value]))"""


def rules_ok(s) -> bool:
    try:
        domino.Rules(**lengths.rules_options(s))
        return True
    except ValueError:
        return False


def options(page, name):
    return page.eval_on_selector_all(
        f'[data-setting="{name}"] input',
        "els => els.map(e => ({value: e.value, disabled: e.disabled}))")


def test_menu_cannot_produce_an_invalid_rules_combination(page, app_url):
    open_app(page, app_url, "?delay=0&seed=1")
    variants = [o["value"] for o in options(page, "variant")]
    assert variants == list(catalog.CATALOG)
    refused = 0
    # Click through every order of choices a person could make, one setting at a time.
    combos = itertools.product(variants, ("100", "50", "0"), ("4", "2", "3"))
    for i, (variant, target, players) in enumerate(combos):
        rounds = ("10", "1")[i % 2]  # each variant meets both
        scoring = (lengths.TRIOMINOS, lengths.STANDARD)[i // 2 % 2]  # ... and both scorings, with either
        for name, value in (("target", target), ("rounds", rounds), ("scoring", scoring), ("variant", variant),
                            ("players", players), ("target", target), ("rounds", rounds), ("scoring", scoring)):
            node = page.locator(f'[data-setting="{name}"] input[value="{value}"]')
            if node.is_disabled():
                refused += 1
                current = page.evaluate(CHECKED)
                assert not rules_ok({**current, name: value}), (name, value, current)
            elif not node.is_visible():  # the length counted the other way: its one choice is made
                assert page.evaluate(CHECKED)[name] == value, (name, value)
            else:
                page.locator(f'[data-setting="{name}"] label',
                             has=page.locator(f'input[value="{value}"]')).click()
            state = page.evaluate(CHECKED)
            assert rules_ok(state), state
            shown = [n for n in LENGTHS if page.locator(f'[data-setting="{n}"]').is_visible()]
            assert shown == [ROW.get(state["variant"], "target")], state
            tri = state["variant"] == "triangles" and state["scoring"] == lengths.TRIOMINOS
            assert ("Tri-Ominos points" in page.locator("#variant-note").inner_text()) == tri, state
            # Every enabled option of every setting is a valid choice from here.
            for setting in SETTINGS:
                for o in options(page, setting):
                    if setting != "variant":
                        assert o["disabled"] != rules_ok({**state, setting: o["value"]}), (setting, o, state)
    assert refused > 0
    # A match length chosen for Classic, then Triangles: the length moves to one round, which its
    # own row says (1 round or Tri-Ominos to 400).
    page.locator('[data-setting="variant"] label', has=page.locator('input[value="draw"]')).click()
    page.locator('[data-setting="target"] label', has=page.locator('input[value="50"]')).click()
    page.locator('[data-setting="variant"] label', has=page.locator('input[value="triangles"]')).click()
    assert page.evaluate(CHECKED)["target"] == "0"
    assert page.evaluate(CHECKED)["scoring"] == lengths.STANDARD
    assert page.locator("#variant-note").inner_text() == ""
    assert page.locator('[data-setting="target"] input[value="50"]').is_disabled()
    page.locator('[data-setting="scoring"] label', has=page.locator('input[value="triominos"]')).click()
    assert page.locator("#variant-note").inner_text() == lengths.note(
        domino.Rules(**lengths.rules_options(page.evaluate(CHECKED))))
    page.locator('[data-setting="variant"] label', has=page.locator('input[value="mexican"]')).click()
    assert page.evaluate(CHECKED)["scoring"] == lengths.STANDARD  # Tri-Ominos is Triangles' only
    assert page.locator("#variant-note").inner_text() == ""  # its rounds row says it: 1 round or 10
    assert page.evaluate(CHECKED)["rounds"] == "1"
    page.locator('[data-setting="variant"] label', has=page.locator('input[value="block"]')).click()
    assert page.locator("#variant-note").inner_text() == ""
    assert page.locator('[data-setting="target"] input[value="50"]').is_enabled()
    for variant in ("mexican", "triangles"):
        page.locator('[data-setting="variant"] label', has=page.locator(f'input[value="{variant}"]')).click()
        page.click('[data-action="new-game"]')
        page.wait_for_function("() => document.body.dataset.phase !== 'menu'")
        assert page.locator("#menu-error").inner_text() == ""
        assert page.evaluate("document.body.dataset.variant") == variant
        page.click('[data-action="menu"]')
        page.wait_for_function("() => document.body.dataset.phase === 'menu'")


# The menu's choices whose words do not fit their button (cut to '…'), and whether the page scrolls.
CUT = """() => ({
  cut: [...document.querySelectorAll('#menu .seg:not([hidden]) span')].filter(s => s.scrollWidth > s.clientWidth)
       .map(s => s.innerText),
  scrolls: document.documentElement.scrollHeight > innerHeight})"""


@pytest.mark.parametrize("size", [(320, 568), (390, 844)], ids=["320x568", "390x844"])
def test_every_choice_reads_in_full_on_a_phone(page, app_url, size):
    """On a phone each choice's name sits above its buttons, so no button's words are cut ('vs Comp…'
    at 320 px), whichever length row the game shows; at 390x844 the whole menu fits the screen."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_app(page, app_url, "?howto=0")
    for variant in ("draw", "mexican", "triangles"):
        page.check(f'[data-setting="variant"] input[value="{variant}"]')
        seen = page.evaluate(CUT)
        assert seen["cut"] == [], (variant, seen)
        assert size[0] == 320 or not seen["scrolls"], (variant, seen)
        # the line under the title is the game's own: one line at 390 px, "open ends" for Classic only
        tagline = page.locator("#tagline")
        assert ("open ends" in tagline.inner_text()) == (variant == "draw"), tagline.inner_text()
        assert size[0] == 320 or tagline.bounding_box()["height"] < 30
