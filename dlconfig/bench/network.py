"""Network throughput to a host the user names, with ``iperf3`` (optional).

The host must run ``iperf3 -s``. The host name is checked before it reaches the command
line, and the command is run without a shell.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from typing import Any

from dlconfig.bench.control import Control
from dlconfig.bench.results import BenchResult, BenchStatus, result_label

CODE = "network.iperf3"
LABEL = result_label(CODE)
_HOST = re.compile(r"^(?=.{1,253}$)[A-Za-z0-9_][A-Za-z0-9_.:\-\[\]]*$")


def valid_host(host: str) -> bool:
    """A host name or IP address, and nothing iperf3 could read as an option."""
    return bool(_HOST.match(host))


def _result(status: BenchStatus, why: str | None = None, host: str = "", **kw: Any) -> BenchResult:
    """The result; ``why``: the reason's code (``bench.reason.`` + code), said of ``host``."""
    if why is not None:
        kw |= {"reason_code": why, "reason_params": {"host": host, **kw.pop("said", {})}}
    return BenchResult(code=CODE, label=LABEL, status=status, **kw)


def run_iperf3(host: str, seconds: int, control: Control) -> BenchResult:
    """Measure TCP throughput to ``host`` for ``seconds`` (receiver side, Mbit/s)."""
    if not valid_host(host):
        return _result(BenchStatus.FAILED, "bad_host", host)
    exe = shutil.which("iperf3")
    if exe is None:
        return _result(BenchStatus.SKIPPED, "no_iperf3", host)
    control.report(0.0, f"iperf3 to {host}")
    try:
        done = subprocess.run(
            [exe, "-c", host, "-t", str(seconds), "-J"],
            capture_output=True,
            text=True,
            timeout=seconds + 15,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return _result(BenchStatus.FAILED, "iperf3_timeout", host)
    control.check()
    try:
        data = json.loads(done.stdout or "{}")
    except json.JSONDecodeError:
        data = {}
    if "error" in data or done.returncode != 0:
        why = str(data.get("error") or done.stderr.strip() or f"exit code {done.returncode}")
        return _result(BenchStatus.FAILED, "iperf3_failed", host, said={"error": why[:300]})
    try:
        bps = float(data["end"]["sum_received"]["bits_per_second"])
    except (KeyError, TypeError, ValueError):
        return _result(BenchStatus.FAILED, "no_throughput", host)
    return _result(
        BenchStatus.OK,
        value=round(bps / 1e6, 1),
        unit="Mbit/s",
        params={"host": host, "seconds": seconds},
        duration_s=float(seconds),
    )
