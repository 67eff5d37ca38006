"""``export --force`` replaces only the bundle's own files: never a mix after the next
export, nothing of the user's overwritten, moved or deleted, folders with the user's umask."""

from __future__ import annotations

import json
import os
import random
import stat
from pathlib import Path

import pytest

from benchmarks.hostile import kill_during_force, writer_during_force
from dlconfig.export import replace
from dlconfig.export.bundle import export_bundle
from dlconfig.export.errors import DestinationError
from dlconfig.kb import KnowledgeBase

from .conftest import PLANS_DIR, load_plan

OLD, NEW = "cpu_only_laptop", "vllm_service"  # k8s/job.yaml, then k8s/deployment.yaml


def _fake_pdf(*_: object) -> bytes:
    return b"%PDF-1.4\n"


def _export(name: str, out: Path, kb: KnowledgeBase, force: bool = True) -> None:
    export_bundle(load_plan(name), out, kb=kb, force=force, write_pdf=_fake_pdf)


def _tree(folder: Path) -> dict[str, str]:
    """Relative path -> content (or link target) of everything below ``folder``."""
    out: dict[str, str] = {}
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        if path.is_symlink():
            out[rel] = "-> " + os.readlink(path)
        elif path.is_file():
            out[rel] = path.read_bytes().decode("utf-8", "replace")
    return out


@pytest.fixture
def old_bundle(tmp_path: Path, kb: KnowledgeBase) -> Path:
    """tmp_path/out holding the bundle of OLD."""
    out = tmp_path / "out"
    _export(OLD, out, kb, force=False)
    return out


def test_force_removes_the_files_only_the_previous_bundle_wrote(
    old_bundle: Path, tmp_path: Path, kb: KnowledgeBase
) -> None:
    out = old_bundle
    assert (out / "k8s" / "job.yaml").is_file()
    _export(NEW, out, kb)
    assert not (out / "k8s" / "job.yaml").exists()  # kubectl apply -f k8s/ applies one thing
    assert (out / "k8s" / "deployment.yaml").is_file()
    assert replace.bundle_problems(out) == []
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_the_users_readme_is_named_and_kept(tmp_path: Path, kb: KnowledgeBase) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "README.md").write_text("my project notes\n")
    with pytest.raises(DestinationError, match=r"README\.md.*nothing was changed"):
        _export(OLD, out, kb)
    assert _tree(out) == {"README.md": "my project notes\n"}
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ("edit", r"Dockerfile \(changed since it was exported\)"),
        # a bundle from before the manifest: its files cannot be told from the user's
        ("no_manifest", r"has no \.dlconfig-bundle\.json.*Dockerfile"),
    ],
)
def test_a_file_that_may_be_the_users_is_named_and_nothing_changes(
    old_bundle: Path, kb: KnowledgeBase, change: str, says: str
) -> None:
    if change == "edit":
        (old_bundle / "Dockerfile").write_text("FROM my-own-image\n")
    else:
        (old_bundle / replace.MANIFEST).unlink()
    before = _tree(old_bundle)
    with pytest.raises(DestinationError, match=says):
        _export(NEW, old_bundle, kb)
    assert _tree(old_bundle) == before


def test_the_users_other_files_stay_beside_the_new_bundle(
    old_bundle: Path, tmp_path: Path, kb: KnowledgeBase
) -> None:
    out = old_bundle
    (out / "notes.txt").write_text("mine")
    (out / "data").mkdir()
    (out / "data" / "train.csv").write_text("a,b\n")
    (out / "k8s" / "my-secret.yaml").write_text("kind: Secret\n")
    result = export_bundle(load_plan(NEW), out, kb=kb, force=True, write_pdf=_fake_pdf)
    assert sorted(result.kept) == ["data/train.csv", "k8s/my-secret.yaml", "notes.txt"]
    assert (out / "notes.txt").read_text() == "mine"
    assert (out / "data" / "train.csv").read_text() == "a,b\n"
    assert (out / "k8s" / "my-secret.yaml").read_text() == "kind: Secret\n"
    assert not (out / "k8s" / "job.yaml").exists()


@pytest.mark.parametrize("link", ["Dockerfile", "k8s"])
def test_a_symlink_is_refused_before_anything_moves(
    old_bundle: Path, tmp_path: Path, kb: KnowledgeBase, link: str
) -> None:
    out = old_bundle
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "keep.txt").write_text("outside")
    path = out / link
    if path.is_dir():
        for child in path.iterdir():
            child.unlink()
        path.rmdir()
        path.symlink_to(victim, target_is_directory=True)
    else:
        path.unlink()
        path.symlink_to(victim / "keep.txt")
    before = _tree(out)
    with pytest.raises(DestinationError, match=rf"{link} \(a symbolic link\)"):
        _export(NEW, out, kb)
    assert _tree(out) == before
    assert _tree(victim) == {"keep.txt": "outside"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "victim"]


def test_leftovers_of_an_interrupted_export_are_cleaned(
    old_bundle: Path, tmp_path: Path, kb: KnowledgeBase
) -> None:
    out = old_bundle
    half = tmp_path / ".out.dlconfig-new-0123abcd"
    half.mkdir()
    (half / replace.MARKER).touch()
    (half / "Dockerfile").write_text("half")
    aside = tmp_path / ".out.dlconfig-old-4567cdef"
    aside.mkdir()
    (aside / replace.MANIFEST).write_text("{}")
    not_ours = tmp_path / ".out.dlconfig-new-89abcdef"  # right name, no marker: the user's
    not_ours.mkdir()
    (not_ours / "x").write_text("x")
    (tmp_path / ".out.dlconfig-new-fedcba98").mkdir()  # killed before it was marked
    _export(NEW, out, kb)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".out.dlconfig-new-89abcdef", "out"]


def test_a_kill_between_the_fallback_renames_puts_the_old_bundle_back(
    old_bundle: Path, tmp_path: Path, kb: KnowledgeBase
) -> None:
    """An earlier version renamed the old folder aside where folders could not change
    places in one step; a kill right then left no folder, and the next export puts the
    old one back before replacing it, so the user's files in it survive."""
    out = old_bundle
    (out / "notes.txt").write_text("mine")
    os.rename(out, tmp_path / ".out.dlconfig-old-0123abcd")  # what the kill left
    _export(NEW, out, kb)
    assert (out / "notes.txt").read_text() == "mine"
    assert (out / "k8s" / "deployment.yaml").is_file()
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


@pytest.mark.usefixtures("umask_022")
def test_folders_and_files_follow_the_umask(
    old_bundle: Path, tmp_path: Path, kb: KnowledgeBase
) -> None:
    out = old_bundle
    assert stat.S_IMODE(out.stat().st_mode) == 0o755
    assert stat.S_IMODE((out / "k8s").stat().st_mode) == 0o755
    assert stat.S_IMODE((out / "Dockerfile").stat().st_mode) == 0o644
    assert stat.S_IMODE((out / "scripts" / "setup_linux.sh").stat().st_mode) == 0o755
    out.chmod(0o750)  # the user's choice survives a replacement
    _export(NEW, out, kb)
    assert stat.S_IMODE(out.stat().st_mode) == 0o750


@pytest.mark.slow  # a real subprocess or a full run: CI runs it (-m slow)
def test_kill_9_during_force_leaves_the_old_or_the_new_bundle(
    tmp_path: Path, kb: KnowledgeBase
) -> None:
    expected = {}
    for name in (OLD, NEW):
        _export(name, tmp_path / "expected" / name, kb, force=False)
        expected[name] = (tmp_path / "expected" / name / replace.MANIFEST).read_text()
    work = tmp_path / "work"
    out = work / "out"
    _export(OLD, out, kb, force=False)
    (out / "notes.txt").write_text("mine")
    rng = random.Random(18)
    plans = [PLANS_DIR / f"{NEW}.json", PLANS_DIR / f"{OLD}.json"]
    for _ in range(5):
        kill_during_force(out, plans, rng.uniform(0.0, 0.4))
        replace.finish_interrupted(out)  # what the next export does first
        assert replace.bundle_problems(out) == []
        manifest = (out / replace.MANIFEST).read_text()
        assert manifest in expected.values()
        listed = set(json.loads(manifest)["files"])
        assert set(_tree(out)) == listed | {"notes.txt", replace.MANIFEST}
        assert (out / "notes.txt").read_text() == "mine"
    _export(NEW, out, kb)
    assert sorted(p.name for p in work.iterdir()) == ["out"]


def test_a_job_writing_checkpoints_keeps_every_one_through_force(
    tmp_path: Path, kb: KnowledgeBase
) -> None:
    """The README runs train.py in the bundle folder with checkpoints in ./output; a job
    still writing there loses nothing while the bundle is replaced, and its folder keeps
    its inode, mode and extended attributes."""
    from benchmarks.hostile import Counts

    counts = Counts()
    lost, failed = writer_during_force(6, tmp_path, counts, checkpoints=150)
    assert (lost, failed) == (0, 0)
    assert counts["metadata_changed"] == 0


def test_force_keeps_the_folder_and_the_users_files_in_place(
    old_bundle: Path, kb: KnowledgeBase
) -> None:
    out = old_bundle
    data = out / "data"
    data.mkdir()
    (data / "train.jsonl").write_text("{}\n")
    data.chmod(0o750)
    inodes = (out.stat().st_ino, data.stat().st_ino, (data / "train.jsonl").stat().st_ino)
    _export(NEW, out, kb)
    assert inodes == (out.stat().st_ino, data.stat().st_ino, (data / "train.jsonl").stat().st_ino)
    assert stat.S_IMODE(data.stat().st_mode) == 0o750
    assert not (out / replace.MARKER).exists()


def test_an_interrupted_replacement_is_finished_by_the_next_export(
    old_bundle: Path, tmp_path: Path, kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kill after the journal is written and two files are moved in: the next export
    finishes the move (old-only files removed once), then replaces the bundle again."""
    out = old_bundle
    (out / "notes.txt").write_text("mine")
    real_replace = os.replace
    moved = []

    def dying_replace(src: Path, dst: Path) -> None:
        if ".dlconfig-new-" in str(src) and Path(dst).parent != tmp_path:
            if len(moved) == 2:
                raise KeyboardInterrupt  # stands for the kill
            moved.append(dst)
        real_replace(src, dst)

    monkeypatch.setattr(replace.os, "replace", dying_replace)
    with pytest.raises(KeyboardInterrupt):
        _export(NEW, out, kb)
    monkeypatch.setattr(replace.os, "replace", real_replace)
    assert (out / replace.MARKER).exists()
    replace.finish_interrupted(out)
    assert replace.bundle_problems(out) == []
    assert (out / "k8s" / "deployment.yaml").is_file()
    assert not (out / "k8s" / "job.yaml").exists()
    assert (out / "notes.txt").read_text() == "mine"
    assert [p.name for p in tmp_path.iterdir()] == ["out"]
