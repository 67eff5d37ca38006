"""The root conftest's guard: a warning logged by dlconfig fails the test that logged it."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT_CONFTEST = Path(__file__).resolve().parents[1] / "conftest.py"

INNER_TESTS = """
import logging
import threading

import pytest


def test_warning_fails():
    logging.getLogger("dlconfig.plan.anything").warning("something is off")


def test_error_from_a_worker_thread_fails():
    worker = threading.Thread(target=lambda: logging.getLogger("dlconfig.x").error("bad"))
    worker.start()
    worker.join()


def test_info_passes():
    logging.getLogger("dlconfig.plan").info("fine")


def test_other_libraries_may_warn():
    logging.getLogger("urllib3").warning("not ours")


@pytest.mark.allow_log_warnings
def test_marked_test_may_warn_and_assert_on_it(caplog):
    logging.getLogger("dlconfig.doctor").warning("expected")
    assert caplog.records[0].getMessage() == "expected"
"""


@pytest.mark.allow_log_warnings  # the inner tests' records reach this test's handler too
def test_logged_warnings_fail_unless_the_test_is_marked(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(ROOT_CONFTEST.read_text(encoding="utf-8"))
    pytester.makepyfile(test_inner=INNER_TESTS)
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "--strict-markers")
    result.assert_outcomes(passed=5, errors=2)
    result.stdout.fnmatch_lines(
        [
            "*ERROR at teardown of test_warning_fails*",
            "*WARNING dlconfig.plan.anything: something is off*",
            "*ERROR at teardown of test_error_from_a_worker_thread_fails*",
            "*ERROR dlconfig.x: bad*",
        ]
    )
