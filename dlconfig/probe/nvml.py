"""The one door to NVML: lazy loading, decoded strings, unsupported calls as ``None``.

Every NVML call in dlconfig goes through :class:`Nvml`. It imports ``pynvml`` (from the
``nvidia-ml-py`` package) only when opened, so tests can put a fake module into
``sys.modules``. "Not supported on this GPU" and "this driver lacks the function" become
``None``; "no library", "no driver" and "driver/library mismatch" become one
:class:`ProbeUnavailable` with a stable code and a sentence a user can act on. Any other
NVML failure raises :class:`NvmlCallError` naming the call.

Threading: NVML itself is thread-safe, but open, query and close an instance from one
thread (the sampler thread or a probe worker).
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Mapping
from types import ModuleType, TracebackType
from typing import Any

from dlconfig.models.messages import ParamValue, render_text

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


class ProbeUnavailable(Exception):  # noqa: N818 - a state, named as the design calls it
    """NVML cannot be used on this machine; ``code`` is stable, ``params`` fill its words
    (``reason``, from the messages catalogue's ``probe.`` + code)."""

    def __init__(self, code: str, **params: ParamValue) -> None:
        self.code = code
        self.params = params
        self.reason = unavailable_text(code, params)
        super().__init__(self.reason)


def unavailable_text(code: str, params: Mapping[str, ParamValue]) -> str:
    """Why the GPUs cannot be used, in English, from ``code`` and ``params``."""
    return render_text("probe." + code, params) or code


class NvmlCallError(Exception):
    """An NVML call failed for a reason other than "not supported"."""

    def __init__(self, call: str, message: str, is_gpu_lost: bool = False) -> None:
        super().__init__(f"{call}: {message}")
        self.call = call
        self.is_gpu_lost = is_gpu_lost


def decode(value: Any) -> Any:
    """Turn bytes from older pynvml versions into str; leave everything else alone."""
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace").rstrip("\x00")
    return value


class Nvml:
    """A lazily loaded NVML session. Use as a context manager or call open()/close().

    ``module`` replaces ``import pynvml`` (tests); otherwise pynvml is imported on open().
    """

    def __init__(self, module: ModuleType | None = None) -> None:
        self._module = module
        self._codes: dict[str, int] = dict(_CODES)
        self.is_open = False

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
        try:
            module.nvmlInit()
        except Exception as exc:
            raise self._unavailable(exc) from exc
        self.is_open = True

    def close(self) -> None:
        """Shut NVML down; never raises."""
        if not self.is_open:
            return
        self.is_open = False
        try:
            self.module.nvmlShutdown()
        except Exception as exc:  # noqa: BLE001 - shutting NVML down is best effort
            log.debug("nvmlShutdown failed: %s", exc)

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

    def call(self, name: str, *args: Any) -> Any:
        """Call ``pynvml.<name>(*args)`` and return its decoded result.

        Returns None when the GPU does not support the query or the installed driver lacks
        the function (or pynvml lacks the binding). Raises NvmlCallError otherwise.
        """
        func = getattr(self.module, name, None)
        if func is None:
            return None  # a pynvml older than the call
        try:
            return decode(func(*args))
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
