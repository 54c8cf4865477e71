"""What app.py hands the flow and storage sides instead of their importing the browser: the how-to
memo's storage (None where the browser refused it) and the clock Expert's search runs on."""

from __future__ import annotations

from domino import Rules, new_match
from fakes import Clock, Page, Storage
from table.flow.thinker import Thinker
from table.storage.memo import Memo


def test_a_memo_without_storage_remembers_for_the_page_only():
    memo = Memo("domino:howto-seen", None)
    assert "draw" not in memo
    memo.add("draw")
    assert "draw" in memo


def test_a_memo_on_a_refusing_storage_never_throws():
    memo = Memo("domino:howto-seen", Storage(throw=True))
    memo.add("line")
    assert "line" in memo


def test_a_memo_keeps_its_words_in_the_storage_it_was_handed():
    storage = Storage()
    Memo("domino:howto-seen", storage).add("trains")
    assert storage.items == {"domino:howto-seen": '["trains"]'}
    assert "trains" in Memo("domino:howto-seen", storage)


def test_the_thinker_searches_on_the_clock_it_was_handed():
    g = new_match(Rules(), seed=4).game
    while len(g.legal_moves()) < 2:
        g.apply(g.legal_moves()[0])
    page = Page()
    thinker = Thinker(Clock(page))
    got = []
    job = thinker.search(g.observation(g.current_player), 1, lambda move, _s: got.append(move), lambda: True)
    assert job.clock is thinker.clock and not page.timers
    job.start()
    assert page.timers  # the next slice waits for the page's event loop
    while page.run_timers():
        pass
    assert got and got[0] in g.legal_moves() and job.elapsed > 0
