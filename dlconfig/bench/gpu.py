"""GPU matrix-multiply TFLOP/s and host-to-device bandwidth, through torch with CUDA.

Skipped with a reason when torch is not installed or sees no CUDA device; torch is only
imported when it is installed (importing it takes seconds), never at module import.
"""

from __future__ import annotations

import importlib.util
import time
from dataclasses import dataclass
from typing import Any

from dlconfig.bench.control import Control, Deadline
from dlconfig.bench.results import BenchResult, BenchStatus, result_label
from dlconfig.models.messages import ParamValue

CODES = ("gpu.matmul_fp16", "gpu.matmul_bf16", "gpu.matmul_fp32", "gpu.h2d")


@dataclass(frozen=True)
class GpuSettings:
    """Matrix size, bytes per host-to-device copy, time limit per figure (s)."""

    matrix_n: int = 8192
    h2d_bytes: int = 256 * 1024 * 1024
    limit_s: float = 2.0


def skipped(code: str, params: dict[str, ParamValue] | None = None) -> list[BenchResult]:
    """Every GPU figure, skipped for the reason ``code`` (``bench.reason.`` + code)."""
    return [
        BenchResult(
            code=c,
            label=result_label(c),
            status=BenchStatus.SKIPPED,
            reason_code=code,
            reason_params=params or {},
        )
        for c in CODES
    ]


def _failed(code: str, exc: Exception) -> BenchResult:
    """Figure ``code`` failed on the GPU, with torch's own words (out of memory, say)."""
    return BenchResult(
        code=code,
        label=result_label(code),
        status=BenchStatus.FAILED,
        reason_code="gpu_failed",
        reason_params={"error": str(exc)[:300]},
    )


def has_torch() -> bool:
    """Whether torch is installed, found without importing it."""
    return importlib.util.find_spec("torch") is not None


def run_gpu(settings: GpuSettings, control: Control, device_index: int = 0) -> list[BenchResult]:
    """Measure CUDA device ``device_index`` (a CUDA index, as torch counts devices)."""
    if not has_torch():
        return skipped("no_torch")
    try:
        import torch  # type: ignore[import-not-found,unused-ignore]
    except Exception as exc:  # noqa: BLE001 - a broken torch install must not end the run
        return skipped("torch_broken", {"error": f"{type(exc).__name__}: {exc}"})
    if not torch.cuda.is_available():
        return skipped("no_cuda")
    device = torch.device("cuda", device_index)
    name = torch.cuda.get_device_name(device)
    results = []
    for i, (code, dtype) in enumerate(
        (
            ("gpu.matmul_fp16", torch.float16),
            ("gpu.matmul_bf16", torch.bfloat16),
            ("gpu.matmul_fp32", torch.float32),
        )
    ):
        control.report(i / 4, result_label(code))
        results.append(
            _matmul(torch, device, name, code=code, dtype=dtype, settings=settings, control=control)
        )
    control.report(0.75, result_label("gpu.h2d"))
    results.append(_h2d(torch, device, name, settings, control))
    control.report(1.0)
    return results


def _matmul(
    torch: Any,
    device: Any,
    name: str,
    *,
    code: str,
    dtype: Any,
    settings: GpuSettings,
    control: Control,
) -> BenchResult:
    n = settings.matrix_n
    try:
        x = torch.randn((n, n), device=device, dtype=dtype)
        y = torch.randn((n, n), device=device, dtype=dtype)
        torch.matmul(x, y)
        torch.cuda.synchronize(device)
        deadline = Deadline(settings.limit_s)
        best = float("inf")
        repeats = 0
        while repeats < 3 or not deadline.expired():
            t0 = time.perf_counter()
            for _ in range(5):
                torch.matmul(x, y)
            torch.cuda.synchronize(device)
            best = min(best, (time.perf_counter() - t0) / 5)
            repeats += 1
            control.check()
        del x, y
    except Exception as exc:  # noqa: BLE001 - torch raises many kinds, e.g. out of memory or bf16 on an old GPU
        return _failed(code, exc)
    notes = []
    if code == "gpu.matmul_fp32" and bool(torch.backends.cuda.matmul.allow_tf32):
        notes.append("torch allows TF32 for FP32 matrix multiplies")
    return BenchResult(
        code=code,
        label=result_label(code),
        status=BenchStatus.OK,
        value=round(2 * n**3 / best / 1e12, 2),
        unit="TFLOP/s",
        params={"n": n, "device": name, "repeats": repeats},
        notes=notes,
        duration_s=round(deadline.elapsed_s, 3),
    )


def _h2d(
    torch: Any, device: Any, name: str, settings: GpuSettings, control: Control
) -> BenchResult:
    code = "gpu.h2d"
    try:
        host = torch.empty(settings.h2d_bytes, dtype=torch.uint8).pin_memory()
        dev = torch.empty(settings.h2d_bytes, dtype=torch.uint8, device=device)
        dev.copy_(host, non_blocking=True)
        torch.cuda.synchronize(device)
        deadline = Deadline(settings.limit_s)
        best = float("inf")
        repeats = 0
        while repeats < 3 or not deadline.expired():
            t0 = time.perf_counter()
            dev.copy_(host, non_blocking=True)
            torch.cuda.synchronize(device)
            best = min(best, time.perf_counter() - t0)
            repeats += 1
            control.check()
        del host, dev
    except Exception as exc:  # noqa: BLE001 - torch raises many kinds; the result says why it failed
        return _failed(code, exc)
    return BenchResult(
        code=code,
        label=result_label(code),
        status=BenchStatus.OK,
        value=round(settings.h2d_bytes / best / 1e9, 2),
        unit="GB/s",
        params={"bytes": settings.h2d_bytes, "device": name, "repeats": repeats},
        duration_s=round(deadline.elapsed_s, 3),
    )
