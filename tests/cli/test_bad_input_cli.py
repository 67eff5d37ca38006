"""Bad input exits 2 in every command, with one line; ``--debug`` adds only the traceback."""

from __future__ import annotations

import os
import threading
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
    "nan.yaml": ("name: x\ndataset_gb: .nan\n", "dataset_gb: NaN is not a number"),
    "nul_escaped.yaml": ('name: "a\\0b"\n', "name: holds a NUL character"),
    "nul_raw.yaml": ("name: a\x00b\n", "holds a NUL character at line 1"),
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


def _special_file_commands(path: Path, tmp_path: Path) -> list[list[str]]:
    out = str(tmp_path / "out")
    return [
        *_commands(path, tmp_path),
        ["export", "--out", out, "--no-pdf", "--bench-report", str(path)],
        ["kb", "import", str(path)],
    ]


@pytest.mark.parametrize("kind", ["dev_zero", "fifo"])
def test_a_device_or_fifo_is_refused_at_once_in_every_command(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not a MemoryError (/dev/zero reports size 0) and not a hang (a FIFO blocks open)."""
    if kind == "dev_zero":
        if not os.path.exists("/dev/zero"):
            pytest.skip("no /dev/zero")
        path = Path("/dev/zero")
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        path = tmp_path / "pipe.yaml"
        os.mkfifo(path)
    done = threading.Event()

    def unblock() -> None:  # a reader stuck on the FIFO gets EOF, and the test fails on time
        while not done.wait(10):
            fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK) if kind == "fifo" else None
            if fd is not None:
                os.close(fd)

    if kind == "fifo":
        threading.Thread(target=unblock, daemon=True).start()
    try:
        for argv in _special_file_commands(path, tmp_path):
            code = main(argv)
            err = capsys.readouterr().err
            assert code == 2 and "not a regular file" in err, (argv, err)
            assert "Traceback" not in err and not (tmp_path / "out").exists()
    finally:
        done.set()


@pytest.mark.parametrize(
    ("number", "says"),
    [
        ("1e999", "not a number"),
        ("-1e999", "not a number"),
        ("NaN", "not a number"),
        ("Infinity", "not a number"),
        ("1e308", "is beyond"),
        ("1" + "0" * 400, "401-digit number is beyond"),
    ],
)
def test_a_non_finite_number_in_a_model_config_exits_2_naming_field_and_file(
    number: str, says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "config.json"
    config.write_text(
        '{"model_type": "llama", "hidden_size": ' + number + ', "num_hidden_layers": 2,'
        ' "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100}',
        encoding="utf-8",
    )
    path = tmp_path / "w.yaml"
    path.write_text("task: llm\nmode: lora\nmodel: {config: config.json}\n", encoding="utf-8")
    for argv in _commands(path, tmp_path):
        code = main(argv)
        err = capsys.readouterr().err
        assert (code, len(err.strip().splitlines())) == (2, 1), (argv, err)
        assert "config.json: hidden_size:" in err and says in err, (argv, err)


def test_export_takes_a_model_config_workload_that_plan_takes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "config.json"
    config.write_text(
        '{"model_type": "llama", "hidden_size": 256, "num_hidden_layers": 2,'
        ' "num_attention_heads": 4, "intermediate_size": 512, "vocab_size": 1000}',
        encoding="utf-8",
    )
    path = tmp_path / "w.yaml"
    path.write_text("task: llm\nmode: lora\nmodel: {config: config.json}\n", encoding="utf-8")
    assert main(["plan", str(path), "--no-probe"]) == 0
    assert main(["export", str(path), "--out", str(tmp_path / "out"), "--no-pdf"]) == 0, (
        capsys.readouterr().err
    )
    assert (tmp_path / "out" / "recommendation.json").is_file()
