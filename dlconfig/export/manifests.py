"""Compose and Kubernetes manifests as Python data (serialised by ``quoting.yaml_dump``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from dlconfig.export.entry import OUTPUT_MOUNT, Serving
from dlconfig.models.container import ContainerSpec
from dlconfig.models.workload import Framework, Mode

TF_PORT = 2222
GPU_RESOURCE = "nvidia.com/gpu"
PRODUCT_LABEL = "nvidia.com/gpu.product"


@dataclass(frozen=True)
class RunShape:
    """What every manifest shares: names, image, command, sizes."""

    name: str
    image: str
    command: list[str]
    spec: ContainerSpec
    framework: Framework
    mode: Mode
    data_dir: str
    runtime_name: str
    serving: Serving | None = None


def serving_replicas(spec: ContainerSpec) -> int:
    """How many serving replicas the Deployment runs: the decision's, carried by the
    container plan. The one place every serving file reads it from."""
    return spec.replicas


def command_for(spec: ContainerSpec, framework: Framework, entry: str | None) -> list[str]:
    """The container command: the bundle's entry point, launched as the decision lays it
    out. PyTorch training: torchrun with one process per GPU of the node (``--standalone``
    on one node; the Kubeflow jobs pass nodes and rendezvous through the environment),
    checkpoints and the final model written to the mounted output folder."""
    if entry == "serve.sh":
        return ["bash", "serve.sh"]
    if entry == "serve.py":
        return ["python", "serve.py"]
    output = ["--output", OUTPUT_MOUNT]
    if entry == "train.py" and framework == Framework.PYTORCH and spec.gpus_per_node > 0:
        procs = f"--nproc-per-node={spec.procs_per_node}"
        return ["torchrun", "--standalone", procs, "train.py", *output]
    return ["python", "train.py", *(output if entry == "train.py" else [])]


def launcher_line(spec: ContainerSpec) -> str | None:
    """The command a person types to start training outside the container: the same
    torchrun layout as the container command (None: one process, ``python train.py``)."""
    if not spec.gpus_per_node or spec.procs_per_node * spec.nodes <= 1:
        return None
    procs = f"--nproc-per-node={spec.procs_per_node}"
    if spec.nodes == 1:
        return f"torchrun --standalone {procs} train.py --data DATA"
    return (
        f"torchrun --nnodes={spec.nodes} {procs} --rdzv-backend=c10d"
        " --rdzv-endpoint=NODE0:29500 train.py --data DATA"
    )


def kubeflow_command() -> list[str]:
    """torchrun under a Kubeflow job: nodes, processes per node and the rendezvous come
    from the PET_* environment the operator sets (Kubeflow Trainer's documentation)."""
    return ["torchrun", "train.py", "--output", OUTPUT_MOUNT]


def _memory(spec: ContainerSpec) -> str:
    return f"{max(1, round(spec.memory_request_gb))}G"


def _shm(spec: ContainerSpec) -> str:
    return f"{max(1, round(spec.shm_size_gb))}Gi"


def gpu_resource(spec: ContainerSpec) -> str:
    """The Kubernetes resource the GPUs are requested as: NVIDIA's, or AMD's device
    plugin's (amd.com/gpu) for an AMD plan."""
    if spec.gpu_vendor == "amd" and spec.amd_access is not None:
        return spec.amd_access.k8s_resource
    return GPU_RESOURCE


def _resources(spec: ContainerSpec) -> dict[str, Any]:
    requests: dict[str, Any] = {"cpu": str(spec.cpu_request), "memory": _memory(spec)}
    limits: dict[str, Any] = {"memory": _memory(spec)}
    if spec.gpus_per_node:
        requests[gpu_resource(spec)] = spec.gpus_per_node
        limits[gpu_resource(spec)] = spec.gpus_per_node
    return {"requests": requests, "limits": limits}


def _placement(spec: ContainerSpec) -> dict[str, Any]:
    if not spec.gpus_per_node:
        return {}
    out: dict[str, Any] = {
        "tolerations": [{"key": gpu_resource(spec), "operator": "Exists", "effect": "NoSchedule"}]
    }
    if spec.gpu_product_label:
        out["affinity"] = {
            "nodeAffinity": {
                "requiredDuringSchedulingIgnoredDuringExecution": {
                    "nodeSelectorTerms": [
                        {
                            "matchExpressions": [
                                {
                                    "key": PRODUCT_LABEL,
                                    "operator": "In",
                                    "values": [spec.gpu_product_label],
                                }
                            ]
                        }
                    ]
                }
            }
        }
    return out


MODELS_DIR = "/models"
# serve.py's readiness route (serve.py.j2 answers it once the model is loaded).
SERVE_PY_HEALTH = "/health"


def writes_output(shape: RunShape) -> bool:
    """Training keeps what it writes (checkpoints, the final model) on a claim of its own."""
    return shape.mode.is_training


def _volumes(shape: RunShape) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [
        {"name": "data", "persistentVolumeClaim": {"claimName": f"{shape.name}-data"}},
        {"name": "dshm", "emptyDir": {"medium": "Memory", "sizeLimit": _shm(shape.spec)}},
    ]
    if writes_output(shape):
        out.append(
            {"name": "output", "persistentVolumeClaim": {"claimName": f"{shape.name}-output"}}
        )
    if shape.serving is not None:  # the engine downloads or reads the model here
        out.append({"name": "models", "emptyDir": {}})
    return out


def _mounts(shape: RunShape) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [
        {"name": "data", "mountPath": shape.spec.dataset_mount, "readOnly": True},
        {"name": "dshm", "mountPath": "/dev/shm"},
    ]
    if writes_output(shape):
        out.append({"name": "output", "mountPath": OUTPUT_MOUNT})
    if shape.serving is not None:
        out.append({"name": "models", "mountPath": MODELS_DIR})
    return out


def pod_storage(shape: RunShape) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The pod's volumes and the main container's mounts (data claim, shared memory)."""
    return _volumes(shape), _mounts(shape)


def resources_of(spec: ContainerSpec) -> dict[str, Any]:
    """CPU, memory and GPU requests and limits of one pod of the plan."""
    return _resources(spec)


def _container(shape: RunShape, **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "name": "main",
        "image": shape.image,
        "command": shape.command,
        "resources": _resources(shape.spec),
        "volumeMounts": _mounts(shape),
        "securityContext": {"runAsNonRoot": True, "allowPrivilegeEscalation": False},
    }
    body.update(extra)
    return body


def _pod_spec(shape: RunShape, restart: str, **container_extra: Any) -> dict[str, Any]:
    return {
        "restartPolicy": restart,
        "securityContext": {"runAsUser": 10001, "runAsGroup": 10001, "fsGroup": 10001},
        "containers": [_container(shape, **container_extra)],
        "volumes": _volumes(shape),
        **_placement(shape.spec),
    }


def _meta(shape: RunShape, suffix: str = "") -> dict[str, Any]:
    return {
        "name": f"{shape.name}{suffix}",
        "labels": {
            "app.kubernetes.io/name": shape.name,
            "app.kubernetes.io/managed-by": "dlconfig",
        },
    }


def pvc(shape: RunShape, size_gib: float) -> dict[str, Any]:
    """The dataset's claim (read by every node)."""
    return _claim(shape, "-data", size_gib, "ReadOnlyMany")


def output_pvc(shape: RunShape, size_gib: float) -> dict[str, Any]:
    """The output claim: checkpoints and the final model outlive the pod, and a restarted
    job resumes from the last checkpoint there. Every node writes its shard of a
    checkpoint, so a multi-node run needs a claim all nodes mount read-write."""
    return _claim(shape, "-output", size_gib, "ReadWriteMany")


def _claim(shape: RunShape, suffix: str, size_gib: float, shared_mode: str) -> dict[str, Any]:
    return {
        "apiVersion": "v1",
        "kind": "PersistentVolumeClaim",
        "metadata": _meta(shape, suffix),
        "spec": {
            "accessModes": [shared_mode if shape.spec.nodes > 1 else "ReadWriteOnce"],
            "resources": {"requests": {"storage": f"{max(1, round(size_gib))}Gi"}},
        },
    }


def job(shape: RunShape) -> dict[str, Any]:
    return {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": _meta(shape),
        "spec": {
            "backoffLimit": 2,
            "template": {
                "metadata": {"labels": _meta(shape)["labels"]},
                "spec": _pod_spec(shape, "Never"),
            },
        },
    }


def _port(shape: RunShape) -> int:
    if shape.serving is not None:
        return shape.serving.port
    return shape.spec.service_port or 8000


def _probes(shape: RunShape) -> dict[str, Any]:
    """Readiness on the server's health route: traffic only once the model is loaded."""
    if shape.serving is not None:
        path = shape.serving.health_path
    elif shape.command[-1:] == ["serve.py"]:
        path = SERVE_PY_HEALTH
    else:
        return {}
    return {
        "readinessProbe": {
            "httpGet": {"path": path, "port": "http"},
            "periodSeconds": 10,
            "failureThreshold": 3,
        },
        # Loading (and downloading) a model takes minutes: allow up to an hour.
        "startupProbe": {
            "httpGet": {"path": path, "port": "http"},
            "periodSeconds": 10,
            "failureThreshold": 360,
        },
    }


def _model_dir(shape: RunShape) -> str | None:
    """Where TensorFlow Serving reads the SavedModel: the data folder's ``<name>``."""
    if shape.serving is None or shape.serving.engine != "tensorflow-serving":
        return None
    return f"{shape.spec.dataset_mount}/{shape.serving.model_name}"


def _serving_env(shape: RunShape) -> dict[str, Any]:
    model_dir = _model_dir(shape)
    return {"env": [{"name": "MODEL_DIR", "value": model_dir}]} if model_dir else {}


def deployment(shape: RunShape) -> dict[str, Any]:
    labels = {"app.kubernetes.io/name": shape.name}
    port = _port(shape)
    return {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": _meta(shape),
        "spec": {
            "replicas": serving_replicas(shape.spec),
            "selector": {"matchLabels": labels},
            "template": {
                "metadata": {"labels": labels},
                "spec": _pod_spec(
                    shape,
                    "Always",
                    ports=[{"name": "http", "containerPort": port}],
                    **_probes(shape),
                    **_serving_env(shape),
                ),
            },
        },
    }


def service(shape: RunShape) -> dict[str, Any]:
    port = _port(shape)
    return {
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": _meta(shape),
        "spec": {
            "selector": {"app.kubernetes.io/name": shape.name},
            "ports": [{"name": "http", "port": port, "targetPort": "http"}],
        },
    }


def trainjob(shape: RunShape, api_version: str) -> dict[str, Any]:
    """Kubeflow Trainer v2 TrainJob; placement and volumes go through runtimePatches."""
    spec = shape.spec
    trainer: dict[str, Any] = {
        "image": shape.image,
        # torchrun reads nodes, processes and the rendezvous from the runtime's PET_* env.
        "command": kubeflow_command(),
        "numNodes": spec.nodes,
        "numProcPerNode": spec.procs_per_node,
        "resourcesPerNode": _resources(spec),
    }
    pod: dict[str, Any] = {
        "securityContext": {"runAsUser": 10001, "runAsGroup": 10001, "fsGroup": 10001},
        "volumes": _volumes(shape),
        "containers": [{"name": "node", "volumeMounts": _mounts(shape)}],
        **_placement(spec),
    }
    return {
        "apiVersion": api_version,
        "kind": "TrainJob",
        "metadata": _meta(shape),
        "spec": {
            "runtimeRef": {
                "apiGroup": api_version.split("/", maxsplit=1)[0],
                "kind": "ClusterTrainingRuntime",
                "name": shape.runtime_name,
            },
            "trainer": trainer,
            "runtimePatches": [
                {
                    "manager": "dlconfig",
                    "trainingRuntimeSpec": {
                        "template": {
                            "spec": {
                                "replicatedJobs": [
                                    {
                                        "name": "node",
                                        "template": {"spec": {"template": {"spec": pod}}},
                                    }
                                ]
                            }
                        }
                    },
                }
            ],
        },
    }


def pytorchjob(shape: RunShape) -> dict[str, Any]:
    """Legacy Kubeflow Training Operator v1 PyTorchJob (master + workers)."""
    spec = shape.spec

    def replica(count: int) -> dict[str, Any]:
        pod = _pod_spec(shape, "OnFailure")
        pod["containers"][0]["name"] = "pytorch"
        pod.pop("restartPolicy")
        return {"replicas": count, "restartPolicy": "OnFailure", "template": {"spec": pod}}

    replicas = {"Master": replica(1)}
    if spec.nodes > 1:
        replicas["Worker"] = replica(spec.nodes - 1)
    for item in replicas.values():
        item["template"]["spec"]["containers"][0]["command"] = kubeflow_command()
    return {
        "apiVersion": "kubeflow.org/v1",
        "kind": "PyTorchJob",
        "metadata": _meta(shape),
        "spec": {"nprocPerNode": str(spec.procs_per_node), "pytorchReplicaSpecs": replicas},
    }


def tf_multiworker(shape: RunShape) -> list[dict[str, Any]]:
    """Headless Service + indexed Job; each pod writes TF_CONFIG from its completion index."""
    spec = shape.spec
    service_name = f"{shape.name}-workers"
    workers = [f"{shape.name}-{i}.{service_name}:{TF_PORT}" for i in range(spec.nodes)]
    cluster = json.dumps({"worker": workers}, separators=(",", ":"))
    # TF_CONFIG = the cluster (from the env) + this pod's index (from the Job controller).
    script = (
        'export TF_CONFIG="{\\"cluster\\":${TF_CLUSTER},\\"task\\":{\\"type\\":\\"worker\\",'
        '\\"index\\":${JOB_COMPLETION_INDEX}}}" && exec python train.py'
    )
    headless = {
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": _meta(shape, "-workers"),
        "spec": {
            "clusterIP": "None",
            "selector": {"app.kubernetes.io/name": shape.name},
            "ports": [{"name": "grpc", "port": TF_PORT}],
        },
    }
    pod = _pod_spec(shape, "Never", ports=[{"name": "grpc", "containerPort": TF_PORT}])
    pod["containers"][0]["command"] = ["/bin/sh", "-c", script]
    pod["containers"][0]["env"] = [{"name": "TF_CLUSTER", "value": cluster}]
    pod["subdomain"] = service_name
    indexed = {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": _meta(shape),
        "spec": {
            "completionMode": "Indexed",
            "completions": spec.nodes,
            "parallelism": spec.nodes,
            "backoffLimit": 2,
            "template": {"metadata": {"labels": _meta(shape)["labels"]}, "spec": pod},
        },
    }
    return [headless, indexed]


def compose(shape: RunShape) -> dict[str, Any]:
    spec = shape.spec
    svc: dict[str, Any] = {
        "build": {"context": ".", "dockerfile": "Dockerfile"},
        "image": shape.image,
        "command": shape.command,
        "shm_size": f"{max(1, round(spec.shm_size_gb))}gb",
        "volumes": [
            {
                "type": "bind",
                "source": shape.data_dir,
                "target": spec.dataset_mount,
                "read_only": True,
            }
        ],
    }
    if writes_output(shape):
        # A named volume, not a bind mount: the container runs as uid 10001, which cannot
        # write a host folder the Docker daemon creates (owned by root). Docker fills a new
        # volume from the image's /output, made for that user in the Dockerfile; the volume
        # outlives the container, so a rerun resumes (docker compose cp copies files out).
        svc["volumes"].append({"type": "volume", "source": "output", "target": OUTPUT_MOUNT})
    if shape.serving is not None:
        port = shape.serving.port
        svc["ports"] = [f"{port}:{port}"]
        svc["volumes"].append({"type": "volume", "source": "models", "target": MODELS_DIR})
        model_dir = _model_dir(shape)
        if model_dir:
            svc["environment"] = {"MODEL_DIR": model_dir}
    elif spec.service_port:
        svc["ports"] = [f"{spec.service_port}:{spec.service_port}"]
    if spec.gpus_per_node and spec.gpu_vendor == "amd" and spec.amd_access is not None:
        # AMD's ROCm Docker docs: the device files, and the groups that may open them
        svc["devices"] = list(spec.amd_access.devices)
        svc["group_add"] = list(spec.amd_access.groups)
    elif spec.gpus_per_node:
        svc["deploy"] = {
            "resources": {
                "reservations": {
                    "devices": [
                        {"driver": "nvidia", "count": spec.gpus_per_node, "capabilities": ["gpu"]}
                    ]
                }
            }
        }
    out: dict[str, Any] = {
        "services": {"inference" if not shape.mode.is_training else "train": svc}
    }
    if shape.serving is not None:
        out["volumes"] = {"models": {}}
    elif writes_output(shape):
        out["volumes"] = {"output": {}}
    return out
