"""Run a floor program with the same PySide6 refcount workaround the app applies.

PySide6 6.12 on CPython 3.11 drops references to ``True``/``None`` in signal emission
and property reads (see dlconfig/ui/pyside_workarounds.py); a pyqtgraph program that
ticks for a minute then aborts with "none_dealloc" part-way through, and a floor that
dies mid-window measures too little CPU. The app runs with the workaround, so the floor
does too: same interpreter, same Qt, same cure, nothing else changed.

    python -m benchmarks.run_floor PATH/floor_monitor.py 60
"""

from __future__ import annotations

import runpy
import sys

from dlconfig.ui.pyside_workarounds import make_singletons_immortal


def main() -> None:
    path, *args = sys.argv[1:]
    make_singletons_immortal()
    sys.argv = [path, *args]
    runpy.run_path(path, run_name="__main__")


if __name__ == "__main__":
    main()
