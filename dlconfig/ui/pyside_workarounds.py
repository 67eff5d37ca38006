"""Workarounds for defects in the installed PySide6, applied once at start-up.

PySide6 6.12.0 returns borrowed references as new ones in two places that run on every
plot update: ``SignalInstance.emit()`` returns ``True``/``False`` and
``QObject.property()`` of an unset property returns ``None`` without taking a reference.
Each call therefore drops one reference to a singleton; after some thousands of calls
CPython 3.11 frees ``True`` or ``None`` and aborts ("bool_dealloc: deallocating True or
False"). CPython 3.12 and later make these singletons immortal, which is exactly the
cure applied here for older interpreters: give them a reference count that cannot reach
zero. They are never freed in a running interpreter anyway, so nothing is lost.

PySide6's import hook (PYSIDE-2029) asks of every module imported after PySide6 whether
its source mentions "PySide6", through ``inspect.getsource``: about 0.15 ms a module and
a copy of every source kept in ``linecache``. :func:`speed_up_feature_scan` asks the same
question by reading the file's bytes (same answer, a tenth of the time, nothing kept).
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable
from types import ModuleType

_HEADROOM = 1 << 40
_applied = False


# WORKAROUND: PySide6 6.12.0 drops a reference to True/False on every SignalInstance.emit()
# and to None on every QObject.property() of an unset name. No upstream report could be
# found; the minimal reproduction (CPython 3.11.7, PySide6 6.12.0) aborts with "Fatal
# Python error: bool_dealloc: deallocating True or False" within 1,000 emits:
#
#     from PySide6.QtCore import QCoreApplication, QObject, Signal
#     app = QCoreApplication([])
#     class E(QObject):
#         s = Signal()
#     e = E()
#     for _ in range(1000):
#         e.s.emit()
#
# Remove this when that loop runs clean on the oldest PySide6 and CPython we support.
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


def _reads_source_file(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def mod_uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)  # builtins, extensions, sources from zips: PySide's way

    mod_uses_pyside.dlconfig_fast_scan = True  # type: ignore[attr-defined]
    return mod_uses_pyside


def speed_up_feature_scan() -> bool:
    """Make PySide6's per-import source scan read files directly; call before other imports.

    Returns True when applied; False when this PySide6 has no such scan (nothing to do).
    """
    import PySide6  # noqa: F401 - sets up shibokensupport and its import hook

    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if not callable(original) or getattr(original, "dlconfig_fast_scan", False):
        return False
    feature._mod_uses_pyside = _reads_source_file(original)  # type: ignore[union-attr]
    return True
