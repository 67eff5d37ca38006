"""What the host needs beside the GPUs (CPU, RAM, storage, interconnect) and whether this
machine has it. The thresholds are rules of thumb and each is stated in a Reason."""

from __future__ import annotations

from dlconfig.models.choice import HostNeeds
from dlconfig.models.common import Reason
from dlconfig.models.hardware import DiskKind, HardwareProfile
from dlconfig.models.messages import label_text
from dlconfig.models.requirements import Requirements
from dlconfig.models.workload import Task, Workload
from dlconfig.plan.hardware.fit import Fit
from dlconfig.plan.workload_memory import GIB

PIN_MEMORY_DOC = "https://docs.pytorch.org/docs/stable/data.html#memory-pinning"
# Data-loader workers per GPU: decoding and augmenting images or audio is CPU work;
# tokenised text needs little.
WORKERS_PER_GPU_MEDIA = 4
WORKERS_PER_GPU_TEXT = 2
MAIN_PROCESS_CORES = 2
RAM_FLOOR_GB = 32
RAM_FLOOR_LARGE_GB = 128
LARGE_PARAMS = 13e9  # models from this size on count as large
LARGE_TRAIN_PARAMS = 7e9  # full training of models from this size on counts as large
LARGE_DATASET_GB = 1000.0
PINNED_GB_PER_GPU = 2.0
RAM_SIZES_GB = (32, 64, 128, 256, 512, 1024, 2048, 4096)
_MEDIA_TASKS = {
    Task.IMAGE_CLASSIFICATION,
    Task.SEGMENTATION,
    Task.DETECTION,
    Task.SPEECH,
    Task.DIFFUSION,
}


def _reason(code: str, source: str | None = None, **params: object) -> Reason:
    clean = {k: v for k, v in params.items() if isinstance(v, str | int | float | bool)}
    return Reason(code=code, params=clean, source=source)


def _is_large(workload: Workload, requirements: Requirements, task: Task) -> bool:
    params = requirements.params or 0.0
    full_training = workload.mode.value in ("train", "finetune")
    return (
        params >= LARGE_PARAMS
        or (full_training and params >= LARGE_TRAIN_PARAMS)
        or (task in _MEDIA_TASKS and workload.dataset_gb >= LARGE_DATASET_GB)
    )


def _round_ram(gb: float) -> int:
    return next((size for size in RAM_SIZES_GB if size >= gb), int(gb) + 1)


def interconnect_for(fit: Fit, *, has_nvlink: bool) -> str | None:
    if fit.total_gpus <= 1:
        return None
    if fit.nodes > 1:
        return "interconnect.nvlink_ib"
    if fit.tensor_parallel > 1:
        return "interconnect.nvlink" if has_nvlink else "interconnect.pcie_tp"
    if fit.strategy in ("fsdp", "zero3", "zero2"):
        return "interconnect.nvlink" if has_nvlink else "interconnect.pcie_sharded"
    return "interconnect.pcie_dp"


def host_needs(
    workload: Workload,
    requirements: Requirements,
    fit: Fit | None,
    profile: HardwareProfile | None,
    *,
    has_nvlink: bool = False,
    task: Task | None = None,
) -> tuple[HostNeeds, list[Reason]]:
    """Host needs; ``task`` is the model's task when it comes from a preset."""
    task = task or workload.task
    gpus = fit.gpus_per_node if fit is not None else 1
    media = task in _MEDIA_TASKS
    workers = WORKERS_PER_GPU_MEDIA if media else WORKERS_PER_GPU_TEXT
    cores = max(1, gpus) * workers + MAIN_PROCESS_CORES
    large = _is_large(workload, requirements, task)
    floor = RAM_FLOOR_LARGE_GB if large else RAM_FLOOR_GB
    pinned = PINNED_GB_PER_GPU * max(1, gpus)
    need_gb = requirements.ram_gib * GIB / 1e9 + pinned
    ram_gb = float(_round_ram(max(floor, need_gb)))
    storage_gb = requirements.disk_gb
    hot = workload.mode.is_training and workload.dataset_gb > 0
    kind = "nvme" if hot else "ssd"
    interconnect = interconnect_for(fit, has_nvlink=has_nvlink) if fit is not None else None
    cpu_ok, ram_ok, storage_ok = local_host_checks(profile, cores, ram_gb, storage_gb, hot)
    needs = HostNeeds(
        cpu_cores=cores,
        ram_gb=ram_gb,
        storage_gb=storage_gb,
        storage_kind=kind,
        interconnect=label_text(interconnect) if interconnect is not None else None,
        interconnect_code=interconnect,
        local_cpu_ok=cpu_ok,
        local_ram_ok=ram_ok,
        local_storage_ok=storage_ok,
    )
    reasons = [
        _reason(
            "hardware.host.cpu_workers",
            workers_per_gpu=workers,
            cores=cores,
            main_cores=MAIN_PROCESS_CORES,
            media=media,
        ),
        _reason(
            "hardware.host.ram",
            PIN_MEMORY_DOC,
            floor_gb=floor,
            ram_gb=ram_gb,
            pinned_gb=pinned,
            large=large,
        ),
        _reason(
            "hardware.host.storage",
            storage_gb=storage_gb,
            kind=kind,
        ),
    ]
    if interconnect is not None:
        reasons.append(
            _reason(
                "hardware.host.interconnect",
                interconnect=interconnect,
            )
        )
    return needs, reasons


def local_host_checks(
    profile: HardwareProfile | None, cores: int, ram_gb: float, storage_gb: float, hot: bool
) -> tuple[bool | None, bool | None, bool | None]:
    """Whether ``profile`` has the CPU cores, the RAM (GB) and a disk with the storage (GB,
    on NVMe or SSD when ``hot``) asked for; None where it cannot tell. Step 2 and the
    doctor both ask this, so they cannot disagree."""
    if profile is None:
        return None, None, None
    have_cores = profile.cpu.logical_cores or profile.cpu.physical_cores
    cpu_ok = None if have_cores is None else have_cores >= cores
    total = profile.memory.total_bytes
    # Installed RAM shows a little below its nominal size; allow 5%.
    ram_ok = None if total is None else total / 1e9 >= ram_gb * 0.95
    storage_ok: bool | None = None
    known = [d for d in profile.disks if d.free_bytes is not None]
    if known:
        fast = {DiskKind.NVME, DiskKind.SSD} if hot else set(DiskKind)
        storage_ok = any(d.kind in fast and (d.free_bytes or 0) >= storage_gb * 1e9 for d in known)
    return cpu_ok, ram_ok, storage_ok
