"""``dlconfig-cli trace``: the model's memory by part as PyTorch allocates it, beside the
formula, labelled with the versions that traced it; without torch in reach, one line on
how to get it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dlconfig.services import tracing
from tools.trace_reference import trace_full

CONFIGS = Path(__file__).resolve().parents[1] / "data" / "model_configs"
REFERENCE = Path(__file__).resolve().parents[1] / "data" / "traces" / "reference.json"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dlconfig.cli", *args],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )


@pytest.mark.slow
def test_trace_prints_the_traced_parts_beside_the_formula() -> None:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    config = CONFIGS / "tinyllama-1.1b-chat-v1.0.json"
    run = _cli("trace", "--model-config", str(config), "--json")
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["schema"] == "dlconfig.trace/1" and report["torch"] and report["transformers"]
    parts, formula = report["parts_gib"], report["formula_gib"]
    # weights are exact: the config's parameters at 2 bytes (bf16) and the LoRA adapters
    # at 4 (PEFT keeps them in float32)
    held = report["params_total"] * 2 + report["params_trainable"] * 4
    assert parts["weights"] == pytest.approx(held / 2**30, abs=1e-4)  # printed to 4 places
    assert parts["weights"] == pytest.approx(formula["weights"], rel=0.01)
    assert report["params_trainable"] < report["params_total"] / 50  # LoRA adapters only
    assert "overhead" in report["added_by_formula_gib"]  # not traced, said so


@pytest.mark.slow
def test_qlora_traces_the_adapters_and_takes_the_4_bit_weights_from_the_formula(
    tmp_path: Path,
) -> None:
    """bitsandbytes' 4-bit weights do not exist on fake tensors: the run is traced as LoRA
    on a 16-bit base, and the weights part (and so the peak) take the formula's 4-bit
    figure, labelled as not traced."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    config = CONFIGS / "tinyllama-1.1b-chat-v1.0.json"
    workload = tmp_path / "qlora.yaml"
    workload.write_text("task: llm\nmode: qlora\nseq_len: 512\nbatch_size: 1\n", encoding="utf-8")
    lora_workload = tmp_path / "lora.yaml"
    lora_workload.write_text(
        "task: llm\nmode: lora\nseq_len: 512\nbatch_size: 1\n", encoding="utf-8"
    )
    runs = {}
    for name, path in (("qlora", workload), ("lora", lora_workload)):
        run = _cli("trace", str(path), "--model-config", str(config), "--json")
        assert run.returncode == 0, run.stderr
        runs[name] = json.loads(run.stdout)
    qlora, lora = runs["qlora"], runs["lora"]
    assert list(qlora["by_formula_gib"]) == ["weights"] and lora["by_formula_gib"] == {}
    assert qlora["parts_gib"]["weights"] == pytest.approx(qlora["formula_gib"]["weights"], abs=1e-4)
    assert qlora["parts_gib"]["weights"] < lora["parts_gib"]["weights"] / 2  # 4-bit, not 16
    for part in ("gradients", "optimizer"):  # the adapters trace as under LoRA
        assert qlora["parts_gib"][part] == pytest.approx(lora["parts_gib"][part], rel=0.01)
    swapped = lora["parts_gib"]["weights"] - qlora["parts_gib"]["weights"]
    assert qlora["allocated_peak_gib"] == pytest.approx(
        lora["allocated_peak_gib"] - swapped, abs=0.01
    )


@pytest.mark.slow
def test_the_stored_reference_is_what_the_tracer_says_today() -> None:
    """The reference drifts when torch, transformers or the tracer change: regenerate it
    (python -m tools.trace_reference) when this fails."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    entries = json.loads(REFERENCE.read_text(encoding="utf-8"))["entries"]
    stored = next(
        e
        for e in entries
        if (e["model"], e["mode"], e["seq_len"]) == ("tinyllama-1.1b-chat-v1.0", "lora", 512)
    )
    today = trace_full("tinyllama-1.1b-chat-v1.0", "lora", 512)
    assert today["params_total"] == stored["params_total"]
    assert today["params_trainable"] == stored["params_trainable"]
    for part in ("parameters", "gradients", "optimizer"):
        assert today["bytes"][part] == stored["bytes"][part], part
    assert today["bytes"]["activations"] == pytest.approx(stored["bytes"]["activations"], rel=0.02)


def test_without_torch_in_reach_it_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tracing, "_has_torch", lambda python: False)
    with pytest.raises(tracing.TraceError) as missing:
        tracing.trace_python(None, None)
    assert "apply a bundle" in str(missing.value) and "--python" in str(missing.value)


def test_a_dense_preset_is_traced_from_its_recorded_shapes() -> None:
    """Llama 3.1 8B needs no config.json: its recorded shapes build a Llama-shaped model
    (a MoE or MLA preset asks for the file instead)."""
    from dlconfig.kb import KnowledgeBase
    from dlconfig.plan.workload_file import default_workload

    config, where = tracing.model_config(default_workload(), KnowledgeBase())
    assert config["model_type"] == "llama" and config["num_hidden_layers"] == 32
    assert config["num_key_value_heads"] == 8 and "recorded shapes" in where


@pytest.mark.slow
def test_leading_dense_layers_are_traced_before_the_repeating_ones() -> None:
    """A DeepSeek-V3-shaped model (3 dense layers, then MoE ones) extrapolated from two
    shallow traces gives what the whole model's trace gives (it scaled the dense layers
    before)."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    config = json.loads((CONFIGS / "deepseek-v3.json").read_text(encoding="utf-8"))
    small = {
        **config,
        "hidden_size": 64,
        "intermediate_size": 128,
        "moe_intermediate_size": 32,
        "num_attention_heads": 4,
        "num_key_value_heads": 4,
        "q_lora_rank": 32,
        "kv_lora_rank": 16,
        "qk_nope_head_dim": 8,
        "qk_rope_head_dim": 8,
        "v_head_dim": 8,
        "n_routed_experts": 8,
        "num_experts_per_tok": 2,
        "n_group": 2,
        "topk_group": 1,
        "vocab_size": 128,
        "num_hidden_layers": 9,
        "first_k_dense_replace": 3,
    }
    small.pop("quantization_config", None)
    request = {"config": small, "mode": "finetune", "batch": 1, "seq_len": 16}
    request |= {"precision": "bf16", "attention": "sdpa", "lora_rank": 4}
    tracer = Path(tracing.__file__).resolve().parents[1] / "resources" / "trace_memory.py"

    def run(extra: dict) -> dict:
        done = subprocess.run(
            [sys.executable, str(tracer)],
            input=json.dumps({**request, **extra}),
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        assert done.returncode == 0, done.stderr[-2000:]
        return json.loads(done.stdout)

    extrapolated, whole = run({}), run({"layers": 9})
    assert extrapolated["traced_layers"] == [5, 6]
    assert extrapolated["params_total"] == whole["params_total"]
    for part in ("parameters", "gradients", "optimizer"):
        assert extrapolated["bytes"][part] == whole["bytes"][part], part
