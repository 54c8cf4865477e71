"""The table's pure parts on CPython: frames (what is shown, hidden tiles never), the menu's plan of
valid settings, the set-ups of a game, the save's ownership between tabs, the tools' rules, the
Triangles viewport's arithmetic and the Expert search in slices."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from domino import Rules, choose_move, new_match
from fakes import Storage, Tabs
from table.flow import frames
from table.flow import menu
from table.flow import setups
from table.flow import coin_tools as tools
from table.boards import board_for
from table.storage.saves import Saves
from table.flow.session import Session, settings
from table.storage.store import Store
from table.flow.thinker import Slices, expert_search
from table.browser.tri_view import TriView


def tile_text(tile):
    return "-".join(str(n) for n in tile)


def session_of(match, viewer=0, mode="computer", **kw):
    n = match.rules.players
    cfg = {"mode": mode, "level": "easy", "seed": 1, "variant": match.rules.variant, "players": str(n)}
    return Session(match=match, cfg=settings(cfg), viewer=viewer,
                   names=setups.names_for(mode, n), phase="playing", **kw)


@pytest.mark.parametrize("variant,players", [("draw", 4), ("block", 2), ("mexican", 3), ("triangles", 2)])
def test_a_frame_shows_the_viewers_tiles_and_nobody_elses(variant, players):
    match = new_match(Rules(variant=variant, players=players), seed=11)
    g = match.game
    board = board_for(variant)
    for _ in range(12):
        if g.is_over:
            break
        seat = g.current_player
        for viewer in (seat, None):
            s = session_of(match, viewer, "local")
            obs = g.observation(viewer if viewer is not None else 0)
            legal = s.legal()
            frame = frames.table(s, board, obs, legal)
            shown = "".join(frame.puts.values())
            hidden = [t for other in range(players) if other != viewer for t in g.state.hands[other]]
            mine = set(g.state.hands[viewer]) if viewer is not None else set()
            for t in hidden:
                if t not in mine:
                    assert f'data-tile="{tile_text(t)}"' not in frame.puts["hand"]
            if viewer is None:
                assert frame.puts["hand"] == "" and frame.puts["me"] == ""
            else:
                assert all(f'data-tile="{tile_text(t)}"' in frame.puts["hand"] for t in mine)
            assert "data-count" in shown
        handoff = frames.handoff(session_of(match, None, "local"), board, tools.tools_html(
            session_of(match, None, "local"), board, 30, False))
        assert handoff.puts["hand"] == "" and "Pass the device to" in handoff.puts["handoff-body"]
        g.apply(choose_move("easy", g.observation(seat), seed=len(g.history)))


def test_the_status_says_whose_turn_and_what_just_happened():
    match = new_match(Rules(variant="draw", players=2), seed=3)
    g = match.game
    s = session_of(match, viewer=0, last="Tiles dealt.")
    frame = frames.table(s, board_for("draw"), g.observation(0), s.legal())
    status = frame.puts["status"]
    assert "Tiles dealt." in status
    if g.current_player != 0:
        assert "Computer 1 is thinking" in status
    assert frame.body["data-turn"] == str(g.current_player)


def test_the_menu_offers_only_what_the_variant_supports():
    options = {"players": ["2", "3", "4"], "target": ["0", "50", "100"], "rounds": ["1", "10"],
               "scoring": ["standard", "triominos"], "fives": ["150", "100", "200", "250"]}
    chosen = {"mode": "computer", "players": "4", "variant": "draw", "level": "easy", "target": "100",
              "rounds": "1", "scoring": "standard", "fives": "150"}
    plan = menu.plan(options, chosen)
    assert plan.chosen == chosen and plan.shown == "target"
    tri = menu.plan(options, {**chosen, "variant": "triangles"})
    assert tri.shown == "scoring" and "4" in tri.enabled["players"]
    train = menu.plan(options, {**chosen, "variant": "mexican"})
    assert train.shown == "rounds"
    assert train.enabled["target"] == ["0"] and train.chosen["target"] == "0"
    fives = menu.plan(options, {**chosen, "variant": "allfives", "fives": "200"})
    assert fives.shown == "fives" and fives.enabled["fives"] == ["150", "100", "200", "250"]
    assert fives.chosen["target"] == "0" and fives.chosen["fives"] == "200" and not fives.blocked
    back = menu.plan(options, {**fives.chosen, "variant": "draw"})  # Classic is not played to 200
    assert back.shown == "target" and back.chosen["fives"] == "150" and back.enabled["fives"] == ["150"]
    assert "five, ten" in fives.tagline
    # The line under the title follows the game: no "open ends" for Triangles, trains for Mexican Train
    assert plan.tagline == "Match the open ends, go out first."
    assert "train" in train.tagline and "ends" not in tri.tagline and "No drawing" in menu.plan(
        options, {**chosen, "variant": "block"}).tagline


def test_seeds_of_a_seeded_run_number_its_games():
    assert setups.game_seed(None, 3, 12345) == 12345
    assert setups.game_seed("7", 0, 1) == 7 and setups.game_seed("7", 2, 1) == "7:2"
    assert setups.game_seed("abc", 0, 1) == "abc"
    one = setups.computer_seed(7, (0, 0), 3, 1)
    assert one == setups.computer_seed(7, (0, 0), 3, 1) != setups.computer_seed(7, (0, 0), 4, 1)


def test_the_daily_and_a_restored_game_are_set_up_from_data():
    daily = setups.daily("2026-03-04", replay=True)
    assert daily.cfg["daily"] == "2026-03-04" and daily.cfg["unrecorded"] and daily.names == ("You", "Computer 1")
    match = new_match(Rules(variant="draw", players=3), seed=5)
    doc = {"table": {"cfg": {"mode": "local", "level": "easy", "seed": 5}, "names": ["Player 1", "Player 2",
                                                                                      "Player 3"],
                     "last": "Player 2 passed.", "fresh": [1, 2]}}
    back = setups.restored(doc, match)
    assert back.kind == "restore" and not back.dealt and back.fresh == (1, 2) and back.cfg["players"] == "3"
    with pytest.raises(ValueError):
        setups.new_game({"mode": "computer", "players": "5", "variant": "draw", "target": "0"}, None, 0, 1)


def test_a_save_belongs_to_the_tab_that_wrote_it():
    storage = Storage()
    match = new_match(Rules(), seed=1)
    s = session_of(match)
    mine = Saves(Store(storage), Tabs("t1", {"t2"}))
    other = Saves(Store(storage), Tabs("t2", {"t1"}))
    assert mine.save(s) is True and json.loads(storage.items["domino.game"])["tab"] == "t1"
    assert other.played_elsewhere() and not mine.played_elsewhere()
    doc, again = other.load()
    assert other.open_elsewhere(doc) and again.to_json() == match.to_json()
    other.own()
    assert other.save(s) is True
    assert mine.taken_elsewhere() and mine.save(s) is False  # stops, writes nothing
    assert json.loads(storage.items["domino.game"])["tab"] == "t2"
    assert mine.save(Session()) is None  # nothing to save
    assert Saves(Store(storage), Tabs("t3")).open_elsewhere(doc) is False  # t1 closed: take it silently


def test_undo_takes_back_the_persons_last_move_or_on_a_shared_device_the_last_one():
    match = new_match(Rules(variant="draw", players=2), seed=9)
    g = match.game
    while len(g.history) < 4:
        g.apply(g.legal_moves()[0])
    computer = session_of(match, viewer=g.current_player)
    if g.current_player == 0:
        idx = max(i for i, (seat, _) in enumerate(g.history) if seat == 0)
        assert tools.undo_index(computer) == idx
    local = session_of(match, viewer=None, mode="local")
    assert tools.undo_index(local) == len(g.history) - 1
    assert tools.undo_index(Session(**{**vars_of(local), "lesson": "x"})) is None
    before = [str(m) for _, m in g.history[:2]]
    tools.take_back(match, 2)
    assert [str(m) for _, m in g.history] == before


def vars_of(s):
    return {f: getattr(s, f) for f in s.__dataclass_fields__}


def test_the_tools_cost_coins_against_the_computer_only():
    match = new_match(Rules(variant="draw", players=2), seed=9)
    g = match.game
    while g.current_player != 0 or not any(seat == 0 for seat, _ in g.history):
        g.apply(g.legal_moves()[0])
    paid = {name: (price, ok) for name, _, price, ok, _ in tools.tool_list(session_of(match), board_for("draw"), 12, False)}
    assert paid["hint"] == (15, False) and paid["undo"][0] == 10
    free = tools.tool_list(session_of(match, mode="local"), board_for("draw"), 0, False)
    assert all(price == 0 and ok for _, _, price, ok, _ in free)


class Svg:
    clientWidth, clientHeight = 600, 400

    def __init__(self, width=600, height=400):
        self.clientWidth, self.clientHeight = width, height
        self.attrs, self.props = {}, {}
        self.style = SimpleNamespace(setProperty=self.props.__setitem__)

    def setAttribute(self, name, value):
        self.attrs[name] = value

    def shown(self):
        """The view box (x0, y0, x1, y1) and the px per SVG unit."""
        x, y, w, h = map(float, self.attrs["viewBox"].split())
        return (x, y, x + w, y + h), self.clientWidth / w


def test_the_triangles_view_fits_zooms_and_pans():
    svg = Svg()
    view = TriView(SimpleNamespace(getElementById={"tri-svg": svg}.get))
    view.after_render(((0.0, 0.0, 300.0, 200.0), (150.0, 100.0), False, ()))
    x, y, w, h = map(float, svg.attrs["viewBox"].split())
    assert svg.attrs["data-zoom-mode"] == "auto" and w / h == pytest.approx(1.5)
    view.zoom("in")
    assert view.mode == "manual" and float(svg.attrs["viewBox"].split()[2]) < w
    assert view.pan(1, 0) and view.centre[0] > 150
    view.zoom("fit")
    assert view.mode == "all"
    view.after_render(((0.0, 0.0, 300.0, 200.0), (150.0, 100.0), True, ()))
    assert view.mode == "all"  # the final board stays all in sight


class Placed(Svg):
    """An element with its place on the page: the felt's foot, or the zoom buttons' top (px)."""

    def __init__(self, width=600, height=400, top=0.0):
        super().__init__(width, height)
        self.top = top

    def getBoundingClientRect(self):
        return SimpleNamespace(top=self.top, bottom=self.top + self.clientHeight)


def test_a_tile_at_the_boards_foot_stays_above_the_zoom_buttons():
    """A phone's felt of 340 x 460 px whose zoom buttons take its lowest 52 px: the action at the
    foot of a board taller than the felt is shown above them; a board that fits keeps its top in
    sight (and its foot above them where there is room)."""
    svg, bar = Placed(340, 460, top=100.0), Placed(200, 52, top=508.0)
    view = TriView(SimpleNamespace(getElementById={"tri-svg": svg, "tri-zoom": bar}.get))
    view.after_render(((0.0, 0.0, 300.0, 1200.0), (150.0, 1150.0), False, ()))
    (x0, y0, x1, y1), scale = svg.shown()
    assert y1 - 1200.0 == pytest.approx(52 / scale, abs=0.2)   # the board's foot 52 px above the view's
    view.after_render(((0.0, 0.0, 300.0, 300.0), (150.0, 250.0), False, ()))
    (x0, y0, x1, y1), scale = svg.shown()
    assert y0 <= 0.0 and y1 - 300.0 >= 52 / scale - 1e-6
    plain = Svg(340, 460)   # without the buttons: the board as before, centred
    TriView(SimpleNamespace(getElementById={"tri-svg": plain}.get)).after_render(
        ((0.0, 0.0, 300.0, 1200.0), (150.0, 1150.0), False, ()))
    assert plain.shown()[0][3] == pytest.approx(1200.0)


def inside(box, shown):
    return shown[0] <= box[0] and shown[1] <= box[1] and box[2] <= shown[2] and box[3] <= shown[3]


def test_a_chosen_tiles_marked_cells_are_kept_in_sight_while_readable():
    """A phone on its side (a felt 818 x 193 px): the marked cells of a chosen tile, far apart on a
    tall board, are all in sight, the view zooming out below its usual 54 px side to do it; cells
    farther apart than a readable side allows leave the largest group in sight at that side. Fit
    zooms out no further than a readable side either, and small tiles draw larger numbers."""
    svg = Svg(818, 193)
    view = TriView(SimpleNamespace(getElementById={"tri-svg": svg}.get))
    board = (0.0, 0.0, 300.0, 900.0)
    spots = ((0.0, 0.0, 100.0, 100.0), (200.0, 400.0, 300.0, 500.0))
    view.after_render((board, (150.0, 250.0), False, spots))
    shown, scale = svg.shown()
    assert all(inside(b, shown) for b in spots) and 0.32 <= scale < 0.54
    far = spots + ((200.0, 800.0, 300.0, 900.0), (0.0, 780.0, 100.0, 880.0))
    view.after_render((board, (150.0, 500.0), False, far))
    shown, scale = svg.shown()
    assert scale == pytest.approx(0.32, rel=1e-3) and [inside(b, shown) for b in far] == [False, True, True, True]
    assert float(svg.props["--tn"].removesuffix("px")) * scale >= 10   # numbers of 10 px at least
    view.after_render((board, (150.0, 500.0), False, ()))
    view.zoom("fit")
    assert view.mode == "all" and svg.shown()[1] == pytest.approx(0.32, rel=1e-3)   # not the 0.21 the board needs


class Button:
    def __init__(self):
        self.attrs = {"hidden": ""}

    def setAttribute(self, name, value):
        self.attrs[name] = value

    def removeAttribute(self, name):
        self.attrs.pop(name, None)


def test_a_marked_cell_out_of_sight_is_offered_and_brought_into_view():
    """Cells farther apart than a readable side shows (about 6 in 100 choices on a phone on its
    side): a button says which way the nearest lies and how many are out of sight, and each press
    brings the next one into view, every one in turn."""
    svg, seek = Svg(818, 193), Button()
    view = TriView(SimpleNamespace(getElementById={"tri-svg": svg, "tri-seek": seek}.get))
    board = (0.0, 0.0, 300.0, 2000.0)
    near = ((200.0, 800.0, 300.0, 900.0), (0.0, 780.0, 100.0, 880.0))
    spots = ((0.0, 0.0, 100.0, 100.0), *near, (200.0, 1900.0, 300.0, 2000.0))
    view.after_render((board, (150.0, 840.0), False, near))
    assert "hidden" in seek.attrs   # all in sight: nothing to offer
    view.after_render((board, (150.0, 840.0), False, spots))
    assert [inside(b, svg.shown()[0]) for b in spots] == [False, True, True, False]
    assert "hidden" not in seek.attrs and seek.attrs["data-n"] == "2" and seek.attrs["data-dir"] == "up"
    seen = set()
    for _ in range(3):
        assert view.zoom("seek")
        seen |= {b for b in spots if inside(b, svg.shown()[0])}
        assert svg.shown()[1] == pytest.approx(0.32, rel=1e-3)   # the same readable side
    assert seen == set(spots)   # the top, the bottom, then back to the others: every one in turn
    view.after_render((board, (150.0, 840.0), False, near))
    view.reset()
    view.fit()
    assert "hidden" in seek.attrs


class Clock:
    def __init__(self):
        self.t, self.queue = 0.0, []

    def now(self):
        self.t += 3.0
        return self.t

    def soon(self, callback):
        self.queue.append(callback)


def test_the_expert_search_runs_in_slices_and_stops_when_the_game_moves_on():
    g = new_match(Rules(), seed=4).game
    while len(g.legal_moves()) < 2:
        g.apply(g.legal_moves()[0])
    obs = g.observation(g.current_player)
    clock, got = Clock(), []
    search, _ = expert_search(obs, 1)
    slices = Slices(search, 30, lambda move, _s: got.append(move), clock=clock).start()
    ticks = 0
    while clock.queue:
        clock.queue.pop(0)()
        ticks += 1
    assert got and got[0] in obs.legal_moves and ticks > 1 and slices.finished
    clock, got = Clock(), []
    search, _ = expert_search(obs, 1)
    Slices(search, 30, lambda move, _s: got.append(move), alive=lambda: False, clock=clock).start()
    while clock.queue:
        clock.queue.pop(0)()
    assert got == []
