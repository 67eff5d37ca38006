"""Does this machine fit the plan: its GPUs, memory, RAM, CPU cores, disk and framework.

Each check gives a finding when the machine falls short, with its fix, and a passed
check (``check.passed``) when it does not, so the Doctor page can list both. RAM, cores
and disk are judged by :func:`dlconfig.plan.hardware.host.local_host_checks`, the test
step 2 uses, so the doctor never passes what step 2 says does not fit.
"""

from __future__ import annotations

from dataclasses import dataclass

from dlconfig.doctor.context import DoctorContext
from dlconfig.doctor.facts import parse_version
from dlconfig.models.common import Finding, Severity
from dlconfig.models.messages import FIELD, ParamValue
from dlconfig.models.requirements import GIB
from dlconfig.plan.hardware.host import local_host_checks

GB = 10**9


@dataclass(frozen=True)
class Check:
    """One comparison of the machine with the plan: its name, and the finding when short."""

    name: str
    problem: Finding | None
    params: dict[str, ParamValue]


def _short(code: str, severity: Severity, **params: ParamValue) -> Finding:
    return Finding(code=code, severity=severity, params=params)


def _gpu_checks(ctx: DoctorContext) -> list[Check]:
    plan = ctx.plan
    if plan is None or plan.hardware is None or plan.hardware.choice.gpu is None:
        return []
    choice = plan.hardware.choice
    need_gib = plan.requirements.vram_gib_per_gpu if plan.requirements is not None else 0.0
    gpus = [g for g in ctx.profile.gpus if g.vram_total_bytes]
    # the catalog name the hardware step showed ("GeForce RTX 5090"), not its id
    name = next((o.name for o in plan.hardware.options if o.gpu == choice.gpu), choice.gpu)
    base: dict[str, ParamValue] = {"gpu": name, "count": choice.count}
    if not ctx.profile.gpus:
        problem = _short("plan.fit.no_gpu", Severity.ERROR, **base, gpus_field=FIELD + "gpus")
        return [Check("gpu", problem, base)]
    have = len(ctx.profile.gpus)
    count: dict[str, ParamValue] = {**base, "have": have}
    short_count = _short("plan.fit.gpu_count", Severity.ERROR, **count)
    checks = [Check("gpu_count", short_count if have < choice.count else None, count)]
    if gpus and need_gib > 0:
        largest = max(g.vram_total_bytes or 0 for g in gpus) / GIB
        vram: dict[str, ParamValue] = {
            "need_gib": round(need_gib, 1),
            "have_gib": round(largest, 1),
        }
        # the plan keeps 10% headroom only when it picks a GPU; here the whole need counts
        short_vram = _short("plan.fit.vram", Severity.ERROR, **vram)
        checks.append(Check("vram", short_vram if largest < need_gib else None, vram))
    return checks


def _host_checks(ctx: DoctorContext) -> list[Check]:
    plan = ctx.plan
    if plan is None or plan.hardware is None or plan.hardware.host is None:
        return []
    host = plan.hardware.host
    hot = host.storage_kind == "nvme"
    cpu_ok, ram_ok, disk_ok = local_host_checks(
        ctx.profile, host.cpu_cores, host.ram_gb, host.storage_gb, hot
    )
    profile = ctx.profile
    out: list[Check] = []
    if ram_ok is not None and profile.memory.total_bytes is not None:
        total = profile.memory.total_bytes
        ram: dict[str, ParamValue] = {
            "have_gib": round(total / GIB, 1),
            "have_gb": round(total / GB, 1),
            "need_gb": host.ram_gb,
        }
        problem = None if ram_ok else _short("plan.fit.ram", Severity.WARNING, **ram)
        out.append(Check("ram", problem, ram))
    cores = profile.cpu.logical_cores or profile.cpu.physical_cores
    if cpu_ok is not None and cores is not None:
        cpu: dict[str, ParamValue] = {"have": cores, "need": host.cpu_cores}
        problem = None if cpu_ok else _short("plan.fit.cpu", Severity.WARNING, **cpu)
        out.append(Check("cpu", problem, cpu))
    if disk_ok is not None:
        free = max((d.free_bytes or 0 for d in profile.disks if d.kind != "ram"), default=0)
        disk: dict[str, ParamValue] = {
            "need_gb": round(host.storage_gb, 1),
            "kind": host.storage_kind,
            "free_gb": round(free / GB, 1),
        }
        problem = None if disk_ok else _short("plan.fit.storage", Severity.WARNING, **disk)
        out.append(Check("storage", problem, disk))
    return out


def _framework_checks(ctx: DoctorContext) -> list[Check]:
    plan = ctx.plan
    if plan is None or plan.stack is None or not ctx.plan_applies:
        return []
    framework = plan.stack.framework
    name = "torch" if framework.name in ("pytorch", "torch") else framework.name
    installed = ctx.framework(name)
    params: dict[str, ParamValue] = {
        "framework": name,
        "version": framework.version,
        "python": ctx.profile.software.python_version,
    }
    if installed is None:
        problem = _short("plan.fit.framework_missing", Severity.WARNING, **params)
        return [Check("framework", problem, params)]
    params["installed"] = installed.version
    have, want = parse_version(installed.version), parse_version(framework.version)
    if have is not None and want is not None and have.release[:2] != want.release[:2]:
        problem = _short("plan.fit.framework_version", Severity.WARNING, **params)
        return [Check("framework", problem, params)]
    return [Check("framework", None, params)]


def _driver_checks(ctx: DoctorContext) -> list[Check]:
    """Passed only: a driver below the plan's floor is ``driver.too_old``'s finding."""
    plan = ctx.plan
    driver = ctx.profile.driver_version
    if plan is None or plan.stack is None or not ctx.plan_applies or not driver:
        return []
    have, need = parse_version(driver), parse_version(plan.stack.driver_min)
    if have is None or need is None or have < need:
        return []
    return [Check("driver", None, {"driver": driver, "driver_min": plan.stack.driver_min})]


def plan_checks(ctx: DoctorContext) -> list[Check]:
    """Every comparison of this machine with the plan (none without a plan)."""
    return [
        *_gpu_checks(ctx),
        *_host_checks(ctx),
        *_framework_checks(ctx),
        *_driver_checks(ctx),
    ]


def plan_fit(ctx: DoctorContext) -> list[Finding]:
    """The machine falls short of the plan: no or too few GPUs, too little VRAM, RAM,
    cores or fast disk, or the framework is not installed."""
    return [c.problem for c in plan_checks(ctx) if c.problem is not None]


def passed_checks(ctx: DoctorContext) -> list[Finding]:
    """The comparisons with the plan that this machine passes, as ``check.passed``."""
    return [
        Finding(
            code="check.passed",
            severity=Severity.INFO,
            params={"check": c.name, **c.params},
        )
        for c in plan_checks(ctx)
        if c.problem is None
    ]


RULES = (plan_fit,)
