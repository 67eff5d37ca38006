"""The one door to NVML: lazy loading, decoded strings, unsupported calls as ``None``.

Every NVML call in dlconfig goes through :class:`Nvml`. It imports ``pynvml`` (from the
``nvidia-ml-py`` package) only when opened, so tests can put a fake module into
``sys.modules``. "Not supported on this GPU" and "this driver lacks the function" become
``None``; "no library", "no driver" and "driver/library mismatch" become one
:class:`ProbeUnavailable` with a stable code and a sentence a user can act on. Any other
NVML failure raises :class:`NvmlCallError` naming the call.

Every call runs under a deadline, on a small pool of daemon worker threads: a call that
does not return in time raises :class:`NvmlTimeoutError`, and the device it asked about (or,
for a call about no device, NVML as a whole) is marked hung, so later calls about it fail
at once instead of waiting again. A hung driver call cannot be cancelled; its worker is
left behind (a daemon thread, so it never holds the process open).

Threading: NVML itself is thread-safe; open, query and close an instance from one thread
(the sampler thread or a probe worker), or read different devices from several threads.
"""

from __future__ import annotations

import importlib
import logging
import queue
import threading
from collections.abc import Callable
from types import ModuleType, TracebackType
from typing import Any

from dlconfig.models.probe_errors import ProbeUnavailable

log = logging.getLogger(__name__)

# Numeric NVML return codes (nvml.h); read from pynvml when it has them.
_CODES = {
    "NVML_ERROR_UNINITIALIZED": 1,
    "NVML_ERROR_NOT_SUPPORTED": 3,
    "NVML_ERROR_NO_PERMISSION": 4,
    "NVML_ERROR_NOT_FOUND": 6,
    "NVML_ERROR_DRIVER_NOT_LOADED": 9,
    "NVML_ERROR_LIBRARY_NOT_FOUND": 12,
    "NVML_ERROR_FUNCTION_NOT_FOUND": 13,
    "NVML_ERROR_GPU_IS_LOST": 15,
    "NVML_ERROR_LIB_RM_VERSION_MISMATCH": 18,
}

# NVML errors that mean the GPUs cannot be used -> the probe's code (its words are the
# messages catalogue's ``probe.`` + code)
_UNAVAILABLE_CODES = {
    "NVML_ERROR_LIBRARY_NOT_FOUND": "nvml.library_not_found",
    "NVML_ERROR_DRIVER_NOT_LOADED": "nvml.driver_not_loaded",
    "NVML_ERROR_LIB_RM_VERSION_MISMATCH": "nvml.version_mismatch",
    "NVML_ERROR_NO_PERMISSION": "nvml.no_permission",
}

_NONE_ERRORS = ("NVML_ERROR_NOT_SUPPORTED", "NVML_ERROR_FUNCTION_NOT_FOUND")


# Deadlines, seconds. nvmlInit can legitimately take seconds (a driver without
# persistence mode brings every GPU up); a query takes milliseconds.
OPEN_TIMEOUT_S = 10.0
CALL_TIMEOUT_S = 0.5
# The ``device`` of the system-information calls (driver, CUDA and NVML versions): a hang
# there costs those answers only, not the GPU list.
SYSTEM_INFO = -1


class NvmlCallError(Exception):
    """An NVML call failed for a reason other than "not supported"."""

    is_timeout = False

    def __init__(self, call: str, message: str, is_gpu_lost: bool = False) -> None:
        super().__init__(f"{call}: {message}")
        self.call = call
        self.is_gpu_lost = is_gpu_lost


class NvmlTimeoutError(NvmlCallError):
    """An NVML call did not return within its deadline (or asked about a hung device)."""

    is_timeout = True

    def __init__(self, call: str, timeout_s: float) -> None:
        super().__init__(call, f"no answer within {timeout_s:g} s")
        self.timeout_s = timeout_s


class _DeadlinePassed(Exception):  # noqa: N818 - an event, not an error of NVML's
    """The call did not return in time (never raised by NVML itself)."""


class _Job:
    """One call handed to a worker; ``lock`` settles who wins when the deadline and the
    answer arrive together."""

    __slots__ = ("abandoned", "args", "done", "error", "func", "lock", "result")

    def __init__(self, func: Callable[..., Any], args: tuple[Any, ...]) -> None:
        self.func = func
        self.args = args
        self.done = threading.Event()
        self.lock = threading.Lock()
        self.abandoned = False
        self.result: Any = None
        self.error: BaseException | None = None


class _Runner:
    """Runs callables on reusable daemon threads, each under a deadline."""

    _MAX_IDLE = 8

    def __init__(self) -> None:
        self._idle: list[queue.SimpleQueue[_Job | None]] = []
        self._lock = threading.Lock()

    def run(self, func: Callable[..., Any], args: tuple[Any, ...], timeout_s: float) -> Any:
        """``func(*args)``; raises _DeadlinePassed when it has not returned in ``timeout_s``."""
        job = _Job(func, args)
        with self._lock:
            inbox = self._idle.pop() if self._idle else None
        if inbox is None:
            inbox = queue.SimpleQueue()
            threading.Thread(
                target=self._work, args=(inbox,), name="dlconfig-nvml", daemon=True
            ).start()
        inbox.put(job)
        if not job.done.wait(timeout_s):
            with job.lock:
                if not job.done.is_set():
                    job.abandoned = True  # its worker ends when (if) the call returns
                    raise _DeadlinePassed
        if job.error is not None:
            raise job.error
        return job.result

    def _work(self, inbox: queue.SimpleQueue[_Job | None]) -> None:
        while (job := inbox.get()) is not None:
            try:
                job.result = job.func(*job.args)
            except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread
                job.error = exc
            with job.lock:
                job.done.set()
                if job.abandoned:
                    return
            with self._lock:
                if len(self._idle) >= self._MAX_IDLE:
                    return
                self._idle.append(inbox)

    def stop_idle(self) -> None:
        """End the idle workers (a busy or abandoned one ends after its call)."""
        with self._lock:
            idle, self._idle = self._idle, []
        for inbox in idle:
            inbox.put(None)


def decode(value: Any) -> Any:
    """Turn bytes from older pynvml versions into str; leave everything else alone."""
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace").rstrip("\x00")
    return value


class Nvml:
    """A lazily loaded NVML session. Use as a context manager or call open()/close().

    ``module`` replaces ``import pynvml`` (tests); otherwise pynvml is imported on open().
    """

    def __init__(
        self,
        module: ModuleType | None = None,
        *,
        call_timeout_s: float = CALL_TIMEOUT_S,
        open_timeout_s: float = OPEN_TIMEOUT_S,
    ) -> None:
        self._module = module
        self._codes: dict[str, int] = dict(_CODES)
        self.is_open = False
        self.call_timeout_s = call_timeout_s
        self.open_timeout_s = open_timeout_s
        self._runner = _Runner()
        # NVML indices of devices that stopped answering; True once a call about no
        # device (or about all of them) did
        self.hung_devices: set[int] = set()
        self.is_hung = False

    @property
    def module(self) -> ModuleType:
        if self._module is None:
            raise ProbeUnavailable("nvml.not_open")
        return self._module

    def open(self) -> None:
        """Load and initialise NVML. Raises ProbeUnavailable with a clear reason."""
        if self.is_open:
            return
        if self._module is None:
            try:
                self._module = importlib.import_module("pynvml")
            except ImportError as exc:
                raise ProbeUnavailable(
                    "nvml.library_not_found", cause="no_pynvml", error=str(exc)
                ) from exc
        module = self._module
        for name in _CODES:
            value = getattr(module, name, None)
            if isinstance(value, int):
                self._codes[name] = value
        self.hung_devices.clear()
        self.is_hung = False
        try:
            self._runner.run(module.nvmlInit, (), self.open_timeout_s)
        except _DeadlinePassed:
            self.is_hung = True
            raise ProbeUnavailable(
                "nvml.error",
                stage="start",
                error=str(NvmlTimeoutError("nvmlInit", self.open_timeout_s)),
            ) from None
        except Exception as exc:
            raise self._unavailable(exc) from exc
        self.is_open = True

    def close(self) -> None:
        """Shut NVML down; never raises, never waits longer than one call's deadline."""
        if not self.is_open:
            return
        self.is_open = False
        try:
            if self.is_hung:  # the driver is stuck; a shutdown would queue behind it
                log.debug("nvmlShutdown skipped: NVML stopped answering")
            else:
                self._runner.run(self.module.nvmlShutdown, (), self.call_timeout_s)
        except _DeadlinePassed:
            log.debug("nvmlShutdown did not return within %g s", self.call_timeout_s)
        except Exception as exc:  # noqa: BLE001 - shutting NVML down is best effort
            log.debug("nvmlShutdown failed: %s", exc)
        finally:
            self._runner.stop_idle()

    def __enter__(self) -> Nvml:
        self.open()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def call(self, name: str, *args: Any, device: int | None = None) -> Any:
        """Call ``pynvml.<name>(*args)`` under the deadline and return its decoded result.

        ``device``: the NVML index the call is about (None: NVML as a whole;
        :data:`SYSTEM_INFO`: a version query); a timeout marks that device hung (or all
        of NVML), and later calls about it raise
        NvmlTimeoutError at once. Returns None when the GPU does not support the query or the
        installed driver lacks the function (or pynvml lacks the binding). Raises
        NvmlCallError (NvmlTimeoutError on a deadline) otherwise.
        """
        func = getattr(self.module, name, None)
        if func is None:
            return None  # a pynvml older than the call
        if self.is_hung or device in self.hung_devices:
            raise NvmlTimeoutError(name, self.call_timeout_s)
        try:
            return decode(self._runner.run(func, args, self.call_timeout_s))
        except _DeadlinePassed:
            if device is None:
                self.is_hung = True
            else:
                self.hung_devices.add(device)
            log.debug("%s did not return within %g s", name, self.call_timeout_s)
            raise NvmlTimeoutError(name, self.call_timeout_s) from None
        except Exception as exc:
            code = self._error_name(exc)
            if code in _NONE_ERRORS:
                return None
            if code is None and not self._is_nvml_error(exc):
                raise NvmlCallError(name, f"{type(exc).__name__}: {exc}") from exc
            raise NvmlCallError(
                name, self._message(exc), is_gpu_lost=code == "NVML_ERROR_GPU_IS_LOST"
            ) from exc

    def constant(self, name: str, default: int) -> int:
        """An NVML constant from pynvml, or ``default`` if this pynvml lacks it."""
        value = getattr(self.module, name, default)
        return value if isinstance(value, int) else default

    def _is_nvml_error(self, exc: Exception) -> bool:
        error_type = getattr(self.module, "NVMLError", None)
        return isinstance(error_type, type) and isinstance(exc, error_type)

    def _error_name(self, exc: Exception) -> str | None:
        if not self._is_nvml_error(exc):
            return None
        value = getattr(exc, "value", None)
        for name, number in self._codes.items():
            if value == number:
                return name
        return None

    def _message(self, exc: Exception) -> str:
        text = str(exc).strip()
        return text or f"NVML error {getattr(exc, 'value', '?')}"

    def _unavailable(self, exc: Exception) -> ProbeUnavailable:
        name = self._error_name(exc)
        if name in _UNAVAILABLE_CODES:
            return ProbeUnavailable(_UNAVAILABLE_CODES[name])
        if isinstance(exc, OSError):  # a broken libnvidia-ml that fails to load
            return ProbeUnavailable("nvml.library_not_found", cause="load_failed", error=str(exc))
        return ProbeUnavailable("nvml.error", stage="start", error=self._message(exc))
