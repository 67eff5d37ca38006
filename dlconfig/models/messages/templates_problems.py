"""Templates of what the probe could not read (a section's problems), by code."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template


def _one(text: str) -> Template:
    return ((text,),)


PROBLEM_TEMPLATES: dict[str, Template] = {
    "probe.cpu.cpuinfo_unreadable": (
        (
            QT_TRANSLATE_NOOP("ReasonText", "/proc/cpuinfo could not be read ({error})"),
            QT_TRANSLATE_NOOP("ReasonText", "/proc/cpuinfo could not be read"),
        ),
    ),
    "probe.cpu.registry_unreadable": _one(
        QT_TRANSLATE_NOOP("ReasonText", "CPU name: the registry could not be read ({error})")
    ),
    "probe.cpu.sysctl_failed": (
        (
            QT_TRANSLATE_NOOP("ReasonText", "CPU name: sysctl failed ({error})"),
            QT_TRANSLATE_NOOP("ReasonText", "CPU name: sysctl failed"),
        ),
    ),
    "probe.cpu.details_unreadable": _one(
        QT_TRANSLATE_NOOP("ReasonText", "CPU details could not be read ({error})")
    ),
    "probe.cpu.no_reader": _one(
        QT_TRANSLATE_NOOP("ReasonText", "no fast CPU reader for platform {platform}")
    ),
    "probe.cpu.cores_failed": _one(QT_TRANSLATE_NOOP("ReasonText", "physical cores: {error}")),
    "probe.cpu.cores_unknown": _one(
        QT_TRANSLATE_NOOP("ReasonText", "physical cores: the OS did not say")
    ),
    "probe.cpu.max_freq_unknown": _one(
        QT_TRANSLATE_NOOP("ReasonText", "max frequency: the OS exposes no frequency limits here")
    ),
    "probe.cpu.cpuinfo_failed": _one(
        QT_TRANSLATE_NOOP("ReasonText", "detailed CPU information (py-cpuinfo) failed: {error}")
    ),
    "probe.memory.ram_unreadable": _one(
        QT_TRANSLATE_NOOP("ReasonText", "RAM could not be read ({error})")
    ),
    "probe.memory.swap_unreadable": _one(
        QT_TRANSLATE_NOOP("ReasonText", "swap could not be read ({error})")
    ),
}
