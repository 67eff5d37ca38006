"""Recent snapshots as fixed-size numpy ring buffers, one per series.

Series names: ``t_s``, ``cpu_pct``, ``cpu_core_pct`` (2-D: rows x cores), ``mem_used_bytes``,
``mem_pct``, ``swap_used_bytes``, ``swap_pct``, ``disk_read_bps``, ``disk_write_bps``,
``net_rx_bps``, ``net_tx_bps`` and per GPU ``gpu<N>.util_pct``, ``gpu<N>.mem_used_bytes``,
``gpu<N>.mem_pct``, ``gpu<N>.temp_c``, ``gpu<N>.power_w``, ``gpu<N>.sm_clock_mhz``. A value
not available is NaN, as in the snapshot. Not thread-safe: append and read from one
thread (the GUI thread).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from dlconfig.monitor.ring import RingBuffer
from dlconfig.monitor.snapshot import NAN, Snapshot

SCALAR_SERIES = (
    "t_s",
    "cpu_pct",
    "mem_used_bytes",
    "mem_pct",
    "swap_used_bytes",
    "swap_pct",
    "disk_read_bps",
    "disk_write_bps",
    "net_rx_bps",
    "net_tx_bps",
)
GPU_FIELDS = ("util_pct", "mem_used_bytes", "mem_pct", "temp_c", "power_w", "sm_clock_mhz")


def gpu_series(index: int, field: str) -> str:
    """Series name of one GPU field, e.g. ``gpu_series(0, "temp_c") == "gpu0.temp_c"``."""
    return f"gpu{index}.{field}"


class History:
    """The last ``capacity`` snapshots of a machine with ``cpu_cores`` and ``gpu_count``."""

    def __init__(self, capacity: int, cpu_cores: int, gpu_count: int = 0) -> None:
        self.capacity = capacity
        self.cpu_cores = max(1, cpu_cores)
        self.gpu_count = gpu_count
        self._rings: dict[str, RingBuffer] = {name: RingBuffer(capacity) for name in SCALAR_SERIES}
        self._rings["cpu_core_pct"] = RingBuffer(capacity, self.cpu_cores)
        for i in range(gpu_count):
            for f in GPU_FIELDS:
                self._rings[gpu_series(i, f)] = RingBuffer(capacity)
        self._core_row = np.full(self.cpu_cores, NAN)
        self.gpu_names: list[str] = [f"GPU {i}" for i in range(gpu_count)]

    def __len__(self) -> int:
        return len(self._rings["t_s"])

    @property
    def nbytes(self) -> int:
        """Memory held by the buffers (fixed for a given capacity and machine)."""
        return sum(ring.nbytes for ring in self._rings.values())

    def names(self) -> list[str]:
        return list(self._rings)

    def append(self, snap: Snapshot) -> None:
        """Add one snapshot; the oldest drops out when full. GPUs beyond gpu_count are ignored."""
        rings = self._rings
        for name in SCALAR_SERIES:
            rings[name].append(getattr(snap, name))
        row = self._core_row
        row.fill(NAN)
        n = min(len(snap.cpu_core_pct), self.cpu_cores)
        row[:n] = snap.cpu_core_pct[:n]
        rings["cpu_core_pct"].append(row)
        by_index = {g.index: g for g in snap.gpus}
        for i in range(self.gpu_count):
            sample = by_index.get(i)
            if sample is not None:
                self.gpu_names[i] = sample.name
            for f in GPU_FIELDS:
                rings[gpu_series(i, f)].append(getattr(sample, f) if sample else NAN)

    def series(self, name: str) -> npt.NDArray[np.float64]:
        """Read-only view of one series, oldest first. Raises KeyError naming known series."""
        try:
            return self._rings[name].view()
        except KeyError:
            raise KeyError(f"no series {name!r}; known: {', '.join(self._rings)}") from None

    def resized(self, capacity: int) -> History:
        """A history of ``capacity`` rows keeping the newest rows of this one (a change
        of the History setting must not throw the data away)."""
        new = History(1, self.cpu_cores, self.gpu_count)
        new.capacity = capacity
        new._rings = {name: ring.resized(capacity) for name, ring in self._rings.items()}
        new.gpu_names = list(self.gpu_names)
        return new

    def clear(self) -> None:
        for ring in self._rings.values():
            ring.clear()
