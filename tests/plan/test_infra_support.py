"""Builders shared by the infra tests (no tests here): plan_infra inputs and a KB copy."""

from __future__ import annotations

import shutil
from pathlib import Path

from dlconfig.kb import KnowledgeBase, packaged_kb_root
from dlconfig.models.choice import GpuChoice, GpuOption, HardwareChoice
from dlconfig.models.requirements import Requirements, VramBreakdown

FILES = ("kb.yaml", "cities.json", "places.yaml", "prices.yaml", "compliance.yaml")

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
    vram_gib: 24
    bf16_tensor_tflops: 100
    tdp_w: 450
    launch_year: 2022
    price: {usd: 1599, kind: launch_msrp, source: "https://example.org/4090", as_of: 2026-12-01}
    source: https://example.org/4090
    as_of: 2026-12-01
  - id: l40s
    name: NVIDIA L40S
    aliases: ["L40S"]
    segment: datacenter
    architecture: ada_lovelace
    vram_gib: 48
    bf16_tensor_tflops: 200
    tdp_w: 350
    launch_year: 2023
    source: https://example.org/l40s
    as_of: 2026-12-01
"""


def kb_with_test_gpus(tmp_path: Path) -> KnowledgeBase:
    root = Path(str(packaged_kb_root()))
    for name in FILES:
        shutil.copy(root / name, tmp_path / name)
    (tmp_path / "gpus.yaml").write_text(GPUS_YAML, encoding="utf-8")
    return KnowledgeBase(tmp_path)


def requirements(vram_gib: float = 20.0, train_flops: float | None = 3e18) -> Requirements:
    return Requirements(
        vram_gib_per_gpu=vram_gib,
        vram_breakdown_gib=VramBreakdown(
            weights=vram_gib - 4, gradients=0, optimizer=0, activations=2, kv_cache=0, overhead=2
        ),
        ram_gib=32,
        disk_gb=50,
        train_flops=train_flops,
    )


def hardware(
    gpu: str | None = "rtx-4090", count: int = 1, est_hours: float = 10.0
) -> HardwareChoice:
    options = (
        [GpuOption(gpu=gpu, name=gpu, count=count, fits=True, est_hours=est_hours, is_chosen=True)]
        if gpu
        else []
    )
    return HardwareChoice(choice=GpuChoice(gpu=gpu, count=count if gpu else 0), options=options)
