"""Folders under platformdirs and atomic file writes. No pydantic, so start-up stays light.

Folders come from ``DLCONFIG_CONFIG_DIR``/``CACHE_DIR``/``DATA_DIR``/``LOG_DIR`` when set
(portable builds, tests; the ``--config-dir``-style options set these), else from
platformdirs without an author folder. Every write goes to a temporary file in the
target folder, is flushed to disk and then renamed over the target, so a crash leaves
either the old file or the new one.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import logging
import os
import secrets
import stat
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path

import platformdirs

from dlconfig import APP_NAME
from dlconfig.models.untrusted import UntrustedFileError, read_untrusted_bytes

log = logging.getLogger(__name__)

FOLDER_KINDS = ("config", "cache", "data", "log")


def _folder(env_name: str, default: Callable[[], str]) -> Path:
    override = os.environ.get(env_name, "").strip()
    return Path(override).expanduser() if override else Path(default())


def config_dir() -> Path:
    """Folder for settings (``DLCONFIG_CONFIG_DIR`` or the platform's config folder)."""
    return _folder(
        "DLCONFIG_CONFIG_DIR", lambda: platformdirs.user_config_dir(APP_NAME, appauthor=False)
    )


def cache_dir() -> Path:
    """Folder for caches safe to delete (``DLCONFIG_CACHE_DIR`` or the platform's)."""
    return _folder(
        "DLCONFIG_CACHE_DIR", lambda: platformdirs.user_cache_dir(APP_NAME, appauthor=False)
    )


def data_dir() -> Path:
    """Folder for user data such as sessions (``DLCONFIG_DATA_DIR`` or the platform's)."""
    return _folder(
        "DLCONFIG_DATA_DIR", lambda: platformdirs.user_data_dir(APP_NAME, appauthor=False)
    )


def log_dir() -> Path:
    """Folder for log files (``DLCONFIG_LOG_DIR`` or the platform's log folder)."""
    return _folder("DLCONFIG_LOG_DIR", lambda: platformdirs.user_log_dir(APP_NAME, appauthor=False))


def add_folder_arguments(parser: argparse.ArgumentParser) -> None:
    """``--config-dir``, ``--cache-dir``, ``--data-dir``, ``--log-dir`` (one spelling with
    the ``DLCONFIG_<KIND>_DIR`` variables); apply them with :func:`apply_folder_arguments`."""
    for kind in FOLDER_KINDS:
        parser.add_argument(
            f"--{kind}-dir",
            metavar="DIR",
            help=f"{kind} folder (overrides DLCONFIG_{kind.upper()}_DIR)",
        )


def apply_folder_arguments(args: argparse.Namespace) -> None:
    """Make the folder options given on the command line win over the environment.

    They are set as the ``DLCONFIG_<KIND>_DIR`` variables, so every folder lookup in this
    process (and in the tools it starts) follows them.
    """
    for kind in FOLDER_KINDS:
        value = getattr(args, f"{kind}_dir", None)
        if value:
            os.environ[f"DLCONFIG_{kind.upper()}_DIR"] = str(Path(value).expanduser().absolute())


def _create_beside(target: Path, private: bool = False) -> tuple[int, str]:
    """A new temporary file beside ``target``: with the mode of the file it replaces, or
    0o666 less the umask like any file the user creates (mkstemp's 0o600 would make a
    CSV or session file unreadable to the user's group)."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mode = None
    for _ in range(100):
        name = str(target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp"))
        try:
            fd = os.open(
                name,
                os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                0o600 if private else 0o666,
            )
        except FileExistsError:
            continue
        if private:  # may hold credentials: the owner only, whatever it was before
            os.chmod(name, 0o600)
        elif mode is not None:
            os.chmod(name, mode)
        return fd, name
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(target))


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, private: bool = False) -> None:
    """Write ``data`` to ``path`` atomically (temp file in the same folder, fsync, rename).
    ``private``: the file may hold credentials and is written 0o600, like git's and pip's
    credential files.

    Creates missing parent folders. Raises OSError when the folder is not writable; the
    previous file, if any, is then left untouched.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = _create_beside(target, private)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    if os.name == "posix":  # make the rename itself durable
        with contextlib.suppress(OSError):
            dir_fd = os.open(target.parent, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


def atomic_write_text(
    path: str | os.PathLike[str], text: str, encoding: str = "utf-8", private: bool = False
) -> None:
    """Write ``text`` to ``path`` atomically; see :func:`atomic_write_bytes`."""
    atomic_write_bytes(path, text.encode(encoding), private)


def keep_aside(path: Path, label: str = "broken") -> Path | None:
    """Rename a damaged file to ``<name>.<label>-<UTC timestamp>`` and return the new path."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
    aside = path.with_name(f"{path.name}.{label}-{stamp}")
    try:
        os.replace(path, aside)
    except OSError as exc:
        log.warning("could not keep %s aside: %s", path, exc)
        return None
    return aside


# A settings file is a few hundred bytes; anything near this is not one of ours.
MAX_SETTINGS_BYTES = 1 << 20


def screen_ui_state(path: Path) -> str | None:
    """Keep ``ui.ini`` (window geometry, read by Qt) aside when the untrusted reader would
    refuse it (not a regular file, or larger than a settings file may be), so Qt never
    parses it; returns a notice then, else None. Never raises.

    Qt's QSettings reads the whole file, whatever its size or kind: a FIFO hangs it and a
    file of tens of MB slows every start and exit.
    """
    if not path.exists() and not path.is_symlink():
        return None
    try:
        read_untrusted_bytes(path, MAX_SETTINGS_BYTES)
    except UntrustedFileError as exc:
        aside = keep_aside(path)
        where = f"; it was kept as {aside.name}" if aside else ""
        notice = f"The window state file could not be used ({exc}){where}."
        log.info("%s", notice)
        return notice
    return None
