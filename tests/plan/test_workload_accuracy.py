"""The estimator against published measurements (tests/data/measurements/*.yaml).

Memory within ±15% (or a case's stated tolerance), training time within ±25%; bounds
must hold. At least 90% of the cases hold, and every case that does not says why in its
``explanation``. Each record names its source and quotes it, so a failing case can be
checked against the original. docs/estimator.md lists them, generated from the same data.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dlconfig.kb import KnowledgeBase
from tests.plan.measured_cases import (
    MEMORY,
    TIMES,
    all_outcomes,
    memory_outcome,
    table,
    time_outcome,
    with_table,
)

KB = KnowledgeBase()
DOC = Path(__file__).parent.parent.parent / "docs" / "estimator.md"
AREAS = (
    "litgpt",  # LoRA/QLoRA and inference at bf16 and 4-bit
    "torchtune",  # a second training recipe
    "deepspeed",  # ZeRO stages with and without offload
    "zero-",  # the ZeRO paper
    "kv-",  # GQA, MLA and sliding-window caches
    "mixtral",  # MoE weights
    "whisper",
    "sdxl",
    "sd15",  # Stable Diffusion 1.5 at 512 px
    "awq-",  # 4-bit inference at 64 to 4,096 tokens
    "autoawq-",
    "mesa-deit",  # ViT/DeiT trained with AMP
)


def test_enough_published_measurements_with_sources() -> None:
    records = MEMORY + TIMES
    assert len(records) >= 40
    for record in records:
        assert record["source"].startswith("https://"), record["id"]
        assert record["quote"], record["id"]
    assert len({r["id"] for r in records}) == len(records)
    for area in AREAS:
        assert any(r["id"].startswith(area) for r in records), area


def test_nine_in_ten_cases_hold_and_every_miss_is_explained() -> None:
    outcomes = all_outcomes(KB)
    held = [o for o in outcomes if o.holds]
    assert len(held) >= 0.9 * len(outcomes), f"{len(held)} of {len(outcomes)} hold"
    for o in outcomes:
        if not o.holds:
            assert o.record.get("explanation"), (
                f"{o.record['id']}: {o.estimate:.3g} vs {o.published:g} {o.unit} "
                f"({o.error:+.1%}) without an explanation"
            )


@pytest.mark.parametrize(
    "record",
    [r for r in MEMORY if not r.get("explanation")],
    ids=[r["id"] for r in MEMORY if not r.get("explanation")],
)
def test_memory_matches_publication(record: dict[str, Any]) -> None:
    outcome = memory_outcome(record, KB)
    assert outcome.holds, (
        f"estimate {outcome.estimate:.3f} vs published {outcome.published} {outcome.unit} "
        f"({outcome.error:+.1%})"
    )


@pytest.mark.parametrize("record", TIMES, ids=[r["id"] for r in TIMES])
def test_training_time_matches_publication(record: dict[str, Any]) -> None:
    outcome = time_outcome(record, KB)
    assert outcome.holds, f"{outcome.estimate:.0f} vs {outcome.published:g} GPU-hours"


def test_the_doc_lists_every_case_as_generated() -> None:
    doc = DOC.read_text(encoding="utf-8")
    expected = with_table(doc, table(all_outcomes(KB)))
    assert doc == expected, "run: PYTHONPATH=. python -m tests.plan.measured_cases"
