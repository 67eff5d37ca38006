"""The Settings page edits the live settings: the sampler follows, a restart keeps them,
overrides apply for one run, and preferences left in ui.ini by older versions carry over."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from dlconfig.app import build_parser
from dlconfig.settings.files import apply_folder_arguments, config_dir
from dlconfig.settings.model import load_settings
from dlconfig.ui.application import AppParts, build_parts
from dlconfig.ui.i18n import LanguageSwitcher
from dlconfig.ui.monitor_page import MonitorPage
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.settings_view_model import open_settings
from dlconfig.ui.window_state import WindowState
from tests.gui.conftest import WAIT_MS, FakeSource

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def settings_page(parts: AppParts) -> SettingsPage:
    page = parts.window.page("settings")
    assert isinstance(page, SettingsPage)
    return page


def choose(combo, value: int) -> None:  # type: ignore[no-untyped-def]
    index = combo.findData(value)
    assert index >= 0
    combo.setCurrentIndex(index)


def test_interval_in_settings_drives_the_sampler_and_survives_a_restart(
    qtbot, qapp: QApplication, parts: AppParts
) -> None:
    monitor = parts.window.page("monitor")
    assert isinstance(monitor, MonitorPage)
    parts.window.show_page("monitor")
    qtbot.waitUntil(lambda: parts.sampler.worker.interval_ms == 1000, timeout=WAIT_MS)
    page = settings_page(parts)
    choose(page.interval_combo, 250)  # as the user picks it
    assert parts.sampler.interval_ms == 250
    assert monitor.interval_ms == 250 and monitor.interval_combo.currentData() == 250
    parts.window.show_page("monitor")
    qtbot.waitUntil(lambda: parts.sampler.worker.interval_ms == 250, timeout=WAIT_MS)
    saved = json.loads((config_dir() / "settings.json").read_text(encoding="utf-8"))
    assert saved["sample_interval_ms"] == 250 and saved["schema_version"] == 2

    # A new window over the same folders: the sampler starts at the saved interval.
    state = WindowState()
    again = build_parts(
        qapp, open_settings(state, env={}), state, LanguageSwitcher(qapp), make_source=FakeSource
    )
    try:
        assert again.sampler.interval_ms == 250
        assert settings_page(again).interval_combo.currentData() == 250
    finally:
        again.shut_down()
        again.window.deleteLater()


def test_other_settings_are_saved_and_bad_urls_are_refused(qtbot, parts: AppParts) -> None:
    page = settings_page(parts)
    choose(page.history_combo, 30)
    page.units_combo.setCurrentIndex(page.units_combo.findData("si"))
    page.index_url_edit.setText("https://mirror.example.org/simple")
    page.index_url_edit.editingFinished.emit()
    page.extra_index_urls_edit.setText("not-a-url")
    page.extra_index_urls_edit.editingFinished.emit()
    assert "extra_index_urls" in page.error_label.text()
    s = load_settings().settings
    assert (s.history_minutes, s.units, s.index_url) == (
        30,
        "si",
        "https://mirror.example.org/simple",
    )
    assert s.extra_index_urls == []  # the invalid text was not saved
    assert parts.settings.state.is_binary_units is False


def test_environment_and_option_override_for_this_run_only(
    qtbot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    args = build_parser().parse_args(["--config-dir", str(tmp_path / "portable")])
    apply_folder_arguments(args)
    assert config_dir() == tmp_path / "portable"
    state = WindowState()
    monkeypatch.setenv("DLCONFIG_SAMPLE_INTERVAL_MS", "500")
    from_env = open_settings(state)
    assert from_env.state.sample_interval_ms == 500
    option = build_parser().parse_args(["--sample-interval-ms", "2000"]).sample_interval_ms
    settings = open_settings(state, cli={"sample_interval_ms": option})
    parts = build_parts(qapp, settings, state, LanguageSwitcher(qapp), make_source=FakeSource)
    try:
        assert parts.sampler.interval_ms == 2000
    finally:
        parts.shut_down()
        parts.window.deleteLater()
    assert not (tmp_path / "portable" / "settings.json").exists()  # overrides are not saved


def test_old_ui_ini_preferences_carry_over_once(qtbot, tmp_path: Path) -> None:
    ini = config_dir() / "ui.ini"
    ini.parent.mkdir(parents=True, exist_ok=True)
    old = QSettings(str(ini), QSettings.Format.IniFormat)
    old.setValue("language", "zh_CN")
    old.setValue("units/binary", "false")
    old.setValue("monitor/sample_interval_ms", 2000)
    old.setValue("monitor/history_min", 10)
    old.setValue("sessions/recent", ["/home/ana/a.dlconfig.json", "/home/ana/b.dlconfig.json"])
    old.setValue("sessions/last", "/home/ana/a.dlconfig.json")
    old.setValue("window/last_page", "monitor")
    old.sync()
    del old

    state = WindowState(ini)
    s = open_settings(state, env={}).state
    assert (s.language, s.units, s.sample_interval_ms, s.history_minutes) == (
        "zh_CN",
        "si",
        2000,
        10,
    )
    assert s.recent_files == ["/home/ana/a.dlconfig.json", "/home/ana/b.dlconfig.json"]
    assert s.last_session == "/home/ana/a.dlconfig.json"
    assert load_settings().settings == s  # written to settings.json
    left = QSettings(str(ini), QSettings.Format.IniFormat)
    assert sorted(left.allKeys()) == ["window/last_page"]  # preferences dropped, state kept
    assert state.last_page == "monitor"
    assert open_settings(WindowState(ini), env={}).state == s  # read once, nothing lost


@pytest.mark.allow_log_warnings  # the damaged file is logged, as a user would want
def test_damaged_settings_file_is_kept_aside_and_said_once(qtbot) -> None:
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"schema_version": 2, "sample_interval_ms": ', encoding="utf-8")
    settings = open_settings(WindowState(), env={})
    assert settings.state.sample_interval_ms == 1000  # defaults
    notices = settings.take_notices()
    assert len(notices) == 1 and "not valid JSON" in notices[0]
    assert settings.take_notices() == []
    assert any(p.name.startswith("settings.json.broken-") for p in path.parent.iterdir())


def test_unwritable_settings_still_apply_and_say_not_saved(
    qtbot, parts: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*_args: object) -> None:
        raise OSError("read-only folder")

    monkeypatch.setattr("dlconfig.settings.store.save_settings", refuse)
    page = settings_page(parts)
    choose(page.interval_combo, 2000)
    assert parts.sampler.interval_ms == 2000  # applies for this run
    assert "read-only folder" in page.error_label.text()


def test_the_units_setting_applies_to_the_plan_page(qtbot, parts: AppParts) -> None:
    from tests.gui.wizard_helpers import settle, step_one

    step = step_one(parts)
    settle(qtbot, parts)
    assert "GiB" in step.figures_label.text()
    page = settings_page(parts)
    page.units_combo.setCurrentIndex(page.units_combo.findData("si"))
    qtbot.waitUntil(lambda: "GiB" not in step.figures_label.text(), timeout=WAIT_MS)
    assert " GB" in step.figures_label.text()
