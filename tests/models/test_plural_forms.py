"""English sentences count as people do: "1 GPU", "2 GPUs", never "GPU(s)"."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from dlconfig.i18n.labels import LABELS
from dlconfig.models.messages import FIX_TEMPLATES, TEMPLATES, When, fields_of, render
from dlconfig.models.messages.render import Piece

# Sentences whose GPU and node counts can be 1 or more.
COUNTING = (
    "hardware.option.fit",
    "hardware.option.decode_speed",
    "workload.memory.layout",
    "hardware.request.gpu_not_planned",
    "hardware.request.layout_changed",
    "hardware.time.long_run",
    "plan.fit.gpu_count",
)
WRONG_ONE = re.compile(r"\b1 (GPU|node)s\b")
WRONG_TWO = re.compile(r"\b2 (GPU|node)\b(?!s)")


def _renderings(count: int) -> Iterator[tuple[str, str]]:
    """Each piece of every template, once per alternative it has, with every field set
    to ``count`` and the conditions that alternative asks for (an alternative asking
    for another number is skipped): what a reader sees."""
    for catalogue in (TEMPLATES, FIX_TEMPLATES):
        for code, template in catalogue.items():
            for piece in template:
                yield from ((code, text) for text in _piece_renderings(piece, count))


def _piece_renderings(piece: Piece, count: int) -> Iterator[str]:
    fields = set().union(*(fields_of(a.text if isinstance(a, When) else a) for a in piece))
    for alt in piece:
        params: dict[str, object] = dict.fromkeys(fields, count)
        if isinstance(alt, When):
            if any(type(v) is int and v != count for v in alt.conditions.values()):
                continue
            if alt.conditions.get("multi_node") and count == 1:
                continue  # multi_node: two nodes or more
            params.update(alt.conditions)
        text = render((piece,), params)  # type: ignore[arg-type]
        if text:
            yield text


@pytest.mark.parametrize("count", [1, 2])
def test_no_template_writes_a_plural_in_brackets(count: int) -> None:
    assert [(code, text) for code, text in _renderings(count) if "(s)" in text] == []


@pytest.mark.parametrize("count", [1, 2])
def test_gpus_and_nodes_are_counted_right(count: int) -> None:
    wrong = WRONG_ONE if count == 1 else WRONG_TWO
    seen = [(code, text) for code, text in _renderings(count) if code in COUNTING]
    assert {code for code, _ in seen} == set(COUNTING)
    assert [(code, text) for code, text in seen if wrong.search(text)] == []


def test_no_label_writes_a_plural_in_brackets() -> None:
    assert [text for text in LABELS.values() if "(s)" in text] == []


def test_one_gpu_on_one_node_and_eight_gpus_on_two() -> None:
    params = {"name": "L4", "vram_gib": 24, "need_gib": 14.2, "strategy": "single"}
    one = render(TEMPLATES["hardware.option.fit"], {**params, "count": 1, "fits": True})
    layout = TEMPLATES["workload.memory.layout"]
    many = render(layout, {**params, "count": 8, "nodes": 2, "described_need_gib": 20.0})
    single = render(layout, {**params, "count": 1, "nodes": 1, "described_need_gib": 20.0})
    assert one == "L4 (24 GiB): 14.2 GiB per GPU as single on 1 GPU."
    assert many is not None and "single on 8 GPUs x 2 nodes:" in many
    assert single is not None and "single on 1 GPU x 1 node:" in single
