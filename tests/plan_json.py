"""``dlconfig-cli plan --no-probe --json`` as a test reads it: the Plan as a dict."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dlconfig.cli import main


def plan_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    """The plan the CLI prints for ``args`` (a workload file, ``--example NAME``)."""
    assert main(["plan", "--no-probe", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def workload_file(tmp_path: Path, text: str) -> str:
    """``text`` written as ``tmp_path/workload.yaml``; its path."""
    path = tmp_path / "workload.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def plan_of(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str) -> dict[str, Any]:
    """The plan for the workload file ``text``."""
    return plan_json(capsys, workload_file(tmp_path, text))
