# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the stack resolver's conflicts: headers, near candidates, what each
breaks (``stack.violation.*``) and the changes that help (``stack.fix.*``), by code."""

from __future__ import annotations

from dlconfig.models.messages.render import OPTIONAL, QT_TRANSLATE_NOOP, Template, When, sentence

_NO_STACK: Template = ((QT_TRANSLATE_NOOP("ReasonText", "No {framework} stack fits."),),)


# why a fitting candidate ranks below the chosen one, by its id
_RANKED_LOWER = {
    "older_release": QT_TRANSLATE_NOOP("ReasonText", "fits, ranked lower (older release)"),
    "experimental": QT_TRANSLATE_NOOP("ReasonText", "fits, ranked lower (experimental build)"),
    "older_cuda": QT_TRANSLATE_NOOP("ReasonText", "fits, ranked lower (older CUDA)"),
    "not_installed": QT_TRANSLATE_NOOP("ReasonText", "fits, ranked lower (not installed)"),
    "python": QT_TRANSLATE_NOOP("ReasonText", "fits, ranked lower (ranked by Python)"),
}

STACK_TEMPLATES: dict[str, Template] = {
    **{
        f"stack.conflict.{code}": _NO_STACK
        for code in (
            "companion",
            "driver",
            "framework_version",
            "gpu_arch",
            "gpu_driver",
            "os_driver",
            "gpu_install",
            "library",
            "gpu_unused",
            "no_gpu",
            "python",
            "python_eol",
            "target",
        )
    },
    "stack.conflict.os": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "No supported OS image for target {target}:")
    ),
    "stack.framework_not_recorded": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "The knowledge base has no {framework} releases yet.")
    ),
    "stack.conflict.closest": (
        (
            When(QT_TRANSLATE_NOOP("ReasonText", "The closest: "), first=True, pin=None),
            When(QT_TRANSLATE_NOOP("ReasonText", "Or "), first=False, pin=None),
            QT_TRANSLATE_NOOP("ReasonText", "Within the pin {pin}, "),
        ),
        ("{framework} {version}",),
        (" {variant}", OPTIONAL),
        (When(":", pin=None), QT_TRANSLATE_NOOP("ReasonText", " fails:")),
    ),
    "stack.os_past_support": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{name} is past end of standard support ({ended})")
    ),
    "stack.os_none_recorded": sentence(QT_TRANSLATE_NOOP("ReasonText", "none recorded")),
    "stack.violation.python_none": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "no supported Python recorded")
    ),
    "stack.violation.python_range": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "supports Python {span}, not {spec}")
    ),
    "stack.violation.python_eol": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "every Python it supports ({span}) is past end of life")
    ),
    "stack.violation.outside_pin": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{package} {version} is outside {spec}")
    ),
    "stack.violation.cudnn_arch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "built with cuDNN {cudnn}, which supports compute capability {floor} and newer, not {compute_capability} (NVIDIA's cuDNN support matrix)",
        )
    ),
    "stack.violation.no_wheels": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{variant} has no {platform} wheels")
    ),
    "stack.violation.arch": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{variant} ships kernels for {listed} only, not for compute capability {compute_capability}",
                ),
                basis_kind="sass_only",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{variant} not a CUDA build, not for compute capability {compute_capability}",
                ),
                basis_kind="not_cuda",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "{variant}: CUDA {cuda_major} builds start at {oldest}"
                ),
                basis_kind="family_start",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{variant}: no record that CUDA {cuda} builds carry code for {compute_capability}",
                ),
                basis_kind="unknown",
            ),
        ),
    ),
    "stack.violation.companion": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "no {package} release is recorded for torch {version}")
    ),
    "stack.violation.not_nvidia": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{variant} cannot use the NVIDIA GPU")
    ),
    "stack.violation.not_amd": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{variant} cannot use the AMD GPU")
    ),
    "stack.violation.rocm_too_old": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{variant} is built with a ROCm older than {rocm}, the first release that supports the {gpu}",
        )
    ),
    "stack.violation.not_intel": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{variant} cannot use the Intel GPU")
    ),
    "stack.violation.xpu_host_os": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "PyTorch's Intel GPU guide lists the {gpu} on Linux only, not for the {target} target",
        )
    ),
    "stack.violation.not_apple": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{variant} cannot use the Apple GPU")
    ),
    "stack.violation.needs_gpu": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{variant} needs a GPU this plan does not have")
    ),
    "stack.violation.driver": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "CUDA {cuda} needs driver >= {driver_min}, installed {driver}"
        )
    ),
    "stack.violation.tf_windows_gpu": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "tensorflow {version} has no GPU support on native Windows (2.10 was the last)",
        )
    ),
    "stack.violation.tf_no_gpu_build": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "no TensorFlow GPU build for this GPU is recorded")
    ),
    "stack.violation.tf_min_cc": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "TensorFlow GPU builds start at compute capability {min_cc}"
        )
    ),
    "stack.wsl.windows_build": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "Use Windows {min_version} or newer: {note}")
    ),
    "stack.wsl.driver": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "Install the NVIDIA Windows driver >= {driver_min} on Windows."
        )
    ),
    # a note of the knowledge base's, and a command: shown as written
    "stack.wsl.driver_note": sentence("{note}"),
    "stack.wsl.install": sentence("wsl --install -d Ubuntu-{version}"),
    "stack.wsl.inside": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "Inside WSL: create the environment and install the requirement lines."
        )
    ),
    "stack.considered.chosen": (
        (
            When(QT_TRANSLATE_NOOP("ReasonText", "chosen: installed and works"), is_installed=True),
            When(QT_TRANSLATE_NOOP("ReasonText", "chosen: newest that fits"), is_installed=False),
        ),
    ),
    "stack.considered.lower": (tuple(When(t, because=k) for k, t in _RANKED_LOWER.items()),),
    "stack.fix.python_range": sentence(QT_TRANSLATE_NOOP("ReasonText", "use a Python in {span}")),
    "stack.fix.python_eol": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "pin {pin} to accept Python {python}, past end of life")
    ),
    "stack.fix.allow": sentence(QT_TRANSLATE_NOOP("ReasonText", "allow {package} {version}")),
    "stack.fix.targets": sentence(QT_TRANSLATE_NOOP("ReasonText", "choose the {targets} target")),
    "stack.fix.arch": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "use a build with kernels for sm_{sm}")
    ),
    "stack.fix.companion": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "drop {package} or use an older torch")
    ),
    "stack.fix.cpu_only": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "plan without a GPU (CPU only)")
    ),
    "stack.fix.macos": sentence(QT_TRANSLATE_NOOP("ReasonText", "choose macOS")),
    "stack.fix.driver": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "upgrade the NVIDIA driver to >= {driver_min}")
    ),
    "stack.fix.tf_windows_gpu": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "choose the WSL2 target, or pin tensorflow==2.10.*")
    ),
    "stack.fix.change_pin": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "change the {package} pin: {first} fit the other constraints"
                ),
                last=None,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "change the {package} pin: {first} to {last} fit the other constraints",
            ),
        ),
    ),
    "stack.fix.driver_range": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "upgrade the NVIDIA driver to >= {least_driver} for {framework} {least_version} {least_variant}, or to >= {newest_driver} for {framework} {newest_version} {newest_variant}",
        )
    ),
    "stack.fix.import_kb": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "import a newer knowledge base")
    ),
    "stack.fix.choose_framework": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "choose pytorch or tensorflow")
    ),
    "stack.violation.gpu_driver_floor": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{gpu} needs NVIDIA driver >= {floor}, installed {driver}")
    ),
    "stack.violation.gpu_driver_branch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "the last driver branch for {gpu} is R{branch}, installed {driver}"
        )
    ),
    "stack.violation.cuda_past_gpu_branch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "CUDA {cuda} needs driver >= {driver_min}, but {gpu}'s last driver branch is R{branch}",
        )
    ),
    "stack.violation.tf_and_cuda_missing": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "tensorflow[and-cuda]=={version} pins packages the package index does not have",
        )
    ),
    "stack.violation.tf_no_gpu_code": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "tensorflow {version} ships GPU code for {listed} only, not for compute capability {capability}",
        )
    ),
    "stack.violation.os_no_driver_branch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "no recorded NVIDIA driver branch supports both {os} and the {gpu}"
        )
    ),
    "stack.violation.cuda_past_os_branch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "CUDA {cuda} needs driver >= {driver_min}, but the newest recorded driver branch for {os} is R{branch}",
        )
    ),
    "stack.fix.os_driver_branch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "move the host to an OS release that a driver branch for the {gpu} supports",
        )
    ),
    "stack.fix.gpu_driver_floor": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "install NVIDIA driver >= {floor} for the {gpu}")
    ),
    "stack.fix.gpu_driver_branch": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "install an R{branch} driver for the {gpu}")
    ),
    "stack.fix.older_cuda_for_branch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "use a build for an older CUDA that an R{branch} driver runs"
        )
    ),
    "stack.fix.tf_later_patch": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "use a later tensorflow {minor} patch release")
    ),
    "stack.fix.cpu_or_older_tf": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "plan without a GPU (CPU only), or use an older tensorflow")
    ),
    "stack.violation.library_unrecorded": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "no {name} release is recorded")
    ),
    "stack.violation.library_python": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{name} {version} requires Python {python}")
    ),
    "stack.violation.library_no_wheel": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{name} {version} has no wheel for {target}")
    ),
    "stack.violation.library_no_wheel_python": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{name} {version} has no {target} wheel for Python {python} (wheels for {pythons})",
        )
    ),
    "stack.violation.library_variant": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name} {version} is built for torch's {built_for} build, not {variant}",
            ),
        ),
        (QT_TRANSLATE_NOOP("ReasonText", " (torch {torch})"), OPTIONAL),
    ),
    "stack.violation.library_requires": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{name} {version} requires {requirement}, not {have}")
    ),
    "stack.violation.library_dependency_absent": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{name} {version} requires {requirement}, which the package index does not hold (newest: {newest})",
        )
    ),
    "stack.violation.library_shared": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{name} {version} requires {requirement} but {other} {other_version} requires {other_requirement}",
        )
    ),
    "stack.violation.together.library_requires": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{names} cannot be installed together: {name} {version} requires {requirement}, not {have}",
        )
    ),
    "stack.violation.together.library_shared": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{names} cannot be installed together: {name} {version} requires {requirement} but {other} {other_version} requires {other_requirement}",
        )
    ),
    "stack.violation.together.library_no_combination": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{names} cannot be installed together: no combination fits")
    ),
    "stack.violation.serving_image_tensorflow": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "the serving image carries tensorflow {pin}, not {version}")
    ),
    "stack.fix.library_python": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "use a Python in {python} for {name} {version}")
    ),
    "stack.fix.library_target": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "choose a target {name} has wheels for ({wheels})")
    ),
    "stack.fix.library_wsl2": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "run the plan in WSL2: {name} {version} has no Windows wheel, only wheels for {wheels}",
        )
    ),
    "stack.fix.library_torch_build": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "use {fix_requirement} ({built_for}), which {name} {version} is built for"
        )
    ),
    "stack.fix.library_requirement": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "use {fix_requirement} for {name} {version}")
    ),
    "stack.fix.library_older": sentence(QT_TRANSLATE_NOOP("ReasonText", "use an older {name}")),
    "stack.fix.library_together": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "import a newer knowledge base, or drop one of these libraries"
        )
    ),
    "stack.fix.serving_image_tensorflow": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "use tensorflow{pin}")
    ),
}
