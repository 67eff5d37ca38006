"""Disk throughput on a chosen folder: sequential and 4 KiB random, read and write.

The test file is created in the folder, named ``.dlconfig-bench-<pid>-<random>.tmp``,
and always removed: on success, on error, on cancel and on Ctrl-C (KeyboardInterrupt
unwinds through ``finally``). Files left by a process that was killed outright are
removed by the next run. Direct I/O (``O_DIRECT``) is used where the file system allows
it; elsewhere the test file's cached pages are dropped with ``posix_fadvise`` where
available, and the result says that the page cache may still inflate the figure.
"""

from __future__ import annotations

import contextlib
import errno
import io
import logging
import mmap
import os
import random
import re
import secrets
import shutil
from dataclasses import dataclass
from pathlib import Path

import psutil

from dlconfig.bench.control import Control, Deadline
from dlconfig.bench.results import BenchResult, BenchStatus, result_label
from dlconfig.models.messages import ParamValue

log = logging.getLogger(__name__)

TEMP_PREFIX = ".dlconfig-bench-"
TEMP_SUFFIX = ".tmp"
_TEMP_NAME = re.compile(rf"^{re.escape(TEMP_PREFIX)}(\d+)-[0-9a-f]+{re.escape(TEMP_SUFFIX)}$")
ALIGN_BYTES = 4096
RANDOM_BLOCK_BYTES = 4096
HEADROOM_BYTES = 256 * 1024 * 1024
MIN_FILE_BYTES = 4 * 1024 * 1024
PAGE_CACHE_NOTE = (
    "direct I/O is not available on this file system; the page cache may inflate the read figures"
)

CODES = ("disk.seq_write", "disk.seq_read", "disk.rand_read_4k", "disk.rand_write_4k")


@dataclass(frozen=True)
class DiskSettings:
    """Sizes (bytes) and time limits (seconds) for one disk benchmark."""

    file_bytes: int = 256 * 1024 * 1024
    block_bytes: int = 1024 * 1024
    phase_limit_s: float = 3.0
    random_ops_max: int = 200_000


def temp_files_in(folder: Path) -> list[Path]:
    """Benchmark temporary files in ``folder`` (left over or in use)."""
    try:
        return [p for p in folder.iterdir() if _TEMP_NAME.match(p.name)]
    except OSError:
        return []


def remove_stale_temp_files(folder: Path) -> list[Path]:
    """Remove test files whose process no longer runs; returns what was removed."""
    removed = []
    for path in temp_files_in(folder):
        match = _TEMP_NAME.match(path.name)
        if match is None:
            continue
        pid = int(match.group(1))
        if pid != os.getpid() and not psutil.pid_exists(pid):
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
    return removed


def _open_test_file(path: Path, try_direct: bool = True) -> tuple[int, bool]:
    """Create the file exclusively; O_DIRECT first when asked. Returns (fd, is_direct)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    direct = getattr(os, "O_DIRECT", 0) if try_direct else 0
    if direct:
        try:
            return os.open(path, flags | direct, 0o600), True
        except OSError:
            with contextlib.suppress(OSError):
                path.unlink()
    return os.open(path, flags, 0o600), False


def _drop_cache(fd: int) -> bool:
    """Ask the kernel to forget the file's cached pages; True if it could be asked."""
    advise = getattr(os, "posix_fadvise", None)
    if advise is None:
        return False
    try:
        advise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    except OSError:
        return False
    return True


Why = tuple[str, dict[str, ParamValue]]  # a reason's code (bench.reason.CODE) and params


def _fail_all(why: Why, status: BenchStatus = BenchStatus.SKIPPED) -> list[BenchResult]:
    code, params = why
    return [
        BenchResult(
            code=c, label=result_label(c), status=status, reason_code=code, reason_params=params
        )
        for c in CODES
    ]


def _failed(code: str, folder: Path, exc: OSError) -> Why:
    return code, {"folder": str(folder), "error": str(exc.strerror or exc)}


def _file_size_for(folder: Path, wanted_bytes: int) -> int | Why:
    """The test file size that fits the free space, or why none fits."""
    try:
        free = shutil.disk_usage(folder).free
    except OSError as exc:
        return _failed("free_space_unreadable", folder, exc)
    size = min(wanted_bytes, (free - HEADROOM_BYTES) // 2)
    size -= size % (1024 * 1024)
    if size < MIN_FILE_BYTES:
        return "no_free_space", {"folder": str(folder)}
    return size


def run_disk(folder: Path, settings: DiskSettings, control: Control) -> list[BenchResult]:
    """Measure the disk holding ``folder``; one result per code in ``CODES``.

    Raises BenchCancelledError (after removing the test file) when the run is cancelled.
    """
    if not folder.is_dir():
        return _fail_all(("not_a_folder", {"folder": str(folder)}))
    if not os.access(folder, os.W_OK):
        return _fail_all(("not_writable", {"folder": str(folder)}))
    remove_stale_temp_files(folder)
    size = _file_size_for(folder, settings.file_bytes)
    if not isinstance(size, int):
        return _fail_all(size)
    path = folder / f"{TEMP_PREFIX}{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}"
    # The file is created inside the try, so that an interrupt arriving just after
    # os.open returns still reaches the finally that removes it.
    try:
        for try_direct in (True, False):
            try:
                fd, is_direct = _open_test_file(path, try_direct)
            except OSError as exc:
                return _fail_all(_failed("cannot_create", folder, exc))
            try:
                with io.FileIO(fd, "r+", closefd=True) as raw:
                    return _measure(
                        raw,
                        is_direct=is_direct,
                        folder=folder,
                        size=size,
                        settings=settings,
                        control=control,
                    )
            except OSError as exc:
                # Some file systems accept O_DIRECT at open and refuse the I/O itself
                # (EINVAL); measure through the page cache instead, and say so.
                if not (is_direct and exc.errno == errno.EINVAL):
                    raise
                path.unlink()
        raise AssertionError("unreachable: the second attempt does not use O_DIRECT")
    except OSError as exc:
        return _fail_all(_failed("io_failed", folder, exc), BenchStatus.FAILED)
    finally:
        with contextlib.suppress(OSError):
            path.unlink()


def _measure(
    raw: io.FileIO,
    *,
    is_direct: bool,
    folder: Path,
    size: int,
    settings: DiskSettings,
    control: Control,
) -> list[BenchResult]:
    fd = raw.fileno()
    block = max(settings.block_bytes - settings.block_bytes % ALIGN_BYTES, ALIGN_BYTES)
    buf = mmap.mmap(-1, block)  # page-aligned, as O_DIRECT requires
    small = mmap.mmap(-1, RANDOM_BLOCK_BYTES)
    try:
        buf.write(os.urandom(block))  # incompressible, so compressing file systems do not cheat
        small.write(os.urandom(RANDOM_BLOCK_BYTES))
        notes: list[str] = []
        if not is_direct:
            notes.append(PAGE_CACHE_NOTE)
        params = {"folder": str(folder), "is_direct_io": is_direct}
        results = []

        control.report(0.0, "sequential write")
        written, seconds = _seq_write(raw, buf, size, settings.phase_limit_s, control)
        results.append(_rate("disk.seq_write", written, seconds, {**params, "bytes": written}, []))
        can_drop = is_direct or _drop_cache(fd)
        if not is_direct and not can_drop:
            notes.append("the test file's cached pages could not be dropped")

        control.report(0.3, "sequential read")
        read, seconds = _seq_read(raw, buf, written, settings.phase_limit_s, control)
        read_params = {**params, "bytes": read, "is_cache_dropped": can_drop}
        results.append(_rate("disk.seq_read", read, seconds, read_params, notes))

        if not is_direct:
            _drop_cache(fd)
        blocks = max(written // RANDOM_BLOCK_BYTES, 1)
        control.report(0.6, "random read")
        ops, seconds = _random_io(raw, small, blocks, settings, control, is_write=False)
        results.append(_iops("disk.rand_read_4k", ops, seconds, params, notes))

        control.report(0.8, "random write")
        ops, seconds = _random_io(raw, small, blocks, settings, control, is_write=True)
        results.append(_iops("disk.rand_write_4k", ops, seconds, params, []))
        control.report(1.0)
        return results
    finally:
        buf.close()
        small.close()


def _seq_write(
    raw: io.FileIO, buf: mmap.mmap, size: int, limit_s: float, control: Control
) -> tuple[int, float]:
    deadline = Deadline(limit_s)
    written = 0
    raw.seek(0)
    while written < size and (written < MIN_FILE_BYTES or not deadline.expired()):
        written += raw.write(buf) or 0
        control.report(0.3 * written / size)
    os.fsync(raw.fileno())
    return written, deadline.elapsed_s


def _seq_read(
    raw: io.FileIO, buf: mmap.mmap, size: int, limit_s: float, control: Control
) -> tuple[int, float]:
    deadline = Deadline(limit_s)
    done = 0
    raw.seek(0)
    while done < size and not (done > 0 and deadline.expired()):
        n = raw.readinto(buf)
        if not n:
            break
        done += n
        control.report(0.3 + 0.3 * done / size)
    return done, deadline.elapsed_s


def _random_io(
    raw: io.FileIO,
    small: mmap.mmap,
    blocks: int,
    settings: DiskSettings,
    control: Control,
    *,
    is_write: bool,
) -> tuple[int, float]:
    rng = random.Random(blocks)
    limit_s = settings.phase_limit_s / 2
    deadline = Deadline(limit_s)
    ops = 0
    while ops < settings.random_ops_max and not (ops > 0 and deadline.expired()):
        raw.seek(rng.randrange(blocks) * RANDOM_BLOCK_BYTES)
        if is_write:
            raw.write(small)
        else:
            raw.readinto(small)
        ops += 1
        if ops % 256 == 0:
            control.report((0.8 if is_write else 0.6) + 0.2 * deadline.fraction)
    if is_write:
        os.fsync(raw.fileno())
    return ops, max(deadline.elapsed_s, 1e-9)


def _rate(
    code: str, nbytes: int, seconds: float, params: dict[str, object], notes: list[str]
) -> BenchResult:
    return BenchResult(
        code=code,
        label=result_label(code),
        status=BenchStatus.OK,
        value=round(nbytes / max(seconds, 1e-9) / 1e6, 1),
        unit="MB/s",
        notes=list(notes),
        params={k: v for k, v in params.items() if isinstance(v, (str, int, float, bool))},
        duration_s=round(seconds, 3),
    )


def _iops(
    code: str, ops: int, seconds: float, params: dict[str, object], notes: list[str]
) -> BenchResult:
    mb_s = ops * RANDOM_BLOCK_BYTES / seconds / 1e6
    return BenchResult(
        code=code,
        label=result_label(code),
        status=BenchStatus.OK,
        value=round(ops / seconds, 0),
        unit="IOPS",
        notes=list(notes),
        params={
            **{k: v for k, v in params.items() if isinstance(v, (str, int, float, bool))},
            "ops": ops,
            "mb_s": round(mb_s, 2),
        },
        duration_s=round(seconds, 3),
    )


def default_folder() -> Path:
    """Where to measure when the user names no folder: the current folder if writable."""
    cwd = Path.cwd()
    return cwd if os.access(cwd, os.W_OK) else Path(os.path.expanduser("~"))
