"""Unhandled errors: a dialog with copyable details, a log file, and the app keeps running."""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from dlconfig.ui.crash_reporter import NATIVE_CRASH_NAME, CrashReporter, scrub, setup_logging
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.fixture
def reporter(qapp, tmp_path: Path):
    handler_count = len(logging.getLogger().handlers)
    log_file = setup_logging(tmp_path)
    reporter = CrashReporter(tmp_path)
    reporter.install()
    yield reporter, log_file
    reporter.uninstall()
    if reporter._dialog is not None:
        reporter._dialog.close()
    root = logging.getLogger()
    for handler in root.handlers[handler_count:]:
        root.removeHandler(handler)
        handler.close()


def raise_and_report() -> None:
    try:
        raise RuntimeError(f"boom in {Path.home() / 'secret'}")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())


@pytest.mark.allow_log_warnings  # the reporter logs the unhandled error
def test_exception_shows_a_dialog_with_details_and_writes_the_log(qtbot, reporter):
    crash, log_file = reporter
    raise_and_report()
    qtbot.waitUntil(lambda: crash._dialog is not None, timeout=WAIT_MS)
    dialog = crash._dialog
    assert "RuntimeError" in dialog.message_label.text()
    details = dialog.details.toPlainText()
    assert "Traceback" in details and "raise_and_report" in details
    assert str(Path.home()) not in details  # no personal paths in a report
    dialog.copy_button.click()
    assert QApplication.clipboard().text() == details
    assert "unhandled error" in log_file.read_text("utf-8")


@pytest.mark.allow_log_warnings  # the reporter logs the unhandled error
def test_exception_in_another_thread_reaches_the_gui_thread(qtbot, reporter):
    crash, _log_file = reporter

    def fail() -> None:
        raise ValueError("worker went wrong")

    thread = threading.Thread(target=fail)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: crash._dialog is not None, timeout=WAIT_MS)
    assert "worker went wrong" in crash._dialog.message_label.text()


def test_a_native_crash_trace_is_offered_once(tmp_path: Path):
    (tmp_path / NATIVE_CRASH_NAME).write_text("Fatal Python error: Segmentation fault\n")
    crash = CrashReporter(tmp_path, show_dialogs=False)
    assert "Segmentation fault" in (crash.previous_native_crash() or "")
    assert crash.previous_native_crash() is None


def test_scrub_replaces_the_home_folder():
    assert scrub(f"{Path.home()}/data/x.py") == "~/data/x.py"
