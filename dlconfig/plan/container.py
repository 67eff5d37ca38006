"""Step 4: the container and cluster plan (``plan_container``), pure over the knowledge base.

Chooses the base images (pinned tags from ``images.yaml``), the build shape and the run
shape (docker run, Compose, a Kubernetes Job or Deployment, Kubeflow Trainer v2 for
multi-node PyTorch, an indexed Job with ``TF_CONFIG`` for multi-worker TensorFlow).
Every choice carries a Reason.
"""

from __future__ import annotations

from packaging.version import InvalidVersion, Version

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.images import CudaImage, ImageCatalog, PythonImage
from dlconfig.kb.kubeflow import KubeflowCatalog
from dlconfig.models.choice import HardwareChoice
from dlconfig.models.common import Reason, Sourced
from dlconfig.models.container import ContainerSpec, dns1123_label
from dlconfig.models.messages import ParamValue
from dlconfig.models.requirements import Requirements
from dlconfig.models.stack import Stack
from dlconfig.models.workload import Framework, Mode, Target, Workload
from dlconfig.plan.container_python import PythonInImage, python_in_image

INFERENCE_PORT = 8000
# Docker's default /dev/shm is 64 MB, too small for multi-process data loaders.
SHM_MIN_GB = 1.0
SHM_SHARE_OF_MEMORY = 0.25
SHM_MAX_GB = 64.0
UBUNTU_PREFERENCE = ("24.04", "22.04")


def _reason(code: str, text: str, src: Sourced | None = None, **params: ParamValue) -> Reason:
    return Reason(
        code=code,
        params=params,
        text=text,
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
                    f"Runtime stage on {runtime_ref}: the CUDA {runtime.cuda} shared libraries"
                    f"{' and cuDNN' if 'cudnn' in runtime.flavor else ''} without the compiler"
                    " toolchain keeps the image small; the framework's wheels are installed"
                    " with the exact pins of requirements.txt.",
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
                    "NVIDIA removes nvidia/cuda tags of CUDA versions past end of life; pin"
                    " the digest after the first pull.",
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
                            f"Build stage on {build}: the plan compiles CUDA code, which needs"
                            " nvcc and the headers; they stay out of the runtime image.",
                            flavors_src,
                            image=build,
                        )
                    )
            if build == runtime_ref:
                reasons.append(
                    _reason(
                        "container.build.same_base",
                        "Nothing is compiled, so the build stage uses the runtime image and"
                        " only the virtual environment is copied across.",
                        flavors_src,
                    )
                )
            return runtime_ref, build, reasons, python
        reasons.append(
            _reason(
                "container.base.no_cuda_tag",
                f"No nvidia/cuda tag for CUDA {stack.cuda} is in the knowledge base; the"
                " image uses Python slim and the CUDA libraries that the framework's wheels"
                " bring.",
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
                "Containers on macOS run in a Linux VM without access to the Apple GPU (MPS);"
                f" the container is CPU-only on {ref}. Train natively for MPS.",
                py,
                image=ref,
            )
        )
    elif stack.cuda is not None:
        reasons.append(
            _reason(
                "container.base.python_slim_gpu",
                f"{ref} is the smallest official image with Python {py.python}; the GPU"
                " works through the NVIDIA container toolkit, which mounts the driver when"
                " the Dockerfile asks for its compute libraries (NVIDIA_DRIVER_CAPABILITIES).",
                py,
                image=ref,
                python=py.python,
            )
        )
    else:
        reasons.append(
            _reason(
                "container.base.python_slim",
                f"No NVIDIA GPU in the plan: {ref} is the smallest official image with"
                f" Python {py.python}.",
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
) -> ContainerSpec:
    """The container and cluster plan for a planned workload. Pure; raises KbError."""
    catalog = kb.dataset("images", ImageCatalog)
    kubeflow = kb.dataset("kubeflow", KubeflowCatalog)
    choice = hardware.choice
    uses_gpu = (
        choice.gpu is not None
        and choice.count > 0
        and stack.cuda is not None
        and stack.target != Target.MACOS
    )
    gpus_per_node = choice.count if uses_gpu else 0
    nodes = max(1, choice.nodes)
    runtime, build, reasons, python = _images(workload, stack, uses_gpu, catalog)

    framework_image = next(
        (
            f"{i.repository}:{i.tag}"
            for i in catalog.framework_images
            if i.framework == workload.framework.value
            and _version(i.framework_version) == _version(stack.framework.version)
            and (i.cuda is None or (stack.cuda or "").startswith(i.cuda))
            and (i.flavor in {"runtime", "gpu"}) == uses_gpu
        ),
        None,
    )
    if framework_image:
        reasons.append(
            _reason(
                "container.base.framework_alternative",
                f"The official {framework_image} image carries the same framework version;"
                " it is a valid base too, but the exported Dockerfile installs the exact"
                " pins so the container matches the host setup.",
                next(i for i in catalog.framework_images if framework_image.endswith(i.tag)),
                image=framework_image,
            )
        )

    reasons.append(
        _reason(
            "container.build.multi_stage",
            "Two stages: dependencies are installed in a build stage with a pip cache mount"
            " and copied into a slim runtime stage as one virtual environment; the app runs"
            " as a non-root user and the dataset is mounted at run time, never copied into"
            " the image.",
            catalog.flavors,
        )
    )

    host = hardware.host
    cpu = host.cpu_cores if host else max(2, 4 * max(1, gpus_per_node))
    ram_gb = host.ram_gb if host else max(4.0, requirements.ram_gib * 1.073741824)
    memory_gb = max(1.0, round(ram_gb, 1))
    shm_gb = min(SHM_MAX_GB, max(SHM_MIN_GB, round(memory_gb * SHM_SHARE_OF_MEMORY)))
    reasons.append(
        _reason(
            "container.resources.requests",
            f"Requests {cpu} CPU cores and {memory_gb:g} GB memory per node from the"
            f" hardware plan; /dev/shm is {shm_gb:g} GB (a quarter of it, 1 to 64 GB) for"
            " data-loader worker processes (Docker's default is 64 MB).",
            cpu=cpu,
            memory_gb=memory_gb,
            shm_gb=shm_gb,
        )
    )

    procs = 1
    if uses_gpu and workload.framework == Framework.PYTORCH and workload.mode != Mode.INFERENCE:
        procs = max(1, gpus_per_node)
    if uses_gpu:
        reasons.append(
            _reason(
                "container.procs_per_node",
                f"{procs} process(es) per node and nvidia.com/gpu: {gpus_per_node} set"
                " explicitly: 'auto' would start one process on a multi-GPU node."
                + (
                    " TensorFlow uses one process per node with all its GPUs"
                    " (MirroredStrategy / MultiWorkerMirroredStrategy)."
                    if workload.framework == Framework.TENSORFLOW
                    else ""
                ),
                procs=procs,
                gpus=gpus_per_node,
                framework=workload.framework.value,
            )
        )

    engine: str | None = None
    legacy: str | None = None
    operator: str | None = None
    port: int | None = None
    files = ["Dockerfile", ".dockerignore", "compose.yaml"]
    if workload.mode == Mode.INFERENCE:
        kind = "Deployment"
        # The serving engine's own port (TensorFlow Serving's REST API, vLLM's server).
        engine_name = "tensorflow-serving" if workload.framework == Framework.TENSORFLOW else "vllm"
        serving = kb.dataset("images", ImageCatalog).serving(engine_name)
        port = serving.port if serving else INFERENCE_PORT
        files += ["k8s/deployment.yaml", "k8s/service.yaml"]
        reasons.append(
            _reason(
                "container.k8s.deployment",
                f"Serving: a Deployment keeps the replicas running and a Service exposes"
                f" port {port}.",
                port=port,
            )
        )
    elif nodes > 1 and workload.framework == Framework.TENSORFLOW:
        kind = "Job"
        engine = "tf-multiworker"
        files += ["k8s/tf-multiworker.yaml"]
        reasons.append(
            _reason(
                "container.k8s.tf_config",
                f"Multi-worker TensorFlow on {nodes} nodes: an indexed Job with a headless"
                " Service; each pod builds TF_CONFIG explicitly from its completion index"
                " for MultiWorkerMirroredStrategy.",
                nodes=nodes,
            )
        )
    elif nodes > 1:
        kind = "TrainJob"
        v2 = kubeflow.trainer_v2
        engine = "kubeflow-trainer-v2"
        operator = v2.operator_version
        files += ["k8s/trainjob.yaml"]
        reasons.append(
            _reason(
                "container.k8s.trainjob",
                f"Multi-node training on {nodes} nodes: a Kubeflow Trainer {v2.operator_version}"
                f" TrainJob ({v2.api_version}) on the ClusterTrainingRuntime"
                f" '{kubeflow.runtime_for(workload.framework)}'.",
                v2,
                nodes=nodes,
                operator_version=v2.operator_version,
                api_version=v2.api_version,
                runtime=kubeflow.runtime_for(workload.framework),
            )
        )
        if workload.framework == Framework.PYTORCH:
            v1 = kubeflow.training_operator_v1
            legacy = "pytorchjob-v1"
            files += ["k8s/legacy/pytorchjob.yaml"]
            reasons.append(
                _reason(
                    "container.k8s.pytorchjob_legacy",
                    f"A v1 PyTorchJob ({v1.api_version}, Training Operator"
                    f" {v1.operator_version}) is included as a legacy option for clusters"
                    " that still run it; v1 is deprecated.",
                    v1,
                    operator_version=v1.operator_version,
                    api_version=v1.api_version,
                )
            )
    else:
        kind = "Job"
        files += ["k8s/job.yaml"]
        reasons.append(
            _reason(
                "container.k8s.job",
                "Single-node training: a Kubernetes Job runs to completion and is not restarted"
                " once it succeeds.",
            )
        )
    files.append("k8s/pvc.yaml")

    label = _gpu_label(kb, choice.gpu) if uses_gpu else None
    if uses_gpu:
        if label:
            reasons.append(
                _reason(
                    "container.k8s.gpu_placement",
                    "Pods tolerate the nvidia.com/gpu taint and require nodes labelled"
                    f" nvidia.com/gpu.product={label}.",
                    kubeflow.gpu_product_label,
                    label=label,
                )
            )
        else:
            reasons.append(
                _reason(
                    "container.k8s.gpu_placement_unlabelled",
                    "Pods tolerate the nvidia.com/gpu taint; the GPU catalog has no"
                    " nvidia.com/gpu.product value for this GPU, so add a node affinity on"
                    " that label by hand if the cluster mixes GPU models.",
                    kubeflow.gpu_product_label,
                )
            )

    name = dns1123_label(workload.name, "dlconfig")
    return ContainerSpec(
        base_image=runtime,
        build_image=build,
        runtime_image=runtime,
        gpus_per_node=gpus_per_node,
        nodes=nodes,
        shm_size_gb=shm_gb,
        cpu_request=cpu,
        memory_request_gb=memory_gb,
        k8s_kind=kind,
        multi_node_engine=engine,
        operator_version=operator,
        gpu_product_label=label,
        files=files,
        reasons=reasons,
        procs_per_node=procs,
        image_name=f"{name}:0.1.0",
        service_port=port,
        legacy_engine=legacy,
        framework_image=framework_image,
        python=python.python,
        python_from=python.python_from,
        uv_version=python.uv_version,
    )
