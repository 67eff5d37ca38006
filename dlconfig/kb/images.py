"""Container base-image catalog schema (``images.yaml``).

Every tag is one seen in a source named on its record; tags are pinned (never ``latest``).
NVIDIA removes ``nvidia/cuda`` tags of CUDA versions that reached end of life, so a tag in
this catalog may stop resolving; the catalog's ``eol_policy`` says so and the plan repeats it.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from packaging.utils import canonicalize_name
from pydantic import Field, field_validator

from dlconfig.models.common import Frozen, Sourced
from dlconfig.models.stack import Stack
from dlconfig.models.workload import Framework, Workload

# An image tag as registries accept it.
_TAG_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")

CudaFlavor = Literal["base", "runtime", "devel", "cudnn-runtime", "cudnn-devel"]

_TAG = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"


def _not_floating(tag: str) -> str:
    if tag in {"latest", "nightly", "devel", "latest-gpu"} or tag.startswith("latest"):
        raise ValueError(f"tag {tag!r} floats; pin a version")
    return tag


class CudaImage(Sourced):
    """One ``nvidia/cuda`` tag: CUDA version, flavour and Ubuntu release."""

    tag: str = Field(pattern=_TAG)
    cuda: str = Field(pattern=r"^\d+\.\d+\.\d+$", description="full CUDA version, 12.8.1")
    flavor: CudaFlavor
    ubuntu: str = Field(pattern=r"^\d{2}\.\d{2}$")

    _pinned = field_validator("tag")(_not_floating)


class FrameworkImage(Sourced):
    """An official framework image (``pytorch/pytorch``, ``tensorflow/tensorflow``)."""

    repository: Literal["pytorch/pytorch", "tensorflow/tensorflow"]
    tag: str = Field(pattern=_TAG)
    framework: Literal["pytorch", "tensorflow"]
    framework_version: str = Field(pattern=r"^\d+\.\d+(\.\d+)?$")
    cuda: str | None = Field(default=None, pattern=r"^\d+\.\d+$", description="major.minor")
    flavor: Literal["runtime", "devel", "gpu", "cpu"]

    _pinned = field_validator("tag")(_not_floating)


class PythonImage(Sourced):
    """An official ``python`` slim image for CPU-only containers."""

    tag: str = Field(pattern=_TAG)
    python: str = Field(pattern=r"^3\.\d{1,2}$")
    debian: str

    _pinned = field_validator("tag")(_not_floating)


class UvRecord(Sourced):
    """The uv release the Dockerfile installs (with pip) to put the plan's Python in the image.

    ``source`` is where the version was read (PyPI); ``guide`` is uv's Docker guide, which
    installs a managed Python under ``UV_PYTHON_INSTALL_DIR`` for multi-stage images.
    """

    version: str = Field(pattern=r"^\d+\.\d+\.\d+$")
    guide: str = Field(pattern=r"^https://", max_length=2000)


class WslGpuRecord(Sourced):
    """What Windows needs for GPU compute inside WSL2."""

    min_windows_build: int = Field(ge=10000)
    default_distro: str = Field(pattern=r"^[A-Za-z0-9.-]+$")


class ServingImage(Sourced):
    """An inference engine's official server image: ``repository:{tag_prefix}{version}{tag_suffix}``
    where ``version`` is the plan's pin of ``package``."""

    engine: Literal["vllm", "tensorflow-serving"]
    package: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$", description="pin that names the tag")
    repository: str = Field(pattern=r"^[a-z0-9][a-z0-9._/-]*$")
    tag_prefix: str = Field(default="", pattern=r"^[A-Za-z0-9._-]*$")
    tag_suffix: str = Field(default="", pattern=r"^[A-Za-z0-9._-]*$")
    port: int = Field(ge=1, le=65535)
    health_path: str = Field(pattern=r"^/[A-Za-z0-9._/{}-]*$", description="{model}: the name")
    gpu_memory_utilization: float | None = Field(default=None, gt=0, le=1)


class RocmImage(Sourced):
    """An AMD ``rocm/pytorch`` image: ROCm's user space with a PyTorch build of its own."""

    repository: Literal["rocm/pytorch"] = "rocm/pytorch"
    tag: str = Field(pattern=_TAG)
    rocm: str = Field(pattern=r"^\d+\.\d+(\.\d+)?$", description="ROCm release it is validated for")
    ubuntu: str = Field(pattern=r"^\d{2}\.\d{2}$")
    python: str = Field(pattern=r"^3\.\d{1,2}$")
    framework_version: str = Field(pattern=r"^\d+\.\d+(\.\d+)?$", description="its own PyTorch")

    _pinned = field_validator("tag")(_not_floating)


class RocmRuntime(Sourced):
    """How a container reaches AMD GPUs: the device files and groups (AMD's ROCm Docker
    docs) and the Kubernetes resource (AMD's GPU device plugin)."""

    devices: list[Annotated[str, Field(pattern=r"^/dev/[a-z0-9/]{1,40}$")]] = Field(
        min_length=1, max_length=4
    )
    groups: list[Annotated[str, Field(pattern=r"^[a-z][a-z0-9_-]{0,31}$")]] = Field(
        min_length=1, max_length=4
    )
    groups_source: str = Field(pattern=r"^https://", max_length=2000)
    k8s_resource: str = Field(pattern=r"^[a-z0-9.-]+/[a-z0-9-]+$")
    k8s_source: str = Field(pattern=r"^https://", max_length=2000)


class ImageCatalog(Frozen):
    cuda_repository: str = "nvidia/cuda"
    eol_policy: Sourced
    flavors: Sourced
    cuda_images: list[CudaImage] = Field(min_length=1)
    framework_images: list[FrameworkImage] = Field(default_factory=list)
    python_images: list[PythonImage] = Field(min_length=1)
    wsl_gpu: WslGpuRecord | None = None
    uv: UvRecord | None = None
    serving_images: list[ServingImage] = Field(default_factory=list)
    rocm_images: list[RocmImage] = Field(default_factory=list)
    rocm_runtime: RocmRuntime | None = None

    def serving(self, engine: str) -> ServingImage | None:
        return next((i for i in self.serving_images if i.engine == engine), None)

    def serving_image_for(
        self, workload: Workload, stack: Stack
    ) -> tuple[ServingImage, str] | None:
        """The serving engine's own image an inference plan runs in (the Dockerfile is
        built FROM it): vLLM's when the stack pins vllm, TensorFlow Serving's for a
        TensorFlow plan; None when no engine serves (a transformers pipeline in serve.py,
        or training)."""
        if workload.mode.is_training:
            return None
        pins = {str(canonicalize_name(p.name)): p.version for p in stack.packages}
        if "vllm" in pins:
            engine, version = "vllm", pins["vllm"]
        elif workload.framework == Framework.TENSORFLOW:
            engine, version = "tensorflow-serving", stack.framework.version
        else:
            return None
        record = self.serving(engine)
        if record is None:
            return None
        tag = f"{record.tag_prefix}{version}{record.tag_suffix}"
        if not _TAG_RE.fullmatch(tag):
            return None
        return record, f"{record.repository}:{tag}"
