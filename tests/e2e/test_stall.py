"""The watchdog that ends a browser test which stops answering (stall.py)."""

from __future__ import annotations

import threading

import greenlet
from stall import Watchdog, stacks


def waiting_for_an_answer(parent):
    parent.switch()


def test_the_stacks_show_where_a_suspended_greenlet_waits():
    """Playwright's sync API leaves the test suspended in a greenlet while its loop waits."""
    waiting = greenlet.greenlet(waiting_for_an_answer)
    waiting.switch(greenlet.getcurrent())
    text = stacks()
    assert "in waiting_for_an_answer" in text and "parent.switch()" in text, text
    assert ", in stacks\n" not in text, text  # the thread asking is left out


def test_a_stretch_past_its_limit_is_reported_then_ended():
    said, ended = [], threading.Event()
    codes = []

    def end(code):
        codes.append(code)
        ended.set()

    with Watchdog(0.05, said.append, end).watch("tests/e2e/test_x.py::test_y"):
        assert ended.wait(5)
    assert codes == [3]
    assert said[0].startswith("\ntests/e2e/test_x.py::test_y: no answer in 0.05 s"), said
    assert f"thread {threading.main_thread().ident}:" in said[0], said


def test_a_stretch_within_its_limit_ends_nothing():
    said, codes = [], []
    with Watchdog(0.2, said.append, codes.append).watch("t"):
        pass
    threading.Event().wait(0.4)
    assert said == [] and codes == []
