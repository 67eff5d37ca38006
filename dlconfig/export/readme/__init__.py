"""README.md for the bundle, in English, Simplified or Traditional Chinese."""

from __future__ import annotations

import functools
import importlib.resources
import re
from typing import Any

import jinja2

from dlconfig.export import slurm
from dlconfig.export.notebook import NOTEBOOK_YAML, token_file
from dlconfig.export.quoting import sh_quote, single_line
from dlconfig.export.readme.reasons import finding_text, reason_text
from dlconfig.export.readme.texts import gpus_text, named, t, workload_rows
from dlconfig.models.common import Reason
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Target

__all__ = [
    "all_reasons",
    "finding_text",
    "gpus_text",
    "md_text",
    "named",
    "reason_text",
    "render_readme",
    "t",
    "workload_rows",
]


# A source is linked only when it is a plain https URL: no spaces, line breaks, or the
# brackets and parentheses that would end the Markdown link.
_SOURCE_URL_RE = re.compile(
    r"https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/?#@!$&'*+,;=%:-]*)?"
)


def _is_plain_url(source: str | None) -> bool:
    return source is not None and _SOURCE_URL_RE.fullmatch(source) is not None


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
        # catalog names, as the hardware step's options carry them (no raw ids)
        names = {o.gpu: o.name for o in hw.options}
        c, gpu = hw.choice, hw.choice.gpu
        rows.append((t("plan.gpu", lang), gpus_text(names.get(gpu, gpu), c.count, 1, lang)))
        rows.append((t("field.nodes", lang), str(c.nodes)))
        place = plan.recommended_place()
        if place is not None:
            # one row whatever the place (a row per condition would let a plan's strings
            # add lines): the decision's place
            seller = place.provider or named("infra_kind", place.kind, lang)
            where = " · ".join(x for x in (seller, place.region, place.city) if x)
            rows.append((t("plan.where", lang), where))
    else:
        rows.append((t("plan.gpu", lang), t("plan.gpu_none", lang)))
    stack = plan.stack
    if stack:
        variant = f" ({stack.framework.variant})" if stack.framework.variant else ""
        rows += [
            (
                t("field.framework", lang),
                f"{stack.framework.name} {stack.framework.version}{variant}",
            ),
            (t("plan.cuda", lang), stack.cuda or "—"),
            (t("field.python", lang), stack.python),
            (t("field.env_manager", lang), named("env_manager", stack.env_manager.value, lang)),
            (t("field.target", lang), named("target", stack.target.value, lang)),
            (t("plan.os", lang), stack.os),
        ]
        if stack.driver_min:
            rows.append((t("plan.driver_min", lang), stack.driver_min))
        elif stack.rocm_release:
            rows.append((t("plan.driver_amd", lang), f"amdgpu, ROCm {stack.rocm_release}"))
    if plan.requirements:
        rows.append((t("plan.vram_per_gpu", lang), f"{plan.requirements.vram_gib_per_gpu:.1f} GiB"))
    rows.append((t("plan.image", lang), f"{ctx['runtime_image']} → {ctx['image_name']}"))
    spec = ctx["spec"]
    # the user's Slurm cluster runs the batch job; elsewhere a cluster run is Kubernetes's
    runner = "Slurm" if slurm.cluster(plan) is not None else spec.k8s_kind
    rows.append((t("plan.cluster", lang), f"{runner} ({spec.nodes} × {spec.procs_per_node})"))
    return rows


def _verify_command(ctx: dict[str, Any]) -> str:
    """How to run verify_env.py inside the planned environment."""
    manager = ctx["env_manager"]
    if manager == "conda":
        return f"conda run --name {sh_quote(ctx['env_name'])} python scripts/verify_env.py"
    if manager == "uv":
        return "uv run python scripts/verify_env.py"
    return ".venv/bin/python scripts/verify_env.py"


def _run_command(ctx: dict[str, Any]) -> str | None:
    """How to start the bundle's entry point by hand; None when none is generated."""
    serving = ctx.get("serving")
    if serving is not None:
        if serving.engine == "tensorflow-serving":
            return f"MODEL_DIR=./data/{serving.model_name} bash serve.sh"
        return "bash serve.sh"
    if ctx.get("entry") == "serve.py":
        return (
            "python serve.py" if ctx["serve_plan"]["model_id"] else "python serve.py --model MODEL"
        )
    if ctx.get("entry") != "train.py":
        return None
    launcher = ctx.get("launcher")
    command = launcher.replace("DATA", "./data") if launcher else "python train.py --data ./data"
    # no model-hub id recorded for the preset (or a custom model): train.py needs --model
    return command if ctx["train_plan"]["model_id"] else f"{command} --model MODEL"


def _entry_name(ctx: dict[str, Any]) -> str:
    command: list[str] = ctx["command"]
    return next((part for part in command if part.endswith((".py", ".sh"))), " ".join(command))


def _template() -> jinja2.Template:
    item = importlib.resources.files("dlconfig.resources") / "templates" / "README.md.j2"
    env = jinja2.Environment(
        autoescape=False,  # Markdown: user text goes through the md filter
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["md"] = md_text
    return env.from_string(item.read_text(encoding="utf-8"))


def render_readme(plan: Plan, ctx: dict[str, Any], lang: str, files: list[str]) -> str:
    """README.md: what was recommended and why, and the exact steps (the template
    ``README.md.j2``, its words from the label catalogue in ``lang``)."""
    target = plan.stack.target if plan.stack else Target.LINUX
    # The bundle's own file names, not the plan's list: those are user text.
    manifests = sorted(
        # the notebook needs its token Secret first: its own section says so
        # (GPU sharing is the cluster admin's: its own section too)
        (
            f
            for f in files
            if f.startswith("k8s/")
            and "legacy" not in f
            and f != NOTEBOOK_YAML
            and not f.startswith("k8s/gpu-sharing/")
        ),
        key=lambda f: (f != "k8s/pvc.yaml", f),
    )
    findings = []
    for finding in plan.findings:
        message, fix = finding_text(finding, lang)
        findings.append((t(f"severity.{finding.severity.value}", lang), message, fix))
    return _template().render(
        t=functools.partial(t, lang=lang),
        figure=functools.partial(named, "bench_result", lang=lang),
        workload_name=plan.workload.name,
        version=plan.app_version,
        date=plan.created.isoformat(),
        kb_date=plan.kb_as_of.isoformat() if plan.kb_as_of else "—",
        summary=_summary_rows(plan, ctx, lang),
        target=target.value,
        pins_platform=ctx["pins_platform"],
        macos_min=ctx["macos_min"],
        python=ctx["python"],
        wsl_memory_gb=ctx.get("wsl_memory_gb"),
        wsl_processors=ctx.get("wsl_processors"),
        wsl_swap_gb=ctx.get("wsl_swap_gb"),
        verify_command=_verify_command(ctx),
        locked=ctx["lock"].is_locked if ctx.get("lock") is not None else None,
        entry=_entry_name(ctx),
        run_command=_run_command(ctx),
        image_name=ctx["image_name"],
        gpus=_docker_gpu_flags(ctx),
        amd_gpu=ctx.get("amd_gpu", 0),
        shm_gb=ctx["shm_gb"],
        ports=f" -p {ctx['serving'].port}:{ctx['serving'].port}" if ctx.get("serving") else "",
        output_volume=(
            f" -v {ctx['name']}-output:{ctx['output_mount']}" if ctx.get("output_mount") else ""
        ),
        output_mount=ctx.get("output_mount"),
        dataset_mount=ctx["dataset_mount"],
        layout=ctx["layout"],
        manifests=manifests,
        reasons=[
            (reason_text(r, lang), r.source if _is_plain_url(r.source) else None)
            for _section, r in all_reasons(plan)
        ],
        findings=findings,
        bench=ctx.get("bench"),
        files=files,
        notebook=plan.container.notebook if plan.container else None,
        notebook_name=ctx["name"],
        notebook_token_file=token_file(ctx["name"]),
        notebook_token_shown=token_file(ctx["name"]).replace("$HOME", "~", 1),
        notebook_in_containers=NOTEBOOK_YAML in files,
        sharing=plan.container.gpu_sharing if plan.container else None,
        nodes=ctx["spec"].nodes,
        procs_per_node=ctx["spec"].procs_per_node,
        slurm_job=slurm.SBATCH if slurm.SBATCH in files else None,
        slurm_def=slurm.APPTAINER_DEF,
        slurm_image=slurm.image_file(ctx),
        pyxis_job=slurm.PYXIS_SBATCH if slurm.PYXIS_SBATCH in files else None,
        pyxis_image=slurm.enroot_image_file(ctx),
    )


def _docker_gpu_flags(ctx: dict[str, Any]) -> str:
    """docker run's GPU flags: AMD's device files and groups, or NVIDIA's --gpus."""
    if ctx.get("amd_gpu"):
        devices = "".join(f" --device={d}" for d in ctx["amd_devices"])
        return devices + "".join(f" --group-add {g}" for g in ctx["amd_groups"])
    return f" --gpus {ctx['gpus']}" if ctx["gpus"] else ""
