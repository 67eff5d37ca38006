"""Candidate stacks for the resolver: every framework build, tested against every constraint.

Each candidate records the constraints it breaks (``Violation``) so that the resolver can
rank the ones that fit and, when none does, name the smallest change that would help.
"""

from __future__ import annotations

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
from dlconfig.models.workload import Target

if TYPE_CHECKING:
    from dlconfig.plan.stack_libraries import LibraryPick

# A Python released this long before the knowledge base's date counts as mature enough
# to recommend when the user did not ask for one (new interpreters lag in wheels).
MATURE_PYTHON = timedelta(days=365)


@dataclass(frozen=True)
class Violation:
    """A constraint a candidate breaks: stable code, English text, and the fix."""

    code: str
    text: str
    fix: str


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
        return {"nvidia": "cuda", "amd": "rocm", "apple": "mps"}.get(self.gpu.vendor, "other")


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
        return None, [Violation("python", "no supported Python recorded", "")]
    span = f"{min(pythons)}-{max(pythons)}"
    if needs.python_spec is not None:
        ok = [p for p in pythons if p in needs.python_spec]
        if not ok:
            return pythons[0], [
                Violation(
                    "python",
                    f"supports Python {span}, not {needs.python_spec}",
                    f"use a Python in {span}",
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
            Violation(
                "python_eol",
                f"every Python it supports ({span}) is past end of life",
                f"pin {pin} to accept Python {pythons[0]}, past end of life",
            )
        ]
    mature = [
        p for p, rec in alive if rec is None or rec.first_release + MATURE_PYTHON <= needs.today
    ]
    return (mature or [alive[-1][0]])[0], []


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
                Violation(
                    "framework_version",
                    f"torch {build.version} is outside {needs.version_spec}",
                    f"allow torch {build.version}",
                )
            )
        if needs.platform not in variant.platforms:
            v.append(
                Violation(
                    "target",
                    f"{variant.id} has no {needs.platform} wheels",
                    _platform_fix(variant),
                )
            )
        _check_accelerator(cand, variant, needs)
        if needs.capability is not None and variant.kind == "cuda":
            cand.arch = build_supports(build, needs.capability, cuda)
            if not cand.arch.is_supported:
                v.append(
                    Violation(
                        "gpu_arch",
                        f"{variant.id} {cand.arch.basis}, not for compute capability"
                        f" {needs.capability}"
                        if cand.arch.is_recorded
                        else f"{variant.id}: {cand.arch.basis}",
                        f"use a build with kernels for sm_{needs.capability.major}"
                        f"{needs.capability.minor}",
                    )
                )
        _check_driver(cand, needs)
        for name in needs.companions:
            if getattr(rel, name, None) is None:
                v.append(
                    Violation(
                        "companion",
                        f"no {name} release is recorded for torch {build.version}",
                        f"drop {name} or use an older torch",
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


def _platform_fix(variant: TorchVariant) -> str:
    names = {"linux": "Linux", "windows": "Windows", "macos": "macOS"}
    targets = [names[p] for p in variant.platforms]
    if "linux" in variant.platforms:
        targets.insert(1, "WSL2")
    return f"choose the {' or '.join(targets)} target"


def _check_accelerator(cand: Candidate, variant: TorchVariant, needs: Needs) -> None:
    acc, kind = needs.accelerator, variant.kind
    if acc == "cuda" and kind != "cuda":
        cand.violations.append(
            Violation(
                "gpu_unused",
                f"{variant.id} cannot use the NVIDIA GPU",
                "plan without a GPU (CPU only)",
            )
        )
    elif acc == "rocm" and kind != "rocm":
        cand.violations.append(
            Violation("gpu_unused", f"{variant.id} cannot use the AMD GPU", "plan CPU only")
        )
    elif acc == "mps" and kind != "mps":
        cand.violations.append(
            Violation("gpu_unused", f"{variant.id} cannot use the Apple GPU", "choose macOS")
        )
    elif acc in ("cpu", "other") and kind not in ("cpu", "mps"):
        cand.violations.append(
            Violation("no_gpu", f"{variant.id} needs a GPU this plan does not have", "")
        )


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
                Violation(
                    "gpu_driver",
                    f"{name} needs NVIDIA driver >= {floor}, installed {needs.driver}",
                    f"install NVIDIA driver >= {floor} for the {name}",
                )
            )
        if branch is not None and needs.driver.major > branch:
            cand.violations.append(
                Violation(
                    "gpu_driver",
                    f"the last driver branch for {name} is R{branch}, installed {needs.driver}",
                    f"install an R{branch} driver for the {name}",
                )
            )
    if branch is not None and cand.driver_min is not None and cand.driver_min.major > branch:
        cand.violations.append(
            Violation(
                "gpu_driver",
                f"CUDA {cand.cuda} needs driver >= {cand.driver_min_text}, but {name}'s"
                f" last driver branch is R{branch}",
                f"use a build for an older CUDA that an R{branch} driver runs",
            )
        )


def _check_driver(cand: Candidate, needs: Needs) -> None:
    _check_gpu_driver(cand, needs)
    if needs.driver is None or cand.driver_min is None:
        return
    if needs.driver < cand.driver_min:
        cand.violations.append(
            Violation(
                "driver",
                f"CUDA {cand.cuda} needs driver >= {cand.driver_min_text},"
                f" installed {needs.driver}",
                f"upgrade the NVIDIA driver to >= {cand.driver_min_text}",
            )
        )


def _check_tf_arch(cand: Candidate, rel: TfRelease, capability: Version) -> None:
    """A release that records its GPU code: SASS that runs on the GPU, or PTX to JIT."""
    sass = [Version(x) for x in rel.gpu_sass or ()]
    sm = f"{capability.major}{capability.minor}"
    if any(sass_runs_on(x, capability) for x in sass):
        cand.arch = ArchVerdict(
            True,
            f"ships sm_{sm}-compatible kernels",
            True,
            (("basis_kind", "sass"), ("sm", sm)),
        )
        return
    if rel.gpu_ptx is not None and Version(rel.gpu_ptx) <= capability:
        # no SASS for the GPU: the driver compiles the PTX at first use (slow start)
        cand.arch = ArchVerdict(
            True,
            f"ships PTX for {rel.gpu_ptx} that compiles for the GPU",
            True,
            (("basis_kind", "ptx"), ("ptx", rel.gpu_ptx)),
        )
        return
    listed = ", ".join(str(x) for x in sass)
    cand.violations.append(
        Violation(
            "gpu_arch",
            f"tensorflow {cand.version} ships GPU code for {listed} only, not for compute"
            f" capability {capability}",
            "plan without a GPU (CPU only), or use an older tensorflow",
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
                Violation(
                    "framework_version",
                    f"tensorflow {version} is outside {needs.version_spec}",
                    f"allow tensorflow {version}",
                )
            )
        if gpu_build and needs.target is Target.WINDOWS and not rel.windows_native_gpu:
            v.append(
                Violation(
                    "target",
                    f"tensorflow {version} has no GPU support on native Windows"
                    " (2.10 was the last)",
                    "choose the WSL2 target, or pin tensorflow==2.10.*",
                )
            )
        if needs.accelerator in ("rocm", "other"):
            v.append(
                Violation("gpu_unused", "no TensorFlow GPU build for this GPU is recorded", "")
            )
        if gpu_build and needs.capability is not None and rel.gpu_sass is not None:
            _check_tf_arch(cand, rel, needs.capability)
        elif (
            gpu_build
            and needs.capability is not None
            and min_cc is not None
            and needs.capability < min_cc
        ):
            v.append(
                Violation(
                    "gpu_arch",
                    f"TensorFlow GPU builds start at compute capability {min_cc}",
                    "plan without a GPU (CPU only)",
                )
            )
        _check_driver(cand, needs)
        uses_extra = gpu_build and rel.and_cuda_extra and needs.target is not Target.WINDOWS
        if uses_extra and not rel.and_cuda_installable:
            v.append(
                Violation(
                    "gpu_install",
                    f"tensorflow[and-cuda]=={version} pins packages the package index does not"
                    " have",
                    f"use a later tensorflow {version.major}.{version.minor} patch release",
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
