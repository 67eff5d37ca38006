"""Collect the machine facts the doctor's rules need, beyond the probe's profile.

This is the only part of the doctor that touches the machine: a subprocess that imports
torch (with a timeout), the Windows user's ``.wslconfig``, the dynamic-linker settings
and a look for Linux NVIDIA driver files inside WSL2. Every step is bounded and never
raises; what it cannot read stays ``None`` so the matching rule stays silent.
Call it off the GUI thread: importing torch can take several seconds.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path, PureWindowsPath

from dlconfig.doctor.inputs import DoctorInputs, TorchRuntime, WslConfigFacts
from dlconfig.doctor.wslconfig import MAX_WSLCONFIG_BYTES, read_wslconfig
from dlconfig.models.hardware import HardwareProfile
from dlconfig.probe.commands import CommandResult, run_command

log = logging.getLogger(__name__)

Runner = Callable[[Sequence[str], float], CommandResult]
TORCH_TIMEOUT_S = 60.0
# Run with ``python -I`` from an empty temporary folder, so a ``torch.py`` (or any module
# named like one torch imports) in the folder the doctor runs in, or on PYTHONPATH, is
# never imported. -I also drops the user's site-packages, where ``pip install --user``
# puts torch; outside a virtual environment the script adds that folder back, last.
_TORCH_SCRIPT = """
import json
import site
import sys
if sys.prefix == sys.base_prefix:  # not a venv, which leaves the user site out anyway
    sys.path.append(site.getusersitepackages())
try:
    import torch
except Exception as exc:
    print(json.dumps({"missing": True, "error": type(exc).__name__ + ": " + str(exc)[:300]}))
else:
    try:
        arch = list(torch.cuda.get_arch_list())
    except Exception:
        arch = []
    try:
        available = bool(torch.cuda.is_available())
    except Exception:
        available = None
    print(json.dumps({"version": torch.__version__, "cuda": torch.version.cuda,
                      "hip": getattr(torch.version, "hip", None),
                      "arch_list": arch, "available": available}))
"""
_DRIVER_GLOBS = (
    "usr/lib/x86_64-linux-gnu/libcuda.so*",
    "lib/x86_64-linux-gnu/libcuda.so*",
    "usr/lib/aarch64-linux-gnu/libcuda.so*",
    "usr/lib64/libcuda.so*",
    "usr/lib/x86_64-linux-gnu/libnvidia-ml.so*",
    "lib/modules/*/updates/dkms/nvidia*.ko*",
    "lib/modules/*/kernel/drivers/video/nvidia*.ko*",
)


def _run(args: Sequence[str], timeout_s: float) -> CommandResult:
    return run_command(args, timeout_s=timeout_s)


def _run_isolated(args: Sequence[str], timeout_s: float) -> CommandResult:
    """``args`` run from a new empty folder (deleted afterwards)."""
    with tempfile.TemporaryDirectory(prefix="dlconfig-doctor-") as folder:
        return run_command(args, timeout_s=timeout_s, cwd=folder)


def read_torch(
    python: str, run: Runner = _run_isolated, timeout_s: float = TORCH_TIMEOUT_S
) -> tuple[TorchRuntime | None, str | None]:
    """Import torch in ``python`` and report it; (None, why) when that is not possible.

    Isolated (``-I``, empty working folder): files where the doctor runs are not imported.
    """
    result = run([python, "-I", "-c", _TORCH_SCRIPT], timeout_s)
    if not result.ok and not result.stdout.strip():
        return None, result.problem
    try:
        data = json.loads(result.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None, "the torch check printed no readable answer"
    if not isinstance(data, dict) or data.get("missing"):
        reason = data.get("error") if isinstance(data, dict) else None
        return None, f"torch is not importable in {python}: {reason}"
    try:
        runtime = TorchRuntime(
            version=str(data["version"]),
            cuda=data.get("cuda"),
            hip=data.get("hip"),
            arch_list=[str(a) for a in data.get("arch_list") or []][:64],
            is_cuda_available=data.get("available"),
            python_executable=python,
        )
    except (KeyError, ValueError) as exc:
        return None, f"the torch check gave an unexpected answer ({exc})"
    return runtime, None


def windows_profile_dir(env: Mapping[str, str], run: Runner = _run) -> str | None:
    """%UserProfile% as seen from here: native on Windows, via cmd.exe from WSL."""
    if sys.platform == "win32":
        return env.get("USERPROFILE")
    result = run(["cmd.exe", "/c", "echo %USERPROFILE%"], 5.0)
    text = result.stdout.strip() if result.ok else ""
    if text and "%" not in text:
        return wsl_path(text)
    return None


def only_wslconfig_under_users(root: Path = Path("/")) -> str | None:
    """Without Windows interop: the one /mnt/c/Users/<user>/.wslconfig, if exactly one."""
    try:
        found = sorted(root.glob("mnt/c/Users/*/.wslconfig"))
    except OSError:
        return None
    if len(found) != 1:
        return None
    return "/" + str(found[0].parent.relative_to(root))


def wsl_path(windows_path: str) -> str | None:
    """``C:\\Users\\li`` -> ``/mnt/c/Users/li`` (WSL's default automount root)."""
    path = PureWindowsPath(windows_path)
    if not path.drive or not path.drive.endswith(":"):
        return None
    rest = "/".join(path.parts[1:])
    return f"/mnt/{path.drive[0].lower()}/{rest}".rstrip("/")


def read_wslconfig_file(profile_dir: str | None, root: Path = Path("/")) -> WslConfigFacts | None:
    if not profile_dir:
        return None
    path = Path(profile_dir) / ".wslconfig"
    local = root / str(path).lstrip("/") if root != Path("/") else path
    try:
        if not local.is_file():
            return None
        with local.open("rb") as handle:
            raw = handle.read(MAX_WSLCONFIG_BYTES + 1)
    except OSError as exc:
        log.info("cannot read %s: %s", local, exc)
        return None
    shown = (
        str(PureWindowsPath(profile_dir, ".wslconfig")) if sys.platform == "win32" else str(path)
    )
    return read_wslconfig(shown, raw)


def ld_so_conf_dirs(root: Path = Path("/")) -> list[str] | None:
    """Folders the dynamic linker searches, from /etc/ld.so.conf and ld.so.conf.d."""
    files = [root / "etc/ld.so.conf"]
    conf_d = root / "etc/ld.so.conf.d"
    with contextlib.suppress(OSError):
        files.extend(sorted(conf_d.glob("*.conf")))
    dirs: list[str] = []
    readable = False
    for file in files:
        try:
            text = file.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        readable = True
        for line in text.splitlines():
            entry = line.split("#", 1)[0].strip()
            if entry and not entry.startswith("include"):
                dirs.append(entry)
    return dirs if readable else None


def linux_driver_files(root: Path = Path("/")) -> list[str]:
    """Linux NVIDIA driver files inside WSL2 (not the WSL driver's /usr/lib/wsl/lib ones)."""
    found: list[str] = []
    for pattern in _DRIVER_GLOBS:
        try:
            matches = sorted(root.glob(pattern))
        except OSError:
            continue
        for match in matches:
            try:
                real = match.resolve()
            except OSError:
                real = match
            if "/usr/lib/wsl/" in str(real):
                continue
            found.append("/" + str(match.relative_to(root)))
    return found[:100]


def gather_inputs(
    profile: HardwareProfile,
    dataset_paths: Sequence[str] = (),
    *,
    env: Mapping[str, str] | None = None,
    root: Path = Path("/"),
    run: Runner = _run,
    read_torch_runtime: bool = True,
) -> DoctorInputs:
    """Everything beyond ``profile`` that the rules read, from this machine."""
    env = os.environ if env is None else env
    torch = None
    torch_problem = None
    if read_torch_runtime:
        python = profile.software.python_executable
        if not python or not Path(python).exists():
            python = sys.executable
        torch, torch_problem = read_torch(python, run)
    system = profile.system
    wslconfig = None
    if system.is_wsl or system.os == "windows":
        profile_dir = windows_profile_dir(env, run)
        if profile_dir is None and system.is_wsl:
            profile_dir = only_wslconfig_under_users(root)
        wslconfig = read_wslconfig_file(profile_dir, root)
    is_wsl = system.is_wsl
    try:
        working_dir = os.getcwd()
    except OSError:
        working_dir = None
    return DoctorInputs(
        torch=torch,
        torch_problem=torch_problem,
        wslconfig=wslconfig,
        ld_library_path=env.get("LD_LIBRARY_PATH") if is_wsl else None,
        ld_so_conf_dirs=ld_so_conf_dirs(root) if is_wsl else None,
        wsl_linux_driver_files=linux_driver_files(root) if is_wsl else None,
        dataset_paths=[str(p) for p in dataset_paths][:100],
        working_dir=working_dir,
    )
