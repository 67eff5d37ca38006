"""Machine facts the doctor needs beyond the probe's HardwareProfile.

``dlconfig.doctor.gather`` collects them (subprocesses, files, environment); the rules
read them from here, so every rule can be tested with a hand-made ``DoctorInputs``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from dlconfig.models.common import Finding, Frozen

WslConfigEncoding = Literal["utf-8", "utf-8-bom", "utf-16", "unknown"]


class TorchRuntime(Frozen):
    """What ``import torch`` reports in the project's interpreter."""

    version: str = Field(max_length=100)
    cuda: str | None = Field(default=None, max_length=20, description="torch.version.cuda")
    hip: str | None = Field(default=None, max_length=40, description="torch.version.hip (ROCm)")
    arch_list: list[str] = Field(
        default_factory=list, max_length=64, description="torch.cuda.get_arch_list()"
    )
    is_cuda_available: bool | None = None
    python_executable: str | None = Field(default=None, max_length=4000)


class WslConfigFacts(Frozen):
    """The Windows user's ``%UserProfile%\\.wslconfig`` as WSL would read it."""

    path: str = Field(max_length=4000)
    encoding: WslConfigEncoding
    memory_text: str | None = Field(default=None, max_length=200)
    memory_bytes: int | None = Field(default=None, ge=0)
    problem: str | None = Field(default=None, max_length=2000)


class DoctorInputs(Frozen):
    """Everything the rules read besides the profile, the plan and the knowledge base.

    ``None`` means "not gathered" (the rule that needs it stays silent); an empty list
    means "looked, found nothing".
    """

    torch: TorchRuntime | None = None
    torch_problem: str | None = Field(default=None, max_length=2000)
    wslconfig: WslConfigFacts | None = None
    ld_library_path: str | None = Field(default=None, max_length=100_000)
    ld_so_conf_dirs: list[str] | None = Field(default=None, max_length=1000)
    wsl_linux_driver_files: list[str] | None = Field(default=None, max_length=1000)
    dataset_paths: list[str] = Field(default_factory=list, max_length=100)
    working_dir: str | None = Field(default=None, max_length=4000)
    bench_findings: list[Finding] | None = Field(
        default=None,
        max_length=1000,
        description="findings of a disk/GPU benchmark (dlconfig.bench.bench_findings), "
        "measured or read from a saved report before diagnosing",
    )
