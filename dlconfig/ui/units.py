"""Readable numbers for the screen: bytes, rates, durations and money.

Display-ready text ends in ``_text``. Numbers use the application's QLocale so that
separators follow the chosen language.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLocale

_BINARY_UNITS = ("B", "KiB", "MiB", "GiB", "TiB", "PiB")
_DECIMAL_UNITS = ("B", "kB", "MB", "GB", "TB", "PB")
DASH = "—"

# The user's units setting (binary GiB or decimal GB) for memory and storage sizes; set by
# the application from the settings, read by every page that shows a size.
_UNITS = {"binary": True}


def set_binary_units(binary: bool) -> bool:
    """Use binary (GiB) or decimal (GB) sizes from now on; whether that changed."""
    changed = _UNITS["binary"] != binary
    _UNITS["binary"] = binary
    return changed


def size_text(value_bytes: float | None, decimals: int = 1) -> str:
    """A memory or storage size in the units the user chose (``bytes_text``)."""
    return bytes_text(value_bytes, binary=_UNITS["binary"], decimals=decimals)


def _is_missing(value: float | None) -> bool:
    """None, or NaN: the monitor's "not available" (see ``dlconfig.monitor.snapshot``)."""
    return value is None or math.isnan(value)


def number_text(value: float | None, decimals: int = 1) -> str:
    """A number with the locale's separators, or a dash for ``None`` or NaN."""
    if _is_missing(value):
        return DASH
    return QLocale().toString(float(value), "f", decimals)


def significant_text(value: float | None, digits: int = 3) -> str:
    """``value`` with about ``digits`` significant digits and the locale's separators:
    ``0.4712`` -> ``0.471``, ``15.04`` -> ``15.0``, ``12215.0`` -> ``12,215``."""
    if _is_missing(value):
        return DASH
    number = float(value)  # type: ignore[arg-type]
    if number == 0:
        return number_text(0.0, 0)
    magnitude = math.floor(math.log10(abs(number)))
    decimals = min(max(digits - 1 - magnitude, 0), 6)
    return number_text(number, decimals)


# SI prefixes for counts (FLOP, operations): 1.93e21 FLOP reads 1.93 ZFLOP.
_SI_PREFIXES = ((1e24, "Y"), (1e21, "Z"), (1e18, "E"), (1e15, "P"), (1e12, "T"), (1e9, "G"))
_SI_PREFIXES += ((1e6, "M"), (1e3, "k"))


def si_text(value: float | None, unit: str, digits: int = 3) -> str:
    """A count with an SI prefix: ``si_text(1.9275e21, "FLOP")`` -> ``1.93 ZFLOP``."""
    if _is_missing(value):
        return DASH
    number = float(value)  # type: ignore[arg-type]
    for divisor, prefix in _SI_PREFIXES:
        if abs(number) >= divisor:
            return f"{significant_text(number / divisor, digits)} {prefix}{unit}"
    return f"{significant_text(number, digits)} {unit}".rstrip()


def quantity_text(value: float | None, unit: str) -> str:
    """Any figure the engine reports with its unit, for the screen: sizes keep their unit
    (GiB, GB) with three significant digits, counts (FLOP, IOPS) get SI prefixes, hours
    read as durations."""
    if _is_missing(value):
        return DASH
    if unit == "h":
        return hours_text(value)
    if unit in ("FLOP", "FLOPS", "FLOP/s", "IOPS"):
        return si_text(value, unit)
    return f"{significant_text(value)} {unit}".rstrip()


def bytes_text(value: float | None, binary: bool = True, decimals: int = 1) -> str:
    """``17179869184`` -> ``16.0 GiB`` (binary) or ``17.2 GB`` (decimal); a dash if missing."""
    if _is_missing(value):
        return DASH
    base = 1024.0 if binary else 1000.0
    units = _BINARY_UNITS if binary else _DECIMAL_UNITS
    size = float(value)
    index = 0
    while abs(size) >= base and index < len(units) - 1:
        size /= base
        index += 1
    shown = 0 if index == 0 else decimals
    return f"{number_text(size, shown)} {units[index]}"


def rate_text(bytes_per_s: float | None) -> str:
    """A throughput such as ``12.5 MB/s`` (decimal, as disks and networks are sold)."""
    if _is_missing(bytes_per_s):
        return DASH
    return f"{bytes_text(bytes_per_s, binary=False)}/s"


def scale_for_rate(max_bytes_per_s: float) -> tuple[float, str]:
    """Divisor and unit label so a plot of rates reads in B/s, kB/s, MB/s or GB/s."""
    for divisor, unit in ((1e9, "GB/s"), (1e6, "MB/s"), (1e3, "kB/s")):
        if max_bytes_per_s >= divisor:
            return divisor, unit
    return 1.0, "B/s"


def hours_text(hours: float | None) -> str:
    """Durations: minutes under an hour, hours under three days, days beyond."""
    if hours is None:
        return DASH
    if hours < 1:
        return f"{number_text(hours * 60, 0)} min"
    if hours < 72:
        return f"{number_text(hours, 1)} h"
    return f"{number_text(hours / 24, 1)} d"


def usd_text(amount: float | None) -> str:
    """US dollars with the locale's separators (list prices are published in USD)."""
    if amount is None:
        return DASH
    decimals = 2 if abs(amount) < 100 else 0
    return f"${number_text(amount, decimals)}"


def flops_text(flops: float | None) -> str:
    """``1.9275e21`` -> ``1.93 ZFLOP``."""
    return si_text(flops, "FLOP")


_STORAGE_KINDS = {"nvme": "NVMe", "ssd": "SSD", "hdd": "HDD", "network": "network"}


def storage_kind_text(kind: str) -> str:
    """``nvme`` -> ``NVMe``: a storage kind as it is written on the box."""
    return _STORAGE_KINDS.get(kind.lower(), kind)
