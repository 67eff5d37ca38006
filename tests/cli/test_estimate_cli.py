"""``dlconfig-cli estimate`` and ``plan``: default workload, JSON, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main
from dlconfig.models.hardware import HardwareProfile
from dlconfig.plan.workload_file import (
    MAX_WORKLOAD_BYTES,
    default_workload,
    example_names,
    example_workload,
)
from tests.profiles import load_profile


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_estimate_without_a_file_uses_the_default_workload(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = _run(capsys, "estimate")
    assert code == 0, err
    assert default_workload().name in out
    assert "VRAM/GPU" in out and "activations" in out and "±" in out
    assert "arxiv.org" in out  # reasons cite their sources


def test_estimate_json_is_the_requirements_model(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "estimate", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data["vram_breakdown_gib"]) == {
        "weights",
        "gradients",
        "optimizer",
        "activations",
        "kv_cache",
        "overhead",
    }
    assert data["vram_gib_per_gpu"] > 0 and data["reasons"]


def test_default_workload_fits_a_24_gb_card() -> None:
    from dlconfig.kb import KnowledgeBase
    from dlconfig.plan.workload import estimate

    assert estimate(default_workload(), KnowledgeBase()).vram_gib_per_gpu < 24 * 0.9


@pytest.mark.parametrize("name", example_names())
def test_every_shipped_example_estimates(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    example_workload(name)
    code, out, err = _run(capsys, "estimate", "--example", name, "--json")
    assert code == 0, err
    assert json.loads(out)["vram_gib_per_gpu"] > 0


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("batch_size: -1\n", "batch_size"),
        ("model: {params_b: 1000000000000000}\n", "model.params_b"),
        ("model: {preset: gpt-17}\n", "model.preset"),
        ("task: image_classification\nmode: qlora\nmodel: {preset: resnet-50}\n", "mode"),
        ("mode: finetune\nprecision: int4\n", "precision"),
        ("batch_size: [unclosed\n", "not valid YAML"),
        ("- just\n- a list\n", "mapping"),
        ("colour: blue\n", "colour"),
    ],
)
def test_invalid_workloads_get_one_line_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, expected: str
) -> None:
    path = tmp_path / "workload.yaml"
    path.write_text(content, encoding="utf-8")
    for command in ("estimate", "plan"):
        code, out, err = (
            _run(capsys, command, str(path), "--no-probe")
            if command == "plan"
            else (_run(capsys, command, str(path)))
        )
        assert code == 2
        assert out == ""
        lines = err.strip().splitlines()
        assert len(lines) == 1, err
        assert expected in lines[0]
        assert "Traceback" not in err


def test_oversized_and_missing_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    big = tmp_path / "big.yaml"
    big.write_text("name: x\n" + "#" * (MAX_WORKLOAD_BYTES + 10), encoding="utf-8")
    code, _, err = _run(capsys, "estimate", str(big))
    assert code == 2 and "larger than" in err
    code, _, err = _run(capsys, "estimate", str(tmp_path / "absent.yaml"))
    assert code == 2 and "cannot be read" in err


def test_plan_json_without_probe(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "plan", "--no-probe", "--json")
    assert code == 0, err
    plan = json.loads(out)
    assert plan["schema"] == "dlconfig.plan/1"
    assert plan["profile"] is None
    assert plan["requirements"]["vram_breakdown_gib"]["weights"] > 0
    assert plan["hardware"]["choice"]["gpu"]
    assert plan["hardware"]["local_fit"] is None


def test_plan_probes_this_machine(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import dlconfig.probe

    def fake_probe() -> HardwareProfile:
        return load_profile("consumer_gpu")

    monkeypatch.setattr(dlconfig.probe, "fast_probe", fake_probe)
    code, out, err = _run(capsys, "plan")
    assert code == 0, err
    assert "This PC" in out and "fits: yes" in out
    code, out, _ = _run(capsys, "plan", "--json")
    assert json.loads(out)["hardware"]["local_fit"] is True


def test_kb_list_models(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "kb", "list", "models", "--json")
    assert code == 0
    rows = json.loads(out)
    assert len(rows) >= 25
    mixtral = next(r for r in rows if r["id"] == "mixtral-8x7b")
    assert "active" in mixtral["params B"]
    resnet = next(r for r in rows if r["id"] == "resnet-50")
    assert "qlora" not in resnet["modes"]


@pytest.mark.parametrize(
    ("content", "shown"),
    [
        ("gpus: 0\n", "Hardware   CPU only, no GPU"),
        ("target: macos\n", "Hardware   the Mac's Apple GPU (MPS), no CUDA"),
    ],
)
def test_plan_without_an_nvidia_gpu_says_what_it_runs_on(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, shown: str
) -> None:
    path = tmp_path / "workload.yaml"
    path.write_text("model: {preset: gpt2}\nseq_len: 512\n" + content, encoding="utf-8")
    code, out, err = _run(capsys, "plan", str(path), "--no-probe")
    assert code == 0, err
    assert shown in out and "no GPU option fits" not in out
    assert "CUDA -" in out and "Conflict" not in out


def test_an_image_workload_is_summarised_by_its_image_size_not_a_sequence(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "sdxl.yaml"
    path.write_text(
        "task: diffusion\nmode: inference\nprecision: fp16\nmodel: {preset: sdxl}\n"
        "image_size: 1024\nbatch_size: 4\n",
        encoding="utf-8",
    )
    code, out, err = _run(capsys, "estimate", str(path))
    assert code == 0, err
    header = out.splitlines()[0]
    assert "1024 px" in header and "seq" not in header
    code, out, err = _run(capsys, "estimate", "--json", str(path))
    said = {r["code"]: r["params"] for r in json.loads(out)["reasons"]}
    assert said["workload.weights.pipeline"]["params_b"] > 0  # text encoders and VAE counted
    assert said["workload.activations.unet"]["images"] == 4  # the VAE decodes all 4 at once
