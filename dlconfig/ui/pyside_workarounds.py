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

import sys
from collections.abc import Callable
from types import ModuleType

from dlconfig.pyside_refcounts import make_singletons_immortal

__all__ = ["make_singletons_immortal", "speed_up_feature_scan"]


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
