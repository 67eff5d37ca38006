"""Keeping user text out of code: quoting for shell, PowerShell and YAML, and safe names.

Every user value that reaches an exported script or manifest passes through one of these.
Shell values are single-quoted by ``shlex.quote``; PowerShell values become single-quoted
literals (the only special character inside is ``'``, doubled); YAML is produced by a
serializer from Python data, never by joining strings.
"""

from __future__ import annotations

import json
import re
import shlex
import unicodedata
from typing import Any

import yaml

from dlconfig.models.container import dns1123_label

__all__ = [
    "conda_env_name",
    "dns1123_label",
    "image_repository",
    "ps_comment",
    "ps_quote",
    "py_literal",
    "sh_quote",
    "single_line",
    "yaml_dump",
]


# Words bash reads as syntax where a command may start; shlex leaves them bare, and a
# bare ``then`` after ``NAME=`` makes shellcheck (SC1010) and a reader stumble.
_RESERVED = frozenset(
    [
        "if",
        "then",
        "else",
        "elif",
        "fi",
        "case",
        "esac",
        "for",
        "select",
        "while",
        "until",
        "do",
        "done",
        "in",
        "function",
        "time",
        "coproc",
        "{",
        "}",
        "!",
        "[[",
        "]]",
    ]
)


def sh_quote(value: object) -> str:
    """``value`` as one POSIX shell word (``shlex.quote``; a reserved word is quoted too).

    ``shlex`` leaves ``=`` bare, so a value starting with it renders ``NAME==x`` after an
    assignment, which bash reads but shellcheck rejects (SC1097) and a reader misreads as a
    comparison; such a value is single-quoted as well.
    """
    text = str(value)
    if text in _RESERVED or text.startswith("="):
        return f"'{text}'"  # shlex left it bare, so it holds no quote to escape
    return shlex.quote(text)


def ps_quote(value: object) -> str:
    """``value`` as a pure-ASCII PowerShell expression that evaluates to the same string.

    Printable ASCII stays inside a single-quoted literal (``'`` doubled); every other
    character becomes ``[char]0xNNNN`` (UTF-16 code units), concatenated:
    ``('Caf' + [char]0x00E9)``. Windows PowerShell 5.1 reads a script without a byte-order
    mark in the ANSI code page, where the UTF-8 bytes of ``’`` or ``‚`` decode
    to characters it treats as quotes; a pure-ASCII script reads the same in every code
    page, in pwsh 7 and when an editor or a copy strips a BOM, which a BOM would not survive.
    """
    parts: list[str] = []
    run: list[str] = []
    for char in str(value):
        if " " <= char <= "~":
            run.append("''" if char == "'" else char)
            continue
        if run or not parts:  # a literal first, so '+' concatenates strings
            parts.append("'" + "".join(run) + "'")
            run = []
        units = char.encode("utf-16-be")
        parts.extend(
            f"[char]0x{int.from_bytes(units[i : i + 2], 'big'):04X}"
            for i in range(0, len(units), 2)
        )
    if run or not parts:
        parts.append("'" + "".join(run) + "'")
    return parts[0] if len(parts) == 1 else "(" + " + ".join(parts) + ")"


def ps_comment(value: object, limit: int = 200) -> str:
    """Text safe inside a PowerShell ``<# ... #>`` comment: one ASCII line, no ``#>``."""
    text = single_line(value, limit).encode("ascii", "replace").decode("ascii")
    return text.replace("#>", "# >")


def py_literal(value: object) -> str:
    """A Python expression that evaluates to the JSON-compatible ``value``."""
    return f"json.loads({json.dumps(json.dumps(value, ensure_ascii=True))})"


_BREAKING = ("Zl", "Zp")


def single_line(value: object, limit: int = 200) -> str:
    """Text safe inside a comment: control characters and line breaks become spaces.

    Category C covers ASCII and C1 controls (``\\n``, ``\\r``, NEL); Zl and Zp are the
    Unicode line and paragraph separators, which editors and ``str.splitlines`` break on.
    """
    text = "".join(
        " " if unicodedata.category(c) in _BREAKING or unicodedata.category(c)[0] == "C" else c
        for c in str(value)
    )
    return text[:limit]


def conda_env_name(text: str, fallback: str = "dlconfig-env") -> str:
    """A conda/venv environment name: ASCII letters, digits, '-', '_' and '.'."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", ascii_text).strip("-.")[:60]
    return name if name and name[0].isalnum() else fallback


def image_repository(text: str) -> str:
    """A Docker image repository name (lower-case DNS-1123 label)."""
    return dns1123_label(text, "dlconfig")


class _Dumper(yaml.SafeDumper):
    """Safe dumper that indents sequences inside mappings (yamllint's default style)."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> Any:
        return super().increase_indent(flow, False)


# NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR: line breaks to a YAML 1.1 reader.
YAML_UNICODE_BREAKS = ("\x85", "\u2028", "\u2029")


def _dump(data: Any, *, allow_unicode: bool) -> str:
    return yaml.dump(
        data,
        Dumper=_Dumper,
        sort_keys=False,
        allow_unicode=allow_unicode,
        default_flow_style=False,
        width=1000,
    )


def yaml_dump(data: Any, header: str = "") -> str:
    """Serialise ``data`` as a YAML document; ``header`` lines become comments."""
    body = _dump(data, allow_unicode=True)
    if any(char in body for char in YAML_UNICODE_BREAKS):
        # PyYAML writes these raw inside quoted scalars, where a reader folds them as line
        # breaks: escape every non-ASCII character instead.
        body = _dump(data, allow_unicode=False)
    comments = "".join(f"# {single_line(line, 500)}\n" for line in header.splitlines())
    return f"---\n{comments}{body}"
