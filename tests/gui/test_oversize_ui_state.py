"""A 30 MB ``ui.ini`` is set aside before Qt reads it: start and exit stay clean."""

from __future__ import annotations

from pathlib import Path

from tests.app_process import run_python


def test_a_30_mb_ui_ini_is_kept_aside_and_the_app_exits_cleanly(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    line = "k{}=" + "x" * 100 + "\n"
    with (config / "ui.ini").open("w", encoding="utf-8") as handle:
        handle.write("[window]\nlast_page=plan\n[junk]\n")
        for i in range(280_000):  # about 30 MB
            handle.write(line.format(i))
    logs = tmp_path / "logs"
    env = {"DLCONFIG_CONFIG_DIR": str(config), "DLCONFIG_LOG_DIR": str(logs)}
    done = run_python(["-m", "dlconfig", "--quit-after", "2"], env)
    assert done.returncode == 0, done.stderr
    log = (logs / "dlconfig.log").read_text("utf-8")
    for words in ("Traceback", "deleted"):
        assert words not in done.stderr and words not in log
    (aside,) = config.glob("ui.ini.broken-*")
    assert aside.stat().st_size > 30_000_000
    assert (config / "ui.ini").stat().st_size < 10_000  # written afresh at exit
