"""Plan -> a folder of files a person can run: ``export_bundle``.

Files are rendered into a temporary folder beside the target; then only the files the
previous bundle wrote are replaced, each atomically (``export.replace``), and the user's
files and folders (``output/``, ``data/``) are never moved. A kill part-way leaves a
journal the next export finishes. Nothing is written outside the output folder: every
relative path is checked before it is written.
"""

from __future__ import annotations

import errno
import importlib.resources
import json
import logging
import os
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from dlconfig.export.entry import (
    OUTPUT_MOUNT,
    Serving,
    hub_model_id,
    measure_context,
    serve_context,
    serving_for,
    train_context,
    train_template,
)
from dlconfig.export.errors import ExportError, InputError
from dlconfig.export.lock import (
    LockOutcome,
    Runner,
    lock_requirements,
    platform_environment,
    python_platform,
)
from dlconfig.export.manifests import command_for, launcher_line
from dlconfig.export.quoting import (
    conda_env_name,
    ps_comment,
    ps_quote,
    py_literal,
    sh_quote,
    single_line,
)
from dlconfig.export.replace import MARKER, write_bundle
from dlconfig.export.requirements import package_layout
from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.images import ImageCatalog
from dlconfig.kb.software import PytorchCatalog
from dlconfig.models.container import PYTHON_DIR, ContainerSpec, dns1123_label
from dlconfig.models.plan import Plan
from dlconfig.models.requirements import GB, GIB
from dlconfig.models.stack import Stack
from dlconfig.models.workload import Framework, Target

if TYPE_CHECKING:
    from dlconfig.bench import BenchReport

log = logging.getLogger(__name__)

LANGS = ("en", "zh_CN", "zh_TW")
# Plan strings that reach a file must match one of these in full (``fullmatch``: a
# pattern ending in ``$`` would let a trailing newline through).
_IMAGE_RE = re.compile(r"[a-z0-9][a-z0-9._/-]{0,200}:[A-Za-z0-9][A-Za-z0-9._-]{0,127}")
_PATH_RE = re.compile(r"/[A-Za-z0-9._/-]{0,200}")
_PYTHON_RE = re.compile(r"3\.\d{1,2}")
_VERSION_RE = re.compile(r"\d+\.\d+\.\d+")
_APP_VERSION_RE = re.compile(r"[0-9][A-Za-z0-9.+-]{0,40}")
_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,60}")
_PKG_VERSION_RE = re.compile(r"[0-9][A-Za-z0-9.+!-]{0,60}")
_VARIANT_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._+-]{0,60}")
_NUMERIC_RE = re.compile(r"\d{1,4}(\.\d{1,4}){0,3}")
GIB_PER_GB = GB / GIB


@dataclass(frozen=True)
class BundleResult:
    out_dir: Path
    files: tuple[str, ...]
    lock_message: str | None = None
    kept: tuple[str, ...] = ()  # the user's own files left in place by --force


def _templates() -> jinja2.Environment:
    root = importlib.resources.files("dlconfig.resources") / "templates"

    def load(name: str) -> str:
        item = root
        for part in name.split("/"):
            item = item / part
        if not item.is_file():
            raise jinja2.TemplateNotFound(name)
        return item.read_text(encoding="utf-8")

    env = jinja2.Environment(
        loader=jinja2.FunctionLoader(load),
        autoescape=False,  # code, not HTML: every user value goes through a quoting filter
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["sh"] = sh_quote
    env.filters["ps"] = ps_quote
    env.filters["ps_comment"] = ps_comment
    env.filters["oneline"] = single_line
    env.filters["py"] = _py_literal
    return env


def _py_literal(value: object) -> str:
    """A Python literal of a str, a list of str, number, bool or None (strings
    JSON-escaped, ASCII)."""
    if isinstance(value, str) or (
        isinstance(value, list) and all(isinstance(item, str) for item in value)
    ):
        return json.dumps(value)
    return repr(value)


def _checked(value: str | None, pattern: re.Pattern[str], what: str) -> str:
    """``value`` if the whole of it matches ``pattern``; else ExportError naming ``what``."""
    if value is None or not pattern.fullmatch(value):
        raise InputError(f"the plan's {what} {value!r} is not valid")
    return value


def _optional(value: str | None, pattern: re.Pattern[str], what: str) -> str | None:
    return None if value is None else _checked(value, pattern, what)


def _check_plan_strings(plan: Plan) -> None:
    """Refuse a plan whose strings could break out of the line they are written on.

    Values quoted at their use (project name, data folder) or re-derived (file lists,
    environment names) are not checked here; everything else a template writes is.
    """
    _checked(plan.app_version, _APP_VERSION_RE, "app_version")
    stack = plan.stack
    if stack is None:
        return
    _checked(stack.python, _PYTHON_RE, "stack.python")
    _optional(stack.cuda, _NUMERIC_RE, "stack.cuda")
    _optional(stack.driver_min, _NUMERIC_RE, "stack.driver_min")
    _checked(stack.framework.name, _NAME_RE, "stack.framework.name")
    _checked(stack.framework.version, _PKG_VERSION_RE, "stack.framework.version")
    _optional(stack.framework.variant, _VARIANT_RE, "stack.framework.variant")
    for package in stack.packages:
        _checked(package.name, _NAME_RE, "stack.packages[].name")
        _checked(package.version, _PKG_VERSION_RE, "stack.packages[].version")
        for extra in package.extras:
            _checked(extra, _NAME_RE, "stack.packages[].extras")


def container_for(plan: Plan) -> ContainerSpec:
    """The plan's container step; a plan without one (no stack fits) cannot be exported."""
    if plan.container is None:
        raise ExportError("the plan has no container (see its conflicts); nothing to export")
    return plan.container


def _python_context(spec: ContainerSpec, runtime: str, build: str) -> dict[str, Any]:
    """How the Dockerfile gets its Python: the image's own, uv-managed, or apt's python3."""
    python_from = spec.python_from
    if python_from is None:  # a plan written before the container said where Python comes from
        on_python_images = runtime.startswith("python:") and build.startswith("python:")
        python_from = "image" if on_python_images else "apt"
    context: dict[str, Any] = {
        "python_from": python_from,
        "needs_apt_python": not build.startswith("python:"),
        "image_python": None,
        "uv_version": None,
        "python_dir": PYTHON_DIR,
    }
    if python_from == "uv":
        context["image_python"] = _checked(spec.python, _PYTHON_RE, "container.python")
        context["uv_version"] = _checked(spec.uv_version, _VERSION_RE, "container.uv_version")
    return context


# The plan's environment; beside an AMD rocm/pytorch image's own Python environment.
VENV_DIR = "/opt/venv"
AMD_VENV_DIR = "/opt/dlconfig-venv"


def _rocm_expected(stack: Stack, spec: ContainerSpec) -> dict[str, Any]:
    """verify_env.py's ROCm release to check (rocm7.2 -> "7.2"); nothing for NVIDIA."""
    if spec.gpus_per_node <= 0 or spec.gpu_vendor != "amd" or not stack.rocm_release:
        return {}
    return {"rocm": stack.rocm_release}


def _amd_context(spec: ContainerSpec) -> dict[str, Any]:
    """AMD GPUs: the device files and groups a container needs (none for NVIDIA)."""
    amd = spec.gpus_per_node > 0 and spec.gpu_vendor == "amd"
    access = spec.amd_access if amd else None
    return {
        "amd_gpu": 1 if amd else 0,
        "amd_devices": list(access.devices) if access else [],
        "amd_groups": list(access.groups) if access else [],
        "venv_dir": AMD_VENV_DIR if amd else VENV_DIR,
    }


def build_context(plan: Plan, kb: KnowledgeBase, data_dir: str) -> dict[str, Any]:
    """Everything the templates need; user text stays raw here and is quoted in templates."""
    stack = plan.stack
    if stack is None:
        raise ExportError("the plan has no software stack (see its conflicts); nothing to export")
    _check_plan_strings(plan)
    spec = container_for(plan)
    images = kb.dataset("images", ImageCatalog)
    workload = plan.workload
    uses_gpu = spec.gpus_per_node > 0
    layout = package_layout(stack, _variant_index_base(kb, workload.framework))
    index_url = layout.index_url
    runtime = _checked(spec.runtime_image or spec.base_image, _IMAGE_RE, "container.runtime_image")
    build = _checked(spec.build_image or runtime, _IMAGE_RE, "container.build_image")
    name = dns1123_label(workload.name, "dlconfig")
    image_name = _checked(spec.image_name or f"{name}:0.1.0", _IMAGE_RE, "container.image_name")
    device = "cpu"
    if uses_gpu:
        device = "cuda"
    elif stack.target == Target.MACOS and workload.framework == Framework.PYTORCH:
        device = "mps"
    wsl = images.wsl_gpu
    memory_gb = max(2, round(spec.memory_request_gb))
    profile_gb = None
    if plan.profile and plan.profile.memory.total_bytes:
        profile_gb = int(plan.profile.memory.total_bytes / 1e9)
    wsl_memory = min(memory_gb, max(2, int(profile_gb * 0.8))) if profile_gb else memory_gb
    serving = serving_for(plan, kb, name)
    entry = _entry_context(plan, kb, serving, spec)
    entry["measure_plan"] = measure_context(plan, kb)
    command = command_for(spec, workload.framework, entry["entry"])
    return {
        **entry,
        "app_version": plan.app_version,
        "project": workload.name,
        "name": name,
        "env_name": conda_env_name(workload.name),
        "python": stack.python,
        # the platform every pin was checked for: the stack's python_platform, by one rule
        "pins_platform": python_platform(plan),
        "macos_min": stack.macos_min,
        "env_manager": stack.env_manager.value,
        "framework_name": stack.framework.name,
        "framework_version": stack.framework.version,
        "variant": stack.framework.variant,
        "cuda": stack.cuda or "",
        "driver_min": stack.driver_min or "",
        "needs_toolkit": 1 if stack.needs_toolkit and uses_gpu else 0,
        "uses_gpu": 1 if uses_gpu else 0,
        "uses_gpu_ps": "true" if uses_gpu else "false",
        "index_url": index_url,
        "extra_index_urls": list(layout.extra_index_urls),
        "requirement_lines": list(layout.specs),
        "layout": layout,
        "build_image": build,
        "runtime_image": runtime,
        **_python_context(spec, runtime, build),
        "image_name": image_name,
        "gpus": spec.gpus_per_node,
        **_amd_context(spec),
        # Only nvidia/cuda images set the variables that make the NVIDIA container
        # toolkit mount the driver's compute libraries; any other base must set them.
        "needs_nvidia_env": 1
        if spec.gpus_per_node > 0
        and spec.gpu_vendor == "nvidia"
        and not runtime.startswith("nvidia/cuda:")
        else 0,
        "shm_gb": max(1, round(spec.shm_size_gb)),
        "dataset_mount": _checked(spec.dataset_mount, _PATH_RE, "container.dataset_mount"),
        "workdir": _checked(spec.workdir, _PATH_RE, "container.workdir"),
        "command_json": json.dumps(command),
        "command": command,
        "spec": spec,
        "data_dir": data_dir,
        "device": device,
        "expected_literal": py_literal(
            {
                "python": stack.python,
                "framework": workload.framework.value,
                "framework_version": stack.framework.version,
                "cuda": stack.cuda,
                "device": device,
                "packages": _pinned(layout.specs, workload.framework),
                **_rocm_expected(stack, spec),
            }
        ),
        "distro": wsl.default_distro if wsl else "Ubuntu-24.04",
        "distro_label": wsl.default_distro if wsl else "Ubuntu",
        "min_windows_build": wsl.min_windows_build if wsl else 19044,
        "wsl_memory_gb": wsl_memory,
        "wsl_need_gb": memory_gb,
        "wsl_processors": max(1, spec.cpu_request),
        "wsl_swap_gb": max(1, wsl_memory // 4),
        "toml_name": json.dumps(conda_env_name(workload.name).lower()),
        "toml_python": json.dumps(f"=={stack.python}.*"),
        "uv_dependencies": [json.dumps(line) for line in layout.specs],
        "uv_index": json.dumps(index_url) if index_url else None,
        "uv_variant_index": json.dumps(layout.variant_index_url)
        if layout.variant_index_url
        else None,
        "uv_extra_indexes": [
            json.dumps(url) for url in layout.extra_index_urls if url != layout.variant_index_url
        ],
        "uv_index_packages": list(layout.variant_packages),
    }


VLLM_DTYPE = {"bf16": "bfloat16", "fp16": "float16", "fp32": "float32"}


def _entry_context(
    plan: Plan, kb: KnowledgeBase, serving: Serving | None, spec: ContainerSpec
) -> dict[str, Any]:
    """What train.py / serve.sh and their configs are written with."""
    workload = plan.workload
    out: dict[str, Any] = {
        "serving": serving,
        "entry": None,
        "launcher": None,
        "output_mount": None,
    }
    if serving is not None:
        out["entry"] = "serve.sh"
        out["model_default"] = hub_model_id(plan, kb) or ""
        out["vllm_dtype"] = VLLM_DTYPE.get(workload.precision.value, "auto")
        return out
    served = serve_context(plan, kb, spec)
    if served is not None:
        out["entry"] = "serve.py"
        out["serve_plan"] = served
        return out
    template = train_template(plan)
    if template is None:
        return out
    train = {**train_context(plan, kb), "data": spec.dataset_mount}
    out["entry"] = "train.py"
    out["train_template"] = template
    out["zero_stage"] = train["zero_stage"]
    out["uses_fsdp"] = train["fsdp"]
    out["train_mode"] = train["mode"]
    out["train_plan"] = train
    out["train_procs"] = spec.procs_per_node
    out["output_mount"] = OUTPUT_MOUNT
    out["launcher"] = launcher_line(spec)
    return out


def _pinned(specs: tuple[str, ...], framework: Framework) -> list[tuple[str, str]]:
    """(name, version) of every ``name==version`` pin but the framework's (checked apart)."""
    own = {"pytorch": "torch"}.get(framework.value, framework.value)
    out: list[tuple[str, str]] = []
    for spec in specs:
        req = Requirement(spec)
        pins = [s.version for s in req.specifier if s.operator == "=="]
        if pins and canonicalize_name(req.name) != own:
            out.append((req.name, pins[0]))
    return out


def _variant_index_base(kb: KnowledgeBase, framework: Framework) -> str | None:
    """Root of PyTorch's variant indexes (from the knowledge base), for PyTorch plans."""
    if framework != Framework.PYTORCH:
        return None
    return kb.dataset("pytorch", PytorchCatalog).index_base_url


def render_files(
    plan: Plan,
    kb: KnowledgeBase,
    lang: str = "en",
    data_dir: str = "./data",
    bench: BenchReport | None = None,
    *,
    lock: Callable[[str, dict[str, Any]], LockOutcome] | None = None,
) -> dict[str, str | bytes]:
    """Every bundle file (relative path -> content) except the PDF. ``lock``: makes
    requirements.lock from requirements.txt's text (see :func:`uv_lock`)."""
    from dlconfig.export import files as bundle_files

    ctx = build_context(plan, kb, data_dir)
    ctx["bench"] = bench
    env = _templates()
    ctx["lock"] = None
    if lock is not None:
        ctx["lock"] = lock(env.get_template("requirements.txt.j2").render(ctx), ctx)
    return bundle_files.render_all(plan, kb, ctx, env, lang)


def uv_lock(plan: Plan, run: Runner | None = None) -> Callable[[str, dict[str, Any]], LockOutcome]:
    """A ``lock`` for :func:`render_files`: ``uv pip compile`` for the plan's Python and
    platform; ``run`` replaces the uv process (tests)."""

    def lock(requirements_txt: str, ctx: dict[str, Any]) -> LockOutcome:
        python, platform, env = ctx["python"], python_platform(plan), platform_environment(plan)
        return lock_requirements(
            requirements_txt, python, platform, ctx["layout"], run=run, env=env
        )

    return lock


def export_bundle(
    plan: Plan,
    out_dir: Path | str,
    lang: str = "en",
    force: bool = False,
    *,
    kb: KnowledgeBase,
    include: Collection[str] | None = None,
    data_dir: str = "./data",
    write_pdf: Callable[[Plan, str, KnowledgeBase], bytes] | None = None,
    bench: BenchReport | None = None,
    lock: bool = False,
    uv_run: Runner | None = None,
) -> BundleResult:
    """Write the bundle for ``plan`` into ``out_dir``; raises ExportError with a clear message.

    ``include``: relative paths to keep (None: all). ``write_pdf`` renders report.pdf
    (default: ``dlconfig.export.pdf.render_pdf``; pass ``False``-like None via include to skip).
    ``bench``: a benchmark report of this machine (with its comparisons and findings) for
    the PDF's "Measured speed" section and a short README section.
    ``lock``: also write requirements.lock with uv (``uv_run`` replaces the uv process);
    when it cannot be made the bundle keeps its direct pins and ``lock_message`` says why.
    """
    if lang not in LANGS:
        raise ExportError(f"unknown language {lang!r}: use one of {', '.join(LANGS)}")
    target = Path(out_dir).expanduser().absolute()
    if target.is_symlink():  # the folder it names is the one replaced, not the link
        target = target.resolve()
    if target.exists() and not target.is_dir():
        raise ExportError(f"{target} exists and is not a folder")
    if target.is_dir() and any(target.iterdir()) and not force:
        raise ExportError(f"{target} is not empty: choose an empty folder or use --force")
    try:
        outcomes: list[LockOutcome] = []
        locker = None
        if lock:
            inner = uv_lock(plan, uv_run)

            def locker(text: str, ctx: dict[str, Any]) -> LockOutcome:
                outcomes.append(inner(text, ctx))
                return outcomes[-1]

        files = render_files(plan, kb, lang, data_dir, bench, lock=locker)
        if include is None or "report.pdf" in include:
            if write_pdf is None:
                from dlconfig.export.pdf import render_pdf

                locked = outcomes[0].is_locked if outcomes else None
                write_pdf = partial(render_pdf, bench=bench, locked=locked)
            files["report.pdf"] = write_pdf(plan, lang, kb)
    except (KbError, jinja2.TemplateError) as exc:
        raise ExportError(f"cannot render the bundle: {exc}") from None
    if include is not None:
        files = {k: v for k, v in files.items() if k in include}
    kept = _write_atomically(target, files)
    message = outcomes[0].message if outcomes else None
    return BundleResult(target, tuple(sorted(files)), message, kept)


def _check_relative(rel: str) -> None:
    """Refuse a bundle path that could leave the output folder by its spelling; links
    inside the folder are refused by ``export.replace`` before anything is written."""
    parts = rel.split("/")
    if "\\" in rel or rel.startswith("/") or {"", ".", ".."} & set(parts):
        raise ExportError(f"refusing to write {rel!r} outside the output folder")


def _write_atomically(target: Path, files: dict[str, str | bytes]) -> tuple[str, ...]:
    """Every path checked, then the bundle's files replaced (see ``export.replace``);
    returns the user's files kept from an existing folder."""
    encoded: dict[str, bytes] = {}
    for rel, content in files.items():
        _check_relative(rel)
        encoded[rel] = content.encode("utf-8") if isinstance(content, str) else content
    try:
        return write_bundle(target, encoded)
    except OSError as exc:
        reason = "the disk is full" if exc.errno == errno.ENOSPC else (exc.strerror or str(exc))
        if os.path.lexists(target / MARKER):  # part-way: the next export finishes it
            raise ExportError(
                f"cannot write to {target}: {reason}; the next export finishes the replacement"
            ) from None
        raise ExportError(f"cannot write to {target}: {reason}; nothing was written") from None
