"""Every word the table shows or says comes through the catalogue: a seeded hand of each board,
played through the real controller on the fake page (as the golden frames play it), in the
pseudo-language, leaves no plain ASCII word in any text, label or announcement. A word found here
bypassed the catalogue: it would stay English in every language."""

from __future__ import annotations

import html as htmllib
import re

import pytest

from fakes import table
from table.language import catalogue, pseudo
from domino.lessons import LESSONS
from test_controller import HAND, click, make
from test_golden_frames import GAMES, SEED
from table.render.howto import card_html
from table.render.lacks import lack_rows, lacks_html
from table.render.movelog import log_html

TAG = re.compile(r"<[^>]*>")
# What a player reads or hears inside a tag: its labels, never its codes (data-*, class, id, style).
LABEL = re.compile(r'\s(?:aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt)'
                   r'="([^"]*)"')
MARKED = re.compile(re.escape(pseudo.OPEN) + ".*?" + re.escape(pseudo.CLOSE), re.S)
WORD = re.compile(r"[A-Za-z]{2,}")
# Attributes the page sets whose values a player reads (the others are codes: data-*, hidden).
READ_ATTRS = frozenset({"text", "aria-label", "title", "placeholder"})


def unsaid(text: str) -> list[str]:
    """The plain ASCII words of `text` outside the pseudo-language's marks."""
    return WORD.findall(MARKED.sub(" ", text))


def read_in(markup: str) -> list[str]:
    """Every text and label a player meets in `markup`."""
    labels = [htmllib.unescape(v) for v in LABEL.findall(markup)]
    return labels + [htmllib.unescape(t) for t in TAG.split(markup)]


class Asked(pseudo.Pseudo):
    """The pseudo-language, noting every message the table asks it for, keyed as a compiled
    catalogue keys it (context EOT message, NUL plural)."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: set[str] = set()

    def gettext(self, message: str) -> str:
        self.keys.add(message)
        return super().gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        self.keys.add(f"{msgid1}\0{msgid2}")
        return super().ngettext(msgid1, msgid2, n)

    def pgettext(self, context: str, message: str) -> str:
        self.keys.add(f"{context}\x04{message}")
        return super().pgettext(context, message)


ASKED = Asked()


@pytest.fixture
def in_pseudo():
    catalogue.use(catalogue.Catalogue(pseudo.CODE, ASKED))
    yield
    catalogue.use(catalogue.ENGLISH)


def hand_read(name: str) -> dict[str, list[str]]:
    """{text: its ASCII words} for each text with words outside the catalogue that a player meets
    while a seeded hand of `name` is played."""
    variant, players = GAMES[name]
    ctl = table(seed=SEED, variant=variant, players=players, level="easy")
    page = ctl.page
    found: dict[str, list[str]] = {}

    def look() -> None:
        texts = list(page.said) + list(page.told)
        texts += [v for (key, attr), v in page.attrs.items() if attr in READ_ATTRS and v]
        for markup in page.html.values():
            texts += read_in(markup)
        for text in texts:
            words = unsaid(text)
            if words:
                found.setdefault(text.strip()[:100], words)

    click(ctl, action="new-game")
    for _ in range(2000):
        look()
        if page.run_timer():
            continue
        s = ctl.session
        if s.phase in ("round-over", "match-over"):
            look()
            around(ctl, look)
            return found
        assert s.my_turn(), f"stuck in {s.phase}"
        make(ctl, s.legal()[0])
    raise AssertionError("the hand never ended")


def around(ctl, look) -> None:
    """The screens around a finished hand, each looked at: the move log, what each player is known
    to lack, the how-to card of the game, the hand review, the Records, the Settings and the
    tutorial's list and first lesson."""
    s = ctl.session
    page = ctl.page
    page.html["moves-body"] = log_html(s.match.game.history, s.names, s.person)
    page.html["lacks-body"] = lacks_html(lack_rows(s.observed(), s.viewer, s.names, s.table.rules.partners))
    page.html["help-body"] = card_html(str(s.cfg.get("variant")), s.table.rules)
    look()
    click(ctl, action="review")
    while page.run_timer():   # the review weighs its moves on the clock
        pass
    assert ctl.session.review is not None
    look()
    for action in ("records", "settings", "tutorial"):
        click(ctl, action=action)
        assert page.panel == action
        look()
    for lesson in (LESSONS[0], LESSONS[-1]):   # a lesson's card, and its answer to a wrong tile
        click(ctl, lesson_start=lesson.key)
        assert ctl.session.lesson == lesson.key
        look()
        s = ctl.session
        wrong = next((t for t in s.observed().hand if not any(m.tile == t for m in s.legal())), None)
        if wrong is not None:
            click(ctl, inside=HAND, tile="-".join(map(str, wrong)))
            look()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_hand_in_the_pseudo_language_shows_no_word_that_bypassed_the_catalogue(name, in_pseudo):
    found = hand_read(name)
    assert not found, "said without the catalogue:\n" + "\n".join(f"  {t!r}: {' '.join(w)}" for t, w in found.items())


def test_every_message_a_hand_asks_for_is_in_the_template(in_pseudo):
    """A message asked for but missing from the template (a counted one marked as two singulars, a
    text built at run time) would be said in English in every language."""
    from test_catalogue import template_keys

    for name in GAMES:
        hand_read(name)
    said_by_engine = {key for key in ASKED.keys if "{" not in key}   # names and tile texts said back
    missing = sorted(ASKED.keys - template_keys() - said_by_engine)
    assert not missing, f"{len(missing)} messages asked for are not in the template: {missing[:8]}"
