"""Renders each bundle file from the prepared context (templates and YAML data)."""

from __future__ import annotations

import json
from typing import Any

import jinja2

from dlconfig.export import devcontainer, manifests, notebook, pixi, slurm
from dlconfig.export.errors import ExportError
from dlconfig.export.gpu_sharing import sharing_files
from dlconfig.export.lock import LOCK_FILE
from dlconfig.export.manifests import RunShape
from dlconfig.export.quoting import YAML_UNICODE_BREAKS, yaml_dump
from dlconfig.export.readme import render_readme
from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.interconnects import InterconnectCatalog
from dlconfig.kb.kubeflow import KubeflowCatalog
from dlconfig.models.container import ContainerSpec
from dlconfig.models.plan import Plan
from dlconfig.models.requirements import GB, GIB
from dlconfig.models.urls import without_credentials
from dlconfig.models.workload import EnvManager, Framework, Target


def _scripts(plan: Plan, env: jinja2.Environment, ctx: dict[str, Any]) -> dict[str, str]:
    target = plan.stack.target if plan.stack else Target.LINUX
    out: dict[str, str] = {}
    if target in (Target.WSL2, Target.WINDOWS):
        ps1 = env.get_template("scripts/setup_wsl2.ps1.j2").render(ctx)
        if not ps1.isascii():  # Windows PowerShell 5.1 would read it in the ANSI code page
            raise ExportError("the PowerShell script would not be pure ASCII")
        out["scripts/setup_wsl2.ps1"] = ps1
        out["scripts/setup_in_wsl.sh"] = env.get_template("scripts/setup_in_wsl.sh.j2").render(ctx)
    elif target == Target.MACOS:
        out["scripts/setup_macos.sh"] = env.get_template("scripts/setup_macos.sh.j2").render(ctx)
    else:
        out["scripts/setup_linux.sh"] = env.get_template("scripts/setup_linux.sh.j2").render(ctx)
    out["scripts/verify_env.py"] = env.get_template("scripts/verify_env.py.j2").render(ctx)
    if ctx.get("measure_plan") is not None:
        out["scripts/measure.py"] = env.get_template("scripts/measure.py.j2").render(ctx)
    return out


def _environment_yml(ctx: dict[str, Any]) -> str:
    pip: list[str] = []
    if ctx["index_url"]:
        pip.append(f"--index-url {ctx['index_url']}")
    pip += [f"--extra-index-url {u}" for u in ctx["extra_index_urls"]]
    pip += ctx["requirement_lines"]
    data = {
        "name": ctx["env_name"],
        "channels": ["conda-forge"],
        "dependencies": [f"python={ctx['python']}", "pip", {"pip": pip}],
    }
    return yaml_dump(data, "conda env create --file environment.yml")


def _entry_files(plan: Plan, env: jinja2.Environment, ctx: dict[str, Any]) -> dict[str, str]:
    """train.py with its launcher config, or serve.sh (and the engine's Dockerfile)."""
    out: dict[str, str] = {}
    if ctx["serving"] is not None:
        out["serve.sh"] = env.get_template("serve.sh.j2").render(ctx)
        out["Dockerfile"] = env.get_template("Dockerfile.serving.j2").render(ctx)
        return out
    if ctx["entry"] == "serve.py":
        out["serve.py"] = env.get_template("serve.py.j2").render(ctx)
        return out
    if ctx["entry"] != "train.py":
        return out
    out["train.py"] = env.get_template(ctx["train_template"]).render(ctx)
    if ctx["zero_stage"]:
        out["ds_config.json"] = deepspeed_config(ctx["zero_stage"])
    return out


def deepspeed_config(stage: int) -> str:
    """DeepSpeed ZeRO config for transformers' Trainer ("auto": taken from its arguments)."""
    # the hidden-size-based buckets set by the Trainer ("auto"), as transformers' DeepSpeed
    # guide recommends; the estimate counts these buckets (workload_memory)
    zero: dict[str, Any] = {"stage": stage, "overlap_comm": True, "reduce_bucket_size": "auto"}
    if stage == 3:
        zero["stage3_prefetch_bucket_size"] = "auto"
        zero["stage3_param_persistence_threshold"] = "auto"
        zero["stage3_gather_16bit_weights_on_model_save"] = True
    data = {
        "zero_optimization": zero,
        "bf16": {"enabled": "auto"},
        "fp16": {"enabled": "auto"},
        "train_micro_batch_size_per_gpu": "auto",
        "gradient_accumulation_steps": "auto",
        "train_batch_size": "auto",
        "gradient_clipping": "auto",
    }
    return json.dumps(data, indent=2) + "\n"


def _k8s(plan: Plan, kb: KnowledgeBase, spec: ContainerSpec, ctx: dict[str, Any]) -> dict[str, str]:
    shape = RunShape(
        name=ctx["name"],
        image=ctx["image_name"],
        command=ctx["command"],
        spec=spec,
        framework=plan.workload.framework,
        mode=plan.workload.mode,
        data_dir=ctx["data_dir"],
        serving=ctx["serving"],
        runtime_name=kb.dataset("kubeflow", KubeflowCatalog).runtime_for(plan.workload.framework),
    )
    disk_gb = plan.requirements.disk_gb if plan.requirements else plan.workload.dataset_gb
    compose = manifests.compose(shape)
    out: dict[str, str] = {}
    if spec.notebook is not None and shape.serving is None:
        # the serving engines' images carry no JupyterLab: start_notebook.sh serves there
        (main,) = compose["services"].values()
        compose["services"]["notebook"] = notebook.compose_service(shape, spec.notebook, main)
        out.update(notebook.kubernetes_files(shape, spec.notebook))
    if spec.gpu_sharing is not None:
        out.update(sharing_files(shape.name, spec.gpu_sharing))
    out |= {
        "compose.yaml": yaml_dump(
            compose,
            "docker compose up --build  (needs AMD's amdgpu driver on the host for GPUs)"
            if spec.gpu_vendor == "amd"
            else "docker compose up --build  (needs the NVIDIA Container Toolkit for GPUs)",
        ),
        "k8s/pvc.yaml": yaml_dump(
            manifests.pvc(shape, max(plan.workload.dataset_gb, 1.0) * GB / GIB),
            "Claim for the dataset; copy the data into it before starting the job.",
        ),
    }
    if manifests.writes_output(shape):
        out["k8s/pvc.yaml"] += yaml_dump(
            manifests.output_pvc(shape, max(disk_gb, 1.0) * GB / GIB),
            "Claim for checkpoints and the final model, sized by the plan's disk estimate;"
            " a rerun of the job resumes from the last checkpoint on it.",
        )
    apply_hint = "kubectl apply -f k8s/pvc.yaml -f {}"
    if spec.k8s_kind == "Deployment":
        out["k8s/deployment.yaml"] = yaml_dump(
            manifests.deployment(shape), apply_hint.format("k8s/deployment.yaml")
        )
        out["k8s/service.yaml"] = yaml_dump(manifests.service(shape), "Service for the Deployment")
    elif spec.multi_node_engine == "tf-multiworker":
        docs = manifests.tf_multiworker(shape)
        out["k8s/tf-multiworker.yaml"] = yaml_dump(
            docs[0], apply_hint.format("k8s/tf-multiworker.yaml")
        ) + yaml_dump(docs[1])
    elif spec.k8s_kind == "TrainJob":
        kubeflow = kb.dataset("kubeflow", KubeflowCatalog)
        v2 = kubeflow.trainer_v2
        out["k8s/trainjob.yaml"] = yaml_dump(
            manifests.trainjob(shape, v2.api_version),
            f"Kubeflow Trainer {v2.operator_version} ({v2.api_version}), runtime"
            f" {shape.runtime_name}.\n" + apply_hint.format("k8s/trainjob.yaml"),
        )
        if spec.legacy_engine == "pytorchjob-v1":
            v1 = kubeflow.training_operator_v1
            out["k8s/legacy/pytorchjob.yaml"] = yaml_dump(
                manifests.pytorchjob(shape),
                f"LEGACY: Kubeflow Training Operator {v1.operator_version} ({v1.api_version},"
                " deprecated). Use k8s/trainjob.yaml unless your cluster still runs v1.",
            )
    else:
        out["k8s/job.yaml"] = yaml_dump(manifests.job(shape), apply_hint.format("k8s/job.yaml"))
    return out


def _check_network(
    plan: Plan, kb: KnowledgeBase, env: jinja2.Environment, ctx: dict[str, Any]
) -> str:
    """scripts/check_network.py: an all-reduce across the nodes against the plan's link."""
    code = plan.hardware.host.interconnect_code if plan.hardware and plan.hardware.host else None
    link = kb.dataset("interconnects", InterconnectCatalog).for_code(code)
    spec: ContainerSpec = ctx["spec"]
    return env.get_template("scripts/check_network.py.j2").render(
        {
            **ctx,
            "nodes": spec.nodes,
            "procs": spec.procs_per_node,
            "link_name": link.name if link else None,
            "link_gbit": link.gbit_per_s if link else None,
            "link_source": link.source if link else None,
        }
    )


def shareable(plan: Plan) -> Plan:
    """``plan`` as it leaves the machine: what the target needs, not the planning
    machine's host name or paths (the Python executable and tools live under the user's
    home), and index URLs without credentials (the target supplies its own)."""
    update: dict[str, Any] = {}
    if plan.profile is not None:
        software = plan.profile.software.model_copy(
            update={
                "python_executable": None,
                "tools": [t.model_copy(update={"path": None}) for t in plan.profile.software.tools],
            }
        )
        update["profile"] = plan.profile.model_copy(update={"hostname": None, "software": software})
    workload = plan.workload
    update["workload"] = workload.model_copy(
        update={
            "index_url": workload.index_url and without_credentials(workload.index_url),
            "extra_index_urls": [without_credentials(u) for u in workload.extra_index_urls],
        }
    )
    if plan.stack is not None:
        stack = plan.stack
        lines = []
        for line in stack.requirement_lines:
            option, _, value = line.partition(" ")
            is_index = option in {"--index-url", "--extra-index-url"}
            lines.append(f"{option} {without_credentials(value.strip())}" if is_index else line)
        update["stack"] = stack.model_copy(
            update={
                "index_url": stack.index_url and without_credentials(stack.index_url),
                "extra_index_urls": [without_credentials(u) for u in stack.extra_index_urls],
                "requirement_lines": lines,
                "packages": [
                    p.model_copy(
                        update={"index_url": p.index_url and without_credentials(p.index_url)}
                    )
                    for p in stack.packages
                ],
            }
        )
    return plan.model_copy(update=update)


def _json_text(plan: Plan) -> str:
    """The plan as JSON with NEL and the Unicode line separators escaped (they are legal raw
    inside JSON strings, but editors and line-based tools break lines there)."""
    text = shareable(plan).model_dump_json(by_alias=True, indent=2)
    for char in YAML_UNICODE_BREAKS:
        text = text.replace(char, f"\\u{ord(char):04x}")
    return text + "\n"


def render_all(
    plan: Plan, kb: KnowledgeBase, ctx: dict[str, Any], env: jinja2.Environment, lang: str
) -> dict[str, str | bytes]:
    spec: ContainerSpec = ctx["spec"]
    full = plan if plan.container is not None else plan.model_copy(update={"container": spec})
    files: dict[str, str | bytes] = {
        "requirements.txt": env.get_template("requirements.txt.j2").render(ctx),
        "Dockerfile": env.get_template("Dockerfile.j2").render(ctx),
        ".dockerignore": env.get_template("dockerignore.j2").render(ctx),
        "recommendation.json": _json_text(full),
    }
    env_manager = plan.stack.env_manager if plan.stack else EnvManager.VENV
    if env_manager == EnvManager.CONDA:
        files["environment.yml"] = _environment_yml(ctx)
        target = plan.stack.target.value if plan.stack else "linux"
        files[pixi.PIXI_TOML] = pixi.render(ctx, target)
    if env_manager == EnvManager.UV:
        files["pyproject.toml"] = env.get_template("pyproject.toml.j2").render(ctx)
    files.update(_entry_files(plan, env, ctx))
    lock = ctx.get("lock")
    if lock is not None and lock.text is not None:
        files[LOCK_FILE] = lock.text
    files.update(_scripts(plan, env, ctx))
    if spec.nodes > 1 and plan.workload.framework is Framework.PYTORCH:
        files["scripts/check_network.py"] = _check_network(plan, kb, env, ctx)
    if spec.notebook is not None:
        target = plan.stack.target.value if plan.stack else "linux"
        files["scripts/start_notebook.sh"] = notebook.start_script(
            spec.notebook, env, {**ctx, "target": target}
        )
    files.update(_k8s(plan, kb, spec, ctx))
    files.update(devcontainer.render(ctx))
    if slurm.wants_slurm(plan, ctx):
        files.update(slurm.render(plan, ctx))
    files["README.md"] = render_readme(full, ctx, lang, sorted([*files, "README.md", "report.pdf"]))
    return files
