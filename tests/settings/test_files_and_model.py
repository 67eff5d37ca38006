"""Folders, atomic writes, the settings file (migration, damaged files) and sessions."""

from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path

import pytest

from dlconfig.models import Plan, Workload
from dlconfig.settings import files, model, sessions

DATA = Path(__file__).parent.parent / "data" / "settings"


def test_folders_follow_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DLCONFIG_CACHE_DIR", str(tmp_path / "c"))
    assert files.cache_dir() == tmp_path / "c"
    monkeypatch.delenv("DLCONFIG_CONFIG_DIR")
    assert files.config_dir().name == "dlconfig"
    for fn in (files.data_dir, files.log_dir):
        assert "dlconfig-" in str(fn())  # conftest points them into tmp_path


def test_home_in_an_override_is_expanded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DLCONFIG_LOG_DIR", "~/dl-logs")
    assert files.log_dir() == Path.home() / "dl-logs"


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "out.txt"
    files.atomic_write_text(target, "one")
    files.atomic_write_text(target, "two ✓")
    assert target.read_text(encoding="utf-8") == "two ✓"
    assert [p.name for p in target.parent.iterdir()] == ["out.txt"]


def test_atomic_write_failure_keeps_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "keep.txt"
    target.write_text("precious")

    def boom(src: str, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(files.os, "replace", boom)
    with pytest.raises(OSError, match="disk full"):
        files.atomic_write_bytes(target, b"new")
    monkeypatch.undo()
    assert target.read_text() == "precious"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.txt"]


def test_missing_settings_give_defaults_quietly() -> None:
    loaded = model.load_settings()
    assert loaded.settings == model.Settings() and loaded.notice is None
    assert loaded.settings.sample_interval_ms == 1000 and loaded.settings.history_minutes == 5


def test_settings_round_trip() -> None:
    s = model.Settings(language="zh_CN", units="si", theme="dark", sample_interval_ms=250)
    model.save_settings(s)
    assert model.load_settings().settings == s


def test_v0_settings_file_is_migrated_and_rewritten(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    shutil.copy(DATA / "settings_v0.json", path)
    loaded = model.load_settings(path)
    assert loaded.notice is None
    s = loaded.settings
    assert (s.language, s.sample_interval_ms, s.history_minutes, s.theme) == (
        "zh_TW",
        500,
        10,
        "dark",
    )
    assert s.recent_files == ["/home/ana/llama-lora.dlconfig.json"]
    assert json.loads(path.read_text())["schema_version"] == 2


@pytest.mark.allow_log_warnings  # the damaged file is logged once
@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "JSON object"),
        ('{"schema_version": 1, "sample_interval_ms": 10}', "sample_interval_ms"),
        ('{"schema_version": 1, "theme": 3, "units": "furlongs"}', "theme, units"),
        ('{"schema_version": 7}', "newer dlconfig"),
        (b"\xff\xfe\x00garbage", "could not be read"),
        ('{"schema_version": 2, "units": "si", "units": "binary"}', "given twice"),
        ("[" * 500 + "]" * 500, "nested deeper"),
    ],
)
def test_damaged_settings_are_kept_aside(tmp_path: Path, content: str | bytes, why: str) -> None:
    path = tmp_path / "settings.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    loaded = model.load_settings(path)
    assert loaded.settings == model.Settings()
    assert loaded.notice and why in loaded.notice and "default" in loaded.notice
    assert loaded.kept_aside and loaded.kept_aside.name.startswith("settings.json.broken-")
    original = content if isinstance(content, bytes) else content.encode()
    assert loaded.kept_aside.read_bytes() == original  # nothing the user had is lost
    again = model.load_settings(path)
    assert again.notice is None  # said once


def test_recent_files_dedupe_and_cap(tmp_path: Path) -> None:
    s = model.Settings()
    for i in range(15):
        s = model.add_recent_file(s, tmp_path / f"{i}.dlconfig.json")
    s = model.add_recent_file(s, tmp_path / "3.dlconfig.json")
    assert len(s.recent_files) == model.MAX_RECENT_FILES
    assert s.recent_files[0].endswith("3.dlconfig.json")
    assert len(set(s.recent_files)) == len(s.recent_files)


def test_session_round_trip(tmp_path: Path) -> None:
    workload = Workload(name="résumé-classifier", batch_size=32)
    plan = Plan(created=date(2026, 12, 2), app_version="0.1.0", workload=workload)
    path = sessions.save_session(tmp_path / "work.json", workload, plan)
    assert path.name == "work.dlconfig.json"
    session = sessions.load_session(path)
    assert session.workload == workload and session.plan == plan
    assert json.loads(path.read_text())["schema"] == "dlconfig.session/1"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("nope", "not valid JSON"),
        ('{"schema": "dlconfig.plan/1"}', "not a dlconfig session"),
        ('{"schema": "dlconfig.session/1", "workload": {"batch_size": -4}}', "workload.batch_size"),
        ('{"schema": "dlconfig.session/1"}', "workload"),
        # The one reader of untrusted files: duplicate keys and deep nesting are refused.
        ('{"schema": "dlconfig.session/1", "schema": "x"}', "given twice"),
        ("[" * 500 + "]" * 500, "nested deeper"),
    ],
)
def test_bad_session_gets_one_line(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.dlconfig.json"
    path.write_text(content)
    with pytest.raises(sessions.SessionError, match=message) as err:
        sessions.load_session(path)
    assert "\n" not in str(err.value) and str(path) in str(err.value)
    assert path.read_text() == content


def test_missing_session_file(tmp_path: Path) -> None:
    with pytest.raises(sessions.SessionError, match="no such file"):
        sessions.load_session(tmp_path / "gone.dlconfig.json")


@pytest.mark.allow_log_warnings  # the bad value is logged once
def test_one_bad_value_keeps_the_others(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    recent = [f"/p/{i}.dlconfig.json" for i in range(14)] + [7]
    content = {"schema_version": 1, "language": "zh_TW", "history_minutes": 99,
               "recent_files": recent}  # fmt: skip
    path.write_text(json.dumps(content))
    loaded = model.load_settings(path)
    s = loaded.settings
    assert (s.language, s.history_minutes) == ("zh_TW", 5)
    assert s.recent_files == recent[: model.MAX_RECENT_FILES]  # trimmed, not an error
    assert loaded.kept_aside and json.loads(loaded.kept_aside.read_text()) == content
    # the notice names the setting reset and where the file was kept
    assert loaded.notice and "history_minutes" in loaded.notice
    assert "recent_files" not in loaded.notice and loaded.kept_aside.name in loaded.notice
    assert model.load_settings(path).notice is None
