"""Read a ``.wslconfig`` the way WSL does: encoding first, then ``memory=`` under ``[wsl2]``.

Pure functions over bytes, so the parsing is tested without Windows.
"""

from __future__ import annotations

import re

from dlconfig.doctor.inputs import WslConfigEncoding, WslConfigFacts

_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kmgt]?i?b?)\s*$", re.IGNORECASE)
# WSL's size suffixes are binary multiples ("memory=8GB" gives Linux 8 GiB).
_UNIT_BYTES = {"": 1, "b": 1, "k": 2**10, "m": 2**20, "g": 2**30, "t": 2**40}
MAX_WSLCONFIG_BYTES = 1024 * 1024


def detect_encoding(raw: bytes) -> WslConfigEncoding:
    """The file's encoding: WSL reads UTF-8 without a byte-order mark."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"
    if raw.startswith(b"\xef\xbb\xbf"):
        return "utf-8-bom"
    if b"\x00" in raw[:200]:
        return "utf-16"
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return "unknown"
    return "utf-8"


def _decode(raw: bytes, encoding: WslConfigEncoding) -> str:
    if encoding == "utf-16":
        if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
            return raw.decode("utf-16", errors="replace")
        return raw.decode("utf-16-le", errors="replace")
    if encoding == "utf-8-bom":
        return raw[3:].decode("utf-8", errors="replace")
    return raw.decode("utf-8", errors="replace")


def parse_size_bytes(text: str) -> int | None:
    """``8GB`` -> 8 GiB in bytes; ``4096MB``; a plain number is bytes. None if unreadable."""
    match = _SIZE.match(text)
    if match is None:
        return None
    number, unit = match.groups()
    multiplier = _UNIT_BYTES.get(unit.lower()[:1] if unit else "")
    if multiplier is None:
        return None
    return int(float(number) * multiplier)


def memory_setting(text: str) -> str | None:
    """The raw value of ``memory=`` in the ``[wsl2]`` section, or None."""
    section = ""
    value: str | None = None
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", ";")):
            continue
        if stripped.startswith("[") and stripped.endswith("]"):
            section = stripped[1:-1].strip().lower()
            continue
        key, sep, rest = stripped.partition("=")
        if sep and section == "wsl2" and key.strip().lower() == "memory":
            value = rest.split("#", 1)[0].strip()
    return value


def read_wslconfig(path: str, raw: bytes) -> WslConfigFacts:
    """Facts about one ``.wslconfig`` file from its bytes."""
    if len(raw) > MAX_WSLCONFIG_BYTES:
        return WslConfigFacts(path=path, encoding="unknown", problem="the file is too large")
    encoding = detect_encoding(raw)
    memory_text = memory_setting(_decode(raw, encoding))
    memory_bytes = parse_size_bytes(memory_text) if memory_text is not None else None
    problem = None
    if memory_text is not None and memory_bytes is None:
        problem = f"memory={memory_text} is not a size WSL understands (use e.g. 16GB)"
    return WslConfigFacts(
        path=path,
        encoding=encoding,
        memory_text=memory_text[:200] if memory_text is not None else None,
        memory_bytes=memory_bytes,
        problem=problem,
    )
