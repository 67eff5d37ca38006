"""What the CLI prints survives any console: a narrow code page, a reader that leaves,
names carrying escape sequences."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dlconfig.cli import main, terminal_text
from tests.plan.test_model_files import TINY_LLAMA_CONFIG

ROOT = Path(__file__).resolve().parents[2]
WORKLOAD = ROOT / "tests" / "data" / "workloads" / "lora.yaml"


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "DLCONFIG_CONFIG_DIR": str(tmp_path / "config"),
        "DLCONFIG_DATA_DIR": str(tmp_path / "data"),
        "DLCONFIG_CACHE_DIR": str(tmp_path / "cache"),
        **extra,
    }


def test_estimate_on_a_cp1252_console_prints_and_exits_0(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "dlconfig.cli", "estimate", str(WORKLOAD)],
        capture_output=True,
        env=_env(tmp_path, PYTHONIOENCODING="cp1252"),
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode("cp1252", "replace")
    assert done.stdout.strip()
    done.stdout.decode("cp1252")  # nothing the code page cannot hold


def test_a_reader_that_leaves_ends_the_command_quietly_with_0(tmp_path: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "dlconfig.cli", "estimate", str(WORKLOAD)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=_env(tmp_path),
        cwd=ROOT,
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # `| head -0`: nobody reads
    err = child.stderr.read()
    child.stderr.close()
    assert child.wait() == 0, err
    assert b"Traceback" not in err


def test_escape_sequences_are_stripped_from_printed_text() -> None:
    hostile = "model\x1b]52;c;ZXZpbA==\x07\x1b[2J\x9b31m\r"
    cleaned = terminal_text(hostile)
    assert not any(ord(c) < 32 or 0x7F <= ord(c) <= 0x9F for c in cleaned)
    assert cleaned.startswith("model")
    assert terminal_text("two\tcolumns\nand lines") == "two\tcolumns\nand lines"


def _has_control(text: str) -> bool:
    return any((ord(c) < 32 and c not in "\t\n") or 0x7F <= ord(c) <= 0x9F for c in text)


def test_a_name_with_escape_sequences_never_reaches_the_terminal_raw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Clipboard write (OSC 52), window title (OSC 0), clear screen, CSI in C1 form: the
    workload's name and the model file's name are printed by estimate, plan and doctor
    --plan, each stripped, and --json keeps them escaped as JSON does."""
    hostile = "evil\x1b]52;c;ZXZpbA==\x07\x1b]0;title\x07\x1b[2J\x9b31m\r"
    config = tmp_path / "config.json"
    config.write_text(
        json.dumps({"_name_or_path": hostile, **TINY_LLAMA_CONFIG}),
        encoding="utf-8",
    )
    workload = tmp_path / "w.yaml"
    workload.write_text(
        json.dumps(
            {"name": hostile, "task": "llm", "mode": "lora", "model": {"config": "config.json"}}
        ),
        encoding="utf-8",
    )
    out_dir = tmp_path / "bundle"
    assert main(["export", str(workload), "--out", str(out_dir), "--no-pdf"]) == 0
    capsys.readouterr()
    for argv in (
        ["estimate", str(workload)],
        ["plan", str(workload), "--no-probe"],
        ["doctor", "--no-torch", "--plan", str(out_dir / "recommendation.json")],
    ):
        main(argv)
        out = capsys.readouterr().out
        assert out and not _has_control(out), (argv, out)
        assert "evil" in out or argv[0] == "doctor"  # the doctor names no workload
    main(["plan", str(workload), "--no-probe", "--json"])
    data = json.loads(capsys.readouterr().out)  # JSON escapes what it carries, still valid
    assert data["workload"]["name"].startswith("evil\x1b]52;")
