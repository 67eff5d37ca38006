# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the doctor's and the benchmarks' findings: the message, by code."""

from __future__ import annotations

from dlconfig.models.messages.render import OPTIONAL, QT_TRANSLATE_NOOP, Piece, Template, When
from dlconfig.models.messages.templates_probe import PROBE_TEMPLATES


def _why_no_gpu() -> Piece:
    """The probe's words for why NVML cannot be used, chosen by ``unavailable`` (its code)
    and the probe's params; else the words a profile recorded, else a general line."""
    out: list[str | When] = []
    for code, template in PROBE_TEMPLATES.items():
        for alt in template[0]:
            text, conditions = (alt.text, alt.conditions) if isinstance(alt, When) else (alt, {})
            out.append(When(text, unavailable=code.removeprefix("probe."), **conditions))
    out.append("{reason}")
    out.append(QT_TRANSLATE_NOOP("ReasonText", "NVML could not be loaded."))
    return tuple(out)


FINDING_TEMPLATES: dict[str, Template] = {
    "driver.missing": (
        (QT_TRANSLATE_NOOP("ReasonText", "{gpu} is installed but no NVIDIA driver answers: "),),
        _why_no_gpu(),
    ),
    "driver.too_old": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The NVIDIA driver {driver} is older than {required}, the oldest Windows driver for CUDA {cuda} that the plan uses; CUDA programs will fail to start.",
                ),
                platform="windows",
                wanted_by="plan",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The NVIDIA driver {driver} is older than {required}, the oldest Linux driver for CUDA {cuda} that the plan uses; CUDA programs will fail to start.",
                ),
                platform="linux",
                wanted_by="plan",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The NVIDIA driver {driver} is older than {required}, the oldest Windows driver for CUDA {cuda} that the installed torch {torch_version} uses; CUDA programs will fail to start.",
                ),
                platform="windows",
                wanted_by="torch",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The NVIDIA driver {driver} is older than {required}, the oldest Linux driver for CUDA {cuda} that the installed torch {torch_version} uses; CUDA programs will fail to start.",
                ),
                platform="linux",
                wanted_by="torch",
            ),
        ),
    ),
    "toolkit.not_installed": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                'nvidia-smi shows "CUDA Version: {driver_cuda}": that is the newest CUDA the driver can run, not an installed CUDA toolkit. ',
            ),
            OPTIONAL,
        ),
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No nvcc compiler was found, and this plan compiles CUDA code (custom kernels or extensions), which needs the toolkit.",
            ),
        ),
    ),
    "container.engine_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The plan runs in containers, but neither docker nor podman was found.",
            ),
        ),
    ),
    "container.toolkit_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The plan's containers use GPUs, but the NVIDIA Container Toolkit (nvidia-ctk) is not installed, so `docker run --gpus` and Compose GPU reservations fail.",
            ),
        ),
    ),
    "torch.cpu_only": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "torch {version} has no CUDA support (it is a ROCm build for AMD GPUs, HIP {hip}), so it cannot use the {gpu} in this machine.",
                ),
                basis="rocm",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "torch {version} has no CUDA support (torch.version.cuda is None), so it cannot use the {gpu} in this machine.",
                ),
                basis="cuda_none",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "torch {version} has no CUDA support (its version says +cpu), so it cannot use the {gpu} in this machine.",
                ),
                basis="cpu_build",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "torch {version} has no CUDA support (torch from PyPI is CPU-only on Windows), so it cannot use the {gpu} in this machine.",
                ),
                basis="windows_pypi",
            ),
            # a finding saved when the basis was words
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "torch {version} has no CUDA support ({basis}), so it cannot use the {gpu} in this machine.",
            ),
        ),
    ),
    "torch.arch_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                'torch {version} ships GPU code for {shipped} only; the {gpu} is sm_{sm}, so CUDA calls fail with "no kernel image is available".',
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    'torch {version} ships GPU code for other GPUs only; the {gpu} is sm_{sm}, so CUDA calls fail with "no kernel image is available".',
                ),
                shipped=None,
            ),
        ),
    ),
    "tensorflow.windows_native_gpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "TensorFlow {version} has no GPU support on native Windows; it will run on the CPU only (the last release with Windows GPU support is {last_windows_gpu}).",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "TensorFlow {version} has no GPU support on native Windows; it will run on the CPU only.",
                ),
                last_windows_gpu=None,
            ),
        ),
    ),
    "python.out_of_range": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "This Python is {python}, but {framework} {framework_version} supports Python {python_min} to {python_max}; installing it here will fail or pick another version.",
            ),
        ),
    ),
    "os.end_of_support": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "This machine runs {name}, whose standard support ended on {ended}; it gets no regular security updates, and new CUDA and framework builds stop supporting it.",
            ),
        ),
    ),
    "os.plan_end_of_support": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The plan uses {name}, whose standard support ended on {ended}; it gets no regular security updates, and new CUDA and framework builds stop supporting it.",
            ),
        ),
    ),
    "storage.disk_full": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{mountpoint} has {free_gb:,.0f} GB free, but the plan needs about {need_gb:,.0f} GB (data, checkpoints, environment and cache).",
            ),
        ),
    ),
    "storage.dataset_on_hdd": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{path} is on a hard disk ({mountpoint}); random reads of many small files are slow enough to leave the GPU waiting.",
            ),
        ),
    ),
    "wsl.wslconfig_encoding": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{path} is saved as UTF-16, which WSL does not read: every setting in it is ignored.",
                ),
                encoding="utf-16",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{path} starts with a UTF-8 byte-order mark, which can make WSL ignore its settings.",
                ),
                encoding="utf-8-bom",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText", "{path} is not valid UTF-8 text, so WSL may ignore it."
            ),
        ),
    ),
    "wsl.memory_cap": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "WSL2 gives Linux {cap_gib:.1f} GiB (memory={memory_text} in {path}), but the plan needs about {need_gib:.1f} GiB of RAM; the job may be killed or swap heavily.",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "WSL2 gives Linux {cap_gib:.1f} GiB (the memory Linux sees in WSL2), but the plan needs about {need_gib:.1f} GiB of RAM; the job may be killed or swap heavily.",
                ),
                memory_text=None,
            ),
        ),
    ),
    "wsl.linux_driver_installed": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "A Linux NVIDIA driver is installed inside WSL2 ({file_list}); it shadows the Windows driver's libraries in /usr/lib/wsl/lib and breaks CUDA.",
            ),
        ),
    ),
    "wsl.lib_path_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "/usr/lib/wsl/lib, where WSL2 puts the Windows driver's libcuda, is neither in LD_LIBRARY_PATH nor in /etc/ld.so.conf.d, so CUDA programs cannot find the driver.",
            ),
        ),
    ),
    "wsl.data_on_windows_drive": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{path} is on a Windows drive seen through /mnt (the 9P file server); reading training data from there is many times slower than from the Linux file system.",
            ),
        ),
    ),
    "doctor.rule_failed": (
        (QT_TRANSLATE_NOOP("ReasonText", "The check {rule} could not run ({error})."),),
    ),
    "plan.other_target": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The plan targets {plan_target}, but this machine is {machine}; checks that compare the plan with this machine's drivers and Python were skipped.",
            ),
        ),
    ),
    "bench.disk_page_cache": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The disk read figure for {folder} may be inflated: direct I/O is not available on this file system; the page cache may inflate the read figures; the test file's cached pages could not be dropped.",
                ),
                is_cache_dropped=False,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The disk read figure for {folder} may be inflated: direct I/O is not available on this file system; the page cache may inflate the read figures.",
                ),
                notes=None,
            ),
            # a finding saved when the notes were words
            QT_TRANSLATE_NOOP(
                "ReasonText", "The disk read figure for {folder} may be inflated: {notes}."
            ),
        ),
    ),
    "bench.disk_kind_unknown": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No expected figure for the disk holding {folder}: its kind ({kind}) is not NVMe, SATA SSD or hard disk.",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "No expected figure for the disk holding {folder}: its kind (not detected) is not NVMe, SATA SSD or hard disk.",
                ),
                kind=None,
            ),
        ),
    ),
    "bench.below_expected": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{figure} measured {measured:g} {unit}, {percent:g}% of {expected:g} {unit} expected for {against}.",
            ),
        ),
    ),
    "bench.dataset_missing": (
        (QT_TRANSLATE_NOOP("ReasonText", "The dataset folder {path} cannot be read."),),
    ),
    "bench.dataset_not_measured": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The dataset folder {path} is on another disk than the measured folder {measured_folder}.",
            ),
        ),
    ),
    "bench.dataset_disk_slow": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The dataset folder {path} is on a disk reading {read_mb_s:,.0f} MB/s; an NVMe disk such as the {nvme_example} reads up to {nvme_mb_s:,.0f} MB/s, about {factor:,.0f}× faster.",
            ),
        ),
    ),
    "plan.fit.no_gpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The plan runs on {count} × {gpu}, but this machine has no NVIDIA GPU.",
            ),
        ),
    ),
    "plan.fit.gpu_count": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The plan runs on {count} × {gpu} in one node, but this machine has {have} NVIDIA GPU.",
                ),
                have=1,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The plan runs on {count} × {gpu} in one node, but this machine has {have} NVIDIA GPUs.",
            ),
        ),
    ),
    "plan.fit.vram": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The plan needs {need_gib:,.1f} GiB per GPU, but the largest GPU here has {have_gib:,.1f} GiB.",
            ),
        ),
    ),
    "plan.fit.ram": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "This machine has {have_gib:,.1f} GiB of RAM ({have_gb:,.1f} GB); the plan asks for {need_gb:,.0f} GB.",
            ),
        ),
    ),
    "plan.fit.cpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "This machine has {have} CPU cores; the plan asks for {need} (data loading and the main process).",
            ),
        ),
    ),
    "plan.fit.storage": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "No disk here is known to be an NVMe or SSD drive with {need_gb:,.0f} GB free, as the plan asks for its training data (the most free on one disk: {free_gb:,.0f} GB).",
                ),
                kind="nvme",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No disk here has the {need_gb:,.0f} GB free that the plan asks for (the most free on one disk: {free_gb:,.0f} GB).",
            ),
        ),
    ),
    "plan.fit.framework_version": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{framework} {installed} is installed, but the plan uses {version}; its CUDA build and the planned libraries are chosen for that version.",
            ),
        ),
    ),
    "plan.fit.framework_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The plan uses {framework} {version}, which is not installed in this Python environment.",
            ),
        ),
    ),
    "check.passed": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "GPUs: {have} here, the plan uses {count} × {gpu}."
                ),
                check="gpu_count",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "GPU memory: {have_gib:,.1f} GiB here, the plan needs {need_gib:,.1f} GiB per GPU.",
                ),
                check="vram",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "RAM: {have_gb:,.1f} GB here, the plan asks for {need_gb:,.0f} GB.",
                ),
                check="ram",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "CPU cores: {have} here, the plan asks for {need}."
                ),
                check="cpu",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Disk: a drive with {need_gb:,.0f} GB free, as the plan asks."
                ),
                check="storage",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Framework: {framework} {installed} is installed (the plan uses {version}).",
                ),
                check="framework",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Driver: {driver} here, the plan needs {driver_min} or newer."
                ),
                check="driver",
            ),
        ),
    ),
}
