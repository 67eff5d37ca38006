"""Start-up paints the window first, then loads the engine: the window before its view
models are attached, and what the first paint may import."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QLabel, QWidget

from dlconfig.ui.machine_view_model import MachineViewModel
from dlconfig.ui.main_window import PAGE_KEYS, MainWindow
from dlconfig.ui.plan_view_model import PlanViewModel
from dlconfig.ui.settings_view_model import open_settings
from dlconfig.ui.window_state import WindowState
from tests.app_process import run_python

# What the first paint must not wait for: the engine's models (pydantic), the probe's
# psutil, the view models.
HEAVY = ("pydantic", "psutil", "dlconfig.models.common", "dlconfig.ui.plan_view_model")
SHOW_AND_LIST = (
    "import json, sys\n"
    "from dlconfig.app import main\n"
    "code = main(sys.argv[1:])\n"
    f"print(json.dumps([name for name in {HEAVY!r} if name in sys.modules]))\n"
    "sys.exit(code)\n"
)


def folders(tmp_path: Path) -> dict[str, str]:
    return {
        f"DLCONFIG_{kind.upper()}_DIR": str(tmp_path / kind)
        for kind in ("config", "cache", "data", "log")
    }


def loaded_by(args: list[str], env: dict[str, str]) -> list[str]:
    done = run_python(["-c", SHOW_AND_LIST, *args], env)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    loaded: list[str] = json.loads(done.stdout.strip().splitlines()[-1])
    return loaded


def test_the_window_is_painted_before_the_engine_is_imported(tmp_path: Path) -> None:
    env = folders(tmp_path)
    assert loaded_by(["--quit-when-shown"], env) == []
    assert loaded_by(["--quit-when-shown", "--page", "plan", "--lang", "zh_TW"], env) == []
    # the second phase loads them (the check above can fail)
    assert set(loaded_by(["--quit-when-ready"], env)) == set(HEAVY)


def test_the_first_paint_speaks_the_language_the_settings_chose(tmp_path: Path) -> None:
    env = folders(tmp_path)
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"version": 3, "language": "zh_CN"}))
    assert WindowState(config / "ui.ini").language == "system"  # nothing seen yet
    loaded_by(["--quit-when-ready"], env)
    # the next start paints in Chinese before it reads the settings file
    assert WindowState(config / "ui.ini").language == "zh_CN"


def test_before_attach_the_window_shows_placeholders_and_can_close(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = WindowState(tmp_path / "ui.ini")
    window = MainWindow(state)
    qtbot.addWidget(window)
    window.show_page("plan")
    page = window.page("plan")
    assert isinstance(page, QLabel) and page.text() == "Loading…"
    assert window.current_page == "plan"
    assert not window.build_next_page()  # nothing to build before the factories come
    assert not window.open_action.isEnabled() and not window.save_action.isEnabled()
    assert window.kb_label.text() == "Knowledge base: loading…"
    assert window.confirm_discard() is True  # closing before the plan loads loses nothing
    assert window.about_html()

    built: list[str] = []

    def factory(key: str) -> QWidget:
        built.append(key)
        return QWidget()

    pool = QThreadPool()
    plan = PlanViewModel(lambda: None, pool)  # type: ignore[arg-type, return-value]
    window.attach(
        {key: (lambda k=key: factory(k)) for key in PAGE_KEYS},
        plan,
        MachineViewModel(pool),
        open_settings(state, env={}),
    )
    assert built == ["plan"]  # the page on screen, at once; the others later
    assert window.page("plan") is not page and not isinstance(window.page("plan"), QLabel)
    assert window.current_page == "plan"
    assert window.open_action.isEnabled() and window.save_action.isEnabled()
    assert window.build_next_page() and built == ["plan", "machine"]
    plan._timer.stop()  # no plan in this test
