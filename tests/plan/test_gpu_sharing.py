"""Small inference on an H100 is offered a MIG profile that fits and time-slicing; an
RTX 4090 gets time-slicing only and is told why; a MIG profile that does not fit is a
conflict naming the one that would; the bundles' sharing manifests validate."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
import yaml
from yamllint import linter

from dlconfig.export.bundle import render_files
from dlconfig.kb import KnowledgeBase
from dlconfig.models.common import Reason
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan
from tests.export.test_bundle_checks import YAMLLINT, run_tool

SMALL = {"name": "small-serve", "task": "llm", "mode": "inference", "gpus": 1}


def _plan(**fields: object) -> Plan:
    workload = Workload.model_validate({**SMALL, **fields})
    return make_plan(workload, None, KnowledgeBase(), date(2026, 12, 2))


def _codes(plan: Plan) -> dict[str, Reason]:
    assert plan.container is not None
    return {r.code: r for r in plan.container.reasons if r.code.startswith("container.share")}


def test_small_inference_on_an_h100_gets_the_smallest_mig_profile_and_time_slicing() -> None:
    plan = _plan(gpu="h100-sxm")
    assert plan.requirements is not None
    need = plan.requirements.vram_gib_per_gpu
    assert 10 < need <= 20  # Llama 3.1 8B in bf16: more than 1g.10gb holds
    sharing = plan.container.gpu_sharing  # type: ignore[union-attr]
    assert sharing is not None
    assert sharing.mig_profile == "1g.20gb" and sharing.mig_count == 4
    assert "1g.10gb" not in sharing.mig_profiles
    assert sharing.time_slicing_replicas == 4  # 80 GiB / 18.2 GiB
    said = _codes(plan)
    mig, slicing = said["container.share.mig"].params, said["container.share.time_slicing"].params
    assert (mig["profile"], mig["count"], slicing["replicas"]) == ("1g.20gb", 4, 4)
    assert "container.share.quota" in said
    assert not plan.conflicts


def test_an_rtx_4090_gets_time_slicing_only_and_says_why() -> None:
    plan = _plan(gpu="rtx-4090", share_gpu=True)
    sharing = plan.container.gpu_sharing  # type: ignore[union-attr]
    assert sharing is not None and sharing.mig_profile is None and sharing.mig_profiles == []
    said = _codes(plan)
    assert "container.share.mig" not in said
    assert said["container.share.no_mig"].params["gpu"] == "GeForce RTX 4090"
    assert "container.share.time_slicing" in said
    why = next(r for r in plan.container.reasons if r.code == "container.share.no_mig")  # type: ignore[union-attr]
    assert (
        why.source == "https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-gpus.html"
    )


def test_a_large_training_job_is_not_offered_sharing() -> None:
    plan = _plan(mode="lora", gpu="h100-sxm")
    assert plan.container is not None and plan.container.gpu_sharing is None
    assert not _codes(plan)


@pytest.mark.parametrize(
    ("asked", "says"),
    [
        ("1g.10gb", "MIG profile 1g.10gb has 10 GB, less than the 18.2 GiB"),
        ("1g.18gb", "MIG profile 1g.18gb is not one of the NVIDIA H100 SXM5 80GB's"),
    ],
)
def test_a_mig_profile_that_does_not_fit_is_a_conflict_naming_the_one_that_would(
    asked: str, says: str
) -> None:
    plan = _plan(gpu="h100-sxm", mig_profile=asked)
    (conflict,) = plan.conflicts
    assert says in conflict.message
    assert conflict.suggestions == ["Ask for MIG profile 1g.20gb."]


def test_a_mig_profile_that_fits_is_used() -> None:
    plan = _plan(gpu="h100-sxm", mig_profile="3g.40gb")
    assert not plan.conflicts
    assert plan.container.gpu_sharing.mig_profile == "3g.40gb"  # type: ignore[union-attr]


def _write(plan: Plan, folder: Path) -> Path:
    for rel, content in render_files(plan, KnowledgeBase()).items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            path.write_text(content, encoding="utf-8")
        else:
            path.write_bytes(content)
    return folder


def test_sharing_manifests_validate(tmp_path: Path) -> None:
    h100 = _write(_plan(gpu="h100-sxm"), tmp_path / "h100")
    rtx = _write(_plan(gpu="rtx-4090", share_gpu=True), tmp_path / "rtx")
    assert {p.name for p in (h100 / "k8s/gpu-sharing").iterdir()} == {
        "mig-config.yaml",
        "time-slicing.yaml",
        "quota.yaml",
    }
    assert {p.name for p in (rtx / "k8s/gpu-sharing").iterdir()} == {
        "time-slicing.yaml",
        "quota.yaml",
    }
    files = sorted([*h100.glob("k8s/gpu-sharing/*.yaml"), *rtx.glob("k8s/gpu-sharing/*.yaml")])
    for path in files:
        assert not list(linter.run(path.read_text(encoding="utf-8"), YAMLLINT)), path
    run = run_tool("kubernetes-validate", "--strict", "--quiet", *map(str, files))
    assert run.returncode == 0, run.stdout + run.stderr
    plugin = yaml.safe_load(
        yaml.safe_load((h100 / "k8s/gpu-sharing/time-slicing.yaml").read_text())["data"]["any"]
    )
    assert plugin["sharing"]["timeSlicing"]["resources"] == [
        {"name": "nvidia.com/gpu", "replicas": 4}
    ]
    layout = yaml.safe_load(
        yaml.safe_load((h100 / "k8s/gpu-sharing/mig-config.yaml").read_text())["data"][
            "config.yaml"
        ]
    )
    assert layout["mig-configs"]["all-1g.20gb"][0]["mig-devices"] == {"1g.20gb": 4}
    quota = yaml.safe_load((h100 / "k8s/gpu-sharing/quota.yaml").read_text())
    assert quota["spec"]["hard"] == {
        "requests.nvidia.com/gpu": "1",
        "requests.nvidia.com/mig-1g.20gb": "1",
    }
    readme = (rtx / "README.md").read_text(encoding="utf-8")
    said = _codes(_plan(gpu="rtx-4090", share_gpu=True))
    assert said["container.share.time_slicing"].text in readme
    assert said["container.share.no_mig"].text in readme
