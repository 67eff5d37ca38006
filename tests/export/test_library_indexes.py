"""The stack's indexes in the bundle: PyTorch's variant index is extra (explicit for uv),
a user's mirror is the main index, and the workload's libraries are pinned."""

from __future__ import annotations

from pathlib import Path

from dlconfig.export.bundle import export_bundle
from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan

KB = KnowledgeBase()
MIRROR = "https://mirror.example.org/simple"


def _bundle(tmp_path: Path, **fields: object) -> Path:
    workload = Workload.model_validate(
        {
            "name": "serve70",
            "task": "llm",
            "mode": "inference",
            "model": {"preset": "llama-3.1-70b"},
            "gpu": "H100",
            "env_manager": "uv",
            **fields,
        }
    )
    plan = make_plan(workload, None, KB, KB.as_of)
    assert plan.stack is not None, plan.conflicts
    out = tmp_path / "bundle"
    export_bundle(plan, out, kb=KB, write_pdf=lambda *_: b"%PDF-1.4\n")
    return out


def test_vllm_bundle_pins_vllm_and_takes_torch_from_its_explicit_index(tmp_path: Path) -> None:
    out = _bundle(tmp_path)
    requirements = (out / "requirements.txt").read_text(encoding="utf-8")
    assert "--extra-index-url https://download.pytorch.org/whl/" in requirements
    assert "--index-url" not in requirements.replace("--extra-index-url", "")
    assert "vllm==" in requirements
    pyproject = (out / "pyproject.toml").read_text(encoding="utf-8")
    assert 'url = "https://download.pytorch.org/whl/' in pyproject
    assert 'torch = { index = "framework" }' in pyproject


def test_a_user_mirror_is_the_main_index_of_the_bundle(tmp_path: Path) -> None:
    out = _bundle(tmp_path, index_url=MIRROR)
    requirements = (out / "requirements.txt").read_text(encoding="utf-8")
    assert f"--index-url {MIRROR}" in requirements
    assert "--extra-index-url https://download.pytorch.org/whl/" in requirements
    pyproject = (out / "pyproject.toml").read_text(encoding="utf-8")
    # uv: the mirror is the default index, PyTorch's an explicit one for its packages only
    assert f'url = "{MIRROR}"\ndefault = true\n' in pyproject
    assert 'url = "https://download.pytorch.org/whl/' in pyproject
    assert "explicit = true" in pyproject and 'torch = { index = "framework" }' in pyproject
