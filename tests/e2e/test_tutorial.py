"""End-to-end tutorial: lessons of each variant played on the real table, a wrong move answered
with the engine's reason, Show me, progress kept, and the game in progress left untouched.

Every wait is on page state (phase, the lesson bar's feedback, the lesson-done dialog)."""

from __future__ import annotations

from driver import open_app, reload, wait_for

from domino.lessons import LESSONS
from table.flow.tutorial import VARIANT_GROUPS

FEEDBACK = ".lesson-feedback"
LESSONS_QUERY = "?delay=0&seed=3&howto=0"    # no first-time how-to card over the lessons


def begin(page, key):
    if page.locator('[data-lesson-start="%s"]' % key).count() == 0:
        page.click('[data-action="tutorial"]')
    page.click(f'[data-lesson-start="{key}"]')
    wait_for(page, f'body[data-lesson="{key}"][data-phase="playing"]')


def wrong(page, expect):
    wait_for(page, f'{FEEDBACK}[data-feedback="wrong"]')
    text = page.inner_text(FEEDBACK)
    assert expect in text, text
    return text


def done(page, key):
    wait_for(page, f'[data-lesson-done="{key}"]')
    assert page.get_attribute("body", "data-phase") == "round-over"


CHAIN_UNDER_CARD = """() => {
    const card = document.getElementById('round-dialog').getBoundingClientRect();
    return [...document.querySelectorAll('[data-chain] [data-tile]')].filter(t => {
        const r = t.getBoundingClientRect();
        return r.bottom > card.top && r.top < card.bottom && r.right > card.left && r.left < card.right;
    }).map(t => t.dataset.tile);
}"""


WELL_DONE_SIZES = [{"width": 390, "height": 844}, {"width": 568, "height": 320}, {"width": 1280, "height": 800}]


def the_well_done_card_leaves_the_move_in_sight(page):
    """The lesson-done card open: at each size (the viewport resized) it covers no tile of the chain."""
    for size in WELL_DONE_SIZES:
        page.set_viewport_size(size)
        assert page.locator("#round-dialog").is_visible(), size
        assert page.locator("[data-chain] [data-tile]").count() == 2, size
        assert page.evaluate(CHAIN_UNDER_CARD) == [], size
    page.set_viewport_size(WELL_DONE_SIZES[0])


def to_menu(page):
    """From a lesson's done card back to the menu, for the next lesson."""
    page.click('#round-dialog [data-action="menu"]')
    wait_for(page, 'body[data-phase="menu"]')


def test_lessons_listed_by_variant_and_each_boards_answers(page, app_url):
    """One page: the lessons listed by variant; a Classic lesson explains a wrong tile, then
    completes, its well-done card leaving the move in sight at each size; Show me makes each step of
    a draw lesson; a Triangles lesson refuses a point-only mismatch; a Mexican Train lesson answers
    a legal but different move."""
    page.set_viewport_size(WELL_DONE_SIZES[0])
    open_app(page, app_url, LESSONS_QUERY)
    page.click('[data-action="tutorial"]')
    wait_for(page, "[data-lesson-start]")
    keys = page.eval_on_selector_all("[data-lesson-start]", "els => els.map(e => e.dataset.lessonStart)")
    assert keys == [l.key for l in sorted(LESSONS, key=lambda l: VARIANT_GROUPS.index(l.group))]
    groups = page.eval_on_selector_all("#panel section h3", "els => els.map(e => e.textContent)")
    assert groups == [group for group in VARIANT_GROUPS if any(l.group == group for l in LESSONS)]
    assert groups[:3] == ["Classic and Block", "Matches", "All Fives"]   # the menu's order

    begin(page, "match-left")  # a Classic lesson explains a wrong tile, then completes
    assert "3-6" in page.inner_text(".lesson-instruction")
    page.click('[data-hand] [data-tile="0-1"]')
    wrong(page, "0-1 matches neither open end (3 and 5)")
    assert page.locator("[data-chain] [data-tile]").count() == 1     # nothing was played
    page.click('[data-hand] [data-tile="3-6"]')
    done(page, "match-left")
    assert "leaving six as the new left end" in page.inner_text("[data-lesson-done]")
    assert page.locator("[data-chain] [data-tile]").count() == 2
    assert page.inner_text("#status .prompt") == "Lesson complete."  # nobody is thinking behind the card
    the_well_done_card_leaves_the_move_in_sight(page)
    to_menu(page)

    begin(page, "draw")  # Show me makes each step of a draw lesson
    page.click('[data-lesson-ui="show"]')
    page.wait_for_selector(f'{FEEDBACK}:has-text("Shown")')
    page.click('[data-lesson-ui="show"]')
    done(page, "draw")
    to_menu(page)

    begin(page, "tri-point")  # a Triangles lesson refuses a point-only mismatch
    page.click('[data-hand] [data-tile="0-0-0"]')
    wrong(page, "touches this cell only at that point")
    page.click('[data-hand] [data-tile="0-0-2"]')  # one place, one way round: placed by this tap
    done(page, "tri-point")
    to_menu(page)

    begin(page, "train-open")  # a Mexican Train lesson answers a legal but different move
    page.click('[data-hand] [data-tile="6-9"]')
    page.click('[data-train="mexican"]')
    wrong(page, "not what this practice asks")
    page.click('[data-hand] [data-tile="6-9"]')
    page.click('[data-train="1"]')
    done(page, "train-open")


def test_progress_is_kept_and_the_game_in_progress_is_untouched(page, app_url):
    open_app(page, app_url, LESSONS_QUERY)
    page.click('[data-action="new-game"]')
    wait_for(page, 'body[data-phase="playing"]')
    page.click('[data-action="menu"]')
    wait_for(page, 'body[data-phase="menu"]')
    begin(page, "block-end")
    page.click('[data-action="pass"]')
    done(page, "block-end")
    page.click('[data-action="menu"]')
    wait_for(page, 'body[data-phase="menu"] [data-action="continue"]')
    reload(page)
    wait_for(page, '[data-action="continue"]')     # the saved game, not the lesson
    page.click('[data-action="tutorial"]')
    wait_for(page, '[data-lesson-start="block-end"].done')
    assert page.get_attribute(".lesson-progress", "data-done") == "1"
