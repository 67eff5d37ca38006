"""The workload's own libraries: chosen per task and mode, solved with the framework."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from packaging.version import Version
from pydantic import ValidationError

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.base import packaged_kb_root
from dlconfig.kb.catalog import DATASETS
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.libraries import LibraryCatalog, library_index
from dlconfig.models.choice import GpuChoice, HardwareChoice
from dlconfig.models.stack import Stack
from dlconfig.models.workload import Framework, Target, Workload
from dlconfig.plan.stack import StackRequest, resolve_for_plan, resolve_stack
from dlconfig.plan.stack_recipes import recipe_for

KB = KnowledgeBase()
HF_TRAIN = {"transformers", "trl", "accelerate", "datasets"}


def _choice(gpu: str | None, count: int = 1, nodes: int = 1) -> HardwareChoice:
    return HardwareChoice(choice=GpuChoice(gpu=gpu, count=count if gpu else 0, nodes=nodes))


def _stack(
    workload: dict[str, object], gpu: str | None, count: int = 1, kb: KnowledgeBase = KB
) -> Stack:
    result = resolve_for_plan(Workload.model_validate(workload), _choice(gpu, count), None, kb)
    assert result.conflict is None, result.conflict
    assert result.stack is not None
    return result.stack


def _names(stack: Stack) -> set[str]:
    return {p.name for p in stack.packages}


def _assert_recorded_and_explained(stack: Stack) -> None:
    """Every library pin is a release the knowledge base records, with a sourced reason."""
    index = library_index(KB.dataset("libraries", LibraryCatalog))
    for pin in stack.packages:
        assert pin.reason is not None, pin.name
        assert pin.reason.text and pin.reason.source and pin.reason.as_of, pin
        if pin.name in ("torch", "torchvision", "torchaudio", "tensorflow"):
            continue
        recorded = {str(r.version) for r in index.releases[pin.name]}
        assert pin.version in recorded, pin
        assert pin.version in pin.reason.text


def _assert_consistent(stack: Stack) -> None:
    """Each pin's recorded Requires-Dist holds for every other pin of the stack."""
    index = library_index(KB.dataset("libraries", LibraryCatalog))
    versions = {p.name: Version(p.version) for p in stack.packages}
    versions["torch" if stack.framework.name == "pytorch" else "tensorflow"] = Version(
        stack.framework.version
    )
    for pin in stack.packages:
        rel = next(
            (r for r in index.releases.get(pin.name, ()) if str(r.version) == pin.version), None
        )
        if rel is None:
            continue
        for req in rel.requires:
            if req.name in versions:
                assert versions[req.name] in req.specifier, (
                    pin.name,
                    req.display_name,
                    req.specifier,
                )


def test_lora_llama_gets_the_hugging_face_training_stack() -> None:
    stack = _stack({"task": "llm", "mode": "lora", "model": {"preset": "llama-3.1-8b"}}, "h100-sxm")
    assert HF_TRAIN | {"peft"} <= _names(stack)
    assert "bitsandbytes" not in _names(stack) and "deepspeed" not in _names(stack)
    _assert_recorded_and_explained(stack)
    _assert_consistent(stack)
    transformers = next(p for p in stack.packages if p.name == "transformers")
    assert transformers.reason is not None
    assert "requires torch>=2.6" in transformers.reason.text


def test_lora_on_hopper_adds_flash_attention_and_says_it_needs_nvcc() -> None:
    stack = _stack({"task": "llm", "mode": "lora", "model": {"preset": "llama-3.1-8b"}}, "h100-sxm")
    flash = next(p for p in stack.packages if p.name == "flash-attn")
    assert flash.reason is not None and "nvcc" in flash.reason.text
    assert flash.is_source_build
    assert stack.needs_toolkit


def test_flash_attention_is_left_out_on_a_gpu_it_does_not_support_and_says_why() -> None:
    stack = _stack({"task": "llm", "mode": "lora", "model": {"preset": "llama-3.1-8b"}}, "rtx-5090")
    assert "flash-attn" not in _names(stack)
    skipped = [r for r in stack.reasons if r.code == "stack.library.skipped"]
    assert skipped and "compute capability 8.0 to 9.0" in skipped[0].text


def test_qlora_on_wsl2_adds_bitsandbytes() -> None:
    stack = _stack(
        {"task": "llm", "mode": "qlora", "model": {"preset": "llama-3.1-8b"}, "target": "wsl2"},
        "rtx-4090",
    )
    assert HF_TRAIN | {"peft", "bitsandbytes"} <= _names(stack)
    _assert_recorded_and_explained(stack)
    _assert_consistent(stack)


def test_fsdp_full_finetune_needs_no_adapters_and_no_deepspeed() -> None:
    stack = _stack(
        {"task": "llm", "mode": "finetune", "model": {"preset": "mistral-7b"}, "sharding": "fsdp"},
        "h100-sxm",
        8,
    )
    assert _names(stack) >= HF_TRAIN
    assert not {"peft", "deepspeed", "bitsandbytes"} & _names(stack)


def test_zero3_multi_node_adds_deepspeed_and_the_toolkit() -> None:
    stack = _stack(
        {
            "task": "llm",
            "mode": "finetune",
            "model": {"preset": "llama-3.1-70b"},
            "sharding": "zero3",
            "gpus": 16,
            "nodes": 2,
        },
        "h100-sxm",
        8,
    )
    assert "deepspeed" in _names(stack) and stack.needs_toolkit
    deepspeed = next(p for p in stack.packages if p.name == "deepspeed")
    assert deepspeed.reason is not None and "nvcc" in deepspeed.reason.text
    _assert_consistent(stack)


def test_70b_serving_on_linux_is_vllm_whose_torch_pin_chooses_torch() -> None:
    stack = _stack(
        {"task": "llm", "mode": "inference", "model": {"preset": "llama-3.1-70b"}}, "h100-sxm", 4
    )
    vllm = next(p for p in stack.packages if p.name == "vllm")
    index = library_index(KB.dataset("libraries", LibraryCatalog))
    rel = next(r for r in index.releases["vllm"] if str(r.version) == vllm.version)
    torch_pin = next(r for r in rel.requires if r.name == "torch")
    assert str(torch_pin.specifier) == f"=={stack.framework.version}"
    assert stack.framework.variant == rel.release.torch_variant
    pinned = next(r for r in stack.reasons if r.code == "stack.framework.pinned_by")
    assert f"torch=={stack.framework.version}" in pinned.text and pinned.source
    assert stack.framework.version != "2.15.0"  # the newest torch, which no vLLM pins
    _assert_consistent(stack)


def test_vllm_on_a_driver_too_old_for_its_torch_build_is_a_conflict_naming_the_driver() -> None:
    gpu = KB.dataset("gpus", GpuCatalog).by_id("h100-sxm")
    workload = Workload.model_validate(
        {"task": "llm", "mode": "inference", "model": {"preset": "llama-3.1-70b"}}
    )
    request = StackRequest(
        target=Target.LINUX,
        framework=Framework.PYTORCH,
        gpu=gpu,
        driver="550.54.15",
        recipe=recipe_for(workload, gpu),
    )
    result = resolve_stack(request, KB)
    assert result.stack is None and result.conflict is not None
    assert any("upgrade the NVIDIA driver to >= 580" in s for s in result.conflict.suggestions)
    assert any("vllm" in c for c in result.conflict.constraints)


def test_llm_inference_on_macos_is_served_by_ollama_outside_pip() -> None:
    stack = _stack(
        {
            "task": "llm",
            "mode": "inference",
            "model": {"preset": "llama-3.1-8b"},
            "target": "macos",
        },
        "apple-m2",
    )
    assert "vllm" not in _names(stack)
    assert stack.serving is not None and stack.serving.name == "ollama"
    assert stack.serving.kind == "app" and stack.serving.install_url
    assert stack.serving.reason is not None and "outside pip" in stack.serving.reason.text


def test_tensorflow_inference_service_runs_the_serving_image_of_its_release() -> None:
    stack = _stack(
        {
            "task": "image_classification",
            "mode": "inference",
            "framework": "tensorflow",
            "model": {"preset": "resnet-50"},
        },
        "l4",
    )
    assert stack.serving is not None and stack.serving.image is not None
    assert stack.serving.image.startswith("tensorflow/serving:")
    assert stack.serving.image.endswith("-gpu")
    assert stack.serving.version is not None
    serving = Version(stack.serving.version)
    assert Version(stack.framework.version).release[:2] == serving.release[:2]
    assert "keras" in _names(stack)
    _assert_recorded_and_explained(stack)


def test_sdxl_lora_gets_diffusers_transformers_peft_accelerate() -> None:
    stack = _stack({"task": "diffusion", "mode": "lora", "model": {"preset": "sdxl"}}, "rtx-4090")
    assert {"diffusers", "transformers", "peft", "accelerate"} <= _names(stack)
    _assert_recorded_and_explained(stack)
    _assert_consistent(stack)


def test_vit_training_gets_torchvision_and_timm() -> None:
    stack = _stack(
        {"task": "image_classification", "mode": "train", "model": {"preset": "vit-b-16"}},
        "a100-sxm4-80gb",
    )
    assert {"torchvision", "timm"} <= _names(stack)
    _assert_recorded_and_explained(stack)


def test_whisper_finetune_gets_transformers_datasets_and_audio_io() -> None:
    stack = _stack(
        {"task": "speech", "mode": "finetune", "model": {"preset": "whisper-large-v3"}},
        "a100-sxm4-80gb",
    )
    assert {"transformers", "datasets", "soundfile", "librosa", "torchaudio"} <= _names(stack)
    _assert_recorded_and_explained(stack)
    _assert_consistent(stack)


def test_pytorch_variant_index_is_an_extra_index_and_a_user_mirror_is_the_main_one() -> None:
    mirror = "https://mirror.example.org/simple"
    stack = _stack(
        {
            "task": "llm",
            "mode": "inference",
            "model": {"preset": "llama-3.1-70b"},
            "index_url": mirror,
            "extra_index_urls": ["https://extra.example.org/simple"],
        },
        "h100-sxm",
        4,
    )
    torch = next(p for p in stack.packages if p.name == "torch")
    assert torch.index_url is not None and torch.index_url.endswith(f"/{stack.framework.variant}")
    assert stack.index_url == mirror
    assert stack.extra_index_urls == [torch.index_url, "https://extra.example.org/simple"]
    assert stack.requirement_lines[:3] == [
        f"--index-url {mirror}",
        f"--extra-index-url {torch.index_url}",
        "--extra-index-url https://extra.example.org/simple",
    ]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("index_url", "ftp://mirror.example.org/simple"),
        ("index_url", "https://mirror.example.org/a b"),
        ("extra_index_urls", ["https:///no-host"]),
        ("extra_index_urls", ['https://x.example.org/"q"']),
    ],
)
def test_a_bad_mirror_url_names_the_field(field: str, value: object) -> None:
    with pytest.raises(ValidationError) as err:
        Workload.model_validate({field: value})
    assert field in str(err.value)


def test_kb_check_covers_the_libraries_dataset() -> None:
    assert DATASETS["libraries"] is LibraryCatalog
    catalog = KB.dataset("libraries", LibraryCatalog)
    for lib in catalog.libraries:
        for rel in lib.releases:
            assert rel.source and rel.as_of


def _kb_with_libraries(tmp_path: Path, edit: dict[str, object]) -> KnowledgeBase:
    root = tmp_path / "kb"
    shutil.copytree(str(packaged_kb_root()), root)
    data = yaml.safe_load((root / "libraries.yaml").read_text(encoding="utf-8"))
    for lib in data["libraries"]:
        if lib["name"] in edit:
            for rel in lib["releases"]:
                rel["requires_dist"] = edit[lib["name"]]
    (root / "libraries.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    return KnowledgeBase(root)


def test_libraries_that_cannot_be_installed_together_are_a_conflict(tmp_path: Path) -> None:
    # every recorded datasets release asks for a huggingface-hub no transformers accepts
    kb = _kb_with_libraries(tmp_path, {"datasets": ["huggingface-hub<1.0"]})
    workload = Workload.model_validate({"task": "llm", "mode": "lora"})
    result = resolve_for_plan(workload, _choice("h100-sxm"), None, kb)
    assert result.stack is None and result.conflict is not None
    assert result.conflict.code == "stack.conflict.library"
    clash = next(d for d in result.conflict.details if d.code.startswith("stack.violation"))
    assert clash.code == "stack.violation.together.library_shared"
    assert (clash.params["other"], clash.params["other_requirement"]) == (
        "datasets",
        "huggingface-hub<1.0",
    )
    assert str(clash.params["requirement"]).startswith("huggingface-hub")


def test_a_bad_requirement_in_the_libraries_dataset_is_refused(tmp_path: Path) -> None:
    kb = _kb_with_libraries(tmp_path, {"peft": ["torch>=>2"]})
    with pytest.raises(Exception, match="libraries"):
        kb.dataset("libraries", LibraryCatalog)


def test_a_release_needing_a_dependency_the_index_lacks_is_never_pinned() -> None:
    """transformers 5.25.0 requires kernels 0.19, which the package index does not hold:
    uv pip compile finds no solution for it, so the plan pins an older transformers."""
    stack = _stack({"task": "llm", "mode": "lora"}, "h100-sxm")
    transformers = next(p for p in stack.packages if p.name == "transformers")
    assert Version(transformers.version) < Version("5.25.0")
    serving = _stack({"task": "llm", "mode": "inference"}, "h100-sxm", 2)
    vllm = next(p for p in serving.packages if p.name == "vllm")
    assert Version(vllm.version) < Version("0.34.0")  # it pins flashinfer-python 0.7.3


def test_only_uninstallable_releases_are_a_conflict_naming_the_missing_dependency(
    tmp_path: Path,
) -> None:
    kb = _kb_with_libraries(tmp_path, {"peft": ["kernels>=9.0"]})
    workload = Workload.model_validate({"task": "llm", "mode": "lora"})
    result = resolve_for_plan(workload, _choice("h100-sxm"), None, kb)
    assert result.stack is None and result.conflict is not None
    missing = [d for d in result.conflict.details if d.code.startswith("stack.violation")]
    assert [d.code for d in missing] == ["stack.violation.library_dependency_absent"]
    said = missing[0].params
    assert (said["name"], said["requirement"], said["newest"]) == ("peft", "kernels>=9.0", "0.17.2")


@pytest.mark.parametrize(
    ("task", "preset", "has_trl"),
    [("text_classification", "bert-base", False), ("llm", "llama-3.1-8b", True)],
)
def test_trl_only_for_generative_fine_tuning(task: str, preset: str, has_trl: bool) -> None:
    """A BERT classifier trains with transformers' Trainer; trl's trainers are for LLMs."""
    workload = Workload.model_validate(
        {"task": task, "mode": "finetune", "model": {"preset": preset}}
    )
    names = recipe_for(workload, None).names
    assert "transformers" in names and "datasets" in names
    assert ("trl" in names) is has_trl
