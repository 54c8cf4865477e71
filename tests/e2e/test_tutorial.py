"""End-to-end tutorial: lessons of each variant played on the real table, a wrong move answered
with the engine's reason, Show me, progress kept, and the game in progress left untouched.

Every wait is on page state (phase, the lesson bar's feedback, the lesson-done dialog)."""

from __future__ import annotations

import pytest

from driver import open_app, reload

from domino.lessons import LESSONS
from table.flow.tutorial import VARIANT_GROUPS

FEEDBACK = ".lesson-feedback"
LESSONS_QUERY = "?delay=0&seed=3&howto=0"    # no first-time how-to card over the lessons


def begin(page, key):
    if page.locator('[data-lesson-start="%s"]' % key).count() == 0:
        page.click('[data-action="tutorial"]')
    page.click(f'[data-lesson-start="{key}"]')
    page.wait_for_selector(f'body[data-lesson="{key}"][data-phase="playing"]')


def wrong(page, expect):
    page.wait_for_selector(f'{FEEDBACK}[data-feedback="wrong"]')
    text = page.inner_text(FEEDBACK)
    assert expect in text, text
    return text


def done(page, key):
    page.wait_for_selector(f'[data-lesson-done="{key}"]')
    assert page.get_attribute("body", "data-phase") == "round-over"


def test_lessons_are_listed_by_variant(page, app_url):
    open_app(page, app_url, LESSONS_QUERY)
    page.click('[data-action="tutorial"]')
    page.wait_for_selector("[data-lesson-start]")
    keys = page.eval_on_selector_all("[data-lesson-start]", "els => els.map(e => e.dataset.lessonStart)")
    assert keys == [l.key for l in sorted(LESSONS, key=lambda l: VARIANT_GROUPS.index(l.group))]
    groups = page.eval_on_selector_all("#panel section h3", "els => els.map(e => e.textContent)")
    assert groups == [group for group in VARIANT_GROUPS if any(l.group == group for l in LESSONS)]
    assert groups[:3] == ["Classic and Block", "Matches", "All Fives"]   # the menu's order


def test_a_classic_lesson_explains_a_wrong_tile_then_completes(page, app_url):
    open_app(page, app_url, LESSONS_QUERY)
    begin(page, "match-left")
    assert "3-6" in page.inner_text(".lesson-instruction")
    page.click('[data-hand] [data-tile="0-1"]')
    wrong(page, "0-1 matches neither open end (3 and 5)")
    assert page.locator("[data-chain] [data-tile]").count() == 1     # nothing was played
    page.click('[data-hand] [data-tile="3-6"]')
    done(page, "match-left")
    assert "leaving six as the new left end" in page.inner_text("[data-lesson-done]")
    assert page.locator("[data-chain] [data-tile]").count() == 2
    assert page.inner_text("#status .prompt") == "Lesson complete."  # nobody is thinking behind the card


def test_show_me_makes_each_step_of_a_draw_lesson(page, app_url):
    open_app(page, app_url, LESSONS_QUERY)
    begin(page, "draw")
    page.click('[data-lesson-ui="show"]')
    page.wait_for_selector(f'{FEEDBACK}:has-text("Shown")')
    page.click('[data-lesson-ui="show"]')
    done(page, "draw")


def test_a_triangles_lesson_refuses_a_point_only_mismatch(page, app_url):
    open_app(page, app_url, LESSONS_QUERY)
    begin(page, "tri-point")
    page.click('[data-hand] [data-tile="0-0-0"]')
    wrong(page, "touches this cell only at that point")
    page.click('[data-hand] [data-tile="0-0-2"]')  # one place, one way round: placed by this tap
    done(page, "tri-point")


def test_a_mexican_train_lesson_answers_a_legal_but_different_move(page, app_url):
    open_app(page, app_url, LESSONS_QUERY)
    begin(page, "train-open")
    page.click('[data-hand] [data-tile="6-9"]')
    page.click('[data-train="mexican"]')
    wrong(page, "not what this practice asks")
    page.click('[data-hand] [data-tile="6-9"]')
    page.click('[data-train="1"]')
    done(page, "train-open")


def test_progress_is_kept_and_the_game_in_progress_is_untouched(page, app_url):
    open_app(page, app_url, LESSONS_QUERY)
    page.click('[data-action="new-game"]')
    page.wait_for_selector('body[data-phase="playing"]')
    page.click('[data-action="menu"]')
    page.wait_for_selector('body[data-phase="menu"]')
    begin(page, "block-end")
    page.click('[data-action="pass"]')
    done(page, "block-end")
    page.click('[data-action="menu"]')
    page.wait_for_selector('body[data-phase="menu"] [data-action="continue"]')
    reload(page)
    page.wait_for_selector('[data-action="continue"]')     # the saved game, not the lesson
    page.click('[data-action="tutorial"]')
    page.wait_for_selector('[data-lesson-start="block-end"].done')
    assert page.get_attribute(".lesson-progress", "data-done") == "1"


CHAIN_UNDER_CARD = """() => {
    const card = document.getElementById('round-dialog').getBoundingClientRect();
    return [...document.querySelectorAll('[data-chain] [data-tile]')].filter(t => {
        const r = t.getBoundingClientRect();
        return r.bottom > card.top && r.top < card.bottom && r.right > card.left && r.left < card.right;
    }).map(t => t.dataset.tile);
}"""


@pytest.mark.parametrize("size", [(390, 844), (568, 320), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_well_done_card_leaves_the_move_in_sight(page, app_url, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_app(page, app_url, LESSONS_QUERY)
    begin(page, "match-left")
    page.click('[data-hand] [data-tile="3-6"]')
    done(page, "match-left")
    assert page.locator("#round-dialog").is_visible()
    assert page.locator("[data-chain] [data-tile]").count() == 2
    assert page.evaluate(CHAIN_UNDER_CARD) == []
