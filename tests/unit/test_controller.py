"""The controller on CPython, driven through its action table as the page drives it (clicks read as
Targets, timers fired by hand), on fakes of the page and the browser (fakes.py)."""

from __future__ import annotations

import json
import re

import pytest

from fakes import Storage, table
from table.boards.targets import KeyPress, Target
from table.render.markup import html

HAND = frozenset({"[data-hand]"})


def click(ctl, detail=1, inside=frozenset(), **data):
    ctl.click(Target({f"data-{k.replace('_', '-')}": str(v) for k, v in data.items()}, inside), detail)


def tile_text(tile):
    return "-".join(str(n) for n in tile)


def make(ctl, move):
    """Play `move` the way a person does: its tile, then where it goes (and which way round)."""
    s = ctl.session
    if move.kind != "play":
        click(ctl, action=move.kind)
        return
    click(ctl, inside=HAND, tile=tile_text(move.tile))
    s = ctl.session
    if not s.my_turn() or s.selected is None:
        return  # played at once
    if move.end is not None:
        click(ctl, end=move.end)
    elif move.train is not None:
        click(ctl, train=move.train)
    elif move.arm is not None:
        click(ctl, arm_end=move.arm)
    elif move.cell is not None:
        cell = f"{move.cell[0]},{move.cell[1]}"
        click(ctl, spot=cell)
        s = ctl.session
        if s.my_turn() and s.spot == move.cell:
            ways = [m for m in s.legal() if m.tile == move.tile and m.cell == move.cell]
            for _ in range(ways.index(move)):
                click(ctl, turn="")
            click(ctl, place="")


def play_out(ctl, pick=lambda legal: legal[0], hands=1, look=lambda ctl: None):
    """Play until `hands` hands have ended (the table's own clicks only); returns the moves made.
    `look(ctl)` sees the table each time it waits on the person (a turn, a hand-off, the end)."""
    made = 0
    for _ in range(3000):
        s = ctl.session
        if ctl.page.run_timers():
            continue
        look(ctl)
        if s.phase in ("round-over", "match-over"):
            hands -= 1
            if hands == 0 or s.phase == "match-over":
                return made
            click(ctl, action="next-hand")
        elif s.phase == "handoff":
            click(ctl, action="ready")
        elif s.my_turn():
            before = len(s.match.game.history)
            make(ctl, pick(s.legal()))
            assert len(ctl.session.match.game.history) > before or ctl.session.phase != "playing", \
                ctl.session.note
            made += 1
        else:
            raise AssertionError(f"stuck in {s.phase}")
    raise AssertionError("the game never ended")


@pytest.mark.parametrize("variant,players", [("draw", 2), ("block", 3), ("mexican", 2), ("triangles", 2),
                                             ("allfives", 3)])
@pytest.mark.parametrize("mode", ["computer", "local"])
def test_a_whole_hand_through_clicks(variant, players, mode):
    ctl = table(variant=variant, players=str(players), mode=mode)
    click(ctl, action="new-game")
    assert ctl.session.phase in ("playing", "handoff")
    assert play_out(ctl) > 0
    s = ctl.session
    assert s.phase == "round-over" and s.match.game.is_over and ctl.page.round_open
    assert ctl.page.html["round-body"]
    # Sentences joined for the announcer end once each ("You win!." was said at a hand's end).
    assert not [t for t in ctl.page.said if re.search(r"[.!?][.!?]|\s[.!?]", t)], ctl.page.said


def written(ctl):
    """Everything the table has on the page now: the markup, text and attributes it wrote."""
    return "\n".join([str(m) for m in ctl.page.html.values()] + [str(v) for v in ctl.page.attrs.values()])


def test_the_computers_tiles_never_reach_the_page_in_a_whole_hand():
    """Every turn of a 3-player hand, everything written is searched for the tiles the computers
    still hold at the end (the round's summary then shows them): none was there before."""
    ctl = table(seed="5", variant="draw", players="3")
    click(ctl, action="new-game")
    pages = []
    play_out(ctl, look=lambda ctl: ctl.session.phase == "playing" and pages.append(written(ctl)))
    game = ctl.session.match.game

    def shown(tile):
        a, b = tile
        return re.compile(rf"(?<!\d)({a}-{b}|{b}-{a})(?!\d)").search

    kept = [tile for seat in (1, 2) for tile in game.state.hands[seat]]
    mine = [move.tile for seat, move in game.history if seat == 0 and move.kind == "play"]
    assert pages and kept and any(shown(tile)(pages[0]) for tile in mine)  # the search sees a hand's tiles
    assert not [(tile, n) for tile in kept for n, page in enumerate(pages) if shown(tile)(page)]
    assert any(shown(tile)(ctl.page.html["round-body"]) for tile in kept)  # the summary shows them, as asked


def test_every_change_of_player_on_a_shared_device_goes_through_a_handoff_that_hides_every_hand():
    ctl = table(seed="11", variant="draw", players="2", mode="local")
    click(ctl, action="new-game")
    handoffs = []

    def look(ctl):
        s = ctl.session
        if s.phase == "handoff":
            assert "data-tile" not in written(ctl)  # no tile at all on this screen, not even hidden
            handoffs.append(s.names[s.match.game.current_player])
            assert str(html("{}", handoffs[-1])) in str(ctl.page.html["handoff-body"])
        elif s.phase == "playing":
            assert "data-tile" not in ctl.page.html["seats"]  # the other player: a count, no tiles

    assert play_out(ctl, look=look) > 0 and ctl.session.phase == "round-over"
    assert len(handoffs) >= 4 and set(handoffs) == set(ctl.session.names)


def test_a_match_to_50_deals_its_next_hand_from_the_summary():
    ctl = table(seed="8", variant="draw", players="2", level="medium", target="50")
    click(ctl, action="new-game")
    assert ctl.page.html["scores"]
    play_out(ctl)
    s = ctl.session
    summary = str(ctl.page.html["round-body"])
    assert all(f">{score}<" in summary for score in s.match.scores)  # the match's running total
    assert s.phase == "round-over" and 'data-action="next-hand"' in summary
    click(ctl, action="next-hand")
    assert ctl.session.phase == "playing" and len(ctl.session.match.games) == 2 and not ctl.page.round_open


@pytest.mark.parametrize("players", ["3", "4"])
def test_block_never_offers_a_draw_through_a_whole_hand(players):
    ctl = table(seed=players, variant="block", players=players, level="medium")
    click(ctl, action="new-game")
    turns = []

    def look(ctl):
        if ctl.session.my_turn():
            turns.append('data-action="draw"' in ctl.page.html["actions"])

    assert play_out(ctl, look=look) > 0 and turns and not any(turns)
    assert ctl.session.phase == "round-over" and ctl.page.round_open and ctl.page.html["round-body"]


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_whole_hand_against_a_strong_level(level):
    ctl = table(seed="31", variant="draw", players="2", level=level)
    click(ctl, action="new-game")
    assert play_out(ctl) > 0
    assert ctl.session.phase == "round-over" and ctl.page.round_open and ctl.page.html["round-body"]
    assert any(seat == 1 for seat, _ in ctl.session.match.game.history)  # the computer moved


def test_all_fives_through_clicks_says_each_count_and_keeps_the_points():
    """An All Fives match to 150: a tile that fits several ends waits for one (its button or its
    tile on the felt), each play's count is said on the status line, and the score bar holds each
    seat's points so far, this hand's plays among them."""
    ctl = table(variant="allfives", players="2", mode="computer")
    click(ctl, action="new-game")
    s = ctl.session
    assert s.match.rules.target == 150 and "to 150" in ctl.page.html["scores"]
    waited = 0

    def pick(legal):
        nonlocal waited
        plays = [m for m in legal if m.kind == "play"]
        several = [m for m in plays if sum(p.tile == m.tile for p in plays) > 1]
        waited += bool(several)
        return (several or plays or legal)[0]

    for _ in range(400):
        s = ctl.session
        if ctl.page.run_timers():
            continue
        if s.phase != "playing" or not s.my_turn():
            break
        make(ctl, pick(s.legal()))
        obs = ctl.session.match.game.observation(0)
        said = ctl.page.html.get("status", "")
        if obs.laid and ctl.session.match.game.history[-1][1].kind == "play":
            assert (f"Count {obs.count} scores {obs.score}" if obs.score else f"Count {obs.count}") in str(said)
        assert f'data-count="{obs.count}"' in ctl.page.html["board"]
    game = ctl.session.match.game
    totals = ctl.session.match.scores
    assert list(totals) == list(game.observation(0).points)    # the first hand: its points are the match's
    assert all(f">{n}<" in ctl.page.html["scores"] for n in totals)
    assert waited and game.observation(0).laid


def test_an_all_fives_match_is_recorded_under_its_name_and_paid():
    storage = Storage()
    ctl = table(storage, seed="4", variant="allfives", players="2", mode="computer")
    click(ctl, action="new-game")
    coins = ctl.parts.coins.coins
    play_out(ctl, hands=100)
    match = ctl.session.match
    assert ctl.session.phase == "match-over" and max(match.scores) >= 150 and len(match.games) > 1
    profile = json.loads(storage.items["domino.profile"])
    result = "win" if match.winner == 0 else "loss"
    assert profile["records"]["allfives/easy/2"][result] == 1
    assert (profile["coins"] > coins) == (result == "win")


def test_the_hand_on_screen_is_only_the_viewers():
    ctl = table(mode="local", players="3")
    click(ctl, action="new-game")
    assert ctl.session.phase == "handoff" and ctl.session.viewer is None
    assert ctl.page.html["hand"] == "" and "data-tile" not in ctl.page.html["board"] + ctl.page.html["hand"]
    click(ctl, action="ready")
    s = ctl.session
    mine = {tile_text(t) for t in s.match.game.observation(s.viewer).hand}
    assert mine and all(f'data-tile="{t}"' in ctl.page.html["hand"] for t in mine)
    others = {tile_text(t) for seat in range(3) if seat != s.viewer for t in s.match.game.state.hands[seat]} - mine
    assert not any(f'data-tile="{t}"' in "".join(ctl.page.html.values()) for t in others)


def test_new_game_daily_continue_and_a_lesson_all_start_through_start():
    from domino.lessons import LESSONS

    storage = Storage()
    ctl = table(storage)
    kinds = []
    start = ctl.start
    ctl.start = lambda setup: (kinds.append(setup.kind), start(setup))
    click(ctl, action="new-game")
    ctl.page.run_timers()
    click(ctl, action="menu")
    click(ctl, action="continue")
    click(ctl, action="menu")
    click(ctl, ui="daily")
    click(ctl, action="menu")
    click(ctl, lesson_start=LESSONS[0].key)
    assert kinds == ["new", "restore", "daily", "lesson"]


def test_continue_goes_on_from_the_saved_move_in_a_new_page():
    storage = Storage()
    ctl = table(storage)
    click(ctl, action="new-game")
    play_out_moves(ctl, 3)
    history = [str(m) for _, m in ctl.session.match.game.history]
    later = table(storage, tab="t2")
    click(later, action="continue")
    assert [str(m) for _, m in later.session.match.game.history] == history
    assert later.session.names == ctl.session.names and later.session.last == ctl.session.last


def play_out_moves(ctl, n):
    for _ in range(n):
        while ctl.page.run_timers():
            pass
        make(ctl, ctl.session.legal()[0])
    while ctl.page.run_timers():
        pass


def test_a_tab_that_lost_its_game_stops_and_asks_before_anything_else():
    storage = Storage()
    one = table(storage, tab="t1", others=("t2",))
    click(one, action="new-game")
    play_out_moves(one, 1)
    two = table(storage, tab="t2", others=("t1",))
    click(two, action="continue")
    assert two.page.panel == "take-over"  # the first tab is open: asked first
    click(two, ui="take-over")
    assert two.session.phase == "playing"
    one.storage("domino.game")
    assert one.page.panel == "stale" and one.parts.saves.lost
    saved = storage.items["domino.game"]
    one.page.close_panel()
    click(one, action="draw")  # any move: refused, the notice comes back
    assert one.page.panel == "stale" and storage.items["domino.game"] == saved


def test_undo_against_the_computer_takes_back_the_persons_move_and_the_replies():
    ctl = table()
    click(ctl, action="new-game")
    play_out_moves(ctl, 2)
    s = ctl.session
    hist = list(s.match.game.history)
    mine = max(i for i, (seat, _) in enumerate(hist) if seat == 0)
    coins = ctl.parts.coins.coins
    click(ctl, action="undo")
    s = ctl.session
    assert list(s.match.game.history) == hist[:mine]
    assert s.last == "You took back your last move." and ctl.parts.coins.coins == coins - 10
    assert s.my_turn()


def test_undo_on_a_shared_device_takes_back_one_move_for_free():
    ctl = table(mode="local")
    click(ctl, action="new-game")
    click(ctl, action="ready")
    mover = ctl.session.names[ctl.session.viewer]
    make(ctl, ctl.session.legal()[0])
    assert ctl.session.phase == "handoff"
    click(ctl, action="undo")
    s = ctl.session
    assert not s.match.game.history and s.last == f"{mover}'s last move was taken back."


def to_turn(ctl, wanted, steps=400):
    """Play on (first legal moves, new games as needed) until the person's turn meets `wanted(session)`."""
    for _ in range(steps):
        s = ctl.session
        if s.phase in ("menu", "round-over", "match-over"):
            click(ctl, action="new-game")
        elif s.phase == "handoff":
            click(ctl, action="ready")
        elif not s.my_turn():
            assert ctl.page.run_timers()
        elif wanted(s):
            return s
        else:
            make(ctl, s.legal()[0])
    raise AssertionError("no such turn")


def draws_only(s):
    return s.match.game.observation(s.viewer).stock_count >= 2 and [m.kind for m in s.legal()] == ["draw"]


def test_a_double_click_never_makes_a_second_move():
    """After a click that moved, a quick second one lands on whatever took its place: ignored."""
    ctl = table(seed="11")
    for _ in range(30):
        s = to_turn(ctl, draws_only)
        click(ctl, action="draw")
        s = ctl.session
        if s.my_turn() and s.legal()[0].kind == "play":
            break
    else:
        raise AssertionError("no draw that brought a tile that fits")
    moves = s.match.game.history
    assert ctl.session.click_changed
    click(ctl, detail=2, inside=HAND, tile=tile_text(s.legal()[0].tile))   # the tile now under the finger
    assert ctl.session.match.game.history == moves
    click(ctl, detail=1, inside=HAND, tile=tile_text(s.legal()[0].tile))
    assert ctl.session.match.game.history != moves or ctl.session.selected is not None


def test_a_double_tap_never_shows_the_next_hand():
    """A move on a shared device, then a quick second tap on the hand-off's I'm ready: ignored."""
    ctl = table(mode="local")
    s = to_turn(ctl, lambda s: True)
    make(ctl, s.legal()[0])
    assert ctl.session.phase == "handoff" and ctl.session.click_changed
    click(ctl, detail=2, action="ready")
    assert ctl.session.phase == "handoff" and ctl.session.viewer is None
    click(ctl, action="ready")
    assert ctl.session.viewer is not None


def test_a_double_tap_on_draw_draws_twice():
    """Draw is offered only when no tile fits: each tap of a quick double tap draws a tile."""
    ctl = table(seed="11")
    for _ in range(30):
        s = to_turn(ctl, draws_only)
        stock = s.match.game.observation(0).stock_count
        click(ctl, action="draw")
        if ctl.session.my_turn() and ctl.session.legal()[0].kind == "draw":
            break
    else:
        raise AssertionError("no draw followed by another")
    click(ctl, detail=2, action="draw")
    assert ctl.session.match.game.observation(0).stock_count == stock - 2


def test_a_double_tap_after_a_click_that_changed_nothing_counts():
    """A tile chosen (it fits two ends), then a quick second tap on an end: both count."""
    ctl = table(seed="5")
    for _ in range(30):
        s = to_turn(ctl, lambda s: any(m.kind == "play" for m in s.legal()))
        tile = next(m.tile for m in s.legal() if m.kind == "play")
        before = len(s.match.game.history)
        click(ctl, inside=HAND, tile=tile_text(tile))
        if ctl.session.selected == tile:
            break
    else:
        raise AssertionError("no tile that asks for its end")
    assert not ctl.session.click_changed
    end = next(m.end for m in ctl.session.legal() if m.tile == tile)
    click(ctl, detail=2, end=end)
    assert len(ctl.session.match.game.history) == before + 1


def test_escape_drops_the_chosen_tile_and_the_board_keys_turn_a_triangle():
    ctl = table(variant="triangles", seed="3")
    click(ctl, action="new-game")
    ctl.page.run_timers()
    s = ctl.session
    tile = next(m.tile for m in s.legal() if m.kind == "play")
    click(ctl, inside=HAND, tile=tile_text(tile))
    assert ctl.session.selected == tile
    assert ctl.key(KeyPress("Escape")) is False
    assert ctl.session.selected is None
    click(ctl, inside=HAND, tile=tile_text(tile))
    cell = ctl.session.legal()[0].cell
    ways = [m for m in ctl.session.legal() if m.tile == tile and m.cell == cell]
    click(ctl, spot=f"{cell[0]},{cell[1]}")
    if len(ways) > 1:
        assert ctl.key(KeyPress("r")) is True and ctl.session.turn == 1
    assert ctl.key(KeyPress("r", mods=True)) is False


def both_ways(ctl):
    """A tile of the person's that fits both ends of the chain, the ends showing different numbers."""
    s = ctl.session
    ends = getattr(s.observed(), "ends", None) if s.my_turn() else None
    tiles = [m.tile for m in s.legal() if m.kind == "play"]
    return next((t for t in tiles if tiles.count(t) == 2 and ends and ends[0] != ends[1]), None)


def test_escape_gives_the_focus_back_to_the_tile_it_dropped():
    """Choose a tile that fits both ends, press Escape: the focus is on that tile again, so Enter
    chooses it again (it went to the hand's first tile, and Enter played that one)."""
    for seed in range(1, 40):
        ctl = table(variant="draw", players="2", level="easy", target="0", seed=str(seed))
        click(ctl, action="new-game")
        while both_ways(ctl) is None and not ctl.session.match.game.is_over:
            ctl.play(ctl.session.legal()[0]) if ctl.session.my_turn() else ctl.page.run_timers()
        if both_ways(ctl) is not None:
            break
    tile = both_ways(ctl)
    assert tile is not None
    click(ctl, inside=HAND, tile=tile_text(tile))
    assert ctl.session.selected == tile
    ctl.page.focused = None
    assert ctl.key(KeyPress("Escape")) is False
    assert ctl.session.selected is None
    assert ctl.page.focused == f'[data-hand] [data-tile="{tile_text(tile)}"]'


def test_the_clock_stands_still_while_held():
    ctl = table(mode="computer", players="3")
    click(ctl, action="new-game")
    while ctl.session.my_turn() is False and ctl.page.timers:
        ctl.page.run_timers()
    make(ctl, ctl.session.legal()[0])
    assert ctl.page.timers  # a computer is to move
    ctl.hold("pause")
    assert not ctl.page.timers and ctl.session.pending is None
    history = list(ctl.session.match.game.history)
    ctl.release("pause")
    assert ctl.page.timers
    ctl.page.run_timers()
    assert len(ctl.session.match.game.history) > len(history)


def test_a_hint_is_paid_when_shown_and_lights_its_move():
    ctl = table(seed="4")
    click(ctl, action="new-game")
    ctl.page.run_timers()
    coins = ctl.parts.coins.coins
    click(ctl, action="hint")
    assert ctl.page.html["tools"].count("Thinking") == 1  # worked out in slices
    ctl.page.run_timers()
    s = ctl.session
    assert s.hint_now() is not None and s.note.startswith("Hint:")
    assert ctl.parts.coins.coins == coins - 15
    assert any(k[1] == "data-hint" for k in ctl.page.attrs)


def test_a_lesson_gives_the_table_its_game_back():
    from domino.lessons import LESSONS

    ctl = table()
    click(ctl, action="new-game")
    ctl.page.run_timers()
    game = ctl.session.match
    click(ctl, lesson_start=LESSONS[0].key)
    assert ctl.session.lesson == LESSONS[0].key and ctl.page.attrs[("body", "data-lesson")] == LESSONS[0].key
    click(ctl, action="menu")
    assert ctl.session.match is game and ctl.session.lesson is None and ctl.session.phase == "menu"


def test_the_end_of_a_match_is_recorded_and_paid_once():
    storage = Storage()
    ctl = table(storage, seed="2")
    click(ctl, action="new-game")
    play_out(ctl)
    profile = json.loads(storage.items["domino.profile"])
    assert sum(profile["records"]["draw/easy/2"].values()) == 1
    assert "domino.game" not in storage.items
    ctl.end_hand()  # the card again: nothing is counted twice
    assert json.loads(storage.items["domino.profile"]) == profile


@pytest.mark.scripted
def test_a_quick_second_tap_after_laying_a_double_chooses_the_covering_tile():
    """Lay 7-7 on your train, tap 6-7 a moment later (the browser's click count is 2): it was
    dropped with no word; now the tile is chosen with a note, and one more tap plays it."""
    from domino import Rules, new_game, new_match
    from table.flow.setups import Setup
    ctl = table(variant="mexican", players="2", level="easy", target="0")
    match = new_match(Rules(variant="mexican", players=2), seed=1)
    match.games[-1] = new_game(Rules(variant="mexican", players=2), hands=[["7-7", "6-7", "1-2"], ["0-0", "5-5"]],
                               first=0, trains={0: ["9-7"], 1: ["9-5"]})
    cfg = {"mode": "computer", "players": "2", "variant": "mexican", "level": "easy", "target": "0", "seed": 1}
    ctl.start(Setup(kind="restore", match=match, cfg=cfg, names=("You", "Computer 1")))
    click(ctl, inside=HAND, tile="7-7")
    assert str(ctl.session.game.history[-1][1]).startswith("7-7") and ctl.session.my_turn()
    click(ctl, detail=2, inside=HAND, tile="6-7")
    assert ctl.session.selected == (6, 7) and "6-7" in ctl.session.note
    click(ctl, inside=HAND, tile="6-7")
    assert str(ctl.session.game.history[-1][1]).startswith("6-7")
