"""``dlconfig-cli kb import-prices``: a SkyPilot-format catalog becomes a dated price
overlay the next session sees; a malformed file is refused naming its first bad line."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from dlconfig.cli import main
from dlconfig.services import open_kb, price_rows

HEADER = (
    "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,"
    "Price,SpotPrice,Region,AvailabilityZone\n"
)
AWS_ROWS = [
    # a zone whose spot equals on-demand is "no data"; the lowest other zone counts
    'p5.48xlarge,H100,8.0,192.0,2048.0,"{}",55.04,55.04,us-east-1,use1-az1',
    'p5.48xlarge,H100,8.0,192.0,2048.0,"{}",55.04,19.2531,us-east-1,use1-az2',
    'p5.48xlarge,H100,8.0,192.0,2048.0,"{}",55.04,17.6289,us-east-1,use1-az6',
    # a local zone's spot price is not the region's
    'p5.48xlarge,H100,8.0,192.0,2048.0,"{}",55.04,10.2397,us-east-1,use1-atl2-az1',
    # São Paulo, new to the knowledge base's price list
    'g5.2xlarge,A10G,1.0,8.0,32.0,"{}",1.9,,sa-east-1,sae1-az1',
    # 700.0 is "no data": no price, the row is skipped
    'g6.xlarge,L4,1.0,4.0,16.0,"{}",700.0,700.0,ap-east-1,ape1-az1',
    # CPU-only and unknown GPUs are skipped
    "m7i.large,,,2.0,8.0,,0.1008,0.0443,us-east-1,use1-az1",
    'x9.gpu,MysteryGPU,1.0,4.0,16.0,"{}",1.0,,us-east-1,use1-az1',
]


def catalog(tmp_path: Path, rows: list[str], cloud: str = "aws") -> Path:
    folder = tmp_path / "catalog" / cloud
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vms.csv").write_text(HEADER + "\n".join(rows) + "\n", encoding="utf-8")
    return tmp_path / "catalog"


def aws_row(instance_type: str, region: str) -> dict:  # type: ignore[type-arg]
    rows = price_rows(open_kb(), date.today(), provider="aws")["rows"]
    return next(r for r in rows if (r["instance_type"], r["region"]) == (instance_type, region))


def test_import_installs_prices_the_next_session_sees(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["kb", "import-prices", str(catalog(tmp_path, AWS_ROWS))]) == 0
    out = capsys.readouterr().out
    assert "2 priced GPU instance rows" in out and "aws" in out
    p5 = aws_row("p5.48xlarge", "us-east-1")
    assert p5["on_demand_usd_per_hour"] == 55.04
    assert p5["spot_usd_per_hour"] == 17.6289
    assert p5["as_of"] == date.today().isoformat()
    g5 = aws_row("g5.2xlarge", "sa-east-1")
    assert g5["on_demand_usd_per_hour"] == 1.9 and g5["spot_usd_per_hour"] is None
    assert g5["city"] and "Paulo" in g5["city"]
    # The packaged rows not in the import stay.
    assert aws_row("p5.48xlarge", "ap-south-1")["on_demand_usd_per_hour"] == 66.048


def test_a_single_vms_csv_is_accepted(tmp_path: Path) -> None:
    path = catalog(tmp_path, AWS_ROWS) / "aws" / "vms.csv"
    assert main(["kb", "import-prices", str(path)]) == 0
    assert aws_row("g5.2xlarge", "sa-east-1")["on_demand_usd_per_hour"] == 1.9


@pytest.mark.parametrize(
    ("rows", "header", "message"),
    [
        (AWS_ROWS, "InstanceType,Price,Region\n", "line 1: missing columns"),
        (
            [AWS_ROWS[0], 'p5.48xlarge,H100,8.0,192.0,2048.0,"{}",cheap,,us-east-1,use1-az1'],
            HEADER,
            "line 3: Price 'cheap' is not a number",
        ),
        (
            [AWS_ROWS[0], 'p5.48xlarge,H100,8.0,192.0,2048.0,"{}",1e12,,us-east-1,use1-az1'],
            HEADER,
            "line 3: Price '1e12' is out of range",
        ),
        (
            ['p5.48xlarge,H100,8.0,192.0,2048.0,"{}",-3,,us-east-1,use1-az1'],
            HEADER,
            "line 2: Price '-3' is out of range",
        ),
    ],
)
def test_malformed_catalog_is_refused_naming_the_line_and_prices_stay(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    rows: list[str],
    header: str,
    message: str,
) -> None:
    assert main(["kb", "import-prices", str(catalog(tmp_path / "good", AWS_ROWS))]) == 0
    capsys.readouterr()
    bad = tmp_path / "bad" / "aws"
    bad.mkdir(parents=True)
    (bad / "vms.csv").write_text(header + "\n".join(rows) + "\n", encoding="utf-8")
    assert main(["kb", "import-prices", str(bad.parent)]) == 2
    err = capsys.readouterr().err
    assert message in err and "unchanged" in err
    assert aws_row("g5.2xlarge", "sa-east-1")["on_demand_usd_per_hour"] == 1.9


def test_a_million_rows_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "aws"
    folder.mkdir()
    line = "m7i.large,,,2.0,8.0,,0.1,0.05,us-east-1,use1-az1\n"
    (folder / "vms.csv").write_text(HEADER + line * 1_000_000, encoding="utf-8")
    assert main(["kb", "import-prices", str(folder)]) == 2
    assert "more than 500000 rows" in capsys.readouterr().err


def test_missing_path_and_bad_source_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["kb", "import-prices", str(tmp_path / "nothing")]) == 2
    assert "no such file or folder" in capsys.readouterr().err
    path = str(catalog(tmp_path, AWS_ROWS))
    assert main(["kb", "import-prices", path, "--source", "http://x"]) == 2
    assert "--source" in capsys.readouterr().err


def test_prices_json_lists_imported_rows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["kb", "import-prices", str(catalog(tmp_path, AWS_ROWS))]) == 0
    capsys.readouterr()
    assert main(["prices", "--json", "--region", "sa-east-1"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert [r["instance_type"] for r in rows] == ["g5.2xlarge"]


def test_a_recorded_multi_cloud_folder_imports_and_keeps_known_shapes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Slices of the Azure, Lambda, OCI and RunPod catalogs, in their own column orders
    # (Lambda has no AvailabilityZone, RunPod puts Region before Price).
    slices = Path(__file__).resolve().parents[1] / "data" / "price_slices"
    assert main(["kb", "import-prices", str(slices)]) == 0
    out = capsys.readouterr().out
    assert "azure, lambda, oci, runpod" in out
    rows = price_rows(open_kb(), date.today(), provider="azure")["rows"]
    by_key = {(r["instance_type"], r["region"]): r for r in rows}
    nd = by_key[("Standard_ND96isr_H100_v5", "eastus")]
    # The catalog says 12 GPUs (a defect); the knowledge base's shape is kept.
    assert nd["gpus"] == 8 and nd["gpu"] == "h100-sxm"
    assert nd["as_of"] == date.today().isoformat()
    assert by_key[("Standard_NC40ads_H100_v5", "eastus")]["gpu"] == "h100-nvl"
    oci = price_rows(open_kb(), date.today(), provider="oci")["rows"]
    assert any(
        r["region"] == "af-johannesburg-1" and r["on_demand_usd_per_hour"] == 80 for r in oci
    )
