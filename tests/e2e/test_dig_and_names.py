"""Draw until it fits through clicks (one tap on Draw in Classic digs to a fit, each tile seen
arriving, the dig said once, Undo taking it back whole), and same-device names on the hand-off
screen and the plaques: hostile names stay text and the phone table keeps its width."""

from __future__ import annotations

import random

import pytest

from audits import axe_results, describe
from driver import PHONE, continue_saved, no_sideways_scroll, open_app, resize, wait_actionable, wait_for

from domino import Rules, new_match

HAND = "document.querySelectorAll('[data-hand] [data-tile]').length"
STOCK = "Number(document.querySelector('[data-stock] [data-count]').dataset.count)"


def dig_ahead(g):
    """The person's turn: nothing fits, nor do the stock's next two tiles."""
    s = g.state
    ends = {s.left, s.right}
    return [m.kind for m in g.legal_moves()] == ["draw"] and len(s.stock) >= 3 and \
        not set(s.stock[-1]) & ends and not set(s.stock[-2]) & ends


def saved_dig():
    for seed in range(400):
        rng = random.Random(seed)
        match = new_match(Rules(variant="draw", players=2, target=0), seed=seed)
        g = match.game
        while not g.is_over:
            if g.current_player == 0 and dig_ahead(g):
                cfg = {"mode": "computer", "players": "2", "variant": "draw", "level": "easy", "target": "0",
                       "rounds": "1", "scoring": "standard", "seed": seed}
                return {"match": match.to_json(), "tab": "t-elsewhere", "v": 1,
                        "table": {"cfg": cfg, "names": ["You", "Computer 1"], "last": "", "fresh": None}}
            g.apply(rng.choice(g.legal_moves()))
    raise AssertionError("no deal with a dig")


@pytest.mark.motion  # each dug tile arrives on its own
def test_one_tap_on_draw_digs_to_a_fit_and_undo_takes_the_dig_back(page, app_url):
    page.set_viewport_size(PHONE)
    continue_saved(page, app_url, saved_dig())
    hand, stock = page.evaluate(HAND), page.evaluate(STOCK)
    # every count the hand shows on its way (each drawn tile arrives on its own)
    page.evaluate(f"""() => {{ window.handCounts = [];
        new MutationObserver(() => {{ const n = {HAND}; if (window.handCounts.at(-1) !== n) window.handCounts.push(n); }})
          .observe(document.querySelector('[data-hand]'), {{childList: true, subtree: true}}); }}""")
    page.click('[data-action="draw"]')
    page.wait_for_function("() => !document.querySelector('[data-action=\"draw\"]')"
                           " && document.getElementById('announce').textContent.startsWith('You drew')")
    dug = page.evaluate(HAND) - hand
    assert dug >= 3 and page.evaluate(STOCK) == stock - dug
    assert page.evaluate("window.handCounts").count(hand + dug) >= 1
    assert [n for n in page.evaluate("window.handCounts") if n > hand] == list(range(hand + 1, hand + dug + 1))
    said = page.inner_text("#announce")
    assert said.startswith(f"You drew {dug}: ") and said.count(",") == dug - 1
    assert said in page.inner_text("#status")
    # the move log lists each draw
    page.click('[data-action="moves"]')
    wait_for(page, "#moves-dialog[open]")
    log = page.inner_text("#moves-body")
    page.click("#moves-dialog [data-close]")
    assert log.count("drew") >= 1 and str(dug) in log or log.count("drew") >= dug
    # one Undo, the whole dig
    page.click('#tools [data-action="undo"]')
    page.wait_for_function("() => document.getElementById('status').innerText.includes('took back your draws')")
    assert page.evaluate(HAND) == hand and page.evaluate(STOCK) == stock
    assert page.locator('[data-action="draw"]').count() == 1


HOSTILE = ['<b>Ann</b><img src=x onerror="window.pwned=1">', "\u202eevil name here!", "\U0001f600" * 12,
           "\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd"]


NAME_SIZES = [PHONE, {"width": 844, "height": 390}]


def test_same_device_names_on_the_handoff_screen_and_plaques(page, app_url):
    """One visit, each screen looked at upright (390x844) and on its side (844x390)."""
    resize(page, NAME_SIZES[0])
    open_app(page, app_url, "?delay=0&seed=5")
    page.check('[data-setting="mode"] input[value="local"]')
    page.check('[data-setting="players"] input[value="4"]')
    page.check('[data-setting="target"] input[value="50"]')  # a score bar that names them too
    boxes = page.locator("[data-names] input")
    assert [boxes.nth(i).is_visible() for i in range(4)] == [True] * 4
    for i, name in enumerate(HOSTILE):
        boxes.nth(i).fill(name)
    for size in NAME_SIZES:
        resize(page, size)
        page.screenshot(path=f"/tmp/names-menu-{size['width']}x{size['height']}.png", full_page=True)
        severe = describe(axe_results(page)["violations"])
        assert not severe, (size, severe)
    page.check('[data-setting="players"] input[value="2"]')
    assert [boxes.nth(i).is_visible() for i in range(4)] == [True, True, False, False]
    page.check('[data-setting="players"] input[value="4"]')
    page.click('[data-action="new-game"]')
    assert wait_actionable(page) == "handoff"
    title = page.inner_text("#handoff-title")
    # as typed: the box takes 16 UTF-16 units (8 of these emoji); the table drops the override
    names = [HOSTILE[0][:16], "evil name here!", "\U0001f600" * 8, HOSTILE[3]]
    assert title.startswith("Pass the device to ") and title.removeprefix("Pass the device to ") in names
    assert page.locator("#handoff-body b, #handoff-body img, #seats img, #seats b").count() == 0
    assert not page.evaluate("window.pwned")
    for size in NAME_SIZES:
        resize(page, size)
        page.screenshot(path=f"/tmp/names-handoff-{size['width']}x{size['height']}.png")
        no_sideways_scroll(page)
    page.click('[data-action="ready"]')
    assert wait_actionable(page) == "turn"
    shown = page.eval_on_selector_all("#seats .seat-name", "els => els.map(e => e.textContent)")
    assert len(shown) == 3 and all(any(n in s for n in names) for s in shown), shown
    for size in NAME_SIZES:
        resize(page, size)
        page.screenshot(path=f"/tmp/names-table-{size['width']}x{size['height']}.png")
        # each plaque keeps to the screen, a long name cut short
        assert page.evaluate("""() => [...document.querySelectorAll('#seats .seat')].every(e => {
            const r = e.getBoundingClientRect(); return r.left >= 0 && r.right <= innerWidth; })"""), size
        no_sideways_scroll(page)  # the score bar cuts the long names short
        assert page.locator("#scores .score").count() == 4
    # remembered for the next game
    page.click('[data-action="menu"]')
    page.reload()
    wait_for(page, 'body[data-ready="1"]', state="attached")
    assert page.locator("[data-names] input").nth(0).input_value() == names[0]


CHECKED = "n => document.querySelector(`[data-setting=\"${n}\"] input:checked`).value"


def test_the_blocked_scoring_row_follows_the_player_count_and_is_remembered(page, app_url):
    """Upright, then (the same visit turned) on its side."""
    resize(page, PHONE)
    open_app(page, app_url, "?delay=0&seed=5")
    for size in (PHONE, {"width": 844, "height": 390}):
        resize(page, size)
        row = page.locator('[data-setting="blocked"]')
        page.check('[data-setting="variant"] input[value="draw"]')
        page.check('[data-setting="target"] input[value="0"]')
        assert not row.is_visible()  # a single round scores nothing
        page.check('[data-setting="players"] input[value="3"]')
        page.check('[data-setting="target"] input[value="50"]')
        assert row.is_visible() and page.evaluate(CHECKED, "blocked") == "others"
        assert "all the others' pips" in page.inner_text("#variant-note")
        page.screenshot(path=f"/tmp/blocked-menu-{size['width']}.png", full_page=True)
        severe = describe(axe_results(page)["violations"])
        assert not severe, severe
        page.check('[data-setting="players"] input[value="2"]')
        assert page.evaluate(CHECKED, "blocked") == "difference"
        page.check('[data-setting="variant"] input[value="mexican"]')
        assert not row.is_visible()
    # the player's own choice for 4 players, remembered by New game
    page.check('[data-setting="variant"] input[value="block"]')
    page.check('[data-setting="players"] input[value="4"]')
    page.check('[data-setting="target"] input[value="100"]')
    page.check('[data-setting="blocked"] input[value="difference"]')
    page.click('[data-action="new-game"]')
    page.wait_for_function("() => document.body.dataset.phase !== 'menu'")
    page.reload()
    wait_for(page, 'body[data-ready="1"]', state="attached")
    assert page.evaluate(CHECKED, "players") == "4" and page.evaluate(CHECKED, "blocked") == "difference"
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('domino.game')).match.rules.blocked_scoring")
    assert saved == "difference"
