"""The one reader for untrusted files: regular files, bounded size and nesting, strict YAML."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from dlconfig.models.untrusted import (
    MAX_DEPTH,
    UntrustedFileError,
    parse_untrusted,
    read_untrusted_bytes,
)

LIMIT = 1024 * 1024


def parse(text: str, *, json_only: bool = False) -> object:
    return parse_untrusted(text.encode(), "in", max_bytes=LIMIT, json_only=json_only)


@pytest.mark.parametrize(
    "text",
    [
        "gpus: yes",
        "gpus: on",
        "batch_size: 1:30",
        "gpus: 010",
        "gpus: 0x1F",
        "gpus: 1_000",
        "a: Off",
    ],
)
def test_yaml_11_coercions_are_refused_and_named(text: str) -> None:
    with pytest.raises(UntrustedFileError, match=r"^in: .*line 1: .*quote it"):
        parse(text)


def test_plain_and_quoted_scalars_read_as_yaml_12() -> None:
    data = parse(
        "a: true\nb: 8\nc: -2.5\nd: 1e3\ne: null\nf: '010'\ng: \"yes\"\nh: 2026-12-02\ni: text"
    )
    assert data == {
        "a": True,
        "b": 8,
        "c": -2.5,
        "d": 1000.0,
        "e": None,
        "f": "010",
        "g": "yes",
        "h": "2026-12-02",  # dates stay text; the model parses them
        "i": "text",
    }


@pytest.mark.parametrize("json_only", [False, True])
def test_a_key_given_twice_is_refused(json_only: bool) -> None:
    text = '{"gpus": 1, "gpus": 8}' if json_only else "gpus: 1\nname: x\ngpus: 8\n"
    with pytest.raises(UntrustedFileError, match="'gpus' is given twice"):
        parse(text, json_only=json_only)


@pytest.mark.parametrize("json_only", [False, True])
@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 500, 100_000])
def test_deep_nesting_is_one_clear_error(json_only: bool, depth: int) -> None:
    flow = "[" * depth + "]" * depth
    with pytest.raises(UntrustedFileError, match=f"nested deeper than {MAX_DEPTH} levels"):
        parse(flow, json_only=json_only)
    block = "".join(f"{'  ' * i}k:\n" for i in range(depth if depth < 1000 else 1000))
    if not json_only:
        with pytest.raises(UntrustedFileError, match="nested deeper"):
            parse(block)


def test_brackets_inside_json_strings_do_not_count_as_nesting() -> None:
    text = '{"a": "' + "[" * 100 + '\\"[[["}'
    assert parse(text, json_only=True) == {"a": "[" * 100 + '"[[['}


def test_anchors_and_aliases_are_refused() -> None:
    with pytest.raises(UntrustedFileError, match="anchors and aliases"):
        parse("a: &x [1]\nb: *x\n")


@given(st.text(max_size=200))
def test_any_text_parses_or_raises_the_one_error(text: str) -> None:
    for json_only in (False, True):
        try:
            parse(text, json_only=json_only)
        except UntrustedFileError as exc:
            assert "\n" not in str(exc).rstrip()


def test_only_regular_files_within_the_bound_are_read(tmp_path: Path) -> None:
    small = tmp_path / "w.yaml"
    small.write_bytes(b"x: 1\n")
    assert read_untrusted_bytes(small, 10) == b"x: 1\n"
    with pytest.raises(UntrustedFileError, match="larger than 4 bytes"):
        read_untrusted_bytes(small, 4)
    with pytest.raises(UntrustedFileError, match="is a folder"):
        read_untrusted_bytes(tmp_path, 10)
    with pytest.raises(UntrustedFileError, match="cannot be read"):
        read_untrusted_bytes(tmp_path / "missing.yaml", 10)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.yaml"
        os.mkfifo(fifo)
        with pytest.raises(UntrustedFileError, match="not a regular file"):
            read_untrusted_bytes(fifo, 10)
