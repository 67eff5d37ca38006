"""The WSL2 PowerShell script: quoting, .wslconfig handling, admin and restart paths."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from dlconfig.export.bundle import BundleResult, render_files
from dlconfig.export.quoting import ps_quote
from dlconfig.kb import KnowledgeBase

from .conftest import load_plan

WSL_PLANS = ("wsl2_pytorch", "wsl2_tensorflow")


def _ps1(bundles: dict[str, BundleResult], name: str) -> str:
    return (bundles[name].out_dir / "scripts/setup_wsl2.ps1").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", WSL_PLANS)
def test_admin_build_driver_and_restart_handling(
    bundles: dict[str, BundleResult], name: str
) -> None:
    text = _ps1(bundles, name)
    assert "WindowsBuiltInRole]::Administrator" in text
    assert "$MinWindowsBuild = 19044" in text
    assert "nvidia-smi.exe" in text
    assert "Enable-WindowsOptionalFeature" in text and "RestartNeeded" in text
    assert "-Resume" in text and "exit 3010" in text
    assert "wsl.exe --update" in text and "--install --distribution $Distro" in text
    assert "$Distro = 'Ubuntu-24.04'" in text


@pytest.mark.parametrize("name", WSL_PLANS)
def test_wslconfig_keeps_other_settings_and_has_no_bom(
    bundles: dict[str, BundleResult], name: str
) -> None:
    text = _ps1(bundles, name)
    assert "UTF8Encoding($false)" in text  # UTF-8 without a byte-order mark
    assert "ReadAllLines($configPath)" in text  # existing settings are read, not replaced
    assert ".wslconfig.bak" in text
    assert "'[wsl2]'" in text
    assert re.search(r"\$WslNeedGB = \d+\n\$WslMemoryGB = \$WslNeedGB\n\$WslProcessors = \d+", text)
    # sized from the plan's need, capped by the memory of the machine it runs on
    assert "TotalPhysicalMemory" in text
    assert "$WslMemoryGB = [Math]::Min($WslNeedGB, $capGB)" in text
    assert "Set-Content" not in text and "Out-File" not in text  # both may write a BOM


def test_every_user_value_is_a_single_quoted_literal(kb: KnowledgeBase) -> None:
    hostile = 'Tom\'s $(Remove-Item C:\\) `n \u2019x\u2018; "q"'
    plan = load_plan("wsl2_pytorch")
    plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"name": hostile})})
    text = str(render_files(plan, kb)["scripts/setup_wsl2.ps1"])
    assert f"$ProjectName = {ps_quote(hostile)}" in text
    assert "'Tom''s $(Remove-Item C:\\) `n ' + [char]0x2019 + 'x' + [char]0x2018" in text
    # The raw text never appears outside its literal.
    assert text.count("Remove-Item C:") == 1


def test_ps_quote_doubles_quotes_and_spells_non_ascii_as_char_codes() -> None:
    assert ps_quote("a'b") == "'a''b'"
    assert ps_quote("\u2018x\u2019") == "('' + [char]0x2018 + 'x' + [char]0x2019)"
    assert ps_quote("\U0001f600") == "('' + [char]0xD83D + [char]0xDE00)"
    assert ps_quote("") == "''"
    assert ps_quote("$env:PATH `$x") == "'$env:PATH `$x'"


@pytest.mark.skipif(shutil.which("pwsh") is None, reason="pwsh is not installed")
@pytest.mark.parametrize("name", WSL_PLANS)
def test_powershell_parses_the_script(bundles: dict[str, BundleResult], name: str) -> None:
    path = bundles[name].out_dir / "scripts/setup_wsl2.ps1"
    command = (
        "$errs = $null; [System.Management.Automation.Language.Parser]::ParseFile("
        f"{ps_quote(str(path))}, [ref]$null, [ref]$errs) | Out-Null; "
        "if ($errs.Count) { $errs | ForEach-Object { $_.Message }; exit 1 }"
    )
    run = subprocess.run(
        ["pwsh", "-NoProfile", "-NonInteractive", "-Command", command],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_only_windows_targets_get_the_powershell_script(bundles: dict[str, BundleResult]) -> None:
    for name, bundle in bundles.items():
        has_ps1 = (Path(bundle.out_dir) / "scripts/setup_wsl2.ps1").exists()
        assert has_ps1 == (name in WSL_PLANS), name
