"""setup_wsl2.ps1 reads as written in Windows PowerShell 5.1 (ANSI code page) and pwsh 7.

PowerShell 5.1 reads a script without a byte-order mark in the ANSI code page (cp1252 on
Western systems), where UTF-8 continuation bytes 0x82, 0x91 and 0x92 become the quotes
``‚ ‘ ’``; inside a single-quoted string, ``'``, ``‘``, ``’``, ``‚`` and ``‛`` all close
it. The model below re-reads each quoted value from the bytes both ways.
"""

from __future__ import annotations

import re

from hypothesis import given, settings, strategies as st

from dlconfig.export.bundle import render_files
from dlconfig.export.quoting import ps_quote
from dlconfig.kb import KnowledgeBase

from .conftest import load_plan

PS_QUOTES = "'\u2018\u2019\u201a\u201b"
NAMES = ["Ă; Start-Process calc; #", "データ", "€ budget", "学習", "it's", "😀 emoji", "a\nb"]


def ansi(data: bytes) -> str:
    """The bytes as Windows reads them in cp1252 (undefined bytes map to U+00xx)."""
    return "".join(bytes([b]).decode("cp1252", errors="ignore") or chr(b) for b in data)


def ps_value(text: str) -> str:
    """The string a PowerShell expression of literals, ``[char]0xNNNN``, ``+`` and
    parentheses evaluates to; raises ValueError on anything else (such as a statement
    after a closed string)."""
    units: list[int] = []
    pos, expect_value = 0, True
    while pos < len(text):
        char = text[pos]
        if char in " ()":
            pos += 1
        elif char == "+" and not expect_value:
            pos, expect_value = pos + 1, True
        elif char in PS_QUOTES and expect_value:
            pos += 1
            while True:
                if pos >= len(text):
                    raise ValueError("unterminated string")
                if text[pos] in PS_QUOTES:
                    if pos + 1 < len(text) and text[pos + 1] in PS_QUOTES:
                        units.extend(_utf16(text[pos + 1]))
                        pos += 2
                        continue
                    pos += 1
                    break
                units.extend(_utf16(text[pos]))
                pos += 1
            expect_value = False
        elif expect_value and (found := re.match(r"\[char\]0x([0-9A-Fa-f]{4})", text[pos:])):
            units.append(int(found.group(1), 16))
            pos, expect_value = pos + found.end(), False
        else:
            raise ValueError(f"unexpected {text[pos:]!r}")
    if expect_value:
        raise ValueError("no value")
    return b"".join(u.to_bytes(2, "big") for u in units).decode("utf-16-be", "surrogatepass")


def _utf16(char: str) -> list[int]:
    data = char.encode("utf-16-be", "surrogatepass")
    return [int.from_bytes(data[i : i + 2], "big") for i in range(0, len(data), 2)]


def assignment(script: str, variable: str) -> str:
    """The right-hand side of ``$variable = ...`` (one line, as PowerShell parses it)."""
    for line in script.split("\n"):
        if line.startswith(f"${variable} = "):
            return line.removeprefix(f"${variable} = ").rstrip("\r")
    raise AssertionError(f"no ${variable} assignment")


def read_both_ways(data: bytes, variable: str) -> set[str]:
    return {ps_value(assignment(text, variable)) for text in (ansi(data), data.decode("utf-8"))}


@given(st.text(max_size=40))
def test_quoted_values_read_the_same_in_both_code_pages(name: str) -> None:
    data = f"$ProjectName = {ps_quote(name)}\n".encode()
    assert read_both_ways(data, "ProjectName") == {name}


def test_the_model_sees_the_breakout_that_ansi_reading_causes() -> None:
    raw = "$ProjectName = 'Ă; Start-Process calc; #'\n".encode()
    assert ps_value(assignment(raw.decode("utf-8"), "ProjectName")) == "Ă; Start-Process calc; #"
    try:
        ps_value(assignment(ansi(raw), "ProjectName"))
    except ValueError:
        pass
    else:
        raise AssertionError("cp1252 reading of a raw 'Ă' should close the string early")


KB = KnowledgeBase()


def _script(name: str) -> bytes:
    plan = load_plan("wsl2_pytorch")
    plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"name": name})})
    return str(render_files(plan, KB)["scripts/setup_wsl2.ps1"]).encode("utf-8")


def test_exported_script_is_ascii_and_reads_as_written() -> None:
    for name in NAMES:
        data = _script(name)
        assert data.isascii(), name
        assert read_both_ways(data, "ProjectName") == {name}
        assert read_both_ways(data, "Distro") == {"Ubuntu-24.04"}


@settings(max_examples=25, deadline=None)
@given(st.text(min_size=1, max_size=60))
def test_exported_script_reads_as_written_for_any_project_name(name: str) -> None:
    data = _script(name)
    assert read_both_ways(data, "ProjectName") == {name}
