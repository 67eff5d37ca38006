"""Memory, CPU, GPU and network benchmarks with tiny sizes."""

from __future__ import annotations

import dataclasses
import json
import os
import stat
from pathlib import Path

import pytest

from dlconfig.bench import compute, gpu, network
from dlconfig.bench.control import Control
from dlconfig.bench.results import BenchStatus

TINY = compute.ComputeSettings(array_bytes=1024 * 1024, matrix_n=64, limit_s=0.05)


def test_memory_bandwidth_counts_stream_bytes() -> None:
    ticks = iter(float(i) * 0.001 for i in range(100_000))
    counted = dataclasses.replace(TINY, clock=lambda: next(ticks))
    results = compute.run_memory(counted, Control())
    copy, triad = results
    assert (copy.code, triad.code) == ("memory.copy", "memory.triad")
    # Each timed kernel takes exactly one fake millisecond: copy moves 2 arrays of
    # 1 MiB, triad 3, so 2.097 and 3.146 GB/s.
    assert copy.value == pytest.approx(2 * 1024 * 1024 / 0.001 / 1e9, rel=0.01)
    assert triad.value == pytest.approx(3 * 1024 * 1024 / 0.001 / 1e9, rel=0.01)
    assert copy.params["repeats"] >= TINY.min_repeats


def test_cpu_matmul_reports_gflops_from_two_n_cubed() -> None:
    results = compute.run_cpu_matmul(TINY, Control())
    assert [r.code for r in results] == ["cpu.matmul_fp32", "cpu.matmul_fp64"]
    for r in results:
        assert r.status is BenchStatus.OK and r.unit == "GFLOP/s"
        assert r.value is not None and r.value > 0
        assert r.params["n"] == 64


def test_gpu_skipped_with_reason_without_torch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gpu.importlib.util, "find_spec", lambda name: None)
    results = gpu.run_gpu(gpu.GpuSettings(), Control())
    assert [r.code for r in results] == list(gpu.CODES)
    assert {r.status for r in results} == {BenchStatus.SKIPPED}
    assert {r.reason_code for r in results} == {"no_torch"}


@pytest.mark.parametrize("host", ["-p9999", "a b", "", "x;rm -rf /", "--help"])
def test_iperf3_rejects_hosts_that_are_not_hosts(host: str) -> None:
    result = network.run_iperf3(host, 1, Control())
    assert result.status is BenchStatus.FAILED
    assert (result.reason_code, result.reason_params) == ("bad_host", {"host": host})


def test_iperf3_missing_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(network.shutil, "which", lambda name: None)
    result = network.run_iperf3("example.org", 1, Control())
    assert result.status is BenchStatus.SKIPPED and "not installed" in (result.reason or "")


def _fake_iperf3(tmp_path: Path, payload: dict[str, object], code: int = 0) -> Path:
    script = tmp_path / "iperf3"
    script.write_text(f"#!/bin/sh\ncat <<'JSON'\n{json.dumps(payload)}\nJSON\nexit {code}\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


@pytest.mark.skipif(os.name == "nt", reason="shell script stands in for iperf3")
def test_iperf3_output_is_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = _fake_iperf3(tmp_path, {"end": {"sum_received": {"bits_per_second": 9.41e8}}})
    monkeypatch.setattr(network.shutil, "which", lambda name: str(fake))
    result = network.run_iperf3("10.0.0.2", 1, Control())
    assert result.status is BenchStatus.OK
    assert result.value == 941.0 and result.unit == "Mbit/s"


@pytest.mark.skipif(os.name == "nt", reason="shell script stands in for iperf3")
def test_iperf3_error_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = _fake_iperf3(tmp_path, {"error": "unable to connect to server"}, code=1)
    monkeypatch.setattr(network.shutil, "which", lambda name: str(fake))
    result = network.run_iperf3("10.0.0.2", 1, Control())
    assert result.status is BenchStatus.FAILED
    assert result.reason_code == "iperf3_failed"
    assert result.reason_params == {"host": "10.0.0.2", "error": "unable to connect to server"}


class _FakeTensor:
    def __init__(self, nbytes: int = 0) -> None:
        self.nbytes = nbytes

    def pin_memory(self) -> _FakeTensor:
        return self

    def copy_(self, other: _FakeTensor, non_blocking: bool = False) -> None:
        pass


class _FakeCuda:
    def __init__(self, available: bool) -> None:
        self._available = available

    def is_available(self) -> bool:
        return self._available

    def get_device_name(self, device: object) -> str:
        return "NVIDIA H100 80GB HBM3"

    def synchronize(self, device: object) -> None:
        pass


class _FakeTorch:
    """Just enough of torch for gpu.py's control flow, without a GPU."""

    float16, bfloat16, float32, uint8 = "fp16", "bf16", "fp32", "u8"

    def __init__(self, available: bool = True, fail_dtype: str | None = None) -> None:
        self.cuda = _FakeCuda(available)
        self.fail_dtype = fail_dtype
        self.backends = type(
            "B", (), {"cuda": type("C", (), {"matmul": type("M", (), {"allow_tf32": False})})}
        )

    def device(self, kind: str, index: int) -> str:
        return f"{kind}:{index}"

    def randn(self, shape: tuple[int, int], device: object, dtype: str) -> _FakeTensor:
        if dtype == self.fail_dtype:
            raise RuntimeError("CUDA out of memory")
        return _FakeTensor()

    def matmul(self, x: _FakeTensor, y: _FakeTensor) -> _FakeTensor:
        return x

    def empty(self, n: int, dtype: str, device: object = None) -> _FakeTensor:
        return _FakeTensor(n)


def _with_fake_torch(monkeypatch: pytest.MonkeyPatch, torch: _FakeTorch) -> None:
    import sys

    monkeypatch.setattr(gpu, "has_torch", lambda: True)
    monkeypatch.setitem(sys.modules, "torch", torch)  # type: ignore[arg-type]


def test_gpu_figures_with_a_cuda_torch(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_fake_torch(monkeypatch, _FakeTorch(fail_dtype="bf16"))
    settings = gpu.GpuSettings(matrix_n=1000, h2d_bytes=10**9, limit_s=0.01)
    results = {r.code: r for r in gpu.run_gpu(settings, Control())}
    fp16 = results["gpu.matmul_fp16"]
    assert fp16.status is BenchStatus.OK and fp16.unit == "TFLOP/s"
    assert fp16.value is not None and fp16.value > 0
    assert fp16.params["device"] == "NVIDIA H100 80GB HBM3"
    assert fp16.params["repeats"] >= 3
    bf16 = results["gpu.matmul_bf16"]
    assert bf16.status is BenchStatus.FAILED and bf16.reason_code == "gpu_failed"
    assert "out of memory" in str(bf16.reason_params["error"])  # torch's own words
    h2d = results["gpu.h2d"]
    assert h2d.status is BenchStatus.OK and h2d.unit == "GB/s"


def test_gpu_skipped_when_torch_sees_no_cuda(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_fake_torch(monkeypatch, _FakeTorch(available=False))
    results = gpu.run_gpu(gpu.GpuSettings(), Control())
    assert {r.status for r in results} == {BenchStatus.SKIPPED}
    assert {r.reason_code for r in results} == {"no_cuda"}
