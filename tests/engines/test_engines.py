"""Every engine a player may have: Firefox (Gecko), WebKit (Safari's engine, and every browser on an
iPhone) and Chromium play the same smoke (smoke.py) through real clicks: a cold boot, a Classic round
to its end, a few turns of Triangles, of Mexican Train, of All Fives and of Block two against two,
the menu's rows checked in a frame 390 and 1280 px wide, a reload with the site gone (the offline
worker serves it), and no console error.
"""

from __future__ import annotations

import pytest
from smoke import BOOT_S, boot, errors, menu_layout, new_game, play, sent_paths, sent_twice, to_menu, wait_for

QUERY = "?delay=0&seed=3&howto=0"
SW_CONTROLS = "return !!(navigator.serviceWorker && navigator.serviceWorker.controller);"
# Memory snapshots the page fetched, by file name.
SNAPSHOTS_FETCHED = """return performance.getEntriesByType("resource").map(r => r.name.split("?")[0])
  .filter(n => /snapshot$/.test(n)).map(n => n.split("/").pop());"""
# Each engine's own snapshot: WebKit cannot restore Chromium's, which Firefox restores.
OWN_SNAPSHOT = {"firefox": ".snapshot", "webkit": ".webkit-snapshot", "chromium": ".snapshot"}
# What the page fetches while it boots and hands over to the worker's first install: the runtime,
# the wheel, the memory snapshot.
HANDED_OVER = ("/pyodide.asm.wasm", "/python_stdlib.zip", ".whl", "snapshot")
# Two against two: the one partner plaque sits across, its Partner tag drawn; the score bar names
# the two teams.
PARTNER_ACROSS = """const mates = [...document.querySelectorAll('#seats [data-partner]')];
  const tag = mates.length === 1 && mates[0].querySelector('.seat-team');
  return mates.length === 1 && mates[0].dataset.side === 'across' && !!tag && tag.getBoundingClientRect().width > 0;"""
TEAM_SCORES = """return [...document.querySelectorAll('#scores .score[data-score-of="teams"]')]
  .map(e => e.getAttribute('aria-label').split(':')[0]);"""


@pytest.mark.parametrize("name", ["firefox", "webkit", "chromium"])
def test_the_game_plays_in_every_engine(name, request, site, record_property):
    engine = request.getfixturevalue(name)
    url = site.url + QUERY
    first = boot(engine, url)
    record_property("cold_boot_s", first["seconds"])
    # Restored from the engine's own snapshot (or none, on a link measured slow); the other kind is
    # never fetched.
    assert first["snapshot"] in ("restored", "none"), first
    fetched = engine.js(SNAPSHOTS_FETCHED)
    assert all(f.endswith(OWN_SNAPSHOT[name]) for f in fetched), fetched  # ".webkit-snapshot" is not ".snapshot"
    assert bool(fetched) is (first["snapshot"] == "restored"), (fetched, first)
    # The worker's install takes the runtime from the page's copies (static/sw-register.js hands them
    # over): it downloads none of what the page fetched. Chromium sends no file twice at all; WebKit
    # under WebKitWebDriver runs a private (ephemeral) session with no HTTP cache, so there the page
    # loads its `as="fetch"` preloads twice (its fetch() never takes a preload) and the install
    # downloads again what the page loaded by tags.
    wait_for(engine, SW_CONTROLS, BOOT_S, "the offline worker to control the page")
    paths = sent_paths(site.sent)
    registered = paths.index("/service-worker.js")
    handed, install = [p for p in paths[:registered] if p.endswith(HANDED_OVER)], paths[registered:]
    assert handed and not set(handed) & set(install), (handed, install)
    if name == "chromium":
        assert not sent_twice(site.sent), paths

    new_game(engine, mode="computer", players="2", variant="draw", level="easy", target="0")
    classic = play(engine)
    assert classic.get("ended") and classic.get("tile"), classic
    to_menu(engine)
    new_game(engine, variant="triangles", players="2")
    triangles = play(engine, 6)
    assert triangles.get("tile") or triangles.get("draw"), triangles
    to_menu(engine)
    new_game(engine, variant="mexican", players="2")
    trains = play(engine, 6)
    assert trains.get("tile") or trains.get("draw"), trains
    to_menu(engine)
    new_game(engine, variant="allfives", players="2")
    fives = play(engine, 8)
    assert fives.get("tile"), fives
    assert engine.js("return document.body.dataset.board") == "spinner"
    assert engine.js("return Number(document.querySelector('#board .count').dataset.count) >= 0")
    to_menu(engine)
    new_game(engine, variant="block", players="4", teams="pairs", partner="easy", target="100")
    pairs = play(engine, 3)
    assert pairs.get("tile") or pairs.get("pass") or pairs.get("ended"), pairs
    assert engine.js(PARTNER_ACROSS), "the partner's plaque, across the table"
    assert engine.js("return document.querySelectorAll('#seats [data-tile]').length") == 0  # counts only
    assert engine.js(TEAM_SCORES) == ["You & Computer 2", "Computer 1 & Computer 3"]
    to_menu(engine)
    assert errors(engine) == []

    for page in ("layout-390.html", "layout-1280.html"):
        assert menu_layout(engine, site.url + page) == [], page
    assert errors(engine) == []

    boot(engine, url)  # a visit served by the offline worker, to its end
    wait_for(engine, SW_CONTROLS, BOOT_S, "the offline worker to control the page")
    site.offline()
    again = boot(engine, url)
    record_property("offline_boot_s", again["seconds"])
    assert again["snapshot"] == first["snapshot"], again  # the worker kept what the first visit restored
    assert errors(engine) == []
    print(f"{name}: cold boot {first['seconds']} s (snapshot {first['snapshot']}), "
          f"offline boot {again['seconds']} s (snapshot {again['snapshot']}); "
          f"Classic {classic}, Triangles {triangles}, Mexican Train {trains}")
