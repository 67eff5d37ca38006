"""A workaround for a reference-count defect of PySide6 6.12 on CPython < 3.12, Qt-free.

Both Qt users need it: the GUI (signals and properties on every plot update) and the PDF
writer (thousands of void method calls while painting a report), so it lives here, below
both, and imports nothing of Qt.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 40
_applied = False


# WORKAROUND: PySide6 6.12.0 drops a reference to True/False on every SignalInstance.emit(),
# to None on every QObject.property() of an unset name and on C++ void method calls
# (100 calls of QObject.setObjectName take 100 references from None). No upstream report could be
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
