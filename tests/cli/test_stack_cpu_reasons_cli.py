"""The reasons of a stack without an NVIDIA GPU say what it is, and nothing of a GPU's."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dlconfig.cli import main


def _reasons(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, dict[str, Any]]:
    assert main(["stack", *argv, "--json"]) == 0
    return {r["code"]: r["params"] for r in json.loads(capsys.readouterr().out)["reasons"]}


# what only a GPU stack says: the driver it needs, cuDNN, the Mac's GPU
GPU_CODES = {"stack.target", "stack.driver_min", "stack.cudnn", "stack.macos.mps"}


@pytest.mark.parametrize(
    ("argv", "target", "route"),
    [
        (("--target", "linux"), "linux", None),
        (("--target", "wsl2"), "wsl2", None),
        (("--target", "windows"), "windows", None),
        (
            ("--target", "macos", "--gpu", "Apple M2", "--framework", "tensorflow"),
            "macos",
            "macos_cpu",
        ),
        (("--target", "linux", "--framework", "tensorflow"), "linux", "cpu"),
    ],
)
def test_a_cpu_stack_says_it_is_one(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], target: str, route: str | None
) -> None:
    said = _reasons(capsys, *argv)
    assert said["stack.target.cpu"] == {"target": target}
    assert said["stack.cuda"]["runs_on"] == "cpu" and said["stack.cuda"]["cuda"] is None
    assert said["stack.framework.variant"]["variant"] == "cpu"
    assert said["stack.framework.variant"].get("route") == route
    assert not GPU_CODES & set(said)


def test_a_mac_torch_stack_names_mps_and_no_nvidia_driver(
    capsys: pytest.CaptureFixture[str],
) -> None:
    said = _reasons(capsys, "--target", "macos", "--gpu", "Apple M2")
    assert "stack.macos.mps" in said and said["stack.cuda"]["runs_on"] == "mps"
    assert said["stack.target"]["target"] == "macos"
    assert not {"stack.driver_min", "stack.cudnn"} & set(said)
