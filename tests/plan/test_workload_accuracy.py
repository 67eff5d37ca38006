"""The estimator against published measurements (tests/data/measurements/*.yaml).

Memory within ±15%, training time within ±25%; bounds must hold. Each record names its
source and quotes it, so a failing case can be checked against the original.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.workload_compute import hours_at, mfu_for, train_flops
from dlconfig.plan.workload_memory import MemoryParts, per_gpu_parts
from dlconfig.plan.workload_model import load_catalog, resolve_model

DATA = Path(__file__).parent.parent / "data" / "measurements"
UNITS = {"GiB": 2.0**30, "GB": 1e9, "KiB": 1024.0}
MEMORY_TOLERANCE = 0.15
TIME_TOLERANCE = 0.25


def _load(name: str) -> list[dict[str, Any]]:
    records = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    assert isinstance(records, list)
    return records


MEMORY = _load("memory.yaml")
TIMES = _load("training_time.yaml")


def _part(parts: MemoryParts, compare: str) -> float:
    return {
        "allocated": parts.total - parts.overhead,
        "weights": parts.weights,
        "model_states": parts.model_states,
        "kv_cache": parts.kv_cache,
        "total": parts.total,
    }[compare]


def test_enough_published_measurements_with_sources() -> None:
    records = MEMORY + TIMES
    assert len(records) >= 15
    for record in records:
        assert record["source"].startswith("https://"), record["id"]
        assert record["quote"], record["id"]
    assert len({r["id"] for r in records}) == len(records)


@pytest.mark.parametrize("record", MEMORY, ids=[r["id"] for r in MEMORY])
def test_memory_matches_publication(record: dict[str, Any]) -> None:
    workload = Workload.model_validate(record["workload"])
    model = resolve_model(workload, load_catalog(KnowledgeBase()))
    estimate = _part(per_gpu_parts(model, workload), record["compare"]) / UNITS[record["unit"]]
    published = float(record["value"])
    if record.get("kind") == "upper_bound":
        assert estimate <= published, f"{estimate:.3f} {record['unit']} exceeds {published}"
    else:
        error = estimate / published - 1
        assert abs(error) <= MEMORY_TOLERANCE, (
            f"estimate {estimate:.3f} vs published {published} {record['unit']} ({error:+.1%})"
        )


@pytest.mark.parametrize("record", TIMES, ids=[r["id"] for r in TIMES])
def test_training_time_matches_publication(record: dict[str, Any]) -> None:
    workload = Workload.model_validate(record["workload"])
    model = resolve_model(workload, load_catalog(KnowledgeBase()))
    flops = train_flops(model, workload)
    assert flops is not None
    hours = hours_at(flops, float(record["gpu"]["bf16_tensor_tflops"]), mfu_for(workload))
    assert hours is not None
    error = hours / float(record["gpu_hours"]) - 1
    assert abs(error) <= TIME_TOLERANCE, f"{hours:.0f} vs {record['gpu_hours']} GPU-hours"
