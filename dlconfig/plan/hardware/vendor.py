"""Which GPU makers a plan runs on: NVIDIA through CUDA, AMD through PyTorch's ROCm builds.

Policy (one home): an AMD GPU is weighed only when the workload names it (``gpu: mi300x``);
in an open choice AMD GPUs do not compete, and their options say so. A named AMD GPU needs
PyTorch on Linux (the only ROCm builds the knowledge base records) and ROCm support on
record for every library of the recipe that ships its own GPU kernels (``gpu_kernels`` in
``libraries.yaml``); otherwise it is ruled out with a reason naming the library.
Pure: no I/O beyond the cached knowledge base.
"""

from __future__ import annotations

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuRecord
from dlconfig.kb.libraries import LibraryCatalog
from dlconfig.models.common import Reason
from dlconfig.models.workload import Framework, Target, Workload
from dlconfig.plan.stack_recipes import recipe_for

ROCM_VENDOR = "amd"
# the makers' names as they write them (brand names: the same in every language)
MAKERS = {"nvidia": "NVIDIA", "amd": "AMD", "intel": "Intel", "apple": "Apple"}


def rocm_library_gap(
    workload: Workload, amd_gpu: GpuRecord | None, kb: KnowledgeBase
) -> Reason | None:
    """The first library of ``workload``'s recipe on an AMD GPU that ships GPU kernels
    without ROCm support on record, as the reason that rules AMD GPUs out (None: none)."""
    if amd_gpu is None:
        return None
    try:
        catalog = kb.dataset("libraries", LibraryCatalog)
    except KbError:
        return None
    recipe = recipe_for(workload, amd_gpu)
    for name in recipe.names:
        library = catalog.library(name)
        if library is None or not library.gpu_kernels:
            continue
        rocm = library.rocm
        if rocm is not None and rocm.is_supported:
            continue
        return Reason(
            code="hardware.excluded.rocm_library",
            params={"library": library.name, "recorded": rocm is not None},
            source=rocm.source if rocm is not None else library.install_docs,
            as_of=rocm.as_of if rocm is not None else None,
        )
    return None


def rocm_library_reasons(workload: Workload, amd_gpu: GpuRecord, kb: KnowledgeBase) -> list[Reason]:
    """Each library with GPU kernels that a planned AMD GPU runs, citing its ROCm support."""
    try:
        catalog = kb.dataset("libraries", LibraryCatalog)
    except KbError:
        return []
    out: list[Reason] = []
    for name in recipe_for(workload, amd_gpu).names:
        library = catalog.library(name)
        if library is None or not library.gpu_kernels or library.rocm is None:
            continue
        if library.rocm.is_supported:
            out.append(
                Reason(
                    code="hardware.option.rocm_library",
                    params={"gpu": amd_gpu.id, "library": library.name},
                    source=library.rocm.source,
                    as_of=library.rocm.as_of,
                )
            )
    return out


def vendor_exclusion(
    record: GpuRecord | None,
    workload: Workload,
    *,
    requested: str | None,
    rocm_gap: Reason | None,
) -> Reason | None:
    """Why ``record`` is ruled out by who makes it (None: its maker's stack can run it)."""
    if record is None or record.vendor == "nvidia":
        return None
    if record.vendor != ROCM_VENDOR:
        return Reason(code="hardware.excluded.vendor", params={"vendor": MAKERS[record.vendor]})
    if requested not in (record.id, record.name):
        return Reason(code="hardware.excluded.amd_not_named", params={"gpu": record.id})
    if workload.framework is not Framework.PYTORCH or workload.target is not Target.LINUX:
        return Reason(
            code="hardware.excluded.amd_stack",
            params={"framework": workload.framework.value, "target": workload.target.value},
        )
    return rocm_gap
