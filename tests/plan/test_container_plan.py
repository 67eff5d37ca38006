"""plan_container: base images, build shape, run shape and reasons for each kind of plan."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from dlconfig.kb import KnowledgeBase, packaged_kb_root
from dlconfig.kb.images import ImageCatalog
from dlconfig.models.container import ContainerSpec
from dlconfig.models.plan import Plan
from dlconfig.plan.container import dns1123_label, plan_container

PLANS = Path(__file__).resolve().parents[1] / "data" / "plans"


def _replan(name: str, kb: KnowledgeBase, **stack_update: object) -> ContainerSpec:
    plan = Plan.model_validate_json((PLANS / f"{name}.json").read_text(encoding="utf-8"))
    assert plan.stack and plan.requirements and plan.hardware
    stack = plan.stack.model_copy(update=stack_update)
    return plan_container(plan.workload, plan.requirements, plan.hardware, stack, kb)


def _codes(spec: ContainerSpec) -> set[str]:
    return {r.code for r in spec.reasons}


def test_fixtures_match_what_the_planner_says_today(kb: KnowledgeBase) -> None:
    """The stored container sections are the planner's output (regenerate them if not)."""
    for path in sorted(PLANS.glob("*.json")):
        plan = Plan.model_validate_json(path.read_text(encoding="utf-8"))
        assert plan.stack and plan.requirements and plan.hardware
        fresh = plan_container(plan.workload, plan.requirements, plan.hardware, plan.stack, kb)
        assert fresh == plan.container, path.name


def test_single_gpu_pytorch_uses_the_cuda_runtime_image(kb: KnowledgeBase) -> None:
    spec = _replan("linux_single_gpu_pytorch", kb)
    assert spec.runtime_image == "nvidia/cuda:12.8.1-runtime-ubuntu24.04"
    assert spec.build_image == spec.runtime_image  # nothing to compile
    assert spec.k8s_kind == "Job" and spec.gpus_per_node == 1 and spec.procs_per_node == 1
    assert {
        "container.base.cuda_runtime",
        "container.build.same_base",
        "container.k8s.job",
    } <= _codes(spec)
    assert spec.framework_image == "pytorch/pytorch:2.9.1-cuda12.8-cudnn9-runtime"


def test_compiling_plans_get_a_devel_build_stage_on_the_same_ubuntu(kb: KnowledgeBase) -> None:
    spec = _replan("linux_single_gpu_pytorch", kb, needs_toolkit=True)
    assert spec.build_image is not None and "devel" in spec.build_image
    assert spec.build_image.endswith("ubuntu24.04") and spec.runtime_image
    assert spec.runtime_image.endswith("ubuntu24.04")
    assert "container.build.devel" in _codes(spec)


def test_tensorflow_gets_cudnn_and_one_process_per_node(kb: KnowledgeBase) -> None:
    spec = _replan("tensorflow_multi_gpu", kb)
    assert spec.runtime_image == "nvidia/cuda:12.5.1-cudnn-runtime-ubuntu22.04"
    assert spec.gpus_per_node == 4 and spec.procs_per_node == 1


def test_multi_node_pytorch_uses_trainer_v2_with_a_legacy_option(kb: KnowledgeBase) -> None:
    spec = _replan("linux_multinode_pytorch", kb)
    assert spec.k8s_kind == "TrainJob" and spec.multi_node_engine == "kubeflow-trainer-v2"
    assert spec.operator_version == "v2.3.0" and spec.legacy_engine == "pytorchjob-v1"
    assert spec.nodes == 4 and spec.procs_per_node == 8 == spec.gpus_per_node
    assert "k8s/legacy/pytorchjob.yaml" in spec.files
    assert spec.gpu_product_label == "A100-SXM4-40GB"  # from the GPU catalog


def test_multi_node_tensorflow_sets_tf_config(kb: KnowledgeBase) -> None:
    spec = _replan("tensorflow_multi_node", kb)
    assert spec.multi_node_engine == "tf-multiworker" and spec.nodes == 3
    assert "container.k8s.tf_config" in _codes(spec)


def test_inference_is_a_deployment_with_a_service(kb: KnowledgeBase) -> None:
    spec = _replan("inference_service", kb)
    assert spec.k8s_kind == "Deployment" and spec.service_port == 8000
    assert {"k8s/deployment.yaml", "k8s/service.yaml"} <= set(spec.files)


@pytest.mark.parametrize("name", ["cpu_only_laptop", "macos_mps"])
def test_without_an_nvidia_gpu_the_image_is_python_slim(kb: KnowledgeBase, name: str) -> None:
    spec = _replan(name, kb)
    assert spec.runtime_image == "python:3.12-slim-bookworm"
    assert spec.gpus_per_node == 0
    expected = (
        "container.base.macos_cpu_only" if name == "macos_mps" else "container.base.python_slim"
    )
    assert expected in _codes(spec)


def test_unknown_cuda_falls_back_to_an_older_minor_then_to_python(kb: KnowledgeBase) -> None:
    spec = _replan("linux_single_gpu_pytorch", kb, cuda="12.10")
    assert spec.runtime_image == "nvidia/cuda:12.9.1-runtime-ubuntu24.04"
    spec = _replan("linux_single_gpu_pytorch", kb, cuda="11.2")
    assert spec.runtime_image == "python:3.12-slim-bookworm"
    assert "container.base.no_cuda_tag" in _codes(spec)


def test_every_choice_has_a_reason_and_every_tag_is_pinned(kb: KnowledgeBase) -> None:
    catalog = kb.dataset("images", ImageCatalog)
    tags = {f"nvidia/cuda:{i.tag}" for i in catalog.cuda_images} | {
        f"python:{i.tag}" for i in catalog.python_images
    }
    for path in sorted(PLANS.glob("*.json")):
        spec = Plan.model_validate_json(path.read_text(encoding="utf-8")).container
        assert spec is not None
        assert spec.runtime_image in tags and spec.build_image in tags
        assert ":latest" not in spec.model_dump_json()
        assert len(spec.reasons) >= 4
        assert all(r.text for r in spec.reasons)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("My Project!", "my-project"),
        ("../../etc", "etc"),
        ("中文", "dlconfig"),
        ("9lives", "dlconfig-9lives"),
        ("a" * 80, "a" * 63),
    ],
)
def test_dns1123_labels(text: str, label: str) -> None:
    assert dns1123_label(text, "dlconfig") == label


def test_cuda_images_get_the_plans_python_from_uv(kb: KnowledgeBase) -> None:
    """CUDA images carry no Python: uv installs exactly the plan's Python, said in a Reason."""
    for python in ("3.12", "3.14"):
        spec = _replan("linux_single_gpu_pytorch", kb, python=python)
        assert (spec.python, spec.python_from) == (python, "uv")
        assert spec.uv_version == kb.dataset("images", ImageCatalog).uv.version  # type: ignore[union-attr]
        reason = next(r for r in spec.reasons if r.code == "container.python.uv")
        assert reason.params["python"] == python and reason.params["install_dir"] == "/opt/python"
        assert reason.source and reason.source.startswith("https://docs.astral.sh/uv/")
        assert "container.python.distro" not in _codes(spec)


def test_python_images_run_their_own_python_only_when_it_is_the_plans(kb: KnowledgeBase) -> None:
    spec = _replan("cpu_only_laptop", kb)
    assert spec.runtime_image == "python:3.12-slim-bookworm"
    assert (spec.python, spec.python_from) == ("3.12", "image")
    assert "container.python.image" in _codes(spec)
    # no python:3.15 image is recorded: the newest older one, with the plan's Python from uv
    spec = _replan("cpu_only_laptop", kb, python="3.15")
    assert spec.runtime_image == "python:3.14-slim-bookworm"
    assert (spec.python, spec.python_from) == ("3.15", "uv")


def test_without_a_uv_record_the_reason_says_the_python_can_differ(tmp_path: Path) -> None:
    root = packaged_kb_root()
    for item in root.iterdir():
        if item.name.endswith(".yaml"):
            (tmp_path / item.name).write_bytes(item.read_bytes())
    images = yaml.safe_load((tmp_path / "images.yaml").read_text(encoding="utf-8"))
    del images["uv"]
    (tmp_path / "images.yaml").write_text(yaml.safe_dump(images), encoding="utf-8")
    old_kb = KnowledgeBase(tmp_path)
    spec = _replan("linux_single_gpu_pytorch", old_kb)
    assert (spec.python, spec.python_from) == (None, "apt")
    distro = next(r for r in spec.reasons if r.code == "container.python.distro")
    assert "can differ from the plan's Python 3.12" in distro.text
