"""Templates of why a benchmark of this machine has no figure, by ``bench.reason.`` + its
code (``BenchResult.reason_code``): the CLI prints the English text, the GUI the
translated one. ``{error}`` is the operating system's, torch's or iperf3's own words."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, sentence

BENCH_REASON_PREFIX = "bench.reason."

BENCH_TEMPLATES: dict[str, Template] = {
    "bench.reason.not_a_folder": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{folder} is not a folder")
    ),
    "bench.reason.not_writable": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{folder} is not writable")
    ),
    "bench.reason.free_space_unreadable": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "cannot read free space of {folder}: {error}")
    ),
    "bench.reason.no_free_space": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "not enough free space in {folder} for a test file")
    ),
    "bench.reason.cannot_create": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "cannot create a test file in {folder}: {error}")
    ),
    "bench.reason.io_failed": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "disk I/O failed in {folder}: {error}")
    ),
    "bench.reason.no_torch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "torch is not installed (pip install torch with CUDA to measure the GPU)"
        )
    ),
    "bench.reason.torch_broken": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "torch cannot be imported: {error}")
    ),
    "bench.reason.no_cuda": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "torch sees no CUDA device (no NVIDIA GPU, driver or CUDA build)"
        )
    ),
    "bench.reason.gpu_failed": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "the GPU run failed: {error}")
    ),
    "bench.reason.no_server": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "no iperf3 server named (give a host that runs iperf3 -s)")
    ),
    "bench.reason.bad_host": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "'{host}' is not a host name or IP address")
    ),
    "bench.reason.no_iperf3": sentence(QT_TRANSLATE_NOOP("ReasonText", "iperf3 is not installed")),
    "bench.reason.iperf3_timeout": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "iperf3 to {host} did not finish in time")
    ),
    "bench.reason.iperf3_failed": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "iperf3 to {host}: {error}")
    ),
    "bench.reason.no_throughput": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "iperf3 gave no received throughput")
    ),
    "bench.reason.cancelled": sentence(QT_TRANSLATE_NOOP("ReasonText", "cancelled")),
}
