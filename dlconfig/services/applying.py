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
from dlconfig.apply.preview import (
    ApplyPreview,
    CacheUse,
    cpu_requirements,
    has_nvidia_gpu,
    preview_bundle,
    uv_cache,
)
from dlconfig.apply.process import ApplyCancelledError, CommandRunner, run_streaming

__all__ = [
    "ApplyCancelledError",
    "ApplyError",
    "ApplyPreview",
    "ApplyProgress",
    "ApplyResult",
    "BundleInfo",
    "CacheUse",
    "CommandRunner",
    "VerifyLine",
    "apply_bundle",
    "cpu_requirements",
    "has_nvidia_gpu",
    "is_set_up",
    "preview_bundle",
    "read_bundle",
    "run_streaming",
    "uv_cache",
]
