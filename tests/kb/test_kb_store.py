"""Knowledge-base age warning, loading a user-imported kb, and importing hostile input."""

from __future__ import annotations

import io
import shutil
import tarfile
import zipfile
from datetime import date, timedelta
from pathlib import Path

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.price_import import price_overlay_dir
from dlconfig.kb.software import PytorchCatalog
from dlconfig.kb.store import (
    MAX_IMPORT_FILE_BYTES,
    MAX_IMPORT_MEMBERS,
    KbImportError,
    build_archive,
    import_kb,
    kb_age_warning,
    load_kb,
    load_kb_report,
    reset_user_kb,
    user_kb_dir,
)
from tests.kb_copies import copy_packaged_kb as _copy_kb


def test_age_warning_after_180_days() -> None:
    kb = KnowledgeBase()
    assert kb_age_warning(kb, kb.as_of + timedelta(days=180)) is None
    warning = kb_age_warning(kb, kb.as_of + timedelta(days=181))
    assert warning is not None and "181 days" in warning and "kb import" in warning


def test_packaged_kb_is_used_by_default() -> None:
    kb, problem = load_kb_report()
    assert problem is None and kb.version == KnowledgeBase().version


def test_import_folder_installs_and_is_preferred(tmp_path: Path) -> None:
    result = import_kb(_copy_kb(tmp_path / "new"))
    assert result.version == "2027.06.01" and result.path == user_kb_dir()
    assert load_kb().version == "2027.06.01"


def test_import_zip_and_tar(tmp_path: Path) -> None:
    source = _copy_kb(tmp_path / "new")
    archive = tmp_path / "kb.zip"
    archive.write_bytes(build_archive(source))
    assert import_kb(archive).version == "2027.06.01"
    tgz = tmp_path / "kb.tar.gz"
    with tarfile.open(tgz, "w:gz") as tar:
        tar.add(source, arcname="kb")
    assert import_kb(tgz).version == "2027.06.01"


def _installed_bytes() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(user_kb_dir().iterdir())}


@pytest.fixture
def installed(tmp_path: Path) -> dict[str, bytes]:
    import_kb(_copy_kb(tmp_path / "first", version="2027.03.01", as_of="2027-03-01"))
    return _installed_bytes()


def _reject(path: Path, installed: dict[str, bytes], fragment: str) -> None:
    with pytest.raises(KbImportError) as err:
        import_kb(path)
    assert fragment in str(err.value)
    assert _installed_bytes() == installed, "the installed knowledge base changed"
    assert load_kb().version == "2027.03.01"
    leftovers = [p.name for p in user_kb_dir().parent.iterdir() if p.name != "kb"]
    assert not [n for n in leftovers if n.startswith(("kb-import-", "kb.old-"))]


def test_reject_schema_error(tmp_path: Path, installed: dict[str, bytes]) -> None:
    bad = _copy_kb(tmp_path / "bad")
    text = (bad / "pytorch.yaml").read_text(encoding="utf-8")
    (bad / "pytorch.yaml").write_text(text.replace('max: "3.14"', 'max: "3.1x"', 1), "utf-8")
    _reject(bad, installed, "pytorch.yaml")


def test_reject_reversed_range(tmp_path: Path, installed: dict[str, bytes]) -> None:
    bad = _copy_kb(tmp_path / "bad")
    text = (bad / "tensorflow.yaml").read_text(encoding="utf-8")
    (bad / "tensorflow.yaml").write_text(
        text.replace('python: {min: "3.10", max: "3.13"}', 'python: {min: "3.13", max: "3.10"}', 1),
        "utf-8",
    )
    _reject(bad, installed, "reversed")


def test_reject_missing_source(tmp_path: Path, installed: dict[str, bytes]) -> None:
    bad = _copy_kb(tmp_path / "bad")
    (bad / "cudnn.yaml").write_text(
        "as_of: 2027-06-01\nmajors:\n  - {major: 9, cuda_majors: [12], as_of: 2027-06-01}\n",
        "utf-8",
    )
    _reject(bad, installed, "source")


def test_reject_yaml_bomb(tmp_path: Path, installed: dict[str, bytes]) -> None:
    bad = _copy_kb(tmp_path / "bad")
    lines = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    for i in range(1, 12):
        lines.append(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]")
    (bad / "os.yaml").write_text("\n".join(lines) + "\n", "utf-8")
    _reject(bad, installed, "anchors")


def test_reject_deep_nesting(tmp_path: Path, installed: dict[str, bytes]) -> None:
    bad = _copy_kb(tmp_path / "bad")
    (bad / "os.yaml").write_text("x: " + "[" * 500 + "]" * 500 + "\n", "utf-8")
    _reject(bad, installed, "nested deeper")


def test_reject_huge_file(tmp_path: Path, installed: dict[str, bytes]) -> None:
    bad = _copy_kb(tmp_path / "bad")
    (bad / "os.yaml").write_bytes(b"#" * (MAX_IMPORT_FILE_BYTES + 1))
    _reject(bad, installed, "larger than")


def test_reject_python_tag(tmp_path: Path, installed: dict[str, bytes]) -> None:
    bad = _copy_kb(tmp_path / "bad")
    (bad / "os.yaml").write_text("x: !!python/object/apply:os.system ['true']\n", "utf-8")
    _reject(bad, installed, "os.yaml")


def test_reject_older_version(tmp_path: Path, installed: dict[str, bytes]) -> None:
    _reject(
        _copy_kb(tmp_path / "old", version="2001.01.01", as_of="2001-01-01"), installed, "older"
    )


def test_reject_path_traversal_zip(tmp_path: Path, installed: dict[str, bytes]) -> None:
    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("../../evil.yaml", "x: 1\n")
    _reject(archive, installed, "'..'")
    assert not (tmp_path / "evil.yaml").exists()


def test_reject_absolute_path_tar(tmp_path: Path, installed: dict[str, bytes]) -> None:
    archive = tmp_path / "evil.tar"
    with tarfile.open(archive, "w") as tar:
        data = b"x: 1\n"
        info = tarfile.TarInfo("/etc/evil.yaml")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    _reject(archive, installed, "absolute")


def test_reject_symlink_in_tar(tmp_path: Path, installed: dict[str, bytes]) -> None:
    archive = tmp_path / "link.tar"
    with tarfile.open(archive, "w") as tar:
        info = tarfile.TarInfo("kb/os.yaml")
        info.type = tarfile.SYMTYPE
        info.linkname = "/etc/passwd"
        tar.addfile(info)
    _reject(archive, installed, "plain files")


def test_reject_not_an_archive(tmp_path: Path, installed: dict[str, bytes]) -> None:
    junk = tmp_path / "kb.bin"
    junk.write_bytes(b"\x00\x01garbage" * 100)
    _reject(junk, installed, "not a folder")


def test_reject_missing_dataset(tmp_path: Path, installed: dict[str, bytes]) -> None:
    bad = _copy_kb(tmp_path / "bad")
    (bad / "cuda.yaml").unlink()
    _reject(bad, installed, "cuda: missing")


@pytest.mark.allow_log_warnings  # the fallback is logged
def test_damaged_installed_kb_falls_back(tmp_path: Path, installed: dict[str, bytes]) -> None:
    (user_kb_dir() / "pytorch.yaml").write_text("releases: [[[", encoding="utf-8")
    kb, problem = load_kb_report()
    assert kb.version == KnowledgeBase().version
    assert problem is not None and "pytorch.yaml" in problem


def test_import_is_not_confused_by_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = _copy_kb(tmp_path / "new")
    monkeypatch.chdir(tmp_path)
    assert import_kb(Path("new")).version == "2027.06.01"
    shutil.rmtree(source)
    assert load_kb().version == "2027.06.01"


def test_reject_too_many_members(tmp_path: Path, installed: dict[str, bytes]) -> None:
    archive = tmp_path / "many.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for i in range(MAX_IMPORT_MEMBERS + 1):
            zf.writestr(f"kb/f{i}.yaml", "x: 1\n")
    _reject(archive, installed, "more than")


def test_reject_zip_symlink(tmp_path: Path, installed: dict[str, bytes]) -> None:
    archive = tmp_path / "link.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        info = zipfile.ZipInfo("kb/os.yaml")
        info.external_attr = 0o120777 << 16
        zf.writestr(info, "/etc/passwd")
    _reject(archive, installed, "links")


def test_reject_price_in_unknown_region(tmp_path: Path, installed: dict[str, bytes]) -> None:
    bad = _copy_kb(tmp_path / "bad")
    text = (bad / "prices.yaml").read_text(encoding="utf-8")
    needle = "instance_type: p5.48xlarge, region: us-east-1,"
    assert needle in text
    (bad / "prices.yaml").write_text(
        text.replace(needle, "instance_type: p5.48xlarge, region: mars-north-1,", 1), "utf-8"
    )
    _reject(bad, installed, "region 'mars-north-1' is not a region of aws")


def test_reject_a_version_beyond_a_year_from_today(
    tmp_path: Path, installed: dict[str, bytes]
) -> None:
    _reject(
        _copy_kb(tmp_path / "future", version="2099.01.01", as_of="2099-01-01"),
        installed,
        "more than a year after today",
    )


def test_a_version_within_a_year_from_today_is_taken(tmp_path: Path) -> None:
    source = _copy_kb(tmp_path / "soon", version="2027.12.01", as_of="2027-12-01")
    assert import_kb(source, today=date(2026, 12, 2)).version == "2027.12.01"
    with pytest.raises(KbImportError, match="more than a year after today"):
        import_kb(source, today=date(2026, 11, 29))


def test_an_import_interrupted_between_its_renames_is_undone(
    tmp_path: Path, installed: dict[str, bytes]
) -> None:
    # killed after moving the installed knowledge base aside, before moving the new one in
    user_kb_dir().rename(user_kb_dir().with_name("kb.old-1234abcd"))
    assert load_kb().version == "2027.03.01"
    assert _installed_bytes() == installed
    assert not list(user_kb_dir().parent.glob("kb.old-*"))


def test_a_failed_rename_restores_the_installed_kb(
    tmp_path: Path, installed: dict[str, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_rename = Path.rename

    def failing(self: Path, target: Path) -> Path:
        if self.name.startswith("kb-import-"):
            raise OSError("disk full")
        return real_rename(self, target)

    monkeypatch.setattr(Path, "rename", failing)
    with pytest.raises(OSError, match="disk full"):
        import_kb(_copy_kb(tmp_path / "new"))
    assert _installed_bytes() == installed
    assert load_kb().version == "2027.03.01"


def test_reset_removes_the_imported_kb_and_overlays(
    tmp_path: Path, installed: dict[str, bytes]
) -> None:
    price_overlay_dir().mkdir(parents=True)
    removed = reset_user_kb()
    assert removed == [user_kb_dir(), price_overlay_dir()]
    assert load_kb().version == KnowledgeBase().version
    assert reset_user_kb() == []


def _with_index(source: Path, url: str) -> Path:
    path = source / "pytorch.yaml"
    text = path.read_text(encoding="utf-8")
    old = next(line for line in text.splitlines() if line.startswith("index_base_url:"))
    path.write_text(text.replace(old, f'index_base_url: "{url}"'), encoding="utf-8")
    return source


def test_a_kb_naming_another_package_index_is_refused_unless_trusted(
    tmp_path: Path, installed: dict[str, bytes], capsys: pytest.CaptureFixture[str]
) -> None:
    """Every exported bundle downloads torch from the KB's index: an import that moves it is
    refused with both URLs named, the installed KB unchanged; --trust-index accepts it."""
    from dlconfig.cli import main
    from dlconfig.kb.store import KbIndexChangeError

    moved = _with_index(_copy_kb(tmp_path / "moved"), "https://mirror.example.org/whl")
    with pytest.raises(KbIndexChangeError) as err:
        import_kb(moved)
    assert err.value.imported == "https://mirror.example.org/whl"
    assert err.value.current == KnowledgeBase().dataset("pytorch", PytorchCatalog).index_base_url
    assert _installed_bytes() == installed
    assert main(["kb", "import", str(moved)]) == 2
    said = capsys.readouterr().err
    assert "https://mirror.example.org/whl" in said and "--trust-index" in said
    assert _installed_bytes() == installed
    assert main(["kb", "import", str(moved), "--trust-index"]) == 0
    assert load_kb().version == "2027.06.01"


def test_a_kb_with_the_same_index_needs_no_trust(tmp_path: Path) -> None:
    assert import_kb(_copy_kb(tmp_path / "same")).version == "2027.06.01"
