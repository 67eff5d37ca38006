"""Step 5 prices AWS and Azure storage tiers and AWS egress from the recorded KB rows.

The recorded slices (tests/data/price_slices/infracost/) are copied line for line from the
golden test outputs read; each KB row must match its slice figure within 2 %.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.infra_data import PriceCatalog
from tests.plan.test_infra_support import plan_of

SLICES = Path(__file__).resolve().parents[1] / "data" / "price_slices" / "infracost"
EGRESS_BAND_FROM_GB = {
    "first 10TB": 0,
    "next 40TB": 10240,
    "next 100TB": 51200,
    "over 150TB": 153600,
}
BLOB_BAND_FROM_GB = {"next 450TB": 51200, "over 500TB": 512000}


def slice_lines(name: str) -> list[list[str]]:
    text = (SLICES / name).read_text(encoding="utf-8")
    return [line.split("|") for line in text.splitlines() if line and not line.startswith("#")]


def prices() -> PriceCatalog:
    return KnowledgeBase().dataset("prices", PriceCatalog)


def test_aws_egress_bands_match_the_recorded_slice_within_two_percent() -> None:
    rows = {(e.provider, e.region, e.destination, e.from_gb): e for e in prices().egress}
    wanted = slice_lines("aws_data_transfer.txt")
    found = 0
    for region, band, gb, usd in wanted:
        row = rows.get(("aws", region, "internet", EGRESS_BAND_FROM_GB[band]))
        if row is None:
            continue
        found += 1
        assert row.usd_per_gb == pytest.approx(float(usd) / float(gb), rel=0.02), (region, band)
        assert row.as_of is not None and "infracost" in row.source
    assert found >= 0.9 * len(wanted), (found, len(wanted))


def test_aws_and_azure_storage_tiers_match_the_recorded_slice_within_two_percent() -> None:
    catalog = prices().storage
    wanted = slice_lines("storage.txt")
    found = 0
    for provider, region, tier, what, qty, usd, _file in wanted:
        band = next((k for k in BLOB_BAND_FROM_GB if k in what), None)
        from_gb = BLOB_BAND_FROM_GB[band] if band else 0
        base_tier, _, retrieval = tier.partition(" ")
        key = (provider, region, base_tier, from_gb)
        row = next((s for s in catalog if (s.provider, s.region, s.tier, s.from_gb) == key), None)
        if row is None:
            continue
        found += 1
        figure = row.retrieval_usd_per_gb if retrieval else row.usd_per_gb_month
        assert figure == pytest.approx(float(usd) / float(qty), rel=0.02), (provider, tier, what)
        assert row.as_of is not None and "infracost" in row.source
    assert found >= 0.9 * len(wanted), (found, len(wanted))


def _option(city: str, provider: str, region: str):  # type: ignore[no-untyped-def]
    """The place ``provider``/``region`` of a one-T4 serving plan near ``city``."""
    work = {
        "mode": "inference",
        "model": {"preset": "llama-3.2-1b"},
        "gpu": "T4",
        "precision": "fp16",
        "dataset_gb": 500,
        "providers": [provider],
        "location": {"data": city, "users": city},
    }
    plan = plan_of(work)
    assert plan.infra is not None
    return next(o for o in plan.infra.options if (o.provider, o.region) == (provider, region))


def test_an_aws_option_in_virginia_prices_ebs_s3_tiers_and_glacier_retrieval() -> None:
    option = _option("New York", "aws", "us-east-1")
    cost = option.cost_breakdown_usd
    # 500 GB: gp3 0.08, io2 0.125, S3 Standard 0.023, Glacier Flexible Retrieval 0.0036.
    assert cost["storage_block_ssd_month_usd"] == pytest.approx(40.0)
    assert cost["storage_block_ssd_premium_month_usd"] == pytest.approx(62.5)
    assert cost["storage_object_month_usd"] == pytest.approx(11.5)
    assert cost["storage_object_archive_month_usd"] == pytest.approx(1.8)
    retrieval = {
        r.params["tier"]: r for r in option.reasons if r.code == "infra.cost.storage_retrieval"
    }
    assert retrieval["object_archive"].params["usd"] == pytest.approx(5.0)
    assert retrieval["object_archive"].as_of is not None


def test_an_aws_option_in_hong_kong_prices_egress_at_the_regions_band() -> None:
    option = _option("Hong Kong", "aws", "ap-east-1")
    egress = next(r for r in option.reasons if r.code == "infra.cost.egress")
    # ap-east-1, first 10 TB a month: 1228.80 USD for 10240 GB = 0.12 USD per GB.
    assert egress.params["usd_per_gb"] == pytest.approx(0.12)
    assert option.cost_breakdown_usd["egress_dataset_usd"] == pytest.approx(60.0)
    assert "ap-east-1" in egress.text


def test_an_azure_option_in_east_us_prices_standard_and_premium_ssd() -> None:
    option = _option("New York", "azure", "eastus")
    cost = option.cost_breakdown_usd
    # Standard SSD E30: 76.80 USD for 1024 GiB; Premium SSD P4: 5.28 USD for 32 GiB.
    assert cost["storage_block_ssd_month_usd"] == pytest.approx(500 * 76.80 / 1024, rel=0.01)
    assert cost["storage_block_ssd_premium_month_usd"] == pytest.approx(500 * 5.28 / 32, rel=0.01)
