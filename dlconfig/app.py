"""GUI entry point: ``dlconfig [SESSION_FILE] [--lang ..] [--page ..] [--screenshot PNG] ...``.

Builds every object once (knowledge base, view models, sampler, pages, window) and passes
them through constructors. The window is shown before any slow work; the probe fills in
from worker threads.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from dlconfig.services import add_folder_arguments, apply_folder_arguments

PAGES = ("machine", "monitor", "plan", "doctor", "settings")
NO_DISPLAY_MESSAGE = """\
dlconfig: no display found, so the desktop app cannot open a window.
Use the command-line tool instead, for example:
  dlconfig-cli probe          what this machine is
  dlconfig-cli plan           plan the default workload (or: dlconfig-cli plan WORKLOAD.yaml)
  dlconfig-cli export PLAN --out DIR
  dlconfig-cli doctor
Or set QT_QPA_PLATFORM=offscreen to run the app without a screen.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dlconfig", description="Desktop configurator for deep-learning environments."
    )
    parser.add_argument("session", nargs="?", help="a .dlconfig.json session to open")
    parser.add_argument("--lang", choices=("en", "zh_CN", "zh_TW"), help="language of the app")
    parser.add_argument("--page", choices=PAGES, help="page to open")
    parser.add_argument("--screenshot", metavar="PNG", help="write the window to PNG, then exit")
    parser.add_argument(
        "--window-size",
        type=window_size,
        metavar="WxH",
        help="window size in pixels, e.g. 1366x768 (fitted to the screen otherwise)",
    )
    parser.add_argument(
        "--quit-when-ready", action="store_true", help="exit once the first results are shown"
    )
    parser.add_argument(
        "--quit-when-shown",
        action="store_true",
        help="exit once the window has been painted (measures start-up)",
    )
    parser.add_argument("--quit-after", type=float, metavar="SECONDS", help="exit after SECONDS")
    parser.add_argument("--self-test", action="store_true", help="headless check, then exit")
    parser.add_argument(
        "--sample-interval-ms",
        type=int,
        metavar="MS",
        help="live monitor interval for this run (overrides DLCONFIG_SAMPLE_INTERVAL_MS)",
    )
    add_folder_arguments(parser)
    return parser


def window_size(text: str) -> tuple[int, int]:
    """``1366x768`` -> (1366, 768); argparse reports anything else as a usage error."""
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1366x768, got {text!r}")
    w, h = int(width), int(height)
    if not (320 <= w <= 10000 and 240 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"{text!r} is outside 320x240 .. 10000x10000")
    return w, h


# Libraries Qt's xcb platform plugin loads, and the packages that ship them.
# (library name for ctypes.util.find_library, Debian/Ubuntu package, Fedora package)
XCB_LIBRARIES = (
    ("xcb-cursor", "libxcb-cursor0", "xcb-util-cursor"),
    ("xcb-icccm", "libxcb-icccm4", "xcb-util-wm"),
    ("xcb-image", "libxcb-image0", "xcb-util-image"),
    ("xcb-keysyms", "libxcb-keysyms1", "xcb-util-keysyms"),
    ("xcb-render-util", "libxcb-render-util0", "xcb-util-renderutil"),
    ("xcb-xkb", "libxcb-xkb1", "libxcb"),
    ("xkbcommon-x11", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    ("xcb-shape", "libxcb-shape0", "libxcb"),
    ("xcb-randr", "libxcb-randr0", "libxcb"),
)


def uses_xcb() -> bool:
    """Whether Qt will pick its X11 (xcb) platform: chosen explicitly, or Linux/BSD with
    an X display and no Wayland session."""
    chosen = os.environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    if sys.platform.startswith(("win", "darwin")):
        return False
    return bool(os.environ.get("DISPLAY")) and not os.environ.get("WAYLAND_DISPLAY")


def missing_xcb_message(find_library: Callable[[str], str | None] | None = None) -> str | None:
    """One line naming the packages to install when xcb libraries are missing, else None."""
    if find_library is None:
        import ctypes.util

        find_library = ctypes.util.find_library
    if not find_library("xcb"):
        # Not even libxcb itself: the finder cannot see the libraries here (no ldconfig),
        # so say nothing rather than stop a working system.
        return None
    missing = [(deb, rpm) for lib, deb, rpm in XCB_LIBRARIES if not find_library(lib)]
    if not missing:
        return None
    debian = " ".join(dict.fromkeys(deb for deb, _ in missing))
    fedora = " ".join(dict.fromkeys(rpm for _, rpm in missing))
    return (
        "dlconfig: Qt's X11 support needs libraries this system lacks; install them with"
        f" 'sudo apt install {debian}' (Debian/Ubuntu) or 'sudo dnf install {fedora}' (Fedora)."
    )


def has_display() -> bool:
    """False on Linux/BSD without X11 or Wayland (and no platform chosen explicitly)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith(("win", "darwin")):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def run_self_test() -> int:
    try:
        from dlconfig.selftest import run_self_test as self_test
    except ImportError:
        print("dlconfig: the self-test is not part of this build", file=sys.stderr)
        return 1
    return int(self_test())


def main(argv: Sequence[str] | None = None) -> int:
    """Start the desktop app and return its exit code."""
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    apply_folder_arguments(args)
    if args.self_test:
        return run_self_test()
    if not has_display():
        print(NO_DISPLAY_MESSAGE, file=sys.stderr, end="")
        return 1
    if uses_xcb():
        missing = missing_xcb_message()
        if missing:  # Qt would abort with a long, cryptic plugin message
            print(missing, file=sys.stderr)
            return 1
    # Start-up allocates much and frees little: the cyclic collector only slows it down.
    # run_app turns it back on once the window is up and the pages are built.
    gc.disable()
    from dlconfig.ui.pyside_workarounds import speed_up_feature_scan

    speed_up_feature_scan()  # before the app's own imports, which it speeds up
    from PySide6.QtCore import QSize

    from dlconfig.ui.application import run_app

    return run_app(
        session=Path(args.session) if args.session else None,
        language=args.lang,
        page=args.page,
        screenshot=Path(args.screenshot) if args.screenshot else None,
        quit_when_ready=args.quit_when_ready,
        quit_when_shown=args.quit_when_shown,
        quit_after_s=args.quit_after,
        sample_interval_ms=args.sample_interval_ms,
        window_size=QSize(*args.window_size) if args.window_size else None,
    )
