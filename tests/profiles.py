"""Recorded machine snapshots (tests/data/profiles/*.json) for engine and GUI tests.

Usage: ``from tests.profiles import load_profile, PROFILE_NAMES``.
"""

from __future__ import annotations

from pathlib import Path

from dlconfig.models import HardwareProfile

PROFILES_DIR = Path(__file__).parent / "data" / "profiles"

PROFILE_NAMES: tuple[str, ...] = (
    "no_gpu",
    "consumer_gpu",
    "datacenter_8x",
    "mig",
    "driver_missing",
    "wsl2",
    "windows",
    "macos",
)


def profile_path(name: str) -> Path:
    """Path of the recorded snapshot ``name`` (one of PROFILE_NAMES)."""
    if name not in PROFILE_NAMES:
        raise KeyError(f"no recorded profile {name!r}; known: {', '.join(PROFILE_NAMES)}")
    return PROFILES_DIR / f"{name}.json"


def load_profile(name: str) -> HardwareProfile:
    """Load and validate one recorded HardwareProfile snapshot."""
    return HardwareProfile.model_validate_json(profile_path(name).read_text(encoding="utf-8"))
