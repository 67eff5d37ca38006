"""Files from a plan for the faces: previews, the bundle and the PDF."""

from __future__ import annotations

from pathlib import Path

from dlconfig.export.bundle import render_files
from dlconfig.export.errors import InputError
from dlconfig.export.plan_io import read_input
from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload
from dlconfig.plan.workload_file import WorkloadFileError, with_own_model_config

PREVIEWED = ("Dockerfile", "compose.yaml")


def bundle_file_names(plan: Plan, kb: KnowledgeBase, lang: str) -> set[str]:
    """Relative paths the bundle for ``plan`` holds, report.pdf included."""
    return set(render_files(plan, kb, lang)) | {"report.pdf"}


def preview_files(plan: Plan, kb: KnowledgeBase) -> dict[str, str]:
    """Dockerfile, compose.yaml and k8s/*.yaml as the export would write them (none when
    the plan has no container). Raises ExportError or KbError when they cannot be made."""
    if plan.container is None:
        return {}
    files = render_files(plan, kb, "en")
    return {
        name: content
        for name, content in sorted(files.items())
        if isinstance(content, str) and (name in PREVIEWED or name.startswith("k8s/"))
    }


def read_plan_or_workload(path: Path) -> Plan | Workload:
    """A plan (recommendation.json) or a workload file, read as ``export``, ``doctor
    --plan`` and the API take it: a workload's ``model: {config: PATH}`` is read relative
    to the file, as ``plan`` and ``estimate`` read it. Raises InputError."""
    loaded = read_input(path)
    if isinstance(loaded, Plan):
        return loaded
    try:
        return with_own_model_config(loaded, path)
    except WorkloadFileError as exc:
        raise InputError(str(exc)) from None
