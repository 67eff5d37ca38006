"""Candidate stacks for the resolver: every framework build, tested against every constraint.

Each candidate records the constraints it breaks (``Violation``) so that the resolver can
rank the ones that fit and, when none does, name the smallest change that would help.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import TYPE_CHECKING

from packaging.specifiers import SpecifierSet
from packaging.version import Version

from dlconfig.kb.gpus import GpuRecord
from dlconfig.kb.queries import (
    ArchVerdict,
    build_supports,
    min_driver,
    min_driver_text,
    python_lifecycle,
    python_versions,
    sass_runs_on,
    tf_index,
    torch_index,
)
from dlconfig.kb.software import (
    CudaCatalog,
    PythonCatalog,
    PytorchCatalog,
    TensorflowCatalog,
    TfRelease,
    TorchRelease,
    TorchVariant,
)
from dlconfig.models.common import Reason
from dlconfig.models.messages import ParamValue
from dlconfig.models.workload import Target

if TYPE_CHECKING:
    from dlconfig.plan.stack_libraries import LibraryPick

# A Python released this long before the knowledge base's date counts as mature enough
# to recommend when the user did not ask for one (new interpreters lag in wheels).
MATURE_PYTHON = timedelta(days=365)


@dataclass(frozen=True)
class Violation:
    """A constraint a candidate breaks: stable ``code``, what is wrong and the fix, both
    sentences of the messages catalogue (``stack.violation.<form>``, ``stack.fix.<fix_form>``).

    The reasons are built when first asked for: the resolver weighs hundreds of
    candidates and words only the few it shows.
    """

    code: str
    form: str
    fix_form: str | None = None
    params: tuple[tuple[str, ParamValue], ...] = ()
    # where the constraint's fact was read, when it is one fact (a driver branch's OS list)
    source: str | None = None
    as_of: date | None = None

    @functools.cached_property
    def what(self) -> Reason:
        return Reason(
            code=f"stack.violation.{self.form}",
            params=dict(self.params),
            source=self.source,
            as_of=self.as_of,
        )

    @functools.cached_property
    def remedy(self) -> Reason | None:
        if self.fix_form is None:
            return None
        return Reason(code=f"stack.fix.{self.fix_form}", params=dict(self.params))

    @property
    def text(self) -> str:
        return self.what.text

    @property
    def fix(self) -> str:
        return self.remedy.text if self.remedy is not None else ""


def violation(code: str, what: str, fix: str | None = None, **params: ParamValue) -> Violation:
    """A Violation of ``code`` saying ``stack.violation.<what>``, fixed by ``stack.fix.<fix>``."""
    return Violation(code, what, fix, tuple(params.items()))


@dataclass(frozen=True)
class OsBranch:
    """The newest recorded NVIDIA driver branch that supports the host's OS release and the
    GPU (``branch`` None: none does), with the document that says so."""

    os_id: str
    os_name: str
    branch: int | None
    source: str
    as_of: date


@dataclass(frozen=True)
class Needs:
    """What the request asks for, parsed once."""

    target: Target
    gpu: GpuRecord | None
    capability: Version | None
    driver: Version | None
    version_spec: SpecifierSet | None
    python_spec: SpecifierSet | None
    installed: Version | None
    installed_variant: str | None
    installed_python: Version | None
    companions: tuple[str, ...]
    today: date
    # the GPU's driver bounds (its architecture's record): oldest driver, newest branch
    gpu_driver_min: Version | None = None
    gpu_driver_max_branch: int | None = None
    # cuDNN major -> the oldest compute capability it supports (NVIDIA's support matrix)
    cudnn_min_capability: tuple[tuple[int, Version], ...] = ()
    # an AMD GPU: the first ROCm release that supports it, and where that was read
    rocm_floor: tuple[Version, str | None] | None = None
    # the host's OS release (Linux) and the newest driver branch its documents allow; None
    # when a driver is installed (it answers which branch runs there) or nothing is known
    os_branch: OsBranch | None = None

    @property
    def platform(self) -> str:
        return {"linux": "linux", "wsl2": "linux", "windows": "windows", "macos": "macos"}[
            self.target.value
        ]

    @property
    def driver_platform(self) -> str:
        """WSL2 runs on the Windows driver."""
        return "linux" if self.target is Target.LINUX else "windows"

    @property
    def accelerator(self) -> str:
        if self.gpu is None:
            return "cpu"
        return {"nvidia": "cuda", "amd": "rocm", "apple": "mps", "intel": "xpu"}.get(
            self.gpu.vendor, "other"
        )


@dataclass
class Candidate:
    framework: str
    version: Version
    variant: str | None
    python: Version | None
    cuda: Version | None
    cudnn: str | None
    driver_min: Version | None
    status: str
    driver_min_text: str | None = None
    violations: list[Violation] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    arch: ArchVerdict | None = None
    torch: tuple[TorchRelease, TorchVariant] | None = None
    tf: TfRelease | None = None
    is_installed: bool = False
    # set when the GPU needs a newer driver than the build's CUDA does (Blackwell: R570)
    gpu_driver_floor_text: str | None = None
    # the workload's libraries chosen with this build (see plan.stack_libraries)
    libraries: tuple[LibraryPick, ...] = ()

    @property
    def fits(self) -> bool:
        return not self.violations

    @property
    def stack_driver_min_text(self) -> str | None:
        """The oldest driver the stack runs on: the CUDA floor, or the GPU's when higher."""
        return self.gpu_driver_floor_text or self.driver_min_text


def choose_python(
    pythons: tuple[Version, ...], needs: Needs, python_kb: PythonCatalog, pin: str = ""
) -> tuple[Version | None, list[Violation]]:
    """Pick a Python for a build: the asked one, else the installed one, else the newest mature."""
    if not pythons:
        return None, [violation("python", "python_none")]
    span = f"{min(pythons)}-{max(pythons)}"
    if needs.python_spec is not None:
        ok = [p for p in pythons if p in needs.python_spec]
        if not ok:
            return pythons[0], [
                violation(
                    "python", "python_range", "python_range", span=span, spec=str(needs.python_spec)
                )
            ]
        return ok[0], []
    if needs.installed_python is not None and needs.installed_python in pythons:
        installed = python_lifecycle(python_kb).get(needs.installed_python)
        if installed is None or installed.end_of_life > needs.today:
            return needs.installed_python, []
    lifecycle = python_lifecycle(python_kb)
    alive = []
    for p in pythons:
        rec = lifecycle.get(p)
        if rec is None or rec.end_of_life > needs.today:
            alive.append((p, rec))
    if not alive:
        return pythons[0], [
            violation(
                "python_eol", "python_eol", "python_eol", span=span, pin=pin, python=str(pythons[0])
            )
        ]
    mature = [
        p for p, rec in alive if rec is None or rec.first_release + MATURE_PYTHON <= needs.today
    ]
    return (mature or [alive[-1][0]])[0], []


def _check_cudnn_arch(cand: Candidate, needs: Needs) -> None:
    """A build made with a cuDNN that does not support the GPU's architecture (cuDNN 9
    starts at Maxwell, 5.0: a Kepler K80 cannot use it) is refused."""
    if needs.capability is None or not cand.cudnn:
        return
    floors = dict(needs.cudnn_min_capability)
    floor = floors.get(Version(cand.cudnn).major)
    if floor is not None and needs.capability < floor:
        cand.violations.append(
            violation(  # the GPU's architecture, as the kernels' check: one constraint
                "gpu_arch",
                "cudnn_arch",
                "arch",
                cudnn=cand.cudnn,
                floor=str(floor),
                compute_capability=str(needs.capability),
                sm=f"{needs.capability.major}{needs.capability.minor}",
            )
        )


def torch_candidates(
    catalog: PytorchCatalog, cuda: CudaCatalog, python_kb: PythonCatalog, needs: Needs
) -> list[Candidate]:
    out: list[Candidate] = []
    chosen_pythons: dict[tuple[object, ...], tuple[Version | None, list[Violation]]] = {}
    for build in torch_index(catalog).builds:
        rel, variant = build.release, build.variant
        cand = Candidate(
            framework="pytorch",
            version=build.version,
            variant=variant.id,
            python=None,
            cuda=build.cuda,
            cudnn=variant.cudnn,
            driver_min=min_driver(cuda, build.cuda, needs.driver_platform) if build.cuda else None,
            driver_min_text=(
                min_driver_text(cuda, build.cuda, needs.driver_platform) if build.cuda else None
            ),
            status=variant.status,
            torch=(rel, variant),
        )
        v = cand.violations
        if needs.version_spec is not None and build.version not in needs.version_spec:
            v.append(
                violation(
                    "framework_version",
                    "outside_pin",
                    "allow",
                    package="torch",
                    version=str(build.version),
                    spec=str(needs.version_spec),
                )
            )
        if needs.platform not in variant.platforms:
            v.append(
                violation(
                    "target",
                    "no_wheels",
                    "targets",
                    variant=variant.id,
                    platform=needs.platform,
                    targets=_platform_targets(variant),
                )
            )
        _check_accelerator(cand, variant, needs)
        if needs.capability is not None and variant.kind == "cuda":
            cand.arch = build_supports(build, needs.capability, cuda)
            if not cand.arch.is_supported:
                v.append(
                    violation(
                        "gpu_arch",
                        "arch",
                        "arch",
                        variant=variant.id,
                        compute_capability=str(needs.capability),
                        sm=f"{needs.capability.major}{needs.capability.minor}",
                        **dict(cand.arch.facts),
                    )
                )
        _check_cudnn_arch(cand, needs)
        _check_driver(cand, needs)
        for name in needs.companions:
            if getattr(rel, name, None) is None:
                v.append(
                    violation(
                        "companion",
                        "companion",
                        "companion",
                        package=name,
                        version=str(build.version),
                    )
                )
        key = (build.pythons, build.version.release[:2])
        if key not in chosen_pythons:
            chosen_pythons[key] = choose_python(
                build.pythons,
                needs,
                python_kb,
                f"torch=={build.version.major}.{build.version.minor}.*",
            )
        cand.python, py_violations = chosen_pythons[key]
        if needs.version_spec is None or not any(x.code == "python_eol" for x in py_violations):
            v.extend(py_violations)
        cand.is_installed = needs.installed == build.version and (
            needs.installed_variant in (None, variant.id)
        )
        out.append(cand)
    return out


def _platform_targets(variant: TorchVariant) -> str:
    """The targets a variant's wheels serve, by their product names ("Linux/WSL2/Windows")."""
    names = {"linux": "Linux", "windows": "Windows", "macos": "macOS"}
    targets = [names[p] for p in variant.platforms]
    if "linux" in variant.platforms:
        targets.insert(1, "WSL2")
    return "/".join(targets)


def _xpu_host_ok(gpu: GpuRecord, target: Target) -> bool:
    """Whether an Intel GPU's recorded host systems include ``target``'s host: PyTorch's
    Intel GPU guide lists the Data Center GPU Max Series on Linux servers only, so WSL2
    (a Windows host) does not count as Linux for it."""
    if not gpu.host_os:
        return True
    host = {Target.LINUX: "linux", Target.WINDOWS: "windows", Target.WSL2: "windows"}
    return host.get(target) in gpu.host_os


def _check_accelerator(cand: Candidate, variant: TorchVariant, needs: Needs) -> None:
    acc, kind = needs.accelerator, variant.kind
    if acc == "cuda" and kind != "cuda":
        cand.violations.append(
            violation("gpu_unused", "not_nvidia", "cpu_only", variant=variant.id)
        )
    elif acc == "rocm" and kind != "rocm":
        cand.violations.append(violation("gpu_unused", "not_amd", "cpu_only", variant=variant.id))
    elif acc == "rocm" and needs.rocm_floor is not None:
        floor = needs.rocm_floor[0]
        if Version(variant.id.removeprefix("rocm")) < floor:
            gpu = needs.gpu.name if needs.gpu else ""
            cand.violations.append(
                violation("gpu_arch", "rocm_too_old", variant=variant.id, gpu=gpu, rocm=str(floor))
            )
    elif acc == "xpu" and kind != "xpu":
        cand.violations.append(violation("gpu_unused", "not_intel", "cpu_only", variant=variant.id))
    elif acc == "xpu" and needs.gpu and not _xpu_host_ok(needs.gpu, needs.target):
        cand.violations.append(
            violation(
                "target",
                "xpu_host_os",
                "targets",
                gpu=needs.gpu.name,
                target=needs.target.value,
                targets="Linux",
            )
        )
    elif acc == "mps" and kind != "mps":
        cand.violations.append(violation("gpu_unused", "not_apple", "macos", variant=variant.id))
    elif acc in ("cpu", "other") and kind not in ("cpu", "mps"):
        cand.violations.append(violation("no_gpu", "needs_gpu", variant=variant.id))


def _check_gpu_driver(cand: Candidate, needs: Needs) -> None:
    """The GPU's own driver bounds: the installed driver, and the driver the build needs."""
    if cand.cuda is None or needs.gpu is None:
        return
    name, floor, branch = needs.gpu.name, needs.gpu_driver_min, needs.gpu_driver_max_branch
    if floor is not None and (cand.driver_min is None or floor > cand.driver_min):
        cand.gpu_driver_floor_text = str(floor)
    if needs.driver is not None:
        if floor is not None and needs.driver < floor:
            cand.violations.append(
                violation(
                    "gpu_driver",
                    "gpu_driver_floor",
                    "gpu_driver_floor",
                    gpu=name,
                    floor=str(floor),
                    driver=str(needs.driver),
                )
            )
        if branch is not None and needs.driver.major > branch:
            cand.violations.append(
                violation(
                    "gpu_driver",
                    "gpu_driver_branch",
                    "gpu_driver_branch",
                    gpu=name,
                    branch=branch,
                    driver=str(needs.driver),
                )
            )
    if branch is not None and cand.driver_min is not None and cand.driver_min.major > branch:
        cand.violations.append(
            violation(
                "gpu_driver",
                "cuda_past_gpu_branch",
                "older_cuda_for_branch",
                gpu=name,
                branch=branch,
                cuda=str(cand.cuda),
                driver_min=cand.driver_min_text,
            )
        )


def _check_os_branch(cand: Candidate, needs: Needs) -> None:
    """A CUDA build needs a driver branch that supports the host's OS release: none at
    all, or one older than the build's CUDA needs, refuses it (the branch's document)."""
    found = needs.os_branch
    if found is None or cand.cuda is None or cand.driver_min is None:
        return
    gpu = needs.gpu.name if needs.gpu is not None else None
    if found.branch is None:
        cand.violations.append(
            Violation(
                "os_driver",
                "os_no_driver_branch",
                "os_driver_branch",
                (("os", found.os_name), ("gpu", gpu)),
                found.source,
                found.as_of,
            )
        )
    elif cand.driver_min.major > found.branch:
        cand.violations.append(
            Violation(
                "os_driver",
                "cuda_past_os_branch",
                "older_cuda_for_branch",
                (
                    ("os", found.os_name),
                    ("branch", found.branch),
                    ("cuda", str(cand.cuda)),
                    ("driver_min", cand.driver_min_text),
                ),
                found.source,
                found.as_of,
            )
        )


def _check_driver(cand: Candidate, needs: Needs) -> None:
    _check_gpu_driver(cand, needs)
    _check_os_branch(cand, needs)
    if needs.driver is None or cand.driver_min is None:
        return
    if needs.driver < cand.driver_min:
        cand.violations.append(
            violation(
                "driver",
                "driver",
                "driver",
                cuda=str(cand.cuda),
                driver_min=cand.driver_min_text,
                driver=str(needs.driver),
            )
        )


def _check_tf_arch(cand: Candidate, rel: TfRelease, capability: Version) -> None:
    """A release that records its GPU code: SASS that runs on the GPU, or PTX to JIT."""
    sass = [Version(x) for x in rel.gpu_sass or ()]
    sm = f"{capability.major}{capability.minor}"
    if any(sass_runs_on(x, capability) for x in sass):
        cand.arch = ArchVerdict(True, True, (("basis_kind", "sass"), ("sm", sm)))
        return
    if rel.gpu_ptx is not None and Version(rel.gpu_ptx) <= capability:
        # no SASS for the GPU: the driver compiles the PTX at first use (slow start)
        cand.arch = ArchVerdict(True, True, (("basis_kind", "ptx"), ("ptx", rel.gpu_ptx)))
        return
    listed = ", ".join(str(x) for x in sass)
    cand.violations.append(
        violation(
            "gpu_arch",
            "tf_no_gpu_code",
            "cpu_or_older_tf",
            version=str(cand.version),
            listed=listed,
            capability=str(capability),
        )
    )


def tf_candidates(
    catalog: TensorflowCatalog, cuda: CudaCatalog, python_kb: PythonCatalog, needs: Needs
) -> list[Candidate]:
    out: list[Candidate] = []
    wants_gpu = needs.accelerator == "cuda"
    min_cc = min((Version(c) for c in catalog.gpu_compute_capabilities), default=None)
    for version, rel, pythons in tf_index(catalog).releases:
        gpu_build = wants_gpu and needs.target is not Target.MACOS
        cuda_v = Version(rel.cuda) if gpu_build and rel.cuda else None
        cand = Candidate(
            framework="tensorflow",
            version=version,
            variant="cuda" if gpu_build else "cpu",
            python=None,
            cuda=cuda_v,
            cudnn=rel.cudnn if gpu_build else None,
            driver_min=min_driver(cuda, cuda_v, needs.driver_platform) if cuda_v else None,
            driver_min_text=min_driver_text(cuda, cuda_v, needs.driver_platform)
            if cuda_v
            else None,
            status="stable",
            tf=rel,
        )
        v = cand.violations
        if needs.version_spec is not None and version not in needs.version_spec:
            v.append(
                violation(
                    "framework_version",
                    "outside_pin",
                    "allow",
                    package="tensorflow",
                    version=str(version),
                    spec=str(needs.version_spec),
                )
            )
        if gpu_build and needs.target is Target.WINDOWS and not rel.windows_native_gpu:
            v.append(violation("target", "tf_windows_gpu", "tf_windows_gpu", version=str(version)))
        if needs.accelerator in ("rocm", "xpu", "other"):
            v.append(violation("gpu_unused", "tf_no_gpu_build"))
        if gpu_build and needs.capability is not None and rel.gpu_sass is not None:
            _check_tf_arch(cand, rel, needs.capability)
        elif (
            gpu_build
            and needs.capability is not None
            and min_cc is not None
            and needs.capability < min_cc
        ):
            v.append(violation("gpu_arch", "tf_min_cc", "cpu_only", min_cc=str(min_cc)))
        _check_driver(cand, needs)
        uses_extra = gpu_build and rel.and_cuda_extra and needs.target is not Target.WINDOWS
        if uses_extra and not rel.and_cuda_installable:
            v.append(
                violation(
                    "gpu_install",
                    "tf_and_cuda_missing",
                    "tf_later_patch",
                    version=str(version),
                    minor=f"{version.major}.{version.minor}",
                )
            )
        usable = pythons
        if uses_extra and rel.and_cuda_python is not None:
            allowed = set(python_versions(rel.and_cuda_python))
            usable = tuple(p for p in pythons if p in allowed) or pythons
        cand.python, py_violations = choose_python(
            usable, needs, python_kb, f"tensorflow=={version.major}.{version.minor}.*"
        )
        if needs.version_spec is None or not any(x.code == "python_eol" for x in py_violations):
            v.extend(py_violations)
        cand.is_installed = needs.installed == version
        out.append(cand)
    return out
