"""Bundles exported once per session for the plans in tests/data/plans (with their PDFs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.export.bundle import BundleResult, export_bundle
from dlconfig.kb import KnowledgeBase
from dlconfig.models.plan import Plan

PLANS_DIR = Path(__file__).resolve().parents[1] / "data" / "plans"
PLAN_NAMES = sorted(p.stem for p in PLANS_DIR.glob("*.json"))


def load_plan(name: str) -> Plan:
    return Plan.model_validate_json((PLANS_DIR / f"{name}.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def bundles(
    qapp: object, kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, BundleResult]:
    """name -> exported bundle (English, with report.pdf)."""
    root = tmp_path_factory.mktemp("bundles")
    return {name: export_bundle(load_plan(name), root / name, kb=kb) for name in PLAN_NAMES}
