"""Checks of what NVML answers, one value at a time.

A driver, a pynvml binding or a shim can answer nonsense: a string where a number
belongs, a negative size, NaN, an empty tuple for a compute capability, a bare integer
where a (current, pending) pair belongs. Like nvitop, dlconfig treats each value on its
own: a bad one becomes ``None`` for that field (with a problem saying so), and every
other field and GPU is kept. Each check returns the clean value or raises
:class:`BadValueError`.
"""

from __future__ import annotations

import math
from typing import Any

# More GPUs than any single machine holds (the largest nodes carry 8 to 16); a count
# above this is a broken answer, not a machine.
MAX_GPUS = 64
_MAX_TEXT = 256


class BadValueError(ValueError):
    """NVML answered something that is not a valid value; ``value_text`` shows it briefly."""

    def __init__(self, value: Any) -> None:
        text = repr(value)
        self.value_text = text if len(text) <= 40 else text[:39] + "…"
        super().__init__(self.value_text)


def whole(value: Any, low: int = 0, high: int = 2**63) -> int:
    """An integer in [low, high] (a bool or a float is not one)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadValueError(value)
    return value


def number(value: Any, low: float = 0.0, high: float = 1e18) -> float:
    """A finite number in [low, high]."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise BadValueError(value)
    out = float(value)
    if not math.isfinite(out) or not low <= out <= high:
        raise BadValueError(value)
    return out


def gpu_count(value: Any) -> int:
    """How many GPUs NVML lists: 0 to :data:`MAX_GPUS`."""
    return whole(value, 0, MAX_GPUS)


def text(value: Any) -> str:
    """A short, printable, non-empty string (names, UUIDs, versions)."""
    if not isinstance(value, str) or not value.strip() or len(value) > _MAX_TEXT:
        raise BadValueError(value)
    if not value.isprintable():
        raise BadValueError(value)
    return value


def memory(value: Any) -> tuple[int, int, int]:
    """(total, free, used) bytes of an ``nvmlMemory_t``; free and used within total."""
    try:
        total, free, used = value.total, value.free, value.used
    except AttributeError:
        raise BadValueError(value) from None
    total = whole(total)
    return total, whole(free, 0, total), whole(used, 0, total)


def utilization(value: Any) -> float:
    """The GPU busy percent of an ``nvmlUtilization_t``."""
    try:
        gpu = value.gpu
    except AttributeError:
        raise BadValueError(value) from None
    return number(gpu, 0.0, 100.0)


def capability(value: Any) -> str:
    """A (major, minor) compute capability as ``"8.9"``."""
    if not isinstance(value, tuple | list) or len(value) != 2:
        raise BadValueError(value)
    major, minor = value
    return f"{whole(major, 1, 99)}.{whole(minor, 0, 99)}"


def mig_mode(value: Any, enabled: int) -> bool:
    """Whether the current MIG mode of a (current, pending) pair is ``enabled``."""
    if not isinstance(value, tuple | list) or len(value) != 2:
        raise BadValueError(value)
    return whole(value[0], 0, 1) == enabled
