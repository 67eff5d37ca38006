# Build the one-folder Windows app with PyInstaller, smoke-test it, then the installer.
#
#     powershell -ExecutionPolicy Bypass -File installer\build_windows.ps1
#
# Needs Python 3.10+ and Inno Setup 6 (iscc.exe on PATH or in its default folder).
# Output: dist\dlconfig\ and dist\dlconfig-<version>-windows-x64-setup.exe
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")

if (-not (Test-Path ".venv\Scripts\python.exe")) {
    python -m venv .venv
    .venv\Scripts\pip install -q -e .
}
$py = ".venv\Scripts\python.exe"
& $py -m PyInstaller --version *> $null
if ($LASTEXITCODE -ne 0) { & $py -m pip install -q pyinstaller }

$version = & $py -c "import re,pathlib; print(re.search(r'^__version__ = `"([^`"]+)`"', pathlib.Path('dlconfig/__init__.py').read_text(), re.M).group(1))"

Write-Host "== translations (.ts -> .qm)"
Get-ChildItem dlconfig\resources\i18n\dlconfig_*.ts | ForEach-Object {
    $out = & .venv\Scripts\pyside6-lrelease.exe $_.FullName -qm ($_.FullName -replace '\.ts$', '.qm') | Out-String
    Write-Host $out
    if ($LASTEXITCODE -ne 0 -or $out -notmatch 'Generated [1-9]\d* translation') { throw "no translations from $($_.Name)" }
}

Write-Host "== PyInstaller"
& $py -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build\pyinstaller installer\dlconfig.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }

# The app rebuilds a .qm older than its .ts, and a frozen app has no lrelease.
Get-ChildItem dist\dlconfig\_internal\dlconfig\resources\i18n\*.qm | ForEach-Object { $_.LastWriteTime = Get-Date }

Write-Host "== self-test of the built app"
# A windowed app has no console: the self-test writes its lines to self-test.txt in the
# log folder, which points into build\ here.
$env:QT_QPA_PLATFORM = "offscreen"
$env:DLCONFIG_LOG_DIR = (Join-Path (Get-Location) "build\self-test-log")
$proc = Start-Process -FilePath "dist\dlconfig\dlconfig.exe" -ArgumentList "--self-test" -Wait -PassThru -NoNewWindow
Get-Content (Join-Path $env:DLCONFIG_LOG_DIR "self-test.txt") -ErrorAction SilentlyContinue | Write-Host
Remove-Item Env:QT_QPA_PLATFORM, Env:DLCONFIG_LOG_DIR
if ($proc.ExitCode -ne 0) { throw "self-test failed (exit code $($proc.ExitCode))" }

Write-Host "== Inno Setup"
$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
& $iscc "/DAppVersion=$version" installer\windows\dlconfig.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
Write-Host "== done: dist\dlconfig-$version-windows-x64-setup.exe"
