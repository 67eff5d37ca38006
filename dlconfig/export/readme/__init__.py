"""README.md for the bundle, in English, Simplified or Traditional Chinese."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from dlconfig.export.quoting import sh_quote, single_line
from dlconfig.export.readme.reasons import finding_text, reason_text
from dlconfig.export.readme.texts import t
from dlconfig.models.common import Reason
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Target

if TYPE_CHECKING:
    from dlconfig.bench import BenchReport

__all__ = ["all_reasons", "finding_text", "md_text", "reason_text", "render_readme", "t"]


def _bench_section(report: BenchReport | None, lang: str) -> list[str]:
    """A short "Measured speed" section: each compared figure as a percent of expected."""
    if report is None:
        return []
    out = ["", f"## {t('bench_title', lang)}", ""]
    out.append(
        md_text(
            t(
                "bench_intro",
                lang,
                date=report.started_at.date().isoformat(),
                folder=report.folder or "—",
            )
        )
    )
    out.append("")
    out += [
        f"- {md_text(c.code)}: {c.measured:,.1f} {md_text(c.unit)}, {c.percent:g}% "
        f"({c.expected:,.0f} {md_text(c.unit)}, {md_text(c.against)})"
        for c in report.comparisons
    ]
    if report.comparisons:
        out.append("")
    out.append(t("bench_see_pdf", lang))
    return out


# A source is linked only when it is a plain https URL: no spaces, line breaks, or the
# brackets and parentheses that would end the Markdown link.
_SOURCE_URL_RE = re.compile(
    r"https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/?#@!$&'*+,;=%:-]*)?"
)


def md_text(value: object) -> str:
    """User text for Markdown: one line, Markdown punctuation escaped."""
    return re.sub(r"([\\`*_\[\]<>#|])", r"\\\1", single_line(value, 4000))


def all_reasons(plan: Plan) -> list[tuple[str, Reason]]:
    """(section, reason) for every reason in the plan, in step order."""
    out: list[tuple[str, Reason]] = []
    if plan.requirements:
        out += [("workload", r) for r in plan.requirements.reasons]
    if plan.hardware:
        out += [("hardware", r) for r in plan.hardware.reasons]
    if plan.stack:
        out += [("stack", r) for r in plan.stack.reasons]
    if plan.container:
        out += [("container", r) for r in plan.container.reasons]
    if plan.infra:
        out += [("infra", r) for r in plan.infra.reasons]
    out += [("plan", r) for r in plan.reasons]
    return out


def _summary_rows(plan: Plan, ctx: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    hw = plan.hardware
    if hw and hw.choice.gpu:
        rows.append((t("gpu", lang), f"{hw.choice.count} × {hw.choice.gpu}"))
        rows.append((t("nodes", lang), str(hw.choice.nodes)))
    else:
        rows.append((t("gpu", lang), t("gpu_none", lang)))
    stack = plan.stack
    if stack:
        variant = f" ({stack.framework.variant})" if stack.framework.variant else ""
        rows += [
            (t("framework", lang), f"{stack.framework.name} {stack.framework.version}{variant}"),
            (t("cuda", lang), stack.cuda or "—"),
            (t("python", lang), stack.python),
            (t("env_manager", lang), stack.env_manager.value),
            (t("target", lang), stack.target.value),
            (t("os", lang), stack.os),
        ]
        if stack.driver_min:
            rows.append((t("driver_min", lang), stack.driver_min))
    if plan.requirements:
        rows.append((t("vram", lang), f"{plan.requirements.vram_gib_per_gpu:.1f} GiB"))
    rows.append((t("image", lang), f"{ctx['runtime_image']} → {ctx['image_name']}"))
    spec = ctx["spec"]
    rows.append((t("cluster", lang), f"{spec.k8s_kind} ({spec.nodes} × {spec.procs_per_node})"))
    return rows


def _steps(plan: Plan, ctx: dict[str, Any], lang: str, files: list[str]) -> list[str]:
    target = plan.stack.target if plan.stack else Target.LINUX
    lines: list[str] = []
    n = 1
    if target in (Target.WSL2, Target.WINDOWS):
        lines += [
            f"{n}. {t('step_wsl_ps', lang)}",
            "",
            "   ```powershell",
            "   powershell -ExecutionPolicy Bypass -File .\\scripts\\setup_wsl2.ps1",
            "   ```",
            "",
            f"   {t('step_wsl_inside', lang)}",
            "",
            "   "
            + t(
                "step_wslconfig",
                lang,
                memory=ctx["wsl_memory_gb"],
                processors=ctx["wsl_processors"],
                swap=ctx["wsl_swap_gb"],
            ),
        ]
    elif target == Target.MACOS:
        lines += [
            f"{n}. {t('step_macos', lang)}",
            "",
            "   ```sh",
            "   bash scripts/setup_macos.sh",
            "   ```",
        ]
    else:
        lines += [
            f"{n}. {t('step_linux', lang)}",
            "",
            "   ```sh",
            "   bash scripts/setup_linux.sh",
            "   ```",
        ]
    n += 1
    lines += [
        "",
        f"{n}. {t('step_verify', lang)}",
        "",
        "   ```sh",
        f"   {_verify_command(ctx)}",
        "   ```",
    ]
    n += 1
    gpus = f" --gpus {ctx['gpus']}" if ctx["gpus"] else ""
    lines += [
        "",
        f"{n}. {t('step_docker', lang)}",
        "",
        "   ```sh",
        f"   docker build -t {ctx['image_name']} .",
        f"   docker run --rm{gpus} --shm-size={ctx['shm_gb']}g"
        f' -v "$PWD/data:{ctx["dataset_mount"]}:ro" {ctx["image_name"]}',
        "   docker compose up --build",
        "   ```",
        "",
        f"   {t('step_entry', lang)}",
    ]
    n += 1
    # The bundle's own file names, not the plan's list: those are user text.
    manifests = sorted(
        (f for f in files if f.startswith("k8s/") and "legacy" not in f),
        key=lambda f: (f != "k8s/pvc.yaml", f),
    )
    if manifests:
        lines += ["", f"{n}. {t('step_k8s', lang)}", "", "   ```sh"]
        lines += [f"   kubectl apply -f {f}" for f in manifests]
        lines += ["   ```"]
    return lines


def _verify_command(ctx: dict[str, Any]) -> str:
    """How to run verify_env.py inside the planned environment."""
    manager = ctx["env_manager"]
    if manager == "conda":
        return f"conda run --name {sh_quote(ctx['env_name'])} python scripts/verify_env.py"
    if manager == "uv":
        return "uv run python scripts/verify_env.py"
    return ".venv/bin/python scripts/verify_env.py"


def render_readme(plan: Plan, ctx: dict[str, Any], lang: str, files: list[str]) -> str:
    """README.md: what was recommended and why, and the exact steps."""
    out = [
        f"# {t('title', lang, project=md_text(plan.workload.name))}",
        "",
        t(
            "intro",
            lang,
            version=plan.app_version,
            date=plan.created.isoformat(),
            kb_date=plan.kb_as_of.isoformat() if plan.kb_as_of else "—",
        ),
        "",
        f"## {t('summary', lang)}",
        "",
        f"| {t('item', lang)} | {t('value', lang)} |",
        "|---|---|",
    ]
    out += [f"| {k} | {md_text(v)} |" for k, v in _summary_rows(plan, ctx, lang)]
    out += ["", f"## {t('steps', lang)}", "", *_steps(plan, ctx, lang, files)]
    out += ["", f"## {t('why', lang)}", ""]
    for _section, reason in all_reasons(plan):
        line = f"- {md_text(reason_text(reason, lang))}"
        if reason.source and _SOURCE_URL_RE.fullmatch(reason.source):
            line += f" ([{t('source', lang)}]({reason.source}))"
        out.append(line)
    out += ["", f"## {t('findings', lang)}", ""]
    if plan.findings:
        for finding in plan.findings:
            message, fix = finding_text(finding, lang)
            out.append(f"- **{finding.severity.value}** {md_text(message)} {md_text(fix)}".rstrip())
    else:
        out.append(t("no_findings", lang))
    out += _bench_section(ctx.get("bench"), lang)
    out += ["", f"## {t('files', lang)}", ""]
    out += [f"- `{name}`" for name in files]
    return "\n".join(out) + "\n"
