"""The one install recipe: torch first, then what builds against torch without build
isolation, then the full list; the Dockerfile, the setup scripts, the README and apply
all follow it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dlconfig.export.bundle import render_files
from dlconfig.export.requirements import PackageLayout, package_layout
from dlconfig.kb import KnowledgeBase
from dlconfig.models.plan import Plan
from dlconfig.models.stack import PackagePin

from .conftest import load_plan

FLASH = "flash-attn==2.8.3.post2"


def _with_flash_attn(plan: Plan) -> Plan:
    assert plan.stack is not None
    pin = PackagePin(name="flash-attn", version="2.8.3.post2", is_source_build=True)
    stack = plan.stack.model_copy(update={"packages": [*plan.stack.packages, pin]})
    return plan.model_copy(update={"stack": stack})


def test_a_package_built_against_torch_is_installed_after_torch_without_isolation() -> None:
    plan = _with_flash_attn(load_plan("linux_single_gpu_pytorch"))
    assert plan.stack is not None
    layout = package_layout(plan.stack, None)
    steps = layout.install_steps(["pip", "install"], ["-r", "requirements.txt"])
    assert len(steps) == 3
    torch_first, no_isolation, rest = steps
    assert any(arg.startswith("torch==") for arg in torch_first)
    assert FLASH not in torch_first
    assert "--no-build-isolation" in no_isolation and FLASH in no_isolation
    assert not any(arg.startswith("torch==") for arg in no_isolation)
    assert rest == ["pip", "install", "-r", "requirements.txt"]


def test_without_such_a_package_the_recipe_is_the_full_list_alone() -> None:
    plan = load_plan("linux_single_gpu_pytorch")
    assert plan.stack is not None
    steps = package_layout(plan.stack, None).install_steps(["pip", "install"], ["-r", "r.txt"])
    assert steps == [["pip", "install", "-r", "r.txt"]]


@pytest.mark.parametrize(
    ("plan_name", "name"),
    [
        ("linux_single_gpu_pytorch", "Dockerfile"),
        ("linux_single_gpu_pytorch", "scripts/setup_linux.sh"),
        ("wsl2_pytorch", "scripts/setup_in_wsl.sh"),
    ],
)
def test_every_installing_file_follows_the_recipe(
    kb: KnowledgeBase, plan_name: str, name: str
) -> None:
    files = render_files(_with_flash_attn(load_plan(plan_name)), kb)
    text = str(files[name])
    no_isolation = text.index("--no-build-isolation")
    assert text.index("torch==") < no_isolation
    assert FLASH in text[no_isolation:]
    assert "requirements" in text[no_isolation + len("--no-build-isolation") :]


# ---- the build-isolation failure, reproduced offline with a stand-in package ----

_BACKEND = '''
"""A build backend that needs torch, as packages compiling against torch do."""
import base64, hashlib, io, os, zipfile

import torch  # noqa: F401  (the point: isolation hides the installed torch)

NAME, VERSION = "torch_stand_in", "0.1"
DIST = f"{NAME}-{VERSION}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    files = {
        f"{NAME}/__init__.py": b"BUILT_WITH_TORCH = True\\n",
        f"{DIST}.dist-info/METADATA": (
            f"Metadata-Version: 2.1\\nName: {NAME}\\nVersion: {VERSION}\\n".encode()
        ),
        f"{DIST}.dist-info/WHEEL": (
            b"Wheel-Version: 1.0\\nGenerator: stand-in\\n"
            b"Root-Is-Purelib: true\\nTag: py3-none-any\\n"
        ),
    }
    record = [_record_line(p, d) for p, d in files.items()] + [f"{DIST}.dist-info/RECORD,,"]
    name = f"{DIST}-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w") as whl:
        for path, data in files.items():
            whl.writestr(path, data)
        whl.writestr(f"{DIST}.dist-info/RECORD", "\\n".join(record) + "\\n")
    return name
'''


def _stand_in(tmp_path: Path) -> Path:
    src = tmp_path / "torch-stand-in"
    src.mkdir()
    (src / "backend.py").write_text(textwrap.dedent(_BACKEND), encoding="utf-8")
    (src / "pyproject.toml").write_text(
        '[build-system]\nrequires = []\nbuild-backend = "backend"\nbackend-path = ["."]\n',
        encoding="utf-8",
    )
    return src


def _pip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-index", "--no-deps", *args],
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )


@pytest.mark.slow
def test_a_package_whose_build_imports_torch_fails_isolated_and_installs_by_the_recipe(
    tmp_path: Path,
) -> None:
    pytest.importorskip("torch")
    src = _stand_in(tmp_path)
    target = tmp_path / "site"
    plain = _pip("--target", str(target), str(src))
    assert plain.returncode != 0
    assert "No module named 'torch'" in plain.stdout + plain.stderr
    layout = PackageLayout(
        index_url=None,
        extra_index_urls=(),
        specs=("torch", str(src)),
        variant_index_url=None,
        variant_packages=(),
        first_specs=("torch",),
        no_isolation_specs=(str(src),),
    )
    installer = [sys.executable, "-m", "pip", "install", "--no-index", "--no-deps"]
    _, second, _ = layout.install_steps([*installer, "--target", str(target)], ["-r", "x"])
    recipe = subprocess.run(second, capture_output=True, text=True, timeout=240, check=False)
    assert recipe.returncode == 0, recipe.stderr
    assert (target / "torch_stand_in" / "__init__.py").is_file()
