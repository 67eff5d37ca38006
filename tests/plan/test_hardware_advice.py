"""Hardware advice an expert can trust: times from the right peak, GPUs one can buy for
the target, no per-dollar claim without a price, and the user's choices honoured or
explained."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.models.choice import GpuOption
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan

TODAY = date(2026, 12, 2)
KB = KnowledgeBase()


def plan(**fields: Any) -> Plan:
    return make_plan(Workload.model_validate(fields), None, KB, TODAY)


def option(result: Plan, gpu: str) -> GpuOption:
    return next(o for o in result.hardware.options if o.gpu == gpu)


def codes(reasons: list[Any]) -> set[str]:
    return {r.code for r in reasons}


MISTRAL_FSDP = {
    "task": "llm",
    "mode": "finetune",
    "model": {"preset": "mistral-7b"},
    "precision": "bf16",
    "batch_size": 2,
    "seq_len": 4096,
    "gradient_checkpointing": True,
    "sharding": "fsdp",
    "recipe": "torchtune",  # pure-bf16 FSDP (full_finetune_distributed): 24 GB cards fit
    "gpus": 8,
    "tokens_b": 2,
}


def test_a_gpu_with_a_tensor_figure_is_timed_on_it_not_on_fp32() -> None:
    result = plan(**MISTRAL_FSDP)
    rtx3090, rtx4090 = option(result, "rtx-3090"), option(result, "rtx-4090")
    assert rtx3090.est_hours is not None and rtx4090.est_hours is not None
    # 71 dense FP16 TFLOPS (FP32 accumulate) against the 4090's 165.2, not 35.7 FP32
    assert rtx3090.est_hours / rtx4090.est_hours == pytest.approx(165.2 / 71, rel=0.02)


def test_a_gpu_without_a_figure_at_the_precision_has_no_time_and_says_why() -> None:
    result = plan(**MISTRAL_FSDP)
    # memory and NVLink recorded, but no tensor-core figure read yet
    pro = option(result, "h100-nvl")
    assert pro.fits and pro.est_hours is None
    assert "hardware.option.time_unknown" in codes(pro.reasons)
    for o in result.hardware.options:
        assert "hardware.option.fp32_peak" not in codes(o.reasons)


def test_fp8_plans_offer_no_gpu_without_fp8_in_any_step() -> None:
    result = plan(**{**MISTRAL_FSDP, "precision": "fp8"})
    fp8 = {  # FP8 tensor cores: Ada, Hopper and Blackwell (compute capability 8.9 and up)
        g.id
        for g in KB.dataset("gpus", _catalog_type()).gpus
        if g.compute_capability and tuple(map(int, g.compute_capability.split("."))) >= (8, 9)
    }
    offered = {o.gpu for o in result.hardware.options if o.excluded_because is None}
    assert offered <= fp8
    assert result.hardware.choice.gpu in fp8
    assert result.infra is not None
    for place in result.infra.options:
        assert place.gpu in fp8 | _price_class_of(fp8), place


def _catalog_type() -> Any:
    from dlconfig.kb.gpus import GpuCatalog

    return GpuCatalog


def _price_class_of(gpus: set[str]) -> set[str]:
    """GPU ids of instances whose price class includes one of ``gpus``."""
    from dlconfig.kb.infra_data import PriceCatalog

    prices = KB.dataset("prices", PriceCatalog)
    return {i.gpu for i in prices.instances if set(i.also_gpus) & gpus}


@pytest.mark.parametrize(
    "workload",
    [
        {"task": "llm", "mode": "lora", "model": {"preset": "llama-3.1-70b"}},
        {"task": "speech", "mode": "finetune", "model": {"preset": "whisper-large-v3"}},
        {
            "task": "llm",
            "mode": "qlora",
            "model": {"preset": "qwen2.5-72b"},
            "target": "windows",
        },
    ],
    ids=["llama70b-lora", "whisper", "qwen72b-qlora-windows"],
)
def test_a_rack_is_not_offered_as_one_gpu(workload: dict[str, Any]) -> None:
    result = plan(**workload)
    assert result.hardware.choice.gpu != "gb200"
    gb200 = option(result, "gb200")
    assert not gb200.fits and gb200.excluded_because
    assert "hardware.option.sold_as_unit" in codes(gb200.reasons)
    assert "72" in gb200.excluded_because


def test_a_linux_only_host_is_not_offered_for_windows() -> None:
    result = plan(task="llm", mode="qlora", model={"preset": "qwen2.5-72b"}, target="wsl2", gpus=72)
    gb200 = option(result, "gb200")
    assert gb200.excluded_because and "hardware.option.host_os" in codes(gb200.reasons)


def test_the_chosen_gpu_is_the_decisions_and_says_why() -> None:
    result = plan(task="speech", mode="finetune", model={"preset": "whisper-large-v3"})
    chosen = next(o for o in result.hardware.options if o.is_chosen)
    reason = next(r for r in result.hardware.reasons if r.code == "hardware.decided")
    assert result.decision is not None and result.decision.chosen is not None
    assert chosen.gpu == result.decision.chosen.gpu
    assert reason.params["because"] == "objective"
    assert reason.params["objective"] == "balanced"


def test_a_budget_ranks_unpriced_gpus_after_priced_ones() -> None:
    result = plan(task="llm", mode="lora", budget_usd=500)
    fitting = [o for o in result.hardware.options if o.fits and o.excluded_because is None]

    def has_price(o: GpuOption) -> bool:  # its best candidate has a known cost
        return o.best is not None and o.best.cost_usd is not None

    priced = [i for i, o in enumerate(fitting) if has_price(o)]
    unpriced = [i for i, o in enumerate(fitting) if not has_price(o)]
    assert priced and unpriced
    assert max(priced) < min(unpriced)
    assert result.hardware.choice.gpu == fitting[0].gpu


def _chosen(result: Plan) -> GpuOption:
    return next(o for o in result.hardware.options if o.is_chosen)


def test_a_gpu_named_by_its_alias_is_honoured() -> None:
    result = plan(
        task="llm", mode="lora", gpu="RTX 4090", gradient_checkpointing=True, batch_size=1
    )
    assert result.hardware.choice.gpu == "rtx-4090"
    reason = next(r for r in result.hardware.reasons if r.code == "hardware.decided")
    assert reason.params["because"] == "asked"


def test_a_named_gpu_that_cannot_run_the_plan_says_why_and_what_instead() -> None:
    result = plan(task="llm", mode="lora", gpu="RTX 3060 12GB", precision="fp8")
    assert result.hardware.choice.gpu != "rtx-3060-12gb"
    reason = next(
        r for r in result.hardware.reasons if r.code == "hardware.request.gpu_not_planned"
    )
    assert reason.params["cause"] == "capability"
    assert reason.params["chosen"] == _chosen(result).name
    assert "RTX 3060 12GB" in reason.text and "fp8" in reason.text


def test_the_gpus_per_node_asked_for_are_not_reduced() -> None:
    result = plan(task="llm", mode="finetune", model={"preset": "llama-3.1-8b"}, gpus=4)
    assert result.hardware.choice.count * result.hardware.choice.nodes >= 4
    assert "hardware.request.layout_changed" in codes(result.hardware.reasons)


def test_the_nodes_asked_for_are_kept_and_a_change_of_sharding_is_explained() -> None:
    result = plan(
        task="llm",
        mode="finetune",
        model={"preset": "llama-3.1-70b"},
        gpus=8,
        nodes=4,
        sharding="fsdp",
        batch_size=4,  # 8 x 2,048 tokens: 65 GiB of activations per GPU even 8-way split
    )
    assert result.hardware.choice.count == 8
    assert result.hardware.choice.nodes == 4
    reason = next(r for r in result.hardware.reasons if r.code == "hardware.request.layout_changed")
    assert reason.params["asked_nodes"] == 4 and reason.params["asked_sharding"] == "fsdp"
    assert reason.params["strategy"] == f"strategy.{result.hardware.choice.strategy}"


@pytest.mark.parametrize(
    "workload",
    [
        {"task": "llm", "mode": "finetune", "model": {"preset": "llama-3.1-8b"}, "gpus": 4},
        {"task": "llm", "mode": "lora", "model": {"preset": "llama-3.1-70b"}},
        MISTRAL_FSDP,
    ],
    ids=["llama8b-4gpus", "llama70b-lora", "mistral-fsdp"],
)
def test_one_memory_per_gpu_figure_in_both_steps(workload: dict[str, Any]) -> None:
    result = plan(**workload)
    chosen = _chosen(result)
    assert chosen.vram_gib_per_gpu is not None
    assert result.requirements.vram_gib_per_gpu == pytest.approx(chosen.vram_gib_per_gpu, abs=0.01)
    parts = result.requirements.vram_breakdown_gib
    total = (
        parts.weights
        + parts.gradients
        + parts.optimizer
        + parts.activations
        + parts.kv_cache
        + parts.overhead
    )
    assert total == pytest.approx(result.requirements.vram_gib_per_gpu, abs=0.01)
