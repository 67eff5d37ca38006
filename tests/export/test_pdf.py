"""report.pdf opens, carries the key figures as text, and has real Chinese headings."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from dlconfig.export.bundle import BundleResult
from dlconfig.export.pdf import render_pdf
from dlconfig.export.readme.texts import t
from dlconfig.kb.base import KnowledgeBase

from .conftest import load_plan

pytestmark = pytest.mark.skipif(
    shutil.which("pdftotext") is None or shutil.which("pdfinfo") is None,
    reason="poppler-utils is not installed",
)


def _text(pdf: Path) -> str:
    run = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, check=True)
    return run.stdout.decode("utf-8")  # as a reader copies it: no normalising


def _pages(pdf: Path) -> int:
    run = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    return int(
        next(line.split()[-1] for line in run.stdout.splitlines() if line.startswith("Pages:"))
    )


@pytest.mark.parametrize(
    ("name", "figures"),
    [
        ("linux_single_gpu_pytorch", ["1 × GeForce RTX 4090", "PyTorch 2.9.1", "12.8", "14.2 GiB"]),
        (
            "linux_multinode_pytorch",
            [
                "8 × NVIDIA A100 SXM4 40GB × 4 nodes",
                "2.9.1",
                "12.8",
                "35.5 GiB",
                "v2.3.0",
                "48,000",
            ],
        ),
        ("tensorflow_multi_gpu", ["4 × NVIDIA RTX A6000", "TensorFlow 2.20.0", "12.5", "9.8 GiB"]),
        ("cpu_only_laptop", ["none (CPU only)", "PyTorch 2.9.1"]),
    ],
)
def test_pdf_opens_and_carries_the_key_figures(
    bundles: dict[str, BundleResult], name: str, figures: list[str]
) -> None:
    pdf = bundles[name].out_dir / "report.pdf"
    assert _pages(pdf) >= 2
    text = _text(pdf)
    for figure in figures:
        assert figure in text, f"{figure!r} missing from {name}'s report"
    assert "Hardware options" in text or name == "cpu_only_laptop"


def test_pdf_links_its_sources(bundles: dict[str, BundleResult]) -> None:
    data = (bundles["linux_multinode_pytorch"].out_dir / "report.pdf").read_bytes()
    assert b"/URI (https://github.com/kubeflow/trainer/" in data


def test_pdf_numbers_its_pages(bundles: dict[str, BundleResult]) -> None:
    pdf = bundles["linux_multinode_pytorch"].out_dir / "report.pdf"
    pages = _pages(pdf)
    texts = [
        subprocess.run(
            ["pdftotext", "-f", str(i), "-l", str(i), str(pdf), "-"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        for i in range(1, pages + 1)
    ]
    assert [" ".join(words[-4:]) for words in texts] == [
        f"Page {i} of {pages}" for i in range(1, pages + 1)
    ]


def test_pdf_shows_wsl_steps_for_windows_targets(bundles: dict[str, BundleResult]) -> None:
    assert "WSL2 steps" in _text(bundles["wsl2_pytorch"].out_dir / "report.pdf")
    assert "WSL2 steps" not in _text(bundles["linux_single_gpu_pytorch"].out_dir / "report.pdf")


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_chinese_reports_have_chinese_headings_as_text(
    qapp: object, tmp_path: Path, lang: str, kb: KnowledgeBase
) -> None:
    pdf = tmp_path / "report.pdf"
    pdf.write_bytes(render_pdf(load_plan("wsl2_pytorch"), lang, kb))
    text = _text(pdf)
    for key in (
        "report.title",
        "report.contents",
        "report.stack",
        "report.container_plan",
        "report.wsl_steps",
        "report.findings",
    ):
        assert t(key, lang) in text, f"{t(key, lang)} missing"
    assert "2.9.1" in text and "12.8" in text
    fonts = subprocess.run(
        ["pdffonts", str(pdf)], capture_output=True, text=True, check=True
    ).stdout
    assert "CJK" in fonts, fonts
