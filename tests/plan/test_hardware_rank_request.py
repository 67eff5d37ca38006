"""Options within the GPU count the workload asks for rank before bigger machines."""

from __future__ import annotations

from dlconfig.kb import KnowledgeBase
from dlconfig.plan.pipeline import match_hardware
from dlconfig.plan.workload import default_workload, estimate


def test_single_gpu_fits_rank_before_eight_cheap_cards() -> None:
    kb = KnowledgeBase()
    workload = default_workload()  # Llama 3.1 8B LoRA on one GPU; fits a 24 GB card
    assert workload.gpus == 1
    choice = match_hardware(workload, estimate(workload, kb), None, kb)
    fitting = [o for o in choice.options if o.fits and o.excluded_because is None]
    singles = [o for o in fitting if o.count * o.nodes == 1]
    assert singles, "some GPU holds the default workload alone"
    first_multi = next(i for i, o in enumerate(fitting) if o.count * o.nodes > 1)
    assert all(fitting.index(o) < first_multi for o in singles)
    assert choice.choice.count == 1
