"""Parse the version lines of command-line tools (pure functions, tested with fixtures)."""

from __future__ import annotations

import re


def parse_nvcc_version(text: str) -> str | None:
    """``Cuda compilation tools, release 12.4, V12.4.131`` -> ``"12.4"``."""
    m = re.search(r"release\s+(\d+\.\d+)", text)
    if m:
        return m.group(1)
    m = re.search(r"\bV(\d+\.\d+)(?:\.\d+)?", text)
    return m.group(1) if m else None


def parse_first_version(text: str) -> str | None:
    """The first dotted version in a tool's output (``Docker version 27.3.1, build ...``)."""
    m = re.search(r"(?<![\w.])v?(\d+\.\d+(?:\.\d+)?(?:[-+.][0-9A-Za-z.]+)?)", text)
    if not m:
        return None
    return m.group(1).rstrip(",.")


def torch_variant(version: str, requires: list[str] | None = None) -> str | None:
    """The build variant of an installed torch: the local tag (``+cu121``, ``+cpu``,
    ``+rocm6.2``), else the CUDA runtime wheel it depends on (PyPI Linux wheels)."""
    if "+" in version:
        return version.split("+", 1)[1] or None
    for req in requires or []:
        m = re.match(r"nvidia-cuda-runtime-cu(\d+)\s*==\s*(\d+)\.(\d+)", req)
        if m:
            return f"cu{m.group(2)}{m.group(3)}"
    return None


def conda_version_from_meta(names: list[str], package: str = "conda") -> str | None:
    """A package's version from ``conda-meta`` file names (``conda-24.9.2-py312_0.json``)."""
    for name in names:
        m = re.fullmatch(rf"{re.escape(package)}-(\d+\.\d+(?:\.\d+)?)-[^-]+\.json", name)
        if m:
            return m.group(1)
    return None
