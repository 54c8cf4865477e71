"""A player whose first visit started without the memory snapshot (the link was too slow for it to
pay at start) gets it in the background once a hand is under way, and every later visit restores
it; unless the browser asks to save data."""

from __future__ import annotations

import pytest
from driver import CONTROLLED, SW_TIMEOUT_MS, play_to_round_over, reload, start
from test_boot import CACHED, SAVE_DATA, SNAPSHOT_NOW, compressing_host, first_visit_on_a_slow_link

HAS_SNAPSHOT = f"() => ({CACHED}).then(urls => urls.some(u => u.endsWith('.snapshot')))"


@pytest.mark.worker
def test_a_slow_first_visit_gets_the_snapshot_during_a_hand_and_restores_it_next(page, context, guard, dist_dir, serve):
    first_visit_on_a_slow_link(page, context, compressing_host(dist_dir, serve, guard))
    start(page)
    page.wait_for_function(HAS_SNAPSHOT, timeout=SW_TIMEOUT_MS)
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
    first_visit_on_a_slow_link(page, context, compressing_host(dist_dir, serve, guard))
    start(page)
    play_to_round_over(page)
    assert not page.evaluate(HAS_SNAPSHOT)
    assert not [u for u in guard.requests if u.endswith(".snapshot")]
