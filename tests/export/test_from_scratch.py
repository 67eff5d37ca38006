"""Pre-training from scratch builds the model from its config: no pretrained weights."""

from __future__ import annotations

import types
from pathlib import Path

import pytest

from dlconfig.export.bundle import render_files
from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Mode

from .conftest import load_plan


@pytest.mark.slow
def test_a_from_scratch_plan_builds_the_model_from_its_config(
    kb: KnowledgeBase, tmp_path: Path
) -> None:
    pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    plan = load_plan("qlora_llm")
    plan = plan.model_copy(
        update={"workload": plan.workload.model_copy(update={"mode": Mode.TRAIN})}
    )
    source = str(render_files(plan, kb)["train.py"])
    module = types.ModuleType("bundle_train")
    exec(compile(source, "train.py", "exec"), module.__dict__)
    if module.PLAN["task"] != "causal_lm":
        pytest.skip("the plan's task is not causal_lm")
    module.PLAN.update({"bf16": False, "fp16": False})
    folder = tmp_path / "tiny"
    transformers.GPT2Config(n_layer=1, n_head=2, n_embd=16, vocab_size=64).save_pretrained(folder)
    model = module.load_model(types.SimpleNamespace(model=str(folder), precision="fp32"), None)
    assert model.config.n_embd == 16  # built from the config; no weights file exists
    assert not (folder / "model.safetensors").exists()
