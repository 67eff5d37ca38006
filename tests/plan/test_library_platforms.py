"""Per-platform records of the compiled workload libraries (libraries.yaml ``platforms``):
a library without a wheel for the plan's platform or Python is refused with a reason naming
it and the platform; on native Windows the fix is the WSL2 route, as for flash-attn."""

from __future__ import annotations

from dataclasses import replace

from packaging.version import Version

from dlconfig.kb.libraries import LibraryCatalog, PlatformBuild, library_index
from dlconfig.models.choice import GpuChoice, HardwareChoice
from dlconfig.models.workload import Framework, Target, Workload
from dlconfig.plan.stack import StackRequest, resolve_for_plan, resolve_stack
from dlconfig.plan.stack_libraries import LibraryEnv, LibrarySolver
from dlconfig.plan.stack_recipes import LibraryNeed, Recipe
from tests.plan.stack_cases import KB, case_gpu

_CATALOG = KB.dataset("libraries", LibraryCatalog)
_READ_PER_PLATFORM = (
    "bitsandbytes",
    "flash-attn",
    "xformers",
    "deepspeed",
    "vllm",
    "triton",
    "jax",
    "megatron-core",
)


def _library(name: str):
    return next(lib for lib in _CATALOG.libraries if lib.name == name)


def test_the_compiled_libraries_are_read_per_platform_with_source_and_date() -> None:
    for name in _READ_PER_PLATFORM:
        for rel in _library(name).releases:
            assert rel.platforms is not None and rel.wheels is None, (name, rel.version)
            assert {p.platform for p in rel.platforms} == {
                "linux_x86_64",
                "linux_aarch64",
                "windows",
                "macos",
            }
            for build in rel.platforms:
                assert build.source.startswith("package index metadata: read through pip")
                assert build.as_of is not None
            assert rel.sdist is not None


def test_recorded_wheel_facts() -> None:
    """A few of the recorded facts: xformers has no aarch64 or macOS wheel, vLLM's wheels
    are CUDA 13 builds for Linux only, triton has no Windows wheel and no sdist."""
    xformers = _library("xformers").releases[0]
    assert xformers.wheel_keys == ("linux_x86_64", "windows")
    vllm = _library("vllm").releases[0].platform_build("linux_aarch64")
    assert vllm is not None and (vllm.build, vllm.cuda) == ("cuda", "13")
    triton = _library("triton").releases[0]
    assert triton.sdist is False
    windows = triton.platform_build("windows")
    assert windows is not None and windows.dist == "none"


def _request(target: Target, gpu: str, *names: str) -> StackRequest:
    recipe = Recipe("test", tuple(LibraryNeed(n, "test") for n in names))
    return StackRequest(
        target=target, framework=Framework.PYTORCH, gpu=case_gpu(gpu), recipe=recipe
    )


def _library_details(result) -> list:
    assert result.conflict is not None and result.conflict.code == "stack.conflict.library"
    return [d for d in result.conflict.details if d.code.startswith("stack.violation.library")]


def test_a_library_without_a_windows_wheel_on_native_windows_points_to_wsl2() -> None:
    result = resolve_stack(_request(Target.WINDOWS, "rtx-4090", "triton"), KB)
    (detail, *_) = _library_details(result)
    assert detail.code == "stack.violation.library_no_wheel"
    assert detail.params["name"] == "triton" and detail.params["target"] == "windows"
    fixes = [f for f in result.conflict.fixes if f.code == "stack.fix.library_wsl2"]
    assert fixes and "WSL2" in fixes[0].text and "triton" in fixes[0].text
    # the same library in WSL2 installs
    wsl = resolve_stack(_request(Target.WSL2, "rtx-4090", "triton"), KB)
    assert wsl.stack is not None
    assert "triton" in {p.name for p in wsl.stack.packages}


def test_aarch64_grace_host_refuses_a_library_without_aarch64_wheels() -> None:
    """GB200's host is a Grace CPU (aarch64): xformers has Linux wheels for x86_64 only."""
    result = resolve_stack(_request(Target.LINUX, "gb200", "xformers"), KB)
    (detail, *_) = _library_details(result)
    assert detail.code == "stack.violation.library_no_wheel"
    assert (detail.params["name"], detail.params["target"]) == ("xformers", "linux_aarch64")
    assert "xformers" in detail.text and "linux_aarch64" in detail.text
    # on an x86_64 host the same library installs
    x86 = resolve_stack(_request(Target.LINUX, "b200", "xformers"), KB)
    assert x86.stack is not None and "xformers" in {p.name for p in x86.stack.packages}


def test_a_grace_serving_plan_gets_a_vllm_with_aarch64_wheels() -> None:
    workload = Workload.model_validate({"task": "llm", "mode": "inference", "target": "linux"})
    choice = HardwareChoice(choice=GpuChoice(gpu="gb200", count=1, nodes=1))
    result = resolve_for_plan(workload, choice, None, KB)
    assert result.stack is not None, result.conflict
    (vllm,) = [p for p in result.stack.packages if p.name == "vllm"]
    rel = next(r for r in _library("vllm").releases if r.version == vllm.version)
    assert "linux_aarch64" in rel.wheel_keys


def test_a_python_without_a_wheel_and_no_sdist_is_refused() -> None:
    """A release whose wheels stop short of the plan's Python, with no source
    distribution to fall back to, does not install there."""
    triton = _library("triton")
    rel = triton.releases[1]  # 3.8.0: wheels for 3.10-3.14
    assert rel.platforms is not None
    short = [
        p.model_copy(update={"pythons": p.pythons[:-1]}) if p.dist == "wheel" else p
        for p in rel.platforms
    ]
    lib = triton.model_copy(
        update={"releases": [rel.model_copy(update={"platforms": short, "requires_python": None})]}
    )
    catalog = _CATALOG.model_copy(update={"libraries": [lib]})
    solver = LibrarySolver(library_index(catalog), Recipe("t", (LibraryNeed("triton", "t"),)))
    parsed = solver.releases("triton")[0]
    env = LibraryEnv(Target.LINUX, Version("3.14"), (), None)
    why = solver.unary(parsed, env)
    assert why is not None and why[0] == "library_no_wheel_python"
    assert why[1]["target"] == "linux_x86_64" and why[1]["python"] == "3.14"
    assert solver.unary(parsed, replace(env, python=Version("3.13"))) is None
    assert isinstance(short[0], PlatformBuild)
