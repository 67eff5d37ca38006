"""``dlconfig-cli estimate --model-config PATH``: plan for a model from its config.json."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main
from tests.plan.test_model_config import OFFICIAL

CONFIGS = Path(__file__).parents[1] / "data" / "model_configs"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_estimate_reads_a_model_config(capsys: pytest.CaptureFixture[str]) -> None:
    config = str(CONFIGS / "kimi-k2-instruct.json")
    code, out, err = _run(capsys, "estimate", "--model-config", config, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["params"] == pytest.approx(1.026e12, rel=0.01)
    assert data["active_params"] == pytest.approx(32.9e9, rel=0.01)
    code, out, err = _run(capsys, "estimate", "--model-config", config)
    assert code == 0, err
    assert "kimi-k2-instruct" in out and "config.json (kimi_k2)" in out


def test_a_config_missing_fields_exits_2_naming_them(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "config.json"
    # a model_type whose class defaults are not recorded: nothing fills the gaps
    path.write_text('{"model_type": "my_arch", "hidden_size": 64}', encoding="utf-8")
    code, out, err = _run(capsys, "estimate", "--model-config", str(path))
    assert code == 2 and out == ""
    assert "model.config" in err and "num_hidden_layers" in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("name", sorted(OFFICIAL))
def test_weights_of_each_stored_config_are_within_3_percent_of_the_official_count(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    workload = tmp_path / "serve.yaml"
    serve = "mode: inference\nprecision: bf16\nbatch_size: 1\nseq_len: 256\n"
    workload.write_text(serve, encoding="utf-8")
    code, out, err = _run(
        capsys, "estimate", str(workload), "--model-config", str(CONFIGS / name), "--json"
    )
    assert code == 0, err
    weights_gib = json.loads(out)["vram_breakdown_gib"]["weights"]
    assert weights_gib * 2**30 / 2 == pytest.approx(OFFICIAL[name] * 1e9, rel=0.03)
