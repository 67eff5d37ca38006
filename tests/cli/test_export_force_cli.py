"""``dlconfig-cli export --force`` into a folder holding the user's own files."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.cli import main
from tests.export.conftest import PLANS_DIR


def test_force_names_the_users_readme_exits_2_and_keeps_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "README.md").write_text("# my project\n")
    plan = str(PLANS_DIR / "cpu_only_laptop.json")
    code = main(["export", plan, "--out", str(out), "--force", "--no-pdf"])
    err = capsys.readouterr().err
    assert code == 2
    assert "README.md" in err and "nothing was changed" in err
    assert [p.name for p in out.iterdir()] == ["README.md"]
    assert (out / "README.md").read_text() == "# my project\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_force_says_which_of_the_users_files_it_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    plan = str(PLANS_DIR / "cpu_only_laptop.json")
    assert main(["export", plan, "--out", str(out), "--no-pdf"]) == 0
    (out / "notes.txt").write_text("mine")
    assert main(["export", plan, "--out", str(out), "--no-pdf", "--force"]) == 0
    assert "Kept 1 file that is not the bundle's: notes.txt" in capsys.readouterr().out
    assert (out / "notes.txt").read_text() == "mine"
