"""``dlconfig-cli estimate --lora-targets``: adapters on the attention projections only
train fewer parameters and need less optimizer memory than on every linear layer, the
reason names the count, and a module name the model lacks is one line naming the field."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dlconfig.cli import main

QLORA = ("--example", "llama-70b-qlora")


def _estimate(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main(["estimate", "--json", *QLORA, *argv]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def test_attention_targets_train_fewer_parameters_with_less_optimizer_memory(
    capsys: pytest.CaptureFixture[str],
) -> None:
    every = _estimate(capsys)
    attention = _estimate(capsys, "--lora-targets", "attention")
    q_v = _estimate(capsys, "--lora-targets", "q_proj,v_proj")
    # Llama 2 70B, rank 64: 80 layers x 64 x (q 16384 + k 9216 + v 9216 + o 16384)
    assert attention["trainable_params"] == pytest.approx(262_144_000)
    assert q_v["trainable_params"] == pytest.approx(131_072_000)
    assert every["trainable_params"] > 3 * attention["trainable_params"]
    for part in ("optimizer", "gradients"):
        assert (
            q_v["vram_breakdown_gib"][part]
            < attention["vram_breakdown_gib"][part]
            < every["vram_breakdown_gib"][part]
        )
    assert q_v["vram_gib_per_gpu"] < attention["vram_gib_per_gpu"] < every["vram_gib_per_gpu"]


def test_the_reason_names_the_layers_and_the_trainable_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    def said(targets: str) -> dict[str, Any]:
        data = _estimate(capsys, "--lora-targets", targets)
        (lora,) = [r for r in data["reasons"] if r["code"].startswith("workload.lora.adapters")]
        return lora

    q_v = said("q_proj,v_proj")
    assert q_v["code"] == "workload.lora.adapters_modules"
    assert q_v["params"] == {"rank": 64, "modules": "q_proj, v_proj", "trainable_m": 131.07}
    assert q_v["source"] == "https://huggingface.co/docs/peft/package_reference/lora"
    attention = said("attention")
    assert attention["code"] == "workload.lora.adapters_attention"
    assert attention["params"] == {"rank": 64, "trainable_m": 262.14}
    # the summary prints the same sentence
    assert main(["estimate", *QLORA, "--lora-targets", "q_proj,v_proj"]) == 0
    assert q_v["text"] in capsys.readouterr().out


def test_an_unknown_module_is_a_usage_error_naming_the_field(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["estimate", *QLORA, "--lora-targets", "qkv"]) == 2
    err = capsys.readouterr().err
    # one line naming the field, the module asked and the ones there are
    assert len(err.strip().splitlines()) == 1
    assert "lora_targets" in err and "qkv" in err and "q_proj" in err
    assert "Traceback" not in err


def test_a_gate_on_a_model_without_one_is_a_usage_error(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    workload = tmp_path / "gpt2.yaml"
    workload.write_text(
        "mode: lora\nmodel: {preset: gpt2-xl}\nseq_len: 1024\nlora_targets: [gate_proj]\n",
        encoding="utf-8",
    )
    assert main(["estimate", str(workload)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "lora_targets" in err and "gate_proj" in err
