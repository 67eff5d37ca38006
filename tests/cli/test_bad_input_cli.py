"""Bad input exits 2 in every command, with one line; ``--debug`` adds only the traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.cli import main

BAD_WORKLOADS = {
    "gpus_true.yaml": ("name: x\ngpus: true\n", "gpus"),
    "sexagesimal.yaml": ("name: x\nbatch_size: 1:30\n", "quote it"),
    "octal.yaml": ("name: x\nbatch_size: 010\n", "quote it"),
    "duplicate.yaml": ("name: x\ngpus: 1\ngpus: 8\n", "'gpus' is given twice"),
    "deep.yaml": ("name: " + "[" * 500 + "]" * 500 + "\n", "nested deeper than"),
    "deep.json": ('{"name": ' + "[" * 5000 + "]" * 5000 + "}", "nested deeper than"),
    "negative.yaml": ("name: x\nbatch_size: -3\n", "batch_size"),
    "mirror.yaml": ("name: x\nindex_url: 'ftp://mirror.example.org/simple'\n", "index_url"),
    "extra_mirror.yaml": (
        "name: x\nextra_index_urls: ['https://a.example.org/x y']\n",
        "extra_index_urls",
    ),
}


def _commands(path: Path, tmp_path: Path) -> list[list[str]]:
    return [
        ["estimate", str(path)],
        ["plan", str(path), "--no-probe"],
        ["export", str(path), "--out", str(tmp_path / "out"), "--no-pdf"],
    ]


@pytest.mark.parametrize("name", sorted(BAD_WORKLOADS))
def test_a_bad_workload_exits_2_in_every_command(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content, says = BAD_WORKLOADS[name]
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    for argv in _commands(path, tmp_path):
        code = main(argv)
        err = capsys.readouterr().err
        assert (code, len(err.strip().splitlines())) == (2, 1), (argv, err)
        assert says in err and "Traceback" not in err, (argv, err)
        assert not (tmp_path / "out").exists()


@pytest.mark.allow_log_warnings  # --debug configures logging for the whole run
def test_debug_adds_the_traceback_and_keeps_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "missing.yaml"
    for argv in _commands(path, tmp_path):
        code = main(["--debug", *argv])
        err = capsys.readouterr().err
        assert code == 2, (argv, err)
        assert "Traceback" in err and err.rstrip().splitlines()[-1].startswith("dlconfig-cli:")


def test_doctor_says_a_data_folder_does_not_exist(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nonexistent"
    code = main(["doctor", "--no-torch", "--data", str(missing)])
    captured = capsys.readouterr()
    assert code == 2
    assert f"--data {missing}: no such folder" in captured.err
    assert "No problems found" not in captured.out
