"""One monitor stack: a GPU's unsupported readings travel from a fake NVML through the
sampler thread, the page's plot data and its CSV as the same "not available" (NaN, an
empty cell), and the CLI's ``monitor --csv`` writes the same format."""

from __future__ import annotations

import csv
import io
import math

import numpy as np
import pytest

from dlconfig.cli import main as cli_main
from dlconfig.monitor import NvmlSource, Sampler
from dlconfig.probe.nvml import Nvml
from dlconfig.ui.monitor_page import GPU_PLOT_FIELDS
from tests.fakes.fake_pynvml import FakeGpu, FakeNvml, install
from tests.gui.conftest import sampled_page

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

UNSUPPORTED = frozenset({"nvmlDeviceGetTemperature", "nvmlDeviceGetPowerUsage"})


def fake_nvml() -> FakeNvml:
    return FakeNvml([FakeGpu.rtx_4090()], not_supported=UNSUPPORTED)


def rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def test_unsupported_gpu_values_are_not_available_from_sampler_to_csv(qtbot) -> None:
    fake = fake_nvml()
    page = sampled_page(qtbot, lambda: Sampler(nvml=NvmlSource(Nvml(fake.module))), 3)
    assert fake.shutdowns == fake.inits == 1  # NVML opened and closed on the sampler thread
    _x, _system, _cores, gpus = page.plot_data()
    temp = gpus[0][:, GPU_PLOT_FIELDS.index("temp_c")]
    power = gpus[0][:, GPU_PLOT_FIELDS.index("power_w")]
    util = gpus[0][:, GPU_PLOT_FIELDS.index("util_pct")]
    assert np.isnan(temp).all() and np.isnan(power).all()
    assert (util == 3).all()
    table = rows(page.history_csv())
    assert len(table) >= 3
    assert {r["gpu0.temp_c"] for r in table} == {""}
    assert {r["gpu0.power_w"] for r in table} == {""}
    assert {r["gpu0.util_pct"] for r in table} == {"3"}
    assert page.gpu_plots is not None
    _, shown = page.gpu_plots.temp_curves[0].getData()
    assert shown is None or all(math.isnan(v) for v in shown)


def test_cli_and_gui_csv_are_one_format(
    qtbot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = fake_nvml()
    install(monkeypatch, fake)
    args = ["monitor", "--csv", "--count", "2", "--sample-interval-ms", "100"]
    assert cli_main(args) == 0
    cli_text = capsys.readouterr().out

    page = sampled_page(qtbot, lambda: Sampler(nvml=NvmlSource(Nvml(fake.module))), 2)
    gui_text = page.history_csv()

    assert cli_text.splitlines()[0] == gui_text.splitlines()[0]  # the same header
    cli_rows, gui_rows = rows(cli_text), rows(gui_text)
    assert len(cli_rows) == 2
    for table in (cli_rows, gui_rows):
        assert table[0]["t_s"] == "0"
        assert {r["gpu0.temp_c"] for r in table} == {""}  # the same cell for "not available"
        assert {r["gpu0.mem_used_bytes"] for r in table} == {str(484 * 1024**2)}
