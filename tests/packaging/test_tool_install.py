"""The wheel and sdist build, carry the resources, and ``uv tool install`` runs them.

The install resolves offline from uv's cache by default, so the suite stays off the
network; where the cache lacks the dependencies the test skips and says so
(``DLCONFIG_TEST_INSTALL_ONLINE=1`` lets uv fetch them from the package index). CI runs the
same build, install and two commands as a step of ``.ci/run``, outside the tests, with the
network its other installs use.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from dlconfig import __version__

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def uv() -> str:
    path = Path(sys.executable).with_name("uv")
    if not path.exists():
        pytest.skip("uv is not installed beside this Python")
    return str(path)


def online() -> bool:
    return os.environ.get("DLCONFIG_TEST_INSTALL_ONLINE") == "1"


def _offline_miss(stderr: str) -> bool:
    """Whether uv failed for want of a package its cache lacks with the network off (uv
    says "offline" or "the network was disabled", by version)."""
    text = stderr.lower()
    return "offline" in text or "network was disabled" in text


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    cmd = [uv(), "build", "--wheel", "--sdist", "-o", str(out), str(ROOT)]
    result = subprocess.run(
        [*cmd, *([] if online() else ["--offline"])], capture_output=True, text=True, check=False
    )
    if result.returncode != 0:
        if not online() and _offline_miss(result.stderr):
            pytest.skip("the build backend is not in uv's cache and the network is off")
        raise AssertionError(result.stderr)
    return out


def test_wheel_has_entry_points_and_every_resource(dist: Path) -> None:
    (wheel,) = dist.glob("dlconfig-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    tracked = subprocess.run(
        ["git", "ls-files", "dlconfig/resources"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    ).stdout.split()
    if not tracked:
        pytest.skip("not a git checkout")
    resources = [p for p in tracked if not p.endswith(("README.md", "__init__.py"))]
    assert [p for p in resources if p not in names] == []
    entry_points = (
        zipfile.ZipFile(wheel).read(f"dlconfig-{__version__}.dist-info/entry_points.txt").decode()
    )
    assert "dlconfig-cli = dlconfig.cli:main" in entry_points
    assert "dlconfig = dlconfig.app:main" in entry_points


def test_sdist_carries_sources_and_tests(dist: Path) -> None:
    (sdist,) = dist.glob("dlconfig-*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = archive.getnames()
    prefix = f"dlconfig-{__version__}/"
    assert prefix + "pyproject.toml" in names
    assert prefix + "dlconfig/resources/kb/kb.yaml" in names


def test_uv_tool_install_runs_the_cli(dist: Path, tmp_path: Path) -> None:
    (wheel,) = dist.glob("dlconfig-*.whl")
    env = {
        **os.environ,
        "UV_TOOL_DIR": str(tmp_path / "tools"),
        "UV_TOOL_BIN_DIR": str(tmp_path / "bin"),
        "UV_PYTHON_DOWNLOADS": "never",
    }
    cmd = [uv(), "tool", "install", "--python", sys.executable, str(wheel)]
    result = subprocess.run(
        [*cmd, *([] if online() else ["--offline"])],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        if not online() and _offline_miss(result.stderr):
            pytest.skip("dependencies are not in uv's cache and the network is off")
        raise AssertionError(result.stderr)
    exe = tmp_path / "bin" / ("dlconfig-cli.exe" if os.name == "nt" else "dlconfig-cli")
    assert (tmp_path / "bin" / ("dlconfig.exe" if os.name == "nt" else "dlconfig")).exists()
    version = subprocess.run([str(exe), "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.strip() == f"dlconfig {__version__}"
    clean = {k: v for k, v in env.items() if k != "PYTHONPATH"}
    plan = subprocess.run(
        [
            str(exe),
            *("--config-dir", str(tmp_path / "cfg"), "--cache-dir", str(tmp_path / "cache")),
            *("--data-dir", str(tmp_path / "data"), "--log-dir", str(tmp_path / "log")),
            *("plan", "--json"),
        ],
        capture_output=True,
        text=True,
        check=True,
        env=clean,
        cwd=tmp_path,
    )
    payload = json.loads(plan.stdout)
    assert payload["schema"] == "dlconfig.plan/1"
    assert payload["app_version"] == __version__
    assert payload["hardware"]["choice"]["gpu"]
