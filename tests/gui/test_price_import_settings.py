"""Settings offers ``kb import-prices`` when SkyPilot left a catalog in the home folder."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool

from dlconfig.services import open_kb, price_rows
from dlconfig.ui.application import AppParts
from dlconfig.ui.price_import_panel import PriceImportPanel
from dlconfig.ui.settings_page import SettingsPage
from tests.cli.test_import_prices_cli import AWS_ROWS, HEADER
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def write_catalog(home: Path, rows: list[str], version: str = "v8") -> Path:
    folder = home / ".sky" / "catalogs" / version / "aws"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vms.csv").write_text(HEADER + "\n".join(rows) + "\n", encoding="utf-8")
    return folder.parent


@pytest.fixture
def sky_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    yield home


def settings_page(parts: AppParts) -> SettingsPage:
    page = parts.window.page("settings")
    assert isinstance(page, SettingsPage)
    parts.window.show_page("settings")
    return page


def test_no_catalog_folder_no_import_button(sky_home: Path, parts: AppParts) -> None:
    assert settings_page(parts).price_import is None


def test_import_button_installs_the_catalog_and_says_how_many_rows(
    qtbot,  # type: ignore[no-untyped-def]
    sky_home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = write_catalog(sky_home, AWS_ROWS)
    write_catalog(sky_home, AWS_ROWS[:1], version="v7")  # an older version is not offered
    pool = QThreadPool()  # the app passes its own pool, which shutdown waits on
    panel = PriceImportPanel(folder, pool)
    qtbot.addWidget(panel)
    assert panel.import_button.text() == "Import cloud prices"
    panel.import_button.click()
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    text = panel.status_label.text()
    assert text.startswith("Installed 2 priced GPU instance rows from aws"), text
    rows = price_rows(open_kb(), date.today(), provider="aws")["rows"]
    assert any((r["instance_type"], r["region"]) == ("g5.2xlarge", "sa-east-1") for r in rows)


def test_settings_page_offers_the_newest_catalog_version(
    sky_home: Path, request: pytest.FixtureRequest
) -> None:
    write_catalog(sky_home, AWS_ROWS[:1], version="v7")
    newest = write_catalog(sky_home, AWS_ROWS, version="v8")
    parts: AppParts = request.getfixturevalue("parts")
    panel = settings_page(parts).price_import
    assert panel is not None and panel.isVisible()
    assert panel.folder == newest
    assert str(newest) in panel.import_button.toolTip()


@pytest.mark.allow_log_warnings  # the worker logs the refused import
def test_a_bad_catalog_is_refused_and_the_prices_stay(
    qtbot,  # type: ignore[no-untyped-def]
    sky_home: Path,
) -> None:
    before = price_rows(open_kb(), date.today(), provider="aws")["rows"]
    folder = write_catalog(sky_home, ['p5.48xlarge,H100,8.0,192.0,2048.0,"{}",cheap,,us-east-1,a'])
    pool = QThreadPool()  # the app passes its own pool, which shutdown waits on
    panel = PriceImportPanel(folder, pool)
    qtbot.addWidget(panel)
    panel.import_button.click()
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    text = panel.status_label.text()
    assert text.startswith("Refused; the installed prices are unchanged:"), text
    assert "line 2" in text, text
    assert price_rows(open_kb(), date.today(), provider="aws")["rows"] == before
