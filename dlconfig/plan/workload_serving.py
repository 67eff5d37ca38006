"""Serving figures on a named GPU: decode speed, prefill time, time to first token, and the
largest context that fits. Each figure owns its formula, basis, confidence and reason.

- Decode is bound by memory bandwidth: every step reads the weights (for a MoE, the
  experts the batch routes to) and each request's KV cache once, so
  tokens/s per request <= bandwidth x GPUs / bytes read per step; the aggregate is that
  times the concurrent requests (vLLM, https://arxiv.org/abs/2309.06180, section 2.2).
- Prefill is bound by compute: 2 x active parameters x prompt tokens plus the attention
  scores 2 x 2 x layers x q_dim x s^2 / 2 (causal), at the GPU's dense 16-bit peak x MFU
  (the same peak and MFU the training time uses, ``workload_compute``).
- Time to first token = one prefill of the prompt + one decode step.
- Largest context: the most tokens per request (up to the model's context) whose memory
  per GPU -- weights, the KV cache, the prefill working set and overhead -- stays under
  90% of the GPU's memory (the hardware step's headroom); windowed layers stop growing at
  their window.
"""

from __future__ import annotations

from dlconfig.kb.gpus import GpuRecord
from dlconfig.models.common import Reason
from dlconfig.models.requirements import Confidence, Estimate
from dlconfig.models.workload import Workload
from dlconfig.plan.workload_compute import delivered_tflops, mfu_for
from dlconfig.plan.workload_memory import GIB, MemoryParts, per_gpu_parts
from dlconfig.plan.workload_model import ResolvedModel
from dlconfig.plan.workload_terms import prompt_tokens

VLLM = "vllm_paged"  # reference ids (resources/kb/references.yaml)
PALM = "palm"
# The hardware step's fit threshold: a layout fits under 90% of a GPU's memory.
USABLE_SHARE = 0.90
MAX_CONTEXT_SEARCH = 100_000_000


def _weights_read_share(model: ResolvedModel, requests: int) -> float:
    """Share of the weights one decode step reads: all of a dense model; for a MoE the
    active share per request, growing with the requests routed at once, at most all."""
    if model.active_params >= model.params:
        return 1.0
    return min(1.0, model.active_params / model.params * requests)


def decode_speed(
    model: ResolvedModel, workload: Workload, parts: MemoryParts, bandwidth_gbs: float, gpus: int
) -> tuple[float, float]:
    """(tokens/s per request, tokens/s for all concurrent requests), at peak bandwidth."""
    requests = workload.concurrent_requests
    weights = parts.weights * gpus * _weights_read_share(model, requests)
    kv = parts.kv_cache * gpus
    read = weights + kv
    if read <= 0:
        return 0.0, 0.0
    per_request = bandwidth_gbs * 1e9 * gpus / read
    return per_request, per_request * requests


def prefill_seconds(model: ResolvedModel, workload: Workload, gpu: GpuRecord, gpus: int) -> float:
    """Seconds to prefill one prompt of ``prompt_tokens``; 0 when the GPU has no peak."""
    tokens = prompt_tokens(workload)
    attention = 2.0 * (model.layers or 0) * (model.q_dim if model.hidden else 0) * tokens**2
    flops = 2.0 * model.active_params * tokens + attention
    delivered = delivered_tflops(gpu, workload, mfu_for(workload, model), gpus)
    return flops / (delivered * 1e12) if delivered else 0.0


def max_context(model: ResolvedModel, workload: Workload, vram_gib: float) -> int:
    """Largest tokens per request (at most the model's context) whose memory per GPU -- KV
    cache, the prefill working set and overhead growing with it -- stays under 90%, the
    whole context arriving as one prompt."""
    limit = vram_gib * GIB * USABLE_SHARE

    def fits(tokens: int) -> bool:
        at = workload.model_copy(update={"context_len": tokens, "seq_len": tokens})
        return per_gpu_parts(model, at).total <= limit

    cap = model.max_context or MAX_CONTEXT_SEARCH
    if not fits(1):
        return 0
    if fits(cap):
        return cap
    low, high = 1, cap
    while low < high:
        mid = (low + high + 1) // 2
        if fits(mid):
            low = mid
        else:
            high = mid - 1
    return low


def _formula(name: str, value: float, unit: str, basis_code: str, error_pct: float) -> Estimate:
    return Estimate(
        name=name,
        value=value,
        unit=unit,
        basis_code=basis_code,
        confidence=Confidence.FORMULA,
        error_pct=error_pct,
    )


def serving_estimates(
    model: ResolvedModel, workload: Workload, parts: MemoryParts, gpu: GpuRecord
) -> tuple[list[Estimate], list[Reason]]:
    """Decode, prefill, time to first token and largest context on ``gpu`` (x the
    workload's GPUs), with their reasons; empty for models without a KV cache."""
    if not model.generates_tokens:
        return [], []
    gpus = workload.gpus_per_node * workload.nodes
    estimates: list[Estimate] = []
    reasons: list[Reason] = []
    per_request = 0.0
    if gpu.mem_bandwidth_gbs:
        per_request, total = decode_speed(model, workload, parts, gpu.mem_bandwidth_gbs, gpus)
        estimates += [
            _formula(
                "decode_tokens_per_s",
                round(per_request, 1),
                "tokens/s",
                "estimate.serving.decode",
                30,
            ),
            _formula(
                "decode_tokens_per_s_total",
                round(total, 1),
                "tokens/s",
                "estimate.serving.decode_total",
                30,
            ),
        ]
        reasons.append(
            Reason(
                code="workload.serving.decode",
                params={
                    "gpu": gpu.id,
                    "per_request_tokens_per_s": round(per_request, 1),
                    "tokens_per_s": round(total, 1),
                    "requests": workload.concurrent_requests,
                    "bandwidth_gbs": gpu.mem_bandwidth_gbs,
                },
                source=VLLM,
            )
        )
    prefill = prefill_seconds(model, workload, gpu, gpus)
    if prefill > 0:
        per_step = 1.0 / per_request if per_request > 0 else 0.0
        estimates += [
            _formula(
                "prefill_s",
                round(prefill, 4),
                "s",
                "estimate.serving.prefill",
                50,
            ),
            _formula(
                "time_to_first_token_s",
                round(prefill + per_step, 4),
                "s",
                "estimate.serving.first_token",
                50,
            ),
        ]
        reasons.append(
            Reason(
                code="workload.serving.prefill",
                params={
                    "gpu": gpu.id,
                    "tokens": prompt_tokens(workload),
                    "seconds": round(prefill, 4),
                    "mfu": mfu_for(workload, model),
                },
                source=PALM,
            )
        )
    fit = max_context(model, workload, gpu.vram_gib)
    estimates.append(
        _formula(
            "max_context_tokens",
            float(fit),
            "tokens",
            "estimate.serving.max_context",
            15,
        )
    )
    reasons.append(
        Reason(
            code="workload.serving.max_context",
            params={
                "gpu": gpu.id,
                "gpus": gpus,
                "tokens": fit,
                "requests": workload.concurrent_requests,
            },
            source=gpu.source,
            as_of=gpu.as_of,
        )
    )
    return estimates, reasons
