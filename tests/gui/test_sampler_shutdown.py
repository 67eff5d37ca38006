"""Closing while NVML hangs: the sampler thread is stopped with a bound, never destroyed
while it runs (Qt would abort: "QThread: Destroyed while thread ... is still running")."""

from __future__ import annotations

import textwrap

import pytest

from dlconfig.services import Nvml, NvmlSource, Sampler
from dlconfig.ui.sampler import SamplerThread
from tests.app_process import run_python
from tests.fakes.fake_pynvml import FakeGpu, FakeNvml
from tests.gui.conftest import WAIT_MS

# The sampler thread's NVML call blocks longer than the close waits for it.
HUNG_AT_CLOSE = textwrap.dedent(
    """
    from PySide6.QtCore import QCoreApplication
    from dlconfig.services import Nvml, NvmlSource, Sampler
    from dlconfig.ui.sampler import SamplerThread
    from tests.fakes.fake_pynvml import FakeGpu, FakeNvml

    gpu = FakeGpu.h100(0)
    gpu.hang.add("nvmlDeviceGetUtilizationRates")
    fake = FakeNvml([gpu])
    app = QCoreApplication([])
    make = lambda: Sampler(nvml=NvmlSource(Nvml(fake.module, call_timeout_s=60)))
    sampler = SamplerThread(make, 100)
    sampler.start()
    assert fake.blocked.wait(10)  # the thread is inside the blocking call
    print("stopped" if sampler.shut_down(timeout_ms=300) else "detached", flush=True)
    del sampler
    """
)


@pytest.mark.allow_log_warnings
def test_closing_while_nvml_hangs_exits_cleanly() -> None:
    done = run_python(["-c", HUNG_AT_CLOSE], timeout_s=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "detached"
    assert "Destroyed while thread" not in done.stderr


def test_a_hung_gpu_does_not_stall_the_sampler_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    gpu = FakeGpu.h100(0)
    gpu.hang.add("nvmlDeviceGetUtilizationRates")
    fake = FakeNvml([gpu, FakeGpu.h100(1)])
    sampler = SamplerThread(lambda: Sampler(nvml=NvmlSource(Nvml(fake.module))), 100)
    try:
        with qtbot.waitSignal(sampler.sampled, timeout=WAIT_MS) as blocker:
            sampler.start()
        snapshot = blocker.args[0]
        assert not snapshot.gpus[0].is_ok and snapshot.gpus[1].is_ok
        assert any("stopped answering" in m for m in snapshot.status)
        with qtbot.waitSignal(sampler.sampled, timeout=WAIT_MS):  # and it goes on sampling
            pass
        assert sampler.shut_down(timeout_ms=3000)
    finally:
        fake.release()
        sampler.shut_down()


def test_a_non_numeric_utilisation_still_delivers_samples(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The monitor page waits for ``sampled``: one bad GPU value must not stop it."""
    from tests.fakes.fake_pynvml import FakeUtil

    gpu = FakeGpu.rtx_4090()
    gpu.answers["nvmlDeviceGetUtilizationRates"] = FakeUtil("n/a", 0)  # type: ignore[arg-type]
    fake = FakeNvml([gpu])
    sampler = SamplerThread(lambda: Sampler(nvml=NvmlSource(Nvml(fake.module))), 100)
    try:
        with qtbot.waitSignal(sampler.sampled, timeout=WAIT_MS) as blocker:
            sampler.start()
        (sample,) = blocker.args[0].gpus
        assert sample.temp_c == 41.0 and not sample.is_ok
    finally:
        assert sampler.shut_down()
