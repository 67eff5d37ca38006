# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the team options of step 4 (remote notebooks, shared GPUs), by code."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, When

TEAMS_TEMPLATES: dict[str, Template] = {
    "container.notebook.local": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "JupyterLab listens on 127.0.0.1 port {port} only, with a random token kept in a file only you can read; reach it from your computer through an SSH tunnel (ssh -N -L {port}:localhost:{port} USER@HOST).",
            ),
        ),
    ),
    "container.notebook.wsl2": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "WSL 2 forwards a port the distribution listens on to Windows' localhost, so a browser on Windows opens the notebook at http://localhost:{port} with no tunnel.",
            ),
        ),
    ),
    "container.notebook.k8s": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "In Kubernetes the notebook has a ClusterIP Service only, reached with kubectl port-forward to port {port}; its token comes from a Secret you create.",
            ),
        ),
    ),
    "container.notebook.public": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Warning: the notebook is published on a LoadBalancer, reachable from outside the cluster; it serves TLS from the Secret {secret} and asks for the password, but anyone who reaches it can try passwords. Prefer kubectl port-forward where you can.",
            ),
        ),
    ),
}

SHARING_TEMPLATES: dict[str, Template] = {
    "container.share.mig": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "MIG: the {gpu} splits into instances with their own memory and fault isolation; {profile} ({memory_gb} GB) is the smallest profile that holds the {need_gib} GiB the workload needs, {count} of them to a GPU.",
            ),
        ),
    ),
    "container.share.no_mig": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "No MIG on the {gpu}: NVIDIA's MIG user guide lists no GeForce or workstation card of its kind, so time-slicing is the way to share it.",
                ),
                why="no_mig",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "No MIG profile is offered: a process uses one MIG instance, and this plan runs on more than one GPU.",
                ),
                why="multi_gpu",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The {gpu} supports MIG, but the knowledge base records none of its profiles: read them with nvidia-smi mig -lgip.",
            ),
        ),
    ),
    "container.share.time_slicing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Time-slicing: the device plugin advertises each GPU as {replicas} replicas that take turns on it, with no memory or fault isolation: each workload must stay within its share ({need_gib} GiB of {vram_gib} GiB) and one that crashes the GPU stops the others.",
            ),
        ),
    ),
    "container.share.quota": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "A ResourceQuota caps the GPU requests in the project's namespace at {gpus}, so one project cannot take the pool.",
            ),
        ),
    ),
    "container.share.mig_unknown": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "MIG profile {asked} is not one of the {gpu}'s ({profiles})."
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "MIG profile {asked} cannot be used: the {gpu} has no MIG profiles on record.",
            ),
        ),
    ),
    "container.share.mig_too_small": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "MIG profile {asked} has {asked_gb} GB, less than the {need_gib} GiB the workload needs on one GPU; {fits} would fit.",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "MIG profile {asked} has {asked_gb} GB, less than the {need_gib} GiB the workload needs on one GPU, and no MIG profile of this GPU is large enough.",
            ),
        ),
    ),
    "container.share.fix.mig_profile": (
        (QT_TRANSLATE_NOOP("ReasonText", "Ask for MIG profile {profile}."),),
    ),
}
