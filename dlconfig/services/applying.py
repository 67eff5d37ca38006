"""Setting up an exported bundle on this machine, for the faces (``dlconfig.apply``)."""

from __future__ import annotations

from dlconfig.apply.bundle import ApplyError, BundleInfo, read_bundle
from dlconfig.apply.environment import (
    ApplyProgress,
    ApplyResult,
    VerifyLine,
    apply_bundle,
    is_set_up,
)
from dlconfig.apply.process import ApplyCancelledError, CommandRunner, run_streaming

__all__ = [
    "ApplyCancelledError",
    "ApplyError",
    "ApplyProgress",
    "ApplyResult",
    "BundleInfo",
    "CommandRunner",
    "VerifyLine",
    "apply_bundle",
    "is_set_up",
    "read_bundle",
    "run_streaming",
]
