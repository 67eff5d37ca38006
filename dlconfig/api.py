"""dlconfig from Python: the same engine as ``dlconfig-cli``, as typed functions.

Every function reads the knowledge base the CLI reads (opened once per process, or the
one you pass) and returns the pydantic models the CLI prints with ``--json``; call
``.model_dump(mode="json")`` for plain data. Nothing here touches Qt.

>>> from dlconfig import api
>>> plan = api.plan(probe=False)                      # the default workload
>>> plan.hardware.choice.gpu                          # doctest: +SKIP
'rtx-5090'
>>> api.estimate().vram_gib_per_gpu > 0
True
>>> api.stack("RTX 4090", target="linux").stack.cuda  # doctest: +SKIP
'12.8'
>>> api.export(plan, "bundle/").files                 # doctest: +SKIP
('Dockerfile', ...)
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dlconfig.models.workload import EnvManager, Framework, Target, Workload

if TYPE_CHECKING:
    from dlconfig.models.common import Finding
    from dlconfig.models.hardware import HardwareProfile
    from dlconfig.models.plan import Plan
    from dlconfig.models.requirements import Requirements
    from dlconfig.models.stack import StackResult
    from dlconfig.services import BundleResult, KnowledgeBase

__all__ = ["doctor", "estimate", "export", "load", "plan", "probe", "stack"]

_KB: KnowledgeBase | None = None


def _kb(kb: KnowledgeBase | None) -> KnowledgeBase:
    global _KB  # noqa: PLW0603 - one knowledge base per process, as in a CLI run
    if kb is not None:
        return kb
    if _KB is None:
        from dlconfig.services import open_kb

        _KB = open_kb()
    return _KB


def load(source: str | Path | None = None, *, example: str | None = None) -> Workload:
    """A workload: from a YAML/JSON file, a bundled example by name, or the default.

    >>> api.load(example="llama-70b-qlora").mode.value  # doctest: +SKIP
    'qlora'
    """
    from dlconfig.services import default_workload, example_workload, load_workload

    if source is not None:
        return load_workload(Path(source))
    if example is not None:
        return example_workload(example)
    return default_workload()


def _workload(workload: Workload | str | Path | None) -> Workload:
    return workload if isinstance(workload, Workload) else load(workload)


def probe(*, detailed: bool = False) -> HardwareProfile:
    """This machine's hardware and software; never raises (what it cannot read is None).

    >>> api.probe().memory.total_bytes > 0  # doctest: +SKIP
    True
    """
    from dlconfig.services import fast_probe, probe_machine

    return probe_machine() if detailed else fast_probe()


def estimate(
    workload: Workload | str | Path | None = None, *, kb: KnowledgeBase | None = None
) -> Requirements:
    """What ``workload`` needs (GPU memory, RAM, disk, compute); raises PlanInputError.

    ``workload``: a Workload, a workload file's path, or None for the default workload.
    """
    from dlconfig.services import estimate as run_estimate

    return run_estimate(_workload(workload), _kb(kb))


def plan(
    workload: Workload | str | Path | None = None,
    *,
    probe: bool = True,
    kb: KnowledgeBase | None = None,
    today: date | None = None,
) -> Plan:
    """The full plan (requirements, hardware, stack, containers, infrastructure).

    ``probe=False`` plans without reading this machine, as ``plan --no-probe`` does.
    """
    from dlconfig.services import fast_probe, make_plan

    profile = fast_probe() if probe else None
    return make_plan(_workload(workload), profile, _kb(kb), today or date.today())


def stack(
    gpu: str | None = None,
    *,
    target: str = "linux",
    framework: str = "pytorch",
    framework_version: str | None = None,
    python: str | None = None,
    driver: str | None = None,
    env_manager: str = "venv",
    companions: Sequence[str] | None = None,
    kb: KnowledgeBase | None = None,
) -> StackResult:
    """The software stack for ``gpu`` (a catalog name, or None for CPU) on ``target``.

    Raises LookupError for a GPU the catalog does not know or names ambiguously.
    """
    from dlconfig.services import StackRequest, catalog_gpus, resolve_stack

    base = _kb(kb)
    found = None
    if gpu is not None:
        matches = catalog_gpus(base, gpu)
        if len(matches) != 1:
            names = ", ".join(g.name for g in matches[:6]) or "none"
            raise LookupError(f"GPU {gpu!r}: {len(matches)} catalog matches ({names})")
        found = matches[0]
    if companions is None:
        companions = ("torchvision",) if framework == "pytorch" else ()
    request = StackRequest(
        target=Target(target),
        framework=Framework(framework),
        gpu=found,
        driver=driver,
        framework_version=framework_version,
        python=python,
        env_manager=EnvManager(env_manager),
        companions=tuple(companions),
    )
    return resolve_stack(request, base)


def export(
    plan_or_workload: Plan | Workload | str | Path | None,
    out_dir: str | Path,
    *,
    lang: str = "en",
    force: bool = False,
    pdf: bool = True,
    kb: KnowledgeBase | None = None,
) -> BundleResult:
    """Write the bundle (Dockerfile, requirements, compose, k8s, report…) into ``out_dir``.

    A Workload (or its file, or None for the default) is planned first without probing.
    Raises ExportError when ``out_dir`` holds other files and ``force`` is False.
    """
    from dlconfig.models.plan import Plan as PlanModel
    from dlconfig.services import bundle_file_names, export_bundle, read_plan_or_workload

    base = _kb(kb)
    loaded: Any = plan_or_workload
    if isinstance(loaded, (str, Path)):
        loaded = read_plan_or_workload(Path(loaded))
    the_plan = loaded if isinstance(loaded, PlanModel) else plan(loaded, probe=False, kb=base)
    include = None if pdf else bundle_file_names(the_plan, base, lang) - {"report.pdf"}
    return export_bundle(the_plan, out_dir, lang, force, kb=base, include=include)


def doctor(
    plan: Plan | None = None,
    *,
    data: Sequence[str] = (),
    read_torch: bool = True,
    kb: KnowledgeBase | None = None,
) -> list[Finding]:
    """Check this machine (and ``plan``, when given) and return the findings.

    >>> [f.code for f in api.doctor(read_torch=False)]  # doctest: +SKIP
    ['driver.ok', ...]
    """
    from dlconfig.services import fast_probe, run_doctor

    return run_doctor(
        fast_probe(),
        plan,
        kb=_kb(kb),
        today=date.today(),
        dataset_paths=tuple(data),
        read_torch_runtime=read_torch,
    )
