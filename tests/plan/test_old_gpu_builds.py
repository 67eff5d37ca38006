"""Old GPUs land on the newest build whose CUDA and cuDNN still cover them, or hear that
none does: cuDNN 8.9 and 9 start at compute capability 5.0 (NVIDIA's cuDNN support
matrices), so no recorded torch build runs a Kepler K80 (3.7)."""

from __future__ import annotations

import json

import pytest

from dlconfig.cli import main


def test_a_kepler_gpu_gets_no_build_and_the_reason_names_cudnn(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["stack", "--gpu", "K80", "--framework", "pytorch"]) != 0
    said = capsys.readouterr()
    text = said.out + said.err
    assert "cuDNN" in text and "5.0" in text and "3.7" in text


def test_a_maxwell_gpu_lands_on_a_build_whose_cuda_and_cudnn_cover_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["stack", "--gpu", "M40", "--framework", "pytorch", "--json"]) == 0
    stack = json.loads(capsys.readouterr().out)
    assert stack["framework"]["variant"].startswith("cu12")  # CUDA 13 dropped Maxwell
    assert int(stack["cudnn"].split(".")[0]) == 9
