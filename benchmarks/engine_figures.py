"""Figures measured in this process: probe, sampler, plan steps, export and PDF."""

from __future__ import annotations

import itertools
import statistics
import tempfile
import time
from datetime import date
from pathlib import Path
from typing import Any

from benchmarks.measure import Figure, median_ms

FAST_PROBE_MS = 300.0
PLAN_MS = 50.0
STACK_MS = 20.0
LAYOUTS_MS = 20.0
DECIDE_MS = 20.0
EXPORT_MS = 1500.0
ESTIMATE_MS = 5.0
RECIPES = ("hf_trainer", "torchtune", "unsloth", "deepspeed", "megatron")

# Five workloads besides the default, spread over tasks, modes and sizes.
OTHER_WORKLOADS: tuple[dict[str, Any], ...] = (
    {
        "name": "llm-qlora-70b",
        "task": "llm",
        "mode": "qlora",
        "model": {"preset": "llama-3.1-70b"},
        "precision": "bf16",
        "seq_len": 4096,
    },
    {
        "name": "llm-inference-8b",
        "task": "llm",
        "mode": "inference",
        "model": {"preset": "llama-3.1-8b"},
        "precision": "fp16",
        "batch_size": 8,
    },
    {
        "name": "vit-train",
        "task": "image_classification",
        "mode": "train",
        "model": {"preset": "vit-b-16"},
        "precision": "bf16",
        "batch_size": 256,
        "gpus": 8,
    },
    {
        "name": "sdxl-lora",
        "task": "diffusion",
        "mode": "lora",
        "model": {"preset": "sdxl"},
        "precision": "fp16",
    },
    {
        "name": "bert-finetune",
        "task": "text_classification",
        "mode": "finetune",
        "model": {"preset": "bert-base"},
        "precision": "fp16",
        "seq_len": 512,
        "framework": "tensorflow",
    },
)


def probe(runs: int) -> list[Figure]:
    from dlconfig.probe import fast_probe, probe_machine

    fast = median_ms(fast_probe, runs)
    warm = median_ms(lambda: probe_machine(detailed_cpu=True, use_cache=True), max(runs // 2, 2))
    cold = median_ms(lambda: probe_machine(detailed_cpu=True, use_cache=False), 2, warmup=0)
    return [
        Figure("probe: fast path", fast, "ms", FAST_PROBE_MS, runs=runs),
        Figure("probe: full, cache warm", warm, "ms", runs=max(runs // 2, 2)),
        Figure("probe: full, cold py-cpuinfo", cold, "ms", runs=2),
    ]


def sampler_tick(ticks: int) -> Figure:
    from dlconfig.monitor import Sampler

    sampler = Sampler(nvml=None)
    history = sampler.make_history(300)
    clock = itertools.count(start=time.monotonic(), step=1.0)
    times = []
    for _ in range(ticks):
        t0 = time.perf_counter()
        history.append(sampler.sample(next(clock)))
        times.append((time.perf_counter() - t0) * 1e6)
    sampler.close()
    return Figure(
        "monitor: sampler cost per tick",
        statistics.median(times),
        "µs",
        runs=ticks,
        note="psutil sample + ring-buffer append, no GPU",
    )


def _profile() -> Any:
    from dlconfig.probe import fast_probe

    return fast_probe()


def _default_workload() -> Any:
    from dlconfig.plan.workload_file import default_workload

    return default_workload()


def plans(runs: int) -> list[Figure]:
    from dlconfig.kb.base import KnowledgeBase
    from dlconfig.models.workload import Workload
    from dlconfig.plan.pipeline import make_plan

    kb, profile, today = KnowledgeBase(), _profile(), date(2026, 12, 2)
    figures = []
    workloads = [("default", _default_workload())]
    workloads += [(w["name"], Workload.model_validate(w)) for w in OTHER_WORKLOADS]
    for name, workload in workloads:
        try:
            ms = median_ms(lambda w=workload: make_plan(w, profile, kb, today), runs, warmup=2)
        except Exception as exc:  # noqa: BLE001 - one workload the planner rejects must not hide the rest
            figures.append(
                Figure(
                    f"plan: {name}",
                    None,
                    "ms",
                    PLAN_MS,
                    note=f"error: {type(exc).__name__}: {str(exc)[:80]}",
                )
            )
            continue
        figures.append(Figure(f"plan: {name}", ms, "ms", PLAN_MS, runs=runs))
    return figures


def plan_steps(runs: int) -> list[Figure]:
    """The default plan's parts: every GPU weighed (layouts), the decision over every
    GPU x count x place x price mode, and the stack solve."""
    from dlconfig.kb.base import KnowledgeBase
    from dlconfig.models.workload import Workload
    from dlconfig.plan.decide.decide import decide
    from dlconfig.plan.decide.inputs import place_inputs
    from dlconfig.plan.hardware.choice import evaluate_gpus
    from dlconfig.plan.pipeline import match_hardware
    from dlconfig.plan.stack import resolve_for_plan
    from dlconfig.plan.workload import estimate

    kb, profile, workload = KnowledgeBase(), _profile(), _default_workload()
    requirements = estimate(workload, kb)
    hardware = match_hardware(workload, requirements, profile, kb)
    places = place_inputs(workload, kb)
    evaluation = evaluate_gpus(workload, requirements, profile, kb)
    layouts = median_ms(lambda: evaluate_gpus(workload, requirements, profile, kb), runs, 2)
    deciding = median_ms(lambda: decide(evaluation, kb, places, kb.as_of), runs, 2)
    # A large workload: step 1 and step 2 (the decision included), as re-run on each edit.
    big = Workload(
        mode="finetune",
        model={"preset": "llama-3.1-70b"},
        batch_size=1,
        gradient_checkpointing=True,
        tokens_b=1,
    )
    big_ranking = median_ms(lambda: match_hardware(big, estimate(big, kb), profile, kb), runs, 2)
    stack = median_ms(lambda: resolve_for_plan(workload, hardware, profile, kb), runs, 2)
    return [
        Figure("plan: stack solve", stack, "ms", STACK_MS, runs=runs),
        _library_solve(kb, runs),
        Figure("plan: GPU layouts", layouts, "ms", LAYOUTS_MS, runs=runs),
        Figure("plan: decision over every candidate", deciding, "ms", DECIDE_MS, runs=runs),
        Figure(
            "plan: estimate and GPU ranking, 70B full fine-tune",
            big_ranking,
            "ms",
            PLAN_MS,
            runs=runs,
        ),
    ]


def _library_solve(kb: Any, runs: int) -> Figure:
    """The stack with its workload libraries (QLoRA on an H100: transformers, peft, trl,
    accelerate, datasets, bitsandbytes), solved against every recorded release."""
    from dlconfig.kb.gpus import GpuCatalog
    from dlconfig.models.workload import Framework, Target, Workload
    from dlconfig.plan.stack import StackRequest, resolve_stack
    from dlconfig.plan.stack_recipes import recipe_for

    gpu = kb.dataset("gpus", GpuCatalog).by_id("h100-sxm")
    workload = Workload.model_validate({"task": "llm", "mode": "qlora"})
    request = StackRequest(
        target=Target.LINUX, framework=Framework.PYTORCH, gpu=gpu, recipe=recipe_for(workload, gpu)
    )
    solve = median_ms(lambda: resolve_stack(request, kb), runs, 2)
    return Figure("stack: libraries solve, QLoRA on H100", solve, "ms", STACK_MS, runs=runs)


def preset_estimates(runs: int) -> list[Figure]:
    """step 1 alone (``estimate``) for every catalog preset in its first mode; the slowest."""
    from dlconfig.kb.base import KnowledgeBase
    from dlconfig.models.workload import Workload
    from dlconfig.plan.workload import estimate
    from dlconfig.plan.workload_model import load_catalog

    kb = KnowledgeBase()
    timings: list[tuple[float, str]] = []
    for record in load_catalog(kb).models:
        workload = Workload(
            task=record.task,
            mode=record.modes[0],
            model={"preset": record.id},
            seq_len=min(2048, record.max_context or 2048),
        )
        timings.append((median_ms(lambda w=workload: estimate(w, kb), runs, warmup=2), record.id))
    slowest_ms, slowest = max(timings)
    return [
        Figure(
            f"estimate: slowest of {len(timings)} presets",
            slowest_ms,
            "ms",
            ESTIMATE_MS,
            runs=runs,
            note=slowest,
        ),
        Figure("estimate: median preset", statistics.median(t for t, _ in timings), "ms"),
    ]


def estimates(runs: int) -> list[Figure]:
    """Step 1's estimate of every catalog preset in its first mode, under every recipe:
    the slowest median, and the median of all."""
    from dlconfig.kb.base import KnowledgeBase
    from dlconfig.models.workload import Workload
    from dlconfig.plan.workload import estimate
    from dlconfig.plan.workload_model import load_catalog

    kb = KnowledgeBase()
    workloads = []
    for preset in load_catalog(kb).models:
        data: dict[str, Any] = {"model": {"preset": preset.id}, "task": preset.task.value}
        mode = preset.modes[0].value
        recipes = RECIPES if mode != "inference" else (None,)
        for recipe in recipes:
            extra = {"recipe": recipe, "seq_len": 512} if recipe else {"seq_len": 512}
            workloads.append(Workload.model_validate({**data, "mode": mode, **extra}))
    times = [median_ms(lambda w=w: estimate(w, kb), max(3, runs // 3), 1) for w in workloads]
    return [
        Figure("estimate: slowest preset and recipe", max(times), "ms", ESTIMATE_MS, runs=runs),
        Figure("estimate: median preset and recipe", statistics.median(times), "ms", runs=runs),
    ]


def export(runs: int) -> list[Figure]:
    from dlconfig.export.bundle import export_bundle
    from dlconfig.export.pdf import render_pdf
    from dlconfig.kb.base import KnowledgeBase
    from dlconfig.plan.pipeline import make_plan

    kb = KnowledgeBase()
    plan = make_plan(_default_workload(), _profile(), kb, date(2026, 12, 2))
    with tempfile.TemporaryDirectory(prefix="dlconfig-bench-export-") as tmp:
        counter = itertools.count()

        def bundle() -> None:
            export_bundle(plan, Path(tmp) / f"b{next(counter)}", kb=kb)

        full = median_ms(bundle, runs)
    pdf = median_ms(lambda: render_pdf(plan, "en", kb), runs)
    return [
        Figure("export: full bundle with PDF", full, "ms", EXPORT_MS, runs=runs),
        Figure("export: PDF alone", pdf, "ms", runs=runs),
    ]
