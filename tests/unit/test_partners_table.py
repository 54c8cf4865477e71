"""Two against two at the table (docs/rules.md §5 and §8), on CPython: the menu's Teams and Partner
rows, each computer at its own level, the partner's plaque, the teams on the score bar, the round's
card and the match's sheet by team, the records kept apart, the saved partner's level, and the
same-device hand-off."""

from __future__ import annotations

import json
import re

import pytest

import domino
from domino import Outcome, Rules
from domino.core.outcome import Termination
from fakes import Storage, TODAY, table
from table.flow import frames, menu, setups
from table.render import match_length as lengths
from table.render import partners, pieces, score_sheet, screens
from table.storage import documents, profile
from test_controller import click, play_out

OPTIONS = {"players": ["2", "3", "4"], "target": ["0", "50", "100", "150", "200", "250"], "rounds": ["1", "10"],
           "scoring": ["standard", "triominos"], "fives": ["150", "100", "200", "250"]}
CHOSEN = {"mode": "computer", "players": "4", "variant": "draw", "teams": "pairs", "level": "easy",
          "partner": "easy", "target": "0", "rounds": "1", "scoring": "standard", "fives": "150",
          "blocked": "others"}
NAMES = ("You", "Computer 1", "Computer 2", "Computer 3")
PAIRS = dict(mode="computer", players="4", variant="block", teams="pairs", level="easy", partner="easy",
             target="100")


def rules_of(chosen):
    return Rules(**lengths.rules_options(chosen))


# ---- the menu ------------------------------------------------------------------------------------

@pytest.mark.parametrize("variant,players,shown", [
    ("draw", "4", True), ("block", "4", True), ("allfives", "4", True), ("draw", "3", False),
    ("block", "2", False), ("triangles", "4", False), ("mexican", "4", False),
])
def test_the_teams_row_shows_for_four_players_of_a_game_with_partners(variant, players, shown):
    got = menu.plan(OPTIONS, {**CHOSEN, "variant": variant, "players": players})
    assert got.teams == shown
    assert rules_of(got.chosen).partners == shown  # where it is hidden, "pairs" stays in the form, played solo
    assert got.chosen["teams"] == "pairs"
    assert got.partner == shown  # against the computer, the partner's level with it


def test_two_against_two_offers_one_round_or_100_to_250():
    pairs = menu.plan(OPTIONS, CHOSEN)
    assert pairs.enabled["target"] == ["0", "100", "150", "200", "250"] and pairs.shown == "target"
    solo = menu.plan(OPTIONS, {**CHOSEN, "teams": "solo"})
    assert solo.enabled["target"] == OPTIONS["target"]
    fives = menu.plan(OPTIONS, {**CHOSEN, "variant": "allfives"})
    assert fives.enabled["fives"] == OPTIONS["fives"] and fives.shown == "fives"
    assert rules_of(fives.chosen).target == 150 and "The length is set" not in fives.note


def test_a_match_to_50_becomes_one_to_100_with_a_note():
    got = menu.plan(OPTIONS, {**CHOSEN, "target": "50"})
    assert got.chosen["target"] == "100" and rules_of(got.chosen) == Rules(
        variant="draw", players=4, target=100, blocked_scoring="others", partners=True)
    assert got.note.startswith("2 vs 2: you and your partner, across the table, against the two others.")
    assert got.note.endswith("The length is set to 100 points.")
    assert "the lighter team scores the other team's pips." in got.note  # the blocked row, read by teams
    solo = menu.plan(OPTIONS, {**CHOSEN, "teams": "solo", "target": "50"})
    assert solo.chosen["target"] == "50" and "The length is set" not in solo.note


def test_the_same_devices_note_names_the_teams_and_no_partner_level_is_asked():
    got = menu.plan(OPTIONS, {**CHOSEN, "mode": "local"})
    assert got.teams and not got.partner
    assert got.note.startswith("2 vs 2: players 1 and 3 against players 2 and 4")


def test_the_partners_level_follows_the_opponents_while_they_are_the_same():
    moved = menu.plan(OPTIONS, {**CHOSEN, "level": "hard", "partner": "easy"}, level_before="easy")
    assert moved.chosen["partner"] == "hard"
    own = menu.plan(OPTIONS, {**CHOSEN, "level": "hard", "partner": "medium"}, level_before="easy")
    assert own.chosen["partner"] == "medium"  # chosen by the player: it stays
    still = menu.plan(OPTIONS, {**CHOSEN, "level": "hard", "partner": "easy"}, level_before="hard")
    assert still.chosen["partner"] == "easy"


def test_the_games_words_say_two_against_two():
    assert setups.game_words({**CHOSEN, "level": "hard", "partner": "expert", "target": "100"}) == \
        "Classic, 2 vs 2, vs Hard, partner Expert, to 100"
    assert setups.game_words({**CHOSEN, "mode": "local"}) == "Classic, 2 vs 2, one device, 1 round"
    assert setups.game_words({**CHOSEN, "players": "3"}) == "Classic, 3 players, vs Easy, 1 round"
    rules = Rules(variant="block", players=4, target=200, partners=True)
    assert setups.again({"mode": "computer", "level": "easy", "partner": "hard"}, rules) == {
        "mode": "computer", "level": "easy", "partner": "hard", "variant": "block", "players": "4",
        "target": "200", "rounds": "1", "scoring": "standard", "fives": "150", "blocked": "difference",
        "teams": "pairs"}


def test_remembered_settings_keep_the_teams_rows_known_values_only():
    from table.storage import settings

    kept = settings.clean({"menu": {"teams": "pairs", "partner": "hard", "target": "200"}})["menu"]
    assert kept == {"teams": "pairs", "partner": "hard", "target": "200"}
    assert "menu" not in settings.clean({"menu": {"teams": "trio", "partner": "<b>", "target": "75"}})


# ---- each seat at its level ------------------------------------------------------------------------

def test_each_computer_plays_at_its_own_level_and_expert_is_told_its_partners():
    rules = Rules(variant="draw", players=4, partners=True)
    cfg = {"mode": "computer", "level": "expert", "partner": "easy"}
    assert [setups.computer_level(cfg, rules, seat) for seat in (1, 2, 3)] == ["expert", "easy", "expert"]
    assert [setups.partner_level(cfg, rules, seat) for seat in (0, 1, 2, 3)] == ["easy", "expert", None, "expert"]
    solo = Rules(variant="draw", players=4)
    assert setups.computer_level(cfg, solo, 2) == "expert" and setups.partner_level(cfg, solo, 1) is None
    ctl = table(**{**PAIRS, "level": "expert", "partner": "easy", "target": "0"})
    click(ctl, action="new-game")
    play_out(ctl)
    # the opponents searched, each told its partner is Expert; the partner (Easy) never searched
    assert ctl.parts.thinker.partners and set(ctl.parts.thinker.partners) == {"expert"}


# ---- the table -------------------------------------------------------------------------------------

def test_the_partner_is_marked_across_and_its_tiles_stay_hidden():
    ctl = table(**PAIRS)
    click(ctl, action="new-game")
    seats = str(ctl.page.html["seats"])
    plaque = re.search(r'<div class="seat[^"]*" [^>]*data-seat="2".*?</div>', seats).group(0)
    assert 'data-side="across"' in plaque and 'data-partner="true"' in plaque and ">Partner<" in plaque
    assert 'aria-label="Computer 2, your partner: 7 tiles' in plaque
    assert seats.count("Partner<") == 1 and "data-tile" not in seats
    hand = ctl.session.game.observation(2).hand
    shown = "".join(str(m) for m in ctl.page.html.values())
    assert not any(f'data-tile="{a}-{b}"' in shown for a, b in hand)  # the partner's tiles are nobody's to see


def test_the_score_bar_shows_the_two_teams_yours_first():
    ctl = table(**PAIRS)
    click(ctl, action="new-game")
    play_out(ctl)
    s = ctl.session
    bar = str(frames.scoreboard(s))
    scores = s.match.scores
    assert bar.count('data-score-of="teams"') == 2
    assert f'aria-label="You &amp; Computer 2: {scores[0]}"' in bar
    assert f'aria-label="Computer 1 &amp; Computer 3: {scores[1]}"' in bar
    assert '<span class="short">You &amp; Comp 2</span>' in bar and '<span class="short">Comp 1 &amp; Comp 3</span>' in bar
    assert bar.endswith('<span class="score-target">to 100</span>')
    assert bar.index("You &amp;") < bar.index("Computer 1 &amp;")


def test_one_round_of_two_against_two_has_no_score_bar_as_a_single_round():
    ctl = table(**{**PAIRS, "target": "0"})
    click(ctl, action="new-game")
    assert str(ctl.page.html["scores"]) == ""


@pytest.mark.parametrize("team,mode,title,match", [
    (0, "computer", "Your team wins!", "Your team wins the match!"),
    (1, "computer", "Computer 1 and Computer 3 win", "Computer 1 and Computer 3 win the match"),
    (0, "local", "Ann and Cy win", "Ann and Cy win the match"),
    (None, "computer", "Draw", "The match is a draw"),
])
def test_the_winning_team_is_named(team, mode, title, match):
    names = NAMES if mode == "computer" else ("Ann", "Bo", "Cy", "Di")
    assert partners.hand_title(names, mode, team) == title
    assert partners.match_title(names, mode, team) == match


def outcome(pips, reason, winner, points, team):
    hands = tuple(((0, p),) if p else () for p in pips)
    return Outcome(winner, tuple(pips), Termination(reason), points, hands, team=team)


def test_why_the_winning_team_scored():
    went = outcome((9, 8, 0, 12), "out", 2, 20, 0)
    assert partners.score_why(went, NAMES, "computer", "difference") == \
        "Your team scores 20: the pips left in the other team's hands."
    assert partners.went_out(NAMES, "computer", 2) == "Your partner, Computer 2, played their last tile."
    blocked = outcome((3, 10, 4, 12), "blocked", 0, 15, 0)
    assert partners.score_why(blocked, NAMES, "computer", "difference") == \
        "Your team scores 15: the other team's 22 pips less its own 7."
    theirs = outcome((10, 3, 12, 4), "blocked", 1, 22, 1)
    assert partners.score_why(theirs, NAMES, "computer", "others") == \
        "Computer 1 and Computer 3 score 22: the pips left in the other team's hands."
    assert partners.score_why(outcome((5, 5, 5, 5), "blocked", None, 0, None), NAMES, "computer", "others") == \
        "A tie between the teams scores nothing."
    fives = outcome((6, 0, 7, 0), "out", 1, 15, 1)
    assert partners.score_why(fives, NAMES, "computer", "difference", rounded=True) == \
        "Computer 1 and Computer 3 score 15 for the 13 pips left in the other team's hands, rounded to the nearest five."


def test_the_round_card_groups_the_players_under_their_teams():
    card = str(pieces.round_html(
        title="Your team wins!", detail="", names=NAMES, hands=[((1, 2),), ((3, 3),), (), ((0, 4), (2, 2))],
        pips=(3, 6, 0, 8), winner=2, person=0, scores=(14, 0, 14, 0), next_hand=True,
        teams=[("You & Computer 2", (0, 2)), ("Computer 1 & Computer 3", (1, 3))], won_team=0))
    bodies = re.findall(r'<tbody data-team="(\d)"><tr class="team( winner)?"><th scope="rowgroup" colspan="2">([^<]+)</th>'
                        r'<td class="num">(\d+)</td><td class="num">(\d+)</td>', card)
    assert bodies == [("0", " winner", "You &amp; Computer 2 ★", "3", "14"),
                      ("1", "", "Computer 1 &amp; Computer 3", "14", "0")]
    order = [card.index(f'<th scope="row">{name}') for name in ("You", "Computer 2", "Computer 1", "Computer 3")]
    assert order == sorted(order)  # each team's players under it
    assert card.count("★") == 1


def test_a_match_of_two_against_two_ends_with_the_teams_card_and_sheet():
    ctl = table(**PAIRS)
    click(ctl, action="new-game")
    play_out(ctl, hands=50)
    s = ctl.session
    assert s.phase == "match-over"
    team = s.match.team
    card = str(ctl.page.html["round-body"])
    title = re.search(r'<h2 id="round-title">([^<]+)</h2>', card).group(1)
    assert title == partners.match_title(s.names, "computer", team)
    assert 'class="summary sheet"' in card
    heads = re.findall(r'<th scope="col" class="num( winner)?" data-seat="(\d)"><span class="long">([^<]+)</span>', card)
    assert [(seat, name) for _, seat, name in heads] == [("0", "You &amp; Computer 2"), ("1", "Computer 1 &amp; Computer 3")]
    assert [bool(w) for w, _, _ in heads] == [team == 0, team == 1]
    rows = score_sheet.team_rows(s.match.sheet, (0, 1))
    assert rows[-1].totals == (s.match.scores[0], s.match.scores[1])
    assert all(row.outcome.winner in (0, 1, None) for row in rows)
    assert max(rows[-1].totals) >= 100


def test_block_later_hands_say_the_lead_passes_round():
    ctl = table(**PAIRS)
    click(ctl, action="new-game")
    play_out(ctl)
    click(ctl, action="next-hand")
    assert not ctl.session.game.history  # the new hand's table, before anyone leads
    assert "The lead passes round: the next player opens with any tile." in str(ctl.page.html["chain"])


# ---- same device -----------------------------------------------------------------------------------

def test_same_device_names_each_players_partner_on_their_turn_and_hand_off():
    ctl = table(**{**PAIRS, "mode": "local", "name1": "Ann", "name2": "Bo", "name3": "Cy", "name4": "Di"})
    click(ctl, action="new-game")
    s = ctl.session
    assert s.phase == "handoff"
    cur = s.game.current_player
    partner = s.names[(cur + 2) % 4]
    assert f'<p class="handoff-team">Partner: <bdi>{partner}</bdi></p>' in str(ctl.page.html["handoff-body"])
    click(ctl, action="ready")
    seats = str(ctl.page.html["seats"])
    assert f'data-seat="{(cur + 2) % 4}" data-side="across"' in seats
    assert f'aria-label="{partner}, your partner' in seats and seats.count("data-partner") == 1


# ---- records and saves -----------------------------------------------------------------------------

def test_records_of_two_against_two_are_kept_apart_and_a_win_pays():
    storage = Storage()
    ctl = table(storage, **{**PAIRS, "level": "medium", "partner": "hard", "target": "0"})
    before = ctl.parts.coins.coins
    click(ctl, action="new-game")
    play_out(ctl)
    records = json.loads(storage.items["domino.profile"])["records"]
    assert list(records) == ["block/medium/pairs"]
    won = ctl.session.match.team == 0
    assert records["block/medium/pairs"]["win" if won else "loss"] == 1
    assert ctl.parts.coins.coins == before + (profile.payout("medium", 0) if won else 0)


def test_same_device_two_against_two_counts_a_win_for_both_partners():
    storage = Storage()
    ctl = table(storage, **{**PAIRS, "mode": "local", "target": "0", "name1": "Ann", "name2": "Bo", "name3": "Cy",
                            "name4": "Di"})
    click(ctl, action="new-game")
    play_out(ctl)
    team = ctl.session.match.team
    local = json.loads(storage.items["domino.profile"])["local"]
    assert local == ({} if team is None else {("Ann", "Bo")[team]: 1, ("Cy", "Di")[team]: 1})


def test_the_records_panel_shows_two_against_two_after_the_player_counts():
    p = profile.new_profile(TODAY)
    profile.record_computer(p, "draw", "easy", "win", 4)
    profile.record_computer(p, "draw", "hard", "win", 4, pairs=True)
    profile.record_computer(p, "draw", "easy", "loss", 2)
    p["records"]["block/easy"] = {"win": 1, "loss": 0, "draw": 0}
    shown = str(screens.records_html(p, 0))
    order = [shown.index(f"vs Computer · {words}") for words in ("2 players", "4 players", "2 vs 2", "earlier")]
    assert order == sorted(order)
    assert 'data-record="draw/hard/pairs"' in shown and 'data-players="pairs"' in shown


@pytest.mark.parametrize("key,kept", [("draw/easy/pairs", True), ("allfives/expert/pairs", True),
                                      ("mexican/easy/pairs", False), ("draw/easy/pair", False)])
def test_a_pairs_record_is_kept_only_for_a_game_played_in_teams(key, kept):
    doc = {**profile.new_profile(TODAY), "records": {key: {"win": 2}, "draw/easy/4": {"loss": 1}}}
    out, problems = documents.check_profile(doc, TODAY)
    assert (key in out["records"]) == kept and "draw/easy/4" in out["records"]
    assert problems == ([] if kept else ["some records were removed"])


def test_a_schema_3_profile_keeps_every_record():
    from fakes import table as make
    from table.storage.store import VERSIONS

    old = {"v": 3, **profile.new_profile(TODAY), "records": {"draw/easy/4": {"win": 1, "loss": 0, "draw": 0},
                                                           "draw/easy": {"win": 2, "loss": 0, "draw": 0}}}
    ctl = make(Storage({"domino.profile": json.dumps(old)}))
    assert ctl.parts.coins.profile["records"] == old["records"] and VERSIONS["profile"] == 4


def saved_pairs(partner=None):
    match = domino.new_match(Rules(variant="block", players=4, target=100, partners=True), seed=7)
    match.game.apply(match.game.legal_moves()[0])
    cfg = {"mode": "computer", "players": "4", "variant": "block", "level": "hard", "seed": 7}
    if partner is not None:
        cfg["partner"] = partner
    return {"v": 2, "match": match.to_json(), "table": {"cfg": cfg, "names": [""] * 4, "last": "", "fresh": None}}


@pytest.mark.parametrize("partner,kept,problems", [("easy", "easy", []), (None, "hard", []),
                                                   ("<b>", "hard", ["the partner's level"]),
                                                   (3, "hard", ["the partner's level"])])
def test_a_saved_game_keeps_a_sound_partners_level(partner, kept, problems):
    out, found, match = documents.check_game(saved_pairs(partner))
    assert out["table"]["cfg"]["partner"] == kept and found == problems and match.rules.partners
    back = setups.restored(out, match)
    assert back.cfg["teams"] == "pairs" and back.cfg["partner"] == kept
    assert setups.resume_words(out) == f"Block, 2 vs 2, vs Hard, partner {kept.title()}, to 100 · hand\u00a01"


def test_a_four_player_save_from_before_teams_restarts_each_alone():
    """A save has no teams setting: a four-player Classic game saved before 2 vs 2 existed goes on
    each alone, and Restart (the rules played, exactly) deals it each alone again, whatever the
    menu's Teams row holds."""
    match = domino.new_match(Rules(variant="draw", players=4, target=100), seed=3)
    doc = {"v": 1, "match": match.to_json(), "table": {
        "cfg": {"mode": "computer", "players": "4", "variant": "draw", "level": "hard", "target": "100", "seed": 3},
        "names": list(NAMES), "last": "", "fresh": None}}
    out, problems, back = documents.check_game(documents.game_from_v1(doc))   # as the store migrates it
    assert problems == [] and "partner" not in out["table"]["cfg"] and not back.rules.partners
    setup = setups.restored(out, back)
    assert setup.cfg["teams"] == "solo"
    again = {**CHOSEN, **setups.again(setup.cfg, back.rules)}  # the form had 2 vs 2 checked
    assert again["teams"] == "solo" and not rules_of(again).partners


def test_an_unnamed_players_wins_are_one_record_in_every_language(speak):
    """A same-device seat with no typed name wins under one key whatever the table speaks, and the
    records panel says that seat's name in the language of the moment."""
    storage = Storage()
    for seed, language in (("5", {"Player {number}": "Jugador {number}"}), ("7", {})):
        speak(language)
        ctl = table(storage, seed=seed, mode="local", players="2", variant="draw", target="0", name1="Ann")
        click(ctl, action="new-game")
        play_out(ctl)
        assert ctl.session.match.winner == 1    # these deals: the unnamed second seat wins
    assert json.loads(storage.items["domino.profile"])["local"] == {"Player 2": 2}
    speak({"Player {number}": "Jugador {number}"})
    shown = str(screens.records_html(profile.new_profile(TODAY) | {"local": {"Player 2": 3, "Ann": 1}}, 0))
    assert "Jugador 2" in shown and "Player 2" not in shown and "Ann" in shown
