"""Map NVML device indices to CUDA device indices under ``CUDA_VISIBLE_DEVICES``.

NVML numbers GPUs in PCI bus order. CUDA numbers the GPUs it may see: all of them when
``CUDA_VISIBLE_DEVICES`` is unset, else the listed ones in the listed order. Entries are
indices, ``GPU-<uuid>`` (a unique prefix is enough) or ``MIG-<uuid>``; CUDA stops reading
the list at the first entry it cannot resolve, and an empty list hides every GPU.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from dlconfig.models.common import Reason
from dlconfig.probe.problems import problem


@dataclass(frozen=True)
class CudaMapping:
    """``cuda_by_uuid`` maps a GPU or MIG UUID to its CUDA index; ``notes`` say what was odd."""

    cuda_by_uuid: dict[str, int] = field(default_factory=dict)
    cuda_by_nvml: dict[int, int] = field(default_factory=dict)
    notes: list[Reason] = field(default_factory=list)


def parse_visible_devices(value: str | None) -> list[str] | None:
    """Split ``CUDA_VISIBLE_DEVICES``; None when unset (all GPUs visible)."""
    if value is None:
        return None
    return [token.strip() for token in value.split(",") if token.strip()]


def map_cuda_indices(
    gpu_uuids: Sequence[str | None],
    env: Mapping[str, str],
    mig_uuids: Mapping[int, Sequence[str]] | None = None,
) -> CudaMapping:
    """CUDA index for each NVML index (by position in ``gpu_uuids``) and each MIG instance.

    ``mig_uuids`` maps an NVML index of a MIG-enabled GPU to its instance UUIDs.
    """
    mig_uuids = mig_uuids or {}
    tokens = parse_visible_devices(env.get("CUDA_VISIBLE_DEVICES"))
    notes: list[Reason] = []
    order: list[tuple[int, str | None]] = []  # (nvml index, MIG uuid or None)
    if tokens is None:
        for nvml_index in range(len(gpu_uuids)):
            if nvml_index in mig_uuids:
                order.extend((nvml_index, mig) for mig in mig_uuids[nvml_index])
            else:
                order.append((nvml_index, None))
    else:
        if not tokens:
            notes.append(problem("probe.gpu.cuda_visible_empty"))
        seen: set[tuple[int, str | None]] = set()
        for token in tokens:
            entry = _resolve(token, gpu_uuids, mig_uuids)
            if entry is None or entry in seen:
                why = "repeat" if entry else "unknown"
                notes.append(problem(f"probe.gpu.cuda_visible_{why}", entry=repr(token)))
                break
            seen.add(entry)
            order.append(entry)
    mapping = CudaMapping(notes=notes)
    for cuda_index, (nvml_index, mig) in enumerate(order):
        if mig is not None:
            mapping.cuda_by_uuid[mig] = cuda_index
            continue
        mapping.cuda_by_nvml[nvml_index] = cuda_index
        uuid = gpu_uuids[nvml_index]
        if uuid:
            mapping.cuda_by_uuid[uuid] = cuda_index
    return mapping


def _resolve(
    token: str, gpu_uuids: Sequence[str | None], mig_uuids: Mapping[int, Sequence[str]]
) -> tuple[int, str | None] | None:
    if token.lstrip("-").isdigit():
        index = int(token)
        return (index, None) if 0 <= index < len(gpu_uuids) else None
    lowered = token.lower()
    if lowered.startswith("mig-"):
        for nvml_index, migs in mig_uuids.items():
            for mig in migs:
                if mig.lower() == lowered:
                    return (nvml_index, mig)
        return None
    prefix = lowered if lowered.startswith("gpu-") else f"gpu-{lowered}"
    matches = [i for i, u in enumerate(gpu_uuids) if u and u.lower().startswith(prefix)]
    return (matches[0], None) if len(matches) == 1 else None
