"""Turns the resolver's chosen candidate into a ``Stack``: pins, index URLs, requirement
lines, WSL2 steps, the considered table, and a ``Reason`` for every field."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from packaging.version import Version

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, GpuRecord, is_capability_only
from dlconfig.kb.queries import cuda_major
from dlconfig.kb.software import (
    CudaCatalog,
    OsCatalog,
    OsRelease,
    PythonCatalog,
    PytorchCatalog,
    TensorflowCatalog,
)
from dlconfig.models.common import Reason
from dlconfig.models.messages import ParamValue
from dlconfig.models.stack import (
    Candidate as CandidateRow,
    FrameworkPin,
    PackagePin,
    Stack,
    python_platform_name,
)
from dlconfig.models.workload import Target
from dlconfig.plan.stack_candidates import Candidate, OsBranch
from dlconfig.plan.stack_libraries import host_machine
from dlconfig.plan.stack_library_output import library_output

if TYPE_CHECKING:
    from dlconfig.plan.stack import StackRequest

MAX_CONSIDERED = 80


def _reason(
    code: str,
    source: str | None = None,
    as_of: date | None = None,
    **params: ParamValue,
) -> Reason:
    return Reason(code=code, params=params, source=source, as_of=as_of)


def considered_rows(
    candidates: list[Candidate], chosen: Candidate, oses: list[tuple[OsRelease, Reason | None]]
) -> list[CandidateRow]:
    """The considered/chosen table: the winner, the installed build (why it was kept or
    replaced, whatever the table's length), then the rest, fitting ones first."""
    rows: list[CandidateRow] = []
    best_os = next((r.name for r, why in oses if why is None), None)
    installed = [c for c in candidates if c.is_installed and c is not chosen]
    rest = [c for c in candidates if c is not chosen and not c.is_installed]
    ordered = [chosen, *installed, *(c for c in rest if c.fits), *(c for c in rest if not c.fits)]
    for cand in ordered[:MAX_CONSIDERED]:
        if cand is chosen:
            why = [_reason("stack.considered.chosen", is_installed=cand.is_installed)]
        elif cand.fits:
            why = [_reason("stack.considered.lower", because=_lower_because(cand, chosen))]
        else:
            why = [v.what for v in cand.violations]
        rows.append(
            CandidateRow(
                framework_version=str(cand.version),
                variant=cand.variant,
                python=str(cand.python) if cand.python else None,
                cuda=str(cand.cuda) if cand.cuda else None,
                is_chosen=cand is chosen,
                why_reasons=why,
                os=best_os,
                fits=cand.fits,
                excluded_by=sorted({v.code for v in cand.violations}),
            )
        )
    for release, os_why in oses:
        if os_why is not None:
            rows.append(
                CandidateRow(
                    framework_version=str(chosen.version),
                    variant=chosen.variant,
                    python=str(chosen.python) if chosen.python else None,
                    cuda=str(chosen.cuda) if chosen.cuda else None,
                    os=release.name,
                    why_reasons=[os_why],
                    excluded_by=["os"],
                )
            )
    return rows


def _lower_because(cand: Candidate, chosen: Candidate) -> str:
    """Why a fitting candidate ranks below the chosen one (an id)."""
    if cand.version < chosen.version:
        return "older_release"
    if cand.status != "stable" and chosen.status == "stable":
        return "experimental"
    if (cand.cuda or Version("0")) < (chosen.cuda or Version("0")):
        return "older_cuda"
    return "not_installed" if chosen.is_installed else "python"


def build_stack(
    request: StackRequest,
    kb: KnowledgeBase,
    chosen: Candidate,
    os_release: OsRelease,
    considered: list[CandidateRow],
    *,
    os_branch: OsBranch | None = None,
) -> Stack:
    reasons: list[Reason] = []
    packages: list[PackagePin] = []
    index_url: str | None = None  # PyTorch's index for the build: an extra index
    needs_toolkit = False
    fw_source: str | None
    fw_as_of: date | None
    variant = chosen.variant
    torch_local = ""  # the local version label the torch line carries (+cu132)
    if chosen.torch is not None:
        catalog = kb.dataset("pytorch", PytorchCatalog)
        rel, var = chosen.torch
        fw_source, fw_as_of = rel.source, rel.as_of
        if not var.on_pypi:
            index_url = f"{catalog.index_base_url}/{var.id}"
        packages.append(PackagePin(name="torch", version=rel.version, index_url=index_url))
        if request.target is Target.WINDOWS and index_url and var.kind == "cuda":
            # The package index's win_amd64 torch is a CPU build (its metadata names no
            # NVIDIA package: tests/data/resolve/platforms.json), and "==2.14.1" matches
            # both it and PyTorch's 2.14.1+cu132 (PEP 440, version matching): which one
            # installs would depend on the installer's index order. The label leaves one.
            torch_local = f"+{var.id}"
        for name in ("torchvision", "torchaudio"):
            version = getattr(rel, name)
            if name in request.companions and version is not None:
                packages.append(PackagePin(name=name, version=version, index_url=index_url))
        reasons.append(
            _reason(
                "stack.framework.variant",
                var.source or catalog.index_source,
                var.as_of or rel.as_of,
                variant=var.id,
                index_url=index_url,
                kind=var.kind,
            )
        )
    else:
        tf_catalog = kb.dataset("tensorflow", TensorflowCatalog)
        rel_tf = chosen.tf
        assert rel_tf is not None  # a TensorFlow candidate always carries its release
        fw_source, fw_as_of = rel_tf.source, rel_tf.as_of
        extras = ["and-cuda"] if chosen.cuda is not None and rel_tf.and_cuda_extra else []
        needs_toolkit = chosen.cuda is not None and not rel_tf.and_cuda_extra
        packages.append(PackagePin(name="tensorflow", version=rel_tf.version, extras=extras))
        reasons.append(
            _reason(
                "stack.framework.variant",
                tf_catalog.wsl_source if request.target is Target.WSL2 else rel_tf.source,
                rel_tf.as_of,
                variant=variant,
                extras=",".join(extras) or None,
                route=_tf_route(chosen, request.target, extras),
                cuda=str(chosen.cuda) if chosen.cuda else None,
                cudnn=chosen.cudnn,
            )
        )
    reasons.insert(
        0,
        _reason(
            "stack.framework.version",
            fw_source,
            fw_as_of,
            framework=request.framework.value,
            version=str(chosen.version),
            pinned=request.framework_version,
            installed=chosen.is_installed,
        ),
    )
    reasons.extend(_platform_reasons(request, kb, chosen, os_release))
    if os_branch is not None and os_branch.branch is not None and chosen.cuda is not None:
        reasons.append(
            _reason(
                "stack.driver_branch_os",
                os_branch.source,
                os_branch.as_of,
                os=os_branch.os_name,
                branch=os_branch.branch,
                gpu=request.gpu.name if request.gpu is not None else None,
            )
        )
    packages = _with_framework_reasons(packages, reasons[0], fw_source, fw_as_of)
    libs = library_output(
        kb,
        request.recipe,
        chosen,
        target=request.target,
        gpu=request.gpu,
        companions=request.companions,
        machine=host_machine(request.gpu, request.arch),
    )
    packages.extend(libs.packages)
    reasons.extend(libs.reasons)
    needs_toolkit = needs_toolkit or libs.needs_toolkit
    # the user's mirror is the main index; PyTorch's variant index is an extra one
    extra_urls = [u for u in (index_url, *request.extra_index_urls) if u]
    extra_urls = [u for i, u in enumerate(extra_urls) if u not in extra_urls[:i]]
    lines = [f"--index-url {request.index_url}"] if request.index_url else []
    lines += [f"--extra-index-url {u}" for u in extra_urls]
    for pin in packages:
        extra = f"[{','.join(pin.extras)}]" if pin.extras else ""
        local = torch_local if pin.name == "torch" else ""
        lines.append(f"{pin.name}{extra}=={pin.version}{local}")
    wsl_steps = _wsl_steps(kb, chosen, os_release) if request.target is Target.WSL2 else []
    return Stack(
        target=request.target,
        os=os_release.name,
        glibc=os_release.glibc,
        macos_min=os_release.version if os_release.family == "macos" else None,
        python_platform=python_platform_name(
            request.target, os_release.glibc, host_machine(request.gpu, request.arch)
        ),
        driver_min=chosen.stack_driver_min_text,
        cuda=str(chosen.cuda) if chosen.cuda else None,
        cudnn=chosen.cudnn,
        python=str(chosen.python),
        env_manager=request.env_manager,
        framework=FrameworkPin(
            name=request.framework.value, version=str(chosen.version), variant=variant
        ),
        packages=packages,
        index_url=request.index_url,
        extra_index_urls=extra_urls,
        requirement_lines=lines,
        needs_toolkit=needs_toolkit,
        wsl_step_reasons=wsl_steps,
        serving=libs.serving,
        considered=considered,
        reasons=reasons,
    )


def _with_framework_reasons(
    packages: list[PackagePin], version_reason: Reason, source: str | None, as_of: date | None
) -> list[PackagePin]:
    """The framework pin carries the version's reason; a companion says whose release it is."""
    framework = packages[0]
    out = [framework.model_copy(update={"reason": version_reason})]
    for pin in packages[1:]:
        reason = Reason.model_validate(
            {
                "code": "stack.companion",
                "params": {"name": pin.name, "version": pin.version, "torch": framework.version},
                "source": source,
                "as_of": as_of,
            }
        )
        out.append(pin.model_copy(update={"reason": reason}))
    return out


def _tf_route(chosen: Candidate, target: Target, extras: list[str]) -> str:
    """How TensorFlow gets its CUDA libraries (the ``route`` param of its variant reason)."""
    if chosen.cuda is None:
        return "macos_cpu" if target is Target.MACOS else "cpu"
    return "and_cuda" if extras else "system_cuda"


def _platform_reasons(
    request: StackRequest, kb: KnowledgeBase, chosen: Candidate, os_release: OsRelease
) -> list[Reason]:
    out: list[Reason] = []
    cuda_kb = kb.dataset("cuda", CudaCatalog)
    python_kb = kb.dataset("python", PythonCatalog)
    os_kb = kb.dataset("os", OsCatalog)
    rocm = chosen.variant if chosen.variant and chosen.variant.startswith("rocm") else None
    xpu = chosen.variant == "xpu"
    # an Intel GPU's driver and runtime as PyTorch's Getting Started on Intel GPU says
    xpu_source = chosen.torch[1].source if xpu and chosen.torch else None
    xpu_as_of = (chosen.torch[1].as_of or chosen.torch[0].as_of) if xpu and chosen.torch else None
    out.append(
        _reason(
            "stack.target",
            xpu_source,
            xpu_as_of,
            target=request.target.value,
            runs_on="rocm" if rocm else ("xpu" if xpu else None),
        )
    )
    if (chosen.cuda is None and chosen.variant in ("cpu", None)) or (
        request.target is Target.MACOS and chosen.variant != "mps"
    ):
        # a stack on the CPU needs no driver: say so instead of the target's GPU sentence
        out[-1] = _reason("stack.target.cpu", target=request.target.value)
    out.append(
        _reason(
            "stack.os",
            os_release.source,
            os_release.as_of,
            os=os_release.id,
            name=os_release.name,
            lts=os_release.is_lts,
            support_until=str(os_release.end_of_standard_support)
            if os_release.end_of_standard_support
            else None,
        )
    )
    if chosen.cuda is not None and chosen.driver_min is not None:
        major = cuda_major(cuda_kb, chosen.cuda)
        out.append(
            _reason(
                "stack.driver_min",
                major.source if major else None,
                major.as_of if major else None,
                driver_min=chosen.driver_min_text,
                installed=request.driver,
                cuda_major=chosen.cuda.major,
                windows=request.target is not Target.LINUX,
            )
        )
        out.append(
            _reason(
                "stack.cuda",
                chosen.torch[0].source
                if chosen.torch
                else (chosen.tf.source if chosen.tf else None),
                kb.as_of,
                cuda=str(chosen.cuda),
                bundled=chosen.torch is not None or bool(chosen.tf and chosen.tf.and_cuda_extra),
            )
        )
    else:
        out.append(
            _reason(
                "stack.cuda",
                xpu_source,
                xpu_as_of,
                cuda=None,
                runs_on="rocm"
                if rocm
                else (
                    "xpu" if xpu else ("mps" if chosen.variant == "mps" and request.gpu else "cpu")
                ),
                rocm=rocm.removeprefix("rocm") if rocm else None,
            )
        )
    if chosen.gpu_driver_floor_text is not None and request.gpu is not None:
        out.append(_gpu_driver_reason(kb, request, chosen))
    if chosen.cudnn:
        out.append(
            _reason(
                "stack.cudnn",
                chosen.torch[0].source
                if chosen.torch
                else (chosen.tf.source if chosen.tf else None),
                kb.as_of,
                cudnn=chosen.cudnn,
            )
        )
    if request.gpu is not None and is_capability_only(request.gpu):
        out.append(_capability_reason(kb, request.gpu))
    if chosen.arch is not None and request.gpu is not None:
        source, as_of = _arch_source(kb, chosen)
        params: dict[str, ParamValue] = {
            "gpu": request.gpu.id,
            "is_recorded": chosen.arch.is_recorded,
            "name": request.gpu.name,
            "compute_capability": str(request.gpu.compute_capability),
            "variant": chosen.variant,
        }
        params.update(chosen.arch.facts)
        out.append(Reason(code="stack.gpu_arch", params=params, source=source, as_of=as_of))
    assumed = _arch_assumed_reason(request, chosen)
    if assumed is not None and request.gpu is not None:
        out.append(assumed)
    py = python_kb.by_version(str(chosen.python))
    out.append(
        _reason(
            "stack.python",
            py.source if py else None,
            py.as_of if py else None,
            python=str(chosen.python),
            how="asked"
            if request.python
            else "installed"
            if request.installed_python and str(chosen.python) in request.installed_python
            else "newest",
            end_of_life=str(py.end_of_life) if py else None,
            past_eol=py is not None and py.end_of_life <= kb.as_of,
            framework=request.framework.value,
            version=str(chosen.version),
        )
    )
    out.append(
        _reason(
            "stack.env_manager",
            env_manager=request.env_manager.value,
        )
    )
    if request.target is Target.MACOS and chosen.variant == "mps":
        note = os_kb.note("macos.mps")
        if note is not None:
            out.append(_reason("stack.macos.mps", note.source, note.as_of, note=note.text))
    return out


def _arch_assumed_reason(request: StackRequest, chosen: Candidate) -> Reason | None:
    """The build's GPU code was not read by kb refresh but assumed from a recorded build."""
    if chosen.torch is not None and chosen.torch[1].arch_assumed_from:
        torch_release, variant = chosen.torch
        from_version, from_variant = (variant.arch_assumed_from or "").split(" ", 1)
        source, as_of = torch_release.source, torch_release.as_of
    elif chosen.tf is not None and chosen.tf.gpu_code_assumed_from:
        from_version, from_variant = chosen.tf.gpu_code_assumed_from, ""
        source, as_of = chosen.tf.source, chosen.tf.as_of
    else:
        return None
    return Reason(
        code="stack.arch_assumed",
        params={
            "framework": request.framework.value,
            "version": str(chosen.version),
            "variant": chosen.variant,
            "from_version": from_version,
            "from_variant": from_variant or None,
        },
        source=source,
        as_of=as_of,
    )


def _capability_reason(kb: KnowledgeBase, gpu: GpuRecord) -> Reason:
    """The GPU is known by its compute capability only: say what that settles and what not."""
    catalog = kb.dataset("gpus", GpuCatalog)
    arch = next((a for a in catalog.architectures if a.id == gpu.architecture), None)
    return Reason(
        code="stack.gpu.capability_only",
        params={
            "gpu": gpu.name,
            "compute_capability": gpu.compute_capability,
            "architecture": arch.name if arch else gpu.architecture,
        },
        source=arch.source if arch else None,
        as_of=arch.as_of if arch else None,
    )


def _gpu_driver_reason(kb: KnowledgeBase, request: StackRequest, chosen: Candidate) -> Reason:
    """The GPU needs a newer driver than the build's CUDA: say so, with where that is read."""
    assert request.gpu is not None
    catalog = kb.dataset("gpus", GpuCatalog)
    arch = next((a for a in catalog.architectures if a.id == request.gpu.architecture), None)
    return Reason.model_validate(
        {
            "code": "stack.driver_min.gpu",
            "params": {
                "gpu": request.gpu.name,
                "architecture": arch.name if arch else request.gpu.architecture,
                "driver_min": chosen.gpu_driver_floor_text,
                "cuda_driver_min": chosen.driver_min_text,
            },
            "source": (arch.driver_source or arch.source) if arch else None,
            "as_of": arch.as_of if arch else None,
        }
    )


def _arch_source(kb: KnowledgeBase, chosen: Candidate) -> tuple[str | None, date | None]:
    """Where the GPU-code verdict comes from: the build's arch list, else the CUDA family."""
    if chosen.torch is not None and chosen.torch[1].arch_list:
        catalog = kb.dataset("pytorch", PytorchCatalog)
        arch = next((a for a in catalog.arch_lists if a.id == chosen.torch[1].arch_list), None)
        if arch is not None:
            return arch.source, arch.as_of
    if chosen.tf is not None and chosen.tf.gpu_sass is not None:
        return chosen.tf.source, chosen.tf.as_of  # its note names where the GPU code is read
    if chosen.cuda is not None:
        major = cuda_major(kb.dataset("cuda", CudaCatalog), chosen.cuda)
        if major is not None:
            return major.source, major.as_of
    return None, None


def _wsl_steps(kb: KnowledgeBase, chosen: Candidate, os_release: OsRelease) -> list[Reason]:
    os_kb = kb.dataset("os", OsCatalog)
    build = os_kb.note("wsl2.min_build")
    driver = os_kb.note("wsl2.windows_driver")
    steps = []
    if build is not None:
        steps.append(
            _reason("stack.wsl.windows_build", min_version=build.min_version, note=build.text)
        )
    if chosen.driver_min is not None:
        steps.append(_reason("stack.wsl.driver", driver_min=chosen.stack_driver_min_text))
    if driver is not None:
        steps.append(_reason("stack.wsl.driver_note", note=driver.text))
    steps.append(_reason("stack.wsl.install", version=os_release.version))
    steps.append(_reason("stack.wsl.inside"))
    return steps
