"""An AMD plan's bundle (LoRA of Llama 3.1 8B on MI300X): AMD's rocm/pytorch image, Compose
with AMD's device files and groups, Kubernetes amd.com/gpu, a setup script that installs
no NVIDIA software; nothing NVIDIA's anywhere it runs; the linters pass."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
import yaml

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.images import ImageCatalog
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import default_workload

from .conftest import write_bundle_files
from .test_bundle_checks import lint_bundle

# what only an NVIDIA bundle may say
NVIDIA_ONLY = (
    "nvidia.com/gpu",
    "--gpus ",
    "exec --nv",
    "driver: nvidia",
    "NVIDIA_VISIBLE_DEVICES",
    "NVIDIA Container Toolkit",
    "nvidia-smi",
    "nvidia-ctk",
    "ubuntu-drivers",
    "cuda-toolkit",
    "nvidia/cuda:",
)


@pytest.fixture(scope="module")
def amd_bundle(kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory) -> Path:
    data = {**default_workload().model_dump(mode="json"), "gpu": "mi300x"}
    plan = make_plan(Workload.model_validate(data), None, kb, date(2026, 12, 4))
    assert plan.hardware is not None and plan.hardware.choice.gpu == "mi300x"
    return write_bundle_files(plan, kb, tmp_path_factory.mktemp("amd_bundle"))


def test_the_dockerfile_builds_on_amds_rocm_pytorch_image_from_the_kb(
    amd_bundle: Path, kb: KnowledgeBase
) -> None:
    image = kb.dataset("images", ImageCatalog).rocm_images[0]
    text = (amd_bundle / "Dockerfile").read_text(encoding="utf-8")
    froms = [line.split()[1] for line in text.splitlines() if line.startswith("FROM ")]
    assert froms == [f"rocm/pytorch:{image.tag}"] * 2
    assert "--device=/dev/kfd --device=/dev/dri --group-add video --group-add render" in text
    # the plan's locked environment lives beside the image's own
    assert "ENV PATH=/opt/dlconfig-venv/bin:$PATH" in text
    requirements = (amd_bundle / "requirements.txt").read_text(encoding="utf-8")
    assert "/whl/rocm7.2" in requirements


def test_compose_passes_amds_device_files_and_groups(amd_bundle: Path) -> None:
    compose = yaml.safe_load((amd_bundle / "compose.yaml").read_text(encoding="utf-8"))
    (service,) = compose["services"].values()
    assert service["devices"] == ["/dev/kfd", "/dev/dri"]
    assert service["group_add"] == ["video", "render"]
    assert "deploy" not in service


def test_kubernetes_requests_amd_gpus(amd_bundle: Path) -> None:
    job = yaml.safe_load((amd_bundle / "k8s" / "job.yaml").read_text(encoding="utf-8"))
    pod = job["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    assert container["resources"]["limits"]["amd.com/gpu"] == 8
    assert container["resources"]["requests"]["amd.com/gpu"] == 8
    assert "affinity" not in pod  # no NVIDIA product label to select on


def test_nothing_nvidia_runs_in_an_amd_bundle(amd_bundle: Path) -> None:
    for path in amd_bundle.rglob("*"):
        if not path.is_file() or path.suffix == ".pdf" or path.name == "recommendation.json":
            continue
        text = path.read_text(encoding="utf-8")
        found = [word for word in NVIDIA_ONLY if word in text]
        assert not found, f"{path.relative_to(amd_bundle)}: {found}"
    setup = (amd_bundle / "scripts" / "setup_linux.sh").read_text(encoding="utf-8")
    assert "/dev/kfd" in setup and "amdgpu" in setup
    assert "| AMD GPU driver | amdgpu, ROCm 7.2 |" in (amd_bundle / "README.md").read_text("utf-8")
    assert "apptainer exec --rocm" in (amd_bundle / "slurm" / "job.sbatch").read_text("utf-8")
    # enroot and pyxis are NVIDIA's: no pyxis job for AMD GPUs
    assert not (amd_bundle / "slurm" / "job-pyxis.sbatch").exists()


def test_the_amd_bundle_passes_the_linters(amd_bundle: Path) -> None:
    lint_bundle(amd_bundle)
