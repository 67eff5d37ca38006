"""The settings model (``schema_version`` 2), its migrations, overrides, and its file.

Stored as JSON (``settings.json`` in the config folder). Each version step has one
migration function, tested with an old file. A settings file that cannot be read is kept
aside as ``settings.json.broken-<timestamp>``; the app starts from defaults and says so once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from dlconfig.models.untrusted import UntrustedFileError, parse_untrusted, read_untrusted_bytes
from dlconfig.models.urls import check_index_url
from dlconfig.settings.files import MAX_SETTINGS_BYTES, atomic_write_text, config_dir, keep_aside

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION: Final = 2
MAX_RECENT_FILES = 10
MAX_EXTRA_INDEX_URLS = 10
SAMPLE_INTERVAL_MIN_MS = 100
SAMPLE_INTERVAL_MAX_MS = 60_000

Language = Literal["system", "en", "zh_CN", "zh_TW"]


class Settings(BaseModel):
    """The user's settings, live in the GUI and read by the CLI (JSON, ``schema_version`` 2).

    Fields: ``language`` ("system" follows the system locale), ``units`` of memory
    ("binary": GiB as GPUs report; "si": GB as disks are sold), ``theme``,
    ``sample_interval_ms`` (live monitor, milliseconds), ``history_minutes`` (how much the
    monitor keeps), ``recent_files`` and ``last_session`` (session paths), ``export_dir``
    (folder the wizard exports to; None: ``~/dlconfig-export``), ``index_url`` and
    ``extra_index_urls`` (package index mirrors for installs; None and empty: PyPI).
    Unknown keys are ignored so that a file written by a newer minor change still loads.
    """

    model_config = ConfigDict(frozen=True, extra="ignore")

    schema_version: Literal[2] = SETTINGS_VERSION
    language: Language = "system"
    units: Literal["si", "binary"] = "binary"
    theme: Literal["system", "light", "dark"] = "system"
    sample_interval_ms: int = Field(
        default=1000, ge=SAMPLE_INTERVAL_MIN_MS, le=SAMPLE_INTERVAL_MAX_MS
    )
    history_minutes: int = Field(default=5, ge=1, le=30)
    recent_files: list[str] = Field(default_factory=list, max_length=MAX_RECENT_FILES)
    last_session: str | None = Field(default=None, max_length=4096)
    export_dir: str | None = Field(default=None, max_length=4096)
    index_url: str | None = None
    extra_index_urls: list[str] = Field(default_factory=list, max_length=MAX_EXTRA_INDEX_URLS)

    @field_validator("recent_files", mode="before")
    @classmethod
    def _trim_recent(cls, value: Any) -> Any:
        """Keep the newest paths that are text; a long or untidy list is not an error."""
        if isinstance(value, list):
            return [p for p in value if isinstance(p, str) and p][:MAX_RECENT_FILES]
        return value

    @field_validator("last_session", "export_dir", "index_url", mode="before")
    @classmethod
    def _blank_is_none(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("index_url")
    @classmethod
    def _check_index_url(cls, value: str | None) -> str | None:
        return None if value is None else check_index_url(value)

    @field_validator("extra_index_urls", mode="before")
    @classmethod
    def _split_extra_urls(cls, value: Any) -> Any:
        """A string (an environment variable) holds URLs separated by spaces."""
        return value.split() if isinstance(value, str) else value

    @field_validator("extra_index_urls")
    @classmethod
    def _check_extra_urls(cls, value: list[str]) -> list[str]:
        urls = [check_index_url(u) for u in value]
        return list(dict.fromkeys(urls))  # first of each, in order

    @property
    def is_binary_units(self) -> bool:
        return self.units == "binary"


def add_recent_file(settings: Settings, path: str | Path) -> Settings:
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


def _migrate_v1_to_v2(old: dict[str, Any]) -> dict[str, Any]:
    """Version 2 became the live settings: it adds ``last_session``, ``export_dir``,
    ``index_url`` and ``extra_index_urls`` (all empty); nothing is renamed."""
    new = dict(old)
    new.setdefault("last_session", None)
    new.setdefault("export_dir", None)
    new.setdefault("index_url", None)
    new.setdefault("extra_index_urls", [])
    new["schema_version"] = 2
    return new


# MIGRATIONS[n] turns a version-n dict into a version n+1 dict.
MIGRATIONS: tuple[Callable[[dict[str, Any]], dict[str, Any]], ...] = (
    _migrate_v0_to_v1,
    _migrate_v1_to_v2,
)


def migrate_settings(raw: dict[str, Any]) -> dict[str, Any]:
    """Bring a settings dict of any known version up to SETTINGS_VERSION."""
    version = raw.get("schema_version", 0)
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
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
    is_new: bool = False  # no settings file existed


ENV_OVERRIDES = (
    "language",
    "units",
    "theme",
    "sample_interval_ms",
    "history_minutes",
    "export_dir",
    "index_url",
    "extra_index_urls",
)


def env_name(field: str) -> str:
    """The environment variable overriding ``field``: ``DLCONFIG_<FIELD>``."""
    return f"DLCONFIG_{field.upper()}"


def valid_overrides(
    settings: Settings, overrides: Mapping[str, Any], label: Callable[[str], str]
) -> tuple[dict[str, Any], list[str]]:
    """The overrides that keep ``settings`` valid (as validated values), and one sentence
    per ignored one.

    ``label(field)`` names where an override came from (an option or a variable).
    """
    update: dict[str, Any] = {}
    ignored: list[str] = []
    for name, value in overrides.items():
        candidate = {**settings.model_dump(), **update, name: value}
        try:
            checked = Settings.model_validate(candidate)
        except ValidationError as exc:
            ignored.append(f"{label(name)}={value!r} ignored: {describe_errors(exc)}")
            continue
        update[name] = getattr(checked, name)
    return update, ignored


def env_overrides(env: Mapping[str, str]) -> dict[str, str]:
    """The ``DLCONFIG_<FIELD>`` values set (non-blank) in ``env``, by field name."""
    found = {name: env.get(env_name(name), "").strip() for name in ENV_OVERRIDES}
    return {name: value for name, value in found.items() if value}


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def load_settings(path: Path | None = None) -> LoadedSettings:
    """Read settings; never raises.

    A missing file gives defaults silently. A damaged, invalid or too-new file is kept
    aside (``*.broken-<timestamp>``) and defaults are returned with a notice naming why.
    An old file is migrated and written back in the current version.
    """
    path = path or settings_path()
    if not path.exists():
        return LoadedSettings(Settings(), is_new=True)
    try:
        raw = parse_untrusted(
            read_untrusted_bytes(path, MAX_SETTINGS_BYTES),
            path.name,
            max_bytes=MAX_SETTINGS_BYTES,
            json_only=True,
        )
        if not isinstance(raw, dict):
            raise ValueError("does not hold a JSON object")
        old_version = raw.get("schema_version", 0)
        migrated = migrate_settings(raw)
    except UntrustedFileError as exc:
        return _start_fresh(path, f"could not be read ({exc})")
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
    """Write settings atomically, readable by the owner only (index URLs in them may carry
    credentials); returns the path. Raises OSError if it cannot."""
    path = path or settings_path()
    atomic_write_text(path, settings.model_dump_json(indent=2) + "\n", private=True)
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
        return _start_fresh(path, f"has invalid values ({describe_errors(exc)})")
    aside = keep_aside(path)
    where = f"; the file was kept as {aside.name}" if aside else ""
    notice = (
        f"The settings file {path} had invalid values ({describe_errors(exc)}); "
        f"{', '.join(bad)} went back to the default{where}."
    )
    log.warning("%s", notice)
    try:
        save_settings(settings, path)
    except OSError as err:
        log.warning("could not write repaired settings to %s: %s", path, err)
    return LoadedSettings(settings, notice=notice, kept_aside=aside)


def describe_errors(exc: ValidationError) -> str:
    """Up to five ``field: message`` parts, joined by semicolons."""
    parts = []
    for err in exc.errors()[:5]:
        field = ".".join(str(p) for p in err["loc"]) or "(file)"
        parts.append(f"{field}: {err['msg']}")
    return "; ".join(parts)
