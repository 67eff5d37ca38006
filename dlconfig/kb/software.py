"""Schemas of the software datasets: PyTorch, TensorFlow, CUDA, cuDNN and operating systems.

Versions are strings here and are compared with ``packaging.version`` by the queries in
``dlconfig.kb.queries``; each validator below checks what a loader can check on its own
(ids unique, ranges ordered, references resolvable) so that a damaged or hostile file is
rejected with a message naming the record.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Literal

from packaging.version import InvalidVersion, Version
from pydantic import Field, field_validator, model_validator

from dlconfig.models.common import SOURCE_PATTERN, Frozen, Sourced

Platform = Literal["linux", "windows", "macos"]
VERSION_PATTERN = r"^\d+(\.\d+){0,3}$"
CC_PATTERN = r"^\d+\.\d+$"


def _version(text: str, what: str) -> Version:
    try:
        return Version(text)
    except InvalidVersion:
        raise ValueError(f"{what}: {text!r} is not a version") from None


class PythonRange(Frozen):
    """Supported CPython minor versions, both ends included."""

    min: str = Field(pattern=r"^3\.\d{1,2}$")
    max: str = Field(pattern=r"^3\.\d{1,2}$")
    experimental: list[str] = Field(default_factory=list, max_length=10)

    @model_validator(mode="after")
    def _ordered(self) -> PythonRange:
        if _version(self.min, "python.min") > _version(self.max, "python.max"):
            raise ValueError(f"python range {self.min}..{self.max} is reversed")
        return self


class ArchList(Sourced):
    """GPU code a wheel carries: SASS for each compute capability, PTX for one."""

    id: str = Field(pattern=r"^[a-z0-9_.-]+$", max_length=60)
    sass: list[str] = Field(min_length=1, max_length=30)
    ptx: str | None = Field(default=None, pattern=CC_PATTERN)

    @field_validator("sass")
    @classmethod
    def _capabilities(cls, value: list[str]) -> list[str]:
        for item in value:
            _version(item, "sass")
            if item.count(".") != 1:
                raise ValueError(f"compute capability {item!r} must look like 8.6")
        return value


class TorchVariant(Frozen):
    """One wheel build of a release: ``cu128``, ``rocm6.4``, ``cpu`` or ``mps``."""

    id: str = Field(pattern=r"^(cu\d{3}|rocm\d+(\.\d+){0,2}|cpu|mps|xpu)$")
    status: Literal["stable", "experimental"] = "stable"
    platforms: list[Platform] = Field(min_length=1)
    cuda: str | None = Field(default=None, pattern=VERSION_PATTERN)
    cudnn: str | None = Field(default=None, pattern=VERSION_PATTERN)
    arch_list: str | None = Field(default=None, description="id of an ArchList")
    on_pypi: bool = Field(default=False, description="installed from PyPI, no extra index")
    arch_assumed_from: str | None = Field(
        default=None,
        pattern=r"^\d+(\.\d+){0,3} [a-z0-9.]+$",
        description="'2.14.1 cu130': arch_list assumed from that recorded build (kb refresh)",
    )
    source: str | None = Field(
        default=None,
        pattern=SOURCE_PATTERN,
        max_length=2000,
        description="where this build was read when not the release's own source (xpu: "
        "PyTorch's Getting Started on Intel GPU for that release)",
    )
    as_of: date | None = Field(default=None, description="when ``source`` was read")
    note: str | None = Field(default=None, max_length=2000)

    @property
    def kind(self) -> str:
        if self.id.startswith("cu"):
            return "cuda"
        if self.id.startswith("rocm"):
            return "rocm"
        return self.id

    @model_validator(mode="after")
    def _cuda_matches_id(self) -> TorchVariant:
        if self.id.startswith("cu"):
            if self.cuda is None:
                raise ValueError(f"variant {self.id}: a CUDA variant needs 'cuda'")
            digits = self.cuda.replace(".", "")
            if self.id[2:] != digits:
                raise ValueError(f"variant {self.id}: cuda {self.cuda} does not match its id")
        elif self.cuda is not None:
            raise ValueError(f"variant {self.id}: only CUDA variants name a CUDA version")
        return self


class TorchRelease(Sourced):
    version: str = Field(pattern=VERSION_PATTERN)
    python: PythonRange
    torchvision: str | None = Field(default=None, pattern=VERSION_PATTERN)
    torchaudio: str | None = Field(default=None, pattern=VERSION_PATTERN)
    torchvision_python: PythonRange | None = Field(
        default=None, description="when torchvision supports fewer Pythons than torch"
    )
    pypi_default_linux: str | None = Field(default=None, description="variant PyPI's wheel is")
    variants: list[TorchVariant] = Field(min_length=1, max_length=30)

    @model_validator(mode="after")
    def _unique_variants(self) -> TorchRelease:
        ids = [v.id for v in self.variants]
        if len(ids) != len(set(ids)):
            raise ValueError(f"torch {self.version}: a variant is listed twice")
        if self.pypi_default_linux is not None and self.pypi_default_linux not in ids:
            raise ValueError(f"torch {self.version}: pypi_default_linux names no variant")
        return self


class PytorchCatalog(Frozen):
    as_of: date
    index_base_url: str = Field(pattern=r"^https://")
    index_source: str = Field(pattern=r"^https://")
    arch_lists: list[ArchList] = Field(default_factory=list, max_length=200)
    releases: list[TorchRelease] = Field(min_length=1, max_length=500)

    @model_validator(mode="after")
    def _consistent(self) -> PytorchCatalog:
        arch_ids = {a.id for a in self.arch_lists}
        if len(arch_ids) != len(self.arch_lists):
            raise ValueError("an arch list id is used twice")
        seen: set[Version] = set()
        for rel in self.releases:
            version = _version(rel.version, "torch version")
            if version in seen:
                raise ValueError(f"torch {rel.version} is listed twice")
            seen.add(version)
            for variant in rel.variants:
                if variant.arch_list is not None and variant.arch_list not in arch_ids:
                    raise ValueError(
                        f"torch {rel.version} {variant.id}: unknown arch list {variant.arch_list!r}"
                    )
        return self


class TfRelease(Sourced):
    version: str = Field(pattern=VERSION_PATTERN)
    python: PythonRange
    cuda: str | None = Field(default=None, pattern=VERSION_PATTERN)
    cudnn: str | None = Field(default=None, pattern=VERSION_PATTERN)
    windows_native_gpu: bool = False
    and_cuda_extra: bool = Field(default=False, description="pip install tensorflow[and-cuda]")
    and_cuda_installable: bool = Field(
        default=True, description="False: the extra pins packages the package index lacks"
    )
    and_cuda_python: PythonRange | None = Field(
        default=None, description="Pythons the extra's pinned packages have wheels for"
    )
    gpu_sass: list[str] | None = Field(
        default=None, max_length=20, description="compute capabilities with SASS in the wheel"
    )
    gpu_ptx: str | None = Field(default=None, pattern=CC_PATTERN)
    gpu_code_assumed_from: str | None = Field(
        default=None,
        pattern=VERSION_PATTERN,
        description="gpu_sass/gpu_ptx assumed from this recorded release (kb refresh)",
    )


class TensorflowCatalog(Frozen):
    as_of: date
    gpu_compute_capabilities: list[str] = Field(default_factory=list, max_length=20)
    gpu_capabilities_source: str = Field(pattern=r"^https://")
    wsl_min_windows_build: int = Field(ge=1, le=10_000_000)
    wsl_source: str = Field(pattern=r"^https://")
    min_ubuntu: str = Field(pattern=VERSION_PATTERN)
    releases: list[TfRelease] = Field(min_length=1, max_length=500)

    @model_validator(mode="after")
    def _unique(self) -> TensorflowCatalog:
        versions = [_version(r.version, "tensorflow version") for r in self.releases]
        if len(versions) != len(set(versions)):
            raise ValueError("a TensorFlow release is listed twice")
        return self


class CudaMajor(Sourced):
    """The driver a CUDA major family needs under minor-version compatibility."""

    major: int = Field(ge=1, le=99)
    driver_min_linux: str = Field(pattern=VERSION_PATTERN)
    driver_min_windows: str = Field(pattern=VERSION_PATTERN)
    oldest_compute_capability: str | None = Field(default=None, pattern=CC_PATTERN)


class CudaToolkit(Sourced):
    version: str = Field(pattern=VERSION_PATTERN)
    newest_compute_capability: str | None = Field(default=None, pattern=CC_PATTERN)


class CudaCatalog(Frozen):
    as_of: date
    majors: list[CudaMajor] = Field(min_length=1, max_length=50)
    toolkits: list[CudaToolkit] = Field(default_factory=list, max_length=200)

    @model_validator(mode="after")
    def _consistent(self) -> CudaCatalog:
        majors = [m.major for m in self.majors]
        if len(majors) != len(set(majors)):
            raise ValueError("a CUDA major is listed twice")
        for toolkit in self.toolkits:
            if _version(toolkit.version, "toolkit").major not in majors:
                raise ValueError(f"CUDA {toolkit.version}: its major family is not listed")
        return self


class CudnnMajor(Sourced):
    major: int = Field(ge=1, le=99)
    cuda_majors: list[int] = Field(min_length=1, max_length=10)
    min_compute_capability: str | None = Field(
        default=None,
        pattern=r"^\d{1,2}\.\d$",
        description="the oldest GPU architecture its newest releases support (NVIDIA's cuDNN "
        "support matrix); None: not recorded",
    )


class CudnnRelease(Sourced):
    """A cuDNN release as its wheel for one CUDA major is published (nvidia-cudnn-cu13)."""

    version: str = Field(pattern=VERSION_PATTERN)
    cuda_major: int = Field(ge=1, le=99)


class CudnnCatalog(Frozen):
    as_of: date
    majors: list[CudnnMajor] = Field(min_length=1, max_length=50)
    releases: list[CudnnRelease] = Field(default_factory=list, max_length=500)

    @model_validator(mode="after")
    def _consistent(self) -> CudnnCatalog:
        majors = {m.major for m in self.majors}
        seen: set[tuple[Version, int]] = set()
        for rel in self.releases:
            key = (_version(rel.version, "cudnn version"), rel.cuda_major)
            if key in seen:
                raise ValueError(f"cuDNN {rel.version} for CUDA {rel.cuda_major} is listed twice")
            seen.add(key)
            if key[0].major not in majors:
                raise ValueError(f"cuDNN {rel.version}: its major is not listed")
        return self


class OsRelease(Sourced):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9.-]*$", max_length=60)
    name: str = Field(max_length=200)
    family: Literal["ubuntu", "debian", "rhel", "windows", "macos"]
    version: str = Field(pattern=VERSION_PATTERN)
    is_lts: bool = False
    released: date | None = None
    end_of_standard_support: date | None = None
    container_tag: str | None = Field(default=None, max_length=100)
    # the C library version its packages ship (Linux): which manylinux wheels install there
    glibc: str | None = Field(default=None, pattern=r"^2\.\d{1,2}$")

    @model_validator(mode="after")
    def _ordered(self) -> OsRelease:
        if (
            self.released is not None
            and self.end_of_standard_support is not None
            and self.released >= self.end_of_standard_support
        ):
            raise ValueError(f"{self.id}: support ends before the release")
        return self


class PlatformNote(Sourced):
    """A rule about a target: WSL2 GPU support, Apple MPS, ..."""

    id: str = Field(pattern=r"^[a-z0-9_.]+$")
    text: str = Field(max_length=2000)
    min_version: str | None = Field(default=None, pattern=VERSION_PATTERN)


class DriverBranchOs(Sourced):
    """The OS releases an NVIDIA driver branch's documents list as supported.

    ``families`` names the OS families the document speaks about: a release of such a
    family that ``os_releases`` does not list is unsupported by the branch; a family not
    named is unknown, and no constraint follows from it.
    """

    branch: int = Field(ge=100, le=999)
    families: list[Literal["ubuntu", "debian", "rhel", "windows"]] = Field(min_length=1)
    os_releases: list[str] = Field(
        min_length=1, max_length=60, description="OS release ids (os.yaml's ``id`` form)"
    )

    @field_validator("os_releases")
    @classmethod
    def _ids(cls, value: list[str]) -> list[str]:
        for item in value:
            if not re.fullmatch(r"[a-z0-9][a-z0-9.-]*", item) or len(item) > 60:
                raise ValueError(f"os release id {item!r} is not of os.yaml's id form")
        return value


class OsCatalog(Frozen):
    as_of: date
    releases: list[OsRelease] = Field(min_length=1, max_length=200)
    notes: list[PlatformNote] = Field(default_factory=list, max_length=100)
    driver_branches: list[DriverBranchOs] = Field(default_factory=list, max_length=100)

    @model_validator(mode="after")
    def _unique(self) -> OsCatalog:
        ids = [r.id for r in self.releases]
        if len(ids) != len(set(ids)):
            raise ValueError("an OS id is listed twice")
        branches = [b.branch for b in self.driver_branches]
        if len(branches) != len(set(branches)):
            raise ValueError("a driver branch is listed twice")
        return self

    def note(self, note_id: str) -> PlatformNote | None:
        return next((n for n in self.notes if n.id == note_id), None)


class PythonRelease(Sourced):
    version: str = Field(pattern=r"^3\.\d{1,2}$")
    first_release: date
    end_of_life: date

    @model_validator(mode="after")
    def _ordered(self) -> PythonRelease:
        if self.first_release >= self.end_of_life:
            raise ValueError(f"Python {self.version}: end of life precedes the first release")
        return self


class PythonCatalog(Frozen):
    as_of: date
    releases: list[PythonRelease] = Field(min_length=1, max_length=100)

    def by_version(self, version: str) -> PythonRelease | None:
        return next((r for r in self.releases if r.version == version), None)
