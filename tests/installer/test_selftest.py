"""``dlconfig --self-test``: one line per check, non-zero exit on any failure."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from dlconfig import selftest

LINE = re.compile(r"^(PASS [a-zA-Z_]+ \(\d+ ms\)(: .*)?|FAIL [a-zA-Z_]+: .+|SKIP [a-zA-Z_]+: .+)$")


def _run() -> tuple[int, list[str]]:
    out = io.StringIO()
    code = selftest.run_self_test(out)
    lines = out.getvalue().splitlines()
    return code, lines


@pytest.mark.slow  # a real subprocess or a full run: CI runs it (-m slow)
def test_every_check_prints_one_line() -> None:
    # As installers run it: the real entry point, in its own process (the PDF check
    # starts Qt, which must not happen inside the test process).
    done = subprocess.run(
        [sys.executable, "-m", "dlconfig", "--self-test"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    lines = done.stdout.splitlines()
    assert lines[0].startswith("dlconfig ") and lines[0].endswith("self-test"), done.stderr
    checks = lines[1:-1]
    assert [line.split()[1].rstrip(":") for line in checks] == [
        "resources",
        "translations",
        "gui_translations",
        "probe",
        "plan",
        "export",
        "bundle",
        "pdf_zh_CN",
    ]
    for line in checks:
        assert LINE.match(line), line
    failed = sum(line.startswith("FAIL") for line in checks)
    assert done.returncode == (1 if failed else 0)
    assert lines[-1] == ("self-test passed" if not failed else f"self-test: {failed} failed")
    # The engine's own parts work here: resources, probe and plan pass.
    for name in ("resources", "probe", "plan"):
        assert any(line.startswith(f"PASS {name} ") for line in checks), checks


@pytest.mark.slow  # a real subprocess or a full run: CI runs it (-m slow)
def test_a_failing_check_fails_the_run_and_the_rest_still_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(test: selftest.SelfTest) -> str:
        raise RuntimeError("probe exploded")

    monkeypatch.setattr(selftest, "check_probe", broken)
    # No Qt in the test process: the export and PDF checks are stood in for.
    monkeypatch.setattr(selftest, "check_export", lambda test, folder: "stand-in")
    monkeypatch.setattr(selftest, "check_pdf_chinese", lambda test: "stand-in")
    code, lines = _run()
    assert code == 1
    assert any(re.match(r"FAIL probe: RuntimeError: probe exploded \(", x) for x in lines)
    assert any(x.startswith(("PASS plan", "FAIL plan")) for x in lines)


def test_bundle_check_catches_empty_files_and_a_fake_pdf(tmp_path: Path) -> None:
    test = selftest.SelfTest(io.StringIO())
    test.state["bundle"] = tmp_path
    (tmp_path / "report.pdf").write_bytes(b"%PDF-1.4 ...")
    (tmp_path / "README.md").write_text("")
    assert not test.check("bundle", lambda: selftest.check_bundle(test))
    assert "empty files: README.md" in test.out.getvalue()  # type: ignore[attr-defined]

    (tmp_path / "README.md").write_text("# hello")
    (tmp_path / "report.pdf").write_bytes(b"<html>not a pdf</html>")
    assert not test.check("bundle", lambda: selftest.check_bundle(test))
    assert "not a PDF" in test.out.getvalue()  # type: ignore[attr-defined]

    (tmp_path / "report.pdf").write_bytes(b"%PDF-1.7\n...")
    (tmp_path / "recommendation.json").write_text("{broken")
    assert not test.check("bundle", lambda: selftest.check_bundle(test))
    assert test.failures == 3


def test_translations_missing_in_a_frozen_app_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selftest.sys, "frozen", True, raising=False)
    folder = selftest._resources() / "i18n"
    built = all((folder / f"dlconfig_{lang}.qm").is_file() for lang in selftest.LANGUAGES)
    test = selftest.SelfTest(io.StringIO())
    assert test.check("translations", selftest.check_translations) is built


def _lrelease(ts_text: str, folder: Path, lang: str) -> None:
    from dlconfig.ui.i18n import lrelease_program

    program = lrelease_program()
    if program is None:
        pytest.skip("pyside6-lrelease is not available")
    ts = folder / f"dlconfig_{lang}.ts"
    ts.write_text(ts_text.replace("LANG", lang), encoding="utf-8")
    subprocess.run([program, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


EMPTY_TS = (
    '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="LANG">'
    "</TS>\n"
)
ONE_TS = (
    '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="LANG">'
    "<context><name>Nav</name><message><source>Plan</source><translation>计划</translation>"
    "</message></context></TS>\n"
)


@pytest.mark.parametrize(("ts_text", "passes"), [(EMPTY_TS, False), (ONE_TS, True)])
def test_translations_must_hold_messages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ts_text: str, passes: bool
) -> None:
    folder = tmp_path / "i18n"
    folder.mkdir()
    for lang in selftest.LANGUAGES:
        _lrelease(ts_text, folder, lang)
    monkeypatch.setattr(selftest, "_resources", lambda: tmp_path)
    test = selftest.SelfTest(io.StringIO())
    assert test.check("translations", selftest.check_translations) is passes
    if not passes:
        assert "dlconfig_zh_CN.qm holds no translations" in test.out.getvalue()  # type: ignore[attr-defined]


def test_without_a_console_the_lines_go_to_the_log_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from dlconfig.settings.files import log_dir

    for name in ("check_export", "check_pdf_chinese"):  # no Qt in the test process
        monkeypatch.setattr(selftest, name, lambda *args: "stand-in")
    monkeypatch.setattr(selftest.sys, "stdout", None)
    monkeypatch.setattr(selftest.sys, "stderr", None)
    code = selftest.run_self_test()
    text = (log_dir() / "self-test.txt").read_text(encoding="utf-8")
    assert "PASS resources" in text and "PASS export" in text
    assert text.rstrip().endswith("self-test passed" if code == 0 else "failed")


@pytest.mark.allow_log_warnings  # the check logs an error on purpose
def test_an_error_logged_during_a_check_fails_it() -> None:
    import logging

    def quietly_broken() -> str:
        logging.getLogger("dlconfig.i18n.catalog").error("could not read the translations")
        return "looks fine"

    test = selftest.SelfTest(io.StringIO())
    assert not test.check("pdf_zh_CN", quietly_broken)
    out = test.out.getvalue()  # type: ignore[attr-defined]
    assert "FAIL pdf_zh_CN: RuntimeError: logged an error: could not read the translations" in out
    assert test.check("resources", lambda: "ok")  # the handler is gone afterwards


def test_gui_translations_fail_when_the_app_would_find_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import dlconfig.ui.i18n as i18n

    monkeypatch.setattr(i18n, "qm_path_for", lambda lang: None)
    test = selftest.SelfTest(io.StringIO())
    assert not test.check("gui_translations", selftest.check_gui_translations)
    assert "no usable zh_CN catalogue" in test.out.getvalue()  # type: ignore[attr-defined]
