"""One knowledge base per CLI invocation: after ``kb import`` of a newer one, every
command (plan, export, regions) reads it, so a plan and the files exported from it name
one knowledge-base version."""

from __future__ import annotations

import json
import shutil
import subprocess
from datetime import timedelta
from pathlib import Path

import pytest

from dlconfig.cli import main
from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan
from tests.kb_copies import copy_packaged_kb
from tests.profiles import load_profile

# A day newer than the packaged knowledge base: new enough to be preferred, near enough
# for the same stack to be planned from its facts.
NEWER_DAY = KnowledgeBase().as_of + timedelta(days=1)
NEWER_VERSION = NEWER_DAY.strftime("%Y.%m.%d")
NEWER_DATE = NEWER_DAY.isoformat()
RENAMED_REGION = "Europe (Frankfurt, from the imported KB)"


def _newer_kb(dest: Path) -> Path:
    """The packaged knowledge base with a newer version and date, and one region renamed."""
    copy_packaged_kb(dest, NEWER_VERSION, NEWER_DATE)
    places = dest / "places.yaml"
    text = places.read_text(encoding="utf-8")
    assert "  name: Europe (Frankfurt)\n" in text
    places.write_text(
        text.replace("  name: Europe (Frankfurt)\n", f"  name: {RENAMED_REGION}\n", 1),
        encoding="utf-8",
    )
    return dest


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def imported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "kb", "import", str(_newer_kb(tmp_path / "newer")))
    assert code == 0, err
    assert NEWER_VERSION in out


@pytest.fixture
def consumer_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    import dlconfig.probe

    def fake_probe() -> HardwareProfile:
        return load_profile("consumer_gpu")

    monkeypatch.setattr(dlconfig.probe, "fast_probe", fake_probe)


# qapp: the PDF writer needs a Qt application; pytest-qt's, so that the GUI tests that
# run later in this process get the QApplication they expect.
@pytest.mark.usefixtures("qapp", "imported", "consumer_gpu")
def test_plan_and_export_name_the_imported_kb(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(capsys, "plan", "--json")
    assert code == 0, err
    planned = json.loads(out)
    assert (planned["kb_version"], planned["kb_as_of"]) == (NEWER_VERSION, NEWER_DATE)

    bundle = tmp_path / "bundle"
    code, out, err = _run(capsys, "export", "--out", str(bundle), "--json")
    assert code == 0, err
    exported = Plan.model_validate_json(
        (bundle / "recommendation.json").read_text(encoding="utf-8")
    )
    assert (exported.kb_version, str(exported.kb_as_of)) == (NEWER_VERSION, NEWER_DATE)
    assert f"knowledge base {NEWER_DATE}" in (bundle / "README.md").read_text(encoding="utf-8")
    if shutil.which("pdftotext") is not None:
        report = subprocess.run(
            ["pdftotext", "-layout", str(bundle / "report.pdf"), "-"],
            capture_output=True,
            check=True,
            text=True,
        ).stdout
        assert NEWER_DATE in report


@pytest.mark.usefixtures("imported")
def test_regions_read_the_imported_kb(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "regions", "--near", "Berlin", "--json")
    assert code == 0, err
    names = {region["name"] for region in json.loads(out)["regions"]}
    assert RENAMED_REGION in names


@pytest.mark.usefixtures("imported")
def test_kb_check_reports_the_imported_kb(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "kb", "check", "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["version"] == NEWER_VERSION and report["imported_kb_problem"] is None
