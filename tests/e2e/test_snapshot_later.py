"""A player whose visit started without the memory snapshot (the link was too slow for it to pay at
start, or the browser's cache let it go) gets it in the background once a hand is under way, and
every later visit restores it; unless the browser asks to save data. The offline worker keeps it;
without a worker (a portal's frame, or these tests' shared context, which blocks workers), the
browser's HTTP cache does."""

from __future__ import annotations

import pytest
from driver import (CONTROLLED, SW_TIMEOUT_MS, open_framed, play_to_round_over, portal_page, reload, snapshot_sent,
                    start, wait_for_promise)
from test_boot import (CACHED, SAVE_DATA, SNAPSHOT_NOW, TEN_MBIT, compressing_host, deal, first_visit_on_a_slow_link,
                       slow_link)

HAS_SNAPSHOT = f"() => ({CACHED}).then(urls => urls.some(u => u.endsWith('.snapshot')))"


@pytest.mark.worker
def test_a_slow_first_visit_gets_the_snapshot_during_a_hand_and_restores_it_next(page, context, guard, dist_dir, serve):
    link = slow_link(TEN_MBIT)
    first_visit_on_a_slow_link(page, link, compressing_host(dist_dir, serve, guard, link))
    start(page)
    wait_for_promise(page, HAS_SNAPSHOT, timeout=SW_TIMEOUT_MS)
    assert len([u for u in guard.requests if u.endswith(".snapshot")]) == 1
    reload(page)
    assert page.evaluate(SNAPSHOT_NOW) == "restored", f"controlled: {page.evaluate(CONTROLLED)}"
    # A page the worker does not serve (a shift-reload, or a worker slow to start) still restores the
    # worker's copy, downloading nothing.
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setBypassServiceWorker", {"bypass": True})
    reload(page)
    assert not page.evaluate(CONTROLLED)
    assert page.evaluate(SNAPSHOT_NOW) == "restored"
    cdp.send("Network.setBypassServiceWorker", {"bypass": False})
    context.set_offline(True)
    reload(page)
    assert page.evaluate(SNAPSHOT_NOW) == "restored"
    assert len([u for u in guard.requests if u.endswith(".snapshot")]) == 1


@pytest.mark.worker
def test_save_data_keeps_the_snapshot_from_coming_later(page, context, guard, dist_dir, serve):
    page.add_init_script(SAVE_DATA)
    link = slow_link(TEN_MBIT)
    first_visit_on_a_slow_link(page, link, compressing_host(dist_dir, serve, guard, link))
    start(page)
    play_to_round_over(page)
    assert not page.evaluate(HAS_SNAPSHOT)
    assert not [u for u in guard.requests if u.endswith(".snapshot")]


def is_snapshot(request) -> bool:
    return request.url.endswith(".snapshot")


def test_a_frame_on_a_10_mbit_link_gets_the_snapshot_during_a_hand_for_its_next_visit(
        page, guard, dist_dir, serve, tmp_path):
    """In a portal's frame (no offline worker) at 10 Mbit/s: Python starts from scratch without
    fetching the snapshot; once a hand is dealt the page fetches it, and the next visit restores it
    from the HTTP cache, downloading nothing more of it. (The shared context keeps its HTTP cache on
    disk, as a player's browser does.)"""
    sent: list = []
    link = slow_link(TEN_MBIT)
    game = serve(dist_dir, compress=True, sent=sent, link=link)
    guard.allow_origin(game)
    portal = portal_page(serve, guard, tmp_path, game + "?delay=0&seed=3")
    frame = open_framed(page, portal)
    assert frame.evaluate(SNAPSHOT_NOW) == "none"
    assert snapshot_sent(sent) == 0
    with page.expect_event("requestfinished", is_snapshot, timeout=60_000):
        start(frame)
    assert deal(frame)["handTiles"]
    link.rate = None
    assert open_framed(page, portal).evaluate(SNAPSHOT_NOW) == "restored"
    assert sum(path.endswith(".snapshot") for path, _ in sent) == 1


def test_a_snapshot_the_cache_let_go_comes_back_during_a_hand(page, guard, dist_dir, serve, tmp_path):
    """In a portal's frame, a visit whose runtime came from the HTTP cache but whose snapshot the
    cache let go (as a full cache drops its biggest files first) starts from scratch, fetches the
    snapshot during the hand, and the visit after it restores it."""
    sent: list = []
    snapshot = "/" + next(dist_dir.glob("*.snapshot")).name
    let_go = {snapshot}
    game = serve(dist_dir, sent=sent, no_store=let_go)
    guard.allow_origin(game)
    portal = portal_page(serve, guard, tmp_path, game + "?delay=0&seed=3")
    assert open_framed(page, portal).evaluate(SNAPSHOT_NOW) == "restored"  # a fast link: fetched, then not kept
    let_go.clear()
    frame = open_framed(page, portal)
    assert frame.evaluate(SNAPSHOT_NOW) == "none"
    assert guard.snapshot_misses == 1
    with page.expect_event("requestfinished", is_snapshot, timeout=60_000):
        start(frame)
    assert open_framed(page, portal).evaluate(SNAPSHOT_NOW) == "restored"
    assert [path for path, _ in sent].count(snapshot) == 2
