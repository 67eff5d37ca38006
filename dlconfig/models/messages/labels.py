# ruff: noqa: E501 - the catalogue reads best one label a line
"""The one catalogue of labels: ``label id -> English text`` in the ``Labels`` context.

The wizard, report.pdf and the exported README show these words (workload fields, the
names of tasks, modes, precisions and the other choices, step and section titles, the
report's fixed sentences), and a reason's param whose value is a label id (a layout's
``strategy.fsdp``, a fit's ``fit.sharded``, a price mode's ``price_mode.spot``) is shown
as its words inside the sentence. ``pyside6-lupdate`` extracts them from this file into
the ``.ts`` files; the GUI translates them through Qt's translator
(``QCoreApplication.translate(LABELS_CONTEXT, text)``), the exporters through
:func:`dlconfig.i18n.catalog.translator` (the same ``.ts`` files, read without Qt); a
sentence's translator also knows these words. A label id is ``group.code``:
``task.llm``, ``field.batch_size``, ``report.summary``. Names that read the same in every
language ("FP32", "PyTorch") are not marked. :mod:`dlconfig.i18n.labels` reads them by
id, group and code.
"""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP

LABELS_CONTEXT = "Labels"

LABELS: dict[str, str] = {
    # The workload's fields (the wizard's form, the report's workload table)
    "field.name": QT_TRANSLATE_NOOP("Labels", "Project name"),
    "field.task": QT_TRANSLATE_NOOP("Labels", "Task"),
    "field.mode": QT_TRANSLATE_NOOP("Labels", "Mode"),
    "field.model": QT_TRANSLATE_NOOP("Labels", "Model"),
    "field.params_b": QT_TRANSLATE_NOOP("Labels", "Parameters (billions, custom)"),
    "field.precision": QT_TRANSLATE_NOOP("Labels", "Precision"),
    "field.optimizer": QT_TRANSLATE_NOOP("Labels", "Optimizer"),
    "field.batch_size": QT_TRANSLATE_NOOP("Labels", "Batch size"),
    "field.grad_accum": QT_TRANSLATE_NOOP("Labels", "Gradient accumulation"),
    "field.seq_len": QT_TRANSLATE_NOOP("Labels", "Sequence length"),
    "field.image_size": QT_TRANSLATE_NOOP("Labels", "Image size (px)"),
    "field.gradient_checkpointing": QT_TRANSLATE_NOOP("Labels", "Gradient checkpointing"),
    "field.sharding": QT_TRANSLATE_NOOP("Labels", "Sharding"),
    "field.dataset_gb": QT_TRANSLATE_NOOP("Labels", "Dataset (GB)"),
    "field.tokens_b": QT_TRANSLATE_NOOP("Labels", "Dataset tokens (billions)"),
    "field.gpus": QT_TRANSLATE_NOOP("Labels", "GPUs per node"),
    "field.power_usd_per_kwh": QT_TRANSLATE_NOOP("Labels", "Electricity (USD per kWh)"),
    "field.pue": QT_TRANSLATE_NOOP("Labels", "Facility PUE"),
    "field.rack_usd_per_month": QT_TRANSLATE_NOOP("Labels", "Colocation rack fee (USD a month)"),
    "field.amortisation_years": QT_TRANSLATE_NOOP("Labels", "Write-off period (years)"),
    "field.recipe": QT_TRANSLATE_NOOP("Labels", "Training library"),
    "field.offload": QT_TRANSLATE_NOOP("Labels", "Offload to host memory"),
    "field.lora_rank": QT_TRANSLATE_NOOP("Labels", "LoRA rank"),
    "field.lora_targets": QT_TRANSLATE_NOOP("Labels", "LoRA layers"),
    "field.context_len": QT_TRANSLATE_NOOP("Labels", "Context length (tokens)"),
    "field.concurrent_requests": QT_TRANSLATE_NOOP("Labels", "Concurrent requests"),
    "field.epochs": QT_TRANSLATE_NOOP("Labels", "Epochs"),
    "field.gpus_nodes": QT_TRANSLATE_NOOP("Labels", "GPUs per node × nodes"),
    "field.nodes": QT_TRANSLATE_NOOP("Labels", "Nodes"),
    "field.objective": QT_TRANSLATE_NOOP("Labels", "Objective"),
    "plan.gpus_auto": QT_TRANSLATE_NOOP("Labels", "as many as the plan finds best"),
    "field.deadline_hours": QT_TRANSLATE_NOOP("Labels", "Deadline (hours a run)"),
    "field.runs_per_month": QT_TRANSLATE_NOOP("Labels", "Training runs a month"),
    "field.price_modes": QT_TRANSLATE_NOOP("Labels", "Price modes allowed"),
    "field.providers": QT_TRANSLATE_NOOP("Labels", "Only these providers"),
    "field.avoid_providers": QT_TRANSLATE_NOOP("Labels", "Never these providers"),
    "field.owned_gpu": QT_TRANSLATE_NOOP("Labels", "GPUs we own (model)"),
    "field.owned_count": QT_TRANSLATE_NOOP("Labels", "GPUs we own (per machine)"),
    "field.owned_machines": QT_TRANSLATE_NOOP("Labels", "Machines (nodes)"),
    "field.owned_slurm": QT_TRANSLATE_NOOP("Labels", "They are a Slurm cluster's nodes"),
    "field.slurm_partition": QT_TRANSLATE_NOOP("Labels", "Slurm partition"),
    "field.slurm_gpu_type": QT_TRANSLATE_NOOP("Labels", "Slurm GPU type (GRES)"),
    "objective.balanced": QT_TRANSLATE_NOOP("Labels", "Balanced: cost and time"),
    "objective.cheapest": QT_TRANSLATE_NOOP("Labels", "Cheapest"),
    "objective.fastest": QT_TRANSLATE_NOOP("Labels", "Fastest"),
    "field.framework": QT_TRANSLATE_NOOP("Labels", "Framework"),
    "field.framework_version": QT_TRANSLATE_NOOP("Labels", "Framework version"),
    "field.python": "Python",
    "field.env_manager": QT_TRANSLATE_NOOP("Labels", "Environment manager"),
    "field.target": QT_TRANSLATE_NOOP("Labels", "Target system"),
    "field.notebook": QT_TRANSLATE_NOOP("Labels", "Remote notebook (JupyterLab)"),
    # The plan's figures and choices
    "plan.gpu": "GPU",
    "plan.gpu_none": QT_TRANSLATE_NOOP("Labels", "none (CPU only)"),
    "plan.gpus_on_nodes": QT_TRANSLATE_NOOP("Labels", "{count} × {gpu} × {nodes} nodes"),
    "plan.vram_per_gpu": QT_TRANSLATE_NOOP("Labels", "VRAM per GPU"),
    "plan.os": QT_TRANSLATE_NOOP("Labels", "Operating system"),
    "plan.driver_min": QT_TRANSLATE_NOOP("Labels", "Minimum NVIDIA driver"),
    "plan.driver_amd": QT_TRANSLATE_NOOP("Labels", "AMD GPU driver"),
    "plan.cuda": "CUDA",
    "plan.image": QT_TRANSLATE_NOOP("Labels", "Container image"),
    "plan.image_build": QT_TRANSLATE_NOOP("Labels", "{image} (build: {build_image})"),
    "plan.cluster": QT_TRANSLATE_NOOP("Labels", "Cluster run"),
    "plan.fits": QT_TRANSLATE_NOOP("Labels", "Fits"),
    "plan.yes": QT_TRANSLATE_NOOP("Labels", "yes"),
    "plan.no": QT_TRANSLATE_NOOP("Labels", "no"),
    "plan.why": QT_TRANSLATE_NOOP("Labels", "Why"),
    "plan.instance": QT_TRANSLATE_NOOP("Labels", "Instance"),
    "plan.where": QT_TRANSLATE_NOOP("Labels", "Where"),
    "plan.est_time": QT_TRANSLATE_NOOP("Labels", "Estimated time"),
    "plan.cost": QT_TRANSLATE_NOOP("Labels", "Cost"),
    "plan.cost_run": QT_TRANSLATE_NOOP(
        "Labels", "{usd} for the training run at list prices of {date}"
    ),
    "plan.cost_month": QT_TRANSLATE_NOOP("Labels", "{usd} per month at list prices of {date}"),
    "plan.cost_run_own": QT_TRANSLATE_NOOP(
        "Labels", "{usd} for the training run (hardware you have or buy: write-off and power)"
    ),
    "plan.cost_month_own": QT_TRANSLATE_NOOP(
        "Labels", "{usd} per month (hardware you have or buy: write-off and power)"
    ),
    "plan.cost_unpriced": QT_TRANSLATE_NOOP("Labels", "no list price recorded for this place"),
    # The wizard's steps
    "step.workload": QT_TRANSLATE_NOOP("Labels", "Workload"),
    "step.hardware": QT_TRANSLATE_NOOP("Labels", "Hardware"),
    "step.stack": QT_TRANSLATE_NOOP("Labels", "OS and software stack"),
    "step.container": QT_TRANSLATE_NOOP("Labels", "Containers"),
    "step.infra": QT_TRANSLATE_NOOP("Labels", "Infrastructure"),
    "step.summary": QT_TRANSLATE_NOOP("Labels", "Summary and export"),
    # Tasks, modes, precisions, optimizers, sharding
    "task.image_classification": QT_TRANSLATE_NOOP("Labels", "Image classification"),
    "task.segmentation": QT_TRANSLATE_NOOP("Labels", "Segmentation"),
    "task.detection": QT_TRANSLATE_NOOP("Labels", "Object detection"),
    "task.llm": QT_TRANSLATE_NOOP("Labels", "Sequence generation / LLM"),
    "task.text_classification": QT_TRANSLATE_NOOP("Labels", "Text classification"),
    "task.speech": QT_TRANSLATE_NOOP("Labels", "Speech"),
    "task.diffusion": QT_TRANSLATE_NOOP("Labels", "Diffusion (image generation)"),
    "task.custom": QT_TRANSLATE_NOOP("Labels", "Custom"),
    "mode.train": QT_TRANSLATE_NOOP("Labels", "Train from scratch"),
    "mode.finetune": QT_TRANSLATE_NOOP("Labels", "Full fine-tune"),
    "mode.lora": "LoRA",
    "mode.qlora": "QLoRA",
    "mode.inference": QT_TRANSLATE_NOOP("Labels", "Inference / serving"),
    "precision.fp32": "FP32",
    "precision.fp16": QT_TRANSLATE_NOOP("Labels", "FP16 mixed"),
    "precision.bf16": QT_TRANSLATE_NOOP("Labels", "BF16 mixed"),
    "precision.fp8": "FP8",
    "precision.int8": QT_TRANSLATE_NOOP("Labels", "INT8 weights"),
    "precision.int4": QT_TRANSLATE_NOOP("Labels", "INT4 weights"),
    "optimizer.adamw": "AdamW",
    "optimizer.adamw_8bit": QT_TRANSLATE_NOOP("Labels", "8-bit AdamW"),
    "optimizer.sgd": QT_TRANSLATE_NOOP("Labels", "SGD with momentum"),
    "optimizer.adafactor": "Adafactor",
    "sharding.none": QT_TRANSLATE_NOOP("Labels", "None"),
    "sharding.ddp": "DDP",
    "sharding.zero1": "ZeRO-1",
    "sharding.zero2": "ZeRO-2",
    "sharding.zero3": "ZeRO-3",
    "sharding.fsdp": "FSDP",
    "recipe.auto": QT_TRANSLATE_NOOP("Labels", "Automatic (from sharding)"),
    "recipe.hf_trainer": "Hugging Face Trainer",
    "recipe.torchtune": "torchtune",
    "recipe.unsloth": "Unsloth",
    "recipe.deepspeed": "DeepSpeed",
    "recipe.megatron": "Megatron-LM",
    "offload.none": QT_TRANSLATE_NOOP("Labels", "Nothing"),
    "offload.optimizer": QT_TRANSLATE_NOOP("Labels", "Optimizer states"),
    "offload.params": QT_TRANSLATE_NOOP("Labels", "Parameters and optimizer states"),
    "lora_targets.all_linear": QT_TRANSLATE_NOOP("Labels", "Every linear layer"),
    "lora_targets.attention": QT_TRANSLATE_NOOP("Labels", "Attention projections (q, k, v, o)"),
    # Frameworks, environment managers, target systems
    "framework.pytorch": "PyTorch",
    "framework.tensorflow": "TensorFlow",
    "framework.jax": "JAX",
    "env_manager.venv": "venv + pip",
    "env_manager.conda": "conda",
    "env_manager.uv": "uv",
    "env_manager.pipenv": "Pipenv",
    "target.linux": "Linux",
    "target.wsl2": QT_TRANSLATE_NOOP("Labels", "Windows with WSL2"),
    "target.windows": QT_TRANSLATE_NOOP("Labels", "Windows (native)"),
    "target.macos": "macOS",
    # Rules on the data, kinds of place
    "compliance.gdpr": "GDPR",
    "compliance.pdpo": QT_TRANSLATE_NOOP("Labels", "Hong Kong PDPO"),
    "compliance.pipl": QT_TRANSLATE_NOOP("Labels", "China PIPL"),
    "compliance.pipl_ciio": QT_TRANSLATE_NOOP("Labels", "China PIPL (critical operators)"),
    "compliance.hipaa": "HIPAA",
    "compliance.pci_dss": "PCI-DSS",
    "compliance.pdpa_sg": QT_TRANSLATE_NOOP("Labels", "Singapore PDPA"),
    "compliance.appi": QT_TRANSLATE_NOOP("Labels", "Japan APPI"),
    "infra_kind.local": QT_TRANSLATE_NOOP("Labels", "This machine"),  # also the report's section
    "infra_kind.owned": QT_TRANSLATE_NOOP("Labels", "Hardware you own"),
    "infra_kind.cluster": QT_TRANSLATE_NOOP("Labels", "Our cluster (Slurm)"),
    "infra_kind.onprem": QT_TRANSLATE_NOOP("Labels", "On-premises"),
    "infra_kind.colocation": QT_TRANSLATE_NOOP("Labels", "Colocation"),
    "infra_kind.cloud": QT_TRANSLATE_NOOP("Labels", "Cloud"),
    "infra_kind.hybrid": QT_TRANSLATE_NOOP("Labels", "Hybrid"),
    # The parts of the memory a GPU needs
    "vram_part.weights": QT_TRANSLATE_NOOP("Labels", "Weights"),
    "vram_part.gradients": QT_TRANSLATE_NOOP("Labels", "Gradients"),
    "vram_part.optimizer": QT_TRANSLATE_NOOP("Labels", "Optimizer states"),
    "vram_part.activations": QT_TRANSLATE_NOOP("Labels", "Activations"),
    "vram_part.kv_cache": QT_TRANSLATE_NOOP("Labels", "KV cache"),
    "vram_part.overhead": QT_TRANSLATE_NOOP("Labels", "Overhead"),
    # The machine's parts
    "machine.cpu": "CPU",
    "machine.ram": "RAM",
    "machine.driver": QT_TRANSLATE_NOOP("Labels", "Driver"),
    "machine.windows_build": QT_TRANSLATE_NOOP("Labels", "build {build}, WSL {is_wsl}"),
    # report.pdf and README.md: titles, headings, column heads
    "report.title": QT_TRANSLATE_NOOP("Labels", "Environment recommendation"),
    "report.readme_title": QT_TRANSLATE_NOOP("Labels", "Deep-learning environment for {project}"),
    "report.intro": QT_TRANSLATE_NOOP(
        "Labels",
        "dlconfig {version} planned this environment on {date} (knowledge base {kb_date}). Every choice below carries its reason and source.",
    ),
    "report.summary": QT_TRANSLATE_NOOP("Labels", "Recommendation"),
    "report.vram_breakdown": QT_TRANSLATE_NOOP("Labels", "VRAM breakdown (GiB per GPU)"),
    "report.measured": QT_TRANSLATE_NOOP(
        "Labels", "Measured on this machine, beside the estimate (dlconfig-cli calibrate)"
    ),
    "report.hardware_options": QT_TRANSLATE_NOOP("Labels", "Hardware options"),
    "report.stack": QT_TRANSLATE_NOOP("Labels", "Software stack"),
    "report.container_plan": QT_TRANSLATE_NOOP("Labels", "Container and cluster plan"),
    "report.infra": QT_TRANSLATE_NOOP("Labels", "Infrastructure and cost"),
    "report.wsl_steps": QT_TRANSLATE_NOOP("Labels", "WSL2 steps"),
    "report.steps": QT_TRANSLATE_NOOP("Labels", "Steps"),
    "report.files": QT_TRANSLATE_NOOP("Labels", "Files"),
    "report.findings": QT_TRANSLATE_NOOP("Labels", "Findings"),
    "report.no_findings": QT_TRANSLATE_NOOP("Labels", "No findings."),
    "report.item": QT_TRANSLATE_NOOP("Labels", "Item"),
    "report.value": QT_TRANSLATE_NOOP("Labels", "Value"),
    "report.rank": QT_TRANSLATE_NOOP("Labels", "Rank"),
    "report.reason": QT_TRANSLATE_NOOP("Labels", "Reason"),
    "report.source": QT_TRANSLATE_NOOP("Labels", "source"),
    "report.place": QT_TRANSLATE_NOOP("Labels", "Place"),
    "report.cost": QT_TRANSLATE_NOOP("Labels", "Cost (USD)"),
    "report.severity": QT_TRANSLATE_NOOP("Labels", "Severity"),
    "report.message": QT_TRANSLATE_NOOP("Labels", "Message"),
    "report.date": QT_TRANSLATE_NOOP("Labels", "Date"),
    "report.kb_date": QT_TRANSLATE_NOOP("Labels", "Knowledge base"),
    "report.unknown": QT_TRANSLATE_NOOP("Labels", "unknown"),
    # report.pdf's first page, contents, charts and footer
    "report.decision": QT_TRANSLATE_NOOP("Labels", "Recommended: {project} on {gpus} ({place})."),
    "report.decision_no_place": QT_TRANSLATE_NOOP("Labels", "Recommended: {project} on {gpus}."),
    "report.time": QT_TRANSLATE_NOOP("Labels", "Time per run"),
    "report.hours": QT_TRANSLATE_NOOP("Labels", "{hours} h ({days} days)"),
    "report.hours_only": QT_TRANSLATE_NOOP("Labels", "{hours} h"),
    "report.serving": QT_TRANSLATE_NOOP("Labels", "runs continuously (serving)"),
    "report.cost_run": QT_TRANSLATE_NOOP("Labels", "Cost per run"),
    "report.cost_month": QT_TRANSLATE_NOOP("Labels", "Cost per month"),
    "report.prices_as_of": QT_TRANSLATE_NOOP("Labels", "prices as of {date}"),
    "report.break_even": QT_TRANSLATE_NOOP("Labels", "Buy or rent"),
    "report.break_even_text": QT_TRANSLATE_NOOP(
        "Labels", "buying pays off above {pct}% utilisation ({place})"
    ),
    "report.no_price": QT_TRANSLATE_NOOP(
        "Labels", "— means no price is on record for that option; nothing is guessed."
    ),
    "report.runner_up": QT_TRANSLATE_NOOP("Labels", "Runner-up"),
    "report.replicas": QT_TRANSLATE_NOOP("Labels", "Serving replicas"),
    "report.mode_owned": QT_TRANSLATE_NOOP("Labels", "hardware you have: write-off and power"),
    "report.mode_bought": QT_TRANSLATE_NOOP("Labels", "bought: write-off and power"),
    "report.why": QT_TRANSLATE_NOOP("Labels", "Why this one"),
    "report.sign_off": QT_TRANSLATE_NOOP("Labels", "Sign-off"),
    "report.prepared_by": QT_TRANSLATE_NOOP("Labels", "Prepared by"),
    "report.approved_by": QT_TRANSLATE_NOOP("Labels", "Approved by"),
    "report.risk_margin": QT_TRANSLATE_NOOP(
        "Labels", "Thin memory margin: {need} GiB needed per GPU of {have} GiB."
    ),
    "report.risk_prices": QT_TRANSLATE_NOOP(
        "Labels", "Prices are {days} days old (as of {date}); check them before approving."
    ),
    "report.risk_rules": QT_TRANSLATE_NOOP(
        "Labels", "{rules}: this place needs measures first (see the infrastructure section)."
    ),
    "report.risks": QT_TRANSLATE_NOOP("Labels", "Main risks"),
    "report.no_risks": QT_TRANSLATE_NOOP("Labels", "No open risks were found."),
    "report.risk_estimate": QT_TRANSLATE_NOOP(
        "Labels", "The {part} figure is a rule of thumb (±{pct}%): {value}."
    ),
    "report.lacks": QT_TRANSLATE_NOOP("Labels", "What this machine lacks"),
    "report.lacks_nothing": QT_TRANSLATE_NOOP("Labels", "This machine has what the plan needs."),
    "report.not_examined": QT_TRANSLATE_NOOP("Labels", "This machine was not examined."),
    "report.local_misfit": QT_TRANSLATE_NOOP("Labels", "This machine cannot run the plan."),
    "report.lack_gpu": QT_TRANSLATE_NOOP("Labels", "An NVIDIA GPU: none found here."),
    "report.lack_vram": QT_TRANSLATE_NOOP(
        "Labels", "GPU memory: {need} GiB per GPU needed, {have} GiB here."
    ),
    "report.lack_gpus": QT_TRANSLATE_NOOP("Labels", "GPUs: {need} needed, {have} here."),
    "report.lack_ram": QT_TRANSLATE_NOOP("Labels", "RAM: {need} GB needed, {have} GB here."),
    "report.lack_cpu": QT_TRANSLATE_NOOP("Labels", "CPU cores: {need} needed, {have} here."),
    "report.lack_storage": QT_TRANSLATE_NOOP("Labels", "Storage: {need} GB needed."),
    "report.contents": QT_TRANSLATE_NOOP("Labels", "Contents"),
    "report.page": QT_TRANSLATE_NOOP("Labels", "Page {page} of {pages}"),
    "report.footer": QT_TRANSLATE_NOOP(
        "Labels", "dlconfig {version} · knowledge base {kb_version} of {kb_date}"
    ),
    "report.reasons": QT_TRANSLATE_NOOP("Labels", "Reasons"),
    "report.gpu_price": QT_TRANSLATE_NOOP("Labels", "GPUs at catalog price"),
    "report.gpu_hours": QT_TRANSLATE_NOOP("Labels", "Time per run (h)"),
    "report.rent_ranking": QT_TRANSLATE_NOOP("Labels", "Rent: on-demand list prices"),
    "report.buy_ranking": QT_TRANSLATE_NOOP("Labels", "Buy: catalog price, power, break-even"),
    "report.run_cost": QT_TRANSLATE_NOOP("Labels", "Cost of the run"),
    "report.month_cost": QT_TRANSLATE_NOOP("Labels", "Per month"),
    "report.purchase": QT_TRANSLATE_NOOP("Labels", "Purchase price"),
    "report.power_month": QT_TRANSLATE_NOOP("Labels", "Power per month at full load"),
    "report.break_even_above": QT_TRANSLATE_NOOP("Labels", "Beats renting above"),
    "report.unpriced": QT_TRANSLATE_NOOP("Labels", "no price"),
    "report.price_of": QT_TRANSLATE_NOOP("Labels", "{usd} ({kind}, {date})"),
    "price_kind.launch_msrp": QT_TRANSLATE_NOOP("Labels", "launch MSRP"),
    "price_kind.street": QT_TRANSLATE_NOOP("Labels", "street price"),
    "price_kind.list": QT_TRANSLATE_NOOP("Labels", "list price"),
    "report.latency_users": QT_TRANSLATE_NOOP("Labels", "Latency to users (ms)"),
    "report.latency_data": QT_TRANSLATE_NOOP("Labels", "Latency to data (ms)"),
    "report.price_mode": QT_TRANSLATE_NOOP("Labels", "Pricing"),
    "report.chart_cost": QT_TRANSLATE_NOOP("Labels", "Cost per option (USD)"),
    "report.chart_time": QT_TRANSLATE_NOOP("Labels", "Time per run by GPU option (hours)"),
    "report.chart_latency": QT_TRANSLATE_NOOP("Labels", "Latency per region (ms)"),
    "report.more_option": QT_TRANSLATE_NOOP(
        "Labels", "{count} more option is listed in recommendation.json."
    ),
    "report.more_options": QT_TRANSLATE_NOOP(
        "Labels", "{count} more options are listed in recommendation.json."
    ),
    "price_mode.on_demand": QT_TRANSLATE_NOOP("Labels", "on demand"),
    "price_mode.spot": QT_TRANSLATE_NOOP("Labels", "spot"),
    "price_mode.commit_1y": QT_TRANSLATE_NOOP("Labels", "1-year commitment"),
    "price_mode.commit_3y": QT_TRANSLATE_NOOP("Labels", "3-year commitment"),
    "price_mode.always_on": QT_TRANSLATE_NOOP("Labels", "always on"),
    "price_mode.owned": QT_TRANSLATE_NOOP("Labels", "owned"),
    "severity.info": QT_TRANSLATE_NOOP("Labels", "info"),
    "severity.warning": QT_TRANSLATE_NOOP("Labels", "warning"),
    "severity.error": QT_TRANSLATE_NOOP("Labels", "error"),
    # README.md: the steps to set the environment up
    "readme.step_linux": QT_TRANSLATE_NOOP(
        "Labels", "Set up this Linux machine (driver, toolkit if needed, environment, check):"
    ),
    "readme.step_macos": QT_TRANSLATE_NOOP(
        "Labels", "Set up this Mac (Python environment and check):"
    ),
    "readme.step_wsl_ps": QT_TRANSLATE_NOOP(
        "Labels",
        "On Windows, in PowerShell run as administrator (restarts Windows when needed; then run it again with -Resume):",
    ),
    "readme.step_wsl_inside": QT_TRANSLATE_NOOP(
        "Labels",
        "It then runs scripts/setup_in_wsl.sh inside Ubuntu. Keep datasets under your Linux home, not /mnt/c.",
    ),
    "readme.step_wslconfig": QT_TRANSLATE_NOOP(
        "Labels",
        "It writes %UserProfile%\\.wslconfig with memory={memory}GB, processors={processors} and swap={swap}GB from the plan, keeps your other settings and saves a .wslconfig.bak copy.",
    ),
    "readme.step_verify": QT_TRANSLATE_NOOP(
        "Labels", "Check the environment at any time (PASS/FAIL per check):"
    ),
    "readme.step_docker": QT_TRANSLATE_NOOP(
        "Labels", "Or run in a container (needs Docker and the NVIDIA Container Toolkit for GPUs):"
    ),
    "readme.step_docker_amd": QT_TRANSLATE_NOOP(
        "Labels", "Or run in a container (needs Docker and AMD's amdgpu driver on the host):"
    ),
    "readme.step_k8s": QT_TRANSLATE_NOOP(
        "Labels", "On Kubernetes (push the image to your registry first):"
    ),
    "readme.step_slurm": QT_TRANSLATE_NOOP(
        "Labels",
        "On a Slurm cluster, build the Apptainer image from the Docker image, then submit the batch job (it asks for the plan's nodes, GPUs and time; its #SBATCH lines name the partition):",
    ),
    "readme.step_slurm_pyxis": QT_TRANSLATE_NOOP(
        "Labels",
        "Where the cluster runs containers with enroot and pyxis instead, import the image as a squashfs file and submit the pyxis job:",
    ),
    "readme.check_network": QT_TRANSLATE_NOOP(
        "Labels",
        "Before a multi-node run, check the network between the nodes: run this on every node (NODE0 is the first node's address); rank 0 prints the all-reduce bus bandwidth against the plan's link and the iperf3 commands.",
    ),
    "readme.notebook_title": QT_TRANSLATE_NOOP("Labels", "Notebook (JupyterLab)"),
    "readme.notebook_start": QT_TRANSLATE_NOOP(
        "Labels",
        "Start JupyterLab on the machine that runs the workload. It listens on 127.0.0.1 port {port} only and keeps its token in {token_file}, readable by you alone:",
    ),
    "readme.notebook_tunnel": QT_TRANSLATE_NOOP(
        "Labels",
        "From your computer, open an SSH tunnel, then browse to http://localhost:{port}/lab and paste the token:",
    ),
    "readme.notebook_wsl": QT_TRANSLATE_NOOP(
        "Labels",
        "In WSL 2, Windows forwards the port to its own localhost (WSL's default NAT networking): on the same PC, open http://localhost:{port}/lab in a Windows browser, no tunnel needed.",
    ),
    "readme.notebook_compose": QT_TRANSLATE_NOOP(
        "Labels",
        "With Docker Compose, the notebook service publishes port {port} on the host's 127.0.0.1 only:",
    ),
    "readme.notebook_k8s": QT_TRANSLATE_NOOP(
        "Labels",
        "On Kubernetes, create the token Secret, apply the notebook and forward port {port} to your computer:",
    ),
    "readme.notebook_public": QT_TRANSLATE_NOOP(
        "Labels",
        "Warning: this notebook is published on a LoadBalancer, reachable from outside the cluster, with TLS from the Secret {secret} and your password. Anyone who reaches it can try passwords; prefer kubectl port-forward where you can.",
    ),
    "readme.sharing_title": QT_TRANSLATE_NOOP("Labels", "Sharing GPUs (Kubernetes)"),
    "readme.sharing_mig": QT_TRANSLATE_NOOP(
        "Labels",
        "MIG: {count} instances of {profile} per GPU, each with its own memory and fault isolation. Give NVIDIA's MIG manager this layout and label the node; with the mixed MIG strategy a pod then requests nvidia.com/mig-{profile}: 1.",
    ),
    "readme.sharing_time": QT_TRANSLATE_NOOP(
        "Labels",
        "Time-slicing: each GPU is advertised as {replicas} replicas that take turns, with no memory or fault isolation between them. Give the device plugin this configuration:",
    ),
    "readme.sharing_quota": QT_TRANSLATE_NOOP(
        "Labels",
        "Cap the GPU requests in the project's namespace at {gpus}, so one project cannot take the pool:",
    ),
    "readme.step_entry": QT_TRANSLATE_NOOP(
        "Labels",
        "The container runs {entry} from this folder; to run it without a container, in the environment:",
    ),
    "readme.step_output": QT_TRANSLATE_NOOP(
        "Labels",
        "Checkpoints and the final model go to {output} (in the container: the volume at {mount}); run the same command again and training resumes from the last checkpoint there.",
    ),
    "readme.step_entry_missing": QT_TRANSLATE_NOOP(
        "Labels",
        "No entry point is generated for this task yet: the container runs {entry}, which you add to this folder.",
    ),
    "report.lock_file": QT_TRANSLATE_NOOP("Labels", "Lock file"),
    "report.lock_hashes": QT_TRANSLATE_NOOP(
        "Labels", "requirements.lock: every package, dependencies included, pinned with hashes"
    ),
    "report.lock_direct": QT_TRANSLATE_NOOP(
        "Labels", "direct pins only (requirements.txt): the lock could not be made"
    ),
    "readme.pins_checked": QT_TRANSLATE_NOOP(
        "Labels", "Every pin was checked for the platform {platform} with Python {python}."
    ),
    "readme.pins_checked_macos": QT_TRANSLATE_NOOP(
        "Labels",
        "Every pin was checked for the platform {platform} (macOS {macos} or newer)"
        " with Python {python}.",
    ),
    "readme.step_lock": QT_TRANSLATE_NOOP(
        "Labels", "Or install exactly the locked set (every package pinned with hashes):"
    ),
    # The measured speed of this machine
    "bench.title": QT_TRANSLATE_NOOP("Labels", "Measured speed of this machine"),
    "bench.intro": QT_TRANSLATE_NOOP(
        "Labels", "Measured on {date}; the disk figures are for the folder {folder}."
    ),
    "bench.figure": QT_TRANSLATE_NOOP("Labels", "Figure"),
    "bench.measured": QT_TRANSLATE_NOOP("Labels", "Measured"),
    "bench.expected": QT_TRANSLATE_NOOP("Labels", "Expected"),
    "bench.percent": QT_TRANSLATE_NOOP("Labels", "% of expected"),
    "bench.not_run": QT_TRANSLATE_NOOP("Labels", "not measured ({status})"),
    "bench_result.memory.copy": QT_TRANSLATE_NOOP("Labels", "Memory bandwidth (copy)"),
    "bench_result.memory.triad": QT_TRANSLATE_NOOP("Labels", "Memory bandwidth (triad)"),
    "bench_result.cpu.matmul_fp32": QT_TRANSLATE_NOOP("Labels", "CPU matrix multiply (FP32)"),
    "bench_result.cpu.matmul_fp64": QT_TRANSLATE_NOOP("Labels", "CPU matrix multiply (FP64)"),
    "bench_result.gpu.matmul_fp16": QT_TRANSLATE_NOOP("Labels", "GPU matrix multiply (FP16)"),
    "bench_result.gpu.matmul_bf16": QT_TRANSLATE_NOOP("Labels", "GPU matrix multiply (BF16)"),
    "bench_result.gpu.matmul_fp32": QT_TRANSLATE_NOOP("Labels", "GPU matrix multiply (FP32)"),
    "bench_result.gpu.h2d": QT_TRANSLATE_NOOP("Labels", "Host-to-device copy (pinned)"),
    "bench_result.disk.seq_write": QT_TRANSLATE_NOOP("Labels", "Disk sequential write"),
    "bench_result.disk.seq_read": QT_TRANSLATE_NOOP("Labels", "Disk sequential read"),
    "bench_result.disk.rand_read_4k": QT_TRANSLATE_NOOP("Labels", "Disk random read (4 KiB, QD1)"),
    "bench_result.disk.rand_write_4k": QT_TRANSLATE_NOOP(
        "Labels", "Disk random write (4 KiB, QD1)"
    ),
    "bench_result.network.iperf3": QT_TRANSLATE_NOOP("Labels", "Network throughput (iperf3)"),
    "bench.see_pdf": QT_TRANSLATE_NOOP(
        "Labels", "report.pdf sets each figure beside the expected one, with its source."
    ),
    # Ids the engine puts in reasons' params (a layout's strategy, why it fits, the
    # interconnect, an own place), shown as these words inside sentences
    "interconnect.nvlink_ib": QT_TRANSLATE_NOOP(
        "Labels", "NVLink within each node; InfiniBand or RoCE between nodes"
    ),
    "interconnect.nvlink": QT_TRANSLATE_NOOP("Labels", "NVLink (or NVSwitch) between the GPUs"),
    "interconnect.pcie_tp": QT_TRANSLATE_NOOP("Labels", "PCIe (slow for tensor parallelism)"),
    "interconnect.pcie_sharded": QT_TRANSLATE_NOOP(
        "Labels", "PCIe: sharded training works, with more time spent communicating"
    ),
    "interconnect.pcie_dp": QT_TRANSLATE_NOOP(
        "Labels", "PCIe between the GPUs is enough for data parallelism"
    ),
    "strategy.single": QT_TRANSLATE_NOOP("Labels", "one GPU"),
    "strategy.ddp": QT_TRANSLATE_NOOP("Labels", "data parallel (DDP)"),
    "strategy.replicas": QT_TRANSLATE_NOOP("Labels", "independent replicas"),
    "strategy.tensor_parallel": QT_TRANSLATE_NOOP("Labels", "tensor parallel"),
    "strategy.fsdp": QT_TRANSLATE_NOOP("Labels", "FSDP (fully sharded)"),
    "strategy.zero1": QT_TRANSLATE_NOOP("Labels", "ZeRO-1"),
    "strategy.zero2": QT_TRANSLATE_NOOP("Labels", "ZeRO-2"),
    "strategy.zero3": QT_TRANSLATE_NOOP("Labels", "ZeRO-3"),
    "strategy.none": QT_TRANSLATE_NOOP("Labels", "no sharding"),
    "strategy.multi_node_fsdp": QT_TRANSLATE_NOOP("Labels", "FSDP across nodes"),
    "strategy.multi_node_tensor_parallel": QT_TRANSLATE_NOOP(
        "Labels", "tensor parallel within nodes, data parallel across them"
    ),
    "strategy.multi_node_pipeline": QT_TRANSLATE_NOOP(
        "Labels", "tensor parallel within nodes, pipeline stages across them"
    ),
    "fit.as_described": QT_TRANSLATE_NOOP("Labels", "as described"),
    "fit.sharded": QT_TRANSLATE_NOOP("Labels", "weights, gradients and states sharded"),
    "fit.layer_tp_nvlink": QT_TRANSLATE_NOOP(
        "Labels", "one layer does not fit on a GPU: tensor parallel over NVLink"
    ),
    "fit.multi_node": QT_TRANSLATE_NOOP(
        "Labels", "several nodes: NVLink within, InfiniBand or RoCE between"
    ),
    "fit.tp_nvlink": QT_TRANSLATE_NOOP("Labels", "tensor parallel over NVLink"),
    "fit.tp_pcie": QT_TRANSLATE_NOOP("Labels", "tensor parallel over PCIe (slower)"),
    "fit.tp_pipeline": QT_TRANSLATE_NOOP(
        "Labels", "tensor parallel within nodes, pipeline stages across them"
    ),
    "place.local": QT_TRANSLATE_NOOP("Labels", "this machine"),
    "place.owned": QT_TRANSLATE_NOOP("Labels", "the hardware you own"),
    "place.cluster": QT_TRANSLATE_NOOP("Labels", "your Slurm cluster"),
    "place.onprem": QT_TRANSLATE_NOOP("Labels", "bought, on premises"),
    "place.colocation": QT_TRANSLATE_NOOP("Labels", "bought, in a colocation facility"),
}


def label_text(value: str) -> str:
    """The English words an id param stands for (the value itself when it is no id)."""
    return LABELS.get(value, value)


def price_mode_id(mode: str) -> str:
    """The label id a price mode param carries ("on_demand" -> "price_mode.on_demand")."""
    label_id = f"price_mode.{mode}"
    return label_id if label_id in LABELS else mode
