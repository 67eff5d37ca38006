"""AMD GPUs in the decision: a workload that names one is planned on it (PyTorch's ROCm
build, amdgpu, no price guessed); an open choice keeps them out with a reason; a library
with its own GPU kernels and no ROCm support on record rules them out, naming it."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.models.choice import GpuOption
from dlconfig.models.common import Reason
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import default_workload
from tests.kb_copies import copy_packaged_kb

TODAY = date(2026, 12, 4)


def _plan(kb: KnowledgeBase | None = None, **update: object) -> Plan:
    data = {**default_workload().model_dump(mode="json"), **update}
    return make_plan(Workload.model_validate(data), None, kb or KB, TODAY)


KB = KnowledgeBase()


def _option(plan: Plan, gpu: str) -> GpuOption:
    assert plan.hardware is not None
    return next(o for o in plan.hardware.options if o.gpu == gpu)


def _codes(reasons: list[Reason]) -> set[str]:
    return {r.code for r in reasons}


def test_a_lora_naming_mi300x_is_planned_on_it_with_pytorchs_rocm_build() -> None:
    plan = _plan(gpu="mi300x")
    assert plan.hardware is not None and plan.stack is not None and plan.decision is not None
    choice = plan.hardware.choice
    # sold only in 8-GPU servers: a whole server, as for NVIDIA's HGX parts
    assert (choice.gpu, choice.count, choice.nodes) == ("mi300x", 8, 1)
    assert plan.decision.chosen is not None and plan.decision.chosen.gpu == "mi300x"
    assert "hardware.decided" in _codes(plan.hardware.reasons)
    # the estimate uses its 192 GiB; no bf16 peak is recorded, so no time is guessed
    option = _option(plan, "mi300x")
    assert option.fits and option.est_hours is None
    assert "hardware.option.time_unknown" in _codes(option.reasons)
    # the stack: PyTorch's ROCm build, amdgpu, no CUDA and no NVIDIA driver floor
    variant = plan.stack.framework.variant or ""
    assert variant.startswith("rocm"), variant
    assert plan.stack.cuda is None and plan.stack.driver_min is None
    texts = " ".join(r.text for r in plan.stack.reasons)
    assert "amdgpu" in texts and "NVIDIA" not in texts
    # no price on record for AMD GPUs: none is made up
    assert plan.decision.chosen.cost_usd is None
    assert plan.infra is not None
    assert "infra.no_cloud_offer" in _codes(plan.infra.reasons)


def test_the_container_plan_of_an_amd_gpu_is_rocm_not_nvidia() -> None:
    plan = _plan(gpu="mi300x")
    spec = plan.container
    assert spec is not None
    assert spec.gpu_vendor == "amd" and spec.gpus_per_node == 8
    assert spec.base_image.startswith("rocm/pytorch:rocm7.2_")
    assert spec.amd_access is not None
    assert spec.amd_access.devices == ["/dev/kfd", "/dev/dri"]
    assert spec.amd_access.groups == ["video", "render"]
    assert spec.amd_access.k8s_resource == "amd.com/gpu"
    codes = _codes(spec.reasons)
    assert {"container.base.rocm_pytorch", "container.amd.devices"} <= codes
    assert "container.k8s.gpu_placement_unlabelled" not in codes


def test_an_open_choice_keeps_amd_gpus_out_and_says_how_to_ask_for_one() -> None:
    plan = _plan()
    assert plan.hardware is not None
    chosen = plan.hardware.choice.gpu
    assert chosen is not None and not chosen.startswith(("mi3", "radeon", "rx-"))
    for gpu in ("mi300x", "mi325x", "mi355x", "radeon-pro-w7900", "rx-7900-xtx"):
        option = _option(plan, gpu)
        assert option.count == 0 and not option.fits
        (reason,) = option.reasons
        assert reason.code == "hardware.excluded.amd_not_named"
        assert f"gpu: {gpu}" in reason.text


def test_qlora_on_mi300x_runs_bitsandbytes_as_its_rocm_support_is_recorded() -> None:
    plan = _plan(gpu="mi300x", mode="qlora")
    assert plan.hardware is not None and plan.stack is not None
    assert plan.hardware.choice.gpu == "mi300x"
    assert "bitsandbytes" in {p.name for p in plan.stack.packages}
    cited = [r for r in _option(plan, "mi300x").reasons if r.code == "hardware.option.rocm_library"]
    assert [r.params["library"] for r in cited] == ["bitsandbytes"]
    assert cited[0].source is not None and "bitsandbytes" in cited[0].source


@pytest.fixture
def kb_without_rocm_bitsandbytes(tmp_path: Path) -> KnowledgeBase:
    root = copy_packaged_kb(tmp_path / "kb")
    libraries = root / "libraries.yaml"
    text = libraries.read_text(encoding="utf-8")
    assert text.count("is_supported: true") == 1
    libraries.write_text(
        text.replace("is_supported: true", "is_supported: false"), encoding="utf-8"
    )
    return KnowledgeBase(root)


def test_qlora_on_mi300x_is_refused_naming_bitsandbytes_when_rocm_is_unsupported(
    kb_without_rocm_bitsandbytes: KnowledgeBase,
) -> None:
    plan = _plan(kb_without_rocm_bitsandbytes, gpu="mi300x", mode="qlora")
    assert plan.hardware is not None
    option = _option(plan, "mi300x")
    assert option.count == 0 and option.excluded_because is not None
    assert "bitsandbytes" in option.excluded_because
    assert "ROCm" in option.excluded_because
    assert plan.hardware.choice.gpu != "mi300x"
    (request,) = [r for r in plan.hardware.reasons if r.code == "hardware.request.gpu_not_planned"]
    assert request.params["library"] == "bitsandbytes"
    assert "bitsandbytes" in request.text


def test_zero3_on_mi300x_is_refused_naming_deepspeed_without_rocm_support_on_record() -> None:
    plan = _plan(gpu="mi300x", sharding="zero3")
    option = _option(plan, "mi300x")
    assert option.count == 0
    (reason,) = option.reasons
    assert reason.code == "hardware.excluded.rocm_library"
    assert reason.params == {"library": "deepspeed", "recorded": False}


def test_an_amd_gpu_with_tensorflow_is_refused_naming_the_rocm_builds_it_plans() -> None:
    plan = _plan(gpu="mi300x", framework="tensorflow", mode="inference")
    option = _option(plan, "mi300x")
    assert option.count == 0
    (reason,) = option.reasons
    assert reason.code == "hardware.excluded.amd_stack"


def test_serving_on_mi300x_decodes_at_its_recorded_bandwidth() -> None:
    data = {
        **default_workload().model_dump(mode="json"),
        "mode": "inference",
        "gpu": "mi300x",
    }
    plan = make_plan(Workload.model_validate(data), None, KB, TODAY)
    assert plan.hardware is not None and plan.hardware.choice.gpu == "mi300x"
    (speed,) = [
        r for r in _option(plan, "mi300x").reasons if r.code == "hardware.option.decode_speed"
    ]
    assert speed.params["bandwidth_gbs"] == 5300
    assert plan.container is not None and plan.container.k8s_kind == "Deployment"
    assert plan.container.gpu_vendor == "amd"
