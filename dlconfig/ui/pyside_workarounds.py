"""Workarounds for defects in the installed PySide6, applied once at start-up.

PySide6 6.12.0 returns borrowed references as new ones in two places that run on every
plot update: ``SignalInstance.emit()`` returns ``True``/``False`` and
``QObject.property()`` of an unset property returns ``None`` without taking a reference.
Each call therefore drops one reference to a singleton; after some thousands of calls
CPython 3.11 frees ``True`` or ``None`` and aborts ("bool_dealloc: deallocating True or
False"). CPython 3.12 and later make these singletons immortal, which is exactly the
cure applied here for older interpreters: give them a reference count that cannot reach
zero. They are never freed in a running interpreter anyway, so nothing is lost.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 40
_applied = False


def make_singletons_immortal() -> bool:
    """Raise the reference counts of None, True and False out of reach (CPython < 3.12).

    Returns True when applied; a no-op on interpreters where they are immortal already.
    """
    global _applied  # noqa: PLW0603 - applied once per process, by design
    if _applied or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object header.
        counter = ctypes.c_ssize_t.from_address(id(singleton))
        counter.value += _HEADROOM
    _applied = True
    return True
