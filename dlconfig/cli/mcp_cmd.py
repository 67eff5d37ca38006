"""``dlconfig-cli mcp``: a Model Context Protocol server over stdio.

It serves the Python API (``dlconfig.api``) as MCP tools: ``probe``, ``estimate``,
``plan``, ``stack`` and ``doctor`` only read, and ``export`` writes a bundle into the
folder it is given. Inputs and results carry JSON Schemas made from the same pydantic
models the CLI's ``--json`` prints (a workload argument is a ``dlconfig.workload/1``
object). Needs the ``mcp`` extra: ``uv tool install 'dlconfig[mcp]'``. An MCP client
starts it as ``{"command": "dlconfig-cli", "args": ["mcp"]}``.
"""

from __future__ import annotations

import argparse
from typing import Any

from dlconfig.cli import CliError
from dlconfig.models.workload import Workload  # the tools' schemas resolve it by name


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "mcp", help="serve the planner to AI agents over MCP (stdio)", description=__doc__
    )
    p.set_defaults(func=run)


def build_server() -> Any:
    """The MCP server with dlconfig's tools; raises ImportError without the mcp extra."""
    from mcp.server.mcpserver import MCPServer
    from mcp.types import ToolAnnotations

    from dlconfig import __version__, api

    server = MCPServer(
        "dlconfig",
        version=__version__,
        instructions=(
            "Plan deep-learning environments: estimate what a workload needs, choose GPUs, "
            "a software stack and containers, check this machine, and export the files."
        ),
    )
    read_only = ToolAnnotations(read_only_hint=True, open_world_hint=False)
    writes = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)

    @server.tool(annotations=read_only)
    def probe() -> dict[str, Any]:
        """This machine's CPU, memory, disks, GPUs and software (dlconfig.hardware/1)."""
        return api.probe().model_dump(mode="json", by_alias=True)

    @server.tool(annotations=read_only)
    def estimate(workload: Workload | None = None) -> dict[str, Any]:
        """What a workload needs: GPU memory, host RAM, disk and compute
        (dlconfig.requirements/1). Without a workload, the default one."""
        return api.estimate(workload).model_dump(mode="json", by_alias=True)

    @server.tool(annotations=read_only)
    def plan(workload: Workload | None = None, probe_machine: bool = False) -> dict[str, Any]:
        """The full plan (dlconfig.plan/1): requirements, hardware choice, software stack,
        containers and places to run, each with its reasons. Without a workload, the
        default one; probe_machine also reads this machine's hardware."""
        return api.plan(workload, probe=probe_machine).model_dump(mode="json", by_alias=True)

    @server.tool(annotations=read_only)
    def stack(
        gpu: str | None = None,
        target: str = "linux",
        framework: str = "pytorch",
        framework_version: str | None = None,
        python: str | None = None,
    ) -> dict[str, Any]:
        """The software stack (driver, CUDA, framework build and index) for a catalog GPU
        name, or CPU when gpu is empty; a conflict with suggestions when none fits."""
        result = api.stack(
            gpu, target=target, framework=framework,
            framework_version=framework_version, python=python,
        )  # fmt: skip
        return result.model_dump(mode="json", by_alias=True)

    @server.tool(annotations=read_only)
    def doctor(plan: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        """Check this machine (and a dlconfig.plan/1 plan, when given): findings with
        severity, code and the fix."""
        from dlconfig.models.plan import Plan

        the_plan = Plan.model_validate(plan) if plan is not None else None
        findings = api.doctor(the_plan, read_torch=False)
        return [f.model_dump(mode="json", by_alias=True) for f in findings]

    @server.tool(annotations=writes)
    def export(
        out_dir: str, workload: Workload | None = None, force: bool = False
    ) -> dict[str, Any]:
        """Plan the workload (default one when empty) and write its bundle (Dockerfile,
        requirements, compose, Kubernetes, report) into out_dir; returns the files."""
        result = api.export(workload, out_dir, force=force, pdf=False)
        return {"out": str(result.out_dir), "files": list(result.files)}

    return server


def run(args: argparse.Namespace) -> int:
    try:
        server = build_server()
    except ImportError:
        raise CliError(
            "the MCP server needs the mcp extra: uv tool install 'dlconfig[mcp]' "
            "(or pip install 'dlconfig[mcp]')"
        ) from None
    server.run("stdio")
    return 0
