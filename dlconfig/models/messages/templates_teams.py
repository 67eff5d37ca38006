# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the team options of step 4 (remote notebooks, shared GPUs), by code."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template

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
