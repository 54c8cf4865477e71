"""A portal's pause and resume, in order: whatever their timing, the last one sent wins, a flood of
them settles on its last message, and the host hears `paused` / `resumed` only for real changes.

The host is static/embed.html on another origin (another loopback port) framing the game; each
burst of messages is posted from one task of the host page. Every wait is on page state. How long a
flood takes to settle is printed, not asserted: a busy machine stretches it, and speed is the
benchmarks' to measure, never a test's.
"""

from __future__ import annotations

import pytest

from driver import READY_MS, start, wait_actionable

FLOOD = 10_000
SETTLE_MS = 10_000   # a generous wait for the flood's last word on a loaded machine

POST = """([kinds, status, clear]) => {
  const frame = document.getElementById('game');
  const to = new URL(frame.src).origin;
  if (clear) window.gameMessages.length = 0;
  for (const type of kinds) frame.contentWindow.postMessage({type}, to);
  if (status) frame.contentWindow.postMessage({type: 'status'}, to);
  return performance.timeOrigin + performance.now();
}"""

POST_FLOOD = """([count, last]) => {
  const frame = document.getElementById('game');
  const to = new URL(frame.src).origin;
  const other = last === 'pause' ? 'resume' : 'pause';
  window.gameMessages.length = 0;
  for (let i = count - 1; i >= 0; i--) frame.contentWindow.postMessage({type: i % 2 ? other : last}, to);
  return performance.timeOrigin + performance.now();
}"""

# The game's record of when body[data-paused] last changed (its clock, on the shared time line).
WATCH = """() => {
  window.pauseChanged = null;
  window.pauseWatch?.disconnect();
  window.pauseWatch = new MutationObserver(() => { window.pauseChanged = performance.timeOrigin + performance.now(); });
  window.pauseWatch.observe(document.body, {attributes: true, attributeFilter: ['data-paused']});
}"""

PAUSED = "() => document.body.dataset.paused === '1'"
RUNNING = "() => document.body.dataset.paused === undefined"


@pytest.fixture()
def portal(page, guard, app_url, dist_dir, serve):
    """The host page and the game's frame, a 2-player game vs Easy on the person's turn (the
    computer waits for the person, so the game stays in play however long a test takes)."""
    host = serve(dist_dir)  # the same files on another loopback port: another origin
    guard.allow_origin(host)
    game_url = app_url + "?delay=0&seed=3&howto=0"
    page.goto(host + "static/embed.html?game=" + game_url.replace("&", "%26"))
    page.wait_for_function("window.gameMessages.some(m => m.type === 'ready')", timeout=READY_MS)
    inner = next(f for f in page.frames if f.url.startswith(app_url))
    start(inner, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(inner) == "turn"
    return page, inner


def heard(page, kind: str) -> list[dict]:
    return page.evaluate("kind => window.gameMessages.filter(m => m.type === kind)", kind)


def settle(page) -> dict:
    """Ask for the game's state in a later task than everything sent so far, and wait for the
    answer: whatever those messages did is done by then."""
    answers = len(heard(page, "state"))
    page.evaluate(POST, [[], True, False])
    page.wait_for_function("n => window.gameMessages.filter(m => m.type === 'state').length > n", arg=answers)
    return heard(page, "state")[-1]


def run_to(page, inner, kinds: list[str], wanted: str) -> None:
    """Send `kinds` as separate tasks until the game is in the `wanted` state."""
    for kind in kinds:
        page.evaluate(POST, [[kind], False, False])
    inner.wait_for_function(PAUSED if wanted == "paused" else RUNNING)
    settle(page)


def test_a_batch_in_one_task_ends_on_its_last_message(portal):
    """Pause, resume, pause in one task ends paused and never says resumed; then, in the same
    frame, resume, pause, resume ends running. Each batch clears the host's log first."""
    page, inner = portal
    pause_resume_pause_ends_paused_and_never_says_resumed(page, inner)
    resume_pause_resume_ends_running(page, inner)


def pause_resume_pause_ends_paused_and_never_says_resumed(page, inner):
    for attempt in range(5):
        run_to(page, inner, ["resume"], "running")
        page.evaluate(POST, [["pause", "resume", "pause"], True, True])
        inner.wait_for_function(PAUSED)
        page.wait_for_function("window.gameMessages.some(m => m.type === 'state')")
        state = heard(page, "state")
        assert [s["paused"] for s in state] == [True], attempt  # one answer for the batch, after it
        after = settle(page)  # a later task: anything still queued from the burst has run
        assert after["paused"] is True and inner.evaluate(PAUSED) is True, attempt
        assert heard(page, "resumed") == [], attempt
        assert [m["reason"] for m in heard(page, "paused")] == ["host"], attempt


def resume_pause_resume_ends_running(page, inner):
    for attempt in range(5):
        run_to(page, inner, ["pause"], "paused")
        page.evaluate(POST, [["resume", "pause", "resume"], False, True])
        inner.wait_for_function(RUNNING)
        assert settle(page)["paused"] is False and inner.evaluate(RUNNING) is True, attempt
        assert heard(page, "paused") == [] and len(heard(page, "resumed")) == 1, attempt


def test_a_flood_settles_on_its_last_message(portal):
    """A flood ending in pause, then (the same frame) one ending in resume: the host's log over both
    says each change once, in turn."""
    page, inner = portal
    for last in ("pause", "resume"):
        flood_settles_on(page, inner, last)


def flood_settles_on(page, inner, last):
    run_to(page, inner, ["resume" if last == "pause" else "pause"], "running" if last == "pause" else "paused")
    inner.evaluate("() => { window.pauseChanged = undefined; }")  # no change of an earlier flood counts
    inner.evaluate(WATCH)
    sent_at = page.evaluate(POST_FLOOD, [FLOOD, last])
    inner.wait_for_function(PAUSED if last == "pause" else RUNNING, timeout=SETTLE_MS)
    state = settle(page)
    assert state["paused"] is (last == "pause"), last
    assert inner.evaluate(PAUSED if last == "pause" else RUNNING) is True, last  # and it stayed so
    changed_at = inner.evaluate("window.pauseChanged")
    assert changed_at is not None
    took = changed_at - sent_at
    print(f"flood of {FLOOD} ending in {last}: settled {took:.0f} ms after the last message")
    # The host's last word agrees with the game, and it was told of no more changes than it saw.
    said = page.evaluate("window.gameMessages.filter(m => m.type === 'paused' || m.type === 'resumed')"
                         ".map(m => m.type)")
    assert said and said[-1] == ("paused" if last == "pause" else "resumed"), (last, said)
    assert all(a != b for a, b in zip(said, said[1:])), (last, said)  # each one a change from the one before
