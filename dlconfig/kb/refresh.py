"""``kb refresh``: new torch and TensorFlow releases read from the package index through pip.

pip is the one client that reads the index (and honours the user's pip configuration:
mirrors, proxies). For each release the knowledge base lacks, ``pip index versions`` per
Python minor gives the wheel tags' Pythons (Linux x86_64), and a ``pip install --dry-run
--report`` of each platform's wheel (Linux x86_64 and aarch64, Windows x64, macOS arm64) gives its
file name, ``Requires-Python`` and ``Requires-Dist``. A requirement counts for a platform
only when its environment marker holds there: torch's wheels list the CUDA pieces on every
platform behind ``platform_system == "Linux"``, so the Windows wheel is a CPU build. Each
new record cites that metadata in words, platform by platform. The result is a
dated release overlay (:mod:`dlconfig.kb.release_overlay`) laid over the knowledge base
in use, validated merged before it is written atomically; when the index cannot be
reached, or the user cancels, nothing changes.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Literal, get_args

from packaging.requirements import InvalidRequirement, Requirement
from packaging.version import InvalidVersion, Version
from pydantic import ValidationError

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.overlays import write_overlay
from dlconfig.kb.release_overlay import (
    RELEASES_PREFIX,
    ReleaseOverlay,
    check_merged,
    newest_release_overlay,
    release_overlay_dir,
    release_overlays,
)
from dlconfig.kb.software import Platform, PytorchCatalog, TensorflowCatalog
from dlconfig.models.errors import first_error_text

# Linux x86_64 wheel platforms old and new releases are tagged with.
LINUX_PLATFORMS = (
    "manylinux_2_28_x86_64",
    "manylinux_2_27_x86_64",
    "manylinux_2_17_x86_64",
    "manylinux2014_x86_64",
    "manylinux1_x86_64",
)
# Linux aarch64 wheel platforms (Grace hosts: GH200, GB200, DGX Spark).
LINUX_ARM_PLATFORMS = (
    "manylinux_2_28_aarch64",
    "manylinux_2_27_aarch64",
    "manylinux_2_17_aarch64",
    "manylinux2014_aarch64",
)
# Each platform a record speaks of: the wheel tags pip is asked for, and the environment
# its requirements' markers are evaluated in (PEP 508 marker variables).
PLATFORM_WHEELS: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {
    "linux": (
        LINUX_PLATFORMS,
        {"platform_system": "Linux", "sys_platform": "linux", "os_name": "posix",
         "platform_machine": "x86_64"},
    ),
    "linux_aarch64": (
        LINUX_ARM_PLATFORMS,
        {"platform_system": "Linux", "sys_platform": "linux", "os_name": "posix",
         "platform_machine": "aarch64"},
    ),
    "windows": (
        ("win_amd64",),
        {"platform_system": "Windows", "sys_platform": "win32", "os_name": "nt",
         "platform_machine": "AMD64"},
    ),
    "macos": (
        ("macosx_14_0_arm64", "macosx_11_0_arm64"),
        {"platform_system": "Darwin", "sys_platform": "darwin", "os_name": "posix",
         "platform_machine": "arm64"},
    ),
}  # fmt: skip
PLATFORM_WORDS = {
    "linux": "Linux x86_64",
    "linux_aarch64": "Linux aarch64",
    "windows": "Windows x64",
    "macos": "macOS arm64",
}
ARM_ONLY_IN_NOTE = (
    " The Linux aarch64 wheel is named in this note only: the build variants are for the"
    " platforms the stack plans (Linux on x86_64 hosts, Windows, macOS)."
)
# platforms a build record's variants name (the stack plans Linux on x86_64 hosts); what
# the other platforms' wheels are is said in the record's note
VARIANT_PLATFORMS = frozenset(get_args(Platform))
PYTHONS = ("3.9", "3.10", "3.11", "3.12", "3.13", "3.14", "3.15", "3.16")
PIP_TIMEOUT_S = 300


@dataclass(frozen=True)
class PipOutput:
    returncode: int
    stdout: str
    stderr: str


PipRunner = Callable[[list[str]], PipOutput]


def _pip_command() -> list[str]:
    """This interpreter's pip; a frozen app has no interpreter, so the pip on PATH."""
    if getattr(sys, "frozen", False):
        found = shutil.which("pip3") or shutil.which("pip")
        return [found] if found else ["pip"]
    return [sys.executable, "-m", "pip"]


def run_pip(args: list[str]) -> PipOutput:
    """Run pip with ``args``; never raises for pip's own failures (they come back as output)."""
    try:
        done = subprocess.run(
            [*_pip_command(), *args],
            capture_output=True,
            text=True,
            timeout=PIP_TIMEOUT_S,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return PipOutput(1, "", f"pip could not run: {exc}")
    return PipOutput(done.returncode, done.stdout, done.stderr)


class IndexUnreachableError(Exception):
    """pip could not read the package index; the message is pip's last error line."""


def _target(python: str, platform: str = "linux") -> list[str]:
    args = ["--only-binary=:all:", "--python-version", python]
    for tag in PLATFORM_WHEELS[platform][0]:
        args += ["--platform", tag]
    return args


def parse_versions(stdout: str) -> list[Version]:
    """The final releases in ``pip index versions`` output (local and pre-releases dropped)."""
    match = re.search(r"^Available versions:\s*(.*)$", stdout, re.MULTILINE)
    if match is None:
        return []
    out = []
    for text in match.group(1).split(","):
        try:
            version = Version(text.strip())
        except InvalidVersion:
            continue
        if not version.local and not version.is_prerelease and not version.is_devrelease:
            out.append(version)
    return out


def _last_line(output: PipOutput) -> str:
    """pip's error in one line: its first ERROR line (the cause; later ones are advice),
    else its last line that is not the notice that ``pip index`` is experimental."""
    lines = [line.strip() for line in f"{output.stdout}\n{output.stderr}".splitlines()]
    lines = [line for line in lines if line and "experimental command" not in line]
    errors = [line for line in lines if line.startswith("ERROR")]
    if errors:
        return errors[0]
    return lines[-1] if lines else f"pip exited with status {output.returncode}"


def index_versions(runner: PipRunner, name: str, python: str | None = None) -> list[Version]:
    """Releases of ``name`` in the index (for Linux wheels of ``python`` when given)."""
    args = ["index", "versions", name]
    if python is not None:
        args += _target(python)
    output = runner(args)
    versions = parse_versions(output.stdout)
    if python is None and (output.returncode != 0 or not versions):
        raise IndexUnreachableError(_last_line(output))
    return versions


@dataclass(frozen=True)
class WheelMetadata:
    filename: str
    requires_python: str | None
    requires_dist: tuple[str, ...]


def parse_report(text: str) -> WheelMetadata | None:
    """The first install item of a ``pip install --report`` JSON document."""
    try:
        item = json.loads(text)["install"][0]
        meta = item["metadata"]
        return WheelMetadata(
            filename=str(item["download_info"]["url"]).rsplit("/", 1)[-1],
            requires_python=meta.get("requires_python"),
            requires_dist=tuple(meta.get("requires_dist") or ()),
        )
    except (ValueError, KeyError, IndexError, TypeError):
        return None


UNREADABLE_METADATA = "no readable wheel metadata"


def wheel_metadata(
    runner: PipRunner, spec: str, python: str, platform: str = "linux"
) -> WheelMetadata | str:
    """Metadata of the ``platform`` wheel pip would pick for ``spec`` on ``python`` (no
    download), or why there is none (pip's error line, or a report that cannot be read)."""
    args = ["install", "--dry-run", "--no-deps", "--ignore-installed", "--quiet"]
    args += ["--report", "-", "--target", tempfile.gettempdir(), *_target(python, platform)]
    args.append(spec)
    output = runner(args)
    if output.returncode != 0:
        return f"pip: {_last_line(output)}"
    return parse_report(output.stdout) or UNREADABLE_METADATA


def _wheel_python(meta: WheelMetadata) -> str | None:
    """The Python a wheel's file name is tagged for ("...-cp312-cp312-..." -> "3.12")."""
    match = re.search(r"-cp(\d)(\d+)-", meta.filename)
    return f"{match.group(1)}.{match.group(2)}" if match else None


def _applies(req: Requirement, platform: str, python: str, extra: str | None) -> bool:
    """Whether ``req`` is installed on ``platform`` with ``python`` (and ``extra``): its
    marker evaluated there; a requirement of an extra only when that extra is asked for."""
    marker = str(req.marker) if req.marker else ""
    if extra is None and "extra ==" in marker:
        return False
    if extra is not None and f'"{extra}"' not in marker:
        return False
    if req.marker is None:
        return True
    environment = {**PLATFORM_WHEELS[platform][1], "python_version": python}
    environment["python_full_version"] = f"{python}.0"
    environment["extra"] = extra or ""
    return bool(req.marker.evaluate(environment))


def _pins(
    meta: WheelMetadata,
    extra: str | None = None,
    platform: str = "linux",
    python: str | None = None,
) -> dict[str, Version]:
    """``name -> version`` pinned (``==``, else a ``>=`` floor) on ``platform``, of an
    extra when given; a requirement whose marker excludes the platform does not count."""
    out: dict[str, Version] = {}
    # the wheel's own Python; a py3-none wheel names none, and a marker on python_version
    # is then judged for 3.12 (only the torch family's pins are read from these markers)
    python = python or _wheel_python(meta) or "3.12"
    for line in meta.requires_dist:
        try:
            req = Requirement(line)
        except InvalidRequirement:
            continue
        if not _applies(req, platform, python, extra):
            continue
        # an exact pin, else the floor of a range (">=12.5.82,<13.0": built with 12.5)
        pinned = [s.version for s in req.specifier if s.operator == "=="] or [
            s.version for s in req.specifier if s.operator == ">="
        ]
        if pinned:
            try:
                out[req.name.lower()] = Version(pinned[0])
            except InvalidVersion:
                continue
    return out


def _cuda_and_cudnn(pins: dict[str, Version]) -> tuple[Version | None, Version | None]:
    cuda = pins.get("cuda-toolkit")
    cudnn = None
    for name, version in pins.items():
        if cuda is None and re.fullmatch(r"nvidia-cuda-runtime-cu\d+", name):
            cuda = version
        if re.fullmatch(r"nvidia-cudnn-cu\d+", name):
            cudnn = version
    return cuda, cudnn


def _python_range(pythons: list[str]) -> dict[str, str]:
    ordered = sorted(pythons, key=Version)
    return {"min": ordered[0], "max": ordered[-1]}


def _source(name: str, version: Version) -> str:
    return (
        f"package index metadata: {name} {version} wheels (Requires-Python, Requires-Dist,"
        " wheel tags), read with pip by kb refresh"
    )


def _torch_variant(platform: str, meta: WheelMetadata) -> tuple[dict[str, Any], str]:
    """The build the index's ``platform`` wheel is, judged by what it installs there."""
    cuda, cudnn = _cuda_and_cudnn(_pins(meta, platform=platform))
    file = f"{PLATFORM_WORDS[platform]} wheel {meta.filename}"
    if cuda is not None:
        cuda_text = f"{cuda.major}.{cuda.minor}"
        variant: dict[str, Any] = {
            "id": f"cu{cuda.major}{cuda.minor}",
            "cuda": cuda_text,
            "platforms": [platform],
            "on_pypi": True,
        }
        if cudnn is not None:
            variant["cudnn"] = str(cudnn)
        what = f"a CUDA {cuda_text} build" + (f" pinning cuDNN {cudnn}" if cudnn else "")
        return variant, f"the {file} is {what}"
    build = "mps" if platform == "macos" else "cpu"
    variant = {"id": build, "platforms": [platform], "on_pypi": True}
    what = "the Apple-GPU (MPS) build" if build == "mps" else "a CPU build"
    return variant, f"the {file} is {what} (no CUDA library is installed with it there)"


def torch_record(
    version: Version, pythons: list[str], wheels: dict[str, WheelMetadata | None], today: date
) -> Any:
    """A pytorch.yaml release: one variant per platform the index has a wheel for."""
    variants, said = [], []
    for platform, meta in wheels.items():
        if meta is None:
            said.append(f"no {PLATFORM_WORDS[platform]} wheel")
            continue
        variant, words = _torch_variant(platform, meta)
        if platform in VARIANT_PLATFORMS:
            variants.append(variant)
        said.append(words)
    linux = wheels["linux"]
    requires = linux.requires_python if linux is not None else None
    return {
        "version": str(version),
        "python": _python_range(pythons),
        "source": _source("torch", version),
        "as_of": today,
        "note": f"Read by kb refresh, platform by platform: {'; '.join(said)}. Requires-Python"
        f" {requires}. Builds on PyTorch's own index and the GPU code are not read."
        + (ARM_ONLY_IN_NOTE if "linux_aarch64" in wheels else ""),
        "variants": variants,
    }


def tf_record(
    version: Version, pythons: list[str], wheels: dict[str, WheelMetadata | None], today: date
) -> Any:
    """A tensorflow.yaml release with the CUDA and cuDNN its [and-cuda] extra pins on Linux.

    The other platforms' wheels are named, not judged: TensorFlow's [and-cuda] extra lists
    the same pins with no platform marker, so the metadata cannot say whether a Windows or
    macOS wheel uses a GPU; native Windows GPU stays as the recorded releases say
    (``windows_native_gpu``, from TensorFlow's install guide)."""
    linux = wheels["linux"]
    assert linux is not None  # the Linux wheel is read first; without it there is no record
    cuda, cudnn = _cuda_and_cudnn(_pins(linux, extra="and-cuda"))
    said = []
    for platform, meta in wheels.items():
        if meta is None:
            said.append(f"no {PLATFORM_WORDS[platform]} wheel")
        elif platform == "linux":
            words = f"CUDA {cuda.major}.{cuda.minor} through [and-cuda]" if cuda else "no CUDA"
            said.append(f"the {PLATFORM_WORDS[platform]} wheel {meta.filename} ({words})")
        else:
            said.append(f"a {PLATFORM_WORDS[platform]} wheel, {meta.filename}")
    record: dict[str, Any] = {
        "version": str(version),
        "python": _python_range(pythons),
        "source": _source("tensorflow", version),
        "as_of": today,
        "note": f"Read by kb refresh, platform by platform: {'; '.join(said)}. The [and-cuda]"
        " pins carry no platform marker, so whether the other platforms' wheels use a GPU is"
        " not in the metadata (native Windows GPU is not assumed). Whether the pins install"
        " is not checked, and which GPUs the wheel has code for is not read (assumed from the"
        " nearest recorded release).",
    }
    if cuda is not None:
        record["cuda"] = f"{cuda.major}.{cuda.minor}"
        record["and_cuda_extra"] = True
    if cudnn is not None:
        record["cudnn"] = f"{cudnn.major}.{cudnn.minor}"
    return record


@dataclass(frozen=True)
class RefreshProgress:
    """Where a refresh is: ``done`` of ``total`` reads for ``package`` (``version`` None
    while it lists the package's releases)."""

    package: str
    version: str | None
    done: int
    total: int
    python: str | None = None  # while it lists the Linux wheels for this Python

    @property
    def percent(self) -> int:
        """How far the whole refresh is, 0 to 100 (torch, its companions, TensorFlow)."""
        order = ("torch", "torchvision", "torchaudio", "tensorflow")
        stage = order.index(self.package) if self.package in order else 0
        part = self.done / self.total if self.total else 0.0
        return min(100, int(100 * (stage + part) / len(order)))


ProgressCallback = Callable[[RefreshProgress], None]


class RefreshCancelledError(Exception):
    """The user cancelled the refresh; nothing was installed."""


@dataclass(frozen=True)
class Found:
    dataset: str
    records: tuple[Any, ...]
    names: tuple[str, ...]
    skipped: tuple[SkippedRelease, ...] = ()


@dataclass(frozen=True)
class SkippedRelease:
    """A release the refresh found but did not record: ``why`` is "no_wheel" (no Linux
    x86_64 wheel for a supported Python), "unreadable" (pip's report could not be read)
    or "pip" (``detail``: pip's error line)."""

    package: str
    version: str
    why: Literal["no_wheel", "unreadable", "pip"]
    detail: str = ""

    def __str__(self) -> str:
        words = {"no_wheel": "no Linux x86_64 wheel", "unreadable": UNREADABLE_METADATA}
        return f"{self.package} {self.version} ({words.get(self.why, self.detail)})"


@dataclass(frozen=True)
class _Reader:
    runner: PipRunner
    progress: ProgressCallback | None
    cancelled: Callable[[], bool] | None

    def check(self) -> None:
        if self.cancelled is not None and self.cancelled():
            raise RefreshCancelledError

    def step(
        self, package: str, version: str | None, done: int, total: int, python: str | None = None
    ) -> None:
        self.check()
        if self.progress is not None:
            self.progress(RefreshProgress(package, version, done, total, python))


def _wanted(index: list[Version], known: set[Version]) -> list[Version]:
    """Releases to read: final releases the knowledge base lacks, patch releases of
    recorded minors included, none older than its oldest record (post releases are
    re-uploads of a recorded one)."""
    oldest = min(known)
    return sorted(v for v in index if v not in known and v > oldest and not v.is_postrelease)


def _new_releases(
    reader: _Reader, package: str, known: set[Version], today: date, make: Any
) -> tuple[list[Any], list[str], list[SkippedRelease]]:
    reader.check()  # no progress line before the index answers: offline is one line
    missing = _wanted(index_versions(reader.runner, package), known)
    if not missing:
        return [], [], []
    total = len(PYTHONS) + len(missing)
    by_python = {}
    for n, py in enumerate(PYTHONS):
        reader.step(package, None, n, total, python=py)
        by_python[py] = set(index_versions(reader.runner, package, py))
    records, names, skipped = [], [], []
    for n, version in enumerate(missing, start=len(PYTHONS)):
        reader.step(package, str(version), n, total)
        pythons = [py for py, found in by_python.items() if version in found]
        if not pythons:
            skipped.append(SkippedRelease(package, str(version), "no_wheel"))
            continue
        python = max(pythons, key=Version)
        meta = wheel_metadata(reader.runner, f"{package}=={version}", python)
        if isinstance(meta, str):
            unreadable = meta == UNREADABLE_METADATA
            why: Literal["unreadable", "pip"] = "unreadable" if unreadable else "pip"
            skipped.append(SkippedRelease(package, str(version), why, meta))
            continue
        wheels: dict[str, WheelMetadata | None] = {"linux": meta}
        for platform in PLATFORM_WHEELS:
            if platform != "linux":
                reader.check()
                other = wheel_metadata(reader.runner, f"{package}=={version}", python, platform)
                wheels[platform] = None if isinstance(other, str) else other
        records.append(make(version, pythons, wheels, today))
        names.append(f"{package} {version}")
    reader.step(package, None, total, total)
    return records, names, skipped


COMPANIONS = ("torchvision", "torchaudio")


def _torch_requirement(meta: WheelMetadata) -> Requirement | None:
    for line in meta.requires_dist:
        try:
            req = Requirement(line)
        except InvalidRequirement:
            continue
        if req.name.lower() == "torch" and not (req.marker and "extra" in str(req.marker)):
            return req
    return None


def add_companions(reader: _Reader, records: list[Any]) -> None:
    """Pin each new torch release's torchvision and torchaudio: the newest release of each
    whose wheel's ``Requires-Dist`` accepts that torch (older ones are not read)."""
    if not records:
        return
    # the oldest Python of the new releases: companions lag behind torch on new Pythons
    python = min((r["python"]["min"] for r in records), key=Version)
    for n, name in enumerate(COMPANIONS):
        reader.step(name, None, n, len(COMPANIONS))
        try:
            versions = index_versions(reader.runner, name)
        except IndexUnreachableError:
            continue
        newest = max(versions)
        meta = wheel_metadata(reader.runner, f"{name}=={newest}", python)
        req = None if isinstance(meta, str) else _torch_requirement(meta)
        if req is None:
            continue
        for record in records:
            if Version(record["version"]) in req.specifier:
                record[name] = str(newest)
                record["note"] += f" {name} {newest} is pinned with it: its wheel requires {req}."


def find_new(
    kb: KnowledgeBase,
    runner: PipRunner,
    today: date,
    progress: ProgressCallback | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Found]:
    """torch and TensorFlow releases the knowledge base lacks, read from the index.

    Raises IndexUnreachableError, or RefreshCancelledError when ``cancelled()`` turns true
    (checked before each pip call).
    """
    reader = _Reader(runner, progress, cancelled)
    torch = kb.dataset("pytorch", PytorchCatalog)
    tf = kb.dataset("tensorflow", TensorflowCatalog)
    out = []
    for dataset, package, known, make in (
        ("pytorch", "torch", {Version(r.version) for r in torch.releases}, torch_record),
        ("tensorflow", "tensorflow", {Version(r.version) for r in tf.releases}, tf_record),
    ):
        records, names, skipped = _new_releases(reader, package, known, today, make)
        if package == "torch":
            add_companions(reader, records)
        if records or skipped:
            out.append(Found(dataset, tuple(records), tuple(names), tuple(skipped)))
    return out


def assume_torch_arch(records: list[Any], catalog: PytorchCatalog) -> None:
    """Give each new CUDA build the arch list of the nearest recorded release's build of the
    same id (else of the same CUDA major), marked as assumed; metadata cannot say it."""
    recorded = sorted(catalog.releases, key=lambda r: Version(r.version))
    for record in records:
        version = Version(record["version"])
        older = [r for r in recorded if Version(r.version) <= version] or recorded[:1]
        for variant in record["variants"]:
            if "cuda" not in variant:
                continue
            major = variant["cuda"].split(".")[0]
            for rel in reversed(older):
                same = [v for v in rel.variants if v.arch_list and v.id == variant["id"]]
                family = [
                    v
                    for v in rel.variants
                    if v.arch_list and v.cuda and v.cuda.split(".")[0] == major
                ]
                pick = (same or sorted(family, key=lambda v: Version(v.cuda or "0")))[-1:]
                if pick:
                    variant["arch_list"] = pick[0].arch_list
                    variant["arch_assumed_from"] = f"{rel.version} {pick[0].id}"
                    break


def assume_tf_gpu_code(records: list[Any], catalog: TensorflowCatalog) -> None:
    """Give each new release the GPU code of the nearest older recorded release that lists
    it, marked as assumed; metadata cannot say it."""
    recorded = sorted((r for r in catalog.releases if r.gpu_sass), key=lambda r: Version(r.version))
    for record in records:
        older = [r for r in recorded if Version(r.version) <= Version(record["version"])]
        if older:
            record["gpu_sass"] = list(older[-1].gpu_sass or [])
            if older[-1].gpu_ptx:
                record["gpu_ptx"] = older[-1].gpu_ptx
            record["gpu_code_assumed_from"] = older[-1].version


@dataclass(frozen=True)
class RefreshResult:
    added: tuple[str, ...]
    path: Path | None
    skipped: tuple[SkippedRelease, ...] = ()


def build_overlay(kb: KnowledgeBase, found: list[Found], today: date) -> ReleaseOverlay:
    """The installed overlay's releases plus ``found``, as one validated overlay."""
    previous, _, _ = newest_release_overlay()
    torch_new = [r for g in found if g.dataset == "pytorch" for r in g.records]
    tf_new = [r for g in found if g.dataset == "tensorflow" for r in g.records]
    assume_torch_arch(torch_new, kb.dataset("pytorch", PytorchCatalog))
    assume_tf_gpu_code(tf_new, kb.dataset("tensorflow", TensorflowCatalog))
    data = {
        "as_of": today,
        "pytorch": [
            *(r.model_dump(mode="json") for r in (previous.pytorch if previous else [])),
            *torch_new,
        ],
        "tensorflow": [
            *(r.model_dump(mode="json") for r in (previous.tensorflow if previous else [])),
            *tf_new,
        ],
    }
    try:
        return ReleaseOverlay.model_validate(data)
    except ValidationError as err:
        raise KbError(f"the releases read do not validate: {first_error_text(err)}") from None


def refresh(
    kb: KnowledgeBase,
    today: date,
    runner: PipRunner | None = None,
    progress: ProgressCallback | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> RefreshResult:
    """Read the index's releases ``kb`` lacks and install them as today's release overlay.

    ``runner`` runs pip; ``progress`` hears of each read; ``cancelled`` is asked before
    each. Raises IndexUnreachableError, RefreshCancelledError or KbError (the releases read
    do not fit the knowledge base); in each case the installed knowledge base is unchanged.
    """
    found = find_new(kb, runner or run_pip, today, progress, cancelled)
    added = tuple(name for group in found for name in group.names)
    skipped = tuple(name for group in found for name in group.skipped)
    if not added:
        return RefreshResult((), None, skipped)
    overlay = build_overlay(kb, found, today)
    # the merged releases must validate before anything is written
    check_merged(KnowledgeBase(kb.root, overlays=release_overlays(overlay)))
    if cancelled is not None and cancelled():
        raise RefreshCancelledError
    path = write_overlay(release_overlay_dir(), RELEASES_PREFIX, today, overlay)
    return RefreshResult(added, path, skipped)
