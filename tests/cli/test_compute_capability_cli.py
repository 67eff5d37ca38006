"""A GPU the catalog lacks, given by its compute capability: ``stack`` and ``plan``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("argv", [("--gpu", "sm_86"), ("--compute-capability", "8.6")])
def test_a_capability_resolves_a_stack_and_says_it_was_the_only_fact(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, str]
) -> None:
    code, out, _ = _run(capsys, "stack", *argv, "--json")
    assert code == 0
    stack = json.loads(out)
    assert stack["framework"]["variant"].startswith("cu")
    only = next(r for r in stack["reasons"] if r["code"] == "stack.gpu.capability_only")
    assert only["text"] == (
        "sm_86 is not a GPU of the catalog: this stack is resolved from its compute capability"
        " 8.6 alone (Ampere: the GPU code of each build and the driver bounds of the"
        " architecture). Its memory and speed are unknown."
    )
    assert only["source"] == "https://developer.nvidia.com/cuda-gpus"


def test_the_capability_gets_its_architectures_driver_bounds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Blackwell needs R570: an sm_120 GPU with driver 566 is refused, as an RTX 5090 is
    code, _, err = _run(capsys, "stack", "--gpu", "sm_120", "--driver", "566")
    assert code == 1 and "sm_120 needs NVIDIA driver >= 570, installed 566" in err
    # Kepler has no build of a recorded torch 2.x with its code: no GPU stack, said so
    code, _, err = _run(capsys, "stack", "--compute-capability", "3.5")
    assert code == 1 and "not for compute capability 3.5" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--gpu", "sm_1000"), "--gpu: 'sm_1000' is not a compute capability; write it as 8.6"),
        (("--compute-capability", "9.x"), "--compute-capability: '9.x' is not a compute"),
        (("--gpu", "sm_99"), "no NVIDIA architecture with compute capability 9.9 is recorded"),
        (("--gpu", "H100", "--compute-capability", "9.0"), "not both"),
    ],
)
def test_a_bad_capability_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    code, out, err = _run(capsys, "stack", *argv)
    assert code == 2 and out == "" and message in err and "Traceback" not in err


def test_an_unknown_gpu_name_names_the_capability_fallback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = _run(capsys, "stack", "--gpu", "RTX 9999")
    assert code == 2
    assert "unknown GPU 'RTX 9999'" in err
    assert "--compute-capability 8.6 or --gpu sm_86" in err


def test_a_workload_gives_a_capability(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    workload = tmp_path / "w.yaml"
    workload.write_text("name: t\ngpu: sm_89\n", encoding="utf-8")
    code, out, _ = _run(capsys, "plan", "--no-probe", "--json", str(workload))
    assert code == 0
    plan = json.loads(out)
    codes = {r["code"]: r for r in plan["stack"]["reasons"]}
    assert codes["stack.gpu.capability_only"]["params"] == {
        "gpu": "sm_89",
        "compute_capability": "8.9",
        "architecture": "Ada Lovelace",
    }
    asked = next(r for r in plan["hardware"]["reasons"] if r["code"].startswith("hardware.request"))
    assert asked["code"] == "hardware.request.capability_only"
    assert (asked["params"]["requested"], asked["params"]["compute_capability"]) == ("sm_89", "8.9")


def test_a_workload_with_a_bad_capability_names_the_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    workload = tmp_path / "w.yaml"
    workload.write_text("name: t\ngpu: sm_1000\n", encoding="utf-8")
    code, _, err = _run(capsys, "plan", "--no-probe", str(workload))
    assert code == 2
    assert "w.yaml: gpu: 'sm_1000' is not a compute capability" in err
