"""Multi-node PyTorch bundles carry scripts/check_network.py: it compiles, passes ruff,
names the plan's inter-node link from the knowledge base and the iperf3 commands; where
torch is importable it runs with gloo across two local processes and reports a figure."""

from __future__ import annotations

import importlib.util
import py_compile
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from dlconfig.export.bundle import render_files
from dlconfig.export.readme.texts import t
from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan

from .test_bundle_checks import BIN

pytestmark = pytest.mark.slow  # runs real bundles or every language: CI, or -m slow

MULTI_NODE = {
    "name": "multi",
    "task": "llm",
    "mode": "finetune",
    "model": {"preset": "llama-3.1-70b"},
    "gpus": 8,
    "nodes": 2,
    "sharding": "fsdp",
    "gpu": "h100-sxm",
}


def _files(**workload: object) -> dict[str, str | bytes]:
    plan = make_plan(Workload.model_validate(workload), None, KnowledgeBase(), date(2026, 12, 2))
    return render_files(plan, KnowledgeBase())


@pytest.fixture(scope="module")
def script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    text = _files(**MULTI_NODE)["scripts/check_network.py"]
    assert isinstance(text, str)
    path = tmp_path_factory.mktemp("network") / "check_network.py"
    path.write_text(text, encoding="utf-8")
    return path


def test_single_node_bundles_have_no_network_check() -> None:
    assert "scripts/check_network.py" not in _files(name="one", gpus=1)


def test_the_script_compiles_passes_ruff_and_names_the_plans_link(script: Path) -> None:
    py_compile.compile(str(script), doraise=True)
    ruff = shutil.which("ruff", path=str(BIN)) or shutil.which("ruff")
    assert ruff
    run = subprocess.run(
        [ruff, "check", "--no-cache", "--isolated", str(script)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    text = script.read_text(encoding="utf-8")
    assert 'EXPECTED_LINK = "InfiniBand NDR"' in text
    assert "EXPECTED_GBIT_PER_S = 400.0" in text
    assert "--rdzv-backend=c10d" in text and "iperf3 -s" in text


def test_the_bus_bandwidth_formula_is_nccl_tests(script: Path) -> None:
    spec = importlib.util.spec_from_file_location("check_network", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    # 1 GB in 0.1 s over 4 processes: 10 GB/s algorithm bandwidth × 2·3/4
    assert module.bus_bandwidth_gb_per_s(10**9, 0.1, 4) == pytest.approx(15.0)
    assert module.iperf3_commands(3) == [
        "on NODE0:            iperf3 -s",
        "on node 2 of 3:   iperf3 -c NODE0 -P 8 -t 10",
        "on node 3 of 3:   iperf3 -c NODE0 -P 8 -t 10",
    ]


def test_the_script_runs_with_gloo_across_two_local_processes(script: Path) -> None:
    pytest.importorskip("torch")
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "torch.distributed.run",
            "--nproc-per-node=2",
            str(script),
            "--backend",
            "gloo",
            "--size-mb",
            "4",
            "--iters",
            "3",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "bus bandwidth" in run.stdout and "GB/s" in run.stdout
    assert "InfiniBand NDR" in run.stdout


def test_the_readme_says_how_to_run_it() -> None:
    files = _files(**MULTI_NODE)
    readme = files["README.md"]
    assert isinstance(readme, str)
    assert t("readme.check_network", "en") in readme
    assert "--rdzv-endpoint=NODE0:29500 scripts/check_network.py" in readme
    single = _files(name="one", gpus=1)["README.md"]
    assert isinstance(single, str) and "check_network" not in single
