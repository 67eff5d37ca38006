"""Questions answered from the software datasets, with versions parsed once and cached.

Versions are ``packaging.version.Version`` objects; nothing here compares version strings.
The parsed indexes are cached per dataset object (datasets are immutable), so a resolver
can ask thousands of questions per second.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Generic, TypeVar

from packaging.version import Version

from dlconfig.kb.software import (
    ArchList,
    CudaCatalog,
    CudaMajor,
    PythonCatalog,
    PythonRange,
    PythonRelease,
    PytorchCatalog,
    TensorflowCatalog,
    TfRelease,
    TorchRelease,
    TorchVariant,
)

T = TypeVar("T")


class _ByIdentity(Generic[T]):
    """Hashes an immutable dataset by identity so it can key an lru_cache."""

    __slots__ = ("obj",)

    def __init__(self, obj: T) -> None:
        self.obj = obj

    def __hash__(self) -> int:
        return id(self.obj)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _ByIdentity) and other.obj is self.obj


def python_versions(rng: PythonRange) -> list[Version]:
    """Every supported CPython minor in ``rng``, newest first (experimental ones excluded)."""
    low, high = Version(rng.min), Version(rng.max)
    experimental = {Version(x) for x in rng.experimental if x[-1].isdigit()}
    found = [
        Version(f"3.{minor}")
        for minor in range(low.minor, high.minor + 1)
        if Version(f"3.{minor}") not in experimental
    ]
    return sorted(found, reverse=True)


@dataclass(frozen=True)
class TorchBuild:
    """One (release, variant) pair with its versions parsed."""

    release: TorchRelease
    variant: TorchVariant
    version: Version
    cuda: Version | None
    arch: ArchList | None
    sass: tuple[Version, ...]
    ptx: Version | None
    pythons: tuple[Version, ...]


@dataclass(frozen=True)
class TorchIndex:
    builds: tuple[TorchBuild, ...]
    releases: tuple[tuple[Version, TorchRelease], ...]


@lru_cache(maxsize=8)
def _torch_index(key: _ByIdentity[PytorchCatalog]) -> TorchIndex:
    catalog = key.obj
    arch_by_id = {a.id: a for a in catalog.arch_lists}
    releases = sorted(
        ((Version(r.version), r) for r in catalog.releases), key=lambda p: p[0], reverse=True
    )
    builds: list[TorchBuild] = []
    for version, rel in releases:
        pythons = python_versions(rel.python)
        if rel.torchvision_python is not None:
            allowed = set(python_versions(rel.torchvision_python))
            pythons = [p for p in pythons if p in allowed] or pythons
        for variant in rel.variants:
            arch = arch_by_id.get(variant.arch_list) if variant.arch_list else None
            builds.append(
                TorchBuild(
                    release=rel,
                    variant=variant,
                    version=version,
                    cuda=Version(variant.cuda) if variant.cuda else None,
                    arch=arch,
                    sass=tuple(Version(s) for s in arch.sass) if arch else (),
                    ptx=Version(arch.ptx) if arch and arch.ptx else None,
                    pythons=tuple(pythons),
                )
            )
    return TorchIndex(builds=tuple(builds), releases=tuple(releases))


def torch_index(catalog: PytorchCatalog) -> TorchIndex:
    """Every PyTorch build, newest release first."""
    return _torch_index(_ByIdentity(catalog))


@dataclass(frozen=True)
class TfIndex:
    releases: tuple[tuple[Version, TfRelease, tuple[Version, ...]], ...]


@lru_cache(maxsize=8)
def _tf_index(key: _ByIdentity[TensorflowCatalog]) -> TfIndex:
    rows = sorted(
        ((Version(r.version), r, tuple(python_versions(r.python))) for r in key.obj.releases),
        key=lambda row: row[0],
        reverse=True,
    )
    return TfIndex(releases=tuple(rows))


def tf_index(catalog: TensorflowCatalog) -> TfIndex:
    """Every TensorFlow release, newest first."""
    return _tf_index(_ByIdentity(catalog))


@lru_cache(maxsize=8)
def _python_lifecycle(key: _ByIdentity[PythonCatalog]) -> dict[Version, PythonRelease]:
    return {Version(r.version): r for r in key.obj.releases}


def python_lifecycle(catalog: PythonCatalog) -> dict[Version, PythonRelease]:
    """Python releases by parsed minor version (read-only; cached per dataset)."""
    return _python_lifecycle(_ByIdentity(catalog))


def cuda_major(catalog: CudaCatalog, cuda: Version) -> CudaMajor | None:
    return next((m for m in catalog.majors if m.major == cuda.major), None)


def min_driver(catalog: CudaCatalog, cuda: Version, platform: str) -> Version | None:
    """Oldest driver that runs code built with ``cuda`` (minor-version compatibility).

    ``platform`` is ``linux`` or ``windows`` (WSL2 uses the Windows driver).
    """
    major = cuda_major(catalog, cuda)
    if major is None:
        return None
    return Version(major.driver_min_windows if platform == "windows" else major.driver_min_linux)


def min_driver_text(catalog: CudaCatalog, cuda: Version, platform: str) -> str | None:
    """``min_driver`` as the knowledge base spells it (``450.80.02``, not ``450.80.2``)."""
    major = cuda_major(catalog, cuda)
    if major is None:
        return None
    return major.driver_min_windows if platform == "windows" else major.driver_min_linux


def newest_known_capability(catalog: CudaCatalog, cuda: Version) -> Version | None:
    """Newest compute capability a toolkit is known to build for, or an older toolkit's.

    A toolkit supports at least the newest GPUs an older toolkit of the same major knew.
    """
    best: tuple[Version, Version] | None = None
    for toolkit in catalog.toolkits:
        version = Version(toolkit.version)
        if version > cuda or toolkit.newest_compute_capability is None:
            continue
        if best is None or version > best[0]:
            best = (version, Version(toolkit.newest_compute_capability))
    return best[1] if best else None


def sass_runs_on(sass: Version, capability: Version) -> bool:
    """Binary compatibility: code for X.y runs on X.z when z >= y."""
    return sass.major == capability.major and sass.minor <= capability.minor


@dataclass(frozen=True)
class ArchVerdict:
    """Whether a build carries code for a GPU, and on what that rests."""

    is_supported: bool
    is_recorded: bool
    # what it rests on, as named facts (``basis_kind`` and its figures) that the messages
    # catalogue puts in words
    facts: tuple[tuple[str, str], ...] = ()


def build_supports(build: TorchBuild, capability: Version, cuda: CudaCatalog) -> ArchVerdict:
    """Does ``build`` carry kernels (SASS or PTX) that run on a GPU of ``capability``?"""
    if build.arch is not None:
        if any(sass_runs_on(s, capability) for s in build.sass):
            return ArchVerdict(
                True,
                True,
                (("basis_kind", "sass"), ("sm", _cc(capability))),
            )
        if build.ptx is not None and build.ptx <= capability:
            return ArchVerdict(
                True,
                True,
                (("basis_kind", "ptx"), ("ptx", str(build.ptx))),
            )
        listed = ", ".join(str(s) for s in build.sass)
        return ArchVerdict(
            False,
            True,
            (("basis_kind", "sass_only"), ("listed", listed)),
        )
    if build.cuda is None:
        return ArchVerdict(False, True, (("basis_kind", "not_cuda"),))
    major = cuda_major(cuda, build.cuda)
    oldest = (
        Version(major.oldest_compute_capability)
        if major and major.oldest_compute_capability
        else None
    )
    newest = newest_known_capability(cuda, build.cuda)
    if oldest is not None and capability < oldest:
        return ArchVerdict(
            False,
            False,
            (
                ("basis_kind", "family_start"),
                ("cuda_major", str(build.cuda.major)),
                ("oldest", str(oldest)),
            ),
        )
    if newest is None or capability > newest:
        return ArchVerdict(
            False,
            False,
            (("basis_kind", "unknown"), ("cuda", str(build.cuda))),
        )
    return ArchVerdict(
        True,
        False,
        (
            ("basis_kind", "family"),
            ("cuda", str(build.cuda)),
            ("oldest", str(oldest)),
            ("newest", str(newest)),
        ),
    )


def _cc(capability: Version) -> str:
    return f"{capability.major}{capability.minor}"
