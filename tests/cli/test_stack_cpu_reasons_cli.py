"""The reasons of a stack without an NVIDIA GPU say what it is, and nothing of a GPU's."""

from __future__ import annotations

import json

import pytest

from dlconfig.cli import main


def _reasons(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    assert main(["stack", *argv, "--json"]) == 0
    return [r["text"] for r in json.loads(capsys.readouterr().out)["reasons"]]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (("--target", "linux"), "Linux: CPU-only wheels; no NVIDIA driver is needed."),
        (("--target", "wsl2"), "WSL2: a Linux environment on Windows with CPU-only wheels"),
        (("--target", "windows"), "Native Windows: CPU-only wheels."),
        (
            ("--target", "macos", "--gpu", "Apple M2", "--framework", "tensorflow"),
            "TensorFlow runs on the CPU here",
        ),
        (("--target", "linux", "--framework", "tensorflow"), "No CUDA: this stack runs on the CPU"),
    ],
)
def test_a_cpu_stack_says_it_is_one(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], says: str
) -> None:
    reasons = _reasons(capsys, *argv)
    assert any(says in r for r in reasons)
    text = " ".join(reasons)
    assert "native NVIDIA driver" not in text and "driver >=" not in text
    assert "MPS" not in text and "cuDNN" not in text


def test_a_mac_torch_stack_names_mps_and_no_nvidia_driver(
    capsys: pytest.CaptureFixture[str],
) -> None:
    text = " ".join(_reasons(capsys, "--target", "macos", "--gpu", "Apple M2"))
    assert "MPS" in text and "NVIDIA driver" not in text
