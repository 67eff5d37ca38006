"""The live sampler: CPU, memory, swap, disk and network rates, and GPUs, per tick.

No Qt. The GUI runs one Sampler in its own thread and passes the immutable snapshots to
the GUI thread, which appends them to a History. Per tick: five psutil calls and five
NVML calls per GPU; nothing is allocated beyond the snapshot.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from typing import Any

import psutil

from dlconfig.models.messages import ParamValue
from dlconfig.monitor.gpu_source import NvmlSource
from dlconfig.monitor.history import History
from dlconfig.monitor.snapshot import NAN, GpuSample, Snapshot

log = logging.getLogger(__name__)


def _rate(now: float | None, before: float | None, dt_s: float) -> float:
    if now is None or before is None or dt_s <= 0 or now < before:  # counters reset
        return NAN
    return (now - before) / dt_s


class Sampler:
    """Takes snapshots of the machine. Not thread-safe: use from one thread.

    ``nvml``: a GPU source, or None for no GPU sampling. ``capacity``: rows of the
    History made by :meth:`make_history`.
    """

    def __init__(self, nvml: NvmlSource | None = None, capacity: int = 300) -> None:
        self.nvml = nvml
        self.capacity = capacity
        self.cpu_count = psutil.cpu_count(logical=True) or 1
        self._last_t: float | None = None
        self._last_disk: tuple[float, float] | None = None
        self._last_net: tuple[float, float] | None = None
        self._warned: set[str] = set()
        # Per-sampler CPU baseline: psutil.cpu_percent keeps one global baseline, which two
        # samplers in one process (monitor page and a benchmark) would disturb.
        self._last_cpu: list[tuple[float, float]] = self._cpu_times()

    def make_history(self, capacity: int | None = None) -> History:
        """An empty History sized for this machine's cores and GPUs."""
        if self.nvml is not None:
            self.nvml.start()
        gpus = self.nvml.gpu_count if self.nvml else 0
        return History(capacity or self.capacity, self.cpu_count, gpus)

    def close(self) -> None:
        if self.nvml is not None:
            self.nvml.stop()

    def sample(self, now_s: float | None = None) -> Snapshot:
        """One snapshot at ``now_s`` (default: time.monotonic()). Never raises."""
        now_s = time.monotonic() if now_s is None else now_s
        status: list[str] = []
        dt_s = now_s - self._last_t if self._last_t is not None else 0.0
        self._last_t = now_s
        cores = self._cpu(status)
        mem_used, mem_total, mem_pct, swap_used, swap_pct = self._memory(status)
        disk = self._counters(psutil.disk_io_counters, "read_bytes", "write_bytes", status)
        net = self._counters(psutil.net_io_counters, "bytes_recv", "bytes_sent", status)
        last_disk, last_net = self._last_disk, self._last_net
        self._last_disk, self._last_net = disk, net
        gpus: tuple[GpuSample, ...] = ()
        gpu_unavailable_reason = None
        unavailable_code: str | None = None
        unavailable_params: Mapping[str, ParamValue] = {}
        if self.nvml is not None:
            try:
                gpus = self.nvml.read(status)
            except Exception as exc:  # noqa: BLE001 - the CPU and memory readings still count
                self._once(status, f"GPUs could not be read ({exc})")
            gpu_unavailable_reason = self.nvml.unavailable_reason
            if gpu_unavailable_reason:
                self._once(status, f"GPUs are not sampled: {gpu_unavailable_reason}")
                unavailable_code = self.nvml.unavailable_code
                unavailable_params = self.nvml.unavailable_params
        return Snapshot(
            t_s=now_s,
            cpu_pct=sum(cores) / len(cores) if cores else NAN,
            cpu_core_pct=cores,
            mem_used_bytes=mem_used,
            mem_total_bytes=mem_total,
            mem_pct=mem_pct,
            swap_used_bytes=swap_used,
            swap_pct=swap_pct,
            disk_read_bps=_rate(*_pair(disk, last_disk, 0), dt_s),
            disk_write_bps=_rate(*_pair(disk, last_disk, 1), dt_s),
            net_rx_bps=_rate(*_pair(net, last_net, 0), dt_s),
            net_tx_bps=_rate(*_pair(net, last_net, 1), dt_s),
            gpus=gpus,
            status=tuple(status),
            gpu_unavailable_reason=gpu_unavailable_reason,
            gpu_unavailable_code=unavailable_code,
            gpu_unavailable_params=unavailable_params,
        )

    def _once(self, status: list[str], message: str) -> None:
        """Report a lasting condition once, not every tick."""
        if message not in self._warned:
            self._warned.add(message)
            status.append(message)

    @staticmethod
    def _cpu_times() -> list[tuple[float, float]]:
        """(busy, total) seconds per core; idle and iowait count as not busy."""
        out = []
        for t in psutil.cpu_times(percpu=True):
            # Linux counts guest time inside user time as well; do not count it twice.
            total = sum(t) - getattr(t, "guest", 0.0) - getattr(t, "guest_nice", 0.0)
            idle = t.idle + getattr(t, "iowait", 0.0)
            out.append((total - idle, total))
        return out

    def _cpu(self, status: list[str]) -> tuple[float, ...]:
        try:
            now = self._cpu_times()
        except Exception as exc:  # noqa: BLE001 - psutil raises many kinds; the status says what failed
            self._once(status, f"CPU usage could not be read ({exc})")
            return ()
        before, self._last_cpu = self._last_cpu, now
        if len(before) != len(now):  # a core went on- or offline
            return tuple(NAN for _ in now)
        pct = []
        for (busy, total), (busy0, total0) in zip(now, before, strict=True):
            span = total - total0
            share = (busy - busy0) / span * 100.0 if span > 0 else 0.0
            pct.append(min(100.0, max(0.0, share)))
        return tuple(pct)

    def _memory(self, status: list[str]) -> tuple[float, float, float, float, float]:
        mem_used = mem_total = mem_pct = swap_used = swap_pct = NAN
        try:
            vm = psutil.virtual_memory()
            mem_total, mem_pct = float(vm.total), float(vm.percent)
            mem_used = float(vm.total - vm.available)
        except Exception as exc:  # noqa: BLE001 - psutil raises many kinds; the status says what failed
            self._once(status, f"memory could not be read ({exc})")
        try:
            sw = psutil.swap_memory()
            swap_used, swap_pct = float(sw.used), float(sw.percent)
        except Exception as exc:  # noqa: BLE001 - psutil raises on some containers; the status says so
            self._once(status, f"swap could not be read ({exc})")
        return mem_used, mem_total, mem_pct, swap_used, swap_pct

    def _counters(
        self, read: Any, first: str, second: str, status: list[str]
    ) -> tuple[float, float] | None:
        try:
            counters = read()
        except Exception as exc:  # noqa: BLE001 - psutil raises many kinds; the status says what failed
            self._once(status, f"{read.__name__} failed ({exc})")
            return None
        if counters is None:  # no disks or no network interfaces visible
            self._once(status, f"{read.__name__}: the OS reports no counters here")
            return None
        return float(getattr(counters, first)), float(getattr(counters, second))


def _pair(
    now: tuple[float, float] | None, before: tuple[float, float] | None, i: int
) -> tuple[float | None, float | None]:
    return (now[i] if now else None, before[i] if before else None)
