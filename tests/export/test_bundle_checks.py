"""Every exported bundle passes the real linters and validators, and round-trips its plan."""

from __future__ import annotations

import functools
import json
import py_compile
import re
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
import yaml
from yamllint import linter
from yamllint.config import YamlLintConfig

from dlconfig.export.bundle import BundleResult
from dlconfig.export.files import shareable
from dlconfig.models.plan import Plan

from .conftest import PLAN_NAMES, load_plan

CRDS = Path(__file__).resolve().parents[1] / "data" / "crds"
BIN = Path(sys.executable).parent
YAMLLINT = YamlLintConfig("extends: default\nrules:\n  line-length: disable\n")
CORE_KINDS = {"Job", "Deployment", "Service", "PersistentVolumeClaim"}


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    assert found, f"{name} is not installed (pip install -e '.[test]')"
    return found


def run_tool(name: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run linter ``name`` (installed beside the tests' Python) on ``args``, output kept."""
    return subprocess.run([_tool(name), *args], capture_output=True, text=True, check=False)


def lint_bundle(folder: Path) -> None:
    """Every YAML file through yamllint, every Python file compiled, the scripts through
    shellcheck, the Dockerfile through hadolint and the core Kubernetes manifests through
    kubernetes-validate: a failure names the file and what the tool said."""
    for path in [*folder.glob("**/*.yaml"), *folder.glob("**/*.yml")]:
        problems = list(linter.run(path.read_text(encoding="utf-8"), YAMLLINT))
        assert not problems, f"{path}: {problems}"
    for path in folder.glob("**/*.py"):
        py_compile.compile(str(path), doraise=True)
    core = [
        str(path)
        for path in folder.glob("k8s/*.yaml")
        if all(d["kind"] in CORE_KINDS for d in yaml.safe_load_all(path.read_text("utf-8")))
    ]
    scripts = [str(p) for p in [*folder.glob("scripts/*.sh"), *folder.glob("*.sh")]]
    checks = [
        [_tool("shellcheck"), "--severity=style", "--shell=bash", *scripts],
        [_tool("hadolint"), "--failure-threshold", "error", str(folder / "Dockerfile")],
        [_tool("kubernetes-validate"), "--strict", "--quiet", *core],
    ]
    for command in checks:
        run = subprocess.run(command, capture_output=True, text=True, check=False)
        assert run.returncode == 0, run.stdout + run.stderr


def _all(bundles: dict[str, BundleResult], pattern: str) -> list[Path]:
    return sorted(p for b in bundles.values() for p in b.out_dir.glob(pattern))


def test_at_least_eight_plans_cover_the_targets() -> None:
    assert len(PLAN_NAMES) >= 8
    targets = {load_plan(n).stack.target.value for n in PLAN_NAMES}  # type: ignore[union-attr]
    assert targets == {"linux", "wsl2", "macos"}


@pytest.mark.slow
def test_shell_scripts_pass_shellcheck(bundles: dict[str, BundleResult]) -> None:
    scripts = _all(bundles, "scripts/*.sh") + _all(bundles, "*.sh")
    assert len(scripts) >= len(PLAN_NAMES)
    assert len(_all(bundles, "serve.sh")) == 2  # vLLM and TensorFlow Serving
    run = subprocess.run(
        [_tool("shellcheck"), "--severity=style", "--shell=bash", *map(str, scripts)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_scripts_are_strict_and_idempotent(bundles: dict[str, BundleResult]) -> None:
    for script in _all(bundles, "scripts/*.sh"):
        text = script.read_text(encoding="utf-8")
        assert "set -euo pipefail" in text, script
        assert text.startswith("#!/usr/bin/env bash")
    for script in _all(bundles, "scripts/setup_in_wsl.sh"):
        text = script.read_text(encoding="utf-8")
        # Never a Linux driver inside WSL; the toolkit only from the WSL-Ubuntu repository.
        assert "ubuntu-drivers" not in text
        assert "apt-get install -y nvidia-driver" not in text
        assert "repos/wsl-ubuntu/" in text
        assert "/mnt/c" in text


def test_dockerfiles_pass_hadolint(bundles: dict[str, BundleResult]) -> None:
    for name, bundle in bundles.items():
        run = subprocess.run(
            [_tool("hadolint"), "--failure-threshold", "error", str(bundle.out_dir / "Dockerfile")],
            capture_output=True,
            text=True,
            check=False,
        )
        assert run.returncode == 0, f"{name}: {run.stdout}{run.stderr}"
        assert "warning" not in run.stdout, f"{name}: {run.stdout}"


SERVING = {
    "vllm_service": "vllm/vllm-openai:v0.34.0",
    "tf_serving": "tensorflow/serving:2.20.0-gpu",
}


def test_dockerfiles_pin_tags_and_run_as_non_root(bundles: dict[str, BundleResult]) -> None:
    for name, bundle in bundles.items():
        text = (bundle.out_dir / "Dockerfile").read_text(encoding="utf-8")
        froms = [line.split()[1] for line in text.splitlines() if line.startswith("FROM ")]
        if name in SERVING:  # the engine's official image, which brings its Python
            assert froms == [SERVING[name]]
        else:
            assert len(froms) == 2  # build and runtime stages
            assert "--mount=type=cache,target=/root/.cache/pip" in text
        assert all(":" in ref and not ref.endswith(":latest") for ref in froms), froms
        assert "USER 10001" in text
        assert "data/" in (bundle.out_dir / ".dockerignore").read_text(encoding="utf-8")


def dockerfile_python(text: str) -> str:
    """The Python the exported image runs: uv's interpreter, else the python image's own."""
    uv = re.search(r"uv venv --seed --python (3\.\d+) /opt/venv", text)
    if uv is not None:
        return uv.group(1)
    runtime = re.findall(r"^FROM python:(3\.\d+)-\S+ AS runtime$", text, re.MULTILINE)
    assert runtime, "the image runs the distribution's python3, whose version is not pinned"
    return runtime[0]


def test_dockerfiles_run_the_plans_python(bundles: dict[str, BundleResult]) -> None:
    for name, bundle in bundles.items():
        if name in SERVING:
            continue
        plan = load_plan(name)
        assert plan.stack is not None
        text = (bundle.out_dir / "Dockerfile").read_text(encoding="utf-8")
        assert dockerfile_python(text) == plan.stack.python, name
        runtime_stage = text.split(" AS runtime", 1)[1]
        if "uv venv" in text:
            # the managed interpreter travels with the environment; no second Python
            assert "COPY --from=build /opt/python /opt/python" in runtime_stage, name
            assert "install -y --no-install-recommends python3" not in runtime_stage, name


def test_yaml_passes_yamllint(bundles: dict[str, BundleResult]) -> None:
    files = _all(bundles, "**/*.yaml") + _all(bundles, "**/*.yml")
    assert files
    for path in files:
        problems = list(linter.run(path.read_text(encoding="utf-8"), YAMLLINT))
        assert not problems, f"{path}: {problems}"


def _docs(bundles: dict[str, BundleResult]) -> list[tuple[Path, dict]]:
    return [
        (path, doc)
        for path in _all(bundles, "k8s/**/*.yaml")
        for doc in yaml.safe_load_all(path.read_text(encoding="utf-8"))
    ]


def test_core_manifests_validate_against_kubernetes_schemas(
    bundles: dict[str, BundleResult],
) -> None:
    core = [path for path, doc in _docs(bundles) if doc["kind"] in CORE_KINDS]
    assert core
    run = subprocess.run(
        [_tool("kubernetes-validate"), "--strict", "--quiet", *map(str, sorted(set(core)))],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_kubernetes_validate_rejects_a_broken_manifest(tmp_path: Path) -> None:
    """The validator really checks: an unknown field fails strict validation."""
    bad = tmp_path / "bad.yaml"
    bad.write_text("apiVersion: batch/v1\nkind: Job\nmetadata: {name: x}\nspec: {bogus: 1}\n")
    run = subprocess.run(
        [_tool("kubernetes-validate"), "--strict", "--quiet", str(bad)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode != 0


@functools.cache
def _crd_schema(filename: str) -> dict:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    crd = yaml.load((CRDS / filename).read_text(encoding="utf-8"), Loader=loader)
    version = next(v for v in crd["spec"]["versions"] if v.get("served"))
    schema: dict = version["schema"]["openAPIV3Schema"]
    return schema


@pytest.mark.parametrize(
    ("kind", "crd"),
    [
        ("TrainJob", "trainer.kubeflow.org_trainjobs.yaml"),
        ("PyTorchJob", "kubeflow.org_pytorchjobs.yaml"),
    ],
)
def test_kubeflow_resources_validate_against_their_crds(
    bundles: dict[str, BundleResult], kind: str, crd: str
) -> None:
    validator = jsonschema.Draft7Validator(_crd_schema(crd))
    docs = [doc for _, doc in _docs(bundles) if doc["kind"] == kind]
    assert docs, f"no {kind} exported"
    for doc in docs:
        errors = [f"{list(e.path)}: {e.message}" for e in validator.iter_errors(doc)]
        assert not errors, errors
        assert not _unknown_fields(doc, _crd_schema(crd)), "fields Kubernetes would prune"
        bad = json.loads(json.dumps(doc))
        if kind == "PyTorchJob":
            bad["spec"]["pytorchReplicaSpecs"]["Master"]["replicas"] = "one"
        else:
            bad["spec"]["trainer"]["numNodes"] = "two"
        assert list(validator.iter_errors(bad)), "the CRD schema accepts a wrong type"
        bad = json.loads(json.dumps(doc))
        bad["spec"]["bogusField"] = 1
        assert _unknown_fields(bad, _crd_schema(crd)) == ["spec.bogusField"]


def _unknown_fields(doc: object, schema: dict, where: str = "") -> list[str]:
    """Keys a structural CRD schema does not declare (the API server would drop them)."""
    if schema.get("x-kubernetes-preserve-unknown-fields"):
        return []
    out: list[str] = []
    if isinstance(doc, dict):
        props = schema.get("properties")
        extra = schema.get("additionalProperties")
        for key, value in doc.items():
            path = f"{where}.{key}" if where else key
            if props is not None and key in props:
                out += _unknown_fields(value, props[key], path)
            elif isinstance(extra, dict):
                out += _unknown_fields(value, extra, path)
            elif props is not None and where not in {"metadata"}:
                out.append(path)
    elif isinstance(doc, list) and isinstance(schema.get("items"), dict):
        for i, item in enumerate(doc):
            out += _unknown_fields(item, schema["items"], f"{where}[{i}]")
    return out


def test_multi_node_manifests_set_processes_and_gpus_explicitly(
    bundles: dict[str, BundleResult],
) -> None:
    trainjob = yaml.safe_load(
        (bundles["linux_multinode_pytorch"].out_dir / "k8s/trainjob.yaml").read_text()
    )
    trainer = trainjob["spec"]["trainer"]
    assert trainer["numNodes"] == 4
    assert trainer["numProcPerNode"] == 8
    assert trainer["resourcesPerNode"]["limits"]["nvidia.com/gpu"] == 8
    pod = trainjob["spec"]["runtimePatches"][0]["trainingRuntimeSpec"]["template"]["spec"][
        "replicatedJobs"
    ][0]["template"]["spec"]["template"]["spec"]
    term = pod["affinity"]["nodeAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"]
    expression = term["nodeSelectorTerms"][0]["matchExpressions"][0]
    assert expression == {
        "key": "nvidia.com/gpu.product",
        "operator": "In",
        "values": ["A100-SXM4-40GB"],
    }
    header = (bundles["linux_multinode_pytorch"].out_dir / "k8s/trainjob.yaml").read_text()
    assert "Kubeflow Trainer v2.3.0" in header
    legacy = (bundles["linux_multinode_pytorch"].out_dir / "k8s/legacy/pytorchjob.yaml").read_text()
    assert "LEGACY" in legacy and "deprecated" in legacy
    tf = list(
        yaml.safe_load_all(
            (bundles["tensorflow_multi_node"].out_dir / "k8s/tf-multiworker.yaml").read_text()
        )
    )
    job = tf[1]
    container = job["spec"]["template"]["spec"]["containers"][0]
    assert job["spec"]["completionMode"] == "Indexed" and job["spec"]["completions"] == 3
    assert "TF_CONFIG" in container["command"][2]
    cluster = json.loads(container["env"][0]["value"])
    assert len(cluster["worker"]) == 3


def test_gpu_pods_get_shm_tolerations_and_requests(bundles: dict[str, BundleResult]) -> None:
    job = yaml.safe_load((bundles["linux_single_gpu_pytorch"].out_dir / "k8s/job.yaml").read_text())
    pod = job["spec"]["template"]["spec"]
    assert {"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"} in pod[
        "tolerations"
    ]
    assert {"name": "dshm", "emptyDir": {"medium": "Memory", "sizeLimit": "16Gi"}} in pod["volumes"]
    requests = pod["containers"][0]["resources"]["requests"]
    assert requests == {"cpu": "16", "memory": "64G", "nvidia.com/gpu": 1}
    compose = yaml.safe_load(
        (bundles["linux_single_gpu_pytorch"].out_dir / "compose.yaml").read_text()
    )
    device = compose["services"]["train"]["deploy"]["resources"]["reservations"]["devices"][0]
    assert device == {"driver": "nvidia", "count": 1, "capabilities": ["gpu"]}
    cpu = yaml.safe_load((bundles["cpu_only_laptop"].out_dir / "k8s/job.yaml").read_text())
    assert "tolerations" not in cpu["spec"]["template"]["spec"]
    assert "nvidia.com/gpu" not in json.dumps(cpu)


def test_python_files_compile(bundles: dict[str, BundleResult], tmp_path: Path) -> None:
    for path in _all(bundles, "**/*.py"):
        py_compile.compile(str(path), cfile=str(tmp_path / "x.pyc"), doraise=True)


def test_verify_env_reports_clearly_without_the_framework(
    bundles: dict[str, BundleResult], tmp_path: Path
) -> None:
    script = bundles["linux_single_gpu_pytorch"].out_dir / "scripts/verify_env.py"
    # -I -S: no site-packages, so torch cannot be imported even if installed here.
    run = subprocess.run(
        [sys.executable, "-I", "-S", str(script)], capture_output=True, text=True, check=False
    )
    assert run.returncode == 1
    assert re.search(r"^FAIL  framework +torch is not installed", run.stdout, re.MULTILINE)
    assert re.search(r"^FAIL  numpy +numpy is not installed \(plan: 2\.3\.5\)", run.stdout, re.M)
    assert run.stdout.splitlines()[0].startswith(("PASS  python", "FAIL  python"))
    assert "Traceback" not in run.stderr


def test_recommendation_json_round_trips(bundles: dict[str, BundleResult]) -> None:
    for name, bundle in bundles.items():
        text = (bundle.out_dir / "recommendation.json").read_text(encoding="utf-8")
        again = Plan.model_validate_json(text)
        # what leaves the machine: the plan without the planning machine's name and paths
        assert again == shareable(load_plan(name))
        assert again.profile is None or again.profile.hostname in (None, "")
        assert again.model_dump_json(by_alias=True, indent=2) + "\n" == text


def test_requirements_carry_the_index_for_the_cuda_variant(
    bundles: dict[str, BundleResult],
) -> None:
    text = (bundles["linux_single_gpu_pytorch"].out_dir / "requirements.txt").read_text()
    assert "--extra-index-url https://download.pytorch.org/whl/cu128" in text
    assert "torch==2.9.1" in text
    conda = yaml.safe_load(
        (bundles["tensorflow_multi_gpu"].out_dir / "environment.yml").read_text()
    )
    assert "python=3.12" in conda["dependencies"]
    uv = (bundles["linux_multinode_pytorch"].out_dir / "pyproject.toml").read_text()
    assert '"torch==2.9.1"' in uv


def test_the_images_step_4_shows_are_the_dockerfiles(bundles: dict[str, BundleResult]) -> None:
    """Step 4's card and the report name the images the Dockerfile is built FROM."""
    for name, bundle in bundles.items():
        plan = load_plan(name)
        assert plan.container is not None
        dockerfile = (bundle.out_dir / "Dockerfile").read_text(encoding="utf-8")
        built_from = {
            line.split()[1] for line in dockerfile.splitlines() if line.startswith("FROM ")
        }
        assert set(plan.container.dockerfile_images().values()) == built_from, name
