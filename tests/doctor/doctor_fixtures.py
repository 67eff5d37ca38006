"""Plans, inputs and profile variants for the doctor tests (built from dlconfig.models)."""

from __future__ import annotations

from datetime import date
from typing import Any

from dlconfig.doctor import DoctorInputs, diagnose
from dlconfig.kb import KnowledgeBase
from dlconfig.models import ContainerSpec, HardwareProfile, Plan, Requirements, VramBreakdown
from dlconfig.models.common import Finding
from dlconfig.models.stack import FrameworkPin, Stack
from dlconfig.models.workload import EnvManager, Target, Workload
from tests.profiles import load_profile

TODAY = date(2026, 12, 2)
KB = KnowledgeBase()


def make_plan(
    *,
    target: str = "linux",
    framework: str = "pytorch",
    version: str = "2.5.1",
    variant: str | None = "cu121",
    cuda: str | None = "12.1",
    python: str = "3.11",
    os: str = "ubuntu-22.04",
    ram_gib: float = 32,
    disk_gb: float = 100,
    gpus_in_container: int | None = None,
    needs_toolkit: bool = False,
    driver_min: str | None = None,
) -> Plan:
    stack = Stack(
        target=Target(target),
        os=os,
        driver_min=driver_min,
        cuda=cuda,
        python=python,
        env_manager=EnvManager.VENV,
        framework=FrameworkPin(name=framework, version=version, variant=variant),
        needs_toolkit=needs_toolkit,
    )
    requirements = Requirements(
        vram_gib_per_gpu=10,
        vram_breakdown_gib=VramBreakdown(
            weights=5, gradients=1, optimizer=2, activations=1, kv_cache=0, overhead=1
        ),
        ram_gib=ram_gib,
        disk_gb=disk_gb,
    )
    container = None
    if gpus_in_container is not None:
        container = ContainerSpec(
            base_image="nvidia/cuda:12.1.1-runtime-ubuntu22.04", gpus_per_node=gpus_in_container
        )
    return Plan(
        created=TODAY,
        app_version="0.1.0",
        workload=Workload(),
        requirements=requirements,
        stack=stack,
        container=container,
    )


def profile(name: str, **changes: Any) -> HardwareProfile:
    """A recorded profile, with top-level or nested (``system``, ``software``) changes."""
    data = load_profile(name).model_dump(mode="json", by_alias=True)
    for key, value in changes.items():
        if isinstance(value, dict):
            data[key] = {**data[key], **value}
        elif isinstance(value, list):
            data[key] = [
                v.model_dump(mode="json") if hasattr(v, "model_dump") else v for v in value
            ]
        else:
            data[key] = value
    return HardwareProfile.model_validate(data)


def run(
    prof: HardwareProfile, plan: Plan | None = None, inputs: DoctorInputs | None = None
) -> list[Finding]:
    return diagnose(prof, plan, kb=KB, today=TODAY, extra=inputs)


def codes(findings: list[Finding]) -> list[str]:
    return [f.code for f in findings]


def only(findings: list[Finding], code: str) -> Finding:
    matching = [f for f in findings if f.code == code]
    assert len(matching) == 1, (code, codes(findings))
    return matching[0]
