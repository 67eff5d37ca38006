"""Which OS releases a driver branch supports (os.yaml's driver_branches): a CUDA build
needs a branch that supports the host's OS release, and the stack names the branch."""

from __future__ import annotations

from dataclasses import replace

from dlconfig.kb.software import OsCatalog
from dlconfig.models.workload import Framework, Target
from dlconfig.plan.stack import StackRequest, os_driver_branch, resolve_stack
from tests.plan.stack_cases import KB, case_gpu

_OS = KB.dataset("os", OsCatalog)


def _request(gpu: str, host_os: str | None) -> StackRequest:
    return StackRequest(
        target=Target.LINUX, framework=Framework.PYTORCH, gpu=case_gpu(gpu), host_os=host_os
    )


def _source(branch: int) -> str:
    return next(b.source for b in _OS.driver_branches if b.branch == branch)


def test_every_driver_branch_record_names_os_releases_of_its_families() -> None:
    for record in _OS.driver_branches:
        assert record.source.startswith("https://") and record.as_of is not None
        for os_id in record.os_releases:
            assert os_id.split("-", 1)[0] in record.families, (record.branch, os_id)


def test_an_os_the_newest_branch_dropped_lands_on_an_older_branch() -> None:
    """Ubuntu 20.04: the newest recorded branches (R590, R610) do not list it, R535 does,
    so CUDA 13 builds (driver >= 580) are refused and a CUDA 12 build is chosen."""
    found = os_driver_branch(_OS, "ubuntu-20.04", None, None)
    assert found is not None and found.branch == 535
    result = resolve_stack(_request("h100-sxm", "ubuntu-20.04"), KB)
    assert result.stack is not None
    assert result.stack.cuda is not None and result.stack.cuda.startswith("12.")
    (branch,) = [r for r in result.stack.reasons if r.code == "stack.driver_branch_os"]
    assert branch.params["branch"] == 535 and branch.source == _source(535)
    refused = [
        v
        for c in result.stack.considered
        for v in c.why_reasons
        if v.code == "stack.violation.cuda_past_os_branch"
    ]
    assert refused and all(v.source == _source(535) for v in refused)


def test_a_current_os_keeps_the_newest_branch() -> None:
    plain = resolve_stack(_request("h100-sxm", None), KB)
    on_2404 = resolve_stack(_request("h100-sxm", "ubuntu-24.04"), KB)
    assert plain.stack is not None and on_2404.stack is not None
    assert on_2404.stack.cuda == plain.stack.cuda
    found = os_driver_branch(_OS, "ubuntu-24.04", None, None)
    assert found is not None and found.branch == max(b.branch for b in _OS.driver_branches)


def test_no_branch_for_both_the_gpu_and_the_os_is_a_conflict_citing_the_source() -> None:
    """Blackwell needs R570 or newer; the only recorded branch for Ubuntu 20.04 is R535."""
    result = resolve_stack(_request("b200", "ubuntu-20.04"), KB)
    assert result.conflict is not None
    assert result.conflict.code == "stack.conflict.os_driver"
    (detail,) = {
        d.text: d for d in result.conflict.details if d.code.endswith("os_no_driver_branch")
    }.values()
    assert "Ubuntu 20.04" in detail.text and detail.source == _source(610)


def test_an_os_family_no_branch_record_speaks_about_is_not_judged() -> None:
    assert os_driver_branch(_OS, "debian-12", None, None) is None
    plain = resolve_stack(_request("h100-sxm", None), KB)
    other = resolve_stack(replace(_request("h100-sxm", None), host_os="debian-12"), KB)
    assert plain.stack is not None and other.stack is not None
    assert other.stack.cuda == plain.stack.cuda


def test_this_machine_on_ubuntu_2004_plans_for_its_os() -> None:
    """The probed distribution is the driver's host: with no driver installed yet, Ubuntu
    20.04 keeps CUDA 12 builds (R535), while the same machine on 22.04 may take CUDA 13
    (R610 supports it). An installed driver is judged as it is."""
    from dlconfig.models.choice import GpuChoice, HardwareChoice
    from dlconfig.models.workload import Workload
    from dlconfig.plan.stack import resolve_for_plan
    from tests.profiles import load_profile

    profile = load_profile("consumer_gpu")  # RTX 4090 on Ubuntu 22.04, driver 550.120
    old = profile.model_copy(
        update={
            "system": profile.system.model_copy(update={"distro_version": "20.04"}),
            "driver_version": None,
        }
    )
    current = old.model_copy(update={"system": profile.system})
    choice = HardwareChoice(choice=GpuChoice(gpu="rtx-4090", count=1))
    on_2004 = resolve_for_plan(Workload(), choice, old, KB).stack
    on_2204 = resolve_for_plan(Workload(), choice, current, KB).stack
    assert on_2004 is not None and on_2204 is not None
    assert on_2204.cuda is not None and on_2204.cuda.startswith("13.")
    assert on_2004.cuda is not None and on_2004.cuda.startswith("12.")
    (branch,) = [r for r in on_2004.reasons if r.code == "stack.driver_branch_os"]
    assert "Ubuntu 20.04" in branch.text and "R535" in branch.text
    installed = old.model_copy(update={"driver_version": "580.95.05"})
    with_driver = resolve_for_plan(Workload(), choice, installed, KB).stack
    assert with_driver is not None and with_driver.cuda == on_2204.cuda
