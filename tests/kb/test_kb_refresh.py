"""``kb refresh`` over recorded pip output: new releases become sourced records."""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

import pytest
from packaging.version import Version

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.base import packaged_kb_root
from dlconfig.kb.refresh import (
    IndexUnreachableError,
    PipOutput,
    _next_version,
    find_new,
    parse_versions,
    refresh,
)
from dlconfig.kb.software import PytorchCatalog, TensorflowCatalog
from dlconfig.kb.store import user_kb_dir

# Recorded on 2026-12-02 with pip 23.2.1 against the package index (download URLs cut to
# the file name, pip's web addresses dropped); "__offline__" is pip with no network.
FIXTURE = Path(__file__).parents[1] / "data" / "pip" / "refresh_torch_tf.json"
TODAY = date(2026, 12, 2)


class RecordedPip:
    """Answers pip calls from the recording; counts them."""

    def __init__(self, offline: bool = False) -> None:
        self.calls: list[str] = []
        self.recorded = json.loads(FIXTURE.read_text(encoding="utf-8"))
        self.offline = offline

    def __call__(self, args: list[str]) -> PipOutput:
        key = list(args)
        if "--target" in key:
            at = key.index("--target")
            del key[at : at + 2]
        self.calls.append(" ".join(key))
        item = self.recorded["__offline__"] if self.offline else self.recorded[" ".join(key)]
        return PipOutput(item["returncode"], item["stdout"], item["stderr"])


def _kb_without_newest(tmp_path: Path) -> KnowledgeBase:
    """The packaged knowledge base less torch 2.15.0 and TensorFlow 2.21.0."""
    root = tmp_path / "kb"
    root.mkdir()
    for item in packaged_kb_root().iterdir():
        if item.is_file():
            (root / item.name).write_bytes(item.read_bytes())
    torch = (root / "pytorch.yaml").read_text(encoding="utf-8")
    (root / "pytorch.yaml").write_text(torch[: torch.index('  - version: "2.15.0"')], "utf-8")
    tf = (root / "tensorflow.yaml").read_text(encoding="utf-8")
    (root / "tensorflow.yaml").write_text(re.sub(r'  - \{version: "2\.21\.0".*\n', "", tf), "utf-8")
    return KnowledgeBase(root)


def test_versions_are_final_releases_only() -> None:
    text = "torch (2.15.0)\nAvailable versions: 2.15.0, 2.13.0+cpu, 2.16.0rc1, 2.14.1\n"
    assert [str(v) for v in parse_versions(text)] == ["2.15.0", "2.14.1"]
    assert parse_versions("ERROR: No matching distribution found for torch") == []


def test_new_releases_are_read_from_the_wheels_metadata(tmp_path: Path) -> None:
    found = {f.dataset: f for f in find_new(_kb_without_newest(tmp_path), RecordedPip(), TODAY)}
    (torch,) = found["pytorch"].records
    assert torch["version"] == "2.15.0" and torch["python"] == {"min": "3.11", "max": "3.15"}
    assert torch["variants"] == [
        {
            "id": "cu132",
            "cuda": "13.2",
            "platforms": ["linux"],
            "on_pypi": True,
            "cudnn": "9.26.0.51",
        }
    ]
    assert torch["source"].startswith("package index metadata: torch 2.15.0 wheels")
    (tf,) = found["tensorflow"].records
    assert (tf["version"], tf["cuda"], tf["cudnn"]) == ("2.21.0", "12.5", "9.3")
    assert tf["python"] == {"min": "3.10", "max": "3.13"} and tf["and_cuda_extra"] is True


def test_refresh_installs_a_dated_knowledge_base(tmp_path: Path) -> None:
    kb = _kb_without_newest(tmp_path)
    result = refresh(kb, TODAY, RecordedPip())
    assert result.added == ("torch 2.15.0", "tensorflow 2.21.0")
    assert result.path == user_kb_dir() and result.version is not None
    assert Version(result.version) > Version(KnowledgeBase().version)
    installed = KnowledgeBase(user_kb_dir())
    torch = installed.dataset("pytorch", PytorchCatalog)
    assert [r.version for r in torch.releases][-1] == "2.15.0"
    assert "2.21.0" in {
        r.version for r in installed.dataset("tensorflow", TensorflowCatalog).releases
    }
    assert installed.as_of == TODAY


def test_nothing_new_changes_nothing(tmp_path: Path) -> None:
    pip = RecordedPip()
    result = refresh(KnowledgeBase(), TODAY, pip)
    assert result.added == () and result.version is None
    assert not user_kb_dir().exists()
    # one listing per package and no per-Python or metadata reads when nothing is new
    assert pip.calls == ["index versions torch", "index versions tensorflow"]


def test_offline_raises_one_line_and_changes_nothing(tmp_path: Path) -> None:
    with pytest.raises(IndexUnreachableError) as err:
        refresh(_kb_without_newest(tmp_path), TODAY, RecordedPip(offline=True))
    assert str(err.value) == "ERROR: No matching distribution found for torch"
    assert not user_kb_dir().exists()


@pytest.mark.parametrize(
    ("current", "today", "want"),
    [
        ("2026.12.02.1", date(2026, 12, 2), "2026.12.02.2"),
        ("2026.12.02", date(2026, 12, 3), "2026.12.03"),
        ("2026.12.02", date(2026, 12, 1), "2026.12.02.1"),  # a clock behind the KB
    ],
)
def test_the_refreshed_version_is_newer(current: str, today: date, want: str) -> None:
    assert _next_version(current, today) == want
