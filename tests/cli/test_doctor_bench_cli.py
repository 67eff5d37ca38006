"""``dlconfig-cli doctor --bench/--bench-report``: measured disk speed joins the findings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.bench import BenchReport, BenchStatus
from dlconfig.cli import main
from tests.bench_reports import bench_report, disk_read
from tests.profiles import profile_path


def _report(folder: Path, read_mb_s: float) -> BenchReport:
    return bench_report(folder, disk_read(read_mb_s))


def _saved(tmp_path: Path, read_mb_s: float) -> Path:
    path = tmp_path / "bench.json"
    data = _report(tmp_path, read_mb_s).model_dump(mode="json", by_alias=True)
    data["findings"] = []  # as `dlconfig-cli bench --json` writes it
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _doctor(tmp_path: Path, report: Path, *extra: str) -> list[str]:
    # macos.json: "/" is a SATA SSD, so the dataset folder is judged against NVMe.
    return [
        "doctor",
        "--profile",
        str(profile_path("macos")),
        "--bench-report",
        str(report),
        "--data",
        str(tmp_path),
        *extra,
    ]


def test_saved_report_on_a_slow_disk_names_the_dataset_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(_doctor(tmp_path, _saved(tmp_path, 120.0), "--json"))
    data = json.loads(capsys.readouterr().out)
    assert code == 0  # a slow disk is a warning
    slow = [f for f in data["findings"] if f["code"] == "bench.dataset_disk_slow"]
    assert len(slow) == 1
    assert "120 MB/s" in slow[0]["message"]
    assert str(tmp_path) in slow[0]["message"]
    assert slow[0]["params"]["factor"] > 5


def test_saved_report_on_a_fast_disk_adds_nothing_in_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(_doctor(tmp_path, _saved(tmp_path, 1e6))) == 0
    assert "bench.dataset_disk_slow" not in capsys.readouterr().out


def test_slow_disk_shows_in_text_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(_doctor(tmp_path, _saved(tmp_path, 120.0)))
    out = capsys.readouterr().out
    assert "WARNING bench.dataset_disk_slow" in out


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"not json at all", "not JSON"),
        (b'{"schema": "dlconfig.bench/1", "is_quick": true}', "started_at"),
        (b"[1, 2]", "not a benchmark report"),
    ],
)
def test_a_malformed_report_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, expected: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    code = main(_doctor(tmp_path, bad))
    err = capsys.readouterr().err.strip()
    assert code == 2  # bad input
    assert len(err.splitlines()) == 1
    assert str(bad) in err and expected in err
    assert "Traceback" not in err


def test_bench_with_a_saved_profile_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["doctor", "--profile", str(profile_path("macos")), "--bench"])
    assert code == 2
    assert "--bench-report" in capsys.readouterr().err


def test_bench_measures_each_data_folder_and_leaves_no_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import dlconfig.bench
    from dlconfig.bench.disk import DiskSettings
    from dlconfig.bench.runner import BenchOptions

    tiny = DiskSettings(file_bytes=8 * 1024 * 1024, phase_limit_s=0.2)
    monkeypatch.setattr(BenchOptions, "disk_settings", lambda self: tiny)
    reports: list[BenchReport] = []
    real_run = dlconfig.bench.run_benchmarks

    def recording_run(options: BenchOptions) -> BenchReport:
        reports.append(real_run(options))
        return reports[-1]

    monkeypatch.setattr(dlconfig.bench, "run_benchmarks", recording_run)
    code = main(["doctor", "--bench", "--no-torch", "--data", str(tmp_path), "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code in {0, 1}  # this machine may have real problems; the run must complete
    assert data["schema"] == "dlconfig.findings/1"
    assert list(tmp_path.iterdir()) == []
    assert [r.folder for r in reports] == [str(tmp_path)]
    read = reports[0].result("disk.seq_read")
    assert read is not None and read.status is BenchStatus.OK
