"""Table-driven resolver cases over the packaged knowledge base and GPU catalog.

Each expectation follows from recorded facts: e.g. a Pascal card (6.1) runs the sm_60
SASS of the cu126 builds but nothing in the CUDA 13 builds (Turing 7.5 and newer); a
CUDA 12 build needs driver >= 525.60.13 on Linux and >= 527.41 on Windows/WSL2.
"""

from __future__ import annotations

import pytest

from dlconfig.models.workload import EnvManager, Framework, Target
from dlconfig.plan.stack import StackRequest, resolve_stack
from tests.plan.stack_cases import KB, UNCHECKED, Case, case_gpu, case_request

PT, TF = Framework.PYTORCH, Framework.TENSORFLOW
L, W, WSL, MAC = Target.LINUX, Target.WINDOWS, Target.WSL2, Target.MACOS
TV = ("torchvision",)


CASES = [
    # PyTorch on Linux, free choice, Pascal to Blackwell
    Case(
        "4090 newest",
        L,
        PT,
        "rtx-4090",
        want_version="2.15.0",
        want_variant="cu132",
        want_cuda="13.2",
        want_python="3.14",
        want_driver_min="580",
    ),
    Case(
        "4090 with torchvision",
        L,
        PT,
        "rtx-4090",
        companions=TV,
        want_version="2.15.0",
        want_variant="cu132",
        want_python="3.14",
        want_lines=(
            "torch==2.15.0",
            "torchvision==0.29.2",
        ),
    ),
    Case(
        "pascal 1080 keeps cu126",
        L,
        PT,
        "gtx-1080",
        want_version="2.14.1",
        want_variant="cu126",
        want_cuda="12.6",
        want_driver_min="525.60.13",
    ),
    Case("pascal P100", L, PT, "tesla-p100", want_version="2.14.1", want_variant="cu126"),
    Case(
        "volta V100 not in CUDA 13 builds",
        L,
        PT,
        "v100-sxm2-16gb",
        want_version="2.14.1",
        want_variant="cu126",
    ),
    Case("turing T4 in CUDA 13 builds", L, PT, "t4", want_version="2.15.0", want_variant="cu132"),
    Case("blackwell 5090", L, PT, "rtx-5090", want_version="2.15.0", want_variant="cu132"),
    Case(
        "blackwell 5090 driver 570",
        L,
        PT,
        "rtx-5090",
        driver="570.86.10",
        want_version="2.11.0",
        want_variant="cu128",
        want_driver_min="570",  # the Blackwell floor, above CUDA 12's 525.60.13
    ),
    Case(
        "blackwell B200 driver 550",
        L,
        PT,
        "b200",
        driver="550.54.14",
        conflict="stack.conflict.gpu_driver",
        conflict_mentions=("570",),
    ),
    Case(
        "hopper H100 driver 535",
        L,
        PT,
        "h100-sxm",
        driver="535.104.05",
        want_version="2.14.1",
        want_variant="cu126",
        want_driver_min="525.60.13",
    ),
    Case(
        "ampere A100 driver 580",
        L,
        PT,
        "a100-sxm4-80gb",
        driver="580.65.06",
        want_version="2.15.0",
        want_variant="cu132",
    ),
    Case(
        "old driver 470 -> cu118",
        L,
        PT,
        "rtx-4090",
        driver="470.57.02",
        want_version="2.7.1",
        want_variant="cu118",
        want_cuda="11.8",
        want_driver_min="450.80.02",
    ),
    Case(
        "pascal old driver 470",
        L,
        PT,
        "gtx-1080",
        driver="470.57.02",
        want_version="2.7.1",
        want_variant="cu118",
    ),
    Case(
        "no gpu linux",
        L,
        PT,
        None,
        want_version="2.14.1",
        want_variant="cpu",
        want_cuda=None,
        want_driver_min=None,
        want_lines=("--extra-index-url https://download.pytorch.org/whl/cpu", "torch==2.14.1"),
    ),
    Case(
        "python 3.9 pin",
        L,
        PT,
        "rtx-4090",
        python="3.9",
        want_version="2.8.0",
        want_variant="cu128",
        want_python="3.9",
    ),
    # pinned versions
    Case(
        "5090 pin 2.7 uses experimental cu128",
        L,
        PT,
        "rtx-5090",
        version="2.7",
        want_version="2.7.1",
        want_variant="cu128",
    ),
    Case(
        "5090 pin 2.8 stable cu128",
        L,
        PT,
        "rtx-5090",
        version="2.8",
        want_version="2.8.0",
        want_variant="cu128",
    ),
    Case(
        "3090 pin range",
        L,
        PT,
        "rtx-3090",
        version=">=2.4,<2.6",
        want_version="2.5.1",
        want_variant="cu124",
    ),
    Case(
        "3090 pin 2.0 stable cu117",
        L,
        PT,
        "rtx-3090",
        version="2.0",
        want_version="2.0.1",
        want_variant="cu117",
        want_python="3.11",
    ),
    Case(
        "pin 2.6 companions",
        L,
        PT,
        "rtx-4080",
        version="2.6.0",
        companions=TV,
        want_version="2.6.0",
        want_variant="cu124",
        want_lines=(
            "--extra-index-url https://download.pytorch.org/whl/cu124",
            "torch==2.6.0",
            "torchvision==0.21.0",
        ),
    ),
    Case(
        "torchaudio 2.11.1 goes with torch 2.15",
        L,
        PT,
        "rtx-4090",
        companions=("torchaudio",),
        want_version="2.15.0",
        want_variant="cu132",
    ),
    Case(
        "installed 2.5.1+cu124 kept",
        L,
        PT,
        "rtx-3090",
        installed="2.5.1+cu124",
        want_version="2.5.1",
        want_variant="cu124",
    ),
    # other targets
    Case(
        "windows 4090",
        W,
        PT,
        "rtx-4090",
        # 2.15.0's Windows wheels on the package index are CPU builds: the newest CUDA
        # build for Windows is on PyTorch's own index, and the line names that build
        # (a plain ==2.14.1 matches the package index's CPU build too)
        want_version="2.14.1",
        want_variant="cu132",
        want_driver_min="580",
        want_lines=(
            "--extra-index-url https://download.pytorch.org/whl/cu132",
            "torch==2.14.1+cu132",
        ),
    ),
    Case(
        "windows driver 528.92",
        W,
        PT,
        "rtx-4090",
        driver="528.92",
        want_version="2.14.1",
        want_variant="cu126",
        want_driver_min="527.41",
    ),
    Case("windows pascal", W, PT, "gtx-1070", want_version="2.14.1", want_variant="cu126"),
    Case("windows cpu", W, PT, None, want_version="2.15.0", want_variant="cpu", want_cuda=None),
    Case(
        "wsl2 3080 driver 560",
        WSL,
        PT,
        "rtx-3080",
        driver="560.94",
        want_version="2.14.1",
        want_variant="cu126",
        want_driver_min="527.41",
    ),
    Case(
        "wsl2 4090 driver 581",
        WSL,
        PT,
        "rtx-4090",
        driver="581.57",
        want_version="2.15.0",
        want_variant="cu132",
    ),
    Case(
        "macos apple m2 mps",
        MAC,
        PT,
        "apple-m2",
        want_version="2.15.0",
        want_variant="mps",
        want_cuda=None,
        want_driver_min=None,
        want_lines=("torch==2.15.0",),
    ),
    Case("macos no gpu", MAC, PT, None, want_version="2.15.0", want_variant="mps", want_cuda=None),
    # TensorFlow
    Case(
        "tf linux 4090",
        L,
        TF,
        "rtx-4090",
        want_version="2.21.0",
        want_cuda="12.5",
        want_python="3.13",
        want_driver_min="525.60.13",
        want_lines=("tensorflow[and-cuda]==2.21.0",),
    ),
    Case("tf linux pascal", L, TF, "gtx-1080", want_version="2.21.0", want_cuda="12.5"),
    Case(
        "tf linux cpu",
        L,
        TF,
        None,
        want_version="2.21.0",
        want_cuda=None,
        want_lines=("tensorflow==2.21.0",),
    ),
    Case(
        "tf linux driver 470",
        L,
        TF,
        "rtx-3090",
        driver="470.57.02",
        want_version="2.13.1",
        want_cuda="11.8",
        want_driver_min="450.80.02",
        want_lines=("tensorflow==2.13.1",),
    ),
    Case(
        "tf pin 2.13 needs toolkit",
        L,
        TF,
        "rtx-4090",
        version="2.13",
        want_version="2.13.1",
        want_cuda="11.8",
        want_lines=("tensorflow==2.13.1",),
    ),
    Case(
        "tf python 3.9", L, TF, "rtx-4090", python="3.9", want_version="2.20.0", want_python="3.9"
    ),
    Case(
        "tf windows pinned 2.10",
        W,
        TF,
        "rtx-4090",
        version="2.10",
        want_version="2.10.1",
        want_cuda="11.2",
        want_python="3.10",
        want_driver_min="452.39",
    ),
    Case("tf windows cpu", W, TF, None, want_version="2.21.0", want_cuda=None),
    Case(
        "tf wsl2 4090",
        WSL,
        TF,
        "rtx-4090",
        want_version="2.21.0",
        want_cuda="12.5",
        want_driver_min="527.41",
    ),
    Case(
        "tf macos apple cpu",
        MAC,
        TF,
        "apple-m2",
        want_version="2.21.0",
        want_cuda=None,
        want_driver_min=None,
    ),
    # impossible requests
    Case(
        "tf gpu native windows",
        W,
        TF,
        "rtx-4090",
        conflict="stack.conflict.",
        conflict_mentions=("target windows", "WSL2", "tensorflow==2.10.*"),
    ),
    Case(
        "5090 pinned to 2.5",
        L,
        PT,
        "rtx-5090",
        version="2.5",
        conflict="stack.conflict.framework_version",
        conflict_mentions=("12.0", "2.7.0 to 2.15.0"),
    ),
    Case(
        "driver 418 too old",
        L,
        PT,
        "rtx-4090",
        driver="418.39",
        conflict="stack.conflict.driver",
        conflict_mentions=(">= 450.80.02", "cu118"),
    ),
    Case(
        "python 3.7 pin",
        L,
        PT,
        "rtx-4090",
        python="3.7",
        conflict="stack.conflict.python",
        conflict_mentions=("Python 3.7",),
    ),
    Case(
        "nvidia on macos",
        MAC,
        PT,
        "rtx-4090",
        conflict="stack.conflict.",
        conflict_mentions=("target macos", "Linux"),
    ),
    Case(
        "tf 2.15 with python 3.12",
        L,
        TF,
        "rtx-4090",
        version="2.15",
        python="3.12",
        conflict="stack.conflict.",
        conflict_mentions=("3.9-3.11",),
    ),
    Case(
        "blackwell torch 2.6",
        W,
        PT,
        "rtx-5080",
        version="2.6",
        conflict="stack.conflict.framework_version",
        conflict_mentions=("12.0",),
    ),
]


def test_at_least_forty_cases() -> None:
    assert len(CASES) >= 40


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_resolver_case(case: Case) -> None:
    result = resolve_stack(case_request(case), KB)
    if case.conflict is not None:
        assert result.stack is None, f"expected a conflict, got {result.stack}"
        conflict = result.conflict
        assert conflict is not None
        assert conflict.code.startswith(case.conflict)
        assert conflict.suggestions, "a conflict must suggest a change"
        blob = " ".join([conflict.message, *conflict.constraints, *conflict.suggestions])
        for fragment in case.conflict_mentions:
            assert fragment in blob, f"{fragment!r} not in {blob!r}"
        return
    assert result.conflict is None, result.conflict
    stack = result.stack
    assert stack is not None
    assert stack.framework.version == case.want_version
    if case.want_variant is not None:
        assert stack.framework.variant == case.want_variant
    if case.want_cuda != UNCHECKED:
        assert stack.cuda == case.want_cuda
    if case.want_python is not None:
        assert stack.python == case.want_python
    if case.want_driver_min != UNCHECKED:
        assert stack.driver_min == case.want_driver_min
    if case.want_lines:
        assert tuple(stack.requirement_lines) == case.want_lines
    codes = {r.code for r in stack.reasons}
    required = {
        "stack.framework.version",
        "stack.framework.variant",
        "stack.os",
        "stack.cuda",
        "stack.python",
        "stack.env_manager",
    }
    if stack.cuda is not None:
        required |= {"stack.driver_min", "stack.cudnn"}
    assert required <= codes, required - codes
    # a stack on the CPU says it needs no driver instead of the target's GPU sentence
    assert len(codes & {"stack.target", "stack.target.cpu"}) == 1
    assert all(r.text for r in stack.reasons)
    chosen = [c for c in stack.considered if c.is_chosen]
    assert len(chosen) == 1 and chosen[0].framework_version == case.want_version
    assert all(c.why for c in stack.considered)


def test_cuda_null_for_cpu_and_apple() -> None:
    for case in (Case("cpu", L, PT), Case("mps", MAC, PT, "apple-m1")):
        stack = resolve_stack(case_request(case), KB).stack
        assert stack is not None and stack.cuda is None and stack.cudnn is None
        assert stack.model_dump(mode="json")["cuda"] is None


def test_losers_say_why() -> None:
    stack = resolve_stack(case_request(Case("p", L, PT, "gtx-1080")), KB).stack
    assert stack is not None
    cu132 = next(
        c for c in stack.considered if c.framework_version == "2.14.0" and c.variant == "cu132"
    )
    assert not cu132.fits and "gpu_arch" in cu132.excluded_by
    assert "7.5" in cu132.why
    old_os = [c for c in stack.considered if c.os and "20.04" in c.os]
    assert old_os and [r.code for r in old_os[0].why_reasons] == ["stack.os_past_support"]
    assert old_os[0].why_reasons[0].params["ended"] == "2025-05-31"


def test_wsl2_steps_use_windows_driver() -> None:
    stack = resolve_stack(case_request(Case("w", WSL, PT, "rtx-4090", driver="560.94")), KB).stack
    assert stack is not None
    steps = " ".join(stack.wsl_steps)
    assert "Windows driver >= 527.41" in steps
    assert "no NVIDIA Linux driver" in steps
    assert "19044" in steps


def test_os_is_supported_lts() -> None:
    stack = resolve_stack(case_request(Case("l", L, PT, "rtx-4090")), KB).stack
    assert stack is not None and stack.os.startswith("Ubuntu 24.04 LTS")


def test_env_manager_reason() -> None:
    request = StackRequest(target=L, framework=PT, env_manager=EnvManager.CONDA)
    stack = resolve_stack(request, KB).stack
    assert stack is not None and stack.env_manager is EnvManager.CONDA
    reason = next(r for r in stack.reasons if r.code == "stack.env_manager")
    assert "conda" in reason.text


def test_bad_pin_is_a_clear_error() -> None:
    from dlconfig.plan.errors import PlanInputError

    with pytest.raises(PlanInputError) as err:
        resolve_stack(StackRequest(target=L, framework=PT, framework_version="two.six"), KB)
    assert err.value.field == "framework_version"


def test_pinned_release_with_dead_python_warns() -> None:
    request = StackRequest(
        target=W, framework=TF, gpu=case_gpu("rtx-4090"), framework_version="2.10"
    )
    stack = resolve_stack(request, KB).stack
    assert stack is not None and stack.python == "3.10"
    reason = next(r for r in stack.reasons if r.code == "stack.python")
    assert (reason.params["past_eol"], reason.params["end_of_life"]) == (True, "2026-10-31")
