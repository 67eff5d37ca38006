"""Which knowledge base the app uses, how old it is, and importing a newer one safely.

A user-imported knowledge base lives in ``dlconfig.settings.files.data_dir()/kb``; it is used
instead of the packaged one when it is valid and not older. ``import_kb`` accepts a folder
or an archive (``.zip``, ``.tar``, ``.tar.gz``/``.tgz``), treats it as hostile (size caps,
no links, no paths outside the folder, no YAML anchors or aliases, bounded nesting, every
dataset validated against its schema), and installs it with renames so that a failure at
any point leaves the knowledge base already installed untouched.
"""

from __future__ import annotations

import io
import logging
import re
import shutil
import tarfile
import tempfile
import uuid
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from packaging.version import Version
from pydantic import ValidationError

from dlconfig.kb.base import MANIFEST, KbError, KbManifest, KnowledgeBase
from dlconfig.kb.catalog import DATASETS
from dlconfig.kb.integrity import cross_check
from dlconfig.kb.price_import import apply_overlay, newest_overlay, price_overlay_dir
from dlconfig.kb.release_overlay import (
    check_merged,
    newest_release_overlay,
    release_overlay_dir,
    release_overlays,
)
from dlconfig.models.errors import first_error_text
from dlconfig.models.untrusted import UntrustedFileError, parse_untrusted as read_untrusted
from dlconfig.settings.files import data_dir

log = logging.getLogger(__name__)

MAX_AGE_DAYS = 180
MAX_IMPORT_FILE_BYTES = 8 * 1024 * 1024
MAX_IMPORT_TOTAL_BYTES = 64 * 1024 * 1024
MAX_IMPORT_MEMBERS = 200
MAX_YAML_DEPTH = 40
_NAME = re.compile(r"^[a-z0-9_]{1,64}\.(yaml|yml|json)$")


class KbImportError(KbError):
    """An imported knowledge base was rejected; the message says why."""


def kb_age_warning(kb: KnowledgeBase, today: date) -> str | None:
    """A sentence for the user when the knowledge base is more than 180 days old."""
    age_days = (today - kb.as_of).days
    if age_days <= MAX_AGE_DAYS:
        return None
    return (
        f"The knowledge base is {age_days} days old (facts as of {kb.as_of}, version "
        f"{kb.version}); versions, drivers and prices may have moved on. Import a newer one "
        "with 'dlconfig-cli kb import FILE'."
    )


def user_kb_dir() -> Path:
    return data_dir() / "kb"


def parse_untrusted(raw: bytes, name: str) -> Any:
    """Parse one dataset file from an untrusted source, or raise KbImportError."""
    try:
        return read_untrusted(
            raw,
            name,
            max_bytes=MAX_IMPORT_FILE_BYTES,
            json_only=name.endswith(".json"),
            max_depth=MAX_YAML_DEPTH,
        )
    except UntrustedFileError as exc:
        raise KbImportError(str(exc)) from None


def _dataset_file(root: Traversable | Path, name: str) -> Traversable | Path | None:
    for suffix in (".yaml", ".yml", ".json"):
        item = root / f"{name}{suffix}"
        if item.is_file():
            return item
    return None


@dataclass
class KbCheck:
    """The result of validating a knowledge-base folder."""

    manifest: KbManifest | None = None
    problems: list[str] = field(default_factory=list)
    datasets: dict[str, Any] = field(default_factory=dict)

    @property
    def is_valid(self) -> bool:
        return self.manifest is not None and not self.problems


def check_kb(root: Traversable | Path) -> KbCheck:
    """Validate every dataset the app knows under ``root``, strictly, and cross-check them."""
    result = KbCheck()
    for name in ["kb", *DATASETS]:
        item = _dataset_file(root, name)
        if item is None:
            result.problems.append(f"{name}: missing (no {name}.yaml or {name}.json)")
            continue
        try:
            data = parse_untrusted(item.read_bytes(), item.name)
            if name == "kb":
                result.manifest = KbManifest.model_validate(data)
            else:
                result.datasets[name] = DATASETS[name].model_validate(data)
        except KbImportError as exc:
            result.problems.append(str(exc))
        except ValidationError as err:
            result.problems.append(f"{item.name}: {first_error_text(err)}")
        except OSError as exc:
            result.problems.append(f"{item.name}: cannot be read: {exc.strerror or exc}")
    if not result.problems:
        result.problems.extend(cross_check(result.datasets))
    return result


def load_kb_report() -> tuple[KnowledgeBase, str | None]:
    """The knowledge base to use, and why a user-imported one or an overlay was passed
    over (or None).

    The newest valid price overlay from ``kb import-prices`` is laid over its prices, and
    the newest valid release overlay from ``kb refresh`` over its releases; an overlay that
    fails validation is refused and the knowledge base is used without it.
    """
    overlay, overlay_problem = newest_overlay()
    overlays: dict[str, Callable[[Any], Any]] = {}
    if overlay is not None:
        overlays["prices"] = lambda prices: apply_overlay(prices, overlay)
    if overlay_problem:
        log.warning("imported prices ignored: %s", overlay_problem)
    root, problem = _kb_root()
    releases, releases_path, releases_problem = newest_release_overlay()
    if releases is not None:
        with_releases = KnowledgeBase(root, overlays={**overlays, **release_overlays(releases)})
        try:
            check_merged(with_releases)
            return with_releases, problem or overlay_problem or releases_problem
        except KbError as exc:
            releases_problem = f"{releases_path}: {exc}"
    if releases_problem:
        log.warning("refreshed releases ignored: %s", releases_problem)
        releases_problem = (
            f"The releases from kb refresh were refused ({releases_problem}); using the "
            "knowledge base without them."
        )
    return KnowledgeBase(root, overlays=overlays), problem or overlay_problem or releases_problem


def _kb_root() -> tuple[Path | None, str | None]:
    """The user-imported knowledge base's folder when it is valid and not older (None: the
    packaged one), and why an imported one was passed over."""
    try:
        recover_interrupted_import()
    except OSError as exc:
        log.info("could not restore a knowledge base moved aside: %s", exc)
    user = user_kb_dir()
    if not (user / MANIFEST).is_file():
        return None, None
    check = check_kb(user)
    if not check.is_valid or check.manifest is None:
        problem = "; ".join(check.problems[:3])
        log.warning("imported knowledge base ignored: %s", problem)
        return None, f"The imported knowledge base in {user} is invalid: {problem}"
    packaged = KnowledgeBase()
    if Version(check.manifest.version) < Version(packaged.version):
        return None, (
            f"The imported knowledge base ({check.manifest.version}) is older than the one "
            f"shipped with the app ({packaged.version}); using the shipped one."
        )
    return user, None


def load_kb() -> KnowledgeBase:
    """The user-imported knowledge base when it is valid and not older, else the packaged one."""
    return load_kb_report()[0]


@dataclass(frozen=True)
class ImportResult:
    version: str
    as_of: date
    path: Path
    ignored: tuple[str, ...]


def _safe_member(name: str) -> str | None:
    """The file name inside the archive's (single) top folder, or None for folders."""
    if name.startswith(("/", "\\")) or "\\" in name or re.match(r"^[A-Za-z]:", name):
        raise KbImportError(f"archive member {name!r}: absolute paths are not allowed")
    parts = [p for p in name.split("/") if p not in ("", ".")]
    if any(p == ".." for p in parts):
        raise KbImportError(f"archive member {name!r}: '..' is not allowed")
    if not parts or name.endswith("/"):
        return None
    if len(parts) > 2:
        raise KbImportError(f"archive member {name!r}: nested folders are not allowed")
    return parts[-1]


def _zip_members(path: Path) -> Iterator[tuple[str, bytes]]:
    with zipfile.ZipFile(path) as archive:
        infos = archive.infolist()
        if len(infos) > MAX_IMPORT_MEMBERS:
            raise KbImportError(f"archive has more than {MAX_IMPORT_MEMBERS} entries")
        if sum(i.file_size for i in infos) > MAX_IMPORT_TOTAL_BYTES:
            raise KbImportError(f"archive unpacks to more than {MAX_IMPORT_TOTAL_BYTES} bytes")
        for info in infos:
            name = _safe_member(info.filename)
            mode = info.external_attr >> 16
            if mode and (mode & 0o170000) == 0o120000:
                raise KbImportError(f"archive member {info.filename!r}: links are not allowed")
            if name is None or info.is_dir():
                continue
            if info.file_size > MAX_IMPORT_FILE_BYTES:
                raise KbImportError(f"{name}: larger than {MAX_IMPORT_FILE_BYTES} bytes")
            with archive.open(info) as handle:
                data = handle.read(MAX_IMPORT_FILE_BYTES + 1)
            yield name, data


def _tar_members(path: Path) -> Iterator[tuple[str, bytes]]:
    with tarfile.open(path, mode="r:*") as archive:
        total = 0
        for count, member in enumerate(archive):
            if count >= MAX_IMPORT_MEMBERS:
                raise KbImportError(f"archive has more than {MAX_IMPORT_MEMBERS} entries")
            name = _safe_member(member.name)
            if member.isdir():
                continue
            if not member.isfile():
                raise KbImportError(f"archive member {member.name!r}: only plain files are allowed")
            if name is None:
                continue
            if member.size > MAX_IMPORT_FILE_BYTES:
                raise KbImportError(f"{name}: larger than {MAX_IMPORT_FILE_BYTES} bytes")
            total += member.size
            if total > MAX_IMPORT_TOTAL_BYTES:
                raise KbImportError(f"archive unpacks to more than {MAX_IMPORT_TOTAL_BYTES} bytes")
            handle = archive.extractfile(member)
            if handle is None:
                raise KbImportError(f"archive member {member.name!r} cannot be read")
            yield name, handle.read(MAX_IMPORT_FILE_BYTES + 1)


def _folder_members(path: Path) -> Iterator[tuple[str, bytes]]:
    entries = sorted(path.iterdir())
    if len(entries) > MAX_IMPORT_MEMBERS:
        raise KbImportError(f"folder has more than {MAX_IMPORT_MEMBERS} entries")
    total = 0
    for entry in entries:
        if entry.is_symlink():
            raise KbImportError(f"{entry.name}: links are not allowed")
        if not entry.is_file():
            continue
        size = entry.stat().st_size
        if size > MAX_IMPORT_FILE_BYTES:
            raise KbImportError(f"{entry.name}: larger than {MAX_IMPORT_FILE_BYTES} bytes")
        total += size
        if total > MAX_IMPORT_TOTAL_BYTES:
            raise KbImportError(f"folder holds more than {MAX_IMPORT_TOTAL_BYTES} bytes")
        yield entry.name, entry.read_bytes()


def _members(path: Path) -> Iterator[tuple[str, bytes]]:
    if path.is_dir():
        return _folder_members(path)
    if not path.is_file():  # a FIFO would hang the archive sniffing, /dev/zero fill memory
        raise KbImportError(f"{path.name}: is not a regular file or a folder")
    if zipfile.is_zipfile(path):
        return _zip_members(path)
    try:
        if tarfile.is_tarfile(path):
            return _tar_members(path)
    except OSError:
        pass
    raise KbImportError(f"{path.name}: not a folder, .zip or .tar archive")


def _current_version() -> Version:
    """The newer of the packaged version and the installed import's manifest version."""
    version = Version(KnowledgeBase().version)
    manifest = user_kb_dir() / MANIFEST
    if manifest.is_file():
        try:
            data = parse_untrusted(manifest.read_bytes(), MANIFEST)
            version = max(version, Version(KbManifest.model_validate(data).version))
        except (KbImportError, ValidationError, OSError):
            pass
    return version


MAX_FUTURE_DAYS = 366


def _refuse_future(manifest: KbManifest, today: date) -> None:
    """A knowledge base dated beyond a year from today would outrank every later one."""
    year, month, day = (int(p) for p in manifest.version.split(".")[:3])
    try:
        dated = date(year, month, day)
    except ValueError:
        raise KbImportError(f"kb.yaml: version {manifest.version} is not a date") from None
    limit = today + timedelta(days=MAX_FUTURE_DAYS)
    if dated > limit or manifest.as_of > limit:
        raise KbImportError(
            f"kb.yaml: version {manifest.version} (as of {manifest.as_of}) is more than a year "
            f"after today ({today}); a knowledge base from the future is refused"
        )


class KbIndexChangeError(KbImportError):
    """The imported knowledge base names another package index for framework builds: every
    plan would download from it. Refused unless the user trusts it (``--trust-index``)."""

    def __init__(self, current: str | None, imported: str | None) -> None:
        super().__init__(
            f"it moves framework downloads from {current or 'no index'} to "
            f"{imported or 'no index'}; check that index, then import again with "
            "--trust-index to accept it"
        )
        self.current = current
        self.imported = imported


def _index_base_url(root: Traversable | Path | None) -> str | None:
    """The index PyTorch's builds are downloaded from, as the knowledge base at ``root``
    (the packaged one when None) records it."""
    from dlconfig.kb.software import PytorchCatalog

    try:
        return KnowledgeBase(root).dataset("pytorch", PytorchCatalog).index_base_url
    except (KbError, OSError):
        return None


def import_kb(
    path: str | Path, today: date | None = None, *, trust_index: bool = False
) -> ImportResult:
    """Validate the knowledge base at ``path`` and install it for this user.

    A knowledge base whose package index for framework builds differs from the one in use
    is refused (KbIndexChangeError, naming both) unless ``trust_index``: an index decides
    what every exported bundle downloads and runs.

    Raises KbImportError with the reason when it is rejected; the installed knowledge base
    is then unchanged.
    """
    source = Path(path)
    if not source.exists():
        raise KbImportError(f"{source}: no such file or folder")
    recover_interrupted_import()
    target = user_kb_dir()
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix="kb-import-", dir=target.parent))
    try:
        wanted = {"kb", *DATASETS}
        ignored: list[str] = []
        seen: set[str] = set()
        try:
            for name, data in _members(source):
                stem = name.rsplit(".", 1)[0]
                if not _NAME.match(name) or stem not in wanted:
                    ignored.append(name)
                    continue
                if stem in seen:
                    raise KbImportError(f"{stem}: given twice")
                seen.add(stem)
                if len(data) > MAX_IMPORT_FILE_BYTES:
                    raise KbImportError(f"{name}: larger than {MAX_IMPORT_FILE_BYTES} bytes")
                (staging / name).write_bytes(data)
        except (zipfile.BadZipFile, tarfile.TarError, EOFError, OSError) as exc:
            raise KbImportError(f"{source.name}: damaged archive: {exc}") from None
        check = check_kb(staging)
        if not check.is_valid or check.manifest is None:
            raise KbImportError("; ".join(check.problems[:5]) or "no kb.yaml manifest")
        _refuse_future(check.manifest, today or date.today())
        current = _current_version()
        if Version(check.manifest.version) < current:
            raise KbImportError(
                f"version {check.manifest.version} is older than the knowledge base in use "
                f"({current})"
            )
        in_use = target if (target / MANIFEST).is_file() else None
        index_now, index_new = _index_base_url(in_use), _index_base_url(staging)
        if index_now != index_new and not trust_index:
            raise KbIndexChangeError(index_now, index_new)
        _swap_in(staging, target)
        return ImportResult(
            version=check.manifest.version,
            as_of=check.manifest.as_of,
            path=target,
            ignored=tuple(ignored),
        )
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def recover_interrupted_import() -> None:
    """Put back the knowledge base an import moved aside when it was interrupted between
    its two renames (the process killed): ``kb`` is missing and ``kb.old-*`` is there."""
    target = user_kb_dir()
    if target.exists() or not target.parent.is_dir():
        return
    olds = sorted(target.parent.glob("kb.old-*"), key=lambda p: p.stat().st_mtime)
    if olds and (olds[-1] / MANIFEST).is_file():
        olds[-1].rename(target)
        log.info("restored the knowledge base an interrupted import had moved aside")


def _swap_in(staging: Path, target: Path) -> None:
    """Replace ``target`` with ``staging`` by renames; on failure the old one is restored."""
    old = target.with_name(f"kb.old-{uuid.uuid4().hex[:8]}")
    had_old = target.exists()
    if had_old:
        target.rename(old)
    try:
        staging.rename(target)
    except OSError:
        if had_old:
            old.rename(target)
        raise
    if had_old:
        shutil.rmtree(old, ignore_errors=True)


def reset_user_kb() -> list[Path]:
    """Remove the user-imported knowledge base and every overlay (imported prices, refreshed
    releases), so the packaged knowledge base is used; returns the folders removed."""
    removed = []
    for folder in (user_kb_dir(), price_overlay_dir(), release_overlay_dir()):
        if folder.is_symlink():
            folder.unlink()
            removed.append(folder)
        elif folder.exists():
            shutil.rmtree(folder)
            removed.append(folder)
    return removed


def build_archive(root: Traversable | Path) -> bytes:
    """A .zip of the knowledge base at ``root`` (every known dataset), as ``kb import`` takes."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in ["kb", *DATASETS]:
            item = _dataset_file(root, name)
            if item is not None:
                archive.writestr(f"kb/{item.name}", item.read_bytes())
    return buffer.getvalue()
