"""Version 1 -> 2, the live store: overrides (environment, options), updates, old ui.ini."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from dlconfig.settings.model import Settings, load_settings, save_settings
from dlconfig.settings.store import SettingsStore

DATA = Path(__file__).parent.parent / "data" / "settings"


def test_v1_settings_file_is_migrated_to_v2(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    shutil.copy(DATA / "settings_v1.json", path)
    loaded = load_settings(path)
    assert loaded.notice is None
    s = loaded.settings
    assert (s.language, s.units, s.sample_interval_ms, s.history_minutes) == (
        "zh_CN",
        "si",
        2000,
        10,
    )
    assert s.recent_files[0] == "/home/ana/vit-train.dlconfig.json"
    assert (s.last_session, s.export_dir, s.index_url, s.extra_index_urls) == (None, None, None, [])
    written = json.loads(path.read_text())
    assert written["schema_version"] == 2 and written["extra_index_urls"] == []


def test_index_urls_are_checked() -> None:
    s = Settings(
        index_url=" https://mirror.example.org/simple ",
        extra_index_urls="https://a.example/simple http://b.example/x https://a.example/simple",
    )
    assert s.index_url == "https://mirror.example.org/simple"
    assert s.extra_index_urls == ["https://a.example/simple", "http://b.example/x"]
    assert Settings(index_url="").index_url is None
    for bad in ("ftp://x.example/", "https://", "mirror.example", "https://a b", 'https://a"b'):
        with pytest.raises(ValueError, match="URL"):
            Settings(index_url=bad)


def test_environment_and_options_override_without_saving(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(theme="dark", sample_interval_ms=2000), path)
    env = {"DLCONFIG_SAMPLE_INTERVAL_MS": "500", "DLCONFIG_LANGUAGE": "zh_CN"}
    store = SettingsStore.open(path, env=env)
    s = store.settings
    assert (s.sample_interval_ms, s.language, s.theme) == (500, "zh_CN", "dark")
    assert store.notices == [] and store.saved.sample_interval_ms == 2000
    store = SettingsStore.open(path, env=env, cli={"sample_interval_ms": 250, "language": None})
    assert (store.settings.sample_interval_ms, store.settings.language) == (250, "zh_CN")
    assert json.loads(path.read_text())["sample_interval_ms"] == 2000  # overrides stay unsaved


def test_invalid_override_is_ignored_with_a_notice(tmp_path: Path) -> None:
    store = SettingsStore.open(
        tmp_path / "settings.json",
        env={"DLCONFIG_SAMPLE_INTERVAL_MS": "9"},
        cli={"index_url": "not a url"},
    )
    assert store.settings == Settings()
    assert len(store.notices) == 2
    assert "DLCONFIG_SAMPLE_INTERVAL_MS" in store.notices[0]
    assert "--index-url" in store.notices[1]


def test_update_saves_and_beats_an_override(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore.open(path, env={"DLCONFIG_SAMPLE_INTERVAL_MS": "500"})
    assert store.update(sample_interval_ms=2000).sample_interval_ms == 2000
    assert load_settings(path).settings.sample_interval_ms == 2000
    with pytest.raises(ValueError, match="history_minutes"):
        store.update(history_minutes=0)
    assert store.settings.history_minutes == 5


def test_old_ui_ini_preferences_are_adopted(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore.open(path, env={})
    old = {
        "language": "zh_TW",
        "units/binary": "false",
        "monitor/sample_interval_ms": "500",
        "monitor/history_min": "oops",  # damaged: skipped, the rest is kept
        "sessions/recent": "/home/ana/one.dlconfig.json",
        "sessions/last": "/home/ana/one.dlconfig.json",
    }
    skipped = store.adopt_old_preferences(old)
    assert len(skipped) == 1 and "history_minutes" in skipped[0]
    s = load_settings(path).settings
    assert (s.language, s.units, s.sample_interval_ms, s.history_minutes) == (
        "zh_TW",
        "si",
        500,
        5,
    )
    assert s.recent_files == ["/home/ana/one.dlconfig.json"]
    assert s.last_session == "/home/ana/one.dlconfig.json"
