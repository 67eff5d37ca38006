"""Container and cluster plan (step 4)."""

from __future__ import annotations

import re
import unicodedata
from typing import Annotated, Literal

from pydantic import Field, model_validator

from dlconfig.models.common import Frozen, Reason

DNS1123_MAX = 63
# The port an inference server listens on when no engine's own port applies (serve.py).
INFERENCE_PORT = 8000
# Where a uv-managed Python is installed inside the image (build and runtime stages).
PYTHON_DIR = "/opt/python"


def dns1123_label(text: str, fallback: str = "app") -> str:
    """``text`` as a Kubernetes DNS-1123 label: lower-case ASCII, digits and '-', <= 63."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    label = re.sub(r"[^a-z0-9-]+", "-", ascii_text.lower())
    label = re.sub(r"-{2,}", "-", label).strip("-")[:DNS1123_MAX].rstrip("-")
    if not label or not label[0].isalpha():
        label = (fallback + "-" + label).strip("-")[:DNS1123_MAX].rstrip("-")
    return label


class NotebookSpec(Frozen):
    """JupyterLab beside the workload: where it listens and how it is reached."""

    port: int = Field(default=8888, ge=1024, le=65535)
    is_public: bool = Field(default=False, description="a LoadBalancer Service (Kubernetes)")
    tls_secret: str | None = Field(
        default=None, max_length=63, pattern=r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
    )
    password_hash: str | None = Field(
        default=None,
        max_length=400,
        pattern=r"^(argon2|sha1|sha256|sha512):[A-Za-z0-9$=+/.,:_-]{8,390}$",
    )

    @model_validator(mode="after")
    def _public_needs_tls_and_password(self) -> NotebookSpec:
        # Whatever path the plan came by (workload, plan file, GUI), a notebook on a
        # LoadBalancer is served over TLS and behind a password, never one without the other.
        if self.is_public and (self.tls_secret is None or self.password_hash is None):
            raise ValueError("a public notebook needs both tls_secret and password_hash")
        return self


# The same bounds as the workload's mig_profile: the profile reaches README shell lines.
MigProfile = Annotated[str, Field(pattern=r"^[1-9]g\.[0-9]{1,4}gb$")]


class GpuSharingSpec(Frozen):
    """How the plan's GPUs are shared with other workloads on Kubernetes."""

    mig_profile: MigProfile | None = Field(default=None, description="None: the GPU has no MIG")
    mig_count: int | None = Field(default=None, ge=1, le=7, description="instances per GPU")
    mig_profiles: list[MigProfile] = Field(
        default_factory=list, max_length=32, description="every profile that fits"
    )
    time_slicing_replicas: int = Field(ge=2, le=1024)
    quota_gpus: int = Field(ge=1, description="GPU requests the namespace's quota allows")
    # A Kubernetes namespace (DNS-1123 label): it reaches kubectl lines in the README.
    config_namespace: str = Field(
        default="gpu-operator", max_length=DNS1123_MAX, pattern=r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
    )


class AmdGpuAccess(Frozen):
    """How a container reaches AMD GPUs (from the knowledge base's ``rocm_runtime``):
    device files and groups for Docker and Compose, the Kubernetes resource name."""

    devices: list[Annotated[str, Field(pattern=r"^/dev/[a-z0-9/]{1,40}$")]] = Field(
        min_length=1, max_length=4, description="device files: /dev/kfd, /dev/dri"
    )
    groups: list[Annotated[str, Field(pattern=r"^[a-z][a-z0-9_-]{0,31}$")]] = Field(
        min_length=1, max_length=4, description="groups: video, render"
    )
    k8s_resource: str = Field(default="amd.com/gpu", pattern=r"^[a-z0-9.-]+/[a-z0-9-]+$")


class ContainerSpec(Frozen):
    base_image: str
    build_image: str | None = None
    runtime_image: str | None = None
    user: str = "app"
    workdir: str = "/workspace"
    dataset_mount: str = "/data"
    gpus_per_node: int = Field(default=0, ge=0)
    gpu_vendor: Literal["nvidia", "amd"] = Field(
        default="nvidia",
        description="who makes the GPUs: NVIDIA's container toolkit and nvidia.com/gpu, or"
        " AMD's device files and amd.com/gpu",
    )
    amd_access: AmdGpuAccess | None = Field(
        default=None, description="AMD GPUs: device files, groups, Kubernetes resource"
    )
    nodes: int = Field(default=1, ge=1)
    shm_size_gb: float = Field(default=8, ge=0)
    cpu_request: int = Field(default=1, ge=1)
    memory_request_gb: float = Field(default=4, ge=0)
    k8s_kind: str = "Job"
    multi_node_engine: str | None = None
    operator_version: str | None = None
    # A Kubernetes label value: at most 63 letters, digits, '-', '_' or '.'.
    gpu_product_label: str | None = Field(
        default=None, max_length=63, pattern=r"^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$"
    )
    files: list[str] = Field(default_factory=list)
    reasons: list[Reason] = Field(default_factory=list)
    procs_per_node: int = Field(default=1, ge=1, description="processes started on each node")
    replicas: int = Field(
        default=1, ge=1, le=100_000, description="serving: replicas of gpus_per_node GPUs each"
    )
    image_name: str = Field(default="", max_length=255, description="name:tag of the built image")
    service_port: int | None = Field(default=None, ge=1, le=65535)
    legacy_engine: str | None = Field(default=None, description="labelled legacy alternative")
    framework_image: str | None = Field(default=None, description="official framework image")
    python: str | None = Field(
        default=None, description="Python major.minor the image runs; None: not known"
    )
    python_from: Literal["image", "uv", "apt"] | None = Field(
        default=None,
        description="where the image's Python comes from: the base image's own, a uv-managed"
        " interpreter under /opt/python, or the distribution's python3 (None: plans made"
        " before this field, decided from the image names)",
    )
    uv_version: str | None = Field(default=None, description="uv release that installs it")
    platform: str | None = Field(
        default=None,
        description="image platform when the host is not x86_64 ('linux/arm64' for Grace)",
    )
    notebook: NotebookSpec | None = Field(default=None, description="JupyterLab, when asked")
    gpu_sharing: GpuSharingSpec | None = Field(
        default=None, description="MIG and time-slicing, when the GPU can be shared"
    )
    serving_engine: Literal["vllm", "tensorflow-serving"] | None = Field(
        default=None, description="the inference engine whose own image the plan runs in"
    )
    serving_image: str | None = Field(
        default=None,
        description="that engine's image (the Dockerfile's base); None: built from"
        " build_image/runtime_image",
    )

    def dockerfile_images(self) -> dict[str, str]:
        """The images the bundle's Dockerfile is built FROM, by stage ("serving", or
        "build" and "runtime"): what step 4 and the report show."""
        if self.serving_image:
            return {"serving": self.serving_image}
        runtime = self.runtime_image or self.base_image
        return {"build": self.build_image or runtime, "runtime": runtime}
