"""Records what tests/export/test_workload_resolve.py needs to re-run a resolve offline.

For each acceptance workload (tests/data/workloads/NAME.yaml): NAME.in is the bundle's
requirements.txt without index lines, NAME.out what ``uv pip compile --python-version X
--python-platform x86_64-manylinux_2_28 NAME.in`` resolved on the package index, and
NAME.report.json pip's ``install --dry-run --no-deps --report`` over NAME.out (each
distribution's metadata, read without downloading the wheels). This script keeps only
name, version, Requires-Python and the Requires-Dist lines a resolve can use (no URLs):

    python tests/data/resolve/record.py FOLDER PYTHONS.json > tests/data/resolve/recorded.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name


def _extras_used(lines: list[str]) -> dict[str, set[str]]:
    used: dict[str, set[str]] = {}
    for line in lines:
        req = Requirement(line)
        used.setdefault(canonicalize_name(req.name), set()).update(req.extras)
    return used


def _kept(requires: list[str], extras: set[str]) -> list[str]:
    """Requirements without an extra marker, and those of an extra somebody asks for."""
    out = []
    for line in requires:
        marker = str(Requirement(line).marker or "")
        if "extra" not in marker or any(f'"{e}"' in marker for e in extras):
            out.append(line)
    return out


def main(folder: Path, pythons: dict[str, str]) -> dict[str, object]:
    distributions: dict[str, dict[str, object]] = {}
    workloads: dict[str, object] = {}
    for name, python in sorted(pythons.items()):
        report = json.loads((folder / f"{name}.report.json").read_text(encoding="utf-8"))
        metas = [item["metadata"] for item in report["install"]]
        direct = [
            line.strip()
            for line in (folder / f"{name}.in").read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith(("#", "-"))
        ]
        extras = _extras_used(direct)
        while True:  # extras ask for more extras (fastapi[standard] -> fastapi-cli[standard])
            lines = [
                r
                for m in metas
                for r in _kept(
                    m.get("requires_dist", []), extras.get(canonicalize_name(m["name"]), set())
                )
            ]
            grown = _extras_used(direct + lines)
            if grown == extras:
                break
            extras = grown
        pins = []
        for meta in metas:
            key = f"{canonicalize_name(meta['name'])}=={meta['version']}"
            pins.append(key)
            own = extras.get(canonicalize_name(meta["name"]), set())
            entry = distributions.setdefault(
                key, {"requires_python": meta.get("requires_python"), "requires_dist": []}
            )
            merged = set(entry["requires_dist"]) | set(_kept(meta.get("requires_dist", []), own))  # type: ignore[arg-type]
            entry["requires_dist"] = sorted(merged)
            provided = set(entry.get("provides_extra", [])) | (
                own & set(meta.get("provides_extra", []))
            )  # type: ignore[arg-type]
            if provided:
                entry["provides_extra"] = sorted(provided)
        workloads[name] = {"python": python, "resolved": sorted(pins)}
    return {
        "source": "package index metadata of each resolved distribution (pip install"
        " --dry-run --report), resolved with uv pip compile for Linux x86_64; torch from"
        " the main package index (PyTorch's own index was not reachable)",
        "as_of": "2026-12-02",
        "workloads": workloads,
        "distributions": dict(sorted(distributions.items())),
    }


if __name__ == "__main__":
    data = main(Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text(encoding="utf-8")))
    json.dump(data, sys.stdout, indent=1, sort_keys=False)
    sys.stdout.write("\n")
