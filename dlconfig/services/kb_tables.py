"""The knowledge base's datasets as tables (``dlconfig-cli kb list NAME``).

``KB_TABLES`` maps a name to the function that makes its table (header, rows of text);
add a row there for a new dataset. The catalogues are imported when a table is made, so
that ``dlconfig-cli --help`` can list the names without loading the knowledge base code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dlconfig.kb.base import KnowledgeBase

Table = tuple[list[str], list[list[str]]]


def _table_pytorch(kb: KnowledgeBase) -> Table:
    from dlconfig.kb.software import PytorchCatalog

    catalog = kb.dataset("pytorch", PytorchCatalog)
    rows = []
    for rel in catalog.releases:
        variants = ", ".join(
            v.id + ("*" if v.status == "experimental" else "") for v in rel.variants
        )
        rows.append(
            [
                rel.version,
                f"{rel.python.min}-{rel.python.max}",
                rel.torchvision or "-",
                rel.torchaudio or "-",
                variants,
            ]
        )
    return ["torch", "python", "torchvision", "torchaudio", "variants (* experimental)"], rows


def _table_tensorflow(kb: KnowledgeBase) -> Table:
    from dlconfig.kb.software import TensorflowCatalog

    catalog = kb.dataset("tensorflow", TensorflowCatalog)
    rows = [
        [
            r.version,
            f"{r.python.min}-{r.python.max}",
            r.cuda or "-",
            r.cudnn or "-",
            "and-cuda" if r.and_cuda_extra else ("windows-gpu" if r.windows_native_gpu else "-"),
        ]
        for r in catalog.releases
    ]
    return ["tensorflow", "python", "cuda", "cudnn", "gpu route"], rows


def _table_cuda(kb: KnowledgeBase) -> Table:
    from dlconfig.kb.software import CudaCatalog

    catalog = kb.dataset("cuda", CudaCatalog)
    rows = [
        [
            f"{m.major}.x",
            m.driver_min_linux,
            m.driver_min_windows,
            m.oldest_compute_capability or "-",
        ]
        for m in catalog.majors
    ]
    return ["cuda", "driver linux >=", "driver windows >=", "oldest GPU"], rows


def _table_gpus(kb: KnowledgeBase) -> Table:
    from dlconfig.kb.gpus import GpuCatalog

    catalog = kb.dataset("gpus", GpuCatalog)
    rows = [
        [g.id, g.name, g.architecture, g.compute_capability or "-", f"{g.vram_gib:g}"]
        for g in catalog.gpus
    ]
    return ["id", "name", "architecture", "cc", "vram GiB"], rows


def _table_os(kb: KnowledgeBase) -> Table:
    from dlconfig.kb.software import OsCatalog

    catalog = kb.dataset("os", OsCatalog)
    rows = [
        [r.id, r.name, "yes" if r.is_lts else "-", str(r.end_of_standard_support or "-")]
        for r in catalog.releases
    ]
    return ["id", "name", "lts", "standard support until"], rows


def _table_models(kb: KnowledgeBase) -> Table:
    from dlconfig.kb.models_catalog import ModelCatalog

    catalog = kb.dataset("models", ModelCatalog)
    rows = [
        [
            m.id,
            m.name,
            m.kind,
            f"{m.params_b:g}" + (f" ({m.active_params_b:g} active)" if m.active_params_b else ""),
            str(m.max_context or "-"),
            ",".join(mode.value for mode in m.modes),
        ]
        for m in catalog.models
    ]
    return ["id", "name", "kind", "params B", "context", "modes"], rows


KB_TABLES: dict[str, Callable[[KnowledgeBase], Table]] = {
    "pytorch": _table_pytorch,
    "tensorflow": _table_tensorflow,
    "cuda": _table_cuda,
    "gpus": _table_gpus,
    "os": _table_os,
    "models": _table_models,
}


def kb_table(kb: KnowledgeBase, name: str) -> Table:
    """Dataset ``name`` of ``kb`` as (header, rows); raises KbError when it cannot be read."""
    return KB_TABLES[name](kb)
