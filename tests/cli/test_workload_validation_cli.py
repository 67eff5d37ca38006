"""Workloads no plan can honour get one line naming the field and exit code 2: NaN and
infinity worded as such, GPU-only setups on ``gpus: 0``, implausible totals, a task that
is not the preset's, heads that kv_heads do not divide."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.cli import main

CASES = {
    "nan.yaml": ("model: {params_b: .nan}\n", "model.params_b: NaN is not a number"),
    "inf.yaml": ("budget_usd: .inf\n", "budget_usd: infinity is not a number"),
    "requests.yaml": (
        "mode: inference\nconcurrent_requests: 1000000\ncontext_len: 131072\n",
        "concurrent_requests: 1,000,000 requests × 131,072 tokens",
    ),
    "batch.yaml": ("mode: finetune\nbatch_size: 65536\nseq_len: 131072\n", "batch_size:"),
    "cpu_qlora.yaml": ("mode: qlora\ngpus: 0\n", "gpus: 0 GPUs is a CPU plan, but QLoRA"),
    "cpu_zero.yaml": ("mode: finetune\ngpus: 0\nsharding: zero3\n", "zero3 sharding"),
    "task.yaml": (
        "task: image_classification\nmodel: {preset: llama-3.1-8b}\n",
        "task: Llama 3.1 8B is a model for llm, not image_classification",
    ),
    "heads.yaml": (
        "model: {params_b: 7, layers: 32, hidden: 4096, heads: 32, kv_heads: 5}\n",
        "multiple of kv_heads",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_an_impossible_workload_is_one_line_naming_the_field(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content, says = CASES[name]
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    assert main(["estimate", str(path)]) == 2
    err = capsys.readouterr().err
    assert says in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_a_default_task_still_follows_the_preset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "resnet.yaml"
    path.write_text("mode: train\nmodel: {preset: resnet-50}\n", encoding="utf-8")
    assert main(["estimate", str(path)]) == 0
    assert "image_classification model" in capsys.readouterr().out
