"""The table around the person in the browser: the rivals seated round the felt with their counts,
turn and last action; the move log opened by keyboard; the hand's summary put aside and brought back
(mouse, touch, keyboard); a free hint on a forced move; Block's pass; no suggestion bar when Move
suggestions are off."""

from __future__ import annotations

import re

import pytest
from driver import (MAX_STEPS, PHONE, assert_consistent, close_howto, close_moves_by_keyboard, continue_saved,
                    focused, late_save, leave_if_asked, open_app, open_moves_by_keyboard, play_out,
                    play_to_round_over, seats, resize, set_pref, start, summary_open, take_turn, take_train_turn,
                    train_stats, wait_actionable, wait_for)

from table.flow import setups

TILE = re.compile(r"\d-\d")


def test_rivals_sit_round_the_felt_with_counts_turn_and_last_action(page, app_url):
    """Classic with four, then Triangles with two from the menu; Mexican Train with three in a
    second visit of the same page, dealt the seed's first game as Classic was (a rival moves before
    the person's first turn there)."""
    open_app(page, app_url, "?delay=0&seed=5")
    start(page, mode="computer", players=4, variant="draw", level="easy")
    rivals_round_the_felt(page, "draw", 4, ["left", "across", "right"])
    page.click('[data-action="menu"]')
    start(page, mode="computer", players=2, variant="triangles", level="easy")
    rivals_round_the_felt(page, "triangles", 2, ["across"])
    page.evaluate("localStorage.clear()")
    open_app(page, app_url, "?delay=0&seed=5")
    start(page, mode="computer", players=3, variant="mexican", level="easy")
    rivals_round_the_felt(page, "mexican", 3, ["left", "right"])


def rivals_round_the_felt(page, variant, players, places):
    stats = train_stats()
    for _ in range(3):
        assert wait_actionable(page) == "turn"
        shown = seats(page)
        assert [s["place"] for s in shown] == places and all(s["visible"] for s in shown), (variant, shown)
        assert [s["seat"] for s in shown] == list(range(1, players)), variant
        assert not any(s["turn"] for s in shown), variant  # it is the person's turn
        if variant == "draw":
            assert_consistent(page, total=28)
        # Each rival that has moved says how; its tiles never show, only the count
        for s in shown:
            assert page.locator(f'#seats [data-seat="{s["seat"]}"] [data-tile]').count() == 0
            assert re.fullmatch(rf"Computer {s['seat']}: {s['count']} tiles?(\. Last: .+)?", s["label"])
        moved = [s for s in shown if s["last"]]
        assert moved or variant == "triangles", variant
        for s in moved:
            assert re.match(r"(drew|played|placed|opened|passed)", s["last"]), s
        if variant == "mexican":
            take_train_turn(page, stats)
        elif variant == "triangles":
            break  # the seats hold for Triangles too; its turns are test_table_triangles'
        else:
            take_turn(page)


# Each plaque's last action as shown, whether its box holds it (nothing cut by the ellipsis or the line
# clamp, which cut 12 px or more: a pixel of rounding is not a cut), and
# the plaque's height.
LAST_FITS = """() => [...document.querySelectorAll('#seats .seat-last')].map(e => [e.innerText.replace(/\\s+/g, ' '),
  [e, ...e.children].every(c => c.scrollWidth <= c.clientWidth + 1 && c.scrollHeight <= c.clientHeight + 1),
  e.closest('.seat').offsetHeight])"""


def one_compact_row_above_the_felt(page):
    """Three rivals on a phone: one compact row of plaques above the felt, which keeps most of the
    screen."""
    boxes = page.evaluate("""() => [...document.querySelectorAll('#seats [data-seat]')].map(e => {
      const r = e.getBoundingClientRect(); return [r.left, r.top, r.bottom]; })""")
    felt = page.evaluate("() => document.querySelector('.felt').getBoundingClientRect().toJSON()")
    assert [b[0] for b in boxes] == sorted(b[0] for b in boxes), boxes  # left, across, right
    assert len({round(b[1]) for b in boxes}) == 1 and all(b[2] <= felt["top"] for b in boxes), (boxes, felt)
    assert max(b[2] - b[1] for b in boxes) <= 56, boxes
    assert felt["height"] >= 300, felt  # the board keeps most of the screen


def test_a_phones_plaques_show_every_last_action_whole(page, app_url):
    """Three rivals at 390 px: one compact row above the felt; 'drew 1, 3-6 left' takes a second
    line rather than be cut, and no plaque grows past two lines."""
    page.set_viewport_size(PHONE)
    open_app(page, app_url, "?delay=0&seed=6")
    start(page, mode="computer", players=4, variant="draw", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    one_compact_row_above_the_felt(page)
    shown = set()

    def look(p):
        for text, fits, height in p.evaluate(LAST_FITS):
            assert fits and height <= 56, (text, height)
            shown.add(text)
    assert play_to_round_over(page, look) == "round-over"
    assert any(text.startswith("drew ") and ", " in text for text in shown), shown


ON_ITS_SIDE = {"width": 844, "height": 390}
# Each plaque's box and those of its parts that reach past the screen's right edge.
PAST_THE_EDGE = """() => [...document.querySelectorAll('#seats .seat, #seats .seat *')].filter(e => {
  const r = e.getBoundingClientRect(); return r.width && (r.right > innerWidth + .5 || r.left < -.5); })
  .map(e => e.className)"""


def test_a_phone_on_its_side_shows_every_rivals_last_action_whole(page, app_url):
    """844x390, the plaques in the top bar's row: a lone rival's 'drew a tile, then played 2-3 on
    the 3' and three rivals' 'opened 3-3', 'drew 1, passed' were cut to one line, and no plaque may
    reach past the screen's edge. One, two and three rivals, a hand each, started in turn from the
    menu of one page."""
    page.set_viewport_size(ON_ITS_SIDE)
    open_app(page, app_url, "?delay=0&seed=6&howto=0")
    for players, target in [(2, 50), (3, 0), (4, 0)]:
        if players > 2:
            page.click('#round-dialog [data-action="menu"]')
        start(page, mode="computer", players=players, variant="draw", level="easy", target=target)
        shown = set()

        def look(p):
            for text, fits, height in p.evaluate(LAST_FITS):
                assert fits and height <= 52, (players, text, height)
                shown.add(text)
            assert p.evaluate(PAST_THE_EDGE) == [], players
        play_out(page, take_turn, look)
        assert any(shown), (players, shown)


# The longest words a plaque says in few: a double laid on a rival's train between two draws, then a
# pass (seating.py's no-break spaces, where it may wrap).
LONGEST = "drew\u00a01, 7-7 Computer\u00a02's, drew\u00a01, passed"


# Each size the plaques are checked at, and the tallest a plaque may be there.
PLAQUE_SIZES = [(PHONE, 70), ({"width": 568, "height": 320}, 48), (ON_ITS_SIDE, 52)]
def test_four_player_trains_plaques_show_every_last_action_whole(page, app_url):
    """Three rivals' plaques in Mexican Train, upright and on its side: every turn's words whole on
    the plaque (three lines at most upright, two on its side, the count beside the name), the longest
    too; a screen reader gets the long words. One hand, each turn looked at in each size."""
    resize(page, PHONE)
    open_app(page, app_url, "?delay=0&seed=6")
    start(page, mode="computer", players=4, variant="mexican", level="easy", rounds=1)
    stats, shown = train_stats(), {size["width"]: set() for size, _ in PLAQUE_SIZES}

    def look(p):
        for size, most in PLAQUE_SIZES[1:] + PLAQUE_SIZES[:1]:  # the turn is then taken upright, as it began
            resize(p, size)
            for text, fits, height in p.evaluate(LAST_FITS):
                assert fits and height <= most, (size, text, height)
                shown[size["width"]].add(text)
        for label, long in p.evaluate("""() => [...document.querySelectorAll('#seats [data-seat]')].map(e =>
            [e.getAttribute('aria-label'), e.querySelector('.seat-last').dataset.last])"""):
            assert not long or label.endswith(f"Last: {long}"), (label, long)
    assert play_out(page, lambda p: take_train_turn(p, stats), look) == "round-over"
    for width, texts in shown.items():
        assert any(text.startswith("drew ") and ", " in text for text in texts), (width, texts)
    page.click('[data-action="see-board"]')
    page.wait_for_function("() => !document.getElementById('round-dialog').open")
    for size, most in PLAQUE_SIZES:
        resize(page, size)
        page.evaluate("(words) => { document.querySelector('#seats .seat-last .short').textContent = words; }",
                      LONGEST)
        (text, fits, height), *_ = page.evaluate(LAST_FITS)
        assert fits and height <= most, (size, text, height)


def test_the_move_log_opens_by_keyboard_and_lists_the_moves_in_order(page, app_url):
    open_app(page, app_url, "?delay=0&seed=8")
    start(page, mode="computer", players=3, variant="draw", level="easy")
    for _ in range(4):
        assert wait_actionable(page) == "turn"
        take_turn(page)
    assert wait_actionable(page) == "turn"
    lines = open_moves_by_keyboard(page)
    assert page.locator("#moves-dialog").evaluate("d => d.contains(document.activeElement)")
    assert len(lines) >= 4
    assert re.match(r"(You|Computer \d) opened with \d-\d\.$", lines[0])
    for line in lines:
        assert re.fullmatch(r"(You|Computer [12]) .+\.", line), line
        # a draw says how many, never which tile
        assert not re.search(r"drew [^,.]*\d-\d", line), line
    order = ["You", "Computer 1", "Computer 2"]
    seats_in_turn = [next(k for k, name in enumerate(order) if line.startswith(name + " ")) for line in lines]
    assert all(b == (a + 1) % 3 for a, b in zip(seats_in_turn, seats_in_turn[1:]))  # one line a turn, in turn order
    close_moves_by_keyboard(page)
    assert focused(page) == "#tool-moves"


def test_the_summarys_tiles_left_are_big_enough_to_count_their_pips(page, app_url):
    """4-player Classic: each tile left in a hand is at least 20 px wide on a phone (it was 15) and 26 on a
    desktop (18), with pips to match, and the summary card stays within the screen. One summary,
    looked at in each size."""
    resize(page, PHONE)
    cfg = {"mode": "computer", "players": "4", "variant": "draw", "level": "easy", "target": "100"}
    continue_saved(page, app_url, late_save(setups.new_game(cfg, "3", 0, 0), first_hand=True))
    assert play_to_round_over(page) == "round-over"
    for size, wide in [(PHONE, 20), ({"width": 1280, "height": 800}, 26)]:
        resize(page, size)
        seen = page.evaluate("""() => ({
          tiles: [...document.querySelectorAll('#round-dialog .mini')].map(e => e.getBoundingClientRect().width),
          pip: Math.min(...[...document.querySelectorAll('#round-dialog .mini .pips circle')]
                             .map(c => c.getBoundingClientRect().width)),
          card: (r => [r.left, r.top, r.right, r.bottom])(document.getElementById('round-dialog').getBoundingClientRect())})""")
        assert seen["tiles"] and min(seen["tiles"]) >= wide, (size, seen)
        assert seen["pip"] >= wide / 5, (size, seen)  # a pip 4.9 px across on a phone (was 3.4), 6.3 on a desktop (4)
        left, top, right, bottom = seen["card"]
        assert left >= 0 and top >= 0 and right <= size["width"] and bottom <= size["height"], (size, seen)


@pytest.mark.browser_context_args(has_touch=True)  # tap() as well as click()
def test_the_summary_is_put_aside_to_see_the_board_and_brought_back(page, app_url):
    cfg = {"mode": "computer", "players": "2", "variant": "draw", "level": "easy", "target": "0"}
    # no first-time card over the New game it ends with
    continue_saved(page, app_url, late_save(setups.new_game(cfg, "3", 0, 0)), query="?delay=0&howto=0")
    assert play_to_round_over(page) == "round-over"
    chain = page.locator("[data-chain] [data-tile]").count()
    # mouse
    page.click('#round-dialog [data-action="see-board"]')
    page.wait_for_function("() => !document.getElementById('round-dialog').open")
    assert page.evaluate("document.body.dataset.phase") == "round-over"
    assert page.locator('[data-action="show-result"]').is_visible() and focused(page) == "#show-result"
    assert page.locator("[data-chain] [data-tile]:visible").count() == chain > 0
    hit = page.evaluate("""() => { const r = document.querySelector('.felt').getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2).closest('.felt') !== null; }""")
    assert hit  # nothing covers the board
    page.click('[data-action="show-result"]')
    assert summary_open(page) and focused(page) == "[data-action=see-board]"
    # keyboard: Enter on the focused button, and Escape from the dialog
    page.keyboard.press("Enter")
    page.wait_for_function("() => !document.getElementById('round-dialog').open")
    assert focused(page) == "#show-result"
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.getElementById('round-dialog').open")
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('round-dialog').open")
    # touch
    page.tap('[data-action="show-result"]')
    page.wait_for_function("() => document.getElementById('round-dialog').open")
    page.tap('#round-dialog [data-action="see-board"]')
    page.wait_for_function("() => !document.getElementById('round-dialog').open")
    page.tap('[data-action="show-result"]')
    page.wait_for_function("() => document.getElementById('round-dialog').open")
    # the summary's way on still works, and the aside is gone with the hand
    page.click('#round-dialog [data-action="new-game"]')
    assert wait_actionable(page) == "turn"
    assert page.locator('[data-action="show-result"]').count() == 0
    assert not page.locator("#show-result").is_visible()


def coins(page) -> int:
    return int(page.locator("#tools .coins").get_attribute("data-coins"))


def test_a_hint_with_one_legal_move_is_free(page, app_url):
    open_app(page, app_url, "?delay=0&seed=4")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        if state != "turn":  # this hand had no forced move: the next one
            page.click('#round-dialog [data-action="new-game"]')
            continue
        playable = page.locator('[data-hand] [data-playable="true"]').count()
        forced = playable == 0 and page.locator('[data-action="draw"], [data-action="pass"]').count() == 1
        if forced:
            break
        take_turn(page)
    else:
        raise AssertionError("no forced move")
    hint = page.locator('#tools [data-action="hint"]')
    assert hint.inner_text().strip() == "Free hint" and hint.locator(".price").count() == 0
    before = coins(page)
    hint.click()
    wait_for(page, '[data-action="draw"][data-hint="true"], [data-action="pass"][data-hint="true"]')
    assert coins(page) == before
    assert "Hint:" in page.locator("#status").inner_text()


def test_block_passes_without_speaking_of_a_stock(page, app_url):
    open_app(page, app_url, "?delay=0&seed=2")
    start(page, mode="computer", players=2, variant="block", level="easy", target=100)
    seen = []
    for _ in range(MAX_STEPS):
        state = wait_actionable(page)
        if state == "match-over" or seen:
            break
        if state == "round-over":
            page.click('#round-dialog [data-action="next-hand"]')
            continue
        if page.locator('[data-action="pass"]').count():
            seen.append(page.locator("#status .prompt").inner_text())
        take_turn(page)
    assert seen, "no pass in these hands"
    assert all(text == "No tile fits: pass." for text in seen), seen
    assert "stock" not in page.locator("#stock").inner_text().lower().replace("no stock", "")


def test_move_suggestions_never_draws_no_bar_under_playable_tiles(page, app_url):
    bar = """() => [...document.querySelectorAll('[data-hand] [data-playable="true"]')]
      .map(e => getComputedStyle(e, '::after').content)"""
    open_app(page, app_url, "?delay=0&seed=5")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    assert page.evaluate(bar) and all(c != "none" for c in page.evaluate(bar))  # At Easy: marked
    page.click('[data-action="menu"]')
    set_pref(page, "suggest", "off")
    page.click('[data-action="continue"]')
    assert wait_actionable(page) == "turn"
    contents = page.evaluate(bar)
    assert contents and all(c == "none" for c in contents), contents


def test_the_daily_shows_the_first_time_card_and_its_new_game_says_what_it_starts(page, app_url):
    open_app(page, app_url, "?delay=0&seed=4&howto=1&date=2026-11-29")
    page.click('[data-ui="daily"]')
    page.wait_for_function("() => document.getElementById('help-dialog').open")
    assert "Classic" in page.locator("#help-title").inner_text()
    close_howto(page)
    assert play_to_round_over(page) in ("round-over", "match-over")  # the card after the first hand offers it
    new = page.locator('#round-dialog [data-action="new-game"]')
    assert new.inner_text().replace("\n", " ") == "New game Classic, vs Medium, to 50"
    new.click()
    leave_if_asked(page)  # a match still on is left
    assert wait_actionable(page) == "turn"
    assert "to 50" in page.locator("#scores").inner_text()
    assert page.locator('[data-action="restart"]').count() == 1  # not the Daily: it can be re-dealt
