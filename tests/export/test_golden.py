"""Golden files: the single-GPU bundle's code files, reviewed as diffs.

Regenerate after an intended change with DLCONFIG_UPDATE_GOLDEN=1 and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dlconfig.export.bundle import render_files
from dlconfig.kb import KnowledgeBase

from .conftest import load_plan

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = [
    ("linux_single_gpu_pytorch", "Dockerfile"),
    ("linux_single_gpu_pytorch", "compose.yaml"),
    ("linux_single_gpu_pytorch", "k8s/job.yaml"),
    ("linux_single_gpu_pytorch", "requirements.txt"),
    ("linux_single_gpu_pytorch", "scripts/setup_linux.sh"),
    ("qlora_llm", "train.py"),
    ("qlora_llm", "requirements.txt"),
    ("vllm_service", "serve.sh"),
    ("vllm_service", "Dockerfile"),
    ("vllm_service", "k8s/deployment.yaml"),
]


@pytest.mark.parametrize(("plan", "name"), FILES)
def test_bundle_file_matches_its_golden_copy(kb: KnowledgeBase, plan: str, name: str) -> None:
    content = render_files(load_plan(plan), kb)[name]
    assert isinstance(content, str)
    golden = GOLDEN / plan / name
    if os.environ.get("DLCONFIG_UPDATE_GOLDEN") == "1":
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(content, encoding="utf-8")
    assert content == golden.read_text(encoding="utf-8")
