"""Writing a bundle folder as a whole, the way git replaces a file through its lock file.

The new bundle is written into a temporary sibling folder (``.NAME.dlconfig-new-XXXXXXXX``)
with the user's umask. Before anything moves, every destination in the existing folder is
checked: a symbolic link, a folder where a file goes, a file the bundle did not write (the
manifest ``.dlconfig-bundle.json`` lists the bundle's files with their SHA-256) or a bundle
file changed since it was written is refused, naming each one, and nothing is touched.

A folder that does not exist yet is renamed into place whole. An existing one is never
moved or removed: a journal (``.dlconfig-partial``, naming the staging folder) is written
into it, then each bundle file is renamed over its old copy (one atomic step per file),
the files only the previous manifest lists are removed, and the new manifest is written
last. Everything else (``output/`` with a job still writing checkpoints, ``data/``, the
user's notes) keeps its inode, owner, mode, extended attributes and ACLs.

A process killed part-way leaves the journal; the next export first finishes the
interrupted one (the staging folder is complete before the journal names it), so the
folder ends with the complete new bundle. Temporary folders are recognised by their name
and by the marker or manifest inside them and removed. The parent folder is locked
(``flock``, POSIX) while this happens, so two exports into one folder take turns.
Power loss is not covered: like git without ``core.fsync``, files are not fsynced.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import secrets
import shutil
import stat
from collections.abc import Iterator, Mapping
from pathlib import Path

from dlconfig.export.errors import DestinationError
from dlconfig.models.untrusted import UntrustedFileError, read_untrusted_bytes

MANIFEST = ".dlconfig-bundle.json"
MANIFEST_SCHEMA = "dlconfig.bundle/1"
# Present in a temporary folder until its manifest is written: a folder with the temporary
# name and neither file is not ours and is never removed.
MARKER = ".dlconfig-partial"
_MANIFEST_MAX_BYTES = 1 << 20
_REL_RE = re.compile(
    r"[A-Za-z0-9._][A-Za-z0-9._-]{0,100}(/[A-Za-z0-9._][A-Za-z0-9._-]{0,100}){0,8}"
)
_SHA_RE = re.compile(r"[0-9a-f]{64}")
_LISTED = 20  # names shown in a refusal before "and N more"


def _prefix(target: Path) -> str:
    # 50 characters of at most 4 UTF-8 bytes each keep the name within 255 bytes.
    return f".{target.name[:50]}.dlconfig-"


def _temp_name(target: Path, kind: str) -> Path:
    return target.with_name(f"{_prefix(target)}{kind}-{secrets.token_hex(4)}")


def _is_ours(folder: Path) -> bool:
    """A temporary folder this module made: a real folder with its marker or manifest, or
    an empty staging folder (a kill between making it and marking it)."""
    try:
        if not stat.S_ISDIR(folder.lstat().st_mode):
            return False
        if any(os.path.lexists(folder / name) for name in (MARKER, MANIFEST)):
            return True
        if "-new-" not in folder.name:
            return False
        with os.scandir(folder) as entries:
            return next(entries, None) is None
    except OSError:
        return False


def _leftovers(target: Path) -> list[Path]:
    pattern = re.compile(re.escape(_prefix(target)) + r"(new|old)-[0-9a-f]{8}")
    try:
        names = os.listdir(target.parent)
    except OSError:
        return []
    return sorted(
        target.parent / n for n in names if pattern.fullmatch(n) and _is_ours(target.parent / n)
    )


def clean_leftovers(target: Path) -> None:
    """Remove the temporary folders of an interrupted export into ``target``; when the kill
    came between the fallback's two renames (no ``target``), the old bundle goes back."""
    found = _leftovers(target)
    if not os.path.lexists(target):
        old = [p for p in found if p.name.rsplit("-", 2)[-2] == "old"]
        if old:
            newest = max(old, key=lambda p: p.stat().st_mtime)
            os.rename(newest, target)
            found.remove(newest)
    for folder in found:
        shutil.rmtree(folder, ignore_errors=True)


def read_manifest(folder: Path) -> dict[str, str] | None:
    """Relative path -> SHA-256 of the files a bundle in ``folder`` wrote; None when the
    folder has no readable manifest (not a bundle, or one from an older version)."""
    path = folder / MANIFEST
    if not os.path.lexists(path):
        return None
    try:
        data = json.loads(read_untrusted_bytes(path, _MANIFEST_MAX_BYTES))
    except (UntrustedFileError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("schema") != MANIFEST_SCHEMA:
        return None
    files = data.get("files")
    if not isinstance(files, dict):
        return None
    return {
        rel: sha
        for rel, sha in files.items()
        if isinstance(rel, str)
        and isinstance(sha, str)
        and _REL_RE.fullmatch(rel)
        and not {".", ".."} & set(rel.split("/"))
        and _SHA_RE.fullmatch(sha)
    }


def bundle_problems(folder: Path) -> list[str]:
    """What keeps ``folder`` from being one complete bundle as written: no manifest, or a
    listed file missing or changed. Empty when the bundle is whole (the user's own
    files beside it are not counted)."""
    listed = read_manifest(folder)
    if listed is None:
        return [f"no readable {MANIFEST}"]
    problems = []
    for rel, sha in sorted(listed.items()):
        path = folder / rel
        if not path.is_file() or path.is_symlink():
            problems.append(f"{rel} is missing")
        elif _sha256(path) != sha:
            problems.append(f"{rel} has changed")
    if os.path.lexists(folder / MARKER):
        problems.append(f"{MARKER} is present")
    return problems


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _walk(folder: Path) -> Iterator[tuple[str, os.stat_result]]:
    """(relative path, lstat) of everything below ``folder``, parents first; links are
    not followed."""

    def fail(exc: OSError) -> None:  # a folder it cannot list would be lost with the old one
        raise exc

    for root, dirs, names in os.walk(folder, onerror=fail, followlinks=False):
        base = Path(root)
        for name in sorted(dirs) + sorted(names):
            path = base / name
            yield path.relative_to(folder).as_posix(), path.lstat()
        dirs.sort()


def _refusal(
    target: Path, rel: str, info: os.stat_result, listed: Mapping[str, str], taken: set[str]
) -> str | None:
    """Why the non-folder ``rel`` in ``target`` stops the replacement, "" when it is the old
    bundle's own file (replaced or removed with it), None when it is the user's to keep."""
    mode = info.st_mode
    if rel in listed and stat.S_ISREG(mode):
        return (
            "" if _sha256(target / rel) == listed[rel] else f"{rel} (changed since it was exported)"
        )
    if rel in taken:
        return f"{rel} (a symbolic link)" if stat.S_ISLNK(mode) else rel
    if not stat.S_ISREG(mode) and not stat.S_ISLNK(mode):
        return f"{rel} (not a regular file)"
    return None


def _check(target: Path, files: Mapping[str, bytes]) -> tuple[list[str], list[str]]:
    """(folders, files) of ``target`` to keep; raises DestinationError naming every entry
    that stops the bundle from replacing ``target`` (nothing has been changed then)."""
    manifest = read_manifest(target)
    new_dirs = {p.as_posix() for rel in files for p in Path(rel).parents} - {"."}
    taken = set(files) | new_dirs
    problems: list[str] = []
    keep_dirs: list[str] = []
    keep_files: list[str] = []
    for rel, info in _walk(target):
        if rel in (MANIFEST, MARKER):
            continue
        if stat.S_ISDIR(info.st_mode):
            if rel in files:
                problems.append(f"{rel}/ (a folder where the bundle writes a file)")
            elif rel not in new_dirs:
                keep_dirs.append(rel)
            continue
        why = _refusal(target, rel, info, manifest or {}, taken)
        if why is None:
            keep_files.append(rel)
        elif why:
            problems.append(why)
    if problems:
        shown = ", ".join(problems[:_LISTED])
        if len(problems) > _LISTED:
            shown += f" and {len(problems) - _LISTED} more"
        legacy = manifest is None and os.path.lexists(target / "recommendation.json")
        missing = (
            f" (it has no {MANIFEST}: a bundle written before dlconfig kept one is not"
            " recognised; remove it first)"
            if legacy
            else ""
        )
        raise DestinationError(
            f"{target} holds files that are not this bundle's{missing}: {shown}."
            " Move them away or choose another folder; nothing was changed."
        )
    return keep_dirs, keep_files


def _make_folder(path: Path) -> None:
    os.mkdir(path, 0o777)  # the user's umask decides, as for any folder they create


def _write(path: Path, data: bytes, executable: bool) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as handle:  # 0o666 less the umask
        handle.write(data)
    if executable:  # chmod +x where the umask lets read through, as chmod(1) does
        mode = stat.S_IMODE(path.stat().st_mode)
        path.chmod(mode | (mode & 0o444) >> 2)


def _fill(staging: Path, files: Mapping[str, bytes]) -> None:
    marker = staging / MARKER
    marker.touch()
    for rel, data in files.items():
        _write(staging / rel, data, rel.startswith("scripts/") and rel.endswith((".sh", ".py")))
    manifest = {
        "schema": MANIFEST_SCHEMA,
        "files": {rel: hashlib.sha256(data).hexdigest() for rel, data in sorted(files.items())},
    }
    (staging / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    marker.unlink()


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``folder`` (POSIX ``flock``; released if the process dies)."""
    try:
        import fcntl
    except ImportError:  # Windows: no lock; exports into one folder must not overlap
        yield
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _journal(target: Path, staging: Path) -> None:
    """Record in ``target`` which complete staging folder is being moved in (written
    atomically), so a kill part-way is finished by the next export."""
    tmp = target / f"{MARKER}.tmp"
    tmp.write_text(json.dumps({"staging": staging.name}) + "\n", encoding="utf-8")
    os.replace(tmp, target / MARKER)


def _journalled(target: Path) -> Path | None:
    """The complete staging folder the journal in ``target`` names, if any."""
    try:
        data = json.loads(read_untrusted_bytes(target / MARKER, _MANIFEST_MAX_BYTES))
    except (UntrustedFileError, ValueError, OSError):
        return None
    name = data.get("staging") if isinstance(data, dict) else None
    if not isinstance(name, str) or "/" in name or not name.startswith(_prefix(target)):
        return None
    staging = target.parent / name
    if os.path.lexists(staging / MARKER) or read_manifest(staging) is None:
        return None
    return staging


def _move_in(target: Path, staging: Path) -> None:
    """Replace the bundle's files in ``target`` one by one with those in ``staging``, each
    in one ``rename``; remove the files only the previous manifest lists; write the new
    manifest last. Nothing else in ``target`` is moved, removed or changed: folders stay
    the same inodes, so a job writing into ``output/`` keeps writing and keeps its owner,
    extended attributes and ACLs. Repeatable: a rerun after a kill finishes the work."""
    new = read_manifest(staging) or {}
    old = read_manifest(target) or {}
    for rel in sorted(new):
        source = staging / rel
        if not os.path.lexists(source):  # moved in before the kill
            continue
        dest = target / rel
        for parent in reversed(Path(rel).parents[:-1]):
            with contextlib.suppress(FileExistsError):
                _make_folder(target / parent)
        os.replace(source, dest)
    for rel in sorted(set(old) - set(new)):
        path = target / rel
        if path.is_file() and not path.is_symlink() and _sha256(path) == old[rel]:
            path.unlink()
        for parent in Path(rel).parents[:-1]:  # a folder the bundle emptied, never a user's
            try:
                os.rmdir(target / parent)
            except OSError:
                break
    # The manifest is copied, not moved: until the journal is gone the staging folder
    # keeps it, so a rerun after a kill here still recognises and finishes the work.
    tmp = target / f"{MANIFEST}.tmp"
    tmp.write_bytes((staging / MANIFEST).read_bytes())
    os.replace(tmp, target / MANIFEST)
    os.unlink(target / MARKER)
    _remove_staging(staging)


def _remove_staging(staging: Path) -> None:
    """Remove ``staging`` with its manifest last, so a kill part-way leaves a folder still
    recognised as ours (by the manifest, or by being empty)."""
    for root, dirs, names in os.walk(staging, topdown=False):
        base = Path(root)
        for name in names:
            if base != staging or name != MANIFEST:
                with contextlib.suppress(OSError):
                    os.unlink(base / name)
        for name in dirs:
            with contextlib.suppress(OSError):
                os.rmdir(base / name)
    with contextlib.suppress(OSError):
        os.unlink(staging / MANIFEST)
    with contextlib.suppress(OSError):
        os.rmdir(staging)


def finish_interrupted(target: Path) -> None:
    """Finish a replacement a kill interrupted (the journal names a complete staging
    folder), or drop a journal that names none."""
    if not os.path.isdir(target) or os.path.islink(target):
        return
    for name in (MARKER, MANIFEST):  # a kill while one of them was being written
        with contextlib.suppress(OSError):
            os.unlink(target / f"{name}.tmp")
    if not os.path.lexists(target / MARKER):
        return
    staging = _journalled(target)
    if staging is not None:
        _move_in(target, staging)
    else:
        with contextlib.suppress(OSError):
            os.unlink(target / MARKER)


def write_bundle(target: Path, files: Mapping[str, bytes]) -> tuple[str, ...]:
    """Make ``target`` hold exactly the bundle ``files`` (relative path -> bytes) plus the
    user's own files already there; returns those kept files. Raises DestinationError
    (nothing changed) when a destination is refused; OSError when the disk refuses.

    A new folder moves in whole. An existing one keeps its inode and everything in it
    that is not the previous bundle's: only the files its manifest lists are replaced
    (each atomically) or removed."""
    parent = target.parent
    parent.mkdir(parents=True, exist_ok=True)
    with _locked(parent):
        finish_interrupted(target)
        clean_leftovers(target)
        exists = os.path.lexists(target)
        keep: tuple[list[str], list[str]] = _check(target, files) if exists else ([], [])
        staging = _temp_name(target, "new")
        _make_folder(staging)
        try:
            _fill(staging, files)
            if not exists:
                os.rename(staging, target)
                return ()
            _journal(target, staging)
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
        _move_in(target, staging)
    return tuple(keep[1])
