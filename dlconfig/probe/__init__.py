"""Detects this machine: CPU, memory, disks, GPUs (NVML), other GPUs, system, software.

Never raises: a part that cannot be read says why in its section's ``problems`` (or, for
NVIDIA GPUs, ``gpus_unavailable_reason``). Each section can be probed alone, e.g. from a
GUI worker thread; :func:`probe_machine` runs them all concurrently.
"""

from dlconfig.models.probe_errors import ProbeUnavailable
from dlconfig.probe.cpu import fast_cpu
from dlconfig.probe.cpu_detail import detailed_cpu
from dlconfig.probe.disks import probe_disks
from dlconfig.probe.gpus import GpuReport, probe_gpus
from dlconfig.probe.machine import assemble, fast_probe, probe_machine
from dlconfig.probe.memory import probe_memory
from dlconfig.probe.nvml import Nvml, NvmlCallError
from dlconfig.probe.other_gpus import probe_other_gpus
from dlconfig.probe.software import probe_software
from dlconfig.probe.system import probe_system

__all__ = [
    "GpuReport",
    "Nvml",
    "NvmlCallError",
    "ProbeUnavailable",
    "assemble",
    "detailed_cpu",
    "fast_cpu",
    "fast_probe",
    "probe_disks",
    "probe_gpus",
    "probe_machine",
    "probe_memory",
    "probe_other_gpus",
    "probe_software",
    "probe_system",
]
