"""How long a game runs (table/render/match_length.py) and the score bar that shows it
(render/pieces.py), on CPython: the menu's choices (read from index.html) and the engine's Rules, both
ways; the full game's words; Tri-Ominos to 400."""

from __future__ import annotations

import itertools
import re

import pytest
from builder import served_page

from domino import Rules, choose_move, new_match
from domino.core import catalog
from domino.variants.triangles import triominos
from table.render import match_length as lengths
from table.render import pieces as view

INDEX = served_page()


def radios(setting):
    """The values and labels of a menu row's radios, as the served index.html has them."""
    row = re.search(rf'<fieldset[^>]*data-setting="{setting}".*?</fieldset>', INDEX, re.S).group(0)
    return re.findall(r'<input type="radio" name="\w+" value="([^"]+)"[^>]*><span>([^<]+)</span>', row)


LENGTH_ROWS = ("target", "rounds", "scoring", "fives")
MENU = {name: tuple(value for value, _ in radios(name))
        for name in ("variant", "players", *LENGTH_ROWS, "blocked", "teams", "set")}


def menu_choices():
    for values in itertools.product(*MENU.values()):
        yield dict(zip(MENU, values))


def test_every_menu_choice_the_engine_accepts_comes_back_from_its_rules():
    accepted = 0
    for choice in menu_choices():
        try:
            rules = Rules(**lengths.rules_options(choice))
        except ValueError:
            continue
        offered = lengths.offers_teams(choice["variant"], int(choice["players"]))
        assert rules.partners == (offered and choice["teams"] == "pairs")
        if choice["teams"] == "pairs" and not offered:
            continue  # kept in the form, played solo: the same rules as "solo"
        if not lengths.offers_sets(choice["variant"]):
            assert rules.double == catalog.entry(choice["variant"]).sets[0]
            if choice["set"] != MENU["set"][0]:
                continue  # kept in the form, hidden: the game's one set
        accepted += 1
        counts = choice["target"] != "0"  # the blocked scoring: a match to points of a line game
        back = {k: choice[k] for k in ("variant", "players", *LENGTH_ROWS, *(("blocked",) if counts else ()),
                                       *(("teams",) if offered else ()),
                                       *(("set",) if lengths.offers_sets(choice["variant"]) else ()))}
        assert lengths.menu_settings(rules) == back
        assert rules.blocked_scoring == (choice["blocked"] if counts else "difference")
        assert rules.full_game == (choice["rounds"] == "10")
        assert rules.double == (int(choice["set"]) if "set" in back else catalog.entry(choice["variant"]).sets[0])
        tri = choice["scoring"] == lengths.TRIOMINOS
        fives = choice["variant"] == "allfives"
        assert rules.triominos_scoring == tri
        assert rules.target == (triominos.TARGET if tri else int(choice["fives"]) if fives else int(choice["target"]))
        assert lengths.is_long(rules) == (choice["target"] != "0" or choice["rounds"] == "10" or tri or fives)
    # A line game (Classic, Block): 6 lengths x 3 player counts, and two against two 5 lengths (1
    # round, to 100, 150, 200 or 250); Triangles one round or Tri-Ominos x 3; Mexican 2 x 3, and 2 x 7
    # with the double-twelve; All Fives its 4 targets x 3, and the same 4 two against two; each with either blocked scoring
    # (which counts only in a line game's match).
    each = {"line": (6 * 3 + 5) * 2, "triangles": 2 * 3 * 2, "spinner": (4 * 3 + 4) * 2}
    each["trains"] = 2 * (3 + 7) * 2  # Mexican with the double-nine (2-4) or the double-twelve (2-8)
    each["chickenfoot"] = 2 * (7 + 3) * 2  # Chicken Foot with the double-nine (2-8) or the double-six (2-4)
    assert accepted == sum(each[entry.board] for entry in catalog.OFFERED.values())


def test_all_fives_is_played_to_its_own_targets_on_its_own_row():
    base = {"variant": "allfives", "players": "2", "target": "0"}
    from domino.variants.allfives.scoring import TARGET, TARGETS

    engine = tuple(str(t) for t in sorted(TARGETS) if t)   # shown in order, the engine's TARGET checked
    assert MENU["fives"] == catalog.FIVES.values == engine == ("100", "150", "200", "250")
    assert catalog.FIVES.first == str(TARGET) == "150"
    assert Rules(**lengths.rules_options(base)).target == 150  # the row's default: the engine's TARGET
    rules = Rules(**lengths.rules_options({**base, "fives": "250", "blocked": "others"}))
    assert (rules.target, rules.blocked_scoring) == (250, "difference")
    assert not lengths.scores_blocked(rules)
    with pytest.raises(ValueError, match="its own targets, not to 50"):
        lengths.rules_options({**base, "target": "50"})
    with pytest.raises(ValueError, match="only All Fives is played to 200"):
        lengths.rules_options({**base, "variant": "draw", "fives": "200"})


def test_the_full_game_is_mexican_trains_only_and_a_stray_value_is_refused():
    base = {"variant": "draw", "players": "2", "target": "0"}
    with pytest.raises(ValueError):
        Rules(**lengths.rules_options({**base, "rounds": "10"}))
    with pytest.raises(ValueError, match="not '5'"):
        lengths.rules_options({**base, "variant": "mexican", "rounds": "5"})
    with pytest.raises(ValueError):
        lengths.rules_options({**base, "players": "two"})
    # A settings dict of the old menu (no rounds) is a single round.
    assert lengths.rules_options(base)["full_game"] is False


ROUND_GAMES = [(name, double) for name, e in catalog.OFFERED.items() if e.length is catalog.ROUNDS for double in e.sets]
DEALT = {"engine": lambda obs: obs.engine, "centre": lambda obs: obs.centre}  # a round's double, as dealt


def test_each_name_of_a_rounds_double_has_words_of_its_own():
    """A game's rounds are said by what it calls their double: no message is shared between two names."""
    assert set(lengths.ROUND_WORDS) == set(catalog.ROUND_DOUBLES) == set(DEALT)
    for field in lengths.RoundWords._fields:
        said = [getattr(words, field) for words in lengths.ROUND_WORDS.values()]
        assert len(set(said)) == len(said), field


@pytest.mark.parametrize("name,double", ROUND_GAMES)
def test_a_full_games_words_name_its_rounds_double_as_dealt(name, double):
    """The menu's note, the score bar and the goal under each round come from the messages of the
    entry's `round_double`, filled with the double the engine deals in each round, for each set."""
    entry = catalog.entry(name)
    words, dealt = lengths.ROUND_WORDS[entry.round_double], DEALT[entry.round_double]
    rules = Rules(variant=name, players=2, full_game=True, double=double)
    match, count = new_match(rules, seed=3), double + 1
    tile = "{0}-{0}".format
    assert lengths.round_words_of(name) is words and lengths.rounds(double) == count
    assert lengths.note(rules) == lengths.full_game_note(name, double) == words.note.format(
        count=count, first=f"{double}\u2011{double}", last="0\u20110")
    for number in range(1, count + 1):
        top = dealt(match.game.observation(0))
        assert lengths.round_words(name, number, double) == (
            words.round.format(number=number, rounds=count, double=tile(top)), f"R{number}/{count} · {tile(top)}")
        assert lengths.engine_of(number, double) == top == double + 1 - number
        game = match.game
        while not game.is_over:
            game.apply(choose_move("easy", game.observation(game.current_player), seed=len(game.history)))
        said = lengths.goal(rules, match.hand_number, match.is_over)
        if match.is_over:
            assert said == ""
            break
        match.next_hand()
        upcoming = dealt(match.game.observation(0))
        assert said == words.next.format(number=number + 1, rounds=count, double=f"{upcoming}\u2011{upcoming}")
    assert match.is_over and match.hand_number == count


def test_the_goal_of_a_points_match_and_of_a_single_round():
    assert lengths.goal(Rules(target=50), 1, False) == "First to 50 points wins the match."
    assert lengths.goal(Rules(target=50), 3, True) == ""
    assert lengths.goal(Rules(), 1, False) == ""
    assert not lengths.is_long(Rules(variant="mexican"))


@pytest.mark.parametrize("totals,over,said", [
    ((12, 30), False, "You lead with the lowest total, 12 pips."),
    ((30, 1), False, "Computer 1 leads with the lowest total, 1 pip."),
    ((30, 12), True, "Computer 1 finishes with the lowest total, 12 pips."),
    ((7, 30), True, "You finish with the lowest total, 7 pips."),
    ((5, 5), False, "You and Computer 1 share the lowest total, 5 pips."),
    ((40, 40), True, "You and Computer 1 tie for the lowest total, 40 pips: nobody wins."),
])
def test_standing_names_the_lowest_total(totals, over, said):
    assert lengths.standing(["You", "Computer 1"], totals, over, 0) == said


def test_standing_with_three_tied():
    names = ["Player 1", "Player 2", "Player 3"]
    assert lengths.standing(names, (9, 9, 9), True, None) == \
        "Player 1, Player 2, and Player 3 tie for the lowest total, 9 pips: nobody wins."


def test_tri_ominos_is_triangles_own_match_to_the_engines_target():
    assert MENU["scoring"] == (lengths.STANDARD, lengths.TRIOMINOS)
    assert dict(radios("scoring"))[lengths.TRIOMINOS] == f"Tri-Ominos to {triominos.TARGET}"
    base = {"variant": "triangles", "players": "3", "target": "0", "rounds": "1"}
    options = lengths.rules_options({**base, "scoring": lengths.TRIOMINOS})
    rules = Rules(**options)
    assert rules.triominos_scoring and rules.target == triominos.TARGET and rules.is_match
    assert lengths.menu_settings(rules) == {**base, "scoring": lengths.TRIOMINOS, "fives": catalog.FIVES.first}
    for variant in ("draw", "block", "mexican"):  # the engine refuses it elsewhere
        with pytest.raises(ValueError):
            Rules(**lengths.rules_options({**base, "variant": variant, "scoring": lengths.TRIOMINOS}))
    with pytest.raises(ValueError, match="played to 400, not to 50"):
        lengths.rules_options({**base, "target": "50", "scoring": lengths.TRIOMINOS})
    with pytest.raises(ValueError, match="not 'pressman'"):
        lengths.rules_options({**base, "scoring": "pressman"})
    # A game saved before the menu had the row: standard scoring.
    assert lengths.rules_options(base)["triominos_scoring"] is False
    assert lengths.menu_settings(Rules(variant="triangles"))["scoring"] == lengths.STANDARD


def test_the_notes_under_the_lengths():
    """The menu explains the full game and Tri-Ominos points, with the engine's numbers."""
    assert lengths.note(Rules(variant="mexican", full_game=True)) == lengths.full_game_note("mexican")
    note = lengths.note(Rules(variant="triangles", triominos_scoring=True, target=triominos.TARGET))
    assert note.startswith("Tri-Ominos points: each tile scores its corners")
    for number in (triominos.HEXAGON, triominos.BRIDGE, triominos.DRAW_PENALTY, triominos.PASS_PENALTY,
                   triominos.GOING_OUT):
        assert re.search(rf"(?<!\d){number}(?!\d)", note), number
    assert note.endswith(f"The first to {triominos.TARGET} wins.")
    for rules in (Rules(), Rules(target=50), Rules(variant="triangles"), Rules(variant="mexican")):
        assert lengths.note(rules) == ""


def test_the_menu_note_names_the_engines_deals():
    note = lengths.full_game_note("mexican").replace("\u2011", "-")
    assert note.startswith("The full game: 10 rounds, engines 9-9 down to 0-0.")


# ---- view: the score bar ----------------------------------------------------------------------

def test_the_full_games_score_bar_leads_with_the_round():
    html = view.scores_html(["You", "Computer 1"], (12, 30), "pips", lead=lengths.round_words("mexican", 2), pips=True,
                            person=0)
    assert html.index("Round 2 of 10 · engine 8-8") < html.index("You")
    assert 'aria-label="You: 12 pips"' in html and 'aria-label="Computer 1: 30 pips"' in html
    assert '<span class="short">R2/10 · 8-8</span>' in html and html.endswith('<span class="score-target">pips</span>')
    # A points match: no round, no unit; a single round: nothing at all.
    match = view.scores_html(["You", "Computer 1"], (0, 25), "to 50", person=0)
    assert "score-round" not in match and 'aria-label="Computer 1: 25"' in match
    assert view.scores_html(["You", "Computer 1"], (3, 4), "", person=0) == ""


def test_a_phones_score_bar_names_the_computers_in_words_a_player_reads():
    """'Comp 1', not 'C1' (which no one could place); a person's own names stay as they are."""
    html = view.scores_html(["You", "Computer 1", "Computer 2"], (0, 5, 9), "to 100", person=0)
    assert '<span class="short">Comp 1</span>' in html and '<span class="short">Comp 2</span>' in html
    assert '<span class="short">You</span>' in html and ">C1<" not in html
    assert [view.short_name(n, seat, False) for seat, n in enumerate(("Player 3", "Ann"))] == ["P3", "Ann"]


def test_the_how_to_play_texts_give_the_engines_numbers():
    """The `?` cards and the menu's How to play state the same target and rounds as the engine."""
    from domino.variants.trains import engine_of, rounds
    from table.render import howto

    how = re.search(r"<details[^>]*>\s*<summary>How to play</summary>.*?</details>", INDEX, re.S).group(0)
    for text in (howto.card_html("triangles"), how):
        assert f"first to {triominos.TARGET} wins" in text
    full = rounds()
    first, last = engine_of(1), engine_of(full)
    assert f"{full} rounds" in howto.card_html("mexican")
    top = engine_of(1, 12)
    assert f"from the {first}-{first} engine, or double-twelve tiles from the {top}-{top}" in how
    assert f"down to {last}-{last} (ten rounds, or thirteen)" in how and (full, rounds(12)) == (10, 13)


@pytest.mark.parametrize("players,default", [("2", "difference"), ("3", "others"), ("4", "others")])
def test_a_blocked_match_scores_by_the_menus_choice_defaulting_by_the_player_count(players, default):
    """The product's reading (docs/rules.md §1): the lightest hand takes everyone else's pips with
    3-4 players, the difference of the two hands with 2; the menu offers either for a match."""
    assert lengths.blocked_default(int(players)) == default
    for variant in ("draw", "block"):
        for blocked in ("difference", "others"):
            choice = {"variant": variant, "players": players, "target": "50", "blocked": blocked}
            assert Rules(**lengths.rules_options(choice)).blocked_scoring == blocked
        # a single round has no points: the choice is kept by the menu, not by the game
        single = Rules(**lengths.rules_options({"variant": variant, "players": players, "target": "0",
                                                "blocked": "others"}))
        assert single.blocked_scoring == "difference" and "blocked" not in lengths.menu_settings(single)
    with pytest.raises(ValueError):
        lengths.rules_options({"variant": "draw", "players": players, "target": "50", "blocked": "half"})
