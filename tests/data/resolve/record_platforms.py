"""Records what tests/export/test_platform_resolve.py needs to re-run, offline and per
platform, the resolve of every shipped example (dlconfig/resources/workloads) on every
target (linux, wsl2, windows, macos). Uses the network; run it from the repository root:

    PIP_CONFIG_FILE=/dev/null PIP_CONSTRAINT=/dev/null \\
        .venv/bin/python tests/data/resolve/record_platforms.py > tests/data/resolve/platforms.json

For each example and target it plans (no machine profile, plan date PLAN_DATE), renders
the bundle's requirements.txt and drops its index lines and local version labels
(PyTorch's own index cannot be reached from where this was recorded; its lines are
asserted as lines, never resolved: torch==2.14.1+cu132 is resolved as the package
index's torch==2.14.1, which on Windows is a CPU build),
then runs ``uv pip compile --python-version PY --python-platform P`` on the package
index (P from dlconfig.export.lock.python_platform, with platform_environment's
MACOSX_DEPLOYMENT_TARGET for macOS). For each resolved set it runs ``pip install
--dry-run --no-deps --ignore-installed --report - --only-binary=:all: --platform TAG
--python-version PY``, which reads each wheel's PEP 658 metadata without downloading the
wheel, and keeps name, version, Requires-Python, Requires-Dist (markers kept; extras only
where somebody asks for them) and the platform tag of the wheel pip chose. A target the
planner refuses records the conflicts' codes instead.

Output: ``examples[NAME][TARGET]`` = python, platform, resolved pins (or ``refused``);
``distributions["name==version"]`` = requires_python, provides_extra, and ``wheels``:
one entry per platform read, its wheel tag and its Requires-Dist (identical lists are
written once, under ``requires_dist``, and a wheel then lists only its tag).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from datetime import UTC, date, datetime
from pathlib import Path

import yaml
from packaging.utils import canonicalize_name

sys.path.insert(0, str(Path(__file__).resolve().parent))
from record import _extras_used, _kept

from dlconfig.export.bundle import render_files
from dlconfig.export.lock import platform_environment, python_platform, uv_executable
from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Target, Workload
from dlconfig.plan.pipeline import make_plan

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = ROOT / "dlconfig" / "resources" / "workloads"
PLAN_DATE = date(2026, 12, 2)
TARGETS = [Target.LINUX, Target.WSL2, Target.WINDOWS, Target.MACOS]


def pip_platforms(platform: str, env: dict[str, str]) -> list[str]:
    """pip's ``--platform`` tags for uv's ``--python-platform`` name (pip does not expand
    ``manylinux_2_X`` to older glibc tags, so they are listed)."""
    if platform == "x86_64-pc-windows-msvc":
        return ["win_amd64"]
    if platform == "aarch64-apple-darwin":  # pip expands macosx_14_0 to older releases
        major, _, minor = env["MACOSX_DEPLOYMENT_TARGET"].partition(".")
        return [f"macosx_{major}_{minor or 0}_arm64"]
    arch, _, glibc = platform.partition("-manylinux_")
    top = int(glibc.split("_")[1])
    tags = [f"manylinux_2_{m}_{arch}" for m in range(top, 4, -1)]
    return [*tags, f"manylinux2014_{arch}", f"manylinux2010_{arch}", f"manylinux1_{arch}"]


def compile_pins(requirements: str, python: str, platform: str, env: dict[str, str]) -> list[str]:
    uv = uv_executable()
    assert uv
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "requirements.in"
        path.write_text(requirements, encoding="utf-8")
        done = subprocess.run(
            [uv, "pip", "compile", "--no-header", "--no-annotate", "--no-python-downloads",
             "--python-version", python, "--python-platform", platform, str(path)],
            capture_output=True, text=True, check=True, env={**os.environ, **env},
        )  # fmt: skip
    return [x for x in done.stdout.splitlines() if x and not x.startswith(("#", " "))]


def _sdist_metadata(pin: str) -> dict[str, object]:
    """Metadata of a pin the index holds as a source distribution only, from the PKG-INFO
    of the sdist uv unpacked into its cache while it compiled (pip cannot read it: its
    build imports torch). Its wheel tag is recorded as ``sdist``."""
    name, version = pin.split("==")
    uv = uv_executable()
    assert uv
    cache = Path(subprocess.run([uv, "cache", "dir"], capture_output=True, text=True,
                                check=True).stdout.strip())  # fmt: skip
    found = sorted(cache.glob(f"sdists-*/*/{name}/{version}/*/src/PKG-INFO"))
    if not found:
        raise SystemExit(f"{pin}: no wheel, and no unpacked sdist in uv's cache")
    meta: dict[str, object] = {"name": name, "version": version, "requires_dist": []}
    for line in found[0].read_text(encoding="utf-8").split("\n\n", 1)[0].splitlines():
        key, _, value = line.partition(": ")
        if key == "Requires-Python":
            meta["requires_python"] = value
        elif key == "Requires-Dist":
            meta["requires_dist"].append(value)  # type: ignore[attr-defined]
        elif key == "Provides-Extra":
            meta.setdefault("provides_extra", []).append(value)  # type: ignore[attr-defined]
    return {**meta, "wheel_tag": "sdist"}


def read_metadata(pins: list[str], python: str, tags: list[str]) -> list[dict[str, object]]:
    """pip's report of ``pins`` for ``tags``: each item's metadata and wheel tag."""
    sdists: list[dict[str, object]] = []
    while True:
        with tempfile.TemporaryDirectory() as tmp:
            req = Path(tmp) / "pins.txt"
            req.write_text("\n".join(pins) + "\n", encoding="utf-8")
            env = {**os.environ, "PIP_CONFIG_FILE": os.devnull, "PIP_CONSTRAINT": os.devnull}
            env.pop("PIP_FIND_LINKS", None)
            platforms = [arg for tag in tags for arg in ("--platform", tag)]
            done = subprocess.run(
                [sys.executable, "-m", "pip", "install", "--quiet", "--dry-run", "--no-deps",
                 "--ignore-installed", "--ignore-requires-python", "--only-binary=:all:",
                 "--target", str(Path(tmp) / "t"), "--python-version", python, *platforms,
                 "--report", "-", "-r", str(req)],
                capture_output=True, text=True, check=False, env=env,
            )  # fmt: skip
        missing = re.search(r"No matching distribution found for (\S+)", done.stderr)
        if done.returncode and missing and missing.group(1) in pins:
            pins = [p for p in pins if p != missing.group(1)]
            sdists.append(_sdist_metadata(missing.group(1)))
            continue
        if done.returncode:
            raise SystemExit(f"pip failed for {pins}: {done.stderr}")
        break
    out = []
    for item in json.loads(done.stdout)["install"]:
        wheel = item["download_info"]["url"].rsplit("/", 1)[1]
        meta = item["metadata"]
        out.append({**meta, "wheel_tag": "-".join(wheel[: -len(".whl")].split("-")[-3:])})
    return out + sdists


def main() -> dict[str, object]:
    started = datetime.now(UTC)
    kb = KnowledgeBase()
    examples: dict[str, dict[str, object]] = {}
    # name==version -> platform -> (tag, requires_dist), with extras somebody asks for
    seen: dict[str, dict[str, object]] = {}
    for path in sorted(EXAMPLES.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for target in TARGETS:
            workload = Workload.model_validate({**data, "target": target.value})
            plan = make_plan(workload, None, kb, PLAN_DATE)
            entry: dict[str, object]
            if plan.stack is None:
                entry = {"refused": sorted({c.code for c in plan.conflicts})}
                examples.setdefault(path.stem, {})[target.value] = entry
                continue
            platform, env = python_platform(plan), platform_environment(plan)
            python = plan.stack.python
            lines = render_files(plan, kb)["requirements.txt"]
            assert isinstance(lines, str)
            kept = [  # torch==2.14.1+cu132 (PyTorch's build): the index's 2.14.1 instead
                x.split("+")[0]
                for x in lines.splitlines()
                if x.strip() and not x.startswith(("#", "-"))
            ]
            pins = compile_pins("\n".join(kept) + "\n", python, platform, env)
            metas = read_metadata(pins, python, pip_platforms(platform, env))
            extras = _extras_used(kept)
            while True:  # extras ask for more extras
                lines_used = [
                    r
                    for m in metas
                    for r in _kept(
                        m.get("requires_dist", []),  # type: ignore[arg-type]
                        extras.get(canonicalize_name(str(m["name"])), set()),
                    )
                ]
                grown = _extras_used(kept + lines_used)
                if grown == extras:
                    break
                extras = grown
            for meta in metas:
                name = canonicalize_name(str(meta["name"]))
                key = f"{name}=={meta['version']}"
                own = extras.get(name, set())
                dist = seen.setdefault(
                    key, {"requires_python": meta.get("requires_python"), "wheels": {}}
                )
                provided = set(dist.get("provides_extra", [])) | (  # type: ignore[arg-type]
                    own & set(meta.get("provides_extra", []))  # type: ignore[arg-type]
                )
                if provided:
                    dist["provides_extra"] = sorted(provided)
                wheels: dict[str, dict[str, object]] = dist["wheels"]  # type: ignore[assignment]
                old = wheels.get(platform, {}).get("requires_dist", [])
                wheels[platform] = {
                    "tag": meta["wheel_tag"],
                    "requires_dist": sorted(
                        set(old) | set(_kept(meta.get("requires_dist", []), own))  # type: ignore[arg-type]
                    ),
                }
            entry = {"python": python, "platform": platform, **env, "resolved": sorted(pins)}
            examples.setdefault(path.stem, {})[target.value] = entry
    distributions: dict[str, object] = {}
    for key, dist in sorted(seen.items()):
        wheels = dist.pop("wheels")
        lists = {json.dumps(w["requires_dist"]) for w in wheels.values()}  # type: ignore[attr-defined]
        if len(lists) == 1:
            dist["requires_dist"] = json.loads(lists.pop())
            dist["wheels"] = {p: w["tag"] for p, w in sorted(wheels.items())}  # type: ignore[attr-defined]
        else:
            dist["wheels"] = dict(sorted(wheels.items()))  # type: ignore[attr-defined]
        distributions[key] = {k: v for k, v in dist.items() if v is not None}
    took = (datetime.now(UTC) - started).total_seconds()
    print(f"recorded in {took:.0f} s", file=sys.stderr)
    return {
        "source": "package index metadata read through pip/uv: uv pip compile per"
        " --python-platform, then each resolved wheel's PEP 658 metadata and file name read"
        " with pip install --dry-run --report; PyTorch's own index was not reachable and"
        " is not recorded",
        "as_of": started.date().isoformat(),
        "plan_date": PLAN_DATE.isoformat(),
        "examples": examples,
        "distributions": distributions,
    }


if __name__ == "__main__":
    json.dump(main(), sys.stdout, indent=1)
    sys.stdout.write("\n")
