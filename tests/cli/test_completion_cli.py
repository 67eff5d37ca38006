"""``dlconfig-cli completion SHELL`` and ``--version``: scripts each shell can load."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dlconfig import __version__
from dlconfig.cli import main
from dlconfig.cli.completion_cmd import SHELLS


def script(capsys: pytest.CaptureFixture[str], shell: str) -> str:
    assert main(["completion", shell]) == 0
    return capsys.readouterr().out


def test_version_names_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"dlconfig {__version__}"


@pytest.mark.parametrize("shell", SHELLS)
def test_every_shell_gets_every_subcommand(capsys: pytest.CaptureFixture[str], shell: str) -> None:
    text = script(capsys, shell)
    for command in ("plan", "stack", "export", "doctor", "completion"):
        assert command in text
    assert ("-l json" if shell == "fish" else "--json") in text
    assert "dlconfig-cli" in text


def test_bash_script_passes_shellcheck_and_completes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "dlconfig-cli.bash"
    path.write_text(script(capsys, "bash"), encoding="utf-8")
    shellcheck = Path(sys.executable).with_name("shellcheck")
    if shellcheck.exists():
        subprocess.run([str(shellcheck), "-s", "bash", str(path)], check=True)
    bash = shutil.which("bash")
    if bash is None:
        pytest.skip("bash is not installed")

    def complete(*words: str) -> set[str]:
        line = " ".join(f"'{w}'" for w in words)
        probe = (
            f"source '{path}'; COMP_WORDS=({line}); COMP_CWORD={len(words) - 1}; "
            'COMPREPLY=(); _dlconfig_cli; printf "%s\\n" "${COMPREPLY[@]}"'
        )
        out = subprocess.run([bash, "-c", probe], capture_output=True, text=True, check=True)
        return set(out.stdout.split())

    assert {"plan", "prices", "probe"} <= complete("dlconfig-cli", "p")
    assert "--json" in complete("dlconfig-cli", "plan", "--j")
    assert complete("dlconfig-cli", "completion", "") >= set(SHELLS)
