"""``dlconfig-cli stack`` and ``dlconfig-cli kb`` from the outside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main
from dlconfig.kb.base import packaged_kb_root
from dlconfig.kb.store import build_archive, user_kb_dir


def test_stack_json_names_design_fields(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["stack", "--gpu", "GeForce RTX 4090", "--target", "linux", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert {
        "target",
        "os",
        "driver_min",
        "cuda",
        "cudnn",
        "python",
        "framework",
        "packages",
        "reasons",
    } <= set(out)
    assert out["framework"]["name"] == "pytorch"
    assert out["packages"][0]["name"] == "torch"
    assert all(r["code"] and r["text"] for r in out["reasons"])


def test_stack_cpu_has_null_cuda(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stack", "--gpu", "none", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["cuda"] is None


def test_stack_conflict_exits_nonzero(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["stack", "--gpu", "4090", "--target", "windows", "--framework", "tensorflow"])
    err = capsys.readouterr().err
    assert code == 1
    assert "WSL2" in err and "tensorflow==2.10.*" in err


def test_stack_conflict_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["stack", "--gpu", "RTX 5090", "--framework-version", "2.5", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 1 and out["conflict"]["code"].startswith("stack.conflict")


def test_stack_unknown_gpu_is_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stack", "--gpu", "Voodoo 5"]) == 2
    assert "unknown GPU" in capsys.readouterr().err


def test_stack_bad_version_is_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stack", "--framework-version", "two"]) == 2
    assert "--framework-version" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["pytorch", "tensorflow", "cuda", "gpus", "os"])
def test_kb_list(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["kb", "list", name]) == 0
    assert len(capsys.readouterr().out.splitlines()) > 2


def test_kb_check_ok(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["kb", "check"]) == 0
    assert "valid" in capsys.readouterr().out


def test_kb_import_rejects_and_keeps(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.zip"
    bad.write_bytes(b"PK\x03\x04broken")
    assert main(["kb", "import", str(bad)]) == 2  # bad input, as in every command
    assert "rejected" in capsys.readouterr().err
    assert not user_kb_dir().exists()


def test_kb_import_same_version_ok(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archive = tmp_path / "kb.zip"
    archive.write_bytes(build_archive(packaged_kb_root()))
    assert main(["kb", "import", str(archive)]) == 0
    assert "installed knowledge base" in capsys.readouterr().out
