"""End-to-end Mexican Train on the built app, played through clicks: choose a tile, then a lit
train (a tile that fits one train only goes there on tap); draw one, else pass.

Every wait is on page state; `?delay=0` keeps the computers fast and `?seed=` the deal repeatable.
"""

from __future__ import annotations

import re

import pytest
from page_words import PAGE_WORDS
from test_classic import action_names, open_app, start, wait_actionable

MAX_STEPS = 400


TABLE = """() => ({
  trains: [...document.querySelectorAll('[data-train]')].map(t => ({
      name: t.dataset.train, count: Number(t.dataset.count), open: t.dataset.open,
      marker: t.querySelector('.marker').innerText, fit: t.classList.contains('fit'),
      owner: t.querySelector('.train-owner').innerText,
      tiles: [...t.querySelectorAll('[data-tile]')].map(e => e.getAttribute('aria-label'))})),
  hand: [...document.querySelectorAll('[data-hand] [data-tile]')].map(e => e.dataset.tile),
  me: Number(document.querySelector('.me-count').dataset.count),
  seats: [...document.querySelectorAll('#seats [data-seat]')].map(e => Number(e.dataset.count)),
  stock: Number(document.querySelector('[data-stock] [data-count]').dataset.count),
  all: document.querySelectorAll('[data-tile]').length,
  banner: (document.querySelector('[data-banner]') || {}).innerText || null,
  engine: document.querySelector('.hub').getAttribute('aria-label'),
})"""


def assert_table(page, players):
    names = action_names(page)
    assert len(names) == len(set(names)), names
    t = page.evaluate(TABLE)
    trains = t["trains"]
    engine = int(re.fullmatch(r"Engine (\d)-\1", t["engine"]).group(1))  # 9, or the full game's round
    # One row per seat and the Mexican train; the viewer's own train at the bottom.
    assert sorted(r["name"] for r in trains) == sorted([str(s) for s in range(players)] + ["mexican"])
    assert trains[0]["name"] == "mexican" and trains[0]["owner"] == "Mexican train"
    assert trains[-1]["name"] == "0" and trains[-1]["owner"] == "Your train"
    for row in trains:
        assert row["marker"] in ("Open to everyone", "Owner only"), row
        assert row["count"] == len(row["tiles"])
        if row["name"] == "mexican":
            assert row["marker"] == "Open to everyone"
        # Every tile matches its neighbour, from the engine outwards, and the open end is the last number.
        end = engine
        for label in row["tiles"]:
            a, b = (int(x) for x in label.split("-"))
            assert a == end, row
            end = b
        assert row["open"] == str(end), row
    on_trains = sum(r["count"] for r in trains)
    assert t["me"] == len(t["hand"]) == len(set(t["hand"]))
    assert t["all"] == on_trains + t["me"], t  # rivals' hands are counts, never tiles
    assert on_trains + t["me"] + sum(t["seats"]) + t["stock"] + 1 == 55, t
    return t


def take_turn(page, stats):
    tile = page.locator('[data-hand] [data-playable="true"]')
    if tile.count():
        before = len(page.evaluate(TABLE)["hand"])
        tile.first.click()
        lit = page.locator("[data-train].fit")
        if lit.count():  # fits more than one train: choose one
            stats["choices"] += 1
            assert lit.count() >= 2
            assert lit.first.get_attribute("role") == "button"
            assert lit.first.get_attribute("aria-label").startswith("Play ")
            lit.last.click()
        page.wait_for_function(
            f"() => document.querySelectorAll('[data-hand] [data-tile]').length !== {before}"
            " || document.body.dataset.phase !== 'playing'")
        stats["plays"] += 1
        return
    for action in ("draw", "pass"):
        button = page.locator(f'[data-action="{action}"]')
        if button.count():
            stats[action] += 1
            button.click()
            return
    raise AssertionError("nothing to do on my turn")


@pytest.mark.parametrize("players,seed", [(2, 4), (3, 9)])
def test_whole_mexican_train_game_vs_easy_through_clicks(page, app_url, players, seed):
    page.set_viewport_size({"width": 360, "height": 640} if players == 3 else {"width": 1280, "height": 800})
    open_app(page, app_url, f"?delay=0&seed={seed}")
    start(page, mode="computer", players=players, variant="mexican", level="easy", target=0)
    assert page.evaluate("document.body.dataset.board") == "trains"
    assert page.locator(".hub").get_attribute("aria-label") == "Engine 9-9"
    assert page.locator("#scores").inner_html() == ""  # a single round has no score bar
    assert page.locator("[data-stock] .stock-k").inner_text().lower() == "boneyard"
    stats = {"plays": 0, "draw": 0, "pass": 0, "choices": 0}
    seen, banners, markers = [], set(), set()
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        if state != "turn":
            break
        t = assert_table(page, players)
        if t["banner"]:
            banners.add(t["banner"])
            assert re.fullmatch(r"Cover the (\d)-\1 on (your train|the Mexican train|Computer \d's train)", t["banner"])
        markers.update(r["marker"] for r in t["trains"] if r["name"] != "mexican")
        seen.append(page.evaluate(PAGE_WORDS))
        take_turn(page, stats)
    assert page.evaluate("document.body.dataset.phase") == "round-over"
    assert stats["plays"] >= 2, stats
    dialog = page.locator("dialog#round-dialog")
    assert dialog.evaluate("d => d.open")
    text = dialog.inner_text()
    assert re.search(r"\bwins?\b|Draw", text) and re.search("pips", text, re.I), text
    assert page.locator("dialog tbody tr").count() == players
    # No computer tile was ever on the page before the round was over.
    kept = page.eval_on_selector_all("dialog tbody tr:not(:first-child) .mini[aria-label]",
                                     "els => els.map(e => e.getAttribute('aria-label'))")
    for label in kept:
        a, b = label.split("-")
        pattern = re.compile(rf"(?<![\d.-])({a}-{b}|{b}-{a})(?![\d.-])")
        for words in seen:
            assert not pattern.search(words), f"hidden tile {label} leaked"
    page.click('dialog [data-action="new-game"]')
    page.wait_for_function("() => document.body.dataset.phase === 'playing'")
    assert_table(page, players)


def test_a_tile_for_several_trains_waits_for_the_choice(page, app_url):
    """Choose a tile that fits two trains: both light up with a name, another tile or a tap on
    the tile again changes the choice, and a tap on a train plays there."""
    open_app(page, app_url, "?delay=0&seed=4")
    start(page, mode="computer", players=2, variant="mexican", level="easy", target=0)
    stats = {"plays": 0, "draw": 0, "pass": 0, "choices": 0}
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        assert state == "turn", "the round ended before a tile fitted two trains"
        found = None
        for tile in page.locator('[data-hand] [data-playable="true"]').all():
            tile.click()
            if page.locator("[data-train].fit").count() >= 2:
                found = tile
                break
            if page.evaluate("document.querySelectorAll('[data-hand] [aria-pressed=\"true\"]').length") == 0:
                break  # it fitted one train only and was played
        if found is not None:
            break
        if wait_actionable(page) == "turn":
            take_turn(page, stats)
    lit = page.locator("[data-train].fit")
    names = [lit.nth(i).get_attribute("data-train") for i in range(lit.count())]
    label = lit.first.get_attribute("aria-label")
    assert re.fullmatch(r"Play \d-\d on (your train|the Mexican train|Computer 1's train) \(open end \d\)", label)
    assert "Tap a lit train" in page.locator("#status").inner_text()
    found.click()  # a second tap puts it back
    assert page.locator("[data-train].fit").count() == 0
    found.click()
    target = page.locator(f'[data-train="{names[-1]}"]')
    count = int(target.get_attribute("data-count"))
    target.click()
    page.wait_for_function(
        f"() => document.body.dataset.phase !== 'playing' || Number(document.querySelector("
        f"'[data-train=\"{names[-1]}\"]').dataset.count) === {count + 1}")
