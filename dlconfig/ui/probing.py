"""Probe calls for the GUI workers: the fast probe first, the detailed one after."""

from __future__ import annotations

from dlconfig.models.hardware import HardwareProfile


def fast_probe() -> HardwareProfile:
    """Everything but py-cpuinfo's details (a few hundred ms at most)."""
    from dlconfig.services import fast_probe as probe

    return probe()


def full_probe() -> HardwareProfile:
    """The whole profile, CPU details included (about a second when not cached)."""
    from dlconfig.services import probe_machine

    return probe_machine()
