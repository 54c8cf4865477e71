"""Play where you look, in the browser: tap the chain's lit end, one tap for a tile that goes only one
way (or the same either way, and the forced opening), and a tile dragged from the hand to an end with
the mouse or a finger; a drag let go anywhere else changes nothing. Each case continues a saved game
at an exact position found by playing the engine with a fixed seed. A case with a mouse sets the
phone's size on its page; one with a finger asks its context for touch, which opens the worker's
browser anew (tests/e2e/shared_context.py), so only those do."""

from __future__ import annotations

import random

import pytest
from driver import (CHAIN_AND_HAND, PHONE, continue_saved, drag_tile_to, lit_ends, open_app, set_pref, tap_end,
                    wait_actionable)

from domino import Rules, new_match


def saved_game(wanted, variant="draw", seeds=400):
    """A saved game of 2-player `variant` against the computer, at the first position where it is
    the person's turn and `wanted(game)` holds (the engine's moves drawn from a fixed seed)."""
    for seed in range(seeds):
        rng = random.Random(seed)
        match = new_match(Rules(variant=variant, players=2, target=0), seed=seed)
        g = match.game
        while not g.is_over:
            if g.current_player == 0 and wanted(g):
                cfg = {"mode": "computer", "players": "2", "variant": variant, "level": "easy", "target": "0",
                       "rounds": "1", "scoring": "standard", "seed": seed}
                return {"match": match.to_json(), "tab": "t-elsewhere", "v": 1,
                        "table": {"cfg": cfg, "names": ["You", "Computer 1"], "last": "", "fresh": None}}
            legal = g.legal_moves()
            plays = [m for m in legal if m.kind == "play"]
            g.apply(rng.choice(plays) if plays else legal[0])
    raise AssertionError("no such position")


def plays_by_tile(g) -> dict:
    out = {}
    for m in g.legal_moves():
        if m.kind == "play":
            out.setdefault(tuple(m.tile), []).append(m)
    return out


def both_ends(g):
    """A tile that fits either end, the ends showing different numbers (the person must choose)."""
    ends = g.observation(0).ends
    return ends is not None and ends[0] != ends[1] and len(g.observation(0).chain) >= 3 and \
        any(len(ms) == 2 for ms in plays_by_tile(g).values())


def text(tile) -> str:
    return f"{tile[0]}-{tile[1]}"


def two_way_tile(page) -> str:
    """The tile of the hand on screen that fits both ends (the position has one)."""
    return page.evaluate("""() => {
      const [l, r] = [...document.querySelectorAll('[data-end] .end-n')].map(e => e.innerText);
      const t = [...document.querySelectorAll('[data-hand] [data-playable="true"]')].map(e => e.dataset.tile)
        .find(t => { const [a, b] = t.split('-'); return (a === l || b === l) && (a === r || b === r); });
      return t;
    }""")


def wait_played(page, before):
    page.wait_for_function(f"() => document.querySelectorAll('[data-hand] [data-tile]').length < {len(before['hand'])}"
                           " || document.body.dataset.phase !== 'playing'")
    return page.evaluate(CHAIN_AND_HAND)


def grown_at(before, after, end, tile) -> bool:
    """`tile` was put at the `end` of the chain as it was (the computer may have played since)."""
    chain, now = before["chain"], after["chain"]
    lo_hi = "-".join(sorted(tile.split("-")))
    i = now.index(chain[0])
    if now[i:i + len(chain)] != chain:
        return False
    return now[i - 1] == lo_hi if end == "L" else now[i + len(chain)] == lo_hi


def test_tap_the_lit_end_to_play_there(page, app_url):
    page.set_viewport_size(PHONE)
    continue_saved(page, app_url, saved_game(both_ends))
    tile = two_way_tile(page)
    before = page.evaluate(CHAIN_AND_HAND)
    page.click(f'[data-hand] [data-tile="{tile}"]')
    page.wait_for_function("() => document.getElementById('chain').dataset.fit === 'L R'")
    ends = page.eval_on_selector_all("[data-end] .end-n", "els => els.map(e => e.innerText)")
    assert f"tap a lit end, the {ends[0]} or the {ends[1]}." in page.inner_text("#status")
    assert lit_ends(page) == ["L", "R"]
    tap_end(page, "R")
    after = wait_played(page, before)
    assert grown_at(before, after, "R", tile), (before, after)


def test_one_tap_plays_a_tile_that_goes_one_way_only(page, app_url):
    page.set_viewport_size(PHONE)
    def one_way(g):
        return len(g.observation(0).chain) >= 2 and any(len(ms) == 1 for ms in plays_by_tile(g).values())

    doc = saved_game(one_way)
    continue_saved(page, app_url, doc)
    g = new_match_from(doc)
    tile, (move,) = next((t, ms) for t, ms in plays_by_tile(g).items() if len(ms) == 1)
    before = page.evaluate(CHAIN_AND_HAND)
    page.click(f'[data-hand] [data-tile="{text(tile)}"]')
    after = wait_played(page, before)
    assert grown_at(before, after, move.end, text(tile)), (before, after)


def test_one_tap_when_both_ends_show_the_same_number(page, app_url):
    page.set_viewport_size(PHONE)
    def same_both_ways(g):
        ends = g.observation(0).ends
        return ends is not None and ends[0] == ends[1] and any(len(ms) == 2 for ms in plays_by_tile(g).values())

    doc = saved_game(same_both_ways)
    continue_saved(page, app_url, doc)
    g = new_match_from(doc)
    tile = next(t for t, ms in plays_by_tile(g).items() if len(ms) == 2)
    before = page.evaluate(CHAIN_AND_HAND)
    page.click(f'[data-hand] [data-tile="{text(tile)}"]')
    after = wait_played(page, before)
    assert grown_at(before, after, "L", text(tile)) or grown_at(before, after, "R", text(tile)), (before, after)


def test_the_forced_opening_takes_one_tap(page, app_url):
    page.set_viewport_size(PHONE)
    doc = saved_game(lambda g: g.observation(0).ends is None and len(g.legal_moves()) == 1)
    continue_saved(page, app_url, doc)
    (move,) = new_match_from(doc).legal_moves()
    assert page.inner_text("#status").endswith(f"open with {text(move.tile)}.")
    before = page.evaluate(CHAIN_AND_HAND)
    page.click(f'[data-hand] [data-tile="{text(move.tile)}"]')
    after = wait_played(page, before)
    assert "-".join(map(str, sorted(move.tile))) in after["chain"] and text(move.tile) not in after["hand"]


def new_match_from(doc):
    """The game of a saved document, at its position."""
    from domino import Match
    return Match.from_json(doc["match"]).game


@pytest.mark.parametrize("target,end", [('#chain [data-chain-end="L"]', "L"), ('[data-end="R"]', "R")],
                         ids=["chain-end", "end-box"])
def test_drag_a_tile_to_an_end_with_the_mouse(page, app_url, target, end):
    page.set_viewport_size(PHONE)
    continue_saved(page, app_url, saved_game(both_ends))
    tile = two_way_tile(page)
    before = page.evaluate(CHAIN_AND_HAND)
    seen = drag_tile_to(page, tile, target)
    assert seen == {"ghost": True, "under": True, "above": False,
                    "lit": [("chain:" if "chain" in target else "end:") + end]}, seen
    after = wait_played(page, before)
    assert grown_at(before, after, end, tile), (before, after)
    assert page.locator(".drag-ghost, [data-drop], .lifted").count() == 0


@pytest.mark.browser_context_args(viewport=PHONE, has_touch=True, is_mobile=True)
def test_drag_a_tile_to_an_end_with_a_finger(page, app_url):
    continue_saved(page, app_url, saved_game(both_ends))
    tile = two_way_tile(page)
    before = page.evaluate(CHAIN_AND_HAND)
    seen = drag_tile_to(page, tile, '#chain [data-chain-end="R"]', touch=True)
    assert seen == {"ghost": True, "under": True, "above": True, "lit": ["chain:R"]}, seen  # the end stays in sight
    after = wait_played(page, before)
    assert grown_at(before, after, "R", tile), (before, after)
    assert page.locator(".drag-ghost, [data-drop], .lifted").count() == 0


@pytest.mark.browser_context_args(viewport=PHONE, has_touch=True)
def test_a_drag_let_go_off_the_targets_changes_nothing(page, app_url):
    """With the mouse, then (the position unchanged) with a finger."""
    continue_saved(page, app_url, saved_game(both_ends))
    tile = two_way_tile(page)
    before = page.evaluate(CHAIN_AND_HAND)
    for touch in (False, True):
        let_go_off_the_targets(page, tile, before, touch)


def let_go_off_the_targets(page, tile, before, touch):
    status = page.inner_text("#status")
    box = page.locator("#status").bounding_box()
    seen = drag_tile_to(page, tile, '#chain [data-chain-end="L"]', touch=touch, release=(box["x"] + 4, box["y"] + 4))
    assert seen["ghost"] and seen["lit"] == [], seen  # over the status line now: nothing lit
    assert page.evaluate(CHAIN_AND_HAND) == before
    assert page.inner_text("#status") == status
    assert page.locator('.drag-ghost, [data-drop], .lifted, [data-hand] [aria-pressed="true"]').count() == 0
    # Back where it started: let go on the tile itself, it is still not a tap.
    x, y = (lambda b: (b["x"] + b["width"] / 2, b["y"] + b["height"] / 2))(
        page.locator(f'[data-hand] [data-tile="{tile}"]').bounding_box())
    drag_tile_to(page, tile, "#status", touch=touch, release=(x, y))
    assert page.evaluate(CHAIN_AND_HAND) == before
    assert page.locator('[data-hand] [aria-pressed="true"]').count() == 0


@pytest.mark.browser_context_args(viewport=PHONE, has_touch=True)
def test_drag_a_tile_to_a_train(page, app_url):
    """The drag is the page's, for any board: a Mexican Train tile that fits two trains, dropped on
    one of them by a finger, is played there."""
    def two_trains(g):
        return any(len({m.train for m in ms}) >= 2 for ms in plays_by_tile(g).values())

    doc = saved_game(two_trains, variant="mexican")
    continue_saved(page, app_url, doc)
    g = new_match_from(doc)
    tile, moves = next((t, ms) for t, ms in plays_by_tile(g).items() if len({m.train for m in ms}) >= 2)
    train = str(moves[-1].train)
    row = f'[data-train="{train}"]'
    count = int(page.locator(row).get_attribute("data-count"))
    seen = drag_tile_to(page, text(tile), row, touch=True)
    assert seen["ghost"] and seen["under"] and seen["lit"] == [f"train:{train}"], seen
    page.wait_for_function(f"() => document.body.dataset.phase !== 'playing' || Number(document.querySelector("
                           f"'{row}').dataset.count) > {count}")
    assert text(tile) not in page.evaluate(CHAIN_AND_HAND)["hand"]


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "finger"])
@pytest.mark.browser_context_args(viewport=PHONE, has_touch=True)
def test_drag_a_triangle_to_a_marked_cell(page, app_url, touch):
    """The Triangles board marks its cells only for a chosen tile: picking a tile up chooses it, and
    letting it go on a cell it fits one way round places it there."""
    def one_way_cell(ms):
        cells = [m.cell for m in ms]
        return next((c for c in cells if cells.count(c) == 1), None) if len(set(cells)) >= 2 else None

    doc = saved_game(lambda g: any(one_way_cell(ms) for ms in plays_by_tile(g).values()), variant="triangles")
    continue_saved(page, app_url, doc)
    tile, cell = next((t, one_way_cell(ms)) for t, ms in plays_by_tile(new_match_from(doc)).items() if one_way_cell(ms))
    name, spot = "-".join(map(str, tile)), f'[data-spot="{cell[0]},{cell[1]}"]'
    page.click('[data-zoom="fit"]')  # every cell in view
    page.wait_for_function('document.getElementById("tri-svg").dataset.zoomMode === "all"')
    assert page.locator("[data-spot]").count() == 0  # nothing chosen: no cell marked yet
    board = page.locator("#tri-svg [data-tile]").count()
    seen = drag_tile_to(page, name, spot, touch=touch)
    assert seen["ghost"] and seen["under"] and seen["lit"] == [f"spot:{cell[0]},{cell[1]}"], seen
    page.wait_for_function(f"() => document.querySelectorAll('#tri-svg [data-tile]').length > {board}"
                           " || document.body.dataset.phase !== 'playing'")
    assert page.locator(f'#tri-svg [data-tile="{name}"]').get_attribute("data-cell") == f"{cell[0]},{cell[1]}"
    assert page.locator(".drag-ghost, [data-drop], .lifted, [data-spot]").count() == 0


@pytest.mark.browser_context_args(viewport=PHONE, has_touch=True, is_mobile=True)
def test_a_quick_second_tap_on_draw_draws_again(page, app_url):
    """No tile fits and the first tile drawn does not either: two quick taps on Draw (a double tap
    to the browser) draw two tiles."""
    def draws_twice(g):
        s = g.state
        ends = (s.left, s.right)
        return [m.kind for m in g.legal_moves()] == ["draw"] and len(s.stock) >= 2 and \
            not set(s.stock[-1]) & set(ends)

    open_app(page, app_url, "?delay=0")
    set_pref(page, "dig", "off")  # one tap, one tile (Draw until it fits would draw on by itself)
    continue_saved(page, app_url, saved_game(draws_twice))
    page.evaluate("() => { window.clickDetails = []; "
                  "document.addEventListener('click', e => window.clickDetails.push(e.detail), true); }")
    stock = "Number(document.querySelector('[data-stock] [data-count]').dataset.count)"
    before = page.evaluate(stock)
    box = page.locator('[data-action="draw"]').bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.touchscreen.tap(x, y)   # the second follows at once: the first may still be drawing
    page.touchscreen.tap(x, y)
    page.wait_for_function(f"() => {stock} === {before - 2}")
    assert max(page.evaluate("window.clickDetails")) >= 2   # the browser counted a double tap
