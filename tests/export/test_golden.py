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

GOLDEN = Path(__file__).resolve().parent / "golden" / "linux_single_gpu_pytorch"
FILES = ["Dockerfile", "compose.yaml", "k8s/job.yaml", "requirements.txt", "scripts/setup_linux.sh"]


@pytest.mark.parametrize("name", FILES)
def test_bundle_file_matches_its_golden_copy(kb: KnowledgeBase, name: str) -> None:
    content = render_files(load_plan("linux_single_gpu_pytorch"), kb)[name]
    assert isinstance(content, str)
    golden = GOLDEN / name
    if os.environ.get("DLCONFIG_UPDATE_GOLDEN") == "1":
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(content, encoding="utf-8")
    assert content == golden.read_text(encoding="utf-8")
