"""Samples live usage (psutil and NVML) into fixed-size ring buffers. No Qt.

Typical use (in a worker thread)::

    sampler = Sampler(nvml=NvmlSource(Nvml()))   # or nvml=None
    history = sampler.make_history(capacity=300)
    snap = sampler.sample(time.monotonic()); history.append(snap)

``Snapshot`` is the one snapshot type (NaN: not available); ``csv_table`` is the one CSV
format, for the CLI's ``monitor --csv`` and the GUI's export.
"""

from dlconfig.monitor.gpu_source import NvmlLike, NvmlSource
from dlconfig.monitor.history import GPU_FIELDS, SCALAR_SERIES, History, gpu_series
from dlconfig.monitor.ring import RingBuffer
from dlconfig.monitor.sampler import Sampler
from dlconfig.monitor.snapshot import GpuSample, Snapshot

__all__ = [
    "GPU_FIELDS",
    "SCALAR_SERIES",
    "GpuSample",
    "History",
    "NvmlLike",
    "NvmlSource",
    "RingBuffer",
    "Sampler",
    "Snapshot",
    "gpu_series",
]
