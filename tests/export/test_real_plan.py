"""A plan from the real pipeline exports a bundle that passes the same checks."""

from __future__ import annotations

import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from yamllint import linter
from yamllint.config import YamlLintConfig

from dlconfig.export.bundle import export_bundle
from dlconfig.kb import KnowledgeBase
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload

from .test_bundle_checks import dockerfile_python

BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    assert found, name
    return found


@pytest.mark.parametrize(
    "workload",
    [
        {},
        {
            "framework": "tensorflow",
            "task": "image_classification",
            "mode": "train",
            "model": {"params_b": 0.025},
        },
        {"mode": "inference", "target": "wsl2"},
    ],
)
def test_pipeline_plan_exports_a_clean_bundle(
    qapp: object, kb: KnowledgeBase, tmp_path: Path, workload: dict[str, object]
) -> None:
    from dlconfig.plan.pipeline import make_plan

    plan = make_plan(Workload.model_validate(workload), None, kb, date(2026, 12, 2))
    assert plan.stack is not None, plan.conflicts
    out = tmp_path / "bundle"
    result = export_bundle(plan, out, kb=kb)
    assert "report.pdf" in result.files and "Dockerfile" in result.files
    assert Plan.model_validate_json((out / "recommendation.json").read_text()) == plan.model_copy(
        update={"container": plan.container}
    )
    dockerfile = (out / "Dockerfile").read_text(encoding="utf-8")
    engine = plan.stack.serving
    vllm = next((p for p in plan.stack.packages if p.name == "vllm"), None)
    if vllm is not None:
        # a vLLM service builds on the engine's own image, whose Python is the engine's
        assert f"vllm/vllm-openai:v{vllm.version}" in dockerfile, (engine, dockerfile)
    else:
        assert dockerfile_python(dockerfile) == plan.stack.python
    _lint(out)
    text = subprocess.run(
        ["pdftotext", str(out / "report.pdf"), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert plan.stack.framework.version in text


def _lint(out: Path) -> None:
    checks = [
        [_tool("shellcheck"), "--severity=style", *map(str, out.glob("scripts/*.sh"))],
        [_tool("hadolint"), "--failure-threshold", "error", str(out / "Dockerfile")],
        [_tool("kubernetes-validate"), "--strict", "--quiet", *map(str, out.glob("k8s/*.yaml"))],
    ]
    for command in checks:
        run = subprocess.run(command, capture_output=True, text=True, check=False)
        assert run.returncode == 0, run.stdout + run.stderr
    config = YamlLintConfig("extends: default\nrules:\n  line-length: disable\n")
    for path in out.rglob("*.y*ml"):
        assert not list(linter.run(path.read_text(encoding="utf-8"), config)), path


@pytest.mark.parametrize(
    "asks",
    [{"gpus": 0}, {"gpu": "none"}, {"gpus": 0, "target": "macos"}, {"target": "macos"}],
    ids=["gpus-0", "gpu-none", "macos-gpus-0", "macos"],
)
def test_cpu_only_workload_exports_a_cpu_bundle(
    kb: KnowledgeBase, tmp_path: Path, asks: dict[str, object]
) -> None:
    """A laptop without a GPU: CPU build, Python slim image, no GPU request anywhere."""
    from dlconfig.plan.pipeline import make_plan

    workload = Workload.model_validate(
        {"task": "image_classification", "mode": "train", "model": {"params_b": 0.025}, **asks}
    )
    plan = make_plan(workload, None, kb, date(2026, 12, 2))
    assert plan.hardware is not None and plan.hardware.choice.gpu is None
    assert plan.stack is not None and plan.stack.cuda is None, plan.conflicts
    assert plan.container is not None and plan.container.gpus_per_node == 0
    assert plan.container.runtime_image.startswith("python:")
    out = tmp_path / "bundle"
    export_bundle(plan, out, kb=kb, write_pdf=lambda *_: b"%PDF-1.4\n")
    dockerfile = (out / "Dockerfile").read_text(encoding="utf-8")
    assert "--gpus" not in dockerfile and "nvidia/cuda" not in dockerfile
    assert dockerfile_python(dockerfile) == plan.stack.python
    assert "nvidia.com/gpu" not in "".join(
        p.read_text(encoding="utf-8") for p in [out / "compose.yaml", *out.glob("k8s/*.yaml")]
    )
    if workload.target.value != "macos":  # macOS installs PyPI's torch, which runs on MPS
        assert "download.pytorch.org/whl/cpu" in (out / "requirements.txt").read_text()
    _lint(out)


def test_gpu_plan_on_a_python_image_asks_the_toolkit_for_the_driver(
    qapp: object, kb: KnowledgeBase, tmp_path: Path
) -> None:
    """An installed cu121 build has no nvidia/cuda tag in the catalog: the image is Python
    slim, and the GPU still works only if the Dockerfile asks for the driver's libraries."""
    from dlconfig.models.workload import Mode, ModelSpec, Task
    from dlconfig.plan.pipeline import make_plan
    from dlconfig.plan.workload import default_workload
    from tests.profiles import load_profile

    # a custom task keeps the installed torch (the LoRA libraries would need a newer one)
    workload = default_workload().model_copy(
        update={"task": Task.CUSTOM, "mode": Mode.TRAIN, "model": ModelSpec(params_b=1.0)}
    )
    plan = make_plan(workload, load_profile("consumer_gpu"), kb, date(2026, 12, 2))
    assert plan.stack is not None and plan.stack.cuda is not None
    assert plan.container is not None
    assert plan.container.base_image.startswith("python:")
    codes = {r.code for r in plan.container.reasons}
    assert "container.base.python_slim_gpu" in codes
    assert "container.base.python_slim" not in codes  # it says "No NVIDIA GPU"
    out = tmp_path / "bundle"
    export_bundle(plan, out, kb=kb)
    dockerfile = (out / "Dockerfile").read_text(encoding="utf-8")
    runtime = dockerfile[dockerfile.index("AS runtime") :]
    assert "NVIDIA_DRIVER_CAPABILITIES=compute,utility" in runtime
    _lint(out)
