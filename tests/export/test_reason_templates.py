"""Every engine sentence has one home, the messages catalogue, and it is translated.

The engine names what it says by ``code`` and ``params``; it writes no English itself
(a static scan of the source), every code it writes has a template, and what it says
about the example workloads on the recorded machines, in the doctor's and the
benchmarks' scenarios and in a stack conflict reads in Chinese from end to end.
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
from pydantic import ValidationError

from dlconfig.doctor import checks_passed, diagnose
from dlconfig.i18n import (
    catalog,
    conflict_text,
    finding_text,
    reason_text,
    translate_text,
    translator,
)
from dlconfig.kb import KnowledgeBase
from dlconfig.models.common import Conflict, Finding, Reason, Severity
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.infra import DISCLAIMER_CODE
from dlconfig.models.messages import (
    CLOSEST_CODE,
    DISK_BASIS_TEMPLATES,
    FIX_TEMPLATES,
    KB_TEXT_CODES,
    LABELS,
    LABELS_CONTEXT,
    OPTIONAL,
    QT_TRANSLATE_NOOP,
    TEMPLATES,
    When,
    render,
)
from dlconfig.models.plan import Plan
from dlconfig.models.probe_errors import ProbeUnavailable
from dlconfig.models.workload import Framework, Sharding, Target, Workload
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import load_workload
from tests.profiles import PROFILE_NAMES, load_profile

ROOT = Path(__file__).resolve().parents[2]
TODAY = date(2026, 12, 2)
CJK = re.compile(r"[\u4e00-\u9fff]")
# Model classes whose sentences the catalogue renders, and the fields it fills.
RENDERED = {
    "Reason": {"text"},
    "Finding": {"message", "fix"},
    "Conflict": {"message", "suggestions"},
    "Estimate": {"basis"},
}
# Helpers that build them: name -> index of the code among the positional arguments.
HELPERS = {"finding": 0, "_reason": 0, "_r": 0, "_eol": 0, "problem": 0}


def _engine_calls() -> Iterator[tuple[Path, ast.Call, str]]:
    for path in sorted((ROOT / "dlconfig").rglob("*.py")):
        if "messages" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name in RENDERED or name in HELPERS or name == "violation":
                    yield path, node, name


def _is_english(node: ast.expr) -> bool:
    """A string literal with a space in it, or an f-string: words, not an id or a URL."""
    if isinstance(node, ast.JoinedStr):
        return True
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value


def test_no_engine_call_passes_an_english_text() -> None:
    found = []
    for path, call, name in _engine_calls():
        where = f"{path.relative_to(ROOT)}:{call.lineno}"
        for keyword in call.keywords:
            if keyword.arg in RENDERED.get(name, {"text", "message", "fix"}):
                found.append(f"{where}: {name}({keyword.arg}=...)")
        after_code = call.args[HELPERS.get(name, -1) + 1 :]
        found += [f"{where}: {name}({ast.unparse(a)[:40]})" for a in after_code if _is_english(a)]
    assert not found, "\n".join(found)


def _families() -> dict[str, list[str]]:
    return {
        "workload.sharding.": [s.value for s in Sharding if s is not Sharding.NONE],
        "infra.cost.": ["train", "serve_month"],
        "stack.conflict.": ["os"],
    }


def _code_literals() -> set[str]:
    """Every code the engine's source writes, f-string families expanded."""
    out: set[str] = set()
    families = _families()
    for _, call, name in _engine_calls():
        if name in RENDERED:
            args = [k.value for k in call.keywords if k.arg in ("code", "basis_code")]
        elif name == "violation":
            args = []
            for prefix, arg in (("stack.violation.", 1), ("stack.fix.", 2)):
                value = call.args[arg] if len(call.args) > arg else None
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    out.add(prefix + value.value)
        else:
            args = call.args[HELPERS[name] : HELPERS[name] + 1]
        for arg in args:
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                out.add(arg.value)
            elif isinstance(arg, ast.JoinedStr):
                head = arg.values[0]
                assert isinstance(head, ast.Constant), ast.unparse(arg)
                out.update(str(head.value) + tail for tail in families.get(str(head.value), []))
    return out


def test_every_code_in_the_engine_source_has_a_template() -> None:
    codes = _code_literals()
    assert len(codes) > 150
    assert {"os.plan_end_of_support", "workload.sharding.zero3", "stack.fix.driver"} <= codes
    assert {"infra.instance_note", "stack.conflict.os", "stack.violation.arch"} <= codes
    assert {"estimate.host_ram", "estimate.train_flops", "probe.cpu.max_freq_unknown"} <= codes
    assert sorted(codes - set(TEMPLATES)) == []


def test_a_code_without_a_template_or_params_is_refused() -> None:
    with pytest.raises(ValidationError, match=r"no\.such\.code"):
        Reason(code="no.such.code")
    with pytest.raises(ValidationError, match=r"stack\.cudnn"):
        Reason(code="stack.cudnn", params={})
    with pytest.raises(ValidationError, match=r"bench\.dataset_missing"):
        Finding(code="bench.dataset_missing", severity=Severity.WARNING)
    with pytest.raises(ValidationError, match=r"stack\.conflict\.os"):
        Conflict(code="stack.conflict.os")
    # a saved text is replaced by the rendering of its code and params
    saved = Reason(code="stack.cudnn", params={"cudnn": "9.1"}, text="edited by hand")
    assert Reason.model_validate_json(saved.model_dump_json()) == saved
    assert saved.text == "cuDNN 9.1 is the version this build was made with."


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
    if plan.stack is not None:
        yield from plan.stack.wsl_step_reasons
        for row in plan.stack.considered:
            yield from row.why_reasons
    for conflict in plan.conflicts:
        yield from conflict.details
        yield from conflict.fixes


def plan_notes(plan: Plan) -> Iterator[tuple[str, str]]:
    """(code, English) of the plan's notes that are no reasons: bases, the disclaimer."""
    if plan.requirements is not None:
        for estimate in plan.requirements.estimates:
            assert estimate.basis_code is not None, estimate.name
            yield estimate.basis_code, estimate.basis
    if plan.infra is not None:
        yield DISCLAIMER_CODE, plan.infra.disclaimer


@pytest.fixture(scope="module")
def emitted(kb: KnowledgeBase) -> tuple[list[Reason], list[Finding], list[Conflict]]:
    """Everything the engine says about the example workloads on the recorded machines
    (notes that are no reasons as reasons of their own code)."""
    reasons: list[Reason] = []
    findings: list[Finding] = []
    conflicts: list[Conflict] = []
    for path in sorted((ROOT / "dlconfig" / "resources" / "workloads").glob("*.yaml")):
        workload = load_workload(path)
        for name in (None, *PROFILE_NAMES):
            profile = load_profile(name) if name else None
            plan = make_plan(workload, profile, kb, TODAY)
            reasons += plan_reasons(plan)
            reasons += [Reason(code=code) for code, _ in plan_notes(plan)]
            findings += plan.findings
            conflicts += plan.conflicts
            if profile is not None:
                findings += diagnose(profile, plan, kb=kb, today=TODAY)
                findings += checks_passed(profile, plan, kb=kb, today=TODAY)
    for name in PROFILE_NAMES:
        findings += diagnose(load_profile(name), None, kb=kb, today=TODAY)
    return reasons, findings, conflicts


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


# Two words in a row: a text with something to translate.
WORDS = re.compile(r"[A-Za-z]{2,} [A-Za-z]{2,}")
# Bases that are a reading of the OS's own words (paths and fields), not sentences.
ALWAYS_LATIN = {"probe.disk.rotational_1", "probe.disk.windows_physical"}
# Params whose words are the knowledge base's records, shown as recorded.
KB_WORDS = {"note", "rule_name", "needs", "condition"}
PHRASE = re.compile(r"\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b")


def test_params_are_values_not_english_phrases(
    emitted: tuple[list[Reason], list[Finding], list[Conflict]],
    scenario_findings: list[Finding],
) -> None:
    reasons, findings, conflicts = emitted
    phrases = {
        f"{item.code}.{name}={value!r}"
        for item in [*reasons, *findings, *scenario_findings, *conflicts]
        for name, value in item.params.items()
        if isinstance(value, str) and name not in KB_WORDS and PHRASE.search(value)
    }
    assert not phrases, "\n".join(sorted(phrases))


def _untranslated(code: str, english: str, translated: str) -> list[str]:
    if code in KB_TEXT_CODES or not english:
        return []
    if CJK.search(translated) is None or translated == english:
        return [f"{code}: {translated!r}"]
    return []


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_what_the_engine_says_reads_in_chinese(
    language: str,
    emitted: tuple[list[Reason], list[Finding], list[Conflict]],
    scenario_findings: list[Finding],
) -> None:
    reasons, findings, conflicts = emitted
    assert len({r.code for r in reasons}) > 60
    assert {"torch.arch_missing", "wsl.wslconfig_encoding", "bench.dataset_disk_slow"} <= {
        f.code for f in scenario_findings
    }
    tr = translator(language)
    problems: set[str] = set()
    for reason in reasons:
        problems.update(_untranslated(reason.code, reason.text, reason_text(reason, tr)))
    for finding in findings + scenario_findings:
        message, fix = finding_text(finding, tr)
        problems.update(_untranslated(finding.code, finding.message, message))
        problems.update(_untranslated(finding.code, finding.fix, fix))
    for conflict in conflicts:
        message, suggestions = conflict_text(conflict, tr)
        problems.update(_untranslated(conflict.code, conflict.message, message))
        for english, text in zip(conflict.suggestions, suggestions, strict=True):
            problems.update(_untranslated(conflict.code, english, text))
    assert not problems, "\n".join(sorted(problems))


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_tensorflow_gpu_on_native_windows_conflict_reads_in_chinese(
    language: str, kb: KnowledgeBase
) -> None:
    workload = Workload(name="tf-windows", framework=Framework.TENSORFLOW, target=Target.WINDOWS)
    plan = make_plan(workload, load_profile("windows"), kb, TODAY)
    [conflict] = plan.conflicts
    assert conflict.code == "stack.conflict.target"
    assert conflict.details[0].code == CLOSEST_CODE
    assert conflict.details[0].params["framework"] == "tensorflow"
    assert conflict.details and conflict.fixes
    message, suggestions = conflict_text(conflict, translator(language))
    assert len(suggestions) == len(conflict.suggestions) >= 1
    english_words = re.compile(r"\b(the|no|fits|closest|or|support|choose|past|pin)\b", re.I)
    for text in (message, *suggestions):
        assert CJK.search(text), text
        # what is left in Latin letters is names and versions, not English words
        assert not english_words.search(text.replace("tensorflow==", "")), text
    # the plan, conflict included, re-imports as it was saved
    assert Plan.model_validate_json(plan.model_dump_json()) == plan


PARAM_IDS = ("strategy.", "interconnect.", "fit.", "place.", "price_mode.")


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_every_template_is_translated_with_the_same_fields(language: str) -> None:
    sentences, labels = catalog(language), catalog(language, LABELS_CONTEXT)
    problems = []
    for templates, table in (
        (TEMPLATES, sentences),
        (FIX_TEMPLATES, sentences),
        # the words of the ids sentences carry in their params (every label is checked
        # in test_labels_translated.py)
        ({"labels": (tuple(v for k, v in LABELS.items() if k.startswith(PARAM_IDS)),)}, labels),
    ):
        for code, template in templates.items():
            if code in KB_TEXT_CODES:
                continue
            for piece in template:
                for alt in piece:
                    text = alt.text if isinstance(alt, When) else alt
                    if not WORDS.search(re.sub(r"\{\w+[^}]*\}", "", text)):
                        continue  # no words to translate: punctuation, paths, fields
                    translated = table.get(text)
                    fields = set(re.findall(r"\{(\w+)", text))
                    if translated is None or set(re.findall(r"\{(\w+)", translated)) != fields:
                        problems.append(f"{code}: {text!r} -> {translated!r}")
    assert not problems, "\n".join(problems)


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
    assert render(labelled, {"mode": "price_mode.on_demand"}, labels=LABELS) == "on demand"
    assert render(labelled, {"mode": "price_mode.on_demand"}, translator("zh_TW"), LABELS) == "隨需"
    assert render(labelled, {"mode": "interconnect.nvlink"}, labels=LABELS) == (
        "NVLink (or NVSwitch) between the GPUs"
    )


WHY_NO_GPU = [
    ("nvml.library_not_found", {}),
    ("nvml.library_not_found", {"cause": "no_pynvml", "error": "No module named 'pynvml'"}),
    ("nvml.library_not_found", {"cause": "load_failed", "error": "libnvidia-ml.so.1"}),
    ("nvml.driver_not_loaded", {}),
    ("nvml.version_mismatch", {}),
    ("nvml.no_permission", {}),
    ("nvml.not_open", {}),
    ("nvml.error", {"stage": "start", "error": "Unknown Error"}),
    ("nvml.error", {"stage": "list", "error": "Unknown Error"}),
    ("nvml.no_devices", {}),
    ("nvml.not_applicable", {}),
]


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_why_the_gpus_cannot_be_used_reads_in_chinese(language: str) -> None:
    tr = translator(language)
    for code, params in WHY_NO_GPU:
        english = ProbeUnavailable(code, **params).reason
        assert english != code, code  # the catalogue has its words
        text = translate_text("probe." + code, params, english, tr)
        assert CJK.search(text) and text != english, (code, text)
    for code in ("probe.cpu.max_freq_unknown", "probe.memory.swap_unreadable"):
        problem = Reason(code=code, params={"error": "no /proc/swaps"})
        assert CJK.search(reason_text(problem, tr)), code
    # what a disk's kind rests on
    for code in DISK_BASIS_TEMPLATES:
        params = {"fs": "nfs", "disk": "sda", "path": "/sys", "virtual": "QEMU", "device": "/dev/x"}
        params.update(member_kind="ssd", members="sda, sdb", media="HDD", bus="SATA")
        text = reason_text(Reason(code=code, params=params), tr)
        assert CJK.search(text) or code in KB_TEXT_CODES | ALWAYS_LATIN, (code, text)
    # a profile carries code and params, and its words follow them
    profile = HardwareProfile.model_validate(
        {"gpus_unavailable_code": "nvml.no_devices", "gpus_unavailable_params": {"x": 1}}
    )
    assert profile.gpus_unavailable_reason == "The NVIDIA driver is loaded but reports no GPU."


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_wsl2_steps_read_in_chinese(language: str, kb: KnowledgeBase) -> None:
    workload = Workload(name="wsl", target=Target.WSL2)
    stack = make_plan(workload, load_profile("wsl2"), kb, TODAY).stack
    assert stack is not None and len(stack.wsl_step_reasons) >= 3
    assert stack.wsl_steps == [r.text for r in stack.wsl_step_reasons]
    tr = translator(language)
    for reason in stack.wsl_step_reasons:
        problems = _untranslated(reason.code, reason.text, reason_text(reason, tr))
        assert not problems, problems


def test_what_older_versions_saved_still_reads() -> None:
    """Shapes saved before the params carried everything re-import, with their words."""
    note = Reason(code="infra.instance_note", text='Listed as "4090 PRO", 24 GB.')
    assert note.text == 'Listed as "4090 PRO", 24 GB.'
    conflict = Conflict.model_validate(
        {
            "code": "stack.conflict.os",
            "message": "No supported OS image for target linux: none recorded.",
            "suggestions": ["import a newer knowledge base"],
        }
    )
    assert conflict.suggestions == ["import a newer knowledge base"]
    assert Conflict.model_validate_json(conflict.model_dump_json()) == conflict
    cpu_only = Finding(
        code="torch.cpu_only",
        severity=Severity.ERROR,
        params={
            "version": "2.5.1+cpu",
            "gpu": "RTX 4090",
            "basis": "its version says +cpu",
            "command": "pip install --force-reinstall torch",
        },
    )
    assert "(its version says +cpu)" in cpu_only.message
    cache = Finding(
        code="bench.disk_page_cache",
        severity=Severity.INFO,
        params={"folder": "/data", "notes": "the page cache may inflate the read figures"},
    )
    assert cache.message.endswith("inflated: the page cache may inflate the read figures.")
