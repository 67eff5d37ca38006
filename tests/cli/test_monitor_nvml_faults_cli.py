"""``dlconfig-cli monitor`` keeps sampling when one GPU value is nonsense."""

from __future__ import annotations

import pytest

from dlconfig.cli import main
from tests.fakes.fake_pynvml import FakeGpu, FakeNvml, FakeUtil, install


def test_monitor_prints_every_sample_with_a_bad_gpu_value(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    gpu = FakeGpu.rtx_4090()
    gpu.answers["nvmlDeviceGetUtilizationRates"] = FakeUtil("n/a", 0)  # type: ignore[arg-type]
    install(monkeypatch, FakeNvml([gpu]))
    code = main(["monitor", "--count", "2", "--csv", "--sample-interval-ms", "100"])
    out, err = capsys.readouterr()
    assert code == 0
    header, *rows = out.splitlines()
    assert len(rows) == 2
    cells = dict(zip(header.split(","), rows[0].split(","), strict=True))
    assert cells["cpu_pct"] and cells["mem_used_bytes"]
    assert cells["gpu0.util_pct"] == "" and cells["gpu0.temp_c"] == "41"
    assert "'n/a'" in err
