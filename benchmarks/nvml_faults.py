"""A fault pass over NVML: the probe and the sampler against many broken fake drivers.

``python -m benchmarks.nvml_faults`` (``--seed N``, ``--quick``) builds fake ``pynvml``
modules (``tests/fakes/fake_pynvml.py``) in which one call, on one GPU or on all of them,
raises an NVML error, answers a value of the wrong kind or range, or hangs; and some
whose GPU count is negative, absurd or not a number. Each module is probed and sampled
twice. It prints what a user would notice:

- ``crashes``: the probe or a sample raised;
- ``lost GPU lists``: a fault in one GPU's query lost GPUs from the probe or the sampler;
- ``lost driver versions``: a fault outside the driver-version call lost it;
- ``lost CPU samples``: a sample without CPU or memory figures;
- ``silent count faults``: an absurd count that left no "unavailable" reason;
- ``unreported hangs``: GPUs that hung in the probe without a problem saying so;
- the longest probe and the longest sample (hangs are cut by the per-call deadline).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from dlconfig.monitor import NvmlSource, Sampler
from dlconfig.probe.gpus import probe_gpus
from dlconfig.probe.nvml import Nvml
from tests.fakes import fake_pynvml as fk
from tests.fakes.fake_pynvml import FakeGpu, FakeMemory, FakeNvml, FakeUtil

# Calls about one GPU (a fault there must cost that GPU's field, not the list).
DEVICE_CALLS = (
    "nvmlDeviceGetName",
    "nvmlDeviceGetUUID",
    "nvmlDeviceGetMemoryInfo",
    "nvmlDeviceGetCudaComputeCapability",
    "nvmlDeviceGetCurrPcieLinkGeneration",
    "nvmlDeviceGetCurrPcieLinkWidth",
    "nvmlDeviceGetMaxPcieLinkGeneration",
    "nvmlDeviceGetMaxPcieLinkWidth",
    "nvmlDeviceGetPowerManagementLimit",
    "nvmlDeviceGetEnforcedPowerLimit",
    "nvmlDeviceGetMigMode",
    "nvmlDeviceGetMaxMigDeviceCount",
    "nvmlDeviceGetMigDeviceHandleByIndex",
    "nvmlDeviceGetNvLinkState",
    "nvmlDeviceGetUtilizationRates",
    "nvmlDeviceGetTemperature",
    "nvmlDeviceGetPowerUsage",
    "nvmlDeviceGetClockInfo",
    "nvmlDeviceGetHandleByIndex",
)
# The calls the probe makes of an H100 with MIG off (the others answer a fallback or MIG).
PROBED = set(DEVICE_CALLS[:14]) - {
    "nvmlDeviceGetEnforcedPowerLimit",
    "nvmlDeviceGetMaxMigDeviceCount",
    "nvmlDeviceGetMigDeviceHandleByIndex",
}
SYSTEM_CALLS = (
    "nvmlSystemGetDriverVersion",
    "nvmlSystemGetCudaDriverVersion",
    "nvmlSystemGetCudaDriverVersion_v2",
    "nvmlSystemGetNVMLVersion",
)
ERRORS = (
    fk.NVML_ERROR_UNINITIALIZED,
    fk.NVML_ERROR_INVALID_ARGUMENT,
    fk.NVML_ERROR_NOT_SUPPORTED,
    fk.NVML_ERROR_NO_PERMISSION,
    fk.NVML_ERROR_NOT_FOUND,
    fk.NVML_ERROR_FUNCTION_NOT_FOUND,
    fk.NVML_ERROR_GPU_IS_LOST,
    fk.NVML_ERROR_UNKNOWN,
)
WRONG = (
    None,
    "abc",
    "80GB",
    b"\xff\xfe",
    -1,
    -(2**63),
    2**70,
    float("nan"),
    float("inf"),
    1.5,
    True,
    (),
    (1,),
    [1, 2, 3],
    1,
    {},
    object(),
    FakeMemory(-1, 0, 0),
    FakeMemory(10, 20, 5),
    FakeMemory("80GB", 0, 0),  # type: ignore[arg-type]
    FakeUtil("busy", 0),  # type: ignore[arg-type]
    FakeUtil(-5, 0),
)
COUNTS = (-3, -1, 10**6, 2**31, "8", 2.5, float("nan"), None, b"8", ())


class RaisingCall:
    """A call that raises ``error`` (an NVMLError code, or any exception)."""

    def __init__(self, error: BaseException) -> None:
        self.error = error


@dataclass
class Tally:
    modules: int = 0
    crashes: int = 0
    lost_gpu_lists: int = 0
    lost_driver_versions: int = 0
    lost_cpu_samples: int = 0
    silent_count_faults: int = 0
    unreported_hangs: int = 0
    probe_max_s: float = 0.0
    sample_max_s: float = 0.0
    probe_max_case = ""
    sample_max_case = ""
    failures: list[str] = field(default_factory=list)

    def fail(self, what: str, case: str) -> None:
        if len(self.failures) < 20:
            self.failures.append(f"{what}: {case}")


def build(gpus: int, call: str, fault: Any, on_gpu: int | None, hang: bool) -> FakeNvml:
    """A fake with ``gpus`` H100s whose ``call`` misbehaves (on one GPU or on all)."""
    fleet = [FakeGpu.h100(i) for i in range(gpus)]
    fake = FakeNvml(fleet)
    targets = fleet if on_gpu is None else [fleet[on_gpu]]
    if hang:
        if call in SYSTEM_CALLS:
            fake.hang.add(call)
        for gpu in targets:
            gpu.hang.add(call)
    elif isinstance(fault, RaisingCall):
        error = fault.error
        original = getattr(fake.module, call)

        def raising(*args: Any) -> Any:
            if on_gpu is None or _gpu_of(args) in (None, on_gpu):
                raise error
            return original(*args)

        setattr(fake.module, call, raising)
    elif call in SYSTEM_CALLS:
        fake.answers[call] = fault
    else:
        for gpu in targets:
            gpu.answers[call] = fault
    return fake


def _gpu_of(args: tuple[Any, ...]) -> int | None:
    first = args[0] if args else None
    if isinstance(first, int):
        return first
    return getattr(first, "index", None)


def run_one(
    tally: Tally,
    fake: FakeNvml,
    case: str,
    expect_gpus: int | None,
    driver: bool,
    *,
    hung_device: bool = False,
) -> None:
    """Probe and sample ``fake`` twice; count what a user would notice."""
    tally.modules += 1
    try:
        start = time.monotonic()
        report = probe_gpus(Nvml(fake.module), env={}, platform="linux")
        if time.monotonic() - start > tally.probe_max_s:
            tally.probe_max_s, tally.probe_max_case = time.monotonic() - start, case
        sampler = Sampler(nvml=NvmlSource(Nvml(fake.module)))
        try:
            snaps = []
            for tick in (1.0, 2.0):
                start = time.monotonic()
                snaps.append(sampler.sample(tick))
                if time.monotonic() - start > tally.sample_max_s:
                    tally.sample_max_s, tally.sample_max_case = time.monotonic() - start, case
        finally:
            sampler.close()
    except Exception as exc:  # noqa: BLE001 - counting crashes is the point
        tally.crashes += 1
        tally.fail("crash", f"{case}: {type(exc).__name__}: {exc}")
        return
    finally:
        fake.release()
    if expect_gpus is not None:
        if len(report.gpus) != expect_gpus or any(len(s.gpus) != expect_gpus for s in snaps):
            tally.lost_gpu_lists += 1
            tally.fail("lost GPU list", case)
    elif report.gpus or report.unavailable_code is None:
        tally.silent_count_faults += 1
        tally.fail("silent count fault", case)
    if hung_device and not all(
        any(r.code == "probe.gpu.hung" for r in g.problem_reasons) for g in report.gpus
    ):
        tally.unreported_hangs += 1
        tally.fail("unreported hang", case)
    if driver and report.driver_version != fake.driver_version:
        tally.lost_driver_versions += 1
        tally.fail("lost driver version", case)
    if any(math.isnan(s.mem_total_bytes) or not s.cpu_core_pct for s in snaps):
        tally.lost_cpu_samples += 1
        tally.fail("lost CPU sample", case)


def fault_pass(seed: int, quick: bool) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    faults: list[tuple[str, Any]] = [
        (f"NVMLError({e})", RaisingCall(fk.NVMLError(e))) for e in ERRORS
    ]
    faults += [("RuntimeError", RaisingCall(RuntimeError("boom")))]
    faults += [(f"returns {w!r}"[:40], w) for w in WRONG]
    scopes = ("all",) if quick else ("all", "one")
    for call in DEVICE_CALLS + SYSTEM_CALLS:
        driver = call != "nvmlSystemGetDriverVersion"
        for name, fault in faults:
            for scope in scopes:
                gpus = rng.randint(1, 8)
                on_gpu = None if scope == "all" else rng.randrange(gpus)
                fake = build(gpus, call, fault, on_gpu, hang=False)
                case = f"{call} {name} on {scope if on_gpu is None else on_gpu} of {gpus}"
                # a handle that cannot be had costs that GPU's values, never its place
                run_one(tally, fake, case, gpus, driver=driver)
        fake = build(8, call, None, None, hang=True)  # every GPU hangs in this call
        hung_device = call in PROBED  # the calls the probe makes of these GPUs
        run_one(tally, fake, f"{call} hangs on all of 8", 8, driver, hung_device=hung_device)
    for count in COUNTS:
        fake = FakeNvml([FakeGpu.h100(0)], answers={"nvmlDeviceGetCount": count})
        run_one(tally, fake, f"count {count!r}", None, driver=True)
    fake = FakeNvml([FakeGpu.h100(0)], hang={"nvmlDeviceGetCount"})
    run_one(tally, fake, "count hangs", None, driver=True)
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--quick", action="store_true", help="faults on all GPUs only")
    args = parser.parse_args(argv)
    start = time.monotonic()
    tally = fault_pass(args.seed, args.quick)
    print(f"modules tried        {tally.modules}")
    print(f"crashes              {tally.crashes}")
    print(f"lost GPU lists       {tally.lost_gpu_lists}")
    print(f"lost driver versions {tally.lost_driver_versions}")
    print(f"lost CPU samples     {tally.lost_cpu_samples}")
    print(f"silent count faults  {tally.silent_count_faults}")
    print(f"unreported hangs     {tally.unreported_hangs}")
    print(f"probe time max       {tally.probe_max_s:.2f} s ({tally.probe_max_case})")
    print(f"sample time max      {tally.sample_max_s:.2f} s ({tally.sample_max_case})")
    print(f"pass took            {time.monotonic() - start:.0f} s")
    for line in tally.failures:
        print("  " + line)
    bad = tally.crashes + tally.lost_gpu_lists + tally.lost_driver_versions
    bad += tally.lost_cpu_samples + tally.silent_count_faults + tally.unreported_hangs
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
