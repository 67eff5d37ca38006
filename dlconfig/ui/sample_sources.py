"""Live samples from the engine's monitor, shaped for the monitor page.

Created inside the sampler thread: NVML is opened, read and closed there only.
"""

from __future__ import annotations

import logging

from dlconfig.services import Nvml, NvmlSource, Sampler
from dlconfig.ui.sampler import GpuReading, MonitorSnapshot, SampleSource

log = logging.getLogger(__name__)


class EngineSource:
    """Wraps :class:`dlconfig.monitor.Sampler` (psutil + NVML); never raises on a tick."""

    def __init__(self) -> None:
        self._gpus = NvmlSource(Nvml())
        self._gpus.start()
        self._sampler = Sampler(nvml=self._gpus)

    def sample(self) -> MonitorSnapshot:
        s = self._sampler.sample()
        note = self._gpus.unavailable_reason
        return MonitorSnapshot(
            t_s=s.t_s,
            cpu_pct=s.cpu_pct,
            per_core_pct=s.cpu_core_pct,
            mem_pct=s.mem_pct,
            swap_pct=s.swap_pct,
            disk_read_bps=s.disk_read_bps,
            disk_write_bps=s.disk_write_bps,
            net_rx_bps=s.net_rx_bps,
            net_tx_bps=s.net_tx_bps,
            gpus=tuple(
                GpuReading(
                    name=g.name,
                    util_pct=g.util_pct,
                    mem_used_bytes=g.mem_used_bytes,
                    mem_total_bytes=g.mem_total_bytes,
                    temp_c=g.temp_c,
                    power_w=g.power_w,
                )
                for g in s.gpus
            ),
            gpu_note=note,
        )

    def close(self) -> None:
        self._sampler.close()


def make_default_source() -> SampleSource:
    return EngineSource()
