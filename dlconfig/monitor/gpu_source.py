"""Per-GPU live readings through an NVML helper, surviving errors and vanished GPUs.

The helper is passed in (normally ``dlconfig.probe.nvml.Nvml``): anything with
``open()``, ``close()``, ``call(name, *args, device=...)`` and ``constant(name,
default)``. Open, read and close from the same thread (the sampler's). Each value is
checked on its own: a bad one is NaN for that field with a message, and a GPU that stops
answering (the helper's deadline) is skipped from then on, with a message once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

from dlconfig.models import nvml_values as check
from dlconfig.models.messages import ParamValue
from dlconfig.models.probe_errors import ProbeUnavailable, unavailable_text
from dlconfig.monitor.snapshot import NAN, GpuSample

log = logging.getLogger(__name__)


class NvmlLike(Protocol):
    def open(self) -> None: ...
    def close(self) -> None: ...
    def call(self, name: str, *args: Any, device: int | None = None) -> Any: ...
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
        # the same as a code of the probe's messages ("probe." + code) and its params
        self.unavailable_code: str | None = None
        self.unavailable_params: dict[str, ParamValue] = {}
        self.is_started = False
        self._temp_sensor = 0
        self._sm_clock = 1
        self._hung: set[int] = set()
        self._pending: list[str] = []  # messages from start(), handed out by the next read
        self._pool: ThreadPoolExecutor | None = None

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
            raw_count = self._nvml.call("nvmlDeviceGetCount")
            try:
                count = check.gpu_count(raw_count or 0)
            except check.BadValueError as bad:
                self._unavailable("nvml.bad_count", count=bad.value_text, max=check.MAX_GPUS)
                return
            if count:  # GPUs side by side, as they are read (see read())
                self._pool = ThreadPoolExecutor(count, "dlconfig-gpu-sample")
                for handle, name, total in self._pool.map(self._open_device, range(count)):
                    self._handles.append(handle)
                    self.names.append(name)
                    self.mem_total_bytes.append(total)
        except ProbeUnavailable as exc:
            self._unavailable(exc.code, **exc.params)
        except Exception as exc:  # noqa: BLE001 - NVML raises many kinds; the monitor says why GPUs are missing
            self._unavailable("nvml.error", stage="start", error=str(exc) or type(exc).__name__)

    def _unavailable(self, code: str, **params: ParamValue) -> None:
        self.unavailable_code, self.unavailable_params = code, params
        self.unavailable_reason = unavailable_text(code, params)
        log.info("GPU sampling unavailable: %s", self.unavailable_reason)

    def _open_device(self, index: int) -> tuple[Any, str, float]:
        """(handle, name, total memory) of one GPU; a GPU that cannot be opened is kept,
        marked as not answering."""
        try:
            handle = self._nvml.call("nvmlDeviceGetHandleByIndex", index, device=index)
        except Exception as exc:  # noqa: BLE001 - this GPU is listed as not answering; the others are sampled
            log.info("GPU %d could not be opened: %s", index, exc)
            self._hung.add(index)
            self._pending.append(f"GPU {index}: could not be opened ({exc}); not sampled")
            return None, f"GPU {index}", NAN
        name = self._safe("nvmlDeviceGetName", handle, index, check.text)
        memory = self._safe("nvmlDeviceGetMemoryInfo", handle, index, check.memory)
        return handle, name or f"GPU {index}", float(memory[0]) if memory else NAN

    def stop(self) -> None:
        """Close NVML (call in the sampling thread). Never raises."""
        if self.is_started:
            self._nvml.close()
        self.is_started = False
        self._handles.clear()
        self.names.clear()
        self.mem_total_bytes.clear()
        self._hung.clear()
        self._pending.clear()
        if self._pool is not None:  # its threads are idle: every NVML call has a deadline
            self._pool.shutdown(wait=False)
            self._pool = None

    def _safe(self, name: str, handle: Any, index: int, valid: Callable[[Any], Any]) -> Any:
        try:
            value = self._nvml.call(name, handle, device=index)
            return None if value is None else valid(value)
        except Exception:  # noqa: BLE001 - an unsupported or bad NVML answer is shown as not available
            return None

    def read(self, messages: list[str]) -> tuple[GpuSample, ...]:
        """One reading per GPU; problems are appended to ``messages``."""
        if not self.is_started:
            self.start()
        messages.extend(self._pending)
        self._pending.clear()
        if self._pool is None or len(self._handles) < 2:
            return tuple(self._read_one(i, h, messages) for i, h in enumerate(self._handles))
        # GPUs side by side, so GPUs that stop answering cost one deadline together
        notes: list[list[str]] = [[] for _ in self._handles]
        samples = tuple(
            self._pool.map(
                lambda i: self._read_one(i, self._handles[i], notes[i]), range(len(notes))
            )
        )
        for note in notes:
            messages.extend(note)
        return samples

    def _read_one(self, index: int, handle: Any, messages: list[str]) -> GpuSample:
        failures: list[str] = []
        if index in self._hung:
            return GpuSample(index=index, name=self.names[index], is_ok=False)
        hung = False

        def ask(name: str, *args: Any, valid: Callable[[Any], float]) -> float:
            nonlocal hung
            if hung:
                return NAN
            try:
                value = self._nvml.call(name, handle, *args, device=index)
            except Exception as exc:  # noqa: BLE001 - a failing NVML query is reported, never stops the monitor
                if getattr(exc, "is_timeout", False):
                    hung = True
                else:
                    failures.append(str(exc) or type(exc).__name__)
                return NAN
            if value is None:
                return NAN
            try:
                return valid(value)
            except check.BadValueError as bad:
                failures.append(f"{name}: NVML answered {bad.value_text}")
                return NAN

        util = ask("nvmlDeviceGetUtilizationRates", valid=check.utilization)
        used = ask("nvmlDeviceGetMemoryInfo", valid=lambda v: float(check.memory(v)[2]))
        temp = ask("nvmlDeviceGetTemperature", self._temp_sensor, valid=_celsius)
        power_w = ask("nvmlDeviceGetPowerUsage", valid=_watts)
        clock = ask("nvmlDeviceGetClockInfo", self._sm_clock, valid=_mhz)
        label = f"GPU {index} ({self.names[index]})"
        if hung:
            self._hung.add(index)
            messages.append(f"{label}: stopped answering; it is no longer sampled")
        elif failures:
            lost = len(failures) == 5
            what = "did not answer (gone or failing)" if lost else "; ".join(failures)
            messages.append(f"{label}: {what}")
        return GpuSample(
            index=index,
            name=self.names[index],
            util_pct=util,
            mem_used_bytes=used,
            mem_total_bytes=self.mem_total_bytes[index],
            temp_c=temp,
            power_w=power_w,
            sm_clock_mhz=clock,
            is_ok=not failures and not hung,
        )


def _celsius(value: Any) -> float:
    return check.number(value, -100.0, 1000.0)


def _watts(value: Any) -> float:
    return check.number(value, 0.0, 1e8) / 1000.0  # NVML reports milliwatts


def _mhz(value: Any) -> float:
    return check.number(value, 0.0, 1e6)
