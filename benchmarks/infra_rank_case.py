"""The step-5 ranking case of 200 regions x 20 GPU types: half the types priced per region,
as read from a per-region catalog (each row an offer), half offered everywhere. Shared by
``python -m benchmarks`` (figure "plan: rank 200 regions x 20 GPU types") and its test."""

from __future__ import annotations

import gc
import statistics
import time
from datetime import date

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.infra_data import (
    InstancePrice,
    OfferRecord,
    PlaceCatalog,
    PriceCatalog,
    ProviderRecord,
    Rate,
    RegionRecord,
)
from dlconfig.kb.places import load_infra
from dlconfig.plan.infra_rank import Candidate, Demand, OfferIndex, rank_cloud

DAY = date(2026, 12, 1)
SRC = "https://example.org/list"
RANK_BUDGET_MS = 30.0


def synthetic(regions: int = 200, gpus: int = 20) -> tuple[PlaceCatalog, PriceCatalog]:
    provider = ProviderRecord(id="p", name="P", kind="cloud", source=SRC, as_of=DAY)
    region_rows = [
        RegionRecord(
            provider="p",
            code=f"r{i}",
            name=f"Region {i}",
            city="x",
            country=["DE", "US", "CN", "JP", "BR"][i % 5],
            lat=-60 + (i * 0.6) % 120,
            lon=-180 + (i * 1.8) % 360,
            source=SRC,
            as_of=DAY,
        )
        for i in range(regions)
    ]
    instances = [
        InstancePrice(
            provider="p",
            instance_type=f"g{g}",
            gpu=f"gpu-{g}",
            gpus=1 + g % 8,
            on_demand=Rate(usd=1 + g, source=SRC, as_of=DAY),
            spot=Rate(usd=0.4 + g / 3, source=SRC, as_of=DAY),
            commit_1y=Rate(usd=0.7 + g / 2, source=SRC, as_of=DAY),
        )
        for g in range(gpus)
    ]
    regional = [
        inst.model_copy(
            update={
                "region": f"r{i}",
                "on_demand": Rate(usd=1 + g + i / 1000, source=SRC, as_of=DAY),
                "spot": Rate(usd=0.4 + g / 3 + i / 1000, source=SRC, as_of=DAY),
            }
        )
        for g, inst in enumerate(instances)
        if g % 2 == 0
        for i in range(regions)
    ]
    instances = [*instances[1::2], *regional]
    offers = [
        OfferRecord(provider="p", region="*", instance_type=f"g{g}", source=SRC, as_of=DAY)
        for g in range(1, gpus, 2)
    ]
    places = PlaceCatalog(as_of=DAY, providers=[provider], regions=region_rows, offers=offers)
    ownership = load_infra(KnowledgeBase()).prices.ownership
    return places, PriceCatalog(as_of=DAY, instances=instances, ownership=ownership)


def rank_case_ms(runs: int = 15) -> tuple[float, list[Candidate]]:
    """Median CPU milliseconds of indexing offers and ranking the synthetic case, and the
    ranking. CPU time of this process: the work ranking does, not the wait for a core on
    a shared machine (wall time there varies two- to threefold from run to run). The
    collector is paused while timing, as timeit does."""
    places, prices = synthetic()
    rules = tuple(
        r for r in load_infra(KnowledgeBase()).compliance.rules if r.id in ("gdpr", "pipl")
    )
    demand = Demand(
        gpu_hours_by_gpu={f"gpu-{g}": 500.0 for g in range(20)},
        serve_gpus=2,
        replicas=3,
        data_ll=(50.1, 8.7),
        users_ll=(51.5, -0.1),
        rules=rules,
    )
    providers = {p.id: p for p in places.providers}
    timings = []
    ranked: list[Candidate] = []
    gc.collect()
    gc.disable()
    try:
        for _ in range(runs):
            start = time.process_time()
            index = OfferIndex.build(places, prices)
            ranked = rank_cloud(places.regions, index.for_region, providers, demand)
            timings.append((time.process_time() - start) * 1000)
    finally:
        gc.enable()
    return statistics.median(timings), ranked
