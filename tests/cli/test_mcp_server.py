"""``dlconfig-cli mcp``: a real MCP client over stdio lists the tools and plans."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest

mcp = pytest.importorskip("mcp")

from mcp import Client, StdioServerParameters  # noqa: E402

pytestmark = pytest.mark.slow


def server(tmp_path: Path) -> StdioServerParameters:
    folders = []
    for name in ("config", "cache", "data", "log"):
        folders += [f"--{name}-dir", str(tmp_path / name)]
    return StdioServerParameters(
        command=sys.executable, args=["-m", "dlconfig.cli", *folders, "mcp"], cwd=str(tmp_path)
    )


async def session(tmp_path: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    async with Client(server(tmp_path), read_timeout_seconds=120) as client:
        listed = await client.list_tools()
        out["tools"] = {t.name: t for t in listed.tools}
        out["plan"] = await client.call_tool("plan", {})
        out["export"] = await client.call_tool("export", {"out_dir": str(tmp_path / "bundle")})
    return out


def test_client_lists_tools_and_plans_the_default_workload(tmp_path: Path) -> None:
    out = asyncio.run(session(tmp_path))
    tools = out["tools"]
    assert {"probe", "estimate", "plan", "stack", "doctor", "export"} <= set(tools)
    for name in ("probe", "estimate", "plan", "stack", "doctor"):
        assert tools[name].annotations.read_only_hint is True
    assert tools["export"].annotations.read_only_hint is False
    # The workload argument's schema is the pydantic Workload model's.
    schema = json.dumps(tools["plan"].input_schema)
    assert "task" in schema and "precision" in schema

    result = out["plan"]
    assert not result.is_error
    plan = result.structured_content
    if plan is not None and "result" in plan and "schema" not in plan:
        plan = plan["result"]
    if plan is None:
        plan = json.loads(result.content[0].text)
    assert plan["schema"] == "dlconfig.plan/1"
    assert plan["hardware"]["choice"]["gpu"]

    exported = out["export"]
    assert not exported.is_error
    assert (tmp_path / "bundle" / "Dockerfile").is_file()
