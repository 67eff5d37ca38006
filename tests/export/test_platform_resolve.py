"""Every shipped example on every target resolves offline, with uv, over the package
index's metadata for that platform (tests/data/resolve/platforms.json, made by
tests/data/resolve/record_platforms.py): stub wheels carry each wheel's real platform tag
and its own Requires-Dist, so the resolve sees what an install on that OS would see.

Where the plan says CUDA, Linux and WSL2 resolve NVIDIA's pieces from the package index;
on native Windows the package index's torch is a CPU build (its metadata names no NVIDIA
package), so the bundle must take torch from PyTorch's CUDA index, and the plan says so.
PyTorch's own index was not reachable when recording: its lines are asserted as lines,
never resolved, and none of its metadata is invented here.
"""

from __future__ import annotations

import functools
import json
import subprocess
import zipfile
from datetime import date
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from dlconfig.export.bundle import render_files
from dlconfig.export.lock import platform_environment, python_platform, uv_executable
from dlconfig.kb import KnowledgeBase
from dlconfig.kb.software import PytorchCatalog
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Target, Workload
from dlconfig.plan.pipeline import make_plan

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "dlconfig" / "resources" / "workloads"
RECORDED = ROOT / "tests" / "data" / "resolve" / "platforms.json"
TARGETS = [t.value for t in (Target.LINUX, Target.WSL2, Target.WINDOWS, Target.MACOS)]
CASES = [(p.stem, t) for p in sorted(EXAMPLES.glob("*.yaml")) for t in TARGETS]
NVIDIA = ("nvidia-", "cuda-toolkit")


@functools.cache
def _recorded() -> dict[str, object]:
    return json.loads(RECORDED.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@functools.cache
def _kb() -> KnowledgeBase:
    return KnowledgeBase()


@functools.cache
def _planned(example: str, target: str) -> Plan:
    data = yaml.safe_load((EXAMPLES / f"{example}.yaml").read_text(encoding="utf-8"))
    workload = Workload.model_validate({**data, "target": target})
    plan_date = date.fromisoformat(str(_recorded()["plan_date"]))
    return make_plan(workload, None, _kb(), plan_date)


@functools.cache
def _bundle(example: str, target: str) -> dict[str, str | bytes]:
    return render_files(_planned(example, target), _kb())


def _bundle_text(example: str, target: str, name: str) -> str:
    text = _bundle(example, target)[name]
    assert isinstance(text, str)
    return text


def _requirements(example: str, target: str) -> list[str]:
    text = _bundle_text(example, target, "requirements.txt")
    return [x.strip() for x in text.splitlines() if x.strip() and not x.startswith("#")]


def _stub(folder: Path, key: str, platform: str) -> None:
    """A metadata-only wheel for ``name==version`` named with the tag of the wheel pip
    chose for ``platform`` (a source-only release becomes py3-none-any: a resolver reads
    only its metadata, and its build is the plan's ``is_source_build``)."""
    meta = _recorded()["distributions"][key]  # type: ignore[index]
    wheel = meta["wheels"][platform]
    tag, requires = (wheel["tag"], wheel["requires_dist"]) if isinstance(wheel, dict) else (
        wheel,
        meta["requires_dist"],
    )  # fmt: skip
    tag = "py3-none-any" if tag == "sdist" else tag
    name, version = key.split("==")
    stem = f"{name.replace('-', '_')}-{version}"
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    if meta.get("requires_python"):
        lines.append(f"Requires-Python: {meta['requires_python']}")
    lines += [f"Provides-Extra: {e}" for e in meta.get("provides_extra", [])]
    lines += [f"Requires-Dist: {r}" for r in requires]
    info = f"{stem}.dist-info"
    files = {
        f"{info}/METADATA": "\n".join(lines) + "\n",
        f"{info}/WHEEL": f"Wheel-Version: 1.0\nGenerator: dlconfig-tests\n"
        f"Root-Is-Purelib: false\nTag: {tag}\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{path},,\n" for path in files) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(folder / f"{stem}-{tag}.whl", "w") as out:
        for path, text in files.items():
            out.writestr(path, text)


def _compile(
    example: str, target: str, tmp_path: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``uv pip compile --offline`` of the bundle's requirements (index lines left out)
    over stubs of what was recorded for this example and target."""
    entry = _recorded()["examples"][example][target]  # type: ignore[index]
    plan = _planned(example, target)
    stubs = tmp_path / "stubs"
    stubs.mkdir(exist_ok=True)
    for key in entry["resolved"]:
        _stub(stubs, key, entry["platform"])
    requirements = tmp_path / "requirements.in"
    # PyTorch's build (torch==2.14.1+cu132) is read as the package index's release of the
    # same version: what an install gets where PyTorch's index is not used
    pins = [x.split("+")[0] for x in _requirements(example, target) if not x.startswith("-")]
    requirements.write_text("\n".join(pins) + "\n", encoding="utf-8")
    uv = uv_executable()
    assert uv, "uv is a dependency of dlconfig"
    # fmt: off
    command = [
        uv, "pip", "compile", "--no-index", "--offline", "--no-cache", "--no-header",
        "--no-annotate", "--no-python-downloads", "--find-links", str(stubs),
        "--python-version", plan.stack.python,  # type: ignore[union-attr]
        "--python-platform", python_platform(plan), str(requirements),
    ]
    # fmt: on
    import os

    environ = {k: v for k, v in os.environ.items() if not k.startswith(("UV_", "MACOSX_"))}
    return subprocess.run(
        command,
        capture_output=True,
        text=True,
        check=False,
        env={**environ, **(platform_environment(plan) if env is None else env)},
    )


def _cuda_index(plan: Plan) -> str:
    base = _kb().dataset("pytorch", PytorchCatalog).index_base_url.rstrip("/")
    return f"{base}/{plan.stack.framework.variant}"  # type: ignore[union-attr]


@pytest.mark.parametrize(("example", "target"), CASES)
def test_example_resolves_offline_for_its_platform(
    example: str, target: str, tmp_path: Path
) -> None:
    recorded = _recorded()["examples"]
    assert example in recorded, "a new example: re-run tests/data/resolve/record_platforms.py"
    entry = recorded[example][target]  # type: ignore[index]
    plan = _planned(example, target)
    if "refused" in entry:  # not offered: the plan states why
        assert plan.stack is None
        assert sorted({c.code for c in plan.conflicts}) == entry["refused"]
        return
    assert plan.stack is not None, plan.conflicts
    if target == "macos":  # offered without CUDA: the plan says where it runs instead
        assert "hardware.macos" in {r.code for r in plan.hardware.reasons}
    assert entry["python"] == plan.stack.python
    # the stack states the platform its pins were checked for; the README reads the same
    assert entry["platform"] == python_platform(plan) == plan.stack.python_platform
    readme = _bundle_text(example, target, "README.md")
    assert f"checked for the platform {plan.stack.python_platform}" in readme
    assert {k: v for k, v in entry.items() if k.startswith("MACOSX_")} == platform_environment(plan)
    run = _compile(example, target, tmp_path)
    assert run.returncode == 0, run.stderr
    resolved = {x for x in run.stdout.splitlines() if x and not x.startswith("#")}
    assert resolved == set(entry["resolved"]), "a KB change moved a pin: re-record"
    lines = _requirements(example, target)
    direct = [Requirement(x) for x in lines if not x.startswith("-")]
    # the bundle's direct pins are in the resolved set (a local label such as +cu132
    # names PyTorch's build of the same release, which the offline resolve leaves out)
    for req in direct:
        (pin,) = [s.version for s in req.specifier if s.operator == "=="]
        assert f"{canonicalize_name(req.name)}=={pin.split('+')[0]}" in resolved, req
        if "+" in pin:
            assert target == "windows", f"{req}: a local label only where the index's build differs"
    nvidia = sorted(x for x in resolved if x.startswith(NVIDIA))
    torch_cuda = plan.stack.framework.name == "pytorch" and plan.stack.cuda is not None
    if target in {"linux", "wsl2"} and torch_cuda:
        # what torch's Linux wheel asks for: cuDNN for the CUDA major, and a toolkit of
        # the plan's CUDA when it comes from the package index itself
        major = plan.stack.cuda.split(".")[0]  # type: ignore[union-attr]
        assert any(x.startswith(f"nvidia-cudnn-cu{major}==") for x in nvidia), nvidia
        if not any(x.startswith("--extra-index-url") for x in lines):
            toolkit = [x.split("==")[1] for x in nvidia if x.startswith("cuda-toolkit==")]
            assert [".".join(v.split(".")[:2]) for v in toolkit] == [plan.stack.cuda]
    else:
        assert nvidia == [], f"{target}: the package index's wheels ask for no NVIDIA piece"
    if target == "windows" and torch_cuda:
        # the package index's win_amd64 torch is a CPU build: CUDA comes from PyTorch's index
        index = _cuda_index(plan)
        assert f"--extra-index-url {index}" in lines or f"--index-url {index}" in lines
        torch = next(p for p in plan.stack.packages if p.name == "torch")
        assert torch.index_url == index
        # only PyTorch's build matches the line: a package index build cannot stand in
        assert f"torch=={torch.version}+{plan.stack.framework.variant}" in lines
        variant = next(r for r in plan.stack.reasons if r.code == "stack.framework.variant")
        assert variant.params.get("index_url") == index
        assert variant.params.get("kind") == "cuda"


def test_macos_lock_needs_the_oldest_macos_the_plan_runs_on(tmp_path: Path) -> None:
    """uv's ``aarch64-apple-darwin`` alone means macOS 13.0; torch 2.15's macOS wheels are
    macosx_14_0_arm64, so without platform_environment the resolve finds no torch."""
    plan = _planned("default", "macos")
    assert platform_environment(plan) == {"MACOSX_DEPLOYMENT_TARGET": "14.0"}
    run = _compile("default", "macos", tmp_path, env={})
    assert run.returncode != 0
    assert "macosx_14_0_arm64" in run.stderr


def test_windows_torch_on_the_package_index_is_recorded_as_a_cpu_build() -> None:
    """Every recorded win_amd64 torch wheel asks for no NVIDIA piece on Windows."""
    from packaging.markers import default_environment

    windows = {**default_environment(), "platform_system": "Windows", "sys_platform": "win32"}
    distributions = _recorded()["distributions"]
    torches = {k: v for k, v in distributions.items() if k.startswith("torch==")}  # type: ignore[union-attr]
    seen = 0
    for meta in torches.values():
        wheel = meta["wheels"].get("x86_64-pc-windows-msvc")
        if wheel is None:
            continue
        seen += 1
        tag = wheel["tag"] if isinstance(wheel, dict) else wheel
        assert tag.endswith("win_amd64")
        requires = wheel["requires_dist"] if isinstance(wheel, dict) else meta["requires_dist"]
        for line in requires:
            req = Requirement(line)
            if req.marker is None or req.marker.evaluate({**windows, "extra": ""}):
                assert not req.name.startswith(NVIDIA), line
    assert seen
