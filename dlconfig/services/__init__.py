"""The one door the faces (``dlconfig.ui``, ``dlconfig.cli``) use into the engine. Qt-free.

A session (one CLI invocation, one GUI app) opens its knowledge base once with
``open_kb`` and passes it to everything it calls here: plan, estimate, stack, regions,
doctor, benchmarks, previews and export all read the same facts, so a plan and the files
exported from it name one knowledge-base version. The faces import only this package,
``dlconfig.models`` and ``dlconfig.i18n`` (an import-linter contract).

Everything here may block (probing, benchmarks, export): the GUI calls it from workers.
"""

from __future__ import annotations

from dlconfig.bench import GROUPS as BENCH_GROUPS
from dlconfig.bench import BenchOptions, BenchProgress, BenchReport, run_benchmarks
from dlconfig.bench.judge import expectations_for, judge
from dlconfig.doctor import DoctorInputs, diagnose, gather_inputs, run_doctor
from dlconfig.export.bundle import BundleResult, export_bundle, render_files
from dlconfig.export.errors import ExportError
from dlconfig.export.pdf import render_pdf
from dlconfig.export.plan_io import read_input as read_plan_or_workload
from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.store import KbImportError, import_kb
from dlconfig.models import SCHEMAS
from dlconfig.monitor import NvmlSource, RingBuffer, Sampler, Snapshot
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.stack import StackRequest, resolve_stack
from dlconfig.plan.workload import estimate
from dlconfig.plan.workload_file import (
    WorkloadFileError,
    default_workload,
    example_workload,
    load_workload,
)
from dlconfig.probe import Nvml, fast_probe, probe_machine
from dlconfig.services.bench import run_quick_bench
from dlconfig.services.exporting import bundle_file_names, preview_files
from dlconfig.services.kb_tables import KB_TABLES, kb_table
from dlconfig.services.planning import PlanOutcome, catalog_gpus, plan_outcome
from dlconfig.services.regions import RegionsInputError, regions_near
from dlconfig.services.session import (
    check_session_kb,
    city_names,
    gpu_choices,
    gpu_facts,
    model_preset_ids,
    open_kb,
    open_kb_report,
)
from dlconfig.storage import (
    MAX_SESSION_BYTES,
    SESSION_SUFFIX,
    SessionError,
    atomic_write_text,
    load_session,
    log_dir,
    save_session,
)

__all__ = [
    "BENCH_GROUPS",
    "KB_TABLES",
    "MAX_SESSION_BYTES",
    "SCHEMAS",
    "SESSION_SUFFIX",
    "BenchOptions",
    "BenchProgress",
    "BenchReport",
    "BundleResult",
    "DoctorInputs",
    "ExportError",
    "KbError",
    "KbImportError",
    "KnowledgeBase",
    "Nvml",
    "NvmlSource",
    "PlanInputError",
    "PlanOutcome",
    "RegionsInputError",
    "RingBuffer",
    "Sampler",
    "SessionError",
    "Snapshot",
    "StackRequest",
    "WorkloadFileError",
    "atomic_write_text",
    "bundle_file_names",
    "catalog_gpus",
    "check_session_kb",
    "city_names",
    "default_workload",
    "diagnose",
    "estimate",
    "example_workload",
    "expectations_for",
    "export_bundle",
    "fast_probe",
    "gather_inputs",
    "gpu_choices",
    "gpu_facts",
    "import_kb",
    "json_schema",
    "judge",
    "kb_table",
    "load_session",
    "load_workload",
    "log_dir",
    "make_plan",
    "model_preset_ids",
    "open_kb",
    "open_kb_report",
    "plan_outcome",
    "preview_files",
    "probe_machine",
    "read_plan_or_workload",
    "regions_near",
    "render_files",
    "render_pdf",
    "resolve_stack",
    "run_benchmarks",
    "run_doctor",
    "run_quick_bench",
    "save_session",
]


def json_schema(name: str) -> dict[str, object]:
    """The JSON Schema of versioned model ``name`` (a key of ``SCHEMAS``), as serialised."""
    return SCHEMAS[name].model_json_schema(by_alias=True, mode="serialization")
