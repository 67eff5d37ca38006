"""Setup scripts on a fresh system: Python's venv module is installed when missing, and
under WSL2 an environment for a bundle on the Windows file system lives in the Linux home."""

from __future__ import annotations

from dlconfig.export.bundle import render_files
from dlconfig.kb import KnowledgeBase

from .conftest import load_plan


def test_the_setup_script_installs_the_venv_module_before_making_the_environment(
    kb: KnowledgeBase,
) -> None:
    script = str(render_files(load_plan("linux_single_gpu_pytorch"), kb)["scripts/setup_linux.sh"])
    check = script.index("import ensurepip, venv")
    install = script.index('apt-get install -y "python${FOUND_PY}-venv"')
    assert check < install < script.index('-m venv "$VENV_DIR"')


def test_under_wsl_the_environment_lives_in_the_linux_home(kb: KnowledgeBase) -> None:
    script = str(render_files(load_plan("wsl2_pytorch"), kb)["scripts/setup_in_wsl.sh"])
    assert '/mnt/*) VENV_DIR="${HOME}/.venvs/${ENV_NAME}"' in script
    assert script.index('VENV_DIR="${HOME}') < script.index('-m venv "$VENV_DIR"')
