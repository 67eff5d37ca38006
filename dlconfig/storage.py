"""Settings and saved sessions under platformdirs; atomic writes.

Folders come from ``DLCONFIG_CONFIG_DIR``/``CACHE_DIR``/``DATA_DIR``/``LOG_DIR`` when set
(portable builds, tests), else from platformdirs. Every write goes to a temporary file in
the target folder, is flushed to disk and then renamed over the target, so a crash leaves
either the old file or the new one. A settings file that cannot be read is kept aside as
``settings.json.broken-<timestamp>``; the app starts from defaults and says so once.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Final, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from dlconfig.models import Plan, Workload

log = logging.getLogger(__name__)

APP_NAME = "dlconfig"
SETTINGS_FILE = "settings.json"
SETTINGS_VERSION: Final = 1
SESSION_SCHEMA: Final = "dlconfig.session/1"
SESSION_SUFFIX = ".dlconfig.json"
MAX_RECENT_FILES = 10
MAX_SESSION_BYTES = 50 * 1024 * 1024


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


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file in the same folder, fsync, rename).

    Creates missing parent folders. Raises OSError when the folder is not writable; the
    previous file, if any, is then left untouched.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
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


def atomic_write_text(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` atomically; see :func:`atomic_write_bytes`."""
    atomic_write_bytes(path, text.encode(encoding))


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


# --- settings -------------------------------------------------------------------------


class Settings(BaseModel):
    """User settings (stored as JSON, ``schema_version`` 1).

    Unknown keys are ignored so that a file written by a newer version still loads.
    """

    model_config = ConfigDict(frozen=True, extra="ignore")

    schema_version: Literal[1] = SETTINGS_VERSION
    language: Literal["system", "en", "zh_CN", "zh_TW"] = "system"
    units: Literal["si", "binary"] = "binary"
    theme: Literal["system", "light", "dark"] = "system"
    sample_interval_ms: int = Field(default=1000, ge=250, le=5000)
    history_minutes: int = Field(default=5, ge=1, le=30)
    recent_files: list[str] = Field(default_factory=list, max_length=MAX_RECENT_FILES)

    @field_validator("recent_files", mode="before")
    @classmethod
    def _trim_recent(cls, value: Any) -> Any:
        """Keep the newest paths that are text; a long or untidy list is not an error."""
        if isinstance(value, list):
            return [p for p in value if isinstance(p, str) and p][:MAX_RECENT_FILES]
        return value


def add_recent_file(settings: Settings, path: str | os.PathLike[str]) -> Settings:
    """Return settings with ``path`` first in the recent files (no duplicates, capped)."""
    entry = str(Path(path).expanduser().resolve())
    recent = [entry] + [p for p in settings.recent_files if p != entry]
    return settings.model_copy(update={"recent_files": recent[:MAX_RECENT_FILES]})


_V0_LANGUAGES = {"zh-CN": "zh_CN", "zh-Hans": "zh_CN", "zh-TW": "zh_TW", "zh-Hant": "zh_TW"}


def _migrate_v0_to_v1(old: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (no ``schema_version``) used ``interval_s``, ``lang`` and ``history_s``."""
    new = {k: v for k, v in old.items() if k not in {"interval_s", "lang", "history_s"}}
    if isinstance(old.get("interval_s"), int | float) and "sample_interval_ms" not in old:
        new["sample_interval_ms"] = round(float(old["interval_s"]) * 1000)
    if isinstance(old.get("lang"), str) and "language" not in old:
        new["language"] = _V0_LANGUAGES.get(old["lang"], old["lang"])
    if isinstance(old.get("history_s"), int | float) and "history_minutes" not in old:
        new["history_minutes"] = max(1, round(float(old["history_s"]) / 60))
    new["schema_version"] = 1
    return new


# MIGRATIONS[n] turns a version-n dict into a version n+1 dict.
MIGRATIONS: tuple[Callable[[dict[str, Any]], dict[str, Any]], ...] = (_migrate_v0_to_v1,)


def migrate_settings(raw: dict[str, Any]) -> dict[str, Any]:
    """Bring a settings dict of any known version up to SETTINGS_VERSION."""
    version = raw.get("schema_version", 0)
    if not isinstance(version, int) or version < 0:
        raise ValueError(f"schema_version must be a whole number, not {version!r}")
    if version > SETTINGS_VERSION:
        raise ValueError(
            f"the file was written by a newer dlconfig (settings version {version}, "
            f"this one knows {SETTINGS_VERSION})"
        )
    for step in MIGRATIONS[version:]:
        raw = step(raw)
    return raw


@dataclass(frozen=True)
class LoadedSettings:
    """Settings read from disk, with a notice to show the user once (None if all went well)."""

    settings: Settings
    notice: str | None = None
    kept_aside: Path | None = None


ENV_OVERRIDES = ("language", "units", "theme", "sample_interval_ms", "history_minutes")


def apply_env_overrides(
    settings: Settings, env: dict[str, str] | None = None
) -> tuple[Settings, list[str]]:
    """Settings with ``DLCONFIG_<FIELD>`` environment values applied (not saved).

    Returns the settings and one sentence per ignored (invalid) variable.
    """
    env = dict(os.environ) if env is None else env
    update: dict[str, Any] = {}
    ignored: list[str] = []
    for name in ENV_OVERRIDES:
        raw = env.get(f"DLCONFIG_{name.upper()}")
        if raw is None or not raw.strip():
            continue
        candidate = {**settings.model_dump(), **update, name: raw.strip()}
        try:
            Settings.model_validate(candidate)
        except ValidationError as exc:
            ignored.append(f"DLCONFIG_{name.upper()}={raw!r} ignored: {_describe_errors(exc)}")
            continue
        update[name] = raw.strip()
    merged = Settings.model_validate({**settings.model_dump(), **update})
    return merged, ignored


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def load_settings(path: Path | None = None) -> LoadedSettings:
    """Read settings; never raises.

    A missing file gives defaults silently. A damaged, invalid or too-new file is kept
    aside (``*.broken-<timestamp>``) and defaults are returned with a notice naming why.
    An old file is migrated and written back in the current version.
    """
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return LoadedSettings(Settings())
    except (OSError, UnicodeDecodeError) as exc:
        return _start_fresh(path, f"could not be read ({exc})")
    try:
        raw = json.loads(text)
        if not isinstance(raw, dict):
            raise ValueError("the file does not hold a JSON object")
        old_version = raw.get("schema_version", 0)
        migrated = migrate_settings(raw)
    except json.JSONDecodeError as exc:
        return _start_fresh(path, f"is not valid JSON (line {exc.lineno}: {exc.msg})")
    except ValueError as exc:
        return _start_fresh(path, str(exc))
    try:
        settings = Settings.model_validate(migrated)
    except ValidationError as exc:
        return _keep_valid_part(path, migrated, exc)
    if old_version != SETTINGS_VERSION:
        try:
            save_settings(settings, path)
        except OSError as exc:
            log.warning("could not write migrated settings to %s: %s", path, exc)
    return LoadedSettings(settings)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write settings atomically; returns the path. Raises OSError if it cannot."""
    path = path or settings_path()
    atomic_write_text(path, settings.model_dump_json(indent=2) + "\n")
    return path


def _start_fresh(path: Path, why: str) -> LoadedSettings:
    aside = keep_aside(path)
    where = f"; it was kept as {aside.name}" if aside else ""
    notice = f"The settings file {path} {why}{where}. Starting with default settings."
    log.warning("%s", notice)
    return LoadedSettings(Settings(), notice=notice, kept_aside=aside)


def _keep_valid_part(path: Path, raw: dict[str, Any], exc: ValidationError) -> LoadedSettings:
    """Reset only the invalid settings; keep the file aside and say which were reset."""
    bad = sorted({str(err["loc"][0]) for err in exc.errors() if err["loc"]})
    kept = {k: v for k, v in raw.items() if k not in bad}
    try:
        settings = Settings.model_validate(kept)
    except ValidationError:
        return _start_fresh(path, f"has invalid values ({_describe_errors(exc)})")
    aside = keep_aside(path)
    where = f"; the file was kept as {aside.name}" if aside else ""
    notice = (
        f"The settings file {path} had invalid values ({_describe_errors(exc)}); "
        f"{', '.join(bad)} went back to the default{where}."
    )
    log.warning("%s", notice)
    try:
        save_settings(settings, path)
    except OSError as err:
        log.warning("could not write repaired settings to %s: %s", path, err)
    return LoadedSettings(settings, notice=notice, kept_aside=aside)


def _describe_errors(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:5]:
        field = ".".join(str(p) for p in err["loc"]) or "(file)"
        parts.append(f"{field}: {err['msg']}")
    return "; ".join(parts)


# --- sessions -------------------------------------------------------------------------


class Session(BaseModel):
    """A saved piece of work: the workload and, if made, the plan (``dlconfig.session/1``)."""

    model_config = ConfigDict(
        frozen=True, extra="forbid", serialize_by_alias=True, validate_by_alias=True
    )

    schema_: Literal["dlconfig.session/1"] = Field(default=SESSION_SCHEMA, alias="schema")
    saved_at: datetime | None = None
    workload: Workload
    plan: Plan | None = None


class SessionError(ValueError):
    """A session file that cannot be loaded; the message names the file and what is wrong."""


def save_session(
    path: str | os.PathLike[str], workload: Workload, plan: Plan | None = None
) -> Path:
    """Write a session atomically; adds the ``.dlconfig.json`` suffix if missing."""
    target = Path(path)
    if not target.name.endswith(SESSION_SUFFIX):
        target = target.with_name(target.name.removesuffix(".json") + SESSION_SUFFIX)
    session = Session(saved_at=datetime.now(timezone.utc), workload=workload, plan=plan)
    atomic_write_text(target, session.model_dump_json(indent=2) + "\n")
    return target


def load_session(path: str | os.PathLike[str]) -> Session:
    """Read and validate a session file. Raises SessionError with a one-line reason."""
    source = Path(path)
    try:
        if source.stat().st_size > MAX_SESSION_BYTES:
            raise SessionError(f"{source}: file is larger than {MAX_SESSION_BYTES} bytes")
        text = source.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise SessionError(f"{source}: no such file") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SessionError(f"{source}: cannot be read ({exc})") from exc
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SessionError(f"{source}: not valid JSON (line {exc.lineno}: {exc.msg})") from exc
    if not isinstance(raw, dict):
        raise SessionError(f"{source}: expected a JSON object")
    schema = raw.get("schema")
    if schema != SESSION_SCHEMA:
        raise SessionError(
            f"{source}: not a dlconfig session (schema is {schema!r}, expected {SESSION_SCHEMA!r})"
        )
    try:
        return Session.model_validate(raw)
    except ValidationError as exc:
        raise SessionError(f"{source}: {_describe_errors(exc)}") from exc
