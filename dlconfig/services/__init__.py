"""The one door the faces (``dlconfig.ui``, ``dlconfig.cli``) use into the engine. Qt-free.

A session (one CLI invocation, one GUI app) opens its knowledge base once with
``open_kb`` and passes it to everything it calls here: plan, estimate, stack, regions,
doctor, benchmarks, previews and export all read the same facts, so a plan and the files
exported from it name one knowledge-base version. The faces import only this package,
``dlconfig.models`` and ``dlconfig.i18n`` (an import-linter contract).

Everything here may block (probing, benchmarks, export): the GUI calls it from workers.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dlconfig.bench import GROUPS as BENCH_GROUPS
    from dlconfig.bench import BenchOptions, BenchProgress, BenchReport, run_benchmarks
    from dlconfig.bench.judge import expectations_for, judge
    from dlconfig.doctor import (
        DoctorInputs,
        checks_passed,
        diagnose,
        gather_inputs,
        run_doctor,
        run_doctor_checks,
    )
    from dlconfig.export.bundle import BundleResult, export_bundle, render_files
    from dlconfig.export.errors import ExportError, InputError
    from dlconfig.export.pdf import render_pdf
    from dlconfig.kb.base import KbError, KnowledgeBase
    from dlconfig.kb.gpus import CapabilityError, capability_id, names_capability
    from dlconfig.kb.price_import import PriceImportError, PriceImportResult
    from dlconfig.kb.refresh import (
        IndexUnreachableError,
        RefreshCancelledError,
        RefreshProgress,
        SkippedRelease,
    )
    from dlconfig.kb.refresh import refresh as refresh_kb
    from dlconfig.kb.store import KbImportError, import_kb
    from dlconfig.kb.store import reset_user_kb as reset_kb
    from dlconfig.models.schemas import SCHEMAS
    from dlconfig.monitor import History, NvmlSource, RingBuffer, Sampler, Snapshot, gpu_series
    from dlconfig.monitor.csv_table import SnapshotCsvWriter, history_csv
    from dlconfig.plan.errors import PlanInputError
    from dlconfig.plan.pipeline import make_plan
    from dlconfig.plan.stack import StackRequest, resolve_stack
    from dlconfig.plan.workload import estimate
    from dlconfig.plan.workload_file import (
        WorkloadFileError,
        default_workload,
        example_workload,
        load_workload,
        with_model_config,
        with_options,
    )
    from dlconfig.plan.workload_model import with_model_defaults
    from dlconfig.probe import Nvml, fast_probe, probe_machine
    from dlconfig.services.applying import (
        ApplyCancelledError,
        ApplyError,
        ApplyPreview,
        ApplyProgress,
        ApplyResult,
        CacheUse,
        CommandRunner,
        VerifyLine,
        apply_bundle,
        cpu_requirements,
        has_nvidia_gpu,
        is_set_up,
        preview_bundle,
        read_bundle,
        uv_cache,
    )
    from dlconfig.services.bench import run_quick_bench
    from dlconfig.services.exporting import bundle_file_names, preview_files, read_plan_or_workload
    from dlconfig.services.kb_refresh import RefreshOutcome, refresh_outcome
    from dlconfig.services.kb_tables import KB_TABLES, kb_table
    from dlconfig.services.planning import (
        PlanOutcome,
        catalog_gpus,
        gpu_by_capability,
        plan_outcome,
    )
    from dlconfig.services.prices import (
        PricesInputError,
        import_price_catalog,
        owning_cost_defaults,
        price_rows,
        sky_catalog_folder,
    )
    from dlconfig.services.regions import RegionsInputError, regions_near
    from dlconfig.services.session import (
        check_session_kb,
        city_names,
        gpu_choices,
        gpu_facts,
        model_preset_ids,
        model_preset_task,
        model_presets,
        open_kb,
        open_kb_report,
        place_name,
        provider_name,
    )
    from dlconfig.settings.files import (
        add_folder_arguments,
        apply_folder_arguments,
        atomic_write_text,
        cache_dir,
        config_dir,
        log_dir,
    )
    from dlconfig.settings.model import (
        SAMPLE_INTERVAL_MAX_MS,
        SAMPLE_INTERVAL_MIN_MS,
        Settings,
        add_recent_file,
        screen_ui_state,
    )
    from dlconfig.settings.sessions import (
        MAX_SESSION_BYTES,
        SESSION_SUFFIX,
        SessionError,
        load_session,
        save_session,
    )
    from dlconfig.settings.store import OLD_UI_PREFERENCES, SettingsStore

# Name -> (module, name there): each loads on first use, so that importing the door
# costs nothing at start-up (the GUI shows its window before the engine is imported).
LAZY: dict[str, tuple[str, str]] = {
    "add_folder_arguments": ("dlconfig.settings.files", "add_folder_arguments"),
    "add_recent_file": ("dlconfig.settings.model", "add_recent_file"),
    "screen_ui_state": ("dlconfig.settings.model", "screen_ui_state"),
    "apply_folder_arguments": ("dlconfig.settings.files", "apply_folder_arguments"),
    "apply_bundle": ("dlconfig.services.applying", "apply_bundle"),
    "ApplyCancelledError": ("dlconfig.services.applying", "ApplyCancelledError"),
    "ApplyError": ("dlconfig.services.applying", "ApplyError"),
    "ApplyProgress": ("dlconfig.services.applying", "ApplyProgress"),
    "ApplyResult": ("dlconfig.services.applying", "ApplyResult"),
    "CommandRunner": ("dlconfig.services.applying", "CommandRunner"),
    "read_bundle": ("dlconfig.services.applying", "read_bundle"),
    "is_set_up": ("dlconfig.services.applying", "is_set_up"),
    "VerifyLine": ("dlconfig.services.applying", "VerifyLine"),
    "ApplyPreview": ("dlconfig.services.applying", "ApplyPreview"),
    "CacheUse": ("dlconfig.services.applying", "CacheUse"),
    "cpu_requirements": ("dlconfig.services.applying", "cpu_requirements"),
    "has_nvidia_gpu": ("dlconfig.services.applying", "has_nvidia_gpu"),
    "preview_bundle": ("dlconfig.services.applying", "preview_bundle"),
    "uv_cache": ("dlconfig.services.applying", "uv_cache"),
    "atomic_write_text": ("dlconfig.settings.files", "atomic_write_text"),
    "BENCH_GROUPS": ("dlconfig.bench", "GROUPS"),
    "BenchOptions": ("dlconfig.bench", "BenchOptions"),
    "BenchProgress": ("dlconfig.bench", "BenchProgress"),
    "BenchReport": ("dlconfig.bench", "BenchReport"),
    "bundle_file_names": ("dlconfig.services.exporting", "bundle_file_names"),
    "BundleResult": ("dlconfig.export.bundle", "BundleResult"),
    "cache_dir": ("dlconfig.settings.files", "cache_dir"),
    "CapabilityError": ("dlconfig.kb.gpus", "CapabilityError"),
    "capability_id": ("dlconfig.kb.gpus", "capability_id"),
    "catalog_gpus": ("dlconfig.services.planning", "catalog_gpus"),
    "names_capability": ("dlconfig.kb.gpus", "names_capability"),
    "check_session_kb": ("dlconfig.services.session", "check_session_kb"),
    "city_names": ("dlconfig.services.session", "city_names"),
    "place_name": ("dlconfig.services.session", "place_name"),
    "provider_name": ("dlconfig.services.session", "provider_name"),
    "owning_cost_defaults": ("dlconfig.services.prices", "owning_cost_defaults"),
    "config_dir": ("dlconfig.settings.files", "config_dir"),
    "default_workload": ("dlconfig.plan.workload_file", "default_workload"),
    "diagnose": ("dlconfig.doctor", "diagnose"),
    "DoctorInputs": ("dlconfig.doctor", "DoctorInputs"),
    "estimate": ("dlconfig.plan.workload", "estimate"),
    "example_workload": ("dlconfig.plan.workload_file", "example_workload"),
    "expectations_for": ("dlconfig.bench.judge", "expectations_for"),
    "export_bundle": ("dlconfig.export.bundle", "export_bundle"),
    "ExportError": ("dlconfig.export.errors", "ExportError"),
    "InputError": ("dlconfig.export.errors", "InputError"),
    "fast_probe": ("dlconfig.probe", "fast_probe"),
    "gather_inputs": ("dlconfig.doctor", "gather_inputs"),
    "gpu_by_capability": ("dlconfig.services.planning", "gpu_by_capability"),
    "gpu_choices": ("dlconfig.services.session", "gpu_choices"),
    "gpu_facts": ("dlconfig.services.session", "gpu_facts"),
    "gpu_series": ("dlconfig.monitor", "gpu_series"),
    "History": ("dlconfig.monitor", "History"),
    "history_csv": ("dlconfig.monitor.csv_table", "history_csv"),
    "import_kb": ("dlconfig.kb.store", "import_kb"),
    "judge": ("dlconfig.bench.judge", "judge"),
    "kb_table": ("dlconfig.services.kb_tables", "kb_table"),
    "KB_TABLES": ("dlconfig.services.kb_tables", "KB_TABLES"),
    "KbError": ("dlconfig.kb.base", "KbError"),
    "IndexUnreachableError": ("dlconfig.kb.refresh", "IndexUnreachableError"),
    "KbImportError": ("dlconfig.kb.store", "KbImportError"),
    "RefreshCancelledError": ("dlconfig.kb.refresh", "RefreshCancelledError"),
    "RefreshProgress": ("dlconfig.kb.refresh", "RefreshProgress"),
    "reset_kb": ("dlconfig.kb.store", "reset_user_kb"),
    "KnowledgeBase": ("dlconfig.kb.base", "KnowledgeBase"),
    "load_session": ("dlconfig.settings.sessions", "load_session"),
    "load_workload": ("dlconfig.plan.workload_file", "load_workload"),
    "with_model_config": ("dlconfig.plan.workload_file", "with_model_config"),
    "with_options": ("dlconfig.plan.workload_file", "with_options"),
    "log_dir": ("dlconfig.settings.files", "log_dir"),
    "make_plan": ("dlconfig.plan.pipeline", "make_plan"),
    "SkippedRelease": ("dlconfig.kb.refresh", "SkippedRelease"),
    "with_model_defaults": ("dlconfig.plan.workload_model", "with_model_defaults"),
    "MAX_SESSION_BYTES": ("dlconfig.settings.sessions", "MAX_SESSION_BYTES"),
    "model_preset_ids": ("dlconfig.services.session", "model_preset_ids"),
    "model_preset_task": ("dlconfig.services.session", "model_preset_task"),
    "model_presets": ("dlconfig.services.session", "model_presets"),
    "Nvml": ("dlconfig.probe", "Nvml"),
    "NvmlSource": ("dlconfig.monitor", "NvmlSource"),
    "OLD_UI_PREFERENCES": ("dlconfig.settings.store", "OLD_UI_PREFERENCES"),
    "open_kb": ("dlconfig.services.session", "open_kb"),
    "open_kb_report": ("dlconfig.services.session", "open_kb_report"),
    "plan_outcome": ("dlconfig.services.planning", "plan_outcome"),
    "PlanInputError": ("dlconfig.plan.errors", "PlanInputError"),
    "PlanOutcome": ("dlconfig.services.planning", "PlanOutcome"),
    "preview_files": ("dlconfig.services.exporting", "preview_files"),
    "probe_machine": ("dlconfig.probe", "probe_machine"),
    "read_plan_or_workload": ("dlconfig.services.exporting", "read_plan_or_workload"),
    "refresh_kb": ("dlconfig.kb.refresh", "refresh"),
    "refresh_outcome": ("dlconfig.services.kb_refresh", "refresh_outcome"),
    "RefreshOutcome": ("dlconfig.services.kb_refresh", "RefreshOutcome"),
    "price_rows": ("dlconfig.services.prices", "price_rows"),
    "import_price_catalog": ("dlconfig.services.prices", "import_price_catalog"),
    "sky_catalog_folder": ("dlconfig.services.prices", "sky_catalog_folder"),
    "PriceImportError": ("dlconfig.kb.price_import", "PriceImportError"),
    "PriceImportResult": ("dlconfig.kb.price_import", "PriceImportResult"),
    "PricesInputError": ("dlconfig.services.prices", "PricesInputError"),
    "regions_near": ("dlconfig.services.regions", "regions_near"),
    "RegionsInputError": ("dlconfig.services.regions", "RegionsInputError"),
    "render_files": ("dlconfig.export.bundle", "render_files"),
    "render_pdf": ("dlconfig.export.pdf", "render_pdf"),
    "resolve_stack": ("dlconfig.plan.stack", "resolve_stack"),
    "RingBuffer": ("dlconfig.monitor", "RingBuffer"),
    "run_benchmarks": ("dlconfig.bench", "run_benchmarks"),
    "run_doctor": ("dlconfig.doctor", "run_doctor"),
    "run_doctor_checks": ("dlconfig.doctor", "run_doctor_checks"),
    "checks_passed": ("dlconfig.doctor", "checks_passed"),
    "run_quick_bench": ("dlconfig.services.bench", "run_quick_bench"),
    "SAMPLE_INTERVAL_MAX_MS": ("dlconfig.settings.model", "SAMPLE_INTERVAL_MAX_MS"),
    "SAMPLE_INTERVAL_MIN_MS": ("dlconfig.settings.model", "SAMPLE_INTERVAL_MIN_MS"),
    "Sampler": ("dlconfig.monitor", "Sampler"),
    "save_session": ("dlconfig.settings.sessions", "save_session"),
    "SCHEMAS": ("dlconfig.models.schemas", "SCHEMAS"),
    "SESSION_SUFFIX": ("dlconfig.settings.sessions", "SESSION_SUFFIX"),
    "SessionError": ("dlconfig.settings.sessions", "SessionError"),
    "Settings": ("dlconfig.settings.model", "Settings"),
    "SettingsStore": ("dlconfig.settings.store", "SettingsStore"),
    "Snapshot": ("dlconfig.monitor", "Snapshot"),
    "SnapshotCsvWriter": ("dlconfig.monitor.csv_table", "SnapshotCsvWriter"),
    "StackRequest": ("dlconfig.plan.stack", "StackRequest"),
    "WorkloadFileError": ("dlconfig.plan.workload_file", "WorkloadFileError"),
}

__all__ = [
    "BENCH_GROUPS",
    "KB_TABLES",
    "MAX_SESSION_BYTES",
    "OLD_UI_PREFERENCES",
    "SAMPLE_INTERVAL_MAX_MS",
    "SAMPLE_INTERVAL_MIN_MS",
    "SCHEMAS",
    "SESSION_SUFFIX",
    "ApplyCancelledError",
    "ApplyError",
    "ApplyPreview",
    "ApplyProgress",
    "ApplyResult",
    "BenchOptions",
    "BenchProgress",
    "BenchReport",
    "BundleResult",
    "CacheUse",
    "CapabilityError",
    "CommandRunner",
    "DoctorInputs",
    "ExportError",
    "History",
    "IndexUnreachableError",
    "InputError",
    "KbError",
    "KbImportError",
    "KnowledgeBase",
    "Nvml",
    "NvmlSource",
    "PlanInputError",
    "PlanOutcome",
    "PriceImportError",
    "PriceImportResult",
    "PricesInputError",
    "RefreshCancelledError",
    "RefreshOutcome",
    "RefreshProgress",
    "RegionsInputError",
    "RingBuffer",
    "Sampler",
    "SessionError",
    "Settings",
    "SettingsStore",
    "SkippedRelease",
    "Snapshot",
    "SnapshotCsvWriter",
    "StackRequest",
    "VerifyLine",
    "WorkloadFileError",
    "add_folder_arguments",
    "add_recent_file",
    "apply_bundle",
    "apply_folder_arguments",
    "atomic_write_text",
    "bundle_file_names",
    "cache_dir",
    "capability_id",
    "catalog_gpus",
    "check_session_kb",
    "checks_passed",
    "city_names",
    "config_dir",
    "cpu_requirements",
    "default_workload",
    "diagnose",
    "estimate",
    "example_workload",
    "expectations_for",
    "export_bundle",
    "fast_probe",
    "gather_inputs",
    "gpu_by_capability",
    "gpu_choices",
    "gpu_facts",
    "gpu_series",
    "has_nvidia_gpu",
    "history_csv",
    "import_kb",
    "import_price_catalog",
    "is_set_up",
    "json_schema",
    "judge",
    "kb_table",
    "load_session",
    "load_workload",
    "log_dir",
    "make_plan",
    "model_preset_ids",
    "model_preset_task",
    "model_presets",
    "names_capability",
    "open_kb",
    "open_kb_report",
    "owning_cost_defaults",
    "place_name",
    "plan_outcome",
    "preview_bundle",
    "preview_files",
    "price_rows",
    "probe_machine",
    "provider_name",
    "read_bundle",
    "read_plan_or_workload",
    "refresh_kb",
    "refresh_outcome",
    "regions_near",
    "render_files",
    "render_pdf",
    "reset_kb",
    "resolve_stack",
    "run_benchmarks",
    "run_doctor",
    "run_doctor_checks",
    "run_quick_bench",
    "save_session",
    "screen_ui_state",
    "sky_catalog_folder",
    "uv_cache",
    "with_model_config",
    "with_model_defaults",
    "with_options",
]


def json_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of versioned model ``name`` (a key of ``SCHEMAS``), as serialised."""
    from dlconfig.models.schemas import SCHEMAS

    return SCHEMAS[name].model_json_schema(by_alias=True, mode="serialization")


def __getattr__(name: str) -> Any:
    try:
        module, attribute = LAZY[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    # Looked up on every use, not cached here: the name stays the engine's own (a test
    # that replaces ``dlconfig.probe.fast_probe`` replaces it for the faces too).
    return getattr(importlib.import_module(module), attribute)


def __dir__() -> list[str]:
    return sorted(__all__)
