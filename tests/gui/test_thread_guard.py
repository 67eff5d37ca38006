"""The GUI conftest's guard: a test that leaves a QThread running fails."""

from __future__ import annotations

import pytest

from tests.gui.conftest import running_qthreads

INNER_CONFTEST = "from tests.gui.conftest import _no_thread_left_running  # noqa: F401\n"

INNER_TESTS = """
from PySide6.QtCore import QThread


def test_leaves_a_thread_running(qapp):
    thread = QThread()
    thread.start()
    thread.kept = thread  # the wrapper outlives the test, as a forgotten one would


def test_stops_its_thread(qapp):
    thread = QThread()
    thread.start()
    thread.quit()
    thread.wait()
"""


@pytest.mark.slow  # a real subprocess or a full run: CI runs it (-m slow)
def test_a_qthread_left_running_fails_the_test(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(INNER_CONFTEST)
    pytester.makepyfile(test_inner=INNER_TESTS)
    try:
        result = pytester.runpytest_inprocess("-p", "no:cacheprovider")
    finally:
        left = running_qthreads()
        for thread in left:
            thread.quit()
            thread.wait()
    assert len(left) == 1
    result.assert_outcomes(passed=2, errors=1)
    result.stdout.fnmatch_lines(
        [
            "*ERROR at teardown of test_leaves_a_thread_running*",
            "*test left threads running: QThread objects ?QThread?*",
        ]
    )
