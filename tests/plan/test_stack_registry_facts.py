"""Table-driven resolver cases for facts read from the wheels' own metadata.

Each case fails on the knowledge base before these facts were recorded: torch 2.15.0
(Python 3.11-3.15, CUDA 13.2, cuDNN 9.26.0.51) and the patch releases were missing;
torch 2.13/2.14 have no cp315 wheels; 2.11's cu128 build has no Volta code; torchaudio
2.11.x exists; TensorFlow 2.15.0's [and-cuda] extra cannot install and 2.14's needs
Python <= 3.10; TensorFlow >= 2.18 carries no Maxwell code; per-GPU driver bounds; the
Windows CUDA 12 driver floor is NVIDIA's 527.41; a CPU stack needs no NVIDIA driver.
"""

from __future__ import annotations

import pytest

from dlconfig.models.workload import Framework, Target
from dlconfig.plan.stack import StackRequest, resolve_stack
from tests.plan.stack_cases import KB, UNCHECKED, Case, case_gpu, case_request

PT, TF = Framework.PYTORCH, Framework.TENSORFLOW
L, W, WSL, MAC = Target.LINUX, Target.WINDOWS, Target.WSL2, Target.MACOS


CASES = [
    Case(
        "torch 2.15.0 for a 4090",
        L,
        PT,
        "rtx-4090",
        want_version="2.15.0",
        want_variant="cu132",
        want_cuda="13.2",
        want_cudnn="9.26.0.51",
        want_lines=("torch==2.15.0",),
    ),
    Case("pin 2.15 on a GPU", L, PT, "h100-sxm", version="2.15", want_version="2.15.0"),
    Case("python 3.15 gets 2.15.0", L, PT, "rtx-4090", python="3.15", want_version="2.15.0"),
    Case(
        "2.14 on python 3.15 is a conflict",
        L,
        PT,
        "rtx-4090",
        version="2.14",
        python="3.15",
        conflict="stack.conflict",
        conflict_mentions=("3.10-3.14",),
    ),
    Case("CPU on python 3.15: nothing installs", L, PT, python="3.15", conflict="stack.conflict"),
    Case("newest patch within a minor", L, PT, "rtx-4090", version="2.14", want_version="2.14.1"),
    Case("patch 2.12.1", L, PT, "rtx-4090", version="2.12", want_version="2.12.1"),
    Case("exact old patch", L, PT, "rtx-3090", version="2.1.2", want_version="2.1.2"),
    Case(
        "V100 on 2.11 keeps cu126",
        L,
        PT,
        "v100-sxm2-16gb",
        version="2.11",
        want_version="2.11.0",
        want_variant="cu126",
    ),
    Case(
        "2.11 cu130 cuDNN as the wheel pins",
        L,
        PT,
        "rtx-4090",
        version="2.11",
        want_variant="cu130",
        want_cudnn="9.19.0.56",
    ),
    Case(
        "torchaudio does not pull torch back to 2.10",
        L,
        PT,
        "rtx-4090",
        companions=("torchaudio",),
        want_version="2.15.0",
        want_lines=("torchaudio==2.11.1",),
    ),
    Case(
        "torchaudio 2.11.0 with torch 2.11",
        L,
        PT,
        "rtx-4090",
        version="2.11",
        companions=("torchaudio",),
        want_lines=("torchaudio==2.11.0",),
    ),
    Case(
        "TF 2.15 pin gets 2.15.1",
        L,
        TF,
        "rtx-4090",
        version="2.15",
        want_version="2.15.1",
        want_lines=("tensorflow[and-cuda]==2.15.1",),
    ),
    Case("TF 2.15.0 GPU cannot install", L, TF, "rtx-4090", version="2.15.0", conflict="stack."),
    # guards: the new rules exclude only what they should
    Case("TF 2.15.0 on CPU is fine", L, TF, version="2.15.0", want_version="2.15.0"),
    Case(
        "TF 2.14 GPU on 3.11 cannot install",
        L,
        TF,
        "rtx-4090",
        version="2.14",
        python="3.11",
        conflict="stack.conflict",
    ),
    Case(
        "TF 2.14 GPU uses python 3.10",
        L,
        TF,
        "rtx-4090",
        version="2.14",
        python="3.10",
        want_version="2.14.1",
        want_python="3.10",
    ),
    Case("TF 2.16 gets its newest patch", L, TF, "rtx-4090", version="2.16", want_version="2.16.2"),
    Case(
        "TF 2.18 on a Maxwell card",
        L,
        TF,
        "tesla-m40",
        version="2.18",
        conflict="stack.conflict",
        conflict_mentions=("not for compute capability 5.2",),
    ),
    Case("TF on a GTX 980 stops at 2.17", L, TF, "gtx-980", want_version="2.17.1"),
    Case("TF 2.21 on an RTX 5090 by PTX", L, TF, "rtx-5090", want_version="2.21.0"),
    Case(
        "RTX 5090 with driver 566",
        L,
        PT,
        "rtx-5090",
        driver="566.36",
        conflict="stack.conflict.gpu_driver",
        conflict_mentions=("570",),
    ),
    Case(
        "RTX 5090 on a CUDA 12.8 build still needs R570",
        L,
        PT,
        "rtx-5090",
        version="2.7",
        want_variant="cu128",
        want_driver_min="570",
    ),
    Case(
        "GTX 1080 with a 590 driver",
        L,
        PT,
        "gtx-1080",
        driver="590.44",
        conflict="stack.conflict.gpu_driver",
        conflict_mentions=("R580",),
    ),
    Case(
        "M40 with a 590 driver",
        L,
        PT,
        "tesla-m40",
        driver="590.44",
        conflict="stack.conflict.gpu_driver",
        conflict_mentions=("R580",),
    ),
    Case(
        "Windows CUDA 12 floor is 527.41",
        W,
        PT,
        "rtx-3090",
        version="2.10",
        want_variant="cu128",
        want_driver_min="527.41",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_registry_fact(case: Case) -> None:
    result = resolve_stack(case_request(case), KB)
    if case.conflict is not None:
        assert result.stack is None, result.stack
        assert result.conflict is not None and result.conflict.code.startswith(case.conflict)
        blob = " ".join(
            [result.conflict.message, *result.conflict.constraints, *result.conflict.suggestions]
        )
        for fragment in case.conflict_mentions:
            assert fragment in blob, blob
        return
    assert result.conflict is None, result.conflict
    stack = result.stack
    assert stack is not None
    checks = {
        "version": (case.want_version, stack.framework.version),
        "variant": (case.want_variant, stack.framework.variant),
        "cuda": (case.want_cuda, stack.cuda),
        "cudnn": (case.want_cudnn, stack.cudnn),
        "python": (case.want_python, stack.python),
        "driver_min": (case.want_driver_min, stack.driver_min),
    }
    for what, (want, got) in checks.items():
        if want is not None and want != UNCHECKED:
            assert got == want, f"{what}: {got} != {want}"
    for line in case.want_lines:
        assert line in stack.requirement_lines, stack.requirement_lines


@pytest.mark.parametrize(
    ("target", "framework", "gpu"), [(L, PT, None), (WSL, PT, None), (MAC, TF, "apple-m1")]
)
def test_a_cpu_stack_names_no_driver_and_no_mps(
    target: Target, framework: Framework, gpu: str | None
) -> None:
    stack = resolve_stack(
        StackRequest(target=target, framework=framework, gpu=case_gpu(gpu)), KB
    ).stack
    assert stack is not None and stack.cuda is None
    codes = {r.code for r in stack.reasons}
    assert "stack.target.cpu" in codes and "stack.target" not in codes
    assert "stack.macos.mps" not in codes


@pytest.mark.parametrize(
    ("gpu", "variant"),
    [
        ("titan-v", "cu126"),  # Volta: no CUDA 13 build, no 2.11+ cu128
        ("gtx-1660-ti", "cu132"),  # Turing runs the CUDA 13 builds
        ("h20", "cu132"),
    ],
)
def test_added_gpus_get_a_build_with_their_code(gpu: str, variant: str) -> None:
    stack = resolve_stack(StackRequest(target=L, framework=PT, gpu=case_gpu(gpu)), KB).stack
    assert stack is not None and stack.framework.variant == variant


def test_k80_has_no_build_because_cudnn_9_starts_at_maxwell() -> None:
    # sm_37 is in the CUDA 11.8 builds and R470 runs CUDA 11, but every recorded build
    # bundles cuDNN 9, which NVIDIA's support matrix lists from compute capability 5.0
    result = resolve_stack(StackRequest(target=L, framework=PT, gpu=case_gpu("tesla-k80")), KB)
    assert result.stack is None and result.conflict is not None
    assert "cuDNN" in result.conflict.message


def test_k80_has_no_build_in_torch_2_8() -> None:
    # 2.8 has no CUDA 11.8 build, and its CUDA 12 builds start at sm_50
    result = resolve_stack(
        StackRequest(target=L, framework=PT, gpu=case_gpu("tesla-k80"), framework_version="2.8"), KB
    )
    assert result.stack is None and result.conflict is not None


def test_a_gpu_floor_above_the_cuda_floor_has_its_reason() -> None:
    stack = resolve_stack(
        StackRequest(target=WSL, framework=PT, gpu=case_gpu("rtx-5090"), framework_version="2.7"),
        KB,
    ).stack
    assert stack is not None and stack.driver_min == "570"
    gpu_reason = next(r for r in stack.reasons if r.code == "stack.driver_min.gpu")
    assert gpu_reason.params["cuda_driver_min"] == "527.41" and "570" in gpu_reason.text
    assert any(">= 570" in step for step in stack.wsl_steps)


def test_tensorflow_on_blackwell_says_it_runs_by_ptx_jit() -> None:
    stack = resolve_stack(StackRequest(target=L, framework=TF, gpu=case_gpu("rtx-5090")), KB).stack
    assert stack is not None and stack.framework.version == "2.21.0"
    arch = next(r for r in stack.reasons if r.code == "stack.gpu_arch")
    assert arch.params["basis_kind"] == "ptx" and arch.params["ptx"] == "9.0"
