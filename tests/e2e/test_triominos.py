"""Triangles with Tri-Ominos points in the browser (RULES.md §2's option): chosen in the menu as
Triangles' length, "Tri-Ominos to 400"; each move's points on the score bar as soon as it is made,
as the engine scores them; the hand's summary with this hand's points, the totals and each player's
account; the match to the engine's winner; Continue after a reload and Restart keep the option.

Every wait is on page state; `?delay=0` keeps the computer fast and `?seed=` the deal repeatable.
The expected points come from the engine: its save of the game, replayed, and its scoring rule.
"""

from __future__ import annotations

import json

from driver import (PHONE, click_visible_spot, continue_game, continue_saved, no_sideways_scroll, open_app, reload,
                    tap_tile, wait_actionable)

import domino
from domino.variants.triangles import triominos

# Each player's points on the score bar, and what follows them ("to 400").
BAR = """() => ({
  scores: [...document.querySelectorAll('#scores .score')].map(e => {
    const [name, n] = e.getAttribute('aria-label').split(': ');
    return [name, Number(n)];
  }),
  note: document.querySelector('#scores .score-target')?.textContent ?? null,
})"""

# The summary's rows: name, corner total, this hand's points, the total (its numeric columns).
SUMMARY = """() => [...document.querySelectorAll('dialog table.summary:not(.sheet) tbody tr')].map(r => {
  const nums = [...r.querySelectorAll('td.num')].map(td => Number(td.innerText));
  return {name: r.querySelector('th').innerText.replace(' ★', ''), corners: nums[0], hand: nums[1],
          total: nums[2], star: r.classList.contains('winner')};
})"""

ACCOUNTS = """() => [...document.querySelectorAll('dialog .account li')].map(li =>
  [Number(li.dataset.seat), Number(li.dataset.points), li.innerText])"""


def saved_match(page):
    """The engine's game as the page saved it after the last move, replayed."""
    doc = json.loads(page.evaluate("localStorage.getItem('domino.game')"))
    return domino.Match.from_json(doc["match"]), doc["table"]["cfg"]


def bar_points(page):
    return [n for _, n in page.evaluate(BAR)["scores"]]


def my_move(page):
    """Make the person's move through clicks: the first tile that fits in a marked cell in view,
    else draw, else pass. Returns the clicked tile's text, or the action's name."""
    tile = page.locator('[data-hand] [data-playable="true"]')
    if tile.count():
        text = tile.first.get_attribute("data-tile")
        before = page.locator("[data-hand] [data-tile]").count()
        if tap_tile(page, tile.first):  # else it fitted one place, one way, and is placed
            click_visible_spot(page)
            if page.locator("[data-place]").count():  # it fits there more than one way: as shown
                page.click("[data-place]")
        page.wait_for_function(
            f"() => document.querySelectorAll('[data-hand] [data-tile]').length !== {before}"
            " || document.body.dataset.phase !== 'playing'")
        return text
    kind = "draw" if page.locator('[data-action="draw"]').count() else "pass"
    page.click(f'[data-action="{kind}"]')
    return kind


def scored(game, index):
    """What the engine's rule gives move `index` of the hand: placement_score on the board it was
    laid on (the board keeps the order tiles were laid), or a draw's or a pass's penalty."""
    seat, move = game.history[index]
    if move.kind == "draw":
        return seat, move, [("draw", -triominos.DRAW_PENALTY)]
    if move.kind == "pass":
        return seat, move, [("pass", -triominos.PASS_PENALTY)]
    laid = sum(1 for _, m in game.history[:index] if m.kind == "play")
    before = dict(list(game.state.board.items())[:laid])
    return seat, move, triominos.placement_score(before, move.tile, move.cell)


def test_tri_ominos_from_the_menu_scores_each_move_and_keeps_the_option(page, app_url):
    page.set_viewport_size(PHONE)
    open_app(page, app_url, "?delay=0&seed=5")
    page.check('[data-setting="variant"] input[value="triangles"]')
    row = page.locator('[data-setting="scoring"]')
    assert row.is_visible() and not page.locator('[data-setting="target"]').is_visible()
    assert row.locator("label", has=page.locator('input[value="triominos"]')).inner_text() == \
        f"Tri-Ominos to {triominos.TARGET}"
    assert page.locator("#variant-note").inner_text() == ""
    page.check('[data-setting="scoring"] input[value="triominos"]')
    assert f"The first to {triominos.TARGET} wins." in page.locator("#variant-note").inner_text()
    no_sideways_scroll(page)
    page.check('[data-setting="mode"] input[value="computer"]')
    page.check('[data-setting="level"] input[value="easy"]')
    page.click('[data-action="new-game"]')
    page.wait_for_function("() => document.body.dataset.phase !== 'menu'")

    placed = False
    for _ in range(12):  # the person's moves until one lays a tile (draws and passes count too)
        assert wait_actionable(page) == "turn"
        match, _ = saved_match(page)
        assert bar_points(page) == list(match.scores)  # the computer's points so far, if it opened
        mine = bar_points(page)[0]
        moves = len(match.game.history)
        clicked = my_move(page)
        page.wait_for_function(f"""() => JSON.parse(localStorage.getItem('domino.game'))
                                   .match.hands.at(-1).length > {moves}""")
        match, _ = saved_match(page)
        seat, move, items = scored(match.game, moves)
        assert seat == 0
        points = sum(p for _, p in items)
        # The bar has the move's points as soon as it is made (the computer's reply scores for it).
        page.wait_for_function(f"() => document.querySelector('#scores .score b').textContent === '{mine + points}'")
        if move.kind == "play":
            assert domino.tile_text(move.tile) == clicked
            assert items[0] == ("tile", sum(move.tile))  # the tile's corner sum, then any bonus
            placed = True
            break
        assert move.kind == clicked
    assert placed, "the person never laid a tile"
    state = wait_actionable(page)
    match, cfg = saved_match(page)
    # The last move's words say what it scored (the computer's reply, or the person's last tile).
    *_, items = scored(match.game, len(match.game.history) - 1)
    points = sum(p for _, p in items)
    signed = f"+{points}" if points > 0 else f"\u2212{-points}" if points < 0 else "0"
    assert f"({signed}" in page.locator("#status .last").inner_text()
    assert match.rules.triominos_scoring and match.rules.target == triominos.TARGET
    assert cfg["scoring"] == "triominos"
    bar = page.evaluate(BAR)
    assert [n for _, n in bar["scores"]] == list(match.scores)
    assert bar["note"] == f"to {triominos.TARGET}"
    no_sideways_scroll(page)
    before = page.locator("#scores").inner_html()

    # Reload: Continue brings back the Tri-Ominos match and its points.
    reload(page)
    continue_game(page)
    assert wait_actionable(page) == state
    assert page.locator("#scores").inner_html() == before

    # Restart deals the same kind of game: Tri-Ominos to 400 again, every player back to the opening.
    page.click('[data-action="restart"]')
    page.click('#panel[data-panel="restart"] [data-ui="replace"]')  # "Restart this game?"
    page.wait_for_function("() => document.querySelectorAll('#tri-svg [data-tile]').length <= 1")
    wait_actionable(page)
    match, cfg = saved_match(page)
    assert match.rules.triominos_scoring and cfg["scoring"] == "triominos" and match.hand_number == 1
    assert page.evaluate(BAR) == {"scores": [["You", match.scores[0]], ["Computer 1", match.scores[1]]],
                                  "note": f"to {triominos.TARGET}"}


def last_tile_save(seed, want):
    """A Tri-Ominos match played by the engine's Easy players, stopped where seat 0 (the person)
    lays their last tile on the next click, and the match after it is what `want` asks, wherever
    the tile goes; None for this seed. Returns the saved game's document."""
    rules = domino.Rules(variant="triangles", players=2, triominos_scoring=True, target=triominos.TARGET)
    match = domino.new_match(rules, seed=seed)
    while True:
        game = match.game
        while not game.is_over:
            seat = game.current_player
            plays = [m for m in game.legal_moves() if m.kind == "play"]
            if seat == 0 and len(game.hand(0)) == 1 and plays:
                afters = []
                for move in plays:
                    after = domino.Match.from_json(match.to_json())
                    after.game.apply(move)
                    afters.append(after)
                if all(want(after) for after in afters):
                    cfg = {"mode": "computer", "players": "2", "variant": "triangles", "level": "easy",
                           "target": "0", "rounds": "1", "scoring": "triominos", "seed": seed}
                    return {"v": 1, "match": match.to_json(),
                            "table": {"cfg": cfg, "names": ["You", "Computer 1"], "last": "", "fresh": None}}
            game.apply(domino.choose_move("easy", game.observation(seat), seed=len(game.history)))
        if match.is_over:
            return None
        match.next_hand()


def find_save(want):
    return next(doc for doc in (last_tile_save(seed, want) for seed in range(1, 200)) if doc)


def finish_from(page, app_url, doc):
    """Continue the saved game and lay the person's last tile; returns the engine's match after it
    and the coins the person had before."""
    coins = continue_saved(page, app_url, doc)
    assert page.locator("[data-hand] [data-tile]").count() == 1
    my_move(page)
    page.wait_for_function("() => ['round-over', 'match-over'].includes(document.body.dataset.phase)")
    match = domino.Match.from_json(doc["match"])
    game = match.game
    cells = page.eval_on_selector_all("#tri-svg [data-cell]", "els => els.map(e => e.dataset.cell)")
    (cell,) = {tuple(map(int, c.split(","))) for c in cells} - set(game.state.board)
    # The move the page made: the first way the tile fits that cell (the one it shows first).
    game.apply(next(m for m in game.legal_moves() if m.kind == "play" and m.cell == cell))
    return match, coins


def summary_agrees(page, match, names):
    out = match.game.outcome
    rows = page.evaluate(SUMMARY)
    assert [r["name"] for r in rows] == list(names)
    assert [r["corners"] for r in rows] == list(out.pips)
    assert [r["hand"] for r in rows] == list(out.scores)
    assert [r["total"] for r in rows] == list(match.scores)
    accounts = page.evaluate(ACCOUNTS)
    assert [(seat, points) for seat, points, _ in accounts] == list(enumerate(out.scores))
    going_out = f"going out +{triominos.GOING_OUT}"
    assert going_out in accounts[0][2] and f"the others' corners +{out.pips[1]}" in accounts[0][2]
    detail = page.locator("dialog .detail").inner_text()
    assert f"You score {triominos.GOING_OUT} for going out and {out.pips[1]} for the corners left" in detail
    return rows


def test_a_hand_ends_on_its_points_and_the_next_hand_carries_the_totals(page, app_url):
    page.set_viewport_size(PHONE)
    doc = find_save(lambda after: not after.is_over)
    match, _ = finish_from(page, app_url, doc)
    assert page.evaluate("document.body.dataset.phase") == "round-over"
    dialog = page.locator("dialog#round-dialog")
    assert dialog.locator("h2").inner_text() == "You win!"
    rows = summary_agrees(page, match, ("You", "Computer 1"))
    assert [r["star"] for r in rows] == [True, False]
    assert dialog.locator(".goal").inner_text() == f"First to {triominos.TARGET} points wins the match."
    no_sideways_scroll(page)
    page.click('dialog [data-action="next-hand"]')
    page.wait_for_function("() => document.body.dataset.phase === 'playing'")
    wait_actionable(page)
    match, _ = saved_match(page)
    assert match.hand_number == len(doc["match"]["hands"]) + 1
    assert bar_points(page) == list(match.scores)


def test_the_match_goes_to_the_highest_total_not_to_the_last_hands_winner(page, app_url):
    """The person lays their last tile and wins the hand, yet the computer's total is past 400 and
    higher: the match is the computer's (the engine's Match.winner), and the title, the star, the
    records and the coins say so."""
    page.set_viewport_size(PHONE)
    doc = find_save(lambda after: after.is_over and after.winner == 1)
    match, coins = finish_from(page, app_url, doc)
    assert page.evaluate("document.body.dataset.phase") == "match-over"
    assert match.winner == 1 and match.scores[1] >= triominos.TARGET and match.game.outcome.winner == 0
    assert page.locator("dialog#round-dialog h2").inner_text() == "Computer 1 wins the match"
    rows = summary_agrees(page, match, ("You", "Computer 1"))
    assert [r["star"] for r in rows] == [False, True]
    assert page.locator('dialog [data-action="next-hand"]').count() == 0
    profile = json.loads(page.evaluate("localStorage.getItem('domino.profile')"))
    assert profile["records"]["triangles/easy/2"] == {"win": 0, "loss": 1, "draw": 0}
    assert profile["coins"] == coins  # a loss pays nothing
    assert page.evaluate("localStorage.getItem('domino.game')") is None
    no_sideways_scroll(page)
