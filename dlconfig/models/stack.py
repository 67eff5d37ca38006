"""The OS and software stack (step 3). ``cuda`` is None for CPU-only and Apple GPU stacks."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, model_validator

from dlconfig.models.common import Conflict, Frozen, Reason, rendered_from_reasons
from dlconfig.models.workload import EnvManager, Target

# A package name and a version as package indexes accept them: they reach
# requirements.txt, environment.yml and install lines, so nothing else gets through.
PackageName = Annotated[
    str, Field(max_length=100, pattern=r"^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$")
]
PackageVersion = Annotated[str, Field(max_length=64, pattern=r"^[0-9A-Za-z][0-9A-Za-z.+!_-]*$")]


def python_platform_name(target: Target, glibc: str | None, arch: str | None) -> str:
    """uv's ``--python-platform`` for where a stack runs: the one place the rule lives
    (the planner records it on the stack, the lock and the README read it)."""
    if target == Target.MACOS:
        return "aarch64-apple-darwin"
    if target == Target.WINDOWS:
        return "x86_64-pc-windows-msvc"
    is_arm = (arch or "").lower() in {"aarch64", "arm64"}
    # The OS's glibc decides which manylinux wheels install there (PEP 600: a
    # manylinux_2_X wheel needs glibc 2.X or newer); without it, the 2.28 baseline.
    return f"{'aarch64' if is_arm else 'x86_64'}-manylinux_{(glibc or '2.28').replace('.', '_')}"


class FrameworkPin(Frozen):
    name: PackageName
    version: PackageVersion
    variant: str | None = Field(default=None, description="cu124, cpu, rocm6.2, mps, ...")


class PackagePin(Frozen):
    """One package to install: ``index_url`` names the index it must come from (None: the
    stack's indexes); ``reason`` says why it is there and why this version."""

    name: PackageName
    version: PackageVersion
    index_url: str | None = None
    extras: list[PackageName] = Field(default_factory=list, max_length=20)
    reason: Reason | None = None
    is_source_build: bool = Field(
        default=False,
        description="only a source distribution: builds against the installed torch "
        "(install it after torch, without build isolation)",
    )


class ServingPin(Frozen):
    """Serving that is not a pip package: a container image to run, or an application."""

    name: str
    kind: str = Field(description="container_image or app")
    version: str | None = None
    image: str | None = Field(default=None, description="image reference with its tag")
    install_url: str | None = None
    reason: Reason | None = None


class Candidate(Frozen):
    """One combination the resolver looked at, and why it won or lost."""

    framework_version: str
    variant: str | None = None
    python: str | None = None
    cuda: str | None = None
    is_chosen: bool = False
    # the English words of ``why_reasons`` joined by "; " (catalogue reasons the faces
    # translate); a row saved before the reasons keeps its words
    why: str = ""
    why_reasons: list[Reason] = Field(default_factory=list, max_length=20)
    os: str | None = None
    fits: bool = False
    excluded_by: list[str] = Field(
        default_factory=list, description="codes of the constraints this candidate breaks"
    )

    @model_validator(mode="before")
    @classmethod
    def _render_why(cls, data: Any) -> Any:
        return rendered_from_reasons(data, "why_reasons", "why", "; ")


class Stack(Frozen):
    target: Target
    os: str
    # the OS's C library version (Linux), which decides the wheels a lock may choose
    glibc: str | None = Field(default=None, pattern=r"^2\.\d{1,2}$")
    # the oldest macOS release the stack runs on (macOS), which decides the wheels a lock
    # may choose (a macosx_14_0 wheel needs macOS 14.0 or newer)
    macos_min: str | None = Field(default=None, pattern=r"^\d{2}\.\d{1,2}$")
    # uv's --python-platform every pin was checked for (with macos_min on macOS); None in
    # a stack saved before it was recorded
    python_platform: str | None = Field(default=None, pattern=r"^[a-z0-9_-]{1,40}$")
    driver_min: str | None = None
    cuda: str | None = None
    cudnn: str | None = None
    python: str
    env_manager: EnvManager
    framework: FrameworkPin
    packages: list[PackagePin] = Field(default_factory=list)
    index_url: str | None = None
    extra_index_urls: list[str] = Field(default_factory=list)
    requirement_lines: list[str] = Field(default_factory=list)
    needs_toolkit: bool = False
    serving: ServingPin | None = None
    # English words of ``wsl_step_reasons`` (from the messages catalogue), which the faces
    # translate; a stack saved before the reasons keeps its words
    wsl_steps: list[str] = Field(default_factory=list)
    wsl_step_reasons: list[Reason] = Field(default_factory=list, max_length=20)
    considered: list[Candidate] = Field(default_factory=list)
    reasons: list[Reason] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _render_wsl_steps(cls, data: Any) -> Any:
        return rendered_from_reasons(data, "wsl_step_reasons", "wsl_steps")

    @property
    def rocm_release(self) -> str | None:
        """The ROCm release of an AMD (ROCm) build of the framework, "7.2" for rocm7.2;
        None for a CUDA or CPU build."""
        variant = self.framework.variant or ""
        return variant.removeprefix("rocm") if variant.startswith("rocm") else None


class StackResult(Frozen):
    """A stack, or the conflict that prevents one."""

    stack: Stack | None = None
    conflict: Conflict | None = None
