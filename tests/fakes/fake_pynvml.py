"""A fake ``pynvml`` module for tests: configurable GPUs, MIG, NVLink and failures.

Usage::

    from tests.fakes.fake_pynvml import FakeGpu, FakeNvml, install
    fake = FakeNvml([FakeGpu.rtx_4090()])
    install(monkeypatch, fake)          # sys.modules["pynvml"] = fake.module
    ...probe or sample...

Failures: ``init_error`` (an NVML return code raised by nvmlInit), ``missing`` (function
names the "driver" lacks: FUNCTION_NOT_FOUND), ``not_supported`` (NOT_SUPPORTED),
``fail_every`` (every Nth device query raises UNKNOWN), ``fail_calls`` (name -> code raised
on every call), and ``gpu.lost`` (GPU_IS_LOST on every query of that GPU).

Wrong answers and hangs, as a broken driver or binding gives them: ``answers`` (name ->
the value every call returns, whatever it is), ``gpu.answers`` (the same for one GPU),
``hang`` / ``gpu.hang`` (names whose calls block until :meth:`FakeNvml.release`).
"""

from __future__ import annotations

import threading
import types
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

MiB = 1024**2

NVML_SUCCESS = 0
NVML_ERROR_UNINITIALIZED = 1
NVML_ERROR_INVALID_ARGUMENT = 2
NVML_ERROR_NOT_SUPPORTED = 3
NVML_ERROR_NO_PERMISSION = 4
NVML_ERROR_NOT_FOUND = 6
NVML_ERROR_DRIVER_NOT_LOADED = 9
NVML_ERROR_LIBRARY_NOT_FOUND = 12
NVML_ERROR_FUNCTION_NOT_FOUND = 13
NVML_ERROR_GPU_IS_LOST = 15
NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18
NVML_ERROR_UNKNOWN = 999

_MESSAGES = {
    NVML_ERROR_UNINITIALIZED: "Uninitialized",
    NVML_ERROR_INVALID_ARGUMENT: "Invalid Argument",
    NVML_ERROR_NOT_SUPPORTED: "Not Supported",
    NVML_ERROR_NO_PERMISSION: "Insufficient Permissions",
    NVML_ERROR_NOT_FOUND: "Not Found",
    NVML_ERROR_DRIVER_NOT_LOADED: "Driver Not Loaded",
    NVML_ERROR_LIBRARY_NOT_FOUND: "NVML Shared Library Not Found",
    NVML_ERROR_FUNCTION_NOT_FOUND: "Function Not Found",
    NVML_ERROR_GPU_IS_LOST: "GPU is lost",
    NVML_ERROR_LIB_RM_VERSION_MISMATCH: "RM has detected an NVML/RM version mismatch.",
    NVML_ERROR_UNKNOWN: "Unknown Error",
}


class NVMLError(Exception):
    """Like pynvml.NVMLError: carries the numeric return code in ``value``."""

    def __init__(self, value: int) -> None:
        super().__init__(value)
        self.value = value

    def __str__(self) -> str:
        return _MESSAGES.get(self.value, f"Unknown Error {self.value}")


@dataclass
class FakeMemory:
    total: int
    free: int
    used: int


@dataclass
class FakeUtil:
    gpu: int
    memory: int


@dataclass
class FakeGpu:
    """One fake GPU. Sizes in bytes, power in milliwatts as NVML reports them."""

    name: str = "NVIDIA GeForce RTX 4090"
    uuid: str = "GPU-5e0c7d62-3b1f-4a0c-9d2e-6f8a1b2c3d4e"
    total_bytes: int = 24564 * MiB
    used_bytes: int = 484 * MiB
    capability: tuple[int, int] = (8, 9)
    pcie: tuple[int, int] = (4, 16)
    power_limit_mw: int = 450_000
    power_usage_mw: int = 35_000
    util_pct: int = 3
    temp_c: int = 41
    sm_clock_mhz: int = 210
    mig_mode: tuple[int, int] | None = None  # None: NOT_SUPPORTED (consumer GPUs)
    mig_instances: list[tuple[str, int]] = field(default_factory=list)  # (uuid, bytes)
    mig_slots: int = 7
    nvlinks: int = 0  # links up; 0 with has_nvlink False means NOT_SUPPORTED
    has_nvlink: bool = False
    lost: bool = False
    answers: dict[str, Any] = field(default_factory=dict)  # call name -> what it returns
    hang: set[str] = field(default_factory=set)  # call names that block on this GPU

    @classmethod
    def rtx_4090(cls) -> FakeGpu:
        return cls()

    @classmethod
    def h100(cls, index: int) -> FakeGpu:
        return cls(
            name="NVIDIA H100 80GB HBM3",
            uuid=f"GPU-{index:08x}-7a1b-4c2d-8e3f-1234567890ab",
            total_bytes=81559 * MiB,
            used_bytes=556 * MiB,
            capability=(9, 0),
            pcie=(5, 16),
            power_limit_mw=700_000,
            mig_mode=(0, 0),
            has_nvlink=True,
            nvlinks=18,
        )

    @classmethod
    def a100_mig(cls) -> FakeGpu:
        return cls(
            name="NVIDIA A100-SXM4-40GB",
            uuid="GPU-a1b2c3d4-0000-4000-8000-00000000a100",
            total_bytes=40960 * MiB,
            used_bytes=634 * MiB,
            capability=(8, 0),
            power_limit_mw=400_000,
            mig_mode=(1, 1),
            mig_instances=[
                (f"MIG-0c1d2e3f-4a5b-5c6d-8e7f-00000000000{k}", 9728 * MiB) for k in range(3)
            ],
            has_nvlink=True,
            nvlinks=12,
        )


@dataclass
class _Handle:
    index: int
    mig: int | None = None


class FakeNvml:
    """Builds the fake module; counts calls so tests can inject failures by position."""

    def __init__(
        self,
        gpus: list[FakeGpu],
        *,
        init_error: int | None = None,
        missing: set[str] | frozenset[str] = frozenset(),
        not_supported: set[str] | frozenset[str] = frozenset(),
        fail_every: int | None = None,
        fail_calls: dict[str, int] | None = None,
        driver_version: str = "550.120",
        cuda_version: int = 12040,
        answers: dict[str, Any] | None = None,
        hang: set[str] | frozenset[str] = frozenset(),
    ) -> None:
        self.gpus = gpus
        self.init_error = init_error
        self.missing = set(missing)
        self.not_supported = set(not_supported)
        self.fail_every = fail_every
        self.fail_calls = dict(fail_calls or {})
        self.driver_version = driver_version
        self.cuda_version = cuda_version
        self.answers = dict(answers or {})
        self.hang = set(hang)
        self.released = threading.Event()
        self.blocked = threading.Event()  # set once a call blocks
        self.calls = 0
        self.inits = 0
        self.shutdowns = 0
        self.module = self._build()

    def release(self) -> None:
        """Let every blocked call return (call it in teardown)."""
        self.released.set()

    def _wrap(self, name: str, func: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any) -> Any:
            gpu = None
            if args and isinstance(args[0], _Handle) and args[0].index < len(self.gpus):
                gpu = self.gpus[args[0].index]
            elif name == "nvmlDeviceGetHandleByIndex" and 0 <= args[0] < len(self.gpus):
                gpu = self.gpus[args[0]]
            if name in self.hang or (gpu is not None and name in gpu.hang):
                self.blocked.set()
                self.released.wait()
            if gpu is not None and name in gpu.answers:
                return gpu.answers[name]
            if name in self.answers:
                return self.answers[name]
            return func(*args)

        return call

    # -- plumbing -----------------------------------------------------------------------

    def _check(self, name: str, handle: _Handle | None = None) -> None:
        if name in self.missing:
            raise NVMLError(NVML_ERROR_FUNCTION_NOT_FOUND)
        if self.inits <= self.shutdowns:
            raise NVMLError(NVML_ERROR_UNINITIALIZED)
        if name in self.fail_calls:
            raise NVMLError(self.fail_calls[name])
        if name in self.not_supported:
            raise NVMLError(NVML_ERROR_NOT_SUPPORTED)
        if handle is not None:
            self.calls += 1
            if handle.index >= len(self.gpus) or self.gpus[handle.index].lost:
                raise NVMLError(NVML_ERROR_GPU_IS_LOST)
            if self.fail_every and self.calls % self.fail_every == 0:
                raise NVMLError(NVML_ERROR_UNKNOWN)

    def _gpu(self, handle: _Handle) -> FakeGpu:
        return self.gpus[handle.index]

    def _build(self) -> types.ModuleType:
        m = types.ModuleType("pynvml")
        m.NVMLError = NVMLError  # type: ignore[attr-defined]
        for name, value in globals().items():
            if name.startswith("NVML_ERROR_") or name == "NVML_SUCCESS":
                setattr(m, name, value)
        consts = {
            "NVML_FEATURE_DISABLED": 0,
            "NVML_FEATURE_ENABLED": 1,
            "NVML_DEVICE_MIG_DISABLE": 0,
            "NVML_DEVICE_MIG_ENABLE": 1,
            "NVML_NVLINK_MAX_LINKS": 18,
            "NVML_TEMPERATURE_GPU": 0,
            "NVML_CLOCK_SM": 1,
        }
        for name, value in consts.items():
            setattr(m, name, value)
        for name in dir(self):
            if name.startswith("nvml"):
                setattr(m, name, self._wrap(name, getattr(self, name)))
        return m

    def _device(self, name: str, handle: _Handle) -> FakeGpu:
        self._check(name, handle)
        return self._gpu(handle)

    # -- the pynvml functions dlconfig calls -------------------------------------------

    def nvmlInit(self) -> None:
        if self.init_error is not None:
            raise NVMLError(self.init_error)
        self.inits += 1

    def nvmlShutdown(self) -> None:
        self._check("nvmlShutdown")
        self.shutdowns += 1

    def nvmlSystemGetDriverVersion(self) -> str:
        self._check("nvmlSystemGetDriverVersion")
        return self.driver_version

    def nvmlSystemGetCudaDriverVersion(self) -> int:
        self._check("nvmlSystemGetCudaDriverVersion")
        return self.cuda_version

    def nvmlSystemGetCudaDriverVersion_v2(self) -> int:
        self._check("nvmlSystemGetCudaDriverVersion_v2")
        return self.cuda_version

    def nvmlSystemGetNVMLVersion(self) -> bytes:
        self._check("nvmlSystemGetNVMLVersion")
        return f"12.{self.driver_version}".encode()  # old pynvml returned bytes

    def nvmlDeviceGetCount(self) -> int:
        self._check("nvmlDeviceGetCount")
        return len(self.gpus)

    def nvmlDeviceGetHandleByIndex(self, index: int) -> _Handle:
        self._check("nvmlDeviceGetHandleByIndex")
        if not 0 <= index < len(self.gpus):
            raise NVMLError(NVML_ERROR_INVALID_ARGUMENT)
        return _Handle(index)

    def nvmlDeviceGetName(self, h: _Handle) -> bytes:
        return self._device("nvmlDeviceGetName", h).name.encode()

    def nvmlDeviceGetUUID(self, h: _Handle) -> str:
        gpu = self._device("nvmlDeviceGetUUID", h)
        return gpu.mig_instances[h.mig][0] if h.mig is not None else gpu.uuid

    def nvmlDeviceGetMemoryInfo(self, h: _Handle) -> FakeMemory:
        gpu = self._device("nvmlDeviceGetMemoryInfo", h)
        if h.mig is not None:
            total = gpu.mig_instances[h.mig][1]
            return FakeMemory(total=total, free=total - 13 * MiB, used=13 * MiB)
        return FakeMemory(gpu.total_bytes, gpu.total_bytes - gpu.used_bytes, gpu.used_bytes)

    def nvmlDeviceGetCudaComputeCapability(self, h: _Handle) -> tuple[int, int]:
        return self._device("nvmlDeviceGetCudaComputeCapability", h).capability

    def nvmlDeviceGetCurrPcieLinkGeneration(self, h: _Handle) -> int:
        return self._device("nvmlDeviceGetCurrPcieLinkGeneration", h).pcie[0]

    def nvmlDeviceGetCurrPcieLinkWidth(self, h: _Handle) -> int:
        return self._device("nvmlDeviceGetCurrPcieLinkWidth", h).pcie[1]

    def nvmlDeviceGetMaxPcieLinkGeneration(self, h: _Handle) -> int:
        return self._device("nvmlDeviceGetMaxPcieLinkGeneration", h).pcie[0]

    def nvmlDeviceGetMaxPcieLinkWidth(self, h: _Handle) -> int:
        return self._device("nvmlDeviceGetMaxPcieLinkWidth", h).pcie[1]

    def nvmlDeviceGetPowerManagementLimit(self, h: _Handle) -> int:
        return self._device("nvmlDeviceGetPowerManagementLimit", h).power_limit_mw

    def nvmlDeviceGetEnforcedPowerLimit(self, h: _Handle) -> int:
        return self._device("nvmlDeviceGetEnforcedPowerLimit", h).power_limit_mw

    def nvmlDeviceGetMigMode(self, h: _Handle) -> list[int]:
        gpu = self._device("nvmlDeviceGetMigMode", h)
        if gpu.mig_mode is None:
            raise NVMLError(NVML_ERROR_NOT_SUPPORTED)
        return list(gpu.mig_mode)

    def nvmlDeviceGetMaxMigDeviceCount(self, h: _Handle) -> int:
        gpu = self._device("nvmlDeviceGetMaxMigDeviceCount", h)
        return gpu.mig_slots if gpu.mig_mode else 0

    def nvmlDeviceGetMigDeviceHandleByIndex(self, h: _Handle, slot: int) -> _Handle:
        gpu = self._device("nvmlDeviceGetMigDeviceHandleByIndex", h)
        if slot >= len(gpu.mig_instances):
            raise NVMLError(NVML_ERROR_NOT_FOUND)
        return _Handle(h.index, slot)

    def nvmlDeviceGetNvLinkState(self, h: _Handle, link: int) -> int:
        gpu = self._device("nvmlDeviceGetNvLinkState", h)
        if not gpu.has_nvlink:
            raise NVMLError(NVML_ERROR_NOT_SUPPORTED)
        if link >= 18:
            raise NVMLError(NVML_ERROR_INVALID_ARGUMENT)
        return 1 if link < gpu.nvlinks else 0

    def nvmlDeviceGetUtilizationRates(self, h: _Handle) -> FakeUtil:
        return FakeUtil(self._device("nvmlDeviceGetUtilizationRates", h).util_pct, 1)

    def nvmlDeviceGetTemperature(self, h: _Handle, sensor: int) -> int:
        return self._device("nvmlDeviceGetTemperature", h).temp_c

    def nvmlDeviceGetPowerUsage(self, h: _Handle) -> int:
        return self._device("nvmlDeviceGetPowerUsage", h).power_usage_mw

    def nvmlDeviceGetClockInfo(self, h: _Handle, clock: int) -> int:
        return self._device("nvmlDeviceGetClockInfo", h).sm_clock_mhz


def install(monkeypatch: pytest.MonkeyPatch, fake: FakeNvml | None) -> None:
    """Make ``import pynvml`` return the fake; ``None`` makes the import fail."""
    import sys

    if fake is None:
        monkeypatch.setitem(sys.modules, "pynvml", None)  # type: ignore[arg-type]
    else:
        monkeypatch.setitem(sys.modules, "pynvml", fake.module)
