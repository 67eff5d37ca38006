# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the findings' fixes, by code."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, When

FIX_TEMPLATES: dict[str, Template] = {
    "driver.missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Install the NVIDIA driver for this GPU (on WSL2, install it on Windows, not inside Linux) and reboot; then run the doctor again.",
            ),
        ),
    ),
    "driver.too_old": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Update the NVIDIA driver to {required} or newer on Windows (WSL2 uses the Windows driver), or choose a build for an older CUDA.",
                ),
                wsl=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Update the NVIDIA driver to {required} or newer, or choose a build for an older CUDA.",
                ),
                wsl=False,
            ),
        ),
    ),
    "toolkit.not_installed": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Install the CUDA toolkit {cuda} (NVIDIA's installer or package, conda's cuda-toolkit, or a -devel container image) and put its bin folder on PATH. The driver alone is enough to run prebuilt wheels.",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Install the CUDA toolkit the planned CUDA (NVIDIA's installer or package, conda's cuda-toolkit, or a -devel container image) and put its bin folder on PATH. The driver alone is enough to run prebuilt wheels.",
                ),
                cuda=None,
            ),
        ),
    ),
    "container.engine_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Install Docker Engine (or Podman), then the NVIDIA Container Toolkit.",
            ),
        ),
    ),
    "container.toolkit_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Install the NVIDIA Container Toolkit, run `sudo nvidia-ctk runtime configure --runtime=docker` and restart Docker.",
            ),
        ),
    ),
    "torch.cpu_only": (
        (QT_TRANSLATE_NOOP("ReasonText", "Reinstall a CUDA build in this environment: {command}"),),
    ),
    "torch.arch_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Install torch {suggested} built for {suggested_variant}, which carries sm_{sm} code.",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Install a torch build whose arch list includes sm_{sm}."
                ),
                suggested=None,
            ),
        ),
    ),
    "tensorflow.windows_native_gpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Use WSL2 (Ubuntu) and install tensorflow[and-cuda] there, or pin {pin} with CUDA {last_cuda} and cuDNN {last_cudnn} on Windows.",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Use WSL2 (Ubuntu) and install tensorflow[and-cuda] there."
                ),
                pin=None,
            ),
        ),
    ),
    "python.out_of_range": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Create the environment with Python {plan_python} as the plan says (conda create -n NAME python=..., or uv venv --python ...).",
            ),
        ),
    ),
    "os.end_of_support": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Move to a supported LTS release (upgrade the OS, or use a newer base image).",
            ),
        ),
    ),
    "os.plan_end_of_support": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Move to a supported LTS release (upgrade the OS, or use a newer base image).",
            ),
        ),
    ),
    "storage.disk_full": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Free space, add a disk, or point the dataset and checkpoints at a larger drive.",
            ),
        ),
    ),
    "storage.dataset_on_hdd": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Copy the dataset to an SSD or NVMe drive, or pack it into large shards (WebDataset, TFRecord) read sequentially.",
            ),
        ),
    ),
    "wsl.wslconfig_encoding": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Save it again as UTF-8 without BOM (in Notepad: Save as, Encoding 'UTF-8'), then run `wsl --shutdown`.",
            ),
        ),
    ),
    "wsl.memory_cap": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "In %UserProfile%\\.wslconfig set [wsl2] memory={suggested_gb}GB (saved as UTF-8), then run `wsl --shutdown` and start WSL again.",
            ),
        ),
    ),
    "wsl.linux_driver_installed": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Remove the Linux driver packages inside WSL (e.g. `sudo apt purge 'nvidia-driver-*' 'libnvidia-compute-*'`) and install only the CUDA toolkit's WSL-Ubuntu package; keep the driver on Windows.",
            ),
        ),
    ),
    "wsl.lib_path_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Add `/usr/lib/wsl/lib` to /etc/ld.so.conf.d/ld.wsl.conf and run `sudo ldconfig`, or export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH.",
            ),
        ),
    ),
    "wsl.data_on_windows_drive": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Copy the dataset and the project into the Linux file system (e.g. ~/data) and read it from there.",
            ),
        ),
    ),
    "doctor.rule_failed": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "Report this with the output of `dlconfig-cli probe --json`."
            ),
        ),
    ),
    "plan.other_target": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "Run the doctor on the target machine with the same plan file."
            ),
        ),
    ),
    "bench.disk_page_cache": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "Run the benchmark on a folder whose file system allows direct I/O."
            ),
        ),
    ),
    "bench.below_expected": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Check for other load, power or thermal limits, and the link (PCIe or SATA) the device runs at.",
            ),
        ),
    ),
    "bench.dataset_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "Check the path, or create the folder before benchmarking it."
            ),
        ),
    ),
    "bench.dataset_not_measured": (
        (QT_TRANSLATE_NOOP("ReasonText", "Run the disk benchmark on {path} to measure its disk."),),
    ),
    "bench.dataset_disk_slow": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Keep the training data on a local NVMe disk, or cache it there before training.",
            ),
        ),
    ),
    "plan.fit.no_gpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Run the plan on a machine with the planned GPUs (step 5 lists places to rent or buy them), or plan for this machine's CPU (set {gpus_field} to 0).",
            ),
        ),
    ),
    "plan.fit.gpu_count": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Add GPUs, run on a machine with {count}, or set gpus: {have} in the workload and re-plan.",
            ),
        ),
    ),
    "plan.fit.vram": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Use a GPU with more memory, or lower the need: smaller batch, gradient checkpointing, LoRA/QLoRA or a lower precision.",
            ),
        ),
    ),
    "plan.fit.ram": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Add RAM, or run where the plan's {need_gb:,.0f} GB are available; with less, fewer data-loading workers and a smaller prefetch may still run.",
            ),
        ),
    ),
    "plan.fit.cpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Run on a machine with {need} cores, or lower the data-loading workers (num_workers) and expect the GPU to wait for data.",
            ),
        ),
    ),
    "plan.fit.storage": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Put the dataset and checkpoints on a local NVMe or SSD drive with {need_gb:,.0f} GB free.",
            ),
        ),
    ),
    "plan.fit.framework_version": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Set up the exported environment, which pins {framework} {version}, and run the doctor again inside it.",
            ),
        ),
    ),
    "plan.fit.framework_missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Set up the exported environment (setup script or uv sync in the bundle) and run the doctor again inside it.",
            ),
        ),
    ),
}
