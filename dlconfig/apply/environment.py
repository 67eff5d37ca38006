"""``apply_bundle``: the bundle's environment in ``BUNDLE/.venv``, made with uv, verified.

Steps: the system steps (only with ``yes``; otherwise returned for the user to run),
``uv venv --python X``, ``uv pip sync requirements.lock`` (or ``uv pip install -r
requirements.txt``), then ``scripts/verify_env.py`` inside the new environment. A stamp
in the environment records the bundle's manifest hash, so a second apply only verifies.
A cancel or a failure while the environment is made removes it; nothing else is touched.

While it is made, ``BUNDLE/.venv.dlconfig-apply.json`` names the applying process. An
apply killed outright (kill -9, a power cut) leaves it: the next apply recognises its own
half-made environment, stops what the killed run left running in it (uv installing on its
own) and makes it again; while the named process still runs, a second apply is refused.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from dlconfig.apply.bundle import (
    SETUP_SCRIPT,
    SYSTEM_ONLY_VARIABLE,
    ApplyError,
    BundleInfo,
    read_bundle,
)
from dlconfig.apply.process import CommandRunner, run_streaming
from dlconfig.export.lock import NETWORK_MARKS, uv_executable
from dlconfig.models.untrusted import UntrustedFileError, read_untrusted_bytes

ENV_DIR = ".venv"
CPU_REQUIREMENTS = "dlconfig-cpu-requirements.txt"
STAMP = ".dlconfig-applied.json"
STAMP_SCHEMA = "dlconfig.applied/1"
IN_PROGRESS = ".venv.dlconfig-apply.json"
IN_PROGRESS_SCHEMA = "dlconfig.applying/1"
_NO_PYTHON_MARKS = ("no interpreter found", "no download found", "failed to download")
# uv, without a terminal, names each large download with its size: "Downloading torch (846.0MiB)".
_DOWNLOADING = re.compile(r"^\s*Downloading\s+(\S+)\s+\(([\d.]+)\s*(B|KiB|MiB|GiB)\)")
_DOWNLOADED = re.compile(r"^\s*Downloaded\s+(\S+)")
_UNIT = {"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30}
_VERIFY_LINE = re.compile(r"^(PASS|FAIL)\s+(\S+)\s")


@dataclass(frozen=True)
class ApplyProgress:
    """One event: ``kind`` "step" (``step`` of ``steps``, ``text`` the command),
    "line" (``text``: a line of output) or "bytes" (download ``done_bytes`` of
    ``total_bytes`` that uv announced)."""

    kind: str
    text: str = ""
    step: int = 0
    steps: int = 0
    done_bytes: int = 0
    total_bytes: int = 0


@dataclass(frozen=True)
class VerifyLine:
    is_ok: bool
    name: str
    text: str


@dataclass(frozen=True)
class ApplyResult:
    """``is_fresh``: this run made the environment (False: it was in place and was only
    verified). ``system_commands``: the bundle's system steps, ``is_system_run`` whether
    this run ran them."""

    env_dir: Path
    is_fresh: bool
    verify_status: int
    checks: tuple[VerifyLine, ...]
    system_commands: tuple[str, ...] = ()
    is_system_run: bool = False
    failed: tuple[VerifyLine, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "failed", tuple(c for c in self.checks if not c.is_ok))

    @property
    def is_ok(self) -> bool:
        return self.verify_status == 0 and bool(self.checks) and not self.failed


def env_python(env_dir: Path) -> Path:
    return env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def system_command(info: BundleInfo) -> list[str]:
    """What ``--yes`` runs for the system steps: the bundle's setup script, stopping
    before its own Python environment."""
    return ["env", f"{SYSTEM_ONLY_VARIABLE}=1", "bash", str(info.folder / SETUP_SCRIPT)]


def offline_hint(info: BundleInfo) -> str:
    """How to set the bundle up without an index: wheels fetched on a connected machine."""
    return (
        "to set up offline, on a machine with network and the same OS and CPU run"
        f" `python -m pip download -r {info.requirements.name} -d wheels"
        f" --only-binary=:all: --python-version {info.python}`, copy wheels/ into the"
        f" bundle and run `dlconfig-cli apply {info.folder} --find-links"
        f" {info.folder / 'wheels'}`"
    )


def _record(path: Path, schema: str) -> dict[str, object] | None:
    """The small JSON record at ``path`` when it is one of ``schema``, else None."""
    try:
        data = json.loads(read_untrusted_bytes(path, 4096))
    except (UntrustedFileError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("schema") != schema:
        return None
    return data


def _stamp_hash(env_dir: Path) -> str | None:
    data = _record(env_dir / STAMP, STAMP_SCHEMA)
    if data is None:
        return None
    value = data.get("manifest_sha256")
    return value if isinstance(value, str) else None


def is_set_up(info: BundleInfo) -> bool:
    """True when ``BUNDLE/.venv`` holds the stamp of this very bundle (apply only verifies)."""
    env_dir = info.folder / ENV_DIR
    return env_dir.is_dir() and _stamp_hash(env_dir) == info.manifest_sha256


class _Apply:
    def __init__(
        self,
        info: BundleInfo,
        runner: CommandRunner,
        on_progress: Callable[[ApplyProgress], None],
        is_cancelled: Callable[[], bool],
    ) -> None:
        self.info = info
        self.runner = runner
        self.on_progress = on_progress
        self.is_cancelled = is_cancelled
        self.sizes: dict[str, int] = {}
        self.done_bytes = 0

    def _line(self, line: str, out: list[str]) -> None:
        out.append(line)
        self.on_progress(ApplyProgress("line", line))
        if match := _DOWNLOADING.match(line):
            self.sizes[match.group(1)] = int(float(match.group(2)) * _UNIT[match.group(3)])
            self._bytes()
        elif (match := _DOWNLOADED.match(line)) and match.group(1) in self.sizes:
            self.done_bytes += self.sizes[match.group(1)]
            self._bytes()

    def _bytes(self) -> None:
        total = sum(self.sizes.values())
        self.on_progress(ApplyProgress("bytes", done_bytes=self.done_bytes, total_bytes=total))

    def run(self, command: list[str], *, is_foreground: bool = False) -> tuple[int, list[str]]:
        out: list[str] = []
        status = self.runner(
            command,
            lambda line: self._line(line, out),
            self.is_cancelled,
            is_foreground=is_foreground,
        )
        return status, out


def _first_error(lines: list[str], status: int) -> str:
    errors = [line.strip() for line in lines if line.strip().lower().startswith("error")]
    text = errors[0] if errors else next((ln.strip() for ln in reversed(lines) if ln.strip()), "")
    return text[:300] or f"exit status {status}"


def _verify(work: _Apply, env_dir: Path) -> tuple[int, tuple[VerifyLine, ...]]:
    status, lines = work.run([str(env_python(env_dir)), str(work.info.verify_script)])
    checks = []
    for line in lines:
        if match := _VERIFY_LINE.match(line):
            checks.append(VerifyLine(match.group(1) == "PASS", match.group(2), line.rstrip()))
    return status, tuple(checks)


def _process_started(pid: int) -> float | None:
    """When process ``pid`` started (psutil's create_time), None when it is gone."""
    import psutil

    try:
        return float(psutil.Process(pid).create_time())
    except (psutil.Error, OSError, ValueError):
        return None


def _earlier_run(folder: Path) -> dict[str, object] | None:
    """The in-progress record an earlier apply left in ``folder``, if any."""
    return _record(folder / IN_PROGRESS, IN_PROGRESS_SCHEMA)


def _is_running(record: dict[str, object]) -> bool:
    """The process the record names still runs (the same process: its start time matches,
    so a reused process id is not taken for it)."""
    pid, started = record.get("pid"), record.get("started")
    if not isinstance(pid, int) or not isinstance(started, int | float):
        return False
    now = _process_started(pid)
    return now is not None and abs(now - float(started)) < 1.0


def _stop_leftovers(env_dir: Path) -> int:
    """Stop the processes a killed apply left working on ``env_dir`` (uv goes on
    installing when its parent is killed): every process whose command line names the
    environment's folder, with its process group. Returns how many were stopped."""
    import psutil

    target = str(env_dir)
    stopped = []
    for proc in psutil.process_iter(["pid", "cmdline"]):
        cmdline = proc.info.get("cmdline") or []
        if proc.pid == os.getpid() or not any(target in part for part in cmdline):
            continue
        with contextlib.suppress(psutil.Error, OSError):
            if os.name == "posix" and os.getpgid(proc.pid) == proc.pid:
                os.killpg(proc.pid, signal.SIGTERM)
            else:
                proc.terminate()
            stopped.append(proc)
    _, alive = psutil.wait_procs(stopped, timeout=5)
    for proc in alive:
        with contextlib.suppress(psutil.Error, OSError):
            proc.kill()
    return len(stopped)


def _take_over_earlier_run(
    folder: Path, env_dir: Path, on_progress: Callable[[ApplyProgress], None]
) -> None:
    """An earlier apply's record: refused while it runs; killed, its environment is
    removed (and what it left running stopped) so that this run makes it again."""
    earlier = _earlier_run(folder)
    if earlier is not None and _is_running(earlier):
        raise ApplyError(
            f"another apply is setting up {env_dir} (process {earlier['pid']}): wait for it,"
            " or stop it and apply again",
            is_usage=True,
        )
    if earlier is not None:  # a run killed before it finished: its environment is ours
        stopped = _stop_leftovers(env_dir)
        on_progress(
            ApplyProgress(
                "line",
                f"an earlier apply (process {earlier['pid']}) stopped before it finished;"
                f" its half-made {ENV_DIR} is made again"
                + (f" ({stopped} processes it left running were stopped)" if stopped else ""),
            )
        )
        _remove_env(env_dir)


def _remove_env(env_dir: Path) -> None:
    """Remove the environment folder (a link: the link only, never what it points to)."""
    if env_dir.is_dir() and not env_dir.is_symlink():
        shutil.rmtree(env_dir)
    elif os.path.lexists(env_dir):
        env_dir.unlink()


def _mark_in_progress(folder: Path) -> None:
    record = {
        "schema": IN_PROGRESS_SCHEMA,
        "pid": os.getpid(),
        "started": _process_started(os.getpid()),
    }
    tmp = folder / f"{IN_PROGRESS}.tmp"
    tmp.write_text(json.dumps(record), encoding="utf-8")
    os.replace(tmp, folder / IN_PROGRESS)


def apply_bundle(
    folder: Path,
    *,
    yes: bool = False,
    force: bool = False,
    find_links: Path | None = None,
    runner: CommandRunner = run_streaming,
    on_progress: Callable[[ApplyProgress], None] = lambda _event: None,
    is_cancelled: Callable[[], bool] = lambda: False,
    uv: str | None = None,
    cpu_requirements: str | None = None,
) -> ApplyResult:
    """Set up the bundle in ``folder`` (see the module docstring).

    ``cpu_requirements``: the CPU build's requirements text (``preview.cpu_requirements``),
    installed instead of the bundle's list, for trying the code on a machine the plan's
    CUDA build cannot run on.

    Raises ApplyError (one line; ``is_usage`` for a bad bundle or a foreign ``.venv``
    without ``force``) and ApplyCancelledError, after removing what this run made.
    Blocks for as long as uv and the scripts run: call it from a worker thread in a GUI.
    """
    info = read_bundle(folder)
    if find_links is not None and not find_links.is_dir():
        raise ApplyError(f"--find-links: {find_links} is not a folder", is_usage=True)
    exe = uv or uv_executable()
    if exe is None:
        raise ApplyError(
            "uv is not installed (python -m pip install uv); or set the environment up"
            f" by hand with {SETUP_SCRIPT}"
        )
    work = _Apply(info, runner, on_progress, is_cancelled)
    env_dir = folder / ENV_DIR
    if is_set_up(info):
        on_progress(ApplyProgress("step", "verify_env.py", 1, 1))
        status, checks = _verify(work, env_dir)
        return ApplyResult(env_dir, False, status, checks, info.system_commands)
    _take_over_earlier_run(folder, env_dir, on_progress)
    if os.path.lexists(env_dir) and not force:
        if env_dir.is_dir() and _stamp_hash(env_dir) is not None:
            raise ApplyError(
                f"{env_dir} was set up for an earlier export of this bundle: pass --force"
                " to set it up again",
                is_usage=True,
            )
        raise ApplyError(
            f"{env_dir} exists and is not this bundle's environment: move it away, or"
            " pass --force to replace it",
            is_usage=True,
        )
    steps = 3 + (1 if yes and info.system_commands else 0)
    step = 0
    is_system_run = False
    if yes and info.system_commands:
        if not info.can_run_system_only:
            raise ApplyError(
                f"{info.folder / SETUP_SCRIPT} is from an older dlconfig and also sets up"
                " Python with pip: run its sudo lines yourself, then apply without --yes"
            )
        step += 1
        command = system_command(info)
        on_progress(ApplyProgress("step", " ".join(command), step, steps))
        status, lines = work.run(command, is_foreground=True)
        if status != 0:
            raise ApplyError(f"the system steps failed: {_first_error(lines, status)}")
        is_system_run = True
    _remove_env(env_dir)  # --force: the foreign folder goes only now
    _mark_in_progress(folder)
    try:
        _create(work, exe, env_dir, find_links, (step, steps), cpu_requirements=cpu_requirements)
    except BaseException:
        shutil.rmtree(env_dir, ignore_errors=True)
        raise
    finally:
        (folder / IN_PROGRESS).unlink(missing_ok=True)
    on_progress(ApplyProgress("step", "verify_env.py", steps, steps))
    status, checks = _verify(work, env_dir)
    return ApplyResult(env_dir, True, status, checks, info.system_commands, is_system_run)


def _run_step(
    work: _Apply, command: list[str], at: tuple[int, int], known: tuple[tuple[str, ...], str]
) -> None:
    """Run one uv step (``at``: its number, of how many); raise ApplyError when it fails.
    ``known``: uv's words for a failure with its own message (``{detail}``: uv's line)."""
    work.on_progress(ApplyProgress("step", _shown(command), *at))
    status, lines = work.run(command)
    if status == 0:
        return
    detail = _first_error(lines, status)
    marks, message = known
    text = " ".join(lines).lower()
    if any(mark in text for mark in marks):
        raise ApplyError(message.format(detail=detail))
    raise ApplyError(f"{_shown(command[:3])} failed: {detail}")


def _create(
    work: _Apply,
    exe: str,
    env_dir: Path,
    find_links: Path | None,
    at: tuple[int, int],
    *,
    cpu_requirements: str | None = None,
) -> None:
    """uv venv, then the packages, then the stamp; ``at``: (steps done, steps in all)."""
    step, steps = at
    info = work.info
    no_python = (
        f"Python {info.python}, which the plan needs, is not installed and uv cannot"
        " install it: {detail}"
    )
    _run_step(
        work,
        [exe, "venv", "--python", info.python, str(env_dir)],
        (step + 1, steps),
        (_NO_PYTHON_MARKS, no_python),
    )
    python = str(env_python(env_dir))
    offline = "cannot reach the package index ({detail}); " + offline_hint(info).replace(
        "{", "{{"
    ).replace("}", "}}")
    local = ["--no-index", "--find-links", str(find_links)] if find_links is not None else []
    if cpu_requirements is not None:
        # The CPU build: one list, written inside the environment (the bundle is kept).
        listing = env_dir / CPU_REQUIREMENTS
        listing.write_text(cpu_requirements, encoding="utf-8")
        command = [exe, "pip", "install", "--python", python, "-r", str(listing), *local]
        _run_step(work, command, (step + 2, steps), (NETWORK_MARKS, offline))
        _write_stamp(env_dir, info, build="cpu")
        return
    # The install recipe: torch first, then what builds against it without build
    # isolation; the full list below finds them installed at their pins.
    for first in info.first_installs:
        first_command = [exe, "pip", "install", "--python", python, *first, *local]
        _run_step(work, first_command, (step + 2, steps), (NETWORK_MARKS, offline))
    if info.is_locked:
        command = [exe, "pip", "sync", "--python", python, str(info.requirements)]
    else:
        command = [exe, "pip", "install", "--python", python, "-r", str(info.requirements)]
    command += local
    _run_step(work, command, (step + 2, steps), (NETWORK_MARKS, offline))
    _write_stamp(env_dir, info, build="plan")


def _write_stamp(env_dir: Path, info: BundleInfo, *, build: str) -> None:
    """The stamp: this bundle's identity, and which build was installed (the plan's, or
    the CPU build that stands in for it)."""
    stamp = {"schema": STAMP_SCHEMA, "manifest_sha256": info.manifest_sha256, "build": build}
    tmp = env_dir / f"{STAMP}.tmp"
    tmp.write_text(json.dumps(stamp) + "\n", encoding="utf-8")
    os.replace(tmp, env_dir / STAMP)


def _shown(command: list[str]) -> str:
    """The command as a person reads it: ``uv`` by name, not by its full path."""
    return " ".join(["uv", *command[1:]])
