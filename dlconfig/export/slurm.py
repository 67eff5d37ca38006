"""Slurm batch script and Apptainer definition for multi-GPU and multi-node training.

``slurm/job.sbatch`` asks for the plan's nodes, GPUs per node (``--gpus-per-node``),
CPUs and memory, and a time limit from the estimated hours with a margin; ``srun``
starts one task per node, each running ``torchrun`` with the c10d rendezvous on the
first node (Slurm's sbatch and srun documentation; PyTorch's torchrun documentation).
``slurm/dlconfig.def`` builds the Apptainer image from the Docker image the bundle's
Dockerfile makes (``Bootstrap: docker-daemon``, Apptainer's definition-file
documentation), so both run the same recipe.
"""

from __future__ import annotations

import math
import shlex
from typing import Any

from dlconfig.models.plan import Plan
from dlconfig.models.workload import Framework, SlurmCluster

SBATCH = "slurm/job.sbatch"
PYXIS_SBATCH = "slurm/job-pyxis.sbatch"
APPTAINER_DEF = "slurm/dlconfig.def"
TIME_MARGIN = 1.5  # the estimate is a model, not a measurement: ask for half again
DEFAULT_HOURS = 24.0  # when the plan has no estimate for the chosen GPUs
RDZV_PORT = 29500


def cluster(plan: Plan) -> SlurmCluster | None:
    """The user's Slurm cluster when the decision runs the plan there, else None."""
    chosen = plan.decision.chosen if plan.decision else None
    owned = plan.workload.owned
    if chosen is None or chosen.kind != "cluster" or owned is None:
        return None
    return owned.slurm


def wants_slurm(plan: Plan, ctx: dict[str, Any]) -> bool:
    """PyTorch training (not serving) on several GPUs, or on the user's Slurm cluster at
    any GPU count, gets the Slurm files."""
    spec = ctx["spec"]
    gpus = spec.gpus_per_node * spec.nodes
    return (
        plan.workload.framework is Framework.PYTORCH
        and ctx.get("entry") == "train.py"
        and not ctx.get("serving")
        and (gpus > 1 or cluster(plan) is not None)
    )


def cluster_lines(slurm: SlurmCluster | None) -> list[str]:
    """The #SBATCH lines that place the job on the user's cluster: its partition and
    account (none: the cluster's defaults)."""
    if slurm is None:
        return []
    out = []
    if slurm.partition:
        out.append(f"#SBATCH --partition={slurm.partition}")
    if slurm.account:
        out.append(f"#SBATCH --account={slurm.account}")
    return out


def time_limit(hours: float | None) -> str:
    """``D-HH:MM:SS`` for sbatch's --time: the estimate times the margin, whole hours."""
    total = math.ceil((hours if hours else DEFAULT_HOURS / TIME_MARGIN) * TIME_MARGIN)
    total = max(total, 1)
    days, rest = divmod(total, 24)
    return f"{days}-{rest:02d}:00:00"


def image_file(ctx: dict[str, Any]) -> str:
    """The Apptainer image the definition builds and the job runs."""
    return f"{ctx['name']}.sif"


def render(plan: Plan, ctx: dict[str, Any]) -> dict[str, str]:
    spec = ctx["spec"]
    name = str(ctx["name"])
    sif = image_file(ctx)
    workdir = str(ctx["workdir"])
    # Apptainer's GPU flag: --nv binds NVIDIA's driver libraries, --rocm AMD's (amdgpu)
    # devices and libraries (Apptainer user guide, "GPU Support":
    # https://apptainer.org/docs/user/latest/gpu.html)
    gpu_flag = "--rocm" if spec.gpu_vendor == "amd" else "--nv"
    apptainer = _job(
        plan,
        ctx,
        build=f"docker build -t {ctx['image_name']} . &&\n"
        f"#   apptainer build {sif} {APPTAINER_DEF}",
        submit=SBATCH,
        image=sif,
        run=f"""srun --kill-on-bad-exit=1 apptainer exec {gpu_flag} \\
    --bind "$data_dir:{spec.dataset_mount}" --pwd {shlex.quote(workdir)} "$image" \\""",
    )
    definition = f"""Bootstrap: docker-daemon
From: {ctx["image_name"]}

%labels
    org.dlconfig.project {name}

%runscript
    cd {shlex.quote(workdir)}
    exec python train.py "$@"
"""
    files = {SBATCH: apptainer, APPTAINER_DEF: definition}
    if spec.gpu_vendor != "amd":  # enroot and pyxis are NVIDIA's, for NVIDIA's GPUs
        sqsh = enroot_image_file(ctx)
        # pyxis adds the --container-* flags to srun; the image is an enroot squashfs
        # file imported from the Docker daemon (pyxis's usage guide; enroot's import
        # command, dockerd:// scheme)
        files[PYXIS_SBATCH] = _job(
            plan,
            ctx,
            build=f"docker build -t {ctx['image_name']} . &&\n"
            f"#   enroot import --output {sqsh} dockerd://{ctx['image_name']}",
            submit=PYXIS_SBATCH,
            image=sqsh,
            run=f"""srun --kill-on-bad-exit=1 --container-image="$image" \\
    --container-mounts="$data_dir:{spec.dataset_mount}" \\
    --container-workdir={shlex.quote(workdir)} \\""",
        )
    return files


def enroot_image_file(ctx: dict[str, Any]) -> str:
    """The enroot image (squashfs) the pyxis job runs."""
    return f"{ctx['name']}.sqsh"


def _job(plan: Plan, ctx: dict[str, Any], *, build: str, submit: str, image: str, run: str) -> str:
    """One batch job: the plan's resources, then ``run`` (the container's srun line,
    ending in a continuation) starting torchrun with the c10d rendezvous on every node."""
    spec = ctx["spec"]
    chosen = plan.decision.chosen if plan.decision else None
    hours = chosen.hours_per_run if chosen else None  # the decision's time for its layout
    name = str(ctx["name"])
    memory = max(1, math.ceil(spec.memory_request_gb))
    gpus = spec.gpus_per_node
    slurm = cluster(plan)
    # a GRES type asks for that GPU model by the name the cluster gives it ("a100:4")
    gpu_request = f"{slurm.gpu_type}:{gpus}" if slurm and slurm.gpu_type else str(gpus)
    placement = "".join(line + "\n" for line in cluster_lines(slurm))
    return f"""#!/bin/bash
# Slurm batch job for {name}: {spec.nodes} node(s) x {gpus} GPU(s).
# Build the image first: {build}
# Submit: DATA_DIR=/path/to/data sbatch {submit}
#SBATCH --job-name={name}
{placement}#SBATCH --nodes={spec.nodes}
#SBATCH --ntasks-per-node=1
#SBATCH --gpus-per-node={gpu_request}
#SBATCH --cpus-per-task={spec.cpu_request}
#SBATCH --mem={memory}G
#SBATCH --time={time_limit(hours)}
#SBATCH --output=slurm-%x-%j.out
set -euo pipefail

data_dir="${{DATA_DIR:-$PWD/data}}"
image="${{IMAGE:-$PWD/{image}}}"
head_node="$(scontrol show hostnames "$SLURM_JOB_NODELIST" | head -n 1)"
export OMP_NUM_THREADS="${{SLURM_CPUS_PER_TASK:-1}}"

{run}
    torchrun \\
    --nnodes="$SLURM_NNODES" \\
    --nproc-per-node={gpus} \\
    --rdzv-id="$SLURM_JOB_ID" \\
    --rdzv-backend=c10d \\
    --rdzv-endpoint="$head_node:{RDZV_PORT}" \\
    train.py
"""
