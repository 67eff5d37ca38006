# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the container and infrastructure steps' reasons, by code."""

from __future__ import annotations

from dlconfig.models.messages.render import (
    OPTIONAL,
    QT_TRANSLATE_NOOP,
    Template,
    When,
    sentence,
)

INFRA_TEMPLATES: dict[str, Template] = {
    "container.base.cuda_runtime": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Runtime stage on {image}: the CUDA {image_cuda} shared libraries and cuDNN without the compiler toolchain keeps the image small; the framework's wheels are installed with the exact pins of requirements.txt.",
                ),
                flavor="cudnn-runtime",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Runtime stage on {image}: the CUDA {image_cuda} shared libraries without the compiler toolchain keeps the image small; the framework's wheels are installed with the exact pins of requirements.txt.",
            ),
        ),
    ),
    "container.base.serving": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The image is built on {image}, vLLM's own server image for the planned vLLM version: it brings the engine, PyTorch and the CUDA libraries it was built with, so the stages above are not used.",
                ),
                engine="vllm",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The image is built on {image}, TensorFlow Serving's own image for the planned TensorFlow version: it brings the model server and its CUDA libraries, so the stages above are not used.",
            ),
        ),
    ),
    "container.platform.arm64": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name}'s host is an Arm Grace CPU: build and pull the image for linux/arm64 (docker buildx build --platform linux/arm64); x86_64 images do not run there.",
            ),
        ),
    ),
    "container.base.eol": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "NVIDIA removes nvidia/cuda tags of CUDA versions past end of life; pin the digest after the first pull.",
            ),
        ),
    ),
    "container.build.devel": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Build stage on {image}: the plan compiles CUDA code, which needs nvcc and the headers; they stay out of the runtime image.",
            ),
        ),
    ),
    "container.base.rocm_pytorch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{image}: AMD's PyTorch image validated for ROCm {rocm}, the base for the plan's {variant} build; its own PyTorch {image_framework} stays unused beside the plan's locked environment.",
        )
    ),
    "container.amd.devices": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "AMD GPUs reach the container as device files ({devices}) with the groups that may open them ({groups}); the amdgpu driver stays on the host and no NVIDIA runtime is involved.",
        )
    ),
    "container.amd.k8s_resource": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "Kubernetes: AMD's GPU device plugin, run on the GPU nodes, offers the GPUs as {resource}; the manifests request them by that name.",
        )
    ),
    "container.build.same_base": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Nothing is compiled, so the build stage uses the runtime image and only the virtual environment is copied across.",
            ),
        ),
    ),
    "container.base.no_cuda_tag": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No nvidia/cuda tag for CUDA {cuda} is in the knowledge base; the image uses Python slim and the CUDA libraries that the framework's wheels bring.",
            ),
        ),
    ),
    "container.base.macos_cpu_only": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Containers on macOS run in a Linux VM without access to the Apple GPU (MPS); the container is CPU-only on {image}. Train natively for MPS.",
            ),
        ),
    ),
    "container.base.python_slim": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No NVIDIA GPU in the plan: {image} is the smallest official image with Python {python}.",
            ),
        ),
    ),
    "container.base.python_slim_gpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{image} is the smallest official image with Python {python}; the GPU works through the NVIDIA container toolkit, which mounts the driver when the Dockerfile asks for its compute libraries (NVIDIA_DRIVER_CAPABILITIES).",
            ),
        ),
    ),
    "container.base.framework_alternative": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The official {image} image carries the same framework version; it is a valid base too, but the exported Dockerfile installs the exact pins so the container matches the host setup.",
            ),
        ),
    ),
    "container.build.multi_stage": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Two stages: dependencies are installed in a build stage with a pip cache mount and copied into a slim runtime stage as one virtual environment; the app runs as a non-root user and the dataset is mounted at run time, never copied into the image.",
            ),
        ),
    ),
    "container.resources.requests": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Requests {cpu} CPU cores and {memory_gb:g} GB memory per node from the hardware plan; /dev/shm is {shm_gb:g} GB (a quarter of it, 1 to 64 GB) for data-loader worker processes (Docker's default is 64 MB).",
            ),
        ),
    ),
    "container.procs_per_node": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{procs} process(es) per node and {resource}: {gpus} set explicitly: 'auto' would start one process on a multi-GPU node.",
                ),
                vendor="amd",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{procs} process(es) per node and nvidia.com/gpu: {gpus} set explicitly: 'auto' would start one process on a multi-GPU node.",
            ),
        ),
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    " TensorFlow uses one process per node with all its GPUs (MirroredStrategy / MultiWorkerMirroredStrategy).",
                ),
                framework="tensorflow",
            ),
            OPTIONAL,
        ),
    ),
    "container.k8s.deployment": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Serving: a Deployment keeps the replicas running and a Service exposes port {port}.",
            ),
        ),
    ),
    "container.k8s.tf_config": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Multi-worker TensorFlow on {nodes} nodes: an indexed Job with a headless Service; each pod builds TF_CONFIG explicitly from its completion index for MultiWorkerMirroredStrategy.",
            ),
        ),
    ),
    "container.k8s.trainjob": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Multi-node training on {nodes} nodes: a Kubeflow Trainer {operator_version} TrainJob ({api_version}) on the ClusterTrainingRuntime '{runtime}'.",
            ),
        ),
    ),
    "container.k8s.pytorchjob_legacy": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "A v1 PyTorchJob ({api_version}, Training Operator {operator_version}) is included as a legacy option for clusters that still run it; v1 is deprecated.",
            ),
        ),
    ),
    "container.k8s.job": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Single-node training: a Kubernetes Job runs to completion and is not restarted once it succeeds.",
            ),
        ),
    ),
    "container.k8s.gpu_placement": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Pods tolerate the nvidia.com/gpu taint and require nodes labelled nvidia.com/gpu.product={label}.",
            ),
        ),
    ),
    "container.k8s.gpu_placement_unlabelled": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Pods tolerate the nvidia.com/gpu taint; the GPU catalog has no nvidia.com/gpu.product value for this GPU, so add a node affinity on that label by hand if the cluster mixes GPU models.",
            ),
        ),
    ),
    "container.python.image": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{image} carries Python {python}, the plan's Python: the virtual environment is created with it.",
            ),
        ),
    ),
    "container.python.uv": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{image} carries no Python, so the build stage installs uv {uv} with pip and uv installs Python {python}, the plan's Python, under {install_dir}; the virtual environment is created with it and both folders are copied into the runtime stage, so the container runs the Python the pins were resolved for.",
                ),
                image_python="none",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{image} carries Python {image_python}, so the build stage installs uv {uv} with pip and uv installs Python {python}, the plan's Python, under {install_dir}; the virtual environment is created with it and both folders are copied into the runtime stage, so the container runs the Python the pins were resolved for.",
            ),
        ),
    ),
    "container.python.distro": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "CUDA images carry no Python and the knowledge base records no uv release: the Dockerfile installs Ubuntu's python3, which can differ from the plan's Python {python}; the pins in requirements.txt must support both.",
            ),
        ),
    ),
    "container.python.image_differs": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No python image of the plan's Python {python} is recorded and no uv release either: {image} runs Python {image_python}; the pins in requirements.txt must support it.",
            ),
        ),
    ),
    "infra.latency": (
        (
            When(QT_TRANSLATE_NOOP("ReasonText", "This machine: "), place="local"),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "A server of your own next to the data: "),
                place="onprem",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "A server in a colocation facility near the users ({city}): "
                ),
                place="colocation",
            ),
            QT_TRANSLATE_NOOP("ReasonText", "{where}: "),
        ),
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "about {data_ms:.0f} ms round trip to the data and about {users_ms:.0f} ms to the users",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "about {data_ms:.0f} ms round trip to the data"),
                users_ms=None,
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "about {users_ms:.0f} ms to the users"),
                data_ms=None,
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "no data or users location given"),
                data_ms=None,
                users_ms=None,
            ),
        ),
        (QT_TRANSLATE_NOOP("ReasonText", " (±{error_pct:g} %)."),),
    ),
    "infra.gpu_alternative": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{gpu} is not the chosen {chosen} but holds the model too; its training hours use its own peak at the workload's precision.",
            ),
        ),
    ),
    "infra.availability": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "{instance_type} is recorded as offered in every region."
                ),
                scope=None,
            ),
            QT_TRANSLATE_NOOP("ReasonText", "{instance_type} is recorded as offered in {scope}."),
        ),
    ),
    "infra.cost.train": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Training run: ${usd:,.2f} at the {mode} list price ${usd_per_hour:.4f}/h x {hours:,.1f} instance-hours.",
            ),
        ),
    ),
    "infra.cost.spot_restarts": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Spot price: the capacity can be reclaimed at any time, so the run needs checkpointing and restarts ({overhead_pct:g} % extra instance-hours are counted).",
            ),
        ),
    ),
    "infra.gpu_nearest_region": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{provider_name} {near_region} ({near_city}), the region nearest {place}, is not recorded as offering {gpu}; the nearest region with it is {region} ({city}), about {rtt_ms:.0f} ms round trip from {place} instead of {near_rtt_ms:.0f} ms.",
            ),
        ),
    ),
    "infra.cost.serve_month": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "A month of serving: ${usd:,.2f} at the {mode} list price ${usd_per_hour:.4f}/h x {hours:,.1f} instance-hours.",
            ),
        ),
    ),
    "infra.cost.storage": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Keeping the {dataset_gb:g} GB dataset costs per month: {tiers} (hot data on local NVMe while training, warm copies on SSD volumes).",
            ),
        ),
    ),
    "infra.cost.storage_retrieval": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Reading the {dataset_gb:g} GB dataset back once from the {tier} tier costs ${usd:,.2f} (${usd_per_gb}/GB retrieval list price; requests not included).",
            ),
        ),
    ),
    "infra.cost.egress": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Sending the {dataset_gb:g} GB dataset out of {region} to the internet once costs ${usd:,.2f} (${usd_per_gb}/GB list price).",
            ),
        ),
    ),
    "infra.cost.egress_china": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Sending the {dataset_gb:g} GB dataset out of {region} to users in mainland China once costs ${usd:,.2f} (${usd_per_gb}/GB list price for China destinations).",
            ),
        ),
    ),
    "infra.cost.egress_unknown": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No egress price of {provider_name} is recorded; moving the dataset out is not costed.",
            ),
        ),
    ),
    "infra.buy_vs_rent": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Buying {gpus} × {gpu_name} at ${purchase_usd:,.0f} each ({price_kind}), written off over {years:g} years, with power at ${usd_per_kwh}/kWh and PUE {pue}, beats renting at ${rent_usd_per_gpu_hour:.3f} per GPU-hour above {break_even_pct:.0f}% utilisation.",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Buying {gpus} × {gpu_name} at ${purchase_usd:,.0f} each ({price_kind}), written off over {years:g} years, with power at ${usd_per_kwh}/kWh and PUE {pue}, beats renting at ${rent_usd_per_gpu_hour:.3f} per GPU-hour above 100 % utilisation, i.e. never within the write-off period.",
                ),
                break_even_pct=None,
            ),
        ),
    ),
    "infra.no_purchase_price": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The GPU catalog has no purchase price for {gpu}; buying is not costed.",
            ),
        ),
    ),
    "infra.cost.power": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Power: GPU board power {watts:g} W × {gpus} × PUE {pue} at ${usd_per_kwh}/kWh = ${month_usd:,.2f} per month at full load (host CPU and RAM not counted).",
            ),
        ),
    ),
    "infra.local_does_not_fit": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "This machine does not meet the workload's needs (see the hardware step).",
            ),
        ),
    ),
    "infra.cost.rack": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Colocation rack fee: ${usd:,.2f} a month (your figure), added to the monthly cost and, pro rata, to the run.",
            ),
        ),
    ),
    "infra.cost.pue_default": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Facility PUE {pue} is the published industry average; enter your facility's own figure if you know it.",
            ),
        ),
    ),
    "infra.colocation_fees_unknown": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Colocation space and service fees are not recorded; only power is costed. Enter your rack fee to include it.",
            ),
        ),
    ),
    # a note of the knowledge base's, shown as recorded (not translated)
    "infra.instance_note": (("{note}",),),
    "infra.no_gpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "The hardware step chose no GPU, so no GPU place is ranked."
            ),
        ),
    ),
    "infra.no_cloud_offer": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No cloud region is recorded to offer {gpu} with a list price, so no cloud option is ranked; see the notes on which prices could be recorded.",
            ),
        ),
    ),
    "infra.over_budget": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Training plus one month of serving comes to ${total_usd:,.2f}, over the ${budget_usd:,.2f} budget.",
            ),
        ),
    ),
    "infra.gpu_hours": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Training GPU-hours come from the training FLOPs at {mfu_pct:g}% model FLOPs utilisation of each GPU's dense {precision} peak, as in the hardware step; a GPU without a {precision} figure has no time.",
            ),
        ),
    ),
    "infra.latency_model": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Round-trip time = 2 x great-circle distance x {path_factor} (cable detour) / {fibre_km_per_ms} km per ms (light in fibre) + {base_ms:g} ms; fitted to published inter-region round trips, error about ±{error_pct:g} %.",
            ),
        ),
    ),
    "infra.assumptions": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Spot runs count {spot_overhead_pct:g}% extra hours for interruptions and restarts; commitments bill their whole term; serving runs all month.",
            ),
        ),
    ),
    "infra.prices_list": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Prices are list prices; the oldest was read on {oldest} ({age_days} days ago). Check the provider before you buy.",
            ),
        ),
    ),
    "infra.hybrid": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "Train on {train}, serve from {serve}; compare side by side."
            ),
        ),
    ),
    "infra.compliance.controls": (
        (QT_TRANSLATE_NOOP("ReasonText", "{rule_name}: needs {needs}."),),
    ),
    "infra.compliance.excluded": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Excluded by {rule_name}: data must stay in {home}; this place is in {country}.",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Excluded by {rule_name}: data must stay in {home}; this place is in an unknown country.",
                ),
                country=None,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Excluded by {rule_name}: no business associate agreement from {provider} is on record.",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Excluded by {rule_name}: no business associate agreement from this provider is on record.",
            ),
        ),
    ),
    "infra.compliance.needs_mechanism": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "{rule_name}: {country} is {condition}; otherwise {needs}."
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{rule_name}: {country} is outside {home} without adequacy; the transfer needs {needs}.",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{rule_name}: an unknown country is outside {home} without adequacy; the transfer needs {needs}.",
            ),
        ),
    ),
    "infra.compliance.needs_contract": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{rule_name}: {provider} offers a BAA; sign it before any ePHI goes there.",
            ),
        ),
    ),
    "infra.compliance.colocation": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{rule_name}: on your own machines no BAA is needed with a cloud provider; check whether the colocation operator can reach the data.",
            ),
        ),
    ),
}
