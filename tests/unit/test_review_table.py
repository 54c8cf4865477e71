"""The hand review on the table (table/flow/review.py), on the fake page: opened from the round-over card,
stepped by keys and buttons, its advice weighed in slices on the page's timers, and nothing on screen
that the reviewed seat did not see."""

from __future__ import annotations

from dataclasses import replace

import re

import pytest

from domino.ai import review as R
from fakes import table
from table.boards.targets import KeyPress
from test_controller import click, play_out


def finished(**menu):
    ctl = table(**menu)
    click(ctl, action="new-game")
    play_out(ctl)
    assert ctl.session.phase == "round-over"
    return ctl


def key(ctl, name):
    return ctl.key(KeyPress(name))


def weigh_all(ctl):
    for _ in range(100_000):
        if ctl.session.review.done:
            return
        assert ctl.page.run_timers(), "the review stopped before weighing every move"
    raise AssertionError("the review never finished")


@pytest.mark.parametrize("menu", [{"variant": "draw", "players": "2"}, {"variant": "block", "players": "3"},
                                  {"variant": "mexican", "players": "2"}, {"variant": "triangles", "players": "2"},
                                  {"variant": "chickenfoot", "players": "3"},
                                  {"variant": "mexican", "set": "12", "players": "5"}],
                         ids=lambda menu: "-".join(menu.values()))
def test_the_review_steps_through_the_hand_with_experts_advice(menu):
    ctl = finished(**menu, level="easy")
    game = ctl.session.match.game
    assert game.rules.double == int(menu.get("set", game.rules.double)) and game.rules.players == int(menu["players"])
    click(ctl, action="review")
    s = ctl.session
    assert s.review.step == 0 and s.review.total == len(game.history)
    assert ctl.page.attrs[("body", "data-review")] == "1" and "Hand review" in ctl.page.html["review-body"]
    weigh_all(ctl)
    advice = ctl.session.review.advice
    assert list(advice) == R.review(game, 0, game.deal["seed"])   # the same seed, the same search
    assert key(ctl, "ArrowRight") and ctl.session.review.step == 1
    assert ctl.page.said[-1].startswith(f"Move 1 of {len(game.history)}: ")
    key(ctl, "End")
    assert ctl.session.review.step == len(game.history)
    count, total = R.summary(list(advice))
    body = ctl.page.html["review-body"] + ctl.page.html["review-sum"]
    assert "Moves that cost you points: " + (f"{count} (about" if count else "none") in body
    assert "Hands at the end" in body
    key(ctl, "ArrowLeft")
    assert ctl.session.review.step == len(game.history) - 1
    key(ctl, "Home")
    assert ctl.session.review.step == 0
    key(ctl, "Escape")
    assert ctl.session.review is None and ctl.page.round_open
    assert ctl.page.attrs[("body", "data-review")] is None


def test_each_decision_says_what_expert_would_play():
    ctl = finished(variant="draw", players="2", level="easy")
    game = ctl.session.match.game
    click(ctl, action="review")
    weigh_all(ctl)
    for a in ctl.session.review.advice:
        click(ctl, review="first")
        for _ in range(a.index + 1):
            click(ctl, review="next")
        said = ctl.page.said[-1]
        assert said.startswith(f"Move {a.index + 1} of {len(game.history)}: You ")
        if a.choices == 1:
            assert said.endswith("Your only legal move.")
        elif a.played == a.best:
            assert said.endswith("Expert agrees.")
        else:
            tile = "-".join(map(str, a.best.tile))
            assert f"Expert would play {tile}" in said or f"Expert would open with {tile}" in said
            assert ("points better." in said or "point better." in said) == a.costly


@pytest.mark.parametrize("variant", ["draw", "mexican", "triangles"])
def test_no_rival_tile_is_drawn_mid_hand(variant):
    ctl = finished(variant=variant, players="3", level="medium")
    game = ctl.session.match.game
    click(ctl, action="review")
    games = list(ctl.parts.review.replayed())
    checked = 0
    for step in range(1, len(game.history)):
        click(ctl, review="next")
        assert ctl.session.review.step == step
        g = games[step]
        seen = set(g.observation(0).hand) | shown_on_board(g)
        hidden = {t for seat in (1, 2) for t in g.hand(seat)} - seen
        text = GEOMETRY.sub("", "".join(v for k, v in ctl.page.html.items() if k != "round-body"))
        text += ctl.page.said[-1]
        for tile in hidden:
            for label in {"-".join(map(str, tile)), "-".join(map(str, reversed(tile)))}:
                assert not re.search(rf"(?<![\d-]){label}(?![\d-])", text), (step, label)
        checked += len(hidden)
    assert checked > 20


# Drawing attributes: their numbers are coordinates, not tiles (as the e2e driver's PAGE_WORDS).
GEOMETRY = re.compile(r'\s(?:d|points|viewBox|style|x|y|cx|cy|r|x1|x2|y1|y2|width|height|rx)="[^"]*"')


def shown_on_board(g):
    """Tiles on the table at this point of the hand (placed, so seen by everyone)."""
    return {m.tile for _, m in g.history if m.kind == "play"}


def test_a_shared_device_reviews_each_players_moves():
    ctl = finished(variant="draw", players="2", mode="local")
    click(ctl, action="review")
    assert 'data-review-seat="1"' in ctl.page.html["review-body"]
    click(ctl, review_seat="1")
    s = ctl.session
    assert s.review.seat == 1
    weigh_all(ctl)
    assert list(ctl.session.review.advice) == R.review(s.match.game, 1, s.match.game.deal["seed"])
    key(ctl, "ArrowRight")
    hand = {t for t in ctl.page.html["hand"].split('data-tile="')[1:]}
    assert hand and ctl.session.review.step == 1


def test_a_new_game_ends_the_review_and_its_work():
    ctl = finished(variant="draw", players="2")
    click(ctl, action="review")
    click(ctl, review="close")
    click(ctl, action="review")
    ctl.parts.starts.ask_new_game()
    assert ctl.session.review is None and ctl.page.attrs[("body", "data-review")] is None
    ctl.page.run_timers()
    assert ctl.session.review is None


def test_show_the_next_one_visits_each_move_that_cost_points():
    ctl = finished(variant="mexican", players="2", level="easy")
    click(ctl, action="review")
    weigh_all(ctl)
    costly = [a.index + 1 for a in ctl.session.review.advice if a.costly]
    assert len(costly) >= 2 and 'data-review="costly"' in ctl.page.html["review-sum"]
    seen = []
    for _ in costly:
        click(ctl, review="costly")
        seen.append(ctl.session.review.step)
        said = ctl.page.said[-1]
        assert "points better." in said or "point better." in said
        assert said.count("Expert") == 1 and "Expert would play" in said and "must be covered," not in said
    assert seen == costly
    click(ctl, review="costly")
    assert ctl.session.review.step == costly[0]   # round again from the first


def test_show_it_with_one_costly_move_speaks_it_again_when_already_there():
    """With one move that cost points the button says "Show it"; pressed on that move, it says the
    advice again (it did nothing)."""
    ctl = finished(variant="mexican", players="2", level="easy")
    click(ctl, action="review")
    weigh_all(ctl)
    state = ctl.session.review
    first, *rest = [a for a in state.advice if a.costly]
    # the others made Expert's move: one costly move is left
    ctl.set_review(replace(state, advice=[replace(a, played=a.best) if a in rest else a for a in state.advice]))
    ctl.parts.review.draw()
    assert 'data-review="costly">Show it</button>' in ctl.page.html["review-sum"]
    click(ctl, review="costly")
    assert ctl.session.review.step == first.index + 1
    said = len(ctl.page.said)
    click(ctl, review="costly")
    assert ctl.session.review.step == first.index + 1 and len(ctl.page.said) == said + 1
    assert ctl.page.said[-1] == ctl.page.said[-2]
