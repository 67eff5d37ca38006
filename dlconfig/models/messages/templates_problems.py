# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of what the probe could not read (a section's problems), by code."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, sentence

PROBLEM_TEMPLATES: dict[str, Template] = {
    "probe.cpu.cpuinfo_unreadable": (
        (
            QT_TRANSLATE_NOOP("ReasonText", "/proc/cpuinfo could not be read ({error})"),
            QT_TRANSLATE_NOOP("ReasonText", "/proc/cpuinfo could not be read"),
        ),
    ),
    "probe.cpu.registry_unreadable": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "CPU name: the registry could not be read ({error})")
    ),
    "probe.cpu.sysctl_failed": (
        (
            QT_TRANSLATE_NOOP("ReasonText", "CPU name: sysctl failed ({error})"),
            QT_TRANSLATE_NOOP("ReasonText", "CPU name: sysctl failed"),
        ),
    ),
    "probe.cpu.details_unreadable": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "CPU details could not be read ({error})")
    ),
    "probe.cpu.no_reader": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "no fast CPU reader for platform {platform}")
    ),
    "probe.cpu.cores_failed": sentence(QT_TRANSLATE_NOOP("ReasonText", "physical cores: {error}")),
    "probe.cpu.cores_unknown": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "physical cores: the OS did not say")
    ),
    "probe.cpu.max_freq_unknown": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "max frequency: the OS exposes no frequency limits here")
    ),
    "probe.cpu.cpuinfo_failed": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "detailed CPU information (py-cpuinfo) failed: {error}")
    ),
    "probe.memory.ram_unreadable": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "RAM could not be read ({error})")
    ),
    "probe.memory.swap_unreadable": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "swap could not be read ({error})")
    ),
    "probe.gpu.bad_value": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "GPU {index}: NVML answered {value} for {field}, which is not a valid value; it is left empty",
        )
    ),
    "probe.gpu.hung": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "GPU {index} stopped answering (no reply within {timeout_s} s); its remaining values were not read",
        )
    ),
    # AMD's and Intel's GPU tools (amd-smi, rocm-smi, xpu-smi), read when installed
    "probe.gpu_tool.timeout": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{tool} did not answer within {timeout_s} s; the GPU details it gives were not read",
        )
    ),
    "probe.gpu_tool.exit": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{tool} exited with status {status} ({error}); the GPU details it gives were not read",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{tool} exited with status {status}; the GPU details it gives were not read",
            ),
        ),
    ),
    "probe.gpu_tool.could_not_run": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{tool} could not be run ({error})")
    ),
    "probe.gpu_tool.empty": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "{tool} printed nothing; the GPU details it gives were not read"
        )
    ),
    "probe.gpu_tool.not_json": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "{tool} did not print JSON; the GPU details it gives were not read"
        )
    ),
    "probe.gpu_tool.unexpected_json": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{tool} printed JSON of a shape this version does not know; the GPU details it gives were not read",
        )
    ),
    "probe.gpu_tool.bad_vram": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{tool} reported a VRAM size of {value}, which cannot be right; it is left empty",
        )
    ),
    "probe.gpu_tool.crashed": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "reading {tool} failed unexpectedly ({error})")
    ),
}

GPU_PROBLEM_TEMPLATES: dict[str, Template] = {
    "probe.gpu.cuda_order": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "GPUs of different models: CUDA numbers the fastest first unless CUDA_DEVICE_ORDER=PCI_BUS_ID, so the CUDA index shown assumes PCI order.",
        )
    ),
    "probe.gpu.mig_enabled": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "MIG is enabled: CUDA sees its {count} MIG instances, not the whole GPU.",
        )
    ),
    "probe.gpu.open_failed": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "GPU {index} could not be opened: {error}")
    ),
    "probe.gpu.call_failed": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "GPU {index}: NVML could not answer {call}: {error}")
    ),
    "probe.gpu.lost": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "GPU {index} fell off the bus; its later values were not read"
        )
    ),
    "probe.gpu.mig_instance_failed": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "MIG instance {slot}: NVML could not answer: {error}")
    ),
    "probe.gpu.mig_instance_bad_value": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "MIG instance {slot}: NVML answered {value}, which is not a valid value"
        )
    ),
    "probe.gpu.cuda_visible_empty": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "CUDA_VISIBLE_DEVICES is empty: CUDA programs see no GPU.")
    ),
    "probe.gpu.cuda_visible_repeat": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "CUDA_VISIBLE_DEVICES entry {entry} repeats a device; CUDA ignores it and everything after it.",
        )
    ),
    "probe.gpu.cuda_visible_unknown": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "CUDA_VISIBLE_DEVICES entry {entry} matches no device; CUDA ignores it and everything after it.",
        )
    ),
}

# What a disk's kind rests on, by ``probe.disk.`` + its basis code.
DISK_BASIS_TEMPLATES: dict[str, Template] = {
    "probe.disk.ram_fs": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{fs}: held in memory, lost on reboot")
    ),
    "probe.disk.wsl_share": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "Windows drive shared into WSL over {fs}: much slower than the Linux filesystem; keep datasets under the Linux home folder",
        )
    ),
    "probe.disk.network_fs": sentence(QT_TRANSLATE_NOOP("ReasonText", "network filesystem ({fs})")),
    "probe.disk.network_drive": sentence(QT_TRANSLATE_NOOP("ReasonText", "network drive")),
    "probe.disk.nvme_name": sentence(QT_TRANSLATE_NOOP("ReasonText", "NVMe device name ({disk})")),
    "probe.disk.zram": sentence(QT_TRANSLATE_NOOP("ReasonText", "compressed RAM disk ({disk})")),
    "probe.disk.mmc": sentence(QT_TRANSLATE_NOOP("ReasonText", "SD/eMMC flash ({disk})")),
    "probe.disk.rotational_missing": sentence(QT_TRANSLATE_NOOP("ReasonText", "{path} is missing")),
    "probe.disk.rotational_0": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "{virtual} reports /sys/block/{disk}/queue/rotational = 0"
            ),
            "/sys/block/{disk}/queue/rotational = 0",
        ),
    ),
    "probe.disk.virtual_rotational": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{virtual} ({disk}): rotational=1 is the hypervisor's default, not a measurement; its speed is that of the host storage",
        )
    ),
    "probe.disk.rotational_1": sentence("/sys/block/{disk}/queue/rotational = 1"),
    "probe.disk.no_block_device": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "no block device found for {device}")
    ),
    "probe.disk.volume": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "volume over {member_kind} devices ({members})")
    ),
    "probe.disk.volume_mixed": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "volume over mixed devices ({members})")
    ),
    "probe.disk.windows_physical": sentence("Get-PhysicalDisk: MediaType {media}, BusType {bus}"),
    "probe.disk.diskutil_ssd": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "diskutil: Solid State, {bus}")
    ),
    "probe.disk.diskutil_rotational": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "diskutil: rotational, {bus}")
    ),
    "probe.disk.diskutil_unknown": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "diskutil does not say ({bus})")
    ),
    "probe.disk.diskutil_later": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "diskutil is asked in the full probe")
    ),
    "probe.disk.unknown": sentence(QT_TRANSLATE_NOOP("ReasonText", "the OS did not say")),
}
