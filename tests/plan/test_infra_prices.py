"""Step 5 with recorded regional list prices: availability decides where, prices rank."""

from __future__ import annotations

from datetime import date

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.infra import plan_infra
from tests.plan.test_infra_support import hardware, requirements

TODAY = date(2026, 12, 2)
# Regions recorded in the read catalog slices as having H100 machines.
AWS_H100 = {
    "ap-northeast-1",
    "ap-northeast-2",
    "ap-south-1",
    "ap-southeast-2",
    "ap-southeast-3",
    "ca-central-1",
    "eu-north-1",
    "eu-west-2",
    "us-east-1",
    "us-east-2",
    "us-west-1",
    "us-west-2",
}


def plan_for(work: dict, gpu: str = "h100-sxm", count: int = 8):  # type: ignore[no-untyped-def,type-arg]
    """Step 5 for the workload fields ``work`` on ``count`` x ``gpu`` for 100 hours."""
    return plan_infra(
        Workload.model_validate(work),
        requirements(),
        hardware(gpu, count=count, est_hours=100),
        None,
        KnowledgeBase(),
        TODAY,
    )


def hong_kong_finetune():  # type: ignore[no-untyped-def]
    return plan_for({"mode": "finetune", "location": {"data": "Hong Kong", "users": "Hong Kong"}})


def test_hong_kong_h100_job_gets_priced_aws_and_gcp_regions_that_have_h100() -> None:
    plan = hong_kong_finetune()
    aws = [o for o in plan.options if o.provider == "aws" and o.gpu == "h100-sxm"]
    assert aws, [(o.provider, o.region) for o in plan.options]
    for option in aws:
        assert option.region in AWS_H100
        assert option.region != "ap-east-1"
        assert option.train_cost_usd is not None and option.train_cost_usd > 0
    # 800 GPU-hours on p5.48xlarge (8 GPUs) = 100 instance-hours (115 on spot).
    p5 = next(o for o in aws if o.instance_type == "p5.48xlarge")
    assert p5.train_cost_usd is not None and p5.train_cost_usd < 100 * 76


def test_no_h100_option_in_hong_kong_regions_and_the_reason_names_the_nearest() -> None:
    plan = hong_kong_finetune()
    in_hk = [o for o in plan.options if o.kind == "cloud" and o.country == "HK"]
    assert all(o.gpu != "h100-sxm" for o in in_hk)
    nearest = {
        r.params["provider"]: r for r in plan.reasons if r.code == "infra.gpu_nearest_region"
    }
    assert nearest["aws"].params["near_region"] == "ap-east-1"
    assert nearest["aws"].params["region"] in AWS_H100
    assert nearest["aws"].params["rtt_ms"] > nearest["aws"].params["near_rtt_ms"]
    assert nearest["gcp"].params["near_region"] == "asia-east2"
    assert nearest["gcp"].params["region"] == "asia-east1"
    assert "asia-east1" in nearest["gcp"].text and "Hong Kong" in nearest["gcp"].text
    gcp = [o for o in plan.options if o.provider == "gcp" and o.gpu == "h100-sxm"]
    assert gcp and all(o.region != "asia-east2" for o in gcp)
    assert all(o.train_cost_usd is not None and o.instance_type == "a3-highgpu-8g" for o in gcp)


def test_hong_kong_h100_job_gets_a_priced_azure_region_that_has_h100() -> None:
    # The Azure catalog slice read (catalogs/v6/azure/vms.csv) prices ND H100 v5 in three US
    # regions only, none in Asia; eastasia (Hong Kong) has no H100 row.
    plan = hong_kong_finetune()
    azure = [o for o in plan.options if o.provider == "azure" and o.gpu == "h100-sxm"]
    assert azure, [(o.provider, o.region) for o in plan.options]
    for option in azure:
        assert option.region in {"eastus", "eastus2", "westus"}
        assert option.instance_type == "Standard_ND96isr_H100_v5"
        # 800 GPU-hours on 8 GPUs = 100 instance-hours at 98.32 USD (no spot data).
        assert option.price_mode == "on_demand"
        assert option.train_cost_usd == pytest.approx(100 * 98.32, rel=0.02)
    nearest = {
        r.params["provider"]: r for r in plan.reasons if r.code == "infra.gpu_nearest_region"
    }
    assert nearest["azure"].params["near_region"] == "eastasia"
    assert nearest["azure"].params["region"] in {"eastus", "eastus2", "westus"}
    assert nearest["azure"].params["rtt_ms"] > nearest["azure"].params["near_rtt_ms"]


def test_spot_training_is_flagged_for_checkpointing() -> None:
    plan = hong_kong_finetune()
    spot = [o for o in plan.options if o.price_mode == "spot"]
    assert spot
    for option in spot:
        codes = {r.code for r in option.reasons}
        assert "infra.cost.spot_restarts" in codes
        flag = next(r for r in option.reasons if r.code == "infra.cost.spot_restarts")
        assert "checkpointing and restarts" in flag.text


def _gcp_option(users: str, mode: str, gpu: str):  # type: ignore[no-untyped-def]
    work = {"mode": mode, "dataset_gb": 500, "location": {"data": users, "users": users}}
    return next(o for o in plan_for(work, gpu).options if o.provider == "gcp")


def test_a_gcp_option_prices_its_regions_disk_and_internet_egress() -> None:
    option = _gcp_option("Chicago", "inference", "a100-sxm4-40gb")
    assert option.region == "us-central1"
    # pd-balanced in us-central1: 0.10 USD per GB-month; egress 0-1 TB: 0.12 USD per GB.
    assert option.cost_breakdown_usd["storage_block_ssd_month_usd"] == pytest.approx(50.0)
    assert option.cost_breakdown_usd["egress_dataset_usd"] == pytest.approx(60.0)
    egress = next(r for r in option.reasons if r.code == "infra.cost.egress")
    assert egress.params["usd_per_gb"] == 0.12 and egress.as_of is not None
    assert "us-central1" in egress.text


def test_users_in_mainland_china_pay_the_china_egress_rate() -> None:
    option = _gcp_option("Shanghai", "finetune", "h100-sxm")
    egress = next(r for r in option.reasons if r.code == "infra.cost.egress_china")
    assert egress.params["usd_per_gb"] == 0.23
    assert option.cost_breakdown_usd["egress_dataset_usd"] == pytest.approx(500 * 0.23)


def test_serving_a_month_can_use_a_recorded_three_year_commitment() -> None:
    option = _gcp_option("Chicago", "inference", "a100-sxm4-40gb")
    serve = next(r for r in option.reasons if r.code == "infra.cost.serve_month")
    # a2-highgpu-8g in us-central1: 7 508.54 USD a month on a 3-year commitment against
    # 29.387 USD/h (21 452.57 a month) on demand.
    assert serve.params["mode"] == "commit_3y"
    assert serve.params["usd"] == pytest.approx(7508.54, rel=0.001)
    assert serve.as_of is not None and serve.as_of.year == 2025


def test_a_month_of_h100_serving_in_us_east4_can_use_the_three_year_commitment() -> None:
    plan = plan_for({"mode": "inference", "location": {"data": "Ashburn", "users": "Ashburn"}})
    a3 = next(o for o in plan.options if o.provider == "gcp" and o.instance_type == "a3-highgpu-8g")
    assert a3.region == "us-east4"
    serve = next(r for r in a3.reasons if r.code == "infra.cost.serve_month")
    assert serve.params["mode"] == "commit_3y"
    assert serve.params["usd"] == pytest.approx(28392.60, rel=0.001)
