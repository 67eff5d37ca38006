"""requirements.txt, environment.yml and pyproject.toml carry every package, pinned, with
the main index as the default and the framework's variant index as an extra one."""

from __future__ import annotations

import tomllib
import yaml

from dlconfig.export.bundle import render_files
from dlconfig.kb import KnowledgeBase

from .conftest import LIBS, load_plan, with_packages

CU128 = "https://download.pytorch.org/whl/cu128"
MIRROR = "https://mirror.example.org/pypi/simple"


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line and not line.startswith("#")]


def test_requirements_pin_every_library_and_keep_the_main_index(kb: KnowledgeBase) -> None:
    plan = with_packages(load_plan("linux_single_gpu_pytorch"), LIBS)
    lines = _lines(str(render_files(plan, kb)["requirements.txt"]))
    assert lines[0] == f"--extra-index-url {CU128}"
    assert not any(line.startswith("--index-url") for line in lines)
    for name, version in LIBS.items():
        assert f"{name}=={version}" in lines
    assert "torch==2.9.1" in lines and "torchvision==0.24.1" in lines


def test_a_real_plan_puts_pytorchs_index_beside_the_main_one(kb: KnowledgeBase) -> None:
    """make_plan still names the variant index as the stack's index_url: it stays extra."""
    plan = load_plan("linux_single_gpu_pytorch")
    assert plan.stack is not None
    stack = plan.stack.model_copy(
        update={"index_url": CU128, "extra_index_urls": [], "requirement_lines": []}
    )
    text = str(render_files(plan.model_copy(update={"stack": stack}), kb)["requirements.txt"])
    assert f"--extra-index-url {CU128}" in text and "--index-url" not in text.replace(
        "--extra-index-url", ""
    )
    assert "torch==2.9.1" in _lines(text)


def test_a_mirror_becomes_the_index_url(kb: KnowledgeBase) -> None:
    plan = with_packages(load_plan("linux_single_gpu_pytorch"), LIBS, index_url=MIRROR)
    files = render_files(plan, kb)
    lines = _lines(str(files["requirements.txt"]))
    assert lines[:2] == [f"--index-url {MIRROR}", f"--extra-index-url {CU128}"]


def test_conda_environment_pins_every_library_without_the_pytorch_channel(
    kb: KnowledgeBase,
) -> None:
    plan = load_plan("tensorflow_multi_gpu")
    plan = with_packages(plan, {"transformers": LIBS["transformers"]}, index_url=MIRROR)
    env = yaml.safe_load(str(render_files(plan, kb)["environment.yml"]))
    assert env["channels"] == ["conda-forge"]
    pip = env["dependencies"][-1]["pip"]
    assert pip[0] == f"--index-url {MIRROR}"
    assert "transformers==5.17.0" in pip and "tensorflow[and-cuda]==2.20.0" in pip


def test_uv_project_takes_only_pytorch_from_its_explicit_index(kb: KnowledgeBase) -> None:
    plan = with_packages(load_plan("linux_multinode_pytorch"), LIBS)
    project = tomllib.loads(str(render_files(plan, kb)["pyproject.toml"]))
    deps = project["project"]["dependencies"]
    assert {f"{n}=={v}" for n, v in LIBS.items()} <= set(deps)
    assert project["tool"]["uv"]["index"] == [{"name": "framework", "url": CU128, "explicit": True}]
    assert project["tool"]["uv"]["sources"] == {
        "torch": {"index": "framework"},
        "torchvision": {"index": "framework"},
    }


def test_uv_project_with_a_mirror_makes_it_the_default(kb: KnowledgeBase) -> None:
    plan = with_packages(load_plan("linux_multinode_pytorch"), LIBS, index_url=MIRROR)
    project = tomllib.loads(str(render_files(plan, kb)["pyproject.toml"]))
    indexes = project["tool"]["uv"]["index"]
    assert indexes[0] == {"name": "main", "url": MIRROR, "default": True}
    assert indexes[1]["url"] == CU128 and indexes[1]["explicit"] is True
