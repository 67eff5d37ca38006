"""Page 1 of report.pdf for every shipped workload in three languages, written to
docs/report as PNG (pdftoppm). Dev-only; planned on tests/data/profiles/consumer_gpu.json.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/report_pages.py
"""

from __future__ import annotations

import subprocess
import tempfile
from datetime import date
from pathlib import Path

from PySide6.QtWidgets import QApplication

from dlconfig.export.pdf import render_pdf
from dlconfig.kb import KnowledgeBase
from dlconfig.models.hardware import HardwareProfile
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import load_workload

ROOT = Path(__file__).resolve().parents[1]
PROFILE = ROOT / "tests" / "data" / "profiles" / "consumer_gpu.json"
OUT = ROOT / "docs" / "report"


def main() -> None:
    app = QApplication([])
    kb = KnowledgeBase()
    machine = HardwareProfile.model_validate_json(PROFILE.read_text(encoding="utf-8"))
    for old in OUT.glob("*_page1.png"):
        old.unlink()
    with tempfile.TemporaryDirectory() as tmp:
        for path in sorted((ROOT / "dlconfig" / "resources" / "workloads").glob("*.yaml")):
            plan = make_plan(load_workload(path), machine, kb, date.today())
            for lang in ("en", "zh_CN", "zh_TW"):
                pdf = Path(tmp) / f"{path.stem}_{lang}.pdf"
                pdf.write_bytes(render_pdf(plan, lang, kb))
                png = OUT / f"{path.stem}_{lang}_page1"
                pages = ["-f", "1", "-l", "1", "-singlefile"]
                subprocess.run(
                    ["pdftoppm", "-png", "-r", "60", *pages, str(pdf), str(png)], check=True
                )
                print(png.with_suffix(".png").name)
    del app


if __name__ == "__main__":
    main()
