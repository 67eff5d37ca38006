"""Exact memory by part for a workload, traced by PyTorch itself: dlconfig's tracer
(``dlconfig/resources/trace_memory.py``) runs in an interpreter that has torch and
transformers (the one given, an applied bundle's ``.venv``, or this one), in its own
process with a time limit, on the model built from its config with fake tensors: no GPU,
no weights. What a trace cannot see (the CUDA context, allocator reserve, quantised
kernels, sharding) is added from the formula and says so."""

from __future__ import annotations

import importlib.resources
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.requirements import GIB
from dlconfig.models.workload import Mode, Precision, Workload
from dlconfig.plan.workload_model import load_catalog, resolve_model

SCHEMA = "dlconfig.trace/1"
# QLoRA is traced as LoRA on a 16-bit base: bitsandbytes' 4-bit weights do not exist on
# fake tensors, but its layers dequantize to the compute dtype and keep the same inputs
# for the backward pass, so the adapters, their gradients and optimizer states and the
# activations trace as they run; the base's 4-bit weights come from the formula.
_MODES = {Mode.LORA: "lora", Mode.QLORA: "lora", Mode.FINETUNE: "finetune", Mode.TRAIN: "finetune"}
_MODES[Mode.INFERENCE] = "inference"
_PRECISIONS = {Precision.BF16: "bf16", Precision.FP16: "fp16", Precision.FP32: "fp32"}
# the traced parts beside the estimate's parts of the same name
PARTS = ("weights", "gradients", "optimizer", "activations", "kv_cache")
_TRACED = {"weights": "parameters"}


class TraceError(Exception):
    """The trace could not run or be read (one line, saying what to do)."""


@dataclass(frozen=True)
class Trace:
    """``report``: what the tracer wrote; ``python``: the interpreter it ran in;
    ``config_from``: where the model's config came from; ``by_formula``: parts a trace
    cannot see, taken from the formula instead (GiB; QLoRA's 4-bit weights)."""

    report: dict[str, Any]
    python: str
    config_from: str
    by_formula: dict[str, float] = field(default_factory=dict)

    def traced_gib(self, part: str) -> float:
        return float(self.report["bytes"].get(_TRACED.get(part, part), 0)) / GIB

    def gib(self, part: str) -> float:
        """``part`` in GiB: traced, or the formula's where the trace cannot see it."""
        if part in self.by_formula:
            return self.by_formula[part]
        return self.traced_gib(part)

    @property
    def peak_gib(self) -> float:
        """The traced peak, with each part taken from the formula in place of its trace."""
        swapped = sum(self.by_formula[p] - self.traced_gib(p) for p in self.by_formula)
        return float(self.report["allocated_peak_gib"]) + swapped


def _has_torch(python: str) -> bool:
    probe = "import torch, transformers"
    done = subprocess.run(
        [python, "-c", probe], capture_output=True, timeout=120, check=False, text=True
    )
    return done.returncode == 0


def trace_python(given: str | None, bundle: Path | None) -> str:
    """The interpreter to trace in; raises TraceError naming how to get one."""
    if given:
        return given
    if bundle is not None:
        venv = bundle / ".venv" / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
        if venv.is_file():
            return str(venv)
    if _has_torch(sys.executable):
        return sys.executable
    raise TraceError(
        "no Python with torch and transformers in reach: apply a bundle"
        " (dlconfig-cli apply BUNDLE_DIR) and give --bundle BUNDLE_DIR, or give --python PY"
    )


def model_config(workload: Workload, kb: KnowledgeBase) -> tuple[dict[str, Any], str]:
    """The model's config.json: the one the workload names, else one built from the
    preset's recorded architecture for a dense decoder; raises TraceError otherwise."""
    spec = workload.model
    if spec.config:
        try:
            data = json.loads(Path(spec.config).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise TraceError(f"the model's config {spec.config} cannot be read: {exc}") from None
        return data, spec.config
    model = resolve_model(workload, load_catalog(kb), check_context=False)
    dense = model.kind == "decoder" and model.experts <= 1 and model.attention != "mla"
    if not dense or not (model.layers and model.hidden and model.heads and model.vocab):
        raise TraceError(
            f"{model.name} is traced from its config.json: give it (--model-config, or the"
            " model's file in step 1); the knowledge base builds only dense decoders from"
            " their recorded shapes"
        )
    config = {
        "model_type": "llama",
        "hidden_size": model.hidden,
        "intermediate_size": model.ffn_hidden or 4 * model.hidden,
        "num_hidden_layers": model.layers,
        "num_attention_heads": model.heads,
        "num_key_value_heads": model.kv_heads or model.heads,
        "head_dim": model.head_dim or model.hidden // model.heads,
        "vocab_size": model.vocab,
        "tie_word_embeddings": model.tied_embeddings,
        "max_position_embeddings": model.max_context or 4096,
    }
    return config, f"{model.name}'s recorded shapes, built as a Llama-shaped decoder"


def trace_request(workload: Workload, config: dict[str, Any]) -> dict[str, Any]:
    mode = _MODES.get(workload.mode)
    if mode is None:
        raise TraceError(f"{workload.mode.value} is not traced")
    targets = workload.lora_targets if isinstance(workload.lora_targets, list) else None
    return {
        "config": config,
        "mode": mode,
        "batch": workload.batch_size,
        "seq_len": workload.context_len or workload.seq_len
        if mode == "inference"
        else workload.seq_len,
        "precision": _PRECISIONS.get(workload.precision, "bf16"),
        "attention": "sdpa",
        "gradient_checkpointing": workload.gradient_checkpointing,
        "lora_rank": workload.lora_rank,
        "lora_targets": targets,
    }


class TraceCancelledError(TraceError):
    """The trace was cancelled; its process was stopped."""


def _run_tracer(
    command: list[str], request: str, timeout_s: float, cancelled: Callable[[], bool] | None
) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of the tracer; stops it on cancel or past the limit."""
    try:
        proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
    except OSError as exc:
        raise TraceError(f"{command[0]} cannot be run: {exc}") from None
    deadline = time.monotonic() + timeout_s
    pending: str | None = request
    while True:
        try:
            out, err = proc.communicate(input=pending, timeout=0.25)
            return proc.returncode, out, err
        except subprocess.TimeoutExpired:
            pending = None
            if cancelled is not None and cancelled():
                proc.kill()
                proc.communicate()
                raise TraceCancelledError("cancelled; the trace was stopped") from None
            if time.monotonic() > deadline:
                proc.kill()
                proc.communicate()
                raise TraceError(f"the trace ran past {timeout_s:.0f} s and was stopped") from None


def run_trace(
    workload: Workload,
    kb: KnowledgeBase,
    *,
    python: str | None = None,
    bundle: Path | None = None,
    timeout_s: float = 900,
    cancelled: Callable[[], bool] | None = None,
) -> Trace:
    """Traces ``workload``'s model; raises TraceError (TraceCancelledError on cancel)."""
    interpreter = trace_python(python, bundle)
    config, config_from = model_config(workload, kb)
    request = trace_request(workload, config)
    tracer = importlib.resources.files("dlconfig.resources") / "trace_memory.py"
    with importlib.resources.as_file(tracer) as path:
        code, stdout, stderr = _run_tracer(
            [interpreter, str(path)], json.dumps(request), timeout_s, cancelled
        )
    try:
        report = json.loads(stdout.strip().splitlines()[-1]) if stdout.strip() else {}
    except ValueError:
        report = {}
    if report.get("error"):
        raise TraceError(
            f"{interpreter}: {report['error']} (the trace needs torch and transformers)"
        )
    if code != 0 or report.get("schema") != SCHEMA:
        last = (stderr.strip().splitlines() or ["no output"])[-1]
        raise TraceError(f"the trace failed in {interpreter}: {last}")
    by_formula = {}
    if workload.mode is Mode.QLORA:
        from dlconfig.plan.workload import estimate

        by_formula["weights"] = estimate(workload, kb).vram_breakdown_gib.weights
    return Trace(report, interpreter, config_from, by_formula)
