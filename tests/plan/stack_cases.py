"""The resolver's table cases: one case type and one request builder for every table."""

from __future__ import annotations

from dataclasses import dataclass, field

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.models.workload import Framework, Target
from dlconfig.plan.stack import StackRequest

KB = KnowledgeBase()
UNCHECKED = "unchecked"


@dataclass(frozen=True)
class Case:
    name: str
    target: Target
    framework: Framework
    gpu: str | None = None
    driver: str | None = None
    version: str | None = None
    python: str | None = None
    companions: tuple[str, ...] = ()
    installed: str | None = None
    # expectations (None: not checked)
    want_version: str | None = None
    want_variant: str | None = None
    want_cuda: str | None = UNCHECKED
    want_cudnn: str | None = UNCHECKED
    want_python: str | None = None
    want_driver_min: str | None = UNCHECKED
    want_lines: tuple[str, ...] = ()
    conflict: str | None = None
    conflict_mentions: tuple[str, ...] = field(default_factory=tuple)


def case_gpu(gpu_id: str | None):
    if gpu_id is None:
        return None
    record = KB.dataset("gpus", GpuCatalog).by_id(gpu_id)
    assert record is not None, f"test GPU {gpu_id} is not in the catalog"
    return record


def case_request(case: Case) -> StackRequest:
    return StackRequest(
        target=case.target,
        framework=case.framework,
        gpu=case_gpu(case.gpu),
        driver=case.driver,
        framework_version=case.version,
        python=case.python,
        companions=case.companions,
        installed_version=case.installed,
    )
