"""GPU catalog schema (``gpus.yaml``): specs, architectures and prices, each with a source.

Memory is GiB as GPUs report it (a "24 GB" card has 24 GiB). Throughputs are dense
(no sparsity) TFLOPS as the vendor states them; ``None`` where the vendor states none.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Literal

from pydantic import Field, model_validator

from dlconfig.models.common import SOURCE_PATTERN, Frozen, Sourced
from dlconfig.models.hardware import GpuInfo, OtherGpu
from dlconfig.models.requirements import GIB

Segment = Literal["consumer", "workstation", "datacenter", "apple"]


class ArchitectureRecord(Sourced):
    """A GPU architecture and the compute capabilities (sm_XY) it covers."""

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    vendor: Literal["nvidia", "apple", "amd", "intel"] = "nvidia"
    compute_capabilities: list[str] = Field(default_factory=list)
    year: int = Field(ge=2000, le=2100)
    driver_min: str | None = Field(
        default=None, pattern=r"^\d+(\.\d+){0,3}$", description="oldest driver for these GPUs"
    )
    driver_max_branch: int | None = Field(
        default=None, ge=1, le=9999, description="last driver branch (R470: 470) for these GPUs"
    )
    driver_source: str | None = Field(default=None, pattern=SOURCE_PATTERN, max_length=2000)
    llvm_targets: list[str] = Field(
        default_factory=list, description="AMD: the LLVM (gfx) targets its GPUs compile for"
    )
    rocm_min: str | None = Field(
        default=None,
        pattern=r"^\d+(\.\d+){0,2}$",
        description="AMD: the first ROCm release with support for these GPUs (None: not recorded)",
    )
    rocm_source: str | None = Field(default=None, pattern=SOURCE_PATTERN, max_length=2000)


class GpuPrice(Sourced):
    usd: float = Field(gt=0)
    kind: Literal["launch_msrp", "list", "street"]


class GpuRecord(Sourced):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=60)
    name: str
    aliases: list[str] = Field(default_factory=list)
    vendor: Literal["nvidia", "apple", "amd", "intel"] = "nvidia"
    segment: Segment
    architecture: str
    compute_capability: str | None = Field(default=None, pattern=r"^\d+\.\d+$")
    vram_gib: float = Field(gt=0, le=4096)
    mem_bandwidth_gbs: float | None = Field(default=None, gt=0)
    fp32_tflops: float | None = Field(default=None, gt=0)
    fp16_tensor_tflops: float | None = Field(default=None, gt=0)
    bf16_tensor_tflops: float | None = Field(default=None, gt=0)
    fp8_tensor_tflops: float | None = Field(default=None, gt=0)
    tf32_tensor_tflops: float | None = Field(
        default=None, gt=0, description="TF32 tensor cores (FP32 inputs when TF32 is allowed)"
    )
    fp4_tensor_tflops: float | None = Field(default=None, gt=0)
    int8_tensor_tops: float | None = Field(default=None, gt=0)
    tdp_w: float | None = Field(default=None, gt=0)
    nvlink: bool = False
    nvlink_gbs: float | None = Field(default=None, gt=0)
    form_factor: str | None = None
    sold_as: Literal["card", "server", "rack"] = Field(
        default="card",
        description="the smallest unit it is sold in: a card (or module) one can buy alone, "
        "a server, or a whole rack",
    )
    sold_in_gpus: int | None = Field(
        default=None, ge=1, le=100_000, description="GPUs in that unit (a rack: 72)"
    )
    system_name: str | None = Field(
        default=None, max_length=80, description="the server or rack it comes in: 'HGX B200'"
    )
    sale_source: str | None = Field(
        default=None, description="where sold_as/sold_in_gpus/system_name were read"
    )
    host_os: list[Literal["linux", "windows"]] | None = Field(
        default=None, description="operating systems its host runs; None: any"
    )
    host_arch: Literal["x86_64", "aarch64"] | None = Field(
        default=None,
        description="CPU architecture of the host it comes with (a Grace superchip: aarch64); "
        "None: any (a card goes into the buyer's server)",
    )
    markets: list[str] | None = Field(
        default=None,
        description="ISO country codes where it is sold (an export-control variant: ['CN']); "
        "None: worldwide",
    )
    market_source: str | None = Field(
        default=None, pattern=SOURCE_PATTERN, max_length=2000, description="where markets was read"
    )
    mig_instances: int | None = Field(
        default=None, ge=1, le=16, description="most MIG instances (None: no MIG)"
    )
    launch_year: int | None = Field(default=None, ge=2010, le=2100, description="None: unknown")
    price: GpuPrice | None = None
    k8s_product_label: str | None = Field(
        default=None, description="value of nvidia.com/gpu.product as GPU feature discovery sets it"
    )


class DeploymentRule(Sourced):
    """A licence or deployment fact that limits where GPUs of some segments may run."""

    id: str = Field(pattern=r"^[a-z0-9_]+$", max_length=60)
    segments: list[Segment] = Field(min_length=1, description="the GPU segments it binds")
    places: list[Literal["datacenter", "colocation", "cloud"]] = Field(min_length=1)
    clause: str = Field(max_length=40, description="the section of the source, e.g. '2.1.3'")
    summary: str = Field(max_length=1000)


class PlatformRule(Sourced):
    """A platform fact the plan applies to GPUs with the matching field (host_arch,
    mig_instances, segment), shown as a reason with its source."""

    id: str = Field(pattern=r"^[a-z0-9_]+$", max_length=60)
    summary: str = Field(max_length=1000)


class GpuCatalog(Frozen):
    architectures: list[ArchitectureRecord]
    deployment_rules: list[DeploymentRule] = Field(default_factory=list)
    platform_rules: list[PlatformRule] = Field(default_factory=list)
    gpus: list[GpuRecord] = Field(min_length=1)
    as_of: date | None = None

    @model_validator(mode="after")
    def _consistent(self) -> GpuCatalog:
        arch_ids = {a.id for a in self.architectures}
        seen: set[str] = set()
        for gpu in self.gpus:
            if gpu.id in seen:
                raise ValueError(f"duplicate GPU id {gpu.id!r}")
            seen.add(gpu.id)
            if gpu.architecture not in arch_ids:
                raise ValueError(f"GPU {gpu.id!r}: unknown architecture {gpu.architecture!r}")
        return self

    def by_id(self, gpu_id: str) -> GpuRecord | None:
        return next((g for g in self.gpus if g.id == gpu_id), None)

    def platform_rule(self, rule_id: str) -> PlatformRule | None:
        return next((r for r in self.platform_rules if r.id == rule_id), None)


# Words that vendors and drivers add around a model name; "RTX 4090" and
# "NVIDIA GeForce RTX 4090" name the same card.
_VENDOR_WORDS = frozenset({"nvidia", "geforce", "tesla", "apple", "graphics", "gpu", "card"})
_MEMORY_TOKEN = re.compile(r"^\d+(gb|gib|g)$")
_SPLIT_PREFIX = re.compile(r"^(rtx|gtx)(\d{3,4})$")


def _tokens(text: str) -> tuple[str, ...]:
    """Lower-case word tokens of a GPU name, vendor words dropped ("RTX4090" -> rtx, 4090)."""
    out: list[str] = []
    for raw in re.split(r"[^a-z0-9.]+", text.lower()):
        word = raw.strip(".")
        if not word or word in _VENDOR_WORDS:
            continue
        split = _SPLIT_PREFIX.match(word)
        if split:
            out.extend(split.groups())
        else:
            out.append(word)
    return tuple(out)


def _names(gpu: GpuRecord) -> list[str]:
    return [gpu.id, gpu.name, *gpu.aliases]


def match_gpus(catalog: GpuCatalog, query: str) -> list[GpuRecord]:
    """Catalog GPUs that ``query`` names, best first; several when the name is ambiguous.

    Matching, in order: the same words as an id, name or alias (vendor words such as
    "NVIDIA" and "GeForce" ignored, case and punctuation too); then names that contain
    every word of the query, fewest extra words first; then the same without memory-size
    words ("32GB"). "cpu" and "none" are not GPUs: callers handle them.
    """
    words = _tokens(query)
    if not words:
        return []
    exact = [g for g in catalog.gpus if any(_tokens(n) == words for n in _names(g))]
    if exact:
        return exact
    found = _contains_all(catalog, words)
    if not found:
        without_memory = tuple(w for w in words if not _MEMORY_TOKEN.match(w))
        if without_memory and without_memory != words:
            found = _contains_all(catalog, without_memory)
    return found


def _contains_all(catalog: GpuCatalog, words: tuple[str, ...]) -> list[GpuRecord]:
    wanted = set(words)
    scored: list[tuple[int, int, GpuRecord]] = []
    for order, gpu in enumerate(catalog.gpus):
        extras = [len(set(_tokens(n)) - wanted) for n in _names(gpu) if wanted <= set(_tokens(n))]
        if extras:
            scored.append((min(extras), order, gpu))
    if not scored:
        return []
    best = min(s[0] for s in scored)
    return [gpu for extra, _, gpu in sorted(scored, key=lambda s: (s[0], s[1])) if extra == best]


def find_gpu(catalog: GpuCatalog | None, query: str) -> GpuRecord | None:
    """The one catalog GPU that ``query`` names ("RTX 4090", "4090", "h100", "Apple M2",
    an NVML name such as "NVIDIA H100 80GB HBM3", an id); None when unknown or ambiguous,
    or without a catalog. The one GPU lookup: every step and importer asks it."""
    if catalog is None:
        return None
    by_id = catalog.by_id(query)
    if by_id is not None:
        return by_id
    found = match_gpus(catalog, query)
    return found[0] if len(found) == 1 else None


def gpu_for_profile(catalog: GpuCatalog, gpu: GpuInfo | OtherGpu) -> GpuRecord | None:
    """The catalog record for a probed GPU, using its memory size to tell apart models
    that the driver names alike (RTX 4060 Ti 8 GB and 16 GB)."""
    found = match_gpus(catalog, gpu.name)
    if not found:
        return None
    memory_bytes = gpu.vram_total_bytes if isinstance(gpu, GpuInfo) else gpu.vram_bytes
    family = set(_family(found[0]))
    siblings = [g for g in catalog.gpus if set(_family(g)) == family] if len(found) == 1 else found
    if memory_bytes is None or len(siblings) < 2:
        return found[0] if len(found) == 1 else None
    memory_gib = memory_bytes / GIB
    ranked = sorted(siblings, key=lambda g: abs(g.vram_gib - memory_gib))
    if len(ranked) > 1 and abs(ranked[0].vram_gib - memory_gib) == abs(
        ranked[1].vram_gib - memory_gib
    ):
        return None
    return ranked[0]


def _family(gpu: GpuRecord) -> tuple[str, ...]:
    """Name words without memory size: the models a driver may report under one name."""
    return tuple(w for w in _tokens(gpu.name) if not _MEMORY_TOKEN.match(w))


# A GPU given by its compute capability only: "sm_86" (as nvcc and wheel tags write it)
# or "8.6" (as NVIDIA's tables write it).
_SM_FORM = re.compile(r"^sm_?(\d{2,3})$")
_CC_FORM = re.compile(r"^(\d{1,2})\.(\d)$")


class CapabilityError(ValueError):
    """A compute capability is malformed or names no recorded architecture."""


def names_capability(text: str) -> bool:
    """Does ``text`` try to give a compute capability ("sm_86", "sm86", "sm_1000")?"""
    return text.strip().lower().startswith("sm")


def parse_capability(text: str) -> str:
    """``sm_86``, ``sm86`` or ``8.6`` as ``8.6``; raises CapabilityError when malformed."""
    value = text.strip().lower()
    sm = _SM_FORM.match(value)
    if sm is not None:
        digits = sm.group(1)
        return f"{int(digits[:-1])}.{digits[-1]}"
    cc = _CC_FORM.match(value)
    if cc is not None:
        return f"{int(cc.group(1))}.{cc.group(2)}"
    raise CapabilityError(
        f"{text.strip()[:40]!r} is not a compute capability; write it as 8.6 or sm_86"
    )


def capability_id(text: str) -> str:
    """The workload's ``gpu`` value for a compute capability: ``8.6`` and ``sm86`` give
    ``sm_86``; raises CapabilityError when malformed."""
    return "sm_" + parse_capability(text).replace(".", "")


def capability_gpu(catalog: GpuCatalog, text: str) -> GpuRecord:
    """A stand-in record for a GPU the catalog lacks, known by its compute capability only.

    It carries the architecture the capability belongs to (for the build's GPU code and the
    architecture's driver bounds) and nothing else: memory, speed and price are unknown and
    are not given, so only the stack may use it (built with ``model_construct``; reading
    ``vram_gib`` raises). Raises CapabilityError for a malformed capability or one that no
    recorded NVIDIA architecture covers.
    """
    capability = parse_capability(text)
    arch = next(
        (
            a
            for a in catalog.architectures
            if a.vendor == "nvidia" and capability in a.compute_capabilities
        ),
        None,
    )
    if arch is None:
        known = sorted(
            {
                c
                for a in catalog.architectures
                if a.vendor == "nvidia"
                for c in a.compute_capabilities
            },
            key=lambda c: tuple(int(p) for p in c.split(".")),
        )
        raise CapabilityError(
            f"no NVIDIA architecture with compute capability {capability} is recorded "
            f"(recorded: {', '.join(known)})"
        )
    sm = capability.replace(".", "")
    return GpuRecord.model_construct(  # type: ignore[call-arg]  # no vram_gib: unknown
        id=f"sm-{sm}",
        name=f"sm_{sm}",
        aliases=[],
        vendor="nvidia",
        segment="consumer",
        architecture=arch.id,
        compute_capability=capability,
        source=arch.source,
        as_of=arch.as_of,
        note=None,
    )


def is_capability_only(gpu: GpuRecord) -> bool:
    """Is ``gpu`` a stand-in from :func:`capability_gpu` (no memory or speed known)?"""
    return "vram_gib" not in gpu.model_fields_set
