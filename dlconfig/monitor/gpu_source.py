"""Per-GPU live readings through an NVML helper, surviving errors and vanished GPUs.

The helper is passed in (normally ``dlconfig.probe.nvml.Nvml``): anything with
``open()``, ``close()``, ``call(name, *args)`` and ``constant(name, default)``. Open,
read and close from the same thread (the sampler's).
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

from dlconfig.monitor.snapshot import NAN, GpuSample

log = logging.getLogger(__name__)


class NvmlLike(Protocol):
    def open(self) -> None: ...
    def close(self) -> None: ...
    def call(self, name: str, *args: Any) -> Any: ...
    def constant(self, name: str, default: int) -> int: ...


class NvmlSource:
    """Reads utilisation, memory, temperature, power and SM clock of every GPU.

    Never raises from :meth:`read`: a failing value is NaN and :attr:`messages` says why.
    If NVML cannot start, :attr:`unavailable_reason` says why and no GPUs are read.
    """

    def __init__(self, nvml: NvmlLike) -> None:
        self._nvml = nvml
        self._handles: list[Any] = []
        self.names: list[str] = []
        self.mem_total_bytes: list[float] = []
        self.unavailable_reason: str | None = None
        self.is_started = False
        self._temp_sensor = 0
        self._sm_clock = 1

    @property
    def gpu_count(self) -> int:
        return len(self._handles)

    def start(self) -> None:
        """Open NVML and list the GPUs (call in the sampling thread). Never raises."""
        if self.is_started:
            return
        self.is_started = True
        try:
            self._nvml.open()
            self._temp_sensor = self._nvml.constant("NVML_TEMPERATURE_GPU", 0)
            self._sm_clock = self._nvml.constant("NVML_CLOCK_SM", 1)
            count = int(self._nvml.call("nvmlDeviceGetCount") or 0)
            for index in range(count):
                handle = self._nvml.call("nvmlDeviceGetHandleByIndex", index)
                name = self._safe("nvmlDeviceGetName", handle)
                memory = self._safe("nvmlDeviceGetMemoryInfo", handle)
                self._handles.append(handle)
                self.names.append(str(name) if name else f"GPU {index}")
                self.mem_total_bytes.append(float(memory.total) if memory else NAN)
        except Exception as exc:  # noqa: BLE001 - NVML raises many kinds; the monitor says why GPUs are missing
            self.unavailable_reason = str(exc) or type(exc).__name__
            log.info("GPU sampling unavailable: %s", self.unavailable_reason)

    def stop(self) -> None:
        """Close NVML (call in the sampling thread). Never raises."""
        if self.is_started:
            self._nvml.close()
        self.is_started = False
        self._handles.clear()
        self.names.clear()
        self.mem_total_bytes.clear()

    def _safe(self, name: str, *args: Any) -> Any:
        try:
            return self._nvml.call(name, *args)
        except Exception:  # noqa: BLE001 - an unsupported NVML query is shown as not available
            return None

    def read(self, messages: list[str]) -> tuple[GpuSample, ...]:
        """One reading per GPU; problems are appended to ``messages``."""
        if not self.is_started:
            self.start()
        return tuple(self._read_one(i, h, messages) for i, h in enumerate(self._handles))

    def _read_one(self, index: int, handle: Any, messages: list[str]) -> GpuSample:
        failures: list[str] = []

        def ask(name: str, *args: Any) -> Any:
            try:
                return self._nvml.call(name, handle, *args)
            except Exception as exc:  # noqa: BLE001 - a failing NVML query is reported, never stops the monitor
                failures.append(str(exc) or type(exc).__name__)
                return None

        util = ask("nvmlDeviceGetUtilizationRates")
        memory = ask("nvmlDeviceGetMemoryInfo")
        temp = ask("nvmlDeviceGetTemperature", self._temp_sensor)
        power_mw = ask("nvmlDeviceGetPowerUsage")
        clock = ask("nvmlDeviceGetClockInfo", self._sm_clock)
        if failures:
            lost = len(failures) == 5
            what = "did not answer (gone or failing)" if lost else "; ".join(failures)
            messages.append(f"GPU {index} ({self.names[index]}): {what}")
        return GpuSample(
            index=index,
            name=self.names[index],
            util_pct=float(util.gpu) if util is not None else NAN,
            mem_used_bytes=float(memory.used) if memory is not None else NAN,
            mem_total_bytes=self.mem_total_bytes[index],
            temp_c=float(temp) if temp is not None else NAN,
            power_w=power_mw / 1000.0 if power_mw is not None else NAN,
            sm_clock_mhz=float(clock) if clock is not None else NAN,
            is_ok=not failures,
        )
