"""Builders shared by the infra tests (no tests here): a KB copy with a small GPU catalog
of our own, and step 5 through the whole plan (it is a view of the decision)."""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path
from typing import Any

from dlconfig.kb import KnowledgeBase, packaged_kb_root
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan

TODAY = date(2026, 12, 2)
FILES = (
    "kb.yaml",
    "cities.json",
    "places.yaml",
    "prices.yaml",
    "compliance.yaml",
    "decision.yaml",
    "models.yaml",
    "pytorch.yaml",
    "tensorflow.yaml",
    "cuda.yaml",
    "cudnn.yaml",
    "os.yaml",
    "python.yaml",
    "images.yaml",
    "kubeflow.yaml",
    "libraries.yaml",
    "references.yaml",
    "storage_perf.yaml",
    "gpu_sharing.yaml",
    "interconnects.yaml",
)

# A small GPU catalog of our own so these tests do not move with the shipped one.
GPUS_YAML = """
architectures:
  - {id: ada_lovelace, name: Ada Lovelace, year: 2022, compute_capabilities: ["8.9"],
     source: "https://example.org/arch", as_of: 2026-12-01}
gpus:
  - id: rtx-4090
    name: NVIDIA GeForce RTX 4090
    aliases: ["RTX 4090", "4090"]
    segment: consumer
    architecture: ada_lovelace
    compute_capability: "8.9"
    vram_gib: 24
    mem_bandwidth_gbs: 1008
    bf16_tensor_tflops: 100
    tdp_w: 450
    launch_year: 2025
    price: {usd: 1599, kind: launch_msrp, source: "https://example.org/4090", as_of: 2026-12-01}
    source: https://example.org/4090
    as_of: 2026-12-01
  - id: l40s
    name: NVIDIA L40S
    aliases: ["L40S"]
    segment: datacenter
    architecture: ada_lovelace
    compute_capability: "8.9"
    vram_gib: 48
    mem_bandwidth_gbs: 864
    bf16_tensor_tflops: 200
    tdp_w: 350
    launch_year: 2023
    source: https://example.org/l40s
    as_of: 2026-12-01
"""


def kb_with_test_gpus(tmp_path: Path) -> KnowledgeBase:
    root = Path(str(packaged_kb_root()))
    for name in FILES:
        if (root / name).exists():
            shutil.copy(root / name, tmp_path / name)
    (tmp_path / "gpus.yaml").write_text(GPUS_YAML, encoding="utf-8")
    return KnowledgeBase(tmp_path)


def small_model(**kw: Any) -> dict[str, Any]:
    """A LoRA run of a 1B-parameter model that fits one 24 GB card."""
    return {
        "mode": "lora",
        "model": {"preset": "llama-3.2-1b"},
        "batch_size": 1,
        "seq_len": 1024,
        "dataset_gb": 0.05,
        **kw,
    }


def plan_of(work: dict[str, Any], kb: KnowledgeBase | None = None) -> Plan:
    """The whole plan of the workload fields ``work`` (no machine probed)."""
    return make_plan(Workload.model_validate(work), None, kb or KnowledgeBase(), TODAY)
