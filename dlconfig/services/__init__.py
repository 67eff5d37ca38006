"""The one door the faces (``dlconfig.ui``, ``dlconfig.cli``) use into the engine. Qt-free.

A session (one CLI invocation, one GUI app) opens its knowledge base once with
``open_kb`` and passes it to everything it calls here: plan, estimate, stack, regions,
doctor, benchmarks, previews and export all read the same facts, so a plan and the files
exported from it name one knowledge-base version. The faces import only this package,
``dlconfig.models`` and ``dlconfig.i18n`` (an import-linter contract).

Everything here may block (probing, benchmarks, export): the GUI calls it from workers.
"""

from __future__ import annotations

import functools
import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dlconfig.bench import (
        BENCH_GROUPS as BENCH_GROUPS,
        BenchOptions as BenchOptions,
        BenchProgress as BenchProgress,
        BenchReport as BenchReport,
        BenchResult as BenchResult,
        run_benchmarks as run_benchmarks,
    )
    from dlconfig.bench.judge import expectations_for as expectations_for, judge as judge
    from dlconfig.doctor import (
        DoctorInputs as DoctorInputs,
        checks_passed as checks_passed,
        diagnose as diagnose,
        gather_inputs as gather_inputs,
        run_doctor as run_doctor,
        run_doctor_checks as run_doctor_checks,
    )
    from dlconfig.export.bundle import (
        BundleResult as BundleResult,
        export_bundle as export_bundle,
        render_files as render_files,
    )
    from dlconfig.export.errors import ExportError as ExportError, InputError as InputError
    from dlconfig.export.pdf import render_pdf as render_pdf
    from dlconfig.kb.base import KbError as KbError, KnowledgeBase as KnowledgeBase
    from dlconfig.kb.gpus import (
        CapabilityError as CapabilityError,
        capability_id as capability_id,
        names_capability as names_capability,
    )
    from dlconfig.kb.price_import import (
        PriceImportError as PriceImportError,
        PriceImportResult as PriceImportResult,
    )
    from dlconfig.kb.refresh import (
        IndexUnreachableError as IndexUnreachableError,
        RefreshCancelledError as RefreshCancelledError,
        RefreshProgress as RefreshProgress,
        SkippedRelease as SkippedRelease,
    )
    from dlconfig.kb.store import (
        KbImportError as KbImportError,
        import_kb as import_kb,
        reset_user_kb as reset_user_kb,
    )
    from dlconfig.models.schemas import SCHEMAS as SCHEMAS
    from dlconfig.monitor import (
        History as History,
        NvmlSource as NvmlSource,
        RingBuffer as RingBuffer,
        Sampler as Sampler,
        Snapshot as Snapshot,
        gpu_series as gpu_series,
    )
    from dlconfig.monitor.csv_table import (
        SnapshotCsvWriter as SnapshotCsvWriter,
        history_csv as history_csv,
    )
    from dlconfig.plan.errors import PlanInputError as PlanInputError
    from dlconfig.plan.model_hub import (
        ModelHubError as ModelHubError,
        fetch_model_files as fetch_model_files,
    )
    from dlconfig.plan.pipeline import make_plan as make_plan
    from dlconfig.plan.stack import StackRequest as StackRequest, resolve_stack as resolve_stack
    from dlconfig.plan.workload import estimate as estimate
    from dlconfig.plan.workload_file import (
        WorkloadFileError as WorkloadFileError,
        default_workload as default_workload,
        example_workload as example_workload,
        load_workload as load_workload,
        with_model_config as with_model_config,
        with_options as with_options,
    )
    from dlconfig.plan.workload_model import with_model_defaults as with_model_defaults
    from dlconfig.probe import (
        Nvml as Nvml,
        fast_probe as fast_probe,
        probe_machine as probe_machine,
    )
    from dlconfig.services.applying import (
        ApplyCancelledError as ApplyCancelledError,
        ApplyError as ApplyError,
        ApplyPreview as ApplyPreview,
        ApplyProgress as ApplyProgress,
        ApplyResult as ApplyResult,
        CacheUse as CacheUse,
        CommandRunner as CommandRunner,
        VerifyLine as VerifyLine,
        apply_bundle as apply_bundle,
        cpu_requirements as cpu_requirements,
        has_nvidia_gpu as has_nvidia_gpu,
        is_set_up as is_set_up,
        preview_bundle as preview_bundle,
        read_bundle as read_bundle,
        uv_cache as uv_cache,
    )
    from dlconfig.services.bench import run_quick_bench as run_quick_bench
    from dlconfig.services.exporting import (
        bundle_file_names as bundle_file_names,
        preview_files as preview_files,
        read_plan_or_workload as read_plan_or_workload,
    )
    from dlconfig.services.kb_refresh import (
        RefreshOutcome as RefreshOutcome,
        refresh_outcome as refresh_outcome,
    )
    from dlconfig.services.kb_tables import KB_TABLES as KB_TABLES, kb_table as kb_table
    from dlconfig.services.planning import (
        PlanOutcome as PlanOutcome,
        catalog_gpus as catalog_gpus,
        gpu_by_capability as gpu_by_capability,
        plan_outcome as plan_outcome,
    )
    from dlconfig.services.prices import (
        PricesInputError as PricesInputError,
        import_price_catalog as import_price_catalog,
        owning_cost_defaults as owning_cost_defaults,
        price_rows as price_rows,
        sky_catalog_folder as sky_catalog_folder,
    )
    from dlconfig.services.regions import (
        RegionsInputError as RegionsInputError,
        regions_near as regions_near,
    )
    from dlconfig.services.session import (
        check_session_kb as check_session_kb,
        city_names as city_names,
        gpu_choices as gpu_choices,
        gpu_facts as gpu_facts,
        model_preset_ids as model_preset_ids,
        model_preset_task as model_preset_task,
        model_presets as model_presets,
        open_kb as open_kb,
        open_kb_report as open_kb_report,
        place_name as place_name,
        provider_name as provider_name,
    )
    from dlconfig.settings.files import (
        add_folder_arguments as add_folder_arguments,
        apply_folder_arguments as apply_folder_arguments,
        atomic_write_text as atomic_write_text,
        cache_dir as cache_dir,
        config_dir as config_dir,
        log_dir as log_dir,
        screen_ui_state as screen_ui_state,
    )
    from dlconfig.settings.model import (
        SAMPLE_INTERVAL_MAX_MS as SAMPLE_INTERVAL_MAX_MS,
        SAMPLE_INTERVAL_MIN_MS as SAMPLE_INTERVAL_MIN_MS,
        Settings as Settings,
        add_recent_file as add_recent_file,
    )
    from dlconfig.settings.sessions import (
        MAX_SESSION_BYTES as MAX_SESSION_BYTES,
        SESSION_SUFFIX as SESSION_SUFFIX,
        SessionError as SessionError,
        load_session as load_session,
        save_session as save_session,
    )
    from dlconfig.settings.store import (
        OLD_UI_PREFERENCES as OLD_UI_PREFERENCES,
        SettingsStore as SettingsStore,
    )


@functools.cache
def door_names() -> dict[str, tuple[str, str]]:
    """Name -> (module, name there), read from the ``TYPE_CHECKING`` imports above: the
    one listing of the door (mypy reads it as imports; here it is read as a table). Read on
    the first lookup and each name loaded on first use, so that importing the door costs
    nothing at start-up (the GUI shows its window before the engine is imported)."""
    import ast

    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    block = next(
        node
        for node in tree.body
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
    )
    return {
        alias.asname or alias.name: (node.module, alias.name)
        for node in block.body
        if isinstance(node, ast.ImportFrom) and node.module
        for alias in node.names
    }


def json_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of versioned model ``name`` (a key of ``SCHEMAS``), as serialised."""
    from dlconfig.models.schemas import SCHEMAS

    return SCHEMAS[name].model_json_schema(by_alias=True, mode="serialization")


def __getattr__(name: str) -> Any:
    try:
        module, attribute = door_names()[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    # Looked up on every use, not cached here: the name stays the engine's own (a test
    # that replaces ``dlconfig.probe.fast_probe`` replaces it for the faces too).
    return getattr(importlib.import_module(module), attribute)


def __dir__() -> list[str]:
    return sorted([*door_names(), "json_schema"])
