"""The knowledge-base questions the doctor asks, each behind one function.

Every function returns None when the knowledge base cannot answer (dataset missing,
version unknown), so a rule stays silent rather than guessing.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date
from typing import TypeVar

from packaging.version import InvalidVersion, Version
from pydantic import BaseModel

from dlconfig.kb import KbError, KnowledgeBase
from dlconfig.kb.queries import TorchBuild, build_supports, cuda_major, torch_index
from dlconfig.kb.software import (
    CudaCatalog,
    OsCatalog,
    OsRelease,
    PytorchCatalog,
    TensorflowCatalog,
    TfRelease,
    TorchRelease,
)

log = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)


def parse_version(text: str | None) -> Version | None:
    """A version from text such as ``2.5.1+cu121`` or ``550.54.14``; None if unreadable."""
    if not text:
        return None
    try:
        return Version(text.strip())
    except InvalidVersion:
        return None


def base_version(text: str | None) -> Version | None:
    """The release without local part: ``2.5.1+cu121`` -> 2.5.1."""
    version = parse_version(text)
    return Version(version.base_version) if version is not None else None


def _dataset(kb: KnowledgeBase, name: str, model: type[M]) -> M | None:
    try:
        return kb.dataset(name, model)
    except KbError as exc:
        log.info("doctor: knowledge base has no usable %s dataset: %s", name, exc)
        return None


@dataclass(frozen=True)
class DriverNeed:
    version: Version
    source: str


def required_driver(kb: KnowledgeBase, cuda: Version, platform: str) -> DriverNeed | None:
    """Oldest driver for CUDA ``cuda`` on ``linux`` or ``windows`` (WSL2 uses Windows')."""
    catalog = _dataset(kb, "cuda", CudaCatalog)
    if catalog is None:
        return None
    major = cuda_major(catalog, cuda)
    if major is None:
        return None
    text = major.driver_min_windows if platform == "windows" else major.driver_min_linux
    version = parse_version(text)
    return DriverNeed(version, major.source) if version is not None else None


def torch_catalog(kb: KnowledgeBase) -> PytorchCatalog | None:
    return _dataset(kb, "pytorch", PytorchCatalog)


def torch_release(kb: KnowledgeBase, version: Version) -> TorchRelease | None:
    catalog = torch_catalog(kb)
    if catalog is None:
        return None
    return next((r for v, r in torch_index(catalog).releases if v == version), None)


def torch_build(kb: KnowledgeBase, version: Version, variant: str) -> TorchBuild | None:
    catalog = torch_catalog(kb)
    if catalog is None:
        return None
    return next(
        (
            b
            for b in torch_index(catalog).builds
            if b.version == version and b.variant.id == variant
        ),
        None,
    )


def build_runs_on(kb: KnowledgeBase, build: TorchBuild, capability: Version) -> bool | None:
    """True/False when the knowledge base records the build's GPU code; None if unknown."""
    cuda = _dataset(kb, "cuda", CudaCatalog)
    if cuda is None:
        return None
    verdict = build_supports(build, capability, cuda)
    return verdict.is_supported if verdict.is_recorded else None


def newest_build_for(kb: KnowledgeBase, capability: Version, platform: str) -> TorchBuild | None:
    """Newest stable CUDA build for ``platform`` known to carry code for ``capability``."""
    catalog = torch_catalog(kb)
    if catalog is None:
        return None
    for build in torch_index(catalog).builds:
        variant = build.variant
        if variant.kind != "cuda" or variant.status != "stable":
            continue
        if platform not in variant.platforms:
            continue
        if build_runs_on(kb, build, capability):
            return build
    return None


def tf_catalog(kb: KnowledgeBase) -> TensorflowCatalog | None:
    return _dataset(kb, "tensorflow", TensorflowCatalog)


def tf_release(kb: KnowledgeBase, version: Version) -> TfRelease | None:
    catalog = tf_catalog(kb)
    if catalog is None:
        return None
    wanted = Version(f"{version.major}.{version.minor}")
    return next((r for r in catalog.releases if base_version(r.version) == wanted), None)


def last_windows_gpu_tf(kb: KnowledgeBase) -> TfRelease | None:
    """Newest TensorFlow release with GPU support on native Windows."""
    catalog = tf_catalog(kb)
    if catalog is None:
        return None
    native = [r for r in catalog.releases if r.windows_native_gpu]
    return max(native, key=lambda r: Version(r.version), default=None)


def os_release(kb: KnowledgeBase, text: str | None) -> OsRelease | None:
    """The OS record named by an id (``ubuntu-20.04``), a name or a distro id and version."""
    if not text:
        return None
    catalog = _dataset(kb, "os", OsCatalog)
    if catalog is None:
        return None
    wanted = text.strip().lower()
    for release in catalog.releases:
        names = {release.id.lower(), release.name.lower()}
        if release.container_tag:
            names.add(release.container_tag.lower())
        if wanted in names or release.name.lower().startswith(wanted + " "):
            return release
    return None


def past_support(release: OsRelease, today: date) -> bool:
    end = release.end_of_standard_support
    return end is not None and end < today
