"""requirements.lock from uv pip compile, with uv faked at the process boundary by its
recorded output (tests/data/uv: a real run, and a real run with an index unreachable)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from dlconfig.export.bundle import export_bundle
from dlconfig.export.lock import Completed, python_platform
from dlconfig.export.pdf import render_pdf
from dlconfig.export.readme.texts import t
from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Target

from .conftest import load_plan

UV_DATA = Path(__file__).resolve().parents[1] / "data" / "uv"


class FakeUv:
    """Answers like uv did; remembers the command and the requirements it was given."""

    def __init__(self, returncode: int, stdout: str = "", stderr: str = "") -> None:
        self.done = Completed(returncode, stdout, stderr)
        self.commands: list[list[str]] = []
        self.requirements: list[str] = []

    def __call__(self, command: list[str]) -> Completed:
        self.commands.append(command)
        req = next(arg for arg in command if arg.endswith("requirements.txt"))
        self.requirements.append(Path(req).read_text(encoding="utf-8"))
        return self.done


def _pdf(plan: object, lang: str, kb: object) -> bytes:
    return b"%PDF-1.4 fake"


def test_lock_writes_requirements_lock_for_the_plans_python_and_platform(
    tmp_path: Path, kb: KnowledgeBase
) -> None:
    uv = FakeUv(0, (UV_DATA / "compile_numpy.stdout").read_text(encoding="utf-8"))
    plan = load_plan("linux_single_gpu_pytorch")
    result = export_bundle(plan, tmp_path / "b", kb=kb, write_pdf=_pdf, lock=True, uv_run=uv)
    command = uv.commands[0]
    assert command[1:4] == ["pip", "compile", "--generate-hashes"]
    assert command[command.index("--python-version") + 1] == "3.12"
    assert command[command.index("--python-platform") + 1] == "x86_64-manylinux_2_28"
    # uv resolves with the bundle's own indexes: the requirements.txt it was given
    assert uv.requirements[0] == (tmp_path / "b" / "requirements.txt").read_text()
    lock = (tmp_path / "b" / "requirements.lock").read_text(encoding="utf-8")
    assert "numpy==2.3.5 \\\n    --hash=sha256:" in lock
    assert "requirements.lock" in result.files
    assert result.lock_message == (
        "wrote requirements.lock: 1 packages pinned with hashes for Python 3.12"
        " on x86_64-manylinux_2_28"
    )
    readme = (tmp_path / "b" / "README.md").read_text(encoding="utf-8")
    assert "pip install --require-hashes -r requirements.lock" in readme
    dockerfile = (tmp_path / "b" / "Dockerfile").read_text(encoding="utf-8")
    assert "pip install --require-hashes --requirement /tmp/requirements.lock" in dockerfile


def test_an_unreachable_index_keeps_the_direct_pins_and_says_so(
    tmp_path: Path, kb: KnowledgeBase
) -> None:
    uv = FakeUv(2, stderr=(UV_DATA / "unreachable.stderr").read_text(encoding="utf-8"))
    plan = load_plan("cpu_only_laptop")
    result = export_bundle(plan, tmp_path / "b", kb=kb, write_pdf=_pdf, lock=True, uv_run=uv)
    assert result.lock_message == (
        "cannot reach https://download.pytorch.org/whl/cpu: wrote direct pins only"
    )
    assert "requirements.lock" not in result.files
    without = export_bundle(plan, tmp_path / "plain", kb=kb, write_pdf=_pdf)
    assert set(without.files) == set(result.files)  # nothing else is lost
    assert "torch==2.9.1" in (tmp_path / "b" / "requirements.txt").read_text()
    readme = (tmp_path / "b" / "README.md").read_text(encoding="utf-8")
    assert t("report.lock_direct", "en") in readme and "requirements.lock\n" not in readme


def test_a_missing_uv_is_one_line(
    tmp_path: Path, kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dlconfig.export.lock as lock

    monkeypatch.setattr(lock, "uv_executable", lambda: None)
    plan = load_plan("cpu_only_laptop")
    result = export_bundle(plan, tmp_path / "b", kb=kb, write_pdf=_pdf, lock=True)
    assert result.lock_message == "uv is not installed: wrote direct pins only"


def _report_text(tmp_path: Path, kb: KnowledgeBase, lang: str, locked: bool | None) -> str:
    pdf = tmp_path / f"report-{lang}-{locked}.pdf"
    pdf.write_bytes(render_pdf(load_plan("cpu_only_laptop"), lang, kb, locked=locked))
    done = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True)
    return " ".join(done.stdout.split())


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed")
def test_the_report_says_whether_the_bundle_is_locked(tmp_path: Path, kb: KnowledgeBase) -> None:
    for locked, label_id in ((False, "report.lock_direct"), (True, "report.lock_hashes")):
        assert t(label_id, "en") in _report_text(tmp_path, kb, "en", locked)
    assert "仅直接固定版本" in _report_text(tmp_path, kb, "zh_CN", False)
    assert t("report.lock_file", "en") not in _report_text(tmp_path, kb, "en", None)


@pytest.mark.parametrize(
    ("target", "arch", "platform"),
    [
        (Target.LINUX, "x86_64", "x86_64-manylinux_2_28"),
        (Target.LINUX, "aarch64", "aarch64-manylinux_2_28"),
        (Target.WSL2, "x86_64", "x86_64-manylinux_2_28"),
        (Target.WINDOWS, "AMD64", "x86_64-pc-windows-msvc"),
        (Target.MACOS, "arm64", "aarch64-apple-darwin"),
    ],
)
def test_lock_platform_follows_the_plans_target(target: Target, arch: str, platform: str) -> None:
    plan = load_plan("linux_single_gpu_pytorch")
    assert plan.stack is not None and plan.profile is not None
    profile = plan.profile.model_copy(
        update={"system": plan.profile.system.model_copy(update={"arch": arch})}
    )
    stack = plan.stack.model_copy(update={"target": target})
    assert python_platform(plan.model_copy(update={"stack": stack, "profile": profile})) == platform


@pytest.mark.parametrize(
    ("glibc", "platform"), [("2.39", "x86_64-manylinux_2_39"), (None, "x86_64-manylinux_2_28")]
)
def test_lock_platform_follows_the_oss_glibc(glibc: str | None, platform: str) -> None:
    """A wheel built for a newer glibc than 2.28 (vLLM's llguidance ships only
    manylinux_2_31) installs on Ubuntu 24.04, so the lock may choose it there; a plan
    saved without the OS's glibc keeps the 2.28 baseline."""
    plan = load_plan("linux_single_gpu_pytorch")
    assert plan.stack is not None
    stack = plan.stack.model_copy(update={"target": Target.LINUX, "glibc": glibc})
    assert python_platform(plan.model_copy(update={"stack": stack})) == platform


def test_a_new_linux_stack_records_its_oss_glibc(kb: KnowledgeBase) -> None:
    from dlconfig.models.workload import Framework
    from dlconfig.plan.stack import StackRequest, resolve_stack

    result = resolve_stack(StackRequest(target=Target.LINUX, framework=Framework.PYTORCH), kb)
    assert result.stack is not None and result.stack.os.startswith("Ubuntu 24.04")
    assert result.stack.glibc == "2.39"


def test_macos_lock_names_the_oldest_macos_it_is_made_for(
    tmp_path: Path, kb: KnowledgeBase
) -> None:
    """uv's aarch64-apple-darwin alone means macOS 13.0, where torch 2.15 has no wheel:
    the lock is made with MACOSX_DEPLOYMENT_TARGET, and its header says so."""
    from datetime import date

    from dlconfig.plan.pipeline import make_plan
    from dlconfig.plan.workload_file import example_workload

    workload = example_workload("default").model_copy(update={"target": Target.MACOS})
    plan = make_plan(workload, None, kb, date(2026, 12, 2))
    uv = FakeUv(0, (UV_DATA / "compile_numpy.stdout").read_text(encoding="utf-8"))
    export_bundle(plan, tmp_path / "b", kb=kb, write_pdf=_pdf, lock=True, uv_run=uv)
    command = uv.commands[0]
    shown = command[command.index("--custom-compile-command") + 1]
    assert shown.startswith("MACOSX_DEPLOYMENT_TARGET=14.0 uv pip compile")
    assert "--python-platform aarch64-apple-darwin" in shown
