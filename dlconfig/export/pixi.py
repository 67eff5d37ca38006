"""``pixi.toml`` beside ``environment.yml`` for conda plans: the same Python from
conda-forge and the same pinned wheels as PyPI dependencies, from the same indexes
(pixi's manifest reference: ``[workspace]``, ``[dependencies]``, ``[pypi-dependencies]``,
``[pypi-options]``)."""

from __future__ import annotations

import json
from typing import Any

from packaging.requirements import InvalidRequirement, Requirement

PIXI_TOML = "pixi.toml"
PLATFORMS = {"linux": "linux-64", "wsl2": "linux-64", "windows": "win-64", "macos": "osx-arm64"}


def _q(value: str) -> str:
    return json.dumps(value)  # a TOML basic string: JSON's escapes are TOML's


def render(ctx: dict[str, Any], target: str) -> str:
    lines = [
        "# pixi install && pixi run python train.py",
        "[workspace]",
        f"name = {_q(str(ctx['env_name']))}",
        'channels = ["conda-forge"]',
        f"platforms = [{_q(PLATFORMS.get(target, 'linux-64'))}]",
        "",
        "[dependencies]",
        f"python = {_q(str(ctx['python']) + '.*')}",
        "",
    ]
    if ctx["index_url"] or ctx["extra_index_urls"]:
        lines.append("[pypi-options]")
        if ctx["index_url"]:
            lines.append(f"index-url = {_q(str(ctx['index_url']))}")
        if ctx["extra_index_urls"]:
            urls = ", ".join(_q(str(u)) for u in ctx["extra_index_urls"])
            lines.append(f"extra-index-urls = [{urls}]")
        lines.append("")
    lines.append("[pypi-dependencies]")
    for line in ctx["requirement_lines"]:
        try:
            req = Requirement(str(line).split("#", 1)[0].strip())
        except InvalidRequirement:
            continue
        spec = str(req.specifier) or "*"
        if req.extras:
            extras = ", ".join(_q(e) for e in sorted(req.extras))
            lines.append(f"{_q(req.name)} = {{ version = {_q(spec)}, extras = [{extras}] }}")
        else:
            lines.append(f"{_q(req.name)} = {_q(spec)}")
    return "\n".join(lines) + "\n"
