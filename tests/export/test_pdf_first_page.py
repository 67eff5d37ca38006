"""report.pdf is approvable from page 1: the decision, time, cost with its unit, the main
risks; names people know, never raw ids; every page numbered and footed with the
knowledge base; the charts' legends as text; Chinese first pages without English labels."""

from __future__ import annotations

import re
import shutil
import subprocess
from datetime import date, datetime, timezone
from pathlib import Path
from types import SimpleNamespace

import pytest

from dlconfig.bench import BenchReport, BenchResult, BenchStatus
from dlconfig.export.pdf import render_pdf
from dlconfig.export.pdf_summary import decision, run_cost, usd
from dlconfig.export.readme import all_reasons
from dlconfig.export.readme.texts import t
from dlconfig.i18n.labels import LABELS
from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import default_workload, load_workload

pytestmark = pytest.mark.skipif(
    shutil.which("pdftotext") is None or shutil.which("pdfinfo") is None,
    reason="poppler-utils is not installed",
)

ROOT = Path(__file__).resolve().parents[2]
PROFILES = ROOT / "tests" / "data" / "profiles"
WORKLOADS = {
    "lora": (None, "consumer_gpu"),
    "serve70": (ROOT / "docs" / "report" / "llama-70b-cloud-serving.yaml", "consumer_gpu"),
    "finnlp": (ROOT / "docs" / "report" / "financial-nlp-tf-serving.yaml", "no_gpu"),
}
RAW_IDS = ("gb200", "rtx-4090", "onprem", "rtx-5070", "serverless-")


def _plan(name: str, kb: KnowledgeBase) -> Plan:
    path, profile = WORKLOADS[name]
    workload = default_workload() if path is None else load_workload(path)
    machine = HardwareProfile.model_validate_json((PROFILES / f"{profile}.json").read_text())
    return make_plan(workload, machine, kb, date(2026, 12, 2))


def _text(pdf: Path, page: int | None = None) -> str:
    pages = ["-f", str(page), "-l", str(page)] if page else []
    run = subprocess.run(["pdftotext", *pages, str(pdf), "-"], capture_output=True, check=True)
    return run.stdout.decode("utf-8")  # exactly what a reader copies out: no normalising


def _pages(pdf: Path) -> int:
    run = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    return int(next(x.split()[-1] for x in run.stdout.splitlines() if x.startswith("Pages:")))


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def reports(
    qapp: object, kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory
) -> dict[tuple[str, str], tuple[Plan, Path]]:
    out = tmp_path_factory.mktemp("first_page")
    done = {}
    for name in WORKLOADS:
        plan = _plan(name, kb)
        for lang in ("en", "zh_CN", "zh_TW"):
            pdf = out / f"{name}_{lang}.pdf"
            pdf.write_bytes(render_pdf(plan, lang, kb))
            done[name, lang] = (plan, pdf)
    return done


@pytest.mark.parametrize("name", list(WORKLOADS))
def test_first_page_says_decision_time_cost_and_risks(
    reports: dict[tuple[str, str], tuple[Plan, Path]], kb: KnowledgeBase, name: str
) -> None:
    plan, pdf = reports[name, "en"]
    first = _flat(_text(pdf, 1))
    assert _flat(decision(plan, kb, "en")) in first
    # hours, with days only past a day ("0.7 h", "36.0 h (1.5 days)")
    time_label = re.escape(t("report.time", "en"))
    assert re.search(time_label + r" [\d.,]+ h\b", first) or t("report.serving", "en") in first
    assert "(0.0 days)" not in first
    # a month for serving (or hardware one has), a run for training
    serving = plan.workload.mode.value == "inference"
    picked = plan.decision.chosen if plan.decision else None
    owned = picked is not None and picked.price_mode in ("owned", "bought")
    assert (t("report.cost_month", "en") in first) is (serving or owned)
    assert (t("report.cost_run", "en") in first) is not serving
    # a cost carries its unit; an unknown one is "—" with the note saying nothing is guessed
    assert re.search(r"[\d,.]+ USD", first) or _flat(t("report.no_price", "en")) in first, first
    for label_id in ("report.why", "report.risks", "report.sign_off"):
        assert t(label_id, "en") in first, label_id
    chosen = plan.decision.chosen if plan.decision else None
    here = chosen is not None and chosen.kind == "local"
    assert (t("report.lacks", "en") in first) is here


def test_a_machine_that_cannot_run_the_plan_says_so(
    reports: dict[tuple[str, str], tuple[Plan, Path]],
) -> None:
    plan, pdf = reports["serve70", "en"]
    assert plan.hardware is not None and plan.hardware.local_fit is False
    first = _flat(_text(pdf, 1))
    # the plan runs elsewhere: page 1 is about the target, not the planning machine
    misfit = t("report.local_misfit", "en")
    assert misfit not in first and t("report.lacks", "en") not in first
    findings = _flat(_text(pdf)).rsplit(t("report.findings", "en"), 1)[1]
    assert t("report.no_findings", "en") not in findings
    assert misfit in findings


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_the_text_read_back_is_the_text_written(
    reports: dict[tuple[str, str], tuple[Plan, Path]], kb: KnowledgeBase, lang: str
) -> None:
    """No ideograph comes back as a radical (CJK fonts share those glyphs); page 1's
    decision line reads back exactly as the report wrote it, with the decision's GPU,
    count and place as the plan has them."""
    for name in WORKLOADS:
        plan, pdf = reports[name, lang]
        text = _text(pdf)
        # radicals for ideographs, ligatures for letter pairs ("ﬁ" for "fi")
        stand_ins = sorted(
            {c for c in text if 0x2E80 <= ord(c) <= 0x2FDF or 0xFB00 <= ord(c) <= 0xFB06}
        )
        assert not stand_ins, (name, "".join(stand_ins))
        first = _flat(_text(pdf, 1))
        # pdftotext joins a name broken at its hyphen at a line's end ("financial-" "news")
        unhyphened = first.replace("-", "")
        assert _flat(decision(plan, kb, lang)).replace("-", "") in unhyphened, name
        chosen = plan.decision.chosen if plan.decision else None
        if chosen is not None:
            assert chosen.gpu_name in first, name
            assert f"{chosen.gpus_per_node * chosen.nodes}" in first, name
        for key in ("report.cost_run", "report.cost_month"):
            label = t(key, lang).split("{")[0].strip()
            if label and label in first:
                break
        else:
            raise AssertionError(f"{name}: no cost line on page 1 ({lang})")


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_no_raw_ids_anywhere(reports: dict[tuple[str, str], tuple[Plan, Path]], lang: str) -> None:
    for name in WORKLOADS:
        text = _text(reports[name, lang][1])
        for raw in RAW_IDS:
            assert raw not in text, f"{raw!r} printed in {name} ({lang})"


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_every_page_is_numbered_and_footed_with_the_kb(
    reports: dict[tuple[str, str], tuple[Plan, Path]], lang: str
) -> None:
    plan, pdf = reports["lora", lang]
    pages = _pages(pdf)
    assert pages >= 3
    assert plan.kb_version and plan.kb_as_of
    for page in range(1, pages + 1):
        text = _flat(_text(pdf, page))
        if lang == "en":
            assert f"Page {page} of {pages}" in text, page
        else:  # CJK fonts map some ideographs to radicals NFKC leaves alone
            assert re.search(rf"第 {page} \S[，,]共 {pages} \S", text), (page, text[-60:])
        assert plan.kb_version in text and plan.kb_as_of.isoformat() in text, page


def test_contents_lists_the_sections_with_their_pages(
    reports: dict[tuple[str, str], tuple[Plan, Path]],
) -> None:
    _, pdf = reports["finnlp", "en"]
    second = _text(pdf, 2)
    assert "Contents" in second
    for heading in ("Workload", "Hardware options", "Infrastructure and cost", "Findings"):
        assert re.search(rf"{heading}\s*\n?\s*\d+", second) or heading in second


@pytest.mark.parametrize(
    ("lang", "legends"),
    [
        ("en", ["Weights: 0.2 GiB", "Cost per month", "Latency to users (ms)"]),
        ("zh_CN", [": 0.2 GiB", "49 ms", "USD"]),
        ("zh_TW", [": 0.2 GiB", "49 ms", "USD"]),
    ],
)
def test_charts_carry_their_legends_as_text(
    reports: dict[tuple[str, str], tuple[Plan, Path]], lang: str, legends: list[str]
) -> None:
    text = _flat(_text(reports["finnlp", lang][1]))
    for legend in legends:
        assert _flat(legend) in text, legend
    month = reports["finnlp", lang][0].infra.options[0].monthly_cost_usd  # type: ignore[union-attr]
    assert month is not None and f"{month:,.0f} USD" in text


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_chinese_first_pages_have_no_english_labels(
    reports: dict[tuple[str, str], tuple[Plan, Path]], lang: str
) -> None:
    for name in WORKLOADS:
        first = _flat(_text(reports[name, lang][1], 1))
        for key, english in LABELS.items():
            if t(key, lang) == english or not re.search(r"[a-z]{3}", english):
                continue
            words = re.sub(r"\{[a-z_]+\}", " ", english).split()
            probe = " ".join(w for w in words if w.isalpha())
            if len(probe) < 4 or probe in ("dlconfig",):
                continue
            assert not re.search(rf"\b{re.escape(probe)}\b", first), (name, key, probe)


def test_table_rows_never_split_across_pages(
    reports: dict[tuple[str, str], tuple[Plan, Path]],
) -> None:
    plan, pdf = reports["lora", "en"]

    # the source column's words may come between a cell's lines, and lines break anywhere
    def cells(text: str) -> str:
        return re.sub(r"\s+|—|\bsource\b", "", text)

    pages = [cells(_text(pdf, i)) for i in range(1, _pages(pdf) + 1)]
    assert len(pages) >= 4
    for _section, reason in all_reasons(plan):
        text = cells(reason.text)
        assert any(text in page for page in pages), f"row split or missing: {text!r}"


@pytest.mark.parametrize("name", list(WORKLOADS))
def test_chart_headings_stay_with_their_charts(
    reports: dict[tuple[str, str], tuple[Plan, Path]], name: str
) -> None:
    _, pdf = reports[name, "en"]
    pages = [_flat(_text(pdf, i)) for i in range(1, _pages(pdf) + 1)]
    pairs = {
        "VRAM breakdown (GiB per GPU)": "Weights:",
        "Cost per option (USD)": "Cost per",
        "Latency per region (ms)": "Latency to users (ms)",
        "Time per run by GPU option (hours)": "Time per run",
    }
    for heading, legend in pairs.items():
        for page in pages:
            if heading in page:
                assert legend in page.split(heading, 1)[1], (heading, page[-300:])


def test_bench_without_comparisons_gets_the_expected_figures(
    qapp: object, kb: KnowledgeBase, tmp_path: Path
) -> None:
    plan = _plan("lora", kb)  # an RTX 4090 machine
    report = BenchReport(
        started_at=datetime(2026, 12, 1, 9, 30, tzinfo=timezone.utc),
        is_quick=True,
        results=[
            BenchResult(
                code="gpu.matmul_bf16",
                label="GPU matmul BF16",
                status=BenchStatus.OK,
                value=120.0,
                unit="TFLOP/s",
            )
        ],
    )
    pdf = tmp_path / "bench.pdf"
    pdf.write_bytes(render_pdf(plan, "en", kb, bench=report))
    section = _flat(_text(pdf)).split("Measured speed of this machine", 1)[1]
    row = section.split("GPU matrix multiply (BF16)", 1)[1][:200]
    assert re.search(r"\d[\d,.]* TFLOP/s \(", row), row  # the catalog's peak, not "—"
    assert re.search(r"\d[\d.]*%", row), row


def test_costs_are_read_defensively() -> None:
    """The ranked run cost is used; a plan saved before it has its training cost; a
    serving place is priced per month, not per run; an unknown cost is "—"."""
    newer = SimpleNamespace(cost_basis="run", run_cost_usd=12.5, train_cost_usd=99.0)
    older = SimpleNamespace(cost_basis=None, run_cost_usd=None, train_cost_usd=99.0)
    serving = SimpleNamespace(cost_basis="month", run_cost_usd=500.0, train_cost_usd=None)
    unknown = SimpleNamespace(cost_basis="run", run_cost_usd=None, train_cost_usd=None)
    assert run_cost(newer) == 12.5  # type: ignore[arg-type]
    assert run_cost(older) == 99.0  # type: ignore[arg-type]
    assert run_cost(serving) is None  # type: ignore[arg-type]
    assert run_cost(unknown) is None  # type: ignore[arg-type]
    assert usd(None) == "—"
    assert usd(1599) == "1,599 USD"


def test_the_summary_names_the_gpus_where_the_plan_runs(kb: KnowledgeBase, tmp_path: Path) -> None:
    """Planned on a machine without a GPU, page 1 names the decision's GPUs, place, time
    and cost, the same figures the plan JSON holds, and no second answer."""
    machine = HardwareProfile.model_validate_json((PROFILES / "no_gpu.json").read_text())
    plan = make_plan(default_workload(), machine, kb, date(2026, 12, 2))
    chosen = plan.decision.chosen if plan.decision else None
    assert chosen is not None and plan.hardware is not None
    assert plan.hardware.choice.gpu == chosen.gpu
    pdf = tmp_path / "report.pdf"
    pdf.write_bytes(render_pdf(plan, "en", kb))
    first = _flat(_text(pdf, 1))
    assert f"on {chosen.gpus_per_node} × {chosen.gpu_name} (" in first
    assert chosen.hours_per_run is not None and f"{chosen.hours_per_run:,.1f} h" in first
    assert chosen.run_usd is not None and f"{chosen.run_usd:,.2f} USD" in first
