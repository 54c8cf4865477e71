"""The menu offers every variant, and whatever a person clicks, it never asks the engine for a
Rules value it refuses: options a variant does not support are disabled, and a choice that
became invalid moves to a valid one with a note."""

from __future__ import annotations

import itertools

import domino

READY_MS = 60_000
SETTINGS = ("variant", "players", "target")

CHECKED = """() => Object.fromEntries(['mode', 'players', 'variant', 'level', 'target'].map(n =>
  [n, document.querySelector(`[data-setting="${n}"] input:checked`).value]))"""


def rules_ok(s) -> bool:
    try:
        domino.Rules(variant=s["variant"], players=int(s["players"]), target=int(s["target"]))
        return True
    except ValueError:
        return False


def options(page, name):
    return page.eval_on_selector_all(
        f'[data-setting="{name}"] input',
        "els => els.map(e => ({value: e.value, disabled: e.disabled}))")


def test_menu_cannot_produce_an_invalid_rules_combination(page, app_url):
    page.goto(app_url + "?delay=0&seed=1")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=READY_MS)
    variants = [o["value"] for o in options(page, "variant")]
    assert variants == ["draw", "block", "triangles", "mexican"]
    refused = 0
    # Click through every order of choices a person could make, one setting at a time.
    for variant, target, players in itertools.product(variants, ("100", "50", "0"), ("4", "2", "3")):
        for name, value in (("target", target), ("variant", variant), ("players", players),
                            ("target", target)):
            node = page.locator(f'[data-setting="{name}"] input[value="{value}"]')
            if node.is_disabled():
                refused += 1
                current = page.evaluate(CHECKED)
                assert not rules_ok({**current, name: value}), (name, value, current)
            else:
                page.locator(f'[data-setting="{name}"] label',
                             has=page.locator(f'input[value="{value}"]')).click()
            state = page.evaluate(CHECKED)
            assert rules_ok(state), state
            # Every enabled option of every setting is a valid choice from here.
            for setting in SETTINGS:
                for o in options(page, setting):
                    if setting != "variant":
                        assert o["disabled"] != rules_ok({**state, setting: o["value"]}), (setting, o, state)
    assert refused > 0
    # A match length chosen for Classic, then Triangles: the length moves to one round, with a note.
    page.locator('[data-setting="variant"] label', has=page.locator('input[value="draw"]')).click()
    page.locator('[data-setting="target"] label', has=page.locator('input[value="50"]')).click()
    page.locator('[data-setting="variant"] label', has=page.locator('input[value="triangles"]')).click()
    assert page.evaluate(CHECKED)["target"] == "0"
    assert "Triangles is played as a single round" in page.locator("#variant-note").inner_text()
    assert page.locator('[data-setting="target"] input[value="50"]').is_disabled()
    page.locator('[data-setting="variant"] label', has=page.locator('input[value="mexican"]')).click()
    assert "Mexican Train is played as a single round" in page.locator("#variant-note").inner_text()
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
