"""The pipeline step ``resolve_for_plan`` on recorded machines."""

from __future__ import annotations

from dlconfig.kb import KnowledgeBase
from dlconfig.models.choice import GpuChoice, HardwareChoice
from dlconfig.models.workload import Framework, ModelSpec, Target, Task, Workload
from dlconfig.plan.stack import resolve_for_plan
from tests.profiles import load_profile

KB = KnowledgeBase()


def _choice(gpu: str | None, count: int = 1) -> HardwareChoice:
    return HardwareChoice(choice=GpuChoice(gpu=gpu, count=count if gpu else 0))


def test_local_machine_keeps_installed_torch_and_python() -> None:
    profile = load_profile("consumer_gpu")  # RTX 4090, driver 550.120, torch 2.5.1+cu121, Py 3.11
    # a custom task needs no library that would ask for a newer torch
    workload = Workload(task=Task.CUSTOM, mode="train", model=ModelSpec(params_b=1.0))
    result = resolve_for_plan(workload, _choice("rtx-4090"), profile, KB)
    stack = result.stack
    assert stack is not None
    assert (stack.framework.version, stack.framework.variant) == ("2.5.1", "cu121")
    assert stack.python == "3.11"
    assert "installed" in stack.reasons[0].text


def test_installed_torch_too_old_for_the_lora_libraries_is_replaced() -> None:
    profile = load_profile("consumer_gpu")  # torch 2.5.1 installed; transformers 5 needs >= 2.6
    stack = resolve_for_plan(Workload(), _choice("rtx-4090"), profile, KB).stack
    assert stack is not None
    assert stack.framework.version != "2.5.1"
    installed = next(c for c in stack.considered if c.framework_version == "2.5.1")
    assert "library" in installed.excluded_by
    assert "requires torch>=2.6" in installed.why


def test_cloud_gpu_ignores_local_driver_and_install() -> None:
    profile = load_profile("consumer_gpu")
    stack = resolve_for_plan(Workload(), _choice("h100-sxm", 8), profile, KB).stack
    assert stack is not None
    assert stack.framework.version == "2.15.0"
    assert "installed" not in stack.reasons[0].text


def test_wsl2_machine_uses_windows_driver() -> None:
    profile = load_profile("wsl2")  # RTX 3080, Windows driver 566.36
    workload = Workload(target=Target.WSL2)
    stack = resolve_for_plan(workload, _choice("rtx-3080"), profile, KB).stack
    assert stack is not None
    assert stack.framework.variant == "cu126"  # 566 < 580: no CUDA 13 build
    assert stack.driver_min == "527.41"
    assert stack.wsl_steps
    assert stack.python != "3.10"  # installed 3.10.12 is past end of life (2026-10)


def test_macos_plan_is_mps_without_cuda() -> None:
    profile = load_profile("macos")
    workload = Workload(target=Target.MACOS)
    stack = resolve_for_plan(workload, _choice("apple-m2"), profile, KB).stack
    assert stack is not None and stack.cuda is None and stack.framework.variant == "mps"


def test_plan_without_gpu_is_cpu() -> None:
    stack = resolve_for_plan(Workload(), _choice(None), load_profile("no_gpu"), KB).stack
    assert stack is not None and stack.framework.variant == "cpu" and stack.cuda is None


def test_image_task_pins_torchvision() -> None:
    workload = Workload(
        task=Task.IMAGE_CLASSIFICATION, model=ModelSpec(params_b=0.025), framework=Framework.PYTORCH
    )
    stack = resolve_for_plan(workload, _choice("rtx-4090"), None, KB).stack
    assert stack is not None
    assert [p.name for p in stack.packages] == ["torch", "torchvision", "timm"]


def test_tensorflow_on_windows_machine_is_a_conflict() -> None:
    workload = Workload(framework=Framework.TENSORFLOW, target=Target.WINDOWS)
    result = resolve_for_plan(workload, _choice("rtx-4070"), load_profile("windows"), KB)
    assert result.stack is None and result.conflict is not None
    assert any("WSL2" in s for s in result.conflict.suggestions)


def test_workload_asking_for_no_gpu_gets_a_cpu_build_on_a_gpu_machine() -> None:
    from dlconfig.plan.pipeline import match_hardware
    from dlconfig.plan.workload import estimate

    profile = load_profile("consumer_gpu")  # RTX 4090 with torch 2.5.1+cu121 installed
    for asks in ({"gpus": 0}, {"gpu": "none"}, {"gpus": 0, "gpu": "cpu"}):
        workload = Workload.model_validate({"model": {"preset": "gpt2"}, "seq_len": 512, **asks})
        hardware = match_hardware(workload, estimate(workload, KB), profile, KB)
        stack = resolve_for_plan(workload, hardware, profile, KB).stack
        assert stack is not None and stack.cuda is None, asks
        assert stack.framework.variant == "cpu" and stack.driver_min is None


def test_macos_workload_gets_the_macos_build_without_cuda() -> None:
    """With or without GPUs asked for: macOS has no CUDA, so no stack conflict either."""
    from dlconfig.plan.pipeline import match_hardware
    from dlconfig.plan.workload import estimate

    for gpus in (0, 1):
        workload = Workload(
            target=Target.MACOS, gpus=gpus, model=ModelSpec(preset="gpt2"), seq_len=512
        )
        hardware = match_hardware(workload, estimate(workload, KB), load_profile("macos"), KB)
        assert hardware.choice.gpu is None
        result = resolve_for_plan(workload, hardware, load_profile("macos"), KB)
        assert result.conflict is None
        stack = result.stack
        assert stack is not None and stack.cuda is None and stack.framework.variant == "mps"
