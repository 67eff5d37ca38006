"""The remote notebook's files: ``scripts/start_notebook.sh``, the Compose service and the
Kubernetes Deployment and Service.

Never a notebook on a public address without authentication (Jupyter Server's security
guidance): the script binds 127.0.0.1; in a container, where the port must be reachable
from outside the container's own loopback, JupyterLab listens on the container's
interfaces with a token read from a file or a Secret, and Compose publishes the port on
the host's 127.0.0.1 only; Kubernetes gets a ClusterIP Service for ``kubectl
port-forward`` unless the plan made it public (TLS and a password, checked by the
workload).
"""

from __future__ import annotations

import copy
from typing import Any

import jinja2

from dlconfig.export.manifests import RunShape, pod_storage, resources_of
from dlconfig.export.quoting import yaml_dump
from dlconfig.models.container import NotebookSpec

NOTEBOOK_YAML = "k8s/notebook.yaml"
TOKEN_MOUNT = "/var/run/secrets/notebook"
TLS_MOUNT = "/var/run/secrets/notebook-tls"
# Inside a container: every interface of the container, with a token (never without).
CONTAINER_IP = "0.0.0.0"


def token_file(name: str) -> str:
    """Where start_notebook.sh keeps the token, under the user's config folder."""
    return f"$HOME/.config/dlconfig/notebook-{name}.token"


def jupyter_command(notebook: NotebookSpec, workdir: str) -> list[str]:
    """JupyterLab in a container: the token comes from JUPYTER_TOKEN(_FILE); a public
    notebook also serves TLS and asks for the password hash."""
    command = [
        "jupyter",
        "lab",
        "--no-browser",
        f"--ip={CONTAINER_IP}",
        f"--port={notebook.port}",
        "--ServerApp.port_retries=0",
        f"--ServerApp.root_dir={workdir}",
    ]
    if notebook.is_public:
        command += [
            f"--ServerApp.certfile={TLS_MOUNT}/tls.crt",
            f"--ServerApp.keyfile={TLS_MOUNT}/tls.key",
            f"--PasswordIdentityProvider.hashed_password={notebook.password_hash}",
        ]
    return command


def _labels(shape: RunShape) -> dict[str, str]:
    return {
        "app.kubernetes.io/name": f"{shape.name}-notebook",
        "app.kubernetes.io/part-of": shape.name,
        "app.kubernetes.io/managed-by": "dlconfig",
    }


def deployment(shape: RunShape, notebook: NotebookSpec) -> dict[str, Any]:
    """The notebook's Deployment: the workload's image and resources, the token Secret."""
    volumes, mounts = pod_storage(shape)
    volumes.append({"name": "token", "secret": {"secretName": f"{shape.name}-notebook-token"}})
    mounts.append({"name": "token", "mountPath": TOKEN_MOUNT, "readOnly": True})
    if notebook.is_public:
        volumes.append({"name": "tls", "secret": {"secretName": notebook.tls_secret}})
        mounts.append({"name": "tls", "mountPath": TLS_MOUNT, "readOnly": True})
    select = {"app.kubernetes.io/name": f"{shape.name}-notebook"}
    container = {
        "name": "notebook",
        "image": shape.image,
        "command": jupyter_command(notebook, shape.spec.workdir),
        "env": [{"name": "JUPYTER_TOKEN_FILE", "value": f"{TOKEN_MOUNT}/token"}],
        "ports": [{"name": "http", "containerPort": notebook.port}],
        "resources": resources_of(shape.spec),
        "volumeMounts": mounts,
        "securityContext": {"runAsNonRoot": True, "allowPrivilegeEscalation": False},
    }
    return {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {"name": f"{shape.name}-notebook", "labels": _labels(shape)},
        "spec": {
            "replicas": 1,
            "selector": {"matchLabels": select},
            "template": {
                "metadata": {"labels": dict(select)},
                "spec": {
                    "securityContext": {"runAsUser": 10001, "runAsGroup": 10001, "fsGroup": 10001},
                    "containers": [container],
                    "volumes": volumes,
                },
            },
        },
    }


def service(shape: RunShape, notebook: NotebookSpec) -> dict[str, Any]:
    """ClusterIP for ``kubectl port-forward``; a LoadBalancer on 443 only when public."""
    port = 443 if notebook.is_public else notebook.port
    return {
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": {"name": f"{shape.name}-notebook", "labels": _labels(shape)},
        "spec": {
            "type": "LoadBalancer" if notebook.is_public else "ClusterIP",
            "selector": {"app.kubernetes.io/name": f"{shape.name}-notebook"},
            "ports": [{"name": "http", "port": port, "targetPort": "http"}],
        },
    }


def compose_service(
    shape: RunShape, notebook: NotebookSpec, main: dict[str, Any]
) -> dict[str, Any]:
    """The Compose notebook: the workload's image, its port on the host's 127.0.0.1 only,
    the token from the environment (``docker compose up`` refuses to start without it)."""
    svc: dict[str, Any] = {
        "build": copy.deepcopy(main["build"]),
        "image": main["image"],
        "command": jupyter_command(
            notebook.model_copy(update={"is_public": False}), shape.spec.workdir
        ),
        "environment": {
            "JUPYTER_TOKEN": "${JUPYTER_TOKEN:?set JUPYTER_TOKEN to the token of"
            " scripts/start_notebook.sh --print-token}"
        },
        "ports": [f"127.0.0.1:{notebook.port}:{notebook.port}"],
        "volumes": copy.deepcopy(main["volumes"]),
        "shm_size": main["shm_size"],
    }
    if "deploy" in main:
        svc["deploy"] = copy.deepcopy(main["deploy"])
    return svc


def start_script(notebook: NotebookSpec, env: jinja2.Environment, ctx: dict[str, Any]) -> str:
    """scripts/start_notebook.sh: JupyterLab on 127.0.0.1 with a token only the user reads."""
    return env.get_template("scripts/start_notebook.sh.j2").render(
        {**ctx, "notebook": notebook, "token_file": token_file(ctx["name"])}
    )


def kubernetes_files(shape: RunShape, notebook: NotebookSpec) -> dict[str, str]:
    """k8s/notebook.yaml: the Deployment and its Service, with how to reach them."""
    secret = f"{shape.name}-notebook-token"
    header = (
        f"JupyterLab for {shape.name}. First the token Secret:\n"
        "  bash scripts/start_notebook.sh --print-token >/dev/null  (makes the token file)\n"
        f"  kubectl create secret generic {secret} --from-file=token={token_file(shape.name)}\n"
        "kubectl apply -f k8s/notebook.yaml"
    )
    if notebook.is_public:
        header += (
            f"\nPUBLIC: a LoadBalancer with TLS from the Secret {notebook.tls_secret}"
            " and a password."
        )
    else:
        header += (
            f"\nkubectl port-forward service/{shape.name}-notebook {notebook.port}:{notebook.port}"
        )
    return {
        NOTEBOOK_YAML: yaml_dump(deployment(shape, notebook), header)
        + yaml_dump(service(shape, notebook))
    }
