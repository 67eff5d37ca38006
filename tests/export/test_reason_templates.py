"""One set of reason and finding templates covers every code the engine emits.

For every reason and finding the engine produces over the example workloads, the
recorded machines, the doctor's rule scenarios and the benchmark comparisons: its code
has a template, the English template reproduces the engine's text exactly (so the
params carry everything the sentence says), and the Simplified and Traditional Chinese
templates fill from the same params.
"""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from dlconfig.doctor import checks_passed, diagnose
from dlconfig.i18n import catalog, translate_text, translator
from dlconfig.kb import KnowledgeBase
from dlconfig.models.common import Finding, Reason
from dlconfig.models.messages import (
    FINDING_CODES,
    FIX_TEMPLATES,
    KB_TEXT_CODES,
    LABELS,
    OPTIONAL,
    QT_TRANSLATE_NOOP,
    TEMPLATES,
    When,
    render,
)
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Sharding
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import load_workload
from tests.profiles import PROFILE_NAMES, load_profile

ROOT = Path(__file__).resolve().parents[2]
TODAY = date(2026, 12, 2)
CJK = re.compile(r"[\u4e00-\u9fff]")
# Codes that are not reasons or findings: benchmark figures and stack conflicts.
NOT_REASONS = re.compile(r"^(disk\.|gpu\.|stack\.conflict\.|stack\.framework_not_recorded$)")


def plan_reasons(plan: Plan) -> Iterator[Reason]:
    for part in (plan.requirements, plan.hardware, plan.stack, plan.container, plan.infra):
        if part is not None:
            yield from part.reasons
    yield from plan.reasons
    if plan.hardware is not None:
        for option in plan.hardware.options:
            yield from option.reasons
    if plan.infra is not None:
        for place in plan.infra.options:
            yield from place.reasons


@pytest.fixture(scope="module")
def emitted(kb: KnowledgeBase) -> tuple[list[Reason], list[Finding]]:
    """Everything the engine says about the example workloads on the recorded machines."""
    reasons: list[Reason] = []
    findings: list[Finding] = []
    for path in sorted((ROOT / "dlconfig" / "resources" / "workloads").glob("*.yaml")):
        workload = load_workload(path)
        for name in (None, *PROFILE_NAMES):
            profile = load_profile(name) if name else None
            plan = make_plan(workload, profile, kb, TODAY)
            reasons += plan_reasons(plan)
            findings += plan.findings
            if profile is not None:
                findings += diagnose(profile, plan, kb=kb, today=TODAY)
                findings += checks_passed(profile, plan, kb=kb, today=TODAY)
    for name in PROFILE_NAMES:
        findings += diagnose(load_profile(name), None, kb=kb, today=TODAY)
    return reasons, findings


def _recording(func: Any, record: list[Finding]) -> Any:
    def wrapped(*args: Any, **kwargs: Any) -> list[Finding]:
        found: list[Finding] = func(*args, **kwargs)
        record.extend(found)
        return found

    return wrapped


def _call_recording(
    module: Any, names: tuple[str, ...], record: list[Finding], tmp_path: Path
) -> None:
    """Run every scenario test in ``module`` with ``names`` wrapped to record findings."""
    originals = {name: getattr(module, name) for name in names}
    for name, func in originals.items():
        setattr(module, name, _recording(func, record))
    try:
        for test_name, test in vars(module).items():
            if not test_name.startswith("test_") or not inspect.isfunction(test):
                continue
            wanted = set(inspect.signature(test).parameters)
            if wanted <= {"tmp_path"}:
                folder = tmp_path / test_name
                folder.mkdir()
                test(**({"tmp_path": folder} if wanted else {}))
    finally:
        for name, func in originals.items():
            setattr(module, name, func)


@pytest.fixture(scope="module")
def scenario_findings(tmp_path_factory: pytest.TempPathFactory) -> list[Finding]:
    """Findings of the doctor's and the benchmarks' own scenario tests."""
    import tests.bench.test_bench_expected as bench_tests
    import tests.doctor.test_doctor_rules as doctor_tests

    found: list[Finding] = []
    root = tmp_path_factory.mktemp("scenarios")
    (root / "doctor").mkdir()
    (root / "bench").mkdir()
    _call_recording(doctor_tests, ("run", "diagnose"), found, root / "doctor")
    _call_recording(bench_tests, ("bench_findings",), found, root / "bench")
    return found


def _check(code: str, params: dict[str, Any], english: str, table: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    template = table.get(code)
    if template is None:
        return [f"{code}: no template"]
    got = render(template, params, labels=LABELS)
    if got != english:
        problems.append(f"{code}: English template gives {got!r}, the engine {english!r}")
    for language in ("zh_CN", "zh_TW"):
        text = render(template, params, translator(language), LABELS)
        if text is None or not CJK.search(text):
            problems.append(f"{code}: no {language} text from {params}")
    return problems


def test_every_emitted_reason_has_a_template_filled_by_its_params(
    emitted: tuple[list[Reason], list[Finding]],
) -> None:
    reasons, _ = emitted
    codes = {r.code for r in reasons}
    assert len(codes) > 50
    problems: set[str] = set()
    for reason in reasons:
        if reason.code not in KB_TEXT_CODES:
            problems.update(_check(reason.code, reason.params, reason.text, TEMPLATES))
    assert not problems, "\n".join(sorted(problems))


def test_every_emitted_finding_has_message_and_fix_templates(
    emitted: tuple[list[Reason], list[Finding]], scenario_findings: list[Finding]
) -> None:
    findings = emitted[1] + scenario_findings
    codes = {f.code for f in findings}
    scenario_codes = {f.code for f in scenario_findings}
    assert {"torch.arch_missing", "wsl.wslconfig_encoding", "bench.dataset_disk_slow"} <= (
        scenario_codes
    ), sorted(scenario_codes)
    # the one finding no scenario reaches: a dataset on another disk than the measured one
    assert codes >= FINDING_CODES - {"bench.dataset_not_measured"}, FINDING_CODES - codes
    problems: set[str] = set()
    for finding in findings:
        problems.update(_check(finding.code, finding.params, finding.message, TEMPLATES))
        if finding.fix:
            problems.update(_check(finding.code, finding.params, finding.fix, FIX_TEMPLATES))
    assert not problems, "\n".join(sorted(problems))


def _code_literals() -> set[str]:
    """Reason and finding codes written in the engine's source, f-string families expanded."""
    families = {
        "workload.sharding.": [s.value for s in Sharding if s is not Sharding.NONE],
        "infra.cost.": ["train", "serve_month"],
    }
    out: set[str] = set()
    for folder in ("plan", "doctor", "bench"):
        for path in (ROOT / "dlconfig" / folder).glob("*.py"):
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                if not isinstance(node, ast.Call):
                    continue
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                args: list[ast.expr] = []
                if name in {"Reason", "Finding"}:
                    args = [k.value for k in node.keywords if k.arg == "code"]
                elif name in {"finding", "_reason", "_r", "_eol"} and node.args:
                    args = [node.args[0]]
                for arg in args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        out.add(arg.value)
                    elif isinstance(arg, ast.JoinedStr):
                        head = arg.values[0]
                        assert isinstance(head, ast.Constant), ast.unparse(arg)
                        out.update(str(head.value) + tail for tail in families[str(head.value)])
    return {c for c in out if not NOT_REASONS.match(c)}


def test_every_code_in_the_engine_source_has_a_template() -> None:
    codes = _code_literals()
    assert len(codes) > 100
    assert "os.plan_end_of_support" in codes and "workload.sharding.zero3" in codes
    missing = sorted(c for c in codes - KB_TEXT_CODES if c not in TEMPLATES)
    assert not missing


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_every_template_is_translated_with_the_same_fields(language: str) -> None:
    table = catalog(language)
    problems = []
    for templates in (TEMPLATES, FIX_TEMPLATES):
        for code, template in templates.items():
            for piece in template:
                for alt in piece:
                    text = alt.text if isinstance(alt, When) else alt
                    if not text:
                        continue
                    translated = table.get(text)
                    fields = set(re.findall(r"\{(\w+)", text))
                    if translated is None or set(re.findall(r"\{(\w+)", translated)) != fields:
                        problems.append(f"{code}: {text!r} -> {translated!r}")
    assert not problems, "\n".join(problems)


def test_unknown_codes_and_unfilled_templates_keep_the_english_text() -> None:
    zh = translator("zh_CN")
    assert translate_text("no.such.code", {"x": 1}, "English stays", zh) == "English stays"
    assert translate_text("stack.cudnn", {}, "cuDNN text", zh) == "cuDNN text"
    assert translate_text("stack.cudnn", {"cudnn": None}, "cuDNN text", zh) == "cuDNN text"
    assert translate_text("stack.cudnn", {"cudnn": "9.1"}, "x", zh) == (
        "cuDNN 9.1 是此版本构建时所用的版本。"
    )
    # a translation whose fields the params cannot fill falls back too
    broken = {"stack.cudnn": "{missing}"}
    assert translate_text("stack.cudnn", {"cudnn": "9.1"}, "English", broken.get) == "English"


def test_pieces_conditions_and_labels() -> None:
    template = (
        (When(QT_TRANSLATE_NOOP("ReasonText", "A {n}"), fits=True), "B {n}"),
        ("; {extra}", OPTIONAL),
        (".",),
    )
    assert render(template, {"n": 2, "fits": True}) == "A 2."
    assert render(template, {"n": 2, "fits": 1, "extra": "x"}) == "B 2; x."
    assert render(template, {"fits": True}) is None
    labelled = (("{mode}",),)
    assert render(labelled, {"mode": "on_demand"}, labels=LABELS) == "on demand"
    assert render(labelled, {"mode": "on_demand"}, translator("zh_TW"), LABELS) == "按需"
