"""Step 3: the OS and software stack, found by a constraint search over the knowledge base.

``resolve_stack(request, kb)`` enumerates every (framework release, build variant, Python)
candidate, tests each against every constraint (target, GPU architecture, driver, version
and Python pins, companions), ranks those that fit (what is installed and works first,
then the newest release, stable before experimental builds, the newest CUDA the driver
runs) and picks an LTS OS image with standard support. Every field of the answer carries
a ``Reason``; the candidates it considered say why they lost. When nothing fits, the
answer is a ``Conflict`` naming the clashing constraints and the smallest changes that help.

Pure and fast: parsed versions are cached in ``dlconfig.kb.queries``; no clock (dates are
judged as of the knowledge base's ``as_of``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.gpus import (
    CapabilityError,
    GpuCatalog,
    GpuRecord,
    capability_gpu,
    find_gpu,
    gpu_for_profile,
    names_capability,
)
from dlconfig.kb.libraries import LibraryCatalog, library_index
from dlconfig.kb.software import (
    CudaCatalog,
    CudnnCatalog,
    OsCatalog,
    OsRelease,
    PythonCatalog,
    PytorchCatalog,
    TensorflowCatalog,
)
from dlconfig.models.choice import HardwareChoice
from dlconfig.models.common import Conflict, Reason
from dlconfig.models.hardware import GpuInfo, HardwareProfile, OtherGpu
from dlconfig.models.messages import CLOSEST_CODE
from dlconfig.models.stack import StackResult
from dlconfig.models.workload import EnvManager, Framework, Target, Task, Workload
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.hardware.options import asks_for_no_gpu
from dlconfig.plan.stack_candidates import (
    Candidate,
    Needs,
    OsBranch,
    tf_candidates,
    torch_candidates,
)
from dlconfig.plan.stack_libraries import apply_libraries, host_machine
from dlconfig.plan.stack_library_output import serving_tensorflow_pin
from dlconfig.plan.stack_output import build_stack, considered_rows
from dlconfig.plan.stack_recipes import Recipe, recipe_for

# Which constraints a user can most easily change, cheapest first: used to order the
# suggestions of a conflict.
_CHANGE_COST = {
    "framework_version": 1,
    "python": 1,
    "python_eol": 1,
    "companion": 1,
    "library": 4,
    "gpu_install": 1,
    "driver": 2,
    "gpu_driver": 2,
    "os_driver": 2,
    "target": 2,
    "gpu_arch": 3,
    "gpu_unused": 3,
    "no_gpu": 3,
}


@dataclass(frozen=True)
class StackRequest:
    """What to solve for. ``driver`` is the installed NVIDIA driver (on WSL2: the Windows one)."""

    target: Target
    framework: Framework
    gpu: GpuRecord | None = None
    driver: str | None = None
    framework_version: str | None = None
    python: str | None = None
    env_manager: EnvManager = EnvManager.VENV
    companions: tuple[str, ...] = ()
    installed_version: str | None = None
    installed_python: str | None = None
    recipe: Recipe | None = None
    index_url: str | None = None
    extra_index_urls: tuple[str, ...] = ()
    host_os: str | None = None  # the host's OS release id (Linux), e.g. "ubuntu-20.04"
    arch: str | None = None  # the CPU (platform.machine()); None: x86_64


def _spec(text: str | None, what: str, exact_minor: bool = False) -> SpecifierSet | None:
    """``2.6`` means 2.6.*, ``2.6.0`` means ==2.6.0; anything else is a PEP 440 specifier."""
    if text is None or not text.strip():
        return None
    text = text.strip()
    try:
        version = Version(text)
    except InvalidVersion:
        try:
            return SpecifierSet(text)
        except InvalidSpecifier:
            raise PlanInputError(what, "input.not_version_or_specifier", text=text) from None
    if exact_minor or len(version.release) <= 2:
        return SpecifierSet(f"=={text}.*" if len(version.release) <= 2 else f"=={text}")
    return SpecifierSet(f"=={text}")


def _version(text: str | None, what: str) -> Version | None:
    if text is None or not text.strip():
        return None
    base = text.strip().split("+", 1)[0]
    try:
        return Version(base)
    except InvalidVersion:
        raise PlanInputError(what, "input.not_version", text=text) from None


def _gpu_driver_bounds(
    kb: KnowledgeBase, gpu: GpuRecord | None
) -> tuple[Version | None, int | None]:
    """The oldest driver and newest driver branch for the GPU's architecture, if recorded."""
    if gpu is None or gpu.vendor != "nvidia":
        return None, None
    arch = next(
        (a for a in kb.dataset("gpus", GpuCatalog).architectures if a.id == gpu.architecture),
        None,
    )
    if arch is None:
        return None, None
    floor = Version(arch.driver_min) if arch.driver_min else None
    return floor, arch.driver_max_branch


def os_driver_branch(
    os_kb: OsCatalog, host_os: str | None, gpu_floor: Version | None, gpu_max_branch: int | None
) -> OsBranch | None:
    """The newest recorded driver branch that supports ``host_os`` and the GPU's driver
    bounds; None when no recorded branch speaks about the OS's family."""
    if host_os is None:
        return None
    release = next((r for r in os_kb.releases if r.id == host_os), None)
    family = release.family if release is not None else host_os.split("-", 1)[0]
    records = [b for b in os_kb.driver_branches if family in b.families]
    if not records:
        return None
    fitting = [
        b
        for b in records
        if host_os in b.os_releases
        and (gpu_max_branch is None or b.branch <= gpu_max_branch)
        and (gpu_floor is None or b.branch >= gpu_floor.major)
    ]
    best = max(fitting, key=lambda b: b.branch, default=None)
    cited = best or max(records, key=lambda b: b.branch)  # none: the newest, which drops it
    return OsBranch(
        os_id=host_os,
        os_name=release.name if release is not None else host_os,
        branch=best.branch if best is not None else None,
        source=cited.source,
        as_of=cited.as_of,
    )


def _rocm_floor(kb: KnowledgeBase, gpu: GpuRecord | None) -> tuple[Version, str | None] | None:
    """The first ROCm release with the (AMD) GPU's architecture, and where that was read."""
    if gpu is None or gpu.vendor != "amd":
        return None
    arch = next(
        (a for a in kb.dataset("gpus", GpuCatalog).architectures if a.id == gpu.architecture),
        None,
    )
    if arch is None or arch.rocm_min is None:
        return None
    return Version(arch.rocm_min), arch.rocm_source


def _needs(request: StackRequest, today: date) -> Needs:
    capability = None
    if request.gpu is not None and request.gpu.compute_capability:
        capability = Version(request.gpu.compute_capability)
    installed_variant = None
    if request.installed_version and "+" in request.installed_version:
        installed_variant = request.installed_version.split("+", 1)[1]
    installed_python = _version(request.installed_python, "installed_python")
    if installed_python is not None:
        installed_python = Version(f"{installed_python.major}.{installed_python.minor}")
    return Needs(
        target=request.target,
        gpu=request.gpu,
        capability=capability,
        driver=_version(request.driver, "driver"),
        version_spec=_spec(request.framework_version, "framework_version"),
        python_spec=_spec(request.python, "python"),
        installed=_version(request.installed_version, "installed_version"),
        installed_variant=installed_variant,
        installed_python=installed_python,
        companions=request.companions,
        today=today,
    )


def _rank(c: Candidate) -> tuple[int, Version, int, Version, Version]:
    """Higher is better: installed, newest release, stable, newest CUDA, newest Python."""
    return (
        1 if c.is_installed else 0,
        c.version,
        1 if c.status == "stable" else 0,
        c.cuda or Version("0"),
        c.python or Version("0"),
    )


def os_options(
    os_kb: OsCatalog, target: Target, today: date
) -> list[tuple[OsRelease, Reason | None]]:
    """OS images for a target, best first, each with why it is excluded (None: usable)."""
    family = {"linux": "ubuntu", "wsl2": "ubuntu", "windows": "windows", "macos": "macos"}[
        target.value
    ]
    rows = [r for r in os_kb.releases if r.family == family]
    rows.sort(key=lambda r: (r.is_lts, Version(r.version)), reverse=True)
    out: list[tuple[OsRelease, Reason | None]] = []
    for r in rows:
        why = None
        if r.end_of_standard_support is not None and r.end_of_standard_support < today:
            why = Reason(
                code="stack.os_past_support",
                params={"name": r.name, "ended": str(r.end_of_standard_support)},
            )
        out.append((r, why))
    return out


def resolve_stack(request: StackRequest, kb: KnowledgeBase) -> StackResult:
    """Solve ``request`` against ``kb``; raises PlanInputError for malformed pins."""
    today = kb.as_of
    floor, branch = _gpu_driver_bounds(kb, request.gpu)
    cudnn = kb.dataset("cudnn", CudnnCatalog)
    cudnn_floors = tuple(
        (m.major, Version(m.min_compute_capability))
        for m in cudnn.majors
        if m.min_compute_capability
    )
    needs = replace(
        _needs(request, today),
        gpu_driver_min=floor,
        gpu_driver_max_branch=branch,
        rocm_floor=_rocm_floor(kb, request.gpu),
        cudnn_min_capability=cudnn_floors,
        os_branch=os_driver_branch(kb.dataset("os", OsCatalog), request.host_os, floor, branch)
        if request.gpu is not None and request.gpu.vendor == "nvidia" and request.driver is None
        else None,
    )
    cuda = kb.dataset("cuda", CudaCatalog)
    python_kb = kb.dataset("python", PythonCatalog)
    if request.framework is Framework.PYTORCH:
        candidates = torch_candidates(kb.dataset("pytorch", PytorchCatalog), cuda, python_kb, needs)
    elif request.framework is Framework.TENSORFLOW:
        candidates = tf_candidates(
            kb.dataset("tensorflow", TensorflowCatalog), cuda, python_kb, needs
        )
    else:
        return StackResult(
            conflict=Conflict(
                code="stack.framework_not_recorded",
                constraints=[f"framework={request.framework.value}"],
                fixes=[Reason(code="stack.fix.choose_framework")],
                params={"framework": request.framework.value},
            )
        )
    if request.recipe is not None:
        apply_libraries(
            candidates,
            request.recipe,
            library_index(kb.dataset("libraries", LibraryCatalog)),
            target=request.target,
            companions=request.companions,
            framework_pin=serving_tensorflow_pin(kb, request.recipe),
            machine=host_machine(request.gpu, request.arch),
        )
    oses = os_options(kb.dataset("os", OsCatalog), request.target, today)
    fitting = sorted((c for c in candidates if c.fits), key=_rank, reverse=True)
    usable_os = [r for r, why in oses if why is None]
    if not fitting or not usable_os:
        return StackResult(conflict=_conflict(request, candidates, oses))
    chosen = fitting[0]
    stack = build_stack(
        request,
        kb,
        chosen,
        usable_os[0],
        considered_rows(candidates, chosen, oses),
        os_branch=needs.os_branch,
    )
    return StackResult(stack=stack)


def _conflict(
    request: StackRequest, candidates: list[Candidate], oses: list[tuple[OsRelease, Reason | None]]
) -> Conflict:
    if candidates and not any(c.fits for c in candidates):
        return _stack_conflict(request, candidates)
    return Conflict(
        code="stack.conflict.os",
        constraints=[f"target={request.target.value}"],
        details=[why for _, why in oses if why is not None]
        or [Reason(code="stack.os_none_recorded")],
        fixes=[Reason(code="stack.fix.import_kb")],
        params={"target": request.target.value},
    )


def _stack_conflict(request: StackRequest, candidates: list[Candidate]) -> Conflict:
    fw = request.framework.value

    def cost(c: Candidate) -> tuple[int, int, tuple[int, Version, int, Version, Version]]:
        codes = {v.code for v in c.violations}
        return (len(codes), sum(_CHANGE_COST.get(x, 5) for x in codes), _rank(c))

    near = sorted(candidates, key=lambda c: (cost(c)[0], cost(c)[1]))
    fewest = len({v.code for v in near[0].violations})
    best = [c for c in near if len({v.code for v in c.violations}) == fewest]
    best.sort(key=_rank, reverse=True)
    best.sort(key=lambda c: cost(c)[1])
    constraints: list[str] = []
    fixes: list[Reason] = []
    for c in best[:6]:
        for v in c.violations:
            label = _constraint_label(v.code, request)
            if label not in constraints:
                constraints.append(label)
            if v.remedy is not None and v.remedy.text not in {f.text for f in fixes}:
                fixes.append(v.remedy)
    _pin_fix(request, candidates, fixes)
    _driver_fix(request, candidates, fixes)
    lead = best[0]
    shown = [lead]
    for c in best[1:]:
        if {v.code for v in c.violations} != {v.code for v in lead.violations}:
            shown.append(c)
            break
    details = [
        reason
        for i, c in enumerate(shown)
        for reason in (_closest(c, fw, first=i == 0), *(v.what for v in c.violations))
    ]
    pinned = [c for c in candidates if "framework_version" not in {v.code for v in c.violations}]
    pinned.sort(key=_rank, reverse=True)
    pinned.sort(key=lambda c: cost(c)[:2])
    if request.framework_version and pinned:
        inside = pinned[0]
        if inside not in shown:
            details.append(_closest(inside, fw, first=False, pin=request.framework_version))
            details.extend(v.what for v in inside.violations)
        for v in inside.violations:
            label = _constraint_label(v.code, request)
            if label not in constraints:
                constraints.append(label)
    return Conflict(
        code="stack.conflict." + sorted({v.code for v in lead.violations})[0],
        constraints=constraints,
        details=details,
        fixes=fixes[:5],
        params={
            "framework": fw,
            "closest_version": str(lead.version),
            "closest_variant": lead.variant,
        },
    )


def _closest(c: Candidate, framework: str, *, first: bool, pin: str | None = None) -> Reason:
    """The line that leads a near candidate's violations in a conflict's message."""
    return Reason(
        code=CLOSEST_CODE,
        params={
            "framework": framework,
            "version": str(c.version),
            "variant": c.variant or None,
            "first": first,
            "pin": pin,
        },
    )


def _pin_fix(request: StackRequest, candidates: list[Candidate], fixes: list[Reason]) -> None:
    """Put first the pin change that alone makes a stack fit, when there is one."""
    pin_fits = sorted(
        c.version for c in candidates if {v.code for v in c.violations} == {"framework_version"}
    )
    if not pin_fits:
        return
    fixes[:] = [f for f in fixes if f.code != "stack.fix.allow"]
    name = "torch" if request.framework is Framework.PYTORCH else "tensorflow"
    last = str(pin_fits[-1]) if len(pin_fits) > 1 else None
    fixes.insert(
        0,
        Reason(
            code="stack.fix.change_pin",
            params={"package": name, "first": str(pin_fits[0]), "last": last},
        ),
    )


def _driver_fix(request: StackRequest, candidates: list[Candidate], fixes: list[Reason]) -> None:
    """Put first the driver upgrades that alone make a stack fit, when there are some."""
    driver_fits = [
        c for c in candidates if {v.code for v in c.violations} == {"driver"} and c.driver_min
    ]
    if not driver_fits:
        return
    least = min(driver_fits, key=lambda c: (c.driver_min, _neg_version(c.version)))
    newest = max(driver_fits, key=_rank)
    fixes[:] = [f for f in fixes if f.code != "stack.fix.driver"]
    fixes.insert(
        0,
        Reason(
            code="stack.fix.driver_range",
            params={
                "framework": request.framework.value,
                "least_driver": least.driver_min_text,
                "least_version": str(least.version),
                "least_variant": least.variant,
                "newest_driver": newest.driver_min_text,
                "newest_version": str(newest.version),
                "newest_variant": newest.variant,
            },
        ),
    )


def _neg_version(version: Version) -> tuple[int, ...]:
    return tuple(-part for part in version.release)


def _constraint_label(code: str, request: StackRequest) -> str:
    gpu = request.gpu.name if request.gpu else "no GPU"
    return {
        "framework_version": f"{request.framework.value} version {request.framework_version}",
        "python": f"Python {request.python}",
        "python_eol": "Python end of life",
        "companion": "companion packages " + ", ".join(request.companions),
        "library": "libraries "
        + ", ".join(request.recipe.names if request.recipe else ())
        + (f" and {request.recipe.server}" if request.recipe and request.recipe.server else ""),
        "driver": f"installed driver {request.driver}",
        "gpu_driver": f"driver bounds of the {gpu}"
        + (f" (installed {request.driver})" if request.driver else ""),
        "os_driver": f"driver branches for {request.host_os}",
        "gpu_install": "tensorflow[and-cuda] installability",
        "target": f"target {request.target.value}",
        "gpu_arch": f"GPU {gpu}"
        + (f" (compute capability {request.gpu.compute_capability})" if request.gpu else ""),
        "gpu_unused": f"GPU {gpu}",
        "no_gpu": "no GPU",
    }.get(code, code)


_TASK_COMPANIONS = {
    Task.IMAGE_CLASSIFICATION: ("torchvision",),
    Task.SEGMENTATION: ("torchvision",),
    Task.DETECTION: ("torchvision",),
    Task.DIFFUSION: ("torchvision",),
    Task.SPEECH: ("torchaudio",),
}


def _plan_gpu(
    workload: Workload, hardware: HardwareChoice, profile: HardwareProfile | None, kb: KnowledgeBase
) -> GpuRecord | None:
    if asks_for_no_gpu(workload):
        return None  # a CPU build, whatever GPU the workload or this machine has
    catalog = kb.dataset("gpus", GpuCatalog)
    if workload.gpu and names_capability(workload.gpu):
        try:  # a GPU the catalog lacks, given by its compute capability only
            return capability_gpu(catalog, workload.gpu)
        except CapabilityError as exc:
            raise PlanInputError("gpu", "input.detail", detail=str(exc)) from None
    if hardware.choice.gpu is not None and hardware.choice.count > 0:
        found = catalog.by_id(hardware.choice.gpu) or find_gpu(catalog, hardware.choice.gpu)
        if found is not None:
            return found
    if workload.gpu:
        found = find_gpu(catalog, workload.gpu)
        if found is not None:
            return found
    if profile is not None and hardware.choice.gpu is not None:
        probed: list[GpuInfo | OtherGpu] = [*profile.gpus, *profile.other_gpus]
        for gpu in probed:
            found = gpu_for_profile(catalog, gpu)
            if found is not None:
                return found
    return None


def _local_gpu(profile: HardwareProfile | None, kb: KnowledgeBase) -> GpuRecord | None:
    if profile is None:
        return None
    catalog = kb.dataset("gpus", GpuCatalog)
    probed: list[GpuInfo | OtherGpu] = [*profile.gpus, *profile.other_gpus]
    for gpu in probed:
        found = gpu_for_profile(catalog, gpu)
        if found is not None:
            return found
    return None


def resolve_for_plan(
    workload: Workload,
    hardware: HardwareChoice,
    profile: HardwareProfile | None,
    kb: KnowledgeBase,
) -> StackResult:
    """Pipeline step 3: the stack for the chosen GPU, this machine's driver and Python."""
    installed_version = None
    installed_python = None
    if profile is not None:
        names = {"pytorch": ("torch", "pytorch"), "tensorflow": ("tensorflow",)}.get(
            workload.framework.value, ()
        )
        for fw in profile.software.frameworks:
            if fw.name.lower() in names:
                installed_version = fw.version
                if fw.variant and "+" not in fw.version:
                    installed_version = f"{fw.version}+{fw.variant}"
        installed_python = profile.software.python_version
    gpu = _plan_gpu(workload, hardware, profile, kb)
    local = _local_gpu(profile, kb)
    is_this_machine = profile is not None and (gpu is None or local is None or gpu.id == local.id)
    if not is_this_machine:
        installed_version = installed_python = None
    host_os = None
    if profile is not None and is_this_machine and workload.target is Target.LINUX:
        distro, version = profile.system.distro_id, profile.system.distro_version
        if distro and version:
            host_os = f"{distro.lower()}-{version}"  # os.yaml's id form: the driver's host
    request = StackRequest(
        target=workload.target,
        framework=workload.framework,
        gpu=gpu,
        driver=profile.driver_version if profile is not None and is_this_machine else None,
        framework_version=workload.framework_version,
        python=workload.python,
        env_manager=workload.env_manager,
        companions=_TASK_COMPANIONS.get(workload.task, ())
        if workload.framework is Framework.PYTORCH
        else (),
        installed_version=installed_version,
        installed_python=installed_python,
        recipe=recipe_for(workload, gpu),
        index_url=workload.index_url,
        extra_index_urls=tuple(workload.extra_index_urls),
        host_os=host_os,
        arch=profile.system.arch if profile is not None else None,
    )
    return resolve_stack(request, kb)
