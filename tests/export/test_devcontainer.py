"""Every bundle opens as a dev container built from its own Dockerfile; GPU plans pass
the GPUs through."""

from __future__ import annotations

import json
from datetime import date

import pytest

from dlconfig.export.bundle import render_files
from dlconfig.export.devcontainer import DEVCONTAINER
from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan


def _config(**workload: object) -> dict[str, object]:
    plan = make_plan(Workload.model_validate(workload), None, KnowledgeBase(), date(2026, 12, 2))
    files = render_files(plan, KnowledgeBase())
    assert "Dockerfile" in files
    return json.loads(str(files[DEVCONTAINER]))  # type: ignore[no-any-return]


def test_gpu_bundle_devcontainer_builds_the_dockerfile_with_gpus() -> None:
    config = _config(name="one", gpus=1)
    assert config["build"] == {"dockerfile": "../Dockerfile", "context": ".."}
    run_args = config["runArgs"]
    assert isinstance(run_args, list) and "--gpus=all" in run_args
    assert any(str(a).startswith("--shm-size=") for a in run_args)
    assert config["hostRequirements"] == {"gpu": True}
    assert str(config["workspaceMount"]).endswith(f"target={config['workspaceFolder']},type=bind")


def test_conda_plans_get_a_pixi_manifest_with_the_same_pins() -> None:
    tomllib = pytest.importorskip("tomllib")

    plan = make_plan(
        Workload.model_validate({"name": "c", "gpus": 1, "env_manager": "conda"}),
        None,
        KnowledgeBase(),
        date(2026, 12, 2),
    )
    files = render_files(plan, KnowledgeBase())
    manifest = tomllib.loads(str(files["pixi.toml"]))
    assert manifest["workspace"]["channels"] == ["conda-forge"]
    assert manifest["workspace"]["platforms"] == ["linux-64"]
    assert manifest["dependencies"]["python"].endswith(".*")
    assert "torch" in manifest["pypi-dependencies"]
    venv = make_plan(
        Workload.model_validate({"name": "v", "gpus": 1}), None, KnowledgeBase(), date(2026, 12, 2)
    )
    assert "pixi.toml" not in render_files(venv, KnowledgeBase())
