"""Immutable samples the sampler hands out (safe to pass between threads).

The one snapshot type, from the sampler through the GUI's plots to CSV and JSON. A value
that is not available (not supported by the GPU, failed to read, no earlier reading for
a rate) is NaN everywhere: in the snapshot, in the ring buffers and plots (a gap), as an
empty cell in CSV (``dlconfig.monitor.csv_table``), as ``null`` in JSON (:meth:`as_dict`)
and as "—" or "?" in text.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

from dlconfig.models.messages import ParamValue

NAN = float("nan")  # "not available": the one value for a missing reading


@dataclass(frozen=True, slots=True)
class GpuSample:
    """One GPU at one moment. A value NVML could not give is NaN ("not available")."""

    index: int
    name: str
    util_pct: float = NAN
    mem_used_bytes: float = NAN
    mem_total_bytes: float = NAN
    temp_c: float = NAN
    power_w: float = NAN
    sm_clock_mhz: float = NAN
    is_ok: bool = True

    @property
    def mem_pct(self) -> float:
        """Memory used, percent of total (NaN when either is not available)."""
        if math.isnan(self.mem_used_bytes) or not self.mem_total_bytes > 0:
            return NAN
        return 100.0 * self.mem_used_bytes / self.mem_total_bytes


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The machine at ``t_s`` (seconds on the caller's clock). Rates are bytes per second;
    the first snapshot of a sampler has NaN rates (no earlier counters to compare).

    NaN means "not available" in every float field. ``status`` holds problems new at this
    tick; ``gpu_unavailable_reason`` says, on every tick, why no GPU is sampled (None when
    GPUs are sampled or were not asked for).
    """

    t_s: float
    cpu_pct: float
    cpu_core_pct: tuple[float, ...]
    mem_used_bytes: float
    mem_total_bytes: float
    mem_pct: float
    swap_used_bytes: float
    swap_pct: float
    disk_read_bps: float
    disk_write_bps: float
    net_rx_bps: float
    net_tx_bps: float
    gpus: tuple[GpuSample, ...] = ()
    status: tuple[str, ...] = ()
    gpu_unavailable_reason: str | None = None
    # the reason as a probe message code ("probe." + code) and its params, for translation
    gpu_unavailable_code: str | None = None
    gpu_unavailable_params: Mapping[str, ParamValue] = field(default_factory=dict)

    def as_dict(self) -> dict[str, object]:
        """Plain data for JSON (NaN becomes None)."""

        def clean(value: float) -> float | None:
            return None if math.isnan(value) else round(value, 3)

        return {
            "t_s": round(self.t_s, 3),
            "cpu_pct": clean(self.cpu_pct),
            "cpu_core_pct": [clean(v) for v in self.cpu_core_pct],
            "mem_used_bytes": clean(self.mem_used_bytes),
            "mem_total_bytes": clean(self.mem_total_bytes),
            "mem_pct": clean(self.mem_pct),
            "swap_used_bytes": clean(self.swap_used_bytes),
            "swap_pct": clean(self.swap_pct),
            "disk_read_bps": clean(self.disk_read_bps),
            "disk_write_bps": clean(self.disk_write_bps),
            "net_rx_bps": clean(self.net_rx_bps),
            "net_tx_bps": clean(self.net_tx_bps),
            "gpus": [
                {
                    "index": g.index,
                    "name": g.name,
                    "util_pct": clean(g.util_pct),
                    "mem_used_bytes": clean(g.mem_used_bytes),
                    "mem_total_bytes": clean(g.mem_total_bytes),
                    "temp_c": clean(g.temp_c),
                    "power_w": clean(g.power_w),
                    "sm_clock_mhz": clean(g.sm_clock_mhz),
                    "is_ok": g.is_ok,
                }
                for g in self.gpus
            ],
            "status": list(self.status),
        }
