"""Schema of the workload libraries dataset (``libraries.yaml``) and its parsed index.

Each library lists its newest releases as the package index metadata gives them
(Requires-Python, the Requires-Dist lines on packages solved together, the platforms with
a wheel) plus what only the install docs say (a CUDA toolkit to compile, a GPU floor).
Serving that lives outside pip (a container image, a desktop application) is recorded
under ``servers``. Requirements are parsed once per catalog (``library_index``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import Annotated, Literal

from packaging.markers import Marker
from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import InvalidVersion, Version
from pydantic import Field, field_validator, model_validator

from dlconfig.kb.queries import _ByIdentity as ByIdentity
from dlconfig.models.common import Frozen, Sourced

# A platform a wheel is built for: Linux x86_64 and aarch64 (manylinux), Windows x64
# (win_amd64) and macOS on Apple silicon (arm64).
Platform = Literal["linux_x86_64", "linux_aarch64", "windows", "macos"]
Wheel = Literal["any", "linux_x86_64", "linux_aarch64", "windows", "macos", "sdist"]
NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$"
LIB_VERSION_PATTERN = r"^\d+(\.\d+){0,3}(\.post\d+)?$"
CC = r"^\d+\.\d+$"


def _requirement_lines(value: list[str]) -> list[str]:
    """Every line parses as a PEP 508 requirement; raises ValueError naming the line."""
    for text in value:
        try:
            Requirement(text)
        except InvalidRequirement as exc:
            raise ValueError(f"requirement {text!r}: {exc}") from None
    return value


class PlatformBuild(Sourced):
    """One platform's files of a release, as the package index lists them: a wheel (with
    the Pythons it installs on and, where its name or metadata says, the build it is) or
    only the source distribution."""

    platform: Platform
    dist: Literal["wheel", "sdist", "none"]
    build: Literal["cuda", "rocm", "cpu"] | None = Field(
        default=None, description="None: neither the wheel's name nor its metadata says"
    )
    cuda: str | None = Field(default=None, pattern=r"^\d+(\.\d+)?$")
    pythons: list[Annotated[str, Field(pattern=r"^3\.\d{1,2}$")]] = Field(
        default_factory=list, max_length=12
    )
    wheel_tags: str | None = Field(default=None, pattern=r"^[A-Za-z0-9_.-]{1,160}$")

    @model_validator(mode="after")
    def _wheel_facts(self) -> PlatformBuild:
        if self.dist != "wheel" and (self.pythons or self.build or self.cuda):
            raise ValueError(f"{self.platform}: only a wheel has Pythons, a build and a CUDA")
        if self.dist == "wheel" and not self.pythons:
            raise ValueError(f"{self.platform}: a wheel names the Pythons it installs on")
        return self


class LibraryRelease(Sourced):
    version: str = Field(pattern=LIB_VERSION_PATTERN)
    requires_python: str | None = Field(default=None, max_length=100)
    requires_dist: list[str] = Field(default_factory=list, max_length=40)
    # where it installs: either the platforms with a wheel ("any", "sdist") or, read per
    # platform, ``platforms`` (one home per record: never both)
    wheels: list[Wheel] | None = Field(default=None, min_length=1, max_length=6)
    platforms: list[PlatformBuild] | None = Field(default=None, min_length=1, max_length=4)
    sdist: bool | None = Field(
        default=None,
        description="whether a source distribution exists (pip falls back to it for a "
        "Python or platform without a wheel); None: not read",
    )
    torch_variant: str | None = Field(
        default=None,
        pattern=r"^(cu\d{3}|rocm\d+(\.\d+){0,2}|cpu)$",
        description="the torch build its compiled code is made for",
    )

    @model_validator(mode="after")
    def _one_home(self) -> LibraryRelease:
        if (self.wheels is None) == (self.platforms is None):
            raise ValueError(f"{self.version}: give either wheels or platforms")
        if self.platforms is not None:
            keys = [p.platform for p in self.platforms]
            if len(keys) != len(set(keys)):
                raise ValueError(f"{self.version}: a platform is listed twice")
            if self.sdist is not True and any(p.dist == "sdist" for p in self.platforms):
                raise ValueError(f"{self.version}: a platform offers the sdist, sdist is not true")
        return self

    @property
    def wheel_keys(self) -> tuple[Wheel, ...]:
        """Where it installs: the platforms with a wheel, "any", or "sdist" for a release
        that has no wheel anywhere and builds from its source distribution."""
        if self.platforms is None:
            return tuple(self.wheels or ())
        keys: list[Wheel] = [p.platform for p in self.platforms if p.dist == "wheel"]
        if not keys and any(p.dist == "sdist" for p in self.platforms):
            keys.append("sdist")
        return tuple(keys)

    def platform_build(self, platform: Platform) -> PlatformBuild | None:
        """The per-platform record, when the release was read per platform."""
        return next((p for p in self.platforms or () if p.platform == platform), None)

    @field_validator("requires_python")
    @classmethod
    def _python_spec(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                SpecifierSet(value)
            except InvalidSpecifier:
                raise ValueError(f"requires_python {value!r} is not a specifier") from None
        return value

    _requirements = field_validator("requires_dist")(_requirement_lines)


class RocmSupport(Sourced):
    """Whether a library with its own GPU kernels runs on AMD GPUs (PyTorch's ROCm builds),
    as its makers' docs say."""

    is_supported: bool


class Library(Frozen):
    name: str = Field(pattern=NAME_PATTERN)
    kind: Literal["library", "dependency"] = "library"
    install_docs: str = Field(pattern=r"^https://", max_length=500)
    needs_toolkit: bool = Field(default=False, description="nvcc to build or JIT its ops")
    compiles: bool = Field(default=False, description="installing it compiles CUDA code")
    min_compute_capability: str | None = Field(default=None, pattern=CC)
    max_compute_capability: str | None = Field(default=None, pattern=CC)
    build_platforms: list[Literal["linux", "windows", "macos"]] | None = Field(
        default=None,
        description="where its makers build and support it (None: wherever its wheels are)",
    )
    gpu_kernels: bool = Field(
        default=False,
        description="ships compiled GPU kernels: it runs on AMD GPUs only where rocm says so",
    )
    rocm: RocmSupport | None = Field(default=None, description="None: not on record")
    releases: list[LibraryRelease] = Field(min_length=1, max_length=20)
    absent_versions: list[str] = Field(
        default_factory=list,
        max_length=20,
        description="versions other packages pin that the package index does not hold",
    )

    @model_validator(mode="after")
    def _unique(self) -> Library:
        seen: set[Version] = set()
        for rel in self.releases:
            try:
                version = Version(rel.version)
            except InvalidVersion:
                raise ValueError(f"{self.name} {rel.version}: not a version") from None
            if version in seen:
                raise ValueError(f"{self.name} {rel.version} is listed twice")
            seen.add(version)
        return self


class FrameworkRequires(Sourced):
    """A framework release's own Requires-Dist on a library (tensorflow -> keras)."""

    framework: Literal["pytorch", "tensorflow"]
    version: str = Field(pattern=LIB_VERSION_PATTERN)
    requires_dist: list[str] = Field(min_length=1, max_length=10)

    _requirements = field_validator("requires_dist")(_requirement_lines)


class ServerRelease(Sourced):
    version: str | None = Field(default=None, pattern=LIB_VERSION_PATTERN)
    tensorflow: str | None = Field(default=None, pattern=LIB_VERSION_PATTERN)


class Server(Frozen):
    """Serving outside the Python environment: a container image or an application."""

    id: str = Field(pattern=r"^[a-z0-9-]{1,60}$")
    kind: Literal["container_image", "app"]
    image: str | None = Field(default=None, pattern=r"^[a-z0-9][a-z0-9./_-]{0,120}$")
    gpu_tag_suffix: str | None = Field(default=None, pattern=r"^-[a-z0-9]{1,20}$")
    install_docs: str = Field(pattern=r"^https://", max_length=500)
    platforms: list[Literal["linux", "windows", "macos"]] = Field(min_length=1)
    releases: list[ServerRelease] = Field(min_length=1, max_length=20)


class LibraryCatalog(Frozen):
    as_of: date
    platform_pythons_read: list[str] = Field(
        default_factory=list,
        max_length=12,
        description="the Pythons the per-platform records were read for: a Python among "
        "them that a platform's wheel does not list has no wheel there",
    )
    libraries: list[Library] = Field(min_length=1, max_length=200)
    framework_requires: list[FrameworkRequires] = Field(default_factory=list, max_length=200)
    servers: list[Server] = Field(default_factory=list, max_length=20)

    @model_validator(mode="after")
    def _unique(self) -> LibraryCatalog:
        names = [canonicalize_name(lib.name) for lib in self.libraries]
        if len(names) != len(set(names)):
            raise ValueError("a library is listed twice")
        ids = [s.id for s in self.servers]
        if len(ids) != len(set(ids)):
            raise ValueError("a server is listed twice")
        return self

    def library(self, name: str) -> Library | None:
        """The library called ``name`` (any spelling of it), None when not recorded."""
        wanted = canonicalize_name(name)
        return next((lib for lib in self.libraries if canonicalize_name(lib.name) == wanted), None)

    def server(self, server_id: str) -> Server | None:
        return next((s for s in self.servers if s.id == server_id), None)


@dataclass(frozen=True)
class ParsedRequirement:
    """A Requires-Dist line: canonical name, specifier, marker (text for caching)."""

    name: str
    display_name: str
    specifier: SpecifierSet
    marker: Marker | None
    marker_text: str | None

    @classmethod
    def parse(cls, text: str) -> ParsedRequirement:
        req = Requirement(text)
        return cls(
            name=canonicalize_name(req.name),
            display_name=req.name,
            specifier=req.specifier,
            marker=req.marker,
            marker_text=str(req.marker) if req.marker is not None else None,
        )


@dataclass(frozen=True)
class ParsedRelease:
    """A release with its version, Python range and requirements parsed once."""

    library: Library
    release: LibraryRelease
    version: Version
    python: SpecifierSet | None
    requires: tuple[ParsedRequirement, ...]
    name: str  # canonical


@dataclass(frozen=True)
class LibraryIndex:
    """Releases by canonical name, newest first, and the frameworks' own requirements."""

    releases: dict[str, tuple[ParsedRelease, ...]]
    framework_requires: dict[tuple[str, Version], tuple[ParsedRequirement, ...]]
    framework_sources: dict[tuple[str, Version], FrameworkRequires]
    # the Pythons the per-platform wheel records were read for
    pythons_read: frozenset[Version] = frozenset()


def library_index(catalog: LibraryCatalog) -> LibraryIndex:
    """Parse ``catalog`` once (cached by the dataset's identity)."""
    return _library_index(ByIdentity(catalog))


@lru_cache(maxsize=8)
def _library_index(key: ByIdentity[LibraryCatalog]) -> LibraryIndex:
    catalog = key.obj
    releases: dict[str, tuple[ParsedRelease, ...]] = {}
    for lib in catalog.libraries:
        parsed = [
            ParsedRelease(
                library=lib,
                release=rel,
                version=Version(rel.version),
                python=SpecifierSet(rel.requires_python) if rel.requires_python else None,
                requires=tuple(ParsedRequirement.parse(r) for r in rel.requires_dist),
                name=canonicalize_name(lib.name),
            )
            for rel in lib.releases
        ]
        parsed.sort(key=lambda p: p.version, reverse=True)
        releases[canonicalize_name(lib.name)] = tuple(parsed)
    fw_requires: dict[tuple[str, Version], tuple[ParsedRequirement, ...]] = {}
    fw_sources: dict[tuple[str, Version], FrameworkRequires] = {}
    for item in catalog.framework_requires:
        fw_key = (item.framework, Version(item.version))
        fw_requires[fw_key] = tuple(ParsedRequirement.parse(r) for r in item.requires_dist)
        fw_sources[fw_key] = item
    pythons_read = frozenset(Version(p) for p in catalog.platform_pythons_read)
    return LibraryIndex(releases, fw_requires, fw_sources, pythons_read)
