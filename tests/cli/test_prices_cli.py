"""``dlconfig-cli prices``: rows per provider, type and region; match the read catalog."""

from __future__ import annotations

import json
from datetime import date

import pytest

from dlconfig.cli import main
from dlconfig.kb import KnowledgeBase
from dlconfig.services import price_rows

# A slice of catalogs/v8/aws/vms.csv (skypilot-org/skypilot-catalog at commit 00148f2a),
# as read: (instance type, region, on-demand, spot per zone). A zone whose spot equals
# on-demand or is blank is "no data"; the recorded spot is the lowest of the rest.
SNAPSHOT = [
    ("p5.48xlarge", "us-east-2", 55.04, [11.2543, 11.5616, 11.9912]),
    ("p5.48xlarge", "ap-south-1", 66.048, [48.1142, 33.2941, 18.8933]),
    ("p5.48xlarge", "ap-northeast-1", 68.8, [68.8, 23.1449]),
    ("g5.2xlarge", "ap-east-1", 1.86595, [1.6279, 0.5722]),
    ("p4d.24xlarge", "eu-west-2", 28.54493, [28.5449, 10.2712]),
    ("g6.xlarge", "eu-north-1", 0.8536, [0.3451, 0.2584]),
    ("p5en.48xlarge", "eu-north-1", 67.72672, [15.3535, 10.4392]),
]


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    assert main(["prices", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_json_rows_match_the_read_catalog_within_two_percent(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rows = run_json(capsys, "--provider", "aws")["rows"]
    by_key = {(r["instance_type"], r["region"]): r for r in rows}
    for instance_type, region, on_demand, zones in SNAPSHOT:
        row = by_key[(instance_type, region)]
        assert row["on_demand_usd_per_hour"] == pytest.approx(on_demand, rel=0.02)
        spot = min(z for z in zones if abs(z - on_demand) > 1e-3)
        assert row["spot_usd_per_hour"] == pytest.approx(spot, rel=0.02)
        assert row["source"].endswith("catalogs/v8/aws/vms.csv")
        assert row["as_of"] and row["city"]


def test_aws_rows_cover_the_asked_for_cities(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys, "--provider", "aws")["rows"]
    regions = {r["region"] for r in rows if r["on_demand_usd_per_hour"]}
    # Hong Kong, Singapore, Tokyo, Seoul, Mumbai, Sydney, Frankfurt, London, Stockholm,
    # Virginia, Ohio, Oregon (no São Paulo GPU row was read).
    assert {
        "ap-east-1",
        "ap-southeast-1",
        "ap-northeast-1",
        "ap-northeast-2",
        "ap-south-1",
        "ap-southeast-2",
        "eu-central-1",
        "eu-west-2",
        "eu-north-1",
        "us-east-1",
        "us-east-2",
        "us-west-2",
    } <= regions
    assert all(r["provider"] == "aws" for r in rows)


def test_filters_by_gpu_and_region(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys, "--gpu", "H100", "--region", "Hong Kong")["rows"]
    assert rows == []
    rows = run_json(capsys, "--gpu", "H100", "--region", "us-east-1")["rows"]
    assert {r["instance_type"] for r in rows} == {"p5.48xlarge", "p5.4xlarge"}


def test_table_marks_unpriced_rows(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["prices", "--provider", "gcp"]) == 0
    out = capsys.readouterr().out
    assert "a3-highgpu-8g" in out and "enter your quote" in out


def test_old_prices_are_flagged_possibly_stale() -> None:
    rows = price_rows(KnowledgeBase(), date(2027, 6, 1), provider="aws")["rows"]
    assert rows and all(r["is_possibly_stale"] for r in rows if r["as_of"])
    fresh = price_rows(KnowledgeBase(), date(2026, 12, 2), provider="aws")["rows"]
    assert not any(r["is_possibly_stale"] for r in fresh)


@pytest.mark.parametrize(
    ("args", "field"), [(["--provider", "nope"], "--provider"), (["--gpu", "XYZ9"], "--gpu")]
)
def test_unknown_filter_exits_2_naming_the_field(
    capsys: pytest.CaptureFixture[str], args: list[str], field: str
) -> None:
    assert main(["prices", *args]) == 2
    assert field in capsys.readouterr().err
