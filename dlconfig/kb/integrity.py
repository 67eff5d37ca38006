"""Checks that span datasets: every reference from one dataset to another resolves.

Each dataset's own schema already checks its ids, ranges and sources; these checks catch a
knowledge base whose files are each valid but disagree (a PyTorch build on a CUDA major
the CUDA dataset does not know, a GPU whose capability its architecture does not list).
"""

from __future__ import annotations

from typing import Any

from packaging.version import Version

from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.infra_data import PlaceCatalog, PriceCatalog
from dlconfig.kb.software import (
    CudaCatalog,
    CudnnCatalog,
    PythonCatalog,
    PytorchCatalog,
    TensorflowCatalog,
)


def cross_check(datasets: dict[str, Any]) -> list[str]:
    """Problems found across ``datasets`` (name -> validated model); empty when consistent."""
    problems: list[str] = []
    cuda = datasets.get("cuda")
    cudnn = datasets.get("cudnn")
    python = datasets.get("python")
    majors = {m.major for m in cuda.majors} if isinstance(cuda, CudaCatalog) else set()
    cudnn_for = (
        {m.major: set(m.cuda_majors) for m in cudnn.majors}
        if isinstance(cudnn, CudnnCatalog)
        else {}
    )
    pythons = {r.version for r in python.releases} if isinstance(python, PythonCatalog) else set()

    def check_build(label: str, cuda_text: str | None, cudnn_text: str | None) -> None:
        if cuda_text is None:
            return
        major = Version(cuda_text).major
        if majors and major not in majors:
            problems.append(f"{label}: CUDA {cuda_text} has no CUDA {major}.x record")
        if cudnn_text and cudnn_for:
            cudnn_major = Version(cudnn_text).major
            if cudnn_major not in cudnn_for:
                problems.append(f"{label}: cuDNN {cudnn_text} has no cuDNN {cudnn_major} record")
            elif major not in cudnn_for[cudnn_major]:
                problems.append(f"{label}: cuDNN {cudnn_major} is not recorded for CUDA {major}.x")

    def check_python(label: str, low: str, high: str) -> None:
        for end in (low, high):
            if pythons and end not in pythons:
                problems.append(f"{label}: Python {end} has no Python record")

    torch = datasets.get("pytorch")
    if isinstance(torch, PytorchCatalog):
        for rel in torch.releases:
            check_python(f"pytorch {rel.version}", rel.python.min, rel.python.max)
            for variant in rel.variants:
                check_build(f"pytorch {rel.version} {variant.id}", variant.cuda, variant.cudnn)
    tf = datasets.get("tensorflow")
    if isinstance(tf, TensorflowCatalog):
        for tf_rel in tf.releases:
            check_python(f"tensorflow {tf_rel.version}", tf_rel.python.min, tf_rel.python.max)
            check_build(f"tensorflow {tf_rel.version}", tf_rel.cuda, tf_rel.cudnn)
    gpus = datasets.get("gpus")
    if isinstance(gpus, GpuCatalog):
        arch = {a.id: a for a in gpus.architectures}
        for gpu in gpus.gpus:
            listed = arch[gpu.architecture].compute_capabilities
            if gpu.compute_capability and listed and gpu.compute_capability not in listed:
                problems.append(
                    f"gpus {gpu.id}: compute capability {gpu.compute_capability} is not one of"
                    f" architecture {gpu.architecture}'s ({', '.join(listed)})"
                )
            if gpu.vendor == "nvidia" and gpu.compute_capability is None:
                problems.append(f"gpus {gpu.id}: an NVIDIA GPU needs a compute capability")
    problems.extend(_price_problems(datasets))
    return problems


def _price_problems(datasets: dict[str, Any]) -> list[str]:
    """Price rows name a known GPU and, when per region, a region of their provider."""
    prices, places, gpus = (datasets.get(n) for n in ("prices", "places", "gpus"))
    if not isinstance(prices, PriceCatalog):
        return []
    problems: list[str] = []
    gpu_ids = {g.id for g in gpus.gpus} if isinstance(gpus, GpuCatalog) else None
    regions = (
        {(r.provider, r.code) for r in places.regions} if isinstance(places, PlaceCatalog) else None
    )
    for inst in prices.instances:
        label = f"prices {inst.provider} {inst.instance_type} {inst.region}"
        for gpu_id in (inst.gpu, *inst.also_gpus):
            if gpu_ids is not None and gpu_id not in gpu_ids:
                problems.append(f"{label}: GPU {gpu_id!r} is not in the GPU catalog")
        if (
            regions is not None
            and inst.region != "*"
            and (inst.provider, inst.region) not in regions
        ):
            problems.append(f"{label}: region {inst.region!r} is not a region of {inst.provider}")
    return problems
