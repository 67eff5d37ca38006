"""Step 4: the container and cluster plan (``plan_container``), pure over the knowledge base.

Chooses the base images (pinned tags from ``images.yaml``), the build shape and the run
shape (docker run, Compose, a Kubernetes Job or Deployment, Kubeflow Trainer v2 for
multi-node PyTorch, an indexed Job with ``TF_CONFIG`` for multi-worker TensorFlow).
Every choice carries a Reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from packaging.version import InvalidVersion, Version

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.images import CudaImage, ImageCatalog, PythonImage, ServingImage
from dlconfig.kb.kubeflow import KubeflowCatalog
from dlconfig.models.choice import HardwareChoice
from dlconfig.models.common import Conflict, Reason, Sourced
from dlconfig.models.container import (
    INFERENCE_PORT,
    AmdGpuAccess,
    ContainerSpec,
    dns1123_label,
)
from dlconfig.models.messages import ParamValue
from dlconfig.models.requirements import Requirements
from dlconfig.models.stack import Stack
from dlconfig.models.workload import Framework, Target, Workload
from dlconfig.plan.container_python import PythonInImage, python_in_image
from dlconfig.plan.gpu_sharing import plan_sharing
from dlconfig.plan.notebook import plan_notebook

# Docker's default /dev/shm is 64 MB, too small for multi-process data loaders.
SHM_MIN_GB = 1.0
SHM_SHARE_OF_MEMORY = 0.25
SHM_MAX_GB = 64.0
UBUNTU_PREFERENCE = ("24.04", "22.04")


def _reason(code: str, src: Sourced | None = None, **params: ParamValue) -> Reason:
    return Reason(
        code=code,
        params=params,
        source=src.source if src else None,
        as_of=src.as_of if src else None,
    )


def _version(text: str | None) -> Version | None:
    try:
        return Version(text) if text else None
    except InvalidVersion:
        return None


def _pick_cuda_image(
    catalog: ImageCatalog, cuda: str, flavors: tuple[str, ...], ubuntu: str | None = None
) -> CudaImage | None:
    """Newest tag of the first flavour in ``flavors`` for CUDA major.minor ``cuda``.

    Falls back to the newest older minor of the same major (a newer image would demand a
    newer driver than the plan asks for).
    """
    wanted = _version(cuda)
    if wanted is None:
        return None
    for flavor in flavors:
        same = [
            i
            for i in catalog.cuda_images
            if i.flavor == flavor and (ubuntu is None or i.ubuntu == ubuntu)
        ]
        exact = [i for i in same if Version(i.cuda).release[:2] == wanted.release[:2]]
        older = [
            i for i in same if Version(i.cuda).major == wanted.major and Version(i.cuda) < wanted
        ]
        for pool in (exact, older):
            if pool:
                return max(
                    pool,
                    key=lambda i: (
                        Version(i.cuda),
                        -UBUNTU_PREFERENCE.index(i.ubuntu) if i.ubuntu in UBUNTU_PREFERENCE else -9,
                    ),
                )
    return None


def _pick_python_image(catalog: ImageCatalog, python: str) -> PythonImage:
    wanted = _version(python) or Version("3.12")
    exact = [i for i in catalog.python_images if Version(i.python) == wanted]
    if exact:
        return exact[0]
    older = [i for i in catalog.python_images if Version(i.python) < wanted]
    pool = older or catalog.python_images
    return max(pool, key=lambda i: Version(i.python))


def _gpu_label(kb: KnowledgeBase, gpu_id: str | None) -> str | None:
    if gpu_id is None:
        return None
    try:
        record = kb.dataset("gpus", GpuCatalog).by_id(gpu_id)
    except KbError:
        return None
    return record.k8s_product_label if record else None


def _platform(kb: KnowledgeBase, gpu_id: str | None, reasons: list[Reason]) -> str | None:
    """``linux/arm64`` when the chosen GPU comes with an Arm (Grace) host, with its reason."""
    if gpu_id is None:
        return None
    try:
        catalog = kb.dataset("gpus", GpuCatalog)
    except KbError:
        return None
    record = catalog.by_id(gpu_id)
    if record is None or record.host_arch != "aarch64":
        return None
    rule = catalog.platform_rule("grace_aarch64")
    reasons.append(_reason("container.platform.arm64", rule, gpu=record.id, name=record.name))
    return "linux/arm64"


def _images(
    workload: Workload, stack: Stack, uses_gpu: bool, catalog: ImageCatalog
) -> tuple[str, str, list[Reason], PythonInImage]:
    """(runtime image, build image, reasons, the Python the image runs)."""
    reasons: list[Reason] = []
    flavors_src = catalog.flavors
    if uses_gpu and stack.cuda:
        wants_cudnn = workload.framework == Framework.TENSORFLOW
        flavor = ("cudnn-runtime", "runtime") if wants_cudnn else ("runtime", "cudnn-runtime")
        runtime = _pick_cuda_image(catalog, stack.cuda, flavor)
        if runtime is not None:
            runtime_ref = f"{catalog.cuda_repository}:{runtime.tag}"
            reasons.append(
                _reason(
                    "container.base.cuda_runtime",
                    runtime,
                    image=runtime_ref,
                    cuda=stack.cuda,
                    flavor=runtime.flavor,
                    image_cuda=runtime.cuda,
                )
            )
            reasons.append(
                _reason(
                    "container.base.eol",
                    catalog.eol_policy,
                )
            )
            python = python_in_image(catalog, stack.python, runtime_ref, None, runtime.ubuntu)
            reasons.append(python.reason)
            build = runtime_ref
            if stack.needs_toolkit:
                devel = _pick_cuda_image(
                    catalog,
                    stack.cuda,
                    ("cudnn-devel", "devel") if wants_cudnn else ("devel", "cudnn-devel"),
                )
                if devel is not None:
                    build = f"{catalog.cuda_repository}:{devel.tag}"
                    reasons.append(
                        _reason(
                            "container.build.devel",
                            flavors_src,
                            image=build,
                        )
                    )
            if build == runtime_ref:
                reasons.append(
                    _reason(
                        "container.build.same_base",
                        flavors_src,
                    )
                )
            return runtime_ref, build, reasons, python
        reasons.append(
            _reason(
                "container.base.no_cuda_tag",
                catalog.eol_policy,
                cuda=stack.cuda,
            )
        )
    py = _pick_python_image(catalog, stack.python)
    ref = f"python:{py.tag}"
    python = python_in_image(catalog, stack.python, ref, py.python)
    if Target.MACOS in (workload.target, stack.target):
        reasons.append(
            _reason(
                "container.base.macos_cpu_only",
                py,
                image=ref,
            )
        )
    elif stack.cuda is not None:
        reasons.append(
            _reason(
                "container.base.python_slim_gpu",
                py,
                image=ref,
                python=py.python,
            )
        )
    else:
        reasons.append(
            _reason(
                "container.base.python_slim",
                py,
                image=ref,
                python=py.python,
            )
        )
    reasons.append(python.reason)
    return ref, ref, reasons, python


def plan_container(
    workload: Workload,
    requirements: Requirements,
    hardware: HardwareChoice,
    stack: Stack,
    kb: KnowledgeBase,
    *,
    conflicts: list[Conflict] | None = None,
    replicas: int = 1,
) -> ContainerSpec:
    """The container and cluster plan for a planned workload. Pure; raises KbError.
    ``conflicts`` receives a conflict of the workload's own container options (a MIG
    profile that does not fit)."""
    catalog = kb.dataset("images", ImageCatalog)
    kubeflow = kb.dataset("kubeflow", KubeflowCatalog)
    choice = hardware.choice
    rocm = _rocm_release(stack)
    uses_gpu = (
        choice.gpu is not None
        and choice.count > 0
        and (stack.cuda is not None or rocm is not None)
        and stack.target != Target.MACOS
    )
    gpus_per_node = choice.count if uses_gpu else 0
    nodes = max(1, choice.nodes)
    amd_image = _rocm_image(catalog, rocm, stack) if uses_gpu and rocm is not None else None
    if amd_image is not None:
        runtime, build, reasons, python = amd_image
    else:
        runtime, build, reasons, python = _images(workload, stack, uses_gpu, catalog)
    serving = catalog.serving_image_for(workload, stack)
    if serving is not None:
        record, image = serving
        reasons.append(_reason("container.base.serving", record, image=image, engine=record.engine))
    framework_image = _framework_image(workload, stack, uses_gpu, catalog, reasons)
    reasons.append(_reason("container.build.multi_stage", catalog.flavors))
    cpu, memory_gb, shm_gb = _resources(hardware, requirements, gpus_per_node, reasons)
    vendor: Literal["nvidia", "amd"] = "amd" if uses_gpu and rocm is not None else "nvidia"
    amd_resource = (
        catalog.rocm_runtime.k8s_resource
        if vendor == "amd" and catalog.rocm_runtime is not None
        else None
    )
    procs = _procs_per_node(workload, gpus_per_node, reasons, amd_resource)
    orchestration = _orchestration(workload, nodes, kubeflow, serving, reasons)
    access = None
    if vendor == "amd":
        label = None
        access = _amd_devices(catalog, reasons)
    else:
        label = _gpu_placement(kb, kubeflow, choice.gpu, reasons) if uses_gpu else None
    platform = _platform(kb, choice.gpu, reasons) if uses_gpu else None
    name = dns1123_label(workload.name, "dlconfig")
    notebook = plan_notebook(workload, stack.target, kb, reasons)
    # the GPUs the decision runs the workload on
    used = gpus_per_node * nodes
    sharing = plan_sharing(
        workload,
        choice.gpu if uses_gpu else None,
        need_gib=requirements.vram_gib_per_gpu,
        total_gpus=used,
        kb=kb,
        reasons=reasons,
    )
    if sharing.conflict is not None and conflicts is not None:
        conflicts.append(sharing.conflict)
    return ContainerSpec(
        base_image=runtime,
        build_image=build,
        runtime_image=runtime,
        gpus_per_node=gpus_per_node,
        gpu_vendor=vendor,
        amd_access=access,
        nodes=nodes,
        shm_size_gb=shm_gb,
        cpu_request=cpu,
        memory_request_gb=memory_gb,
        k8s_kind=orchestration.kind,
        multi_node_engine=orchestration.engine,
        operator_version=orchestration.operator,
        gpu_product_label=label,
        files=[*orchestration.files, "k8s/pvc.yaml"],
        reasons=reasons,
        procs_per_node=procs,
        image_name=f"{name}:0.1.0",
        service_port=orchestration.port,
        legacy_engine=orchestration.legacy,
        framework_image=framework_image,
        python=python.python,
        python_from=python.python_from,
        uv_version=python.uv_version,
        platform=platform,
        notebook=notebook,
        gpu_sharing=sharing.spec,
        replicas=replicas if not workload.mode.is_training else 1,
        serving_engine=serving[0].engine if serving else None,
        serving_image=serving[1] if serving else None,
    )


def _rocm_release(stack: Stack) -> Version | None:
    """The ROCm release of the stack's framework build (rocm7.2 -> 7.2), None: not ROCm."""
    return _version(stack.rocm_release)


def _rocm_image(
    catalog: ImageCatalog, rocm: Version | None, stack: Stack
) -> tuple[str, str, list[Reason], PythonInImage] | None:
    """AMD's rocm/pytorch image of the stack's ROCm release (newest Ubuntu first), with
    its reasons and the Python the plan's environment runs on; None: none recorded."""
    if rocm is None:
        return None
    same = [i for i in catalog.rocm_images if Version(i.rocm).release[:2] == rocm.release[:2]]
    if not same:
        return None
    image = max(
        same,
        key=lambda i: -UBUNTU_PREFERENCE.index(i.ubuntu) if i.ubuntu in UBUNTU_PREFERENCE else -9,
    )
    ref = f"{image.repository}:{image.tag}"
    reasons = [
        _reason(
            "container.base.rocm_pytorch",
            image,
            image=ref,
            rocm=image.rocm,
            variant=stack.framework.variant,
            image_framework=image.framework_version,
        ),
        _reason("container.build.same_base"),
    ]
    python = python_in_image(catalog, stack.python, ref, image.python, image.ubuntu)
    reasons.append(python.reason)
    return ref, ref, reasons, python


def _amd_devices(catalog: ImageCatalog, reasons: list[Reason]) -> AmdGpuAccess | None:
    """How the containers reach AMD GPUs: device files, groups and amd.com/gpu."""
    runtime = catalog.rocm_runtime
    if runtime is None:
        return None
    reasons.append(
        _reason(
            "container.amd.devices",
            runtime,
            devices=", ".join(runtime.devices),
            groups=", ".join(runtime.groups),
        )
    )
    reasons.append(
        Reason(
            code="container.amd.k8s_resource",
            params={"resource": runtime.k8s_resource},
            source=runtime.k8s_source,
            as_of=runtime.as_of,
        )
    )
    return AmdGpuAccess(
        devices=list(runtime.devices),
        groups=list(runtime.groups),
        k8s_resource=runtime.k8s_resource,
    )


def _framework_image(
    workload: Workload, stack: Stack, uses_gpu: bool, catalog: ImageCatalog, reasons: list[Reason]
) -> str | None:
    """The framework's own image of the planned version, offered as an alternative base."""
    image = next(
        (
            i
            for i in catalog.framework_images
            if i.framework == workload.framework.value
            and _version(i.framework_version) == _version(stack.framework.version)
            and (i.cuda is None or (stack.cuda or "").startswith(i.cuda))
            and (i.flavor in {"runtime", "gpu"}) == uses_gpu
        ),
        None,
    )
    if image is None:
        return None
    ref = f"{image.repository}:{image.tag}"
    reasons.append(_reason("container.base.framework_alternative", image, image=ref))
    return ref


def _resources(
    hardware: HardwareChoice, requirements: Requirements, gpus_per_node: int, reasons: list[Reason]
) -> tuple[int, float, float]:
    """(CPU cores, memory GB, shared memory GB) the container requests."""
    host = hardware.host
    cpu = host.cpu_cores if host else max(2, 4 * max(1, gpus_per_node))
    ram_gb = host.ram_gb if host else max(4.0, requirements.ram_gib * 1.073741824)
    memory_gb = max(1.0, round(ram_gb, 1))
    shm_gb = min(SHM_MAX_GB, max(SHM_MIN_GB, round(memory_gb * SHM_SHARE_OF_MEMORY)))
    reasons.append(
        _reason("container.resources.requests", cpu=cpu, memory_gb=memory_gb, shm_gb=shm_gb)
    )
    return cpu, memory_gb, shm_gb


def _procs_per_node(
    workload: Workload, gpus_per_node: int, reasons: list[Reason], amd_resource: str | None
) -> int:
    """Processes per node: one per GPU for PyTorch training, else one. ``amd_resource``:
    the Kubernetes name of AMD GPUs (None: NVIDIA's)."""
    if gpus_per_node <= 0:
        return 1
    procs = 1
    if workload.framework == Framework.PYTORCH and workload.mode.is_training:
        procs = gpus_per_node
    params: dict[str, ParamValue] = {
        "procs": procs,
        "gpus": gpus_per_node,
        "framework": workload.framework.value,
    }
    if amd_resource is not None:
        params |= {"vendor": "amd", "resource": amd_resource}
    reasons.append(Reason(code="container.procs_per_node", params=params))
    return procs


@dataclass(frozen=True)
class _Orchestration:
    """How Kubernetes runs the workload, and the files that say so."""

    kind: str
    files: list[str]
    engine: str | None = None
    legacy: str | None = None
    operator: str | None = None
    port: int | None = None


_BASE_FILES = ("Dockerfile", ".dockerignore", "compose.yaml")


def _orchestration(
    workload: Workload,
    nodes: int,
    kubeflow: KubeflowCatalog,
    serving: tuple[ServingImage, str] | None,
    reasons: list[Reason],
) -> _Orchestration:
    if not workload.mode.is_training:
        # The serving engine's own port (TensorFlow Serving's REST API, vLLM's server),
        # or serve.py's when a transformers pipeline serves.
        port = serving[0].port if serving else INFERENCE_PORT
        reasons.append(_reason("container.k8s.deployment", port=port))
        files = [*_BASE_FILES, "k8s/deployment.yaml", "k8s/service.yaml"]
        return _Orchestration("Deployment", files, port=port)
    if nodes > 1 and workload.framework == Framework.TENSORFLOW:
        reasons.append(_reason("container.k8s.tf_config", nodes=nodes))
        files = [*_BASE_FILES, "k8s/tf-multiworker.yaml"]
        return _Orchestration("Job", files, engine="tf-multiworker")
    if nodes > 1:
        return _trainjob(workload, nodes, kubeflow, reasons)
    reasons.append(_reason("container.k8s.job"))
    return _Orchestration("Job", [*_BASE_FILES, "k8s/job.yaml"])


def _trainjob(
    workload: Workload, nodes: int, kubeflow: KubeflowCatalog, reasons: list[Reason]
) -> _Orchestration:
    """Multi-node training on Kubeflow Trainer v2, with a legacy PyTorchJob for PyTorch."""
    v2 = kubeflow.trainer_v2
    files = [*_BASE_FILES, "k8s/trainjob.yaml"]
    reasons.append(
        _reason(
            "container.k8s.trainjob",
            v2,
            nodes=nodes,
            operator_version=v2.operator_version,
            api_version=v2.api_version,
            runtime=kubeflow.runtime_for(workload.framework),
        )
    )
    legacy = None
    if workload.framework == Framework.PYTORCH:
        v1 = kubeflow.training_operator_v1
        legacy = "pytorchjob-v1"
        files.append("k8s/legacy/pytorchjob.yaml")
        reasons.append(
            _reason(
                "container.k8s.pytorchjob_legacy",
                v1,
                operator_version=v1.operator_version,
                api_version=v1.api_version,
            )
        )
    return _Orchestration(
        "TrainJob",
        files,
        engine="kubeflow-trainer-v2",
        legacy=legacy,
        operator=v2.operator_version,
    )


def _gpu_placement(
    kb: KnowledgeBase, kubeflow: KubeflowCatalog, gpu: str | None, reasons: list[Reason]
) -> str | None:
    """The node label that places pods on the chosen GPU (None: not recorded)."""
    label = _gpu_label(kb, gpu)
    if label:
        reasons.append(
            _reason("container.k8s.gpu_placement", kubeflow.gpu_product_label, label=label)
        )
    else:
        reasons.append(
            _reason("container.k8s.gpu_placement_unlabelled", kubeflow.gpu_product_label)
        )
    return label
