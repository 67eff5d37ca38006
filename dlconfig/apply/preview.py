"""What ``apply`` will do, said before it does anything: the environment's folder, its
Python, the packages, whether the plan installs a CUDA build of the framework, and the
CPU build that can stand in for it on a machine without an NVIDIA GPU.

The CPU build is the bundle's own requirements.txt with PyTorch's variant index swapped
for its CPU index (``.../whl/cu128`` -> ``.../whl/cpu``, PyTorch's "Get started"
selector) and a CUDA local version label dropped from the pins; the packages that build
against a CUDA torch without build isolation (flash-attn and the like) are left out and
named. It is written inside the new environment: nothing in the bundle changes.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from dlconfig.apply.bundle import (
    REQUIREMENTS_FILE,
    ApplyError,
    BundleInfo,
    plan_stack,
    read_bundle,
)
from dlconfig.apply.environment import CPU_REQUIREMENTS, ENV_DIR
from dlconfig.export.lock import uv_executable
from dlconfig.kb import KnowledgeBase
from dlconfig.kb.software import PytorchCatalog
from dlconfig.models.untrusted import UntrustedFileError, read_untrusted_bytes

_REQUIREMENTS_MAX_BYTES = 1 << 20
# PyTorch's variant index in a requirements line: its root and the variant (cu128, rocm6.4).
_VARIANT_INDEX = re.compile(r"^(--(?:extra-)?index-url\s+)(https://\S+?/whl)/(cu\d+|rocm[\w.]+)/?$")
_LOCAL_LABEL = re.compile(r"^([A-Za-z0-9._-]+==[\w.!]+)\+(?:cu\d+|rocm[\w.]+)$")
_PIN_NAME = re.compile(r"^([A-Za-z0-9._-]+)\s*(?:==|\[|$)")
_FRAMEWORK_PACKAGES = frozenset({"torch", "torchvision", "torchaudio"})


@dataclass(frozen=True)
class ApplyPreview:
    """``packages``: the requirement lines apply installs; ``cuda_variant``: the CUDA
    build the plan installs ("cu128"), None when it installs none; ``cpu_left_out``: the
    packages a CPU build leaves out (they build against a CUDA framework)."""

    info: BundleInfo
    env_dir: Path
    packages: tuple[str, ...]
    cuda_variant: str | None
    cpu_left_out: tuple[str, ...]

    @property
    def needs_nvidia(self) -> bool:
        return self.cuda_variant is not None


def _requirement_lines(path: Path) -> list[str]:
    try:
        text = read_untrusted_bytes(path, _REQUIREMENTS_MAX_BYTES).decode("utf-8", "replace")
    except UntrustedFileError as exc:
        raise ApplyError(str(exc), is_usage=True) from None
    out: list[str] = []
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0].strip().rstrip("\\").strip()
        if line and not line.startswith("#"):
            out.append(line)
    return out


def _cuda_variant(folder: Path) -> str | None:
    stack = plan_stack(folder)
    framework = stack.get("framework")
    variant = framework.get("variant") if isinstance(framework, dict) else None
    if not stack.get("cuda") or not isinstance(variant, str) or not variant.startswith("cu"):
        return None
    return variant


def _no_isolation_names(info: BundleInfo) -> tuple[str, ...]:
    """The packages the install recipe builds without isolation (against the framework)."""
    names: list[str] = []
    for step in info.first_installs:
        if "--no-build-isolation" not in step:
            continue
        for arg in step:
            found = _PIN_NAME.match(arg)
            if found and not arg.startswith("-"):
                names.append(found.group(1).lower())
    return tuple(names)


def preview_bundle(folder: Path) -> ApplyPreview:
    """What apply would install from ``folder``; raises ApplyError like read_bundle."""
    info = read_bundle(folder)
    lines = _requirement_lines(info.requirements)
    packages = tuple(line for line in lines if not line.startswith("-"))
    variant = _cuda_variant(folder)
    left_out = _no_isolation_names(info) if variant else ()
    return ApplyPreview(info, folder / ENV_DIR, packages, variant, left_out)


def cpu_requirements(preview: ApplyPreview, kb: KnowledgeBase | None = None) -> str:
    """The requirements text of the CPU build (see the module docstring)."""
    kb = kb or KnowledgeBase()
    source = preview.info.folder / REQUIREMENTS_FILE
    if not source.is_file():
        raise ApplyError(f"{source}: is missing; the CPU build starts from it", is_usage=True)
    base = kb.dataset("pytorch", PytorchCatalog).index_base_url.rstrip("/")
    skip = set(preview.cpu_left_out)
    out = [
        f"# {CPU_REQUIREMENTS}: the CPU build of {REQUIREMENTS_FILE}, written by apply --cpu.",
    ]
    has_index = False
    for line in _requirement_lines(source):
        index = _VARIANT_INDEX.match(line)
        if index:
            out.append(f"{index.group(1)}{index.group(2)}/cpu")
            has_index = True
            continue
        name = _PIN_NAME.match(line)
        if name and name.group(1).lower() in skip:
            out.append(f"# left out (builds against a CUDA framework): {line}")
            continue
        label = _LOCAL_LABEL.match(line)
        out.append(label.group(1) if label else line)
    needs_index = any(
        (m := _PIN_NAME.match(line)) and m.group(1).lower() in _FRAMEWORK_PACKAGES for line in out
    )
    if needs_index and not has_index:
        out.insert(1, f"--extra-index-url {base}/cpu")
    return "\n".join(out) + "\n"


def has_nvidia_gpu() -> bool:
    """Whether NVML reports at least one NVIDIA GPU on this machine."""
    from dlconfig.probe.gpus import probe_gpus

    report = probe_gpus()
    return report.unavailable_code is None and bool(report.gpus)


@dataclass(frozen=True)
class CacheUse:
    """uv's download cache: where it is and how many bytes it holds."""

    path: Path
    size_bytes: int


def uv_cache(uv: str | None = None) -> CacheUse | None:
    """uv's cache folder (``uv cache dir``) and its size; None when uv cannot say."""
    uv = uv or uv_executable()
    if uv is None:
        return None
    try:
        done = subprocess.run(
            [uv, "cache", "dir"], capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    path = Path(done.stdout.strip())
    if done.returncode != 0 or not done.stdout.strip():
        return None
    total = 0
    for file in path.rglob("*") if path.is_dir() else ():
        try:
            if file.is_file() and not file.is_symlink():
                total += file.stat().st_size
        except OSError:
            continue
    return CacheUse(path, total)
