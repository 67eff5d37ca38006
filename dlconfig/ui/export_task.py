"""The export as a worker function: which files, then the bundle (Qt-free, runs on the pool)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from dlconfig.models.plan import Plan

if TYPE_CHECKING:
    from dlconfig.services import KnowledgeBase

# What the bundle runs, and the launcher configs written beside train.py.
ENTRY_FILES = frozenset({"train.py", "serve.sh", "ds_config.json", "accelerate_config.yaml"})
FILE_GROUPS = ("readme", "locks", "container", "kubernetes", "scripts", "report", "json")


def group_of(name: str) -> str:
    """Which checkbox on the export page a bundle file belongs to."""
    if name == "report.pdf":
        return "report"
    if name == "recommendation.json":
        return "json"
    if name.startswith("k8s/"):
        return "kubernetes"
    if name.startswith("scripts/") or name in ENTRY_FILES:
        return "scripts"
    if name in {"Dockerfile", ".dockerignore", "compose.yaml"}:
        return "container"
    if name.lower().startswith("readme"):
        return "readme"
    return "locks"


@dataclass(frozen=True)
class ExportRequest:
    """What the user asked for on the export page."""

    plan: Plan
    folder: Path
    language: str
    groups: Collection[str]
    force: bool
    bench: object = None  # a BenchReport of this machine, for the PDF
    lock: bool = False  # also write requirements.lock with uv (network; see export_bundle)


def export_plan(
    request: ExportRequest, kb: KnowledgeBase, progress: Callable[[int, str], None]
) -> str:
    """Write the chosen parts of the bundle into ``folder``; returns the folder.

    Raises the exporter's own error (with its message) when the export fails.
    """
    from dlconfig.services import bundle_file_names, export_bundle

    progress(5, "render")
    names = bundle_file_names(request.plan, kb, request.language)
    include = {name for name in names if group_of(name) in request.groups}
    if request.lock:
        include.add("requirements.lock")
    if not include:
        raise ValueError("no files chosen")
    progress(30, "write")
    result = export_bundle(
        request.plan,
        request.folder,
        request.language,
        request.force,
        kb=kb,
        include=include,
        bench=request.bench,  # type: ignore[arg-type]  # a BenchReport or None
        lock=request.lock,
    )
    progress(100, "done")
    return str(result.out_dir)
