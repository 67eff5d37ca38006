"""A lab's Slurm cluster as a place: the decision runs there when its nodes hold the
workload, and the bundle's batch job asks for the user's partition and GPU type."""

from __future__ import annotations

import shutil
import subprocess
from datetime import date
from pathlib import Path

import pytest
from pydantic import ValidationError

from dlconfig.export.bundle import render_files
from dlconfig.export.slurm import APPTAINER_DEF, PYXIS_SBATCH, SBATCH
from dlconfig.kb import KnowledgeBase
from dlconfig.models.plan import Plan
from dlconfig.models.workload import OwnedHardware, Workload
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import load_workload

from .test_bundle_checks import BIN
from .test_slurm import directives

ROOT = Path(__file__).resolve().parents[2]
TODAY = date(2026, 12, 4)
KB = KnowledgeBase()


@pytest.fixture(scope="module")
def cluster_plan() -> Plan:
    workload = load_workload(ROOT / "tests/data/decisions/slurm-cluster.yaml")
    return make_plan(workload, None, KB, TODAY)


def _plan(**owned: object) -> Plan:
    workload = load_workload(ROOT / "tests/data/decisions/slurm-cluster.yaml")
    return make_plan(workload.model_copy(update={"owned": OwnedHardware(**owned)}), None, KB, TODAY)


def test_the_cluster_is_chosen_across_its_nodes(cluster_plan: Plan) -> None:
    decision = cluster_plan.decision
    assert decision is not None and decision.chosen is not None
    chosen = decision.chosen
    # 4 A100s a node cannot hold the full fine-tune; two nodes sharded (FSDP) can
    assert (chosen.kind, chosen.place, chosen.gpu) == ("cluster", "cluster", "a100-sxm4-80gb")
    assert (chosen.gpus_per_node, chosen.nodes, chosen.strategy) == (4, 2, "fsdp")
    assert chosen.gpus_paid == 8  # the job's GPUs, not the whole cluster's 16
    place = next(r for r in chosen.reasons if r.code == "decision.place.cluster")
    assert place.params == {"partition": "gpu", "gpu_type": "a100", "nodes": 2, "gpus_per_node": 4}
    hardware = cluster_plan.hardware
    assert hardware is not None
    assert (hardware.choice.count, hardware.choice.nodes) == (4, 2)
    decided = next(r for r in hardware.reasons if r.code == "hardware.decided")
    assert decided.params["because"] == "cluster"
    # every step shows the memory of that layout, and says it is not the described one
    req = cluster_plan.requirements
    assert req is not None and req.vram_gib_per_gpu < 80
    layout = next(r for r in req.reasons if r.code == "workload.memory.layout")
    assert (layout.params["count"], layout.params["nodes"]) == (4, 2)
    assert cluster_plan.infra is not None and cluster_plan.infra.options[0].kind == "cluster"


def test_the_batch_job_asks_for_the_partition_and_gpu_type(
    cluster_plan: Plan, tmp_path: Path
) -> None:
    files = render_files(cluster_plan, KB)
    text = str(files[SBATCH])
    found = directives(text)
    assert found["partition"] == "gpu"
    assert found["gpus-per-node"] == "a100:4"
    assert found["nodes"] == "2"
    assert "account" not in found
    assert APPTAINER_DEF in files
    assert directives(str(files[PYXIS_SBATCH])) == found  # the same job in enroot's image
    shellcheck = shutil.which("shellcheck", path=str(BIN)) or shutil.which("shellcheck")
    if shellcheck is None:
        pytest.skip("shellcheck is not installed")
    path = tmp_path / "job.sbatch"
    path.write_text(text, encoding="utf-8")
    run = subprocess.run([shellcheck, str(path)], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    readme = str(files["README.md"])
    assert (
        f"sbatch {SBATCH}" in readme
        and f"apptainer build lab-finetune.sif {APPTAINER_DEF}" in readme
    )


def test_one_gpu_on_the_cluster_is_still_a_batch_job() -> None:
    plan = _plan(gpu="H100 SXM", count=8, machines=2, slurm={"account": "lab42"})
    assert plan.decision is not None and plan.decision.chosen is not None
    assert plan.decision.chosen.kind == "cluster"
    found = directives(str(render_files(plan, KB)[SBATCH]))
    assert "partition" not in found  # none given: the cluster's default partition
    assert found["account"] == "lab42"
    assert found["gpus-per-node"] == str(plan.decision.chosen.gpus_per_node)


def test_owned_gpus_without_slurm_stay_a_place_of_their_own() -> None:
    plan = _plan(gpu="A100 80GB", count=4, machines=4)
    assert plan.decision is not None and plan.decision.chosen is not None
    assert plan.decision.chosen.kind == "owned"
    assert plan.decision.chosen.gpus_paid == 16  # GPUs one owns are all paid for


@pytest.mark.parametrize("field", ["partition", "gpu_type", "account"])
def test_a_name_slurm_would_not_take_is_refused_by_field(field: str) -> None:
    owned = {"gpu": "A100 80GB", "slurm": {field: "gpu; rm -rf ~"}}
    with pytest.raises(ValidationError) as raised:
        Workload.model_validate({"owned": owned})
    assert raised.value.errors()[0]["loc"] == ("owned", "slurm", field)
