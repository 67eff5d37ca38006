"""Software section: Python, environment, DL frameworks (from metadata), tools.

Frameworks are read from installed package metadata and never imported (importing torch
takes seconds). Tool versions come from ``--version`` runs with short timeouts, in
parallel; a tool that is missing is simply not listed.
"""

from __future__ import annotations

import logging
import os
import platform
import shutil
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from importlib import metadata
from pathlib import Path

from dlconfig.models.hardware import FrameworkInstall, SoftwareInfo, ToolInfo
from dlconfig.probe.commands import run_command
from dlconfig.probe.tool_versions import (
    conda_version_from_meta,
    parse_first_version,
    parse_nvcc_version,
    torch_variant,
)

log = logging.getLogger(__name__)

# (distribution name, name to report)
FRAMEWORK_DISTS = (
    ("torch", "torch"),
    ("tensorflow", "tensorflow"),
    ("tensorflow-cpu", "tensorflow"),
    ("tensorflow-macos", "tensorflow"),
    ("jax", "jax"),
    ("jaxlib", "jaxlib"),
)

# (tool, arguments, parser); None arguments mean "presence only".
VERSION_TOOLS = (
    ("nvcc", ["--version"], parse_nvcc_version),
    ("docker", ["--version"], parse_first_version),
    ("podman", ["--version"], parse_first_version),
    ("nvidia-ctk", ["--version"], parse_first_version),
    ("mamba", ["--version"], parse_first_version),
    ("uv", ["--version"], parse_first_version),
)


def _frameworks(problems: list[str]) -> list[FrameworkInstall]:
    found: list[FrameworkInstall] = []
    seen: set[str] = set()
    for dist, name in FRAMEWORK_DISTS:
        try:
            version = metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
        except Exception as exc:  # noqa: BLE001 - a broken dist-info folder can raise anything
            problems.append(f"{dist}: metadata could not be read ({exc})")
            continue
        if name in seen or not version:
            continue
        seen.add(name)
        variant = None
        if name == "torch":
            try:
                variant = torch_variant(version, metadata.requires(dist))
            except Exception:  # noqa: BLE001 - unreadable requirements fall back to the version alone
                variant = torch_variant(version)
        elif name == "jax":
            variant = _jax_variant()
        found.append(FrameworkInstall(name=name, version=version, variant=variant))
    return found


def _jax_variant() -> str | None:
    for plugin in ("jax-cuda13-plugin", "jax-cuda12-plugin"):
        try:
            metadata.version(plugin)
        except metadata.PackageNotFoundError:
            continue
        return "cuda" + plugin.split("cuda")[1].split("-")[0]
    return None


def _version_tool(
    name: str, args: list[str], parse: Callable[[str], str | None]
) -> tuple[ToolInfo | None, str | None]:
    result = run_command([name, *args], timeout_s=3)
    if result.path is None:
        return None, None
    version = parse(result.stdout + result.stderr)
    problem = None if result.ok else f"{name}: {result.problem}"
    return ToolInfo(name=name, version=version, path=result.path), problem


def _conda_tools() -> list[ToolInfo]:
    """conda and a conda-installed mamba, versions read from conda-meta (both are slow
    Python programs to start)."""
    exe = os.environ.get("CONDA_EXE") or shutil.which("conda")
    if not exe:
        return []
    prefix = Path(exe).resolve().parent.parent
    try:
        names = [p.name for p in (prefix / "conda-meta").glob("*.json")]
    except OSError:
        names = []
    tools = [ToolInfo(name="conda", version=conda_version_from_meta(names), path=exe)]
    mamba = conda_version_from_meta(names, "mamba")
    mamba_exe = prefix / "bin" / "mamba"
    if mamba and mamba_exe.exists():
        tools.append(ToolInfo(name="mamba", version=mamba, path=str(mamba_exe)))
    return tools


def _tools(problems: list[str]) -> list[ToolInfo]:
    tools: list[ToolInfo] = []
    smi = shutil.which("nvidia-smi")
    if smi:
        tools.append(ToolInfo(name="nvidia-smi", path=smi))
    conda_tools = _conda_tools()
    known = {t.name for t in conda_tools}
    specs = [spec for spec in VERSION_TOOLS if spec[0] not in known]
    with ThreadPoolExecutor(max_workers=len(specs)) as pool:
        futures = [pool.submit(_version_tool, *spec) for spec in specs]
        for future in futures:
            tool, problem = future.result()
            if tool:
                tools.append(tool)
            if problem:
                problems.append(problem)
    tools.extend(conda_tools)
    return tools


def _environment() -> tuple[bool, bool, str | None]:
    is_venv = sys.prefix != getattr(sys, "base_prefix", sys.prefix)
    is_conda = (Path(sys.prefix) / "conda-meta").is_dir()
    if is_conda:
        name = os.environ.get("CONDA_DEFAULT_ENV") or Path(sys.prefix).name
    elif is_venv:
        name = Path(sys.prefix).name
    else:
        name = None
    return is_venv, is_conda, name


def probe_software(with_tools: bool = True) -> SoftwareInfo:
    """Python, environment, frameworks and tools. Never raises."""
    problems: list[str] = []
    is_venv, is_conda, env_name = _environment()
    try:
        frameworks = _frameworks(problems)
    except Exception as exc:  # noqa: BLE001 - the probe never raises; the problem is reported
        frameworks = []
        problems.append(f"installed frameworks could not be listed ({exc})")
    try:
        tools = _tools(problems) if with_tools else []
    except Exception as exc:
        log.debug("tool probe failed", exc_info=True)
        tools = []
        problems.append(f"tools could not be checked ({exc})")
    return SoftwareInfo(
        python_version=platform.python_version(),
        python_implementation=platform.python_implementation(),
        python_executable=sys.executable or None,
        is_venv=is_venv,
        is_conda=is_conda,
        env_name=env_name,
        frameworks=frameworks,
        tools=tools,
        problems=problems,
    )
