"""``dlconfig-cli estimate --recipe/--offload``: the training library and offload a user
names change the figures printed, and a wrong combination is one line naming the field."""

from __future__ import annotations

import json

import pytest

from dlconfig.cli import main


def _vram(capsys: pytest.CaptureFixture[str], *argv: str) -> float:
    assert main(["estimate", "--json", *argv]) == 0
    return float(json.loads(capsys.readouterr().out)["vram_gib_per_gpu"])


def test_estimate_recipe_changes_the_memory_and_says_why(
    capsys: pytest.CaptureFixture[str],
) -> None:
    default = _vram(capsys)
    torchtune = _vram(capsys, "--recipe", "torchtune")
    assert torchtune < default
    assert main(["estimate", "--recipe", "torchtune", "--json"]) == 0
    said = {r["code"]: r for r in json.loads(capsys.readouterr().out)["reasons"]}
    assert said["workload.recipe.chosen"]["params"]["recipe"] == "torchtune"
    assert said["workload.recipe.chunked_loss"]["params"]["chunks"] == 8
    assert main(["estimate", "--recipe", "torchtune"]) == 0  # the summary says the same
    out = capsys.readouterr().out
    assert said["workload.recipe.chosen"]["text"] in out


def test_estimate_offload_optimizer_empties_the_optimizer_part(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["estimate", "--json", "--offload", "optimizer"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["vram_breakdown_gib"]["optimizer"] == 0


def test_estimate_offload_params_without_sharding_names_the_field(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["estimate", "--offload", "params"]) == 2
    err = capsys.readouterr().err
    assert "offload" in err and "zero3" in err
    assert "Traceback" not in err


def test_estimate_unknown_recipe_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["estimate", "--recipe", "keras"])
    assert exc.value.code == 2
    assert "--recipe" in capsys.readouterr().err
