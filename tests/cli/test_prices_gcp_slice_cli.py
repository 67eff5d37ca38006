"""``dlconfig-cli prices --json`` against the recorded Google Cloud slice (g2 / L4, a3-ultra /
H200, a4 / B200): the catalog prices a machine type and its GPUs in separate rows, so a
listed price is the machine row plus the same region's GPU row, within 2 %, with its date."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from dlconfig.cli import main

SLICE = Path(__file__).resolve().parents[1] / "data" / "price_slices" / "gcp" / "vms.csv"
GPUS = {
    "g2-standard-4": ("L4", "1"),
    "g2-standard-48": ("L4", "4"),
    "a3-ultragpu-8g": ("H200", "8"),
}


def priced_pairs() -> list[tuple[str, str, float, float | None]]:
    """(instance type, region, on-demand, spot) the slice prices; a GPU row whose spot is
    blank or not below its on-demand price, or a 0.0 machine row, is "no data"."""
    with SLICE.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    gpu = {(r["AcceleratorName"], r["AcceleratorCount"], r["Region"]): r for r in rows}
    out = []
    for r in rows:
        if r["InstanceType"] not in GPUS or float(r["Price"]) == 0.0:
            continue
        g = gpu.get((*GPUS[r["InstanceType"]], r["Region"]))
        if g is None or not g["SpotPrice"] or float(g["SpotPrice"]) >= float(g["Price"]):
            continue
        on_demand = float(r["Price"]) + float(g["Price"])
        spot = float(r["SpotPrice"]) + float(g["SpotPrice"])
        out.append((r["InstanceType"], r["Region"], on_demand, spot))
    return out


def test_gcp_slice_is_listed_within_two_percent_with_a_date(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["prices", "--json", "--provider", "gcp"]) == 0
    rows = {
        (r["instance_type"], r["region"]): r for r in json.loads(capsys.readouterr().out)["rows"]
    }
    wanted = priced_pairs()
    assert len(wanted) >= 30
    found = 0
    for instance_type, region, on_demand, spot in wanted:
        row = rows.get((instance_type, region))
        if row is None:
            continue
        found += 1
        assert row["on_demand_usd_per_hour"] == pytest.approx(on_demand, rel=0.02)
        assert row["spot_usd_per_hour"] == pytest.approx(spot, rel=0.02)
        assert row["as_of"] and "/catalogs/v8/gcp/" in row["source"]
    assert found >= 0.9 * len(wanted), (found, len(wanted))


def test_defective_h200_rows_and_unpriced_a4_are_not_listed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["prices", "--json", "--provider", "gcp", "--gpu", "h200-sxm"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    priced = {r["region"] for r in rows if r["on_demand_usd_per_hour"] is not None}
    # The H200 rows at 36.60258 (spot above on-demand or blank) are no list price.
    assert priced == {"us-central1", "us-east4", "us-west1"}
    assert all(r["instance_type"] != "a4-highgpu-8g" for r in rows)


def test_hong_kong_gcp_region_lists_no_l4(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["prices", "--json", "--provider", "gcp", "--gpu", "l4"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert rows and all(r["region"] != "asia-east2" for r in rows)
