"""Ranking 200 regions x 20 GPU types ranks every candidate in score order; half the types
are priced per region, as read from a per-region catalog (each row an offer). Its time is
the figure "plan: rank 200 regions x 20 GPU types" of ``python -m benchmarks``."""

from __future__ import annotations

from benchmarks.infra_rank_case import rank_case_ms


def test_rank_200_regions_by_20_gpus_ranks_every_candidate_in_order() -> None:
    _, ranked = rank_case_ms(runs=1)
    assert len(ranked) == 4000
    assert [c.score for c in ranked] == sorted(c.score for c in ranked)
