"""Test-wide setup: offscreen Qt before any Qt import, private folders per test, and a
logged warning fails the test (as qutebrowser's logfail does)."""

from __future__ import annotations

import gc
import logging
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from dlconfig.kb import KnowledgeBase
from dlconfig.ui.collector import collect_due

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

# Hypothesis: CI runs the same examples every time (derandomized, no example database), so
# a red run is the code's doing and repeats; a local run draws new examples each time and
# keeps the failing ones in its database, so the search widens run after run.
# ``HYPOTHESIS_PROFILE=ci`` (set by .ci/run) picks the first; the default is "dev".
settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

pytest_plugins = ("pytester",)  # the guards below are tested by running inner tests

# The loggers whose warnings fail a test: ours, not those of libraries we call.
WATCHED_LOGGER = "dlconfig"
ALLOW_MARKER = "allow_log_warnings"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{ALLOW_MARKER}: the test expects dlconfig to log warnings or errors "
        "(assert on them with caplog); without it a logged warning fails the test",
    )


class _RecordingHandler(logging.Handler):
    """Keeps every record at WARNING or above; appending to a list is thread-safe."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def _fail_on_logged_warning(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail the test when a ``dlconfig.*`` logger records a warning or an error.

    Records are checked after the test (a failure raised inside ``emit`` would be
    swallowed by ``logging.Handler.handleError``, and worker threads log too). A test that
    means to log one says so with ``@pytest.mark.allow_log_warnings``.
    """
    handler = _RecordingHandler()
    logger = logging.getLogger(WATCHED_LOGGER)
    logger.addHandler(handler)
    try:
        yield
    finally:
        logger.removeHandler(handler)
    if handler.records and request.node.get_closest_marker(ALLOW_MARKER) is None:
        lines = "\n".join(f"  {r.levelname} {r.name}: {r.getMessage()}" for r in handler.records)
        pytest.fail(
            f"dlconfig logged {len(handler.records)} warning(s) or error(s); fix the cause "
            f"or mark the test @pytest.mark.{ALLOW_MARKER}:\n{lines}",
            pytrace=False,
        )


@pytest.fixture
def umask_022() -> Iterator[None]:
    """The common umask 022 for this test, whatever the runner's is."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


@pytest.fixture(scope="session", autouse=True)
def _one_qt_application(qapp: object) -> Iterator[None]:
    """pytest-qt's QApplication, made before any test runs: a report rendered in a test
    would otherwise make a bare QGuiApplication (the PDF writer needs one), and a widget
    test later in the same worker could not get its QApplication. As in the app, the
    cyclic collector never runs on a pool thread (``dlconfig.ui.collector``): it is off,
    and the main thread collects after each test."""
    enabled = gc.isenabled()
    gc.disable()
    yield
    if enabled:
        gc.enable()


@pytest.fixture(autouse=True)
def _collect_on_the_main_thread() -> Iterator[None]:
    yield
    collect_due()


@pytest.fixture(scope="session")
def kb() -> KnowledgeBase:
    """The packaged knowledge base, loaded once (reading the YAML is the slow part)."""
    return KnowledgeBase()


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Point config, cache, data and log folders at tmp_path so real settings never leak."""
    for name in ("CONFIG", "CACHE", "DATA", "LOG"):
        folder = tmp_path / f"dlconfig-{name.lower()}"
        monkeypatch.setenv(f"DLCONFIG_{name}_DIR", str(folder))
    yield
