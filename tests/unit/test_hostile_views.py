"""Every view of the table rendered with hostile text where data goes (player names from a save,
stored records, messages, lesson texts), on CPython: the HTML has exactly the elements and
attributes it has with a plain name, no event-handler attribute comes from the data, and the
hostile text is found back, whole, as text or as an attribute's value. The boards are rendered
from real engine games, at every kind of moment (a selection, a double to cover, the end)."""

from __future__ import annotations

from html.parser import HTMLParser
from types import SimpleNamespace

import pytest

from domino.core import catalog
from domino import Match, Rules, choose_move, new_game
from domino.variants import triangles
from domino.lessons import LESSONS
from table.boards import base as board
from table import boards
from table.render import howto
from table.boards import line as line_board
from table.boards import spinner as spinner_board
from table.render import lacks, movelog
from table.storage import profile
from table.storage.settings import LABELS
from table.render import screens
from table.render import seating
from table.boards import trains as train_board
from table.boards import triangles as tri_board
from table.flow import tutorial
from table.render import pieces as view
from table.render import score_sheet
from table.render.markup import EMPTY, Markup, join
from table.flow.session import Session, settings

BENIGN = "Ann Lee"
HOSTILE = [
    "<img src=x onerror=alert(1)>",
    '"><script>alert(1)</script>',
    "' onmouseover='x",
    "</td></tr></table></div><iframe src=javascript:alert(1)></iframe>",
    "<svg onload=alert(1)><!--",
    "&lt;b&gt; &amp;amp; &#60;script&#62;",  # entities stay the characters typed, never decoded
    "{0} {name} {} {{",  # no second round of formatting
    " leading space",
    "Zoë 日本語 🂡 \u202eRTL\u202c",
    "<b>" * 1000 + "x" * 7_000,  # long: 10,000 characters
]
# The boards take only names as data, at many moments of a game: the markup-shaped ones suffice there.
NAMES = HOSTILE[:4] + HOSTILE[8:9]
SPECIAL = set("<>&\"'")
DANGEROUS = {"script", "img", "iframe", "svg", "object", "embed", "style", "link", "meta", "base", "form",
             "input", "a", "math", "video", "audio", "source"}


class Shape(HTMLParser):
    """What a browser would build from the HTML: each tag with its attribute names, in order;
    the text and the attribute values apart."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.tags, self.values = [], []
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.tags.append(("<", tag, tuple(name for name, _ in attrs)))
        self.values += [value for _, value in attrs if value]

    def handle_startendtag(self, tag, attrs):
        self.tags.append(("<>", tag, tuple(name for name, _ in attrs)))
        self.values += [value for _, value in attrs if value]

    def handle_endtag(self, tag):
        self.tags.append(("/", tag, ()))

    def handle_data(self, data):
        self.values.append(data)

    def handle_comment(self, data):
        self.tags.append(("!--", data, ()))

    def handle_decl(self, decl):
        self.tags.append(("!", decl, ()))

    def handle_pi(self, data):
        self.tags.append(("?", data, ()))

    def unknown_decl(self, data):
        self.tags.append(("!", data, ()))


def handlers(shape):
    return sorted(a for _, _, attrs in shape.tags for a in attrs if a.lower().startswith("on"))


def elements(shape, names):
    return sorted(tag for kind, tag, _ in shape.tags if kind != "/" and tag in names)


def assert_inert(render, shown=True, texts=HOSTILE):
    """render(text) -> Markup. With each of `texts`, the same elements and attributes as with
    BENIGN; `shown`: the text is found whole among the text and the attribute values."""
    plain = render(BENIGN)
    assert isinstance(plain, Markup), type(plain)
    base = Shape(plain)
    if shown:
        assert any(BENIGN in v for v in base.values), "the benign text is not shown: a useless case"
    for text in texts:
        out = render(text)
        assert type(out) is Markup
        shape = Shape(out)
        assert elements(shape, DANGEROUS) == elements(base, DANGEROUS)
        assert handlers(shape) == handlers(base)
        assert shape.tags == base.tags, f"the structure changed with {text[:40]!r}"
        if SPECIAL & set(text):
            assert text not in out, f"{text[:40]!r} reached the HTML unescaped"
        if shown:
            assert any(text in v for v in shape.values), f"{text[:40]!r} is not found back as text"


def names_of(text, players):
    return (text,) + tuple(f"{text} {i}" for i in range(1, players))


# ---- render/pieces.py -----------------------------------------------------------------------------


def test_seats():
    assert_inert(lambda t: seating.seats_html(names_of(t, 4), (7, 1, 12, 0), 1, 0, {1, 2}, 2,
                                              {1: (t, t), 2: ("drew 2 tiles", "drew 2")}))


def test_score_bar_with_every_word_hostile():
    assert_inert(lambda t: view.scores_html(names_of(t, 3), (t, 5, t), t, lead=(t, t), pips=True, person=0))
    assert_inert(lambda t: view.scores_html(names_of(t, 2), (1, 2), f"to {t}", person=None))
    assert view.scores_html(("a", "b"), (1, 2), person=None) == ""
    assert type(view.scores_html(("a", "b"), (1, 2), person=None)) is Markup


def test_typed_names_keep_their_own_direction():
    # a right-to-left name isolated, so it neither reorders the numbers beside it nor loses its start
    rtl = "\u05e9\u05dc\u05d5\u05dd"
    bar = view.scores_html((rtl, "Ann"), (3, 4), "to 50", person=None)
    seats = seating.seats_html((rtl, "Ann"), (7, 5), 1, 0, {1}, None, {})
    assert bar.count('class="score-name" dir="auto"') == 2
    assert seats.count('class="seat-name" dir="auto"') == 1


def sheet_rows(*hands):
    """Score sheet rows (domino.Match.sheet) from (winner, reason, scores) each."""
    rows, totals = [], (0, 0, 0)
    for number, (winner, reason, scores) in enumerate(hands, 1):
        totals = tuple(t + s for t, s in zip(totals, scores))
        rows.append(SimpleNamespace(number=number, outcome=SimpleNamespace(winner=winner, reason=reason),
                                    scores=scores, totals=totals))
    return rows


def test_score_sheet_and_account():
    rows = sheet_rows((1, "out", (3, 0, 12)), (None, "blocked", (0, 7, 1)))
    assert_inert(lambda t: score_sheet.sheet_html(names_of(t, 3), rows, winner=1, pips=True, engine=lambda n: 9,
                                                       person=0))
    assert_inert(lambda t: score_sheet.sheet_html(names_of(t, 3), rows, winner=None, signed=True, person=None))
    assert_inert(lambda t: view.account_html(names_of(t, 2), [(t, 5), (f"draw {t}", t)]))


def test_long_short_and_actions():
    assert_inert(lambda t: view.long_short(t, t))
    assert_inert(lambda t: view.actions_html({"draw", "pass"}, t, pile="boneyard"))


@pytest.mark.parametrize("long,match_over", [(False, False), (True, False), (True, True)])
def test_round_summary(long, match_over):
    def render(t):
        names = names_of(t, 3)
        hands = [(), ((3, 6), (1, 1)), ((0, 2),)]
        return view.round_html(
            title=t, detail=t, names=names, hands=hands, pips=(0, 11, 2), winner=0, person=0,
            scores=(50, t, 3) if long else None, goal=t, points=13, next_hand=long and not match_over,
            match_over=match_over, why=t if match_over else "", total_word=t, next_word=t,
            sheet=score_sheet.sheet_html(names, sheet_rows((0, "out", (0, 11, 2))), winner=0, person=0),
            hand=(13, t, 0) if long else None)

    assert_inert(render)


def test_round_summary_says_the_winners_points_in_words():
    def render(t):
        return view.round_html(title="Hand over", detail="Blocked.", names=names_of(t, 2), hands=[(), ()], person=None,
                               pips=(0, 4), winner=1, scores=(0, 4), points=4)

    assert_inert(render)
    assert "Blocked. Ann Lee 1 scores 4." in Shape(render(BENIGN)).values


# ---- screens.py -----------------------------------------------------------------------------------


def test_daily_entry_with_a_hostile_date_and_scores():
    assert_inert(lambda t: screens.daily_html(t, None))
    for result in ("win", "loss", "draw"):
        assert_inert(lambda t: screens.daily_html(t, {"result": result, "scores": [t, t]}))


def test_coins_and_tools():
    assert_inert(lambda t: screens.coins_html(t))
    assert_inert(lambda t: screens.coin(t))
    assert_inert(lambda t: screens.tools_html(t, [(t, t, t, False, t), ("hint", t, 0, True, "")]))
    assert screens.tools_html(None, []) == "" and type(screens.tools_html(None, [])) is Markup


def test_records_with_hostile_keys_names_and_counts():
    def render(t):
        profile = {
            "records": {f"{t}/{t}": {"win": t, "loss": 1, "draw": 0}, f"draw/{t}": {"win": 1, "loss": t, "draw": 2},
                        f"{t}/easy": {"win": 0, "loss": 0, "draw": t}},
            "local": {t: t, f"{t} 2": 3},
            "daily": {t: {"result": "win", "scores": [t, t]}, "2025-03-03": {"result": "loss"}},
            "coins": t,
            "totals": {"played": 3, "wins": 1, "streak": 0, "best": 1, "last": "2025-03-03", "last_win": None},
        }
        return screens.records_html(profile, 0)

    assert_inert(render)
    assert_inert(lambda t: screens.records_html({"records": {}, "local": {}, "daily": {},
                                                                       "totals": profile.new_totals()}, 0), shown=False)


def test_settings_notice_and_the_reset_question():
    assert_inert(lambda t: screens.settings_html({"tiles": t, "sound": t}, LABELS), shown=False)
    assert_inert(lambda t: screens.set_aside_html([t, "2026-03-10", ""], said=t))
    assert_inert(lambda t: screens.settings_html({}, LABELS, [t], said=t))
    assert handlers(Shape(screens.settings_html({}, LABELS))) == ["onsubmit"]  # the form's own, written in the code
    assert_inert(lambda t: screens.notice_html(t, t, [(t, t, t), ("reload", "Reload", "primary")]))
    assert type(screens.confirm_reset_html()) is Markup and type(screens.stopped_html()) is Markup


# ---- tutorial.py, howto.py ------------------------------------------------------------------------


def lesson_like(t, key=None):
    return SimpleNamespace(key=key or t, group=LESSONS[0].group, title=t, instruction=t, explanation=t,
                           steps=("a", "b"))


def test_lessons_list_bar_and_done():
    assert_inert(lambda t: tutorial.lessons_html([lesson_like(t), lesson_like(f"{t} 2", "k2")], {t}))
    assert_inert(lambda t: tutorial.bar_html(SimpleNamespace(**{**vars(lesson_like(t)), "group": t}), 0, 2, t, False))
    assert_inert(lambda t: tutorial.bar_html(lesson_like(t), 1, 2, "", True))
    assert_inert(lambda t: tutorial.done_html(lesson_like(t), lesson_like(f"next {t}")))
    assert_inert(lambda t: tutorial.done_html(lesson_like(t), None))
    real = tutorial.lessons_html(LESSONS, {LESSONS[0].key})
    assert type(real) is Markup and not handlers(Shape(real))


def test_how_to_play_cards():
    for variant in catalog.OFFERED:
        card = howto.card_html(variant)
        assert type(card) is Markup and elements(Shape(card), {"ul", "kbd"}) != []
    with pytest.raises(ValueError):  # a name the catalog does not know has no card, and says nothing of it
        howto.card_html("<b onclick=x>draw</b>")


# ---- the boards, from engine games ----------------------------------------------------------------


def session(match, names, viewer=0, mode="computer", selected=None, spot=None, turn=0):
    """What a board is handed: the session, as the controller holds it."""
    return Session(match=match, names=names, viewer=viewer, cfg=settings({"mode": mode}), selected=selected,
                   spot=spot, turn=turn, phase="playing")


GAMES = [("draw", 2, 1), ("draw", 4, 3), ("block", 3, 2), ("mexican", 2, 1), ("mexican", 4, 7),
         ("triangles", 2, 1), ("triangles", 3, 4), ("allfives", 2, 2), ("allfives", 4, 6)]


def moments(variant, players, seed):
    """A game played out by the Easy computer, as (observation of seat 0, seat 0's legal moves) at
    a few moments: the opening, some of seat 0's turns, doubles left to cover (trains), the end."""
    match = Match(Rules(variant=variant, players=players), seed)
    game = match.game
    out, turns, owed = [], 0, 0
    while True:
        obs = game.observation(0)
        mine = not game.is_over and game.current_player == 0
        turns += mine
        owed += getattr(obs, "obligation", None) is not None
        if game.is_over or not game.history or (mine and turns % 3 == 1) or owed in (1, 2):
            out.append((obs, list(obs.legal_moves) if mine else []))
        if game.is_over:
            return match, out
        game.apply(choose_move("easy", game.observation(game.current_player), seed=len(game.history)))


def table_html(match, names, variant, obs, legal, selected=None, viewer=0, mode="computer", spot=None):
    """What the table writes for one moment: the board's containers, the hand, the bar, the seats."""
    board = boards.board_for(variant)
    s = session(match, names, viewer, mode, selected, spot, 1 if spot is not None else 0)
    shown = board.containers(s, obs, legal)
    shown.pop("view", None)
    assert set(shown) <= set(boards.CONTAINERS) and all(type(v) is Markup for v in shown.values())
    playable = board.playable(legal)
    return (join(shown.get(key, EMPTY) for key in boards.CONTAINERS)
            + board.hand_html(obs.hand, playable, selected, None, bool(legal))
            + board.actions_html(s, obs, {m.kind for m in legal}) + board.stock_html(obs)
            + seating.seats_html(names, obs.hand_counts, 1, viewer, {1}, None,
                                 movelog.last_actions(match.game.history, names, 0))
            + movelog.log_html(match.game.history, names, 0))


@pytest.mark.parametrize("variant,players,seed", GAMES)
def test_every_board_view_through_a_game(variant, players, seed):
    match, seen = moments(variant, players, seed)
    assert seen[-1][0].is_over
    for obs, legal in seen:
        playable = sorted(boards.board_for(variant).playable(legal))
        for selected in [None] + playable[:1]:
            assert_inert(lambda t: table_html(match, names_of(t, players), variant, obs, legal, selected),
                         texts=NAMES)
        assert_inert(lambda t: table_html(match, names_of(t, players), variant, obs, legal, viewer=None,
                                          mode="local"), texts=NAMES)
        board = boards.board_for(variant)
        for key, html in board.handoff_containers(obs).items():
            assert key in boards.CONTAINERS and type(html) is Markup
    out = match.game.outcome

    def summary(t):
        board = boards.board_for(variant)
        return view.round_html(title=t, detail=t, names=names_of(t, players), hands=out.hands, pips=out.pips, person=0,
                               winner=out.winner, mini=board.mini_html, total_word=board.total_word)

    assert_inert(summary)
    minis = [tag for _, tag, attrs in Shape(summary(BENIGN)).tags if "role" in attrs and tag == "span"]
    assert len(minis) == sum(map(len, out.hands))  # every tile left in a hand is drawn


def test_a_triangles_tile_being_turned_in_its_spot():
    game = new_game(Rules(variant="triangles"), hands=[["1-2-3", "0-0-0"], ["4-4-4"]], stock=["5-5-5"], first=0)
    match = SimpleNamespace(game=game, rules=game.rules)
    obs = game.observation(0)
    # Rare in play (a cell that takes one tile in several turns): the view is handed such moves.
    legal = [triangles.play((1, 2, 3), (0, 0), turn) for turn in range(3)]

    def render(t):
        return table_html(match, names_of(t, 2), "triangles", obs, legal, (1, 2, 3), spot=(0, 0))

    assert_inert(render)
    shown = render(BENIGN)
    assert '<g class="ghost">' in shown and "data-turn" in shown and "data-place" in shown


def test_known_to_lack_with_hostile_names():
    game = new_game(Rules(variant="block", players=2), hands=[["4-4", "0-1"], ["2-3", "0-5"]])
    game.apply("4-4")
    game.apply("pass")
    assert_inert(lambda t: lacks.lacks_html(lacks.lack_rows(game.observation(0), None, names_of(t, 2), False)))


# ---- every view function is covered -----------------------------------------------------------------

COVERED = {
    seating: {"seats_html"},
    movelog: {"log_html"},
    lacks: {"lacks_html"},
    view: {"hand_html", "actions_html", "scores_html", "account_html", "mini_html", "round_html"},
    score_sheet: {"sheet_html"},
    screens: {"coins_html", "daily_html", "tools_html", "records_html", "confirm_reset_html", "settings_html",
              "set_aside_html",
              "notice_html", "stopped_html"},
    tutorial: {"lessons_html", "bar_html", "done_html"},
    howto: {"card_html"},
    line_board: {"chain_html", "ends_html"},  # through LineBoard.containers
    spinner_board: {"layout_html", "ends_html", "count_html"},  # through SpinnerBoard.containers
}
BOARD_METHODS = {"containers", "handoff_containers", "hand_html", "actions_html", "stock_html", "mini_html", "row"}


def test_every_html_function_is_rendered_here():
    """A new view function, or a board's new HTML method, gets a case in this file."""
    for module, names in COVERED.items():
        defined = {name for name, value in vars(module).items()
                   if name.endswith("_html") and callable(value)
                   and getattr(value, "__module__", "") == module.__name__}
        assert defined == names, module.__name__
    for cls in (board.Board, line_board.LineBoard, train_board.TrainBoard, tri_board.TriBoard,
                spinner_board.SpinnerBoard):
        methods = {name for name in vars(cls) if name.endswith("_html") or name in BOARD_METHODS}
        assert methods <= BOARD_METHODS, cls.__name__
