"""Hostile project names and paths stay data: quoted, confined, and scripts still lint."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings, strategies as st

from dlconfig.export.bundle import export_bundle
from dlconfig.export.quoting import conda_env_name, dns1123_label, ps_quote, sh_quote, yaml_dump
from dlconfig.kb import KnowledgeBase

from .conftest import load_plan

NASTY = [
    "'",
    '"',
    "$(",
    ")",
    "`",
    "\n",
    ";",
    "../",
    "..",
    "\\",
    "&&",
    "|",
    "$HOME",
    "中文",
    "é",
    " ",
    "*",
    "#",
    "!",
    "{",
    "}",
    "then",
    "fi",
    "=",
]
names = (
    st.lists(st.sampled_from(NASTY) | st.text(min_size=1, max_size=6), min_size=1, max_size=8)
    .map("".join)
    .filter(lambda s: 1 <= len(s) <= 200 and s.strip())
)
SHELLCHECK = shutil.which("shellcheck", path=str(Path(sys.executable).parent)) or "shellcheck"
KB = KnowledgeBase()


@pytest.mark.slow  # a real subprocess or a full run: CI runs it (-m slow)
def test_hostile_names_are_quoted_and_confined(tmp_path_factory: pytest.TempPathFactory) -> None:
    collected: list[Path] = []

    @settings(max_examples=25, deadline=None)
    @given(name=names, data_dir=names)
    def export_one(name: str, data_dir: str) -> None:
        base = tmp_path_factory.mktemp("hostile")
        out = base / ("out" + name.replace("/", "_").replace("\x00", ""))
        plan = load_plan("wsl2_pytorch")
        plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"name": name})})
        result = export_bundle(plan, out, kb=KB, data_dir=data_dir, write_pdf=_fake_pdf)
        # Nothing escapes the output folder and no staging folder is left behind.
        written = sorted(p for p in base.rglob("*") if p.is_file())
        assert all(p.is_relative_to(out) for p in written), written
        assert sorted(p.name for p in base.iterdir()) == [out.name]
        assert len(written) == len(result.files) + 1  # and the manifest of what it wrote
        scripts = sorted(out.glob("scripts/*.sh"))
        collected.extend(scripts)
        for script in scripts:
            text = script.read_bytes().decode("utf-8")
            assert f"PROJECT_NAME={sh_quote(name)}\n" in text
            assert f"ENV_NAME={sh_quote(conda_env_name(name))}\n" in text
            # The raw name only appears inside its quoted assignment.
            quoted = text.split("PROJECT_NAME=", 1)[1].split("\nENV_NAME=", 1)[0]
            assert shlex.split(quoted) == [name]
        ps1 = (out / "scripts/setup_wsl2.ps1").read_bytes().decode("utf-8")
        assert f"$ProjectName = {ps_quote(name)}\n" in ps1
        service = yaml.safe_load((out / "compose.yaml").read_text(encoding="utf-8"))["services"]
        assert service["train"]["volumes"][0]["source"] == data_dir
        label = dns1123_label(name, "dlconfig")
        for manifest in out.glob("k8s/*.yaml"):
            for doc in yaml.safe_load_all(manifest.read_text(encoding="utf-8")):
                assert doc["metadata"]["name"].startswith(label)

    export_one()
    # One shellcheck run over every generated script keeps the test fast.
    run = subprocess.run(
        [SHELLCHECK, "--severity=style", *map(str, collected)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout


@pytest.mark.parametrize("name", ["then", "fi", "done", "in", "=", "==x", "=a b"])
def test_a_name_that_is_a_shell_keyword_or_starts_with_equals_is_quoted(
    tmp_path: Path, name: str
) -> None:
    """``ENV_NAME=then`` runs, but shellcheck (SC1010) and a reader take it for syntax;
    ``PROJECT_NAME==`` is rejected by shellcheck (SC1097)."""
    plan = load_plan("wsl2_pytorch")
    plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"name": name})})
    out = tmp_path / "out"
    export_bundle(plan, out, kb=KB, data_dir="data", write_pdf=_fake_pdf)
    scripts = sorted(map(str, out.glob("scripts/*.sh")))
    assert scripts
    for script in scripts:
        text = Path(script).read_text(encoding="utf-8")
        assert f"PROJECT_NAME='{name}'\n" in text
        assert shlex.split(text.split("PROJECT_NAME=", 1)[1].split("\n", 1)[0]) == [name]
    run = subprocess.run(
        [SHELLCHECK, "--severity=style", *scripts], capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stdout


def _fake_pdf(*_: object) -> bytes:
    return b"%PDF-1.4\n"


@settings(max_examples=50, deadline=None)
@given(name=names)
def test_names_are_sanitised_for_their_targets(name: str) -> None:
    import re

    label = dns1123_label(name)
    assert re.fullmatch(r"[a-z]([-a-z0-9]{0,61}[a-z0-9])?", label), label
    env = conda_env_name(name)
    assert re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,59}", env), env


@pytest.mark.parametrize("text", ["0\x85", "a\u2028b", "c\u2029", "中文\x85"])
def test_yaml_files_keep_unicode_line_separators_as_data(text: str) -> None:
    """A raw NEL or LINE/PARAGRAPH SEPARATOR would be read back as a line break."""
    dumped = yaml_dump({"source": text, "name": "中文"})
    assert yaml.safe_load(dumped) == {"source": text, "name": "中文"}


@given(text=st.text(min_size=1, max_size=20))
def test_a_shell_word_reads_back_as_itself_and_never_starts_an_assignment_value_with_equals(
    text: str,
) -> None:
    word = sh_quote(text)
    assert shlex.split(word) == [text]
    assert not word.startswith("=")
