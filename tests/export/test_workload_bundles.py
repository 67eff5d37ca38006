"""The nine acceptance workloads (tests/data/workloads) export bundles that pin the
workload's libraries, name each in verify_env.py, expose the serving engine's port, pass
the linters, and whose pins resolve together with uv over recorded package metadata."""

from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from dlconfig.export.lock import python_platform, uv_executable
from dlconfig.kb import KnowledgeBase
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload

from .conftest import write_bundle_files
from .test_bundle_checks import _tool, lint_bundle

DATA = Path(__file__).resolve().parents[1] / "data"
RECORDED = DATA / "resolve" / "recorded.json"
TORCH = {"torch"}
HF_TRAIN = {"transformers", "trl", "accelerate", "datasets"}
# workload -> the libraries its bundle must pin (beside the framework)
LIBRARIES: dict[str, set[str]] = {
    "lora": TORCH | HF_TRAIN | {"peft"},
    "qlora_wsl2": TORCH | HF_TRAIN | {"peft", "bitsandbytes"},
    "fsdp_finetune": TORCH | HF_TRAIN,
    "zero3_multinode": TORCH | HF_TRAIN | {"deepspeed"},
    "serving_70b": TORCH | {"vllm"},
    "tf_serving": {"tensorflow", "keras"},
    "sdxl_lora": TORCH | {"torchvision", "diffusers", "transformers", "peft", "accelerate"},
    "vit_train": TORCH | {"torchvision", "timm"},
    "whisper_finetune": TORCH
    | {"torchaudio", "transformers", "datasets", "soundfile", "librosa", "accelerate"},
}
NAMES = sorted(LIBRARIES)


@functools.cache
def _planned(name: str) -> Plan:
    text = (DATA / "workloads" / f"{name}.yaml").read_text(encoding="utf-8")
    workload = Workload.model_validate(yaml.safe_load(text))
    from dlconfig.plan.pipeline import make_plan

    plan = make_plan(workload, None, KnowledgeBase(), date(2026, 12, 2))
    assert plan.stack is not None, plan.conflicts
    return plan


@pytest.fixture(scope="module")
def workload_bundles(
    kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Path]:
    """workload name -> folder holding its rendered bundle (no PDF)."""
    root = tmp_path_factory.mktemp("workload_bundles")
    out: dict[str, Path] = {}
    for name in NAMES:
        out[name] = write_bundle_files(_planned(name), kb, root / name)
    return out


def _pins(folder: Path) -> dict[str, str]:
    pins: dict[str, str] = {}
    for line in (folder / "requirements.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith(("#", "-")):
            continue
        req = Requirement(line)
        exact = [s.version for s in req.specifier if s.operator == "=="]
        assert exact, f"{line!r} is not pinned"
        pins[canonicalize_name(req.name)] = exact[0]
    return pins


@pytest.mark.parametrize("name", NAMES)
def test_bundle_pins_the_workloads_libraries(workload_bundles: dict[str, Path], name: str) -> None:
    pins = _pins(workload_bundles[name])
    assert set(pins) == LIBRARIES[name]
    planned = {canonicalize_name(p.name): p.version for p in _planned(name).stack.packages}  # type: ignore[union-attr]
    assert pins == planned


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_verify_env_names_each_library(workload_bundles: dict[str, Path], name: str) -> None:
    """Run here (the libraries are missing or at other versions): a line names each, with
    the plan's version, and the exit status is 1."""
    script = workload_bundles[name] / "scripts" / "verify_env.py"
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, check=False)
    assert run.returncode == 1, run.stdout + run.stderr
    pins = _pins(workload_bundles[name])
    framework = "tensorflow" if name == "tf_serving" else "torch"
    for lib, version in pins.items():
        if lib == framework:
            # not installed, or (where the test venv holds it) a build other than the plan's
            assert re.search(
                rf"^FAIL  framework\s+{framework} (is not installed|\S+ \(plan: )", run.stdout, re.M
            ), run.stdout
            continue
        line = next(
            (x for x in run.stdout.splitlines() if re.match(rf"(FAIL|PASS)  {lib}\s", x)), None
        )
        assert line is not None and f"(plan: {version})" in line, run.stdout


@pytest.mark.parametrize(("name", "port"), [("serving_70b", 8000), ("tf_serving", 8501)])
def test_serving_bundles_expose_the_engines_port(
    workload_bundles: dict[str, Path], name: str, port: int
) -> None:
    folder = workload_bundles[name]
    assert f"EXPOSE {port}" in (folder / "Dockerfile").read_text(encoding="utf-8")
    compose = yaml.safe_load((folder / "compose.yaml").read_text(encoding="utf-8"))
    assert [f"{port}:{port}"] in [s.get("ports") for s in compose["services"].values()]
    deployment = yaml.safe_load((folder / "k8s" / "deployment.yaml").read_text(encoding="utf-8"))
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    assert container["ports"][0]["containerPort"] == port
    assert container["readinessProbe"]["httpGet"]["port"] == container["ports"][0]["name"]
    service = yaml.safe_load((folder / "k8s" / "service.yaml").read_text(encoding="utf-8"))
    assert service["spec"]["ports"][0]["port"] == port


@pytest.mark.parametrize("name", NAMES)
def test_new_bundles_pass_the_linters(workload_bundles: dict[str, Path], name: str) -> None:
    lint_bundle(workload_bundles[name])


# --- the resolve over recorded metadata ---------------------------------------------------


def _wheel(folder: Path, key: str, meta: dict[str, object]) -> None:
    """A metadata-only py3-none-any wheel for ``name==version``: what a resolver reads."""
    import zipfile

    name, version = key.split("==")
    stem = f"{name.replace('-', '_')}-{version}"
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    if meta.get("requires_python"):
        lines.append(f"Requires-Python: {meta['requires_python']}")
    lines += [f"Provides-Extra: {e}" for e in meta.get("provides_extra", [])]  # type: ignore[attr-defined]
    lines += [f"Requires-Dist: {r}" for r in meta["requires_dist"]]  # type: ignore[attr-defined]
    info = f"{stem}.dist-info"
    files = {
        f"{info}/METADATA": "\n".join(lines) + "\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: dlconfig-tests\n"
        "Root-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = "".join(f"{path},,\n" for path in files) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(folder / f"{stem}-py3-none-any.whl", "w") as wheel:
        for path, text in {**files, f"{info}/RECORD": record}.items():
            wheel.writestr(path, text)


@pytest.mark.parametrize("name", NAMES)
def test_pins_resolve_together_with_uv_over_recorded_metadata(
    workload_bundles: dict[str, Path], name: str, tmp_path: Path
) -> None:
    """``uv pip compile --no-index --offline`` over metadata-only wheels built from the
    package index metadata recorded by tests/data/resolve/record.py: a real resolver run,
    off the network. PyTorch's variant index is left out (torch's metadata is the main
    index's build); a KB change that pins a release not recorded fails here: re-record."""
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    entry = recorded["workloads"][name]
    plan = _planned(name)
    assert entry["python"] == plan.stack.python  # type: ignore[union-attr]
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    for key in entry["resolved"]:
        _wheel(wheels, key, recorded["distributions"][key])
    requirements = tmp_path / "requirements.in"
    lines = (workload_bundles[name] / "requirements.txt").read_text(encoding="utf-8").splitlines()
    requirements.write_text("\n".join(x for x in lines if not x.startswith("-")) + "\n")
    uv = uv_executable()
    assert uv, "uv is a dependency of dlconfig"
    run = subprocess.run(
        [
            uv,
            "pip",
            "compile",
            "--no-index",
            "--offline",
            "--no-cache",
            "--no-header",
            "--no-annotate",
            "--no-python-downloads",
            "--find-links",
            str(wheels),
            "--python-version",
            entry["python"],
            "--python-platform",
            python_platform(plan),
            str(requirements),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    resolved = {x for x in run.stdout.splitlines() if x and not x.startswith("#")}
    assert {f"{n}=={v}" for n, v in _pins(workload_bundles[name]).items()} <= resolved
    assert len(resolved) == len(entry["resolved"])


# --- train.py for every training workload --------------------------------------------------

TRAINING = {
    "lora": "import peft",
    "qlora_wsl2": "BitsAndBytesConfig(",
    "fsdp_finetune": "transformers.Trainer(",
    "zero3_multinode": "ds_config.json",
    "sdxl_lora": "unet.add_adapter(peft.LoraConfig(",
    "vit_train": "torchvision.models.get_model(",
    "whisper_finetune": "transformers.Seq2SeqTrainer(",
}


@pytest.mark.parametrize("name", sorted(TRAINING))
def test_training_bundles_carry_a_train_py_with_the_plans_settings(
    workload_bundles: dict[str, Path], name: str
) -> None:
    folder = workload_bundles[name]
    train = (folder / "train.py").read_text(encoding="utf-8")
    assert TRAINING[name] in train
    w = _planned(name).workload
    for key, value in (
        ("batch_size", w.batch_size),
        ("grad_accum", w.grad_accum),
        ("gradient_checkpointing", w.gradient_checkpointing),
        ("bf16", w.precision.value == "bf16"),
    ):
        assert f'    "{key}": {value!r},' in train
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert "train.py --data ./data" in readme and "put your entry point" not in readme
    run = subprocess.run(
        [_tool("ruff"), "check", "--isolated", "--ignore", "EXE001", str(folder / "train.py")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout


def test_vision_and_diffusion_scripts_say_what_they_train(
    workload_bundles: dict[str, Path],
) -> None:
    vit = workload_bundles["vit_train"]
    assert '"model_id": "vit_b_16",' in (vit / "train.py").read_text(encoding="utf-8")
    # torchvision/timm need no accelerate: 8 GPUs start with torchrun, without its config
    readme = (vit / "README.md").read_text()
    assert "torchrun --standalone --nproc-per-node=8 train.py --data ./data" in readme
    assert not (vit / "accelerate_config.yaml").exists()
    sdxl = workload_bundles["sdxl_lora"]
    train = (sdxl / "train.py").read_text(encoding="utf-8")
    assert '"xl": True,' in train and '"image_size": 1024,' in train and '"lora_rank": 16,' in train
    # no model-hub id is recorded for the SDXL preset: the README's command names --model
    assert "python train.py --data ./data --model MODEL" in (sdxl / "README.md").read_text()
    whisper = (workload_bundles["whisper_finetune"] / "train.py").read_text(encoding="utf-8")
    assert '"model_id": "openai/whisper-large-v3",' in whisper
    assert "import soundfile" in whisper and "librosa.resample" in whisper
