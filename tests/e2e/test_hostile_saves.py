"""Hostile or corrupt stored data and URL parameters: no script runs, no player is locked out.

Each case seeds localStorage once (before the app's first load; cases that write different keys
share a visit) and then checks that the app gets ready, says what it set aside, and plays a new game. A script that ran would set window.pwned, and an
injected <img src=x> would show up as an element and a failed request (the guard fails the test).
"""

from __future__ import annotations

import json

import pytest

from driver import (close_howto, in_view, one_move_in, open_app, play_to_round_over, reload, start, take_turn,
                    wait_actionable, wait_for, wait_ready)

PAYLOAD = '<img src=x onerror="window.pwned=1">'
PWNED = "() => window.pwned === undefined && !document.querySelector('img[src=x], [onerror], [onload]')"
# The copies of a document set aside (dated backup keys), oldest first.
SET_ASIDE = """name => Object.keys(localStorage).filter(k => k.startsWith(`domino.backup.${name}.`)).sort()
  .map(k => localStorage.getItem(k))"""


def seed_storage(page, items: dict):
    """Write `items` into localStorage before the app's first load only (not again on reloads)."""
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }}")


def saved_game(mutate) -> str:
    """A save of a 2-player Classic game vs Easy one move in (the table's own setup and the engine,
    on CPython, as the page would save it), changed by `mutate` (a function of the document)."""
    import domino
    from table.flow import setups

    cfg = {"mode": "computer", "players": "2", "variant": "draw", "level": "easy", "target": "0"}
    setup = setups.new_game(cfg, "3", 0, 0)
    game = setup.match.game
    moved = False
    while not (moved and game.current_player == 0) and not game.is_over:
        seat = game.current_player
        moved = moved or seat == 0
        game.apply(game.legal_moves()[0] if seat == 0 else
                   domino.choose_move("easy", game.observation(seat), seed=len(game.history)))
    doc = {"v": 2, "match": setup.match.to_json(),
           "table": {"cfg": dict(setup.cfg), "names": ["", ""], "last": "", "fresh": None}}
    mutate(doc)
    return json.dumps(doc)


def assert_plays_a_new_game(page):
    wait_ready(page)
    assert page.evaluate(PWNED)
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    take_turn(page)
    assert wait_actionable(page) == "turn"
    assert page.evaluate(PWNED)


DEEP = "[" * 10_000 + "]" * 10_000

# What only a browser reads its own way: JSON nested past the runtime's stack, a document near the
# quota, markup in records. Documents wrong in a way any runtime reads alike (a tutorial record or
# coins of the wrong type, a gift day ahead) are tests/unit/test_damaged_documents_at_start.py's.
CORRUPT = {
    "deep game": ({"domino.game": DEEP}, "Your saved game was damaged and can't be continued. Start a new game."),
    "deep profile": ({"domino.profile": '{"v":1,"coins":' + DEEP + "}"}, "Your coins and records were damaged"),
    "deep settings": ({"domino.settings": DEEP}, "Your settings were damaged"),
    "deep tutorial": ({"domino.tutorial": DEEP}, "Your tutorial progress was damaged"),
    "deep how-to memo": ({"domino:howto-seen": DEEP}, None),
    "huge profile": ({"domino.profile": '{"v":1,"x":"' + "y" * 300_000 + '"}'}, "Your coins and records were damaged"),
    "records hostile": ({"domino.profile": json.dumps({"v": 1, "records": {PAYLOAD: {"win": 1}},
                                                       "local": {PAYLOAD: 2}})}, "some records were removed"),
}


def batches(cases: dict) -> list:
    """The cases in as few groups as their keys allow (no two cases of a group write the same key),
    each group seeded into one visit: its documents are read, set aside and told apart, each by its
    own line."""
    out: list = []
    for name in sorted(cases):
        keys = set(cases[name][0])
        group = next((g for g in out if not keys & {k for n in g for k in cases[n][0]}), None)
        if group is None:
            out.append(group := [])
        group.append(name)
    return out


@pytest.mark.parametrize("group", batches(CORRUPT), ids=lambda g: " + ".join(g))
def test_a_corrupt_document_is_set_aside_and_a_new_game_plays(page, app_url, group):
    seed_storage(page, {k: v for name in group for k, v in CORRUPT[name][0].items()})
    open_app(page, app_url, "?delay=0&seed=3")
    note = page.locator("#menu-note").inner_text()
    for name in group:
        said = CORRUPT[name][1]
        assert said is None or said in note, (name, note)
    page.click('[data-action="records"]')
    assert page.evaluate(PWNED)
    page.click('#panel [data-ui="close"]')
    assert_plays_a_new_game(page)
    reload(page)  # and the next visit is clean: nothing left to set aside, no message
    assert "damaged" not in page.locator("#menu-note").inner_text()


def test_what_was_set_aside_is_said_in_plain_words_on_the_first_screen(page, app_url):
    """Said in view on a phone upright (390x844) and on a small one on its side (568x320): one visit,
    turned."""
    page.set_viewport_size({"width": 390, "height": 844})
    seed_storage(page, {"domino.game": "{not json", "domino.profile": '{"v":1,"coins":-999999}',
                        "domino.settings": "[1,2"})
    open_app(page, app_url, "?delay=0&seed=3")
    assert page.locator("#menu-note").inner_text().splitlines() == [
        "Part of your coins and records was damaged: your coins were below zero and are back to 0. The rest is kept.",
        "Your settings were damaged, so they are back to the defaults.",
        "Your saved game was damaged and can't be continued. Start a new game."]
    assert in_view(page, "#menu-note"), "390x844"
    page.set_viewport_size({"width": 568, "height": 320})
    assert in_view(page, "#menu-note"), "568x320"
    assert page.locator('[data-action="continue"]').count() == 0


# Saves whose markup must stay text in the page. Saves wrong in a way any runtime reads alike (a move
# that is not text, an unknown level or mode, names that are not text, a computer's seat with a typed
# name) are tests/unit/test_damaged_documents_at_start.py's.
GAME_CASES = {
    "names with markup": (lambda d: d["table"].update(names=["", PAYLOAD]), False),
    "a last move with markup": (lambda d: d["table"].update(last=PAYLOAD), True),
}


@pytest.mark.parametrize("case", sorted(GAME_CASES))
def test_a_corrupt_game_save_never_breaks_the_table(page, app_url, case):
    mutate, playable = GAME_CASES[case]
    text = saved_game(mutate)
    seed_storage(page, {"domino.game": text})  # before the first boot: one boot, not two
    open_app(page, app_url)
    if playable:  # kept, and its text is shown as text
        page.click('[data-action="continue"]')
        assert wait_actionable(page) == "turn"
        assert PAYLOAD in page.locator("#status").text_content()
        take_turn(page)
        assert wait_actionable(page) == "turn"
        assert page.evaluate(PWNED)
        return
    assert "Your saved game was damaged" in page.locator("#menu-note").inner_text()
    assert page.locator('[data-action="continue"]').count() == 0
    assert page.evaluate(SET_ASIDE, "game") == [text]
    assert_plays_a_new_game(page)


# Markup in every parameter the page reads. The parameters are read one by one, each refused on its
# own (tests/unit/test_params.py::test_each_bad_parameter_gets_its_own_note_and_the_good_ones_still_count),
# so one visit carries one payload in each; the two dates need two. A date or seed that is wrong
# without markup is tests/unit/test_damaged_documents_at_start.py's.
MARKUP_QUERIES = [
    f"?date={PAYLOAD}&seed={PAYLOAD}&delay={PAYLOAD}&howto={PAYLOAD}&host-origin={PAYLOAD}",
    '?date="><svg onload="window.pwned=1">',
]


@pytest.mark.parametrize("query", MARKUP_QUERIES, ids=lambda q: q[:40])
def test_url_parameters_with_markup_run_nothing_and_the_daily_still_starts(page, app_url, query):
    page.goto(app_url + query)
    wait_ready(page)
    assert page.evaluate(PWNED)
    assert "not a real date" in page.locator("#menu-note").inner_text()
    page.click('[data-ui="daily"]')
    close_howto(page)  # the Daily's first-time card (no ?seed= here)
    assert wait_actionable(page) == "turn"
    take_turn(page)
    assert page.evaluate(PWNED)


def test_a_hint_paid_for_then_restart_before_it_arrives_costs_nothing(page, app_url):
    open_app(page, app_url, "?delay=0&seed=3")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    # A turn with a choice: with one legal move the hint is there at once.
    for _ in range(40):
        assert wait_actionable(page) == "turn"
        if page.locator('[data-hand] [data-playable="true"]').count() >= 2:
            break
        take_turn(page)
    coins = int(page.locator("#tools .coins").get_attribute("data-coins"))
    restart = page.locator('[data-action="restart"] .coins-n')
    expected = coins - (int(restart.inner_text()) if restart.count() else 0)
    # Every click in one task: the hint's search has not run a single slice when Restart (and the
    # yes to its question, once a tile is down) comes.
    thinking = page.evaluate("""() => { document.querySelector('[data-action="hint"]').click();
        const busy = document.querySelector('[data-action="hint"]').innerText.includes('Thinking');
        document.querySelector('[data-action="restart"]').click();
        const yes = document.querySelector('#panel[open] [data-ui="replace"]');
        if (yes) yes.click();
        return busy; }""")
    assert thinking
    assert wait_actionable(page) == "turn"
    wait_for(page, '#tools [data-action="hint"]:not([disabled])')
    assert int(page.locator("#tools .coins").get_attribute("data-coins")) == expected
    assert page.evaluate("JSON.parse(localStorage.getItem('domino.profile')).coins") == expected


def test_storage_failing_mid_game_never_offers_the_finished_game_again(page, app_url):
    """Writes start failing (a full quota) halfway: the player is told, and the finished game is
    removed from storage all the same, so a reload offers no Continue."""
    one_move_in(page, app_url)
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; }""")
    assert play_to_round_over(page) == "round-over"
    page.click('dialog [data-action="menu"]')
    assert "storage is full" in page.locator("#menu-note").inner_text()
    reload(page)
    assert page.locator('[data-action="continue"]').count() == 0
