"""``kb refresh``: new torch and TensorFlow releases read from the package index through pip.

pip is the one client that reads the index (and honours the user's pip configuration:
mirrors, proxies). For each release the knowledge base lacks, ``pip index versions`` per
Python minor gives the wheel tags' Pythons (Linux x86_64), and a ``pip install --dry-run
--report`` of the Linux wheel gives its ``Requires-Python`` and ``Requires-Dist``: the CUDA
and cuDNN the wheel pins. Each new record cites that metadata in words. The result is a
dated knowledge base (the one in use plus the new records) installed with
:func:`dlconfig.kb.store.import_kb`, so it is validated like any import; when the index
cannot be reached nothing changes.
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
from typing import Any

import yaml
from packaging.requirements import InvalidRequirement, Requirement
from packaging.version import InvalidVersion, Version

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.software import PytorchCatalog, TensorflowCatalog

# Linux x86_64 wheel platforms old and new releases are tagged with.
LINUX_PLATFORMS = (
    "manylinux_2_28_x86_64",
    "manylinux_2_27_x86_64",
    "manylinux_2_17_x86_64",
    "manylinux2014_x86_64",
    "manylinux1_x86_64",
)
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


def _target(python: str) -> list[str]:
    args = ["--only-binary=:all:", "--python-version", python]
    for platform in LINUX_PLATFORMS:
        args += ["--platform", platform]
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
    """pip's error in one line: its last ERROR line, else its last line that is not the
    notice that ``pip index`` is experimental."""
    lines = [line.strip() for line in f"{output.stdout}\n{output.stderr}".splitlines()]
    lines = [line for line in lines if line and "experimental command" not in line]
    errors = [line for line in lines if line.startswith("ERROR")]
    if errors:
        return errors[-1]
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


def wheel_metadata(runner: PipRunner, spec: str, python: str) -> WheelMetadata | None:
    """Metadata of the Linux wheel pip would pick for ``spec`` on ``python`` (no download)."""
    args = ["install", "--dry-run", "--no-deps", "--ignore-installed", "--quiet"]
    args += ["--report", "-", "--target", tempfile.gettempdir(), *_target(python), spec]
    output = runner(args)
    return parse_report(output.stdout) if output.returncode == 0 else None


def _pins(meta: WheelMetadata, extra: str | None = None) -> dict[str, Version]:
    """``name -> version`` pinned (``==``, else a ``>=`` floor), of an extra when given."""
    out: dict[str, Version] = {}
    for line in meta.requires_dist:
        try:
            req = Requirement(line)
        except InvalidRequirement:
            continue
        marker = str(req.marker) if req.marker else ""
        in_extra = "extra ==" in marker
        if (extra is None and in_extra) or (extra is not None and f'"{extra}"' not in marker):
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


def torch_record(version: Version, pythons: list[str], meta: WheelMetadata, today: date) -> Any:
    """A pytorch.yaml release for the index's own Linux wheel of ``version``."""
    cuda, cudnn = _cuda_and_cudnn(_pins(meta))
    if cuda is not None:
        cuda_text = f"{cuda.major}.{cuda.minor}"
        variant: dict[str, Any] = {
            "id": f"cu{cuda.major}{cuda.minor}",
            "cuda": cuda_text,
            "platforms": ["linux"],
            "on_pypi": True,
        }
        if cudnn is not None:
            variant["cudnn"] = str(cudnn)
        what = f"a CUDA {cuda_text} build" + (f" pinning cuDNN {cudnn}" if cudnn else "")
    else:
        variant = {"id": "cpu", "platforms": ["linux"], "on_pypi": True}
        what = "a build without CUDA libraries"
    return {
        "version": str(version),
        "python": _python_range(pythons),
        "source": _source("torch", version),
        "as_of": today,
        "note": f"Read by kb refresh: the Linux wheel {meta.filename} is {what}; Requires-Python"
        f" {meta.requires_python}. Other builds, companions and GPU code are not read.",
        "variants": [variant],
    }


def tf_record(version: Version, pythons: list[str], meta: WheelMetadata, today: date) -> Any:
    """A tensorflow.yaml release with the CUDA and cuDNN its [and-cuda] extra pins."""
    cuda, cudnn = _cuda_and_cudnn(_pins(meta, extra="and-cuda"))
    record: dict[str, Any] = {
        "version": str(version),
        "python": _python_range(pythons),
        "source": _source("tensorflow", version),
        "as_of": today,
        "note": "Read by kb refresh from the Linux wheel's metadata; whether the [and-cuda]"
        " pins install and which GPUs the wheel has code for are not checked.",
    }
    if cuda is not None:
        record["cuda"] = f"{cuda.major}.{cuda.minor}"
        record["and_cuda_extra"] = True
    if cudnn is not None:
        record["cudnn"] = f"{cudnn.major}.{cudnn.minor}"
    return record


@dataclass(frozen=True)
class Found:
    dataset: str
    records: tuple[Any, ...]
    names: tuple[str, ...]


def _new_releases(
    runner: PipRunner, package: str, known: set[Version], today: date, make: Any
) -> tuple[list[Any], list[str]]:
    newest = max(known)
    missing = [v for v in index_versions(runner, package) if v not in known and v > newest]
    if not missing:
        return [], []
    by_python = {py: set(index_versions(runner, package, py)) for py in PYTHONS}
    records, names = [], []
    for version in sorted(missing):
        pythons = [py for py, found in by_python.items() if version in found]
        if not pythons:
            continue
        meta = wheel_metadata(runner, f"{package}=={version}", max(pythons, key=Version))
        if meta is None:
            continue
        records.append(make(version, pythons, meta, today))
        names.append(f"{package} {version}")
    return records, names


def find_new(kb: KnowledgeBase, runner: PipRunner, today: date) -> list[Found]:
    """New torch and TensorFlow releases (newer than any recorded); raises IndexUnreachableError."""
    torch = kb.dataset("pytorch", PytorchCatalog)
    tf = kb.dataset("tensorflow", TensorflowCatalog)
    out = []
    for dataset, package, known, make in (
        ("pytorch", "torch", {Version(r.version) for r in torch.releases}, torch_record),
        ("tensorflow", "tensorflow", {Version(r.version) for r in tf.releases}, tf_record),
    ):
        records, names = _new_releases(runner, package, known, today, make)
        if records:
            out.append(Found(dataset, tuple(records), tuple(names)))
    return out


def _next_version(current: str, today: date) -> str:
    """Today's date as a version, or the current one with its serial raised when that is
    not newer (a second refresh on one day, or a clock behind the knowledge base)."""
    dated = today.strftime("%Y.%m.%d")
    if Version(dated) > Version(current):
        return dated
    parts = current.split(".")
    serial = int(parts[3]) + 1 if len(parts) == 4 else 1
    return f"{'.'.join(parts[:3])}.{serial}"


def write_refreshed(kb: KnowledgeBase, found: list[Found], today: date, folder: Path) -> None:
    """The knowledge base in use plus ``found``, as files in ``folder`` (for import_kb)."""
    root = kb.root
    for item in root.iterdir():
        if item.is_file() and re.fullmatch(r"[a-z_]+\.(yaml|yml|json)", item.name):
            (folder / item.name).write_bytes(item.read_bytes())
    for group in found:
        path = folder / f"{group.dataset}.yaml"
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        data["releases"] = [*data["releases"], *group.records]
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), "utf-8")
    manifest = yaml.safe_load((folder / "kb.yaml").read_text(encoding="utf-8"))
    manifest["version"] = _next_version(str(manifest["version"]), today)
    manifest["as_of"] = today
    (folder / "kb.yaml").write_text(yaml.safe_dump(manifest, sort_keys=False), "utf-8")


@dataclass(frozen=True)
class RefreshResult:
    added: tuple[str, ...]
    version: str | None
    path: Path | None


def refresh(kb: KnowledgeBase, today: date, runner: PipRunner | None = None) -> RefreshResult:
    """Install a dated knowledge base with the index's new releases (``runner``: pip).

    Raises IndexUnreachableError (nothing changed) or KbImportError (the result was rejected).
    """
    from dlconfig.kb.store import import_kb

    found = find_new(kb, runner or run_pip, today)
    if not found:
        return RefreshResult((), None, None)
    folder = Path(tempfile.mkdtemp(prefix="kb-refresh-"))
    try:
        write_refreshed(kb, found, today, folder)
        result = import_kb(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    added = tuple(name for group in found for name in group.names)
    return RefreshResult(added, result.version, result.path)
