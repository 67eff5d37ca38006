"""Multi-GPU and multi-node PyTorch training bundles carry slurm/job.sbatch and an
Apptainer definition: the job asks for the plan's nodes and GPUs per node, starts
torchrun through srun with a c10d rendezvous, and passes shellcheck."""

from __future__ import annotations

import re
import shutil
import subprocess
from datetime import date
from pathlib import Path

import pytest

from dlconfig.export.bundle import render_files
from dlconfig.export.slurm import APPTAINER_DEF, PYXIS_SBATCH, SBATCH, time_limit
from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan

from .test_bundle_checks import BIN
from .test_check_network import MULTI_NODE


def _files(**workload: object) -> dict[str, str | bytes]:
    plan = make_plan(Workload.model_validate(workload), None, KnowledgeBase(), date(2026, 12, 2))
    return render_files(plan, KnowledgeBase())


def directives(text: str) -> dict[str, str]:
    found = re.findall(r"^#SBATCH --([a-z-]+)=(\S+)$", text, flags=re.MULTILINE)
    return dict(found)


@pytest.fixture(scope="module")
def two_nodes() -> dict[str, str | bytes]:
    return _files(**{**MULTI_NODE, "model": {"preset": "llama-3.1-8b"}})


def test_two_node_job_asks_for_the_plans_shape(two_nodes: dict[str, str | bytes]) -> None:
    text = two_nodes[SBATCH]
    assert isinstance(text, str)
    found = directives(text)
    assert found["nodes"] == "2"
    assert found["gpus-per-node"] == "8"
    assert found["ntasks-per-node"] == "1"
    assert int(found["cpus-per-task"]) >= 1
    assert re.fullmatch(r"\d+G", found["mem"])
    assert re.fullmatch(r"\d+-\d\d:00:00", found["time"])
    assert "srun" in text and "torchrun" in text
    assert "--nproc-per-node=8" in text and "--rdzv-backend=c10d" in text
    assert '--rdzv-endpoint="$head_node:29500"' in text


@pytest.mark.parametrize("job", [SBATCH, PYXIS_SBATCH])
def test_jobs_pass_shellcheck(two_nodes: dict[str, str | bytes], tmp_path: Path, job: str) -> None:
    shellcheck = shutil.which("shellcheck", path=str(BIN)) or shutil.which("shellcheck")
    if shellcheck is None:
        pytest.skip("shellcheck is not installed")
    path = tmp_path / "job.sbatch"
    path.write_text(str(two_nodes[job]), encoding="utf-8")
    run = subprocess.run([shellcheck, str(path)], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr


def test_pyxis_job_runs_the_same_job_in_an_enroot_image(two_nodes: dict[str, str | bytes]) -> None:
    apptainer, pyxis = str(two_nodes[SBATCH]), str(two_nodes[PYXIS_SBATCH])
    assert directives(pyxis) == directives(apptainer)
    image = re.search(r"^# Build the image first: docker build -t (\S+) \.", pyxis, re.MULTILINE)
    assert image is not None
    assert f"enroot import --output multi.sqsh dockerd://{image.group(1)}" in pyxis
    srun = pyxis[pyxis.index("srun ") :]
    assert '--container-image="$image"' in srun and "--container-mounts=" in srun
    assert "--container-workdir=" in srun and "apptainer" not in srun
    # from torchrun on, both jobs start the same processes
    assert apptainer[apptainer.index("    torchrun") :] == pyxis[pyxis.index("    torchrun") :]


def test_apptainer_definition_builds_from_the_dockerfiles_image(
    two_nodes: dict[str, str | bytes],
) -> None:
    text = str(two_nodes[APPTAINER_DEF])
    header = dict(
        line.split(":", 1) for line in text.split("\n\n", 1)[0].splitlines() if ":" in line
    )
    assert header["Bootstrap"].strip() == "docker-daemon"
    image = header["From"].strip()
    assert image and f"docker build -t {image} ." in str(two_nodes[SBATCH])
    sections = re.findall(r"^%([a-z]+)$", text, flags=re.MULTILINE)
    assert set(sections) <= {"labels", "runscript", "environment", "post", "files"}
    assert "runscript" in sections


def test_single_gpu_bundles_have_no_slurm_files() -> None:
    files = _files(name="one", gpus=1, model={"preset": "llama-3.2-1b"}, batch_size=1)
    assert SBATCH not in files and APPTAINER_DEF not in files and PYXIS_SBATCH not in files


def test_time_limit_keeps_a_margin() -> None:
    assert time_limit(10.0) == "0-15:00:00"
    assert time_limit(20.0) == "1-06:00:00"
    assert time_limit(None) == "1-00:00:00"
