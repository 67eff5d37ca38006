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
    RefreshCancelledError,
    RefreshProgress,
    find_new,
    parse_versions,
    refresh,
)
from dlconfig.kb.release_overlay import newest_release_overlay, release_overlay_dir
from dlconfig.kb.software import PytorchCatalog, TensorflowCatalog
from dlconfig.kb.store import import_kb, load_kb, load_kb_report, user_kb_dir

# Recorded pip output (see tests/data/pip/refresh/README.md): ``recorded.json`` is pip
# against the package index on 2026-12-02; each other file replaces some answers.
FIXTURES = Path(__file__).parents[1] / "data" / "pip" / "refresh"
TODAY = date(2026, 12, 2)


class RecordedPip:
    """Answers pip calls from the recording, with a scenario's answers over it; counts them."""

    def __init__(self, offline: bool = False, scenario: str | None = None) -> None:
        self.calls: list[str] = []
        self.recorded = json.loads((FIXTURES / "recorded.json").read_text(encoding="utf-8"))
        if scenario is not None:
            self.recorded.update(
                json.loads((FIXTURES / f"{scenario}.json").read_text(encoding="utf-8"))
            )
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
    # platform by platform: the CUDA pieces are required behind platform_system == "Linux",
    # so the same metadata makes the Windows wheel a CPU build and the macOS one MPS
    assert torch["variants"] == [
        {
            "id": "cu132",
            "cuda": "13.2",
            "platforms": ["linux"],
            "on_pypi": True,
            "cudnn": "9.26.0.51",
        },
        {"id": "cpu", "platforms": ["windows"], "on_pypi": True},
        {"id": "mps", "platforms": ["macos"], "on_pypi": True},
    ]
    assert "torch-2.15.0-cp315-cp315-win_amd64.whl" in torch["note"]  # the wheel read
    # the Linux aarch64 wheel is read too, and said in the note (no variant: the stack
    # plans x86_64 Linux hosts)
    assert (
        "Linux aarch64 wheel torch-2.15.0-cp315-cp315-manylinux_2_28_aarch64.whl is a CUDA 13.2"
        in torch["note"]
    )
    assert torch["source"].startswith("package index metadata: torch 2.15.0 wheels")
    (tf,) = found["tensorflow"].records
    assert (tf["version"], tf["cuda"], tf["cudnn"]) == ("2.21.0", "12.5", "9.3")
    assert tf["python"] == {"min": "3.10", "max": "3.13"} and tf["and_cuda_extra"] is True
    # [and-cuda] has no platform marker: the Windows wheel is named, never taken for a GPU build
    assert "windows_native_gpu" not in tf and "win_amd64.whl" in tf["note"]
    assert "tensorflow-2.21.0-cp313-cp313-manylinux_2_27_aarch64.whl" in tf["note"]


def test_a_requirement_counts_only_where_its_marker_holds() -> None:
    from dlconfig.kb.refresh import WheelMetadata, torch_record

    def wheel(platform_tag: str, *lines: str) -> WheelMetadata:
        return WheelMetadata(f"torch-9.0.0-cp312-cp312-{platform_tag}.whl", ">=3.10", lines)

    cuda = 'nvidia-cuda-runtime-cu12==12.8.90; platform_system == "Linux"'
    everywhere = "nvidia-cuda-runtime-cu12==12.8.90"
    record = torch_record(
        Version("9.0.0"),
        ["3.12"],
        {
            "linux": wheel("manylinux_2_28_x86_64", cuda),
            "windows": wheel("win_amd64", cuda),
            "macos": None,
        },
        TODAY,
    )
    assert [(v["id"], v["platforms"]) for v in record["variants"]] == [
        ("cu128", ["linux"]),
        ("cpu", ["windows"]),
    ]
    assert "no macOS arm64 wheel" in record["note"]
    # a wheel that installs the CUDA runtime on Windows too is recorded as the CUDA build
    record = torch_record(
        Version("9.0.0"),
        ["3.12"],
        {"linux": wheel("manylinux_2_28_x86_64", cuda), "windows": wheel("win_amd64", everywhere)},
        TODAY,
    )
    assert record["variants"][1] == {
        "id": "cu128",
        "cuda": "12.8",
        "platforms": ["windows"],
        "on_pypi": True,
    }


def test_refresh_writes_a_dated_overlay_of_what_metadata_established(tmp_path: Path) -> None:
    kb = _kb_without_newest(tmp_path)
    result = refresh(kb, TODAY, RecordedPip())
    assert result.added == ("torch 2.15.0", "tensorflow 2.21.0")
    assert result.path == release_overlay_dir() / "releases-2026-12-02.yaml"
    overlay, _, problem = newest_release_overlay()
    assert overlay is not None and problem is None
    assert overlay.names() == ["torch 2.15.0", "tensorflow 2.21.0"]
    # only the new releases: the packaged knowledge base is not copied
    assert not user_kb_dir().exists()
    (torch,) = overlay.pytorch
    cu132, cpu, mps = torch.variants
    assert (cpu.platforms, mps.platforms) == (["windows"], ["macos"])
    # the GPU code is not in the metadata: assumed from the nearest recorded build, said so
    assert (cu132.arch_list, cu132.arch_assumed_from) == ("cu13x-2.12", "2.14.1 cu132")
    (tf,) = overlay.tensorflow
    assert tf.gpu_code_assumed_from == "2.20.0" and tf.gpu_sass


def test_the_overlay_is_laid_over_the_knowledge_base_in_use(tmp_path: Path) -> None:
    import_kb(_kb_without_newest(tmp_path).root)
    assert "2.15.0" not in {
        r.version for r in load_kb().dataset("pytorch", PytorchCatalog).releases
    }
    refresh(load_kb(), TODAY, RecordedPip())
    kb, problem = load_kb_report()
    assert problem is None
    assert [r.version for r in kb.dataset("pytorch", PytorchCatalog).releases][-1] == "2.15.0"
    assert "2.21.0" in {r.version for r in kb.dataset("tensorflow", TensorflowCatalog).releases}


def test_a_second_refresh_keeps_the_first_ones_releases(tmp_path: Path) -> None:
    import_kb(_kb_without_newest(tmp_path).root)
    refresh(load_kb(), TODAY, RecordedPip(scenario="no_wheels_for_target"))
    refresh(load_kb(), date(2026, 12, 3), RecordedPip())
    overlay, path, _ = newest_release_overlay()
    assert path is not None and path.name == "releases-2026-12-03.yaml"
    assert overlay is not None
    assert overlay.names() == ["torch 2.15.0", "tensorflow 2.21.0"]


def test_an_index_error_midway_changes_nothing(tmp_path: Path) -> None:
    with pytest.raises(IndexUnreachableError, match="HTTP error 503"):
        refresh(_kb_without_newest(tmp_path), TODAY, RecordedPip(scenario="index_error"))
    assert not release_overlay_dir().exists()


def test_a_malformed_report_skips_that_release(tmp_path: Path) -> None:
    result = refresh(_kb_without_newest(tmp_path), TODAY, RecordedPip(scenario="malformed_report"))
    assert result.added == ("tensorflow 2.21.0",)
    assert [str(s) for s in result.skipped] == ["torch 2.15.0 (no readable wheel metadata)"]
    overlay, _, _ = newest_release_overlay()
    assert overlay is not None and overlay.pytorch == []


def test_a_release_without_wheels_for_the_target_is_skipped(tmp_path: Path) -> None:
    pip = RecordedPip(scenario="no_wheels_for_target")
    result = refresh(_kb_without_newest(tmp_path), TODAY, pip)
    assert result.added == ("tensorflow 2.21.0",)
    assert [str(s) for s in result.skipped] == ["torch 2.15.0 (no Linux x86_64 wheel)"]
    assert not any("torch==2.15.0" in call for call in pip.calls)  # its metadata is not read


def test_progress_names_each_release_read(tmp_path: Path) -> None:
    steps: list[RefreshProgress] = []
    refresh(_kb_without_newest(tmp_path), TODAY, RecordedPip(), progress=steps.append)
    assert RefreshProgress("torch", "2.15.0", 8, 9) in steps
    assert RefreshProgress("tensorflow", "2.21.0", 8, 9) in steps
    assert steps[-1] == RefreshProgress("tensorflow", None, 9, 9)


def test_cancel_midway_changes_nothing(tmp_path: Path) -> None:
    pip = RecordedPip()
    with pytest.raises(RefreshCancelledError):
        refresh(_kb_without_newest(tmp_path), TODAY, pip, cancelled=lambda: len(pip.calls) >= 12)
    assert len(pip.calls) == 12  # no pip call after the cancel
    assert not release_overlay_dir().exists()


@pytest.mark.allow_log_warnings
def test_an_overlay_that_does_not_validate_is_refused(tmp_path: Path) -> None:
    import_kb(_kb_without_newest(tmp_path).root)
    refresh(load_kb(), TODAY, RecordedPip())
    path = release_overlay_dir() / "releases-2026-12-02.yaml"
    text = path.read_text(encoding="utf-8").replace("arch_list: cu13x-2.12", "arch_list: nope")
    path.write_text(text, encoding="utf-8")
    kb, problem = load_kb_report()
    assert problem is not None and "refused" in problem and "unknown arch list 'nope'" in problem
    assert "2.15.0" not in {r.version for r in kb.dataset("pytorch", PytorchCatalog).releases}


@pytest.mark.allow_log_warnings
def test_a_damaged_overlay_is_refused(tmp_path: Path) -> None:
    release_overlay_dir().mkdir(parents=True)
    (release_overlay_dir() / "releases-2026-12-02.yaml").write_text("as_of: [", "utf-8")
    kb, problem = load_kb_report()
    assert problem is not None and "releases-2026-12-02.yaml" in problem
    assert kb.version == KnowledgeBase().version


def test_nothing_new_changes_nothing(tmp_path: Path) -> None:
    pip = RecordedPip()
    result = refresh(KnowledgeBase(), TODAY, pip)
    assert result.added == () and result.path is None
    assert not release_overlay_dir().exists()
    # one listing per package and no per-Python or metadata reads when nothing is new
    assert pip.calls == ["index versions torch", "index versions tensorflow"]


def test_offline_raises_one_line_and_changes_nothing(tmp_path: Path) -> None:
    with pytest.raises(IndexUnreachableError) as err:
        refresh(_kb_without_newest(tmp_path), TODAY, RecordedPip(offline=True))
    assert str(err.value) == "ERROR: No matching distribution found for torch"
    assert not release_overlay_dir().exists()
