"""``.devcontainer/devcontainer.json``: open the bundle in VS Code (or any Dev Containers
client) inside the image the bundle's Dockerfile builds, with the GPUs passed through.

Keys follow the Development Container Specification (``build.dockerfile`` and
``build.context`` relative to the file, ``runArgs`` for ``docker run`` flags,
``hostRequirements.gpu``, ``workspaceMount``/``workspaceFolder``).
"""

from __future__ import annotations

import json
from typing import Any

DEVCONTAINER = ".devcontainer/devcontainer.json"


def render(ctx: dict[str, Any]) -> dict[str, str]:
    spec = ctx["spec"]
    workdir = str(ctx["workdir"])
    run_args = [f"--shm-size={max(1, round(spec.shm_size_gb))}g"]
    config: dict[str, Any] = {
        "name": str(ctx["name"]),
        "build": {"dockerfile": "../Dockerfile", "context": ".."},
        "workspaceMount": f"source=${{localWorkspaceFolder}},target={workdir},type=bind",
        "workspaceFolder": workdir,
        "runArgs": run_args,
    }
    if spec.gpus_per_node > 0:
        run_args.insert(0, "--gpus=all")
        config["hostRequirements"] = {"gpu": True}
    return {DEVCONTAINER: json.dumps(config, indent=2) + "\n"}
