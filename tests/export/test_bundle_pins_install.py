"""Each training bundle's own pins install by its own recipe: the install steps every
exporter writes (``PackageLayout.install_steps``, the one recipe behind the Dockerfile, the
setup scripts, the README and ``apply``), run with pip against the bundle's
requirements.txt, resolve to exactly the packages the bundles' entry points are run with
in ``test_bundles_run.py``.

Offline: pip runs with ``--no-index --dry-run`` in the test's own environment (CI installs
the bundles' pins there, ``.ci/run``), so every pin must already be satisfied and nothing is
downloaded or changed. The documented test switch, :func:`cpu_side`, is the one change
made, to a copy of requirements.txt and never to what users get: the PyTorch family's
CUDA builds (torch, torchvision, torchaudio) become the CPU-side builds installed here
(dropped when not installed, and the test says which), and index lines are left out.
"""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from dlconfig.export.bundle import build_context, render_files
from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan
from dlconfig.resources import __file__ as resources_init

pytestmark = pytest.mark.slow

SHIPPED = Path(resources_init).parent / "workloads"
# Training plans of the kinds the bundle runs cover, besides the shipped examples.
MORE = {
    "whisper": {"task": "speech", "mode": "finetune", "model": {"preset": "whisper-small"}},
    "sd-lora": {"task": "diffusion", "mode": "lora", "model": {"preset": "sd-1.5"}},
    "segmentation": {
        "task": "segmentation",
        "mode": "train",
        "model": {"preset": "deeplabv3-resnet50"},
    },
    "vit": {"task": "image_classification", "mode": "finetune", "model": {"preset": "vit-b-16"}},
    "detection": {
        "task": "detection",
        "mode": "train",
        "model": {"preset": "fasterrcnn-resnet50-fpn"},
    },
}
TORCH_FAMILY = ("torch", "torchvision", "torchaudio")


def _workloads() -> dict[str, Workload]:
    out = {}
    for path in sorted(SHIPPED.glob("*.yaml")):
        workload = Workload.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
        if workload.mode.value != "inference":  # serving engines run in their own images
            out[path.stem] = workload
    for name, fields in MORE.items():
        out[name] = Workload.model_validate({"name": name, "gpus": 1, **fields})
    return out


def cpu_side(spec: str) -> tuple[str | None, str | None]:
    """The test switch: (the spec to install here, or None; what was changed, or None)."""
    req = Requirement(spec)
    name = canonicalize_name(req.name)
    if name not in TORCH_FAMILY:
        return spec, None
    try:
        here = version(name)
    except PackageNotFoundError:
        return None, f"{spec} left out (not installed here)"
    return f"{name}=={here}", f"{spec} -> {name}=={here} (CPU-side build)"


def _switched(arg: str) -> str | None:
    """A recipe argument after the test switch: a pinned spec switched, others as they are."""
    if "==" not in arg or arg.startswith("-"):
        return arg
    return cpu_side(arg)[0]


def _pip_dry_run(step: list[str], cwd: Path) -> tuple[int, list[str], str]:
    """Runs one install step offline as a dry run: (exit code, packages pip would install)."""
    args = step[step.index("install") + 1 :]
    command = [sys.executable, "-m", "pip", "install", "--dry-run", "--no-index", "--quiet"]
    command += ["--report", "-", *args]
    run = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300, check=False)
    wanted: list[str] = []
    if run.returncode == 0 and run.stdout.strip():
        report = json.loads(run.stdout)
        wanted = [f"{i['metadata']['name']}=={i['metadata']['version']}" for i in report["install"]]
    return run.returncode, wanted, run.stderr


@pytest.mark.parametrize("name", list(_workloads()))
def test_the_bundles_pins_install_by_its_recipe(
    kb: KnowledgeBase, tmp_path: Path, name: str
) -> None:
    pytest.importorskip("torch")
    workload = _workloads()[name]
    plan = make_plan(workload, None, kb, date(2026, 12, 3))
    files = render_files(plan, kb)
    requirements = str(files["requirements.txt"])
    layout = build_context(plan, kb, "/data")["layout"]
    changed: list[str] = []
    kept: list[str] = []
    for line in requirements.splitlines():
        text = line.strip()
        if not text or text.startswith(("#", "--")):
            continue
        spec, note = cpu_side(text)
        changed += [note] if note else []
        kept += [spec] if spec else []
    (tmp_path / "requirements.txt").write_text("\n".join(kept) + "\n", encoding="utf-8")
    steps = layout.install_steps(["python", "-m", "pip", "install"], ["-r", "requirements.txt"])
    assert steps[-1][-2:] == ["-r", "requirements.txt"]
    for step in steps:
        # the specs a step names (the first steps of a recipe with --no-build-isolation)
        # go through the same switch; options and the requirements file stay
        here = [_switched(a) for a in step]
        command = [a for a in here if a is not None]
        code, wanted, errors = _pip_dry_run(command, tmp_path)
        assert code == 0, f"{name}: {' '.join(command)} failed offline ({changed}):\n{errors}"
        # every pin is the package the entry points run with: pip would install nothing
        assert wanted == [], f"{name}: pins not installed here: {wanted} ({changed})"
    assert any(canonicalize_name(Requirement(s).name) == "torch" for s in kept), changed
