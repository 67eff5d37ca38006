"""Bundles exported once per session for the plans in tests/data/plans (with their PDFs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.export.bundle import BundleResult, export_bundle, render_files
from dlconfig.kb import KnowledgeBase
from dlconfig.models.plan import Plan

PLANS_DIR = Path(__file__).resolve().parents[1] / "data" / "plans"
PLAN_NAMES = sorted(p.stem for p in PLANS_DIR.glob("*.json"))


def load_plan(name: str) -> Plan:
    return Plan.model_validate_json((PLANS_DIR / f"{name}.json").read_text(encoding="utf-8"))


def write_bundle_files(plan: Plan, kb: KnowledgeBase, folder: Path) -> Path:
    """``plan``'s bundle files (no PDF) rendered into ``folder``; returns ``folder``."""
    for rel, content in render_files(plan, kb).items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return folder


@pytest.fixture(scope="session")
def bundles(
    qapp: object, kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, BundleResult]:
    """name -> exported bundle (English, with report.pdf)."""
    root = tmp_path_factory.mktemp("bundles")
    return {name: export_bundle(load_plan(name), root / name, kb=kb) for name in PLAN_NAMES}


# Versions read from the package index with pip for these tests (the plan's KB pins come
# from the stack step; these stand in for them so the export is tested on its own).
LIBS = {
    "transformers": "5.17.0",
    "peft": "0.21.0",
    "accelerate": "1.15.0",
    "datasets": "5.0.1",
    "trl": "1.13.0",
    "bitsandbytes": "0.50.2",
}


def with_packages(plan: Plan, pins: dict[str, str], **stack_update: object) -> Plan:
    """``plan`` whose stack also pins ``pins`` (name -> version) and ``stack_update``."""
    from dlconfig.models.stack import PackagePin

    assert plan.stack is not None
    packages = [*plan.stack.packages, *(PackagePin(name=n, version=v) for n, v in pins.items())]
    stack = plan.stack.model_copy(update={"packages": packages, **stack_update})
    return plan.model_copy(update={"stack": stack})
