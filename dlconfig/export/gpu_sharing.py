"""The shared-GPU files under ``k8s/gpu-sharing/``: the MIG manager's layout, the device
plugin's time-slicing configuration (both ConfigMaps for NVIDIA's GPU Operator) and a
ResourceQuota for the project's namespace."""

from __future__ import annotations

from typing import Any

from dlconfig.export.manifests import GPU_RESOURCE
from dlconfig.export.quoting import yaml_dump
from dlconfig.models.container import GpuSharingSpec

SHARING_DIR = "k8s/gpu-sharing"


def _labels(name: str) -> dict[str, str]:
    return {"app.kubernetes.io/part-of": name, "app.kubernetes.io/managed-by": "dlconfig"}


def _text(data: Any) -> str:
    """A YAML document as the text of a ConfigMap key (no document marker)."""
    return yaml_dump(data).removeprefix("---\n")


def _config_map(
    map_name: str, name: str, sharing: GpuSharingSpec, data: dict[str, str]
) -> dict[str, Any]:
    """A ConfigMap in the GPU Operator's namespace, where its components read it."""
    return {
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": {
            "name": map_name,
            "namespace": sharing.config_namespace,
            "labels": _labels(name),
        },
        "data": data,
    }


def mig_layout(sharing: GpuSharingSpec) -> str:
    """mig-parted's layout name for the plan's profile: ``all-1g.20gb``."""
    return f"all-{sharing.mig_profile}"


def time_slicing_config(name: str, sharing: GpuSharingSpec) -> dict[str, Any]:
    plugin = {
        "version": "v1",
        "flags": {"migStrategy": "none"},
        "sharing": {
            "timeSlicing": {
                "resources": [{"name": GPU_RESOURCE, "replicas": sharing.time_slicing_replicas}]
            }
        },
    }
    return _config_map(f"{name}-time-slicing", name, sharing, {"any": _text(plugin)})


def mig_config(name: str, sharing: GpuSharingSpec) -> dict[str, Any]:
    layout = {
        "version": "v1",
        "mig-configs": {
            "all-disabled": [{"devices": "all", "mig-enabled": False}],
            mig_layout(sharing): [
                {
                    "devices": "all",
                    "mig-enabled": True,
                    "mig-devices": {sharing.mig_profile: sharing.mig_count},
                }
            ],
        },
    }
    return _config_map(f"{name}-mig-config", name, sharing, {"config.yaml": _text(layout)})


def quota(name: str, sharing: GpuSharingSpec) -> dict[str, Any]:
    hard = {f"requests.{GPU_RESOURCE}": str(sharing.quota_gpus)}
    if sharing.mig_profile:
        hard[f"requests.nvidia.com/mig-{sharing.mig_profile}"] = str(sharing.quota_gpus)
    return {
        "apiVersion": "v1",
        "kind": "ResourceQuota",
        "metadata": {"name": f"{name}-gpus", "labels": _labels(name)},
        "spec": {"hard": hard},
    }


def sharing_files(name: str, sharing: GpuSharingSpec) -> dict[str, str]:
    """k8s/gpu-sharing/*.yaml, each with the commands that apply it in its header."""
    ns = sharing.config_namespace
    patch_ts = (
        '{"spec": {"devicePlugin": {"config": {"name": "'
        + f"{name}-time-slicing"
        + '", "default": "any"}}}}'
    )
    out = {
        f"{SHARING_DIR}/time-slicing.yaml": yaml_dump(
            time_slicing_config(name, sharing),
            "Time-slicing: GPU replicas take turns, with no memory or fault isolation.\n"
            f"kubectl apply -f {SHARING_DIR}/time-slicing.yaml\n"
            f"kubectl patch clusterpolicies.nvidia.com/cluster-policy -n {ns} --type merge"
            f" -p '{patch_ts}'",
        ),
        f"{SHARING_DIR}/quota.yaml": yaml_dump(
            quota(name, sharing),
            "The project's namespace may request this many GPUs in all.\n"
            f"kubectl apply -n NAMESPACE -f {SHARING_DIR}/quota.yaml",
        ),
    }
    if sharing.mig_profile:
        patch_mig = '{"spec": {"migManager": {"config": {"name": "' + f"{name}-mig-config" + '"}}}}'
        out[f"{SHARING_DIR}/mig-config.yaml"] = yaml_dump(
            mig_config(name, sharing),
            f"MIG {sharing.mig_profile}: instances with their own memory and fault isolation.\n"
            f"kubectl apply -f {SHARING_DIR}/mig-config.yaml\n"
            f"kubectl patch clusterpolicies.nvidia.com/cluster-policy -n {ns} --type merge"
            f" -p '{patch_mig}'\n"
            f"kubectl label node NODE nvidia.com/mig.config={mig_layout(sharing)} --overwrite",
        )
    return out
